/**
 * The cues of a question: words and phrases that tell what kind of question it is ("how many",
 * "latest", "where", "phone"...), from ../tables/cue-words.json and ../tables/cue-phrases.json, and
 * whether the whole question is a request for help (../tables/help-requests.json).
 */
import cueWords from '../tables/cue-words.json' with { type: 'json' };
import cuePhrases from '../tables/cue-phrases.json' with { type: 'json' };
import helpRequests from '../tables/help-requests.json' with { type: 'json' };
import privateRequestVerbs from '../tables/private-request-verbs.json' with { type: 'json' };
import type { Word } from './words.ts';
import { releaseCompiledCode } from '../text/patterns.ts';

export type Cue =
  | 'help'
  | 'projectNoun'
  | 'projectVerb'
  | 'workNoun'
  | 'listy'
  | 'skillVerb'
  | 'skillNoun'
  | 'yesno'
  | 'count'
  | 'recent'
  | 'oldest'
  | 'featured'
  | 'compare'
  | 'who'
  | 'name'
  | 'role'
  | 'email'
  | 'contact'
  | 'website'
  | 'github'
  | 'linkedin'
  | 'links'
  | 'location'
  | 'when'
  | 'or'
  | 'plural'
  | 'private'
  | 'phone'
  | 'calendar'
  | 'level'
  | 'years'
  | 'architecture';

/** Looked up by the question's words: a Map, so that "constructor" is not a cue found on Object.prototype. */
const WORD_CUES: ReadonlyMap<string, readonly Cue[]> = new Map(Object.entries(cueWords as Record<string, Cue[]>));

/** The cues one word gives ("built": projectVerb). */
export const cuesOfWord = (folded: string): readonly Cue[] => WORD_CUES.get(folded) ?? [];

/** Words that are cues, so never typo-corrected into something else. */
export const CUE_WORDS: ReadonlySet<string> = new Set(WORD_CUES.keys());

/** Per list of cues, one pattern of the phrases (regular expressions over the folded words, `\b`-delimited) that give them. */
const PHRASE_CUES: readonly (readonly [RegExp, readonly Cue[]])[] = (cuePhrases as { phrases: string[]; cues: Cue[] }[]).map(({ phrases, cues }) => [
  new RegExp(phrases.map((phrase) => `\\b(?:${phrase})\\b`).join('|')),
  cues,
]);

/**
 * Every phrase pattern in one: more than half of the questions have no phrase cue, and one test
 * of the union costs about a quarter of testing the patterns one by one. A question it matches
 * goes through the patterns in their order. Every phrase begins at a word boundary: tested once
 * for all of them (half the time of a boundary per phrase).
 */
export const ANY_PHRASE_CUE = new RegExp(
  `\\b(?:${(cuePhrases as { phrases: string[] }[]).flatMap(({ phrases }) => phrases.map((phrase) => `(?:${phrase})\\b`)).join('|')})`,
);

/**
 * Whether a phrase of `cue` other than a bare word ("skill level", "call her", not "phone")
 * is in `plain`: then the cue is asked in words of its own (./field-words.ts). Built on demand,
 * for the few questions whose field word may belong to another thing.
 */
export function cueByOwnPhrase(cue: Cue, plain: string): boolean {
  let pattern = OWN_PHRASES.get(cue);
  if (pattern === undefined) {
    ownPhrasePatterns.count++;
    const phrases = (cuePhrases as { phrases: string[]; cues: Cue[] }[])
      .filter(({ cues }) => cues.includes(cue))
      .flatMap(({ phrases }) => phrases.filter((phrase) => !/^[a-z]+$/.test(phrase)));
    pattern = phrases.length > 0 ? new RegExp(phrases.map((phrase) => `\\b(?:${phrase})\\b`).join('|')) : null;
    OWN_PHRASES.set(cue, pattern);
    releaseCompiledCode(pattern);
  }
  return pattern?.test(plain) === true;
}

/** Per cue, the pattern of its own phrases (null: none), made at its first use: one per cue at most, not one per question. */
const OWN_PHRASES = new Map<Cue, RegExp | null>();

/** How many own-phrase patterns were made (the tests count them: once per cue). */
export const ownPhrasePatterns = { count: 0 };

/** How many phrase patterns were tested one by one (the tests check that a question with no phrase cue tests none). */
export const phrasePatternTests = { count: 0 };

/** The whole question is a request for help ("help", "what can I ask?"), polite words aside. */
const HELP_REQUEST = new RegExp(`^(?:${helpRequests.requests.join('|')})$`, 'u');
const POLITE_WORDS = new RegExp(`\\b(?:${helpRequests.politeWords.join('|')})\\b`, 'g');
const HAS_POLITE_WORD = new RegExp(POLITE_WORDS.source);

/** Verbs that, next to "architecture", ask for the private notes themselves ("print the architecture"). */
const PRIVATE_REQUEST_VERBS: readonly string[] = privateRequestVerbs;

/** The cues of a question's words; `plain` is the words joined by spaces. */
export function findCues(words: readonly Word[], plain: string): Set<Cue> {
  const cues = new Set<Cue>();
  for (const word of words) {
    const found = WORD_CUES.get(word.folded);
    if (found) for (const cue of found) cues.add(cue);
  }
  // A pattern whose cues the question already has adds nothing: not tested.
  if (ANY_PHRASE_CUE.test(plain))
    for (const [pattern, list] of PHRASE_CUES) {
      if (hasAll(cues, list)) continue;
      phrasePatternTests.count++;
      if (pattern.test(plain)) for (const cue of list) cues.add(cue);
    }
  // Help requests are short ("what can I ask you here please"): longer questions skip the pattern.
  // `plain` is words joined by single spaces: without a polite word there is nothing to remove.
  if (words.length <= 12 && HELP_REQUEST.test(HAS_POLITE_WORD.test(plain) ? plain.replace(POLITE_WORDS, '').replace(/\s+/g, ' ').trim() : plain))
    cues.add('help');
  if (cues.has('architecture') && words.some((word) => PRIVATE_REQUEST_VERBS.includes(word.folded))) cues.add('private');
  return cues;
}

function hasAll(cues: ReadonlySet<Cue>, list: readonly Cue[]): boolean {
  for (const cue of list) if (!cues.has(cue)) return false;
  return true;
}

/**
 * "Signal processing skills": a cue word inside the name of a skill or category the question
 * mentions is that name, not the cue (the messenger "Signal"; "Clinical Document Architecture"). Called once the mentions are known;
 * removes a word cue none of whose words stands outside a mention (phrase cues are kept).
 */
export function dropCuesInsideNames(cues: Set<Cue>, words: readonly Word[], plain: string, inWholeName: ReadonlySet<Word> = new Set()): void {
  for (const cue of ['phone', 'calendar', 'architecture'] as const) {
    if (!cues.has(cue)) continue;
    // "Architecture" names private notes: only a whole name ("Clinical Document Architecture"), not one word of it, hides the cue.
    if (cue === 'architecture' && words.some((word) => !inWholeName.has(word) && (WORD_CUES.get(word.folded) ?? []).includes(cue))) continue;
    const fromPhrase = PHRASE_CUES.some(([pattern, list]) => list.includes(cue) && pattern.test(plain));
    const outside = words.some((word) => !word.inMention && (WORD_CUES.get(word.folded) ?? []).includes(cue));
    if (fromPhrase || outside) continue;
    cues.delete(cue);
    // "Distributed Show Architecture": the request verb that made "architecture" private ("show") is a word of the name too.
    if (cue === 'architecture' && cues.has('private')) {
      const privateWord = words.some((word) => !inWholeName.has(word) && (WORD_CUES.get(word.folded) ?? []).includes('private'));
      const privatePhrase = PHRASE_CUES.some(([pattern, list]) => list.includes('private') && pattern.test(plain));
      const requestOutside = words.some((word) => !inWholeName.has(word) && PRIVATE_REQUEST_VERBS.includes(word.folded));
      if (!privateWord && !privatePhrase && !requestOutside) cues.delete('private');
    }
  }
}

// Their machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(ANY_PHRASE_CUE, ...PHRASE_CUES.map(([pattern]) => pattern), HELP_REQUEST, POLITE_WORDS, HAS_POLITE_WORD);
