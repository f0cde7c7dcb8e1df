// The path a request target names, as the server's canonicalisation sees it, and its family.
import { UNRESERVED } from './text.mjs';

/**
 * The path a target names, canonicalised (RFC 3986 §6.2.2 and the site's rules): percent-encoded
 * unreserved characters decoded, dot segments and empty segments removed, no trailing slash.
 * Invalid percent-encodings are kept as they are. Undefined for a target that names no path (`*`,
 * authority form).
 * @param {string} target
 * @returns {string | undefined}
 */
export function canonicalPath(target) {
  let t = target;
  if (!t.startsWith('/')) {
    const m = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(t);
    if (!m) return undefined;
    t = t.slice(m[0].length) || '/';
    if (!t.startsWith('/')) t = `/${t}`;
  }
  const end = t.search(/[?#]/);
  const raw = end === -1 ? t : t.slice(0, end);
  const decoded = raw.replace(/%([0-9A-Fa-f]{2})/g, (all, hex) => {
    const c = String.fromCharCode(Number.parseInt(hex, 16));
    return UNRESERVED.test(c) ? c : all.toUpperCase();
  });
  /** @type {string[]} */
  const out = [];
  for (const s of decoded.split('/')) {
    if (s === '' || s === '.') continue;
    if (s === '..') out.pop();
    else out.push(s);
  }
  return `/${out.join('/')}`;
}

/** The family of routes a canonical path belongs to (for counts and for the /v1 checks). @param {string | undefined} p */
export function family(p) {
  if (p === undefined) return 'no-path';
  if (p.startsWith('/v1/auth/') || p === '/v1/auth') return 'v1-auth';
  if (p === '/v1' || p.startsWith('/v1/')) return 'v1';
  if (p === '/mcp' || p.startsWith('/mcp/')) return 'mcp';
  if (p.startsWith('/.well-known/')) return 'well-known';
  if (p === '/ask') return 'ask';
  return 'site';
}
