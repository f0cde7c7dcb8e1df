/**
 * Intl formatters made once per locale and options, then reused (docs/security.md, Memory under
 * load). Each `new Intl.DateTimeFormat`, `NumberFormat`, `ListFormat` or `DisplayNames` builds ICU
 * objects in the C heap (a calendar, the locale's symbols and patterns: tens of KB each) that live
 * until the garbage collector reaches the JavaScript object; made for every date or price of every
 * answer and page, they left the C heap full of freed holes that glibc keeps. The locales and
 * options come from the site's content and languages (and a few fixed ones), so the cache stays
 * small; it is bounded anyway (the oldest entry goes first).
 */

/** At most this many formatters are kept. */
export const INTL_CACHE_MAX = 256;

const cache = new Map<string, object>();

function cached<T extends object>(kind: string, locale: string, options: object | undefined, make: () => T): T {
  const key = `${kind}\u0000${locale}\u0000${options === undefined ? '' : JSON.stringify(options)}`;
  let formatter = cache.get(key) as T | undefined;
  if (formatter === undefined) {
    // A constructor that throws (an unknown time zone or currency) caches nothing and throws as before.
    formatter = make();
    if (cache.size >= INTL_CACHE_MAX) cache.delete(cache.keys().next().value!);
    cache.set(key, formatter);
  }
  return formatter;
}

export function dateTimeFormat(locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached('DateTimeFormat', locale, options, () => new Intl.DateTimeFormat(locale, options));
}

export function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached('NumberFormat', locale, options, () => new Intl.NumberFormat(locale, options));
}

export function listFormat(locale: string, options: Intl.ListFormatOptions): Intl.ListFormat {
  return cached('ListFormat', locale, options, () => new Intl.ListFormat(locale, options));
}

export function displayNames(locale: string, options: Intl.DisplayNamesOptions): Intl.DisplayNames {
  return cached('DisplayNames', locale, options, () => new Intl.DisplayNames([locale], options));
}

/** The number of formatters kept (for tests). */
export function intlCacheSize(): number {
  return cache.size;
}
