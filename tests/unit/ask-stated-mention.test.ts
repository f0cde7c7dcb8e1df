/**
 * /v1/ask, issue #28: a "Yes." resting on a write-up's mention of the thing asked is earned by the
 * sentence that states it, and quotes that sentence (src/core/ask/answers/stated-mention.ts); a
 * negation elsewhere in the sentence ("without losing a count") does not take the verdict away, one
 * that reaches the thing does. On a portfolio written here in a field no evaluation set covers (a
 * city's car-park guidance engineer).
 */
import { describe, expect, it } from 'vitest';
import { askContent } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-stated-mention');

const PROFILE = `---
name: Teodor Quayle-Ankers
role: Parking Guidance Systems Engineer
location: Utrecht, Netherlands
---
I build the guidance signs, occupancy counts and payment back ends of multi-storey car parks for a city.
`;

const SKILLS = `counting:
  - Inductive loop detectors
  - ANPR cameras
  - Nedap SENSIT2 bay sensors
  - Siemens Sitraffic Scala
  - NTCIP 1202 signal controllers
  - Siemens SiPass access control
software:
  - Valkey 8
  - Python 3.12
  - PostgreSQL 16
vms:
  - Swarco VMS Manager 4
  - LED matrix signs
  - Trip planning API
`;

const PROJECTS: Record<string, string> = {
  'occupancy-counter': `---
title: Occupancy Counter
description: Live free-space counts for 14 city car parks from loops at every ramp, shown on the guidance signs.
tags: [occupancy, loops, python]
date: "2024-05"
---
The counts reach the signs within two seconds of a car crossing a ramp loop, through a wired gateway on each level.
The free-space totals also go to the city's SCOOT traffic control, which holds back cars at junctions near a full car park.
The counter moved from Redis 5.0 to Valkey 8 in 2023 without losing a single count.
It does not use Memcached for the sign cache, which reads PostgreSQL directly.
`,
  'plate-matching': `---
title: Plate Matching for Season Tickets
description: Matches ANPR reads at the barriers to season-ticket holders, so that the barrier opens without a card.
tags: [anpr, barriers]
date: "2022-02"
---
The matcher keeps the plates of 9,200 season-ticket holders and opens the barrier in under a second.
Its first version was a Python 2.7 script on the barrier controller, ported in 2022.
`,
  'shuttle-guidance': `---
title: Park-and-Ride Shuttle Guidance
description: Signs that sent drivers to the park-and-ride shuttles during the December Christmas market, with live queue times at each stop.
tags: [signs, shuttles]
date: "2023-12"
---
The signs showed the wait at each shuttle stop from the buses' own passenger counts.
Each stop's sign record was checked against the driver's trip sheet at the end of the day.
`,
};

function ask() {
  return askContent(tempDir(), { profile: PROFILE, skills: SKILLS, projects: PROJECTS });
}

describe('a yes from the write-up sentence that states the thing asked', () => {
  it('leads with "Yes." and quotes the sentence, with the form it writes, when a negation later in it does not reach the name', () => {
    const answer = ask()('Has he used Redis?');
    expect(answer.answer).toMatch(/^Yes\. /);
    expect(answer.answer).toContain('“The counter moved from Redis 5.0 to Valkey 8 in 2023 without losing a single count.”');
    expect(answer.references).toContain('https://example.test/projects/occupancy-counter');
  });

  it('gives no "Yes." when the negation reaches the name', () => {
    const answer = ask()('Has he used Memcached?');
    expect(answer.answer).not.toMatch(/^Yes/);
  });
});

describe('a version the skills list differently but a write-up states', () => {
  it('is "Yes." with the sentence that writes the name with the version asked, not "No. … lists Python 3.12"', () => {
    const answer = ask()('Has he written Python 2.7?');
    expect(answer.answer).toMatch(/^Yes\. /);
    expect(answer.answer).toContain('“Its first version was a Python 2.7 script on the barrier controller, ported in 2022.”');
    expect(answer.references).toContain('https://example.test/projects/plate-matching');
  });

  it('stays "No." for a version no source states', () => {
    expect(ask()('Has he used PostgreSQL 9?').answer).toMatch(/^No\. .*PostgreSQL 16/);
  });
});

describe('a lower-case noun after a name asked', () => {
  it('is the kind of thing the name is: "Yes." when a source states the name, without a "not among" for the noun', () => {
    const answer = ask()('Does he know SCOOT integration?');
    expect(answer.answer).toMatch(/^Yes\. /);
    expect(answer.answer).toContain('SCOOT traffic control');
    expect(answer.answer).not.toContain('“integration” is not among');
  });

  it('earns nothing when the name itself is what no source states ("gateways" written, "LoRaWAN" not)', () => {
    const answer = ask()('Has he used LoRaWAN gateways?');
    expect(answer.answer).not.toMatch(/^Yes/);
  });
});

describe('a listed name found by one of its words', () => {
  it('is the thing asked when the only other word is a lower-case noun after that word ("NTCIP messaging" of "NTCIP 1202 signal controllers")', () => {
    const answer = ask()('Any experience with NTCIP messaging?');
    expect(answer.answer).toMatch(/^Yes\. Teodor lists NTCIP 1202 signal controllers/);
  });

  it('stays the closest listed skill when the word is shared by several listed names (a maker: "Siemens eCount")', () => {
    const answer = ask()('Has he used Siemens eCount?');
    expect(answer.answer).not.toMatch(/^Yes/);
  });
});

describe('a project answer to a question about what the owner did (src/core/ask/answers/project-verdict.ts)', () => {
  it('leads with "Yes." when one sentence of the card states every word asked, a month in it notwithstanding', () => {
    expect(ask()('Does he do shuttle guidance?').answer).toMatch(/^Yes\. Park-and-Ride Shuttle Guidance/);
    expect(ask()('Did he match plates for season tickets?').answer).toMatch(/^Yes\. Plate Matching for Season Tickets/);
  });
});

describe('a family asked of a listed name with its release on it (src/core/ask/answers/name-parts.ts)', () => {
  it('finds the listed release ("SENSIT" of "Nedap SENSIT2 bay sensors") instead of "not among the listed skills"', () => {
    const answer = ask()('Does he know SENSIT?');
    expect(answer.answer).toMatch(/^Yes\. Teodor lists Nedap SENSIT2 bay sensors/);
  });
});

describe("a category's list answering a yes/no question about one listed name (src/core/ask/answers/project-verdict.ts)", () => {
  it('leads with "Yes." naming the listed skill that writes every word asked', () => {
    const answer = ask()('Does he know Swarco VMS?');
    expect(answer.answer).toMatch(/^Yes\. Teodor's skills list Swarco VMS Manager 4\./);
    expect(answer._meta.response_type).toBe('answer');
  });

  it('compares a version asked with the listed one: "No." for another, "Yes." for the same', () => {
    expect(ask()('Has he used Swarco VMS 3?').answer).toMatch(/^No\. Teodor's skills list Swarco VMS Manager 4, not Swarco VMS 3\./);
    expect(ask()('Has he used Swarco VMS 4?').answer).toMatch(/^Yes\. /);
  });
});

describe('a phrase asked in the plural that a write-up writes in the singular (src/core/ask/answers/unlisted.ts phraseTerm)', () => {
  it('is the write-up\'s phrase ("trip sheets" of "trip sheet"), with its sentence, not only the closest listed skill ("Trip planning API")', () => {
    const answer = ask()('Has he worked with trip sheets?');
    expect(answer.answer).toMatch(/^Yes\. /);
    expect(answer.answer).toContain("“Each stop's sign record was checked against the driver's trip sheet at the end of the day.”");
  });
});
