// The checks on every exchange (the properties are listed in ../fuzz.mjs).
import zlib from 'node:zlib';

/**
 * @typedef {import('./render.mjs').Rendered} Rendered
 * @typedef {import('./client.mjs').Response} Response
 * @typedef {import('./client.mjs').Outcome} Outcome
 * @typedef {import('./targets.mjs').RouteInfo} RouteInfo
 */
/**
 * @typedef {{ kind: 'oauth' | 'set' | 'data' | 'browser' | undefined }} RouteKind
 * @typedef {{ kind: string, detail: string }} Problem
 */
/** The kind of the registry route a canonical path names (its error format), if any. */
export function routeKinds(/** @type {RouteInfo[]} */ routes) {
  const compiled = routes.map((r) => ({
    kind: r.kind,
    pattern: new RegExp(`^${r.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '[^/]+')}$`),
  }));
  return (/** @type {string} */ path) => compiled.find((c) => c.pattern.test(path))?.kind;
}

/** @param {Response} res */
function decodedBody(res) {
  const coding = (res.headers['content-encoding'] ?? []).join(',').trim().toLowerCase();
  if (!coding || coding === 'identity') return res.body;
  if (coding === 'gzip') return zlib.gunzipSync(res.body);
  if (coding === 'br') return zlib.brotliDecompressSync(res.body);
  if (coding === 'deflate') return zlib.inflateSync(res.body);
  throw new Error(`unknown Content-Encoding ${coding}`);
}

/**
 * The findings of one exchange (empty when every property holds).
 * @param {Rendered} r @param {Outcome} o @param {(path: string) => string | undefined} kindOf
 * @returns {Problem[]}
 */
export function judge(r, o, kindOf) {
  if (o.timeout) return [{ kind: 'hang', detail: 'no answer and no close within the time limit' }];
  if (o.refused) return [{ kind: 'server-down', detail: 'the connection was refused' }];
  if (o.error) return r.wellFormed ? [{ kind: 'bad-response', detail: o.error }] : [];
  if (o.none || !o.response) return r.wellFormed && !r.tunnel ? [{ kind: 'no-response', detail: 'the connection closed without an answer' }] : [];
  const res = o.response;
  /** @type {Problem[]} */
  const found = [];
  if (res.status >= 500) found.push({ kind: '5xx', detail: `status ${res.status}` });
  let body;
  try {
    body = r.method === 'HEAD' ? res.body : decodedBody(res);
  } catch (err) {
    found.push({ kind: 'bad-response', detail: `${res.status}: the body does not decode (${/** @type {Error} */ (err).message})` });
  }
  const v1 = r.wellFormed && r.family.startsWith('v1') && r.canonical !== undefined;
  if (v1 && res.status >= 400 && res.status < 500 && body) {
    const why = problemShape(r, res, body, kindOf(/** @type {string} */ (r.canonical)));
    if (why) found.push({ kind: 'problem', detail: `${res.status}: ${why}` });
  }
  // A /v1 resource is JSON: an HTML page or another file there means the request reached
  // something else than the API (for example `//v1/x` taken as a protocol-relative URL).
  if (v1 && res.status >= 200 && res.status < 300 && res.body.length && kindOf(/** @type {string} */ (r.canonical)) !== 'browser') {
    const media = (res.headers['content-type'] ?? []).join(', ').split(';')[0]?.trim().toLowerCase() ?? '';
    if (!/^application\/([\w.-]+\+)?json$/.test(media)) found.push({ kind: 'v1-not-json', detail: `${res.status} ${media || 'without Content-Type'}` });
  }
  return found;
}

/** Why a /v1 4xx is not a valid error document for its route, or undefined. */
function problemShape(/** @type {Rendered} */ r, /** @type {Response} */ res, /** @type {Buffer} */ body, /** @type {string | undefined} */ routeKind) {
  const type = (res.headers['content-type'] ?? []).join(', ');
  const media = type.split(';')[0]?.trim().toLowerCase() ?? '';
  // The authorization endpoint tells the person at the browser why it cannot go on (RFC 6749
  // §4.1.2.1): an HTML page. What the router refuses before (method, size, quota) is an OAuth error.
  if (routeKind === 'browser' && media === 'text/html') return undefined;
  const kind = routeKind === 'browser' ? 'oauth' : routeKind;
  const json = kind === 'oauth' || kind === 'set' ? ['application/problem+json', 'application/json'] : ['application/problem+json'];
  if (!json.includes(media)) return `Content-Type ${JSON.stringify(type)}, not ${json.join(' or ')}`;
  if (r.method === 'HEAD') return undefined;
  let doc;
  try {
    doc = JSON.parse(body.toString('utf8'));
  } catch {
    return `the body is not JSON: ${JSON.stringify(body.toString('utf8').slice(0, 80))}`;
  }
  if (doc === null || typeof doc !== 'object' || Array.isArray(doc)) return 'the body is not a JSON object';
  const missing = ['type', 'title', 'detail'].filter((k) => typeof doc[k] !== 'string');
  const problemOk = media === 'application/problem+json' && !missing.length && doc.status === res.status;
  if (problemOk) return undefined;
  if (kind === 'oauth' && typeof doc.error === 'string') return undefined;
  if (kind === 'set' && typeof doc.err === 'string') return undefined;
  if (doc.status !== res.status) missing.push(`status (${JSON.stringify(doc.status)})`);
  return `problem details without ${missing.join(', ')}`;
}
