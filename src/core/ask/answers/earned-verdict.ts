/**
 * A "Yes." must be earned by what its evidence states about the thing asked (issue #28, unearned
 * verdicts). The last look at a yes/no answer that opens with "Yes." and quotes one sentence of the
 * owner's bio ("From Beatriz's bio: “…”"):
 *
 * - Polarity: the quoted sentence negates the asked act ("Does she scrape competitors' prices?"
 *   against "I do not scrape competitors' prices from shops whose terms forbid it"): the asked verb,
 *   or with a verb of work ("build", "do") the first word of the asked thing, stands in the reach of
 *   a negation of the sentence (up to the end of its clause). The verdict is "No." with the same
 *   sentence.
 * - Coverage: the quoted sentence states only part of the thing asked ("Does she do data entry?"
 *   against "I like work on … product data …": no "entry"). A word asked that the sentence does not
 *   write (nor a form of it), and that the portfolio writes nowhere, leaves no verdict: "Not as far as the portfolio shows", with what was found.
 *
 * General English only (negations, the verbs of work of ../tables/boundary-words.json); no field's words.
 */
import { earnedRefusal } from './limit-earned.ts';
import { isKnownStem, type Knowledge } from '../knowledge/knowledge.ts';
import { FRAME_WORDS, FUNCTION_WORDS, GENERIC_NOUNS, OWNER_SUBJECTS } from '../lexicon.ts';
import { CUE_WORDS } from '../question/cues.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import { isStopLike } from '../question/stop-words.ts';
import type { AskAnswer } from '../schema.ts';
import words from '../tables/boundary-words.json' with { type: 'json' };
import { negatedClauses } from '../text/negation.ts';
import { isFormOf } from '../text/word-forms.ts';
import { stem, type Token, tokenize } from '../text/words.ts';
import { timeWord } from './evidence-verdict.ts';
import { owners } from './reply.ts';
import { stancesOf, withNearStance } from './stances.ts';
import { mayReplace } from './answer-shape.ts';

/** Verbs that say only that work is done ("Does she build …", "does he do …"): the thing after them is what is asked. */
const WORK_VERBS: ReadonlySet<string> = new Set([...words.verbs, ...words.requests].map(stem));
/** Auxiliaries that open a yes/no question about the owner. */
const OPENERS: ReadonlySet<string> = new Set(['does', 'do', 'did', 'can', 'could', 'would', 'will', 'is', 'has', 'have']);

/** A "Yes." from one quoted sentence of the owner's text: "Yes. From Beatriz's bio: “…”". */
const QUOTED_YES = /^Yes\. From ([^:“”]{1,80}) bio: “([^”]+)”/;

/** The asked act of "Does she <verb> <thing>?": the verb's token and the content words of the thing. */
interface Asked {
  verb: { folded: string; stem: string };
  thing: { folded: string; stem: string }[];
}

function askedAct(knowledge: Knowledge, question: ParsedQuestion): Asked | undefined {
  const list = question.words;
  if (!OPENERS.has(list[0]?.folded ?? '')) return undefined;
  const subject = list[1]?.folded ?? '';
  if (!OWNER_SUBJECTS.has(subject) && !knowledge.person.words.has(subject)) return undefined;
  const verb = list[2];
  if (!verb || (FUNCTION_WORDS.has(verb.folded) && !WORK_VERBS.has(verb.stem)) || verb.capitalised) return undefined;
  const thing = list
    .slice(3)
    .filter(
      (word) =>
        word.folded.length > 2 &&
        !isStopLike(knowledge, word.folded) &&
        !FUNCTION_WORDS.has(word.folded) &&
        !FRAME_WORDS.has(word.folded) &&
        !CUE_WORDS.has(word.folded) &&
        !GENERIC_NOUNS.has(word.folded) &&
        !knowledge.person.words.has(word.folded),
    );
  return { verb, thing };
}

/**
 * Whether a token of the sentence is the word asked, or a form of it ("broadcast" of "broadcasters",
 * "prices" of "price"); another word that merely starts with it is not ("databases" of "data", ../text/word-forms.ts).
 */
function sameWord(token: Token, word: { folded: string; stem: string }): boolean {
  if (token.stem === word.stem || token.folded === word.folded) return true;
  return word.stem.length <= token.stem.length ? isFormOf(word.stem, token.stem) : isFormOf(token.stem, word.stem);
}

/** The tokens of each stretch of the sentence that a negation reaches: from it to the end of its clause (../text/negation.ts). */
function negatedStretches(sentence: string): Token[][] {
  return negatedClauses(sentence).map((clause) => clause.tokens.slice(clause.negations[0]! + 1));
}

/** `answer`, with "No." for a "Yes." whose own quoted sentence negates the act asked, or without the verdict its sentence does not earn. */
export function withEarnedVerdict(knowledge: Knowledge, question: ParsedQuestion, answer: AskAnswer): AskAnswer {
  // Both readings correct a "Yes" (./answer-shape.ts).
  if (!mayReplace(answer, 'affirmed')) return answer;
  // "Yes, most likely: <the closest project>" when a negated act of the bio has a rare word of the question: not earned (./stances.ts).
  const near = withNearStance(knowledge, stancesOf(knowledge), question, answer);
  if (near !== answer) return near;
  if (!question.cues.has('yesno') || answer._meta.response_type !== 'answer') return answer;
  const quoted = QUOTED_YES.exec(answer.answer);
  if (!quoted) return answer;
  const asked = askedAct(knowledge, question);
  if (!asked) return answer;
  const sentence = quoted[2]!;
  const workVerb = WORK_VERBS.has(asked.verb.stem);
  // The asked act in the reach of a negation: its own verb, or after a verb of work the first word of the thing asked.
  const head = workVerb ? asked.thing[0] : asked.verb;
  if (head && negatedStretches(sentence).some((stretch) => stretch.slice(0, 6).some((token) => sameWord(token, head)))) {
    const rest = answer.answer.slice('Yes. '.length);
    // A "No." the request earns (./limit-earned.ts); else the sentence, without a verdict.
    return earnedRefusal(knowledge, question, { ...answer, answer: `No. ${rest}` }) ?? { ...answer, answer: rest };
  }
  // Every word of the thing asked must be stated: "data entry" is not "product data".
  const tokens = tokenize(sentence);
  // A word the content writes elsewhere, a place or a time may be reasoned about ("Fridays" of "the other days", a city of "anywhere in Europe").
  const placed = new Set(question.places.flatMap((place) => question.words.slice(place.start, place.end).map((word) => word.folded)));
  const missing = asked.thing.filter(
    (word) => !tokens.some((token) => sameWord(token, word)) && !isKnownStem(knowledge, word.stem) && !placed.has(word.folded) && !timeWord(word.folded),
  );
  if (!asked.thing.length || !missing.length || missing.length === asked.thing.length) return answer;
  const named = missing.map((word) => `“${word.folded}”`).join(' and ');
  return {
    ...answer,
    _meta: { ...answer._meta, confidence: Math.min(answer._meta.confidence, 0.5) },
    answer: `Not as far as the portfolio shows: ${owners(knowledge)} portfolio does not mention ${named}. ${answer.answer.slice('Yes. '.length)}`,
  };
}
