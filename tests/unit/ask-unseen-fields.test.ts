import { describe, expect, it } from 'vitest';
import { askContent } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-unseen-fields');

const PROFILE = `---
name: Ingrid Solberg-Mwangi
role: Hydrographic Surveyor
location: Bergen, Norway
---
I map the seabed for harbours, cable routes and offshore wind farms, from the survey launch to the chart.
I lead a survey crew of four and write the processing code myself.
`;

const SKILLS = `survey:
  - Hypack 2024 Update 2
  - Multibeam echosounder calibration
  - Sound velocity profiling
  - Long-range AUV missions
standards:
  - ISO 19115:2014
  - IHO S-44
languages:
  - Python 3.12
positioning:
  - RTK GNSS
  - Inertial navigation
`;

const CAREER = `experience:
  - organisation: Fjordline Survey AS
    role: Senior Surveyor
    start: 2019-04
    location: Bergen, Norway
`;

const SERVICES = `services:
  - name: Seabed mapping workshop
    description: A day with your surveyors on planning multibeam lines and cleaning the soundings.
    price: { amount: 900, currency: NOK, unit: day }
  - name: Survey data audit
    description: A written review of a contractor's soundings against the specification you gave them.
    price: on request
availability:
  from: 2027-02
  daysPerWeek: 3
  workplace: [remote, on-site]
`;

const PROJECTS: Record<string, string> = {
  'harbour-survey': `---
title: Harbour Approach Resurvey
description: Resurveyed the approach channel of a container harbour to IHO S-44 Special Order with a multibeam echosounder.
tags: [multibeam, harbour]
date: "2024-06"
---
The survey covered 14 square kilometres in nine days.
Every line was corrected with backscatter mosaic tiles and a fresh refraction profile.
`,
  'sounding-decimator': `---
title: Sounding Decimator
description: Thins two billion multibeam soundings to a chart-ready grid while keeping the shoalest depth of every cell.
tags: [gridding, python]
date: "2021-05"
---
`,
  'refraction-corrector': `---
title: Refraction Corrector
description: Flattens the smile of the outer beams in archived multibeam data.
tags: [refraction]
date: "2020-02"
---
`,
  'tide-positioning': `---
title: Tide-Free Positioning Workflow
description: Replaced tide gauges with ellipsoid-referenced positioning from RTK GNSS, so soundings reduce to chart datum without a tide model.
tags: [positioning, gnss]
date: "2022-03"
---
It saves NOK 38,000 of tide gauge rental per survey.
`,
  'cable-route': `---
title: Export Cable Route Survey
description: Mapped a 62 km export cable corridor for an offshore wind farm, boulders and all, with a velocity-inversion check on every cast.
tags: [cable, offshore-wind]
date: "2023-08"
---
`,
};

function surveyEngine() {
  return askContent(tempDir(), { profile: PROFILE, skills: SKILLS, career: CAREER, services: SERVICES, projects: PROJECTS });
}

describe('issue #28: reading an unseen field', () => {
  const ask = surveyEngine();

  it('a version with a release word between its numbers is compared whole: "2024 Update 2" is a release of 2024, not of 2023 nor 2', () => {
    expect(ask('Does she know Hypack 2024?').answer).toMatch(/^Yes\. .*Hypack 2024 Update 2, a release of Hypack 2024/);
    expect(ask('Does she know Hypack 2023?').answer).toMatch(/^No\. .*Hypack 2024 Update 2, not Hypack 2023/);
    expect(ask('Does she know Hypack 2?').answer).toMatch(/^No\. .*Hypack 2024 Update 2, not Hypack 2\./);
  });

  it('a standard listed with its year is the standard asked without one, and another year is not it', () => {
    expect(ask('Does she know ISO 19115?').answer).toMatch(/^Yes\. .*ISO 19115:2014/);
    expect(ask('Does she know ISO 19115:2003?').answer).toMatch(/^No\. .*ISO 19115:2014, not ISO 19115:2003/);
  });

  it('a category after a verb of work or its preposition is the topic of the work asked for: projects, not the skill list', () => {
    const built = ask('What has she built for positioning?');
    expect(built._meta.response_type).toBe('list');
    expect(built.answer).toMatch(/Tide-Free Positioning Workflow/);
    expect(built.answer).not.toMatch(/skills under positioning/);
    expect(ask('Has she done positioning?').answer).toMatch(/^Yes\. .*Tide-Free Positioning Workflow/);
    // The category asked as such is still its skills.
    expect(ask('Which positioning skills does she have?').answer).toMatch(/RTK GNSS/);
  });

  it('a service named by one word of its name answers "does she offer …?" with a yes and the service', () => {
    expect(ask('Does she offer workshops?').answer).toMatch(/^Yes\. .*Seabed mapping workshop/);
    expect(ask('Does she offer audits as a service?').answer).toMatch(/^Yes\. .*Survey data audit/);
    expect(ask('Does she offer diving lessons?').answer).not.toMatch(/^Yes/);
  });

  it('a verb the content writes only as its agent noun is read as that noun: "decimated" finds the "Decimator"', () => {
    expect(ask('Has she decimated soundings?').answer).toMatch(/Sounding Decimator/);
  });

  it('an acronym inside a skill name gives all its letters to the acronym of the name: "LRAUVM" of "Long-range AUV missions"', () => {
    expect(ask('Does she know LRAUVM?').answer).toMatch(/^Yes\. .*Long-range AUV missions/);
  });

  it('"how much … save" asks an amount that changed, which the project states, not the price of a service sharing a word', () => {
    const saved = ask('How much does the tide-free positioning workflow save per survey?');
    expect(saved.answer).toMatch(/NOK 38,000/);
    expect(saved.answer).not.toMatch(/offers/);
    expect(ask('How much does the survey data audit cost?').answer).toMatch(/Survey data audit/);
  });

  it('a two-letter acronym is the run of words with those initials that the content writes before the next word asked', () => {
    expect(ask('Has she made BM tiles?').answer).toMatch(/^Yes\. .*Harbour Approach Resurvey.* backscatter mosaic tiles/);
    // Without that next word in the content, two letters are too few to expand.
    expect(ask('Has she made BM charts?').answer).not.toMatch(/backscatter mosaic/);
  });

  it('a word of a listed skill next to another word is the phrase a project writes, hyphenated or not, before the closest skill', () => {
    const answer = ask('Does she know velocity inversion?').answer;
    expect(answer).toMatch(/velocity inversion.* 1 project involves it: Export Cable Route Survey/);
    expect(answer).not.toMatch(/closest listed skill/);
  });

  it('a need described with a question about the services keeps their answer and names the project the need points to after it', () => {
    const answer = ask('Is she available? Our export cable corridor is full of boulders.');
    expect(answer.answer).toMatch(/^Ingrid: Available from February 2027.* The closest of Ingrid's projects .*: Export Cable Route Survey/);
    expect(answer.references).toContain('https://example.test/projects/cable-route');
  });

  it('a need\'s verb counts where a project writes its doer: "correct" finds the "Corrector"', () => {
    expect(ask('We need to correct the smile.').answer).toMatch(/^Refraction Corrector .*“correct” and “smile”/);
  });
});
