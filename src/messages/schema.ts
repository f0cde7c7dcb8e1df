/**
 * A message to the owner, as every surface takes it (the contact form, `POST /v1/messages` and the
 * MCP tool `send_message`): one zod schema, so that the three validate alike. Plain text only:
 * nothing of it is ever interpreted as HTML or Markdown (the owner's views escape it, the e-mail is
 * text/plain), and control characters other than tab and newline are refused, so that nothing can
 * hide in it or reach the owner's terminal.
 */
import { z } from 'zod';
import { AppError } from '../errors/app-error.ts';

export const MESSAGE_LIMITS = { text: 5000, name: 100, contact: 254 } as const;
/** Largest accepted request body of `POST /v1/messages` and of the form (bytes), checked before reading. */
export const MESSAGE_MAX_BODY_BYTES = 32 * 1024;

// C0 controls but tab, LF and CR; DEL and C1 controls; bidi overrides and isolates (they reorder what the owner reads).
const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
const LINE_BREAK = /[\r\n\u2028\u2029]/;

const plain = (max: number, what: string) =>
  z
    .string()
    .trim()
    .max(max, { error: `at most ${max} characters` })
    .refine((v) => !FORBIDDEN.test(v), { error: `${what} must be plain text (no control characters)` });

const oneLine = (max: number, what: string) => plain(max, what).refine((v) => !LINE_BREAK.test(v), { error: `${what} must be one line` });

export const MessageInput = z
  .strictObject({
    message: plain(MESSAGE_LIMITS.text, 'the message')
      .min(1, { error: 'the message is empty' })
      .describe(`The message, plain text (1 to ${MESSAGE_LIMITS.text} characters; HTML and Markdown are shown as written, never interpreted).`),
    name: oneLine(MESSAGE_LIMITS.name, 'the name').optional().describe(`Who writes (optional, one line, at most ${MESSAGE_LIMITS.name} characters).`),
    contact: z
      .email({ error: 'expected an e-mail address' })
      .max(MESSAGE_LIMITS.contact)
      .optional()
      .describe('An e-mail address the owner may answer to (optional). Without it the owner cannot reply.'),
  })
  .meta({ id: 'MessageRequest' });
export type MessageInput = z.infer<typeof MessageInput>;

/** Where a message came in. */
export type MessageChannel = 'form' | 'api' | 'mcp';

/**
 * Who sent it, as far as the server knows: an agent that authenticated (OAuth client id, API key,
 * Web Bot Auth signer), or nobody verified (a person at the form, an anonymous agent).
 */
export type MessageSender = { verified: true; kind: 'client' | 'signer'; id: string } | { verified: false };

export type MessageStatus = 'new' | 'archived';
/**
 * Where a notification stands: `off` (not configured), `pending` (not yet started), `sending` (a
 * process took it on), `sent` or `failed` (given up; the message is kept).
 */
export type DeliveryState = 'off' | 'pending' | 'sending' | 'sent' | 'failed';

export interface MessageRecord {
  id: string;
  received_at: number;
  channel: MessageChannel;
  sender: MessageSender;
  name?: string;
  contact?: string;
  message: string;
  status: MessageStatus;
  /** When the owner read it (opened it in the console, or marked it read); absent: unread. */
  read_at?: number;
  webhook: DeliveryState;
  email: DeliveryState;
}

export const MessageAccepted = z
  .strictObject({
    id: z.string().describe('The id of the stored message.'),
    status: z.literal('accepted').describe('Always `accepted`: the message is stored; the owner is notified afterwards.'),
    // A union of two single types, so that its JSON Schema is `anyOf: [{type: string}, {type: null}]`:
    // zod writes `.nullable()` of a plain string as `type: ["string", "null"]`, which hosts that map
    // tool schemas onto a one-type dialect may reject (the MCP Inspector's --strict warns of it).
    verified_sender: z
      .union([z.string().min(1), z.null()])
      .describe('Who the owner sees as the sender: the authenticated client id or Web Bot Auth identity, or null (shown to the owner as unverified).'),
  })
  .meta({ id: 'MessageAccepted' });

/** The one validation of a message, for the surfaces that do not go through the router's body parsing (the form, the MCP tool). */
export function parseMessage(input: unknown): MessageInput {
  const parsed = MessageInput.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const field = issue.path.length ? `"${issue.path.join('.')}"` : 'the body';
  throw new AppError('INVALID_BODY', `In the request body, ${field}: ${issue.message}.`, { fields: issue.path.length ? { param: issue.path.join('.') } : {} });
}
