// The ARD manifest under the name Lighthouse 13.5 and isitagentready read (same bytes as ard.json).
import type { APIRoute } from 'astro';
import { aiCatalog } from '../../discovery/ai-catalog.ts';
import { MEDIA } from '../../discovery/documents.ts';
import { messageToolOffered } from '../../lib/deployment.ts';
import { documentResponse } from '../../lib/document.ts';
import { getPortfolio, urls } from '../../lib/portfolio.ts';

export const prerender = true;
export const GET: APIRoute = async () => documentResponse(aiCatalog(await getPortfolio(), urls, { sendMessage: messageToolOffered() }), MEDIA.aiCatalog);
