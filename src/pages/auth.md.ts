import type { APIRoute } from 'astro';
import { authMarkdown } from '../discovery/auth-md.ts';
import { MEDIA } from '../discovery/documents.ts';
import { documentResponse } from '../lib/document.ts';
import { getPortfolio, urls } from '../lib/portfolio.ts';

export const prerender = true;
export const GET: APIRoute = async () => documentResponse(authMarkdown(await getPortfolio(), urls), MEDIA.markdown);
