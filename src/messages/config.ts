/**
 * The messages' configuration, from environment variables, read once at start-up: a bad value
 * stops the server with a message naming the variable (src/config/variables.ts documents each).
 */
import { z } from 'zod';
import { ConfigError } from '../config/config-error.ts';

export interface RateQuota {
  points: number;
  seconds: number;
}

export interface MessagesConfig {
  /** MESSAGES_ENABLED: the owner takes messages at all (API, form, MCP tool). */
  enabled: boolean;
  /** MESSAGES_FORM: the contact form of the website. */
  form: boolean;
  /** MESSAGES_MCP: the MCP tool send_message. */
  mcp: boolean;
  /** SMTP_URL: smtp:// or smtps:// (credentials in it; never printed). Unset: no e-mail. */
  smtpUrl?: string;
  /** OWNER_EMAIL: who is told by e-mail (default: the profile's e-mail). */
  ownerEmail?: string;
  /** SMTP_FROM: the sender address of the notification (default OWNER_EMAIL). */
  smtpFrom?: string;
  /** RATE_LIMIT_MESSAGES (per client address) and RATE_LIMIT_MESSAGES_ALL (everybody together). */
  perAddress: RateQuota;
  global: RateQuota;
}

export const MESSAGE_DEFAULTS = { perAddress: '5/3600', global: '100/3600' } as const;

const Quota = z
  .string()
  .regex(/^\d+\/\d+$/, { error: 'expected <messages>/<seconds>, for example 5/3600' })
  .transform((v) => {
    const [points, seconds] = v.split('/').map(Number) as [number, number];
    return { points, seconds };
  })
  .refine((q) => q.points > 0 && q.seconds > 0, { error: 'both numbers must be positive' });

function parse<T>(variable: string, schema: z.ZodType<T>, raw: unknown): T {
  const r = schema.safeParse(raw);
  if (!r.success) throw new ConfigError(variable, `${r.error.issues[0]!.message}`);
  return r.data;
}

function flag(variable: string, raw: string | undefined): boolean {
  if (raw === undefined) return true;
  if (raw !== 'true' && raw !== 'false') throw new ConfigError(variable, `expected true or false (got "${raw.slice(0, 20)}")`);
  return raw === 'true';
}

function smtpUrl(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError('SMTP_URL', 'expected an smtp:// or smtps:// URL');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw new ConfigError('SMTP_URL', `expected smtp:// or smtps://, not ${url.protocol}//`);
  if (!url.hostname) throw new ConfigError('SMTP_URL', 'the URL names no host');
  return raw;
}

/** `profileEmail`: the profile's public e-mail, the default OWNER_EMAIL. */
export function readMessagesConfig(env: Record<string, string | undefined>, profileEmail?: string): MessagesConfig {
  const v = (name: string) => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };
  const Email = z.email({ error: 'expected an e-mail address' });
  const ownerEmail = v('OWNER_EMAIL') ? parse('OWNER_EMAIL', Email, v('OWNER_EMAIL')) : profileEmail;
  const config: MessagesConfig = {
    enabled: flag('MESSAGES_ENABLED', v('MESSAGES_ENABLED')),
    form: flag('MESSAGES_FORM', v('MESSAGES_FORM')),
    mcp: flag('MESSAGES_MCP', v('MESSAGES_MCP')),
    ...(smtpUrl(v('SMTP_URL')) ? { smtpUrl: v('SMTP_URL') } : {}),
    ...(ownerEmail ? { ownerEmail } : {}),
    perAddress: parse('RATE_LIMIT_MESSAGES', Quota, v('RATE_LIMIT_MESSAGES') ?? MESSAGE_DEFAULTS.perAddress),
    global: parse('RATE_LIMIT_MESSAGES_ALL', Quota, v('RATE_LIMIT_MESSAGES_ALL') ?? MESSAGE_DEFAULTS.global),
  };
  const from = v('SMTP_FROM') ? parse('SMTP_FROM', Email, v('SMTP_FROM')) : config.ownerEmail;
  if (from) config.smtpFrom = from;
  if (config.smtpUrl && !config.ownerEmail) throw new ConfigError('OWNER_EMAIL', 'is required with SMTP_URL when the profile has no e-mail');
  return config;
}
