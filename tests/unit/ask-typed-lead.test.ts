/**
 * The lead value is of the kind the question asks for (issue #28, session 31), on a portfolio
 * written here in a field no evaluation set covers (a water utility's leak and pressure engineer:
 * district metered areas, hydrophones, pressure-reducing valves): "where" is not answered by a
 * month, "who" not by a listed tool, "how many valves" not by the number of zones of the same
 * sentence, "which release" not by the product's bare name, "how much time" not by a version
 * number, "which institute" not by its initials; a lead of the wrong kind gives way to the
 * sentence's value of the asked kind, or the sentence is quoted whole. A numeric verdict reads the
 * level reached as the value after "from A to B", a bound in points as the difference of two shares,
 * and a bound in a unit ("under 50 ms") against the project's one figure in that unit. Pure: no build, no server.
 */
import { describe, expect, it } from 'vitest';
import { createPortfolio, portfolioData } from '../../src/core/portfolio.ts';
import { reply } from '../../src/core/ask/answers/reply.ts';
import { withTypedLead } from '../../src/core/ask/answers/typed-lead.ts';
import { buildAskIndex } from '../../src/core/ask/index.ts';
import { createKnowledge } from '../../src/core/ask/knowledge/knowledge.ts';
import { parseQuestion } from '../../src/core/ask/question/parse.ts';
import { createUrls } from '../../src/core/urls.ts';
import { askEngineOf, projectEntry as project } from '../support/ask-engine.ts';

function waterPortfolio() {
  return createPortfolio(
    portfolioData({
      profile: {
        data: { name: 'Oluwaseun Haverkamp-Idowu', role: 'Water Network Engineer', location: 'Leeds, United Kingdom', email: 'seun@water.example' },
        body: [
          'I write software that finds leaks in water mains and keeps the pressure in them steady.',
          'Since 2020 I have been Principal Network Engineer at Pennine Water in Leeds.',
        ].join(' '),
      },
      career: {
        experience: [{ organisation: 'Pennine Water', role: 'Principal Network Engineer', start: '2020-01', location: 'Leeds, United Kingdom' }],
        awards: [
          { title: 'Quiet Mains Prize 2022', awarder: 'Northern Leakage Forum', date: '2022-11', summary: 'For the hydrophone leak loggers.' },
          { title: 'Night Shift Medal', awarder: 'Pennine Water', date: '2021-12' },
        ],
        publications: [{ name: 'Listening to pipes at night', kind: 'talk', publisher: 'WaterTech North 2023, Leeds', date: '2023-05' }],
      },
      services: {
        services: [
          {
            name: 'Leakage audit',
            description: 'A review of how a utility finds and fixes its leaks.',
            price: { amount: 7000, currency: 'GBP', unit: 'project' },
          },
          { name: 'Pressure consulting', description: 'Advice on pressure management.', price: { amount: 120, currency: 'GBP', unit: 'hour' } },
        ],
      },
      skills: [
        {
          category: 'hydraulics',
          skills: [{ name: 'EPANET 2.2' }, { name: 'InfoWorks WS Pro' }, { name: 'District metered areas' }, { name: 'Acoustic logger reports' }],
        },
        { category: 'data', skills: [{ name: 'PyMC 5' }, { name: 'TimescaleDB 2.14' }, { name: 'QGIS 3.34' }, { name: 'Audacity 3.4' }] },
      ],
      projects: [
        project(
          'pressure-zones',
          'Night Pressure Controller',
          'Lowers the pressure of the mains at night so that fewer of them burst.',
          '2023-04',
          ['pressure', 'valves'],
          'It sets the pressure of 18 zones in Bradford through 140 pressure-reducing valves, one per inlet. Bursts fell by 23% in its first year. ' +
            'After a burst the valves close 30 seconds after the pressure drops. ' +
            'The zones it chose, in Bradford and Keighley, switched over in 2023 and lowered the average night pressure by 12 m.',
        ),
        project(
          'hydrophone-loggers',
          'Hydrophone Leak Loggers',
          'Listens to the mains at night with hydrophones and points the leak crews to the noisiest pipe.',
          '2022-06',
          ['leaks', 'acoustics'],
          'Reports are ready 14 minutes after the loggers are collected. Each hydrophone samples the pipe noise at 8 kHz. Crews get an alert 9 minutes after a logger hears a new leak. ' +
            'The loggers passed their field trial in June 2022. The clock drift of the loggers was fixed in Telemetry Hub 4.2.1 after a fortnight of missed nights. ' +
            'The loggers record WAV files, tag them with Audacity 3.4 and send them to the leak crews.',
        ),
        project(
          'hydrant-flushing',
          'Hydrant Flushing Planner',
          'Plans the flushing of discoloured mains through fire hydrants.',
          '2020-09',
          ['flushing', 'planning'],
          'It proposed 60 flushing runs over 4 nights, with 310 hydrants, against the contractor plan of 90 runs. ' +
            'Keeps EPANET 2.2 models and the hydrant register in step, cutting the update of a model from two days to three hours.',
        ),
        project(
          'meter-reads',
          'Smart Meter Reads',
          'Reads 210,000 household water meters every night over a radio network.',
          '2024-10',
          ['metering', 'radio'],
          'The share of meters read every night rose from 64% to 93% in the first year. Non-revenue water fell from 24% to 17% of the water put into supply. ' +
            'Each meter answers in 40 ms. The district flow meters record at 1 Hz. At the peak the head end takes 2,400 reads a second.',
        ),
        project(
          'social-tariffs',
          'Social Tariff Planner',
          'Chooses which households get a reduced water bill.',
          '2025-01',
          ['tariffs', 'billing'],
          'The planner picks price cuts of 10%, 25% or 40% for each household from its income band.',
        ),
        project(
          'leak-triage',
          'Leak Report Triage',
          'Sorts the leak reports of the public by how much water each is likely losing.',
          '2021-02',
          ['leaks', 'triage'],
          'Each report is scored with a PyMC 5 model and mapped in QGIS 3.34. Sorting a day of reports went from five hours to forty minutes. ' +
            'The Northern Waterworks Institute (NWI) audited the triage scores in 2022.',
        ),
      ],
    }),
  );
}

describe('the lead is a value of the kind asked for', () => {
  const engine = askEngineOf(waterPortfolio());
  const ask = (question: string) => engine.ask(question).answer;

  it('answers "where" with a place, not a month, and "who" with an agent, not a listed tool', () => {
    // Before: "June. Hydrophone Leak Loggers: …" and "Audacity. Hydrophone Leak Loggers: …".
    expect(ask('Where were the hydrophone loggers trialled?')).toMatch(/^Hydrophone Leak Loggers: “The loggers passed their field trial in June 2022\.”/);
    expect(ask('Who accepted the loggers recordings as evidence?')).not.toMatch(/^Audacity\b/);
    // A date stays the answer to "when".
    expect(ask('When did the hydrophone loggers pass their field trial?')).toMatch(/^June 2022\. /);
  });

  it('counts the noun asked, not another number of the same sentence', () => {
    // Before: "90." (the contractor's runs).
    expect(ask('How many hydrants does the flushing plan include?')).toMatch(/^310\. Hydrant Flushing Planner: /);
    expect(ask('How many zones does the night pressure controller cover?')).toMatch(/^18\. /);
  });

  it('answers "how much lower" with a measure, not a year', () => {
    // Before: "2023.".
    expect(ask('How much lower did the night pressure get with the controller?')).toMatch(/^12 m\. Night Pressure Controller: /);
  });

  it('answers "which version" with the whole name and its version', () => {
    // Before: "Hub 4.2.1.".
    expect(ask('Which Telemetry Hub version fixed the clock drift?')).toMatch(/^Telemetry Hub 4\.2\.1\. /);
  });

  it('answers "which institute" with the name that has the noun, not its initials', () => {
    // Before: "NWI.".
    expect(ask('Which institute audited the triage scores?')).toMatch(/^Northern Waterworks Institute\. Leak Report Triage: /);
  });
});

describe('numeric verdicts over a change (issue #28, session 31)', () => {
  const engine = askEngineOf(waterPortfolio());
  const ask = (question: string) => engine.ask(question).answer;

  it('reads the level reached as the value after "from A to B"', () => {
    // Before: "No: 64%, not above 90%."
    expect(ask('Did the nightly read share of the smart meter reads go above 90%?')).toMatch(/^Yes: from 64% to 93%, above 90%\. /);
  });

  it('compares a change in points with the difference of the two shares', () => {
    // Before: the project's card, no verdict.
    expect(ask('Did the smart meter reads cut non-revenue water by more than 5 points?')).toMatch(/^Yes: from 24% to 17% \(7 points\), more than 5 points\. /);
    expect(ask('Did the smart meter reads cut non-revenue water by more than 10 points?')).toMatch(
      /^No: from 24% to 17% \(7 points\), not more than 10 points\. /,
    );
  });

  it('compares a bound in a unit with the one figure of the project in that unit', () => {
    // Before: "Smart Meter Reads states no figure to compare with “under 50 ms”".
    expect(ask('Was the latency of the smart meter reads under 50 ms?')).toMatch(/^Yes: 40 ms, under 50 ms\. /);
  });
});

describe('a project sentence that states the value asked wins over an answer that states none (issue #28, session 31)', () => {
  const portfolio = waterPortfolio();
  const knowledge = createKnowledge(portfolio, createUrls('https://example.test'), JSON.parse(JSON.stringify(buildAskIndex(portfolio))));
  const rates = reply('answer', 'profile', "Oluwaseun's rates: Leakage audit: £7,000 per project; Pressure consulting: £120 per hour.", [
    'https://example.test/v1/services',
  ]);
  const levels = reply('not_found', 'private', 'The portfolio does not publish skill levels or years of experience, only the names of the skills by category.');

  it('answers "at what rate" with a project\'s measure, not the owner\'s rates', () => {
    const question = parseQuestion(knowledge, 'At what rate do the flow meters record?');
    expect(withTypedLead(knowledge, question, rates).answer).toBe('1 Hz. Smart Meter Reads: “The district flow meters record at 1 Hz.”');
  });

  it('answers "how long after" with a project\'s duration, not the skill-level disclaimer', () => {
    const question = parseQuestion(knowledge, 'How long after collection are the logger reports ready?');
    expect(withTypedLead(knowledge, question, levels).answer).toBe(
      '14 minutes. Hydrophone Leak Loggers: “Reports are ready 14 minutes after the loggers are collected.”',
    );
  });

  it('reads a rate ("2,400 reads a second") as a measure, and keeps a private refusal and an answer that quotes a value', () => {
    const question = parseQuestion(knowledge, 'What is the peak read rate of the head end?');
    expect(withTypedLead(knowledge, question, rates).answer).toMatch(/^2,400 reads a second\. Smart Meter Reads: /);
    const refused = reply('not_found', 'private', 'That is not part of the public portfolio.');
    expect(withTypedLead(knowledge, parseQuestion(knowledge, 'At what rate do the flow meters record?'), refused)).toBe(refused);
    const quoted = reply('answer', 'project', 'Smart Meter Reads: “Each meter answers in 40 ms.”');
    expect(withTypedLead(knowledge, parseQuestion(knowledge, 'At what rate do the flow meters record?'), quoted)).toBe(quoted);
  });
});

describe('an award or a talk read out when the question names it by its words (issue #28, session 31)', () => {
  const engine = askEngineOf(waterPortfolio());
  const ask = (question: string) => engine.ask(question).answer;

  it('answers "which prize did the project win?" with the award whose summary names the project', () => {
    // Before: the project's card.
    expect(ask('Which prize did the hydrophone loggers win?')).toBe(
      "From Oluwaseun's awards: Quiet Mains Prize 2022 (Northern Leakage Forum, 2022-11). For the hydrophone leak loggers.",
    );
  });

  it('answers "what did the employer give him in 2021?" with the award, not the position', () => {
    // Before: the work history's position at Pennine Water.
    expect(ask('What did Pennine Water give him in 2021?')).toBe("From Oluwaseun's awards: Night Shift Medal (Pennine Water, 2021-12).");
  });

  it('keeps what the portfolio does not state', () => {
    expect(ask("What's his salary at Pennine Water?")).not.toMatch(/awards/);
  });
});
