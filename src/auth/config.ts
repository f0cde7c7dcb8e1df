/**
 * The authorization server's configuration, from environment variables, read and validated
 * once at start-up: a bad value stops the server with a message that names the variable.
 */
import { resolve } from 'node:path';
import { z } from 'zod';
import { addressMatcher, parseTrustProxy, type TrustRule } from '../config/trust-proxy.ts';
import { type HostEntry, parseHost } from '../config/hosts.ts';
import { SCOPE_NAMES, type Scope } from './scopes.ts';
import { readTrustedIssuers, type TrustedIssuer } from './trust.ts';

/** A configuration variable with an invalid value (CONFIG_INVALID): the message names the variable. */
import { ConfigError } from '../config/config-error.ts';

export { ConfigError };

export interface RateQuota {
  points: number;
  seconds: number;
}

export interface ApiKeyConfig {
  name: string;
  /** Lower-case hex SHA-256 of the key. The key itself is never configured or stored. */
  sha256: string;
  scopes: Scope[];
}

export interface AuthConfig {
  /** Issuer = protected resource identifier = the Node server's origin (urls.server), one string everywhere. */
  issuer: string;
  /**
   * The RFC 8707 resources a token may be asked for: the issuer (the whole site: API and MCP)
   * and the MCP endpoint (a token for MCP only).
   */
  resources: string[];
  /** REFRESH_TOKEN_TTL: how long a refresh token of an authorization-code grant lives (each use rotates it). */
  refreshTokenTtlSeconds: number;
  /** OWNER_WEBHOOK_URL and OWNER_WEBHOOK_SECRET: where a pending claim is announced to the owner, HMAC-signed. */
  webhook?: { url: string; secret: string };
  stateDir: string;
  /** STATE_URL: the Redis that holds the state of every instance (redis:// or rediss://); unset: SQLite in STATE_DIR. */
  stateUrl?: string;
  /** STATE_PREFIX: the prefix of every Redis key (several portfolios may share one Redis). */
  statePrefix: string;
  tokenTtlSeconds: number;
  /** CLIENT_UNUSED_TTL: a registered client that neither claimed scopes nor obtained a token within this many seconds is deleted. */
  clientUnusedTtlSeconds: number;
  /** PKCS#8 PEM private key (RS256) to sign access tokens; when absent one is generated and kept in the store. */
  signingKeyPem?: string;
  apiKeys: ApiKeyConfig[];
  /** Scopes granted at once on a claim; the others wait for the owner. */
  autoGrant: Scope[];
  rateLimits: { auth: RateQuota; api: RateQuota; mcp: RateQuota };
  /** ALLOWED_HOSTS: hosts answered besides SITE_URL's, API_ORIGIN's and the loopback names (src/config/hosts.ts). */
  allowedHosts: HostEntry[];
  /** The trusted proxy hops (TRUST_PROXY): the client address is the rightmost untrusted X-Forwarded-For entry. */
  trustProxy: TrustRule;
  /** Identity providers whose ID-JAGs and security events are accepted. */
  trustedIssuers: TrustedIssuer[];
  /** Web Bot Auth: the signature-agent key directories allowed, with the scopes they grant (possibly none). */
  signatureAgents: { directory: string; name: string; scopes: Scope[] }[];
  /** Tests only: allow signature-agent directories on http or private addresses. */
  signatureAgentsAllowPrivate: boolean;
  /** Tests only (CIMD_ALLOW_PRIVATE_HOSTS): hosts whose Client ID Metadata Documents may be fetched from private or loopback addresses. */
  cimdAllowPrivateHosts: string[];
  /** WEB_BOT_AUTH_MAX_VALIDITY: the longest `expires - created` (seconds) of a signature from an agent that grants scopes. */
  webBotAuthMaxValidity: number;
  /** Mutual TLS behind a terminating proxy: who may forward a verified client identity, in which header, and what it grants. */
  mtls: { proxies: string[]; isProxy: (peer: string | undefined) => boolean; header: string; clients: { subject: string; name: string; scopes: Scope[] }[] };
}

const Quota = z
  .string()
  .regex(/^\d+\/\d+$/, { error: 'expected <requests>/<seconds>, for example 30/60' })
  .transform((v) => {
    const [points, seconds] = v.split('/').map(Number) as [number, number];
    return { points, seconds };
  })
  .refine((q) => q.points > 0 && q.seconds > 0, { error: 'both numbers must be positive' });

const ScopeList = z
  .string()
  .transform((v) => v.split(/\s+/).filter(Boolean))
  .pipe(z.array(z.enum(SCOPE_NAMES as [Scope, ...Scope[]], { error: `expected scopes among ${SCOPE_NAMES.join(' ')}` })));

const ApiKeys = z.array(
  z.strictObject({
    name: z.string().min(1).max(100),
    sha256: z.string().regex(/^[0-9a-f]{64}$/, { error: 'expected the lower-case hex SHA-256 of the key' }),
    scopes: z.array(z.enum(SCOPE_NAMES as [Scope, ...Scope[]])).min(1),
  }),
);

const ScopeArray = z.array(z.enum(SCOPE_NAMES as [Scope, ...Scope[]]));
const SignatureAgents = z.array(
  z.strictObject({ directory: z.url({ protocol: /^https?$/ }), name: z.string().min(1).max(100), scopes: ScopeArray.default([]) }),
);
const MtlsClients = z.array(z.strictObject({ subject: z.string().min(1).max(500), name: z.string().min(1).max(100), scopes: ScopeArray.min(1) }));

function json(variable: string, raw: string | undefined): unknown {
  if (raw === undefined) return [];
  try {
    return JSON.parse(raw);
  } catch {
    throw new ConfigError(variable, 'expected JSON');
  }
}

function bool(variable: string, raw: string | undefined): boolean {
  const value = raw ?? 'false';
  if (!['true', 'false'].includes(value)) throw new ConfigError(variable, `expected true or false (got "${value}")`);
  return value === 'true';
}

function parse<T>(variable: string, schema: z.ZodType<T>, raw: unknown): T {
  const r = schema.safeParse(raw);
  if (!r.success) throw new ConfigError(variable, `${r.error.issues[0]!.message} (got ${JSON.stringify(raw)})`);
  return r.data;
}

function trustProxy(raw: string | undefined): TrustRule {
  try {
    return parseTrustProxy(raw).rule;
  } catch (err) {
    throw new ConfigError('TRUST_PROXY', `${(err as Error).message} (got "${raw}")`);
  }
}

/** ALLOWED_HOSTS: comma-separated `host` or `host:port` (a name, an IPv4 address or an [IPv6] literal). */
function allowedHosts(raw: string | undefined): HostEntry[] {
  const items = (raw ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  return items.map((item) => {
    const entry = parseHost(item);
    const port = Number(entry?.port ?? 1);
    if (!entry || port < 1 || port > 65535)
      throw new ConfigError('ALLOWED_HOSTS', `expected comma-separated host or host:port, for example www.ada.dev,ada.dev:8443 (got "${item}")`);
    return entry;
  });
}

/** API_ORIGIN in the server's environment (a CDN proxies to it): its host is served too. */
function apiOriginHost(raw: string | undefined): HostEntry[] {
  if (raw === undefined) return [];
  const m = /^https?:\/\/([^/?#@]+)\/?$/i.exec(raw);
  const entry = m && parseHost(m[1]!);
  if (!entry) throw new ConfigError('API_ORIGIN', `expected an http(s) origin such as https://api.ada.dev (got "${raw}")`);
  return [{ name: entry.name }];
}

function proxyMatcher(list: string[]): (peer: string | undefined) => boolean {
  try {
    return addressMatcher(list);
  } catch (err) {
    throw new ConfigError('MTLS_PROXY_ADDRESSES', `expected comma-separated addresses or CIDR ranges (${(err as Error).message})`);
  }
}

export const DEFAULTS = {
  tokenTtlSeconds: 86_400,
  refreshTokenTtlSeconds: 30 * 86_400,
  clientUnusedTtlSeconds: 86_400,
  /** Private by default: every scope opens private data, so none is granted without the owner. */
  autoGrant: '',
  rateAuth: '30/60',
  rateApi: '600/60',
  /** Per client address and MCP method (tools/call, resources/read, ...): one method cannot use up another's share. */
  rateMcp: '300/60',
  /** Seconds a signature of a scope-granting Web Bot Auth agent may be valid for. */
  webBotAuthMaxValidity: 300,
};

/** Both or neither; the URL http(s), the secret long enough to sign with. */
function webhookConfig(url: string | undefined, secret: string | undefined): AuthConfig['webhook'] {
  if (url === undefined && secret === undefined) return undefined;
  if (url === undefined) throw new ConfigError('OWNER_WEBHOOK_URL', 'is required when OWNER_WEBHOOK_SECRET is set');
  if (secret === undefined) throw new ConfigError('OWNER_WEBHOOK_SECRET', 'is required when OWNER_WEBHOOK_URL is set (the body is signed with it)');
  const parsedUrl = z.url({ protocol: /^https?$/ }).safeParse(url);
  if (!parsedUrl.success) throw new ConfigError('OWNER_WEBHOOK_URL', 'expected an http(s) URL');
  if (secret.length < 32) throw new ConfigError('OWNER_WEBHOOK_SECRET', 'expected at least 32 characters');
  return { url: parsedUrl.data, secret };
}

/** STATE_URL: a redis:// or rediss:// URL (its password stays in it, and is never printed). */
function stateUrl(value: string | undefined): { stateUrl?: string } {
  if (value === undefined) return {};
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError('STATE_URL', 'expected a redis:// or rediss:// URL');
  }
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:')
    throw new ConfigError('STATE_URL', `expected a redis:// or rediss:// URL, not ${url.protocol}//`);
  if (!url.hostname) throw new ConfigError('STATE_URL', 'the URL names no host');
  return { stateUrl: value };
}

/** `mcpEndpoint`: the absolute URL of the MCP endpoint, a second acceptable token audience (RFC 8707). */
export function readAuthConfig(env: Record<string, string | undefined>, issuer: string, projectDir: string, mcpEndpoint?: string): AuthConfig {
  const v = (name: string) => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };
  const ttl = v('ACCESS_TOKEN_TTL');
  let apiKeys: unknown = [];
  if (v('AGENT_API_KEYS')) {
    try {
      apiKeys = JSON.parse(v('AGENT_API_KEYS')!);
    } catch {
      throw new ConfigError('AGENT_API_KEYS', 'expected a JSON array of {"name", "sha256", "scopes"}');
    }
  }
  const pem = v('SIGNING_KEY');
  if (pem && !/-----BEGIN PRIVATE KEY-----/.test(pem)) throw new ConfigError('SIGNING_KEY', 'expected a PKCS#8 PEM private key (RSA)');
  const proxies = (v('MTLS_PROXY_ADDRESSES') ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  const mtlsHeader = (v('MTLS_IDENTITY_HEADER') ?? 'x-client-cert-subject').toLowerCase();
  if (!/^[a-z0-9-]+$/.test(mtlsHeader)) throw new ConfigError('MTLS_IDENTITY_HEADER', 'expected a header name');
  const refreshTtl = v('REFRESH_TOKEN_TTL');
  return {
    issuer,
    resources: mcpEndpoint && mcpEndpoint !== issuer ? [issuer, mcpEndpoint] : [issuer],
    refreshTokenTtlSeconds: refreshTtl
      ? parse(
          'REFRESH_TOKEN_TTL',
          z.string().regex(/^\d+$/, { error: 'expected a whole number of seconds' }).transform(Number).pipe(z.number().int().min(300).max(31_536_000)),
          refreshTtl,
        )
      : DEFAULTS.refreshTokenTtlSeconds,
    webhook: webhookConfig(v('OWNER_WEBHOOK_URL'), v('OWNER_WEBHOOK_SECRET')),
    stateDir: resolve(projectDir, v('STATE_DIR') ?? 'data'),
    ...stateUrl(v('STATE_URL')),
    statePrefix: parse(
      'STATE_PREFIX',
      z.string().regex(/^[A-Za-z0-9:_.-]{1,64}$/, { error: 'expected 1 to 64 letters, digits or : _ . -' }),
      v('STATE_PREFIX') ?? 'portfolio:',
    ),
    tokenTtlSeconds: ttl ? parse('ACCESS_TOKEN_TTL', z.coerce.number().int().min(60).max(2_592_000), ttl) : DEFAULTS.tokenTtlSeconds,
    clientUnusedTtlSeconds: v('CLIENT_UNUSED_TTL')
      ? parse(
          'CLIENT_UNUSED_TTL',
          z.string().regex(/^\d+$/, { error: 'expected a whole number of seconds' }).transform(Number).pipe(z.number().int().min(300).max(31_536_000)),
          v('CLIENT_UNUSED_TTL'),
        )
      : DEFAULTS.clientUnusedTtlSeconds,
    ...(pem ? { signingKeyPem: pem.replace(/\\n/g, '\n') } : {}),
    apiKeys: parse('AGENT_API_KEYS', ApiKeys, apiKeys),
    autoGrant: parse('AUTO_GRANT_SCOPES', ScopeList, v('AUTO_GRANT_SCOPES') ?? DEFAULTS.autoGrant),
    rateLimits: {
      auth: parse('RATE_LIMIT_AUTH', Quota, v('RATE_LIMIT_AUTH') ?? DEFAULTS.rateAuth),
      api: parse('RATE_LIMIT_API', Quota, v('RATE_LIMIT_API') ?? DEFAULTS.rateApi),
      mcp: parse('RATE_LIMIT_MCP', Quota, v('RATE_LIMIT_MCP') ?? DEFAULTS.rateMcp),
    },
    trustProxy: trustProxy(v('TRUST_PROXY')),
    allowedHosts: [...allowedHosts(v('ALLOWED_HOSTS')), ...apiOriginHost(v('API_ORIGIN'))],
    signatureAgents: parse('SIGNATURE_AGENTS', SignatureAgents, json('SIGNATURE_AGENTS', v('SIGNATURE_AGENTS'))),
    signatureAgentsAllowPrivate: bool('SIGNATURE_AGENTS_ALLOW_PRIVATE', v('SIGNATURE_AGENTS_ALLOW_PRIVATE')),
    cimdAllowPrivateHosts: (v('CIMD_ALLOW_PRIVATE_HOSTS') ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    webBotAuthMaxValidity: v('WEB_BOT_AUTH_MAX_VALIDITY')
      ? parse(
          'WEB_BOT_AUTH_MAX_VALIDITY',
          z.string().regex(/^\d+$/, { error: 'expected a whole number of seconds' }).transform(Number).pipe(z.number().int().min(1).max(86_400)),
          v('WEB_BOT_AUTH_MAX_VALIDITY'),
        )
      : DEFAULTS.webBotAuthMaxValidity,
    mtls: { proxies, isProxy: proxyMatcher(proxies), header: mtlsHeader, clients: parse('MTLS_CLIENTS', MtlsClients, json('MTLS_CLIENTS', v('MTLS_CLIENTS'))) },
    trustedIssuers: readTrustedIssuers(v('TRUSTED_ISSUERS_FILE') && resolve(projectDir, v('TRUSTED_ISSUERS_FILE')!)),
  };
}
