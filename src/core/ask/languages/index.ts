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
import sw from './sw.json' with { type: 'json' };
import zu from './zu.json' with { type: 'json' };
import af from './af.json' with { type: 'json' };
import ha from './ha.json' with { type: 'json' };
import yo from './yo.json' with { type: 'json' };
import id from './id.json' with { type: 'json' };
import vi from './vi.json' with { type: 'json' };
import tr from './tr.json' with { type: 'json' };
import ga from './ga.json' with { type: 'json' };
import mi from './mi.json' with { type: 'json' };
import sm from './sm.json' with { type: 'json' };
import cs from './cs.json' with { type: 'json' };
import sk from './sk.json' with { type: 'json' };
import hr from './hr.json' with { type: 'json' };
import sr from './sr.json' with { type: 'json' };
import { commonNouns } from './nouns.ts';
import { ownWord, type WrittenWords } from './cognates.ts';
import { localiseFormats } from './formats.ts';
import { heardNames, type NamedContent } from './listed-names.ts';
import { inflectedRegion, regionPhrases, timeZoneWords } from './regions.ts';
import { SCRIPT_LANGUAGES, scriptLanguage, translateScriptQuestion } from './scripts.ts';
import { AUXILIARIES, ENGLISH_VERBS, englishOrder, pricedWithSubject, QUESTION_WORDS, SUBJECTS, verbAfterSubject } from './english-order.ts';
import { beforeNames, namePrefix, placeSlot, postpositionsFirst, questionWordFirst, withSubject, writtenCase } from './written-case.ts';

export { answeredNote } from './scripts.ts';
export { localiseFormats } from './formats.ts';

interface LanguageTable {
  markers: string[];
  phrases: Record<string, string>;
  drop: string[];
  answers?: string[][];
  content?: ContentWords;
  endings?: Record<string, string>;
  /** A name takes a class prefix written before its capital ("uNomvula", "eJohannesburg" in isiZulu), read without it. */
  namePrefixes?: boolean;
  /** Words read as another word of the table before a name, told apart by an accent the folding loses ("à" -> "au" in French). */
  beforeName?: Record<string, string>;
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
  namePrefixes: boolean;
  answers: readonly (readonly [RegExp, string])[];
  /** Foreign ending -> English ending, longest first. */
  endings: readonly (readonly [string, string])[];
  /** The common nouns of work (./nouns.ts) the table does not list: never the last part of a compound ("Datenbanken" is no "banks"). */
  nouns: ReadonlySet<string>;
}

/** In order of precedence when two languages score the same. */
const TABLES: Record<string, LanguageTable> = { de, fr, es, pt, nl, nb, it, sv, da, pl, ro, sw, zu, af, ha, yo, id, vi, tr, ga, mi, sm, cs, sk, hr, sr };

/** The codes of the languages with a table, in order of precedence ("de", "fr", …), then those read by their script ("zh", "ja", …; ./scripts.ts). */
export const TABLE_LANGUAGES: readonly string[] = [...Object.keys(TABLES), ...SCRIPT_LANGUAGES];

/** The words of the last text read by `wordsOf` (declared before the tables are compiled with it). */
let lastWords: { text: string; words: readonly string[] } | undefined;

const LANGUAGES: ReadonlyMap<string, QuestionLanguage> = new Map(Object.entries(TABLES).map(([code, table]) => [code, compile(code, table)]));

function compile(code: string, table: LanguageTable): QuestionLanguage {
  const phrases = new Map<string, { words: string[]; english: string }[]>();
  // CLDR's word for "time zone" and the language's common nouns of work (./nouns.json), then the table's phrases, which win on the same words.
  const zone = timeZoneWords(code, (text) => [...wordsOf(text)]);
  for (const [phrase, english] of Object.entries({ ...(zone.phrase ? { [zone.phrase]: 'time zone' } : {}), ...commonNouns(code), ...table.phrases })) {
    const words = [...wordsOf(phrase)];
    if (!words.length) continue;
    phrases.set(words[0]!, [...(phrases.get(words[0]!) ?? []), { words, english }]);
  }
  for (const list of phrases.values()) list.sort((a, b) => b.words.length - a.words.length);
  return {
    code,
    // A marker that is also an English function word ("do", "as") would mistake English for the language.
    markers: new Set([...table.markers, ...zone.markers].flatMap(wordsOf).filter((word) => !FUNCTION_WORDS.has(word))),
    phrases,
    drop: new Set(table.drop),
    namePrefixes: table.namePrefixes === true,
    answers: (table.answers ?? []).map(([pattern, replacement]) => [new RegExp(pattern!, 'g'), replacement!] as const),
    nouns: new Set(
      Object.keys(commonNouns(code))
        .filter((word) => table.phrases[word] === undefined)
        .map((word) => fold(word.replace(/ß/g, 'ss'))),
    ),
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
 * than its English function words, else one marker word with every other word read (`readWhole`).
 */
export function detectQuestionLanguage(text: string): string | undefined {
  return scriptLanguage(text) ?? bestLanguage(text, 2) ?? readWhole(text);
}

/**
 * "E iloa e Ngaire le Python?" (Samoan): a question of three words or more with one marker word
 * whose every other word its language's table reads (a phrase, a filler) or is a name or number
 * written in it (a capital after the first word, Latin letters; a digit) is in that language.
 */
function readWhole(text: string): string | undefined {
  const words = wordsOf(text);
  // Most questions have no marker word: no set, no lists of positions made for them.
  let marked: Set<number> | undefined;
  for (const word of words) {
    const positions = MARKED_BY.get(word);
    if (positions) for (const position of positions) (marked ??= new Set()).add(position);
  }
  if (!marked || words.length < 3) return undefined;
  const names = writtenCase(text);
  // In order of precedence, the first language that marks the question and reads all of it.
  for (const position of [...marked].sort((a, b) => a - b)) {
    const { phrases, drop, code } = LANGUAGES.get(CODES[position]!)!;
    if (words.every((word, at) => phrases.has(word) || drop.has(word) || (at > 0 && names.has(word)) || /\d/.test(word))) return code;
  }
  return undefined;
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

/** A question read into English: its text, and whether every word was read (through the table, as a name or a number). */
export interface ReadQuestion {
  text: string;
  full: boolean;
  /** A question in a script read only in part: the words that were read (a refusal may rest on them, never an answer). */
  partial?: string;
  /** The portfolio's own names and terms heard in a question in another script ("リスク" -> "Risk"), as the portfolio writes them. */
  heard?: string[];
  /** A question in a script read only in part: the words no table read. */
  unread?: string[];
}

/**
 * The question in the English words the engine reads: "Wo arbeitet sie zurzeit?" -> "where does she
 * work currently", with whether every word was read ("¿Ha trabajado para Bienenwerk?": yes, a name).
 * A question in a language read by its script is read all or nothing: one with words no table reads
 * gives "" (nothing read: not answered as if it had been); `owner` is the owner's full name, or the
 * portfolio's knowledge (its owner, skills and employers: names written in the script are told by their sound).
 */
export function translateQuestion(code: string, text: string, owner: string | NamedContent = ''): ReadQuestion {
  if (SCRIPT_LANGUAGES.includes(code)) {
    const read = translateScriptQuestion(code, text, heardNames(owner));
    return read.unread.length
      ? { text: '', full: true, partial: read.question, heard: read.heard, unread: read.unread }
      : { text: read.question, full: true, heard: read.heard };
  }
  const language = LANGUAGES.get(code);
  if (!language) return { text, full: false };
  // With a capital at the start of the question ("UCatalina uhlala kuphi?"); a locative one ("eBrazil", "kwaSiemens") reads "in", "at".
  const placed = beforeNames(text, TABLES[code]?.beforeName);
  const asked = language.namePrefixes ? placed.replace(/(?<![\p{L}-])(?:[a-z]{1,3}|(?<=^[\s¿¡"“]*)[A-Z][a-z]{0,2})(?=\p{Lu}\p{Ll})/gu, namePrefix) : placed;
  const regions = regionPhrases(code, wordsOf);
  const written = typeof owner !== 'string' && owner.surfaceForms && owner.bio ? (owner as WrittenWords) : undefined;
  const tail = COMPOUNDING.has(code) ? (word: string) => language.phrases.get(word)?.find((phrase) => phrase.words.length === 1)?.english : undefined;
  const words = wordsOf(asked);
  // Only in a question told by two marker words or more, or read whole: a short one guessed from one word may be in another language.
  const cased = bestLanguage(text, 2) === code || readWhole(text) === code ? writtenCase(asked) : new Map<string, string>();
  const out: string[] = [];
  let finalVerb: string | undefined;
  let unread = false;
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
      else if (!language.drop.has(words[i]!)) {
        // German capitalises every noun: there a capital is kept only for whom one works ("für Catapult", "bei Siemens").
        const named = i > 0 && (!CAPITAL_NOUNS.has(code) || /^(?:for|at)$/.test(out[out.length - 1] ?? ''));
        // A name stays as written, not given an English ending ("Salonique" is no "salonic").
        const name = named ? cased.get(words[i]!) : undefined;
        let read = name ? [name] : compoundOrWord(language, words[i]!);
        // The portfolio's own word as the language spells it ("tabaco": tobacco; a place after "in", "a Milano": Milan, or before a postposition, "Lizbon'da"), or a compound whose head is one (./cognates.ts).
        const cognate =
          read.length === 1 && (read[0]!.toLowerCase() === read[0] || placeSlot(code, out[out.length - 1], language.phrases.get(words[i + 1] ?? '')))
            ? ownWord(read[0]!, words[i]!, written, tail)
            : undefined;
        if (cognate) {
          read = cognate.words;
          if (!cognate.full) unread = true;
        }
        // A word left as written is read only when it is a name (in a language that does not capitalise its nouns) or a number.
        else if (read.length === 1 && read[0] === words[i] && !/\d/.test(words[i]!)) unread = true;
        else if (read[0] !== words[i] && CAPITAL_NOUNS.has(code)) unread = true;
        out.push(...read);
      }
      i++;
    }
  }
  // "anaishi wapi" (Swahili), "uhlala kuphi uNomvula" (isiZulu): the question word after the verb, read first.
  finalVerb = questionWordFirst(postpositionsFirst(code, out)) ?? finalVerb;
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
  return {
    text: `${withSubject(pricedWithSubject(englishOrder(VERB_LAST.has(code) ? verbAfterSubject(out, finalVerb) : out)), ENGLISH_VERBS).join(' ')}?`,
    full: !unread,
  };
}

/** German capitalises every noun: a capital there tells no name. */
const CAPITAL_NOUNS: ReadonlySet<string> = new Set(['de']);

/** The languages that put a participle or infinitive last after an auxiliary ("Hat sie in Deutschland gearbeitet?"). */
const VERB_LAST: ReadonlySet<string> = new Set(['de', 'nl']);

/**
 * "programmeringsspråk" -> "programmering languages": a compound (Germanic languages write them as
 * one word) whose last part, five letters or more ("land" of "Deutschland" is too short), is a word of the table, written as its head (a
 * linking "s" dropped, four letters at least) and that word in English; otherwise the word itself.
 */
function compoundOrWord(language: QuestionLanguage, word: string): string[] {
  if (COMPOUNDING.has(language.code) && word.length >= 9 && /^[a-z]+$/.test(word)) {
    for (let at = 4; at <= word.length - 5; at++) {
      if (language.nouns.has(word.slice(at))) continue;
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

/** The content words of a language (folded), with its function words (those its table reads as English function words); none for English. */
export function contentWords(code: string): (ContentWords & { stop: string[] }) | undefined {
  const table = TABLES[code];
  if (!table?.content) return undefined;
  const stop = Object.entries(table.phrases)
    .filter(([phrase, english]) => !phrase.includes(' ') && english.split(' ').every((word) => FUNCTION_WORDS.has(word)))
    .map(([phrase]) => phrase);
  return { ...table.content, stop };
}
