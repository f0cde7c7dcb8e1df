/**
 * /v1/ask: a stated quantity of one service costed from its public price (issue #28, the owner's rates),
 * when the service's own name has an "and" in it ("Hood and duct inspection day") or its words stand
 * between the number and the unit ("three hood and duct inspection days"); "his hourly rate" bounds the prices per hour. Invented field: a commercial
 * kitchen ventilation engineer.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPortfolio, portfolioData } from '../../src/core/portfolio.ts';
import { loadPortfolioSource } from '../../src/core/content/load.ts';
import { askEngineOf } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-price-quantity');

const SERVICES = `services:
  - name: Hood and duct inspection day
    description: A day on site inspecting canopy hoods, grease filters and extract ducts.
    price: { amount: 540, currency: GBP, unit: day }
  - name: Grease and fire safety workshop
    description: A day with your kitchen managers on grease build-up and fire risk in extraction.
    price: { amount: 900, currency: GBP, unit: day }
  - name: Airflow consulting
    description: Advice by the hour on extraction airflow and make-up air.
    price: { amount: 85, currency: GBP, unit: hour }
  - name: Extraction design review
    description: A review of a new kitchen's extraction and make-up air design.
    price: { amount: 3200, currency: GBP, unit: project }
`;

function ventilationEngine() {
  const dir = tempDir();
  writeFileSync(
    join(dir, 'profile.md'),
    `---\nname: Oluwaseun Bakewell-Marsh\nrole: Kitchen Ventilation Engineer\nlocation: Leeds, United Kingdom\n---\nI design and inspect extraction systems for restaurant and hospital kitchens.\n`,
  );
  writeFileSync(join(dir, 'skills.yaml'), 'ventilation:\n  - TR19 grease duct cleaning\n  - CFD airflow modelling\n');
  writeFileSync(join(dir, 'services.yaml'), SERVICES);
  mkdirSync(join(dir, 'projects'));
  writeFileSync(
    join(dir, 'projects', 'hospital-kitchen.md'),
    `---\ntitle: Hospital Kitchen Extraction Upgrade\ndescription: Replaced the extraction of a 900-meal hospital kitchen.\ntags: [extraction]\ndate: "2024-02"\n---\n`,
  );
  const engine = askEngineOf(createPortfolio(portfolioData(loadPortfolioSource(dir))));
  return (question: string) => engine.ask(question).answer;
}

describe('a stated quantity of one service', () => {
  const ask = ventilationEngine();

  it('an "and" inside the service name joins no second thing', () => {
    expect(ask('What would four days of the grease and fire safety workshop cost us?')).toMatch(/£3,600/);
  });

  it("the service's own words may stand between the number and its unit", () => {
    expect(ask('How much are three hood and duct inspection days?')).toMatch(/£1,620/);
  });

  it('an "and" that joins another service is not costed as one service', () => {
    expect(ask('How much would two days of the grease and fire safety workshop and the extraction design review cost?')).not.toMatch(/£1,800 \(/);
  });
});

describe('a bound on a rate named by its unit', () => {
  it('"his hourly rate" compares the price per hour only', () => {
    expect(ventilationEngine()('Is his hourly rate under £100?')).toMatch(/^Yes\. .*£85 per hour/);
  });
});
