/**
 * Reading and earned verdicts (issue #28, classes 2 and 4), on a portfolio written here in a field
 * no evaluation set covers (a cartographic engineer who makes hiking maps from lidar): a personal
 * question the portfolio has no field for stays "not stated" whatever organisation it names and
 * whatever sentence uses its word about someone else; a "which …" question about a named project
 * gets the name its text states, not a sentence that only repeats the question's noun; an on-site
 * request for a place outside the places the owner limits on-site work to is a "No.". Pure: no
 * build, no server.
 */
import { describe, expect, it } from 'vitest';
import { createPortfolio, portfolioData } from '../../src/core/portfolio.ts';
import { askContent, askEngineOf, projectEntry as project } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-earned');

function mapsEngine() {
  const portfolio = createPortfolio(
    portfolioData({
      profile: {
        data: {
          name: 'Maren Oyelaran-Vik',
          role: 'Cartographic Engineer',
          location: 'Tromsø, Norway',
          email: 'maren@oyelaran-vik.example',
          contact: { phone: '+47 5550 3318', address: 'Storgata 12', postalCode: '9008' },
        },
        body: [
          'I make hiking and ski-touring maps of northern Norway from airborne lidar.',
          'Since March 2020 I have been Lead Cartographer at Nordlys Kart in Tromsø, where I lead a map team of four.',
          'On Saturdays I teach map reading to children at the local scout group.',
          'I do not build route planners for motorised vehicles.',
          'Outside work I play the hardanger fiddle in a folk band.',
          'My slope shading method is patented at the Norwegian Industrial Property Office (NIPO).',
          'I am in the map office on Mondays and Thursdays, and I visit the snow stations in Lyngen about three times a winter.',
        ].join(' '),
      },
      projects: [
        project(
          'slope-layer',
          'Avalanche Slope Layer',
          'A slope-angle layer for ski-touring maps, built for a mountain rescue service and printed on 12 map sheets.',
          '2024-02',
          ['lidar', 'avalanche', 'gdal'],
          'The layer classes every 2 m cell by slope angle with GDAL and shades the 30 to 45 degree bands. ' +
            'It was made for the Avalanche group of Troms Red Cross Rescue, whose 40 volunteers tried it on three field days. ' +
            "The steepest bands were checked by the rescue service's avalanche lead, Sigrid Haugland. " +
            'False alarms on the marked ski routes fell by 38% in the first winter.',
        ),
        {
          id: 'sheet-scanner',
          data: {
            title: 'Survey Sheet Scanner',
            description: 'Scans and georeferences the old survey sheets of an archive so they can be compared with lidar.',
            date: '2022-06',
            tags: ['georeferencing', 'archives'],
            entity: 'Nordkalott Map Archive',
          },
          body: "The survey sheets were scanned from the archive's originals at 600 dpi. In the first month it scanned 310 sheets and georeferenced 295.",
        },
        project(
          'glacier-dem',
          'Glacier DEM Differencing',
          'My MSc thesis at UiT: glacier retreat measured from two airborne lidar surveys.',
          '2015-06',
          ['lidar', 'glaciers'],
          'The two surveys were 9 years apart. The method replaced hand-drawn outlines in the regional inventory. Supervised by Prof. Ingrid Solli.',
        ),
        project(
          'trail-router',
          'Trail Router',
          'Routes hikers over 4,100 km of marked trails of a hiking club with pgRouting; route updates reach the huts within 2 hours.',
          '2021-09',
          ['routing', 'postgis'],
          'It was written for the trekking club Fjellvenner Nord so that its 2,300 members plan their tours with it. ' +
            'At Fjellvenner Nord in Narvik the router runs on a single small server. ' +
            'Its trail data is refreshed every night from the county register. ' +
            'Route updates now reach the mountain huts within 2 hours of a closure, against 2 days before. ' +
            'No hiker has been sent onto a closed trail since October 2022. ' +
            'The difficulty grades were certified by Fjellsikring Nord in 2022.',
        ),
      ],
      career: {
        education: [
          { institution: 'Norwegian University of Science and Technology', degree: 'PhD', area: 'Geodesy', end: '2019-12' },
          {
            institution: 'UiT The Arctic University of Norway',
            degree: 'MSc',
            area: 'Geomatics',
            end: '2015-06',
            courses: ['Thesis: Glacier retreat from repeated lidar surveys'],
          },
        ],
        publications: [
          { name: 'Shading avalanche terrain for hikers', kind: 'talk', publisher: 'FOSS4G Nordic 2024, Bergen', date: '2024-11' },
          { name: 'Lidar for trail maps', kind: 'talk', publisher: 'Kartdagene 2023, Oslo', date: '2023-04' },
          { name: 'Routing over marked trails', kind: 'publication', publisher: 'Journal of Mountain Cartography', date: '2024-03' },
        ],
        interests: [{ name: 'Chess', keywords: ['Club games on Thursdays'] }],
        certificates: [{ name: 'Certified GIS Professional', issuer: 'GIS Certification Institute', date: '2019-05' }],
        awards: [
          { title: 'Norwegian Patent NO 348112: Shading slopes by avalanche class', awarder: 'Norwegian Industrial Property Office', date: '2024-09' },
          { title: 'Best Paper, Nordic Cartography Days 2023', awarder: 'Nordic Cartographic Society', date: '2023-10' },
        ],
        experience: [
          {
            organisation: 'Nordlys Kart',
            description: 'A publisher of hiking maps for northern Norway',
            role: 'Lead Cartographer',
            start: '2020-03',
            location: 'Tromsø, Norway',
          },
          {
            organisation: 'Kartkontoret Nord',
            description: 'The public mapping agency of the three northern counties',
            role: 'GIS Engineer',
            start: '2015-08',
            end: '2020-02',
            location: 'Bodø, Norway',
          },
        ],
      },
      services: {
        services: [
          { name: 'Custom trail map', description: 'A printed trail map of your valley.', price: { amount: 4200, currency: 'NOK', unit: 'project' } },
          {
            name: 'Map retainer',
            description: 'A few days a month of map updates, never for a party that resells the maps.',
            price: { amount: 7000, currency: 'NOK', unit: 'day', private: true },
          },
        ],
        availability: { from: '2027-03', daysPerWeek: 1, workplace: ['remote', 'on-site'], note: 'On-site work only in Norway and Finland.' },
      },
      skills: [
        { category: 'gis', skills: [{ name: 'GDAL 3.9' }, { name: 'PostGIS 3.4' }, { name: 'QGIS 3.34' }, { name: 'Terrain Shading' }] },
        { category: 'data', skills: [{ name: 'Airborne lidar' }, { name: 'pgRouting' }] },
      ],
    }),
  );
  return askEngineOf(portfolio);
}

describe('ask: personal questions stay unstated', () => {
  const engine = mapsEngine();

  it('answers a pay question that names the employer as not stated, with no references', () => {
    const a = engine.ask('How much is she paid at Nordlys Kart?');
    expect(a._meta.response_type).toBe('not_found');
    expect(a.references).toEqual([]);
    expect(a.answer).not.toContain('4,200');
    expect(a.answer).not.toContain('7,000');
  });

  it("does not take a sentence that uses the word about other people for the owner's family", () => {
    const a = engine.ask('Does she have children?');
    expect(a._meta.response_type).toBe('not_found');
    expect(a.references).toEqual([]);
    expect(a.answer).not.toContain('scout');
  });

  it('still quotes the sentence for a question about that sentence ("when does she teach … to children")', () => {
    const a = engine.ask('When does she teach map reading to children?');
    expect(a.answer).toContain('Saturdays');
  });

  it('does not take a word of an attribute inside another question ("sessions with disabled hikers") for that attribute', () => {
    const a = engine.ask('How many hikers does the trail router serve with disabled access?');
    expect(a.answer).not.toMatch(/does not state .* health/);
  });

  it('answers a request the services refuse with "never" before the word ("never for a party that …") with "No."', () => {
    const a = engine.ask('Would she work for a party that resells the maps?');
    expect(a.answer).toMatch(/^No\. /);
    expect(a.answer).toContain('never for a party that resells the maps');
  });

  it('does not take "a party" of a service note for political views', () => {
    const a = engine.ask('Which party does she vote for?');
    expect(a._meta.response_type).toBe('not_found');
    expect(a.answer).not.toContain('resells');
  });

  it('never gives the private price or the phone number', () => {
    for (const q of ['What is the private day rate of the map retainer?', 'What is her phone number?', 'What is her home address?']) {
      const a = engine.ask(q);
      expect(a.answer).not.toContain('7,000');
      expect(a.answer).not.toContain('3318');
      expect(a.answer).not.toContain('Storgata');
    }
  });
});

describe('ask: the name a project states for a "which" or "who" question', () => {
  const engine = mapsEngine();

  it('gives the name beside the noun asked, not the description that only repeats the noun', () => {
    const a = engine.ask('Which club was the trail router built for?');
    expect(a.answer).toMatch(/^Fjellvenner Nord\. /);
    expect(a.references).toContain('https://example.test/projects/trail-router');
  });

  it('gives the agent after "by" past an apposition for "who <verb>"', () => {
    const a = engine.ask('Who checked the steepest bands of the slope layer?');
    expect(a.answer).toMatch(/^Sigrid Haugland\. /);
  });

  it('never answers with a name the project\'s title writes ("the Avalanche group" of the Avalanche Slope Layer)', () => {
    const a = engine.ask('Which rescue group was the slope layer made for?');
    expect(a.answer).toMatch(/^Troms Red Cross/);
    expect(a.answer).not.toMatch(/^Avalanche\./);
  });

  it('falls back on the organisation the project was done for when no sentence names it', () => {
    const a = engine.ask('Which archive was the sheet scanner for?');
    expect(a.answer).toMatch(/^Nordkalott Map Archive\. /);
    expect(a._meta.confidence).toBeLessThan(0.8);
  });

  it('does not answer with the employer of the work history as the client', () => {
    const a = engine.ask('Which club was the custom slope layer for?');
    expect(a.answer).not.toMatch(/^Nordlys/);
  });
});

describe('ask: on-site work in a place the owner limits it to', () => {
  const engine = mapsEngine();

  it('says no to a place outside the places after "only"', () => {
    const a = engine.ask('Would she come on site in Sweden?');
    expect(a.answer).toMatch(/^No\. /);
    expect(a.answer).toContain('Norway and Finland');
  });

  it('says yes to a place inside one of them (a city of a listed country)', () => {
    expect(engine.ask('Can she work on site in Oslo?').answer).toMatch(/^Yes\. /);
    expect(engine.ask('Would she come on site in Finland?').answer).toMatch(/^Yes\. /);
  });
});

describe('ask: a kind of employer', () => {
  const engine = mapsEngine();

  it('answers "worked for a <kind>?" with the position whose organisation the description calls so', () => {
    const a = engine.ask('Has she worked for a mapping agency?');
    expect(a.answer).toMatch(/^Yes\. /);
    expect(a.answer).toContain('Kartkontoret Nord');
    expect(a.answer).not.toContain('Nordlys Kart');
    const b = engine.ask('Has she worked at a map publisher?');
    expect(b.answer).toMatch(/^Yes\. /);
    expect(b.answer).toContain('Nordlys Kart');
  });
});

describe('ask: a word of a list inside the name of a kind of work', () => {
  const engine = mapsEngine();

  it('does not answer "worked on patent licensing?" with the patents she holds', () => {
    const a = engine.ask('Has she worked on patent licensing?');
    expect(a.answer).not.toMatch(/^Yes/);
  });

  it('still answers the patents she holds', () => {
    expect(engine.ask('Does she have any patents?').answer).toMatch(/^Yes\. .*NO 348112/);
    expect(engine.ask('Has she patented anything?').answer).toMatch(/^Yes\. /);
  });
});

describe('ask: an acronym the engine derives is not a name of the alias datasets', () => {
  const engine = mapsEngine();

  it('does not take "TypeScript" (alias "ts") for "Terrain Shading" (initials "TS")', () => {
    const a = engine.ask('Does she know TypeScript?');
    expect(a.answer).not.toMatch(/^Yes/);
    expect(a.answer).not.toContain('Terrain Shading');
  });

  it('still reads the initials written in the question', () => {
    expect(engine.ask('Does she know TS?').answer).toMatch(/^Yes\. .*Terrain Shading/);
  });
});

describe('ask: a pastime the interests list', () => {
  const engine = mapsEngine();

  it('answers "Does she play <interest>?" with "Yes." and the interest', () => {
    const a = engine.ask('Does she play chess?');
    expect(a.answer).toMatch(/^Yes\. .*Chess/);
  });
});

describe('ask: the career entries of the year asked', () => {
  const engine = mapsEngine();

  it('answers "Where did she speak in <year>?" with that year\'s talks, not the spoken languages or the whole list', () => {
    const a = engine.ask('Where did she speak in 2024?');
    expect(a.answer).toContain('FOSS4G Nordic 2024');
    expect(a.answer).not.toContain('Kartdagene');
  });
});

describe('ask: the date of a position asked with "when"', () => {
  const engine = mapsEngine();

  it('answers "When did she join …?" with the start in words and "When did she leave …?" with the end', () => {
    expect(engine.ask('When did she join Nordlys Kart?').answer).toMatch(/^In March 2020\. /);
    expect(engine.ask('When did she leave Kartkontoret Nord?').answer).toMatch(/^In February 2020\. /);
  });
});

describe('ask: a "probably yes" that a stated limit may contradict', () => {
  const engine = mapsEngine();

  it('quotes the limit that shares a word of the request instead of "Probably yes", and is less sure', () => {
    const a = engine.ask('Would she build a vehicle router for our hiking club?');
    expect(a.answer).not.toMatch(/yes/i);
    expect(a.answer).toContain('I do not build route planners for motorised vehicles.');
    expect(a._meta.confidence).toBeLessThanOrEqual(0.5);
  });

  it('keeps "Probably yes" when no limit shares a word of the request', () => {
    expect(engine.ask('Would she build a trail router for our snowshoe club?').answer).toMatch(/^Probably yes: /);
  });
});

describe('ask: a sentence of the bio about where and when the owner is', () => {
  const engine = mapsEngine();

  it('answers "how often does she visit …?" and "which days is she in …?" with the bio, not a project or a skill list', () => {
    const often = engine.ask('How often does she visit the snow stations?');
    expect(often.answer).toContain('three times a winter');
    expect(often.references).toContain('https://example.test/v1/profile');
    expect(engine.ask('Which days is she in the map office?').answer).toContain('Mondays and Thursdays');
  });

  it('reads the noun asked for ("which instrument") as the answer, not a word the sentence must repeat', () => {
    expect(engine.ask('What instrument does she play?').answer).toContain('hardanger fiddle');
  });

  it('leaves a question about her work with a possessive ("what is her experience with …") to the projects', () => {
    const a = engine.ask("What's her experience with slope shading?");
    expect(a.answer).not.toContain('Mondays');
  });
});

describe('ask: a verb of a career list said of a thing', () => {
  const engine = mapsEngine();

  it('answers "Who certified <a thing>?" from the project that states it, not with her certificates', () => {
    const a = engine.ask('Who certified the difficulty grades?');
    expect(a.answer).toMatch(/^Fjellsikring Nord\. /);
    expect(a.answer).not.toContain('GIS Certification Institute');
  });

  it('still answers her certificates when she is asked about', () => {
    expect(engine.ask('Is she certified?').answer).toMatch(/^Yes\. .*Certified GIS Professional/);
  });

  it('gives no "Yes." when the certificate does not state a short name the question writes ("licensed in AI")', () => {
    const coach = askContent(tempDir(), {
      profile: '---\nname: Ilse Brandt\nrole: Rowing Software Developer\nlocation: Ghent, Belgium\n---\nI build software for rowing clubs.\n',
      career: 'certificates:\n  - name: Level 2 Coaching Licence\n    issuer: Royal Belgian Rowing Federation\n    date: 2020-04\n',
      projects: { erg: '---\ntitle: Erg Logger\ndescription: Logs ergometer sessions for 300 rowers.\ndate: 2023-01\ntags: [rowing]\n---\nBody.\n' },
    });
    expect(coach('Is she licensed in AI?').answer).not.toMatch(/^Yes\b/);
    expect(coach('Is she licensed?').answer).toMatch(/^Yes\. .*Level 2 Coaching Licence/);
  });
});

describe('ask: the agent of a passive verb in a project', () => {
  const engine = mapsEngine();

  it('answers "Who supervised her MSc thesis?" with the name after "supervised by" in the thesis project', () => {
    const a = engine.ask('Who supervised her MSc thesis?');
    expect(a.answer).toMatch(/^Prof\. Ingrid Solli\. /);
    expect(a.references).toContain('https://example.test/projects/glacier-dem');
  });
});

describe('ask: the currency of the prices', () => {
  const engine = mapsEngine();

  it('answers "Does she charge in euros?" with "No." when every public price is in another currency', () => {
    const a = engine.ask('Does she charge in euros?');
    expect(a.answer).toMatch(/^No\. /);
    expect(a.answer).toContain('NOK');
    expect(engine.ask('Does she charge in NOK?').answer).toMatch(/^Yes\. /);
  });
});

describe('ask: an acronym of an awarder', () => {
  const engine = mapsEngine();

  it('reads "NIPO" as the initials of the awarder "Norwegian Industrial Property Office", not a name missing from the list', () => {
    const a = engine.ask('Did she win an award from NIPO?');
    expect(a.answer).toMatch(/^Yes\. /);
    expect(a.answer).toContain('NO 348112');
    expect(engine.ask('Did she win an award from NPO?').answer).not.toMatch(/^Yes/);
  });
});

describe('ask: a noun before "award"', () => {
  const engine = mapsEngine();

  it('reads "Which paper award did she win?" as a question about awards, not publications', () => {
    const a = engine.ask('Which paper award did she win?');
    expect(a.answer).toContain('Best Paper, Nordic Cartography Days 2023');
  });
});

describe('ask: a degree asked by its abbreviation', () => {
  const engine = mapsEngine();

  it('answers "Does she have a PhD?" with "Yes." and the entry', () => {
    const a = engine.ask('Does she have a PhD?');
    expect(a.answer).toMatch(/^Yes\. .*Geodesy/);
    expect(engine.ask('Does she have an MBA?').answer).not.toMatch(/^Yes/);
  });
});

describe('ask: "by how much" asks for a quantity', () => {
  const engine = mapsEngine();

  it('answers "By how much did false alarms fall?" with the sentence that states the change', () => {
    const a = engine.ask('By how much did false alarms fall?');
    expect(a.answer).toContain('38%');
    expect(a.references).toContain('https://example.test/projects/slope-layer');
  });
});

describe('ask: the number of the verb asked', () => {
  const engine = mapsEngine();

  it('answers "How many sheets did it georeference?" with the verb\'s own number, not the count of the noun beside another verb', () => {
    const a = engine.ask('How many sheets did the sheet scanner georeference?');
    expect(a.answer).toMatch(/^295\. /);
  });
});

describe('ask: "in which city" asks where', () => {
  const engine = mapsEngine();

  it('answers "In which city is Fjellvenner Nord?" with the place a sentence writes after the name', () => {
    const a = engine.ask('In which city is Fjellvenner Nord?');
    expect(a.answer).toMatch(/^Narvik\. /);
  });
});

describe('ask: "how often" asks for a frequency', () => {
  const engine = mapsEngine();

  it('answers "How often is the trail data refreshed?" with the sentence that says "every night", not the project\'s card', () => {
    const a = engine.ask('How often is the trail data of the trail router refreshed?');
    expect(a.answer).toBe('Trail Router: “Its trail data is refreshed every night from the county register.”');
  });
});

describe('ask: "What did X <verb>?"', () => {
  const engine = mapsEngine();

  it("answers with the sentence that has the question's verb, not the description that shares another word of it", () => {
    const a = engine.ask('What did the airborne DEM differencing replace?');
    expect(a.answer).toContain('hand-drawn outlines');
  });
});

describe('ask: "reach" of something other than a person', () => {
  const engine = mapsEngine();

  it('answers "How quickly do route updates reach the huts?" from the project, not with the contact block', () => {
    const a = engine.ask('How quickly do route updates reach the mountain huts?');
    expect(a.answer).toContain('within 2 hours');
    expect(a._meta.intent).not.toBe('contact');
    expect(engine.ask('How can I reach her?')._meta.intent).toBe('contact');
  });
});

describe('ask: "since when" from a project', () => {
  const engine = mapsEngine();

  it('answers "Since when has no hiker been sent onto a closed trail?" with the date after "since" in the project', () => {
    const a = engine.ask('Since when has no hiker been sent onto a closed trail?');
    expect(a.answer).toMatch(/^Since October 2022\. Trail Router: /);
  });
});

describe('ask: the value before a change', () => {
  const engine = mapsEngine();

  it('answers "How long did route updates take before the trail router?" with the sentence that states the earlier value', () => {
    const a = engine.ask('How long did route updates take to reach the huts before the trail router?');
    expect(a.answer).toContain('against 2 days before');
  });
});
