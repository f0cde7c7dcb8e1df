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
import { phraseHits } from '../knowledge/project-index.ts';
import { FRAME_WORDS, FUNCTION_WORDS, PERSON_WORDS } from '../lexicon.ts';
import type { AskAnswer } from '../schema.ts';
import { sentenceEnd } from '../text/english.ts';
import { releaseCompiledCode } from '../text/patterns.ts';
import { problemAnswer, problemProject } from './problems.ts';
import { owners, reply } from './reply.ts';
import { PARTIAL_LEAD } from './topic-lead.ts';
import { url } from '../../../catalogue/paths.ts';
import { mayReplace, shapeOf, standsAsVerdict } from './answer-shape.ts';
import { projectLinks } from './project-links.ts';

/** A question about what the owner has done or did: "Has she (ever) made …", "Did he build …". */
const ASKS_DONE = /^\s*(?:so,?\s+)?(?:has|have|did)\s+(?:she|he|they)\s+(?:ever\s+|already\s+|once\s+)?[a-z]{3,}\b/i;

/** A yes/no question about the owner: "Does she know …", "Is he familiar with …", "Has she …". */
const ASKS_OWNER = /^\s*(?:so,?\s+)?(?:has|have|did|does|do|is|can)\s+(?:she|he|they)\b/i;

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
export function leavesWorkUnanswered(knowledge: Knowledge, answer: AskAnswer): boolean {
  const shape = shapeOf(answer);
  if (shape.type === 'not_found') return !shape.private;
  // "Not as far as the portfolio shows: … does not mention …" (./coverage.ts) rests on one word the content lacks.
  if (UNWRITTEN_NO.test(answer.answer) || NOT_SHOWN.test(answer.answer)) return true;
  // A project that leads by some of the words asked (./topic-lead.ts): a term written word for word answers better.
  if (PARTIAL_LEAD.test(answer.answer)) return true;
  if (standsAsVerdict(answer)) return false;
  // A bare list ("None of her projects involves all of …") answers no yes/no question.
  if (shape.type === 'list') return true;
  // A sentence of the profile or career that names no project.
  return shape.type === 'answer' && answer._meta.intent === 'profile' && !answer.references.some((reference) => isProjectLink(knowledge, reference));
}

/** Whether a link is a project's page or API link (./project-links.ts, made once per portfolio). */
const isProjectLink = (knowledge: Knowledge, reference: string) => projectLinks(knowledge).has(reference);

/**
 * "No. … is not in her education": a "No." read from one list of the profile or career (not a
 * limit the bio states, not a project), which a project that writes the term asked outweighs.
 */
function deniedByList(knowledge: Knowledge, answer: AskAnswer): boolean {
  if (shapeOf(answer).verdict !== 'No' || !answer.references.length) return false;
  const bio = knowledge.urls.api(url('getProfile'));
  return answer.references.every((reference) => reference !== bio && !isProjectLink(knowledge, reference));
}

/** A word that may name what is asked: no grammar, frame or person word, no number, and a word some project writes. */
function termWord(knowledge: Knowledge, folded: string, wordStem: string): boolean {
  if (folded.length < 3 || /\d/.test(folded) || FUNCTION_WORDS.has(folded) || FRAME_WORDS.has(folded) || PERSON_WORDS.has(folded)) return false;
  return !knowledge.person.words.has(folded) && knowledge.postings.has(wordStem);
}

/**
 * The one project that writes a run of the question's words as consecutive words ("quasi static
 * time series", "fault ride through"), the longest such run first; the question's other words
 * must all be words the portfolio writes (else the question asks about something it lacks).
 * Undefined when no run of two words or more is written by exactly one project.
 */
function termProject(knowledge: Knowledge, question: ParsedQuestion): { project: number; words: string[] } | undefined {
  const words = question.words;
  const named = words.map((word) => termWord(knowledge, word.folded, word.stem));
  // Grammar words may stand inside a term ("ride through"), never at its ends.
  const inside = words.map((word, i) => named[i] || (FUNCTION_WORDS.has(word.folded) && knowledge.termIds.has(word.stem)));
  // A name the asker capitalises ("John Deere", "Concordia University") is an employer, a school or a client: the career answers for it.
  for (const [i, word] of words.entries()) if (word.capitalised || word.asName) named[i] = inside[i] = false;
  for (let length = Math.min(words.length, 6); length >= 2; length--) {
    let found: { project: number; words: string[]; start: number } | undefined;
    for (let start = 0; start + length <= words.length; start++) {
      const end = start + length - 1;
      if (!named[start] || !named[end]) continue;
      if (words.slice(start, end + 1).some((_, k) => !inside[start + k])) continue;
      const hits = phraseHits(knowledge, [words.slice(start, end + 1).map((word) => word.stem)]);
      if (hits.length !== 1) continue;
      if (found && found.project !== hits[0]!.project) return undefined;
      found ??= { project: hits[0]!.project, words: words.slice(start, end + 1).map((word) => word.folded), start };
    }
    if (!found) continue;
    const { start } = found;
    const outside = words.filter((word, i) => (i < start || i >= start + length) && termWord(knowledge, word.folded, word.stem) === false);
    // Every other word that could name a thing is written somewhere in the portfolio.
    const unwritten = outside.filter(
      (word) =>
        word.folded.length >= 3 &&
        !/\d/.test(word.folded) &&
        !FUNCTION_WORDS.has(word.folded) &&
        !FRAME_WORDS.has(word.folded) &&
        !PERSON_WORDS.has(word.folded) &&
        !knowledge.person.words.has(word.folded) &&
        !knowledge.bioStems.has(word.stem),
    );
    return unwritten.length ? undefined : { project: found.project, words: found.words };
  }
  return undefined;
}

/** The words of a term as the project writes them, in small letters ("hardware-in-the-loop" for "hardware in the loop"), else as asked. */
function writtenForm(knowledge: Knowledge, project: number, words: readonly string[]): string {
  const info = knowledge.projects[project]!;
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[\\s‐-]+')}(?![\\p{L}\\p{N}])`, 'iu');
  const texts = [info.view.title, info.view.description, ...info.sections.flatMap((section) => section.sentences.map((sentence) => sentence.text))];
  for (const text of texts) {
    const found = pattern.exec(text)?.[0];
    if (found) return found.toLowerCase();
  }
  return words.join(' ');
}

/** Prepositions that introduce where or for whom the work was done ("for airports", "at a hospital"). */
const SETTING = new Set(['for', 'at', 'in', 'on', 'inside', 'across', 'within']);
/** Words between such a preposition and its noun ("for an airport", "in our mines"). */
const DETERMINERS = new Set(['a', 'an', 'the', 'our', 'my', 'their', 'his', 'her', 'its', 'some', 'any', 'every', 'each', 'all', 'other', 'new', 'old']);

/**
 * Whether the question sets the work in a place or for a client the portfolio never names ("Has she
 * done moisture tests for airports?"): a word no project, bio or synonym writes right after "for",
 * "at", "in" …; then a project that shares the other words is not the work asked about.
 */
export function unwrittenSetting(
  knowledge: Knowledge,
  question: ParsedQuestion,
  synonyms: Readonly<Record<string, readonly string[]>>,
  reached: ReadonlySet<string> = new Set(),
): boolean {
  const words = question.words;
  // `reached`: stems a caller found another way to the content's words (../knowledge/bridges.ts).
  const written = (at: number) => {
    const word = words[at]!;
    return knowledge.postings.has(word.stem) || knowledge.bioStems.has(word.stem) || Object.hasOwn(synonyms, word.stem) || reached.has(word.stem);
  };
  return words.some((word, i) => {
    if (!SETTING.has(word.folded)) return false;
    let at = i + 1;
    while (at < words.length && at <= i + 2 && DETERMINERS.has(words[at]!.folded)) at++;
    // The noun phrase after it ("an operating system", "airports"): unwritten when none of its words is written.
    const phrase: number[] = [];
    for (; at < words.length && !FUNCTION_WORDS.has(words[at]!.folded) && !/\d/.test(words[at]!.folded); at++) phrase.push(at);
    return phrase.length > 0 && phrase.every((index) => words[index]!.folded.length >= 3 && !written(index));
  });
}

/** A yes/no question about the owner ("has she …", "does he …") that names no project, without injection (the pre-test of ./honest.ts). */
export function madeThingApplies(question: ParsedQuestion, text: string): boolean {
  return !question.injection && question.cues.has('yesno') && !question.namedProjects.some((named) => named.score >= 1) && ASKS_OWNER.test(text);
}

/** The engine's answer, or the project a question about the owner's work describes in plain words. */
export function withMadeThing(
  knowledge: Knowledge,
  question: ParsedQuestion,
  text: string,
  answer: AskAnswer,
  synonyms: Readonly<Record<string, readonly string[]>> = {},
): AskAnswer {
  if (!madeThingApplies(question, text) || !mayReplace(answer, 'open')) return answer;
  // "Has she run QSTS simulations?" read as "quasi static time series", "Does she know the … test?": a term one project writes word for word.
  // Looked for only when the answer leaves the question open (most answers do not).
  const term = leavesWorkUnanswered(knowledge, answer) || deniedByList(knowledge, answer) ? termProject(knowledge, question) : undefined;
  if (term) {
    const view = knowledge.projects[term.project]!.view;
    const date = view.date ? ` (${view.date})` : '';
    const written = `Yes. ${view.title}${date}: ${sentenceEnd(view.description)} (Of ${owners(knowledge)} projects, it is the one that writes “${writtenForm(knowledge, term.project, term.words)}”.)`;
    return reply('answer', 'project', written, [view.links.html, view.links.self], 0.7);
  }
  if (!ASKS_DONE.test(text)) return answer;
  const unanswered = leavesWorkUnanswered(knowledge, answer);
  // A project's card without a verdict may be the one the words describe: then its "yes" is said.
  const bare = answer._meta.response_type === 'answer' && shapeOf(answer).verdict === undefined;
  if (!unanswered && !bare) return answer;
  const match = problemProject(knowledge, question, synonyms, text);
  if (!match || unwrittenSetting(knowledge, question, synonyms)) return answer;
  if (citesProject(knowledge, answer, match.project) && !UNWRITTEN_NO.test(answer.answer) && !NOT_SHOWN.test(answer.answer)) {
    // The project alone, without a verdict ("Malt Silo Inventory (2019-02): …"): the yes it shows, said.
    const { links } = knowledge.projects[match.project]!.view;
    const list = knowledge.urls.api(url('listProjects'));
    const alone = answer.references.every((reference) => reference === links.html || reference === links.self || reference === list);
    if (!alone || answer._meta.response_type !== 'answer' || shapeOf(answer).verdict !== undefined) return answer;
    return { ...answer, _meta: { ...answer._meta, confidence: Math.min(answer._meta.confidence, 0.7) }, answer: `Yes, most likely: ${answer.answer}` };
  }
  if (!unanswered) return answer;
  return problemAnswer(knowledge, question, text, match);
}

// Their machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(ASKS_DONE, ASKS_OWNER, UNWRITTEN_NO, NOT_SHOWN);
