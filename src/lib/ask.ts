/**
 * The answering engine for the `/ask` page: the same per-portfolio engine as `/v1/ask`
 * (src/http/routes/ask.ts), over the same portfolio and URLs as every other page.
 *
 * The production server (src/server/create-server.ts) hands its own engines to the pages in
 * `Astro.locals.askEngine`: the page then answers with the engine of `/v1/ask` (the build's
 * prebuilt index) instead of building a second one from the content collections (docs/security.md,
 * Memory under load). Under `astro dev` there is none: the page builds its engine, loaded on first use.
 */
// The limit from the schema's own module: the engine (../core/ask/index.ts) is not loaded by the page.
import { ASK_MAX_QUERY_LENGTH, type AskAnswer } from '../core/ask/schema.ts';
import type { AskEngine } from '../core/ask/index.ts';
import { chooseMediaType } from '../http/negotiate.ts';
import { languageUrls } from '../core/urls.ts';
import { getPortfolio, urls } from './portfolio.ts';
import { pageTextFor } from './i18n.ts';
import { getLanguages } from './site.ts';
import { url } from '../catalogue/paths.ts';

declare global {
  namespace App {
    interface Locals {
      /** The server's answering engine of a language of the site (set by the production server). */
      askEngine?: (lang: string) => AskEngine;
    }
  }
}

/** What the /ask pages read from `Astro.locals`. */
export type AskLocals = Pick<App.Locals, 'askEngine'>;

/** The engine of the page in `lang` (default: the default language): that language's content, its pages' links. */
export async function getAskEngine(lang?: string, locals?: AskLocals): Promise<AskEngine> {
  const portfolio = await getPortfolio(lang);
  if (locals?.askEngine) return locals.askEngine(portfolio.lang);
  const { defaultLanguage } = await getLanguages();
  const { askEngine } = await import('../http/routes/ask.ts');
  return askEngine(portfolio, portfolio.lang === defaultLanguage ? urls : languageUrls(urls, portfolio.lang));
}

/** The example questions of the engine's help answer (the quoted parts), for the page. */
export async function exampleQuestions(lang?: string, locals?: AskLocals): Promise<string[]> {
  const help = (await getAskEngine(lang, locals)).ask('');
  return [...help.answer.matchAll(/"([^"]+)"/g)].map((m) => m[1]!);
}

/**
 * An /ask page request: the question (`?q=`, trimmed, cut to the maximum length), the answer's
 * caching, and the Markdown or JSON response when `Accept` asks for one (else the page renders).
 */
export async function askPageRequest(
  url: URL,
  headers: Headers,
  lang?: string,
  locals?: AskLocals,
): Promise<{ question: string | undefined; cacheControl: string; other: Response | undefined }> {
  const raw = url.searchParams.get('q');
  const question = raw?.trim() ? raw.trim().slice(0, ASK_MAX_QUERY_LENGTH) : undefined;
  // An answer depends on the question only: shared caches may keep it for a while.
  const cacheControl = question ? 'public, max-age=300' : 'public, max-age=0, must-revalidate';
  // Markdown and JSON, like the other pages and /v1/ask, for agents that ask for them.
  return { question, cacheControl, other: await askRepresentation(headers.get('accept'), question, cacheControl, lang, locals) };
}

/** The representations of the /ask page, the server's preference first. */
export const ASK_PAGE_TYPES = ['text/html', 'text/markdown', 'application/json'] as const;

/**
 * The /ask page in the representation `Accept` asks for, like the other pages (HTML, or its
 * Markdown form) and like /v1/ask (the same JSON answer): undefined for HTML (the page renders
 * itself), a Response for Markdown and JSON, or a 406 naming the three.
 */
export async function askRepresentation(
  accept: string | null,
  question: string | undefined,
  cacheControl: string,
  lang?: string,
  locals?: AskLocals,
): Promise<Response | undefined> {
  const type = chooseMediaType(accept ?? undefined, [...ASK_PAGE_TYPES]);
  if (type === 'text/html') return undefined;
  const headers = { 'Cache-Control': cacheControl, Vary: 'Accept' };
  if (type === undefined) {
    return new Response(`This page is available as ${ASK_PAGE_TYPES.join(', ')}.\n`, {
      status: 406,
      headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  const result = (await getAskEngine(lang, locals)).ask(question ?? '');
  if (type === 'application/json') return new Response(JSON.stringify(result), { headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8' } });
  return new Response(await askMarkdown(question, result, lang, locals), { headers: { ...headers, 'Content-Type': 'text/markdown; charset=utf-8' } });
}

/**
 * The answer as Markdown, in the page's language (its headings from the catalogue): the question
 * (one line, quoted), the answer, its references; without a question, how to ask.
 */
async function askMarkdown(question: string | undefined, result: AskAnswer, lang?: string, locals?: AskLocals): Promise<string> {
  const portfolio = await getPortfolio(lang);
  const { defaultLanguage } = await getLanguages();
  const L = pageTextFor(portfolio.lang, defaultLanguage);
  const first = portfolio.profile?.name.split(/\s+/)[0] ?? L.t('site.thisPortfolio');
  const askPage = urls.abs(L.rel(url('ask')));
  const lines = [`# ${L.t('ask.heading', { first })}`, ''];
  if (question) lines.push(`> ${question.replace(/\s+/g, ' ')}`, '', result.answer, '');
  else {
    lines.push(`Ask with \`${askPage}?q=<question>\` (Accept: text/markdown), or as JSON from \`${urls.api(url('askQuestion'))}\`.`, '');
    const examples = await exampleQuestions(lang, locals);
    if (examples.length) lines.push(`## ${L.t('ask.examples')}`, '', ...examples.map((q) => `- [${q}](${urls.abs(L.rel(url('ask', { query: { q } })))})`), '');
  }
  if (result.references.length) lines.push(`## ${L.t('ask.sources')}`, '', ...result.references.map((r) => `- <${r}>`), '');
  return lines.join('\n');
}
