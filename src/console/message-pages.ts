/**
 * The owner console's Messages pages: the list (newest first, unread marked, in pages), one
 * message, and the confirmation of a deletion. What a sender wrote is text: escaped, shown as
 * written in a <pre>, with no link made of it (an address in a message is something to copy, never
 * to click). The sender's e-mail address appears on the message's own page only, as the target of
 * "Answer by mail" (a mailto: link: the owner answers from their own mail program, so the answer
 * comes from their own address and stays in their sent mail).
 */
import { escapeHtml as e } from '../auth/consent-page.ts';
import type { MessageRecord } from '../messages/schema.ts';
import { type ConsoleFrame, consolePage, formToken, type PageOptions } from './pages.ts';

type Session = NonNullable<PageOptions['session']>;
export type MessageBox = 'new' | 'archived';

const date = (s: number) => new Date(s * 1000).toISOString().replace('.000Z', 'Z').replace('T', ' ');
const CHANNELS: Record<MessageRecord['channel'], string> = { form: 'the contact form', api: 'the API (POST /v1/messages)', mcp: 'the MCP tool send_message' };
/** How much of the message the list shows, and how much of it an answer quotes. */
const PREVIEW_CHARS = 90;
const QUOTE_CHARS = 1500;

/** Who sent it: an agent that authenticated is named as verified; anyone else is marked unverified. */
export function senderHtml(m: MessageRecord): string {
  if (m.sender.verified) {
    const how = m.sender.kind === 'client' ? 'authenticated OAuth client' : 'verified Web Bot Auth signature';
    return `agent <code>${e(m.sender.id)}</code> <span class="hint">(verified: ${how})</span>`;
  }
  return '<span class="unverified">unverified sender</span> <span class="hint">(a person at the form, or an agent that did not authenticate)</span>';
}

const nameOf = (m: MessageRecord) => (m.name ? e(m.name) : '<em>no name given</em>');
const messagePath = (
  frame: ConsoleFrame,
  m: MessageRecord,
  page: 'ownerMessage' | 'ownerMessageRead' | 'ownerMessageArchive' | 'ownerMessageDelete' = 'ownerMessage',
) => frame.link(page, { params: { id: m.id } });

/** A one-button POST form of the console (its one-time token). */
function action(path: string, token: string, label: string, fields: Record<string, string> = {}, secondary = true): string {
  const hidden = Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${e(k)}" value="${e(v)}" />`)
    .join('');
  return `<form method="post" action="${e(path)}">${formToken(token)}${hidden}<button class="button${secondary ? ' secondary' : ''}" type="submit">${e(label)}</button></form>`;
}

export interface MessageListView {
  box: MessageBox;
  messages: readonly MessageRecord[];
  page: number;
  pages: number;
  total: number;
  unread: number;
  /** One form token per message (its "Mark read" button). */
  forms: readonly string[];
}

function row(frame: ConsoleFrame, view: MessageListView, m: MessageRecord, form: string): string {
  const preview = m.message.length > PREVIEW_CHARS ? `${m.message.slice(0, PREVIEW_CHARS)}…` : m.message;
  const unread = m.read_at === undefined;
  const title = `${unread ? '<strong>Unread:</strong> ' : ''}${nameOf(m)}`;
  return `<li${unread ? ' class="unread"' : ''}><a href="${e(messagePath(frame, m))}">${title}</a>, ${senderHtml(m)}
        <span class="hint">${e(date(m.received_at))}, by ${e(CHANNELS[m.channel])}</span>
        <br /><span>${e(preview.replace(/\s+/g, ' '))}</span>
        ${unread ? action(messagePath(frame, m, 'ownerMessageRead'), form, 'Mark read', { read: 'yes', box: view.box, page: String(view.page) }) : ''}</li>`;
}

function pager(frame: ConsoleFrame, view: MessageListView): string {
  if (view.pages <= 1) return '';
  const href = (page: number) => e(frame.link('ownerMessages', { query: { ...(view.box === 'archived' ? { box: 'archived' } : {}), page: String(page) } }));
  const newer = view.page > 1 ? `<a rel="prev" href="${href(view.page - 1)}">Newer</a>` : '';
  const older = view.page < view.pages ? `<a rel="next" href="${href(view.page + 1)}">Older</a>` : '';
  return `<nav aria-label="Pages of messages"><p>${newer} Page ${view.page} of ${view.pages} ${older}</p></nav>`;
}

export function messagesPage(frame: ConsoleFrame, session: Session, view: MessageListView): string {
  const inbox = view.box === 'new';
  const other = inbox
    ? `<a href="${e(frame.link('ownerMessages', { query: { box: 'archived' } }))}">Archived messages</a>`
    : `<a href="${e(frame.link('ownerMessages'))}">Inbox</a>`;
  const list = view.messages.length
    ? `<ul class="messages">${view.messages.map((m, i) => row(frame, view, m, view.forms[i]!)).join('')}</ul>`
    : `<p>${view.total ? 'No messages on this page.' : inbox ? 'No messages.' : 'No archived messages.'}</p>`;
  return consolePage(
    frame,
    { title: inbox ? 'Messages' : 'Archived messages', session },
    `      <h1>${inbox ? 'Messages' : 'Archived messages'}</h1>
      <p class="lead">${view.total} message${view.total === 1 ? '' : 's'}, ${view.unread} unread, newest first. ${other}.</p>
      ${list}
      ${pager(frame, view)}`,
  );
}

/** A `mailto:` link to the sender: subject "Re: …", the message quoted. The address was validated when the message came in. */
export function answerLink(m: MessageRecord, owner: string): string | undefined {
  if (!m.contact) return undefined;
  const at = m.contact.lastIndexOf('@');
  const address = `${encodeURIComponent(m.contact.slice(0, at))}@${encodeURIComponent(m.contact.slice(at + 1))}`;
  const text = m.message.length > QUOTE_CHARS ? `${m.message.slice(0, QUOTE_CHARS)}…` : m.message;
  const quoted = `\n\nOn ${date(m.received_at)} you wrote:\n${text
    .split(/\r?\n/)
    .map((l) => `> ${l}`)
    .join('\n')}`;
  // RFC 6068: the header values percent-encoded (spaces as %20, line breaks as %0D%0A).
  const q = (v: string) => encodeURIComponent(v.replace(/\r?\n/g, '\r\n'));
  return `mailto:${address}?subject=${q(`Re: your message to ${owner}`)}&body=${q(quoted)}`;
}

export interface MessageForms {
  read: string;
  archive: string;
}

export function messagePage(frame: ConsoleFrame, session: Session, m: MessageRecord, forms: MessageForms): string {
  const answer = answerLink(m, frame.owner);
  const reply = m.contact
    ? `<code>${e(m.contact)}</code> <span class="hint">(as the sender wrote it: not verified)</span>`
    : 'none given: this message cannot be answered';
  const delivery = (s: MessageRecord['webhook']) => (s === 'off' ? 'not configured' : s);
  const actions = [
    answer ? `<a class="button" href="${e(answer)}">Answer by mail</a>` : '',
    action(messagePath(frame, m, 'ownerMessageRead'), forms.read, 'Mark unread', { read: 'no', box: m.status }),
    m.status === 'new' ? action(messagePath(frame, m, 'ownerMessageArchive'), forms.archive, 'Archive') : '',
    `<a class="button secondary" href="${e(messagePath(frame, m, 'ownerMessageDelete'))}">Delete…</a>`,
  ].join('\n        ');
  return consolePage(
    frame,
    { title: `Message ${m.id}`, session },
    `      <h1>Message from ${nameOf(m)}</h1>
      <section class="panel" aria-labelledby="from-h"><h2 id="from-h">From</h2><dl>
        <dt>Sender</dt><dd>${senderHtml(m)}</dd>
        <dt>Name</dt><dd>${nameOf(m)} <span class="hint">(not verified)</span></dd>
        <dt>Reply to</dt><dd>${reply}</dd>
        <dt>Received</dt><dd>${e(date(m.received_at))} (UTC), by ${e(CHANNELS[m.channel])}</dd>
        <dt>You were told</dt><dd>webhook: ${e(delivery(m.webhook))}; e-mail: ${e(delivery(m.email))}</dd>
        <dt>Status</dt><dd>${m.status === 'archived' ? 'archived' : 'in the inbox'}${m.read_at ? `, read ${e(date(m.read_at))}` : ', unread'}</dd>
      </dl></section>
      <section class="panel" aria-labelledby="text-h"><h2 id="text-h">Message <span class="hint">(shown as written: nothing in it is a link or markup)</span></h2>
      <pre>${e(m.message)}</pre></section>
      <div class="consent-actions">
        ${actions}
      </div>
      <p><a href="${e(frame.link('ownerMessages', { query: { box: m.status === 'archived' ? 'archived' : undefined } }))}">Back to the messages</a></p>`,
  );
}

export function deletePage(frame: ConsoleFrame, session: Session, m: MessageRecord, form: string): string {
  return consolePage(
    frame,
    { title: 'Delete a message', session },
    `      <h1>Delete this message for good?</h1>
      <p class="lead">The message from ${nameOf(m)} of ${e(date(m.received_at))} (UTC) is removed from this site’s store. This cannot be undone; e-mails already sent about it stay in your mailbox.</p>
      <div class="consent-actions">
        ${action(messagePath(frame, m, 'ownerMessageDelete'), form, 'Delete for good', {}, false)}
        <a class="button secondary" href="${e(messagePath(frame, m))}">Keep it</a>
      </div>`,
  );
}

export function messagesOffPage(frame: ConsoleFrame, session: Session): string {
  return consolePage(
    frame,
    { title: 'Messages', session },
    '      <h1>Messages</h1>\n      <p class="lead">This site takes no messages (<code>MESSAGES_ENABLED=false</code>). Messages kept from before: <code>npm run agents -- messages list --all</code>.</p>',
  );
}
