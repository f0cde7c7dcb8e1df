/**
 * /v1/ask answers the slot a question asks (issue #28, classes 2, 3 and 6): the order of two
 * projects' dates ("Was A before B?") with a verdict; two services' prices for quantities written
 * as words ("nine hours of …"); the awards counted with the patent among them; the availability's
 * note for "several clients at once"; the bio's office days rather than the client availability;
 * and, of a sentence that states a change ("found 96 …; after the treatment 9 remained"), the value
 * the question's "after" or "end up with" asks for. Tested on a portfolio written here in a field no
 * evaluation set covers (a museum conservation scientist, tests/fixtures/conservator-portfolio).
 */
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPortfolioSource } from '../../src/core/content/load.ts';
import { createPortfolio, portfolioData } from '../../src/core/portfolio.ts';
import { askEngineOf } from '../support/ask-engine.ts';

const engine = askEngineOf(createPortfolio(portfolioData(loadPortfolioSource(resolve('tests/fixtures/conservator-portfolio')))));
const page = (id: string) => `https://example.test/projects/${id}`;

describe('ask: counts and comparisons with the number or the verdict', () => {
  it('answers "Was A before B?" with yes or no from the two projects\' dates', () => {
    const answer = engine.ask('Was the varnish removal study before the pigment atlas?');
    expect(answer.answer).toMatch(/^Yes\b/);
    expect(answer.answer).toContain('2019-05');
    expect(answer.references).toEqual(expect.arrayContaining([page('varnish-removal-study'), page('pigment-atlas')]));
    const after = engine.ask('Was the pigment atlas built after the textile light monitor?');
    expect(after.answer).toMatch(/^No\b/);
    expect(after.answer).toContain('2022-03');
  });

  it('compares the numbers two projects state, also when one side is named by its employer ("the Lakenhal light monitor")', () => {
    const answer = engine.ask('Which project found more, the Lakenhal light monitor or the varnish study?');
    expect(answer.answer).toMatch(/^Textile Light Monitor: 212 against 96 for Varnish Removal Study\./);
    expect(answer.references).toEqual(expect.arrayContaining([page('textile-light-monitor'), page('varnish-removal-study')]));
  });

  it('compares two services\' prices for quantities written as words ("nine hours of …")', () => {
    const answer = engine.ask('Which is cheaper: a condition survey day or nine hours of pigment analysis?');
    // 9 × €120 = €1,080 against €950 for the day.
    expect(answer.answer).toContain('1,080');
    expect(answer.answer).toMatch(/Condition survey is cheaper/);
    expect(answer.references).toContain('https://example.test/v1/services');
    const dearer = engine.ask('Which is more expensive, twenty-four hours of pigment analysis or three days of condition survey?');
    expect(dearer.answer).toContain('24 hours of Pigment analysis cost €2,880');
    expect(dearer.answer).toMatch(/Pigment analysis is more expensive/);
  });

  it('counts the awards with the patent when the question says so', () => {
    const answer = engine.ask('How many awards has she received, counting the patent?');
    expect(answer.answer).toMatch(/^2\b/);
    expect(answer.answer).toContain('Plowden Medal 2023');
    expect(answer.answer).toContain('EP Patent 3,901,224');
    expect(answer.references).toContain('https://example.test/v1/career');
    // The patents alone, counted.
    expect(engine.ask('How many patents does she have?').answer).toMatch(/^1 patent\b/);
  });
});

describe('ask: availability and the bio', () => {
  it('answers "several clients at once" with the availability\'s note', () => {
    const answer = engine.ask('Does she take several clients at once?');
    expect(answer.answer).toContain('One commission at a time');
    expect(answer.references).toContain('https://example.test/v1/services');
  });

  it('answers the days in the office from the bio, not from the client availability', () => {
    const answer = engine.ask('How many days a week is she in the studio?');
    expect(answer.answer).toContain('three days a week');
    expect(answer.references).toContain('https://example.test/v1/profile');
    // Days offered to clients stay the availability's.
    const available = engine.ask('How many days a week is she available?');
    expect(available.answer).toContain('1 day a week');
    expect(available.answer).not.toContain('three days a week');
  });
});

describe('ask: the value of a change that the question asks for', () => {
  it('reads the value after the change for "remained after" and "end up with"', () => {
    const after = engine.ask('How many blanching areas remained after the varnish treatment?');
    expect(after.answer).toMatch(/^9\b/);
    expect(after.references).toContain(page('varnish-removal-study'));
    const ended = engine.ask('How many areas of blanching did the varnish study end up with?');
    expect(ended.answer).toMatch(/^9\b/);
  });

  it('answers "how much time did it save?" with the change of a duration written in words', () => {
    const saved = engine.ask('How much time did the varnish removal protocol save per panel?');
    expect(saved.answer).toContain('from two days to five hours');
  });

  it('keeps the value before the change for "at first"', () => {
    const first = engine.ask('How many areas of blanching did the first survey of the varnish study find?');
    expect(first.answer).toMatch(/^96\b/);
  });
});

describe('ask: the shape of the measure asked', () => {
  it('answers "what proportion" with the sentence that states a share, not the description', () => {
    const answer = engine.ask("What proportion of the light monitor's warnings were read in the end?");
    expect(answer.answer).toContain('92% of days');
    expect(answer.references).toContain(page('textile-light-monitor'));
  });

  it('answers "how accurate" with the sentence that states a share of hits', () => {
    expect(engine.ask('How accurate is the pigment atlas?').answer).toContain('47 of the 50 unknown samples');
  });

  it('answers "how many <noun>" with the sentence that counts the noun, not with a count of projects that repeats the question', () => {
    const answer = engine.ask('How many samples did the raman pigments work identify?');
    expect(answer.answer).toContain('47 of the 50 unknown samples');
    expect(answer.answer).not.toMatch(/projects involves/);
    expect(answer.references).toContain(page('pigment-atlas'));
  });
});

describe('ask: the name a sentence states where the question points', () => {
  it('answers "Who did she run X with?" with the name after "with", past a noun ("my co-author Pieter Daems")', () => {
    const answer = engine.ask('Who did she run the pigment atlas with?');
    expect(answer.answer).toMatch(/^Pieter Daems\./);
    expect(answer.references).toContain(page('pigment-atlas'));
  });

  it('keeps a title\'s abbreviation inside the sentence and the name ("Dr. Marta Vos of Ghent University")', () => {
    const answer = engine.ask('Who did she calibrate the loggers of the textile light monitor with?');
    expect(answer.answer).toMatch(/^Dr\. Marta Vos of Ghent University\./);
  });

  it('answers "For which <noun> …?" with the name after "For", lower-case words between its connectors included', () => {
    const answer = engine.ask('For which museum does the textile light monitor also watch cases?');
    expect(answer.answer).toMatch(/^Musée de la mode de Hasselt\./);
    expect(answer.references).toContain(page('textile-light-monitor'));
  });

  it('answers "which <nouns> are in …?" with every name listed after the noun and a colon', () => {
    const answer = engine.ask("Which loggers are in the light monitor's cases?");
    for (const name of ['Hobo MX1104', 'Elsec 765C', 'Testo 160 THL']) expect(answer.answer).toContain(name);
  });

  it('answers "Where is <a name one sentence writes>?" with the place after it', () => {
    const answer = engine.ask('Where is the Sint-Janshospitaal?');
    expect(answer.answer).toMatch(/^Bruges, Belgium\./);
    expect(answer.references).toContain(page('varnish-removal-study'));
    // "Where is X based?": the place after "of" in "Kessel Instruments of Antwerp".
    expect(engine.ask('Where is Kessel Instruments based?').answer).toMatch(/^Antwerp\. Textile Light Monitor: /);
  });
});

describe('ask: career lists answered whole', () => {
  it('names every certificate for "Which certifications …?", not the one whose name has the word ("… Certification")', () => {
    const answer = engine.ask('Which certifications does Ilse have?');
    for (const name of ['Raman Spectroscopy Practitioner', 'Radiation Protection Certification', 'Accredited Conservator-Restorer'])
      expect(answer.answer).toContain(name);
    expect(answer.references).toContain('https://example.test/v1/career');
  });

  it('names every volunteer role for "What volunteering …?" and "Does she volunteer?", not the one whose role has the word', () => {
    for (const question of ['What volunteering does she do?', 'Does she volunteer?']) {
      const answer = engine.ask(question);
      expect(answer.answer, question).toContain('Blue Shield Belgium');
      expect(answer.answer, question).toContain('Ghent Heritage Days');
    }
  });
});

describe('ask: talks', () => {
  it('answers "Did she speak at <a university>?" from the talks, not the education', () => {
    const answer = engine.ask('Did she speak at the University of Amsterdam?');
    expect(answer.answer).toMatch(/^Yes\b/);
    expect(answer.answer).toContain('2024-02');
    expect(engine.ask('Did she present at Ghent University?').answer).toMatch(/^No\b/);
  });
});

describe('ask: the public level of a skill category', () => {
  it("answers a category's level, and for a single skill says that only its category has one", () => {
    expect(engine.ask('What level is her analysis?').answer).toContain('Material analysis: Expert');
    const skill = engine.ask('What level is her Raman spectroscopy?');
    expect(skill.answer).toContain('Material analysis: Expert');
    expect(skill.answer).toMatch(/no level for a single skill/);
    expect(skill.references).toContain('https://example.test/v1/skills');
    // A category without a public level stays unpublished.
    expect(engine.ask('What level is her Python?')._meta.response_type).toBe('not_found');
  });
});

describe('ask: the price of a named service', () => {
  it('answers "the day rate of the <service> service" with that service\'s price, not a project whose title has "service"', () => {
    const answer = engine.ask("What's the day rate of the light monitoring setup service?");
    expect(answer.answer).toContain('Light monitoring setup: on request');
    expect(answer.references).toContain('https://example.test/v1/services');
    expect(engine.ask('What is the hourly rate for pigment analysis?').answer).toContain('€120 per hour');
  });
});

describe("ask: the time zone's offset from UTC", () => {
  it('answers "What is her UTC offset?" with the zone\'s offsets, and keeps both parts of a multi-part question', () => {
    expect(engine.ask("What's her UTC offset?").answer).toContain('UTC+1, CET; in summer, daylight saving time: UTC+2, CEST');
    const both = engine.ask('Where is she based and what is her UTC offset?');
    expect(both.answer).toContain('Ghent, Belgium');
    expect(both.answer).toContain('UTC+1');
    expect(both.references).toEqual(expect.arrayContaining(['https://example.test/v1/profile', 'https://example.test/v1/services']));
  });
});

describe('ask: a count stated in the career or the services', () => {
  it('reads the count of a noun from a service\'s description, though "studies" names the education', () => {
    const answer = engine.ask('How many samples are in one of her analysis studies?');
    expect(answer.answer).toContain('5 to 10 samples');
    expect(answer.references).toContain('https://example.test/v1/services');
  });

  it('reads the count of a noun from a volunteer role\'s highlight, though "school" names the education', () => {
    const answer = engine.ask('How many textiles did she salvage from the school in Liège?');
    expect(answer.answer).toMatch(/^From Ilse's work history .*Salvaged 240 textiles/);
    expect(answer.answer).not.toContain('MSc in Chemistry');
    expect(answer.references).toContain('https://example.test/v1/career');
  });
});

describe('ask: a tag counted exactly', () => {
  it('counts the projects that carry the tag, not those whose text names a skill of the same word, with the number first', () => {
    const answer = engine.ask('How many projects are tagged raman?');
    expect(answer.answer).toMatch(/^1 project is tagged raman: Pigment Atlas \(2021-01\)\.$/);
    expect(answer.references).toContain('https://example.test/v1/projects?tag=raman');
  });
});

describe('ask: multi-part questions', () => {
  it('answers each part with its own references', () => {
    const answer = engine.ask('How many projects are tagged raman, and who did she compile the pigment atlas with?');
    expect(answer.answer).toContain('1 project is tagged raman');
    expect(answer.answer).toContain('Pieter Daems');
    expect(answer.references).toEqual(expect.arrayContaining(['https://example.test/v1/projects?tag=raman', 'https://example.test/v1/projects/pigment-atlas']));
    const dated = engine.ask('Was the varnish study before the pigment atlas, and what licence is the atlas under?');
    expect(dated.answer).toMatch(/^Yes\b/);
    expect(dated.answer).toContain('MIT licence');
  });
});

describe("ask: a count the question's verb takes", () => {
  it('answers "How many people consult X?" with the number after the verb and "by" ("consulted by 85 conservators")', () => {
    const answer = engine.ask('How many people consult the pigment atlas?');
    expect(answer.answer).toMatch(/^85\. Pigment Atlas: /);
    expect(answer.references).toContain(page('pigment-atlas'));
  });
});

describe('ask: a word of comparison used as a noun', () => {
  it('reads "What contrast ratio …?" as a ratio asked, not a comparison of two things', () => {
    const answer = engine.ask("What contrast ratio do the light loggers' warnings keep?");
    expect(answer.answer).toMatch(/^Textile Light Monitor: “.*7:1/);
    expect(answer.references).toContain(page('textile-light-monitor'));
  });
});

describe('ask: a change told over two sentences, and a tie of named projects broken by their text', () => {
  it('reads "What daily dose did … reach?" from two sentences with the noun and a number', () => {
    const answer = engine.ask('What daily dose did the cases of the light monitor reach?');
    expect(answer.answer).toMatch(/^60\. Textile Light Monitor: /);
    expect(engine.ask('What daily dose did the cases of the light monitor take at first?').answer).toMatch(/^180\. /);
  });

  it("answers about the named project whose text has more of the question's words when two titles are named equally", () => {
    const tied = askEngineOf(
      createPortfolio(
        portfolioData({
          profile: { data: { name: 'Ines Aalto', role: 'Book Conservator', location: 'Turku, Finland' }, body: 'I repair books.' },
          projects: [
            {
              id: 'reading-room',
              data: { title: 'Reading Lamps', description: 'New lamps for the reading room of the city library.', date: '2022-01', tags: ['light'] },
              body: 'The lamps are dimmable.',
            },
            {
              id: 'ledger-rebinding',
              data: {
                title: 'Ledger Rebinding',
                description: 'Rebinding of merchant ledgers whose acidity had reached pH 4.',
                date: '2021-01',
                tags: ['binding'],
              },
              body: 'The ledgers were washed at pH 4 at first. After deacidification the paper reached pH 7.',
            },
          ],
          skills: [{ category: 'binding', skills: [{ name: 'Wheat starch paste' }] }],
        }),
      ),
    );
    const answer = tied.ask('What pH did the reading ledgers reach?');
    expect(answer.answer).toMatch(/^7\. Ledger Rebinding: /);
    expect(answer.references).toContain('https://example.test/projects/ledger-rebinding');
  });
});

describe('ask: the agent of the verb asked', () => {
  it('answers "Who photographed X?" with the name set beside "The photographer," in the project about X', () => {
    const answer = engine.ask('Who photographed the Groeninge panels?');
    expect(answer.answer).toMatch(/^Lotte Claes of Ghent\. Varnish Removal Study: /);
    expect(answer.references).toContain(page('varnish-removal-study'));
  });
});

describe('ask: a fact about a name one sentence writes', () => {
  it('answers "What was the width of <a name>?" with the project sentence that has every word asked', () => {
    const answer = engine.ask('What was the width of the panel from the Sint-Barbara College chapel?');
    expect(answer.answer).toContain('with a width of 2.1 metres');
    expect(answer.references).toContain(page('varnish-removal-study'));
  });
});

describe('ask: "before" and "after" in a quantity question', () => {
  it('reads "How long did X take before and after Y?" in the project sentence, not as a career entry\'s neighbour in time', () => {
    const answer = engine.ask('How long did cleaning a panel take before and after the gels?');
    expect(answer.answer).toContain('from two days to five hours');
    expect(answer.references).toContain(page('varnish-removal-study'));
  });
});

describe('ask: one service priced for a quantity, and a venue of publication', () => {
  it('multiplies one service\'s public price by the quantity asked ("three days of condition survey")', () => {
    const answer = engine.ask('How much would three days of condition survey cost?');
    expect(answer.answer).toContain('3 days of Condition survey cost €2,850');
    expect(answer.references).toContain('https://example.test/v1/services');
  });

  it('answers "What did she publish in <a venue named Studies …>?" from the publications, not the education', () => {
    const answer = engine.ask('What did she publish in Studies in Conservation?');
    expect(answer.answer).toContain('Gels against blanching on Flemish panels');
    expect(answer.answer).not.toContain('MSc in Chemistry');
  });
});

describe('ask: more forms of a change and of a name after a verb', () => {
  it('reads "X … into Y" as a change: "start with" the value before, "end up with" the value after', () => {
    expect(engine.ask('How many loose flakes did the varnish study start with?').answer).toMatch(/^140\b/);
    expect(engine.ask('How many loose flakes did the varnish study end up with?').answer).toMatch(/^6\b/);
  });

  it('answers "Which <noun> does X run on?" with the name after "runs on" when no sentence names the noun', () => {
    const answer = engine.ask('Which database engine does the pigment atlas run on?');
    expect(answer.answer).toMatch(/^SQLite 3\.45\. Pigment Atlas: /);
  });
});

describe("ask: the count the question's verb states", () => {
  it('answers "How many X did they resolve?" with the number after the verb ("resolved 190 of them"), not the count of X alone', () => {
    const answer = engine.ask('How many over-exposures did the curators of the light monitor resolve?');
    expect(answer.answer).toMatch(/^190\. Textile Light Monitor: /);
    expect(engine.ask('How many over-exposures of the light monitor remained unresolved?').answer).toMatch(/^22\. /);
  });
});

describe('ask: the cheapest service, and a talk by its place', () => {
  it('names the cheapest service when every public price is in one unit, and says why not otherwise', () => {
    const mixed = engine.ask('What is her cheapest service?');
    expect(mixed.answer).toMatch(/priced per day and per hour, which are compared only for stated quantities/);
    expect(mixed.answer).toContain('Condition survey (€950 per day)');
    const daily = askEngineOf(
      createPortfolio(
        portfolioData({
          profile: { data: { name: 'Ines Aalto', role: 'Book Conservator', location: 'Turku, Finland' }, body: 'I repair books.' },
          projects: [],
          skills: [{ category: 'binding', skills: [{ name: 'Wheat starch paste' }] }],
          services: {
            services: [
              { name: 'Rebinding', description: 'New sewing and boards.', price: { amount: 700, currency: 'EUR', unit: 'day' } },
              { name: 'Box making', description: 'Archival boxes to measure.', price: { amount: 450, currency: 'EUR', unit: 'day' } },
            ],
          },
        }),
      ),
    );
    expect(daily.ask('Which service costs the most?').answer).toMatch(/^Rebinding is Ines's most expensive service at €700 per day\./);
  });

  it('answers "Which talk did she give in <a city>?" from the talks', () => {
    expect(engine.ask('Which talk did she give in Valencia?').answer).toContain('Light doses that textiles can afford');
  });
});

describe('ask: a date asked', () => {
  it('answers "When did X happen?" with the date a sentence of the project states, a version ("Revit 2025") not being a date', () => {
    const answer = engine.ask('When did the museum adopt the method of the varnish removal study?');
    expect(answer.answer).toMatch(/^March 2020\. Varnish Removal Study: /);
  });

  it("answers with the project's own dates when no sentence states one, and its start when asked, with the month's name", () => {
    expect(engine.ask('When was the pigment atlas published?').answer).toMatch(/^January 2021\. Pigment Atlas is dated January 2021 \(2021-01\)\./);
    expect(engine.ask('When did she start the textile light monitor?').answer).toMatch(
      /^November 2020\. Textile Light Monitor started in November 2020 \(2020-11\) and is dated March 2022\./,
    );
  });
});

describe('ask: a follow-up that asks only for the number', () => {
  it('answers "Which certifications does she have, and how many?" with the number and every entry, once', () => {
    const answer = engine.ask('Which certifications does she have, and how many?');
    expect(answer.answer).toMatch(/^3 certificates\. /);
    expect(answer.answer.match(/Raman Spectroscopy Practitioner/g)).toHaveLength(1);
    expect(engine.ask('Which talks has she given? How many in total?').answer).toMatch(/lists 2 talks/);
  });

  it('drops a follow-up that names nothing ("and which ones?") instead of answering it with "nothing"', () => {
    const answer = engine.ask('How many awards has she won and which ones?');
    expect(answer.answer).toMatch(/^2 awards\. /);
    expect(answer.answer).not.toMatch(/nothing/);
  });
});
