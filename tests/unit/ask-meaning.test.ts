/**
 * Issue #28, session 30: what the owner will not do, asked in other words, on a portfolio written
 * here in a field no evaluation set covers (a ski-lift and snowmaking controls engineer). A limit's
 * item is met by the question's words of the same meaning (WordNet at build time: "election" for
 * "electoral", "recognise" for "recognition", "moon" for "lunar"); every word met gives "No, most likely", the
 * head and half of the words "Probably not"; a neighbour that meets one word only, or only the
 * first word of an item, is no limit. Pure: no build, no server.
 */
import { describe, expect, it } from 'vitest';
import { relatedOf } from '../../src/core/ask/knowledge/limit-relations.ts';
import { askContent, projectMarkdown as project } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-meaning');

const PROFILE = `---
name: Corentin Abbadie-Ruess
role: Ropeway Controls Engineer
location: Annecy, France
email: corentin@abbadie-ruess.example
---
I write the control software of chairlifts, gondolas and snow guns for ski areas in the Alps and the Pyrenees.
I do not work on electoral prediction, and I do not write software for lunar mining robots or asteroid prospecting probes.
I do not work on speech recognition.
I do not sell closed controllers: every controller I deliver comes with its source.
I am happy to work on snowmaking controls that save water in dry winters and ropeway safety circuits.
`;

const SKILLS = `controls:
  - Siemens S7-1500
  - IEC 61131-3 Structured Text
languages:
  - Python 3.12
  - Rust
`;

const PROJECTS = {
  'gondola-brake': project(
    'Gondola Brake Monitor',
    'Watches the service and emergency brakes of a 10-seat gondola and stops the line before a worn lining slips.',
    '2024-01',
    ['safety', 'rust'],
    'It has stopped the line 4 times in two winters, each time before the lining reached its limit.',
  ),
  'snow-gun-scheduler': project(
    'Snow Gun Scheduler',
    'Decides which of 340 snow guns to run each night from the wet-bulb temperature and the water left in the reservoir.',
    '2022-11',
    ['snowmaking', 'rust'],
    'The resort used 18% less water in its first season with it. Night crews no longer climb the slope to switch each gun by hand.',
  ),
  'queue-counter': project(
    'Lift Queue Counter',
    'Counts skiers waiting at the bottom station from the turnstiles and shows the wait on the piste map.',
    '2021-02',
    ['rust', 'turnstiles'],
    'The wait it shows is within a minute of the measured wait on 9 days out of 10.',
  ),
};

const SERVICES = `services:
  - name: Chairlift safety circuit audit
    description: A ten-day audit of the safety circuits of one chairlift against EN 13243, with a written list of findings.
    price: { amount: 8400, currency: EUR, unit: project }
`;

function liftEngine() {
  return askContent(tempDir(), { profile: PROFILE, skills: SKILLS, services: SERVICES, projects: PROJECTS });
}

const paths = (answer: { references: string[] }) => answer.references.map((ref) => new URL(ref).pathname);

describe('issue #28: a stated limit asked in other words', () => {
  const ask = liftEngine();

  it('every word of an item met, one in other words (the noun an adjective pertains to) is "No, most likely" with the limit', () => {
    const answer = ask('A newspaper wants a model that predicts who wins the next election. Would he build it?');
    expect(answer.answer).toMatch(
      /^No, most likely: “election” and “predicts” stand for “electoral prediction” \(WordNet\), and from Corentin's bio: “I do not work on electoral prediction/,
    );
    expect(answer._meta.confidence).toBe(0.7);
    expect(paths(answer)).toEqual(['/v1/profile']);
  });

  it('a word derived from an item\'s word ("recognise" of "recognition") meets it', () => {
    const answer = ask("Could he make our ticket machines recognise a skier's speech?");
    expect(answer.answer).toMatch(
      /^No, most likely: “speech” and “recognise” stand for “speech recognition” \(WordNet\), and from Corentin's bio: “I do not work on speech recognition\.”/,
    );
  });

  it('"Interested?" after a sentence of context asks as "would he …?" does', () => {
    const answer = ask('Our canton wants to predict its election from the polling data. Interested?');
    expect(answer.answer).toMatch(/^No, most likely: “election” and “predict” stand for “electoral prediction” \(WordNet\)/);
  });

  it('the head of an item and half of its words met is "Probably not", less sure', () => {
    const answer = ask('Could he program the robots that will dig for ice on the moon?');
    expect(answer.answer).toMatch(
      /^Probably not: “moon” and “robots” come close to “lunar mining robots” \(WordNet\), and from Corentin's bio: “I do not work on/,
    );
    expect(answer._meta.confidence).toBe(0.55);
  });

  it('a neighbour that meets one word of an item, or only its first word, is no limit', () => {
    for (const question of [
      'Would he build a voter registration website for the town hall?',
      'Would he build a weather prediction model for the resort?',
      'Would he write software for a moon-themed hotel?',
      'Does he like the moon?',
      'Would he build mining robots for a quarry?',
      'Does he hand over the source of the controllers he builds?',
    ]) {
      const answer = ask(question);
      expect(answer.answer, question).not.toMatch(/^(?:No|Probably not)\b/);
      expect(answer.answer, question).not.toContain('electoral prediction');
      expect(answer.answer, question).not.toContain('lunar mining');
    }
  });

  it('the first and last words of an item met as written, half of its words, is "Probably not" without WordNet', () => {
    const answer = ask('A club wants a robot that moves along the lunar dust track of its planetarium. Would he build it?');
    expect(answer.answer).toMatch(/^Probably not: “lunar” and “robot” come close to “lunar mining robots”, and from Corentin's bio/);
  });

  it('a stated wish whose item has a relative clause answers for the item before it', () => {
    expect(ask('Is he interested in snowmaking controls?').answer).toMatch(
      /^Yes\. From Corentin's bio: “I am happy to work on snowmaking controls that save water/,
    );
  });

  it("WordNet's words of one meaning: a noun's word takes no synonym of its verb, an adjective the noun it pertains to", () => {
    const related = relatedOf(['essays', 'jamming', 'lunar', 'recognition']);
    expect(related.essays).not.toContain('try');
    expect(related.jamming).toEqual(['jam']);
    expect(related.lunar).toEqual(['moon']);
    expect(related.recognition).toEqual(expect.arrayContaining(['recognise', 'recognize']));
  });

  it('the limit asked in its own words is still "No."', () => {
    expect(ask('Would he work on electoral prediction?').answer).toMatch(/^No\. From Corentin's bio: “I do not work on electoral prediction/);
  });
});

describe('issue #28: a need told in plain English', () => {
  const ask = liftEngine();

  it('a need whose words only a write-up writes gets that project when it stands twice as high as any other', () => {
    const answer = ask('Our staff climb the slope every evening to switch valves by hand.');
    expect(answer.answer).toMatch(
      /^Snow Gun Scheduler \(2022-11\): .* \(The closest of Corentin's projects to the words “climb”, “slope”, “switch”, and “hand”\.\)$/,
    );
    expect(paths(answer)).toContain('/projects/snow-gun-scheduler');
  });
});

describe('issue #28: a question in a script without a table', () => {
  const ask = liftEngine();

  it('a name written in Latin letters inside it is answered, without a verdict, with a note in English', () => {
    const answer = ask('האם היא כתבה קוד בשפה Rust?');
    expect(answer.answer).toMatch(/^Corentin lists Rust \(languages\)/);
    expect(answer.answer).toContain('(The question is in Hebrew (Hebrew script), which is not understood in full: this answers “Rust”, named in it.');
    expect(answer.answer).toContain('Questions can be asked in English, or German, French');
    expect(answer._meta.confidence).toBeLessThanOrEqual(0.5);
    expect(paths(answer)).toContain('/v1/skills');
  });

  it("the owner's name alone is answered with who the owner is", () => {
    const answer = ask('Corentin ทำโครงการอะไรบ้าง?');
    expect(answer.answer).toMatch(/^Corentin Abbadie-Ruess is a Ropeway Controls Engineer, based in Annecy, France/);
    expect(answer.answer).toContain('(The question is in Thai (Thai script), which is not understood in full: this answers who Corentin Abbadie-Ruess is');
  });

  it('with no name it says, in English, which languages can be asked and whom the portfolio is about', () => {
    const answer = ask('מה הניסיון שלו במעליות?');
    expect(answer._meta.response_type).toBe('help');
    expect(answer.answer).toMatch(
      /^This question is in Hebrew \(Hebrew script\), which cannot be read here: questions can be asked in English, or German, French, /,
    );
    expect(answer.answer).toContain('This portfolio is about Corentin Abbadie-Ruess, Ropeway Controls Engineer, Annecy, France.');
    expect(answer.references).toEqual([]);
  });

  it('a question in Latin letters that no table reads, naming the owner, gets who the owner is and a note', () => {
    const answer = ask('Hvar býr Corentin núna?');
    expect(answer.answer).toMatch(/^Corentin Abbadie-Ruess is a Ropeway Controls Engineer, based in Annecy, France/);
    expect(answer.answer).toContain('(The question could not be read in full: this answers who Corentin Abbadie-Ruess is');
    expect(answer._meta.confidence).toBeLessThanOrEqual(0.5);
  });

  it('an English question with an accented name is still read as English', () => {
    expect(ask('Has Corentin worked on the Téléphérique snow guns?').answer).not.toContain('could not be read');
  });

  it('a question in a language with a table that cannot be read names the languages too', () => {
    const answer = ask('Wie alt ist er heute genau?');
    expect(answer._meta.response_type).toBe('help');
    // It says the language it was read as (session 34): "could not be read … asked in German" contradicted itself.
    expect(answer.answer).toMatch(
      /^This question is in German, which is read here, but it was not understood in full .*: questions can be asked in English, or German, French, Spanish, /,
    );
  });
});

describe('issue #28: every part of a question of several parts is answered', () => {
  const ask = liftEngine();
  const where = /Corentin is based in Annecy, France/;
  const rust = /Corentin lists Rust \(languages\)/;

  it('a numbered list, a list of dashes and a part after "also" each keep every part', () => {
    for (const question of [
      '1. Where is he based? 2. Does he know Rust?',
      '- Where is he based?\n- Does he know Rust?',
      'Where is he based, also does he know Rust?',
      'Two quick ones: where is he based, and does he know Rust?',
    ]) {
      const answer = ask(question);
      expect(answer.answer, question).toMatch(where);
      expect(answer.answer, question).toMatch(rust);
      expect(paths(answer), question).toEqual(expect.arrayContaining(['/v1/profile', '/v1/skills']));
    }
  });

  it('"it" of a later part is the thing the part before asks about when that names no project', () => {
    const answer = ask('What does the circuit audit cost and how long does it take?');
    expect(answer.answer).toContain('€8,400');
    expect(answer.answer).toContain('ten-day audit');
  });

  it('"how many were …" after a list of projects counts among those projects', () => {
    const some = ask('Which projects used Rust, and how many were for snowmaking?');
    expect(some.answer).toMatch(/^3 of Corentin's projects involve Rust: .* 1 of those 3 mentions “snowmaking”: Snow Gun Scheduler\.$/);
    expect(paths(some)).toContain('/projects/snow-gun-scheduler');
    const none = ask('Which projects used Rust, and how many were for ports?');
    expect(none.answer).toMatch(/ None of those 3 projects mentions “ports”\.$/);
  });
});
