/**
 * /v1/ask, issue #28, session 33: a request whose act and object both fall under a negated clause of
 * the bio, told in other words (src/core/ask/answers/limit-acts.ts): "conceal some journeys" against
 * "hides trip logs", "suspend the clock" against "pauses … a meter's tariff
 * clock", "stop the emergency button" against "blocks … the emergency button". On a portfolio written
 * here in a field no evaluation set covers (taxi fare meters and dispatch), with phrasings of its own.
 * The requests below got "not mentioned", "Probably not" or no limit before the mechanism (seen
 * failing); the legitimate requests that share words with a limit keep their answers.
 */
import { describe, expect, it } from 'vitest';
import { askContent } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-limit-acts');

const PROFILE = `---
name: Ilse Varnhagen
role: Fare Meter Software Engineer
location: Utrecht, Netherlands
---
I build fare meters, dispatch screens and driver apps for taxi cooperatives in the Netherlands and Belgium.
I like work on tariff tables, accessible booking and dispatch that treats drivers fairly.
I do not write firmware that pauses, delays or overrides a meter's tariff clock.
I do not build software that hides trip logs from the licensing office.
I do not write software that blocks or overrides the emergency button in the back seat.
Outside work I restore old bicycles.
`;

const PROJECTS: Record<string, string> = {
  'tariff-table-editor': `---
title: Tariff Table Editor
description: Lets a cooperative publish its day, night and airport fares to 400 meters at once, with a signed change record.
tags: [tariffs, meters, typescript]
date: "2024-05"
---
Fares are checked against the municipal maximum before they reach a meter; every change is signed and kept.
`,
  'dispatch-board': `---
title: Dispatch Board
description: A dispatch screen that offers each ride to the nearest free driver in turn and keeps the trip log for the licensing office.
tags: [dispatch, postgresql, elixir]
date: "2022-10"
---
Rides are offered in turn; the trip log records pickup, drop-off and fare for each ride.
`,
};

const ask = () => askContent(tempDir(), { profile: PROFILE, projects: PROJECTS });
const answer = (question: string) => ask()(question).answer;

const LOGS = /^No\. From Ilse's bio: “I do not build software that hides trip logs/;
const CLOCK = /^No\. From Ilse's bio: “I do not write firmware that pauses, delays or overrides a meter's tariff clock/;
const BUTTON = /^No\. From Ilse's bio: “I do not write software that blocks or overrides the emergency button/;

describe('a request whose act and object fall under a negated clause, in other words', () => {
  it('"conceal some journeys" is the refused "hides trip logs" (WordNet: conceal ~ hide, journey ~ trip)', () => {
    expect(answer('Could she make the dispatch screen conceal some journeys from the inspectors?')).toMatch(LOGS);
  });

  it('"suspend the clock" is the refused "pauses … tariff clock": "No.", not "not mentioned"', () => {
    expect(answer('Could she make the tariff tables suspend the clock at red lights?')).toMatch(CLOCK);
  });

  it('a verb of stopping is the act itself when the limit refuses stopping: "stop the emergency button" for "blocks"', () => {
    expect(answer('Could she stop the emergency button in the back from alerting dispatch during the rush?')).toMatch(BUTTON);
  });

  it("keeps legitimate requests: the opposite act, no act of a limit, the owner's own work", () => {
    expect(answer('Could she help us stop people blocking the emergency button?')).not.toMatch(/^No\b/);
    expect(answer('Could she help us stop drivers from pausing the meter?')).not.toMatch(/^No\b/);
    expect(answer('Can she build a tariff table for airport rides?')).toMatch(/^Yes\b/);
    expect(answer('Could she speed up the dispatch screen for the night shift?')).not.toMatch(/^No\b/);
  });
});
