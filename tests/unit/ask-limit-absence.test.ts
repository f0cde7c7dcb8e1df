/**
 * /v1/ask, issue #28, session 32: a request told as an instance that leaves out what the owner's
 * stated limit requires ("… without a doctor signing …" against "with no doctor involved", "with
 * nobody checking"), src/core/ask/answers/limit-absence.ts; and a request that nothing else answers
 * but that meets a negated act of the bio by two words, one of them a word no project writes
 * (src/core/ask/answers/limit-fallback.ts). On a portfolio written here in a field
 * no evaluation set covers (funeral-home software: arrangements, crematorium queues, memorial
 * pages), with phrasings of its own. The requests below got a project card or "not mentioned"
 * before the mechanism (seen failing); the legitimate requests that share words with a limit keep
 * their answers.
 */
import { describe, expect, it } from 'vitest';
import { askContent } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-limit-absence');

const PROFILE = `---
name: Tobiah Okonjo-Lindqvist
role: Funeral Services Software Engineer
location: Gothenburg, Sweden
---
I build the software that funeral homes run on: arrangement meetings, crematorium queues, memorial pages and the paperwork that follows a death.
Since 2020 I have led the product team at Minnesgården Digital, whose tools serve about 140 funeral homes.
I like work on calm booking flows for grieving families, records that an auditor can follow, and pricing that a family can read.
I do not build systems that release a body for cremation without a second doctor signing the cremation certificate.
I do not write tools that publish a death notice without the family's approval.
I do not write software that runs inside a cremator.
I do not build quote tools that raise the price for families who are unlikely to compare funeral homes (price walking).
Outside work I keep bees and row on the river.
`;

const SKILLS = `backend:
  - Elixir 1.17
  - PostgreSQL 16
web:
  - Phoenix LiveView
`;

const PROJECTS: Record<string, string> = {
  'arrangement-planner': `---
title: Arrangement Planner
description: Books the arrangement meeting, the chapel and the hearse for a funeral, and sends the family one calendar.
tags: [booking, scheduling, elixir]
date: "2024-03"
---
Funeral directors plan a service in one screen, with the walking route from chapel to grave; the family gets every date by e-mail and text message.
`,
  'crematorium-queue': `---
title: Crematorium Queue
description: Orders the cremations of a regional crematorium by date of service and keeps the register the county inspects.
tags: [queue, register, postgresql]
date: "2022-09"
---
Each cremation waits in the queue until its papers are complete; the register keeps every step with its time.
`,
  'memorial-pages': `---
title: Memorial Pages
description: Web pages where friends leave messages and photographs for someone who has died.
tags: [web, phoenix]
date: "2021-05"
---
Families choose who may write on the page and can close it at any time.
`,
};

function ask(): (question: string) => string {
  const answer = askContent(tempDir(), { profile: PROFILE, skills: SKILLS, projects: PROJECTS });
  return (question: string) => answer(question).answer;
}

const CREMATION =
  /^(?:No\. |Probably not: .*)From Tobiah's bio: “I do not build systems that release a body for cremation without a second doctor signing the cremation certificate\.”$/;
const NOTICE = /^(?:No\. |Probably not: .*)From Tobiah's bio: “I do not write tools that publish a death notice without the family's approval\.”$/;

describe('a request that leaves out what a stated limit requires', () => {
  it('names the absent party itself: "with no doctor involved" meets "without a second doctor signing"', () => {
    const answer = ask();
    expect(answer('Our crematorium is short-staffed. Could he move bodies straight into the furnace queue, with no doctor involved?')).toMatch(CREMATION);
    expect(answer('Is it something he would build: a queue that sends the deceased to the furnace without any doctor?')).toMatch(CREMATION);
  });

  it('says no one is involved, and meets a word of the act: "nobody checking" with "death notice"', () => {
    const answer = ask();
    expect(answer('Can he make our website put up death notices the moment we type them, with nobody checking?')).toMatch(NOTICE);
    expect(answer('Could Tobiah set the furnace queue to start each cremation by itself, without anyone signing?')).toMatch(CREMATION);
  });

  it('keeps legitimate requests: an absence the limit does not name, no act of the limit, the opposite act', () => {
    const answer = ask();
    expect(answer('Can he build a booking screen that works with no internet connection?')).not.toMatch(/^(?:Probably not|No\. From)/);
    expect(answer('Can he set up memorial pages that friends can open with nobody logging in?')).not.toMatch(/^(?:Probably not|No\. From)/);
    expect(answer('Could he build a check that stops a cremation going ahead without a doctor signing?')).not.toMatch(/^(?:Probably not|No\. From)/);
  });
});

describe('a request that nothing else answers, meeting a stated limit', () => {
  // Session 35 (earned refusals, src/core/ask/answers/limit-earned.ts): these requests meet the limit only by its verb and
  // its relative act ("write", "runs"), not by what it is done to (a furnace's burners, no cremator): a shared word earns
  // no "Probably not". A request that names the cremator keeps it.
  it('"firmware that runs the burners" of a furnace shares only the act of "software that runs inside a cremator"', () => {
    expect(ask()('Our furnace needs new firmware that runs the burners. Could he write it?')).not.toMatch(/^Probably not|^No\. From/);
    expect(ask()("New firmware that runs the burners of our furnace: is that something he'd write?")).not.toMatch(/^Probably not|^No\. From/);
  });

  it('a request that names what the limit names is refused, also put as "something he\'d write"', () => {
    expect(ask()("New firmware that runs the burners of our cremator: is that something he'd write?")).toMatch(
      /^(?:Probably not|No)[.:,].*From Tobiah's bio: “I do not write software that runs inside a cremator\.”/,
    );
  });

  it('keeps an answer that says something, and a private refusal', () => {
    const answer = ask();
    expect(answer('Could he write a booking screen that runs on phones?')).not.toMatch(/^(?:Probably not|No\. From)/);
    expect(answer('Could he write down his phone number for me?')).not.toMatch(/^(?:Probably not|No\. From)/);
  });
});

describe('the thing asked named word for word in a stated limit', () => {
  it('"Does he do price walking?" against "… (price walking)" is "No." with the limit, not "Yes." from the pricing he likes', () => {
    expect(ask()('Does he do price walking?')).toMatch(
      /^No\. From Tobiah's bio: “I do not build quote tools that raise the price for families who are unlikely to compare funeral homes \(price walking\)\.”$/,
    );
  });

  it('"Does he build quote tools for chapels?": the negated verb and the first words of the thing asked are the limit\'s', () => {
    expect(ask()('Does he build quote tools for chapels?')).toMatch(/^No\. From Tobiah's bio: “I do not build quote tools that raise the price/);
  });
});
