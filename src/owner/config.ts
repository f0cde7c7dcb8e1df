/**
 * The owner console's configuration, read and validated once at start-up: a bad value stops the
 * server with a message naming the variable (src/config/variables.ts documents each).
 */
import { z } from 'zod';
import { ConfigError } from '../config/config-error.ts';

export interface OwnerConfig {
  /** OWNER_CONSOLE: false turns /owner off (404) whatever the store holds. */
  enabled: boolean;
  /** OWNER_SESSION_TTL: seconds a sign-in lasts (no renewal: sign in again). */
  sessionTtl: number;
  /** OWNER_ENROL_TTL: seconds an enrolment link printed by `npm run agents -- enrol` works. */
  enrolTtl: number;
  /** OWNER_LINK_TTL: seconds the console link of a claim notification works. */
  linkTtl: number;
  /** INSIGHTS: false records no insights. */
  insights: boolean;
  /** INSIGHTS_RETENTION_DAYS: days the daily aggregates are kept. */
  insightsRetentionDays: number;
}

export const OWNER_DEFAULTS: OwnerConfig = { enabled: true, sessionTtl: 1800, enrolTtl: 600, linkTtl: 3600, insights: true, insightsRetentionDays: 30 };

function flag(env: Record<string, string | undefined>, name: string): boolean {
  const value = env[name]?.trim().toLowerCase() || 'true';
  if (value !== 'true' && value !== 'false') throw new ConfigError(name, `expected true or false; got "${value.slice(0, 40)}"`);
  return value === 'true';
}

function whole(env: Record<string, string | undefined>, name: string, min: number, max: number, fallback: number, unit: string): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const parsed = z.coerce.number().int().min(min).max(max).safeParse(raw);
  if (!parsed.success) throw new ConfigError(name, `expected a whole number of ${unit} from ${min} to ${max}; got "${raw.slice(0, 40)}"`);
  return parsed.data;
}

const seconds = (env: Record<string, string | undefined>, name: string, min: number, max: number, fallback: number) =>
  whole(env, name, min, max, fallback, 'seconds');

export function readOwnerConfig(env: Record<string, string | undefined>): OwnerConfig {
  return {
    enabled: flag(env, 'OWNER_CONSOLE'),
    sessionTtl: seconds(env, 'OWNER_SESSION_TTL', 300, 43_200, OWNER_DEFAULTS.sessionTtl),
    enrolTtl: seconds(env, 'OWNER_ENROL_TTL', 60, 3600, OWNER_DEFAULTS.enrolTtl),
    linkTtl: seconds(env, 'OWNER_LINK_TTL', 60, 86_400, OWNER_DEFAULTS.linkTtl),
    insights: flag(env, 'INSIGHTS'),
    insightsRetentionDays: whole(env, 'INSIGHTS_RETENTION_DAYS', 1, 365, OWNER_DEFAULTS.insightsRetentionDays, 'days'),
  };
}
