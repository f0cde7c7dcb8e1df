/**
 * The engine's rules as a table (issue #28, speed without the memo; ./rules.ts holds the table): each
 * rule is called only when its pre-test on the question holds, in the table's order, and the first
 * answer found is the answer.
 *
 * The table's contract (adding a rule is one entry):
 * - `applies(question, text)`: the rule's pre-test, read from the question alone (its shared analysis,
 *   ./question/analysis.ts, its cues, words and named projects, or one cheap test of its text). It is the
 *   rule's own first return-early lines: true for every question the rule could answer, so that a
 *   question of another shape never calls the rule. A rule written in the table itself (a place of the
 *   profile's location, a quantity about the owner) has no other guard: its pre-test is its condition.
 *   Without one, the rule is always called.
 * - `run(parts, text, question)`: the rule; an answer, or undefined to go on to the next rule.
 * - `ids`: the answer names projects, and gets their ids when the asker wants them.
 * A rule reads the question, the text and the engine's parts, never another rule's result.
 */
import { withProjectIds } from './answers/agent.ts';
import type { EngineParts } from './parts.ts';
import type { ParsedQuestion } from './question/parse.ts';
import type { AskAnswer } from './schema.ts';

export interface Rule {
  name: string;
  applies?: (question: ParsedQuestion, text: string) => boolean;
  run: (parts: EngineParts, text: string, question: ParsedQuestion) => AskAnswer | undefined;
  ids?: boolean;
}

/** How many times each rule was called, by its place in its table (the tests count them). */
const RUNS = new WeakMap<readonly Rule[], number[]>();

/** How many times each rule of `rules` was called, by name. */
export function ruleRuns(rules: readonly Rule[]): Record<string, number> {
  const runs = RUNS.get(rules);
  return Object.fromEntries(rules.map((rule, i) => [rule.name, runs?.[i] ?? 0]));
}

/** The first answer of `rules`, in their order, of the rules whose pre-test holds; undefined when none answers. */
export function firstAnswer(rules: readonly Rule[], parts: EngineParts, text: string, ids: boolean, question: ParsedQuestion): AskAnswer | undefined {
  let runs = RUNS.get(rules);
  if (!runs) RUNS.set(rules, (runs = rules.map(() => 0)));
  for (let i = 0; i < rules.length; i++) {
    const rule = rules[i]!;
    if (rule.applies && !rule.applies(question, text)) continue;
    runs[i]!++;
    const found = rule.run(parts, text, question);
    if (found) return ids && rule.ids ? withProjectIds(parts.knowledge, found) : found;
  }
  return undefined;
}
