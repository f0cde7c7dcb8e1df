/**
 * The name written right after the noun a "which"/"what" question asks for (issue #28, session 36, write-up facts),
 * on a portfolio written here in a field no evaluation set covers (beekeeping software): when the answer quotes a
 * sentence that names only "a pollen laboratory in Uppsala", the project's sentence "… by the pollen laboratory
 * Nordic Pollen Analysis in Uppsala …" answers, led by the name; a name the question writes is no answer.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { askContent } from '../support/ask-engine.ts';

const dir = mkdtempSync(join(tmpdir(), 'ask-noun-then-name-'));
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
    'honey-origin-labels': [
      '---',
      'title: Honey Origin Labels',
      'description: Prints origin labels for 120 tonnes of honey a year from the pollen analysis of a pollen laboratory in Uppsala.',
      'date: "2024-09"',
      'tags: [labels, traceability]',
      '---',
      'Each batch of honey is sampled at extraction.',
      'The samples are read by the pollen laboratory Nordic Pollen Analysis in Uppsala within ten days.',
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

describe('the name after the noun asked', () => {
  it('answers with the name a sentence of the project writes after the noun phrase asked', () => {
    const answer = ask("What's the pollen laboratory behind the honey origin labels?");
    expect(answer.answer).toMatch(/^Nordic Pollen Analysis\. Honey Origin Labels: “The samples are read by the pollen laboratory Nordic Pollen Analysis/);
  });
});
