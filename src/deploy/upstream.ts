/**
 * The URL the edge code fetches for a request: API_ORIGIN's scheme, host and port, always, with
 * the request's canonical path (after API_ORIGIN's own path, if it has one) and query.
 *
 * Written here rather than taken from a library: Hono's `proxy()` (hono/proxy), the maintained
 * helper for edge proxies, fetches whatever URL it is given, so building that URL from the request
 * would still be this code's job, and its other work (dropping hop-by-hop and Accept-Encoding
 * headers) is not what the edge code needs (it asks Node for identity and streams the answer).
 * `new URL(path, origin)`, the obvious one-liner, is the bug this replaces: a path `//evil.example/x`
 * is a network-path reference there, and names another host.
 */

/** API_ORIGIN as a base URL: http(s), without credentials, query or fragment; undefined otherwise. */
export function apiBase(origin: string): URL | undefined {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.username || url.password || url.search || url.hash) return undefined;
  return url;
}

/**
 * `base` with `path` (canonical: starts with one `/`) appended to its path, and `search`. The URL
 * is a copy of `base` whose path and query are set through their setters, which cannot change the
 * scheme, host or port; the final check says so again.
 */
export function upstreamUrl(base: URL, path: string, search: string): URL {
  const prefix = base.pathname.replace(/\/+$/, '');
  const url = new URL(base.href);
  url.pathname = prefix && path === '/' ? prefix : prefix + path;
  url.search = search;
  if (url.origin !== base.origin) throw new Error(`upstream URL left API_ORIGIN: ${url.origin}`);
  return url;
}
