/**
 * /v1/ask, issue #28 (session 32): a number the bio or the work history gives the thing asked
 * ("How many operators use …?"), when the answer found does not state it
 * (src/core/ask/answers/own-count.ts): the owner's sentence that states more of the question than a
 * project's; the first value of "from A to B" for "when she started". On a portfolio written here in a field no evaluation set covers
 * (hot-air balloon operations).
 */
import { describe, expect, it } from 'vitest';
import { askContent } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-owner-counts');

const PROFILE = `---
name: Ottilie Marchetti-Oduya
role: Balloon Fleet Software Lead
location: Ljubljana, Slovenia
---
I lead a team of five at Kestrel Balloon Works, whose planning service is used by 38 balloon operators in 7 countries.
I keep our maintenance records to the ISO 9001 quality standard.
`;

const SKILLS = `planning:
  - Wind profile forecasts
  - Landing field registers
`;

const CAREER = `experience:
  - organisation: Kestrel Balloon Works
    role: Balloon Fleet Software Lead
    start: "2019-04"
    location: Ljubljana, Slovenia
    description: A balloon maker that services 410 balloons for operators in the Alps.
    highlights:
      - Grew the serviced fleet from 120 balloons to 410.
      - Grew the launch planning service from 6 to 38 operators.
certificates:
  - name: Commercial Balloon Pilot Licence
    issuer: Civil Aviation Agency Slovenia
    date: "2016-05"
`;

const PROJECT = `---
title: Launch Planning Service
description: Picks the morning launch windows of a balloon fleet from wind profile forecasts.
date: 2024-06
tags: [planning]
---
The planning service picked launch windows for 6 operators around Bled in its first season.
`;

function ask() {
  return askContent(tempDir(), { profile: PROFILE, skills: SKILLS, career: CAREER, projects: { 'launch-window': PROJECT } });
}

describe('/v1/ask counts the owner states (issue #28)', () => {
  it("the owner's sentence that counts the thing asked and states more of the question answers, not a project's", () => {
    const answer = ask()('How many operators did the launch planning service grow to?');
    expect(answer.answer).toMatch(/^38\b/);
  });

  it('"when she started" is the first value of a "from A to B", not the count the employer states now', () => {
    const answer = ask()('How many balloons did Kestrel service when she started?');
    expect(answer.answer).toMatch(/^120\b/);
  });
});
