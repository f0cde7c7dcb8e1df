/**
 * Write-up facts, second pass (issue #28, session 35), on a portfolio written here in a field no evaluation set
 * covers (court stenography software): a sentence of the kind asked replaces an answer only from the project the
 * question names or the answer cites, and the kind's noun ("city") counts as no word shared with the question;
 * a date stated relative to another ("by the end of the third working day after the hearing") is a date stated;
 * "By how much did X fall?" is answered with the change the sentence states of X ("41%", "from 4.2 to 1.8 seconds").
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { askContent } from '../support/ask-engine.ts';

const dir = mkdtempSync(join(tmpdir(), 'ask-writeup-facts2-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ask = askContent(dir, {
  profile: [
    '---',
    'name: Odile Brannigan-Sato',
    'role: Court Reporting Software Engineer',
    'location: Leeds, United Kingdom',
    'email: odile@steno.example',
    '---',
    'I write the software that turns stenotype strokes into court transcripts and keeps them safe.',
  ].join('\n'),
  career: 'experience:\n  - organisation: Verbatim Chambers\n    role: Software Engineer\n    start: 2018-03\n    location: Leeds, United Kingdom\n',
  skills: 'software:\n  skills:\n    - Rust 1.80\n    - PostgreSQL 16\n',
  projects: {
    'transcript-vault': [
      '---',
      'title: Transcript Vault',
      'description: Keeps certified court transcripts sealed for the retention period that each court sets.',
      'date: "2025-04"',
      'tags: [retention, archive, rust]',
      '---',
      'The vault keeps 1.4 million sealed transcripts for the time each court sets.',
      'In 2024 the vault sealed transcripts for 212 courts.',
      'A sealed transcript is due to the court by the end of the third working day after the hearing.',
      'Its retention rules were assessed by Imogen Taft of Wrenhollow in 2024.',
    ].join('\n'),
    'caption-bridge': [
      '---',
      'title: Realtime Caption Bridge',
      'description: Sends the realtime text of a hearing to the screens of deaf parties and to partner courts.',
      'date: "2024-06"',
      'tags: [captions, realtime]',
      '---',
      'The bridge sends the realtime text of each hearing to the sealed vault of a partner court in Mexico City.',
      'It keeps the delay under 2 seconds for 1,300 hearings a year.',
      'In its first year the number of hand corrections fell by 41%, and the caption delay went from 4.2 to 1.8 seconds.',
    ].join('\n'),
  },
});

describe('a sentence of the kind asked, only from the project asked about', () => {
  it("does not answer with another project's sentence that names a city when the kind's noun is the only word it shares", () => {
    for (const question of ["Which city is the vault's assessor from?", "In which city were the vault's retention rules assessed?"]) {
      const answer = ask(question);
      expect(answer.answer).not.toContain('Mexico City');
      expect(answer.answer).toContain('Transcript Vault');
    }
  });

  it('reads a date stated relative to another as the date asked', () => {
    const answer = ask('When is a sealed transcript from the transcript vault due to the court?');
    expect(answer.answer).toContain('third working day after the hearing');
  });

  it('answers "by how much did X fall?" with the change the sentence states of X', () => {
    const answer = ask('By how much did hand corrections fall with the realtime caption bridge?');
    expect(answer.answer).toMatch(/^41%\. Realtime Caption Bridge: /);
    const delay = ask('How much did the caption delay drop with the realtime caption bridge?');
    expect(delay.answer).toMatch(/^from 4\.2 to 1\.8 seconds\. /);
  });
});
