/**
 * Names of spoken languages in the languages the engine reads ("Italian", "italiano",
 * "Italienisch", "italien"..., and each language's own name, "isiZulu"), from the runtime's CLDR data (`Intl.DisplayNames`), not a hand
 * list: each folded name maps to its ISO 639-1 code. Built once, on first use.
 */
import { fold } from './words.ts';

/** The locales whose names of languages are read: English and the languages with a question table. */
const LOCALES = ['en', 'de', 'fr', 'es', 'pt', 'it', 'nl', 'nb'] as const;

let names: Map<string, string> | undefined;

function languageNames(): Map<string, string> {
  if (names) return names;
  names = new Map();
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const displays = LOCALES.map((locale) => new Intl.DisplayNames([locale], { type: 'language', fallback: 'none' }));
  for (const a of letters)
    for (const b of letters) {
      const code = a + b;
      for (const display of displays) {
        const name = display.of(code);
        if (name && name.toLowerCase() !== code && !names.has(fold(name))) names.set(fold(name), code);
      }
    }
  // Each language's own name ("isiZulu", "Cymraeg", "Kiswahili"), as CLDR writes it in that language:
  // a portfolio may list a language so. Only where the runtime has the language's own data.
  for (const a of letters)
    for (const b of letters) {
      const code = a + b;
      const own = Intl.DisplayNames.supportedLocalesOf([code]).length
        ? new Intl.DisplayNames([code], { type: 'language', fallback: 'none' }).of(code)
        : undefined;
      if (own && own.toLowerCase() !== code && !names.has(fold(own))) names.set(fold(own), code);
    }
  return names;
}

/** The code of a spoken language named by a text ("Portuguese (Brazilian)" -> "pt"), or undefined. */
export function languageCode(text: string): string | undefined {
  const folded = fold(text).trim();
  const table = languageNames();
  return table.get(folded) ?? table.get(folded.split(/[\s(,]+/)[0] ?? '');
}

/** The codes of the spoken languages a question names, one word each ("does she speak Dutch?" -> ["nl"]). */
export function languagesNamed(question: string): string[] {
  const table = languageNames();
  const codes = (fold(question).match(/[a-z]+/g) ?? []).map((word) => table.get(word)).filter((code): code is string => code !== undefined);
  return [...new Set(codes)];
}
