// npm run ask:endonyms: each language's own name for itself ("isiZulu", "Cymraeg", "Kiswahili"), as CLDR
// writes it in that language's locale (through Intl.DisplayNames of the pinned Node runtime), for the
// languages whose name the engine does not already read in English or a table language, and never a
// country's English name ("Indonesia"). Writes src/core/ask/tables/language-endonyms.json: made here once,
// because reading it at run time opens about 180 ICU locales (3.4 MB of resident memory for the life of the
// server). A test checks the table against the runtime.
import { writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fold } from '../src/core/ask/text/words.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const ENDONYMS_PATH = join(root, 'src/core/ask/tables/language-endonyms.json');

/** The locales whose names of languages the engine reads at run time (src/core/ask/text/language-names.ts). */
const LOCALES = ['en', 'de', 'fr', 'es', 'pt', 'it', 'nl', 'nb'];
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const codes = () => [...LETTERS].flatMap((a) => [...LETTERS].map((b) => a + b));

/** Folded endonym -> ISO 639-1 code, sorted. */
export function languageEndonyms() {
  const known = new Set();
  const displays = LOCALES.map((locale) => new Intl.DisplayNames([locale], { type: 'language', fallback: 'none' }));
  for (const code of codes())
    for (const display of displays) {
      const name = display.of(code);
      if (name && name.toLowerCase() !== code) known.add(fold(name));
    }
  const english = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
  const regions = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const countries = new Set(codes().map((code) => fold(regions.of(code.toUpperCase()) ?? '')));
  const endonyms = {};
  for (const code of codes()) {
    if (!english.of(code)) continue;
    const own = fold(new Intl.DisplayNames([code], { type: 'language', fallback: 'none' }).of(code) ?? '');
    if (own && !known.has(own) && !countries.has(own) && !(own in endonyms)) endonyms[own] = code;
  }
  return {
    source: `CLDR of Node ${process.versions.node} (ICU ${process.versions.icu}), Intl.DisplayNames`,
    endonyms: Object.fromEntries(Object.entries(endonyms).sort(([a], [b]) => a.localeCompare(b))),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const table = languageEndonyms();
  writeFileSync(ENDONYMS_PATH, `${JSON.stringify(table, null, 2)}\n`);
  console.log(`wrote ${ENDONYMS_PATH}: ${Object.keys(table.endonyms).length} endonyms`);
}
