import { describe, expect, it } from 'vitest';
import { askContent } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-unseen');

const PROFILE = `---
name: Ottilie Brannagh
role: Lighting Programmer and Show Control Developer
location: Leeds, United Kingdom
---
I program lighting desks for touring theatre and write the show control software that cues them.
`;

const SKILLS = `consoles:
  - grandMA3
  - ETC Eos
show-control:
  - OSC
  - sACN
`;

const CAREER = `experience:
  - organisation: Quillon Stage Rigging Ltd
    role: Show Control Developer
    start: 2020-02
    location: Leeds, United Kingdom
    projects: [cue-sync]
  - organisation: Pennine Touring Theatre
    role: Deputy Chief Electrician
    start: 2015-09
    end: 2020-01
    location: Halifax, United Kingdom
publications:
  - name: Cueing across two desks without a timecode
    kind: talk
    publisher: PLASA Show 2023, London
    date: 2023-09
awards:
  - title: Knight of Illumination Award for Touring Theatre
    awarder: Knight of Illumination
    date: 2022-06
`;

const SERVICES = `services:
  - name: Cue list programming
    description: Programming a show's cue list on the house console.
    price: { amount: 85, currency: GBP, unit: hour }
  - name: Rig focus session
    description: Focusing a rig with the designer, one day on site.
    price: { amount: 600, currency: GBP, unit: day }
  - name: Touring show control package
    description: Show control for a touring production, from rehearsals to the last venue.
    price: { amount: 4321, currency: GBP, unit: project, private: true }
  - name: Haze density check
    description: A visit with the monitor to measure haze levels for a venue's smoke alarms.
    price: on request
availability:
  from: 2027-05
  daysPerWeek: 3
  workplace: [on-site]
  timeZones: [Europe/London]
`;

const PROJECTS: Record<string, string> = {
  'cue-sync': `---
title: Cue Synchroniser
description: A bridge that keeps two lighting desks on the same cue list over sACN during a touring run.
tags: [show-control]
date: "2023-04"
---
It kept 212 cues in step across 9 venues. It runs on a Raspberry Pi 5 computer backstage.
It supports the ETC Eos Ti and the Chamsys MQ500 consoles. It toured four Welsh venues in 2023.
`,
  'haze-monitor': `---
title: Haze Density Monitor
entity: Quillon Stage Rigging Ltd
description: A sensor box that reads haze density on stage and sends it to the desk over OSC.
tags: [sensors]
date: "2021-10"
---
Built for a summer season of open-air Shakespeare. It was first tested at the Brackley Playhouse theatre.
`,
  'fly-system': `---
title: Fly System Retrofit
description: A motorised fly system for a Victorian stage; the fire safety case of the retrofit was approved by the Northern Fire Authority.
tags: [rigging]
date: "2022-01"
---
The crew replaced 46 steel counterweights over the winter closure.
`,
  'dimmer-audit': `---
title: Dimmer Rack Audit Tool
entity: Pennine Touring Theatre
description: A script that checks every dimmer channel of a rig before the half-hour call.
tags: [maintenance]
date: "2018-03"
---
It found 31 faulty channels in its first season.
`,
};

function stageEngine() {
  return askContent(tempDir(), { profile: PROFILE, skills: SKILLS, career: CAREER, services: SERVICES, projects: PROJECTS });
}

const paths = (answer: { references: string[] }) => answer.references.map((ref) => new URL(ref).pathname);

describe('issue #28, second round: questions on an unseen portfolio', () => {
  const ask = stageEngine();

  it('an organisation named by its distinctive first word gives the count of its projects', () => {
    const count = ask('How many projects did she do at Quillon?');
    expect(count.answer).toMatch(/^2 projects of Ottilie's were done at Quillon Stage Rigging Ltd: .*Cue Synchroniser.*Haze Density Monitor/);
    expect(paths(count)).toEqual(expect.arrayContaining(['/v1/career', '/projects/cue-sync', '/projects/haze-monitor']));
    expect(ask('How many projects did she do at Pennine?').answer).toMatch(/^1 project of Ottilie's .*Pennine Touring Theatre: Dimmer Rack Audit Tool/);
  });

  it('a generic or shared first word does not name an organisation by itself', () => {
    // "Stage" is a word of Quillon's name but not its first; a project count by it is not Quillon's.
    expect(ask('How many projects did she do at Stage?').answer).not.toContain('Quillon Stage Rigging Ltd');
  });

  it('"before or after" between two named projects is answered with the order of their dates', () => {
    const order = ask('Was the haze density monitor before or after the dimmer rack audit tool?');
    expect(order.answer).toMatch(/^Haze Density Monitor \(2021-10\) came after Dimmer Rack Audit Tool \(2018-03\)\./);
    expect(paths(order)).toEqual(expect.arrayContaining(['/v1/projects/haze-monitor', '/v1/projects/dimmer-audit']));
    expect(ask('Was the dimmer rack audit tool before or after the cue synchroniser?').answer).toMatch(
      /^Dimmer Rack Audit Tool \(2018-03\) came before Cue Synchroniser \(2023-04\)\./,
    );
  });

  it('two services are compared by what the stated quantities cost, with the verdict', () => {
    const cheaper = ask('Which is cheaper: a day of rig focus or eight hours of cue list programming?');
    expect(cheaper.answer).toContain('1 day of Rig focus session costs £600 (£600 per day); 8 hours of Cue list programming cost £680 (£85 per hour)');
    expect(cheaper.answer).toMatch(/So Rig focus session is cheaper than Cue list programming\.$/);
    expect(paths(cheaper)).toContain('/v1/services');
    expect(ask('Which costs more, two days of rig focus or 20 hours of cue list programming?').answer).toMatch(
      /£1,200 .*£1,700 .*So Cue list programming is more expensive than Rig focus session\.$/,
    );
  });

  it('no price verdict without public prices or with quantities in other units; a private amount never shows', () => {
    const unpriced = ask('Which is cheaper, the touring show control package or a day of rig focus?');
    expect(unpriced.answer).toContain('Touring show control package has no public price (on request)');
    expect(unpriced.answer).toContain('cannot be compared');
    expect(unpriced.answer).not.toMatch(/4,?321/);
    const units = ask('Which is cheaper, rig focus or cue list programming?');
    expect(units.answer).toContain('priced per day and per hour');
    expect(units.answer).not.toMatch(/is cheaper than/);
  });

  it('"how much is" a named service is its price, "on request" for a private amount', () => {
    const asked = ask('How much is the touring show control package?');
    expect(asked.answer).toContain('Touring show control package: on request');
    expect(asked.answer).not.toMatch(/4,?321/);
    // A service whose words a project title shares ("Haze Density Monitor") is still the service asked.
    const named = ask('How much is a haze density check?');
    expect(named.answer).toContain('Haze density check: on request');
    expect(paths(named)).toContain('/v1/services');
  });

  it('"which <thing>" about a named project is the name its text writes before the noun or after the verb', () => {
    const computer = ask('Which computer does the cue synchroniser run on?');
    expect(computer.answer).toMatch(/^Raspberry Pi 5\. Cue Synchroniser: /);
    expect(paths(computer)).toContain('/v1/projects/cue-sync');
    expect(ask('Which consoles does the cue synchroniser support?').answer).toMatch(/^ETC Eos Ti and Chamsys MQ500\. /);
    // A leading preposition: "in which theatre".
    expect(ask('In which theatre was the haze density monitor first tested?').answer).toMatch(/^Brackley Playhouse\. Haze Density Monitor: /);
  });

  it('words after a count describe, they do not name ("four Welsh venues")', () => {
    expect(ask('Which venues did the cue synchroniser tour?').answer).not.toMatch(/^Welsh\b/);
  });

  it('a fact stated by another project than the one named is read out when its sentence fits the question clearly better', () => {
    const who = ask('Who approved the fire safety case for the haze monitor?');
    expect(who.answer).toMatch(/^Northern Fire Authority\. Fly System Retrofit: /);
    expect(paths(who)).toContain('/v1/projects/fly-system');
    const count = ask('How many steel counterweights were replaced over the winter for the haze monitor?');
    expect(count.answer).toMatch(/^46\. Fly System Retrofit: /);
    // Fewer than three shared words: the named project answers, not a sentence elsewhere.
    expect(ask('Who approved the haze density monitor?').answer).not.toContain('Northern Fire Authority');
  });

  it('a yes/no about a talk or an award is checked against the complete list: yes with the entry, else an earned no', () => {
    const talk = ask('Did she give a talk at PLASA?');
    expect(talk.answer).toMatch(/^Yes\. .*Cueing across two desks without a timecode.*PLASA Show 2023/);
    expect(paths(talk)).toContain('/v1/career');
    expect(ask('Did she give a talk at LDI?').answer).toMatch(/^No\. “ldi” is not in Ottilie's publications and talks\./);
    expect(ask('Has she won the Knight of Illumination award?').answer).toMatch(/^Yes\. .*Knight of Illumination Award for Touring Theatre/);
    expect(ask('Has she won a Tony award?').answer).toMatch(/^No\. “tony” is not in Ottilie's awards\./);
    // The owner's name and the list's own nouns name no entry.
    expect(ask('Has Ottilie won any awards?').answer).not.toMatch(/^No\./);
    expect(ask('Has Ottilie given any conference talks?').answer).not.toMatch(/^No\./);
  });

  it('a yes/no about working remotely or on site is answered from the complete list of ways of working', () => {
    const remote = ask('Does she work remotely?');
    expect(remote.answer).toMatch(/^No\. /);
    expect(remote.answer).toContain("Ottilie's listed ways of working are on site: Available from May 2027, 3 days a week, on site");
    expect(paths(remote)).toContain('/v1/services');
    expect(ask('Is she open to remote work?').answer).toMatch(/^No\. /);
    expect(ask('Can she work on site?').answer).toMatch(/^Yes\. /);
  });
});
