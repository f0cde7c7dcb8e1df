/**
 * Questions in languages written in other scripts than Latin (issue #28): Chinese (Simplified and
 * Traditional), Japanese, Korean, Russian, Ukrainian, Arabic, Hindi, Amharic, Greek and Tamil, each one table (./<code>.json) of the
 * same kind as the Latin-script ones (./index.ts): its question words, auxiliaries, common verbs
 * and nouns -> the English words the engine reads. The language is told by the question's script
 * (Unicode's Script property; CLDR's likely language of the script through `Intl.Locale`).
 * - Chinese and Japanese are written without spaces: the table's words are found longest first,
 *   and what no word covers is split into words by `Intl.Segmenter` with the language's locale
 *   (ICU's dictionaries); names and terms in Latin letters ("Python", "IEC 61850") stay as written.
 * - Korean and Arabic words carry particles, prefixes and pronoun endings (`suffixes`,
 *   `prefixes`); Russian words their endings (`stems`: a word that starts with a stem and adds at
 *   most three letters).
 * - The names of countries and of spoken languages in the language come from CLDR (read once by
 *   scripts/ask-region-names.mjs into ../tables/region-names.json), so "德国" reads "Germany".
 * - A word no table reads is the owner's name when it sounds like it ("マリソル" -> "Marisol",
 *   ./sounded-names.ts); any other word is counted as unread, and a question with unread words is
 *   not answered as if it had been read (the caller falls back to ./unread.ts).
 * The English words are then put in English order: the question word first, then the auxiliary,
 * the subject and the verb ("彼女 どこ 住んで" -> "where does she live").
 */
import zh from './zh.json' with { type: 'json' };
import ja from './ja.json' with { type: 'json' };
import ko from './ko.json' with { type: 'json' };
import ru from './ru.json' with { type: 'json' };
import ar from './ar.json' with { type: 'json' };
import hi from './hi.json' with { type: 'json' };
import am from './am.json' with { type: 'json' };
import el from './el.json' with { type: 'json' };
import ta from './ta.json' with { type: 'json' };
import uk from './uk.json' with { type: 'json' };
import regionTable from '../tables/region-names.json' with { type: 'json' };
import { type HeardNames, heardName } from './listed-names.ts';
import { commonNouns } from './nouns.ts';
import { FUNCTION_WORDS } from '../lexicon.ts';
import { englishWordOrder, type ReadPiece } from './script-order.ts';
import { displayNames } from '../../i18n/intl-cache.ts';

interface ScriptTable {
  phrases: Record<string, string>;
  drop: string[];
  stems?: Record<string, string>;
  prefixes?: string[];
  suffixes?: string[];
  initial?: Record<string, string>;
}

const TABLES: Record<string, ScriptTable> = { zh, ja, ko, ru, uk, ar, hi, am, el, ta };

/** The codes of the languages read by their script, in the order the help names them. */
export const SCRIPT_LANGUAGES: readonly string[] = Object.keys(TABLES);

/** The note of an answer in English to a question in another language: "(Answered in English.)", naming the language read by its script. */
export function answeredNote(code: string): string {
  return SCRIPT_LANGUAGES.includes(code)
    ? `(Read from ${displayNames('en', { type: 'language' }).of(code) ?? code}; answered in English.)`
    : '(Answered in English.)';
}

/** Languages written without spaces between words. */
const UNSPACED: ReadonlySet<string> = new Set(['zh', 'ja']);

/** ISO 15924 codes of the scripts of the tables' languages; the most frequent in a question decides. */
const SCRIPTS = ['Hira', 'Kana', 'Hang', 'Hani', 'Cyrl', 'Arab', 'Deva', 'Ethi', 'Grek', 'Taml'] as const;

/** The language of a question written mostly in a script whose language has a table ("她住在哪里？" -> "zh"), or undefined. */
export function scriptLanguage(text: string): string | undefined {
  if (!/[^\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]/u.test(text)) return undefined;
  // "What does 日本語 mean?": a question that starts with an English word of grammar is English.
  const first = /^\s*([A-Za-z]+)\b/.exec(text)?.[1];
  if (first && FUNCTION_WORDS.has(first.toLowerCase())) return undefined;
  let best: { script: string; count: number } | undefined;
  for (const script of SCRIPTS) {
    const count = text.match(new RegExp(`\\p{Script=${script}}`, 'gu'))?.length ?? 0;
    // Japanese writes Han characters among its kana: any kana tell the language.
    const weight = script === 'Hani' ? count / 4 : count;
    if (count && (!best || weight > best.count)) best = { script, count: weight };
  }
  if (!best) return undefined;
  const language = likelyLanguage(best.script, text);
  return TABLES[language] ? language : undefined;
}

/** CLDR's likely language of a script (`Intl.Locale`); of Cyrillic, Ukrainian for a question with Ukrainian's own letters or question words. */
export function likelyLanguage(script: string, text: string): string {
  const language = new Intl.Locale(`und-${script}`).maximize().language;
  return language === 'ru' && UKRAINIAN.test(text) ? 'uk' : language;
}

/** Letters Russian does not write (і, ї, є, ґ), or a Ukrainian question word or particle ("Де живе …?", "Чи знає …?"). */
const UKRAINIAN = /[іїєґ]|(?<!\p{L})(?:де|чи|вона|він|яка|який|які|скільки)(?!\p{L})/iu;

/** A table made ready: phrases by first character (unspaced) or first word, longest first. */
interface Compiled {
  byFirst: Map<string, { key: string[]; english: string }[]>;
  drop: ReadonlySet<string>;
  stems: readonly (readonly [string, string])[];
  prefixes: readonly string[];
  suffixes: readonly string[];
  initial: Readonly<Record<string, string>>;
}

const compiled = new Map<string, Compiled>();

/** Forgets the compiled tables (the server calls it when idle); a question in the language compiles its table again. */
export function releaseScriptTables(): void {
  compiled.clear();
}

function compile(code: string): Compiled {
  const ready = compiled.get(code);
  if (ready) return ready;
  const table = TABLES[code]!;
  const unspaced = UNSPACED.has(code);
  const byFirst = new Map<string, { key: string[]; english: string }[]>();
  const add = (phrase: string, english: string) => {
    const key = unspaced ? [...normalise(code, phrase).replace(/\s+/g, '')] : normalise(code, phrase).split(/\s+/).filter(Boolean);
    if (!key.length) return;
    byFirst.set(key[0]!, [...(byFirst.get(key[0]!) ?? []), { key, english }]);
  };
  // CLDR's names of countries and spoken languages, then the table (which wins on the same words).
  const cldr = ((regionTable as { scripts?: Record<string, string> }).scripts?.[code] ?? '').split('\n').map((line) => line.split('\t'));
  for (const [name = '', english = ''] of cldr) {
    add(name, english);
    // Traditional Chinese writes "語" where CLDR's Simplified name writes "语" ("日语" -> "日語"); its own names say "文".
    if (code === 'zh' && name.endsWith('语')) add(`${name.slice(0, -1)}語`, english);
  }
  // CLDR's word for "time zone" ("التوقيت"), then the common nouns of work and the table (which win on the same words).
  const zone = (regionTable as { timeZones?: Record<string, string> }).timeZones?.[code];
  for (const [phrase, english] of Object.entries({ ...(zone ? { [zone]: 'time zone' } : {}), ...commonNouns(code), ...table.phrases })) add(phrase, english);
  // A language whose words are read by their stems names countries and languages inflected too ("в Германии", "по-японски"): one-word names by their stem.
  const cldrStems = table.stems
    ? cldr.flatMap(([name = '', english = '']) => {
        const word = normalise(code, name);
        const stem = word.replace(/(?:ий|ый|ой|ия|ая|[аеиоуыяь])$/, '');
        return !word.includes(' ') && stem.length >= 4 ? [[stem, english] as const] : [];
      })
    : [];
  for (const word of table.drop) add(word, '');
  for (const list of byFirst.values()) list.sort((a, b) => b.key.length - a.key.length);
  const result: Compiled = {
    byFirst,
    drop: new Set(table.drop.map((word) => normalise(code, word))),
    stems: [...Object.entries(table.stems ?? {}).map(([stem, english]) => [normalise(code, stem), english] as const), ...cldrStems].sort(
      (a, b) => b[0].length - a[0].length,
    ),
    prefixes: (table.prefixes ?? []).map((word) => normalise(code, word)),
    suffixes: (table.suffixes ?? []).map((word) => normalise(code, word)).sort((a, b) => b.length - a.length),
    initial: table.initial ?? {},
  };
  compiled.set(code, result);
  return result;
}

/** Lowercase, composed; Russian ё as е; Hindi without the nukta; Greek without accents, ς as σ; Arabic without vowel marks and tatweel, its alef forms as ا, ى as ي, ة as ه. */
function normalise(code: string, text: string): string {
  const composed = text.normalize('NFC').toLowerCase();
  if (code === 'ru') return composed.replace(/ё/g, 'е');
  // Hindi writes the nukta of borrowed sounds or leaves it out ("फ़्रेंच", "फ्रेंच"; "ज़ोन", "जोन"): read without it.
  if (code === 'hi') return composed.replace(/\u093C/g, '');
  // Greek without its accents and diaeresis, final ς as σ.
  if (code === 'el')
    return composed
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/ς/g, 'σ')
      .normalize('NFC');
  if (code === 'ar')
    return composed
      .replace(/[\u064B-\u0652\u0640]/g, '')
      .replace(/[أإآ]/g, 'ا')
      .replace(/ى/g, 'ي')
      .replace(/ة/g, 'ه');
  return composed;
}

/** A name or term in Latin letters and digits inside the question ("Python", "IEC 61850", "C++"). */
const LATIN = /[\p{Script=Latin}\d][\p{Script=Latin}\d+#.\-/]*(?:\s+[\p{Script=Latin}\d][\p{Script=Latin}\d+#.\-/]*)*/gu;

/**
 * The question in the English words the engine reads ("Знает ли она Kubernetes?" -> "does she
 * know Kubernetes?"), the words no table read (none when the question was read in full), and the
 * portfolio's names and terms heard in the script ("リスク" -> "Risk").
 * `names` are the owner's names as written and the names the portfolio lists (skills, employers): a word that sounds like one reads as it.
 */
export function translateScriptQuestion(code: string, text: string, names: HeardNames): { question: string; unread: string[]; heard: string[] } {
  const table = compile(code);
  const pieces: ReadPiece[] = [];
  const heard: string[] = [];
  const read = (part: string) => {
    const found = readPart(code, table, part, names);
    for (const piece of found) if (piece.written && !piece.name) heard.push(piece.written);
    pieces.push(...found);
  };
  let at = 0;
  for (const match of text.matchAll(LATIN)) {
    read(text.slice(at, match.index));
    const written = match[0].replace(/[.\-/]+$/, '');
    pieces.push({ written, name: names.owner.some((name) => written.toLowerCase() === name.toLowerCase()) });
    at = match.index + match[0].length;
  }
  read(text.slice(at));
  const unread = pieces.flatMap((piece) => (piece.unread ? [piece.unread] : []));
  return { question: `${englishWordOrder(pieces).join(' ')}?`, unread, heard };
}

/** A part of the question in the language's script, read through its table. */
function readPart(code: string, table: Compiled, part: string, names: HeardNames): ReadPiece[] {
  const text = normalise(code, part);
  return UNSPACED.has(code) ? readUnspaced(code, table, text, names) : readSpaced(table, text, names);
}

/** Letters and marks of a word (the rest splits words). */
const WORD = /[\p{L}\p{M}\p{N}-]+/gu;

function readSpaced(table: Compiled, text: string, names: HeardNames): ReadPiece[] {
  const words = text.match(WORD) ?? [];
  const out: ReadPiece[] = [];
  for (let i = 0; i < words.length; ) {
    if (i === 0 && table.initial[words[0]!] !== undefined) {
      out.push({ english: table.initial[words[0]!] });
      i++;
      continue;
    }
    const phrase = table.byFirst.get(words[i]!)?.find(({ key }) => key.every((word, k) => words[i + k] === word));
    if (phrase) {
      out.push({ english: phrase.english });
      i += phrase.key.length;
      continue;
    }
    out.push(readWord(table, words[i]!, names));
    i++;
  }
  return out;
}

/** One word: as listed, without a prefix or suffix, by its stem, as the owner's name, else unread. */
function readWord(table: Compiled, word: string, names: HeardNames): ReadPiece {
  if (table.drop.has(word) || table.suffixes.includes(word) || table.prefixes.includes(word)) return { english: '' };
  const single = (candidate: string) => table.byFirst.get(candidate)?.find(({ key }) => key.length === 1)?.english;
  const bare = [
    word,
    ...table.prefixes.filter((prefix) => word.startsWith(prefix) && word.length - prefix.length >= 2).map((prefix) => word.slice(prefix.length)),
  ];
  for (const form of bare) {
    const exact = single(form);
    if (exact !== undefined) return { english: exact };
    // The owner's name before a stem it starts with ("Даніель" is Daniel, not "Данія" Denmark's stem).
    const owner = soundedOwner(word, names);
    if (owner) return owner;
    const found = stemmed(table, form);
    if (found !== undefined) return { english: found };
    for (const suffix of table.suffixes)
      if (form.endsWith(suffix) && form.length - suffix.length >= 1) {
        const stem = form.slice(0, -suffix.length);
        const inner = single(stem) ?? stemmed(table, stem);
        if (inner !== undefined) return { english: inner };
        const name = heardName(stem, names);
        if (name) return name;
      }
  }
  return heardName(word, names) ?? { unread: word };
}

/** The owner's name a word sounds like, or undefined. */
const soundedOwner = (word: string, names: HeardNames): ReadPiece | undefined => {
  const heard = heardName(word, { owner: names.owner, listed: [] });
  return heard?.name ? heard : undefined;
};

/** The English of the longest stem a word starts with, adding at most three letters ("работала" -> "worked"). */
function stemmed(table: Compiled, word: string): string | undefined {
  return table.stems.find(([stem]) => word.startsWith(stem) && word.length - stem.length <= 3)?.[1];
}

/** Chinese and Japanese: the table's words longest first; the rest split by `Intl.Segmenter` into words, each a name or unread. */
function readUnspaced(code: string, table: Compiled, text: string, names: HeardNames): ReadPiece[] {
  const chars = [...text];
  const out: ReadPiece[] = [];
  let unknown = '';
  const flush = () => {
    if (unknown.trim()) out.push(...readUnknown(code, unknown, names));
    unknown = '';
  };
  for (let i = 0; i < chars.length; ) {
    if (!/[\p{L}\p{M}\p{N}]/u.test(chars[i]!)) {
      flush();
      i++;
      continue;
    }
    const phrase = table.byFirst.get(chars[i]!)?.find(({ key }) => key.every((char, k) => chars[i + k] === char));
    if (phrase) {
      flush();
      out.push({ english: phrase.english });
      i += phrase.key.length;
    } else unknown += chars[i++];
  }
  flush();
  return out;
}

/** A run of characters no word of the table covers: the owner's name as a whole, else its words (ICU's dictionary), each a name or unread. */
function readUnknown(code: string, run: string, names: HeardNames): ReadPiece[] {
  const whole = heardName(run, names);
  if (whole) return [whole];
  const words = [...new Intl.Segmenter(code, { granularity: 'word' }).segment(run)].filter((segment) => segment.isWordLike).map((segment) => segment.segment);
  return words.map((word) => {
    return heardName(word, names) ?? { unread: word };
  });
}
