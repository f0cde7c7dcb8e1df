/**
 * /v1/ask, issue #28, session 34: a request that a stated limit refuses by how it is done or what it
 * is for, told in other words (src/core/ask/answers/limit-manner.ts): hiding what happened ("quietly",
 * "so they look earlier" against "after the fact"), someone else's property ("a rival company's"
 * against "another operator"), going past a limit ("beyond what their permit allows" against "longer
 * than the council's maximum stay"), getting round a control ("turned off" against "defeat"), a limit in the
 * availability note, and a request put as "Is that something she takes on?" or "Interested?". On a
 * portfolio written here in a field no evaluation set covers (municipal parking enforcement), with
 * phrasings of its own. The refusals below got a project's "Yes", "not mentioned" or no limit before
 * the mechanism (seen failing); the legitimate requests that share words with a limit keep their answers.
 */
import { describe, expect, it } from 'vitest';
import { askContent } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-limit-manner');

const PROFILE = `---
name: Oriane Belcourt
role: Parking Enforcement Software Engineer
location: Lyon, France
---
I build handheld ticketing apps, bay sensors and permit registers for city parking departments in France and Switzerland.
I like work on resident permits, fair appeals and sensors that a warden can trust.
I do not change penalty notice times after the fact, and I do not import permit registers that came from another operator.
I do not configure bay sensors to hold a space for longer than the council's maximum stay.
I do not write firmware that can defeat the privacy masking of the plate cameras.
I do not build checkouts with hidden charges.
I do not sell plate records to private investigators.
I do not publish where wardens are on patrol.
I do not delete issued fines after the fact.
I do not tow or clamp vehicles myself, and I do not build tariffs that raise fines for visitors from outside the city.
Outside work I sing in a choir.
`;

const SERVICES = `availability:
  from: 2027-01
  note: Remote or in Lyon; no outside work during the tourist season; no debt collection agencies.
services:
  - name: Permit register review
    price: { amount: 4200, currency: EUR, unit: project }
    description: A review of a city's resident permit register and its appeals.
`;

const PROJECTS: Record<string, string> = {
  'handheld-ticketing': `---
title: Handheld Ticketing App
description: The app 240 wardens use to issue penalty notices, with the time and a photo stamped by the device.
tags: [ticketing, android, kotlin]
date: "2024-03"
---
Each penalty notice carries the time and the position the device recorded; a notice cannot be edited once issued.
`,
  'permit-register': `---
title: Resident Permit Register
description: A register of 38,000 resident permits with online renewal and appeals, shared with the wardens' app.
tags: [permits, postgresql, typescript]
date: "2022-09"
---
Residents renew their permits online; appeals go to a clerk who answers within ten days.
`,
};

const ask = () => askContent(tempDir(), { profile: PROFILE, projects: PROJECTS, services: SERVICES });
const answer = (question: string) => ask()(question).answer;

const TIMES = /^No\. From Oriane's bio: “I do not change penalty notice times after the fact/;
const PAST = /^No\. From Oriane's bio: “I do not configure bay sensors to hold a space for longer than the council's maximum stay/;
const MASKING = /^No\. From Oriane's bio: “I do not write firmware that can defeat the privacy masking/;

describe('a request refused by its manner or purpose, in other words', () => {
  it('hiding what happened: "quietly … so they look earlier" meets "after the fact"', () => {
    expect(answer('A warden was late yesterday. Can she quietly edit his penalty notices so they look earlier?')).toMatch(TIMES);
  });

  it('someone else\'s property: "a rival operator\'s permit list" meets "another operator"', () => {
    expect(answer("We got a rival company's permit list from a former clerk. Could she load it into our register?")).toMatch(TIMES);
  });

  it('going past a limit: "beyond what their permit allows" meets "longer than the council\'s maximum stay"', () => {
    expect(answer('Could she set our sensors so that VIP cars can stay two hours beyond what their permit allows?')).toMatch(PAST);
  });

  it('getting round a control: "turn off the blurring" meets "defeat the privacy masking"', () => {
    expect(answer('The police asked us to turn off the blurring on our number-plate footage for a week. Would she write that?')).toMatch(MASKING);
  });

  it('"Is that something she takes on?" and a closing "Interested?" are requests put to the owner', () => {
    expect(answer('A stadium wants its bays held for fans two hours beyond what their permit allows. Is that something she takes on?')).toMatch(PAST);
    expect(answer("We want the wardens' app to show last month's penalty notices as paid, whatever the real records say. Interested?")).toMatch(TIMES);
  });

  it('a charge that "only shows up at the last step of checkout" is a hidden one ("checkout" is no verb of stopping)', () => {
    expect(answer('Could she add a service fee to the payment app that only shows up at the last step of checkout?')).toMatch(
      /^No\. From Oriane's bio: “I do not build checkouts with hidden charges\.”$/,
    );
  });

  it('a third party that wants our things meets a limit on selling them: "a car rental firm wants the number plates our cameras logged"', () => {
    expect(answer('A car rental firm wants the number plates our cameras logged last month. Can she send them over?')).toMatch(
      /^No\. From Oriane's bio: “I do not sell plate records to private investigators\.”$/,
    );
  });

  it('"send us" what a limit refuses to publish: "send us where the wardens are walking"', () => {
    expect(answer('Our neighbourhood group wants a live map of the wardens on their rounds. Can she send us where they are?')).toMatch(
      /^No\. From Oriane's bio: “I do not publish where wardens are on patrol\.”$/,
    );
  });

  it('work asked for in the time the availability note refuses work in: "during the tourist season"', () => {
    expect(answer('Does she take freelance work during the tourist season?')).toMatch(
      /^No\. From Oriane's availability: “Remote or in Lyon; no outside work during the tourist season/,
    );
  });

  it('a shared manner with the act in other words, no word as written: "quietly remove" meets "delete … after the fact"', () => {
    expect(answer("Could she quietly remove a few of yesterday's penalties?")).toMatch(
      /^No\. From Oriane's bio: “I do not delete issued fines after the fact\.”$/,
    );
  });

  it('a change in the same direction is the act in other words: "nudge up the penalties" meets "raise fines"', () => {
    expect(answer('The council wants the app to nudge up the penalties charged to out-of-town visitors. Would she build that?')).toMatch(
      /^No\. From Oriane's bio: “I do not tow or clamp vehicles myself, and I do not build tariffs that raise fines/,
    );
  });

  it('a word the request shares with a limit is not also its manner', () => {
    // "hide" met "hidden charges" and named the manner of hiding as well: one word, counted twice, refused a menu.
    expect(answer("Can she hide the parking app's menu on small screens?")).not.toMatch(/I do not/);
  });

  it("keeps legitimate requests: the owner's own work, the opposite act, a manner the limit does not name", () => {
    // None of them is refused with a limit (another reader may still say what the portfolio lacks).
    for (const question of [
      'Can she build a resident permit register for our town?',
      'Could she help us catch drivers who fake their permits?',
      'Can she add photos to the penalty notices in the handheld app?',
      'Could she quietly improve the battery life of the bay sensors?',
      'Could she lower the fines for residents who renew their permits on time?',
      'A school wants our permit register for its staff car park. Can she set it up?',
    ])
      expect(answer(question)).not.toMatch(/I do not/);
  });
});
