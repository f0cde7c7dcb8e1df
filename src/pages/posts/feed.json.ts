// The json feed of the published posts (src/discovery/feeds.ts), prerendered (a feed without items where there are no posts).
import type { APIRoute } from 'astro';
import { FEED_MEDIA, jsonFeed } from '../../discovery/feeds.ts';
import { documentResponse } from '../../lib/document.ts';
import { feedSource } from '../../lib/i18n.ts';
import { urls } from '../../lib/portfolio.ts';

export const prerender = true;
export const GET: APIRoute = async ({ params }) => {
  const { portfolio, defaultLanguage } = await feedSource(params);
  return documentResponse(jsonFeed(portfolio, urls, defaultLanguage), FEED_MEDIA.json);
};
