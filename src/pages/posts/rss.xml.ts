// The rss feed of the published posts (src/discovery/feeds.ts), prerendered (a feed without items where there are no posts).
import type { APIRoute } from 'astro';
import { FEED_MEDIA, rssFeed } from '../../discovery/feeds.ts';
import { documentResponse } from '../../lib/document.ts';
import { getPortfolio, urls } from '../../lib/portfolio.ts';

export const prerender = true;
export const GET: APIRoute = async () => documentResponse(rssFeed(await getPortfolio(), urls), FEED_MEDIA.rss);
