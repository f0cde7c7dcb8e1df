/**
 * What the ingress tells the owner's insights (src/owner/insights.ts) about a request: the kind
 * of client, the verified agent, the `/v1/ask` question and how it was answered, the MCP tools
 * called. Never the address or any other header value.
 *
 * Kinds: a *known agent* authenticated itself (a bearer token or API key of a registered client,
 * or a verified Web Bot Auth signature; on MCP, a bearer token that was accepted); a *browser*
 * sends the Fetch Metadata headers (`Sec-Fetch-Site`), which every current browser sends and
 * HTTP clients do not; everything else is an *anonymous agent*. Pages and documents are counted,
 * not the assets a page loads.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApiResult } from '../http/respond.ts';
import { type Insights, LOW_CONFIDENCE, questionKey } from '../owner/insights.ts';
import type { NodeApiRequest } from './node-bridge.ts';
import { url } from '../catalogue/paths.ts';

export interface Observer {
  /** A prerendered file or an on-demand page (`path`: its canonical path); assets are not counted. */
  request(req: IncomingMessage, path: string): void;
  api(request: NodeApiRequest, result: ApiResult): void;
  mcp(req: IncomingMessage, res: ServerResponse, body: unknown): void;
}

const TOOL_NAME = /^[\w.-]{1,64}$/;
/** What a page loads (styles, scripts, fonts, images): a page view is counted once, not once per asset. */
const ASSET = /\.(?:css|m?js|map|woff2?|ttf|otf|png|jpe?g|gif|webp|avif|svg|ico)$/i;

/**
 * The `_meta` of a serialised answer. The envelope's first member is `_meta`, a flat object of an
 * enumeration, a version and a number (src/core/ask/schema.ts), so only that prefix is parsed, not
 * the whole answer (once per question under load); anything else is parsed whole.
 */
export function answerMeta(body: string): { response_type?: string; confidence?: number } | undefined {
  const end = body.indexOf('}');
  if (body.startsWith('{"_meta":{') && end > 0) {
    try {
      return JSON.parse(body.slice(9, end + 1)) as { response_type?: string; confidence?: number };
    } catch {
      // Not the flat object expected: read the whole answer below.
    }
  }
  return (JSON.parse(body) as { _meta?: { response_type?: string; confidence?: number } })._meta;
}

export function createObserver(insights: Insights): Observer {
  const kind = (req: IncomingMessage, who?: string) => {
    insights.count('requests', who ? 'known agent' : req.headers['sec-fetch-site'] ? 'browser' : 'anonymous agent');
    if (who) insights.count('agent', who.slice(0, 200));
  };

  function ask(request: NodeApiRequest, result: ApiResult) {
    if (result.status !== 200 || result.body === null) return;
    let question = request.query.get('q') ?? '';
    if (request.method === 'POST') {
      try {
        question = String((JSON.parse(request.body?.text ?? '{}') as { query?: unknown }).query ?? '');
      } catch {
        return;
      }
    }
    const key = questionKey(question);
    if (!key) return;
    insights.count('ask', key);
    const meta = answerMeta(result.body);
    if (meta?.response_type === 'not_found' || (meta?.confidence ?? 1) < LOW_CONFIDENCE) insights.count('ask-unanswered', key);
  }

  return {
    request(req, path) {
      if (!ASSET.test(path)) kind(req);
    },
    api(request, result) {
      kind(request.req, request.who);
      if (request.path === url('askQuestion')) ask(request, result);
    },
    mcp(req, res, body) {
      const known = req.headers.authorization !== undefined && res.statusCode < 400;
      insights.count('requests', known ? 'known agent' : 'anonymous agent');
      for (const message of Array.isArray(body) ? body : [body]) {
        const m = message as { method?: unknown; params?: { name?: unknown } } | null;
        if (m?.method !== 'tools/call') continue;
        const name = m.params?.name;
        insights.count('tool', typeof name === 'string' && TOOL_NAME.test(name) ? name : '(invalid name)');
      }
    },
  };
}
