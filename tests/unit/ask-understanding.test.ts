/**
 * /v1/ask reading what a question asks (issue #28, part B): a major version asked against a listed
 * minor one, the verb "feature", a number of latest projects, agent-style career paths and project
 * fields, on a portfolio written here in a field no evaluation set covers (a brewery automation
 * engineer). Pure: no build, no server.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPortfolio, portfolioData } from '../../src/core/portfolio.ts';
import { loadPortfolioSource } from '../../src/core/content/load.ts';
import { buildAskIndex } from '../../src/core/ask/index.ts';
import { askContent } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-understanding');

const PROFILE = `---
name: Maren Oyelaran-Voss
role: Brewery Automation Engineer
location: Ghent, Belgium
---
I automate breweries: fermentation control, cellar logistics and the cleaning of tanks and lines.
I am a process engineer with a brewing degree who writes the control code herself.
`;

const SKILLS = `control:
  - Siemens TIA Portal 18
  - Inductive Automation Ignition 8.1
  - Node-RED 3.1
languages:
  - Python 3.11
  - Structured Text
planning:
  - Cost-plus pricing
`;

const CAREER = `experience:
  - organisation: Scheldt Craft Brewers
    role: Automation Lead
    start: 2021-03
    location: Ghent, Belgium
education:
  - institution: KU Leuven
    degree: MSc
    area: Bioscience Engineering
    start: 2012-09
    end: 2014-06
    courses: [Brewing technology, Process control, "Thesis: Yeast vitality under pressure"]
languages:
  - { language: Dutch, fluency: Native }
  - { language: Yoruba, fluency: Conversational }
certificates:
  - { name: Certified Brewer, issuer: Doemens Academy, date: 2016-04 }
`;

const SERVICES = `services:
  - name: Brewery automation audit
    description: A week in your brewhouse and cellar, with a written report.
    price: { amount: 1200, currency: EUR, unit: day }
`;

const PROJECTS: Record<string, string> = {
  'fermenter-control': `---
title: Fermentation Profile Controller
description: Holds every fermenter to its temperature profile within 0.2 °C, so each batch of lager tastes the same.
tags: [fermentation, plc]
date: "2024-05"
featured: true
---
Runs on a Siemens S7-1500 PLC with 24 fermenters. The controllers were commissioned by Vandamme Process Engineering in March 2024.
`,
  'cip-scheduler': `---
title: Cleaning Cycle Planner
description: Plans the clean, sanitise and rinse cycle of tanks and lines around the brewing schedule, saving 3,400 m³ of water a year.
tags: [cleaning, scheduling]
date: "2023-02"
url: https://git.example/maren/cip-planner
featured: true
---
It cut the time tanks stood dirty from 11 hours to 4.
`,
  'keg-tracker': `---
title: Keg Return Tracker
description: Tracks 9,000 kegs of beer and soft drinks with QR labels between the brewery and 140 bars.
tags: [logistics]
date: "2022-08"
---
Lost kegs fell from 6% to 1.5% a year. It tracks the kegs in Ghent and Bruges.
`,
  'draught-demand': `---
title: Draught Demand Model
description: Forecasts the weekly demand for each draught beer from the order history of the taprooms.
tags: [planning]
date: "2021-04"
---
It runs every Monday morning behind a rate limiter for the point-of-sale feeds.
`,
  'yeast-lab': `---
title: Yeast Cell Counter
description: Counts yeast cells in microscope images before each pitch.
tags: [laboratory, python]
date: "2019-11"
---
The counts agree with a haemocytometer within 5%.
`,
};

function breweryEngine() {
  return askContent(tempDir(), { profile: PROFILE, skills: SKILLS, career: CAREER, services: SERVICES, projects: PROJECTS });
}

const paths = (answer: { references: string[] }) => answer.references.map((ref) => new URL(ref).pathname);

describe('issue #28, part B: reading what the question asks', () => {
  const ask = breweryEngine();

  it('a major (or major.minor) version asked is within a listed longer one; another number is not', () => {
    expect(ask('Does she know Ignition 8?').answer).toMatch(/^Yes\. .*Inductive Automation Ignition 8\.1/);
    expect(ask('Has she used Python 3?').answer).toMatch(/^Yes\. .*Python 3\.11/);
    expect(ask('Does she know Ignition 7?').answer).toMatch(/^No\. .*Ignition 8\.1, not .*Ignition 7/);
    // "3.1" is not within "3.11", nor "3" within "31".
    expect(ask('Has she used Python 3.1?').answer).toMatch(/^No\. /);
    expect(ask('Does she know Node-RED 3.1?').answer).toMatch(/^Yes\. /);
  });

  it('"Which projects does she feature?" lists the featured projects, the verb naming no topic', () => {
    const featured = ask('Which projects does she feature?');
    expect(featured._meta.response_type).toBe('list');
    expect(featured.answer).toContain('Fermentation Profile Controller');
    expect(featured.answer).toContain('Cleaning Cycle Planner');
    expect(featured.answer).not.toContain('Keg Return Tracker');
  });

  it('a number next to "latest" is how many projects are asked for, not a topic', () => {
    const latest = ask('Show me her two latest projects.');
    expect(paths(latest)).toEqual(expect.arrayContaining(['/projects/fermenter-control', '/projects/cip-scheduler']));
    expect(paths(latest)).not.toContain('/projects/keg-tracker');
    const three = ask('What are her 3 most recent projects?');
    expect(paths(three)).toEqual(expect.arrayContaining(['/projects/fermenter-control', '/projects/cip-scheduler', '/projects/keg-tracker']));
    expect(paths(three)).not.toContain('/projects/yeast-lab');
  });

  it('career paths are walked on the public career view', () => {
    const spoken = ask('career.languages');
    expect(spoken.answer).toContain('Dutch');
    expect(spoken.answer).toContain('Yoruba');
    expect(paths(spoken)).toEqual(['/v1/career']);
    const courses = ask('career.education[0].courses');
    expect(courses.answer).toContain('Brewing technology');
    expect(courses.answer).toContain('Yeast vitality under pressure');
    expect(ask('education[0].area').answer).toContain('Bioscience Engineering');
    expect(ask('career.certificates[0].issuer').answer).toContain('Doemens Academy');
    // What the view lacks is said, with what it has.
    const missing = ask('career.education[3].courses');
    expect(missing._meta.response_type).toBe('not_found');
    expect(missing.answer).toContain('1 entry');
    expect(ask('career.pets')._meta.response_type).toBe('not_found');
    // Another schema's name of a section is that section (src/core/ask/paths/walk.ts).
    expect(ask('career.hobbies').answer).toMatch(/^career\.interests\b/);
  });

  it('projects.featured lists the featured projects; projects.<id>.<field> gives that field', () => {
    const featured = ask('projects.featured');
    expect(paths(featured)).toEqual(expect.arrayContaining(['/projects/fermenter-control', '/projects/cip-scheduler']));
    expect(featured.answer).toContain('id cip-scheduler');
    expect(ask('projects.cip-scheduler.url').answer).toContain('https://git.example/maren/cip-planner');
  });

  it("a need described in the asker's words is answered by the project whose text shares its rarer words", () => {
    const lager = ask('Our lager tastes different from one batch to the next.');
    expect(lager.answer).toMatch(/^Fermentation Profile Controller \(2024-05\): /);
    expect(lager.answer).toContain('“lager”');
    expect(lager._meta.confidence).toBeLessThan(1);
    expect(paths(lager)).toContain('/projects/fermenter-control');
    // The engine found the project by itself: the yes the need asks for is said, less sure.
    const found = ask('Our taprooms run out of draught beer. Can she help?');
    expect(found.answer).toMatch(/^Yes, most likely: Draught Demand Model /);
    expect(found._meta.confidence).toBeLessThanOrEqual(0.7);
    const kegs = ask('The bars we deliver to never send our kegs back. Can she help?');
    expect(kegs.answer).toMatch(/^Yes, most likely: Keg Return Tracker /);
    expect(paths(kegs)).toContain('/projects/keg-tracker');
  });

  it('no project for a need that shares no words with the projects, or one word only with each of two', () => {
    const unrelated = ask('Our cat keeps climbing the curtains.');
    expect(paths(unrelated).some((path) => path.startsWith('/projects/'))).toBe(false);
    const spread = ask('Our tanks and our kegs are a mess.');
    expect(spread.answer).not.toMatch(/The closest of/);
    // One word of its own ("weekly") and one synonym ("predict" for "forecasts") are not enough.
    expect(ask('Our accountants want to predict the weekly numbers.').answer).not.toMatch(/The closest of/);
  });

  it('"get hold of her" asks for her contact details', () => {
    const contact = ask("What's the best way to get hold of her?");
    expect(contact._meta.intent).toBe('contact');
    expect(paths(contact)).toEqual(['/v1/profile']);
  });

  it('a word no project writes counts through its WordNet synonyms that one does (stored in the index at build time)', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'profile.md'), PROFILE);
    mkdirSync(join(dir, 'projects'));
    for (const [id, text] of Object.entries(PROJECTS)) writeFileSync(join(dir, 'projects', `${id}.md`), text);
    const index = buildAskIndex(createPortfolio(portfolioData(loadPortfolioSource(dir))));
    expect(index.synonyms?.predict).toEqual(['forecast']);
    // "predict" is no word of the projects: it counts through "forecasts".
    const demand = ask('Our pubs keep running dry at weekends. Can she predict the demand?');
    expect(demand.answer).toMatch(/^Yes, most likely: Draught Demand Model /);
    expect(demand.answer).toContain('“predict”');
  });

  it('a later part about no project is about the project an earlier part names; a bare "and where?" asks that part again', () => {
    const them = ask('How many fermenters does the fermentation profile controller run, and who commissioned them?');
    expect(them.answer).toMatch(/^24\. .*Vandamme Process Engineering/);
    const elliptic = ask('How many fermenters does the fermentation profile controller run, and who commissioned the work?');
    expect(elliptic.answer).toContain('Vandamme Process Engineering');
    const where = ask('How many kegs does the keg return tracker track, and where?');
    expect(where.answer).toMatch(/^9,000\. .*Ghent and Bruges/);
    // A later part about the owner stays hers.
    const owner = ask('What is the keg return tracker and where is she based?');
    expect(owner.answer).toContain('Ghent, Belgium');
    expect(paths(owner)).toContain('/v1/profile');
  });

  it('a joined word is read as the two words the content writes; "for whom does she work" is the employer, in Dutch too', () => {
    const joined = ask('Has she worked with softdrinks?');
    expect(paths(joined)).toContain('/projects/keg-tracker');
    expect(joined.answer).not.toContain('softdrinks');
    expect(ask('For whom does Maren work?').answer).toContain('Scheldt Craft Brewers');
    expect(ask('Voor wie werkt Maren?').answer).toContain('Scheldt Craft Brewers');
  });

  it('a compound of a Germanic language ends with a word of its table: that part is read in English', () => {
    const swedish = ask('Vilka programmeringsspråk kan hon?');
    expect(swedish.answer).toContain('Python 3.11');
    expect(swedish.answer).toContain('Structured Text');
  });

  it('a word of price inside a name the content writes is that name, not a question about her rates', () => {
    const hyphenated = ask('Does she know cost-plus pricing?');
    expect(hyphenated.answer).toMatch(/^Yes\. .*Cost-plus pricing/);
    expect(paths(hyphenated)).not.toContain('/v1/services');
    const phrase = ask('Has she built a rate limiter?');
    expect(paths(phrase)).toContain('/projects/draught-demand');
    // Her rates are still her rates.
    expect(ask('What are her day rates?').answer).toContain('€1,200');
  });

  it('a choice between two roles is answered with her own "I am a …" when it names neither', () => {
    const choice = ask('Is she a designer or a programmer?');
    expect(choice.answer).toContain('I am a process engineer with a brewing degree');
    expect(choice.answer).not.toMatch(/^No\./);
  });
});
