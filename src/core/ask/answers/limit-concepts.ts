/**
 * A request that the owner's stated limits rule out, told without their words (issue #28): "Would
 * she help a bookmaker set odds on hurling matches?" against "I do not build in-play betting
 * models". Each negated act of the bio (./stances.ts: its verb and the words of what it is done to)
 * is met word by word by the question's own words, by the limit word's words of one meaning
 * (../knowledge/limit-relations.ts) or by a word that reaches it through WordNet: a kind of it, its
 * broader word, its family, a word whose definition names it or that heads its definition
 * (../knowledge/limit-reach.ts, read at build time: "bookmaker: a gambler who accepts and pays off
 * bets" reaches "betting").
 *
 * A request put to the owner ("Can she …", "Would he …", "Is he interested?", "something she'd do";
 * not "Has she …", "How …") meets a limit when, by two words of the question at least, its words
 * weigh one and a half (a word met as written, of one meaning or by a relation weighs 1, by a
 * definition ½), one of them reaching a limit word no project writes through WordNet, with a word met
 * as the limit writes it or two limit words no project writes, and the words no project writes
 * weighing one at least ("organ" of the owner's own work is no evidence). A verb of work or request
 * ("make", "help") reaches nothing, a definition never reaches the act's verb, and a word right after
 * a limit word as written names another thing ("cruise control"). The answer is "Probably not", with
 * the limit, never a "Yes" from a project. A question that asks for the opposite act ("a tool to
 * detect …", ./stances.ts `asksOpposite`) meets nothing, nor does a word after a verb of stopping.
 * General English only; no field's words.
 */
import { url } from '../../../catalogue/paths.ts';
import type { Knowledge } from '../knowledge/knowledge.ts';
import { readLimitReach } from '../knowledge/limit-reach.ts';
import { FUNCTION_WORDS, OWNER_SUBJECTS } from '../lexicon.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import type { AskAnswer } from '../schema.ts';
import boundaryWords from '../tables/boundary-words.json' with { type: 'json' };
import { joinList } from '../text/english.ts';
import { stem } from '../text/words.ts';
import { earnsLimit, STOPPING } from './limit-earned.ts';
import { apiUrl, confidenceOf, owners, reply } from './reply.ts';
import { asksOpposite, type Stance } from './stances.ts';

/** Verbs after which what is named is to be prevented or found out: the asker wants the opposite of the limit's act. */
/** The verb's own forms only: "checkout" and "banner" are no verbs of stopping. */

/** Verbs of work and request ("make", "take", "help"): a question's word of these meets a limit only as written, never through WordNet. */
const GENERIC_ACTS: ReadonlySet<string> = new Set([...boundaryWords.verbs, ...boundaryWords.requests].map(stem));

type Reach = ReadonlyMap<string, readonly { stem: string; defined: boolean }[]>;

/** The table read for a portfolio's knowledge (released with it), at the first question that may meet a limit. */
const READ = new WeakMap<Knowledge, Reach>();

/** "Probably not" with the limit that the question's request meets in other words; undefined otherwise. `index.reach`: the table of ../knowledge/limit-reach.ts. */
export function inOtherWords(knowledge: Knowledge, stances: readonly Stance[], index: { reach?: string }, question: ParsedQuestion): AskAnswer | undefined {
  if (!stances.length || !index.reach || !asksOwnerFor(knowledge, question)) return undefined;
  let reach = READ.get(knowledge);
  if (!reach) READ.set(knowledge, (reach = readLimitReach(index.reach)));
  return limitMet(knowledge, stances, reach, question);
}

/** Whether a yes/no question is put to the owner ("Can she …", "Is he interested?", "something she'd do?"). */
export function asksOwnerFor(knowledge: Knowledge, question: ParsedQuestion): boolean {
  const words = question.words;
  const owner = (folded: string) => OWNER_SUBJECTS.has(folded) || knowledge.person.words.has(folded);
  // A request is for work to come: "Has she worked at …?", "Did she …?" ask what was done.
  if (PAST.has(words[0]?.folded ?? '') || QUESTION_WORDS.has(words[0]?.folded ?? '')) return false;
  // "Is that something she'd build?": the "'d" is not kept as a word; the owner before a verb of work in its base form ("she build", "he would do").
  // "Is that something she takes on?": a verb of work in the present ("takes", "does") after the owner is one too.
  const base = (folded: string) =>
    BASE_ACTS.has(folded) || (/s$/.test(folded) && (BASE_ACTS.has(folded.slice(0, -1)) || BASE_ACTS.has(folded.replace(/es$/, ''))));
  const verbAfter = (i: number) => base((AFTER_OWNER.has(words[i + 1]?.folded ?? '') ? words[i + 2] : words[i + 1])?.folded ?? '');
  // "We want an app that … Interested?": the last sentence a bare word of willingness.
  if (words.length > 3 && /^(?:interested|keen|willing)$/.test(words[words.length - 1]!.folded) && !owner(words[words.length - 2]!.folded)) return true;
  return words.some(
    (word, i) =>
      (MODALS.has(word.folded) && owner(words[i + 1]?.folded ?? '')) || (owner(word.folded) && (words[i + 1]?.folded === 'd' || (i > 0 && verbAfter(i)))),
  );
}

/** Base forms of the verbs of work and request ("build", "make"), as written. */
const BASE_ACTS: ReadonlySet<string> = new Set([...boundaryWords.verbs, ...boundaryWords.requests]);
const AFTER_OWNER: ReadonlySet<string> = new Set(['would', 'could', 'will', 'might']);

/** "How good is she at …?" asks about the owner, not for work. */
const QUESTION_WORDS: ReadonlySet<string> = new Set(['how', 'what', 'which', 'where', 'when', 'who', 'why', 'whose']);
const PAST: ReadonlySet<string> = new Set(['has', 'have', 'had', 'did', 'was', 'were']);
const MODALS: ReadonlySet<string> = new Set(['can', 'could', 'would', 'will', 'might', 'shall', 'd', 'is', 'are']);

/** The question's content words, but those after a verb of stopping ("a tool to detect falsified results"): what may meet a limit. */
export function usableWords(knowledge: Knowledge, question: ParsedQuestion) {
  const words = question.words;
  return words.filter(
    (word, i) =>
      word.folded.length > 2 &&
      !FUNCTION_WORDS.has(word.folded) &&
      !OWNER_SUBJECTS.has(word.folded) &&
      !knowledge.person.words.has(word.folded) &&
      !STOPPING.test(word.folded) &&
      !words.slice(Math.max(0, i - 3), i).some((before) => STOPPING.test(before.folded)),
  );
}

/** The best limit the question meets in other words, as the answer. */
function limitMet(knowledge: Knowledge, stances: readonly Stance[], reach: Reach, question: ParsedQuestion): AskAnswer | undefined {
  const words = question.words;
  const usable = usableWords(knowledge, question);
  let best: { stance: Stance; met: string[]; score: number } | undefined;
  for (const stance of stances) {
    if (asksOpposite(question, stance.text)) continue;
    const parts = [{ stem: [...stance.verb][0]!, same: stance.verb }, ...stance.object];
    // Each word of the question meets the limit's word it is closest to: as written (or of one meaning), by a relation, by a definition.
    const met: { limitStem: string; stem: string; word: string; reached: boolean; weight: number }[] = [];
    for (const word of usable) {
      let hit: (typeof met)[number] | undefined;
      for (const part of parts) {
        if (word.stem === part.stem || part.same.has(word.stem)) {
          hit = { limitStem: part.stem, stem: word.stem, word: word.folded, reached: false, weight: 1 };
          break;
        }
        // A word reaches a limit's word through WordNet when it is a word of letters ("six" is no kind of die).
        // The act's verb is not reached by a definition alone ("aids" for "act").
        const target =
          /^[a-z]{4,}$/.test(word.folded) && !GENERIC_ACTS.has(word.stem)
            ? reach.get(word.stem)?.find((other) => other.stem === part.stem && !(other.defined && part === parts[0]))
            : undefined;
        const weight = target?.defined ? 0.5 : 1;
        if (target && (!hit || weight > hit.weight)) hit = { limitStem: part.stem, stem: word.stem, word: word.folded, reached: true, weight };
      }
      // A word after a word of the limit as written names another thing ("cruise control" is no "cruise ship operator").
      const before = words[words.indexOf(word) - 1];
      if (hit?.reached && before && met.some((other) => !other.reached && other.word === before.folded)) continue;
      if (hit && !met.some((other) => other.word === hit.word)) met.push(hit);
    }
    // A word met by a definition only weighs half: a word and a half's worth at least, by two words of the question.
    const weight = met.reduce((sum, hit) => sum + hit.weight, 0);
    if (weight < 1.5 || met.length < 2) continue;
    // One word of the limit that is not the owner's own work (no project writes it) met through WordNet: "build software" is no limit;
    // and one word met as the limit writes it (or in a word of one meaning), or two words of the limit that no project writes:
    // WordNet's reach alone to the owner's own words ("trains" for "level", "track" for "crossing") is too loose.
    const foreign = new Set(met.filter((hit) => !knowledge.postings.has(hit.limitStem)).map((hit) => hit.limitStem));
    if (!met.some((hit) => hit.reached && foreign.has(hit.limitStem))) continue;
    if (met.every((hit) => hit.reached) && foreign.size < 2) continue;
    // The words no project writes weigh one word at least: a word of the owner's own work ("organ") is no evidence of a limit.
    if (met.reduce((sum, hit) => sum + (foreign.has(hit.limitStem) ? hit.weight : 0), 0) < 1) continue;
    const score = weight + met.filter((hit) => !hit.reached).length / 2;
    // Among the limits the request earns (./limit-earned.ts): a shared word does not choose a limit.
    if ((!best || score > best.score) && earnsLimit(knowledge, question, stance.text)) best = { stance, met: met.map((hit) => hit.word), score };
  }
  if (!best) return undefined;
  const named = joinList(best.met.map((word) => `“${word}”`));
  return reply(
    'answer',
    'profile',
    `Probably not: ${named} of what is asked meet a stated limit. From ${owners(knowledge)} bio: “${best.stance.text}”`,
    [apiUrl(knowledge, url('getProfile'))],
    confidenceOf(question, 0.55),
  );
}
