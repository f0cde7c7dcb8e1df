/**
 * The server-side services of the API, created once per process from the environment: the
 * authorization server (with its durable store), the rate limiter and the proxy trust rule. Used
 * by the production server and the development ingress: one set per process. A bad configuration value throws a ConfigError naming the variable.
 */
import cluster from 'node:cluster';
import { readAuthConfig } from '../auth/config.ts';
import { createAuthService, type AuthService } from '../auth/service.ts';
import { openState } from '../auth/state.ts';
import type { TrustRule } from '../config/trust-proxy.ts';
import type { HostEntry } from '../config/hosts.ts';
import { createRateLimiter, type RateLimiter } from './ratelimit.ts';
import { rateKey } from './client-address.ts';
import { readMessagesConfig } from '../messages/config.ts';
import { redisMessageStore } from '../messages/redis-store.ts';
import { createMessageService, type MessageService } from '../messages/service.ts';
import { openSqliteMessageStore } from '../messages/store.ts';
import { type OwnerConfig, readOwnerConfig } from '../owner/config.ts';
import { claimLinks } from '../owner/links.ts';
import { claimMailer } from '../owner/claim-mail.ts';
import { openOwnerState } from '../owner/state.ts';
import { createInsights, type Insights, openRedisInsights, openSqliteInsights } from '../owner/insights.ts';
import type { OwnerStore } from '../owner/store.ts';

export interface ApiServices {
  auth: AuthService;
  limiter: RateLimiter;
  trustProxy: TrustRule;
  /** ALLOWED_HOSTS (src/config/hosts.ts). */
  allowedHosts: HostEntry[];
  /** Messages to the owner (src/messages): absent when MESSAGES_ENABLED=false. */
  messages?: MessageService;
  /** The owner console's store (beside the authorization server's: SQLite or Redis) and configuration; absent with OWNER_CONSOLE=false. */
  owner?: { store: OwnerStore; config: OwnerConfig };
  /** The owner's insights (daily aggregates, in the same store); absent with INSIGHTS=false. */
  insights?: Insights;
}

/**
 * `mcpEndpoint`: the MCP endpoint's absolute URL, a token audience besides the origin (RFC 8707).
 * `profileEmail`: the profile's e-mail, the default OWNER_EMAIL;
 * `siteUrl`: the absolute URL of a site path at the Node server (`urls.api`), for the links to the
 * owner console in the owner's notifications.
 */
export async function createServices(
  env: Record<string, string | undefined>,
  origin: string,
  projectDir: string,
  mcpEndpoint?: string,
  { profileEmail, siteUrl }: { profileEmail?: string; siteUrl?: (path: string) => string } = {},
): Promise<ApiServices> {
  const config = readAuthConfig(env, origin, projectDir, mcpEndpoint);
  const ownerConfig = readOwnerConfig(env);
  const state = await openState(config);
  const owner = ownerConfig.enabled ? { store: openOwnerState(state, config), config: ownerConfig } : undefined;
  const claimLink = owner && siteUrl ? claimLinks(owner.store, siteUrl, ownerConfig.linkTtl) : undefined;
  const messagesConfig = readMessagesConfig(env, profileEmail);
  // The e-mail about each pending claim: SMTP_URL to OWNER_EMAIL, as for messages (even with MESSAGES_ENABLED=false).
  const claimEmail =
    messagesConfig.smtpUrl && messagesConfig.ownerEmail
      ? claimMailer(
          { url: messagesConfig.smtpUrl, from: messagesConfig.smtpFrom ?? messagesConfig.ownerEmail, to: messagesConfig.ownerEmail },
          ownerConfig.linkTtl,
        )
      : undefined;
  const auth = await createAuthService(config, state.store, undefined, { claimLink, ...(claimEmail ? { claimEmail } : {}) });
  // Rate limits: in Redis when there is one; else, in a worker of WORKERS, counted by the cluster's primary (server.mjs).
  const limiter = createRateLimiter(config.rateLimits, { redis: state.redis, prefix: config.statePrefix, cluster: !state.redis && cluster.isWorker });
  const messages = messagesConfig.enabled
    ? createMessageService({
        config: messagesConfig,
        // The same state as the rest: Redis when STATE_URL is set, else STATE_DIR's database.
        store: state.redis ? redisMessageStore(state.redis, config.statePrefix) : openSqliteMessageStore(config.stateDir),
        limiter: createRateLimiter(
          { messages: messagesConfig.perAddress, 'messages-all': messagesConfig.global },
          { redis: state.redis, prefix: config.statePrefix, cluster: !state.redis && cluster.isWorker },
        ),
        addressKey: rateKey,
        notify: {
          issuer: config.issuer,
          ...(config.webhook ? { webhook: config.webhook } : {}),
          ...(owner && siteUrl ? { siteUrl } : {}),
        },
      })
    : undefined;
  // Notifications a stopped process left pending are sent now (each by one process only).
  messages?.resume().catch((err) => console.warn(`[messages] could not resume pending notifications: ${err}`));
  const insights = ownerConfig.insights
    ? createInsights(
        state.redis ? openRedisInsights(state.redis, config.statePrefix, ownerConfig.insightsRetentionDays) : openSqliteInsights(config.stateDir),
        { retentionDays: ownerConfig.insightsRetentionDays },
      )
    : undefined;
  return {
    auth,
    limiter,
    trustProxy: config.trustProxy,
    allowedHosts: config.allowedHosts,
    ...(messages ? { messages } : {}),
    ...(owner ? { owner } : {}),
    ...(insights ? { insights } : {}),
  };
}
