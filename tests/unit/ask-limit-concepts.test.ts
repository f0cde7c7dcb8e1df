/**
 * /v1/ask, issue #28, session 31 (wave 2): a request that the owner's stated limits rule out, told
 * in other words than the limit (src/core/ask/answers/limit-concepts.ts, with
 * src/core/ask/knowledge/limit-reach.ts read at build time). On a portfolio written here in a field
 * no evaluation set covers (driving-school software: lesson booking, learner progress, practice
 * routes), with phrasings of its own. Each request below got a project, a list or "not mentioned"
 * before the mechanism (seen failing); the legitimate requests that share words with a limit keep
 * their answers.
 */
import { describe, expect, it } from 'vitest';
import { askContent } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-limit-concepts');

const PROFILE = `---
name: Oksana Brennan-Achterberg
role: Driving School Software Engineer
location: Utrecht, Netherlands
---
I build the software that driving schools run on: lesson booking, instructor rosters, learner progress records and the theory test practice apps.
Since 2019 I have been lead developer at Rijles Centraal, where a team of four serves about 300 driving schools.
I like work on booking systems, route planning for practical lessons and progress tracking that a learner can read on a phone.
I do not change recorded exam results or hide failed lessons from an inspector.
I do not build software for weapons makers or the military.
I do not write betting apps or odds feeds for bookmakers.
I do not install cameras that watch learners without their consent.
I do not add hidden fees or fake countdowns to booking pages.
Outside work I restore old mopeds and sing in a choir.
`;

const SKILLS = `backend:
  - Kotlin 2.0
  - PostgreSQL 16
mobile:
  - Flutter 3.24
`;

const PROJECTS: Record<string, string> = {
  'lesson-booking': `---
title: Lesson Booking Platform
description: Online booking of driving lessons for 300 schools, with instructor rosters and automatic reminders.
tags: [booking, scheduling, kotlin]
date: "2023-04"
---
Learners book a lesson slot, instructors see their week, and reminders go out by text message the evening before.
`,
  'progress-app': `---
title: Learner Progress App
description: A phone app in which learners see which manoeuvres they have mastered and which need another lesson.
tags: [mobile, flutter, progress]
date: "2022-02"
---
Instructors tick off each manoeuvre after a lesson; the learner sees the list grow towards the practical exam.
`,
  'route-planner': `---
title: Practice Route Planner
description: Plans practice routes near the exam centres that cover roundabouts, motorway merges and hill starts.
tags: [routing, maps]
date: "2021-06"
---
The planner picks routes from open street data and avoids school streets at drop-off times.
`,
};

function ask(): (question: string) => string {
  const answer = askContent(tempDir(), { profile: PROFILE, skills: SKILLS, projects: PROJECTS });
  return (question: string) => answer(question).answer;
}

describe('a request the limits rule out, told in other words', () => {
  it('falsifying records: "doctor", "fudge", "conceal" meet "change recorded exam results or hide failed lessons"', () => {
    const answer = ask();
    const limit = /^(?:No\. |Probably not: .*)From Oksana's bio: “I do not change recorded exam results or hide failed lessons from an inspector\.”$/;
    expect(answer("Could she doctor the marks so my son's failed road test shows as a pass?")).toMatch(limit);
    expect(answer('Could she fudge the scores so our pupils look better to the inspector?')).toMatch(limit);
    expect(answer('Could she conceal failed lessons from the examiner?')).toMatch(limit);
  });

  it('military work by its customer: "army" (its definition names the military) meets "the military"', () => {
    expect(ask()("Can she make a rostering tool for the army's driving instructors?")).toMatch(
      /^Probably not: .*“army”.*“I do not build software for weapons makers or the military\.”$/,
    );
  });

  it('gambling told by its people and acts: "gamblers", "wager", "punters", "stake" meet "betting … bookmakers"', () => {
    const answer = ask();
    const limit = /^(?:No\.|Probably not:) .*“I do not write betting apps or odds feeds for bookmakers\.”$/;
    expect(answer('Could she build an app where gamblers wager on which learners pass first time?')).toMatch(limit);
    expect(answer('Would she write a system that lets punters stake money on exam outcomes?')).toMatch(limit);
    expect(answer('Would she build a tipster app that tells gamblers which learners will pass?')).toMatch(limit);
  });

  it('surveillance and dark patterns: a "webcam" that "films learners", a "surcharge" added at the last step', () => {
    const answer = ask();
    expect(answer('Can she put a webcam in the car that films learners without telling them?')).toMatch(
      /^(?:No\.|Probably not:) .*“I do not install cameras that watch learners without their consent\.”$/,
    );
    expect(answer('Can she add a surcharge that only appears at the last step of checkout?')).toMatch(
      /^(?:No\.|Probably not:) .*“I do not add hidden fees or fake countdowns to booking pages\.”$/,
    );
  });

  it('legitimate requests that share words with a limit keep their answers', () => {
    const answer = ask();
    // The opposite act: a word of the limit after a verb of finding out or stopping.
    expect(answer('Can she build a tool to detect falsified exam results?')).not.toMatch(/Probably not|stated limit|^No\. From/);
    expect(answer('Can she help us stop learners gambling away their lesson money?')).not.toMatch(/Probably not|stated limit|^No\. From/);
    // What was done, and how well: no request.
    expect(answer('Has she built rosters for the army?')).not.toMatch(/Probably not|stated limit|^No\. From/);
    expect(answer('How would she build an app for gamblers?')).not.toMatch(/Probably not|stated limit|^No\. From/);
    // The owner's own work, with words of a limit ("failed", "charge", "exam").
    expect(answer('Can she make the progress app show failed manoeuvres clearly?')).toMatch(/Learner Progress App/);
    expect(answer('Could she build a booking page that shows every charge up front?')).not.toMatch(/Probably not|stated limit|^No\. From/);
    expect(answer('Would she plan practice routes near the exam centre?')).toMatch(/^Yes\./);
  });
});
