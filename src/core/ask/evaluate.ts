/**
 * Scoring of the answering engine against an evaluation set (tests/fixtures/ask-eval/*.json):
 * shared by `npm run eval:ask` and the unit test, so both count a question as correct the same
 * way. A question is correct when its answer contains every `must` fact and no `must_not` text
 * (case-insensitive), its references name every `refs_must` project and no `refs_must_not`
 * project, and its `response_type` matches when one is given.
 */
import type { AskEngine } from './engine.ts';
import type { AskAnswer } from './schema.ts';

export const EVAL_TYPES = [
  'profile',
  'skills_category',
  'skill_check',
  'projects_by_tag',
  'projects_by_topic',
  'named_project',
  'count',
  'recent',
  'featured',
  'comparison',
  'not_in_portfolio',
  'help',
] as const;
export type EvalType = (typeof EVAL_TYPES)[number];

export interface EvalCase {
  q: string;
  type: EvalType;
  must: string[];
  must_not: string[];
  refs_must: string[];
  refs_must_not: string[];
  response_type?: AskAnswer['_meta']['response_type'];
}

export interface CaseResult {
  case: EvalCase;
  answer: AskAnswer;
  failures: string[];
}

export interface Score {
  total: number;
  correct: number;
  share: number;
}

export interface EvalReport extends Score {
  byType: Partial<Record<EvalType, Score>>;
  results: CaseResult[];
}

/** The project ids in reference URLs (`…/projects/<id>` and `…/v1/projects/<id>`). */
export function projectIds(references: readonly string[]): string[] {
  const ids: string[] = [];
  for (const r of references) {
    const m = /\/projects\/([^/?#]+)$/.exec(new URL(r).pathname);
    if (m) ids.push(decodeURIComponent(m[1]!));
  }
  return [...new Set(ids)];
}

export function checkCase(engine: AskEngine, c: EvalCase): CaseResult {
  const answer = engine.ask(c.q);
  const text = answer.answer.toLowerCase();
  const ids = projectIds(answer.references);
  const failures: string[] = [];
  for (const m of c.must) if (!text.includes(m.toLowerCase())) failures.push(`missing "${m}"`);
  for (const m of c.must_not) if (text.includes(m.toLowerCase())) failures.push(`contains "${m}"`);
  for (const id of c.refs_must) if (!ids.includes(id)) failures.push(`no reference to ${id}`);
  for (const id of c.refs_must_not) if (ids.includes(id)) failures.push(`references ${id}`);
  if (c.response_type && answer._meta.response_type !== c.response_type) {
    failures.push(`response_type ${answer._meta.response_type}, expected ${c.response_type}`);
  }
  return { case: c, answer, failures };
}

const score = (results: CaseResult[]): Score => {
  const correct = results.filter((r) => !r.failures.length).length;
  return { total: results.length, correct, share: results.length ? correct / results.length : 0 };
};

export function evaluate(engine: AskEngine, cases: readonly EvalCase[]): EvalReport {
  const results = cases.map((c) => checkCase(engine, c));
  const byType: EvalReport['byType'] = {};
  for (const type of EVAL_TYPES) {
    const of = results.filter((r) => r.case.type === type);
    if (of.length) byType[type] = score(of);
  }
  return { ...score(results), byType, results };
}

/** One line per failing question, for assertion messages and the console. */
export function describeFailures(report: EvalReport): string {
  return report.results
    .filter((r) => r.failures.length)
    .map((r) => {
      const got = `(${r.answer._meta.response_type}/${r.answer._meta.intent}) ${r.answer.answer}`;
      return `  [${r.case.type}] ${JSON.stringify(r.case.q)}: ${r.failures.join('; ')}\n    -> ${got}`;
    })
    .join('\n');
}
