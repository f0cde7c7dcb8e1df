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
}

export const OWNER_DEFAULTS: OwnerConfig = { enabled: true, sessionTtl: 1800, enrolTtl: 600, linkTtl: 3600 };

function seconds(env: Record<string, string | undefined>, name: string, min: number, max: number, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const parsed = z.coerce.number().int().min(min).max(max).safeParse(raw);
  if (!parsed.success) throw new ConfigError(name, `expected a whole number of seconds from ${min} to ${max}; got "${raw.slice(0, 40)}"`);
  return parsed.data;
}

export function readOwnerConfig(env: Record<string, string | undefined>): OwnerConfig {
  const flag = env.OWNER_CONSOLE?.trim().toLowerCase() || 'true';
  if (flag !== 'true' && flag !== 'false') throw new ConfigError('OWNER_CONSOLE', `expected true or false; got "${flag.slice(0, 40)}"`);
  return {
    enabled: flag === 'true',
    sessionTtl: seconds(env, 'OWNER_SESSION_TTL', 300, 43_200, OWNER_DEFAULTS.sessionTtl),
    enrolTtl: seconds(env, 'OWNER_ENROL_TTL', 60, 3600, OWNER_DEFAULTS.enrolTtl),
    linkTtl: seconds(env, 'OWNER_LINK_TTL', 60, 86_400, OWNER_DEFAULTS.linkTtl),
  };
}
