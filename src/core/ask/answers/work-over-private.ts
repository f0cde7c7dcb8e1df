/**
 * A question about the owner's work answered as if it asked for a private or personal detail
 * (issue #28, "english" and "projects_by_topic"): "Has she done anything with the labels inside
 * clothes you can scan with a phone?" is no request for her phone number, "What has she built for
 * level crossings?" none for skill levels, "What has she done for parents?" none for her family.
 * When the question asks what the owner did, built or made, names nobody of the owner's own ("her
 * parents", "his phone"), and its other words point to projects, those projects answer instead of
 * the contact block or the refusal: the projects whose title, tags or description write every
 * content word asked, else the one project a described need points to (./problems.ts, with the
 * everyday-word bridges). The refusal stays otherwise. Field-neutral: English grammar decides,
 * nothing here names a field; the projects' public views hold no private value.
 */
import type { Knowledge } from '../knowledge/knowledge.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import { FRAME_WORDS, FUNCTION_WORDS, PERSON_WORDS } from '../lexicon.ts';
import type { AskAnswer } from '../schema.ts';
import { joinList, sentenceEnd } from '../text/english.ts';
import { releaseCompiledCode } from '../text/patterns.ts';
import { problemAnswer, problemProject } from './problems.ts';
import { owners, reply } from './reply.ts';
import { mayReplace } from './answer-shape.ts';

/** "What has she built for …", "Which projects has he done on …", "Has she (ever) done anything with …", "Did he make …". */
const ASKS_WORK =
  /^\s*(?:so,?\s+)?(?:(?:what|which)\s+(?:[a-z]+\s+){0,2}(?:has|have|did)\s+(?:she|he|they)\s+|(?:has|have|did)\s+(?:she|he|they)\s+(?:ever\s+|already\s+)?)(?:done|do|built|build|made|make|worked|work|created|create|designed|design|developed|develop|delivered|deliver|shipped|ship)\b/i;

/** A person or thing of the owner's own: then a private detail may well be what is asked. */
const OWNERS_OWN = /\b(?:her|his|their|hers|theirs)\b/i;

/** The verbs of the work asked about: no topic. */
const WORK_VERBS = new Set([
  'done',
  'do',
  'built',
  'build',
  'made',
  'make',
  'worked',
  'work',
  'created',
  'create',
  'designed',
  'design',
  'developed',
  'develop',
  'delivered',
  'deliver',
  'shipped',
  'ship',
  'anything',
  'something',
  'projects',
  'project',
]);

/** Bits of the project index's postings: title, tags, description. */
const SUMMARY_FIELDS = 1 | 2 | 4;

/** At most this many projects are named for a topic written by every one of them. */
const MAX_LISTED = 3;

/** The projects whose title, tags or description write every one of `stems`. */
function summaryProjects(knowledge: Knowledge, stems: readonly string[]): number[] {
  let found: Set<number> | undefined;
  for (const wordStem of stems) {
    const posting = knowledge.postings.get(wordStem);
    if (!posting) return [];
    const here = new Set<number>();
    for (let i = 0; i < posting.length; i += 2) if (posting[i + 1]! & SUMMARY_FIELDS && (!found || found.has(posting[i]!))) here.add(posting[i]!);
    found = here;
    if (!found.size) return [];
  }
  return [...(found ?? [])].sort((a, b) => a - b);
}

/** "What has she built …", "Has he ever made …" (not about her own things), without injection (the pre-test of ./honest.ts). */
export function workOverPrivateApplies(question: ParsedQuestion, text: string): boolean {
  return !question.injection && ASKS_WORK.test(text) && !OWNERS_OWN.test(text);
}

/** The engine's answer, or the projects a question about the owner's work points to when the answer refuses a private detail (./answer-shape.ts `refused`). */
export function withWorkOverPrivate(
  knowledge: Knowledge,
  question: ParsedQuestion,
  text: string,
  answer: AskAnswer,
  synonyms: Readonly<Record<string, readonly string[]>> = {},
): AskAnswer {
  if (!workOverPrivateApplies(question, text) || !mayReplace(answer, 'refused')) return answer;
  const content = question.words.filter(
    (word) =>
      word.folded.length >= 3 &&
      !/\d/.test(word.folded) &&
      !FUNCTION_WORDS.has(word.folded) &&
      !FRAME_WORDS.has(word.folded) &&
      !PERSON_WORDS.has(word.folded) &&
      !WORK_VERBS.has(word.folded) &&
      !knowledge.person.words.has(word.folded),
  );
  if (!content.length) return answer;
  const stems = [...new Set(content.map((word) => word.stem))];
  const listed = summaryProjects(knowledge, stems);
  if (listed.length && listed.length <= MAX_LISTED) {
    const views = listed.map((project) => knowledge.projects[project]!.view);
    const words = joinList(content.map((word) => `“${word.folded}”`));
    const lead = question.cues.has('yesno') ? 'Yes. ' : '';
    const named = views.map((view) => `${view.title}${view.date ? ` (${view.date})` : ''}: ${sentenceEnd(view.description)}`).join(' ');
    const count = views.length === 1 ? `One of ${owners(knowledge)} projects writes` : `${views.length} of ${owners(knowledge)} projects write`;
    return reply(
      'answer',
      views.length === 1 ? 'project' : 'projects',
      `${lead}${count} ${words}: ${named}`,
      views.flatMap((view) => [view.links.html, view.links.self]),
      0.7,
    );
  }
  const match = problemProject(knowledge, question, synonyms, text);
  return match ? problemAnswer(knowledge, question, text, match) : answer;
}

// Their machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(ASKS_WORK, OWNERS_OWN);
