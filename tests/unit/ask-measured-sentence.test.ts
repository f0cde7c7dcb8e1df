/**
 * The sentence of the project asked about that states the quantity asked (issue #28, session 34, the value a
 * write-up states, asked in other words), on a portfolio written here in a field no evaluation set covers (the
 * software of an industrial bakery: crust cameras, proofing rooms, oven schedules): "How dense …" is answered by
 * the sentence with a figure per area, "How far …" by a length, "How many N …" by a number whose noun is N (not
 * one that only modifies another noun); an answer that already states a value of the kind asked keeps its place.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { figuresIn } from '../../src/core/ask/text/measure-kinds.ts';
import { askContent } from '../support/ask-engine.ts';

const dir = mkdtempSync(join(tmpdir(), 'ask-measured-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ask = askContent(dir, {
  profile: [
    '---',
    'name: Tomasz Achterberg-Lind',
    'role: Bakery Automation Engineer',
    'location: Utrecht, Netherlands',
    'email: tomasz@crumb.example',
    '---',
    'I write the software that runs the ovens, proofing rooms and packing lines of industrial bakeries.',
  ].join('\n'),
  skills: 'software:\n  skills:\n    - Python 3.12\n    - OPC UA\n    - OpenCV 4.9\n',
  projects: {
    'crust-camera': [
      '---',
      'title: Crust Colour Camera',
      'description: Grades the crust of every loaf leaving the tunnel oven and flags the pale and burnt ones before packing.',
      'date: "2024-05"',
      'tags: [vision, opencv, python]',
      '---',
      'The camera hangs 45 cm above the cooling belt.',
      'Its sampling density is 12 points per square centimetre of crust.',
      'Bakers see a pale loaf on the line screen within a second.',
      'Pale batches went back into the oven far less often after the first winter.',
    ].join('\n'),
    'oven-planner': [
      '---',
      'title: Oven Schedule Planner',
      'description: Plans which dough goes into which oven each night, so that the ovens never wait for dough and the dough never waits for an oven.',
      'date: "2023-02"',
      'tags: [scheduling, or-tools]',
      'highlights:',
      '  - Used by 85 night-shift bakers in 4 plants.',
      '---',
      'The planner reorders the queue for three oven cleaning crews when a product changes over.',
      'It schedules 14 tunnel ovens across two sites from the orders that close at 18:00.',
      'Bakers open the plan on a tablet at the start of the shift.',
    ].join('\n'),
  },
});

describe('the sentence that states the quantity asked', () => {
  it('answers "how dense" with the figure per area, not the description', () => {
    const answer = ask('How dense is the crust camera reading?');
    expect(answer.answer).toMatch(/^12 points per square centimetre\. Crust Colour Camera: “Its sampling density is/);
    expect(answer.references.some((reference) => reference.includes('crust-camera'))).toBe(true);
  });

  it('answers "how many N" with the number whose noun is N, not a number that only modifies another noun', () => {
    const answer = ask('How many ovens does the oven schedule planner handle?');
    expect(answer.answer).toContain('14 tunnel ovens');
    expect(answer.answer).not.toMatch(/^three\b/);
  });

  it('keeps an answer that already states the number of the noun counted', () => {
    const answer = ask('How many bakers use the oven schedule planner?');
    expect(answer.answer).toContain('85 night-shift bakers');
  });
});

describe('the kinds of figure a sentence states', () => {
  it('reads CLDR units by kind, SI prefixes, areas, rates and shares', () => {
    const kinds = figuresIn(
      'It sits 45 cm up, covers 310 square metres, keeps 40 KB, reads 12 points per square centimetre, misses 2.5%, within 38 micrometres, over six weeks in 2024.',
    ).map((figure) => `${figure.kind}:${figure.written}`);
    expect(kinds).toEqual([
      'length:45 cm',
      'area:310 square metres',
      'digital:40 KB',
      'rate:12 points per square centimetre',
      'share:2.5%',
      'length:38 micrometres',
      'time:six weeks',
    ]);
  });
});
