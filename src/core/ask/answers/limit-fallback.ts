/**
 * A request that nothing else answers, but that meets a stated limit (issue #28, a refused request
 * told as an instance): "An insurer wants a map showing a burned house was lost to something other
 * than the wildfire. Is that something she'd do?" got "The portfolio does not state Noémie's
 * salary" (from "pay"); "Would she work on defense aircraft maintenance?" got "nothing about
 * “defense”"; "Can she help us keep flying … longer than the minimum equipment list allows?" got
 * "not among the listed skills". When the answer to a request put to the owner (./limit-concepts.ts
 * `asksOwnerFor`) is such a non-answer (not found, an unstated personal detail, a bare list of a
 * skill category), a negated act of the bio (./stances.ts) that the request meets answers instead:
 * "Probably not", with the limit.
 *
 * Looser than ./limit-concepts.ts, because it only replaces an answer that says nothing: two words
 * of the question meet the act or what it is done to, weighing one and a half (as written or of one
 * meaning: 1; a kind, a broader word or a word of the family through WordNet, ../knowledge/limit-reach.ts:
 * 1; a word whose definition names it: ½; an acronym of the limit spelled out by the question's
 * words, "minimum equipment list" for "MEL": 1½), one of them a word of the limit that no project
 * writes (the owner's own work is no evidence), and the object met, not only the verb. A verb of work
 * or request ("make", "help") meets only as written; a word after a verb of stopping ("a tool to detect
 * …") asks for the opposite act and meets nothing; a private question keeps its refusal.
 */
import { url } from '../../../catalogue/paths.ts';
import type { Knowledge } from '../knowledge/knowledge.ts';
import { readLimitReach } from '../knowledge/limit-reach.ts';
import { FUNCTION_WORDS, OWNER_SUBJECTS } from '../lexicon.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import type { AskAnswer } from '../schema.ts';
import { joinList } from '../text/english.ts';
import { tokenize } from '../text/words.ts';
import { asksOwnerFor, usableWords } from './limit-concepts.ts';
import { earnedRefusal, earnsLimit, GENERAL_ACTS, MADE_THINGS } from './limit-earned.ts';
import { apiUrl, confidenceOf, owners, reply } from './reply.ts';
import { asksOpposite, type Stance } from './stances.ts';
import { literal } from '../text/literal.ts';

type Reach = ReadonlyMap<string, readonly { stem: string; defined: boolean }[]>;
const READ = new WeakMap<Knowledge, Reach>();

/** Whether an answer says nothing: not found (but a private refusal), an unstated personal detail, or a bare list of a skill category. */
function saysNothing(answer: AskAnswer): boolean {
  const { response_type: type, intent } = answer._meta;
  if (type === 'not_found') return intent !== 'private';
  return (type === 'list' || type === 'answer') && intent === 'skills' && /^\S+ lists \d+ skills? (?:under|in) /.test(answer.answer);
}

/** `answer`, or "Probably not" with a stated limit when `answer` says nothing and the request meets the limit. */
export function withLimitOverNothing(
  knowledge: Knowledge,
  stances: readonly Stance[],
  index: { reach?: string; related?: Readonly<Record<string, readonly string[]>> },
  question: ParsedQuestion,
  answer: AskAnswer,
): AskAnswer {
  if (!stances.length || question.injection || !saysNothing(answer) || !asksOwnerFor(knowledge, question)) return answer;
  let reach = READ.get(knowledge);
  if (!reach) READ.set(knowledge, (reach = readLimitReach(index.reach ?? '')));
  const found = bestLimit(knowledge, stances, reach, question);
  if (!found) return answer;
  const named = joinList(found.met.map((word) => `“${word}”`));
  const refusal = reply(
    'answer',
    'profile',
    `Probably not: ${named} of what is asked meet a stated limit. From ${owners(knowledge)} bio: “${found.stance.text}”`,
    [apiUrl(knowledge, url('getProfile'))],
    confidenceOf(question, 0.5),
  );
  // Only a refusal the request earns (./limit-earned.ts) replaces the answer.
  return earnedRefusal(knowledge, question, refusal) ?? answer;
}

/** The limit the request meets best, with the question's words that meet it. */
function bestLimit(knowledge: Knowledge, stances: readonly Stance[], reach: Reach, question: ParsedQuestion): { stance: Stance; met: string[] } | undefined {
  const words = question.words;
  const usable = usableWords(knowledge, question);
  let best: { stance: Stance; met: string[]; score: number } | undefined;
  for (const stance of stances) {
    if (asksOpposite(question, stance.text)) continue;
    const verbStem = [...stance.verb][0]!;
    const parts = [{ stem: verbStem, same: stance.verb, word: '' }, ...stance.object];
    const hits = new Map<string, { limitStem: string; weight: number; reached?: boolean; exact?: boolean }>();
    for (const word of usable) {
      let hit: { limitStem: string; weight: number; reached?: boolean; exact?: boolean } | undefined;
      for (const part of parts) {
        if (word.stem === part.stem || part.same.has(word.stem)) {
          hit = { limitStem: part.stem, weight: 1, exact: word.stem === part.stem };
          break;
        }
        if (!/^[a-z]{4,}$/.test(word.folded) || GENERAL_ACTS.has(word.stem)) continue;
        const target = reach.get(word.stem)?.find((other) => other.stem === part.stem && !(other.defined && part.stem === verbStem));
        const weight = target?.defined ? 0.5 : 1;
        if (target && (!hit || weight > hit.weight)) hit = { limitStem: part.stem, weight, reached: true };
      }
      if (hit) hits.set(word.folded, hit);
    }
    // "minimum equipment list" for the limit's "MEL": an acronym the question spells out.
    for (const acronym of stance.text.match(/\b[A-Z]{2,5}\b/g) ?? []) {
      const part = stance.object.find((other) => other.word === acronym.toLowerCase());
      if (!part) continue;
      const at = words.findIndex(
        (_, i) =>
          words
            .slice(i, i + acronym.length)
            .map((word) => word.folded[0])
            .join('') === acronym.toLowerCase(),
      );
      if (at >= 0 && words.slice(at, at + acronym.length).every((word) => word.folded.length > 2 && !FUNCTION_WORDS.has(word.folded)))
        hits.set(
          words
            .slice(at, at + acronym.length)
            .map((word) => word.folded)
            .join(' '),
          { limitStem: part.stem, weight: 1.5 },
        );
    }
    // A word of a phrase of the limit met without the phrase's first word, what qualifies it, names another thing ("mining robots for
    // a quarry" against "lunar mining robots").
    // And its first word met in other words, without any word after it, qualifies another thing ("a moon-themed hotel").
    const phrases = phrasesOf(stance.text, verbStem);
    const hitStems = new Set([...hits.values()].map((hit) => hit.limitStem));
    for (const [word, hit] of hits) {
      const phrase = phrases.find((run) => run.includes(hit.limitStem));
      if (!phrase || phrase.length < 2) continue;
      if (phrase[0] === hit.limitStem ? !hit.exact && !phrase.slice(1).some((other) => hitStems.has(other)) : !hitStems.has(phrase[0]!)) hits.delete(word);
    }
    const list = [...hits.values()];
    const weight = list.reduce((sum, hit) => sum + hit.weight, 0);
    const object = list.filter((hit) => hit.limitStem !== verbStem).reduce((sum, hit) => sum + hit.weight, 0);
    const foreign = new Set(
      list.filter((hit) => hit.limitStem !== verbStem && !knowledge.postings.has(hit.limitStem) && !MADE_THINGS.has(hit.limitStem)).map((hit) => hit.limitStem),
    );
    // One word of what the act is done to that no project writes; WordNet's reach alone is too loose unless it meets two such words.
    const written = list.some((hit) => !hit.reached && hit.limitStem !== verbStem);
    if (hits.size < 2 || weight < 1.5 || object < 1 || !foreign.size || (!written && foreign.size < 2)) continue;
    // Among the limits the request earns (./limit-earned.ts).
    if ((!best || weight > best.score) && earnsLimit(knowledge, question, stance.text)) best = { stance, met: [...hits.keys()], score: weight };
  }
  return best;
}

/** Negations and prepositions: they end a phrase ("runs | inside | a cremator"). */
const BREAKS =
  /^(?:not|never|inside|outside|within|without|through|across|onto|into|over|under|after|before|during|between|against|via|per|upon|towards?|beyond|past|unless|while|whose|which|that|who)$/;

/** The phrases of a limit's words (runs of content words, "or" and "and" inside a run: "military or weapons-carrying aircraft"), the act's verb left out. */
function phrasesOf(text: string, verbStem: string): string[][] {
  const phrases: string[][] = [];
  for (const piece of text.split(/[,;:()]/)) {
    let run: string[] = [];
    for (const token of [...tokenize(piece), undefined]) {
      if (token && /^(?:or|and)$/.test(token.folded) && run.length) continue;
      if (token && token.folded.length > 2 && !FUNCTION_WORDS.has(token.folded) && !BREAKS.test(token.folded) && token.stem !== verbStem) {
        run.push(token.stem);
        continue;
      }
      if (run.length) phrases.push(run);
      run = [];
    }
  }
  return phrases;
}

/** Openers of a question about what the owner does ("Does she …", "Would he …"). */
const OPENERS: ReadonlySet<string> = new Set(['does', 'do', 'will', 'would', 'can', 'could']);

/**
 * "Does she do price walking?" against "I do not build price optimisation that raises renewal premiums for customers who are
 * unlikely to shop around (price walking)": every word of the thing asked (two to four, no name), in their
 * order, as the name in brackets of what a negated sentence of the bio refuses: "No." with the sentence. American and British
 * spellings ("optimization", "optimisation") are one word.
 */
export function namedInLimit(knowledge: Knowledge, stances: readonly Stance[], question: ParsedQuestion): AskAnswer | undefined {
  const words = question.words;
  if (!OPENERS.has(words[0]?.folded ?? '') || !(OWNER_SUBJECTS.has(words[1]?.folded ?? '') || knowledge.person.words.has(words[1]?.folded ?? '')))
    return undefined;
  const asked = words.slice(2).filter((word) => !FUNCTION_WORDS.has(word.folded) && !GENERAL_ACTS.has(word.stem) && word.folded !== 'any');
  if (asked.length < 2 || asked.length > 4 || words.slice(2).indexOf(asked[0]!) + asked.length < words.length - 2) return undefined;
  // A name ("Does she work at Tallis Pryor?") is read by the readers of the career.
  if (asked.some((word) => word.asName)) return undefined;
  const fold = (text: string) => text.replace(/z/g, 's');
  const phrase = asked.map((word) => fold(word.stem));
  for (const stance of stances) {
    const tokens = tokenize(stance.text);
    const negation = tokens.findIndex((token) => token.folded === 'not' || token.folded === 'never');
    const stems = tokens.map((token) => fold(token.stem));
    const at = stems.findIndex((_, i) => i > negation && phrase.every((wordStem, j) => stems[i + j] === wordStem));
    if (negation < 0 || at < 0) continue;
    // Only the limit's own name for what it refuses, in brackets ("(price walking)"): other words of the limit may be the owner's own work.
    const named = new RegExp(`\\(\\s*${asked.map((word) => literal(word.folded.slice(0, 4))).join('\\w*\\s+')}`, 'i').test(stance.text);
    if (!named) continue;
    return reply(
      'answer',
      'profile',
      `No. From ${owners(knowledge)} bio: “${stance.text}”`,
      [apiUrl(knowledge, url('getProfile'))],
      confidenceOf(question, 0.8),
    );
  }
  return undefined;
}

/**
 * "Does she build price optimization models?" against "I do not build price optimisation that raises …": the question's verb
 * is the negated verb, and the first two words of the thing asked follow it in the limit: "No.", with the sentence (which
 * says what narrows it: "… that raises renewal premiums …"). Read after a
 * limit's item that answers, but before a sentence of what the owner likes ("I like work on … pricing …").
 */
export function actNamedInLimit(knowledge: Knowledge, stances: readonly Stance[], question: ParsedQuestion): AskAnswer | undefined {
  const words = question.words;
  const fold = (text: string) => text.replace(/z/g, 's');
  if (!OPENERS.has(words[0]?.folded ?? '') || !(OWNER_SUBJECTS.has(words[1]?.folded ?? '') || knowledge.person.words.has(words[1]?.folded ?? '')))
    return undefined;
  const verb = words[2];
  const object = words.slice(3).filter((word) => !FUNCTION_WORDS.has(word.folded) && word.folded !== 'any');
  if (!verb || object.length < 2 || object.some((word) => word.asName) || FUNCTION_WORDS.has(verb.folded)) return undefined;
  for (const stance of stances) {
    if (!stance.verb.has(verb.stem)) continue;
    const tokens = tokenize(stance.text);
    const at = tokens.findIndex((token, i) => token.stem === verb.stem && /^(?:not|never)$/.test(tokens[i - 1]?.folded ?? ''));
    if (at < 0 || fold(tokens[at + 1]?.stem ?? '') !== fold(object[0]!.stem) || fold(tokens[at + 2]?.stem ?? '') !== fold(object[1]!.stem)) continue;
    return reply(
      'answer',
      'profile',
      `No. From ${owners(knowledge)} bio: “${stance.text}”`,
      [apiUrl(knowledge, url('getProfile'))],
      confidenceOf(question, 0.75),
    );
  }
  return undefined;
}
