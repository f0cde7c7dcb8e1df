/**
 * /v1/ask (issue #28, "every no is earned"): "Has she worked in Londra?" against a work history in
 * London said "No. None of … positions was in Londra". A place name the gazetteer does not know and
 * that is two letters or fewer from a place of the work history may be that place in another
 * language: the places are said without a verdict. A name far from all of them keeps its "No."
 * (the work history is complete on positions). Invented field: a cheese cave's humidity control.
 */
import { describe, expect, it } from 'vitest';
import { askContent } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-place-other-name');

const ask = askContent(tempDir(), {
  profile: `---
name: Maëlle Quéré
role: Controls Engineer
location: Rennes, France
---
I write the humidity and temperature control of cheese ripening caves.
`,
  career: `experience:
  - organisation: Cave Control
    role: Controls Engineer
    start: 2021-03
    location: London, United Kingdom
  - organisation: Affinage Systems
    role: Software Engineer
    start: 2016-09
    end: 2021-02
    location: Lisbon, Portugal
`,
  projects: {
    'cave-humidity': `---
title: Cave Humidity Controller
description: Keeps 14 ripening caves between 92% and 95% relative humidity.
tags: [controls]
date: "2023-05"
---
`,
  },
});

describe('a place written in another language', () => {
  it('names the work history without a "No." when the name is two letters from one of its places', () => {
    for (const question of ['Has she worked in Londra?', 'Has she worked in Lisboa?']) {
      const answer = ask(question).answer;
      expect(answer).not.toMatch(/^No\b/);
      expect(answer).toContain('London, United Kingdom');
    }
  });

  it('a place the gazetteer cannot place, far from every place of the work history, gets its places without a "No." (its containment is unknown)', () => {
    expect(ask('Has she worked in Crailsheim?').answer).toMatch(/^Maëlle's work history names .*it does not write “Crailsheim”/);
  });
});
