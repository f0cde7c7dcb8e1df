/** SITE_URL: the public origin of the site (default http://localhost:4321). A bad value stops the build. */
export function siteUrl(value) {
  const raw = value?.trim() || 'http://localhost:4321';
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
