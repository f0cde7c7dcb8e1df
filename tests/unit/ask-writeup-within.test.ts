/**
 * A sentence of the kind asked replaces an answer only from the project the question names or the answer cites
 * (issue #28, session 35, write-up facts, second pass), on a portfolio written here in a field no evaluation set
 * covers (court stenography software): "Which city is the transcript vault's assessor from?" is not answered by
 * another project's sentence that merely names a city, and the kind's noun ("city") counts as no word shared with
 * the question.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { askContent } from '../support/ask-engine.ts';

const dir = mkdtempSync(join(tmpdir(), 'ask-writeup-within-'));
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
      'It keeps the delay under 2 seconds.',
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
});
