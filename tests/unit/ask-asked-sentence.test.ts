/**
 * The sentence that answers a question asking for one value (issue #28, session 31, wave 2), on a
 * portfolio written here in a field no evaluation set covers (an avalanche forecaster's software:
 * snowpack models, remote detonation masts, weather stations): "How accurate …" is answered by the
 * write-up's sentence with the accuracy, not the first that names the model; "When …" by the
 * sentence with the date; "Where …" by the sentence with the place, and an answer that cites a
 * project never opens by saying that no project matches. Pure: no build, no server.
 */
import { describe, expect, it } from 'vitest';
import { createPortfolio, portfolioData } from '../../src/core/portfolio.ts';
import { withAskedSentence } from '../../src/core/ask/answers/asked-sentence.ts';
import { reply } from '../../src/core/ask/answers/reply.ts';
import { buildAskIndex } from '../../src/core/ask/index.ts';
import { createKnowledge } from '../../src/core/ask/knowledge/knowledge.ts';
import { parseQuestion } from '../../src/core/ask/question/parse.ts';
import { createUrls } from '../../src/core/urls.ts';
import { askEngineOf, projectEntry as project } from '../support/ask-engine.ts';

function avalanchePortfolio() {
  return createPortfolio(
    portfolioData({
      profile: {
        data: { name: 'Ingrid Valtellina-Moser', role: 'Avalanche Forecasting Engineer', location: 'Innsbruck, Austria', email: 'ingrid@snow.example' },
        body: 'I build the software that avalanche warning services use to read the snowpack and to warn the valleys in time.',
      },
      skills: [{ category: 'modelling', skills: [{ name: 'SNOWPACK 3.6' }, { name: 'scikit-learn 1.5' }, { name: 'xarray' }] }],
      projects: [
        project(
          'stability-model',
          'Snowpack Stability Model',
          'Tells forecasters each morning which slopes have a weak layer that a skier could trigger.',
          '2024-01',
          ['snowpack', 'machine-learning'],
          'The model reads simulated snow profiles from each station and marks the layers a skier could trigger. ' +
            'Forecasters of four regional services look at its map before they write the morning report. ' +
            'On six held-out winters its rating matched the field tests in 91.2% of the profiles. ' +
            'Its SNOWPACK 3.6 runs went beside the forecasters for 18 months before the map was shown to them.',
        ),
        project(
          'station-network',
          'High Alpine Weather Stations',
          'A network of weather stations on ridges that sends snow depth, wind and temperature every ten minutes.',
          '2019-09',
          ['sensors', 'telemetry'],
          'Each station runs on a solar panel and a battery through the polar night of the high ridges. ' +
            'The first ridge station was bolted to the rock in October 2016, three winters before the network was complete. ' +
            'Wind above 40 metres a second had torn two masts down by then.',
        ),
        project(
          'detonation-masts',
          'Remote Detonation Masts',
          'Masts that release small avalanches on purpose, fired from the valley, before a road reopens.',
          '2022-11',
          ['safety', 'radio'],
          'A forecaster fires a mast by radio from the road maintenance office. ' +
            'Before the first winter the masts were proven at the Weissfluhjoch test field above Davos.',
        ),
      ],
    }),
  );
}

describe('the sentence that answers a question asking for one value', () => {
  const ask = (() => {
    const engine = askEngineOf(avalanchePortfolio());
    return (question: string) => engine.ask(question);
  })();

  it('answers "How accurate …" with the sentence that states the accuracy, not the first that names the model', () => {
    const answer = ask('How accurate is the snowpack stability model?');
    // The value asked, read out first.
    expect(answer.answer).toMatch(/^91\.2%\. Snowpack Stability Model: “/);
    expect(answer.references.some((reference) => reference.includes('stability-model'))).toBe(true);
  });

  it('answers "How fast …" with the sentence of another project that states the speed, not a frequency of the same words', () => {
    const answer = ask('How fast was the wind that tore two masts down?');
    expect(answer.answer).toContain('40 metres a second');
    expect(answer.references.some((reference) => reference.includes('station-network'))).toBe(true);
  });

  it('replaces a lead that says no project matches with the project sentence that states the date or the place asked', () => {
    const portfolio = avalanchePortfolio();
    const knowledge = createKnowledge(portfolio, createUrls('https://example.test'), JSON.parse(JSON.stringify(buildAskIndex(portfolio))));
    const none = (question: string) =>
      reply('list', 'projects', `None of Ingrid's projects involves all of “${question}”; one involves some of it: Remote Detonation Masts (2022-11).`, [
        'https://example.test/projects/detonation-masts/',
      ]);
    const when = withAskedSentence(knowledge, parseQuestion(knowledge, 'When was the first ridge station bolted down?'), none('ridge station bolted'));
    expect(when.answer).toMatch(/^October 2016\. High Alpine Weather Stations: “/);
    expect(when.answer).not.toMatch(/^(?:None of|No project)/);
    const where = withAskedSentence(knowledge, parseQuestion(knowledge, 'Where were the masts proven?'), none('masts proven'));
    expect(where.answer).toContain('Weissfluhjoch');
    expect(where.references.some((reference) => reference.includes('detonation-masts'))).toBe(true);
  });

  it('keeps refusing "How long has she worked with …?" about the owner, though a project states a duration of that skill', () => {
    const owner = ask('How long has she worked with SNOWPACK?');
    expect(owner._meta.intent).toBe('private');
    expect(owner.answer).not.toContain('18 months');
  });

  it('drops a "who" lead that is the agent after "by" of another verb than the one asked', () => {
    const portfolio = avalanchePortfolio();
    const knowledge = createKnowledge(portfolio, createUrls('https://example.test'), JSON.parse(JSON.stringify(buildAskIndex(portfolio))));
    const sentence = 'Two researchers of the Davos institute checked the model in 2023 before its maps went to the ski patrols by Telegram.';
    const given = reply('answer', 'project', `Telegram. Snowpack Stability Model: “${sentence}”`, ['https://example.test/projects/stability-model/']);
    const checked = withAskedSentence(knowledge, parseQuestion(knowledge, 'Who checked the stability model?'), given);
    expect(checked.answer).toBe(`Snowpack Stability Model: “${sentence}”`);
    // The agent of the verb asked, after "by", stays the lead.
    const passive = 'The model was checked by Telegram Research before the first winter.';
    const kept = reply('answer', 'project', `Telegram Research. Snowpack Stability Model: “${passive}”`, ['https://example.test/projects/stability-model/']);
    expect(withAskedSentence(knowledge, parseQuestion(knowledge, 'Who checked the stability model?'), kept).answer).toMatch(/^Telegram Research\. /);
  });

  it('keeps an answer whose sentence already states a value of the kind asked', () => {
    const answer = ask('How often do the weather stations send their readings?');
    expect(answer.answer).toContain('every ten minutes');
  });
});
