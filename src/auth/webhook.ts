/**
 * The owner hears about a pending claim: a JSON POST to OWNER_WEBHOOK_URL, signed per the
 * Standard Webhooks specification (https://www.standardwebhooks.com/): headers `webhook-id`,
 * `webhook-timestamp` and `webhook-signature: v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`,
 * keyed with the UTF-8 bytes of OWNER_WEBHOOK_SECRET. A failed delivery (network error, timeout,
 * a status other than 2xx) is retried a bounded number of times with growing pauses, then given
 * up with one log line. Nothing secret is logged: not the secret, not the signature, not the
 * URL's query (which may hold a token).
 */
import { createHmac, randomUUID } from 'node:crypto';
import { printable } from './printable.ts';
import type { ClaimRecord, ClaimSigner } from './store.ts';

export const WEBHOOK_ATTEMPTS = 4;
/** Pause before each retry (ms): 1 s, 5 s, 25 s. */
export const WEBHOOK_BACKOFF_MS = [1000, 5000, 25_000];
const TIMEOUT_MS = 5000;

export interface ClaimEvent {
  claim: ClaimRecord;
  client_name: string;
  issuer: string;
  /** The owner console's single-use, short-lived link to this claim (sign-in still required). */
  console_url?: string;
}

/** The signature header value for a body (Standard Webhooks `v1`). */
export function webhookSignature(secret: string, id: string, timestamp: number, body: string): string {
  return `v1,${createHmac('sha256', secret).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

/** The URL without query, fragment or user info, for log lines. */
const loggable = (url: string) => {
  const u = new URL(url);
  return `${u.protocol}//${u.host}${u.pathname}`;
};

/**
 * The claim's Web Bot Auth identity in the event: `verified: true` only for a signature this
 * server verified as bound to the claim's request; else what Signature-Agent said, and why not.
 */
const webBotAuthFact = (s: ClaimSigner) =>
  s.verified ? { verified: true, name: s.name, directory: s.directory, keyid: s.keyid } : { verified: false, signature_agent: s.agent, reason: s.reason };

/** Sends the event; resolves (never rejects) when delivered or given up. `backoff` is for tests. */
export async function notifyOwner(
  target: { url: string; secret: string },
  event: ClaimEvent,
  opts: { backoffMs?: readonly number[]; fetch?: typeof fetch } = {},
): Promise<boolean> {
  const { claim } = event;
  const body = JSON.stringify({
    type: 'claim.pending',
    issuer: event.issuer,
    claim: {
      id: claim.id,
      client_id: claim.client_id,
      client_name: event.client_name,
      client_name_verified: false,
      requested: claim.requested,
      granted: claim.granted,
      pending: claim.pending,
      nonce: claim.nonce,
      created_at: claim.created_at,
      ...(claim.note ? { note: claim.note } : {}),
      ...(claim.signer ? { web_bot_auth: webBotAuthFact(claim.signer) } : {}),
    },
    decide: {
      approve: `npm run agents -- approve ${claim.id}`,
      deny: `npm run agents -- deny ${claim.id}`,
      ...(event.console_url ? { console: event.console_url } : {}),
    },
  });
  return sendWebhook(target, body, `claim ${claim.id}`, opts);
}

/**
 * Posts one signed event body (JSON) to the owner's webhook, with the retries above; resolves
 * (never rejects) true when delivered, false when given up (one log line naming `subject`).
 */
export async function sendWebhook(
  target: { url: string; secret: string },
  body: string,
  subject: string,
  opts: { backoffMs?: readonly number[]; fetch?: typeof fetch } = {},
): Promise<boolean> {
  const id = `msg_${randomUUID()}`;
  const backoff = opts.backoffMs ?? WEBHOOK_BACKOFF_MS;
  const send = opts.fetch ?? fetch;
  let last = '';
  for (let attempt = 1; attempt <= WEBHOOK_ATTEMPTS; attempt++) {
    const timestamp = Math.floor(Date.now() / 1000);
    try {
      const res = await send(target.url, {
        method: 'POST',
        redirect: 'manual',
        signal: AbortSignal.timeout(TIMEOUT_MS),
        headers: {
          'content-type': 'application/json',
          'user-agent': 'portfolio-owner-webhook/1',
          'webhook-id': id,
          'webhook-timestamp': String(timestamp),
          'webhook-signature': webhookSignature(target.secret, id, timestamp, body),
        },
        body,
      });
      await res.body?.cancel();
      if (res.status >= 200 && res.status < 300) return true;
      last = `HTTP ${res.status}`;
    } catch (err) {
      last = (err as Error).name === 'TimeoutError' ? 'timeout' : printable(String((err as Error).message ?? err)).slice(0, 200);
    }
    const pause = backoff[attempt - 1];
    if (attempt < WEBHOOK_ATTEMPTS && pause !== undefined) await new Promise((r) => setTimeout(r, pause).unref?.());
  }
  console.warn(`[auth] owner webhook ${loggable(target.url)}: gave up on ${subject} after ${WEBHOOK_ATTEMPTS} attempts (${last})`);
  return false;
}
