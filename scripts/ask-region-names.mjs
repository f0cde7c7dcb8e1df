// npm run ask:region-names: the names of countries and continents in each language with a question table
// (src/core/ask/languages/<code>.json) with their English names, from the CLDR data of the pinned Node runtime
// (Intl.DisplayNames), written to src/core/ask/tables/region-names.json, with each language's word for "time zone". Made here once: reading them at run time
// kept about 2 MB of ICU data resident for the life of the server. A test checks the table against the runtime.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const REGION_NAMES_PATH = join(root, 'src/core/ask/tables/region-names.json');

/** UN M.49 codes of the continents and regions Intl names in every language, then every two-letter code. */
const AREA_CODES = ['150', '142', '002', '019', '003', '005', '009'];
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const REGION_CODES = [...AREA_CODES, ...[...LETTERS].flatMap((a) => [...LETTERS].map((b) => a + b))];

/** The locales whose names are read for a language: Chinese in its Simplified and Traditional script. */
const VARIANTS = { zh: ['zh', 'zh-Hant'], sr: ['sr-Latn'] };
/** The locale of a table written in another script than its language's default one (sr.json reads Serbian in Latin letters; CLDR's sr is Cyrillic). */
const LOCALE = { sr: 'sr-Latn' };

/**
 * Language code -> [name in that language, English name] of each region, as CLDR writes them. The languages
 * read by their script (tables without `markers`, src/core/ask/languages/scripts.ts) get the names of spoken
 * languages too ("日本語" -> "Japanese"), which the English engine cannot read in another script, as one text of
 * "name<TAB>English" lines (`scripts`): a text is held in a fraction of the memory of as many arrays.
 */
export function regionNames() {
  const codes = readdirSync(join(root, 'src/core/ask/languages'))
    .filter((file) => /^[a-z]{2}\.json$/.test(file))
    .map((file) => file.slice(0, 2))
    .sort();
  const english = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const englishShort = new Intl.DisplayNames(['en'], { type: 'region', style: 'short', fallback: 'none' });
  const englishLanguages = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
  const languageCodes = [...LETTERS.toLowerCase()].flatMap((a) => [...LETTERS.toLowerCase()].map((b) => a + b));
  const names = {};
  const scripts = {};
  const languages = {};
  const timeZones = {};
  for (const code of codes) {
    const byScript = !('markers' in JSON.parse(readFileSync(join(root, 'src/core/ask/languages', `${code}.json`), 'utf8')));
    const found = [];
    const seen = new Set();
    const keep = (name, englishName, code) => {
      // Names with parentheses or punctuation ("Hongkong (SVR)") are not written in questions; a second script's name only when it differs ("德國" besides "德国").
      if (!name || !englishName || name === code || /[()]/.test(name) || (byScript && seen.has(name))) return;
      seen.add(name);
      found.push([name, englishName]);
    };
    // A language CLDR has no names for (Samoan) would get the English ones: none.
    for (const locale of (VARIANTS[code] ?? [code]).filter((variant) => Intl.DisplayNames.supportedLocalesOf([variant]).length)) {
      const local = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
      // In another script, CLDR's short names too, as people write them ("香港" besides "中国香港特别行政区", "США");
      // not in Latin letters, where they are abbreviations that are words ("AS", "VS").
      const short = new Intl.DisplayNames([locale], { type: 'region', style: 'short', fallback: 'none' });
      for (const region of REGION_CODES) {
        keep(local.of(region), english.of(region), region);
        if (byScript && short.of(region) !== local.of(region)) keep(short.of(region), englishShort.of(region), region);
      }
      if (!byScript) continue;
      const localLanguages = new Intl.DisplayNames([locale], { type: 'language', fallback: 'none' });
      for (const language of languageCodes) keep(localLanguages.of(language), englishLanguages.of(language), language);
    }
    // The word for "time zone" (CLDR's name of the date field), which the tables of some languages lack ("lokacin yanki").
    const zone = timeZoneWord(code);
    if (zone) timeZones[code] = zone;
    if (byScript) scripts[code] = found.map((pair) => pair.join('\t')).join('\n');
    else {
      // A language that names countries with their article ("an Ghearmáin" in Irish) writes them without it after "sa"/"i".
      const articles = JSON.parse(readFileSync(join(root, 'src/core/ask/languages', `${code}.json`), 'utf8')).articles ?? [];
      for (const [name, englishName] of [...found]) {
        const article = articles.find((word) => name.toLowerCase().startsWith(`${word} `));
        if (article) found.push([name.slice(article.length + 1), englishName]);
      }
      names[code] = found;
      languages[code] = spokenLanguageNames(code, englishLanguages, languageCodes);
    }
  }
  return { source: `CLDR of Node ${process.versions.node} (ICU ${process.versions.icu}), Intl.DisplayNames`, names, scripts, languages, timeZones };
}

/** CLDR's word for "time zone" in a language (the display name of the date field), lowercase; none for a language CLDR lacks or whose word is the English one. */
function timeZoneWord(code) {
  if (!Intl.DisplayNames.supportedLocalesOf([code]).length) return undefined;
  const word = new Intl.DisplayNames([LOCALE[code] ?? code], { type: 'dateTimeField' }).of('timeZoneName')?.toLowerCase();
  return word && word !== 'time zone' ? word : undefined;
}

/**
 * The names of spoken languages in a Latin-script question language ("Französisch", "francés" -> "French"), as one
 * text of "name<TAB>English" lines: the languages ICU has a locale for, a name of four letters or more, one word or two,
 * never a word the language's own table reads otherwise (Spanish "ido" is a verb, not Ido) nor the English name itself.
 */
function spokenLanguageNames(code, englishLanguages, languageCodes) {
  const table = JSON.parse(readFileSync(join(root, 'src/core/ask/languages', `${code}.json`), 'utf8'));
  const fold = (text) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const taken = new Set([...Object.keys(table.phrases), ...table.drop, ...table.markers].map(fold));
  if (!Intl.DisplayNames.supportedLocalesOf([code]).length) return '';
  const local = new Intl.DisplayNames([LOCALE[code] ?? code], { type: 'language', fallback: 'none' });
  const lines = [];
  const seen = new Set();
  for (const language of languageCodes) {
    if (!Intl.DateTimeFormat.supportedLocalesOf([language]).length) continue;
    const name = local.of(language);
    const englishName = englishLanguages.of(language);
    if (!name || !englishName || name === language || /[()]/.test(name) || name.length < 4 || name.split(/\s+/).length > 2) continue;
    if (taken.has(fold(name)) || fold(name) === fold(englishName) || seen.has(fold(name))) continue;
    seen.add(fold(name));
    lines.push(`${name}\t${englishName}`);
  }
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(REGION_NAMES_PATH, `${JSON.stringify(regionNames(), null, 2)}\n`);
  console.log(`wrote ${REGION_NAMES_PATH}`);
}
