/**
 * How a sentence reads against a question (issue #28, session 32, write-up facts; used by
 * ./answering-sentence.ts): whether it states a value of the kind asked, a name after the noun
 * asked, and which of the question's words it states, in the form the question writes them or in
 * another (an irregular form, one of the family).
 */
import { releaseCompiledCode } from '../text/patterns.ts';
import { irregularBase } from '../text/lemmas.ts';
import { contentBaseStems, contentStems, stem } from '../text/words.ts';
import type { Want } from './asked-value.ts';
import { statesKind } from './asked-sentence.ts';
import { cldrKindOf, cldrNamesIn } from '../text/cldr-names.ts';
import { statesPlace } from './place-kind.ts';

let weekday: RegExp | undefined;
/** "Every Sunday night": a weekday names a date as a month does (CLDR's English names, the runtime's `Intl`), made at first use. */
function weekdayName(): RegExp {
  if (weekday) return weekday;
  const days = Array.from({ length: 7 }, (_, day) => new Intl.DateTimeFormat('en', { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, 0, 2 + day)));
  weekday = new RegExp(`\\b(?:${days.join('|')})s?\\b`);
  releaseCompiledCode(weekday);
  return weekday;
}

/**
 * What states a value of the kind asked besides what ./asked-sentence.ts reads: a weekday for a
 * date; for an agent, a name inside the sentence as its subject ("The Premier League's … auditors
 * accepted its exports") or after a comma ("evaluated by the owners' auditors, Raffles Quay Advisory").
 */
function othersOfKind(kind: string, text: string, stems: readonly string[], verbs: readonly string[]): boolean {
  if (kind === 'date') return weekdayName().test(text);
  if (kind !== 'agent') return false;
  const tokens = text.split(/\s+/);
  // A name the question does not write: "Dunedin" of "the Dunedin arena" is the thing asked about, not who did it.
  const name = (token: string | undefined) => {
    const own = token ? [...contentStems(token)] : [];
    return token !== undefined && /^\p{Lu}/u.test(token) && own.length > 0 && !own.some((wordStem) => stems.includes(wordStem));
  };
  const act = tokens.findIndex((token) => [...contentStems(token)].some((wordStem) => verbs.includes(wordStem)));
  // Before the verb asked, as its subject, in its own clause ("the Meek method, certified …" names no certifier); or within a few words after "by".
  if (act > 1 && tokens.slice(clauseStart(tokens, act), act).some(name)) return true;
  const by = tokens.indexOf('by');
  return by >= 0 && tokens.slice(by + 1, by + 7).some(name);
}

/** Where the clause of the word at `at` begins: after the last token before it that ends with a comma, a semicolon or a colon (never the sentence's first word). */
function clauseStart(tokens: readonly string[], at: number): number {
  for (let i = at - 1; i >= 1; i--) if (/[,;:]$/.test(tokens[i]!)) return i + 1;
  return 1;
}

/** "… in the language the customer chose: isiZulu, Sesotho …": a name the question does not write, a few words after the noun asked. */
export function namedAfter(text: string, noun: string, stems: readonly string[]): boolean {
  const tokens = text.split(/\s+/);
  const at = tokens.findIndex((token) => contentStems(token).has(noun));
  return (
    at >= 0 &&
    tokens.slice(at + 1, at + 9).some((token) => {
      const own = [...contentStems(token)];
      return /^\p{Lu}/u.test(token) && own.length > 0 && !own.some((wordStem) => stems.includes(wordStem));
    })
  );
}

/** Whether a sentence states a value of the kind asked: as ./asked-sentence.ts reads it (a month is no place), or as ours. */
export function statesAsked(kinded: Want, text: string, withWhom: boolean, stems: readonly string[], verbs: readonly string[]): boolean {
  if (kinded.kind === 'place') return statesPlace(kinded.noun, text, stems);
  // "In which languages …": a name CLDR gives of that kind ("in English, Greek …"), not the noun ("in 6 languages").
  const listed = kinded.kind === 'name' ? cldrKindOf(kinded.noun) : undefined;
  if (listed) return cldrNamesIn(text, listed) > 0;
  return statesKind(kinded, text, withWhom, stems) || othersOfKind(kinded.kind, text, stems, verbs) || countedLater(kinded, text);
}

/** "used on 31 televised hurling and Gaelic football championship matches": a number with the counted noun, before any other number, within eight words. */
function countedLater(kinded: Want, text: string): boolean {
  if (kinded.kind !== 'count') return false;
  const tokens = text.split(/\s+/);
  return tokens.some((token, i) => {
    if (!/^\d[\d,.]*$/.test(token) || /^(?:1[89]|20)\d\d$/.test(token)) return false;
    const after = tokens.slice(i + 1, i + 9);
    const next = after.findIndex((word) => /^\d/.test(word));
    return after.slice(0, next < 0 ? undefined : next).some((word) => [...contentStems(word)].some((wordStem) => kinded.nouns.includes(wordStem)));
  });
}

/** A question word that no project writes, the project stems of the same meaning it reaches, and the weight it counts for there. */
export interface OtherWording {
  targets: ReadonlySet<string>;
  weight: number;
}

export interface Reading {
  /** The question's words the sentence (or the answer, for one of no project) states, besides the names of projects. */
  rest: number;
  /** Their weight, with that of the words of its project's name the question states. */
  weight: number;
  /** The words of its project's name the question states. */
  named: number;
}

/**
 * What a sentence of a project states of the question: the words of the project's own name count
 * as naming it (for the project only: "vest" in another project's sentence does not answer about
 * the vest the question names), the other words as what the sentence says.
 */
export function readingOf(
  stems: readonly string[],
  weights: ReadonlyMap<string, number>,
  text: string,
  names: ReadonlySet<string>,
  naming: ReadonlySet<string>,
  title = '',
  acronyms: ReadonlyMap<string, string> = new Map(),
  initials: ReadonlyMap<string, readonly string[]> = new Map(),
  others: ReadonlyMap<string, OtherWording> = new Map(),
): Reading {
  // "The average EGT margin loss …" for "exhaust gas temperature margin": an acronym of the sentence states the question's words it shortens.
  const shortened = new Set<string>();
  for (const match of initials.size ? text.matchAll(CAPITALS) : []) for (const wordStem of initials.get(match[0].toLowerCase()) ?? []) shortened.add(wordStem);
  const own = contentStems(text);
  const titled = contentStems(title);
  const reading: Reading = { rest: 0, weight: 0, named: 0 };
  for (const wordStem of stems) {
    if (names.has(wordStem)) {
      if (own.has(wordStem) || titled.has(wordStem) || title) {
        reading.named++;
        reading.weight += weights.get(wordStem) ?? 0;
      }
      continue;
    }
    const spelled = acronyms.get(wordStem);
    if (naming.has(wordStem)) continue;
    if (!(own.has(wordStem) || ofFamily(text, own, wordStem) || (spelled !== undefined && spellsOut(text, spelled)) || shortened.has(wordStem))) {
      // "checked" asked, "reviewed" written: a word of the same meaning (./answering-synonyms.ts), below a word written as asked.
      const other = others.get(wordStem);
      if (!other || ![...other.targets].some((target) => own.has(target))) continue;
      reading.rest++;
      reading.weight += other.weight;
      continue;
    }
    reading.rest++;
    reading.weight += weights.get(wordStem) ?? 0;
  }
  return reading;
}

/** A word in capitals of two to five letters: an acronym. */
const CAPITALS = /\b\p{Lu}{2,5}\b/gu;

/** Words of grammar an acronym's letters skip ("area under the curve" for AUC). */
const SKIPPED = new Set(['the', 'of', 'and', 'a', 'an', 'for', 'to', 'in', 'on']);

/**
 * Whether a text writes out an acronym of the question ("What AUC did the model reach?" of "an area
 * under the curve of 0.83"): consecutive words whose first letters spell it, words of grammar skipped
 * but for one that begins the next letter.
 */
/** The initials of each run of two to five of the question's content words ("exhaust gas temperature": "egt"), and the words' stems. */
export function initialsOf(words: readonly { folded: string; stem: string }[], content: (folded: string) => boolean): Map<string, readonly string[]> {
  const runs = new Map<string, readonly string[]>();
  for (let start = 0; start < words.length; start++) {
    for (let end = start + 2; end <= Math.min(words.length, start + 5); end++) {
      const run = words.slice(start, end);
      if (!run.every((word) => content(word.folded))) break;
      runs.set(
        run.map((word) => word.folded[0]).join(''),
        run.map((word) => word.stem),
      );
    }
  }
  return runs;
}

export function spellsOut(text: string, acronym: string): boolean {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  for (let start = 0; start < words.length; start++) {
    if (words[start]![0] !== acronym[0]) continue;
    let letter = 0;
    for (let i = start; i < words.length && letter < acronym.length; i++) {
      const word = words[i]!;
      if (word[0] === acronym[letter]) letter++;
      else if (!SKIPPED.has(word)) break;
    }
    if (letter === acronym.length) return true;
  }
  return false;
}

/**
 * Whether a text writes another form of a word: an irregular one ("went" for "go", WordNet's
 * exception lists through ../text/lemmas.ts), or one of its family whose stem begins with the
 * other's, of five letters or more ("certified" for "certification", "evaluation" for "evaluated").
 */
function ofFamily(text: string, own: ReadonlySet<string>, wordStem: string): boolean {
  const base = irregularBase(wordStem);
  const baseStem = base ? stem(base) : wordStem;
  // The text's own irregular forms' bases are read once per text (../text/words.ts), not per word asked.
  if (own.has(baseStem) || contentBaseStems(text, irregularBaseStem).has(baseStem)) return true;
  for (const other of own) {
    const shorter = other.length < wordStem.length;
    if ((shorter ? other : wordStem).length >= 5 && (shorter ? wordStem.startsWith(other) : other.startsWith(wordStem))) return true;
  }
  return false;
}

/** The stem of an irregular form's base ("teach" of "taught"), or undefined for a regular word. */
function irregularBaseStem(wordStem: string): string | undefined {
  const base = irregularBase(wordStem);
  return base ? stem(base) : undefined;
}

// Their machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(CAPITALS);
