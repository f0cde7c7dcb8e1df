/**
 * A request whose object is a kind of what a stated limit names (issue #28): "An air force wants its
 * fighter jets' servicing moved onto tablets. Would she take the job?" against "I do not work on
 * military or weapons-carrying aircraft"; "Would he build a ranking of magistrates?" against "I do
 * not build tools that profile judges". The kinds are read at build time from WordNet
 * (../knowledge/limit-kinds.ts: hyponyms of the limit's noun in its first sense, and for a noun with
 * a modifier only the kinds whose way down names the modifier) and stored in the ask index's `reach`
 * table with the mark "^".
 *
 * A request put to the owner (./limit-concepts.ts `asksOwnerFor`), with a noun of the question that
 * no project writes and that is a kind of a word of a negated act's object, one of those words
 * being one no project writes (a kind of the owner's own work, "glider" for a maintainer of
 * aircraft, is no evidence), gets "No." with the limit. A kind the limit does not cover keeps its
 * answer: a modifier's kinds must name the modifier. A question asking for the opposite act
 * (./stances.ts `asksOpposite`) or the words after a verb of stopping meet nothing.
 */
import { url } from '../../../catalogue/paths.ts';
import type { Knowledge } from '../knowledge/knowledge.ts';
import { type LimitReach, readLimitReach } from '../knowledge/limit-reach.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import type { AskAnswer } from '../schema.ts';
import { isNounLike } from '../text/parts-of-speech.ts';
import { asksOwnerFor, usableWords } from './limit-concepts.ts';
import { apiUrl, confidenceOf, owners, reply } from './reply.ts';
import { asksOpposite, type Stance } from './stances.ts';

/** The table read for a portfolio's knowledge (released with it), at the first request that may name a kind. */
const READ = new WeakMap<Knowledge, ReadonlyMap<string, readonly LimitReach[]> | null>();

/** "No." with the limit whose object the request names a kind of; undefined otherwise. `index.reach`: ../knowledge/limit-reach.ts. */
export function kindUnderLimit(knowledge: Knowledge, stances: readonly Stance[], index: { reach?: string }, question: ParsedQuestion): AskAnswer | undefined {
  if (!stances.length || question.injection || !index.reach || !asksOwnerFor(knowledge, question)) return undefined;
  let reach = READ.get(knowledge);
  // The table is read once per portfolio, and only when a limit has kinds (their mark, "^", is in it).
  if (reach === undefined) READ.set(knowledge, (reach = index.reach.includes('^') ? readLimitReach(index.reach) : null));
  if (!reach) return undefined;
  const foreign = (limitStem: string) => !knowledge.postings.has(limitStem);
  const usable = usableWords(knowledge, question);
  // A kind named by a run of two or three words ("atomic bomb"), keyed by their stems (../knowledge/limit-kinds.ts).
  const words = question.words;
  const runs = usable.flatMap((word) => {
    const at = words.indexOf(word);
    const run = (length: number) => words.slice(at, at + length);
    return [2, 3].flatMap((length) =>
      run(length).length === length && run(length).every((other) => usable.includes(other))
        ? [
            {
              ...word,
              folded: run(length)
                .map((other) => other.folded)
                .join(' '),
              stem: run(length)
                .map((other) => other.stem)
                .join('_'),
            },
          ]
        : [],
    );
  });
  for (const word of [...runs, ...usable]) {
    const single = !word.stem.includes('_');
    if (single && (!/^[a-z]{3,}$/.test(word.folded) || knowledge.postings.has(word.stem) || !isNounLike(word.folded))) continue;
    const kinds = reach.get(word.stem)?.filter((target) => target.kind);
    if (!kinds?.length) continue;
    for (const stance of stances) {
      // The limit's words the word is a kind of, in this act's object (as written or of one meaning); one of them no project writes.
      const met = kinds.filter((target) => stance.object.some((part) => part.stem === target.stem || part.same.has(target.stem)));
      if (!met.some((target) => foreign(target.stem)) || asksOpposite(question, stance.text)) continue;
      return reply(
        'answer',
        'profile',
        `No. From ${owners(knowledge)} bio: “${stance.text}” (“${word.folded}”: a kind of what it names.)`,
        [apiUrl(knowledge, url('getProfile'))],
        confidenceOf(question, 0.7),
      );
    }
  }
  return undefined;
}
