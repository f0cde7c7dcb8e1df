/**
 * Issue #28, session 33: a question about the owner's work in plain words or by topic is judged by
 * the project whose whole text holds most of its content words (./src/core/ask/answers/work-judge.ts),
 * not by a reader that caught one word of it (the profile's website for "website", a skill category's
 * list, "nothing about …"). On a portfolio written here in a field no evaluation set covers (a
 * vineyard and winery software engineer); questions about what the portfolio lacks stay as they
 * were. Pure: content files in a temporary folder.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { plainProjects } from '../../src/core/ask/answers/whole-writeup.ts';
import { buildAskIndex } from '../../src/core/ask/index.ts';
import { familyBuilds, familyStems } from '../../src/core/ask/knowledge/stem-families.ts';
import { engineParts } from '../../src/core/ask/parts.ts';
import { parseQuestion } from '../../src/core/ask/question/parse.ts';
import { stem } from '../../src/core/ask/text/words.ts';
import { loadPortfolioSource } from '../../src/core/content/load.ts';
import { createPortfolio, portfolioData } from '../../src/core/portfolio.ts';
import { createUrls } from '../../src/core/urls.ts';
import { askContent, projectMarkdown as project } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-work-judge');

const PROFILE = `---
name: Inês Carvalho
role: Winery Software Engineer
location: Peso da Régua, Portugal
email: ines@vinhasoft.example
website: https://vinhasoft.example
---
I write the software of vineyards and wineries in the Douro valley: from the vine rows to the bottling line.
I work for Quinta Digital in Peso da Régua.
`;

const SKILLS = `cellar:
  - Siemens S7-1200
  - Glycol chiller control
data:
  - PostgreSQL 16
  - Flutter 3.24
`;

const CAREER = `experience:
  - organisation: Quinta Digital
    role: Senior Software Engineer
    start: 2019-04
    location: Peso da Régua, Portugal
publications:
  - name: Predicting the picking date of Douro vineyard blocks from berry samples
    publisher: Journal of Wine Research, vol. 35
    date: 2024-05
`;

const PROJECTS = {
  'ripeness-sampler': project(
    'Grape Ripeness Sampler',
    'Records sugar, acidity and berry weight samples from each vineyard block on a phone and predicts the day each block is ready to pick.',
    '2024-08',
    ['harvest', 'brix', 'flutter'],
    'Growers see the ripeness of their own blocks on a public page, updated after every sample.',
  ),
  'fermentation-control': project(
    'Fermentation Temperature Control',
    'Holds the must in 40 stainless steel tanks at the temperature the winemaker sets, by opening glycol valves from an S7-1200.',
    '2022-09',
    ['cellar', 'plc', 'glycol'],
    'A tank that runs warm raises an alarm on the cellar screen before the yeast stalls.',
  ),
  'frost-alert': project(
    'Spring Frost Alert',
    'Sends a text message to vineyard managers when the air between the vine rows will fall below zero, so that the wind machines start in time.',
    '2021-04',
    ['frost', 'sms', 'weather'],
    'Twelve stations in the rows report every five minutes. Quinta Digital sells it to 40 estates.',
  ),
  'barrel-register': project(
    'Barrel Register',
    'Keeps the age, cooperage, toast and contents of 3,200 oak barrels, each with a printed QR label.',
    '2020-02',
    ['barrels', 'inventory', 'postgresql'],
    'Cellar hands scan a barrel when they top it up or move it.',
  ),
  'grower-payments': project(
    'Grower Payment Calculator',
    "Works out what each grower is paid for a delivery of grapes, from its weight, its sugar and the quinta's price table.",
    '2023-10',
    ['payments', 'growers', 'postgresql'],
    'Statements go out to 180 growers the week after the harvest ends.',
  ),
  'label-checker': project(
    'Wine Label Checker',
    "Checks the text of every wine label against the appellation's rules for alcohol, allergens and origin before it is printed.",
    '2019-11',
    ['labels', 'regulation', 'python'],
    'It caught 31 labels with a wrong allergen line in its first year.',
  ),
};

function wineryAsk() {
  return askContent(tempDir(), { profile: PROFILE, skills: SKILLS, career: CAREER, projects: PROJECTS });
}

const cites = (references: readonly string[], id: string) => references.some((reference) => reference.endsWith(`/${id}`) || reference.includes(`/${id}.`));

describe("/v1/ask: the projects judge a question about the owner's work", () => {
  const ask = wineryAsk();

  it('answers "any work on …" with the project whose text holds the question, not "nothing about …"', () => {
    for (const [question, id] of [
      ['Any work on keeping the tanks at the winemaker’s temperature?', 'fermentation-control'],
      ['Any work on warning vineyard managers about cold nights?', 'frost-alert'],
    ] as const) {
      const answer = ask(question);
      expect(cites(answer.references, id), `${question} -> ${answer.answer}`).toBe(true);
      expect(answer.answer, question).toMatch(/^Yes\b/);
      expect(answer._meta.response_type, question).toBe('answer');
    }
  });

  it('answers "does she know how …" with the project, not a refusal of a private detail read from one word ("paid")', () => {
    const answer = ask('Does she know how growers are paid for grapes?');
    expect(cites(answer.references, 'grower-payments'), answer.answer).toBe(true);
    expect(answer.answer).toMatch(/^Yes\b/);
    expect(answer.answer).not.toMatch(/salary/);
  });

  it('gives "Yes." only when one sentence states every word asked as written; a match by a word\'s family is "most likely"', () => {
    // "acidic" meets the description's "acidity" by its family: the project is the work asked about, not a stated fact.
    const answer = ask('Any work on acidic grape samples?');
    expect(cites(answer.references, 'ripeness-sampler'), answer.answer).toBe(true);
    expect(answer.answer).toMatch(/^Yes, most likely: /);
  });

  it('adds no project to a verdict on the work history ("Did she work at Quinta Digital?")', () => {
    const answer = ask('Did she work at Quinta Digital?');
    expect(answer.answer).toMatch(/^Yes\. .*Quinta Digital/);
    expect(
      answer.references.filter((reference) => reference.includes('/projects/')),
      answer.answer,
    ).toEqual([]);
  });

  it('leaves a skill asked by name to the skills', () => {
    const answer = ask('Does she know Flutter?');
    expect(answer._meta.intent).toBe('skill_check');
    expect(answer.answer).toMatch(/^Yes\. Inês lists Flutter 3\.24/);
  });

  it('refuses to guess when no project covers the question', () => {
    for (const question of ['Has she built a hotel booking app?', 'Any work on school bus timetables?', 'Any experience with olive oil presses?']) {
      const answer = ask(question);
      const cited = Object.keys(PROJECTS).filter((id) => cites(answer.references, id));
      expect(cited, `${question} -> ${answer.answer}`).toEqual([]);
      expect(answer.answer, question).not.toMatch(/^Yes\b/);
    }
  });
});

describe("/v1/ask: a question word meets the projects' words of its family", () => {
  const dir = tempDir();
  writeFileSync(join(dir, 'profile.md'), PROFILE);
  writeFileSync(join(dir, 'skills.yaml'), SKILLS);
  mkdirSync(join(dir, 'projects'));
  for (const [id, text] of Object.entries(PROJECTS)) writeFileSync(join(dir, 'projects', `${id}.md`), text);
  const portfolio = createPortfolio(portfolioData(loadPortfolioSource(dir)));
  const { knowledge, synonyms } = engineParts(portfolio, createUrls('https://example.test'), JSON.parse(JSON.stringify(buildAskIndex(portfolio))), {});

  it('reads a question word in the words of its family the projects write ("regulate" in "regulation"), grouped once per portfolio', () => {
    const before = familyBuilds.count;
    expect(familyStems(knowledge, stem('regulate'))).toContain(stem('regulation'));
    expect(familyStems(knowledge, stem('compliance'))).toEqual([]);
    expect(familyStems(knowledge, stem('labels'))).not.toContain(stem('labels'));
    expect(familyBuilds.count - before).toBeLessThanOrEqual(1);
    // A derived form counts at full weight, as a written word: "acidic" for the "acidity" a description writes
    // (two rare words of one description, about 2 each; through a WordNet synonym alone the word counted half).
    const question = 'Any work on acidic samplers?';
    const derived = plainProjects(knowledge, parseQuestion(knowledge, question), question, synonyms)?.read[0];
    expect(derived && knowledge.projects[derived.project]!.view.id).toBe('ripeness-sampler');
    expect(derived?.score).toBeGreaterThan(3.5);
  });
});
