/**
 * /v1/ask: "Was X before Y?" orders two projects by their dates even when a listed skill shares a
 * project's words (issue #28, class 6: a comparison gets a verdict). Invented field: an apiarist.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPortfolio, portfolioData } from '../../src/core/portfolio.ts';
import { loadPortfolioSource } from '../../src/core/content/load.ts';
import { askEngineOf } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-date-order');

function apiaryEngine() {
  const dir = tempDir();
  writeFileSync(
    join(dir, 'profile.md'),
    `---\nname: Bartholomew Achterberg-Lin\nrole: Apiarist\nlocation: Ghent, Belgium\n---\nI keep bees and build tools for beekeepers.\n`,
  );
  writeFileSync(join(dir, 'skills.yaml'), 'husbandry:\n  - Queen rearing\n  - Varroa monitoring\nsensors:\n  - Hive scales\n');
  mkdirSync(join(dir, 'projects'));
  const project = (id: string, title: string, date: string, tags: string) =>
    writeFileSync(
      join(dir, 'projects', `${id}.md`),
      `---\ntitle: ${title}\ndescription: ${title} for a cooperative of 40 beekeepers.\ntags: [${tags}]\ndate: "${date}"\n---\n`,
    );
  project('queen-programme', 'Queen Rearing Programme', '2018-04', 'queens');
  project('scale-network', 'Hive Weighing Network', '2022-06', 'weighing');
  project('mite-counter', 'Varroa Mite Counter', '2020-09', 'varroa');
  return askEngineOf(createPortfolio(portfolioData(loadPortfolioSource(dir))));
}

describe('two projects ordered by date when skills share their words', () => {
  const engine = apiaryEngine();

  it('"Was X before Y?" and "Did X come before Y?" are a yes or a no with both dates', () => {
    // "queen rearing" is also a listed skill: the side is still the project that the words name.
    expect(engine.ask('Was the queen rearing project before the hive weighing network?').answer).toMatch(/^Yes: Queen Rearing Programme \(2018-04\)/);
    expect(engine.ask('Did the Hive Weighing Network come before the Varroa Mite Counter?').answer).toMatch(/^No: Hive Weighing Network \(2022-06\)/);
  });
});

describe('a category word in a compound the portfolio never uses', () => {
  const engine = apiaryEngine();

  it('"Does he do sensors insurance?" does not list the sensors skills as an answer; the category asked alone still does', () => {
    const answer = engine.ask('Does he do sensors insurance?');
    expect(answer.answer).not.toMatch(/Hive scales/);
    expect(answer.answer).not.toMatch(/^Yes/);
    expect(engine.ask('Which sensors skills does he list?').answer).toMatch(/Hive scales/);
    expect(engine.ask('What sensors does he know?').answer).toMatch(/Hive scales/);
  });
});
