/**
 * A service to the asker's own things (issue #28, common words): "Can she fix my smoke detector?",
 * "Can she repair the hail dents on my car?", "Can she sort out the maintenance schedule of my car?" ask
 * the owner to repair or service something the asker owns, a different act from the owner's work on
 * the topic (a smoke forecast, a photo assessment of hail damage, a hotel's maintenance planner). The
 * answer is "No." with the thing asked in the asker's words, unless the portfolio offers repairs: a
 * sentence of the bio or of a service, or the owner's role, that writes the verb asked ("I repair
 * vintage synthesisers" keeps the answer the rules gave).
 *
 * Read from the question alone: a yes/no question whose verb is one of repairing or servicing ("fix",
 * "repair", "mend", "service", "sort out") and whose object is the asker's ("my", "mine"). General
 * English verbs, no field's words.
 */
import type { Knowledge } from '../knowledge/knowledge.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import type { AskAnswer } from '../schema.ts';
import { stem, tokenize } from '../text/words.ts';
import { shapeOf } from './answer-shape.ts';
import { owners, reply, safeEcho } from './reply.ts';
import { capitalise } from '../text/english.ts';

/** Verbs of repairing or servicing a thing (the second word of a phrasal verb after a colon). */
const REPAIR_VERBS: ReadonlyMap<string, string | undefined> = new Map([
  ['fix', undefined],
  ['repair', undefined],
  ['mend', undefined],
  ['service', undefined],
  ['sort', 'out'],
]);

const OPENERS = new Set(['can', 'could', 'would', 'will', 'does', 'do']);
const SUBJECTS = new Set(['she', 'he', 'they', 'you']);
const MINE = new Set(['my', 'mine']);
const ARTICLES = new Set(['the', 'a', 'an', 'my', 'some']);

/** The position of the repair verb and the first word of its object, or undefined. */
function repairAsked(knowledge: Knowledge, question: ParsedQuestion): { verb: string; object: number } | undefined {
  const words = question.words;
  const [opener, subject] = words;
  if (!opener || !subject || !OPENERS.has(opener.folded)) return undefined;
  if (!SUBJECTS.has(subject.folded) && !knowledge.person.words.has(subject.folded)) return undefined;
  for (let i = 2; i < words.length; i++) {
    const folded = words[i]!.folded;
    if (!REPAIR_VERBS.has(folded)) continue;
    const particle = REPAIR_VERBS.get(folded);
    if (particle !== undefined && words[i + 1]?.folded !== particle) continue;
    const object = i + (particle ? 2 : 1);
    // The asker's own thing: "my" (or "mine") in the object.
    if (words.slice(object).some((word) => MINE.has(word.folded))) return { verb: folded, object };
    return undefined;
  }
  return undefined;
}

/** The step's pre-test (./honest.ts). */
export function ownThingApplies(question: ParsedQuestion, _text: string, context: { knowledge: Knowledge }): boolean {
  return !question.injection && repairAsked(context.knowledge, question) !== undefined;
}

/**
 * Whether the portfolio offers the act asked: a role or a service's name writes the verb ("Appliance repair"), or
 * the bio says so in the first person ("I repair vintage synthesisers"); "a fix list" in a description is not it.
 */
function offersRepairs(knowledge: Knowledge, verb: string): boolean {
  const wanted = stem(verb);
  if (knowledge.roles.some((role) => role.stems.has(wanted))) return true;
  const first = new RegExp(`\\b(?:I|we)(?: also| still| mostly)? ${verb}`, 'i');
  return knowledge.facts.some(
    (fact) =>
      (fact.source === 'services' && fact.context !== undefined && tokenize(fact.context).some((token) => token.stem === wanted)) ||
      (fact.source === 'bio' && first.test(fact.text)),
  );
}

/** "Can she fix my smoke detector?": "No." over an answer that found the topic of the owner's work. */
export function withOwnThing(knowledge: Knowledge, question: ParsedQuestion, answer: AskAnswer): AskAnswer {
  const asked = repairAsked(knowledge, question);
  if (!asked) return answer;
  const verdict = shapeOf(answer).verdict;
  if (verdict === 'No' || verdict === 'Not' || offersRepairs(knowledge, asked.verb)) return answer;
  const object = question.words.slice(asked.object).filter((word, i) => i > 0 || !ARTICLES.has(word.folded));
  const thing = safeEcho(object);
  if (!thing) return answer;
  return reply(
    'answer',
    'skill_check',
    `No. ${capitalise(owners(knowledge))} portfolio offers no repairs or servicing of an asker's own things (“${thing}”); its projects and services are work of another kind.`,
    [],
    0.6,
  );
}
