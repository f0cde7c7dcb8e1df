/**
 * The agent skill (SKILL.md: how to read this portfolio's API, or its JSON files on a static-only
 * site) and the agent-skills index that lists it with its digest.
 */
import type { Portfolio } from '../core/portfolio.ts';
import type { Urls } from '../core/urls.ts';
import { OPERATIONS, url } from '../catalogue/paths.ts';
import { ownerName, PUBLIC_READS, sha256Hex, staticReads, summary } from './documents.ts';

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
