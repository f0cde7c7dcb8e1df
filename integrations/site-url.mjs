/**
 * SITE_URL: the public origin of the site. Default: http://localhost:<PORT>, the address
 * `npm run serve` listens on (PORT default 4321). A bad value stops the build.
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
    throw new Error(`SITE_URL must be a plain http(s) origin such as https://ada.dev; got "${raw}"`);
  }
  if (url.pathname !== '/') {
    throw new Error(`SITE_URL must be an origin without a path (got "${raw}"); sub-paths are not supported yet`);
  }
  return url.origin;
}
