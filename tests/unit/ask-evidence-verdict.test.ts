/**
 * /v1/ask, issue #28: a yes/no question answered by evidence that states every word asked leads with
 * the "Yes." that evidence earns (src/core/ask/answers/evidence-verdict.ts), and never with one it
 * does not earn (a place, a time, a negation, a name written only as a common word). On a portfolio
 * written here in a field no evaluation set covers (a brewery's process automation engineer).
 */
import { describe, expect, it } from 'vitest';
import { askContent } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-evidence-verdict');

const PROFILE = `---
name: Lorcan Vesterby
role: Brewery Process Automation Engineer
location: Aarhus, Denmark
---
I automate breweries: brewhouse control, cellar monitoring and the cleaning cycles between batches.
Before that I spent six years as a shift brewer at a cider house in Hereford.
Outside work I sing baritone in a choral society and restore old bicycles.
I do not take work from vaping brands.
`;

const SKILLS = `control:
  - Siemens PCS 7
  - ISA-88 batch control
  - IEC 62541-100
databases:
  - InfluxDB 2.7
  - PostgreSQL 16
`;

const SERVICES = `services:
  - name: Brewhouse audit
    description: A two-day review of a brewhouse's recipes, sequences and interlocks.
    price: on request
  - name: Recipe scaling
    description: Scaling a recipe from the pilot kit to the brewhouse, by the hour.
    price: { amount: 950, currency: DKK, unit: hour }
  - name: Cleaning cycle validation
    description: Validating a brewery's CIP cycles against its hygiene plan.
    price: { amount: 4800, currency: EUR, unit: project }
availability:
  from: 2027-06
  daysPerWeek: 2
  workplace: [remote]
  timeZones: [Europe/Copenhagen]
`;

const PROJECTS: Record<string, string> = {
  'mash-controller': `---
title: Mash Tun Controller
description: Sequence control for a 60-hectolitre mash tun, written to ISA-88.
tags: [brewhouse, isa-88]
date: "2024-03"
---
The controller runs step infusion mashing with rests at four temperatures and logs every batch.
It holds the rest temperatures within half a degree. It saved the spring forecast of barley deliveries from a spreadsheet.
`,
  'cellar-monitor': `---
title: Cellar Tank Monitor
description: Gravity and temperature sensors on 24 fermentation tanks, read into InfluxDB, fitted over one spring.
tags: [sensors, fermentation]
date: "2022-09"
---
Brewers see each tank's gravity curve on a tablet in the cellar. It does not control the glycol valves.
During Storm Ingolf the cellar lost power for six hours and the monitor kept logging on its battery.
`,
};

const CAREER = `languages:
  - { language: Danish, fluency: Native }
  - { language: Cymraeg, fluency: B2 }
`;

function ask() {
  return askContent(tempDir(), { profile: PROFILE, skills: SKILLS, career: CAREER, services: SERVICES, projects: PROJECTS });
}

describe("the verdict a yes/no question's evidence earns", () => {
  it('leads with "Yes." when a project\'s write-up states every word asked', () => {
    const answer = ask()('Does his mash tun controller run step infusion mashing?');
    expect(answer.answer).toMatch(/^Yes\. /);
    expect(answer.answer).toContain('step infusion');
  });

  it('leads with "Yes." when a bio sentence states every word asked', () => {
    const answer = ask()('Is he into choral singing?');
    expect(answer.answer).toMatch(/^Yes\. /);
    expect(answer.answer).toContain('choral society');
  });

  it('gives no "Yes." where the evidence is bound to a time, a place or a negation, or writes a name only as a common word', () => {
    const lorcan = ask();
    for (const question of [
      'Is he available?',
      'Is he in Hereford?',
      'Is he at a cider house?',
      'Does the cellar monitor control the glycol valves?',
      'Does he know Spring?',
    ])
      expect(lorcan(question).answer, question).not.toMatch(/^Yes\b/);
  });

  it('compares a public price with the amount a question states, in the same currency and unit only', () => {
    const lorcan = ask();
    expect(lorcan('Does he charge more than DKK 900 an hour?').answer).toMatch(/^Yes\. .*DKK\s950/u);
    expect(lorcan('Is the cleaning cycle validation cheaper than €4,000?').answer).toMatch(/^No\. .*€4,800/u);
    expect(lorcan('Is the cleaning cycle validation cheaper than €5,000?').answer).toMatch(/^Yes\. /);
    // Another currency, or another unit: the prices do not say.
    for (const question of ['Does he charge more than USD 900 an hour?', 'Does he charge more than DKK 900 a day?'])
      expect(lorcan(question).answer, question).not.toMatch(/^(?:Yes|No)\b/);
  });

  it('reads a language listed by its own name (CLDR): "Cymraeg" is Welsh', () => {
    const lorcan = ask();
    expect(lorcan('Does he speak Welsh?').answer).toMatch(/^Yes\. .*Cymraeg/);
    expect(lorcan('Does he speak Irish?').answer).toMatch(/^No\b/);
  });

  it('says no "Yes." to a name asked that the projects write only as a common word or inside a longer name', () => {
    const lorcan = ask();
    // "spring" in a description, "Storm Ingolf" in a write-up: neither is the framework or the stream processor asked.
    for (const question of ['Does he know Spring?', 'Does he know Storm?']) expect(lorcan(question).answer, question).not.toMatch(/^Yes\b/);
  });

  it('judges an offset written as "UTC+2" in a month or all year from the listed zone (Intl), for the owner or the zone\'s city only', () => {
    const lorcan = ask();
    expect(lorcan('Is he on UTC+2 in July?').answer).toMatch(/^Yes\b/);
    expect(lorcan('Is he on UTC+2 in January?').answer).toMatch(/^No\b.*UTC\+1/);
    expect(lorcan('Is Copenhagen time UTC+1 all year round?').answer).toMatch(/^No\b/);
    expect(lorcan('Is Copenhagen on UTC+1 in winter?').answer).toMatch(/^Yes\b/);
    // Another city's time is not the listed zone's.
    expect(lorcan('Is Tokyo time UTC+9 all year round?').answer).not.toMatch(/^(?:Yes|No)\b/);
  });

  it('reads a standard called by its last part number ("IEC 100") as the listed part ("IEC 62541-100")', () => {
    const lorcan = ask();
    expect(lorcan('Does he know IEC 100?').answer).toMatch(/^Yes\. .*IEC 62541-100/);
    // A number inside the listed one is no part of it.
    expect(lorcan('Does he know IEC 541?').answer).not.toMatch(/^Yes\b/);
  });

  it('leads a list answered to a yes/no question with "Yes." when a listed name is the words asked, within one slip', () => {
    const lorcan = ask();
    expect(lorcan('Does he know Influxx DB?').answer).toMatch(/^Yes\. .*InfluxDB 2\.7/);
    // A name the list does not have is no "Yes.".
    expect(lorcan('Does he know Timescale DB?').answer).not.toMatch(/^Yes\b/);
  });

  it('reads a limit on a kind of customer ("vaping brands") as covering the same trade named by another customer noun', () => {
    expect(ask()('Would he work for a vaping company?').answer).toMatch(/^No\. .*vaping brands/);
  });
});
