/**
 * Values read out whole and verdicts earned (issue #28, session 30), on a portfolio written here in
 * a field no evaluation set covers (a ropeway engineer: cable cars, chairlifts, rope inspection):
 * a lead name keeps every letter of every script, its hyphens and apostrophes ("Sölden", "Ørsta",
 * "Шерегеш", "D'Arcy-Łęcki Prüftechnik"); a number keeps its scale word and its unit ("3.2
 * billion", "0.8 m/s"); a count is not the "one" of a unit ("on one chairlift") nor a number past
 * the end of the clause ("a day; 64% of them"). A yes/no question that bounds a figure ("more than 15%",
 * "over 200 ropeways", "by at least half", "more than ten times") gets "Yes" or "No" with the figure
 * the project states, or is told that the project states none. A kind asked over the complete lists of
 * spoken languages and interests ("Chinese" with Cantonese listed, "any sport" with track cycling) is a
 * "Yes" with the item (WordNet at build time), never a "No" over the list. Pure: no build, no server.
 */
import { describe, expect, it } from 'vitest';
import { createPortfolio, portfolioData } from '../../src/core/portfolio.ts';
import { withProjectQuantity } from '../../src/core/ask/answers/entry-quantities.ts';
import { reply } from '../../src/core/ask/answers/reply.ts';
import { buildAskIndex } from '../../src/core/ask/index.ts';
import { createKnowledge } from '../../src/core/ask/knowledge/knowledge.ts';
import { parseQuestion } from '../../src/core/ask/question/parse.ts';
import { createUrls } from '../../src/core/urls.ts';
import { askEngineOf, projectEntry as project } from '../support/ask-engine.ts';

function ropewayPortfolio() {
  return createPortfolio(
    portfolioData({
      profile: {
        data: {
          name: 'Ilse Þórsdóttir-Kowalczyk',
          role: 'Ropeway Control Engineer',
          location: 'Innsbruck, Austria',
          email: 'ilse@ropeway.example',
        },
        body: [
          'I write the control and monitoring software of cable cars, gondolas and chairlifts.',
          'Since 2019 I have been Lead Controls Engineer at Seilbahnwerk Tirol in Innsbruck.',
          'Before that I spent six and a half years as a PLC programmer at Alpenlift Systeme in Bregenz.',
          'I do rope inspections twice a month, and every week from December to April in the ski season.',
        ].join(' '),
      },
      career: {
        publications: [{ name: 'Testing a whole haul rope during one lunch break', kind: 'talk', publisher: 'Interalpin 2023, Innsbruck', date: '2023-04' }],
        experience: [
          { organisation: 'Seilbahnwerk Tirol', role: 'Lead Controls Engineer', start: '2019-03', location: 'Innsbruck, Austria' },
          {
            organisation: 'Alpenlift Systeme',
            description: 'A maker of detachable chairlifts with 2,300 lifts installed in 40 countries',
            role: 'PLC Programmer',
            start: '2012-09',
            end: '2019-02',
            location: 'Bregenz, Austria',
          },
        ],
        languages: [
          { language: 'Icelandic', fluency: 'Native' },
          { language: 'Polish', fluency: 'C1' },
          { language: 'Cantonese', fluency: 'A2' },
        ],
        interests: [{ name: 'Track cycling', keywords: ['Velodrome on Sundays'] }, { name: 'Chess' }, { name: 'Knitting' }, { name: 'Paragliding' }],
      },
      services: {
        availability: { timeZones: ['Europe/Vienna'] },
        services: [
          {
            name: 'Wire break survey',
            description: 'A survey of the haul rope of one ropeway with the magnetic sensor, with a written report.',
            price: { amount: 9000, currency: 'EUR', unit: 'project' },
          },
        ],
      },
      skills: [
        {
          category: 'controls',
          skills: [{ name: 'Grip monitors' }, { name: 'Siemens S7-1500' }, { name: 'IEC 61131-3 Structured Text' }, { name: 'EN 12929 ropeway safety' }],
        },
        { category: 'languages', skills: [{ name: 'Kotlin 2.0' }, { name: 'Python 3.12' }] },
      ],
      projects: [
        project(
          'gondola-drive',
          'Gondola Drive Controller',
          'A drive controller for a ten-seat gondola with regenerative braking.',
          '2021-05',
          ['plc', 'drives'],
          'Type-approved by the ropeway inspectorate at Sölden in May 2021. The retrofit raised the line speed by 0.8 m/s at the same motor power. ' +
            'Against the old DC drive it cut the energy use per trip by 18%. Gondelprüf Ząbkowice, the inspector, passed its brake curves on the first visit.',
        ),
        project(
          'rope-sensor',
          'Magnetic Rope Sensor',
          'A magnetic flux sensor that finds broken wires inside haul ropes while the lift runs.',
          '2020-03',
          ['sensors', 'rope-inspection'],
          'The prototype was tested at Ørsta on a disused freight ropeway. Certified by D’Arcy-Łęcki Prüftechnik for use on passenger ropeways. ' +
            'On a valley gondola it found 14 broken wires in the first season. A full scan of one haul rope now takes 25 minutes instead of a night.',
        ),
        project(
          'rope-archive',
          'Rope Inspection Archive',
          'An archive of magnetic rope inspection traces for ropeway operators.',
          '2022-11',
          ['archive', 'postgresql'],
          'The archive holds 3.2 billion inspection samples from 140 ropeways. It was installed at Шерегеш for its first operator outside the Alps. ' +
            'It checks about 900 traces a day, keeps 10 years of history and re-reads them every 6 hours. Its median query time is 40 ms. ' +
            'The operators paid a royalty of 18,000 euros.',
        ),
        project(
          'chairlift-monitor',
          'Grip Monitor and Stop Logic',
          'Watches the detachable grips of chairlifts and stops the line before a grip slips.',
          '2023-09',
          ['monitoring', 'safety'],
          'Each cabinet serves one chairlift, and the monitor now runs on 37 chairlifts in four countries. Grip slip alarms fell from 52 to 9 a season. ' +
            'The first slipping clamp was caught in Saalbach, Austria, on a six-seat chair. Over three winters the grip force drift stayed between 0.4% and 1.9%.',
        ),
        project(
          'rider-app',
          'Lift Queue App',
          'A phone app that shows the waiting time at each lift.',
          '2024-12',
          ['mobile', 'kotlin'],
          'It is used by 5,200 riders a day; 64% of them pay their pass in it. In 2025 it had 48,000 installs, up from 6,000 in 2024.',
        ),
      ],
    }),
  );
}

describe('values read out whole (issue #28, lead values)', () => {
  const engine = askEngineOf(ropewayPortfolio());
  const ask = (question: string) => engine.ask(question).answer;

  it('keeps letters of every script and names with hyphens and apostrophes', () => {
    expect(ask('Where was the gondola drive controller type-approved?')).toMatch(/^Sölden\. /);
    expect(ask('Where was the magnetic rope sensor tested?')).toMatch(/^Ørsta\. /);
    expect(ask('Where was the rope inspection archive installed?')).toMatch(/^Шерегеш\. /);
    expect(ask('Who certified the magnetic rope sensor?')).toMatch(/^D’Arcy-Łęcki Prüftechnik\. /);
  });

  it('reads the name set before the agent noun of the verb asked ("X, the inspector, passed …")', () => {
    expect(ask('Who inspected the brake curves of the gondola drive?')).toMatch(/^Gondelprüf Ząbkowice\. Gondola Drive Controller: /);
  });

  it('reads the place a write-up sentence gives the words of a "where" question that names no project', () => {
    expect(ask('Where was the first slipping clamp caught?')).toMatch(/^Saalbach, Austria\. Grip Monitor and Stop Logic: /);
  });

  it('keeps a number with its scale word and its unit', () => {
    expect(ask('How many inspection samples are in the rope inspection archive?')).toMatch(/^3\.2 billion\. /);
    expect(ask('How much did the retrofit of the gondola drive controller raise the line speed?')).toMatch(/^0\.8 m\/s\. /);
  });

  it('reads the number a sentence gives the noun asked, with its unit, not a name before it', () => {
    expect(ask('What query time does the rope inspection archive reach?')).toMatch(/^40 ms\. Rope Inspection Archive: /);
    expect(ask('What royalty did the Rope Inspection Archive earn?')).toMatch(/^18,000 euros\. Rope Inspection Archive: /);
  });

  it('reads the range a sentence states for "what range of …?"', () => {
    expect(ask('What range of grip force drift did the grip monitor and stop logic see?')).toMatch(/^0\.4% to 1\.9%\. Grip Monitor and Stop Logic: /);
  });

  it("reads the length of the one position a question names, with the bio's own words for it", () => {
    expect(ask('How many years did she spend at Alpenlift?')).toMatch(
      /^Ilse was at Alpenlift Systeme for six and a half years \(6 years 6 months\), as PLC Programmer \(2012-09–2019-02\)\. From Ilse's bio: “Before that I spent six and a half years/,
    );
  });

  it('reads a count that the description of a named employer states', () => {
    expect(ask('How many lifts has Alpenlift Systeme installed?')).toMatch(
      /^2,300\. Alpenlift Systeme \(Ilse's work history\): “A maker of detachable chairlifts/,
    );
  });

  it('reads a quantity from the project sentence that states it, not from a service that only shares its words', () => {
    expect(ask('How many broken wires did the wire break survey find on the valley gondola?')).toMatch(
      /^14\. Magnetic Rope Sensor: “On a valley gondola it found 14 broken wires/,
    );
  });

  it('reads the count of the noun, not the "one" of a unit nor a number of the next clause', () => {
    expect(ask('How many chairlifts does the grip monitor and stop logic run on?')).toMatch(/^37\. /);
    expect(ask('How many riders use the lift queue app each day?')).toMatch(/^5,200\. /);
    // "keeps 10 years of history": the verb's number has a unit of its own; the count of the noun is "900 traces".
    expect(ask('How many traces does the rope inspection archive keep?')).toMatch(/^900\. /);
  });
});

describe('verdicts over a stated figure (issue #28, numeric verdicts)', () => {
  const engine = askEngineOf(ropewayPortfolio());
  const ask = (question: string) => engine.ask(question).answer;

  it('compares a share, a count of the noun, a change and a ratio with the bound asked', () => {
    expect(ask('Did the gondola drive controller cut energy use by more than 15%?')).toMatch(/^Yes: 18%, more than 15%\. Gondola Drive Controller: /);
    expect(ask('Did the gondola drive controller reduce energy use per trip by over 25 percent?')).toMatch(/^No: 18%, not over 25 percent\. /);
    expect(ask('Does the rope inspection archive hold data from over 200 ropeways?')).toMatch(/^No: 140, not over 200 ropeways\. Rope Inspection Archive: /);
    expect(ask('Did the grip monitor and stop logic cut the grip slip alarms by at least half?')).toMatch(/^Yes: from 52 to 9 \(83%\), at least half\. /);
    expect(ask("Are the lift queue app's 2025 installs more than ten times its 2024 installs?")).toMatch(
      /^No: 48,000 installs, up from 6,000 \(8 times\), not more than ten times\. /,
    );
  });

  it('reads a bound written in words as the whole word ("fourteen" is not "four")', () => {
    expect(ask('Did the gondola drive controller cut energy use by more than fourteen percent?')).toMatch(/^Yes: 18%, more than fourteen percent\. /);
    expect(ask('Did the gondola drive controller cut energy use by more than nineteen percent?')).toMatch(/^No: 18%, not more than nineteen percent\. /);
  });

  it('finds the project by the words of its sentence when the question does not name it', () => {
    expect(ask('Did the energy use per trip drop by more than 15%?')).toMatch(/^Yes: 18%, more than 15%\. Gondola Drive Controller: /);
  });

  it('says that the project states no such figure instead of guessing', () => {
    const answer = engine.ask('Did the magnetic rope sensor cut inspection time by more than 30%?');
    expect(answer.answer).toMatch(/^Magnetic Rope Sensor states no figure to compare with “more than 30%”/);
    expect(answer.answer).not.toMatch(/^(?:Yes|No)\b/);
    expect(answer._meta.confidence).toBeLessThanOrEqual(0.5);
  });
});

describe('a kind asked over a complete list (issue #28, hyponyms)', () => {
  const engine = askEngineOf(ropewayPortfolio());
  const ask = (question: string) => engine.ask(question).answer;

  it('answers a language family with the listed language that belongs to it', () => {
    expect(ask('Is she able to speak any Chinese?')).toMatch(/^Yes\. Ilse speaks Cantonese \(A2\), a kind of Chinese \(WordNet\)\./);
    expect(ask('Does Ilse speak a Slavic language?')).toMatch(/^Yes\. Ilse speaks Polish \(C1\), a kind of Slavic/);
    // No listed language is Japanese: still the "No" over the complete list.
    expect(ask('Does she speak Japanese?')).toMatch(/^No\. /);
  });

  it('answers a kind of pastime with the interest that is one, not for work asked about the same word', () => {
    expect(ask('Is she into any sport?')).toMatch(/^Yes\. Track cycling, a kind of sport \(WordNet\), is one of Ilse's interests/);
    expect(ask('Does she write software for any sport?')).not.toMatch(/^Yes/);
  });

  it("answers the same pastime named by its verb or its doer (WordNet derivations), and a word of the interest's own name", () => {
    expect(ask('Does she knit?')).toMatch(/^Yes\. Knitting is one of Ilse's interests outside work \(“knit” is the same pastime in WordNet\)/);
    expect(ask('Is she a knitter?')).toMatch(/^Yes\. Knitting is one of Ilse's interests/);
    expect(ask('Does she enjoy cycling?')).toMatch(/^Yes\. Track cycling is one of Ilse's interests/);
    // "Paragliding" and its doer in "-er" (general English; WordNet has no such pastime).
    expect(ask('Is she a paraglider?')).toMatch(/^Yes\. Paragliding is one of Ilse's interests/);
  });
});

describe('comparisons lead with the verdict (issue #28, comparison verdicts)', () => {
  const engine = askEngineOf(ropewayPortfolio());
  const ask = (question: string) => engine.ask(question).answer;

  it('orders two projects in time when one is named by a run of its title that a skill shares', () => {
    expect(ask('Was the Grip Monitor built after the Magnetic Rope Sensor?')).toMatch(
      /^Yes: Grip Monitor and Stop Logic \(2023-09\) is newer than Magnetic Rope Sensor \(2020-03\)\./,
    );
    expect(ask('Is the Grip Monitor older than the Lift Queue App?')).toMatch(/^Yes: Grip Monitor and Stop Logic \(2023-09\) is older than Lift Queue App/);
  });
});
describe('a quantity from the project sentence over an entry that only shares its words (issue #28, values read out)', () => {
  const portfolio = ropewayPortfolio();
  const urls = createUrls('https://example.test');
  const knowledge = createKnowledge(portfolio, urls, JSON.parse(JSON.stringify(buildAskIndex(portfolio))));
  // What the entries answer for a question whose words a talk's title shares: the talk, with no duration in it.
  const talk = reply(
    'answer',
    'profile',
    "From Ilse's publications and talks: “Testing a whole haul rope during one lunch break”, a talk at Interalpin 2023.",
    [urls.api('/v1/career')],
  );

  it('gives way to the project sentence with the quantity asked', () => {
    const question = parseQuestion(knowledge, 'How long does testing a whole haul rope take?');
    expect(withProjectQuantity(knowledge, question, talk).answer).toBe(
      'Magnetic Rope Sensor: “A full scan of one haul rope now takes 25 minutes instead of a night.”',
    );
  });

  it('keeps an entry that states the quantity, and a question that asks for none', () => {
    const stated = reply('answer', 'profile', "From Ilse's bio: “A rope test takes 40 minutes.”", [urls.api('/v1/profile')]);
    expect(withProjectQuantity(knowledge, parseQuestion(knowledge, 'How long does testing a whole haul rope take?'), stated)).toBe(stated);
    expect(withProjectQuantity(knowledge, parseQuestion(knowledge, 'Where did she talk about testing a haul rope?'), talk)).toBe(talk);
  });
});

describe('a verdict on two frequencies the bio states (issue #28, comparison verdicts)', () => {
  const engine = askEngineOf(ropewayPortfolio());
  const ask = (question: string) => engine.ask(question).answer;

  it('compares the frequency stated beside the period asked with the other one', () => {
    expect(ask('Does she do rope inspections more often in the ski season?')).toMatch(
      /^Yes: every week in the ski season against twice a month otherwise\. From Ilse's bio: /,
    );
    expect(ask('Does she do rope inspections less frequently during the season?')).toMatch(/^No: every week /);
  });
});

describe('a verdict on an offset from UTC (issue #28, numeric verdicts)', () => {
  const engine = askEngineOf(ropewayPortfolio());
  const ask = (question: string) => engine.ask(question).answer;

  it('answers from the listed zone in the season asked, with the offset that decides', () => {
    expect(ask('Is Ilse one hour ahead of UTC in summer?')).toMatch(/^No: in summer Ilse is 2 hours ahead of UTC \(UTC\+2, CEST\)/);
    expect(ask('Is she 2 hours ahead of GMT during the summer?')).toMatch(/^Yes: in summer Ilse is 2 hours ahead of UTC/);
    expect(ask('Is she an hour ahead of UTC in winter?')).toMatch(/^Yes: in winter Ilse is 1 hour ahead of UTC \(UTC\+1, CET\)/);
  });
});
