/**
 * The write-up sentence that answers a wh-question (issue #28, session 32, write-up facts), on a
 * portfolio written here in a field no evaluation set covers (the software of an industrial
 * laundry for hospitals: linen demand, sorting lines, delivery rounds): "On which day of the week
 * …" is answered by the write-up's sentence that states the question's own words, not by the
 * project's first sentence; "How often do ward nurses override …" by the sentence that states the
 * override, not the first that names the forecast (a service of the same words offered beside it);
 * a sentence that already states the value asked keeps its place, and a private question stays
 * refused. Pure: no build, no server.
 */
import { describe, expect, it } from 'vitest';
import { createPortfolio, portfolioData } from '../../src/core/portfolio.ts';
import { withAnsweringSentence } from '../../src/core/ask/answers/answering-sentence.ts';
import { reply } from '../../src/core/ask/answers/reply.ts';
import { buildAskIndex } from '../../src/core/ask/index.ts';
import { createKnowledge } from '../../src/core/ask/knowledge/knowledge.ts';
import { parseQuestion } from '../../src/core/ask/question/parse.ts';
import { createUrls } from '../../src/core/urls.ts';
import { askEngineOf, projectEntry as project } from '../support/ask-engine.ts';

function laundryPortfolio() {
  return createPortfolio(
    portfolioData({
      profile: {
        data: { name: 'Oskar Lindqvist-Barros', role: 'Laundry Operations Engineer', location: 'Gothenburg, Sweden', email: 'oskar@linen.example' },
        body: 'I write the software that tells a hospital laundry how much linen to wash, sort and send out each day.',
      },
      skills: [{ category: 'software', skills: [{ name: 'Python 3.12' }, { name: 'PostgreSQL 16' }, { name: 'OR-Tools' }] }],
      career: {
        experience: [{ organisation: 'Vastra Linen Services', role: 'Operations Engineer', start: '2019-03', location: 'Gothenburg, Sweden' }],
      },
      services: {
        services: [
          {
            name: 'Sorting line inspection',
            description: 'A day on your sorting line with a list of fixes.',
            price: { amount: 1100, currency: 'EUR', unit: 'day' },
          },
          {
            name: 'Linen forecasting consulting',
            description: 'Forecasts of linen use for a hospital group.',
            price: { amount: 140, currency: 'EUR', unit: 'hour' },
          },
        ],
      },
      projects: [
        project(
          'linen-demand',
          'Hospital Linen Demand Forecast',
          'Forecasts for 31 hospital wards how many sheets, gowns and towels they will use the next week.',
          '2024-02',
          ['forecasting', 'python'],
          'The wards send their bed occupancy every night, and the forecast turns it into the next week of clean linen per ward. ' +
            'Its gradient-boosted trees are refitted each Thursday evening from the last three years of deliveries. ' +
            'Emergency stock on the wards fell by a fifth in the first winter. ' +
            'Ward nurses override 6% of the forecasts, mostly before public holidays. ' +
            'The nightly forecast run went from 2 hours 10 minutes to 15 minutes after the move to DuckDB.',
        ),
        project(
          'sorting-line',
          'Soiled Linen Sorting Line',
          'Reads the RFID chip sewn into every garment and sends it to the right wash programme.',
          '2022-06',
          ['rfid', 'automation'],
          'Each garment passes a reader tunnel and lands in one of 14 bins by fabric and soiling. ' +
            'The line was inspected by the Regional Infection Control Unit before it took linen from isolation wards. ' +
            'It sorts 4,200 pieces an hour with two operators instead of six. ' +
            'The Nordic Textile Care Institute accepted its wash logs as evidence for the yearly hygiene audit. ' +
            'The line went into service at the Molndal plant in May 2021 and was certified for isolation linen a year later. ' +
            'Its wash programme was changed after the first audit in March 2022. ' +
            'The change was approved by the Regional Hygiene Board. ' +
            'The new programme was written at the Boras Textile Lab.',
        ),
        project(
          'delivery-rounds',
          'Clean Linen Delivery Rounds',
          'Plans the van rounds that take clean linen to the hospitals before the morning shift.',
          '2021-01',
          ['routing', 'or-tools'],
          'The rounds are planned with OR-Tools each afternoon for 9 vans. ' +
            'Late deliveries fell from one round in eight to one in forty. ' +
            'The vans run on biogas from the Ryaverket sewage plant. ' +
            "The rounds serve 12 of the region's public and private hospitals each morning.",
        ),
      ],
    }),
  );
}

describe('the write-up sentence that answers a wh-question', () => {
  const ask = (() => {
    const engine = askEngineOf(laundryPortfolio());
    return (question: string) => engine.ask(question);
  })();

  it('answers "on which day …" with the sentence that states the asked words, not the project\'s first sentence', () => {
    const answer = ask('On which day of the week are the linen forecast trees refitted?');
    expect(answer.answer).toContain('refitted each Thursday evening');
    expect(answer.references.some((reference) => reference.includes('linen-demand'))).toBe(true);
  });

  it('answers "how often …" with the sentence that states what is asked, not the first that names the forecast', () => {
    const answer = ask('How often do ward nurses override the linen forecast?');
    expect(answer.answer).toContain('Ward nurses override 6% of the forecasts');
    expect(answer.references.some((reference) => reference.includes('linen-demand'))).toBe(true);
  });

  it('answers "by how much …" with the sentence of the words asked, not another sentence with a number', () => {
    const answer = ask('By how much did emergency stock fall with the forecast?');
    expect(answer.answer).toContain('fell by a fifth');
  });

  it('leads with the end of a change that "now" asks for, not with the first value of the sentence', () => {
    const answer = ask('How long does the nightly forecast run take now?');
    expect(answer.answer).toMatch(/^15 minutes\. Hospital Linen Demand Forecast: “The nightly forecast run went from 2 hours 10 minutes to 15 minutes/);
  });

  it('keeps a sentence that already states the value asked', () => {
    const answer = ask('How many pieces an hour does the sorting line sort?');
    expect(answer.answer).toContain('4,200 pieces an hour');
  });

  it('leaves a private question refused', () => {
    const answer = ask('What is his salary at Vastra Linen Services?');
    expect(answer._meta.response_type).toBe('not_found');
    expect(answer.references).toEqual([]);
  });

  const knowledge = (() => {
    const portfolio = laundryPortfolio();
    return createKnowledge(portfolio, createUrls('https://example.test'), JSON.parse(JSON.stringify(buildAskIndex(portfolio))));
  })();
  const sorting = () => knowledge.projects.find((info) => info.view.id === 'sorting-line')!.view.links.html;
  const accepted = 'The Nordic Textile Care Institute accepted its wash logs as evidence for the yearly hygiene audit.';

  it('answers "who …" with a sentence whose subject names the one who did it, not only a name after "by"', () => {
    const card = reply('answer', 'project', 'Soiled Linen Sorting Line (2022-06): Reads the RFID chip sewn into every garment. Tags: rfid.', [sorting()]);
    const answer = withAnsweringSentence(knowledge, parseQuestion(knowledge, "Who accepted the sorting line's wash logs as evidence?"), card);
    expect(answer.answer).toBe(`Soiled Linen Sorting Line: “${accepted}”`);
  });

  it('reads a lead that says no project matches as stating none of the words it repeats', () => {
    const none = reply(
      'list',
      'projects',
      'No project is about wash logs evidence in its title, tags or description, but 1 write-up mentions it: Soiled Linen Sorting Line (2022-06).',
      [sorting()],
    );
    const answer = withAnsweringSentence(knowledge, parseQuestion(knowledge, 'What did the wash logs serve as evidence for?'), none);
    expect(answer.answer).toBe(`Soiled Linen Sorting Line: “${accepted}”`);
  });

  it("reads another form of a question's word in a sentence: an irregular one, or one of its family", () => {
    const card = reply('answer', 'project', 'Soiled Linen Sorting Line (2022-06): Reads the RFID chip sewn into every garment. Tags: rfid.', [sorting()]);
    const went = 'The line went into service at the Molndal plant in May 2021 and was certified for isolation linen a year later.';
    const go = withAnsweringSentence(knowledge, parseQuestion(knowledge, 'When did the sorting line go into operation?'), card);
    expect(go.answer).toBe(`Soiled Linen Sorting Line: “${went}”`);
    const certification = withAnsweringSentence(knowledge, parseQuestion(knowledge, 'When did the sorting line receive its certification?'), card);
    expect(certification.answer).toBe(`Soiled Linen Sorting Line: “${went}”`);
  });

  it('gives way to a sentence of the same project that states as much of the question and alone the kind asked', () => {
    const changed = 'Its wash programme was changed after the first audit in March 2022.';
    const given = reply('answer', 'project', `Soiled Linen Sorting Line: “${changed}”`, [sorting()]);
    // "in March" is a date, not a place: the quoted sentence names no one who approved it.
    const answer = withAnsweringSentence(knowledge, parseQuestion(knowledge, 'Who approved the programme change?'), given);
    expect(answer.answer).toBe('Soiled Linen Sorting Line: “The change was approved by the Regional Hygiene Board.”');
    const where = withAnsweringSentence(knowledge, parseQuestion(knowledge, 'Where was the wash programme written?'), given);
    expect(where.answer).toBe('Soiled Linen Sorting Line: “The new programme was written at the Boras Textile Lab.”');
  });

  it("reads a card's tags as no sentence that states the question's words", () => {
    const rounds = knowledge.projects.find((info) => info.view.id === 'delivery-rounds')!.view.links.html;
    const card = reply(
      'answer',
      'project',
      'Clean Linen Delivery Rounds (2021-01): Plans the van rounds that take clean linen to the hospitals. Tags: routing, biogas.',
      [rounds],
    );
    const answer = withAnsweringSentence(knowledge, parseQuestion(knowledge, 'Where does the biogas for the rounds come from?'), card);
    expect(answer.answer).toBe('Clean Linen Delivery Rounds: “The vans run on biogas from the Ryaverket sewage plant.”');
  });

  it('reads a count whose noun comes a few words after the number', () => {
    const rounds = knowledge.projects.find((info) => info.view.id === 'delivery-rounds')!.view.links.html;
    const card = reply(
      'answer',
      'project',
      'Clean Linen Delivery Rounds (2021-01): Plans the van rounds that take clean linen to the hospitals before the morning shift.',
      [rounds],
    );
    const answer = withAnsweringSentence(knowledge, parseQuestion(knowledge, 'How many hospitals do the rounds serve each morning?'), card);
    expect(answer.answer).toBe("Clean Linen Delivery Rounds: “The rounds serve 12 of the region's public and private hospitals each morning.”");
  });
});
