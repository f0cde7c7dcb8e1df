/**
 * /v1/ask: "Has she spoken about …?" asks for a talk, not a language (issue #28, session 34 review: "Has she spoken about
 * GDPR?" answered with the languages she speaks). Invented field: bicycle-sharing fleet software.
 */
import { describe, expect, it } from 'vitest';
import { askContent } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-spoken-about');

function bikeEngine() {
  return askContent(tempDir(), {
    profile: `---\nname: Ilse Marangoni\nrole: Fleet Software Lead\nlocation: Utrecht, Netherlands\n---\nI write the software that moves shared bicycles to where riders will want them in the morning.\n`,
    skills: 'fleet:\n  - Dock rebalancing models\n  - Python\n',
    career: `publications:\n  - { name: Rebalancing docks before the rush hour, kind: talk, publisher: "Velo-city 2025, Gdańsk", date: "2025-06" }\nlanguages:\n  - { language: Dutch, fluency: Native }\n  - { language: Italian, fluency: C1 }\n`,
    projects: {
      'night-van': `---\ntitle: Night Van Routing\ndescription: Routes for the vans that move 3,000 bicycles between docks overnight.\ntags: [routing]\ndate: "2024-03"\n---\n`,
    },
  });
}

describe('spoken about a subject', () => {
  const ask = bikeEngine();

  it('"Has she spoken about …?" reads the talks, not the languages', () => {
    const answer = ask('Has she spoken about rebalancing?').answer;
    expect(answer).toMatch(/Rebalancing docks before the rush hour/);
    expect(answer).not.toMatch(/speaks Dutch/);
  });

  it('a subject none of the talks names gets the talks, never the languages', () => {
    const answer = ask('Has she spoken about e-scooters?').answer;
    expect(answer).toMatch(/Rebalancing docks before the rush hour/);
    expect(answer).not.toMatch(/Dutch|Italian/);
  });

  it('"Does she speak Italian?" still reads the languages', () => {
    expect(ask('Does she speak Italian?').answer).toMatch(/Italian/);
  });
});
