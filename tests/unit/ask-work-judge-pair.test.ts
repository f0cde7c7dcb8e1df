/**
 * Issue #28, session 34, "english": two projects that both stand above the rest of the portfolio for a
 * long question told in everyday words (src/core/ask/answers/work-judge.ts): the second of them counts
 * when it reaches the question in part (two of its words in one sentence, one as asked, no named thing
 * left unreached), not only when it covers two thirds of it, and a "Yes, most likely:" that names one of
 * the two gives way to both. On a portfolio written here in a field no evaluation set covers (a city
 * bicycle hire).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { judgeWork } from '../../src/core/ask/answers/work-judge.ts';
import { buildAskIndex } from '../../src/core/ask/index.ts';
import { engineParts } from '../../src/core/ask/parts.ts';
import { parseQuestion } from '../../src/core/ask/question/parse.ts';
import { loadPortfolioSource } from '../../src/core/content/load.ts';
import { createPortfolio, portfolioData } from '../../src/core/portfolio.ts';
import { createUrls } from '../../src/core/urls.ts';
import { tempDirs } from '../support/temp-dirs.ts';
import { projectMarkdown as project } from '../support/ask-engine.ts';
import { BIKE_HIRE_PROFILE, BIKE_HIRE_SKILLS } from '../support/bike-hire-profile.ts';

const tempDir = tempDirs('ask-work-judge-pair');

const PROFILE = BIKE_HIRE_PROFILE;

const SKILLS = BIKE_HIRE_SKILLS;

const PROJECTS = {
  'repair-queue': project(
    'Repair Queue',
    'Orders the broken bikes waiting in the workshop by the parts in stock and the docks that lack bikes.',
    '2024-05',
    ['workshop', 'kotlin'],
    'The mechanics see which broken bike to take next, and riders get their bikes back on the street sooner.',
  ),
  'fault-reports': project(
    'Fault Reports in the App',
    'Lets riders report a broken bell, light or chain from the app, with a photo, before they dock the bike.',
    '2023-03',
    ['app', 'reports'],
    'A broken bike is locked at its dock until a mechanic looks at it, so that the next rider does not take it.',
  ),
  'rider-payments': project(
    'Rider Payments',
    'Card and season-ticket payments for the hire app, with refunds when a dock is out of order.',
    '2022-09',
    ['payments', 'app'],
    'About 14,000 riders pay through it each month.',
  ),
  'station-map': project(
    'Live Station Map',
    'A map in the app of every dock with the bikes and free places it has, refreshed every thirty seconds.',
    '2021-06',
    ['map', 'app'],
    'The map reads the docks through their controllers.',
  ),
};

describe('/v1/ask: two projects for a long plain-English question, the second reaching it in part', () => {
  const dir = tempDir();
  writeFileSync(join(dir, 'profile.md'), PROFILE);
  writeFileSync(join(dir, 'skills.yaml'), SKILLS);
  mkdirSync(join(dir, 'projects'));
  for (const [id, text] of Object.entries(PROJECTS)) writeFileSync(join(dir, 'projects', `${id}.md`), text);
  const portfolio = createPortfolio(portfolioData(loadPortfolioSource(dir)));
  const { knowledge, synonyms } = engineParts(portfolio, createUrls('https://example.test'), JSON.parse(JSON.stringify(buildAskIndex(portfolio))), {});
  const judged = (text: string) =>
    judgeWork(knowledge, parseQuestion(knowledge, text), text, synonyms)?.chosen.map((match) => knowledge.projects[match.project]!.view.id);

  it('judges both projects when the second reaches five of eight words, one sentence holding them', () => {
    expect(judged('Has she quietly and gently stopped riders taking broken bikes out again too soon?')).toEqual(['repair-queue', 'fault-reports']);
  });
});
