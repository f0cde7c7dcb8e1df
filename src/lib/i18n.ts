/**
 * The language of the page being rendered and its words, dates and links: pages and components
 * call `pageText(Astro.params)` (a page under `src/pages/[lang]/` has the `lang` parameter; the
 * others are in the site's default language).
 */
import { formatDate, formatNumber } from '../core/i18n/format.ts';
import { type HtmlTag, type HtmlValues, type MessageKey, type MessageValues, t, tHtml } from '../core/i18n/messages.ts';
import { languageOfSegment, localePath } from '../core/i18n/paths.ts';
import { postPagePath, postsIndexPath, projectPagePath, tagPagePath } from '../core/urls.ts';
import { urls } from './portfolio.ts';
import { getSiteLanguages } from './site.ts';

export type PageText = ReturnType<typeof pageTextFor>;

/** The words and links of a page in the language its route names. */
export async function pageText(params: Record<string, string | undefined>): Promise<PageText> {
  const { defaultLanguage, languages } = await getSiteLanguages();
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
