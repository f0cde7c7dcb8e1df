/**
 * "How many projects did she do at Straits Meridian?", "which projects were for Klangwerk?": the
 * projects of one organisation of the work history, from the position's `projects` list and the
 * projects whose `entity` it is (issue #28, class 6: a count is a number with its items).
 */
import type { Knowledge } from '../knowledge/knowledge.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import type { AskAnswer } from '../schema.ts';
import organisationNouns from '../tables/organisation-nouns.json' with { type: 'json' };
import { GENERIC_NOUNS } from '../lexicon.ts';
import { capitalise, plural } from '../text/english.ts';
import { stem } from '../text/words.ts';
import { confidenceOf, owners, projectList, projectPages, reply } from './reply.ts';
import { url } from '../../../catalogue/paths.ts';

/** "What did she work on at Shannonside?": a verb of working on something asks for the projects too. */
const workedOn = (question: ParsedQuestion) =>
  question.words.some((word, i) => /^work(?:s|ed|ing)?$/.test(word.folded) && question.words[i + 1]?.folded === 'on');

/** The pre-test of the rule (../rules.ts): a project noun or a verb of making or working on something. */
export const asksEmployerProjects = (question: ParsedQuestion) => question.cues.has('projectNoun') || question.cues.has('projectVerb') || workedOn(question);

/** The organisation's projects, or undefined when the question names no organisation with projects. */
export function employerProjectsAnswer(knowledge: Knowledge, question: ParsedQuestion): AskAnswer | undefined {
  // "What did she build at Limpopo Grid Services?": a verb of making asks for the projects there too.
  const making = (question.cues.has('projectVerb') || workedOn(question)) && !question.namedProjects.some((named) => named.score >= 1);
  if ((!question.cues.has('projectNoun') && !making) || !knowledge.employers.length) return undefined;
  const stems = new Set(question.words.map((word) => word.stem));
  let best: (typeof knowledge.employers)[number] | undefined;
  let bestShared = 0;
  for (const employer of knowledge.employers) {
    const shared = employer.stems.filter((wordStem) => stems.has(wordStem)).length;
    // The whole name, two words of it ("Straits Meridian" of "Straits Meridian Capital"), or its distinctive first word ("Straits").
    const named = shared >= Math.min(2, employer.stems.length) || (shared === 1 && stems.has(employer.stems[0]!) && distinctive(knowledge, employer.stems[0]!));
    if (!named || shared <= bestShared) continue;
    best = employer;
    bestShared = shared;
  }
  if (!best?.projects.length) return undefined;
  // "What did she work on most recently at Shannonside?": the latest of them (the list is newest first).
  const latest = question.cues.has('recent') && !question.cues.has('count') && best.projects.length > 1;
  const listed = projectList(knowledge, latest ? best.projects.slice(0, 1) : best.projects);
  if (latest)
    return reply('answer', 'recent', `${capitalise(owners(knowledge))} most recent project at ${best.organisation}: ${listed.text}.`, [
      knowledge.urls.api(url('getCareer')),
      ...projectPages(knowledge, listed.shown),
    ]);
  const text = question.cues.has('count')
    ? `${plural(best.projects.length, 'project')} of ${owners(knowledge)} were done at ${best.organisation}: ${listed.text}.`
    : `${owners(knowledge)} projects at ${best.organisation}: ${listed.text}.`;
  return reply(
    question.cues.has('count') ? 'answer' : 'list',
    question.cues.has('count') ? 'count' : 'projects',
    text.charAt(0).toUpperCase() + text.slice(1),
    [knowledge.urls.api(url('getCareer')), ...projectPages(knowledge, listed.shown)],
    confidenceOf(question, 0.9),
  );
}

const GENERIC = new Set([...GENERIC_NOUNS, ...(organisationNouns as string[])].map(stem));

/**
 * A first word that names one organisation by itself: no other employer's name has it, and it is
 * not a generic noun ("University"), a tag or a word of a skill's name ("Warehouse" tagged warehouse).
 */
function distinctive(knowledge: Knowledge, wordStem: string): boolean {
  if (GENERIC.has(wordStem) || knowledge.projectsByTag.has(wordStem) || knowledge.phrases.has(wordStem)) return false;
  return knowledge.employers.filter((employer) => employer.stems.includes(wordStem)).length === 1;
}
