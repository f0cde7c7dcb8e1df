// The owner's insights (src/owner/insights.ts) on a real SQLite file, with a clock the test
// moves: counts add up per day, metric and key across flushes; days older than the retention are
// deleted; one process records at most KEY_LIMIT distinct keys per metric and day (the rest as
// OTHER), so that strangers' questions cannot grow the store without bound; questions are counted
// normalised. And the CSV export: quoted fields, and no spreadsheet formula from a question.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openSqliteOperations } from '../../src/auth/sqlite-store.ts';
import { csvField } from '../../src/console/insights.ts';
import { createInsights, KEY_LIMIT, OTHER, openSqliteInsights, questionKey } from '../../src/owner/insights.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('insights');
const DAY = 86_400_000;

function open(retentionDays: number) {
  const dir = join(tempDir(), 'state');
  openSqliteOperations(dir).close();
  const clock = { now: Date.parse('2026-11-01T12:00:00Z') };
  const insights = createInsights(openSqliteInsights(dir), { retentionDays, flushMs: 3_600_000, now: () => clock.now });
  return { insights, clock };
}

describe('insights', () => {
  it('add up per day, metric and key across flushes', async () => {
    const { insights, clock } = open(30);
    insights.count('requests', 'browser');
    insights.count('requests', 'browser');
    await insights.flush();
    insights.count('requests', 'browser');
    insights.count('tool', 'get_skills');
    clock.now += DAY;
    insights.count('requests', 'browser');
    expect(await insights.read(2)).toEqual([
      { day: '2026-11-01', metric: 'requests', key: 'browser', count: 3 },
      { day: '2026-11-01', metric: 'tool', key: 'get_skills', count: 1 },
      { day: '2026-11-02', metric: 'requests', key: 'browser', count: 1 },
    ]);
    await insights.close();
  });

  it('delete the days older than the retention', async () => {
    const { insights, clock } = open(3);
    insights.count('ask', 'old question');
    await insights.flush();
    clock.now += 3 * DAY;
    insights.count('ask', 'new question');
    await insights.flush();
    expect((await insights.read(10)).map((r) => r.key)).toEqual(['old question', 'new question']);
    clock.now += DAY;
    await insights.flush();
    expect((await insights.read(10)).map((r) => r.key)).toEqual(['new question']);
    await insights.close();
  });

  it('count at most KEY_LIMIT distinct keys per metric and day, the rest as OTHER', async () => {
    const { insights } = open(30);
    for (let i = 0; i < KEY_LIMIT + 5; i++) insights.count('ask', `question ${i}`);
    insights.count('ask', 'question 0');
    const rows = await insights.read(1);
    expect(rows).toHaveLength(KEY_LIMIT + 1);
    expect(rows.find((r) => r.key === OTHER)?.count).toBe(5);
    expect(rows.find((r) => r.key === 'question 0')?.count).toBe(2);
    await insights.close();
  });

  it('normalise questions, and export CSV without formulas', () => {
    expect(questionKey('  Which   Databases?\n')).toBe('which databases?');
    expect(questionKey('x'.repeat(500))).toHaveLength(200);
    expect(csvField('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvField('-1+2')).toBe("'-1+2");
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField(-3)).toBe('-3');
  });
});
