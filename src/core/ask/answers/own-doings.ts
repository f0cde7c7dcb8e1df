/**
 * "Does she visit substations?", "does he sing in a choir?": a yes/no question whose subject is the owner
 * and whose verb and object a first-person sentence of the bio states ("I visit substations in Gauteng …
 * about twice a month") is a "Yes." with that sentence, not a project that shares the object's word.
 * The bio speaks of the owner; a project's write-up does not say what the owner does.
 */
import type { Knowledge } from '../knowledge/knowledge.ts';
import { FRAME_WORDS, FUNCTION_WORDS, OWNER_SUBJECTS } from '../lexicon.ts';
import { CUE_WORDS } from '../question/cues.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import type { AskAnswer } from '../schema.ts';
import type { Fact } from '../knowledge/facts.ts';
import { confidenceOf, owners, reply } from './reply.ts';
import { asksWhereNow } from './evidence-verdict.ts';
import { releaseCompiledCode } from '../text/patterns.ts';

/** The cues of a question about work done or skills, which the projects and skill lists answer. */
const WORK_CUES = ['projectNoun', 'projectVerb', 'workNoun', 'skillNoun', 'skillVerb', 'level'] as const;

/** Adverbs of time or frequency between the owner and what is asked ("Is she ever on call?", general English). */
const ADVERBS: ReadonlySet<string> = new Set([
  'ever',
  'also',
  'still',
  'really',
  'usually',
  'often',
  'sometimes',
  'normally',
  'currently',
  'always',
  'regularly',
]);

/** A sentence in the first person ("I visit …", "… and I travel …"). */
const FIRST_PERSON = /(?:^|[\s,;])I\b/;

/** "Yes." with the bio's sentence that has the question's verb and every word of its object, or undefined. */
export function ownDoing(knowledge: Knowledge, question: ParsedQuestion, answer: AskAnswer): AskAnswer | undefined {
  const words = question.words;
  // "Is she ever on call?": being somewhere or something, which a first-person sentence states without a verb of the question.
  const being = words[0]?.folded === 'is';
  if ((!being && !['does', 'do', 'did'].includes(words[0]?.folded ?? '')) || !question.cues.has('yesno')) return undefined;
  // "Is she in London?", "Is he in Hereford?" (a town no table knows) ask where the owner is based, which the location answers, not a sentence that names the place.
  if (being && (question.places.length || asksWhereNow(words))) return undefined;
  if (!OWNER_SUBJECTS.has(words[1]?.folded ?? '') && !knowledge.person.words.has(words[1]?.folded ?? '')) return undefined;
  // An answer that already gives a verdict (a spoken language, an interest) stands.
  // "Does she work evenings?": the verb "work" itself is what the bio states ("During a tech week I work evenings").
  const cues = WORK_CUES.filter((cue) => cue !== 'workNoun' || words[2]?.folded !== 'work');
  if (
    /^(?:Yes|No)(?![\p{L}\p{N}_])/u.test(answer.answer) ||
    cues.some((cue) => question.cues.has(cue)) ||
    question.namedProjects.some((named) => named.score >= 1)
  )
    return undefined;
  const verb = being ? undefined : words[2];
  if (!being && (!verb || FUNCTION_WORDS.has(verb.folded) || verb.capitalised)) return undefined;
  const object = [
    ...new Set(
      words
        .slice(being ? 2 : 3)
        // "evenings" (whose stem "even" is a grammar word) is a thing the sentence must state too; grammar, frame and cue words are not.
        .filter(
          (word) =>
            word.folded.length > 2 &&
            !FUNCTION_WORDS.has(word.folded) &&
            !FRAME_WORDS.has(word.folded) &&
            !CUE_WORDS.has(word.folded) &&
            !ADVERBS.has(word.folded) &&
            !knowledge.person.words.has(word.folded),
        )
        .map((word) => word.stem),
    ),
  ];
  if (!object.length) return undefined;
  // Being: the words after the owner, as written together in the sentence ("on call"; not "in Lyon" of "Geneva and Lyon").
  const rest = words.slice(2).map((word) => word.folded);
  while (rest.length && ADVERBS.has(rest[0]!)) rest.shift();
  const phrase = being ? new RegExp(`\\b${rest.join('\\s+')}\\b`, 'i') : undefined;
  let best: Fact | undefined;
  for (const fact of knowledge.facts)
    if (
      fact.source === 'bio' &&
      FIRST_PERSON.test(fact.text) &&
      (!verb || fact.stemSet.has(verb.stem)) &&
      (!phrase || phrase.test(fact.text)) &&
      object.every((wordStem) => fact.stemSet.has(wordStem))
    ) {
      best = fact;
      break;
    }
  if (!best) return undefined;
  return reply('answer', 'profile', `Yes. From ${owners(knowledge)} bio: “${best.text}”`, [best.reference], confidenceOf(question, 0.8));
}

// Their machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(FIRST_PERSON);
