/** llms.txt (the site's map for language models) and llms-full.txt (the whole public content in one file). */
import { languageName } from '../core/i18n/format.ts';
import type { Portfolio } from '../core/portfolio.ts';
import { postPagePath, projectPagePath, type Urls } from '../core/urls.ts';
import { postDetail, projectDetail, projectLinkLine, publicProfile, skillNames } from '../core/views.ts';
import { MCP_PATH, SERVER_CARD_PATH } from '../mcp/identity.ts';
import { MCP_PROTOCOL_VERSIONS } from '../catalogue/mcp.ts';
import { url } from '../catalogue/paths.ts';
import { ownerName, PUBLIC_READS, staticReads, summary } from './documents.ts';
import { markdownTwin } from './links.ts';
import { sitePages } from './pages.ts';
import { SKILL_NAME } from './skill.ts';

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
    `- Feeds: [RSS](${urls.abs(url('feedRss'))}), [Atom](${urls.abs(url('feedAtom'))}), [JSON Feed](${urls.abs(url('feedJson'))})`,
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
