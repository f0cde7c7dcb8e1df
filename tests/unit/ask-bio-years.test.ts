/**
 * /v1/ask: "How long has she worked in X?" quotes the bio's own sentence that states how long the
 * present work has lasted, next to the years the work history adds up to, citing the profile.
 * Invented field: a glacier guide.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPortfolio, portfolioData } from '../../src/core/portfolio.ts';
import { loadPortfolioSource } from '../../src/core/content/load.ts';
import { bioYearsSentence } from '../../src/core/ask/knowledge/bio-years.ts';
import { askEngineOf } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-bio-years');

const BIO = `I am a glacier guide. For eleven years I have led rope teams across the Vatnajökull ice cap.
Before that I spent three years as a ski patroller in Akureyri.`;

function guideEngine() {
  const dir = tempDir();
  writeFileSync(join(dir, 'profile.md'), `---\nname: Sólveig Harcourt-Nnamdi\nrole: Glacier Guide\nlocation: Höfn, Iceland\n---\n${BIO}\n`);
  writeFileSync(join(dir, 'skills.yaml'), 'ice:\n  - Crevasse rescue\n  - Ice axe arrest\n');
  writeFileSync(
    join(dir, 'career.yaml'),
    'experience:\n  - organisation: Jökull Expeditions\n    role: Lead Guide\n    start: 2015-05\n  - organisation: Akureyri Ski Patrol\n    role: Ski Patroller\n    start: 2012-01\n    end: 2015-03\n',
  );
  mkdirSync(join(dir, 'projects'));
  writeFileSync(
    join(dir, 'projects', 'rescue-drill.md'),
    `---\ntitle: Crevasse Rescue Drill\ndescription: A yearly drill for forty guides.\ntags: [rescue]\ndate: "2023-03"\n---\n`,
  );
  return askEngineOf(createPortfolio(portfolioData(loadPortfolioSource(dir))));
}

describe("the bio's own length of the present work", () => {
  it('a first-person present-perfect sentence with a span of years, not a past position', () => {
    expect(bioYearsSentence(BIO)).toBe('For eleven years I have led rope teams across the Vatnajökull ice cap.');
    expect(bioYearsSentence("I've mapped crevasse fields for over 20 years.")).toBe("I've mapped crevasse fields for over 20 years.");
    expect(bioYearsSentence('Before that I spent three years as a ski patroller in Akureyri.')).toBeUndefined();
  });

  it('"How long has she worked in glacier guiding?" quotes it and cites the profile', () => {
    const engine = guideEngine();
    const answer = engine.ask('How long has she worked in glacier guiding?');
    expect(answer.answer).toContain('For eleven years I have led rope teams');
    expect(answer.references.some((reference) => reference.endsWith('/v1/profile'))).toBe(true);
  });
});

describe('two employers compared by time', () => {
  it('"Was she at X longer than at Y?" is a yes or a no for the employer named first; "X or Y?" names the longer', () => {
    const engine = guideEngine();
    expect(engine.ask('Was she at Akureyri Ski Patrol longer than at Jökull Expeditions?').answer).toMatch(/^No\. Jökull Expeditions: /);
    expect(engine.ask('Was she at Jökull Expeditions longer than at Akureyri Ski Patrol?').answer).toMatch(/^Yes\. Jökull Expeditions: /);
    expect(engine.ask('Was she longer at Jökull Expeditions or at Akureyri Ski Patrol?').answer).toMatch(/^Jökull Expeditions: /);
  });
});
