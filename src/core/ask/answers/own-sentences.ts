/**
 * A sentence of the bio about where and when the owner is or what the owner does outside work
 * (issue #28, class 2): "Which days is he in the control room?", "how often does she go to London?",
 * "what instrument does he play?" are about the owner, which the projects and skill lists are not.
 */
import type { Fact } from '../knowledge/facts.ts';
import type { Knowledge } from '../knowledge/knowledge.ts';
import { FUNCTION_WORDS, OWNER_SUBJECTS } from '../lexicon.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import { isStopLike } from '../question/stop-words.ts';
import type { AskAnswer } from '../schema.ts';
import { stem, tokenize } from '../text/words.ts';
import { confidenceOf, owners, reply } from './reply.ts';
import { ownDoing } from './own-doings.ts';
import { countryOfWord, namesPlaceIn } from '../knowledge/place-countries.ts';
import { releaseCompiledCode } from '../text/patterns.ts';

/** Question words and words of frequency or measure, which a sentence need not repeat ("how often", "which"). */
const FRAME = new Set([
  'go',
  'goes',
  'went',
  'how',
  'often',
  'usually',
  'typically',
  'normally',
  'many',
  'much',
  'long',
  'which',
  'what',
  'where',
  'when',
  'who',
]);

/** Auxiliaries before the subject of a question ("is he", "does she", "will they"). */
const AUXILIARIES = new Set(['is', 'are', 'was', 'were', 'does', 'do', 'did', 'has', 'have', 'had', 'will', 'would', 'can', 'could']);

/** Words of work done (as corrected: "experiance" is "experience"), which the projects answer. */
const WORK_STEMS = new Set(['experience', 'work', 'worked', 'build', 'built', 'done', 'made', 'make', 'project', 'projects'].map((word) => stem(word)));

/** A statement of how often (general English): "twice a month", "every week", "most months", "three times a year", "one week in six". */
const FREQUENCY =
  /\b(?:every|each|once|twice|times|daily|weekly|monthly|yearly|annually|most (?:days|weeks|months|years)|(?:a|per) (?:day|week|month|year)|(?:one|a) (?:day|night|week|weekend|month|year) in \w+)\b/i;

/** The answers a sentence of the bio about the owner may replace: projects, skills, nothing found. */
const REPLACEABLE = new Set(['project', 'projects', 'skills', 'skill_check', 'unknown']);

/**
 * "Which days is he in the control room?", "how often is he on call?", "which ground stations does he
 * travel to?": a question about the owner (a pronoun or the name) that asks which, where, when or how
 * often, answered by a project, a skill list or nothing, gets the sentence of the bio that states every
 * content word asked (all but one of three or more) and no fewer of them than the answer found. The bio
 * speaks of the owner, the projects and skill lists do not.
 */
export function withOwnSentence(knowledge: Knowledge, question: ParsedQuestion, answer: AskAnswer): AskAnswer {
  const doing = ownDoing(knowledge, question, answer); // "Does she visit substations?": the bio's "I visit substations …"
  if (doing) return doing;
  const first = question.words[0]?.folded ?? '';
  // "How often does she go to Sydney?": a sentence that states how often, over a bio quote that does not.
  const often = first === 'how' && question.words[1]?.folded === 'often';
  const replaceable = REPLACEABLE.has(answer._meta.intent) || (often && answer._meta.intent === 'profile' && !FREQUENCY.test(answer.answer));
  if (!question.person || !['how', 'which', 'what', 'where', 'when'].includes(first) || !replaceable) return answer;
  // The owner is the subject ("is he", "does she"), not a possessive ("what's her experience with …").
  const subject = question.words.some(
    (word, i) =>
      AUXILIARIES.has(word.folded) &&
      (OWNER_SUBJECTS.has(question.words[i + 1]?.folded ?? '') || knowledge.person.words.has(question.words[i + 1]?.folded ?? '')),
  );
  if (!subject) return answer;
  // "What has she built with DuckDB?", "what's her experience with lidar?": the projects answer work done.
  const work = ['projectNoun', 'projectVerb', 'workNoun', 'skillNoun', 'skillVerb'] as const;
  if (
    question.namedProjects.some((named) => named.score >= (often ? 1 : 0)) ||
    work.some((cue) => question.cues.has(cue)) ||
    question.words.some((word) => WORK_STEMS.has(word.stem))
  )
    return answer;
  // "Which DAYS is she in the studio?": the noun asked for (before the auxiliary) is what the sentence answers, not a word it must repeat.
  const auxiliary = question.words.findIndex((word) => AUXILIARIES.has(word.folded));
  const slot = first === 'which' || first === 'what' ? new Set(question.words.slice(1, Math.max(auxiliary, 1)).map((word) => word.stem)) : new Set<string>();
  const all = [
    ...new Set(
      question.words
        .filter((word) => word.folded.length > 1 && !isStopLike(knowledge, word.folded) && !FUNCTION_WORDS.has(word.folded) && !FRAME.has(word.folded))
        .map((word) => word.stem),
    ),
  ];
  const content = all.filter((wordStem) => !slot.has(wordStem));
  if (!content.length) return answer;
  const needed = content.length >= 3 ? content.length - 1 : content.length;
  const stated = new Set(tokenize(answer.answer).map((token) => token.stem));
  // A "not found" that repeats the question's words ("None of her projects involves days studio") found none of them.
  const found = answer._meta.response_type === 'not_found' ? 0 : all.filter((wordStem) => stated.has(wordStem)).length;
  let best: { fact: Fact; covered: number } | undefined;
  // "How often does she travel to Germany?": a country asked is stated by a sentence that names a place in it ("Braunschweig").
  const countries = new Map(content.map((wordStem) => [wordStem, countryOfWord(wordStem)] as const).filter(([, country]) => country));
  const has = (fact: Fact, wordStem: string) =>
    fact.stemSet.has(wordStem) || (countries.has(wordStem) && namesPlaceIn(fact.text, countries.get(wordStem)!, knowledge.placeCountries));
  for (const fact of knowledge.facts) {
    if (fact.source !== 'bio' || (often && !FREQUENCY.test(fact.text))) continue;
    const own = content.filter((wordStem) => has(fact, wordStem)).length;
    const covered = all.filter((wordStem) => has(fact, wordStem)).length;
    if (own >= needed && covered >= found && (!best || covered > best.covered)) best = { fact, covered };
  }
  if (!best) return answer;
  return reply('answer', 'profile', `From ${owners(knowledge)} bio: “${best.fact.text}”`, [best.fact.reference], confidenceOf(question, 0.8));
}

// Their machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(FREQUENCY);
