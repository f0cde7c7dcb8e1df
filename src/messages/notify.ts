/**
 * The owner hears of a message by the webhook (OWNER_WEBHOOK_URL: a signed `message.received`
 * event, src/auth/webhook.ts) and by e-mail (SMTP_URL to OWNER_EMAIL, through nodemailer). Both
 * run after the message is stored and its sender answered: a failed delivery never loses it. Each
 * is retried (the webhook 3 times, the e-mail 2 times, with growing pauses), and its outcome is
 * recorded on the message (`sent` or `failed`), which the owner's command lists; one a stopped
 * process left `pending` is sent at the next start (./service.ts, `resume`).
 *
 * The e-mail is text/plain only: what a sender wrote (HTML included) is shown as written, never
 * rendered. The sender's address is the Reply-To, never the From (the owner's server sends it).
 */
import nodemailer from 'nodemailer';
import { sendWebhook } from '../auth/webhook.ts';
import { url } from '../catalogue/paths.ts';
import type { MessageRecord } from './schema.ts';

export const EMAIL_BACKOFF_MS = [2000, 10_000];
const SMTP_TIMEOUT_MS = 10_000;

export interface NotifyTargets {
  webhook?: { url: string; secret: string };
  smtp?: { url: string; from: string; to: string };
  issuer: string;
  /**
   * The absolute URL of a site path at the Node server (`urls.api`), when the owner console runs:
   * each notification links to its message's page there (sign-in required).
   */
  siteUrl?: (path: string) => string;
  /** Tests: shorter pauses. */
  backoffMs?: readonly number[];
}

/** How the owner sees the sender, in one line. */
export function senderLabel(m: MessageRecord): string {
  const who = m.sender.verified ? `agent ${m.sender.id} (verified ${m.sender.kind === 'client' ? 'client id' : 'Web Bot Auth identity'})` : 'unverified sender';
  return `${m.name ? `${m.name}, ` : ''}${who}, by ${m.channel === 'form' ? 'the contact form' : m.channel === 'mcp' ? 'the MCP tool send_message' : 'the API'}`;
}

/** The message's page in the owner console. */
const consoleLink = (siteUrl: (path: string) => string, m: MessageRecord) => siteUrl(url('ownerMessage', { params: { id: m.id } }));

export function webhookBody(m: MessageRecord, issuer: string, siteUrl?: (path: string) => string): string {
  return JSON.stringify({
    type: 'message.received',
    issuer,
    message: {
      id: m.id,
      received_at: m.received_at,
      channel: m.channel,
      sender: m.sender,
      ...(m.name ? { name: m.name } : {}),
      ...(m.contact ? { contact: m.contact } : {}),
      text: m.message,
    },
    manage: {
      show: `npm run agents -- messages show ${m.id}`,
      archive: `npm run agents -- messages archive ${m.id}`,
      delete: `npm run agents -- messages delete ${m.id}`,
      ...(siteUrl ? { console: consoleLink(siteUrl, m) } : {}),
    },
  });
}

export function emailText(m: MessageRecord, siteUrl?: (path: string) => string): string {
  return [
    `From: ${senderLabel(m)}`,
    `Reply to: ${m.contact ?? 'no address given'}`,
    `Received: ${new Date(m.received_at * 1000).toISOString()}`,
    `Id: ${m.id}`,
    '',
    m.message,
    '',
    '--',
    ...(siteUrl ? [`In your console (sign in first): ${consoleLink(siteUrl, m)}`] : []),
    `Archive: npm run agents -- messages archive ${m.id}`,
    `Delete: npm run agents -- messages delete ${m.id}`,
  ].join('\n');
}

/** One plain-text e-mail to the owner. */
export interface OwnerMail {
  subject: string;
  text: string;
  replyTo?: string;
}

/**
 * Sends one e-mail to the owner through SMTP_URL, retried with the pauses of `backoff`; true when
 * the SMTP server accepted it. Never rejects. A give-up is logged once, naming `what` and the
 * error's first line: never the URL (it may carry a password) nor the text (it may carry a link).
 */
export async function sendOwnerMail(
  smtp: NonNullable<NotifyTargets['smtp']>,
  mail: OwnerMail,
  what: string,
  backoff: readonly number[] = EMAIL_BACKOFF_MS,
): Promise<boolean> {
  const transport = nodemailer.createTransport(smtp.url, {
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  } as never);
  let last = '';
  try {
    for (let attempt = 0; attempt <= backoff.length; attempt++) {
      try {
        await transport.sendMail({ from: smtp.from, to: smtp.to, ...(mail.replyTo ? { replyTo: mail.replyTo } : {}), subject: mail.subject, text: mail.text });
        return true;
      } catch (err) {
        last = String((err as Error).message ?? err)
          .split('\n')[0]!
          .slice(0, 200);
      }
      const pause = backoff[attempt];
      if (pause !== undefined) await new Promise((r) => setTimeout(r, pause).unref?.());
    }
  } finally {
    transport.close();
  }
  console.warn(`[owner] e-mail to the owner: gave up on ${what} after ${backoff.length + 1} attempts (${last})`);
  return false;
}

/** Sends the e-mail of a message, retried; true when the SMTP server accepted it. Never rejects. */
export function sendEmail(
  smtp: NonNullable<NotifyTargets['smtp']>,
  m: MessageRecord,
  backoff: readonly number[] = EMAIL_BACKOFF_MS,
  siteUrl?: (path: string) => string,
): Promise<boolean> {
  const subject = `Message from ${m.name ?? (m.sender.verified ? m.sender.id : 'an unverified sender')}`;
  return sendOwnerMail(smtp, { subject, text: emailText(m, siteUrl), ...(m.contact ? { replyTo: m.contact } : {}) }, `message ${m.id}`, backoff);
}

/** Both notifications of one message, in parallel; `record` stores each outcome. */
export async function notifyMessage(
  targets: NotifyTargets,
  m: MessageRecord,
  record: (channel: 'webhook' | 'email', ok: boolean) => Promise<void>,
): Promise<void> {
  const jobs: Promise<void>[] = [];
  if (targets.webhook) {
    const opts = targets.backoffMs ? { backoffMs: targets.backoffMs } : {};
    jobs.push(sendWebhook(targets.webhook, webhookBody(m, targets.issuer, targets.siteUrl), `message ${m.id}`, opts).then((ok) => record('webhook', ok)));
  }
  if (targets.smtp) jobs.push(sendEmail(targets.smtp, m, targets.backoffMs, targets.siteUrl).then((ok) => record('email', ok)));
  await Promise.allSettled(jobs);
}
