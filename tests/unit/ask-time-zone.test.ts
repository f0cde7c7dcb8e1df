/**
 * /v1/ask on time zones (issue #28): the offset from UTC, the abbreviation and the summer time of
 * the zone the availability lists, and a yes/no for "does she switch to daylight saving time?",
 * all from the runtime's ICU data. Invented field: a theatre lighting designer. Pure: no server.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPortfolio, portfolioData } from '../../src/core/portfolio.ts';
import { loadPortfolioSource } from '../../src/core/content/load.ts';
import { zoneTimes, zoneTimesText } from '../../src/core/ask/knowledge/time-zone.ts';
import { askEngineOf } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-time-zone');

function lightingEngine(zone: string) {
  const dir = tempDir();
  writeFileSync(
    join(dir, 'profile.md'),
    `---\nname: Oona Castellanos-Berg\nrole: Lighting Designer\nlocation: Halifax, Canada\n---\nI design and programme stage lighting for touring theatre.\n`,
  );
  writeFileSync(join(dir, 'skills.yaml'), 'consoles:\n  - ETC Eos\n  - grandMA3\n');
  writeFileSync(
    join(dir, 'services.yaml'),
    `services:\n  - name: Lighting plot review\n    description: A review of a lighting plot before the hire order.\n    price: on request\navailability:\n  timeZones: ["${zone}"]\n`,
  );
  mkdirSync(join(dir, 'projects'));
  writeFileSync(
    join(dir, 'projects', 'tour-rig.md'),
    `---\ntitle: Touring Rig Patch\ndescription: A patch for a 40-city touring rig.\ntags: [touring]\ndate: "2024-05"\n---\n`,
  );
  const engine = askEngineOf(createPortfolio(portfolioData(loadPortfolioSource(dir))));
  return (question: string) => engine.ask(question).answer;
}

describe('time zones in words', () => {
  it('a zone with summer time: offsets and abbreviations of both, from ICU (a minus sign for the west)', () => {
    expect(zoneTimesText(zoneTimes('America/Halifax')!)).toBe('UTC−4, AST; in summer, daylight saving time: UTC−3, ADT, Atlantic Daylight Time');
    // The south: January is summer, the smaller offset is still standard time.
    expect(zoneTimes('Australia/Adelaide')!.standard.offset).toBe('UTC+9:30');
  });

  it('a zone without summer time, and a fixed offset written as the zone, are the same all year', () => {
    expect(zoneTimesText(zoneTimes('Asia/Kathmandu')!)).toMatch(/^UTC\+5:45.* all year, with no daylight saving time$/);
    expect(zoneTimesText(zoneTimes('UTC-03:00')!)).toBe('UTC−3 all year, with no daylight saving time');
  });

  it('the time zone answer carries the offset and the summer abbreviation without being asked for them', () => {
    const ask = lightingEngine('America/Halifax');
    expect(ask('What time zone does she work in?')).toMatch(/America\/Halifax \(Atlantic Time; UTC−4, AST; in summer, daylight saving time: UTC−3, ADT/);
    expect(ask('What time zone is she on in summer?')).toMatch(/ADT/);
  });

  it('"does she switch to daylight saving time?" is a yes or a no from the zone, not a skill check', () => {
    expect(lightingEngine('America/Halifax')('Does she switch to daylight saving time in summer?')).toMatch(/^Yes\. .*ADT/);
    expect(lightingEngine('UTC+05:45')('Is she on summer time?')).toMatch(/^No\. .*no daylight saving time/);
  });
});
