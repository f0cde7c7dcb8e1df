/**
 * Who the MCP server is: its paths, name, version, title and description. One source of truth for
 * the runtime `serverInfo` (./server.ts), the server card (./card.ts) and the discovery documents
 * (src/discovery/ai-catalog.ts, api-catalog.ts, llms.ts), which therefore never disagree. No SDK import, so that the Astro
 * build can read it.
 */
import type { Portfolio } from '../core/portfolio.ts';
import type { Urls } from '../core/urls.ts';
import { API_VERSION } from '../catalogue/api.ts';

import { MCP_PATH } from '../catalogue/mcp.ts';
import { url } from '../catalogue/paths.ts';

/** The Streamable HTTP endpoint, relative to the site base. */
export { MCP_PATH };
/** Where SEP-2127 reserves the card: `<endpoint>/server-card`. */
export const SERVER_CARD_PATH = url('mcpServerCard');
/** The alias that scanners probe (SEP-1649 era); same card, `application/json`. */
export const SERVER_CARD_ALIAS_PATH = url('mcpServerCardAlias');
/** Where the SEP-2127 text puts the card (`application/json`). */
export const SERVER_CARD_WELL_KNOWN_PATH = url('mcpServerCardWellKnown');
/** The MCP Catalog of the site (experimental-ext-server-card docs/discovery.md): one entry, this server's card. */
export const MCP_CATALOG_PATH = url('mcpCatalog');
export const SERVER_CARD_MEDIA_TYPE = 'application/mcp-server-card+json';
/** The card as an MCP resource (SEP-2127 "MCP Resource"). */
export const SERVER_CARD_RESOURCE_URI = 'mcp://server-card.json';

/** Every URL of the card, with the media type each answers with: one list for the ingress, the card's responder and the build's route list. */
export const SERVER_CARD_LOCATIONS: Readonly<Record<string, string>> = {
  [SERVER_CARD_PATH]: SERVER_CARD_MEDIA_TYPE,
  [SERVER_CARD_WELL_KNOWN_PATH]: 'application/json',
  [SERVER_CARD_ALIAS_PATH]: 'application/json',
};
/** The discovery documents of the MCP server answered by the card's responder: the card's URLs and the MCP Catalog. */
export const MCP_DISCOVERY_PATHS: readonly string[] = [...Object.keys(SERVER_CARD_LOCATIONS), MCP_CATALOG_PATH];

export interface McpIdentity {
  /** Reverse-DNS name of the site plus `/portfolio`, for example `dev.adaquill/portfolio`. */
  name: string;
  version: string;
  /** At most 100 characters (server card schema). */
  title: string;
  /** At most 100 characters (server card schema). */
  description: string;
  websiteUrl: string;
  icons: { src: string; mimeType: string; sizes: string[] }[];
  /** The Streamable HTTP endpoint, absolute. */
  endpoint: string;
}

/** `dev.adaquill/portfolio` for https://adaquill.dev; IP addresses and `localhost` stay as they are. */
export function serverName(urls: Urls): string {
  const host = new URL(urls.origin).hostname.replace(/^\[|\]$/g, '');
  const isIp = /^[\d.]+$/.test(host) || host.includes(':');
  const reversed = isIp ? host : host.split('.').reverse().join('.');
  return `${reversed.replace(/[^a-zA-Z0-9.-]/g, '-')}/portfolio`;
}

/** The first candidate that fits the card's length limit; the last is a fixed fallback. */
function fit(max: number, ...candidates: string[]): string {
  return candidates.find((c) => c.length <= max) ?? candidates[candidates.length - 1]!;
}

export function mcpIdentity(portfolio: Portfolio, urls: Urls): McpIdentity {
  const owner = portfolio.profile?.name;
  return {
    name: serverName(urls),
    version: API_VERSION,
    title: fit(100, ...(owner ? [`${owner}: portfolio`] : []), 'Portfolio'),
    description: fit(
      100,
      ...(owner ? [`Tools for ${owner}'s portfolio: profile, projects, skills, questions and messages.`] : []),
      'Tools for a technical portfolio: profile, projects, skills, questions and messages.',
    ),
    websiteUrl: urls.abs('/'),
    icons: [{ src: urls.abs('/favicon.svg'), mimeType: 'image/svg+xml', sizes: ['any'] }],
    // Answered by the Node server: the site's origin, or API_ORIGIN.
    endpoint: urls.api(MCP_PATH),
  };
}

/** Example requests for the ARD entry (2 to 5, as the ARD schema requires). */
export function representativeQueries(portfolio: Portfolio): string[] {
  const owner = portfolio.profile?.name ?? 'this person';
  const tag = portfolio.tags[0]?.tag;
  return [
    `summarise ${owner}'s experience for a recruiter`,
    `which projects has ${owner} built${tag ? ` with ${tag}` : ''}`,
    `does ${owner} have the skills for this job description`,
  ];
}
