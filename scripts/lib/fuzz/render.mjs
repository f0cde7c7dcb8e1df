// Rendering a request description into the exact bytes written to the socket, and what the
// checks need to know about it (is it well-formed, may the connection be reused, which path).
import { canonicalPath, family } from './canonical.mjs';
import { flat, HEAD_LIMIT, pct, REGISTERED, rep, textLength, UNRESERVED } from './text.mjs';

/**
 * @typedef {import('./text.mjs').Text} Text
 * @typedef {ReturnType<typeof render>} Rendered
 * @typedef {{ hostHeader: string, apiKey?: string }} RenderContext
 */

/** @param {any} h @param {RenderContext} ctx */
function hostText(h, ctx) {
  return h.host === 'default' ? ctx.hostHeader : h.host;
}

/**
 * The request target of a description (its path in the variant's form, with the query).
 * @param {any} req @param {RenderContext} ctx @param {() => void} bad marks the request not well-formed
 */
function renderTarget(req, ctx, bad) {
  const method = req.method;
  const tunnel = method === 'CONNECT';
  const { path, variant: v, query } = req.target;
  /** @type {Text} */
  let target;
  const plain = flat(path);
  switch (v.v) {
    case 'plain':
      target = path;
      break;
    case 'prefix':
      target = [v.s, path];
      break;
    case 'suffix':
      target = [path, v.s];
      break;
    case 'pct': {
      const spots = [...plain].flatMap((c, i) => (UNRESERVED.test(c) ? [i] : []));
      if (!spots.length) target = path;
      else {
        const i = spots[v.i % spots.length];
        target = plain.slice(0, i) + pct(plain.charCodeAt(i), v.lower) + plain.slice(i + 1);
      }
      break;
    }
    case 'backslash':
      target = v.s === 'all' ? plain.replaceAll('/', '\\') : `\\${plain.slice(1)}`;
      if (!target.startsWith('/')) bad();
      break;
    case 'upper':
      target = plain.toUpperCase();
      break;
    case 'absolute': {
      const h = hostText(v.h, ctx);
      // RFC 9110 §4.2.1: an http(s) URI with an empty host is invalid.
      if (v.h.bad || h === '' || !/^https?$/i.test(v.scheme)) bad();
      target = [`${v.scheme}://`, h, path];
      break;
    }
    case 'long':
      target = [path, plain.endsWith('/') ? '' : '/', rep('a', v.n)];
      break;
    case 'huge':
      target = [path, '/', rep('a', v.n)];
      break;
    case 'raw':
      target = v.t;
      if (!(v.t === '*' && method === 'OPTIONS') && !(tunnel && /^[^/]+:\d+$/.test(v.t))) bad();
      break;
    default:
      target = [path, v.s];
      bad();
  }
  if (query !== null) target = [target, '?', query];
  const targetText = flat(target);
  // Characters Node would not take as part of a target, or that RFC 9112 forbids in one.
  if (/[\x00-\x20\x7f-\uffff#]/.test(targetText)) bad();
  if (tunnel && v.v !== 'raw') bad();
  if (targetText === '' || (!targetText.startsWith('/') && v.v !== 'absolute' && v.v !== 'raw')) bad();
  return { target, targetText };
}

/**
 * The Host field and the other header lines.
 * @param {any} req @param {RenderContext} ctx @param {() => void} bad
 */
function renderFields(req, ctx, bad) {
  const key = ctx.apiKey ?? 'no-key-configured';
  const sub = (/** @type {Text} */ t) => (typeof t === 'string' ? t.replaceAll('$KEY', key) : t);
  /** @type {Text[]} */
  const lines = [];
  const field = (/** @type {string} */ name, /** @type {Text} */ value) => lines.push([name, ': ', value]);
  const hostField = (/** @type {any} */ h) => {
    if (h.bad) bad();
    field('Host', hostText(h, ctx));
  };
  if (req.host.missing) {
    if (req.version !== 'HTTP/1.0') bad();
  } else if (req.host.dup) {
    bad();
    for (const h of req.host.dup) hostField(h);
  } else hostField(req.host);
  let reuse = true;
  for (const h of req.headers) {
    if (h.bad) bad();
    if (h.conn) reuse = false;
    if (h.raw) lines.push(...h.raw);
    else for (const [name, value] of h.h) field(name, sub(value));
  }
  return { lines, field, reuse };
}

/**
 * The body bytes as framed (Content-Length, chunked, or broken framing), adding the framing fields.
 * @param {any} req @param {(name: string, value: Text) => void} field @param {() => void} bad
 */
function frameBody(req, field, bad) {
  const method = req.method;
  const bodyBuf =
    req.body === null
      ? Buffer.alloc(0)
      : Array.isArray(req.body.b) && typeof req.body.b[0] === 'number'
        ? Buffer.from(req.body.b)
        : Buffer.from(flat(req.body.b), 'utf8');
  const n = bodyBuf.length;
  let halfClose = false;
  /** @type {Buffer} */
  let sent = bodyBuf;
  const chunk = (/** @type {Buffer} */ b, /** @type {string} */ size = b.length.toString(16)) =>
    Buffer.concat([Buffer.from(`${size}\r\n`), b, Buffer.from('\r\n')]);
  const chunked = (/** @type {Buffer} */ b, parts = 1, last = true) => {
    const out = [];
    const step = Math.max(1, Math.ceil(b.length / parts));
    for (let i = 0; i < b.length; i += step) out.push(chunk(b.subarray(i, i + step)));
    if (last) out.push(Buffer.from('0\r\n\r\n'));
    return Buffer.concat(out);
  };
  const f = req.framing;
  switch (f.f) {
    case 'length':
      if (n || !['GET', 'HEAD', 'OPTIONS', 'DELETE', 'TRACE', 'CONNECT'].includes(method)) field('Content-Length', String(n));
      break;
    case 'zero':
      field('Content-Length', '0');
      if (n) bad(); // the body bytes follow as a second, garbage request
      break;
    case 'chunked':
      field('Transfer-Encoding', 'chunked');
      sent = chunked(bodyBuf, f.chunks);
      if (req.version === 'HTTP/1.0') bad();
      break;
    case 'cl-short':
      bad();
      field('Content-Length', String(Math.max(0, n - f.d)));
      if (n === 0) sent = Buffer.from('x'.repeat(f.d));
      break;
    case 'cl-long':
      bad();
      halfClose = true;
      field('Content-Length', String(n + f.d));
      break;
    case 'chunk-bad-size':
      bad();
      halfClose = true;
      field('Transfer-Encoding', 'chunked');
      sent = Buffer.concat([chunk(bodyBuf.length ? bodyBuf : Buffer.from('hello'), f.size), Buffer.from('0\r\n\r\n')]);
      break;
    case 'chunk-short':
      bad();
      halfClose = true;
      field('Transfer-Encoding', 'chunked');
      sent = Buffer.concat([chunk(bodyBuf, (n + 7).toString(16)), Buffer.from('0\r\n\r\n')]);
      break;
    case 'chunk-no-last':
      bad();
      halfClose = true;
      field('Transfer-Encoding', 'chunked');
      sent = chunked(bodyBuf.length ? bodyBuf : Buffer.from('x'), 1, false);
      break;
    case 'chunk-no-crlf':
      bad();
      halfClose = true;
      field('Transfer-Encoding', 'chunked');
      sent = Buffer.concat([Buffer.from(`${(n || 1).toString(16)}\r\n`), n ? bodyBuf : Buffer.from('x'), Buffer.from('0\r\n\r\n')]);
      break;
    case 'cl-te':
      bad();
      halfClose = true;
      field('Content-Length', String(n));
      field('Transfer-Encoding', 'chunked');
      sent = chunked(bodyBuf);
      break;
    case 'cl-dup':
      bad();
      halfClose = true;
      field('Content-Length', String(n));
      field('Content-Length', String(n + 1));
      break;
    case 'cl-junk':
      bad();
      halfClose = true;
      field('Content-Length', f.cl);
      break;
    default:
      // te-odd: a Transfer-Encoding that is not (only, last) chunked.
      bad();
      halfClose = true;
      field('Transfer-Encoding', f.te);
      sent = /chunked$/i.test(f.te) ? chunked(bodyBuf) : bodyBuf;
  }
  return { sent, halfClose };
}

/**
 * The bytes of a request description, and what the checks need to know about it.
 * @param {any} req a value of `requestArbitrary`
 * @param {RenderContext} ctx
 */
export function render(req, ctx) {
  let wellFormed = true;
  const bad = () => {
    wellFormed = false;
  };
  const method = req.method;
  if (!REGISTERED.has(method)) bad();
  const tunnel = method === 'CONNECT';
  if (req.version !== 'HTTP/1.1' && req.version !== 'HTTP/1.0') bad();
  const { target, targetText } = renderTarget(req, ctx, bad);
  const fields = renderFields(req, ctx, bad);
  const { lines } = fields;
  let { reuse } = fields;
  const { sent, halfClose } = frameBody(req, fields.field, bad);
  const head = [`${method} `, target, ` ${req.version}\r\n`, ...lines.flatMap((l) => [l, '\r\n']), '\r\n'];
  const headLength = textLength(head);
  if (headLength > HEAD_LIMIT) bad();
  if (!wellFormed || req.version !== 'HTTP/1.1') reuse = false;
  const canonical = canonicalPath(targetText);
  return {
    method,
    bytes: Buffer.concat([Buffer.from(flat(head), 'latin1'), sent]),
    /** Printable: repeats as ⟨r×n⟩, the body cut. */
    display: flat(head, true) + (sent.length ? `${sent.subarray(0, 300).toString('latin1')}${sent.length > 300 ? `…(${sent.length} bytes)` : ''}` : ''),
    wellFormed,
    tunnel,
    halfClose,
    reuse,
    canonical,
    family: family(canonical),
  };
}
