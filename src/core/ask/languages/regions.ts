/**
 * The names of countries and continents in a question in another language ("Deutschland",
 * "Países Bajos", "Itália", "Danmark") -> their English names ("Germany", "Netherlands"), from
 * CLDR (read once by scripts/ask-region-names.mjs into ../tables/region-names.json: through `Intl.DisplayNames` at
 * run time it kept about 2 MB of ICU data resident), so no hand list of place names: the English engine's
 * gazetteer then reads them ("Hat sie in Deutschland gearbeitet?" -> "has she worked in Germany"). The names of spoken
 * languages come from the same table ("Spricht sie Französisch?" -> "does she speak French").
 * Built once per language, on its first question.
 */
import regionTable from '../tables/region-names.json' with { type: 'json' };

/** A name's words (folded, as the question's) and its English name. */
export interface RegionPhrase {
  words: string[];
  english: string;
}

const byLanguage = new Map<string, ReadonlyMap<string, readonly RegionPhrase[]>>();

/** Forgets the region names read so far (the server calls it when idle, with the engines); they are read again on the next question in a language. */
export function releaseRegionPhrases(): void {
  byLanguage.clear();
  stemsByLanguage.clear();
}

/** First word -> the region names in language `code` that start with it, longest first; `split` gives a text's folded words. */
export function regionPhrases(code: string, split: (text: string) => readonly string[]): ReadonlyMap<string, readonly RegionPhrase[]> {
  let phrases = byLanguage.get(code);
  if (phrases) return phrases;
  const found = new Map<string, RegionPhrase[]>();
  // The names of spoken languages ("Französisch" -> "French") are one text of "name<TAB>English" lines, split on the language's first question.
  const spoken = ((regionTable as { languages?: Record<string, string> }).languages?.[code] ?? '').split('\n').map((line) => line.split('\t'));
  for (const [name = '', englishName = ''] of [...((regionTable.names as Record<string, string[][]>)[code] ?? []), ...spoken]) {
    const words = [...split(name)];
    if (!words.length || words.join(' ') === [...split(englishName)].join(' ')) continue;
    found.set(words[0]!, [...(found.get(words[0]!) ?? []), { words, english: englishName }]);
  }
  for (const list of found.values()) list.sort((a, b) => b.words.length - a.words.length);
  phrases = found;
  byLanguage.set(code, phrases);
  return phrases;
}

/** The languages whose nouns take case endings, so that a country is named in an inflected form ("w Niemczech": Niemcy; "v Německu", "u Njemačkoj"). */
const INFLECTING: ReadonlySet<string> = new Set(['pl', 'cs', 'sk', 'hr', 'sr']);

const stemsByLanguage = new Map<string, ReadonlyMap<string, string>>();

/**
 * "niemczech" -> "Germany" in Polish: a word that starts with the stem of a one-word region name
 * (the name without its final vowel, five letters at least: "niemc" of "Niemcy") and adds an
 * ending of at most four letters; undefined for a language without case endings or another word.
 */
export function inflectedRegion(code: string, word: string, split: (text: string) => readonly string[]): string | undefined {
  if (!INFLECTING.has(code) || word.length < 6) return undefined;
  let stems = stemsByLanguage.get(code);
  if (!stems) {
    const found = new Map<string, string>();
    const ambiguous = new Set<string>();
    // A country and its language may share a stem ("Njemačka", "njemački"): after "in" a country is asked, so it wins.
    const countries = new Set(((regionTable.names as Record<string, string[][]>)[code] ?? []).map(([, english]) => english));
    for (const list of regionPhrases(code, split).values())
      for (const { words, english } of list) {
        const stem = words.length === 1 ? words[0]!.replace(/[aeiouy]$/, '') : '';
        if (stem.length < 5) continue;
        const before = found.get(stem);
        if (before !== undefined && before !== english && countries.has(before) !== countries.has(english)) {
          if (countries.has(english)) found.set(stem, english);
          continue;
        }
        if (before !== undefined && before !== english) ambiguous.add(stem);
        found.set(stem, english);
      }
    for (const stem of ambiguous) found.delete(stem);
    stems = found;
    stemsByLanguage.set(code, stems);
  }
  for (let end = word.length - 1; end >= Math.max(5, word.length - 4); end--) {
    const english = stems.get(word.slice(0, end));
    if (english) return english;
  }
  return undefined;
}

/**
 * CLDR's word for "time zone" in a language (the date field's display name: "lokacin yanki",
 * "isikhathi sendawo"), read into the table by scripts/ask-region-names.mjs, and its words that no
 * other language's word for it has (they mark a question as the language: "lokacin", not the "zona" of Spanish and Indonesian).
 */
export function timeZoneWords(code: string, split: (text: string) => readonly string[]): { phrase?: string; markers: string[] } {
  const zones = (regionTable as { timeZones?: Record<string, string> }).timeZones ?? {};
  const phrase = zones[code];
  if (!phrase) return { markers: [] };
  const elsewhere = new Set(Object.entries(zones).flatMap(([other, word]) => (other === code ? [] : split(word))));
  return { phrase, markers: split(phrase).filter((word) => word.length >= 4 && !elsewhere.has(word)) };
}
