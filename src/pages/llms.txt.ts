import type { APIRoute } from 'astro';
import { MEDIA } from '../discovery/documents.ts';
import { llmsTxt } from '../discovery/llms.ts';
import { documentResponse } from '../lib/document.ts';
import { getPortfolio, urls } from '../lib/portfolio.ts';
import { getLanguages } from '../lib/site.ts';

export const prerender = true;
export const GET: APIRoute = async () => documentResponse(llmsTxt(await getPortfolio(), urls, (await getLanguages()).languages), MEDIA.text);
