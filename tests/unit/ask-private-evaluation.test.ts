/**
 * Issue #28, session 33 (private fields asked in other words), on a portfolio written here in a field no
 * evaluation set covers (the process software of industrial bakeries): a listed skill's own `level` and
 * `years` asked as the owner's own rating ("What level does she give herself in dough rheology?", "How
 * long has she done dough rheology, by her own count?") get "not published", never the
 * skill check or a project that shares the skill's words (src/core/ask/answers/self-rating.ts); where a
 * system keeps or sends its data ("Where are the bake curves stored?") is a private internal unless a
 * project writes it (src/core/ask/answers/where-kept.ts).
 */
import { describe, expect, it } from 'vitest';
import { askContent } from '../support/ask-engine.ts';
import { PROFILE } from '../support/bakery-profile.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-private-evaluation');

const SKILLS = `baking:
  - { name: Tunnel oven profiling, level: expert, years: 9 }
  - { name: Dough rheology, level: advanced, years: 6 }
control:
  - Beckhoff TwinCAT 3
  - OPC UA
`;

const project = (title: string, description: string, date: string, tags: string[], body: string, architecture = '') =>
  `---\ntitle: ${title}\ndescription: ${description}\ndate: "${date}"\ntags: [${tags.join(', ')}]\n${architecture}---\n${body}\n`;

const PROJECTS = {
  'dough-rheology-lab': project(
    'Dough Rheology Lab Bench',
    'Measures the dough rheology of every flour delivery with a farinograph and sets the mixer water for it.',
    '2023-02',
    ['dough', 'rheology', 'python'],
    'Each flour lot gets a water absorption figure before it reaches the mixers.',
  ),
  'oven-zone-logger': project(
    'Tunnel Oven Zone Logger',
    'A logger that rides through a 60-metre tunnel oven on the belt and records the bake curves of every zone.',
    '2020-03',
    ['ovens', 'thermal', 'logging'],
    'The bake curves of rye and wheat loaves are compared with the recipe curve after every run.',
    'architecture: |\n  Private: the logger pushes its bake curves to tmp-bake-ingest-02.\n',
  ),
  'flour-silo-board': project(
    'Flour Silo Board',
    'Shows the stock of the six flour silos to the purchasing team.',
    '2019-04',
    ['silos', 'inventory'],
    'The silo stock is stored in PostgreSQL every hour and the board reads it from there.',
  ),
};

const ask = () => askContent(tempDir(), { profile: PROFILE, skills: SKILLS, projects: PROJECTS });

describe("/v1/ask: the owner's own evaluation of one skill is private", () => {
  it('says the level of one skill is not published, without citing a project', () => {
    const a = ask();
    for (const question of ['What level does she give herself in dough rheology?', 'How does she rate her own skill at tunnel oven profiling?']) {
      const answer = a(question);
      expect(answer._meta.response_type, question).toBe('not_found');
      expect(answer.answer, question).toMatch(/does not publish .*levels/);
      expect(answer.answer, question).not.toMatch(/advanced|expert/i);
      expect(answer.references, question).toEqual([]);
    }
  });

  it('says the years of one skill are not published when asked by her own count', () => {
    const answer = ask()('By her own count, how long has she done dough rheology?');
    expect(answer._meta.response_type).toBe('not_found');
    expect(answer.answer).not.toMatch(/\b6\b/);
  });
});

describe('/v1/ask: where a system keeps or sends its data is private unless a project writes it', () => {
  it('refuses where the bake curves are sent to, which only the private notes say', () => {
    const answer = ask()('Where do the oven logger bake curves get pushed to?');
    expect(answer._meta.response_type).toBe('not_found');
    expect(answer.answer).toContain('is not published');
    expect(answer.answer).not.toContain('tmp-bake-ingest');
  });

  it('keeps a public sentence that says where the data is stored', () => {
    const answer = ask()('Where is the silo stock stored?');
    expect(answer.answer).toContain('PostgreSQL');
  });

  it('keeps it when the question names the act in another verb of keeping ("kept" of a write-up\'s "stored")', () => {
    const answer = ask()('Where is the silo stock kept?');
    expect(answer._meta.response_type).not.toBe('not_found');
    expect(answer.answer).not.toContain('is not published');
  });
});
