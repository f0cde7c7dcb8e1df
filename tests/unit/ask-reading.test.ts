import { describe, expect, it } from 'vitest';
import { askContent } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-reading');

const PROFILE = `---
name: Maren Okafor
role: Naval Architect and Simulation Developer
location: Glasgow, United Kingdom
email: maren@okafor-marine.example
github: https://github.com/maren-hulls
profiles:
  - { network: Mastodon, username: maren, url: https://fleet.example/@maren }
  - { network: Ship Design Forum, username: mokafor, url: https://shipforum.example/u/mokafor }
contact:
  phone: "+44 141 555 0199"
---
I design hulls for small electric ferries and write the simulation code that checks them. I work
from Glasgow and take on design reviews for yards around the North Sea. My desk is in the Clydeside
drawing office in Govan.
`;

const SKILLS = `hydrodynamics:
  label: Ship hydrodynamics
  level: Master
  skills:
    - Seakeeping modelling
    - Ship motion modeling
    - Computational fluid dynamics
    - Hull form optimization
software:
  - SHIPFLOW/XPAN 7
  - Seaway++ 2
  - OpenFOAM 11
  - { name: Python 3.12, level: expert, years: 9 }
  - Rhino 8
methods:
  - Finite volume meshing
protocols:
  - NMEA 2000
dsp:
  label: Signal processing
  skills:
    - Motion spectrum analysis
`;

const CAREER = `experience:
  - organisation: Clydeside Marine Design
    role: Senior Naval Architect
    start: 2019-05
    location: Glasgow, United Kingdom
    summary: Leads hull design for battery-electric ferries.
    projects: [ferry-hull, seakeeping-solver]
  - organisation: Harland Yards
    role: Junior Hull Draughtsman
    start: 2014-09
    end: 2019-04
    location: Belfast, United Kingdom
education:
  - institution: University of Strathclyde
    degree: MEng
    area: Naval Architecture and Marine Engineering
    start: 2010-09
    end: 2014-06
    score: First class honours
    courses:
      - Ship stability
      - Marine hydrodynamics
certificates:
  - name: Chartered Engineer (CEng)
    issuer: Royal Institution of Naval Architects
    date: 2020-03
languages:
  - { language: English, fluency: Native }
  - { language: Norwegian, fluency: B2 }
awards:
  - title: Harland Yards Apprentice Prize
    awarder: Harland Yards
    date: 2016-06
publications:
  - name: Slamming loads on small catamaran ferries
    kind: talk
    publisher: RINA Small Craft Conference 2023, Southampton
    date: 2023-10
`;

const SERVICES = `services:
  - name: Stability booklet review
    description: An independent check of a vessel's stability booklet against the flag state's rules.
    price: { amount: 900, currency: GBP, unit: project }
  - name: Hull survey consulting
    description: Hull condition surveys for insurers.
    price: on request
availability:
  from: 2027-03-01
  daysPerWeek: 2
  workplace: [remote]
  timeZones: [Europe/London]
`;

const PROJECTS: Record<string, string> = {
  'stability-booklet': `---
title: Stability Booklet for a Research Vessel
entity: Harland Yards
description: A new stability booklet for a 60-metre research vessel after a mid-life refit.
tags: [stability]
date: "2021-03"
---
The booklet covers 14 loading conditions. The new trim tables saved 4% of the vessel's fuel.
`,
  'ferry-hull': `---
title: Electric Ferry Hull for Loch Crossings
description: A catamaran hull for a 40-car battery-electric ferry on a Scottish loch crossing in a national park, designed at Clydeside.
tags: [hull-design, electric, cfd]
date: "2024-05"
---
Tank tests at the Kelvin Hydrodynamics Lab confirmed the design. The new hull cut resistance by 18% at 12 knots
against the ferry it replaces, which saved 9% of the fuel on each crossing. The design was approved by Lloyd's Register, the classification society, in March 2024. Lloyd's Register took 21 days to review the drawings. The operator's fare pricing model came with it.
`,
  'seakeeping-solver': `---
title: Open Seakeeping Solver
description: A frequency-domain seakeeping solver in Python for ship motion modelling, with an OpenFOAM validation suite.
tags: [seakeeping, python, open-source, hermes]
date: "2022-09"
---
The solver runs a full motion analysis on a laptop in under four minutes, or on one GPU in seconds. Strathclyde and Newcastle universities use it in their ship dynamics courses.
`,
};

function hullEngine() {
  return askContent(tempDir(), { profile: PROFILE, skills: SKILLS, career: CAREER, services: SERVICES, projects: PROJECTS });
}

const paths = (answer: { references: string[] }) => answer.references.map((ref) => new URL(ref).pathname);

describe('issue #28: every field is read', () => {
  const ask = hullEngine();

  it('British and American spellings of a skill meet (modelling/modeling, optimisation/optimization)', () => {
    expect(ask('Does she know seakeeping modeling?').answer).toMatch(/^Yes\b.*Seakeeping modelling/);
    // The skill is written the American way, the project's text the British way.
    expect(ask('Ship motion modelling?').answer).toMatch(/^Yes\b.*Ship motion modeling/);
    expect(ask('Does she do hull form optimisation?').answer).toMatch(/^Yes\b.*Hull form optimization/);
  });

  it('a career entry named by its organisation gives its dates and role, cited with the career', () => {
    const left = ask('When did she leave Harland Yards?');
    expect(left.answer).toContain('2019-04');
    expect(paths(left)).toEqual(['/v1/career']);
    expect(ask('What was her role at Harland Yards?').answer).toContain('Junior Hull Draughtsman');
  });

  it('an organisation is named by its first word, and the entry whose own name the question covers is chosen', () => {
    expect(ask('When did she join Clydeside?').answer).toContain('Senior Naval Architect at Clydeside Marine Design');
    expect(ask('When did she leave Harland Yards?').answer).toMatch(/Junior Hull Draughtsman at Harland Yards .*to 2019-04/);
  });

  it('a sentence of the bio that matches a question naming an entry better than the entry is quoted', () => {
    const office = ask('Where is the Clydeside drawing office?');
    expect(office.answer).toBe("From Maren's bio: “My desk is in the Clydeside drawing office in Govan.”");
    expect(paths(office)).toEqual(['/v1/profile']);
  });

  it('a role asked is checked against the profile and every position: yes with the position, else an earned no', () => {
    expect(ask('Is she a hull draughtsman?').answer).toMatch(/^Yes\b.*Junior Hull Draughtsman at Harland Yards/);
    // "graduate" of a role is no question about her courses: no "no" over the education.
    expect(ask('Is she a graduate engineer?').answer).not.toMatch(/^No\. “graduate/);
    expect(ask('Is she a harbour manager?').answer).toMatch(/^No\. “harbour manager” is not among the roles of Maren's profile and work history\./);
  });

  it('education, certificates and talks are read by their own names: grade, issuer, venue', () => {
    expect(ask('What grade did she get for her MEng?').answer).toContain('First class honours');
    expect(ask('Who issued her CEng?').answer).toContain('Royal Institution of Naval Architects');
    expect(ask('Did she take a ship stability course?').answer).toMatch(/^Yes\. .*Ship stability/);
    expect(ask('Has she spoken at the RINA Small Craft Conference?').answer).toMatch(/^Yes\. .*Slamming loads/);
  });

  it('a yes/no about a listed language or profile is answered "Yes" with the entry', () => {
    expect(ask('Does she speak Norwegian?').answer).toMatch(/^Yes\. .*Norwegian: B2/);
    expect(ask('How good is her Norwegian?').answer).toContain('B2');
    const mastodon = ask('Is she on Mastodon?');
    expect(mastodon.answer).toMatch(/^Yes\. .*https:\/\/fleet\.example\/@maren/);
    expect(paths(mastodon)).toEqual(['/v1/profile']);
    expect(ask('Does she have a Ship Design Forum profile?').answer).toContain('shipforum.example/u/mokafor');
  });

  it("a number or a name stated in a project's write-up is read out, with the project as reference", () => {
    const resistance = ask('How much did the ferry hull cut resistance?');
    expect(resistance.answer).toContain('18% at 12 knots');
    expect(paths(resistance)).toContain('/v1/projects/ferry-hull');
    expect(ask('How long does the seakeeping solver take on a laptop?').answer).toContain('under four minutes');
    // Without a project named, the sentence that shares the question's words.
    expect(ask('Which society approved the catamaran design?').answer).toContain("Lloyd's Register");
  });

  it('career lists answer yes/no, first, all and published questions from their fields', () => {
    expect(ask('Is she CEng certified?').answer).toMatch(/^Yes\. .*Chartered Engineer \(CEng\)/);
    const iso = ask('Is she ISO 9001 certified?').answer;
    expect(iso).toMatch(/^No\. “iso 9001” is not in Maren's certificates\. Maren holds Chartered Engineer/);
    expect(ask('Did she study marine hydrodynamics?').answer).toMatch(/^Yes\. .*Marine hydrodynamics/);
    expect(ask('What grade did she graduate with?').answer).toContain('First class honours');
    expect(ask('What was her first job?').answer).toContain('Junior Hull Draughtsman at Harland Yards');
    expect(ask('List all her employers').answer).toMatch(/Clydeside Marine Design.*Harland Yards/);
    expect(ask('What has she published?').answer).toContain('Slamming loads on small catamaran ferries');
    expect(ask('Can she start in January 2027?').answer).toContain('Available from 1 March 2027');
  });

  it('a time zone is named by its IANA id and its long name; a personal attribute stays unstated though an employer is named', () => {
    expect(ask('What time zone is she on?').answer).toBe(
      'Maren works in the Europe/London (Greenwich Mean Time; UTC+0, GMT; in summer, daylight saving time: UTC+1, BST, British Summer Time) time zone.',
    );
    // "nationality" is not read as "national" of a description.
    expect(ask('What is her nationality?')._meta.response_type).toBe('not_found');
    const pay = ask('What does Clydeside Marine Design pay her?');
    expect(pay._meta.response_type).toBe('not_found');
    expect(pay.references).toEqual([]);
  });

  it('the price of a named service is answered from the services, not from a project with the same words', () => {
    const price = ask('How much does a stability booklet review cost?');
    expect(price.answer).toContain('£900 per project');
    expect(paths(price)).toContain('/v1/services');
  });

  it('a skill is found by a part of its name, a partial acronym, or its name and its category', () => {
    expect(ask('Does she know XPAN?').answer).toMatch(/^Yes\b.*SHIPFLOW\/XPAN 7/);
    expect(ask('Has she used Seaway?').answer).toMatch(/^Yes\b.*Seaway\+\+ 2/);
    expect(ask('Does she know FV meshing?').answer).toMatch(/^Yes\b.*Finite volume meshing/);
    expect(ask('Does she know the NMEA protocol?').answer).toMatch(/^Yes\b.*NMEA 2000/);
  });

  it('a version asked is compared with the listed one, and no "Yes" precedes a "No"', () => {
    const nine = ask('Does she know OpenFOAM 9?').answer;
    expect(nine).not.toMatch(/^Yes\b/);
    expect(nine).toContain('No. Maren lists OpenFOAM 11, not OpenFOAM 9.');
    expect(ask('Is her OpenFOAM newer than OpenFOAM 10?').answer).toContain('Yes. Maren lists OpenFOAM 11, newer than OpenFOAM 10.');
    const older = ask('Is her Rhino older than Rhino 7?').answer;
    expect(older).not.toMatch(/^Yes\b/);
    expect(older).toContain('No. Maren lists Rhino 8, newer than Rhino 7.');
  });

  it('the plural of an acronym finds the acronym (GPUs, CPUs)', () => {
    expect(ask('Anything with GPUs?').answer).toContain('Open Seakeeping Solver');
  });

  it('two named projects compared by a number their texts state', () => {
    const fuel = ask('Which saved more fuel, the ferry hull or the stability booklet?');
    expect(fuel.answer).toMatch(/^Electric Ferry Hull for Loch Crossings: 9 against 4 for Stability Booklet for a Research Vessel\./);
    expect(paths(fuel)).toEqual(expect.arrayContaining(['/v1/projects/ferry-hull', '/v1/projects/stability-booklet']));
    expect(ask('Which saved less fuel, the ferry hull or the stability booklet?').answer).toMatch(/^Stability Booklet for a Research Vessel: 4 against 9/);
  });

  it('a misspelt name that shares a stem with a tag is echoed as the content writes it', () => {
    expect(ask('Does she know Herms?').answer).toMatch(/^Yes\. “hermes” is not among Maren's listed skills, but 1 project involves it: Open Seakeeping Solver/);
  });

  it("a skill category's public level is read out; a single skill's level stays private", () => {
    const category = ask('What level is her ship hydrodynamics?');
    expect(category.answer).toContain('Ship hydrodynamics: Master');
    expect(paths(category)).toEqual(['/v1/skills']);
    const python = ask('What level is her Python?');
    expect(python.answer.toLowerCase()).not.toContain('expert');
    expect(python._meta.intent).toBe('private');
  });

  it('the currency of the public prices is named, and a yes/no about it is answered', () => {
    expect(ask('What currency does she charge in?').answer).toContain('Prices are in British Pound (GBP).');
    expect(ask('Does she charge in British pounds?').answer).toMatch(/^Yes\. /);
    expect(ask('Does she charge in euros?').answer).not.toMatch(/^Yes\b/);
  });

  it('a skill category is named by its label too, and a word of that label is not a private cue ("Signal")', () => {
    const answer = ask('Signal processing skills?');
    expect(answer.answer).toContain('Motion spectrum analysis');
    expect(answer._meta.intent).not.toBe('private');
    expect(ask('What is her Signal number?')._meta.intent).toBe('private');
  });

  it('a common word asked as a skill gets a "not" that names the words asked', () => {
    expect(ask('Does she do web programming?').answer).toMatch(/^“web programming” is not among Maren's listed skills/);
  });

  it("a question about a named project or a third party is not taken for the owner's career, prices or years", () => {
    expect(ask('Which universities use the seakeeping solver?').answer).toContain('Strathclyde and Newcastle universities');
    expect(ask("How long did Lloyd's Register take to review the drawings?").answer).toContain('21 days');
    const pricing = ask('Fare pricing work?').answer;
    expect(pricing).toContain('Electric Ferry Hull for Loch Crossings');
    expect(pricing).not.toContain('£900');
  });

  it('the projects of an organisation come from its position and from the projects done for it', () => {
    const count = ask('How many projects did she do at Clydeside Marine Design?');
    expect(count.answer).toMatch(/^2 projects of Maren's were done at Clydeside Marine Design: .*Electric Ferry Hull.*Open Seakeeping Solver/);
    expect(ask('Which projects did she do at Harland Yards?').answer).toContain('Stability Booklet for a Research Vessel');
  });

  it('an entry is not asserted for a word the portfolio never uses, nor for a private field', () => {
    // "ISO" and "9001" appear nowhere: a certificate that shares "certified" is no answer.
    expect(ask('Is she ISO 9001 certified?').answer).not.toMatch(/^Yes\b/);
    expect(ask('What is her phone number?').answer).not.toContain('555');
  });
});
