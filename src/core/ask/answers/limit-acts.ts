/**
 * A request whose act and object both fall under a negated clause of the bio, told in other words
 * (issue #28, a refused request described as an instance): "We need the trip relay jumpered out in
 * software so the test finishes faster. Can she do it?" against "I do not write software that
 * bypasses or defeats a trip …"; "Could she tweak the recorded curves so the report passes?" against
 * "I do not edit measured … results so that a plant passes …"; "Would she change relay logic to stop a
 * protection trip?" against "… software that blocks, delays or overrides protection relay trips".
 *
 * A negated clause of the owner (./stances.ts, the one negation rule of ../text/negation.ts) names
 * acts (its verbs: "edit", "bypasses", "blocks"; a verb of work such as "write" or "build" names no
 * act of its own) and what they are done to (its nouns). A request put to the owner
 * (./limit-concepts.ts `asksOwnerFor`) falls under the clause when
 * - a verb of the question (a word whose usual part of speech is not a noun's, ../text/parts-of-speech.ts)
 *   meets a verb of the clause: as written, of one meaning (../knowledge/limit-relations.ts) or as a
 *   kind, a broader word or a word of its family (WordNet, ../knowledge/limit-reach.ts, built into the
 *   ask index), or through its definition ("jumper: a wire used to … bypass a circuit");
 * - and another word of the question, a noun, meets a noun of the clause as written or of one meaning
 *   (or through WordNet's relations, not a definition alone);
 * - and the act's verb is not one the owner's projects write of their own work (the owner's own acts
 *   are no evidence of a limit), and the question is not about a past act.
 * The answer is "No.", with the limit quoted. A verb of stopping ("stop", "block") asks for the
 * opposite of the limit's act only when the limit's own act is not one of stopping (./stances.ts
 * `asksOpposite`): "stop a protection trip" is the refused "blocks … trips". General English only; no
 * field's words: WordNet and the bio decide.
 */
import { url } from '../../../catalogue/paths.ts';
import type { Knowledge } from '../knowledge/knowledge.ts';
import { readLimitReach } from '../knowledge/limit-reach.ts';
import { FUNCTION_WORDS, OWNER_SUBJECTS } from '../lexicon.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import type { AskAnswer } from '../schema.ts';
import boundaryWords from '../tables/boundary-words.json' with { type: 'json' };
import { isNegation, negatedClauses } from '../text/negation.ts';
import { isNounLike } from '../text/parts-of-speech.ts';
import { stem } from '../text/words.ts';
import { asksOwnerFor } from './limit-concepts.ts';
import { apiUrl, confidenceOf, owners, reply } from './reply.ts';
import { asksOpposite, type Stance } from './stances.ts';

/** A verb of the shared list of verbs of work that names an act of its own here ("sell data"). */
const NAMED_ACTS: ReadonlySet<string> = new Set(['sell']);
/** Verbs of work and request ("make", "build", "help", "do"): they name no act of their own. */
const GENERIC_ACTS: ReadonlySet<string> = new Set(
  [...boundaryWords.verbs, ...boundaryWords.requests, 'get', 'set', 'use', 'want', 'need', 'create'].filter((verb) => !NAMED_ACTS.has(verb)).map(stem),
);

/** Determiners and possessives: the word after one is a thing. */
const DETERMINERS: ReadonlySet<string> = new Set([
  'the',
  'a',
  'an',
  'our',
  'their',
  'his',
  'her',
  'its',
  'my',
  'your',
  'this',
  'these',
  'those',
  'some',
  'every',
  'each',
  'any',
]);
/** Verbs of stopping ("stop", "block"): the opposite of a limit's act unless they are its act. */
const OPPOSING = /^(?:stop|prevent|block|detect|catch|fight|counter|reject|spot|flag)/;

type Reach = ReadonlyMap<string, readonly { stem: string; defined: boolean }[]>;
const READ = new WeakMap<Knowledge, Reach>();

/** One negated clause of the owner, split into its acts and what they are done to (stems). */
interface ClauseParts {
  text: string;
  acts: ReadonlySet<string>;
  things: ReadonlySet<string>;
}
const PARTS = new WeakMap<readonly Stance[], readonly ClauseParts[]>();

/** The acts and things of every negated clause of the stances' sentences (once per set of stances). */
function clausesOf(knowledge: Knowledge, stances: readonly Stance[]): readonly ClauseParts[] {
  const kept = PARTS.get(stances);
  if (kept) return kept;
  const found: ClauseParts[] = [];
  for (const text of new Set(stances.map((stance) => stance.text))) {
    const verbs = verbsOf(text);
    for (const { tokens, negations } of negatedClauses(text)) {
      const at = negations.find((i) => /^(?:i|we)$/.test(tokens[i - 1]?.folded ?? '') || /^(?:i|we)$/.test(tokens[i - 2]?.folded ?? ''));
      if (at === undefined) continue;
      const acts = new Set<string>();
      const things = new Set<string>();
      for (const token of tokens.slice(at + 1)) {
        if (token.folded.length < 3 || FUNCTION_WORDS.has(token.folded) || isNegation(token.folded) || knowledge.person.words.has(token.folded)) continue;
        if (!/^[a-z]+$/.test(token.folded)) continue;
        if (verbs.has(token.folded) || (/ing$/.test(token.folded) && !isNounLike(token.folded))) {
          if (!GENERIC_ACTS.has(token.stem)) acts.add(token.stem);
        } else things.add(token.stem);
      }
      if (acts.size && things.size) found.push({ text, acts, things });
    }
  }
  PARTS.set(stances, found);
  return found;
}

/**
 * The words of a sentence in a verb's place: right after a negation or a relative pronoun ("not edit", "that blocks"), and the
 * words listed with it ("blocks, delays or overrides", "remove or bypass"); their usual part of speech may be a noun's ("blocks").
 */
function verbsOf(text: string): Set<string> {
  const found = new Set<string>();
  for (const match of text.matchAll(/\b(?:not|never|that|which|who)\s+([a-z]+(?:\s*,\s*[a-z]+)*(?:,?\s+(?:or|and)\s+[a-z]+)?)/gi))
    for (const word of match[1]!.split(/\s*,\s*|\s+(?:or|and)\s+/)) if (!FUNCTION_WORDS.has(word.toLowerCase())) found.add(word.toLowerCase());
  // "… after the fact or move a worker's dose": a second act after "or"/"and", before what it is done to.
  // "widen control limits, waive out-of-control points": a word after a comma whose usual part of speech is a verb's.
  for (const match of text.matchAll(/,\s+(?:or\s+|and\s+)?([a-z]+)\b/gi))
    if (!isNounLike(match[1]!.toLowerCase()) && !FUNCTION_WORDS.has(match[1]!.toLowerCase())) found.add(match[1]!.toLowerCase());
  for (const match of text.matchAll(/\b(?:or|and)\s+([a-z]+)\s+(?:a|an|the|their|its|his|her|anyone|someone)\b/gi))
    if (!isNounLike(match[1]!.toLowerCase())) found.add(match[1]!.toLowerCase());
  return found;
}

/** "No." with the limit whose act and object the request both meets in other words; undefined otherwise. */
export function actUnderLimit(
  knowledge: Knowledge,
  stances: readonly Stance[],
  index: { reach?: string; related?: Readonly<Record<string, readonly string[]>> },
  question: ParsedQuestion,
): AskAnswer | undefined {
  if (!stances.length || question.injection || !asksOwnerFor(knowledge, question)) return undefined;
  const clauses = clausesOf(knowledge, stances);
  if (!clauses.length) return undefined;
  let reach = READ.get(knowledge);
  if (!reach) READ.set(knowledge, (reach = readLimitReach(index.reach ?? '')));
  const related = index.related ?? {};
  const same = (limitStem: string, wordStem: string) => limitStem === wordStem || (Object.hasOwn(related, limitStem) && related[limitStem]!.includes(wordStem));
  const words = question.words.filter(
    (word) =>
      word.folded.length > 2 &&
      /^[a-z]+$/.test(word.folded) &&
      !FUNCTION_WORDS.has(word.folded) &&
      !OWNER_SUBJECTS.has(word.folded) &&
      !knowledge.person.words.has(word.folded),
  );
  // A word right after a determiner or a possessive is a thing, not an act ("the delays", "our records").
  const afterDeterminer = new Set(question.words.filter((_, i) => i > 0 && DETERMINERS.has(question.words[i - 1]!.folded)));
  for (const clause of clauses) {
    // The act: a verb of the question, not a verb of work, that meets a verb of the clause; never one of the owner's own work.
    const acts = words.filter(
      (word) =>
        !afterDeterminer.has(word) &&
        !GENERIC_ACTS.has(word.stem) &&
        [...clause.acts].some(
          (limitStem) =>
            same(limitStem, word.stem) || (!knowledge.postings.has(word.stem) && !!reach.get(word.stem)?.some((other) => other.stem === limitStem)),
        ),
    );
    // "stop people blocking the button" asks for the opposite act: the verb of stopping is the act met only when no other verb is ("stop a trip" for "blocks trips").
    const own = acts.filter((word) => !OPPOSING.test(word.folded) || clause.acts.has(word.stem));
    const act = own[0] ?? acts[0];
    if (!act) continue;
    // What it is done to: a noun of the question that meets a noun of the clause, as written, of one meaning or by a relation.
    const thing = words.find(
      (word) =>
        word !== act &&
        isNounLike(word.folded) &&
        [...clause.things].some(
          (limitStem) =>
            same(limitStem, word.stem) ||
            (!knowledge.postings.has(word.stem) && !!reach.get(word.stem)?.some((other) => other.stem === limitStem && !other.defined)),
        ),
    );
    if (!thing) continue;
    if (own.length && asksOpposite(question, clause.text)) continue;
    return reply(
      'answer',
      'profile',
      `No. From ${owners(knowledge)} bio: “${clause.text}”`,
      [apiUrl(knowledge, url('getProfile'))],
      confidenceOf(question, 0.7),
    );
  }
  return undefined;
}
