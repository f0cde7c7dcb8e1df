/**
 * Scoring of the answering engine against an evaluation set (tests/fixtures/ask-eval/*.json):
 * shared by `npm run eval:ask` and the unit test, so both count a question as correct the same
 * way. A question is correct when its answer contains every `must` fact and no `must_not` text
 * (case-insensitive), its references name every `refs_must` project and no `refs_must_not`
 * project, and its `response_type` matches when one is given. Optional checks: `must_cased` and
 * `must_not_cased` compare with case (the content's own casing, no lowercase echo), `no_refs`
 * requires an answer without references, and `refs_urls_must` requires a reference whose URL
 * contains each given text (for example `/v1/profile` for a fact from the bio).
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
  'jargon',
  'version',
  'bio',
  'multi_part',
  'unanswerable',
  'agent',
  'other_language',
  'english',
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
  must_cased?: string[];
  must_not_cased?: string[];
  no_refs?: boolean;
  refs_urls_must?: string[];
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
  for (const reference of references) {
    const match = /\/projects\/([^/?#]+)$/.exec(new URL(reference).pathname);
    if (match) ids.push(decodeURIComponent(match[1]!));
  }
  return [...new Set(ids)];
}

export function checkCase(engine: AskEngine, testCase: EvalCase): CaseResult {
  const answer = engine.ask(testCase.q);
  const text = answer.answer.toLowerCase();
  const ids = projectIds(answer.references);
  const failures: string[] = [];
  for (const fact of testCase.must) if (!text.includes(fact.toLowerCase())) failures.push(`missing "${fact}"`);
  for (const fact of testCase.must_not) if (text.includes(fact.toLowerCase())) failures.push(`contains "${fact}"`);
  for (const id of testCase.refs_must) if (!ids.includes(id)) failures.push(`no reference to ${id}`);
  for (const id of testCase.refs_must_not) if (ids.includes(id)) failures.push(`references ${id}`);
  for (const fact of testCase.must_cased ?? []) if (!answer.answer.includes(fact)) failures.push(`missing "${fact}" (cased)`);
  for (const fact of testCase.must_not_cased ?? []) if (answer.answer.includes(fact)) failures.push(`contains "${fact}" (cased)`);
  if (testCase.no_refs && answer.references.length) failures.push(`has ${answer.references.length} references, expected none`);
  for (const part of testCase.refs_urls_must ?? [])
    if (!answer.references.some((reference) => reference.includes(part))) failures.push(`no reference containing ${part}`);
  if (testCase.response_type && answer._meta.response_type !== testCase.response_type) {
    failures.push(`response_type ${answer._meta.response_type}, expected ${testCase.response_type}`);
  }
  return { case: testCase, answer, failures };
}

const score = (results: CaseResult[]): Score => {
  const correct = results.filter((result) => !result.failures.length).length;
  return { total: results.length, correct, share: results.length ? correct / results.length : 0 };
};

export function evaluate(engine: AskEngine, cases: readonly EvalCase[]): EvalReport {
  const results = cases.map((testCase) => checkCase(engine, testCase));
  const byType: EvalReport['byType'] = {};
  for (const type of EVAL_TYPES) {
    const ofType = results.filter((result) => result.case.type === type);
    if (ofType.length) byType[type] = score(ofType);
  }
  return { ...score(results), byType, results };
}

/** One line per failing question, for assertion messages and the console. */
export function describeFailures(report: EvalReport): string {
  return report.results
    .filter((result) => result.failures.length)
    .map((result) => {
      const got = `(${result.answer._meta.response_type}/${result.answer._meta.intent}) ${result.answer.answer}`;
      return `  [${result.case.type}] ${JSON.stringify(result.case.q)}: ${result.failures.join('; ')}\n    -> ${got}`;
    })
    .join('\n');
}
