import type { APIRoute } from 'astro';
import { contentSignal, robotsAgentmap } from '../discovery/config.ts';
import { robotsTxt } from '../discovery/crawlers.ts';
import { MEDIA } from '../discovery/documents.ts';
import { documentResponse } from '../lib/document.ts';
import { urls } from '../lib/portfolio.ts';

export const prerender = true;
export const GET: APIRoute = () => documentResponse(robotsTxt(urls, contentSignal(), robotsAgentmap()), MEDIA.text);
