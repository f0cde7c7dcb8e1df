/**
 * Where the pages send the dynamic features, as the build was told (STATIC_ONLY, API_ORIGIN:
 * integrations/deployment.mjs). Dynamic: what only the Node server answers (the /ask page, API
 * queries, /v1/ask, MCP). Pages link through these two helpers, never to such a path directly.
 */
import { deployment, urls } from './portfolio.ts';
import { url } from '../catalogue/paths.ts';

export { deployment };

/**
 * The link to a path only the Node server answers (`/ask`, `/v1/projects?tag=x` as `/v1/projects`):
 * on the site itself, at API_ORIGIN for a static-only build with one, or undefined when the
 * static-only site has none (the page leaves the feature out).
 */
export function dynamicHref(path: string): string | undefined {
  if (!deployment.staticOnly) return urls.path(path);
  return urls.dynamic ? urls.api(path) : undefined;
}

/**
 * The link to an API resource that the build also writes as a file (`/v1/profile`): the clean URL,
 * at API_ORIGIN for a static-only build with one, or the `.json` file a static host can serve.
 */
export function apiHref(path: string): string {
  if (!deployment.staticOnly) return urls.path(path);
  return urls.dynamic ? urls.api(path) : `${urls.path(path)}.json`;
}

/**
 * The contact form (/contact, answered by the Node server), unless MESSAGES_ENABLED or
 * MESSAGES_FORM is false or a static-only site has no server: then undefined.
 */
export function contactFormHref(): string | undefined {
  const off = ['MESSAGES_ENABLED', 'MESSAGES_FORM'].some((name) => process.env[name]?.trim() === 'false');
  return off ? undefined : dynamicHref(url('contactForm'));
}

/** Whether the MCP server offers the tool send_message (MESSAGES_ENABLED and MESSAGES_MCP not false), for the discovery documents. */
export function messageToolOffered(): boolean {
  return !['MESSAGES_ENABLED', 'MESSAGES_MCP'].some((name) => process.env[name]?.trim() === 'false');
}

/** Where "Contact" leads: the contact form, else the profile's e-mail (`mailto:`), else nowhere. */
export function contactHref(email: string | undefined): string | undefined {
  return contactFormHref() ?? (email ? `mailto:${email}` : undefined);
}
