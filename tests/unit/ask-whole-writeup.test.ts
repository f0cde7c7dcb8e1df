/**
 * Issue #28, session 31 (wave 2), "english": the owner's work asked about in everyday words that
 * only the write-up of one project uses ("the plates cracked when the kiln cooled too fast"), on a
 * portfolio written here in a field no evaluation set covers (a ceramics works engineer). The
 * project is found over its whole text, by the rarity of the question's words and by their
 * standing together in one sentence (src/core/ask/answers/whole-writeup.ts), and the answer quotes
 * that sentence; a question about work the portfolio does not show still gets no "Yes".
 * Pure: content files in a temporary folder.
 */
import { describe, expect, it } from 'vitest';
import { askContent, projectMarkdown as project } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-whole-writeup');

const PROFILE = `---
name: Ilse Marwood
role: Ceramics Process Engineer
location: Stoke-on-Trent, United Kingdom
email: ilse@kilnworks.example
---
I write the process control and inspection software of a tableware works: kilns, glazing lines and the packing hall.
`;

const PROJECTS = {
  'tunnel-kiln-ramp': project(
    'Tunnel Kiln Ramp Controller',
    'Closed-loop firing curves for a 90-metre tunnel kiln, with zone setpoints tuned per product family.',
    '2024-05',
    ['kiln', 'plc', 'thermal-shock'],
    [
      '## What it does',
      'Each zone of the kiln follows a firing curve stored per product family, and the controller corrects the burners every ten seconds.',
      'Too many dinner plates cracked when they cooled down too fast near the exit, so the last six zones now hold the temperature back and let the ware cool slowly.',
      'Breakage at the sorting table fell from 4.1% to 1.3% in the first quarter.',
    ].join('\n'),
  ),
  'glaze-shade-camera': project(
    'Glaze Shade Camera',
    'A line-scan colour camera after the glost kiln that grades every piece against the approved glaze standard in CIELAB.',
    '2023-02',
    ['vision', 'glaze', 'colour'],
    [
      '## Why',
      'Customers sent back whole pallets of mugs because the blue of one batch did not match the blue of the batch before.',
      'The camera measures each mug and sorts it into one of three shade bands, so a set in a shop is always one colour.',
    ].join('\n'),
  ),
  'slip-density-logger': project(
    'Slip Density Logger',
    'Inline density and viscosity readings of casting slip, logged to PostgreSQL with alarms for the slip house.',
    '2021-09',
    ['slip', 'sensors', 'postgresql'],
    [
      '## Background',
      'The slip house mixes clay and water in blungers and pumps it to the casting benches.',
      'A Coriolis meter on the ring main reports the density every second, and the shift lead sees the trend on a wall screen.',
    ].join('\n'),
  ),
  'pallet-wrap-planner': project(
    'Packing Hall Pallet Planner',
    'Plans the layers of boxed tableware on each pallet and prints the labels for the carriers.',
    '2020-04',
    ['packing', 'labels', 'planning'],
    [
      '## Details',
      'The planner reads the order lines from the ERP and stacks the heaviest boxes at the bottom.',
      'Labels follow the carriers’ formats, and a wrapped pallet is photographed before it leaves.',
    ].join('\n'),
  ),
  'decal-queue': project(
    'Decal Printing Queue',
    'Schedules the ceramic decal printers by colour set, so that ink changes are few.',
    '2019-06',
    ['printing', 'scheduling'],
    ['## Details', 'The queue groups the orders that share a colour set and sends them to the printer in one run.'].join('\n'),
  ),
};

function ceramicsAsk() {
  return askContent(tempDir(), { profile: PROFILE, projects: PROJECTS });
}

describe('/v1/ask: work told in everyday words, found in the whole write-up', () => {
  const ask = ceramicsAsk();

  it('answers with the project whose write-up tells the work, quoting the sentence that holds the words', () => {
    for (const [question, id, quoted] of [
      // Nothing about "breaking" in any title or description: only a sentence of one write-up holds plates, cool and down together.
      ['Did she do something about dinner plates breaking as they cool down?', 'tunnel-kiln-ramp', 'cooled down too fast'],
      ['Has she made anything that stops plates cracking near the end of the kiln?', 'tunnel-kiln-ramp', 'cooled down too fast'],
      ['Has she done anything about mugs coming out a different blue from one batch to the next?', 'glaze-shade-camera', 'did not match the blue'],
      ['Has she done anything so the shift lead sees how the clay and water mix is going?', 'slip-density-logger', 'mixes clay and water'],
      ['Anything that stops dinner plates cracking as they cool?', 'tunnel-kiln-ramp', 'cooled down too fast'],
      // "lip" is nowhere in the portfolio, but one sentence holds dinner, plates and cooled: the asker's own word for a part of the work.
      ['Has she done anything about the lip of dinner plates cracking as they cooled?', 'tunnel-kiln-ramp', 'cooled down too fast'],
    ] as const) {
      const answer = ask(question);
      expect(answer.answer, question).toMatch(/^Yes, most likely: /);
      expect(
        answer.references.some((reference) => reference.endsWith(`/projects/${id}`)),
        question,
      ).toBe(true);
      expect(answer.answer, question).toContain(quoted);
      expect(answer._meta.response_type).toBe('answer');
      expect(answer._meta.confidence).toBeLessThan(0.8);
    }
  });

  it('names two projects when both stand out, each with its sentence', () => {
    // Blue mugs in one write-up, ink and printers in another: neither alone answers, both above the rest.
    const answer = ask('Has she done anything about the blue of mugs and the ink of the printers?');
    expect(answer.answer).toMatch(/^Yes, most likely one of two projects: /);
    for (const id of ['glaze-shade-camera', 'decal-queue'])
      expect(
        answer.references.some((reference) => reference.endsWith(`/projects/${id}`)),
        id,
      ).toBe(true);
    expect(answer.answer).toContain('did not match the blue');
    expect(answer._meta.confidence).toBeLessThanOrEqual(0.5);
  });

  it('does not say yes to everyday work the portfolio does not show', () => {
    for (const question of [
      // "sorting table" is written, "weather" nowhere: a thing the portfolio does not have.
      'Has she made something that reads the weather for the sorting table?',
      'Can she fix my boiler?',
      'Can she help with the seating plan for my wedding at the sorting table?',
      'Has she ever repaired a broken dishwasher at home?',
      'Has she built something that tracks delivery vans?',
    ]) {
      const answer = ask(question);
      expect(answer.answer, question).not.toMatch(/^Yes\b/);
    }
  });
});
