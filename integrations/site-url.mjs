/**
 * SITE_URL: the public address of the site (default http://localhost:<PORT>, the address
 * `npm run serve` listens on; PORT default 4321), an origin with an optional base path: `https://ada.dev`, or `https://user.github.io/portfolio/` for a site served
 * under a folder (GitHub Pages project sites). A bad value stops the build.
 *
 * Returns the origin (Astro's `site`) and the base path (Astro's `base`, `/` or `/portfolio`).
 */
export function siteUrl(value, port) {
  const portText = port?.trim() || '4321';
  const raw = value?.trim() || `http://localhost:${/^\d{1,5}$/.test(portText) && Number(portText) > 0 && Number(portText) <= 65535 ? Number(portText) : 4321}`;
  let url;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`SITE_URL must be an absolute http(s) URL such as https://ada.dev; got "${raw}"`);
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.username || url.password || url.search || url.hash) {
    throw new Error(`SITE_URL must be a plain http(s) URL such as https://ada.dev or https://user.github.io/portfolio/; got "${raw}"`);
  }
  const path = url.pathname.replace(/\/+$/, '');
  // Each segment of the base must be a plain path segment: it is written into every URL and file name.
  if (path && !/^(\/[A-Za-z0-9._~-]+)+$/.test(path)) {
    throw new Error(`SITE_URL's path must be plain folder names (letters, digits, . _ ~ -) such as /portfolio; got "${url.pathname}"`);
  }
  if (path.split('/').some((s) => s === '.' || s === '..')) throw new Error(`SITE_URL's path must not contain . or .. segments; got "${url.pathname}"`);
  return { site: url.origin, base: path || '/' };
}

/**
 * `npm run dev` listens where `npm run serve` would: PORT (default 4321) and HOST (default
 * Astro's, localhost). A bad PORT stops the dev server with a message that names it, as it
 * stops `serve`. Command-line flags (`--port`, `--host`) still win.
 */
export function devServer(env) {
  const portText = env.PORT?.trim();
  const host = env.HOST?.trim();
  if (portText && (!/^\d{1,5}$/.test(portText) || Number(portText) > 65535)) {
    throw new Error(`PORT must be an integer from 0 to 65535; got "${env.PORT}"`);
  }
  return { ...(portText ? { port: Number(portText) } : {}), ...(host ? { host } : {}) };
}
