/**
 * Names of spoken languages in the languages the engine reads ("Italian", "italiano",
 * "Italienisch", "italien"...), from the runtime's CLDR data (`Intl.DisplayNames`), not a hand
 * list, and each language's own name for itself ("isiZulu", ../tables/language-endonyms.json): each folded name
 * maps to its ISO 639-1 code. Built once, on first use.
 */
import { fold } from './words.ts';
import endonymTable from '../tables/language-endonyms.json' with { type: 'json' };

/** The locales whose names of languages are read: English and the languages with a question table. */
const LOCALES = ['en', 'de', 'fr', 'es', 'pt', 'it', 'nl', 'nb'] as const;

let names: Map<string, string> | undefined;

/** How many times the table was made (a test counts it across an idle release). */
export const languageNameBuilds = { count: 0 };

/** Forgets the table (the server calls it when idle, with the engines): the next question about a language makes it again. */
export function releaseLanguageNames(): void {
  names = undefined;
}

function languageNames(): Map<string, string> {
  if (names) return names;
  languageNameBuilds.count++;
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
  // "isiZulu", "Sesotho", "Kiswahili": each language's own name for itself (its endonym), which is how a portfolio often
  // lists it; never a country's name. Read from CLDR once by scripts/ask-endonyms.mjs (opening each language's locale
  // here would keep about 3.4 MB of ICU data resident).
  for (const [own, code] of Object.entries(endonymTable.endonyms)) if (!names.has(own)) names.set(own, code);
  return names;
}

/**
 * The code of a spoken language named by a text ("Portuguese (Brazilian)" -> "pt"), or undefined; a name whose whole
 * and first word CLDR lacks is read by its last word ("Te reo Māori" -> "mi": the language of the Māori).
 */
export function languageCode(text: string): string | undefined {
  const folded = fold(text).trim();
  const table = languageNames();
  const words = folded.split(/[\s(,]+/).filter(Boolean);
  return table.get(folded) ?? table.get(words[0] ?? '') ?? (words.length > 1 ? table.get(words.at(-1)!) : undefined);
}

/** The codes of the spoken languages a question names, one word each ("does she speak Dutch?" -> ["nl"]). */
export function languagesNamed(question: string): string[] {
  languageListReads.count++;
  const table = languageNames();
  const codes = (fold(question).match(/[a-z]+/g) ?? []).map((word) => table.get(word)).filter((code): code is string => code !== undefined);
  return [...new Set(codes)];
}

/** How many times a list of the languages named was made (the tests count it: a yes-or-no test of one word makes none). */
export const languageListReads = { count: 0 };

/**
 * Whether a text names a spoken language (`languagesNamed(text).length > 0`), without making the list: most questions
 * end with "in <a word>" ("Has she worked in healthcare?"), and a word of lower-case ASCII letters is its own folded form.
 */
export function namesLanguage(text: string): boolean {
  const table = languageNames();
  if (/^[a-z]+$/.test(text)) return table.has(text);
  for (const word of fold(text).match(/[a-z]+/g) ?? []) if (table.has(word)) return true;
  return false;
}
