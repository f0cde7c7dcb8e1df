// Texts of request descriptions, and the limits the generators straddle.
import { METHODS } from 'node:http';

/** The server's body limit (src/http/respond.ts MAX_BODY_BYTES): big bodies straddle it. */
export const BODY_LIMIT = 64 * 1024;
/** Node's default limit of a request head (http.maxHeaderSize). */
export const HEAD_LIMIT = 16 * 1024;
/** The methods Node's HTTP parser knows. */
export const REGISTERED = new Set(METHODS);
/** RFC 3986 unreserved characters. */
export const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/** @typedef {string | { r: string, n: number } | any[]} Text a string, a repeat, or a list of texts */

/** A repeat: `r` written `n` times, built only when sent. @param {string} r @param {number} n @returns {Text} */
export const rep = (r, n) => ({ r, n });

/** @param {Text} t @param {boolean} [display] a short form: repeats as ⟨r×n⟩ @returns {string} */
export function flat(t, display = false) {
  if (typeof t === 'string') return t;
  if (Array.isArray(t)) return t.map((x) => flat(x, display)).join('');
  return display ? `⟨${JSON.stringify(t.r)}×${t.n}⟩` : t.r.repeat(t.n);
}

/** @param {Text} t @returns {number} */
export function textLength(t) {
  if (typeof t === 'string') return t.length;
  if (Array.isArray(t)) return t.reduce((n, x) => n + textLength(x), 0);
  return t.r.length * t.n;
}

const HEXDIGITS = '0123456789ABCDEF';
/** The percent-encoding of a byte. */
export const pct = (/** @type {number} */ c, lower = false) => {
  const s = `%${HEXDIGITS[c >> 4]}${HEXDIGITS[c & 15]}`;
  return lower ? s.toLowerCase() : s;
};
export const b64url = (/** @type {string} */ s) => Buffer.from(s).toString('base64url');
export const b64 = (/** @type {string} */ s) => Buffer.from(s).toString('base64');
