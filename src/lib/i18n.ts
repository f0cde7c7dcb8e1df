/**
 * The language of the page being rendered and its words, dates and links: pages and components
 * call `pageText(Astro.params)` (a page under `src/pages/[lang]/` has the `lang` parameter; the
 * others are in the site's default language).
 */
import { formatDate, formatNumber } from '../core/i18n/format.ts';
import { type HtmlTag, type HtmlValues, type MessageKey, type MessageValues, t, tHtml } from '../core/i18n/messages.ts';
import { languageOfSegment, languageSegment, localePath } from '../core/i18n/paths.ts';
import { postPagePath, postsIndexPath, projectPagePath, tagPagePath } from '../core/urls.ts';
import type { Portfolio } from '../core/portfolio.ts';
import { getPortfolio, urls } from './portfolio.ts';
import { getLanguages } from './site.ts';

export type PageText = ReturnType<typeof pageTextFor>;

/** The words and links of a page in the language its route names. */
export async function pageText(params: Record<string, string | undefined>): Promise<PageText> {
  const { defaultLanguage, languages } = await getLanguages();
  return pageTextFor(languageOfSegment(params.lang, languages) ?? defaultLanguage, defaultLanguage);
}

export function pageTextFor(lang: string, defaultLanguage: string) {
  /** A site-relative link to the page `path` (a default-language path) in this language. */
  const rel = (path: string) => localePath(lang, defaultLanguage, path);
  const local = (path: string) => urls.path(rel(path));
  return {
    lang,
    defaultLanguage,
    /** The path (relative to the base) of the page `path` in this language: `/projects` -> `/de/projects`. */
    rel,
    t: (key: MessageKey, values?: MessageValues) => t(lang, key, values),
    html: (key: MessageKey, values?: HtmlValues, tags?: Record<string, HtmlTag | undefined>) => tHtml(lang, key, values, tags),
    date: (date: string) => formatDate(lang, date),
    number: (n: number) => formatNumber(lang, n),
    path: local,
    project: (id: string) => local(projectPagePath(id)),
    post: (id: string) => local(postPagePath(id)),
    tag: (tag: string) => local(tagPagePath(tag)),
    postsIndex: (page: number) => local(postsIndexPath(page)),
  };
}

type StaticPath = { params: Record<string, string | undefined>; props?: Record<string, unknown> };

/**
 * The static paths of a page in every language but the default one (`src/pages/[lang]/…`): the
 * default-language page's own paths, each with the `lang` parameter. Every page exists in every
 * language; an untranslated entry shows the default language's text with a notice.
 */
export async function localisedPaths(pagePaths?: () => Promise<StaticPath[]> | StaticPath[]): Promise<StaticPath[]> {
  const { defaultLanguage, languages } = await getLanguages();
  const paths = pagePaths ? await pagePaths() : [{ params: {} }];
  return languages.filter((l) => l !== defaultLanguage).flatMap((l) => paths.map((p) => ({ ...p, params: { ...p.params, lang: languageSegment(l) } })));
}

/** Whether a path segment names one of the site's languages other than the default. */
export async function isOtherLanguage(segment: string | undefined): Promise<boolean> {
  const { defaultLanguage, languages } = await getLanguages();
  const lang = languageOfSegment(segment, languages);
  return lang !== undefined && lang !== defaultLanguage;
}

/** The `lang` attribute of content that falls back to the default language (undefined when it is in the page's language). */
export function fallbackLang(L: PageText, translated: boolean): string | undefined {
  return translated || L.lang === L.defaultLanguage ? undefined : L.defaultLanguage;
}

/** The portfolio in each language of the site other than the default, in site.yaml's order. */
export async function otherPortfolios(): Promise<Portfolio[]> {
  const { defaultLanguage, languages } = await getLanguages();
  return Promise.all(languages.filter((l) => l !== defaultLanguage).map((l) => getPortfolio(l)));
}

/** The languages other than the default whose portfolio has posts: the static paths of their feeds (`/de/posts/rss.xml`). */
export async function languageFeedPaths(): Promise<StaticPath[]> {
  const paths = await localisedPaths();
  const withPosts = await Promise.all(paths.map(async (p) => (await getPortfolio(await languageOf(p.params.lang))).posts.length > 0));
  return paths.filter((_, i) => withPosts[i]);
}

/** The language a route's `lang` parameter names (the default language without one). */
export async function languageOf(segment: string | undefined): Promise<string> {
  const { defaultLanguage, languages } = await getLanguages();
  return languageOfSegment(segment, languages) ?? defaultLanguage;
}

/** What a feed of the language a route names is built from: its portfolio and the site's default language. */
export async function feedSource(params: Record<string, string | undefined>): Promise<{ portfolio: Portfolio; defaultLanguage: string }> {
  const { defaultLanguage } = await getLanguages();
  return { portfolio: await getPortfolio(await languageOf(params.lang)), defaultLanguage };
}
