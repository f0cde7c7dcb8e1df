/**
 * The value of the kind asked, in the sentence of the project asked that states it (issue #28, session 35,
 * write-up facts), on a portfolio written here in a field no evaluation set covers (software for beekeepers:
 * hive scales, swarm alerts, varroa counts): "When will … start?" leads with the date the sentence says something
 * starts from, not its first date; a start no sentence dates is the project's own start; "a 6-hour outage" states
 * a duration (one written before its noun); "Which country …?" is answered by the
 * sentence that names a country, not by "in the ERP"; "Who ran the trial with her?" by the sentence that names
 * who took part; "What was the median reading time …?" by the sentence with a duration; and "Which library is it
 * built on?" leads with the name the library's noun stands in apposition to ("Nanopb, the compact Protocol
 * Buffers library"), not the name inside the noun phrase; an acronym that leads ("certified by the EBA") is read with
 * the words another sentence of the project writes it out in; "How long was the trial …?" leads with "a six-week trial", not
 * with "12 minutes" of a change of another thing the sentence states.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { statesKind } from '../../src/core/ask/answers/asked-sentence.ts';
import { askContent } from '../support/ask-engine.ts';

const dir = mkdtempSync(join(tmpdir(), 'ask-writeup-kinds-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ask = askContent(dir, {
  profile: [
    '---',
    'name: Maren Oyelaran-Vik',
    'role: Apiary Software Engineer',
    'location: Ljubljana, Slovenia',
    'email: maren@hive.example',
    '---',
    'I write the software that weighs hives, warns beekeepers of swarms and counts varroa mites.',
  ].join('\n'),
  career: 'experience:\n  - organisation: Medovina Cooperative\n    role: Software Engineer\n    start: 2019-04\n    location: Ljubljana, Slovenia\n',
  skills: 'software:\n  skills:\n    - Python 3.12\n    - LoRaWAN\n    - PostgreSQL 16\n',
  projects: {
    'hive-scale-network': [
      '---',
      'title: Hive Scale Network',
      'description: Weighs the hives of about 2,300 beekeepers every hour and sends each one the weight curve of their hives.',
      'date: "2025-06"',
      'start: "2023-02"',
      'tags: [scales, lorawan, python]',
      'highlights:',
      '  - Weighed 41,000 hives on 2 May 2025, the first day of the national honey-flow survey.',
      '---',
      'The scale firmware is built on Nanopb, the compact Protocol Buffers library, and sends its readings over LoRaWAN.',
      'The calibration rules were reviewed by the hive health working group in March 2024.',
      'On 2 May 2025 it weighed 41,000 hives with a median reading time of 2.4 seconds.',
    ].join('\n'),
    'swarm-alerts': [
      '---',
      'title: Swarm Alert Service',
      'description: Warns beekeepers by text message when the weight and sound of a hive show that it is about to swarm.',
      'date: "2024-09"',
      'tags: [alerts, sms, python]',
      '---',
      'The alert rules, agreed by the cooperative in March 2025, will send swarm alerts to every member of the national association from July 2027.',
      'The service reads the hive sound at 16 kHz.',
    ].join('\n'),
    'hive-export': [
      '---',
      'title: Hive Scale Export',
      'description: Sells and ships the cooperative hive scales abroad, with the orders read from the ERP of the cooperative.',
      'date: "2025-11"',
      'tags: [export, erp]',
      '---',
      'The export desk reads the orders of scales received abroad in the ERP of the cooperative and books the couriers.',
      'In 2025 it shipped 9,600 scales to 14 countries; Croatia, where most hives stand on the coast, was the largest receiving country.',
    ].join('\n'),
    'scale-approval': [
      '---',
      'title: Scale Trade Approval',
      'description: Took the cooperative hive scales through the approval that lets beekeepers sell honey by their weight.',
      'date: "2025-06"',
      'tags: [approval, scales]',
      '---',
      'The weights office approved the scales in June 2025 after a six-week trial in 40 apiaries, and the time to weigh a hive fell from 12 minutes to 2 minutes.',
    ].join('\n'),
    'varroa-counter': [
      '---',
      'title: Varroa Mite Counter',
      'description: Counts the varroa mites on the bottom boards of hives from phone photographs.',
      'date: "2024-03"',
      'tags: [varroa, vision, python]',
      '---',
      'Cut varroa counts on the 2024 trial hives by 30% with no loss of honey.',
      'The counting model was certified by the EBA for apiary inspections in 2025, after a field test in 12 apiaries.',
      'The EBA (European Beekeeping Association) publishes the count thresholds the counter uses.',
      'On the 2024 varroa trial with the Ghent Bee Institute on 40 hives, treating by count cut the treatments by a third.',
    ].join('\n'),
  },
});

describe('the value of the kind asked, in the sentence of the project that states it', () => {
  it('leads a "when will … start?" with the date the sentence says something starts from, not its first date', () => {
    const answer = ask('When will the swarm alerts start?');
    expect(answer.answer).toMatch(/^July 2027\. Swarm Alert Service: /);
  });

  it("answers a start that no sentence dates with the project's own start, not a date of another event", () => {
    const answer = ask('When did work on the hive scale network start?');
    expect(answer.answer).toMatch(/^February 2023\./);
    expect(answer.answer).not.toContain('March 2024');
  });

  it('reads a duration written before its noun ("a 6-hour outage", "a six-week trial") as a duration stated', () => {
    const duration = { kind: 'measure', time: true } as const;
    expect(statesKind(duration, 'During the 6-hour outage of the gateways on 9 May 2025 the scales kept their readings.')).toBe(true);
    expect(statesKind(duration, 'The association accepted the scales after a six-week trial.')).toBe(true);
    expect(statesKind(duration, 'In 2025 it shipped 9,600 scales to 14 countries.')).toBe(false);
  });

  it('answers "which country …?" with the sentence that names a country, not with "in the ERP"', () => {
    const answer = ask('Which country received the most scales through the hive scale export?');
    expect(answer.answer).toContain('Croatia');
  });

  it('answers "who … with her?" with the sentence that names who took part', () => {
    const answer = ask('Who ran the varroa trial with her?');
    expect(answer.answer).toContain('Ghent Bee Institute');
  });

  it('answers "what was the median reading time …?" with the sentence that states a duration', () => {
    const answer = ask('What was the median reading time on the first day of the honey-flow survey?');
    expect(answer.answer).toContain('2.4 seconds');
  });

  it('leads "how long was the trial …?" with the duration written before that noun, not an end of another change', () => {
    const answer = ask('How long was the trial before the weights office approved the scales?');
    expect(answer.answer).toMatch(/^a six-week trial\. Scale Trade Approval: /);
  });

  it('leads with an acronym written out as another sentence of the project writes it', () => {
    const answer = ask('Who certified the varroa mite counter?');
    expect(answer.answer).toMatch(/^European Beekeeping Association \(EBA\)\. /);
  });

  it('leads "which library is it built on?" with the name the noun stands in apposition to', () => {
    const answer = ask('Which library is the hive scale firmware built on?');
    expect(answer.answer).toMatch(/^Nanopb\. /);
  });
});
