/**
 * The privacy note (/privacy): what this site's software stores, what it never stores, and how to
 * ask the owner, stated from the configuration the site was built with (INSIGHTS,
 * INSIGHTS_RETENTION_DAYS, MESSAGES_*, CLIENT_UNUSED_TTL) and the code's defaults. The page is
 * prerendered, once per language: it states the build's settings, so build and serve with the
 * same environment.
 */
import { DEFAULTS as AUTH_DEFAULTS } from '../auth/config.ts';
import { formatList } from '../core/i18n/format.ts';
import { t } from '../core/i18n/messages.ts';
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

/** A period in whole days, hours or minutes (in `lang`). */
const duration = (lang: string, seconds: number) =>
  seconds % 86_400 === 0
    ? t(lang, 'privacy.duration', { unit: 'day', n: seconds / 86_400 })
    : seconds % 3600 === 0
      ? t(lang, 'privacy.duration', { unit: 'hour', n: seconds / 3600 })
      : t(lang, 'privacy.duration', { unit: 'minute', n: Math.ceil(seconds / 60) });

function insightsItem(lang: string, s: PrivacySettings): string {
  return s.insights ? t(lang, 'privacy.insights', { days: s.retentionDays }) : t(lang, 'privacy.insightsOff');
}

function messagesItem(lang: string, s: PrivacySettings): string {
  if (!s.messages) return t(lang, 'privacy.messagesNone');
  const ways = [s.messages.form ? 'form' : '', 'api', s.messages.mcp ? 'mcp' : ''].filter(Boolean).map((way) => t(lang, 'privacy.way', { way }));
  return t(lang, 'privacy.messages', { ways: formatList(lang, ways, 'disjunction') });
}

/** The note's sections, in the page's order, in `lang` (the catalogues' `privacy.*` words). */
export function privacyNotice(s: PrivacySettings, lang = 'en'): PrivacySection[] {
  if (!s.server) return [{ id: 'stores', title: t(lang, 'privacy.stores'), items: [t(lang, 'privacy.static')] }, never(lang, s)];
  return [
    {
      id: 'stores',
      title: t(lang, 'privacy.stores'),
      items: [
        insightsItem(lang, s),
        messagesItem(lang, s),
        t(lang, 'privacy.agents', { duration: duration(lang, s.clientUnusedTtl) }),
        t(lang, 'privacy.rateLimits'),
      ],
    },
    never(lang, s),
  ];
}

function never(lang: string, s: PrivacySettings): PrivacySection {
  return {
    id: 'never',
    title: t(lang, 'privacy.never'),
    items: [t(lang, s.server ? 'privacy.neverIp' : 'privacy.neverIpStatic'), t(lang, 'privacy.cookies'), t(lang, 'privacy.theme')],
  };
}
