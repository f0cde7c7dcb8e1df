/**
 * The discovery documents, each generated from the content, the route registry and SITE_URL:
 * RFC 9727 api-catalog, the ARD / AI catalog manifest, the agent-skills index and its SKILL.md,
 * llms.txt and llms-full.txt, robots.txt and the sitemap. Prerendered by src/pages/ routes.
 */
import { createHash } from 'node:crypto';
import { languageName } from '../core/i18n/format.ts';
import type { Portfolio } from '../core/portfolio.ts';
import { FEED_PATHS, postPagePath, projectPagePath, type Urls } from '../core/urls.ts';
import { postDetail, projectDetail, projectLinkLine, publicProfile, skillNames } from '../core/views.ts';
import { ROUTES } from '../http/routes.ts';
import { MCP_PATH, mcpIdentity, representativeQueries, SERVER_CARD_MEDIA_TYPE, SERVER_CARD_PATH } from '../mcp/identity.ts';
import { MCP_PROTOCOL_VERSIONS } from '../catalogue/mcp.ts';
import { mcpTools } from '../mcp/tools.ts';
import { markdownTwin } from './links.ts';
import { API_VERSION } from '../catalogue/api.ts';
import { languagePages, sitePages } from './pages.ts';
import { OPERATIONS, url } from '../catalogue/paths.ts';

export const MEDIA = {
  apiCatalog: 'application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"',
  aiCatalog: 'application/ai-catalog+json',
  json: 'application/json; charset=utf-8',
  openapi: 'application/vnd.oai.openapi+json',
  text: 'text/plain; charset=utf-8',
  markdown: 'text/markdown; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
} as const;

/** Headers of every public discovery document (the static manifest adds a strong ETag). */
export const DISCOVERY_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'ETag, Link',
  'Cache-Control': 'public, max-age=3600',
} as const;

const ownerName = (p: Portfolio) => p.profile?.name ?? 'Portfolio';

/** The public read operations of the API: what needs no credentials. */
const PUBLIC_READS = ROUTES.filter((r) => r.path.startsWith(url('getApiIndex')) && r.method === 'GET' && r.access.public && r.kind !== 'oauth');

/** The portfolio's one-line summary, shared by llms.txt, the ARD host and the skill. */
export function summary(portfolio: Portfolio): string {
  const p = portfolio.profile;
  return p
    ? `${p.name}${p.role ? ` is ${/^[aeiou]/i.test(p.role) ? 'an' : 'a'} ${p.role}` : ''}${p.location ? `${p.role ? '' : ' is'} based in ${p.location}` : ''}. This site is their portfolio, as web pages and as a read-only JSON API for agents.`
    : 'A technical portfolio, as web pages and as a read-only JSON API for agents.';
}

// ---- RFC 9727 api-catalog ------------------------------------------------------------------

/**
 * The API is the Node server's (the site's origin or API_ORIGIN); a static-only site without one
 * lists its files (`/v1.json`) and no MCP server.
 */
/** `languages`: the site's languages, the default first; with more than one, the API's answers come in each (docs/languages.md). */
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

// ---- Agent skill: how to use this API ----------------------------------------------------------

export const SKILL_NAME = 'portfolio-api';

export function skillDescription(portfolio: Portfolio): string {
  return `How to read ${ownerName(portfolio)}'s portfolio (profile, projects by tag, skills by category) through its JSON API.`;
}

/** The SKILL.md front matter: the skill's name and description. */
const skillFrontMatter = (portfolio: Portfolio) => `---
name: ${SKILL_NAME}
description: ${JSON.stringify(skillDescription(portfolio))}
---`;

/** `languages`: the site's languages, the default first; with more than one, a rule says how to choose (docs/languages.md). */
export function skillMarkdown(portfolio: Portfolio, urls: Urls, languages: readonly string[] = []): string {
  if (!urls.dynamic) return staticSkillMarkdown(portfolio, urls);
  // The example names the portfolio's own most used tag; a portfolio without tags shows the form.
  const tag = portfolio.tags[0]?.tag ?? 'some-tag';
  const category = portfolio.categories[0] ?? 'all';
  const ops = PUBLIC_READS.map((r) => `- \`${r.method} ${urls.api(r.path)}\` (${r.operationId}): ${r.summary}.`).join('\n');
  return `${skillFrontMatter(portfolio)}

# ${ownerName(portfolio)}: portfolio API

${summary(portfolio)}

Use the JSON API rather than scraping the pages. No authentication is needed for these operations; the private views (contact details, architecture notes, skill evaluations) need an OAuth token, as ${urls.abs(url('authMd'))} explains.

## Operations

${ops}

The full description is the OpenAPI document at ${urls.abs(url('openapi'))}.

## Examples

- Projects with a tag: \`GET ${urls.api(url('listProjects', { query: { tag } }))}\` (an unknown tag gives \`count: 0\`).
- Skills of one category: \`GET ${urls.api(url('getSkills', { query: { category } }))}\`; the categories are ${['all', ...portfolio.categories].join(', ')}.
- One project: \`GET ${urls.api(OPERATIONS.getProject.path)}\` with an id from the list.

## Rules

- Successful answers have \`"status": "success"\`; errors are RFC 9457 problem details (\`application/problem+json\`) with a stable \`code\` (see ${urls.abs(url('errors'))}).
- A query parameter given twice or empty is a 400; unknown parameters are ignored.
- Answers carry an \`ETag\`: send \`If-None-Match\` to get \`304\` when nothing changed.
${languageRule(languages)}`;
}

/** The rule of SKILL.md about the languages of the answers; nothing on a site of one language. */
function languageRule(languages: readonly string[]): string {
  if (languages.length < 2) return '';
  return `- The content is written in ${languages.join(', ')} (default ${languages[0]}): add \`?lang=${languages[1]}\` to any read, or send \`Accept-Language\`; answers carry \`Content-Language\`, and an entry not translated yet carries \`lang\`, the language it is written in.\n`;
}

/** The public reads a static-only site serves as files (without an API server: no queries, no /v1/ask). */
function staticReads(portfolio: Portfolio) {
  return PUBLIC_READS.filter((r) => !r.path.includes('{') && (r.staticPaths?.(portfolio).length ?? 0) > 0);
}

/** The skill of a static-only site without an API server: the JSON files, read as they are. */
function staticSkillMarkdown(portfolio: Portfolio, urls: Urls): string {
  const files = staticReads(portfolio)
    .map((r) => `- \`GET ${urls.resource(r.path)}\` (${r.operationId}): ${r.summary}.`)
    .join('\n');
  return `${skillFrontMatter(portfolio)}

# ${ownerName(portfolio)}: portfolio data

${summary(portfolio)}

This copy of the site is served as files only: read the JSON files rather than scraping the pages. They need no authentication; there are no queries (\`?tag=\`, \`?category=\`), no \`/v1/ask\` and no private views here.

## Files

${files}

One project: \`GET ${urls.abs(OPERATIONS.getProject.path)}.json\` with an id from the list. The shapes are described by the OpenAPI document at ${urls.abs(url('openapi'))}.
`;
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export function agentSkillsIndex(portfolio: Portfolio, urls: Urls, languages: readonly string[] = []) {
  return {
    $schema: 'https://schemas.agentskills.io/discovery/0.2.0/schema.json',
    skills: [
      {
        name: SKILL_NAME,
        type: 'skill-md',
        description: skillDescription(portfolio),
        url: urls.abs(url('agentSkill', { params: { name: SKILL_NAME } })),
        digest: `sha256:${sha256Hex(skillMarkdown(portfolio, urls, languages))}`,
      },
    ],
  };
}

// ---- ARD / AI catalog -----------------------------------------------------------------------

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

// ---- llms.txt -------------------------------------------------------------------------------

/** `languages`: the site's languages, the default first; with more than one, a `## Languages` section (docs/languages.md). */
export function llmsTxt(portfolio: Portfolio, urls: Urls, languages: readonly string[] = []): string {
  // Projects and posts have their own sections; the posts index pages after the first are left out.
  const pages = sitePages(portfolio).filter((p) => !p.path.startsWith(`${url('projects')}/`) && !p.path.startsWith(`${url('posts')}/`));
  const lines = [
    `# ${ownerName(portfolio)}`,
    '',
    `> ${summary(portfolio)}`,
    '',
    'Agents: prefer the JSON API; every page also exists as Markdown (append `.md`, or send `Accept: text/markdown`).',
    '',
    '## API',
    '',
    `- [OpenAPI 3.1 description](${urls.abs(url('openapi'))}): every operation, parameter and error`,
    // Only what this content has: no profile link without a profile. The operations are the Node
    // server's; a static-only site without one lists the JSON files it has.
    ...(urls.dynamic ? PUBLIC_READS.filter((r) => !r.path.includes('{') && (r.staticPaths?.(portfolio).length ?? 1) > 0) : staticReads(portfolio)).map(
      (r) => `- [${r.summary}](${urls.resource(r.path)}): ${r.description}`,
    ),
    `- [API catalog](${urls.abs(url('apiCatalog'))}): RFC 9727 linkset`,
    `- [Agent skill](${urls.abs(url('agentSkill', { params: { name: SKILL_NAME } }))}): how to use the API`,
    ...(urls.dynamic
      ? [
          `- [auth.md](${urls.abs(url('authMd'))}): how agents authenticate for the private views (OAuth client credentials, identity assertions, agent keys)`,
          `- [MCP server card](${urls.api(SERVER_CARD_PATH)}): the same data as MCP tools, resources and prompts, over Streamable HTTP at ${urls.api(MCP_PATH)} (MCP ${MCP_PROTOCOL_VERSIONS.join(', ')}; stateless)`,
        ]
      : ['- This copy of the site is served as files only: no queries, no `/v1/ask`, no private views and no MCP server.']),
    '',
    '## Pages',
    '',
    // On-demand pages (/ask) are the Node server's.
    ...pages
      .filter((p) => urls.dynamic || !p.dynamic)
      .map((p) => `- [${p.title}](${p.dynamic ? urls.api(p.path) : urls.abs(markdownTwin(p.path))}): ${p.description}`),
    '',
    '## Projects',
    '',
    ...portfolio.projects.map((p) => `- [${p.title}](${urls.abs(markdownTwin(projectPagePath(p.id)))}): ${p.description}`),
    '',
    ...postsSection(portfolio, urls),
    ...languagesSection(urls, languages),
    '## Optional',
    '',
    `- [Full content](${urls.abs(url('llmsFull'))}): the profile, every project write-up, the skills and every published post in one file`,
    '',
  ];
  return lines.join('\n');
}

/** The `## Languages` section of llms.txt: each language's home page and API; nothing on a site of one language. */
function languagesSection(urls: Urls, languages: readonly string[]): string[] {
  if (languages.length < 2) return [];
  const [first, ...others] = languages;
  const name = (tag: string) => languageName(tag, tag);
  const api = (tag: string) =>
    urls.dynamic ? `; [API](${urls.api(url('getProfile', { lang: tag }))}) (\`?lang=${tag}\` or \`Accept-Language: ${tag}\` on every read)` : '';
  return [
    '## Languages',
    '',
    `The content is written in ${languages.join(', ')}; the links above are in ${first}. What is not translated yet is shown in ${first} (in the API: \`lang\` on the entry).`,
    '',
    `- ${name(first!)} (${first}): [pages](${urls.abs('/')})${api(first!)}`,
    // The pages of a language live under its tag in lower case (`/pt-br`).
    ...others.map((tag) => `- ${name(tag)} (${tag}): [pages](${urls.abs(url('home', { lang: tag }))})${api(tag)}`),
    '',
  ];
}

/** The `## Posts` section of llms.txt: each published post's Markdown twin, then the feeds; nothing without posts. */
function postsSection(portfolio: Portfolio, urls: Urls): string[] {
  if (!portfolio.posts.length) return [];
  return [
    '## Posts',
    '',
    ...portfolio.posts.map((p) => `- [${p.title}](${urls.abs(markdownTwin(postPagePath(p.id)))}): ${p.date}. ${p.description}`),
    `- Feeds: [RSS](${urls.abs(FEED_PATHS.rss)}), [Atom](${urls.abs(FEED_PATHS.atom)}), [JSON Feed](${urls.abs(FEED_PATHS.json)})`,
    '',
  ];
}

export function llmsFullTxt(portfolio: Portfolio, urls: Urls): string {
  const profile = portfolio.profile ? publicProfile(portfolio.profile) : null;
  const out = [`# ${ownerName(portfolio)}`, '', `> ${summary(portfolio)}`, ''];
  if (profile) {
    out.push('## Profile', '');
    for (const [label, url] of [
      ['Role', profile.role],
      ['Location', profile.location],
      ['E-mail', profile.email],
      ['Website', profile.website],
      ['GitHub', profile.github],
      ['LinkedIn', profile.linkedin],
    ] as const) {
      if (url) out.push(`- ${label}: ${url}`);
    }
    out.push('', profile.bio, '');
  }
  out.push('## Skills', '');
  for (const [category, names] of Object.entries(skillNames(portfolio.skills))) out.push(`- ${category}: ${names.join(', ')}`);
  out.push('', '## Projects', '');
  for (const record of portfolio.projects) {
    const p = projectDetail(record, urls);
    out.push(`### ${p.title}`, '', p.description, '');
    out.push(`- Page: ${p.links.html}`, `- Tags: ${p.tags.join(', ')}`);
    if (p.date) out.push(`- Date: ${p.date}`);
    if (p.url) out.push(`- ${projectLinkLine(p.url)}`);
    out.push('', demoteHeadings(p.writeup), '');
  }
  if (portfolio.posts.length) out.push('## Posts', '');
  for (const record of portfolio.posts) {
    const p = postDetail(record, urls);
    out.push(`### ${p.title}`, '', p.description, '', `- Page: ${p.links.html}`, `- Date: ${p.date}${p.updated ? ` (updated ${p.updated})` : ''}`);
    if (p.tags.length) out.push(`- Tags: ${p.tags.join(', ')}`);
    if (p.canonical) out.push(`- First published at: ${p.canonical}`);
    out.push('', demoteHeadings(p.body), '');
  }
  return out.join('\n');
}

/** Write-ups use `##`; inside llms-full.txt they sit under `###`, so push their headings down. */
function demoteHeadings(markdown: string): string {
  return markdown.replace(/^(#{1,4}) /gm, (_, h: string) => `${h}## `);
}

// ---- robots.txt and sitemap ----------------------------------------------------------------

/** Crawlers named in their own group (tokens from the vendors' documentation, autumn 2026). */
export const AI_CRAWLERS = [
  'GPTBot',
  'OAI-SearchBot',
  'ChatGPT-User',
  'ClaudeBot',
  'Claude-User',
  'Claude-SearchBot',
  'Google-Extended',
  'Applebot-Extended',
  'PerplexityBot',
  'Perplexity-User',
  'CCBot',
  'Meta-ExternalAgent',
  'Amazonbot',
  'MistralAI-User',
];

/**
 * `agentmap`: adds the ARD `Agentmap:` line (ROBOTS_AGENTMAP=true). Off by default: Lighthouse's
 * robots.txt audit reports it as an unknown directive (SEO below 100), and the ARD catalog stays
 * discoverable at its well-known location, the HTML <link> and the Link header.
 */
export function robotsTxt(urls: Urls, contentSignal: string, agentmap = false): string {
  return [
    'User-agent: *',
    'Allow: /',
    `Content-Signal: ${contentSignal}`,
    '',
    ...AI_CRAWLERS.map((ua) => `User-agent: ${ua}`),
    'Allow: /',
    `Content-Signal: ${contentSignal}`,
    '',
    `Sitemap: ${urls.abs(url('sitemap'))}`,
    ...(agentmap ? [`Agentmap: ${urls.abs(url('aiCatalog'))}`] : []),
    '',
  ].join('\n');
}

/** The sitemap of the site's pages; `dynamic: false` leaves out the on-demand pages (a static-only host has none). */
/**
 * The sitemap: every page in every language (`translations`: the other languages' portfolios); a
 * page that exists in several languages lists them all as `xhtml:link` alternates, with `x-default`.
 */
export function sitemapXml(
  portfolio: Portfolio,
  urls: Urls,
  { dynamic = true, translations = [] }: { dynamic?: boolean; translations?: readonly Portfolio[] } = {},
): string {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
  const pages = [...sitePages(portfolio), ...translations.flatMap((t) => languagePages(t, portfolio.lang))].filter((p) => dynamic || !p.dynamic);
  // The languages of each default-language page that has translations.
  const versions = new Map<string, { lang: string; path: string }[]>();
  for (const p of pages)
    if (p.translation)
      versions.set(p.translation.of, [
        ...(versions.get(p.translation.of) ?? [{ lang: portfolio.lang, path: p.translation.of }]),
        { lang: p.translation.lang, path: p.path },
      ]);
  const entries = pages.map((p) => {
    const group = versions.get(p.translation?.of ?? p.path) ?? [];
    const links = group.length
      ? [...group, { lang: 'x-default', path: group[0]!.path }]
          .map((v) => `\n    <xhtml:link rel="alternate" hreflang="${v.lang}" href="${esc(urls.abs(v.path))}"/>`)
          .join('')
      : '';
    return `  <url><loc>${esc(urls.abs(p.path))}</loc>${links}${links ? '\n  ' : ''}</url>`;
  });
  const xhtml = versions.size ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : '';
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>\n${entries.join('\n')}\n</urlset>\n`;
}
