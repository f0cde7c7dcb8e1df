/**
 * The engine without the memo (issue #28), session 36: the answering sentence (../../src/core/ask/answers/answering-sentence.ts)
 * weighs each word asked by its rarity among the projects and finds each candidate sentence's project by its id. The
 * weight of a stem the projects write is read from the postings once per portfolio, and the projects by id are a
 * table made once per portfolio, not a walk over every project per sentence. Counted, never timed; the answers are
 * those the step gave before (on a portfolio written here in a field no evaluation set covers: beekeeping software).
 */
import { describe, expect, it } from 'vitest';
import { answeringSentenceReads } from '../../src/core/ask/answers/answering-sentence.ts';
import { projectTables } from '../../src/core/ask/knowledge/project-by-id.ts';
import { askContent, projectMarkdown as project } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-speed-sentences');

const PROFILE = `---
name: Oluwaseun Brandvold
role: Apiary Software Developer
location: Bergen, Norway
---
I write software for beekeepers: hive scales, swarm alarms and queen-rearing logs.
`;

const PROJECTS = {
  'swarm-alarm': project(
    'Swarm Alarm',
    'Listens to the hum of a hive and warns the beekeeper before a swarm leaves.',
    '2024-04',
    ['acoustics'],
    'The alarm was trained on 1,200 hours of hive recordings. It warns about 40 minutes before a swarm leaves. The Hordaland Beekeepers Association tested it on 31 hives.',
  ),
  'hive-scale': project(
    'Hive Scale',
    'Weighs each hive every hour and charts the nectar flow.',
    '2023-06',
    ['sensors'],
    'The scale reads the weight to 10 grams. It sends its readings over LoRa to a gateway in the honey house.',
  ),
  'queen-log': project(
    'Queen Log',
    'A notebook app for queen rearing, with grafts, cell counts and mating flights.',
    '2022-03',
    ['mobile'],
    'Beekeepers record each graft with a photo. The log counts accepted cells per batch.',
  ),
};

describe('the answering sentence reads the weights and the projects once per portfolio', () => {
  it('a second wh-question reads no weight again and makes no table of the projects again, with the same answers', () => {
    const ask = askContent(tempDir(), { profile: PROFILE, projects: PROJECTS });
    // "hive" is in both projects' sentences: the candidates are of two projects, one of them found by its id.
    const question = 'Which hive recordings did the beekeeper use?';
    const first = ask(question);
    expect(first.answer).toMatch(/^Swarm Alarm: “/);
    expect(ask('Who tested the swarm alarm on the hives?').answer).toContain('Hordaland Beekeepers Association');
    const weights = answeringSentenceReads.weights;
    const tables = projectTables.count;
    expect(weights).toBeGreaterThan(0);
    expect(tables).toBeGreaterThan(0);
    expect(ask(question).answer).toBe(first.answer);
    expect(ask(`${question} `).answer).toBe(first.answer);
    expect(answeringSentenceReads.weights).toBe(weights);
    expect(projectTables.count).toBe(tables);
  });
});
