// Prerendering of the unfiltered API documents: the same handler as the on-demand path, with
// no client headers (no If-None-Match to honour) and no query string, so the bytes are the same.
import { handleApi } from '../http/router.ts';
import { ROUTES } from '../http/routes.ts';
import type { ApiLanguages, LanguageContent } from '../http/language.ts';
import { getPortfolio, urls } from './portfolio.ts';
import { getLanguages } from './site.ts';

/**
 * The prerendered files are the default language's answers (a request that negotiates another
 * language goes to the Node server: docs/languages.md); with several languages they say so
 * (Content-Language, Vary: Accept-Language).
 */
export async function prerenderApi(path: string): Promise<Response> {
  const portfolio = await getPortfolio();
  const result = await handleApi({ method: 'GET', path, query: new URLSearchParams(), header: () => null }, { portfolio, urls, ...(await apiLanguages()) });
  return new Response(result.body, { status: result.status, headers: result.headers });
}

/** Every prerendered API path, from the route registry. */
export async function staticApiPaths(): Promise<string[]> {
  const portfolio = await getPortfolio();
  return ROUTES.flatMap((r) => r.staticPaths?.(portfolio) ?? []);
}

/** Every language's portfolio, when the site has more than one. */
async function apiLanguages(): Promise<{ languages?: ApiLanguages }> {
  const { defaultLanguage, languages } = await getLanguages();
  if (languages.length < 2) return {};
  const content = new Map<string, LanguageContent>();
  for (const lang of languages) content.set(lang, { portfolio: await getPortfolio(lang) });
  return { languages: { defaultLanguage, content } };
}
