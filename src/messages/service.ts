/**
 * Messages to the owner, one service for the three ways in (the contact form, `POST /v1/messages`,
 * the MCP tool `send_message`): rate limits per client address and for everybody together, the
 * message stored durably before the sender is answered, then the owner notified (./notify.ts).
 * Client addresses are only ever used as rate-limit keys, hashed with the messages secret: no raw
 * address is stored, in SQLite, in Redis or in memory.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { MessagesConfig } from './config.ts';
import { checkForm, formToken } from './form-token.ts';
import { notifyMessage, type NotifyTargets } from './notify.ts';
import type { MessageChannel, MessageInput, MessageRecord, MessageSender } from './schema.ts';
import type { MessageStore } from './store.ts';

export interface MessageService {
  config: MessagesConfig;
  /** The owner's side: list, get, archive, delete (the owner's command, the owner console). */
  store: MessageStore;
  /** Counts, stores and acknowledges a valid message; the notifications follow in the background. */
  submit(input: MessageInput, from: { channel: MessageChannel; sender: MessageSender; ip?: string }): Promise<MessageRecord>;
  /** A fresh signed token for the contact form. */
  formToken(): Promise<string>;
  /** Throws FORM_CHECK_FAILED unless the form's token and honeypot pass (./form-token.ts). */
  checkForm(token: string | undefined, honeypot: string | undefined): Promise<void>;
  /**
   * Sends the notifications that a stopped process left pending (at start-up); each is taken on
   * atomically, so that of several processes one sends it. Resolves with how many messages.
   */
  resume(): Promise<number>;
  /** Resolves when every notification started so far has settled (tests, shutdown). */
  idle(): Promise<void>;
}

/** The rate limiter (src/http/ratelimit.ts) with the policies `messages` (per address) and `messages-all` (everybody). */
export interface MessageLimiter {
  consume(policy: 'messages' | 'messages-all', keys: string[]): Promise<unknown>;
}

export interface MessageServiceOptions {
  config: MessagesConfig;
  store: MessageStore;
  limiter: MessageLimiter;
  /** The rate-limit key of a client address (an IPv6 address counts by its /64); hashed here before use. */
  addressKey: (ip: string) => string;
  notify: Omit<NotifyTargets, 'smtp'>;
}

export function createMessageService({ config, store, limiter, addressKey: keyOf, notify }: MessageServiceOptions): MessageService {
  let secret: Promise<string> | undefined;
  const messageSecret = () => {
    secret ??= store.messageSecret(randomBytes(32).toString('base64url'));
    secret.catch(() => (secret = undefined));
    return secret;
  };
  const targets: NotifyTargets = {
    ...notify,
    ...(config.smtpUrl && config.ownerEmail ? { smtp: { url: config.smtpUrl, from: config.smtpFrom ?? config.ownerEmail, to: config.ownerEmail } } : {}),
  };
  const pending = new Set<Promise<void>>();
  // Time first (base 36 milliseconds, increasing within this process), so that ids sort as messages came in; then 64 random bits.
  let last = 0;
  const nextId = () => {
    last = Math.max(Date.now(), last + 1);
    return `msg_${last.toString(36)}${randomBytes(8).toString('hex')}`;
  };
  const record = (id: string) => async (channel: 'webhook' | 'email', ok: boolean) => {
    await store
      .setDelivery(id, channel, ok ? 'sent' : 'failed')
      .catch((err) => console.warn(`[messages] could not record the ${channel} delivery of ${id}: ${err}`));
  };

  /** The notifications of a message that this process takes on (pending -> sending), in the background. */
  const deliver = (m: MessageRecord) => {
    const job = (async () => {
      const webhook = targets.webhook && m.webhook === 'pending' && (await store.claimDelivery(m.id, 'webhook')) ? { webhook: targets.webhook } : {};
      const smtp = targets.smtp && m.email === 'pending' && (await store.claimDelivery(m.id, 'email')) ? { smtp: targets.smtp } : {};
      const extra = { ...(targets.backoffMs ? { backoffMs: targets.backoffMs } : {}), ...(targets.siteUrl ? { siteUrl: targets.siteUrl } : {}) };
      await notifyMessage({ issuer: targets.issuer, ...extra, ...webhook, ...smtp }, m, record(m.id));
    })()
      .catch((err) => console.warn(`[messages] could not notify the owner of ${m.id}: ${err}`))
      .finally(() => pending.delete(job));
    pending.add(job);
  };

  return {
    config,
    store,
    async submit(input, { channel, sender, ip }) {
      const addressKey = `msg:${createHmac('sha256', await messageSecret())
        .update(keyOf(ip ?? 'unknown'))
        .digest('base64url')}`;
      await limiter.consume('messages', [addressKey]);
      await limiter.consume('messages-all', ['all']);
      const message: MessageRecord = {
        id: nextId(),
        received_at: Math.floor(Date.now() / 1000),
        channel,
        sender,
        ...(input.name ? { name: input.name } : {}),
        ...(input.contact ? { contact: input.contact } : {}),
        message: input.message,
        status: 'new',
        webhook: targets.webhook ? 'pending' : 'off',
        email: targets.smtp ? 'pending' : 'off',
      };
      await store.insertMessage(message);
      deliver(message);
      return message;
    },
    async resume() {
      const left = await store.undelivered();
      for (const m of left) deliver(m);
      return left.length;
    },
    formToken: async () => formToken(await messageSecret()),
    checkForm: async (token, honeypot) => checkForm(await messageSecret(), token, honeypot),
    idle: async () => void (await Promise.allSettled([...pending])),
  };
}
