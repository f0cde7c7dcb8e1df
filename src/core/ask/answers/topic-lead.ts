/**
 * A topic question whose words no single project has all of ("browser security work", "medical
 * device work"): the projects that have some of them, ranked by a field-weighted score in the
 * manner of BM25 (each word weighs by its rarity among the projects, times the field it is found
 * in: title, tags or id 3, description 2, write-up 1). When one project clearly leads (it has at
 * least half of the words found anywhere and scores half again more than the next), the answer
 * leads with it ("Most likely: …"), with the confidence in words and in `_meta`; otherwise it is
 * undefined and the keyword list stands.
 */
import type { Knowledge } from '../knowledge/knowledge.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import type { AskAnswer } from '../schema.ts';
import type { Term } from '../selection/select-projects.ts';
import { joinList, sentenceEnd } from '../text/english.ts';
import { confidenceOf, owners, projectList, projectPages, reply } from './reply.ts';
import { releaseCompiledCode } from '../text/patterns.ts';

/** The weight of a word found in a project's title/tags/id (3), description (2) or write-up only (1). */
const FIELD_BOOST = [0, 1, 2, 3] as const;

/** How much of a word's weight a project has by where it has it: none, write-up, description, title/tags/id. */
const SHARE = [0, 0.4, 0.75, 1] as const;

/** The weight of a word no project has, as a share of a word found in one project. */
const UNFOUND = 0.6;

/** How far the best project must lead the next to be named as the answer. */
const LEAD_RATIO = 1.5;

/** A lead of this module that lacks some of the words asked: a term one project writes word for word still answers better. */
export const PARTIAL_LEAD = /^(?:Yes, most likely|Most likely): [^\n]*?, the one of .+? projects that has .+? \(not “/u;

export interface RankedProject {
  project: number;
  score: number;
  /** The terms this project has. */
  terms: Term[];
}

function fieldBoost(level: number | undefined): number {
  return FIELD_BOOST[(level ?? 0) as 0 | 1 | 2 | 3] ?? 1;
}

/**
 * How many words of the question a term has ("mobile app": 2): each word no project has is one
 * word lacking; a skill, tag or category the portfolio lists is one thing, however many words its name has.
 */
function wordCount(knowledge: Knowledge, term: Term): number {
  if (term.words) return term.words.length;
  return listedNames(knowledge).has(term.label.toLowerCase()) ? 1 : term.label.split(/\s+/u).length;
}

/** Per portfolio: the names of its skills, tags and categories, lower-cased, made once. */
const LISTED = new WeakMap<Knowledge, ReadonlySet<string>>();
function listedNames(knowledge: Knowledge): ReadonlySet<string> {
  let names = LISTED.get(knowledge);
  if (!names) {
    names = new Set(knowledge.entities.filter((entity) => entity.kind !== 'concept').map((entity) => entity.name.toLowerCase()));
    LISTED.set(knowledge, names);
  }
  return names;
}

/** BM25's rarity of a word found in `df` of `total` projects (never below zero); a word found nowhere weighs as one found once. */
function rarity(total: number, df: number): number {
  const found = Math.max(df, 1);
  return Math.log(1 + (total - found + 0.5) / (found + 0.5));
}

/** The projects that have any of the terms, best first (ties in portfolio order). */
export function rankProjects(knowledge: Knowledge, terms: readonly Term[]): RankedProject[] {
  const total = knowledge.projects.length;
  const scores = new Map<number, RankedProject>();
  for (const term of terms) {
    const df = term.levels.size;
    if (!df) continue;
    const idf = rarity(total, df);
    for (const [project, level] of term.levels) {
      const entry = scores.get(project) ?? { project, score: 0, terms: [] };
      entry.score += idf * fieldBoost(level);
      entry.terms.push(term);
      scores.set(project, entry);
    }
  }
  return [...scores.values()].sort((a, b) => b.score - a.score || a.project - b.project);
}

/**
 * "Most likely: Quill Browser JIT Type Confusion (2024-10), which has “Browser” and “Security”: …",
 * or undefined when no project clearly leads.
 */
export function topicLead(knowledge: Knowledge, question: ParsedQuestion, terms: readonly Term[]): AskAnswer | undefined {
  const ranked = rankProjects(knowledge, terms);
  const total = knowledge.projects.length;
  const [best, next] = ranked;
  if (!best) return undefined;
  // The words it has, by their rarity and where it has them (a word in its title or tags counts
  // whole, in its description three quarters), outweigh all the words asked: a word another project has
  // is evidence for that project and weighs by the best field it is found in ("medical robots" is not
  // the infusion pump when a title says "robots"); a word no project has weighs as 0.6 of a rare one, per word (it may be a paraphrase: "medical device"), so
  // "mobile app development" is not answered by the one description that says "development".
  const had = best.terms.reduce((sum, term) => sum + rarity(total, term.levels.size) * SHARE[term.levels.get(best.project) ?? 0]!, 0);
  const all = terms.reduce(
    (sum, term) =>
      sum +
      (term.levels.size
        ? rarity(total, term.levels.size) * SHARE[Math.max(...term.levels.values())]!
        : UNFOUND * rarity(total, 1) * wordCount(knowledge, term)),
    0,
  );
  if (had * 2 <= all) return undefined;
  const found = terms.filter((term) => term.levels.size).length;
  if (next && best.score <= next.score * LEAD_RATIO) return undefined;
  // Only write-up mentions, and not of every word: too weak to name as the answer.
  if (best.terms.every((term) => term.levels.get(best.project) === 1) && best.terms.length < found) return undefined;
  const view = knowledge.projects[best.project]!.view;
  const has = joinList(best.terms.map((term) => `“${term.label}”`));
  const lacks = terms.filter((term) => !best.terms.includes(term));
  const missing = lacks.length
    ? ` (not ${joinList(
        lacks.map((term) => `“${term.label}”`),
        'or',
      )})`
    : '';
  const others = ranked.slice(1).map((entry) => entry.project);
  const rest = others.length ? ` Others with some of these words: ${projectList(knowledge, others, 4).text}.` : '';
  const date = view.date ? ` (${view.date})` : '';
  const opening = question.cues.has('yesno') ? 'Yes, most likely' : 'Most likely';
  const text = `${opening}: ${view.title}${date}, the one of ${owners(knowledge)} projects that has ${has}${missing}: ${sentenceEnd(view.description)}${rest}`;
  return reply('answer', 'projects', text, projectPages(knowledge, [best.project]), confidenceOf(question, lacks.length ? 0.6 : 0.7));
}

// Their machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(PARTIAL_LEAD);
