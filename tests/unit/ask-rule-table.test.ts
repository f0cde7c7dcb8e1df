/**
 * Issue #28, session 32 (speed without the memo, sixth pass): the engine's rules are a table
 * (src/core/ask/rules.ts `RULES`, run by src/core/ask/rule-table.ts), each called only when its
 * pre-test on the question holds. Checked by counting rules called, never by timing, on a portfolio written here in a field
 * no evaluation set covers (an orienteering map maker), and by the answers staying what they were.
 * Pure: content files in a temporary folder.
 */
import { describe, expect, it } from 'vitest';
import { firstAnswer, ruleRuns } from '../../src/core/ask/rule-table.ts';
import { RULES } from '../../src/core/ask/rules.ts';
import { askContent } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';
import { PROFILE, PROJECTS, SKILLS } from '../support/orienteering-portfolio.ts';

const tempDir = tempDirs('ask-rule-table');

function engine() {
  return askContent(tempDir(), { profile: PROFILE, skills: SKILLS, projects: PROJECTS });
}

/** The calls of each rule while `ask` answers `question`. */
function runsOf(ask: (question: string) => unknown, question: string): Record<string, number> {
  const before = ruleRuns(RULES);
  ask(question);
  return Object.fromEntries(Object.entries(ruleRuns(RULES)).map(([name, count]) => [name, count - (before[name] ?? 0)]));
}

describe('the rules are called only for a question of their shape', () => {
  it('a request that names no project, asks no yes/no question and no "when", "who" or "where" calls none of the rules of those shapes', () => {
    const ask = engine();
    const runs = runsOf(ask, 'Tell me about her mapping work');
    for (const name of [
      'threshold',
      'listed kind',
      'named project version',
      'written version',
      'date fact',
      'agent of verb',
      'project fact',
      'place in write-up',
    ])
      expect(runs[name], name).toBe(0);
    // Nor the price comparison: no word of price and no digit (src/core/ask/answers/service-prices.ts).
    expect(runs['prices compared']).toBe(0);
    // The rules without a pre-test are still called until one answers.
    expect(runs['stated limit']).toBe(1);
  });

  it('a yes/no question calls the yes/no rules, and a question about a named project the project rules', () => {
    const ask = engine();
    expect(runsOf(ask, 'Has she used QGIS?')['listed kind']).toBe(1);
    expect(runsOf(ask, 'How much would two days of field survey cost?')['prices compared']).toBe(1);
    const runs = runsOf(ask, 'When was the Vegetation Draft Generator finished?');
    expect(runs['date fact']).toBe(1);
    expect(runs['place of mention']).toBe(0);
  });

  it('every rule has a name of its own, and a rule whose pre-test fails is never called (the table, not the rule, decides)', () => {
    expect(new Set(RULES.map((rule) => rule.name)).size).toBe(RULES.length);
    let called = 0;
    const rules = [
      {
        name: 'never',
        applies: () => false,
        run: () => {
          called++;
          return undefined;
        },
      },
      { name: 'always', run: () => undefined },
    ];
    const ask = engine();
    ask('Where does she live?');
    expect(firstAnswer(rules, {} as never, 'Where does she live?', false, {} as never)).toBeUndefined();
    expect(called).toBe(0);
    expect(ruleRuns(rules)).toEqual({ never: 0, always: 1 });
  });

  it('the answers are those the rules give (a pitch, a place, a date)', () => {
    const ask = engine();
    expect(ask('Does she live in Trondheim?').answer).toMatch(/^Yes\./);
    expect(ask('When was the Vegetation Draft Generator made?').answer).toMatch(/2023/);
  });
});
