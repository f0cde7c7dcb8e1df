/**
 * The one canonical form of a request target, computed once by the ingress. Every handler sees
 * only canonical paths: a request whose path differs from its canonical form is redirected to it
 * (GET, HEAD, OPTIONS) or refused (other methods), so that `//v1/x`, `/./v1/x`, `/%761/x` and
 * `/a/../v1/x` can never reach another handler than `/v1/x` does.
 *
 * Canonical means (RFC 3986 §6.2.2 syntax-based normalisation, plus two site rules):
 * - percent-encodings of unreserved characters (ALPHA DIGIT - . _ ~) are decoded, the others have
 *   upper-case hex; characters that may not appear in a path are percent-encoded;
 * - dot segments are removed (§5.2.4), including encoded ones (`%2e%2e`);
 * - empty segments are removed (`//` -> `/`), and a trailing slash is dropped (the site's URLs
 *   never end with one: `trailingSlash: 'never'`), except for the root `/`.
 */

export type Target = { ok: true; path: string; search: string; canonical: boolean } | { ok: false; reason: string };

const UNRESERVED = /[A-Za-z0-9\-._~]/;
/** pchar without pct-encoded (RFC 3986 §3.3), plus the segment separator. */
const PATH_CHAR = /[A-Za-z0-9\-._~!$&'()*+,;=:@/]/;
const HEX = '0123456789ABCDEF';

/** Longest request target accepted (the router and the 404 page have nothing to say to longer ones). */
export const MAX_TARGET_LENGTH = 8 * 1024;

function encodeByte(code: number): string {
  return `%${HEX[code >> 4]}${HEX[code & 15]}`;
}

/** Normalises the characters of a path; undefined if it holds an invalid percent-encoding. */
function normaliseEncoding(raw: string): string | undefined {
  let out = '';
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i]!;
    if (c === '%') {
      const hex = raw.slice(i + 1, i + 3);
      if (!/^[0-9A-Fa-f]{2}$/.test(hex)) return undefined;
      const decoded = String.fromCharCode(Number.parseInt(hex, 16));
      out += UNRESERVED.test(decoded) ? decoded : `%${hex.toUpperCase()}`;
      i += 2;
    } else if (PATH_CHAR.test(c)) {
      out += c;
    } else {
      // node:http hands the target over as latin1: one character per byte.
      const code = c.charCodeAt(0);
      if (code > 0xff) return undefined;
      out += encodeByte(code);
    }
  }
  return out;
}

/** Removes dot segments and empty segments; drops the trailing slash (root excepted). */
function normaliseSegments(path: string): string {
  const out: string[] = [];
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') out.pop();
    else out.push(segment);
  }
  return `/${out.join('/')}`;
}

/**
 * Splits and normalises a request target as node:http received it (`req.url`): origin form
 * (`/path?query`) or absolute form (`http://host/path?query`, RFC 9112 §3.2.2). The asterisk form
 * and authority form are not paths; the caller handles them.
 */
/**
 * The common case in one test: an origin-form path of non-empty segments that are not `.` or
 * `..`, made only of characters that stay as they are (no `%`), without a trailing slash.
 */
const PLAIN_PATH = /^(?:\/(?!\.\.?(?:[/?]|$))[A-Za-z0-9\-._~!$&'()*+,;=:@]+)+(?=\?|$)/;

export function canonicalTarget(raw: string): Target {
  if (raw.length <= MAX_TARGET_LENGTH) {
    const plain = raw === '/' || raw.startsWith('/?') ? (raw.length > 1 ? '/' : raw) : PLAIN_PATH.exec(raw)?.[0];
    if (plain !== undefined && !raw.includes('#')) return { ok: true, path: plain, search: raw.slice(plain.length), canonical: true };
  }
  if (raw.length > MAX_TARGET_LENGTH) return { ok: false, reason: `the request target is longer than ${MAX_TARGET_LENGTH} characters` };
  let target = raw;
  if (!target.startsWith('/')) {
    const absolute = /^https?:\/\/[^/?#]*/i.exec(target);
    if (!absolute) return { ok: false, reason: 'the request target must be a path starting with /' };
    target = target.slice(absolute[0].length) || '/';
    if (!target.startsWith('/') && !target.startsWith('?')) return { ok: false, reason: 'the request target is not a valid URL' };
    if (target.startsWith('?')) target = `/${target}`;
  }
  if (target.includes('#')) return { ok: false, reason: 'a request target must not contain a fragment (#)' };
  const q = target.indexOf('?');
  const rawPath = q === -1 ? target : target.slice(0, q);
  const search = q === -1 ? '' : target.slice(q);
  const encoded = normaliseEncoding(rawPath);
  if (encoded === undefined) return { ok: false, reason: 'the request path is not valid percent-encoding' };
  const path = normaliseSegments(encoded);
  return { ok: true, path, search, canonical: path === rawPath };
}

/** What the door does with a request target: the same decision in the Node ingress and the CDN edge code. */
export type TargetDecision =
  | { kind: 'serve'; path: string; search: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'refuse'; code: 'INVALID_TARGET' | 'NON_CANONICAL_PATH'; detail: string; instance?: string };

/** Methods whose non-canonical request is redirected (308 keeps the method); the others are refused. */
const REDIRECTED = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The headers of the redirect to a canonical path (besides Location). */
export const CANONICAL_REDIRECT_HEADERS = { 'content-length': '0', 'cache-control': 'public, max-age=3600' } as const;

/** The methods some resource of the site answers; every other method is refused at the door (405). */
export const DISPATCHED_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** The `Allow` of the site as a whole. */
export const SITE_ALLOW = 'GET, HEAD, POST, OPTIONS';
/** The detail of a METHOD_NOT_ALLOWED refusal. */
export const methodNotAllowedDetail = (method: string, allow: string) => `${method.slice(0, 20)} is not allowed here; use ${allow}.`;

/** The detail of the INVALID_HOST refusal. */
export const INVALID_HOST_DETAIL = 'The Host header is missing or malformed: send the host name, optionally with :port.';

/**
 * Serve the canonical path, redirect to it (GET, HEAD, OPTIONS: 308 to `location`, a relative
 * reference that starts with a single `/`), or refuse (400 problem with `code` and `detail`).
 */
export function decideTarget(method: string, raw: string): TargetDecision {
  const target = canonicalTarget(raw);
  if (!target.ok) return { kind: 'refuse', code: 'INVALID_TARGET', detail: `The request target is not acceptable: ${target.reason}.` };
  if (target.canonical) return { kind: 'serve', path: target.path, search: target.search };
  if (REDIRECTED.has(method)) return { kind: 'redirect', location: target.path + target.search };
  return {
    kind: 'refuse',
    code: 'NON_CANONICAL_PATH',
    detail: `The request path is not in canonical form; send the request to ${target.path}.`,
    instance: target.path,
  };
}

/**
 * RFC 9110 §7.2 Host = uri-host [ ":" port ], restricted to what a URL parser accepts as a host
 * (WHATWG forbidden host code points excluded): a registered name, an IPv4 address or an IPv6
 * literal in brackets. `x@y`, spaces or a second colon make it malformed.
 */
const HOST = /^(?:[A-Za-z0-9\-._~!$&'()*+,;=]+|\[[0-9A-Fa-f:.]+\])(?::[0-9]{1,5})?$/;

export function isValidHost(host: string | undefined): boolean {
  return host !== undefined && host.length <= 255 && HOST.test(host);
}
