/**
 * /v1/ask, issue #28, session 34: a request whose object is a kind of what a stated limit names
 * (src/core/ask/answers/limit-kind.ts, with the kinds read from WordNet at build time by
 * src/core/ask/knowledge/limit-kinds.ts): "revolvers" for "firearms", "destroyers" for "military
 * vehicles", "magistrates" for "judges". On a portfolio written here in a field no evaluation set
 * covers (watch repair workshops), with phrasings of its own. The refusals below got a project's
 * answer or "nothing about" before the mechanism (seen failing); a kind the limit does not cover
 * (a stagecoach is a vehicle, no military one; a weather radar is no firearm) keeps its answer.
 */
import { describe, expect, it } from 'vitest';
import { askContent } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-limit-kind');

const PROFILE = `---
name: Tomasz Wierzbicki
role: Watch Repair Workshop Software Engineer
location: Kraków, Poland
---
I build repair tickets, parts catalogues and service histories for independent watch and clock repair workshops in Poland.
I like old movements, careful parts records and timing reports that a watchmaker can read at the bench.
I do not write software for firearms shops.
I do not work on military vehicles, and I do not build tools that profile judges.
`;

const PROJECTS: Record<string, string> = {
  'repair-tickets': `---
title: Repair Ticket Tracker
description: Repair tickets for 14 watch workshops, with estimates, customer approval and a service history per watch.
tags: [repairs, postgresql, typescript]
date: "2024-05"
---
Each watch carries its calibre, its serial number and the timing measured before and after the service.
`,
  'parts-catalogue': `---
title: Movement Parts Catalogue
description: A catalogue of 31,000 movement parts (mainsprings, balance staffs, crowns) shared by the workshops.
tags: [catalogue, search, python]
date: "2022-10"
---
Watchmakers search by calibre and part number; a part ordered from one workshop shows in the others' stock.
`,
};

const ask = () => askContent(tempDir(), { profile: PROFILE, projects: PROJECTS });

const FIREARMS = /^No[.,].*from Tomasz's bio: “I do not write software for firearms shops\.”/i;
const MILITARY = /^No\. From Tomasz's bio: “I do not work on military vehicles, and I do not build tools that profile judges\.”/;

describe('a request for a kind of what a stated limit names', () => {
  it('a kind of the limit\'s noun: "revolvers" for "firearms"', () => {
    // Met before this mechanism by the limit's items (./boundaries.ts); kept.
    expect(ask()('A shop wants an online catalogue of its revolvers. Would he build it?').answer).toMatch(FIREARMS);
  });

  it('a kind of the limit\'s phrase, named on the way down: "destroyers" for "military vehicles"', () => {
    expect(ask()('A navy wants the crew rosters of its destroyers put online. Can he take that on?').answer).toMatch(MILITARY);
  });

  it('a kind of a person the limit names: "magistrates" for "judges"', () => {
    expect(ask()('Could he make us a dashboard that ranks magistrates by how often they grant bail?').answer).toMatch(MILITARY);
  });

  it('keeps the answer for a kind the limit does not cover: a stagecoach is a vehicle, no military one', () => {
    const reply = ask()("Could he build a parts catalogue for a carriage museum's stagecoaches?");
    expect(reply.answer).not.toMatch(/^No\b/);
    expect(reply.answer).not.toMatch(/military/);
  });

  it("keeps the answer for a thing that is no kind of the limit's noun: a weather radar is no firearm", () => {
    expect(ask()('Would he build a weather radar display for the groundskeepers?').answer).not.toMatch(/firearms/);
  });

  it('does not refuse a question about the past', () => {
    expect(ask()('Has he worked with magistrates?').answer).not.toMatch(/^No\. From Tomasz's bio/);
  });
});
