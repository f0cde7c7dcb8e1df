/**
 * The MCP tool send_message: leaves a message for the owner, as `POST /v1/messages` does (same
 * validation, same service, same limits); listed only while MESSAGES_ENABLED and MESSAGES_MCP are
 * on. It writes, so it is annotated as not read-only (not destructive, not idempotent: each call
 * is one more message), and open-world (it reaches a person).
 */
import { AppError } from '../errors/app-error.ts';
import { acceptedBody, messagesOn, senderOf } from '../http/routes/messages.ts';
import { MessageAccepted, MessageInput, parseMessage } from '../messages/schema.ts';
import type { McpContext } from './api.ts';
import { rootObject, type McpTool } from './tool.ts';

export const SEND_MESSAGE = { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true } as const;

export function messageTool(ctx: McpContext): McpTool {
  const owner = ctx.portfolio.profile?.name ?? 'the owner';
  return {
    name: 'send_message',
    title: `Send a message to ${owner}`,
    description:
      `Leaves a message for ${owner} (plain text; optionally your name and an e-mail address to answer to), for example a job offer or a question the portfolio does not answer. ` +
      'Only on the user’s explicit request: it reaches a person. If you authenticated, the owner sees your client id; otherwise the message is marked unverified. Answers the message id.',
    input: rootObject(MessageInput),
    output: rootObject(MessageAccepted),
    annotations: SEND_MESSAGE,
    access: { public: true, scopes: [] },
    call: async (args, caller) => {
      try {
        const service = messagesOn(ctx.messages, 'mcp');
        const who = caller.caller ?? {};
        const message = await service.submit(parseMessage(args), {
          channel: 'mcp',
          sender: senderOf(who.principal, who.identified),
          ...(caller.ip ? { ip: caller.ip } : {}),
        });
        const body = acceptedBody(message);
        return { content: [{ type: 'text', text: `Message ${body.id} stored; ${owner} will be notified.` }], structuredContent: body };
      } catch (err) {
        if (!(err instanceof AppError) || err.status >= 500) throw err;
        return { isError: true, content: [{ type: 'text', text: `${err.spec.title} (${err.code}): ${err.detail}` }] };
      }
    },
  };
}
