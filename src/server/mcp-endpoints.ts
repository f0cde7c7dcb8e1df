/**
 * What the ingress loads on first use: the MCP endpoint and server card of one API context (the
 * MCP SDK is not needed before), and `lazy`, the loader both servers use.
 */
import type { ApiContext } from '../http/router.ts';
import type { IngressOptions } from './ingress.ts';

/** Loads once, on the first call; a failed load is retried on the next call rather than failing forever. */
export function lazy<T>(load: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => {
    value ??= load();
    value.catch(() => (value = undefined));
    return value;
  };
}

export function mcpEndpoints(ctx: ApiContext): Pick<IngressOptions, 'mcp' | 'serverCard'> {
  return {
    mcp: lazy(() =>
      import('../mcp/handler.ts').then(({ createMcpHandler, parseMcpBody, jsonRpcError }) => ({
        handle: createMcpHandler(ctx),
        parseBody: parseMcpBody,
        refuse: jsonRpcError,
      })),
    ),
    serverCard: lazy(() => import('../mcp/card.ts').then(({ serverCardResponder }) => serverCardResponder(ctx))),
  };
}
