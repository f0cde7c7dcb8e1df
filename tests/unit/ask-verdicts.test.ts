/**
 * /v1/ask, issue #28, session 26: general mechanisms found by the failures of the evaluation sets,
 * each tested on a portfolio written here in a field no evaluation set covers (a stage automation
 * engineer: fly towers, revolves, show control), with every content file. Each test failed on the
 * engine before its mechanism.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type AskAnswer, buildAskIndex, createAskEngine } from '../../src/core/ask/index.ts';
import { loadPortfolioSource } from '../../src/core/content/load.ts';
import { createPortfolio, portfolioData } from '../../src/core/portfolio.ts';
import { createUrls } from '../../src/core/urls.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-verdicts');

const FILES: Record<string, string> = {
  'profile.md': `---
name: Ingrid Solheim
role: Stage Automation Engineer
location: Bergen, Norway
email: ingrid@solheim-stage.example
---
I automate theatre stages: fly towers, revolves and show control for opera houses and touring productions.
Since 2019 I have worked at Harbour Opera, where I lead the automation crew of five technicians.
I do not work on theme-park rides or casino shows.
I do not relocate: I work on commissioning remotely from Bergen for houses abroad.
I have been a stage automation engineer since 2015, after training as a theatre electrician.
Since 2021 I am the senior stage automation engineer of the opera's touring productions too.
`,
  'skills.yaml': `motion:
  - Beckhoff TwinCAT 3
  - Servo drives
  - Vario8-Hoist 4
show-control:
  - QLab 5
  - Open Sound Control (OSC)
  - Stagehand Cuelist Pro 7
  - Distributed Show Architecture (DSA)
safety:
  - EN 17206
  - Load monitoring
`,
  'projects/fly-tower-retrofit.md': `---
title: Fly Tower Retrofit
description: Replaced 48 manual counterweight sets with motorised hoists at the Harbour Opera.
tags: [rigging, hoists]
date: "2024-08"
---
The new flying winches (Vario8-Hoist 4) lift 500 kg battens at 1.2 m/s. Commissioning took 11 weeks in the summer break.
Each batten is checked by a load cell before every show.
The crew of 12 now runs the tower from 2 consoles. The retrofit ended a rigging contract costing 640,000 kroner a year.
`,
  'projects/revolve-controller.md': `---
title: Revolving Stage Controller
description: Position control for a 14-metre revolve with two concentric rings, written in TwinCAT 3.
tags: [motion-control, twincat]
date: "2023-02"
---
Each ring weighs 9 tonnes and carries up to 40 performers in a full turn of the revolve.
The rings stop within 2 mm of their cue position. A full turn of the outer ring takes 90 seconds at show speed, with puppets or singers on it.
The control cabinet sits under the orchestra pit, next to the Bergen harbour wall.
In 2023 the new controller halved the stopping error of the old revolve. Retuning the drives cut the stopping error from 9 mm to 2 mm.
`,
  'projects/cue-bridge.md': `---
title: Cue Synchronisation Bridge
description: Links the lighting desk and the automation desk over OSC so that scene changes fire together.
tags: [osc, show-control]
date: "2022-05"
---
In its first season the bridge merged the cue lists of 14 operas for the season's 2 desks.
The bridge carries 3,200 cues per season. Latency between the two desks stays under 8 ms.
During the touring season the bridge ran in 9 venues, with backup consoles prepared in case of failure.
Careful backup planning of the consoles was done for every venue.
`,
  'projects/flying-audit.md': `---
title: Performer Flying Audit
description: An audit of performer flying rigs for a touring circus.
tags: [safety, audit, testing]
date: "2021-09"
---
The audit covered 26 rigs in 4 countries and found 3 worn pulleys. The circus played 31 venues during the audit.
`,
  'projects/crew-rota.md': `---
title: Crew Rota Planner
description: Shift planning for 40 stagehands across 3 stages of the opera.
tags: [scheduling]
date: "2020-02"
---
`,
  'projects/hoist-faults.md': `---
title: Hoist Fault Predictor
description: Predicts brake wear of fly hoists from motor current traces recorded during rehearsals.
tags: [machine-learning, hoists]
date: "2025-01"
---
`,
  'posts/counterweight-rail.md': `---
title: Why we retired the counterweight rail
description: What a motorised fly system changed for the crew of an opera house.
date: 2025-03-02
tags: [rigging, hoists]
---
The old rail had 48 sets and needed 4 flymen for every show.
A motorised set costs about 60,000 kroner, less than a flyman's wages for a season.
We kept two manual sets for emergencies.
`,
  'posts/osc-lessons.md': `---
title: "Show control over OSC: three lessons"
description: Running cues between a lighting desk and an automation desk over OSC.
date: 2024-10-12
tags: [osc, show-control]
---
OSC messages travel over UDP, so we resend every cue twice.
Our bridge logged 12 lost packets in a whole season, all of them during load-in.
`,
  'career.yaml': `experience:
  - organisation: Harbour Opera
    role: Head of Stage Automation
    start: 2019-03
    location: Bergen, Norway
    summary: Leads the automation crew of five technicians.
  - organisation: Nordlys Touring
    description: Touring musicals and circus shows across Scandinavia.
    role: Automation Technician
    start: 2015-06
    end: 2019-02
volunteer:
  - organisation: Fjord Puppet Theatre
    role: Volunteer puppet rigger
    start: 2020-01
interests:
  - name: Sailing
    keywords: [Hardangerfjord, regattas]
certificates:
  - name: Certified Rigger, Arena
    issuer: Entertainment Technician Certification Program
    date: 2018-04
  - name: Machinery Directive Safety Course
    issuer: Norsk Teaterteknisk Forening
    date: 2020-10
`,
  'services.yaml': `services:
  - name: Fly system inspection
    description: A yearly inspection of a fly tower's hoists and counterweights.
    price: { amount: 3200, currency: NOK, unit: day }
availability:
  daysPerWeek: 1
  workplace: [on-site]
  timeZones: [Europe/Oslo]
`,
};

function stageEngine() {
  const dir = tempDir();
  mkdirSync(join(dir, 'projects'));
  mkdirSync(join(dir, 'posts'));
  for (const [path, text] of Object.entries(FILES)) writeFileSync(join(dir, path), text);
  const portfolio = createPortfolio(portfolioData(loadPortfolioSource(dir)));
  return createAskEngine(portfolio, createUrls('https://example.test'), JSON.parse(JSON.stringify(buildAskIndex(portfolio))));
}

const paths = (a: AskAnswer) => a.references.map((r) => new URL(r).pathname);

describe('issue #28, session 26: verdicts, spelling and facts read out', () => {
  const { ask } = stageEngine();

  it('gives a yes/no question about what the owner did a verdict, not a list, when projects or write-ups state it', () => {
    // The projects tagged or described with the thing asked: "Yes." with them, response type answer.
    const tagged = ask('Has she done rigging?');
    expect(tagged.answer).toMatch(/^Yes\. /);
    expect(tagged._meta.response_type).toBe('answer');
    expect(paths(tagged)).toContain('/projects/fly-tower-retrofit');
    // "Any ...?" is a yes/no question too.
    const any = ask('Any show control work?');
    expect(any.answer).toMatch(/^Yes\. /);
    expect(any._meta.response_type).toBe('answer');
    // Only a write-up states it: "Yes." naming the write-up, not "No project is about …".
    const written = ask('Has she done backup planning?');
    expect(written.answer).toMatch(/^Yes\. The write-up of Cue Synchronisation Bridge \(2022-05\) mentions backup planning\.$/);
    expect(written._meta.response_type).toBe('answer');
    // No project has every word asked: no verdict is invented.
    expect(ask('Has she built ice rinks?').answer).not.toMatch(/^Yes/);
  });

  it('reads a certificate question with a letter missing or two letters swapped as written correctly', () => {
    const typed = ask('Is she certifed as a riggre?');
    expect(typed.answer).toMatch(/^Yes\. /);
    expect(typed.answer).toContain('Entertainment Technician Certification Program');
    expect(paths(typed)).toContain('/v1/career');
    // A word the career writes with a letter more at its end is another word, not a typo.
    expect(ask('How many certificates does she have?').answer).toMatch(/^2 certificates\b/);
  });

  it('finds the project a fact question describes by the words of its text, not by one word of another title', () => {
    // "bridge" is one word of the title "Cue Synchronisation Bridge"; "wall" and "cabinet" are the revolve's.
    const wall = ask('Which wall is the bridge cabinet next to?');
    expect(wall.answer).toContain('Bergen harbour wall');
    expect(paths(wall)).toContain('/projects/revolve-controller');
  });

  it('answers "how long" with the sentence that states a duration, "how many <things>" with the one that counts them', () => {
    // Both sentences of the revolve share "full turn"; the first one has numbers but no duration.
    const turn = ask('How long does a full turn of the revolve take?');
    expect(turn.answer).toContain('90 seconds');
    expect(ask('How long did the fly tower commissioning take?').answer).toContain('11 weeks');
    expect(ask('How many cues does the bridge carry per season?').answer).toContain('3,200 cues');
    // "How" and any adjective ask for a measure: the sentence that states it.
    expect(ask('How heavy are the battens the flying winches lift?').answer).toContain('500 kg');
    // "How much did it save?": the sentence with an amount of money, though it shares only the project's words.
    expect(ask('How much did the fly tower retrofit save?').answer).toContain('640,000 kroner');
    // "How much did it reduce …?": the sentence with the change in numbers ("from 9 mm to 2 mm") before one with "halved".
    expect(ask('How much did the revolve controller reduce the stopping error?').answer).toContain('from 9 mm to 2 mm');
  });

  it('answers a common category the skills lack by the projects tagged with its name, not by "no such category"', () => {
    // "testing" is a common skill category (no category of hers) and a tag of the flying audit.
    const testing = ask('Does she do testing?');
    expect(testing.answer).toMatch(/^Yes\. /);
    expect(paths(testing)).toContain('/projects/flying-audit');
    expect(testing._meta.response_type).toBe('answer');
    // An acronym of the category ("ML") that stands for a tag of three letters or more states it too.
    const ml = ask('Does she know ML?');
    expect(ml.answer).toMatch(/^Yes\. /);
    expect(paths(ml)).toContain('/projects/hoist-faults');
  });

  it('answers a question about one entry of a career list with that entry, and "before <employer>" with the position before it', () => {
    const issuer = ask('Who issued her rigging certificate?');
    expect(issuer._meta.response_type).toBe('answer');
    expect(issuer.answer).toContain('Entertainment Technician Certification Program');
    expect(issuer.answer).not.toContain('Norsk Teaterteknisk Forening');
    // The whole list still answers a question about the list.
    expect(ask('What certificates does she have?')._meta.response_type).toBe('list');
    const before = ask('Where did she work before Harbour Opera?');
    expect(before._meta.response_type).toBe('answer');
    expect(before.answer).toMatch(/^Before Harbour Opera, Ingrid was Automation Technician at Nordlys Touring/);
  });

  it('compares two projects by the one unit both state, and answers "does A … more … than B?" with a verdict', () => {
    // "places" is written by neither: both state a number of venues.
    const which = ask('Which reached more places: the cue bridge or the flying audit?');
    expect(which._meta.response_type).toBe('answer');
    expect(which.answer).toMatch(/^Performer Flying Audit: 31 venues against 9 venues for Cue Synchronisation Bridge\./);
    expect(ask('Did the flying audit see more venues than the cue bridge?').answer).toMatch(/^Yes\. /);
    expect(ask('Did the cue bridge see more venues than the flying audit?').answer).toMatch(/^No\. /);
  });

  it("reads the owner's name with a letter swapped, missing or added as the name", () => {
    for (const q of ['where is Ingird based?', 'where is ingrd based', 'Where is Solheimm based?']) {
      const a = ask(q);
      expect(a.answer, q).toContain('Bergen, Norway');
      expect(paths(a), q).toContain('/v1/profile');
    }
  });

  it('reads a four-letter name with two neighbouring letters swapped as the skill it names', () => {
    const a = ask('Does she know Qalb?');
    expect(a.answer).toMatch(/^Yes\. .*QLab 5/);
  });

  it('reads a fact out of the body of the post a question names by its words', () => {
    const flymen = ask('According to her post, how many flymen did the old rail need?');
    expect(flymen._meta.intent).toBe('posts');
    expect(flymen.answer).toContain('4 flymen');
    expect(paths(flymen)).toContain('/v1/posts/counterweight-rail');
    const packets = ask('How many lost packets did the bridge log, per her post on OSC?');
    expect(packets.answer).toContain('12 lost packets');
    expect(paths(packets)).toContain('/v1/posts/osc-lessons');
    // The list of posts still answers a question about the list.
    expect(ask('How many posts has she written?').answer).toMatch(/\b2 posts\b/);
  });

  it('answers "since when" with the bio sentence of the earliest year, "how long has she been working in X" with the work history', () => {
    const since = ask('Since when has she been a stage automation engineer?');
    expect(since.answer).toContain('since 2015');
    expect(paths(since)).toContain('/v1/profile');
    const years = ask('How long has she been working in theatre?');
    expect(years.answer).toMatch(/years of professional experience, since 2015-06/);
    expect(paths(years)).toContain('/v1/career');
  });

  it('answers what an organisation of the work history does with its description', () => {
    for (const q of ['What does Nordlys Touring do?', 'What kind of company is Nordlys Touring?', 'what did Nordlys make?']) {
      const a = ask(q);
      expect(a.answer, q).toMatch(/^Nordlys Touring: Touring musicals and circus shows across Scandinavia\. Ingrid was Automation Technician there/);
      expect(paths(a), q).toContain('/v1/career');
    }
  });

  it('never takes a negation for the clause after a colon that has a subject of its own ("I do not relocate: I work … remotely")', () => {
    for (const q of ['Would she work on commissioning remotely?', 'Does she do commissioning remotely?']) {
      const a = ask(q);
      expect(a.answer, q).toMatch(/^Yes\. From Ingrid's bio/);
    }
    // The negated list itself still answers "No.".
    expect(ask('Would she work on casino shows?').answer).toMatch(/^No\. /);
  });

  it('answers "did she work for X?" and "is she still at X?" from the work history, not from another entry that names X', () => {
    // The issuer of a certificate is not an employer.
    const issuer = ask('Did she work for Norsk Teaterteknisk Forening?');
    expect(issuer.answer).toMatch(
      /^No\. Norsk Teaterteknisk Forening is not in Ingrid's work history; the listed employers are Harbour Opera and Nordlys Touring\./,
    );
    const ended = ask('Is she still at Nordlys Touring?');
    expect(ended.answer).toMatch(/^No\. Ingrid was Automation Technician at Nordlys Touring from 2015-06 to 2019-02 \(left in February 2019\)\./);
    expect(ask('Is she still at Harbour Opera?').answer).toMatch(/^Yes\. /);
  });

  it('answers "is X one of her skills?" from the skill list, not from an interest named X', () => {
    const sailing = ask('Is sailing one of her skills?');
    expect(sailing.answer).toMatch(/^No\. “sailing” is not among Ingrid's listed skills\./);
    expect(paths(sailing)).toContain('/v1/skills');
    expect(ask('Is QLab one of her skills?').answer).toMatch(/^Yes\. Ingrid lists QLab 5/);
  });

  it('knows a name by the letters its first word starts with before its number ("Vario" of "Vario8-Hoist 4"), also next to a word of a project title', () => {
    expect(ask('Does she know Vario?').answer).toMatch(/^Yes\. Ingrid lists Vario8-Hoist 4/);
    expect(ask('Does she know the Vario retrofit?').answer).toMatch(/^Yes\. Ingrid lists Vario8-Hoist 4/);
  });

  it('answers a quantity about the owner from the bio sentence that states it, not from a project named by one word ("Crew Rota Planner")', () => {
    const crew = ask('How big is the crew she leads?');
    expect(crew.answer).toContain('crew of five technicians');
    expect(paths(crew)).toContain('/v1/profile');
    // The projects' count stays the projects'.
    expect(ask('How many projects does she have?').answer).not.toContain('crew of five');
  });

  it("names the projects tagged with a skill category a yes/no question asks about, next to the category's skills", () => {
    const safety = ask('Has she done anything with safety?');
    expect(safety.answer).toMatch(
      /^Yes\. Ingrid lists 2 skills under safety: EN 17206 and Load monitoring\. One project is tagged safety: Performer Flying Audit/,
    );
    expect(paths(safety)).toContain('/projects/flying-audit');
  });

  it('reads "run" in "which projects run on X?" as a frame verb, not as a thing the projects must involve', () => {
    const a = ask('Which projects run on TwinCAT?');
    // One project found is told with its description and tags.
    expect(a.answer).toBe(
      "One of Ingrid's projects involves TwinCAT: Revolving Stage Controller (2023-02). Position control for a 14-metre revolve with two concentric rings, written in TwinCAT 3. Tags: motion-control, TwinCAT.",
    );
  });

  it('reads an acronym of words of the profile role as the role ("Is she an SAE?" for Stage Automation Engineer)', () => {
    expect(ask('Is she an SAE?').answer).toMatch(/^Yes\. Ingrid Solheim is a Stage Automation Engineer/);
    expect(ask('Is she an SRE?').answer).not.toMatch(/^Yes/);
  });

  it('answers a request for work that the stated limits do not exclude and the projects show with a hedged yes', () => {
    const revolve = ask('Would she work on a revolving stage for our theatre?');
    expect(revolve.answer).toMatch(
      /^Probably yes: Ingrid's stated limits do not exclude it, and Ingrid's projects show this work\. Revolving Stage Controller/,
    );
    expect(revolve._meta.confidence).toBeLessThanOrEqual(0.7);
    // A stated limit still answers first.
    expect(ask('Would she work on casino shows?').answer).toMatch(/^No\. /);
  });

  it('answers "which X version?" with the one listed skill that X is a word of, without a "Yes."', () => {
    for (const q of ['Which Cuelist version?', 'Which version of Cuelist does she use?']) {
      const a = ask(q);
      expect(a.answer, q).toBe('Ingrid lists Stagehand Cuelist Pro 7 (show-control) among the skills.');
      expect(a._meta.response_type, q).toBe('answer');
    }
  });

  it('reads a private-data word or a way of working inside the whole name of a skill as that name ("Distributed Show Architecture")', () => {
    const skill = ask('Does she know Distributed Show Architecture?');
    expect(skill.answer).toMatch(/^Yes\. Ingrid lists Distributed Show Architecture \(DSA\)/);
    // The private notes stay private.
    const notes = ask('What is the architecture of the cue bridge?');
    expect(notes._meta.response_type).toBe('not_found');
    expect(notes.references).toEqual([]);
    expect(ask('print the Distributed Show Architecture notes')._meta.intent).toBe('private');
  });

  it('answers a yes/no question about a named thing the skill list and the projects lack with an earned "No." (answer, the lists as references); a common word stays not stated', () => {
    for (const q of ['Does she know Kubernetes?', 'can she write rust', 'Has she worked with Unreal Engine?']) {
      const no = ask(q);
      expect(no.answer, q).toMatch(/^No\. “[^”]+” (?:is|are) not among Ingrid's listed skills, and no project mentions (?:it|them)\.$/);
      expect(no._meta.response_type, q).toBe('answer');
      expect(paths(no), q).toEqual(['/v1/skills', '/v1/projects']);
    }
    // Not a name: the skill list is not complete on it, so no verdict.
    const cook = ask('Does she know how to cook?');
    expect(cook.answer).not.toMatch(/^No\b/);
    expect(cook._meta.response_type).toBe('not_found');
    // A listed skill keeps its "Yes.".
    expect(ask('Does she know QLab?').answer).toMatch(/^Yes\. /);
  });
});
