/**
 * /v1/ask, issue #28, session 35: a stated limit's "No." is earned by the request, not by a word it
 * shares with the limit (src/core/ask/answers/limit-earned.ts). On a portfolio written here in a
 * field no evaluation set covers (software for beekeepers), with phrasings of its own. The legitimate
 * requests below were refused before the mechanism (seen failing): a request sharing the limit's
 * noun with another qualifier ("a honey brand" against "pesticide brands"), its exception stated the
 * other way ("with a health certificate" against "without a health certificate"), only an act of the
 * limit's list on another thing ("delay a routine apiary visit"), or a report on what the limit
 * names ("software that reports swarm alarms"). The requests the limits cover keep their refusal.
 */
import { describe, expect, it } from 'vitest';
import { askContent } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-limit-earned');

const PROFILE = `---
name: Ilse Vandermeulen
role: Apiculture Software Engineer
location: Ghent, Belgium
---
I build hive scales, inspection records and swarm alerts for beekeepers' associations in Flanders.
I like careful inspection records and alerts that a beekeeper can trust at dawn.
I do not take work from pesticide brands.
I do not build shops that sell queen bees to buyers without a health certificate.
I do not write software that blocks, delays or overrides swarm alarms.
`;

const PROJECTS: Record<string, string> = {
  'hive-scales': `---
title: Hive Scale Network
description: Weight, temperature and humidity from 420 hive scales, with a nectar-flow chart per apiary.
tags: [iot, timescaledb, typescript]
date: "2024-04"
---
Each scale reports every ten minutes; a sudden loss of weight raises a swarm alarm on the beekeeper's phone.
`,
  'inspection-records': `---
title: Inspection Records
description: Hive inspection records for 1,300 beekeepers, with brood, queen and varroa counts per visit.
tags: [records, postgresql, python]
date: "2022-09"
---
Beekeepers note what they saw at each visit; the association's inspector reads the colonies' history before a visit.
`,
};

const ask = () => askContent(tempDir(), { profile: PROFILE, projects: PROJECTS });

const refused = (answer: string) => /^(?:No\b|Probably not|No, most likely)/.test(answer) && /bio: “/.test(answer);

describe('a refusal from a stated limit, earned by the request', () => {
  it('another qualifier of the limit\'s noun: "a honey brand" against "pesticide brands"', () => {
    expect(refused(ask()('Would she take work from a honey brand?').answer)).toBe(false);
  });

  it('the limit\'s exception stated the other way: "with a health certificate"', () => {
    expect(refused(ask()('Can she build a shop that sells queen bees to buyers with a health certificate?').answer)).toBe(false);
  });

  it('an act of the limit\'s list on another thing: "delay a routine apiary visit"', () => {
    expect(refused(ask()('Can she delay a routine apiary visit in our calendar?').answer)).toBe(false);
  });

  it('a report on what the limit names is another act: "software that reports swarm alarms"', () => {
    expect(refused(ask()('Can she write software that reports swarm alarms to the association?').answer)).toBe(false);
  });

  it('the requests the limits cover keep their refusal', () => {
    const engine = ask();
    expect(refused(engine('Would she take work from a pesticide brand?').answer)).toBe(true);
    expect(refused(engine('Can she build a shop that sells queen bees to buyers without a health certificate?').answer)).toBe(true);
    expect(refused(engine('Could she write software that delays swarm alarms until the morning?').answer)).toBe(true);
  });
});
