/**
 * /v1/ask, issue #28 (session 35, the review of positions by place): an employer named with a place decides
 * ("Did she work for Comb & Frame in Marseille?" compares Comb & Frame's place, not any position's); a remote
 * position earns no "No." (and a "Yes." when the owner is based in the place asked); a place the gazetteer cannot
 * read ("Provence") gets no "No."; a count of employers at a place counts the distinct organisations there, and
 * a count of an employer's employees is no count of positions (src/core/ask/knowledge/positions-at-place.ts,
 * src/core/ask/answers/owner-places.ts). On a portfolio written here in a field no evaluation set covers (beekeeping).
 */
import { describe, expect, it } from 'vitest';
import { askContent } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-employer-at-place');

const PROFILE = `---
name: Maelle Corbineau
role: Apiary Inspector
location: Leeds, United Kingdom
---
I inspect apiaries for brood diseases and train new beekeepers in queen rearing.
`;

const SKILLS = `beekeeping:
  - Queen rearing
  - Brood disease inspection
`;

const CAREER = `experience:
  - organisation: Hive Ledger
    role: Apiary Inspector
    start: 2021-05
    location: London, United Kingdom (remote)
  - organisation: Comb & Frame Ltd
    role: Head Beekeeper
    start: 2018-02
    end: 2021-04
    location: Lyon, France
  - organisation: Comb & Frame Ltd
    role: Beekeeper
    start: 2016-01
    end: 2018-01
    location: Lyon, France
  - organisation: Waxworks Cooperative
    role: Apprentice Beekeeper
    start: 2012-09
    end: 2015-12
    location: Marseille, France
`;

const PROJECT = `---
title: Varroa Count Survey
description: Counted varroa mites in 212 hives across Yorkshire over two seasons.
date: 2024-09
tags: [varroa, survey]
---
Sugar-roll counts every four weeks.
`;

function ask() {
  return askContent(tempDir(), { profile: PROFILE, skills: SKILLS, career: CAREER, projects: { 'varroa-survey': PROJECT } });
}

describe('/v1/ask an employer named with a place, and employers counted by place (issue #28)', () => {
  it('the employer named decides: its own place is compared with the one asked', () => {
    const answer = ask();
    const marseille = answer('Did she work for Comb & Frame in Marseille?').answer;
    expect(marseille).toMatch(/^No\. .*Lyon/);
    expect(marseille).not.toContain('Waxworks');
    expect(answer('Did she work in Lyon at Waxworks Cooperative?').answer).toMatch(/^No\. .*Marseille/);
    expect(answer('Did she work for Waxworks Cooperative in Marseille?').answer).toMatch(/^Yes\. .*Waxworks Cooperative/);
  });

  it('a remote position is not "not in" the place the owner is based in', () => {
    const answer = ask();
    expect(answer('Has she worked at Hive Ledger in Leeds?').answer).toMatch(/^Yes\. .*remote/);
    expect(answer('Did she work for Hive Ledger in Lyon?').answer).not.toMatch(/^No\./);
    expect(answer('Did she work for Hive Ledger in London?').answer).toMatch(/^Yes\. .*Hive Ledger/);
  });

  it('a place the gazetteer cannot read earns no "No."', () => {
    expect(ask()('Has she ever been employed in Provence?').answer).not.toMatch(/^No\./);
  });

  it('employers are counted as distinct organisations, at the place asked; employees are no positions', () => {
    const answer = ask();
    expect(answer('How many employers has she had in France?').answer).toMatch(/^2 employers\. /);
    expect(answer('How many companies in France?').answer).toMatch(/^2 employers\. /);
    expect(answer('How many employers has she had?').answer).toMatch(/^3 employers\. /);
    expect(answer('How many jobs has she had?').answer).toMatch(/^4 positions\. /);
    expect(answer('How many employees does her employer have?').answer).not.toMatch(/^\d+ (?:positions?|employers?)\b/);
  });
});
