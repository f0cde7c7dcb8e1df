/**
 * "Has she made anything that tells people when their power goes off?", "Did he build something
 * to stop strangers sending commands?", "Has she helped fans get into a stadium faster?" (issue
 * #28, "english"): a yes/no question about work the owner did, told in plain words that name no
 * skill, tag or project. Like a need told in the asker's own words (./problems.ts), it is met by
 * the project whose text shares most of those words (BM25 over the project index, WordNet
 * synonyms at half weight) when that project stands clearly above the others; the answer then
 * leads with "Yes, most likely:" and the project, never with a "No." that only says no project
 * writes the question's exact words, a bare list or a sentence of the profile that names no project.
 *
 * Field-neutral: what is recognised is English grammar (a perfect or past question about the owner,
 * "has she …" / "did he …"), never a field's words. A stated limit ("No. From her bio: I do not …"),
 * a found "Yes", a refusal and private data stay as they are.
 */
import type { Knowledge } from '../knowledge/knowledge.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import type { AskAnswer } from '../schema.ts';
import { releaseCompiledCode } from '../text/patterns.ts';
import { problemAnswer, problemProject } from './problems.ts';

/** A question about what the owner has done or did: "Has she (ever) made …", "Did he build …". */
const ASKS_DONE = /^\s*(?:so,?\s+)?(?:has|have|did)\s+(?:she|he|they)\s+(?:ever\s+|already\s+|once\s+)?[a-z]{3,}\b/i;

/** "No." that only says the exact words are unwritten (./choose.ts), not a fact stated against the question. */
const UNWRITTEN_NO = /^No\. No project of \S+ mentions /;

/** The hedge of ./coverage.ts: a word of the question the content does not write. */
const NOT_SHOWN = /^Not as far as the portfolio shows: /;

/** Whether an answer already names a project (its page or API link). */
function citesProject(knowledge: Knowledge, answer: AskAnswer, project: number): boolean {
  const { links } = knowledge.projects[project]!.view;
  return answer.references.includes(links.html) || answer.references.includes(links.self);
}

/** Whether the answer leaves the question about the owner's work without a project that states it. */
function leavesWorkUnanswered(knowledge: Knowledge, answer: AskAnswer): boolean {
  const { response_type: type, intent } = answer._meta;
  if (type === 'not_found') return intent !== 'private';
  // "Not as far as the portfolio shows: … does not mention …" (./coverage.ts) rests on one word the content lacks.
  if (UNWRITTEN_NO.test(answer.answer) || NOT_SHOWN.test(answer.answer)) return true;
  if (/^(?:Yes|No|Probably)\b/.test(answer.answer)) return false;
  // A bare list ("None of her projects involves all of …") answers no yes/no question.
  if (type === 'list') return true;
  // A sentence of the profile or career that names no project.
  return type === 'answer' && intent === 'profile' && !answer.references.some((reference) => isProjectLink(knowledge, reference));
}

/** Per portfolio: the page and API links of every project, made once. */
const PROJECT_LINKS = new WeakMap<Knowledge, ReadonlySet<string>>();
function isProjectLink(knowledge: Knowledge, reference: string): boolean {
  let links = PROJECT_LINKS.get(knowledge);
  if (!links) PROJECT_LINKS.set(knowledge, (links = new Set(knowledge.projects.flatMap((info) => [info.view.links.html, info.view.links.self]))));
  return links.has(reference);
}

/** The engine's answer, or the project a question about the owner's work describes in plain words. */
export function withMadeThing(
  knowledge: Knowledge,
  question: ParsedQuestion,
  text: string,
  answer: AskAnswer,
  synonyms: Readonly<Record<string, readonly string[]>> = {},
): AskAnswer {
  if (question.injection || !question.cues.has('yesno') || !ASKS_DONE.test(text)) return answer;
  if (answer._meta.response_type === 'help' || answer._meta.intent === 'private') return answer;
  if (question.namedProjects.some((named) => named.score >= 1)) return answer;
  const unanswered = leavesWorkUnanswered(knowledge, answer);
  // A project's card without a verdict may be the one the words describe: then its "yes" is said.
  const bare = answer._meta.response_type === 'answer' && !/^(?:Yes|No|Probably|Not)\b/.test(answer.answer);
  if (!unanswered && !bare) return answer;
  const match = problemProject(knowledge, question, synonyms);
  if (!match) return answer;
  if (citesProject(knowledge, answer, match.project) && !UNWRITTEN_NO.test(answer.answer) && !NOT_SHOWN.test(answer.answer)) {
    // The project alone, without a verdict ("Malt Silo Inventory (2019-02): …"): the yes it shows, said.
    const { links } = knowledge.projects[match.project]!.view;
    const alone = answer.references.every((reference) => reference === links.html || reference === links.self);
    if (!alone || answer._meta.response_type !== 'answer' || /^(?:Yes|No|Probably|Not)\b/.test(answer.answer)) return answer;
    return { ...answer, _meta: { ...answer._meta, confidence: Math.min(answer._meta.confidence, 0.7) }, answer: `Yes, most likely: ${answer.answer}` };
  }
  if (!unanswered) return answer;
  return problemAnswer(knowledge, question, text, match);
}

// Their machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(ASKS_DONE, UNWRITTEN_NO, NOT_SHOWN);
