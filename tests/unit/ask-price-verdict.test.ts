/**
 * /v1/ask price comparisons (issue #28, class 6): "Is X cheaper than Y?" is a yes or a no for the
 * first side; a service priced per project named without a quantity is one project; a stated
 * quantity is costed even when the other side cannot be. Invented field: a piano technician.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPortfolio, portfolioData } from '../../src/core/portfolio.ts';
import { loadPortfolioSource } from '../../src/core/content/load.ts';
import { askEngineOf } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-price-verdict');

const SERVICES = `services:
  - name: Concert tuning
    description: Tuning of a concert grand before a recital.
    price: { amount: 120, currency: EUR, unit: hour }
  - name: Regulation workshop
    description: A day with your technicians on action regulation.
    price: { amount: 800, currency: EUR, unit: day }
  - name: Action rebuild
    description: A full rebuild of a grand piano action, hammers and dampers included.
    price: { amount: 4000, currency: EUR, unit: project }
`;

function pianoEngine() {
  const dir = tempDir();
  writeFileSync(
    join(dir, 'profile.md'),
    `---\nname: Wilhelmina Adeyemi-Strand\nrole: Piano Technician\nlocation: Trondheim, Norway\n---\nI like work on concert grands, regulation workshops and action rebuilds for music schools.\n`,
  );
  writeFileSync(join(dir, 'skills.yaml'), 'tuning:\n  - Aural tuning\n  - Verituner 6\n');
  writeFileSync(join(dir, 'services.yaml'), SERVICES);
  mkdirSync(join(dir, 'projects'));
  writeFileSync(
    join(dir, 'projects', 'hall-grand.md'),
    `---\ntitle: Concert Hall Grand Restoration\ndescription: Restored the hall's 1962 concert grand.\ntags: [restoration]\ndate: "2023-04"\n---\n`,
  );
  const engine = askEngineOf(createPortfolio(portfolioData(loadPortfolioSource(dir))));
  return (question: string) => engine.ask(question).answer;
}

describe('price comparisons with a verdict', () => {
  const ask = pianoEngine();

  it('"Is X cheaper than Y?" starts with a yes or a no for X, even when a bio sentence names the same words', () => {
    expect(ask('Is six hours of concert tuning cheaper than one day of the regulation workshop?')).toMatch(/^Yes\. .*€720/);
    expect(ask('Is seven hours of concert tuning cheaper than one day of the regulation workshop?')).toMatch(/^No\. .*€840/);
    // "Which …, X or Y?" names the winner without a yes or a no.
    expect(ask('Which is cheaper, six hours of concert tuning or a day of the regulation workshop?')).not.toMatch(/^(Yes|No)\b/);
  });

  it('a service priced per project and named without a quantity is one project of it', () => {
    expect(ask('Is an action rebuild more expensive than four days of the regulation workshop?')).toMatch(/^Yes\. .*€3,200/);
    expect(ask('Is six days of the regulation workshop cheaper than the action rebuild?')).toMatch(/^No\. .*€4,800/);
  });

  it('a stated quantity is costed even when the other side has no quantity in its own unit', () => {
    // A service priced per day named alone is one day of it, and the answer says from how many days the verdict turns.
    const answer = ask('Which costs more, ten hours of concert tuning or a regulation workshop?');
    expect(answer).toMatch(/€1,200/);
    expect(answer).toMatch(/counting one day of Regulation workshop \(from 2 days on, it costs as much or more\)/);
    // A service priced per hour named alone is no whole of it: no verdict.
    expect(ask('Which costs more, concert tuning or a day of the regulation workshop?')).toMatch(/compared only for stated quantities/);
  });
});
