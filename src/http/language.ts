/**
 * The language of an API answer (docs/languages.md): `?lang=` when given (one of the site's
 * languages, else a 400 naming them), else the best match of `Accept-Language` (q-values
 * honoured, `de-CH` finds `de`; RFC 9110 §12.5.4, with `negotiator`), else the default language.
 */
import Negotiator from 'negotiator';
import type { AskIndexData } from '../core/ask/index.ts';
import type { Portfolio } from '../core/portfolio.ts';
import { canonicalTag } from '../core/schema/site.ts';
import { ApiError } from './problem.ts';

/** What the API answers from in one language. */
export interface LanguageContent {
  portfolio: Portfolio;
  /** The /v1/ask index of that language, when prebuilt. */
  askIndex?: AskIndexData;
}

/** The site's languages: the default one first. */
export interface ApiLanguages {
  defaultLanguage: string;
  content: ReadonlyMap<string, LanguageContent>;
}

/** The query parameter that chooses the language. */
export const LANG_PARAM = 'lang';

/** The language asked for, among the site's; throws UNKNOWN_LANGUAGE (400) for a `?lang=` the site does not have. */
export function chooseLanguage(query: URLSearchParams, acceptLanguage: string | null | undefined, languages: ApiLanguages): string {
  const offered = [...languages.content.keys()];
  const asked = query.getAll(LANG_PARAM);
  if (asked.length > 1) {
    throw new ApiError('bad-request', 'DUPLICATE_PARAM', `The query parameter "${LANG_PARAM}" is given ${asked.length} times; give it once.`, {
      fields: { param: LANG_PARAM },
    });
  }
  if (asked.length === 1) {
    const tag = canonicalTag(asked[0]!.slice(0, 35));
    if (tag && languages.content.has(tag)) return tag;
    throw new ApiError(
      'bad-request',
      'UNKNOWN_LANGUAGE',
      `The content is written in ${offered.join(', ')}; "${asked[0]!.slice(0, 35)}" is not one of them. Leave out "${LANG_PARAM}" to negotiate with Accept-Language.`,
      { fields: { param: LANG_PARAM, allowed: offered } },
    );
  }
  if (!acceptLanguage || offered.length === 1) return languages.defaultLanguage;
  // The default language first: it wins a tie (and `*`).
  return new Negotiator({ headers: { 'accept-language': acceptLanguage.slice(0, 1024) } }).language(offered) ?? languages.defaultLanguage;
}

/** The headers of an answer in `lang`: none on a site of one language (its answers are as they always were). */
export function languageHeaders(lang: string, languages: ApiLanguages | undefined): Record<string, string> {
  if (!languages || languages.content.size < 2) return {};
  return { 'Content-Language': lang, Vary: 'Accept-Language' };
}
