/**
 * The words a question may use for a project's own words (issue #28, "english", projects_by_topic): a
 * synonym a write-up writes in passing ("predicts an overflow") still reaches the project whose own
 * summary names the work by its synonym ("Forecasts the swarming…"), and the rest of a content word's own
 * WordNet definition past its head is a weak bridge to it ("beeswax: a yellow to brown wax secreted by
 * honeybees to build honeycombs": "honeycombs" reaches "beeswax"). On a portfolio written here in a field
 * no evaluation set covers (the software of commercial beekeeping).
 */
import { describe, expect, it } from 'vitest';
import { buildAskIndex } from '../../src/core/ask/index.ts';
import { bridgesOf } from '../../src/core/ask/knowledge/bridges.ts';
import { stem } from '../../src/core/ask/text/words.ts';
import { contentPortfolio, projectMarkdown } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-verb-reach');

const PROFILE = `---
name: Maren Oyelaran-Holt
role: Apiary Systems Developer
location: Hobart, Australia
email: maren@hivework.example
---
I write the software that commercial beekeepers use to keep track of their hives, queens and honey harvests.
`;

const PROJECTS = {
  'swarm-forecast': projectMarkdown(
    'Swarm Forecaster',
    'Forecasts swarming two weeks ahead for 3,000 hives from their weight and brood counts.',
    '2024-03',
    ['swarming', 'python'],
    'The forecaster reads the weights every hour.',
  ),
  'wax-yield': projectMarkdown(
    'Beeswax Yield Tracker',
    'Weighs the beeswax rendered from each apiary and reports the yield per hive.',
    '2023-06',
    ['beeswax', 'go'],
    'The tracker also predicts the next season from the last three.',
  ),
};

describe('ask: the words a question may use for a project’s own (issue #28, english)', () => {
  it('keeps a synonym that only a write-up writes, for the project whose summary writes its synonym', () => {
    const index = buildAskIndex(contentPortfolio(tempDir(), { profile: PROFILE, projects: PROJECTS }));
    expect(index.synonyms[stem('predicts')]).toContain(stem('forecasts'));
  });

  it('bridges the words past the head of a content word’s own definition, apart from its head', () => {
    const bridges = bridgesOf(['beeswax'], stem).beeswax!;
    expect(bridges.glossed).toContain('honeycombs');
    expect(bridges.defined).not.toContain('honeycombs');
  });
});
