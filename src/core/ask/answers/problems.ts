/**
 * A need described in plain English (issue #28, "english"): "Our customers wait too long for their
 * radar images.", "Our lawyers copy and paste clauses out of old contracts. Can she help?". The
 * asker says what hurts, in their own words, and names no project, skill or tag: the project whose
 * text shares most of those words, weighted by how rare each word is among the projects (BM25's
 * idf over the project index's postings), answers, when it stands clearly above the others.
 *
 * Field-neutral: the words are the question's own content words (no stop, cue or person words),
 * matched by stem against each project's title, tags, description and write-up; nothing here names
 * a field. Precision first: two content words at least, one of them in the title, tags or
 * description (or none there, at twice the second project's score), a score well above the second project's, and the answer says which words it rests on.
 * When the words as written point to no project, they are weighed again with the everyday-word
 * bridges of the ask index (../knowledge/bridges.ts: "halogen" reaches "chlorine"), below a written word.
 */
import type { Knowledge } from '../knowledge/knowledge.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import { FRAME_WORDS, FUNCTION_WORDS, PERSON_WORDS } from '../lexicon.ts';
import type { AskAnswer } from '../schema.ts';
import { joinList, sentenceEnd } from '../text/english.ts';
import { stem } from '../text/words.ts';
import { apiUrl, owners, reply } from './reply.ts';
import { url } from '../../../catalogue/paths.ts';
import { releaseCompiledCode } from '../text/patterns.ts';
import { bridgeTargets } from '../knowledge/bridge-table.ts';
import { mayReplace } from './answer-shape.ts';

/** The asker speaking of their own situation (general English). */
// Not a letter of an abbreviation written with "&" or "/" ("I&C", "I/O"): no asker there.
const ASKER = /(?:^|[^\p{L}'’&/])(?:we|we're|we’re|we've|we’ve|our|ours|us|my|i|i'm|i’m|me)(?![\p{L}'’&/])/iu;

/** The asker's own words, which name no topic. */
const ASKER_WORDS = new Set([
  'we',
  'our',
  'ours',
  'us',
  'my',
  'mine',
  'me',
  'i',
  'need',
  'needs',
  'want',
  'wants',
  'help',
  'can',
  'could',
  // The request itself: "can she fix that?", "has he dealt with that?".
  'fix',
  'fixed',
  'solve',
  'solved',
  'deal',
  'dealt',
  'sort',
]);

/** A yes/no question about the owner after the need ("… Can she help?", "… Has he done that before?"). */
const ASKS_OWNER = /(?:^|[.!?;:]\s+)(?:can|could|has|have|did|does|is|would|will)\s+(?:she|he|they|you)\b[^.!?]*\?\s*$/i;

/** Numbers written as words: a count, not a topic. */
const NUMBER_WORDS = /^(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|thousand|million|billion)s?$/;

/** Bits of the project index's postings: title, tags, description (the project's own summary); write-up; id. */
const SUMMARY_FIELDS = 1 | 2 | 4;

export interface ProblemMatch {
  project: number;
  score: number;
  /** The stems matched, in question order. */
  stems: string[];
  /** The words matched as the question writes them. */
  words: string[];
}

/** The project a described need points to, or undefined when none stands clearly above the others. */
export function problemProject(
  knowledge: Knowledge,
  question: ParsedQuestion,
  synonyms: Readonly<Record<string, readonly string[]>> = {},
  text = '',
): ProblemMatch | undefined {
  // "fibre-optic": a word joined by hyphens is one term, whose parts reach no other word (a synonym, a bridge) apart.
  const joined = new Set((text.toLowerCase().match(COMPOUND) ?? []).flatMap((compound) => compound.split(/[-‐]/)));
  // The words as written first; only when they point to no project clearly, the everyday-word bridges too.
  return matchProject(knowledge, question, synonyms, false, joined) ?? matchProject(knowledge, question, synonyms, true, joined);
}

/** A word joined by hyphens ("fibre-optic", "point-of-sale"). */
const COMPOUND = /[\p{L}\d]+(?:[-‐][\p{L}\d]+)+/gu;

function matchProject(
  knowledge: Knowledge,
  question: ParsedQuestion,
  synonyms: Readonly<Record<string, readonly string[]>>,
  bridged: boolean,
  joined: ReadonlySet<string>,
): ProblemMatch | undefined {
  const count = knowledge.projects.length;
  if (count < 2) return undefined;
  const seen = new Set<string>();
  const content = question.words.filter((word) => {
    if (word.folded.length < 3 || seen.has(word.stem) || /^\d/.test(word.folded) || ASKER_WORDS.has(word.folded) || NUMBER_WORDS.test(word.folded))
      return false;
    if (FUNCTION_WORDS.has(word.folded) || FRAME_WORDS.has(word.folded) || PERSON_WORDS.has(word.folded) || knowledge.person.words.has(word.folded))
      return false;
    seen.add(word.stem);
    return true;
  });
  if (content.length < 2) return undefined;
  const scores = new Map<number, { score: number; stems: string[]; words: string[]; summary: number; direct: number; bridged: number }>();
  for (const word of content) {
    // A word no project writes counts through its WordNet synonyms that one does ("predict" -> "forecast"), at half weight.
    const direct = knowledge.postings.get(word.stem);
    // "read" also counts where a project writes its doer, "reader" (the same word's family, at full weight).
    const family = [`${word.stem}er`, `${word.stem}or`].map((form) => stem(form)).filter((form) => knowledge.postings.has(form));
    const apart = !joined.has(word.folded);
    const targets = direct ? [word.stem, ...family] : family.length ? family : apart && Object.hasOwn(synonyms, word.stem) ? synonyms[word.stem]! : [];
    const own = direct !== undefined || family.length > 0;
    const counted = new Set<number>();
    for (const target of targets) {
      const posting = knowledge.postings.get(target);
      if (!posting) continue;
      const documents = posting.length / 2;
      const idf = Math.log(1 + (count - documents + 0.5) / (documents + 0.5)) * (own ? 1 : 0.5);
      for (let i = 0; i < posting.length; i += 2) {
        const project = posting[i]!;
        // A word counts once per project, through its best synonym there.
        if (counted.has(project)) continue;
        counted.add(project);
        const fields = posting[i + 1]!;
        const weight = fields & SUMMARY_FIELDS ? 1 : 0.5;
        const entry = scores.get(project) ?? { score: 0, stems: [], words: [], summary: 0, direct: 0, bridged: 0 };
        entry.score += idf * weight;
        entry.stems.push(word.stem);
        entry.words.push(word.folded);
        if (fields & SUMMARY_FIELDS) entry.summary++;
        if (own) entry.direct++;
        scores.set(project, entry);
      }
    }
    // A word the content does not write reaches the projects' words it may describe (the second pass only).
    if (bridged && !own && apart) bridge(knowledge, word, counted, scores, count);
  }
  const ranked = [...scores].sort((a, b) => b[1].score - a[1].score || a[0] - b[0]);
  const [best, second] = ranked;
  if (!best) return undefined;
  const [project, found] = best;
  // Two words of the question's own at least: a synonym adds weight, never the evidence itself; in the
  // second pass a word bridged by a WordNet relation (not by a definition) stands for the second beside one written word.
  // The words in the write-up only ("drift" in a spraying app's story) count when the project stands twice as high as any other.
  if (found.direct + Math.min(found.bridged, found.direct) < 2 || (found.summary < 1 && second && second[1].score * 2 > found.score)) return undefined;
  if (second && second[1].score * 1.4 > found.score) return undefined;
  return { project, score: found.score, stems: found.stems, words: found.words };
}

/** A bridge's weight against a word the content writes. */
const BRIDGE_WEIGHT = 0.35;

/**
 * A word counts, for the projects it has not reached yet, through the everyday-word bridges of the
 * ask index (../knowledge/bridges.ts: "dress" -> "garment", "cheap" -> "price"), at a third of a
 * written word's weight, by the rarity of the word it reaches.
 */
function bridge(
  knowledge: Knowledge,
  word: ParsedQuestion['words'][number],
  counted: Set<number>,
  scores: Map<number, { score: number; stems: string[]; words: string[]; summary: number; direct: number; bridged: number }>,
  count: number,
): void {
  const reached = new Map<number, { weight: number; related: boolean }>();
  for (const marked of bridgeTargets(knowledge, word.stem)) {
    // "~": a bridge by a definition only, at half a relation's weight and no evidence of its own.
    const related = !marked.startsWith('~');
    const posting = knowledge.postings.get(related ? marked : marked.slice(1));
    if (!posting) continue;
    const documents = posting.length / 2;
    const idf = Math.log(1 + (count - documents + 0.5) / (documents + 0.5)) * BRIDGE_WEIGHT * (related ? 1 : 0.5);
    for (let i = 0; i < posting.length; i += 2) {
      const project = posting[i]!;
      if (counted.has(project)) continue;
      const weight = idf * (posting[i + 1]! & SUMMARY_FIELDS ? 1 : 0.5);
      const before = reached.get(project);
      if (!before || weight > before.weight) reached.set(project, { weight, related: related || (before?.related ?? false) });
    }
  }
  for (const [project, { weight, related }] of reached) {
    const entry = scores.get(project) ?? { score: 0, stems: [], words: [], summary: 0, direct: 0, bridged: 0 };
    entry.score += weight;
    entry.stems.push(word.stem);
    entry.words.push(word.folded);
    if (related) entry.bridged++;
    scores.set(project, entry);
  }
}

/** Whether a question can be a need told in the asker's words: no injection, no project named, "our", "we", "I need" (the pre-test of ./honest.ts). */
export function needApplies(question: ParsedQuestion, text: string): boolean {
  return !question.injection && !question.namedProjects.some((named) => named.score >= 1) && describesNeed(text);
}

/** Whether the question describes the asker's own situation ("our", "we", "I need"). */
export function describesNeed(text: string): boolean {
  return ASKER.test(text);
}

/**
 * The answer to a described need: the project, with the words it rests on; "Yes, most likely:"
 * before it when the question asks whether the owner can or did (a yes/no question).
 */
export function problemAnswer(knowledge: Knowledge, question: ParsedQuestion, text: string, match: ProblemMatch): AskAnswer {
  const view = knowledge.projects[match.project]!.view;
  const lead = question.cues.has('yesno') || ASKS_OWNER.test(text) ? 'Yes, most likely: ' : '';
  const words = joinList(match.words.map((word) => `“${word}”`));
  const date = view.date ? ` (${view.date})` : '';
  const written = `${lead}${view.title}${date}: ${sentenceEnd(view.description)} (The closest of ${owners(knowledge)} projects to the words ${words}.)`;
  return reply('answer', 'project', written, [view.links.html, view.links.self], 0.6);
}

/**
 * The engine's answer, or the project a described need points to when the answer does not cite it
 * (a verdict, a refusal, a stated limit and private data stay as they are).
 */
export function withNeedProject(
  knowledge: Knowledge,
  question: ParsedQuestion,
  text: string,
  answer: AskAnswer,
  synonyms: Readonly<Record<string, readonly string[]>> = {},
): AskAnswer {
  // A verdict found elsewhere (a stated limit, the availability, "probably yes" over the projects) stands (./answer-shape.ts).
  if (!needApplies(question, text) || !mayReplace(answer, 'need')) return answer;
  const match = problemProject(knowledge, question, synonyms, text);
  if (!match) return answer;
  const view = knowledge.projects[match.project]!.view;
  // The availability and the services answer for themselves ("on site in our hospital five days a
  // week?"); the project the need points to is named after them ("… an assessor can follow." and the safety case tool).
  if (answer.references.includes(apiUrl(knowledge, url('getServices')))) {
    if (answer.references.includes(view.links.html)) return answer;
    const words = joinList(match.words.map((word) => `“${word}”`));
    const date = view.date ? ` (${view.date})` : '';
    const closest = `The closest of ${owners(knowledge)} projects to the words ${words}: ${view.title}${date}: ${sentenceEnd(view.description)}`;
    return { ...answer, answer: `${answer.answer} ${closest}`, references: [...answer.references, view.links.html, view.links.self] };
  }
  if (answer.references.includes(view.links.html) || answer.references.includes(view.links.self)) {
    // "… Can he help us predict what stores need?" answered with that project alone: the yes it shows, said.
    const alone = answer.references.every((reference) => reference === view.links.html || reference === view.links.self);
    if (
      !alone ||
      answer._meta.response_type !== 'answer' ||
      !(question.cues.has('yesno') || ASKS_OWNER.test(text)) ||
      /^Most likely(?![\p{L}\p{N}_])/u.test(answer.answer)
    )
      return answer;
    return { ...answer, _meta: { ...answer._meta, confidence: Math.min(answer._meta.confidence, 0.7) }, answer: `Yes, most likely: ${answer.answer}` };
  }
  return problemAnswer(knowledge, question, text, match);
}

// Their machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(ASKER, ASKS_OWNER, NUMBER_WORDS, COMPOUND);
