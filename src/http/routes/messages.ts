// Messages to the owner: `POST /v1/messages` for agents, and the contact form at /contact for
// people (server-rendered, no JavaScript needed). One validation (src/messages/schema.ts), one
// service (src/messages/service.ts); the MCP tool send_message uses the same (src/mcp/tools.ts).
import { OPERATIONS, url } from '../../catalogue/paths.ts';
import type { Principal } from '../../auth/tokens.ts';
import { AppError } from '../../errors/app-error.ts';
import { MESSAGE_MAX_BODY_BYTES, MessageAccepted, MessageInput, parseMessage, type MessageRecord, type MessageSender } from '../../messages/schema.ts';
import type { MessageService } from '../../messages/service.ts';
import { HONEYPOT_FIELD } from '../../messages/form-token.ts';
import { type ContactFrame, contactFormPage, contactOffPage, contactSentPage, type FormValues } from '../contact-page.ts';
import { SECURITY_HEADERS } from '../headers.ts';
import type { ApiResult } from '../respond.ts';
import { op, route, type ApiRoute, type RouteContext } from '../route.ts';
import { z } from 'zod';

/** The contact page, answered by the Node server (the ingress hands it to the router). */
export const CONTACT_PATH = OPERATIONS.contactForm.path;

/** Who the owner is told sent a message: the authenticated client or verified signer, else unverified. */
export function senderOf(principal: Principal | undefined, identified: string | undefined): MessageSender {
  if (principal) return { verified: true, kind: 'client', id: principal.client_id };
  if (identified) return { verified: true, kind: 'signer', id: identified };
  return { verified: false };
}

export function acceptedBody(m: MessageRecord): z.infer<typeof MessageAccepted> {
  return { id: m.id, status: 'accepted', verified_sender: m.sender.verified ? m.sender.id : null };
}

/** The service, or MESSAGES_OFF (404) when the owner takes no messages (or not by this way). */
export function messagesOn(service: MessageService | undefined, way?: 'form' | 'mcp'): MessageService {
  if (!service || (way && !service.config[way])) throw new AppError('MESSAGES_OFF', 'The owner does not take messages here.');
  return service;
}

const PAGE_SECURITY = {
  ...SECURITY_HEADERS,
  'X-Frame-Options': 'DENY',
  'Content-Security-Policy': "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'Referrer-Policy': 'same-origin',
  'Cache-Control': 'no-store',
};

function frameOf(ctx: RouteContext<unknown>): ContactFrame {
  const { urls, portfolio } = ctx;
  return {
    owner: portfolio.profile?.name ?? 'the owner',
    stylesheets: ctx.page?.stylesheets ?? [],
    home: urls.path('/'),
    icon: urls.path('/favicon.svg'),
    action: urls.path(CONTACT_PATH),
    privacy: urls.path(url('privacy')),
    ...(portfolio.profile?.email ? { email: portfolio.profile.email } : {}),
  };
}

function html(ctx: RouteContext<unknown>, status: number, body: string, headers: Readonly<Record<string, string>> = {}): ApiResult {
  return {
    status,
    headers: { ...PAGE_SECURITY, ...headers, 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': String(Buffer.byteLength(body)) },
    body: ctx.request.method === 'HEAD' ? null : body,
  };
}

async function showForm(ctx: RouteContext<unknown>): Promise<ApiResult> {
  const service = ctx.messages;
  if (!service?.config.form) return html(ctx, 404, contactOffPage(frameOf(ctx)));
  return html(ctx, 200, contactFormPage(frameOf(ctx), await service.formToken()));
}

async function sendForm(ctx: RouteContext<unknown>): Promise<ApiResult> {
  const service = ctx.messages;
  if (!service?.config.form) return html(ctx, 404, contactOffPage(frameOf(ctx)));
  const values: FormValues = { name: ctx.form.get('name'), contact: ctx.form.get('contact'), message: ctx.form.get('message') };
  try {
    await service.checkForm(ctx.form.get('token'), ctx.form.get(HONEYPOT_FIELD));
    const input = parseMessage(Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)));
    const message = await service.submit(input, { channel: 'form', sender: { verified: false }, ip: ctx.request.ip });
    return html(ctx, 200, contactSentPage(frameOf(ctx), message.id));
  } catch (err) {
    if (!(err instanceof AppError) || err.status >= 500) throw err;
    // The form again, with what was written and why it was refused; a new token.
    return html(ctx, err.status, contactFormPage(frameOf(ctx), await service.formToken(), values, err.detail), err.headers);
  }
}

const CONTACT_DESCRIPTION = 'The contact form of the website (server-rendered HTML, no JavaScript needed). Not an API operation.';

export const MESSAGE_ROUTES: ApiRoute[] = [
  route({
    ...op('sendMessage'),
    description:
      `Leaves a message for the owner of the portfolio, for example a job offer or a question. The body is JSON of at most ${MESSAGE_MAX_BODY_BYTES} bytes: ` +
      '`message` (plain text), and optionally `name` and `contact` (an e-mail address the owner may answer to). The message is stored before the answer (202 with its id) and the owner is notified. ' +
      'A caller that authenticated (bearer token, API key or Web Bot Auth signature) is named to the owner as such; an anonymous one is shown as unverified. ' +
      'Messages are limited per client address and in total (429 with Retry-After). The same as the MCP tool `send_message` and the contact form.',
    tags: ['messages'],
    // Not for web pages: no site may use its visitors' browsers to send messages.
    crossOrigin: false,
    status: 202,
    cacheControl: 'no-store',
    body: {
      kind: 'json',
      schema: MessageInput,
      maxBytes: MESSAGE_MAX_BODY_BYTES,
      example: { message: 'Hello, we are hiring a data engineer in Lisbon; would you like to talk?', name: 'Sam at Example Corp', contact: 'sam@example.com' },
    },
    response: MessageAccepted,
    responseExample: { id: 'msg_0b5b2a5e-3f0e-4c57-9d0c-2a6f6bb9d3a1', status: 'accepted', verified_sender: null },
    problems: ['bad-request', 'not-found', 'payload-too-large', 'unsupported-media-type', 'too-many-requests', 'service-unavailable'],
    handle: async (ctx) => {
      const service = messagesOn(ctx.messages);
      const message = await service.submit(ctx.body as MessageInput, {
        channel: 'api',
        sender: senderOf(ctx.principal, ctx.request.identified),
        ip: ctx.request.ip,
      });
      return acceptedBody(message);
    },
  }),
  route({
    ...op('contactForm'),
    browser: true,
    crossOrigin: false,
    description: CONTACT_DESCRIPTION,
    tags: ['messages'],
    response: z.string(),
    problems: [],
    handle: showForm,
  }),
  route({
    ...op('sendContactForm'),
    browser: true,
    crossOrigin: false,
    description: CONTACT_DESCRIPTION,
    tags: ['messages'],
    body: { kind: 'form', maxBytes: MESSAGE_MAX_BODY_BYTES, example: { token: '…', name: '', contact: '', message: 'Hello', [HONEYPOT_FIELD]: '' } },
    response: z.string(),
    problems: [],
    handle: sendForm,
  }),
];
