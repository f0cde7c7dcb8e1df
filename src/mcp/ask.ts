/**
 * The `ask` tool: the `/v1/ask` engine (src/core/ask), which answers from the public content only,
 * deterministically, with the URLs it used. The engine is created on the first question, from the
 * index the build made (McpContext.askIndex) or, without one, from the portfolio.
 *
 * There is no `/v1/ask` route in the registry yet; once there is, this becomes a route-backed tool
 * (./tools.ts) and answers through the API router like the others. Until then it consumes the
 * API's rate limit itself, with the key the router uses for an anonymous caller.
 */
import { z } from 'zod';
import { ASK_MAX_QUERY_LENGTH, AskAnswer, buildAskIndex, createAskEngine, type AskEngine, type AskIndexData } from '../core/ask/index.ts';
import { ApiError } from '../http/problem.ts';
import { problemBody } from '../http/respond.ts';
import { problemText, type McpContext } from './api.ts';
import { rootObject, type McpTool, type ToolResult } from './tool.ts';

export function askText(a: AskAnswer): string {
  const refs = a.references.length ? `\n\nSources:\n${a.references.map((r) => `- ${r}`).join('\n')}` : '';
  return `${a.answer}${refs}\n`;
}

export function askTool(ctx: McpContext): McpTool {
  const { portfolio, urls } = ctx;
  const owner = portfolio.profile?.name ?? 'the portfolio owner';
  let engine: AskEngine | undefined;
  const input = z.object({
    query: z
      .string()
      .min(1)
      .max(ASK_MAX_QUERY_LENGTH)
      .describe(`The question, in English, at most ${ASK_MAX_QUERY_LENGTH} characters; for example "Which projects use Kafka?".`),
  });
  const tool: McpTool<typeof input> = {
    name: 'ask',
    title: 'Ask a question',
    description:
      `Answers a question about ${owner}'s portfolio in a sentence, from its public content only (deterministic, no language model): ` +
      'who and where, skills ("does she know Rust?"), projects by topic or technology, counts, the most recent work, comparisons. ' +
      '`_meta.response_type` is `not_found` when the portfolio does not say; `references` lists the URLs used.',
    input,
    output: rootObject(AskAnswer),
    access: { public: true, scopes: [] },
    call: async (args, caller): Promise<ToolResult> => {
      if (ctx.limiter) {
        try {
          await ctx.limiter.consume('api', [`ip:${caller.ip ?? 'unknown'}`]);
        } catch (err) {
          if (!(err instanceof ApiError)) throw err;
          return { isError: true, content: [{ type: 'text', text: problemText(problemBody(err, urls)) }] };
        }
      }
      engine ??= createAskEngine(portfolio, urls, (ctx.askIndex as AskIndexData | undefined) ?? buildAskIndex(portfolio));
      const answer = engine.ask(args.query);
      return { content: [{ type: 'text', text: askText(answer) }], structuredContent: answer };
    },
  };
  return tool as unknown as McpTool;
}
