/**
 * Questions in other languages than English (issues #28 and #31). The engine reads English; each
 * other language is one table (./<code>.json), not code:
 * - `markers`: words that mark a question as that language (detection, deterministic);
 * - `phrases`: its question words and phrases -> the English words the engine reads (a word not
 *   listed, such as a content word, stays as written, so a German question meets German content);
 * - `drop`: filler words removed;
 * - `answers` (optional): English phrases of composed answers -> that language, applied when the
 *   portfolio's content is in that language too. Facts quoted from the content stay as written;
 * - `endings` (optional): the regular endings of the language's learned words -> the English ones
 *   ("accesibilidad" -> "accessibility" through "-idad" -> "-ity"), for a content word of seven
 *   letters or more that the table does not translate; the engine's spelling correction does the rest.
 * A language without a table is answered as before (in English, with a note).
 */
import type { AskAnswer } from '../schema.ts';
import { FUNCTION_WORDS } from '../lexicon.ts';
import { formatDate } from '../../i18n/format.ts';
import { fold } from '../text/words.ts';
import de from './de.json' with { type: 'json' };
import es from './es.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import it from './it.json' with { type: 'json' };
import nb from './nb.json' with { type: 'json' };
import nl from './nl.json' with { type: 'json' };
import pt from './pt.json' with { type: 'json' };
import da from './da.json' with { type: 'json' };
import pl from './pl.json' with { type: 'json' };
import sv from './sv.json' with { type: 'json' };
import ro from './ro.json' with { type: 'json' };
import { dateTimeFormat, displayNames, numberFormat } from '../../i18n/intl-cache.ts';
import { inflectedRegion, regionPhrases } from './regions.ts';
import { releaseCompiledCode } from '../text/patterns.ts';
import { SCRIPT_LANGUAGES, scriptLanguage, translateScriptQuestion } from './scripts.ts';

export { answeredNote } from './scripts.ts';

interface LanguageTable {
  markers: string[];
  phrases: Record<string, string>;
  drop: string[];
  answers?: string[][];
  content?: ContentWords;
  endings?: Record<string, string>;
}

/** Words of content in a language that the engine reads besides English ones (negations and verbs of work of the owner's limits). */
export interface ContentWords {
  negations: string[];
  verbs: string[];
}

interface QuestionLanguage {
  code: string;
  markers: ReadonlySet<string>;
  /** First word -> phrases starting with it, longest first. */
  phrases: ReadonlyMap<string, readonly { words: string[]; english: string }[]>;
  drop: ReadonlySet<string>;
  answers: readonly (readonly [RegExp, string])[];
  /** Foreign ending -> English ending, longest first. */
  endings: readonly (readonly [string, string])[];
}

/** In order of precedence when two languages score the same. */
const TABLES: Record<string, LanguageTable> = { de, fr, es, pt, nl, nb, it, sv, da, pl, ro };

/** The codes of the languages with a table, in order of precedence ("de", "fr", …), then those read by their script ("zh", "ja", …; ./scripts.ts). */
export const TABLE_LANGUAGES: readonly string[] = [...Object.keys(TABLES), ...SCRIPT_LANGUAGES];

/** The words of the last text read by `wordsOf` (declared before the tables are compiled with it). */
let lastWords: { text: string; words: readonly string[] } | undefined;

const LANGUAGES: ReadonlyMap<string, QuestionLanguage> = new Map(Object.entries(TABLES).map(([code, table]) => [code, compile(code, table)]));

function compile(code: string, table: LanguageTable): QuestionLanguage {
  const phrases = new Map<string, { words: string[]; english: string }[]>();
  for (const [phrase, english] of Object.entries(table.phrases)) {
    const words = [...wordsOf(phrase)];
    if (!words.length) continue;
    phrases.set(words[0]!, [...(phrases.get(words[0]!) ?? []), { words, english }]);
  }
  for (const list of phrases.values()) list.sort((a, b) => b.words.length - a.words.length);
  return {
    code,
    // A marker that is also an English function word ("do", "as") would mistake English for the language.
    markers: new Set(table.markers.flatMap(wordsOf).filter((word) => !FUNCTION_WORDS.has(word))),
    phrases,
    drop: new Set(table.drop),
    answers: (table.answers ?? []).map(([pattern, replacement]) => [new RegExp(pattern!, 'g'), replacement!] as const),
    endings: Object.entries(table.endings ?? {})
      .map(([ending, english]) => [fold(ending), english] as const)
      .sort((a, b) => b[0].length - a[0].length || a[0].localeCompare(b[0])),
  };
}

/** Folded words (no accents, ß as ss), hyphens and apostrophes splitting words. The last text's are kept: a question is read for its language two or three times in a row. */
function wordsOf(text: string): readonly string[] {
  if (lastWords?.text !== text)
    lastWords = { text, words: fold(text.replace(/ß/g, 'ss').replace(/['’]/g, ' ')).match(/[a-z0-9]+(?:\.[a-z0-9]+)*[+#]*/g) ?? [] };
  return lastWords.words;
}

/**
 * The language of a question that has a table, or undefined (English, or a language without a
 * table): a script whose language has a table (./scripts.ts), else two marker words at least, more
 * than its English function words.
 */
export function detectQuestionLanguage(text: string): string | undefined {
  return scriptLanguage(text) ?? bestLanguage(text, 2);
}

/**
 * A guess for a question of three words or fewer with one marker word ("Parla italiano?"): tried
 * only when the question read as English finds nothing ("Die casting?" stays English).
 */
export function guessQuestionLanguage(text: string): string | undefined {
  return wordsOf(text).length <= 3 ? bestLanguage(text, 1) : undefined;
}

/** The words of a question that mark one of the languages with a table ("conosce"). */
export function markerWords(text: string): string[] {
  return wordsOf(text).filter((word) => MARKED_BY.has(word));
}

/** The codes of the languages in order of precedence, and per marker word the positions of the languages it marks (one lookup per word). */
const CODES: readonly string[] = [...LANGUAGES.keys()];
const MARKED_BY: ReadonlyMap<string, readonly number[]> = (() => {
  const marked = new Map<string, number[]>();
  CODES.forEach((code, position) => {
    for (const marker of LANGUAGES.get(code)!.markers) marked.set(marker, [...(marked.get(marker) ?? []), position]);
  });
  return marked;
})();
const SPANISH = CODES.indexOf('es');

/**
 * The language with the most marker words (at least `least`), more than the question's English
 * function words; the first in order of precedence on a tie. A marker is never an English function
 * word (see `compile`), so the count of those is the same for every language.
 */
function bestLanguage(text: string, least: number): string | undefined {
  const words = wordsOf(text);
  let hits: number[] | undefined;
  let english = 0;
  for (const word of words) {
    const marked = MARKED_BY.get(word);
    if (marked) for (const position of marked) (hits ??= new Array<number>(CODES.length).fill(0))[position]!++;
    else if (FUNCTION_WORDS.has(word)) english++;
  }
  if (/[¿¡]/.test(text)) (hits ??= new Array<number>(CODES.length).fill(0))[SPANISH]!++;
  // Most questions are English: no marker word at all.
  if (!hits) return undefined;
  let best: string | undefined;
  let bestHits = least - 1;
  for (let position = 0; position < CODES.length; position++) {
    if (hits[position]! > bestHits && hits[position]! > english) {
      best = CODES[position];
      bestHits = hits[position]!;
    }
  }
  return best;
}

const AUXILIARIES = new Set(['is', 'are', 'was', 'were', 'has', 'have', 'had', 'can', 'could', 'does', 'do', 'did', 'will', 'would']);
const QUESTION_WORDS = new Set(['what', 'where', 'which', 'who', 'how', 'when', 'why']);
const SUBJECTS = new Set(['she', 'he', 'you', 'they', 'we', 'i']);

/**
 * The question in the English words the engine reads: "Wo arbeitet sie zurzeit?" -> "where does she
 * work currently". A question in a language read by its script that has words no table reads gives
 * "" (nothing read: not answered as if it had been); `owner` is the owner's full name.
 */
export function translateQuestion(code: string, text: string, owner = ''): string {
  if (SCRIPT_LANGUAGES.includes(code)) {
    const read = translateScriptQuestion(code, text, owner.split(/\s+/).filter(Boolean));
    return read.unread.length ? '' : read.question;
  }
  const language = LANGUAGES.get(code);
  if (!language) return text;
  const regions = regionPhrases(code, wordsOf);
  const words = wordsOf(text);
  const out: string[] = [];
  let finalVerb: string | undefined;
  for (let i = 0; i < words.length; ) {
    const matches = (candidate: { words: string[] }) => candidate.words.every((word, k) => words[i + k] === word);
    // A country's or continent's name in the language ("Países Bajos") -> its English name (CLDR through Intl).
    const phrase = regions.get(words[i]!)?.find(matches) ?? language.phrases.get(words[i]!)?.find(matches);
    if (phrase) {
      if (phrase.english) out.push(...phrase.english.split(' '));
      i += phrase.words.length;
      if (i === words.length) finalVerb = phrase.english;
    } else {
      const region = inflectedRegion(code, words[i]!, wordsOf);
      if (region) out.push(region);
      else if (!language.drop.has(words[i]!)) out.push(...compoundOrWord(language, words[i]!));
      i++;
    }
  }
  // "where ana live" (Portuguese "Onde a Ana mora?"): a question word, a name and the verb read last.
  if (
    out.length === 3 &&
    finalVerb === out[2] &&
    ENGLISH_VERBS.has(out[2]!) &&
    QUESTION_WORDS.has(out[0]!) &&
    !AUXILIARIES.has(out[1]!) &&
    !SUBJECTS.has(out[1]!)
  )
    out.splice(1, 0, 'does');
  // "where live ottilie" (Dutch "Waar woont Ottilie?", Polish "Gdzie mieszka Ottilie?"): the verb before the name.
  else if (out.length === 3 && QUESTION_WORDS.has(out[0]!) && ENGLISH_VERBS.has(out[1]!) && finalVerb !== out[2] && !FUNCTION_WORDS.has(out[2]!))
    out.splice(1, 2, 'does', out[2]!, out[1]!);
  return `${englishOrder(VERB_LAST.has(code) ? verbAfterSubject(out, finalVerb) : out).join(' ')}?`;
}

/** The languages that put a participle or infinitive last after an auxiliary ("Hat sie in Deutschland gearbeitet?"). */
const VERB_LAST: ReadonlySet<string> = new Set(['de', 'nl']);
const ENGLISH_VERBS = new Set([
  'work',
  'worked',
  'written',
  'built',
  'done',
  'made',
  'used',
  'use',
  'taught',
  'given',
  'known',
  'studied',
  'live',
  'lived',
  'build',
  'do',
]);

/** "has she in Germany worked" -> "has she worked in Germany": the verb read last (from the table) moved after the auxiliary and its subject. */
function verbAfterSubject(out: string[], finalVerb: string | undefined): string[] {
  const [auxiliary, subject] = out;
  if (!finalVerb || !ENGLISH_VERBS.has(finalVerb) || out.length < 4 || !auxiliary || !AUXILIARIES.has(auxiliary) || !subject) return out;
  return [auxiliary, subject, finalVerb, ...out.slice(2, -1)];
}

/**
 * "programmeringsspråk" -> "programmering languages": a compound (Germanic languages write them as
 * one word) whose last part, five letters or more ("land" of "Deutschland" is too short), is a word of the table, written as its head (a
 * linking "s" dropped, four letters at least) and that word in English; otherwise the word itself.
 */
function compoundOrWord(language: QuestionLanguage, word: string): string[] {
  if (COMPOUNDING.has(language.code) && word.length >= 9 && /^[a-z]+$/.test(word)) {
    for (let at = 4; at <= word.length - 5; at++) {
      const tail = language.phrases.get(word.slice(at))?.find((phrase) => phrase.words.length === 1);
      if (!tail?.english) continue;
      const head = word.slice(0, at).replace(/(?<=[a-z]{4})s$/, '');
      return [withEnglishEnding(language, head), ...tail.english.split(' ')];
    }
  }
  return [withEnglishEnding(language, word)];
}

/** The languages of the tables that write compound nouns as one word (German, Dutch and the Scandinavian languages). */
const COMPOUNDING: ReadonlySet<string> = new Set(['de', 'nl', 'sv', 'da', 'nb']);

/** "accesibilidad" -> "accesibility": a learned word of seven letters or more with its ending in English. */
function withEnglishEnding(language: QuestionLanguage, word: string): string {
  if (word.length < 7 || !/^[a-z]+$/.test(word)) return word;
  const found = language.endings.find(([ending]) => word.endsWith(ending) && word.length - ending.length >= 4);
  return found ? word.slice(0, word.length - found[0].length) + found[1] : word;
}

/**
 * English word order for the engine's cues: "where work she" -> "where does she work", "know she"
 * -> "does she know", "where she live" -> "where does she live", "she know" -> "does she know".
 */
function englishOrder(words: string[]): string[] {
  const [a, b, c, d] = words;
  const verb = (word: string | undefined) => word !== undefined && !AUXILIARIES.has(word) && !QUESTION_WORDS.has(word) && !SUBJECTS.has(word);
  // "how much charge she" / "how much she charge" -> "how much does she charge".
  if (a === 'how' && (b === 'much' || b === 'many' || b === 'long') && verb(c) && d && SUBJECTS.has(d)) return [a, b, 'does', d, c!, ...words.slice(4)];
  if (a === 'how' && (b === 'much' || b === 'many' || b === 'long') && c && SUBJECTS.has(c) && verb(d)) return [a, b, 'does', ...words.slice(2)];
  if (a && QUESTION_WORDS.has(a) && verb(b) && c && SUBJECTS.has(c)) return [a, 'does', c, b!, ...words.slice(3)];
  if (a && QUESTION_WORDS.has(a) && b && SUBJECTS.has(b) && verb(c)) return [a, 'does', b, ...words.slice(2)];
  if (verb(a) && b && SUBJECTS.has(b)) return ['does', b, a!, ...words.slice(2)];
  if (a && SUBJECTS.has(a) && verb(b)) return ['does', ...words];
  // "matteo has worked in Italy" (a question in the order of a statement) -> "has matteo worked in Italy".
  if (a && b && c && AUXILIARIES.has(b) && !AUXILIARIES.has(a) && !QUESTION_WORDS.has(a) && !FUNCTION_WORDS.has(a)) return [b, a, ...words.slice(2)];
  if (a && SUBJECTS.has(a) && b && AUXILIARIES.has(b) && c) return [b, a, ...words.slice(2)];
  // "does aroha worked" (Polish "czy" before a past tense) -> "has aroha worked".
  if (a === 'does' && b && c?.endsWith('ed')) return ['has', ...words.slice(1)];
  return words;
}

/**
 * The composed parts of an answer in the language (quoted content unchanged): the table's phrases,
 * then the dates, prices, months and places the engine writes in English, by Intl
 * (`localiseFormats`). The answer as is without an answers table.
 */
export function localiseAnswer(code: string, answer: AskAnswer): AskAnswer {
  const language = LANGUAGES.get(code);
  if (!language?.answers.length) return answer;
  let text = answer.answer;
  for (const [pattern, replacement] of language.answers) text = text.replace(pattern, replacement);
  return { ...answer, answer: localiseFormats(code, text) };
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** UN M.49 codes of the continents the gazetteer names (./tables/continents.json), which Intl names in every language. */
const CONTINENT_CODES = ['150', '142', '002', '003', '005', '009'];

/** English place names (`Germany`, `the United States`, `Europe`) -> their region code, for Intl to name them in another language. */
const englishPlaces = (() => {
  let places: Map<string, string> | undefined;
  return () => {
    if (places) return places;
    places = new Map();
    const english = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    const codes = [...CONTINENT_CODES, ...[...letters].flatMap((a) => [...letters].map((b) => a + b))];
    for (const code of codes) {
      const name = english.of(code);
      if (name && name !== code && !places.has(name)) places.set(name, code);
    }
    return places;
  };
})();

/** The parts of a text outside quotation marks (quoted content stays as written), each through `change`. */
function outsideQuotes(text: string, change: (part: string) => string): string {
  return text
    .split(/(“[^”]*”|„[^“]*“|"[^"]*")/)
    .map((part, i) => (i % 2 ? part : change(part)))
    .join('');
}

/**
 * What the engine writes in English formats, in `code`'s: ISO dates (`2024-03` -> `März 2024`),
 * "January 2027", prices in euros, dollars or pounds (`€9,500` -> `9.500 €`) and the names of
 * countries and continents (`Europe` -> `Europa`), outside quotations.
 */
export function localiseFormats(code: string, text: string): string {
  const places = englishPlaces();
  const regionNames = displayNames(code, { type: 'region', fallback: 'none' });
  // A place name, never a part of a time zone's id (`Europe/Berlin`).
  const placePattern = new RegExp(
    `(?<![\\w/])(?:the )?(${[...places.keys()]
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join('|')})(?![\\w/])`,
    'g',
  );
  return outsideQuotes(text, (part) =>
    part
      .replace(/\b(\d{4})-(\d{2})(?:-(\d{2}))?\b/g, (iso) => formatDate(code, iso))
      .replace(new RegExp(`\\b(${MONTHS.join('|')}) (\\d{4})\\b`, 'g'), (_m, month: string, year: string) =>
        formatDate(code, `${year}-${String(MONTHS.indexOf(month) + 1).padStart(2, '0')}`, 'long'),
      )
      .replace(/([€$£])(\d{1,3}(?:,\d{3})*(?:\.\d+)?)/g, (_m, sign: string, amount: string) =>
        numberFormat(code, { style: 'currency', currency: CURRENCY_SIGNS[sign]!, minimumFractionDigits: amount.includes('.') ? 2 : 0 }).format(
          Number(amount.replace(/,/g, '')),
        ),
      )
      .replace(ZONE, (found, zone: string) => {
        const name = zoneName(code, zone);
        return name ? `${zone} (${name})` : found;
      })
      .replace(placePattern, (found, name: string) => regionNames.of(places.get(name)!) ?? found),
  );
}

/** An IANA time zone with its English name, as the engine writes it: `Europe/Berlin (Central European Time)`. */
const ZONE = /\b([A-Z][A-Za-z]+(?:\/[A-Za-z_-]+)+) \([A-Z][^()]*\)/g;

/** The generic long name of a time zone in a language (`Europe/Berlin`, `de` -> `Mitteleuropäische Zeit`), if it has one. */
function zoneName(code: string, zone: string): string | undefined {
  try {
    const parts = dateTimeFormat(code, { timeZone: zone, timeZoneName: 'longGeneric' }).formatToParts(Date.UTC(2025, 0, 15));
    const name = parts.find((part) => part.type === 'timeZoneName')?.value;
    return name && !/GMT|UTC/.test(name) ? name : undefined;
  } catch {
    return undefined;
  }
}

const CURRENCY_SIGNS: Record<string, string> = { '€': 'EUR', $: 'USD', '£': 'GBP' };
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The content words of a language (folded), with its function words (those its table reads as English function words); none for English. */
export function contentWords(code: string): (ContentWords & { stop: string[] }) | undefined {
  const table = TABLES[code];
  if (!table?.content) return undefined;
  const stop = Object.entries(table.phrases)
    .filter(([phrase, english]) => !phrase.includes(' ') && english.split(' ').every((word) => FUNCTION_WORDS.has(word)))
    .map(([phrase]) => phrase);
  return { ...table.content, stop };
}

// Their machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(ZONE);
