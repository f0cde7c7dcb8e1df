import { describe, expect, it } from 'vitest';
import { askContent, projectMarkdown as project, judgedContent } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-work-judge-describing');

const PROFILE = `---
name: Maëlle Rousset
role: Software Engineer for Cheese Makers
location: Poligny, France
email: maelle@affinage.example
---
I write the software of a cheese maturing house in the Jura: from the milk delivery to the wheels sold.
Our neighbours keep goats and sheep, but I only work with cow's milk Comté.
`;

const SKILLS = `cellar:
  - Siemens LOGO! 8
  - Modbus RTU
data:
  - PostgreSQL 16
  - Grafana 11
`;

const PROJECTS = {
  'cellar-climate': project(
    'Maturing Cellar Climate Logger',
    'Logs the humidity and the temperature of four maturing cellars every ten minutes and warns the cellar master when the humidity leaves its band.',
    '2024-02',
    ['climate', 'sensors'],
    'The cellar master sees a week of humidity for each cellar on one screen, and the ammonia the rinds give off, read by an electrochemical cell.',
  ),
  'wheel-turning': project(
    'Wheel Turning Robot Schedule',
    'Plans which shelves the turning robot brushes and turns each night, so that every wheel is turned twice a week.',
    '2022-06',
    ['robot', 'schedule'],
    'It covers 18,000 wheels on 60 shelves.',
  ),
  'milk-payments': project(
    'Milk Payment Statements',
    'Works out what each farm is paid for its milk from the volume, the fat and the protein of each delivery.',
    '2021-03',
    ['payments', 'farms'],
    'Statements go out to 140 farms each month.',
  ),
  'grading-app': project(
    'Wheel Grading App',
    'Lets the grader score the rind, the paste and the taste of a wheel on a tablet, and prints the band of the grade it earns.',
    '2023-09',
    ['grading', 'tablet'],
    'Grades are kept with the date the wheel entered the house.',
  ),
};

const cites = (references: readonly string[], id: string) => references.some((reference) => reference.endsWith(`/${id}`) || reference.includes(`/${id}.`));

describe('/v1/ask: a short question about work with one word that only describes it', () => {
  const ask = askContent(tempDir(), { profile: PROFILE, skills: SKILLS, projects: PROJECTS });

  it('judges "Can she write/make/build …" as a question about work done, and refuses to guess on work not shown', () => {
    const answer = ask('Can she write software that warns the cellar master when the cellars get too humid?');
    expect(cites(answer.references, 'cellar-climate'), answer.answer).toBe(true);
    expect(answer.answer).toMatch(/^Yes, most likely: Maturing Cellar Climate Logger/);
    for (const question of ['Can she build a booking website for our cheese shop?', 'Could she design a label for goat cheese?']) {
      const other = ask(question);
      expect(
        Object.keys(PROJECTS).filter((id) => cites(other.references, id)),
        `${question} -> ${other.answer}`,
      ).toEqual([]);
      expect(other.answer, question).not.toMatch(/^Yes\b/);
    }
  });

  it('answers with the project far above the rest that writes the two things asked, as "most likely"', () => {
    const answer = ask('Has she measured cellar humidity?');
    expect(cites(answer.references, 'cellar-climate'), answer.answer).toBe(true);
    expect(answer.answer).toMatch(/^Yes, most likely: Maturing Cellar Climate Logger/);
  });

  it('leaves a third word that names another thing (written in the bio, not the project) unjudged', () => {
    const judged = judgedContent(tempDir(), { profile: PROFILE, skills: SKILLS, projects: PROJECTS });
    expect(judged('Has she measured cellar humidity?')).toEqual(['cellar-climate']);
    // "sheep" is a thing of its own (the bio writes it), not how the humidity is logged.
    expect(judged('Did she log sheep humidity?')).toBeUndefined();
  });
});
