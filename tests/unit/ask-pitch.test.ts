/**
 * /v1/ask: "What's her tagline?" and "What's his one-line pitch?" read the profile's `pitch` (the
 * line under the name on the home page), else the bio's first sentence (issue #28, class 3: every
 * field is reachable). Invented field: a bell founder.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPortfolio, portfolioData } from '../../src/core/portfolio.ts';
import { loadPortfolioSource } from '../../src/core/content/load.ts';
import { askEngineOf } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-pitch');

function bellEngine(pitch?: string) {
  const dir = tempDir();
  writeFileSync(
    join(dir, 'profile.md'),
    `---\nname: Teodora Blackwood-Osei\nrole: Bell Founder\nlocation: Leicester, United Kingdom\n${pitch ? `pitch: ${pitch}\n` : ''}---\nI cast and tune church bells in a foundry that has poured bronze since 1839.\nI also restore old rings of bells.\n`,
  );
  writeFileSync(join(dir, 'skills.yaml'), 'casting:\n  - Loam moulding\n  - Bronze melting\n');
  mkdirSync(join(dir, 'projects'));
  writeFileSync(
    join(dir, 'projects', 'cathedral-ring.md'),
    `---\ntitle: Cathedral Ring Recast\ndescription: Recast a ring of twelve bells for a cathedral tower.\ntags: [casting]\ndate: "2022-09"\n---\n`,
  );
  const engine = askEngineOf(createPortfolio(portfolioData(loadPortfolioSource(dir))));
  return (question: string) => engine.ask(question);
}

describe("the owner's one-line pitch", () => {
  it('"tagline", "one-line pitch" and "motto" quote the pitch with the profile as reference', () => {
    const ask = bellEngine('Bells that ring true for another two hundred years.');
    for (const question of ["What's her tagline?", "What's her one-line pitch?", 'Does she have a motto?']) {
      const answer = ask(question);
      expect(answer.answer).toContain('Bells that ring true for another two hundred years.');
      expect(answer.references.some((reference) => reference.endsWith('/v1/profile'))).toBe(true);
    }
  });

  it("without a pitch, the bio's first sentence, said to be that", () => {
    expect(bellEngine()("What's her tagline?").answer).toMatch(/first sentence of the bio.*I cast and tune church bells/);
  });

  it('"describe her in one sentence" is not the pitch', () => {
    expect(bellEngine('Bells that ring true for another two hundred years.')('Describe Teodora in one sentence.').answer).toMatch(/Bell Founder/);
  });
});
