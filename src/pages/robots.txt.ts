import type { APIRoute } from 'astro';
import { contentSignal, robotsAgentmap } from '../discovery/config.ts';
import { MEDIA, robotsTxt } from '../discovery/documents.ts';
import { documentResponse } from '../lib/document.ts';
import { urls } from '../lib/portfolio.ts';

export const prerender = true;
export const GET: APIRoute = () => documentResponse(robotsTxt(urls, contentSignal(), robotsAgentmap()), MEDIA.text);
