/**
 * The privacy note (/privacy): what this site's software stores, what it never stores, and how to
 * ask the owner, stated from the configuration the site was built with (INSIGHTS,
 * INSIGHTS_RETENTION_DAYS, MESSAGES_*, CLIENT_UNUSED_TTL) and the code's defaults. The page is
 * prerendered: it states the build's settings, so build and serve with the same environment.
 */
import { DEFAULTS as AUTH_DEFAULTS } from '../auth/config.ts';
import { readOwnerConfig } from '../owner/config.ts';

export interface PrivacySettings {
  /** A server runs for this site (not a static-only site without API_ORIGIN). */
  server: boolean;
  insights: boolean;
  retentionDays: number;
  /** MESSAGES_ENABLED, and the ways in that are on. */
  messages: { form: boolean; api: boolean; mcp: boolean } | undefined;
  /** CLIENT_UNUSED_TTL, seconds. */
  clientUnusedTtl: number;
}

export interface PrivacySection {
  id: string;
  title: string;
  items: string[];
}

const off = (env: Record<string, string | undefined>, name: string) => env[name]?.trim() === 'false';

/** The settings the note states, from the environment (bad values stop the build, naming the variable). */
export function privacySettings(env: Record<string, string | undefined>, server: boolean): PrivacySettings {
  const owner = readOwnerConfig(env);
  const ttl = env.CLIENT_UNUSED_TTL?.trim();
  return {
    server,
    insights: owner.insights,
    retentionDays: owner.insightsRetentionDays,
    messages: off(env, 'MESSAGES_ENABLED') ? undefined : { form: !off(env, 'MESSAGES_FORM'), api: true, mcp: !off(env, 'MESSAGES_MCP') },
    clientUnusedTtl: ttl && /^\d+$/.test(ttl) ? Number(ttl) : AUTH_DEFAULTS.clientUnusedTtlSeconds,
  };
}

const duration = (seconds: number) =>
  seconds % 86_400 === 0 ? plural(seconds / 86_400, 'day') : seconds % 3600 === 0 ? plural(seconds / 3600, 'hour') : plural(Math.ceil(seconds / 60), 'minute');
const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

function insightsItem(s: PrivacySettings): string {
  if (!s.insights) return 'Visit counts: none. Insights are switched off on this site: no visit, question or tool call is counted.';
  return (
    `Visit counts, per day, kept ${plural(s.retentionDays, 'day')} and then deleted: requests by kind of client (browser, known agent, ` +
    'anonymous agent), the ids of agents that identified themselves, the questions asked at /v1/ask (lower-cased) and whether they ' +
    'were answered, agent tool calls by tool, and access requests by outcome. Only these totals are stored: no IP address, header, ' +
    'cookie or time of day.'
  );
}

function messagesItem(s: PrivacySettings): string {
  if (!s.messages) return 'Messages: none. This site takes no messages.';
  const ways = [s.messages.form ? 'the contact form' : '', 'the API', s.messages.mcp ? 'the MCP tool send_message' : ''].filter(Boolean);
  return (
    `Messages sent through ${ways.join(', ').replace(/, ([^,]*)$/, ' or $1')}: the text, the name and the e-mail address you give ` +
    '(both optional), when it arrived and by which way, and, for an agent that identified itself, its id. Kept until the owner ' +
    'deletes them; the owner may receive a copy by e-mail. No IP address is stored with a message.'
  );
}

function agentsItem(s: PrivacySettings): string {
  return (
    'Agents that register with this site (OAuth clients): the name and redirect addresses they give and a hash of their secret. ' +
    `A registration that was never used is deleted after ${duration(s.clientUnusedTtl)}. A request for private data keeps the ` +
    'data asked for, what the person wrote about who they are and why, and the owner’s decision.'
  );
}

/** The note's sections, in the page's order. */
export function privacyNotice(s: PrivacySettings): PrivacySection[] {
  if (!s.server) {
    return [
      { id: 'stores', title: 'What this site stores', items: ['Nothing. This site is static files only: no server of its own answers your requests.'] },
      never(s),
    ];
  }
  return [
    {
      id: 'stores',
      title: 'What this site stores',
      items: [
        insightsItem(s),
        messagesItem(s),
        agentsItem(s),
        'Rate limits: to stop abuse, requests are counted per address (IPv6 per /64 network) and each count is forgotten when its time window ends.',
      ],
    },
    never(s),
  ];
}

function never(s: PrivacySettings): PrivacySection {
  return {
    id: 'never',
    title: 'What it never stores',
    items: [
      s.server ? 'Your IP address, beyond the short-lived rate-limit counts above, and no log of your requests.' : 'Your IP address or a log of your requests.',
      'Cookies or tracking: pages set no cookie (only the consent step of an agent’s authorization does, for that step) and load no analytics, advertising or third-party scripts, fonts or styles.',
      'Your light or dark choice stays in your browser’s own storage and is never sent.',
    ],
  };
}
