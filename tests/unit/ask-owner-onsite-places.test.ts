/**
 * /v1/ask, issue #28 (session 33): a place asked for work on site against the availability note's "only in"
 * places that the gazetteer does not know (src/core/ask/answers/workplace.ts): a name none of the listed
 * names is "No, most likely" with the names; a listed name, a part of one, or a part of the owner's location
 * (a region that may hold them) gets no such "No". On a portfolio written here in a field no evaluation set
 * covers (the puzzle electronics of escape rooms).
 */
import { describe, expect, it } from 'vitest';
import { askContent } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-owner-onsite-places');

const PROFILE = `---
name: Ilse Marangoni-Tupou
role: Puzzle Electronics Engineer
location: Tilburg, North Brabant, Netherlands
---
I design the sensors, locks and cue controllers of escape rooms.
`;

const SKILLS = `electronics:
  - Magnetic lock control
  - RFID puzzle props
`;

const SERVICES = `availability:
  from: "2027-01"
  daysPerWeek: 3
  workplace: [remote, hybrid]
  note: "Hybrid only in Tilburg or Eindhoven; no gambling venues."
services:
  - name: Puzzle prop build
    description: Designs and builds one electronic puzzle prop.
`;

const PROJECT = `---
title: Cue Controller
description: Drives the lights, sound and locks of a 60-minute room from the game master's tablet.
date: 2024-11
tags: [electronics, esp32]
---
Runs in 14 rooms.
`;

function ask() {
  return askContent(tempDir(), { profile: PROFILE, skills: SKILLS, services: SERVICES, projects: { 'cue-controller': PROJECT } });
}

describe('/v1/ask on site in a place the note does not list (issue #28)', () => {
  it('a name that is none of the "only in" names is "No, most likely" with them', () => {
    const answer = ask()('Could she work on site in Breda?');
    expect(answer.answer).toMatch(/^No, most likely:/);
    expect(answer.answer).toContain('Tilburg or Eindhoven');
  });

  it('a listed name, or a region of the owner\'s location that may hold them, gets no "No"', () => {
    expect(ask()('Could she work on site in Eindhoven?').answer).not.toMatch(/^No/);
    expect(ask()('Could she work on site in North Brabant?').answer).not.toMatch(/^No/);
  });
});
