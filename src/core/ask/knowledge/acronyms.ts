/**
 * Acronyms the content implies (issue #28, jargon): "ML" is "machine learning" when the content
 * writes "machine learning", "AMR" "autonomous mobile robots", "ESMs" "Earth system models".
 * Built once per engine from the names the content writes in capitals ("Numerical Weather
 * Prediction") and the phrases it defines by an acronym ("autonomous mobile robots (AMRs)"),
 * keyed by their initials; no hand list. A question's acronym is expanded only when the
 * question writes it in capitals and the content never writes it as a word.
 */
import { findPlaces } from '../gazetteer.ts';
import { FUNCTION_WORDS, PERSON_WORDS } from '../lexicon.ts';
import { isNounLike } from '../text/parts-of-speech.ts';
import { releaseCompiledCode } from '../text/patterns.ts';
import { stem } from '../text/words.ts';

/** Initials -> the most frequent run of words with those initials, as written (folded). */
export type AcronymTable = ReadonlyMap<string, string>;

/** `texts`: running text; `terms`: names as such, in any case (tags, "machine-learning"). */
export function buildAcronyms(texts: Iterable<string>, terms: Iterable<string> = []): AcronymTable {
  const counts = new Map<string, Map<string, number>>();
  const note = (initials: string, phrase: string) => {
    const byPhrase = counts.get(initials) ?? new Map<string, number>();
    byPhrase.set(phrase, (byPhrase.get(phrase) ?? 0) + 1);
    counts.set(initials, byPhrase);
  };
  for (const term of terms) {
    const words = term
      .toLowerCase()
      .split(/[\s-]+/)
      .filter(Boolean);
    // "clean-in-place" is CIP: a function word may stand inside, not at either end.
    const ends = [words[0] ?? '', words[words.length - 1] ?? ''];
    if (words.length >= 2 && words.length <= 5 && words.every((word) => /^[a-z]+$/.test(word)) && !ends.some((word) => FUNCTION_WORDS.has(word)))
      note(initialsOf(words), words.join(' '));
  }
  for (const text of texts) {
    // A name written in capitals ("Numerical Weather Prediction"): each of its runs of two words or more.
    for (const match of text.matchAll(TITLE_RUN)) {
      const words = match[0].split(/[\s-]+/).map((word) => word.toLowerCase());
      // "Pay-How-You-Drive" is PHYD: a function word may stand inside a hyphenated name, not at either end of a run.
      if (words.some((word) => FUNCTION_WORDS.has(word)) && !match[0].includes('-')) continue;
      // Two words inside a longer name ("Training Course" of "… Flight Operations Training Course") make
      // no acronym of their own: "TC" is not what the name is called.
      for (let start = 0; start < words.length; start++)
        for (let end = start + 2; end <= words.length; end++)
          if ((end - start >= 3 || end - start === words.length) && !FUNCTION_WORDS.has(words[start]!) && !FUNCTION_WORDS.has(words[end - 1]!))
            note(initialsOf(words.slice(start, end)), words.slice(start, end).join(' '));
    }
    // A phrase defined by its acronym ("autonomous mobile robots (AMRs)").
    for (const match of text.matchAll(DEFINED)) {
      const letters = match[2]!.toLowerCase();
      const words = match[1]!
        .split(/[\s-]+/)
        .slice(-letters.length)
        .map((word) => word.toLowerCase());
      if (initialsOf(words) === letters) note(letters, words.join(' '));
    }
  }
  const table = new Map<string, string>();
  for (const [initials, byPhrase] of counts) {
    const [best] = [...byPhrase].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
    table.set(initials, best![0]);
  }
  return table;
}

const TITLE_RUN = /\b[A-Z][a-z]+(?:[ -][A-Z][a-z]+){1,4}\b/g;
const DEFINED = /((?:[A-Za-z]+[ -]){1,5})\(([A-Z]{2,6})s?\)/g;

/**
 * A grammar word, which a run of the content's text spelled out for an acronym does not hold or end with: a function
 * word that is no noun, or a word for a person ("engineer": "SAE" of a role "Stage Automation Engineer" is read as
 * the role). The other nouns the question reader takes as function words ("information", "number") are letters of
 * such a run ("student information system" is SIS). The names in capitals of `buildAcronyms` keep the wider list.
 */
const isGrammarWord = (word: string): boolean => FUNCTION_WORDS.has(word) && (!isNounLike(word) || PERSON_WORDS.has(word));

const initialsOf = (words: readonly string[]) => words.map((word) => word[0]).join('');

/** A place the engine's gazetteer knows by this name ("US", "UK"): not an acronym of the content. */
function isRegion(letters: string): boolean {
  return findPlaces([letters.toLowerCase()]).length > 0;
}

/**
 * An acronym as typed: two to six capitals, an optional plural "s" ("ML", "AMR", "ESMs"); one joined by a slash
 * ("PSS/E", "TCP/IP") or by a hyphen to other capitals or digits ("HEC-RAS", "E2SM-RC") is part of a name, one
 * before a currency sign ("CA$200") a country's money.
 */
const ACRONYM = /(?<!\/|[A-Z\d]-)\b([A-Z]{2,6})(s?)\b(?![/$€£¥]|-[A-Z\d])/g;

/**
 * The question with each acronym the content implies written out ("Does she know ML?" ->
 * "Does she know machine learning?"); `known` says whether the content writes a word itself.
 */
export function expandAcronyms(
  question: string,
  table: AcronymTable,
  known: (folded: string) => boolean,
  spelledOut: (letters: string, next?: string) => string | undefined = () => undefined,
): string {
  // Agent queries ("tag=CI", "skills.CI") name things exactly: left as written.
  if (!/[A-Z]{2}/.test(question) || /[=]|^\s*[\w-]+\.[\w-]/.test(question)) return question;
  return question.replace(ACRONYM, (whole, letters: string, plural: string, offset: number) => {
    const folded = letters.toLowerCase();
    // "US", "UK", "EU": a region's code is a place, not an acronym of the content.
    // "TMs" is the plural of "TM", not the "TMS" of a listed "Phrase TMS": the lower-case "s" is not one of the letters.
    if (FUNCTION_WORDS.has(folded) || isRegion(letters) || known(folded) || (!/s$/.test(whole) && known(whole.toLowerCase()))) return whole;
    // "Light GBM" for a listed "LightGBM": the capitals joined to the word before them are a word the content writes.
    const before = /([A-Za-z]{2,})\s+$/.exec(question.slice(0, offset))?.[1];
    if (before && known(`${before}${letters}`.toLowerCase())) return whole;
    // "BAA" for the "business associate agreement" a write-up writes in lower case: three letters at least.
    // "GA safety case" for the "generic application safety case" a write-up writes: two letters when the next word follows the run there too.
    const next = /^\s+([A-Za-z]{3,})/.exec(question.slice(offset + whole.length))?.[1]?.toLowerCase();
    const phrase =
      table.get(folded) ??
      (folded.length < 3 && next && !FUNCTION_WORDS.has(next) && !plural ? spelledOut(folded, next) : undefined) ??
      // "TMs", "QE models": two letters also for the one run the content writes far more often than any other.
      spelledOut(folded);
    return phrase ? (plural ? pluralOf(phrase) : phrase) : whole;
  });
}

/** A name written out in capitals, with function words inside ("Integrating the Healthcare Enterprise"). */
const WRITTEN_OUT = /\b[A-Z][a-z]+(?:\s+(?:(?:the|of|and|for|in|on|to)\s+)?[A-Z][a-z]+){2,5}\b/g;

/**
 * The question with a name written out in capitals whose initials are a skill's or tag's short
 * form written as the acronym ("Does he know Clinical Document Architecture?" -> "Does he know
 * CDA?" when the content lists HL7 CDA); `isShortName` says whether the content has such a
 * one-word name. Three initials at least; a name the content writes itself is left as written.
 */
export function contractNames(question: string, isShortName: (folded: string) => boolean, writes: (folded: string) => boolean): string {
  if (!/[A-Z][a-z]+\s+(?:\S+\s+)?[A-Z][a-z]+\s+(?:\S+\s+)?[A-Z]/.test(question)) return question;
  return question.replace(WRITTEN_OUT, (run) => {
    const words = run.split(/\s+/).filter((word) => /^[A-Z]/.test(word));
    const initials = initialsOf(words.map((word) => word.toLowerCase()));
    if (initials.length < 3 || !isShortName(initials) || writes(run.toLowerCase())) return run;
    return initials.toUpperCase();
  });
}

/**
 * The run of words of a text whose initials are `letters` ("business associate agreement" for
 * "baa"), in any case, function words excluded; undefined when there is none or several. With
 * `next`, only a run the text writes before that word ("generic application" before "safety").
 * Without it, a run that stands for the letters far more often than any other is that run too
 * (issue #28, jargon: "TMs" for the "translation memory" a content writes nine times, beside one
 * "translation management"); two letters only so, three at least when one run is the only one.
 * Three letters or more with no such run may take a function word inside ("characters per second"
 * for "CPS"), again only when that run is the only one.
 */
export function spelledOutIn(text: string, letters: string, next?: string): string | undefined {
  if (!/^[a-z]{2,6}$/.test(letters) || (next !== undefined && !/^[a-z]+$/.test(next))) return undefined;
  const runs = runsOf(text, letters, next, false);
  if (runs.size === 1 && (next || letters.length >= 3)) return [...runs.values()][0]!.phrase;
  if (!next && runs.size) {
    const [best, second] = [...runs.values()].sort((a, b) => b.count - a.count || (a.phrase < b.phrase ? -1 : 1));
    // Two letters are many runs' initials ("checked against"): only a run the content also writes as a name ("Translation Memory", "translation-memory").
    if (best!.count >= DOMINANT_COUNT && best!.count >= DOMINANT_RATIO * (second?.count ?? 0) && (letters.length >= 3 || best!.named)) return best!.phrase;
  }
  if (!runs.size && !next && letters.length >= 3) {
    const inner = runsOf(text, letters, undefined, true);
    if (inner.size === 1) return [...inner.values()][0]!.phrase;
    if (!inner.size) {
      const joined = joinedRuns(text, letters);
      if (joined.size === 1) return [...joined][0]!;
    }
  }
  return undefined;
}

/** An article inside a hyphenated name, which its acronym may leave out ("hardware-in-the-loop" is HIL; "state-of-the-art" is SOTA). */
const ARTICLES: ReadonlySet<string> = new Set(['the', 'a', 'an']);

/** A name of three words or more joined by hyphens ("hardware-in-the-loop"). */
const HYPHENATED = /(?<![\p{L}\p{N}-])\p{L}+(?:-\p{L}+){2,6}(?![\p{L}\p{N}-])/gu;

/**
 * The hyphenated names of a text whose initials, with or without the articles inside, are `letters`
 * ("hardware-in-the-loop" for "hil", "state-of-the-art" for "sota"), in small letters; a name's ends are
 * no function words (a hyphenated name is one term, whose function words inside are letters of it).
 */
function joinedRuns(text: string, letters: string): Set<string> {
  const found = new Set<string>();
  for (const match of text.matchAll(HYPHENATED)) {
    const words = match[0].toLowerCase().split('-');
    if (isGrammarWord(words[0]!) || isGrammarWord(words[words.length - 1]!)) continue;
    const kept = words.filter((word, i) => i === 0 || i === words.length - 1 || !ARTICLES.has(word));
    if (initialsOf(words) === letters || (kept.length < words.length && initialsOf(kept) === letters)) found.add(words.join('-'));
  }
  return found;
}

/** How often a run must stand for an acronym's letters, and how much more often than the next, to be taken when others share its initials. */
const DOMINANT_COUNT = 3;
const DOMINANT_RATIO = 2;

/**
 * The runs of a text with the initials `letters`, keyed by their words' stems ("translation
 * memories" and "translation-memory" are one run), each with its most frequent singular form and
 * its count. `inner`: a function word may stand inside (not at either end) as one of the letters.
 */
function runsOf(text: string, letters: string, next: string | undefined, inner: boolean): Map<string, { phrase: string; count: number; named: boolean }> {
  const following = next ? `(?=[\\s-]+${next}(?![\\p{L}\\p{N}]))` : '';
  // Three letters or more may also stand for a list ("validation, estimation and editing" for "VEE").
  const joiner = next || letters.length < 3 || inner ? '[\\s-]+' : `(?:[\\s-]+|,\\s+|(?:,\\s*)?\\s(?:and|or)\\s+)`;
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${[...letters].map((letter) => `${letter}[a-z]+`).join(joiner)}(?![\\p{L}\\p{N}])${following}`, 'giu');
  const runs = new Map<string, { phrase: string; count: number; named: boolean }>();
  for (const match of text.matchAll(pattern)) {
    // Written as a name: each word in capitals ("Translation Memory") or joined by hyphens ("translation-memory").
    const named = /^\p{Lu}\S*(?:[\s-]+\p{Lu}\S*)+$/u.test(match[0]) || /^[^\s-]+(?:-[^\s-]+)+$/.test(match[0]);
    const list = /,|\s(?:and|or)\s/i.test(match[0]);
    const words = match[0].toLowerCase().split(list ? /(?:,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+|[\s-]+)/ : /[\s-]+/);
    const last = words.length - 1;
    const functionAt = words.findIndex((word) => isGrammarWord(word));
    if (inner ? !innerRun(words, functionAt) : functionAt >= 0) continue;
    // A list is said as the content writes it: a comma, and one word for each letter ("tanks and levels" is no "TAL").
    if (list && (!match[0].includes(',') || words.length !== letters.length)) continue;
    const phrase = list
      ? match[0].toLowerCase().replace(/\s+/g, ' ')
      : // "agreements" and "agreement" are one phrase: the last word without a plural "s" ("series" keeps its own).
        words.map((word, i) => (i === last && /[^s]s$/.test(word) && !/ies$/.test(word) ? word.slice(0, -1) : word)).join(' ');
    const key = list ? phrase : words.map((word) => stem(word)).join(' ');
    const run = runs.get(key);
    if (!run) runs.set(key, { phrase, count: 1, named });
    else {
      run.count++;
      run.named ||= named;
      // The singular form when both are written ("translation memory" over "translation memories").
      if (/ies$/.test(run.phrase) && !/ies$/.test(phrase)) run.phrase = phrase;
    }
  }
  return runs;
}

/**
 * A run with one preposition inside that makes a name of it ("characters per second", "proof of
 * concept"); not an article, a "to" or a "by" ("updates the chart", "channel by channel"), and no
 * word twice.
 */
function innerRun(words: readonly string[], functionAt: number): boolean {
  if (functionAt < 1 || functionAt === words.length - 1 || !NAMING_PREPOSITIONS.has(words[functionAt]!)) return false;
  return words.filter((word) => isGrammarWord(word)).length === 1 && new Set(words).size === words.length;
}

const NAMING_PREPOSITIONS = new Set(['of', 'per', 'on', 'from', 'in', 'for', 'at', 'over', 'under', 'with', 'without']);

/** "memory" -> "memories", "model" -> "models": a phrase in the plural a question asked it in. */
function pluralOf(phrase: string): string {
  if (/[^aeiou]y$/.test(phrase)) return `${phrase.slice(0, -1)}ies`;
  return phrase.endsWith('s') ? phrase : `${phrase}s`;
}

// Their machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(TITLE_RUN, DEFINED, ACRONYM, WRITTEN_OUT, HYPHENATED);
