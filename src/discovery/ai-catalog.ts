/** The ARD / AI catalog manifest: the agent skill and the MCP server as catalog entries. */
import type { Portfolio } from '../core/portfolio.ts';
import type { Urls } from '../core/urls.ts';
import { mcpIdentity, representativeQueries, SERVER_CARD_MEDIA_TYPE, SERVER_CARD_PATH } from '../mcp/identity.ts';
import { mcpTools } from '../mcp/tools.ts';
import { API_VERSION } from '../catalogue/api.ts';
import { url } from '../catalogue/paths.ts';
import { ownerName, PUBLIC_READS } from './documents.ts';
import { SKILL_NAME, skillDescription } from './skill.ts';

/** `sendMessage`: the MCP server offers send_message (MESSAGES_ENABLED and MESSAGES_MCP not false). */
export function aiCatalog(portfolio: Portfolio, urls: Urls, { sendMessage = false }: { sendMessage?: boolean } = {}) {
  const host = new URL(urls.origin).hostname;
  const name = ownerName(portfolio);
  const tag = portfolio.tags[0]?.tag;
  const category = portfolio.categories[0];
  return {
    specVersion: '1.0',
    host: {
      displayName: `${name}: portfolio`,
      identifier: `did:web:${host}`,
      documentationUrl: urls.abs(url('llms')),
      logoUrl: urls.abs('/favicon.svg'),
    },
    entries: [
      {
        identifier: `urn:air:${host}:portfolio:${SKILL_NAME}`,
        displayName: `Skill: reading ${name}'s portfolio API`,
        type: 'text/markdown; profile="urn:air:agent-skills"',
        url: urls.abs(url('agentSkill', { params: { name: SKILL_NAME } })),
        description: skillDescription(portfolio),
        tags: ['portfolio', 'resume', 'api'],
        capabilities: PUBLIC_READS.map((r) => r.operationId),
        representativeQueries: [
          `what projects has ${name} built${tag ? ` with ${tag}` : ''}`,
          `which ${category ?? ''} skills does ${name} have`.replace(/\s+/g, ' '),
          `what is ${name}'s current role`,
        ],
        version: API_VERSION,
      },
      ...(urls.dynamic ? [mcpCatalogEntry(portfolio, urls, host, name, sendMessage)] : []),
    ],
  };
}

/** The ARD entry of the MCP server (the Node server's: absent from a static-only site without one). */
function mcpCatalogEntry(portfolio: Portfolio, urls: Urls, host: string, name: string, sendMessage: boolean) {
  return {
    identifier: `urn:air:${host}:portfolio:mcp`,
    displayName: `${name}: portfolio MCP server`,
    type: SERVER_CARD_MEDIA_TYPE,
    url: urls.api(SERVER_CARD_PATH),
    description: mcpIdentity(portfolio, urls).description,
    tags: ['portfolio', 'resume', 'mcp'],
    capabilities: [...mcpTools({ portfolio, urls }).map((t) => t.name), ...(sendMessage ? ['send_message'] : [])],
    representativeQueries: representativeQueries(portfolio),
    version: mcpIdentity(portfolio, urls).version,
  };
}
