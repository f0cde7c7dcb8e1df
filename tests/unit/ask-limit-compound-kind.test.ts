/**
 * /v1/ask, issue #28, session 35: a request that names a kind of a limit's thing in two words
 * ("nerve gas" against "I do not work on chemical weapons"): WordNet's kinds named by a compound
 * (src/core/ask/knowledge/limit-kinds.ts) are met by the question's run of those words
 * (src/core/ask/answers/limit-kind.ts), never by one of them alone. On a portfolio written here in a
 * field no evaluation set covers (beekeeping software). The first test failed on the engine before
 * the mechanism; the second guards the run.
 */
import { describe, expect, it } from 'vitest';
import { askContent } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-limit-compound-kind');

const PROFILE = `---
name: Maren Oyelowo-Strand
role: Apiary Software Engineer
location: Tartu, Estonia
---
I write software for beekeepers: hive scales, swarm alerts and the records a honey co-operative keeps.
I do not work on chemical weapons or on pesticide spraying schedules.
`;

const SKILLS = `software:
  - Hive telemetry
  - Swarm alerts
`;

const PROJECTS: Record<string, string> = {
  'hive-scales': `---
title: Hive Scales
description: Weighs 400 hives every hour and warns the beekeeper when a colony loses weight fast.
tags: [telemetry, hives]
date: "2024-04"
---
The scales report over LoRa and the dashboard marks a swarm when a hive drops two kilograms in an hour.
`,
};

function ask(): (question: string) => string {
  const answer = askContent(tempDir(), { profile: PROFILE, skills: SKILLS, projects: PROJECTS });
  return (question: string) => answer(question).answer;
}

describe('a kind of a limit’s thing named in two words', () => {
  it('the run of the kind’s words meets the limit: "No." with the sentence', () => {
    const answer = ask();
    expect(answer('Would she work on a nerve gas project?')).toMatch(/^No\. From Maren's bio: “I do not work on chemical weapons/);
  });

  it('one word of the kind alone does not', () => {
    const answer = ask();
    expect(answer('Could she build a gas leak sensor for our hive shed?')).not.toMatch(/^No\. From Maren's bio/);
  });
});
