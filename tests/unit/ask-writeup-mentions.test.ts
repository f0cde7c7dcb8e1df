/**
 * A list of projects about one topic word names the projects whose write-ups alone mention it too
 * (issue #28, projects_by_topic), on a portfolio written here in a field no evaluation set covers (the
 * software of a textile dyehouse): "Which projects are for auditors?" lists the dye kitchen, whose
 * description writes "auditors", and adds that the write-up of the rinse water loop mentions them too.
 * A list by a listed tag stays exact.
 */
import { describe, expect, it } from 'vitest';
import { writeupMentions } from '../../src/core/ask/answers/writeup-mentions.ts';
import { askContent } from '../support/ask-engine.ts';
import { PROFILE, PROJECTS, SKILLS } from '../support/dyehouse-portfolio.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-writeup-mentions');

const ask = () => askContent(tempDir(), { profile: PROFILE, skills: SKILLS, projects: PROJECTS });

describe('ask: write-up mentions after a list by one topic word (issue #28, projects_by_topic)', () => {
  it('names and cites the projects whose write-ups alone mention the topic', () => {
    const auditors = ask()('Which projects are for auditors?');
    expect(auditors.answer).toMatch(/^One of Ilse's projects involves auditors: Automatic Dye Kitchen \(2023-02\)\./);
    expect(auditors.answer).toMatch(/ The write-up of Rinse Water Loop \(2022-09\) mentions auditors too\.$/);
    expect(auditors.references).toContain('https://example.test/projects/rinse-loop');
  });

  it('keeps a list by a listed tag exact', () => {
    const plc = ask()('Which projects use plc?');
    expect(plc.answer).not.toMatch(/write-ups? of/);
  });

  it('names nothing without one topic term', () => {
    expect(writeupMentions({} as never, { terms: [] }, { projects: [], tier: 2 })).toBeUndefined();
  });
});
