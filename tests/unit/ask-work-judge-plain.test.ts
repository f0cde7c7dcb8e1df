/**
 * Issue #28, session 34, "english": work told in the asker's everyday words (src/core/ask/answers/work-judge.ts,
 * ./whole-writeup.ts). A long question (four content words or more) that one project reaches in part,
 * two of its words together in one sentence and nothing else of the portfolio near it, is that
 * project ("stands out"); the words it does not reach are the asker's own for what the write-up says
 * otherwise. A thing the question names that nothing reaches still leaves it unjudged. On a
 * portfolio written here in a field no evaluation set covers (a city bicycle hire).
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

const tempDir = tempDirs('ask-work-judge-plain');

const PROFILE = BIKE_HIRE_PROFILE;

const SKILLS = `${BIKE_HIRE_SKILLS}mobile:
  - SwiftUI
`;

const PROJECTS = {
  'workshop-photos': project(
    'Workshop Photo Checks',
    'A phone app with which the mechanics photograph the brake pads of every returned bike, so that worn pads are replaced before the next rider.',
    '2024-05',
    ['maintenance', 'photos', 'kotlin'],
    'Each photo is compared with the last one of the same bike, and the pads are flagged when their thickness keeps shrinking from one week to the next.',
  ),
  'dock-rebalancing': project(
    'Dock Rebalancing Routes',
    'Plans the van routes that move bikes from full docks to empty ones every morning.',
    '2023-03',
    ['routing', 'vans'],
    'Two vans move about 300 bikes a day.',
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

describe('/v1/ask: a long plain-English question one project reaches in part and far above the rest', () => {
  const dir = tempDir();
  writeFileSync(join(dir, 'profile.md'), PROFILE);
  writeFileSync(join(dir, 'skills.yaml'), SKILLS);
  mkdirSync(join(dir, 'projects'));
  for (const [id, text] of Object.entries(PROJECTS)) writeFileSync(join(dir, 'projects', `${id}.md`), text);
  const portfolio = createPortfolio(portfolioData(loadPortfolioSource(dir)));
  const { knowledge, synonyms } = engineParts(portfolio, createUrls('https://example.test'), JSON.parse(JSON.stringify(buildAskIndex(portfolio))), {});
  const judged = (text: string) =>
    judgeWork(knowledge, parseQuestion(knowledge, text), text, synonyms)?.chosen.map((match) => knowledge.projects[match.project]!.view.id);

  it('judges the project whose one sentence holds two of the words, far above every other', () => {
    // Six content words, three reached ("watched", "brakes", "wearing"): short of two thirds, but no other project reaches any.
    expect(judged('Has she quietly watched the brakes slowly wearing away?')).toEqual(['workshop-photos']);
  });

  it('leaves a question that names a thing nothing reaches unjudged', () => {
    expect(judged('Has she quietly watched the brakes of ferries slowly wearing away?')).toBeUndefined();
  });
});
