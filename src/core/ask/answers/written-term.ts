/**
 * A term asked about that no skill lists and no project writes as the whole phrase asked, while one
 * project writes every one of its words (issue #28, "jargon"): "Has she done anything with sliotar
 * tracking?" when a write-up names the sliotar, "Has she used PNP in assessments?" when an item
 * player's description writes "(PNP)". The skill check said "No. … is not among her listed skills,
 * and no project mentions it" (it looks for the phrase); the project that writes the rare words of
 * the term (written by at most two projects) answers instead, with the words it rests on, when two
 * to four content words are asked and every other one is written by those projects too, or is the
 * name of a skill category ("tracking"). Field-neutral: the words are the question's
 * own content words (no grammar, frame, person or request words); nothing here names a field.
 */
import type { Knowledge } from '../knowledge/knowledge.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import { FRAME_WORDS, FUNCTION_WORDS, PERSON_WORDS } from '../lexicon.ts';
import type { AskAnswer } from '../schema.ts';
import { joinList, sentenceEnd } from '../text/english.ts';
import { releaseCompiledCode } from '../text/patterns.ts';
import { owners, reply } from './reply.ts';
import { mayReplace } from './answer-shape.ts';

/** A skill check or a "nothing about" that found neither a listed skill nor a project for the term asked. */
const UNFOUND_TERM =
  /^(?:No\. )?“[^”]+” (?:is|are) not among \S+ listed skills(?:, and no project mentions (?:it|them)|; the closest is a category)|^\S+ portfolio has nothing about “/;

/** Words that ask about the owner's work, not what it was about. */
const ASKING_WORDS = new Set([
  'experience',
  'experienced',
  'know',
  'knows',
  'used',
  'use',
  'done',
  'worked',
  'work',
  'built',
  'made',
  'anything',
  'something',
  'familiar',
  'any',
  'ever',
  'skills',
  'skill',
]);

/** A word is rare when at most this many projects write it. */
const RARE = 2;

/** The engine's answer, or the project that writes every word of the term an unfound-term answer asks about. */
export function withWrittenTerm(knowledge: Knowledge, question: ParsedQuestion, answer: AskAnswer): AskAnswer {
  if (question.injection || !mayReplace(answer, 'open') || !UNFOUND_TERM.test(answer.answer)) return answer;
  const content = [
    ...new Map(
      question.words
        .filter(
          (word) =>
            word.folded.length >= 2 &&
            !/^\d+$/.test(word.folded) &&
            !FUNCTION_WORDS.has(word.folded) &&
            !FRAME_WORDS.has(word.folded) &&
            !PERSON_WORDS.has(word.folded) &&
            !ASKING_WORDS.has(word.folded) &&
            !knowledge.person.words.has(word.folded),
        )
        .map((word) => [word.stem, word]),
    ).values(),
  ];
  if (content.length < 2 || content.length > 4) return answer;
  // The rare words (written by at most two projects) name the projects; the others must be words the projects write.
  const categories = new Set(knowledge.categories.map((category) => category.name.toLowerCase()));
  let projects: Set<number> | undefined;
  for (const word of content) {
    const posting = knowledge.postings.get(word.stem);
    if (!posting) {
      if (categories.has(word.folded)) continue;
      return answer;
    }
    const here = new Set<number>();
    for (let i = 0; i < posting.length; i += 2) here.add(posting[i]!);
    if (here.size > RARE) continue;
    projects = projects ? new Set([...projects].filter((project) => here.has(project))) : here;
  }
  if (!projects?.size) return answer;
  // A word of the term the projects named do not write is at most the name of a skill category ("tracking"):
  // "lab data" is not met by the projects that write "data" without "lab".
  for (const word of content) {
    const posting = knowledge.postings.get(word.stem) ?? [];
    let written = false;
    for (let i = 0; i < posting.length && !written; i += 2) written = projects.has(posting[i]!);
    if (!written && !categories.has(word.folded)) return answer;
  }
  const views = [...projects].sort((a, b) => a - b).map((project) => knowledge.projects[project]!.view);
  // The words asked that the projects named write (all of the rare ones, and those of the others they write).
  const writes = (word: (typeof content)[number]) => {
    const posting = knowledge.postings.get(word.stem) ?? [];
    for (let i = 0; i < posting.length; i += 2) if (projects!.has(posting[i]!)) return true;
    return false;
  };
  const words = joinList(content.filter(writes).map((word) => `“${word.folded}”`));
  const lead = question.cues.has('yesno') ? 'Yes, most likely: ' : '';
  const named = views.map((view) => `${view.title}${view.date ? ` (${view.date})` : ''}: ${sentenceEnd(view.description)}`).join(' ');
  const which = views.length === 1 ? 'it is the one that writes' : 'they are the ones that write';
  return reply(
    'answer',
    views.length === 1 ? 'project' : 'projects',
    `${lead}${named} (Of ${owners(knowledge)} projects, ${which} ${words}.)`,
    views.flatMap((view) => [view.links.html, view.links.self]),
    0.6,
  );
}

// Their machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(UNFOUND_TERM);
