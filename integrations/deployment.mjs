/**
 * STATIC_ONLY and API_ORIGIN at build time: where the site's dynamic features live.
 *
 * - Default: the Node server (or a CDN that proxies to it) answers at the site's own origin, so
 *   the pages link `/ask`, `/v1/projects?tag=…` and the clean API URLs on the site itself.
 * - `STATIC_ONLY=true`: the published folder goes to a host that serves files only (GitHub Pages).
 *   With `API_ORIGIN` (a Node server running the same build), the dynamic features point there;
 *   without it they are left out of the pages, and API links name the prerendered `.json` files.
 *
 * A bad value stops the build with a message naming the variable.
 */
export function deployment(env = process.env) {
  const flag = env.STATIC_ONLY?.trim().toLowerCase() ?? '';
  if (!['', 'true', 'false', '1', '0'].includes(flag)) throw new Error(`STATIC_ONLY must be true or false; got "${env.STATIC_ONLY}"`);
  const staticOnly = flag === 'true' || flag === '1';
  const raw = env.API_ORIGIN?.trim() ?? '';
  let apiOrigin = null;
  if (raw) {
    let url;
    try {
      url = new URL(raw);
    } catch {
      throw new Error(`API_ORIGIN must be an http(s) origin such as https://api.ada.dev; got "${raw}"`);
    }
    if (!['http:', 'https:'].includes(url.protocol) || url.username || url.password || url.search || url.hash || url.pathname !== '/') {
      throw new Error(`API_ORIGIN must be an http(s) origin without a path, such as https://api.ada.dev; got "${raw}"`);
    }
    apiOrigin = url.origin;
  }
  return { staticOnly, apiOrigin: staticOnly ? apiOrigin : null };
}
