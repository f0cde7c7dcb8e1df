import type { APIRoute, GetStaticPaths } from 'astro';
import { MEDIA } from '../../../../discovery/documents.ts';
import { SKILL_NAME, skillMarkdown } from '../../../../discovery/skill.ts';
import { documentResponse } from '../../../../lib/document.ts';
import { getPortfolio, urls } from '../../../../lib/portfolio.ts';
import { getLanguages } from '../../../../lib/site.ts';

export const prerender = true;
export const getStaticPaths = (() => [{ params: { name: SKILL_NAME } }]) satisfies GetStaticPaths;
export const GET: APIRoute = async () => documentResponse(skillMarkdown(await getPortfolio(), urls, (await getLanguages()).languages), MEDIA.markdown);
