/**
 * The projects judge a question about the owner's work (issue #28, "english", "projects_by_topic",
 * "jargon"): "Has she worked out where to put the places people go to vote?", "Did she make the
 * website that shows who's winning on the night?", "Any work on post-election audits?", "What has she
 * built for voter rolls?". A reader that caught one word of such a question (vote → the political
 * views refused, website → the profile's address, a talk's title, a skill category's list) answers
 * something the asker did not ask, while one project's whole text (title, tags, description,
 * write-up) holds most of the question's content words. Every project is scored over its whole text
 * by ./whole-writeup.ts (stems, word families, WordNet synonyms, the ask index's bridges, rarity,
 * proximity in one sentence); when one project stands clearly above the second and covers enough of
 * the question, it answers instead of the one-word reading ("Yes." when it reaches every content
 * word, "Yes, most likely:" when not); two projects when both stand clearly above the rest.
 *
 * Field-neutral: what is recognised is English grammar (a question about work done) and the
 * content's own words. It refuses to guess: a thing the question names that no project, bio or
 * synonym reaches, a setting the portfolio never goes to (./made-things.ts `unwrittenSetting`), a
 * project that does not stand out, a stated limit ("Probably not"), private data and an answer that
 * already cites the project all leave the answer as it is. A "Yes." read from the skills or the bio
 * keeps its lead and gets the project added.
 */
import type { Knowledge } from '../knowledge/knowledge.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import type { AskAnswer } from '../schema.ts';
import { joinList, sentenceEnd } from '../text/english.ts';
import { releaseCompiledCode } from '../text/patterns.ts';
import { isNounLike } from '../text/parts-of-speech.ts';
import { shapeOf } from './answer-shape.ts';
import { unwrittenSetting } from './made-things.ts';
import { citedProjects } from './project-links.ts';
import { reply } from './reply.ts';
import { asksWork, PLAIN_MARGIN, plainProjects, type ReadProject } from './whole-writeup.ts';
import { statedInOneSentence } from './project-verdict.ts';
import { url } from '../../../catalogue/paths.ts';

/**
 * Questions about work done beyond "has she …" (./whole-writeup.ts `asksWork`): "what has she built
 * for …", "any work on …", "… thanks to her work", "can she make/build/write …" (work asked for, which
 * the work done shows or not).
 */
const MORE_WORK =
  /^\s*(?:(?:what|which)\s+(?:work\s+)?(?:has|have|did)\s+(?:she|he|they)\s+(?:ever\s+)?(?:done|built|made|created|delivered|worked)\b|(?:any|some)\s+(?:work|projects?|experience)\s+(?:on|with|in|around|about|for|doing)\b|(?:can|could)\s+(?:she|he|they)\s+(?:make|build|create|write|design|develop|put)\b)|\b(?:thanks\s+to|through|because\s+of)\s+(?:her|his|their)\s+work\b/i;

/**
 * A "No." that only says the words asked are unwritten where one reader looked (no project mentions
 * them, they are not among the skills, not in the publications), not a fact stated against the
 * question (a limit of the bio, an employer not in the work history, another version, a word in another sense).
 */
const UNWRITTEN_DENIAL = /^No(?: project is about |\. (?:No project of \S+ mentions |“[^”]+” is not (?:among \S+ listed skills|in \S+ publications)))/;

/** "… in it is the name of a skill category about something else" (./senses.ts): a word read in another sense, a fact. */
const OTHER_SENSE = /about something else/;

/** A talk or a paper asked ("did she present at …", "has he spoken at …"): the publications and talks answer it. */
const TALK = /\b(?:present(?:ed|s|ing)?|spoke|speak(?:s|ing)?|spoken|talk(?:ed|s)?|lectur(?:e|ed|es)|keynot(?:e|ed)|publish(?:ed)?\s+(?:a|an|in)\b)/i;

/** "Not as far as the portfolio shows: … does not mention …" (./coverage.ts). */
const NOT_SHOWN = /^Not as far as the portfolio shows: /;

/** "Does she know …", "does he do …": a skill asked, which the skills answer; the projects judge only another reading. */
const KNOWS = /^\s*(?:does|do)\s+(?:she|he|they)\s+(?:know|do)\b/i;

/** The lead of an answer that names the project most likely meant (./whole-writeup.ts, ./made-things.ts). */
const MOST_LIKELY = 'Yes, most likely: ';

/** A project this far above every other stands alone, whatever other answer it meets. */
const FAR = 3;

/** The least score a single project needs (one rare word written in a title, tags or description scores about 2). */
const LEAST_SCORE = 2;

/** Whether a question asks about the owner's work in English grammar and names no project (the step's pre-test). */
export function workJudgeApplies(question: ParsedQuestion, text: string): boolean {
  if (question.injection || question.namedProjects.some((named) => named.score >= 1)) return false;
  return asksWork(text) || MORE_WORK.test(text) || KNOWS.test(text);
}

/**
 * Whether a project read reaches enough of the question's `words` content words to be the work asked about.
 * `describing`: the question's words the project does not reach are all verbs or adjectives ("measured",
 * "small"), words that tell how the thing asked is done, not another thing.
 */
function covers(match: ReadProject, words: number, missing: number, clear = false, describing = false): boolean {
  if (match.written < 1 || match.score < LEAST_SCORE) return false;
  if (words <= 2) return match.written === words && !missing;
  // A short question ("a school bus tracking app") is one thing: every word of it in the project, or, for a project
  // far above every other, two things it writes and one word that only describes them ("measured forecasts by WMAPE").
  if (words === 3) return match.written >= 2 && (match.matched === words || (clear && describing && match.matched === words - 1 && !missing));
  // One thing the question names that nothing reaches may be the asker's own word, when three others stand in the project.
  if (missing > 1 || (missing === 1 && match.matched < 3)) return false;
  // The asker's own words for most of it: one written as asked is enough for a project far above the rest.
  return match.matched * 3 >= words * 2 && match.written >= (clear ? 1 : 2);
}

/** A project at least this far above every other stands for a long question it reaches in part (see `standsOut`). */
const STANDS_OUT = 2;

/**
 * Whether a project reaches a long question (four content words or more) in part, as the asker's own
 * words for it: two of its words together in one sentence, one written as asked, and no thing named
 * that nothing reaches. "Has she watched old floor tiles slowly lifting up?" reaches "floor" and
 * "lifting" in one sentence of the mosaic's write-up; "old", "tiles" and "slowly" are the asker's
 * words for what the write-up says otherwise.
 */
function reachesInPart(match: ReadProject, words: number, missing: number): boolean {
  return words >= 4 && !missing && match.matched >= 2 && match.written >= 1 && match.sentences.length > 0;
}

/** Whether a project that reaches a long question in part stands twice above every other: the work asked. */
const standsOut = (match: ReadProject, words: number, missing: number, second: number): boolean =>
  reachesInPart(match, words, missing) && match.score >= second * STANDS_OUT;

interface Judged {
  chosen: ReadProject[];
  /** Whether the one project chosen reaches every content word of the question. */
  whole: boolean;
  /** Each project's score (words alone, or with proximity for the best few). */
  reached: ReadonlyMap<number, number>;
}

/** The project(s) that judge the question, or undefined when none stands out. */
export function judgeWork(
  knowledge: Knowledge,
  question: ParsedQuestion,
  text: string,
  synonyms: Readonly<Record<string, readonly string[]>>,
): Judged | undefined {
  const result = plainProjects(knowledge, question, text, synonyms, 1);
  if (!result?.read.length) return undefined;
  if (unwrittenSetting(knowledge, question, synonyms, result.reachedStems)) return undefined;
  const missing = result.unreached.filter((word) => isNounLike(word)).length;
  const read = result.read;
  const best = read[0]!;
  const others = [...result.reached].filter(([project]) => project !== best.project).map(([, score]) => score);
  const second = Math.max(0, ...others);
  const describing = result.asked.every((word) => best.words.includes(word) || !isNounLike(word));
  if (!standsOut(best, result.words, missing, second) && !covers(best, result.words, missing, best.score >= second * FAR, describing)) return undefined;
  if (best.score >= second * PLAIN_MARGIN) return { chosen: [best], whole: best.matched === result.words && !missing, reached: result.reached };
  // Two projects both stand out: the third is well below the second, and both cover the question.
  const next = read[1];
  if (!next) return undefined;
  const third = Math.max(0, ...[...result.reached].filter(([project]) => project !== best.project && project !== next.project).map(([, score]) => score));
  if (next.score < third * PLAIN_MARGIN) return undefined;
  // The second of two covers the question, or reaches a long one in part (the first covers it).
  if (!covers(next, result.words, missing) && !reachesInPart(next, result.words, missing)) return undefined;
  return { chosen: [best, next], whole: false, reached: result.reached };
}

/** One project told: title, date, description and the sentence of its write-up where the question's words stand together. */
function told(knowledge: Knowledge, match: ReadProject): string {
  const view = knowledge.projects[match.project]!.view;
  const date = view.date ? ` (${view.date})` : '';
  const quote = match.sentences.length ? ` From the write-up: ${match.sentences.map((sentence) => `“${sentence.trim()}”`).join(' ')}` : '';
  return `${view.title}${date}: ${sentenceEnd(view.description)}${quote}`;
}

const links = (knowledge: Knowledge, chosen: readonly ReadProject[]) =>
  chosen.flatMap((match) => {
    const view = knowledge.projects[match.project]!.view;
    return [view.links.html, view.links.self];
  });

/**
 * The engine's answer, or the project(s) the question's content words point to when the answer
 * rests on one word of it elsewhere (the profile, a list, a refusal of a detail not asked, another
 * project that stands far below).
 */
export function withWorkJudged(
  knowledge: Knowledge,
  question: ParsedQuestion,
  text: string,
  answer: AskAnswer,
  synonyms: Readonly<Record<string, readonly string[]>>,
): AskAnswer {
  const shape = shapeOf(answer);
  // A stated limit ("Probably not: … meets a stated limit") and private data stand.
  if (shape.help || shape.private || shape.verdict === 'Probably' || shape.verdict === 'Most likely') return answer;
  if (
    shape.verdict === 'No' &&
    (!UNWRITTEN_DENIAL.test(answer.answer) || OTHER_SENSE.test(answer.answer) || (TALK.test(text) && answer.answer.includes(' publications')))
  )
    return answer;
  if (shape.verdict === 'Not' && !NOT_SHOWN.test(answer.answer)) return answer;
  const intent = answer._meta.intent;
  if (KNOWS.test(text) && (intent === 'skill_check' || intent === 'skills')) return answer;
  const cited = citedProjects(knowledge, answer);
  const judged = judgeWork(knowledge, question, text, synonyms);
  if (!judged) return answer;
  // A "Yes." that rests on a project stands, unless the one judged is far above it.
  const chosen = judged.chosen.map((match) => match.project);
  // "Yes, most likely:" one project where two stand together above the rest: both are told.
  const pairOverOne = chosen.length > 1 && answer.answer.startsWith(MOST_LIKELY) && cited.length === 1 && chosen.includes(cited[0]!);
  if (!pairOverOne && shape.verdict === 'Yes' && cited.some((project) => (judged.reached.get(project) ?? 0) * FAR > judged.chosen[0]!.score)) return answer;
  // An answer that cites the project judged stands, unless it denies the words the project writes in another form of them.
  if (shape.verdict !== 'No' && !pairOverOne && chosen.some((project) => cited.includes(project))) return answer;
  // Another project the answer cites that stands near the one judged stays.
  const best = judged.chosen[0]!.score;
  if (cited.some((project) => !chosen.includes(project) && (judged.reached.get(project) ?? 0) * PLAIN_MARGIN > best)) return answer;
  const references = links(knowledge, judged.chosen);
  // "Yes." read from the skills or the bio, with no project: the lead stands, the project that shows it is added.
  if (shape.verdict === 'Yes' && !cited.length) {
    // A verdict on the work history ("Yes. … worked at Highveld Gridworks as …") is whole: no project is its evidence.
    if (answer.references.includes(knowledge.urls.api(url('getCareer')))) return answer;
    const added = `${answer.answer} ${joinList(
      judged.chosen.map((match) => told(knowledge, match)),
      'and',
    )}`;
    return { ...answer, answer: added, references: [...new Set([...answer.references, ...references])] };
  }
  const body = judged.chosen.map((match) => told(knowledge, match)).join(' Or ');
  // "Yes." only when one sentence told states every word asked as written: a match by word families or bridges
  // ("judges" of "judgments") is "most likely".
  const stated = judged.whole && statedInOneSentence(knowledge, question, body, synonyms);
  const lead = judged.chosen.length > 1 ? 'Yes, most likely one of two projects: ' : stated ? 'Yes. ' : 'Yes, most likely: ';
  const confidence = judged.chosen.length > 1 ? 0.5 : stated ? 0.7 : 0.6;
  return reply('answer', 'project', `${lead}${body}`, references, confidence);
}

releaseCompiledCode(MORE_WORK, KNOWS, TALK, UNWRITTEN_DENIAL, OTHER_SENSE, NOT_SHOWN);
