/**
 * /v1/ask, issue #28 (session 32): the owner's seasons and profiles asked in other words: a bio clause
 * over a stretch of months decides a month or a season inside it ("No." when it negates; the season of
 * the owner's hemisphere, told by the listed zone's daylight saving time; src/core/ask/answers/own-seasons.ts),
 * and "Does she post on <network>?" is the profile of that network (src/core/ask/answers/own-profiles.ts),
 * not the site's posts. On a portfolio written here in a field no evaluation set covers (archival film
 * restoration), in the southern hemisphere.
 */
import { describe, expect, it } from 'vitest';
import { askContent } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-owner-rhythm');

const PROFILE = `---
name: Aroha Lindqvist-Mbeki
role: Film Restoration Software Engineer
location: Wellington, New Zealand
profiles:
  - { network: Letterboxd, username: arohalm, url: https://letterboxd.example/arohalm }
---
I write the scanning and dust-removal software of a film archive that restores nitrate reels.
From June to August I am on the night scanning rota; from December to February I never take restoration jobs.
`;

const SKILLS = `restoration:
  - Dust and scratch removal
  - Film grain modelling
`;

const SERVICES = `availability:
  from: "2027-03"
  daysPerWeek: 2
  workplace: [remote]
  timeZones: [Pacific/Auckland]
services:
  - name: Reel assessment
    description: A written assessment of a reel's shrinkage and decay.
`;

const PROJECT = `---
title: Nitrate Scan Pipeline
description: Scans shrunken nitrate reels frame by frame and removes dust and scratches.
date: 2024-09
tags: [scanning, restoration]
---
Restored 212 reels of early New Zealand newsreels.
`;

function ask() {
  return askContent(tempDir(), { profile: PROFILE, skills: SKILLS, services: SERVICES, projects: { 'nitrate-scan': PROJECT } });
}

describe('/v1/ask seasons and profiles in other words (issue #28)', () => {
  it("a season inside a bio clause's months, in the owner's hemisphere, gets the clause's verdict", () => {
    const answer = ask();
    const winter = answer('Is she on the night scanning rota in winter?');
    expect(winter.answer).toMatch(/^Yes\./);
    expect(winter.answer).toContain('June to August');
    const summer = answer('Does she take restoration jobs in summer?');
    expect(summer.answer).toMatch(/^No\./);
    expect(summer.answer).toContain('December to February');
  });

  it('"Does she post on <network>?" is the profile of that network', () => {
    const answer = ask()('Does she post on Letterboxd?');
    expect(answer.answer).toMatch(/^Yes\./);
    expect(answer.answer).toContain('https://letterboxd.example/arohalm');
  });
});
