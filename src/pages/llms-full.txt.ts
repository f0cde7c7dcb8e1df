import type { APIRoute } from 'astro';
import { MEDIA } from '../discovery/documents.ts';
import { llmsFullTxt } from '../discovery/llms.ts';
import { documentResponse } from '../lib/document.ts';
import { getPortfolio, urls } from '../lib/portfolio.ts';

export const prerender = true;
export const GET: APIRoute = async () => documentResponse(llmsFullTxt(await getPortfolio(), urls), MEDIA.text);
