/**
 * Where a page lives in each language: the default language at the page's own path, every other
 * one under `/<lang>/` (lower case: `/pt-br/projects`; the rule is the catalogue's `languagePath`).
 * Paths are relative to the base.
 */
import { languagePath } from '../../catalogue/encode.ts';

/** The path segment of a language: `pt-BR` -> `pt-br`. */
export const languageSegment = (lang: string) => lang.toLowerCase();

/** The path of `path` (a default-language path such as `/projects`) in `lang`. */
export function localePath(lang: string, defaultLanguage: string, path: string): string {
  return lang === defaultLanguage ? path : languagePath(lang, path);
}

/** The language a path segment names, among `languages`; undefined for none of them. */
export function languageOfSegment(segment: string | undefined, languages: readonly string[]): string | undefined {
  return segment === undefined ? undefined : languages.find((l) => languageSegment(l) === segment.toLowerCase());
}

/** Splits a path into its language and its default-language path: `/de/projects` -> `de`, `/projects`. */
export function splitLocalePath(path: string, defaultLanguage: string, languages: readonly string[]): { lang: string; path: string } {
  const [, first, ...rest] = path.split('/');
  const lang = first === defaultLanguage.toLowerCase() ? undefined : languageOfSegment(first, languages);
  if (!lang) return { lang: defaultLanguage, path };
  return { lang, path: `/${rest.join('/')}` };
}
