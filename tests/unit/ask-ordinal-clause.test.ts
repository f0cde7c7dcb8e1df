/**
 * An ordinal the question asks about (issue #28, session 36, write-up facts), on a portfolio written here in a field
 * no evaluation set covers (beekeeping software): a sentence that enumerates by ordinals ("The first shed opened at
 * Lycksele in October 2021 and the ninth at Kiruna in November 2023.") answers "the ninth" with the ninth's place
 * and date, not the first's.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { askContent } from '../support/ask-engine.ts';

const dir = mkdtempSync(join(tmpdir(), 'ask-ordinal-clause-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ask = askContent(dir, {
  profile: [
    '---',
    'name: Sigrun Halvorsen-Abe',
    'role: Apiculture Software Engineer',
    'location: Umeå, Sweden',
    'email: sigrun@hive.example',
    '---',
    'I build the software that beekeepers use to watch their hives through the northern winter.',
  ].join('\n'),
  skills: 'software:\n  skills:\n    - Rust 1.80\n    - PostgreSQL 16\n',
  projects: {
    'overwintering-sheds': [
      '---',
      'title: Overwintering Shed Controller',
      'description: Keeps the temperature and the carbon dioxide of sheds where colonies spend the winter within their limits.',
      'date: "2023-11"',
      'tags: [climate-control, rust]',
      '---',
      'Each shed holds up to 300 colonies between October and April.',
      'The first shed opened at Lycksele in October 2021 and the ninth at Kiruna in November 2023.',
    ].join('\n'),
    'hive-scale-network': [
      '---',
      'title: Hive Scale Network',
      'description: Weighs 2,400 hives every hour and warns when a colony starts to starve.',
      'date: "2024-05"',
      'tags: [scales, iot]',
      '---',
      'The scales weigh 2,400 hives every hour over LoRaWAN.',
    ].join('\n'),
  },
});

describe('the clause of the ordinal asked', () => {
  it("leads with the place of the ordinal asked, not the first one's", () => {
    const answer = ask('Where did the ninth overwintering shed open?');
    expect(answer.answer).toMatch(/^Kiruna\. Overwintering Shed Controller: /);
  });

  it("leads with the date of the ordinal asked, not the first one's", () => {
    const answer = ask('When did the ninth overwintering shed open?');
    expect(answer.answer).toMatch(/^November 2023\. Overwintering Shed Controller: /);
  });
});
