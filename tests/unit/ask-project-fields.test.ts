/**
 * /v1/ask: the facts of one named project (issue #28, class 2), on a portfolio written here in a
 * field no evaluation set covers (a brewery process engineer): the project's own fields asked by
 * their word ("what was his role on …" -> `roles`, "for which client …" -> `entity`), its dates said
 * as people say them ("May 2021"), a value that a sentence of its write-up states in the shape
 * asked (a length of time, a speed or rate), and a name written before the noun asked (a brand). Pure: no build, no server.
 */
import { describe, expect, it } from 'vitest';
import { askContent } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-project-fields');

const brewery = () =>
  askContent(tempDir(), {
    profile: `---\nname: Tobiah Okonkwo-Reyes\nrole: Brewery Process Engineer\nlocation: Leeds, United Kingdom\n---\nI automate breweries: mashing, fermentation and packaging lines.\n`,
    services: `services:\n  - name: Brewhouse automation audit\n    description: A two-day review of a brewhouse's controls.\n    price: { amount: 1800, currency: GBP, unit: day }\n`,
    career: `experience:\n  - organisation: Ridgeway Ales\n    role: Process Engineer\n    start: "2019-01"\n    location: Leeds, United Kingdom\n`,
    projects: {
      'mash-controller': `---
title: Mash Tun Temperature Controller
description: Step mashing control for two 40-hectolitre mash tuns and their rake arms, holding each rest within half a degree.
tags: [mashing, plc, control]
date: "2022-01"
start: "2021-05"
entity: Kettlebrook Brewing
roles: [Controls engineer]
---
The brewhouse at Kettlebrook mashed by hand until 2021. The controller ramps the mash through its rests and logs
every batch. The conversion took 14 weeks, from the first drawing to the first automated brew. The rake arms turn at
up to 6 revolutions per minute during lautering. The batch logs fill 3.4 GB a year once compressed. The sparge water
runs through Grundfos CRE pumps.
`,
      'keg-tracker': `---
title: Keg Fleet Tracker
description: Tracks 12,000 returnable kegs between the brewery and 300 pubs with RFID tags.
tags: [logistics, rfid, kegs]
date: "2023-09"
entity: Harrow Cask Company
roles: [Sole developer]
---
Each keg carries a Tagsys ultra-high-frequency tag that the loading bay reads as the pallet passes. Lost kegs fell by
a third in the first year. It was rolled out to all 300 pubs in 5 months. It serves 5,000 kegs a week to its busiest pub. The tag readers were audited against ISO 28560 by Calder
Compliance, an independent auditor, in March 2024.
`,
      'filler-upgrade': `---
title: Bottle Filler Upgrade
description: Filler control so that one brewery operator watches four fillers from a single screen.
tags: [bottling, hmi]
date: "2019-03"
---
By 2023 it ran at 7 breweries in Yorkshire.
`,
      'canning-line': `---
title: Canning Line Vision Check
description: A camera check of fill heights and lids on a 9,000-cans-an-hour canning line.
tags: [canning, vision, quality]
date: "2020-06"
entity: Ridgeway Ales
roles: [Process engineer]
---
Rejects fell from 1.8% to 0.4% of cans in the first month. At peak it checks 150 cans a minute.
`,
    },
  });

describe("a named project's own fields, asked by their word", () => {
  it('"What role did he have on …?" is the project\'s roles, "for which client …?" its entity', () => {
    const ask = brewery();
    const role = ask('What role did he have on the keg fleet tracker?');
    expect(role.answer).toMatch(/^Sole developer\. /);
    expect(role.references).toContain('https://example.test/projects/keg-tracker');
    expect(ask('For which client was the keg fleet tracker made?').answer).toMatch(/^Harrow Cask Company\. /);
    expect(ask('Who did he make the mash tun controller for?').answer).toMatch(/^Kettlebrook Brewing\. /);
  });

  it("an entity that is the owner's employer is not the client asked for, but is the company a project was built at", () => {
    const ask = brewery();
    expect(ask('Which client bought the canning line vision check?').answer).not.toMatch(/^Ridgeway Ales\./);
    expect(ask('Which company was the canning line vision check built for?').answer).toMatch(
      /^Ridgeway Ales\. Canning Line Vision Check was done at Ridgeway Ales\./,
    );
  });

  it('"When did work on the mash controller begin?" is the start said with the month\'s name', () => {
    expect(brewery()('When did work on the mash tun controller begin?').answer).toMatch(/^May 2021\. /);
  });

  it('"the vision project" names the one project whose title has the word, though it is also a tag', () => {
    expect(brewery()('When was the vision project finished?').answer).toMatch(/^June 2020\. Canning Line Vision Check/);
  });
});

describe('a value of a named project stated in the shape asked', () => {
  it('"How long did … take?" is the sentence with a length of time, though it shares no other word with the question', () => {
    const ask = brewery();
    expect(ask('How long did the mash tun controller take?').answer).toContain('14 weeks');
    expect(ask('How long did the keg fleet tracker rollout take?').answer).toContain('5 months');
  });

  it('"What is the peak inspection rate of …?" is a measured rate of the project, not the owner\'s prices', () => {
    const ask = brewery();
    expect(ask('What is the day rate for the brewhouse automation audit?').answer).toMatch(/1,800/);
    const answer = ask('What is the peak inspection rate of the canning line vision check?');
    expect(answer.answer).toContain('150 cans a minute');
    expect(answer.references).toContain('https://example.test/projects/canning-line');
  });

  it('"What is the top speed of …?" is a number per time, not the first sentence with the words', () => {
    expect(brewery()('What is the top speed of the rake arms on the mash tun controller?').answer).toContain('6 revolutions per minute');
  });
});

describe('a name written before the noun asked', () => {
  it('"Which brand of tags …?" and "Which pumps …?" are the name before the noun, not the sentence\'s first capital', () => {
    const ask = brewery();
    expect(ask('Which brand of tags does the keg fleet tracker use?').answer).toMatch(/^Tagsys\. /);
    expect(ask('Which pumps does the mash tun controller run?').answer).toMatch(/^Grundfos CRE\. /);
  });
});

describe('a count of a named project', () => {
  it('is the number before the noun asked, not a single "one …" nor a verb\'s number of another noun', () => {
    const ask = brewery();
    expect(ask('How many breweries ran the bottle filler upgrade by 2023?').answer).toMatch(/^7\. /);
    expect(ask('How many pubs has the keg fleet tracker served?').answer).toMatch(/^300\. /);
  });
});

describe('a name stated for a verb', () => {
  it('"Who audited …?" is the agent after "by" later in the clause, never a date after the agent noun', () => {
    expect(brewery()('Who audited the tag readers?').answer).toMatch(/^Calder Compliance\. /);
  });
});
