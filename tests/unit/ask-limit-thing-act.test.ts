/**
 * /v1/ask, issue #28, session 36: refusals told in other words, and legitimate requests that share
 * a word with a limit (src/core/ask/answers/limit-thing-act.ts, limit-around.ts, limit-earned.ts,
 * stances.ts). On a portfolio written here in a field no evaluation set covers (software for public
 * lending libraries), with phrasings of its own. Seen failing before the change: work on the field
 * of a thing a limit defines by its act ("lost-item charges" against "software that hides or deletes
 * … lost-item charges"), the thing a limit's act goes around asked for itself ("borrowing limits" against
 * "ways around borrowing limits"), the opposite act ("find" surveillance tools), a request to go
 * around told in other words ("slip past the borrowing cap"), and an act told by its definition
 * ("change the dates" for "backdate"). The requests the limits cover as written keep their refusal.
 */
import { describe, expect, it } from 'vitest';
import { askContent } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-limit-thing-act');

const PROFILE = `---
name: Maren Oyelaran
role: Library Systems Engineer
location: Bergen, Norway
---
I build circulation desks, catalogue search and self-service kiosks for public lending libraries in western Norway.
I like work on catalogue search, interlibrary loans and kiosks that a first-time visitor can use without help.
I do not write software that hides or deletes a patron's overdue fines or its lost-item charges.
I do not build ways around a library's borrowing limits.
I do not backdate loans or renewals in a patron's history.
I do not build patron surveillance tools.
`;

const PROJECTS: Record<string, string> = {
  'circulation-desk': `---
title: Circulation Desk
description: The loan desk of 14 branch libraries, with loans, returns, reservations and fines on one screen.
tags: [circulation, typescript, postgresql]
date: "2024-03"
---
Librarians check items out and in by RFID; a fine is added when an item comes back late and shown on the patron's account.
`,
  'catalogue-search': `---
title: Catalogue Search
description: Search over 1.2 million catalogue records with facets for format, language and branch.
tags: [search, opensearch, marc21]
date: "2022-10"
---
The search reads MARC 21 records nightly and ranks items that are on the shelf at the patron's own branch first.
`,
};

const ask = () => askContent(tempDir(), { profile: PROFILE, projects: PROJECTS });

const refused = (answer: string) => /^(?:No\b|Probably not|No, most likely)/.test(answer) && /bio: “/.test(answer);

describe('a thing a limit defines by its act, and a thing its act goes around', () => {
  it('work on the field of a thing the limit defines by its act is no refusal: "lost-item charges"', () => {
    expect(refused(ask()('Does she work on lost-item charges?').answer)).toBe(false);
  });

  it('the thing the act goes around, asked for itself, is no refusal: "borrowing limits"', () => {
    expect(refused(ask()('Would she build borrowing limits for our branch?').answer)).toBe(false);
  });

  it('a request to find what a limit names asks for the opposite act', () => {
    expect(refused(ask()('Would she help us find patron surveillance tools on our network?').answer)).toBe(false);
  });

  it('a request to go around the thing, in other words, gets the limit', () => {
    const answer = ask()('A reader wants to slip past the borrowing cap at our branch. Would she help?').answer;
    expect(refused(answer)).toBe(true);
    expect(answer).toContain('ways around');
  });

  it("an act told by its definition on the limit's object as written gets the limit", () => {
    const answer = ask()("The audit is tomorrow. Can she change the dates on last month's loans?").answer;
    expect(refused(answer)).toBe(true);
    expect(answer).toContain('backdate');
  });

  it('the requests the limits cover as written keep their refusal', () => {
    const engine = ask();
    expect(refused(engine('Could she write a tool that deletes overdue fines for the mayor?').answer)).toBe(true);
    expect(refused(engine('Would she help us get around the borrowing limits?').answer)).toBe(true);
    expect(refused(engine('Would she backdate our loans?').answer)).toBe(true);
  });
});
