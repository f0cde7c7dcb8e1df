/**
 * The sentence of the project asked about that states the quantity asked (issue #28, session 34, the value a
 * write-up states, asked in other words), on a portfolio written here in a field no evaluation set covers (the
 * software of an industrial bakery: crust cameras, proofing rooms, oven schedules): "How dense …" is answered by
 * the sentence with a figure per area, "How far …" by a length, "How many N …" by a number whose noun is N (not
 * one that only modifies another noun); an answer that already states a value of the kind asked keeps its place.
 * Beside them, two readings of values asked in other words: "add more than a week" bounds what a change added, and
 * "Who was it built for?" is the project's organisation, the owner's employer too.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { withMeasuredSentence } from '../../src/core/ask/answers/measured-sentence.ts';
import { reply } from '../../src/core/ask/answers/reply.ts';
import { buildAskIndex } from '../../src/core/ask/index.ts';
import { createKnowledge } from '../../src/core/ask/knowledge/knowledge.ts';
import { parseQuestion } from '../../src/core/ask/question/parse.ts';
import { figuresIn } from '../../src/core/ask/text/measure-kinds.ts';
import { loadPortfolioSource } from '../../src/core/content/load.ts';
import { createPortfolio, portfolioData } from '../../src/core/portfolio.ts';
import { createUrls } from '../../src/core/urls.ts';
import { askContent } from '../support/ask-engine.ts';

const dir = mkdtempSync(join(tmpdir(), 'ask-measured-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ask = askContent(dir, {
  profile: [
    '---',
    'name: Tomasz Achterberg-Lind',
    'role: Bakery Automation Engineer',
    'location: Utrecht, Netherlands',
    'email: tomasz@crumb.example',
    '---',
    'I write the software that runs the ovens, proofing rooms and packing lines of industrial bakeries.',
  ].join('\n'),
  career: 'experience:\n  - organisation: Vlaskamp Bakeries\n    role: Automation Engineer\n    start: 2019-04\n    location: Utrecht, Netherlands\n',
  skills: 'software:\n  skills:\n    - Python 3.12\n    - OPC UA\n    - OpenCV 4.9\n',
  projects: {
    'crust-camera': [
      '---',
      'title: Crust Colour Camera',
      'description: Grades the crust of every loaf leaving the tunnel oven and flags the pale and burnt ones before packing.',
      'date: "2024-05"',
      'tags: [vision, opencv, python]',
      '---',
      'The camera hangs 45 cm above the cooling belt.',
      'Its sampling density is 12 points per square centimetre of crust.',
      'Bakers see a pale loaf on the line screen within a second.',
      'The camera is up 99.5% of each shift.',
      'It locates each loaf on the belt to 2 mm accuracy.',
      'Pale batches went back into the oven far less often after the first winter.',
    ].join('\n'),
    'label-printer': [
      '---',
      'title: Bread Bag Label Printer',
      'description: Prints the allergen and best-before labels on every bread bag, in the language of the shop it goes to.',
      'date: "2022-09"',
      'tags: [labels, printing]',
      'highlights:',
      '  - Prints for 6 US retailers from one template set.',
      '---',
      'The printers sit on the bagging machines of the two packing halls.',
      'The printers were fitted over five days in 2022.',
      'The bags run past the print heads on a conveyor, and a camera checks every label against the order.',
      'Since 2023 the labels are checked over 3.5 m of conveyor before the bags are crated.',
      'A wrong best-before date stops the line before the crate is closed.',
    ].join('\n'),
    'rye-shelf-life': [
      '---',
      'title: Rye Loaf Shelf-Life Trial',
      'description: A storage trial that found the packing and cooling that keep sliced rye loaves fresh longest.',
      'date: "2021-11"',
      'tags: [shelf-life, trials]',
      '---',
      'Cooling the loaves for longer before slicing extended their shelf life from 5 to 9 days.',
    ].join('\n'),
    'oven-planner': [
      '---',
      'title: Oven Schedule Planner',
      'entity: Vlaskamp Bakeries',
      'description: Plans which dough goes into which oven each night, so that the ovens never wait for dough and the dough never waits for an oven.',
      'date: "2023-02"',
      'tags: [scheduling, or-tools]',
      'highlights:',
      '  - Used by 85 night-shift bakers in 4 plants.',
      '---',
      'The planner reorders the queue for three oven cleaning crews when a product changes over.',
      'It schedules 14 tunnel ovens across two sites from the orders that close at 18:00.',
      'Bakers open the plan on a tablet at the start of the shift.',
    ].join('\n'),
  },
});

describe('the sentence that states the quantity asked', () => {
  it('answers "how dense" with the figure per area, not the description', () => {
    const answer = ask('How dense is the crust camera reading?');
    expect(answer.answer).toMatch(/^12 points per square centimetre\. Crust Colour Camera: “Its sampling density is/);
    expect(answer.references.some((reference) => reference.includes('crust-camera'))).toBe(true);
  });

  it('answers "how many N" with the number whose noun is N, not a number that only modifies another noun', () => {
    const answer = ask('How many ovens does the oven schedule planner handle?');
    expect(answer.answer).toContain('14 tunnel ovens');
    expect(answer.answer).not.toMatch(/^three\b/);
  });

  it('keeps an answer that already states the number of the noun counted', () => {
    const answer = ask('How many bakers use the oven schedule planner?');
    expect(answer.answer).toContain('85 night-shift bakers');
  });
});

describe('a bound on what a change added', () => {
  it('compares "add more than a week" with the difference of the change, not the value it reached', () => {
    const answer = ask('Did the rye loaf shelf-life trial add more than a week?');
    expect(answer.answer).toMatch(/^No\b/);
    expect(answer.answer).toContain('from 5 to 9 days');
  });
});

describe('the organisation a project was built for', () => {
  it('answers "who was it built for?" with the project\'s organisation, the owner\'s employer too', () => {
    expect(ask('Who was the oven schedule planner built for?').answer).toMatch(/^Vlaskamp Bakeries\. Oven Schedule Planner was done at Vlaskamp Bakeries\./);
  });
});

describe('"the <name> project" in a comparison', () => {
  it('names the one project a tag is strongest in, so that the dates give the verdict', () => {
    const answer = ask('Is the oven schedule planner newer than the vision project?');
    expect(answer.answer).toMatch(/^No: Oven Schedule Planner \(2023-02\) is older than Crust Colour Camera \(2024-05\)\./);
  });
});

describe('the step on an answer so far', () => {
  const knowledge = (() => {
    const portfolio = createPortfolio(portfolioData(loadPortfolioSource(dir)));
    return createKnowledge(portfolio, createUrls('https://example.test'), JSON.parse(JSON.stringify(buildAskIndex(portfolio))));
  })();
  const printer = () => knowledge.projects.find((info) => info.view.id === 'label-printer')!.view.links.html;
  const card = () =>
    reply('answer', 'project', 'Bread Bag Label Printer (2022-09): Prints the allergen and best-before labels on every bread bag. Tags: labels.', [printer()]);

  it('reads a count whose noun follows a name in capitals ("US retailers" is no pronoun)', () => {
    const answer = withMeasuredSentence(knowledge, parseQuestion(knowledge, 'How many US retailers get the bread bag labels?'), card());
    expect(answer.answer).toBe('6. Bread Bag Label Printer: “Prints for 6 US retailers from one template set.”');
  });

  it('answers "how long a stretch …" with a length, in place of a lead that is a time', () => {
    const led = reply('answer', 'project', 'five days. Bread Bag Label Printer: “The printers were fitted over five days in 2022.”', [printer()]);
    const answer = withMeasuredSentence(knowledge, parseQuestion(knowledge, 'How long a stretch of conveyor are the bread bag labels checked over?'), led);
    expect(answer.answer).toBe('3.5 m. Bread Bag Label Printer: “Since 2023 the labels are checked over 3.5 m of conveyor before the bags are crated.”');
  });

  it('answers "how much <noun>" with an amount of it', () => {
    const answer = withMeasuredSentence(knowledge, parseQuestion(knowledge, 'How much conveyor are the bread bag labels checked over?'), card());
    expect(answer.answer).toMatch(/^3\.5 m\. Bread Bag Label Printer: “Since 2023/);
  });

  it('replaces an answer from elsewhere with a sentence of the one project the question names clearly', () => {
    const talk = reply('answer', 'profile', "From Tomasz's talks: “Cameras over cooling belts”, a talk at Bakery Tech Days 2024.", []);
    const answer = withMeasuredSentence(knowledge, parseQuestion(knowledge, 'How far above the cooling belt does the crust colour camera hang?'), talk);
    expect(answer.answer).toBe('45 cm. Crust Colour Camera: “The camera hangs 45 cm above the cooling belt.”');
    const vague = withMeasuredSentence(knowledge, parseQuestion(knowledge, 'How far above the cooling belt do cameras hang?'), talk);
    expect(vague).toBe(talk);
  });

  it('answers "how accurate" with the sentence that writes the accuracy, in place of a share of another measure', () => {
    const camera = knowledge.projects.find((info) => info.view.id === 'crust-camera')!.view.links.html;
    const uptime = reply('answer', 'project', 'Crust Colour Camera: “The camera is up 99.5% of each shift.”', [camera]);
    const answer = withMeasuredSentence(knowledge, parseQuestion(knowledge, 'How accurate is the crust colour camera?'), uptime);
    expect(answer.answer).toBe('2 mm. Crust Colour Camera: “It locates each loaf on the belt to 2 mm accuracy.”');
  });

  it('keeps a lead of the kind asked and an answer of several projects', () => {
    const led = reply('answer', 'project', '45 cm. Crust Colour Camera: “The camera hangs 45 cm above the cooling belt.”', [
      knowledge.projects.find((info) => info.view.id === 'crust-camera')!.view.links.html,
    ]);
    const question = parseQuestion(knowledge, 'How far above the belt does the crust camera hang?');
    expect(withMeasuredSentence(knowledge, question, led)).toBe(led);
    const two = reply(
      'list',
      'projects',
      'Two projects match.',
      knowledge.projects.map((info) => info.view.links.html),
    );
    expect(withMeasuredSentence(knowledge, parseQuestion(knowledge, 'How many US retailers get the labels?'), two)).toBe(two);
  });
});

describe('the kinds of figure a sentence states', () => {
  it('reads CLDR units by kind, SI prefixes, areas, rates and shares', () => {
    const kinds = figuresIn(
      'It sits 45 cm up, covers 310 square metres, keeps 40 KB, reads 12 points per square centimetre, misses 2.5%, within 38 micrometres, over six weeks in 2024.',
    ).map((figure) => `${figure.kind}:${figure.written}`);
    expect(kinds).toEqual([
      'length:45 cm',
      'area:310 square metres',
      'digital:40 KB',
      'rate:12 points per square centimetre',
      'share:2.5%',
      'length:38 micrometres',
      'time:six weeks',
    ]);
  });
});
