/**
 * /v1/ask, issue #28 (session 35): the owner's bio and career facts asked in other words. The positions of
 * the work history at a place the question names ("Which company did he work for in Leipzig?", a yes or
 * a no for "has he ever been employed in …?"; src/core/ask/knowledge/positions-at-place.ts), the hours
 * between the asker's clock and the owner's zone (src/core/ask/knowledge/zone-offsets.ts), days of every
 * month the availability's note closes (src/core/ask/answers/month-days.ts), and a course asked as "did he
 * study X at university?"; a count the current employer's text states, asked of "his employer" or by an
 * acronym of the counted words (src/core/ask/knowledge/employer-counts.ts). On a portfolio written here in a field no evaluation set covers (pipe organ
 * building).
 */
import { describe, expect, it } from 'vitest';
import { askContent } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-owner-calendar-places');

const PROFILE = `---
name: Tobias Ellery-Brandt
role: Organ Builder and Voicer
location: Toronto, Canada
---
I restore and voice pipe organs in churches and concert halls across Ontario.
`;

const SKILLS = `voicing:
  - Flue pipe voicing
  - Reed voicing
`;

const CAREER = `experience:
  - organisation: Lakeshore Organ Works
    description: A Toronto workshop that tunes 85 church organs and trains 6 voicing apprentices
    role: Head Voicer
    start: 2019-04
    location: Toronto, Canada
    highlights:
      - Grew the workshop from 20 to 85 maintenance contracts.
  - organisation: Spaarne Orgelmakerij
    role: Voicer
    start: 2014-02
    end: 2019-03
    location: Haarlem, Netherlands
  - organisation: Pleißenburg Orgelbau
    role: Apprentice Organ Builder
    start: 2010-09
    end: 2014-01
    location: Leipzig, Germany
education:
  - institution: Hochschule für Musik Leipzig
    area: Organ Building
    degree: Diploma
    end: 2014-01
    courses:
      - Acoustics of flue pipes
      - Wind systems
`;

const SERVICES = `availability:
  from: "2026-01"
  daysPerWeek: 4
  workplace: [on-site]
  timeZones: [America/Toronto]
  note: No new commissions in the first ten days of a month; away the last week of each month.
services:
  - name: Tuning visit
    description: A full tuning of a two-manual organ.
`;

const PROJECT = `---
title: St. Clement's Organ Restoration
description: Restored the 1911 Casavant organ of St. Clement's, with 1,840 pipes revoiced.
date: 2024-05
tags: [restoration, voicing]
---
Releathered the wind reservoirs.
`;

function ask() {
  return askContent(tempDir(), { profile: PROFILE, skills: SKILLS, career: CAREER, services: SERVICES, projects: { 'st-clements': PROJECT } });
}

describe('/v1/ask the owner’s career places, clock and month days (issue #28)', () => {
  it('a place asked of the work history names the positions there, or says no over every position', () => {
    const answer = ask();
    const leipzig = answer('Which company did he work for in Leipzig?').answer;
    expect(leipzig).toContain('Pleißenburg Orgelbau');
    expect(leipzig).not.toContain('Lakeshore');
    expect(answer('Has he ever been employed in the Netherlands?').answer).toMatch(/^Yes\. .*Spaarne Orgelmakerij/);
    expect(answer('Has he ever been employed in Spain?').answer).toMatch(/^No\. /);
  });

  it("the hours between the asker's clock and the owner's zone, in the month asked", () => {
    const answer = ask();
    const written = answer("I'm on UTC+1 in January. How many hours behind me is he?").answer;
    expect(written).toMatch(/^6 hours: /);
    expect(written).toContain('behind');
    const city = answer('We are in Tokyo. How many hours ahead of us is he in July?').answer;
    expect(city).toMatch(/^13 hours: .*Asia\/Tokyo/);
  });

  it("a day inside the days of every month the note closes is a no quoting the note's clause", () => {
    const answer = ask();
    expect(answer('Can we start a new commission with him on the 4th of the month?').answer).toMatch(/^No\. .*first ten days/);
    expect(answer('Can I reach him on the 27th of the month?').answer).toMatch(/^No\. .*last week/);
    expect(answer('Can we start a new commission with him on the 15th of the month?').answer).not.toMatch(/^No\./);
  });

  it('a course asked as "did he study X at university?" is a yes with the course', () => {
    expect(ask()('Did he study acoustics at university?').answer).toMatch(/^Yes\. .*Acoustics of flue pipes/);
  });

  it('a count of "his employer" is read from the current position, and an acronym counts the words it stands for', () => {
    const answer = ask();
    expect(answer('How many apprentices does his employer train?').answer).toMatch(/^6\. Lakeshore Organ Works/);
    expect(answer('How many MCs did Lakeshore Organ Works have when he started?').answer).toMatch(/^20\. /);
  });
});
