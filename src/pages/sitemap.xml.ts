import type { APIRoute } from 'astro';
import { sitemapXml } from '../discovery/crawlers.ts';
import { MEDIA } from '../discovery/documents.ts';
import { deployment } from '../lib/deployment.ts';
import { documentResponse } from '../lib/document.ts';
import { otherPortfolios } from '../lib/i18n.ts';
import { getPortfolio, urls } from '../lib/portfolio.ts';

export const prerender = true;
export const GET: APIRoute = async () =>
  documentResponse(sitemapXml(await getPortfolio(), urls, { dynamic: !deployment.staticOnly, translations: await otherPortfolios() }), MEDIA.xml);
