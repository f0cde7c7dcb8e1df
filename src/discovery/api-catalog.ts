/** The RFC 9727 api-catalog (`/.well-known/api-catalog`): where the API, its description and the MCP server are. */
import type { Urls } from '../core/urls.ts';
import { MCP_PATH, SERVER_CARD_MEDIA_TYPE, SERVER_CARD_PATH } from '../mcp/identity.ts';
import { url } from '../catalogue/paths.ts';

/**
 * The API is the Node server's (the site's origin or API_ORIGIN); a static-only site without one
 * lists its files (`/v1.json`) and no MCP server. `languages`: the site's languages, the default
 * first; with more than one, the API's answers come in each (docs/languages.md).
 */
export function apiCatalog(urls: Urls, languages: readonly string[] = []) {
  // RFC 9264 target attribute: the languages the API answers in (`lang`, Accept-Language).
  const hreflang = languages.length > 1 ? { hreflang: [...languages] } : {};
  return {
    linkset: [
      {
        anchor: urls.resource(url('getApiIndex')),
        'service-desc': [{ href: urls.abs(url('openapi')), type: 'application/vnd.oai.openapi+json', title: 'OpenAPI 3.1 description', ...hreflang }],
        'service-doc': [
          { href: urls.abs(url('apiDocs')), type: 'text/html', title: 'API documentation' },
          { href: urls.abs(url('llms')), type: 'text/plain', title: 'llms.txt' },
        ],
        'service-meta': [{ href: urls.abs(url('aiCatalog')), type: 'application/ai-catalog+json', title: 'AI catalog' }],
      },
      ...(urls.dynamic
        ? [
            {
              anchor: urls.api(MCP_PATH),
              'service-desc': [{ href: urls.api(SERVER_CARD_PATH), type: SERVER_CARD_MEDIA_TYPE, title: 'MCP server card' }],
            },
          ]
        : []),
    ],
  };
}
