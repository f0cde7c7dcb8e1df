/**
 * Issue #28, session 31 ("english", "jargon", "projects_by_topic"): a need told in everyday words
 * meets the project whose text means it through the vocabulary bridges of the ask index
 * (src/core/ask/knowledge/bridges.ts: WordNet's relations and definitions, made at build time),
 * on a portfolio written here in a field no evaluation set covers (a leisure-centre systems
 * engineer). A bridge by a relation ("halogen" is the kind chlorine belongs to) is evidence beside
 * a word the content writes; a bridge by a definition only ("nonmetallic") adds weight, never the
 * evidence; the words as written decide first. A question about the owner's work that names a
 * private kind of detail as a thing of the work ("texts a phone", "water levels") gets the project
 * (src/core/ask/answers/work-over-private.ts), not the contact block or "skill levels are not
 * published"); a term whose rare word one project writes, beside a skill category's name, gets that
 * project (src/core/ask/answers/written-term.ts), not "No. … the closest is a category"; a need
 * whose head is a project's own topic, qualified by a word no project writes ("gym lockers"), gets
 * that project (src/core/ask/answers/unwritten-modifier.ts), an unwritten head keeps its "No.". Pure:
 * content files in a temporary folder.
 */
import { describe, expect, it } from 'vitest';
import { buildAskIndex } from '../../src/core/ask/index.ts';
import { loadPortfolioSource } from '../../src/core/content/load.ts';
import { createPortfolio, portfolioData } from '../../src/core/portfolio.ts';
import { stem } from '../../src/core/ask/text/words.ts';
import { askContent, projectMarkdown as project } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-need-bridges');

const PROFILE = `---
name: Tamsin Oakridge
role: Leisure Centre Systems Engineer
location: Leeds, United Kingdom
email: tamsin@poolsys.example
---
I build the booking, water quality and access software of public swimming pools and leisure centres.
`;

const SKILLS = `telemetry:
  - Modbus TCP
software:
  - Python 3.12
  - PostgreSQL 16
`;

const PROJECTS = {
  'lane-booking': project(
    'Lane Booking App',
    'Lets swimmers book a lane in one of 14 municipal pools up to a week ahead, with a waiting list.',
    '2024-05',
    ['booking', 'python'],
    'The app holds 9,000 bookings a week in PostgreSQL.',
  ),
  'chlorine-dosing': project(
    'Chlorine Dosing Controller',
    'Doses chlorine into the pool water from sensor readings every ten seconds and alarms the duty manager.',
    '2022-03',
    ['water', 'sensors'],
    'The controller runs on a small industrial PC beside each plant room.',
  ),
  'locker-tracker': project(
    'Locker Wristband Tracker',
    'Tracks the lockers and wristbands of the changing rooms so that lost wristbands are found within a day.',
    '2021-01',
    ['lockers', 'rfid'],
    'A reader at the reception desk logs each wristband.',
  ),
  'timetable-screens': project(
    'Timetable Screens',
    'Shows the session timetable of every pool hall on screens in the foyer.',
    '2019-06',
    ['screens', 'timetable'],
    'The screens at reception read the timetable from the booking system every minute.',
  ),
  'water-level': project(
    'Balance Tank Level Monitor',
    'Watches the water level of the balance tanks of six pools and texts the plant engineer before a pump runs dry.',
    '2023-02',
    ['water', 'sensors', 'sms'],
    'Ultrasonic sensors report the level every thirty seconds.',
  ),
  'family-pass': project(
    'Family Swim Pass',
    'A season pass for families with up to four children, sold online and checked at the turnstiles by QR code.',
    '2020-04',
    ['passes', 'families'],
    'The pass is checked at the turnstile or at reception in under a second.',
  ),
};

const FILES = { profile: PROFILE, skills: SKILLS, projects: PROJECTS };

describe('vocabulary bridges of the ask index (build time)', () => {
  it('stores a WordNet relation as a bridge and a definition-only link marked "~"', () => {
    const dir = tempDir();
    askContent(dir, FILES);
    const text = buildAskIndex(createPortfolio(portfolioData(loadPortfolioSource(dir)))).bridges ?? '';
    const bridges = new Map(text.split('\n').map((line) => [line.split(' ')[0]!, line.split(' ').slice(1)]));
    // A halogen is what chlorine is (its hypernym); "nonmetallic" only stands in chlorine's definition.
    expect(bridges.get(stem('halogen'))).toContain(stem('chlorine'));
    expect(bridges.get(stem('nonmetallic'))).toContain(`~${stem('chlorine')}`);
    // Only words no project writes are stored: "chlorine" is written.
    expect(bridges.has(stem('chlorine'))).toBe(false);
  });
});

describe('a need told in everyday words meets its project through the bridges', () => {
  it('"halogen" with "water" finds the chlorine dosing controller, with "Yes, most likely"', () => {
    const ask = askContent(tempDir(), FILES);
    const answer = ask('Has she made something that measures the halogen in the water?');
    expect(answer.answer).toMatch(/^Yes, most likely: Chlorine Dosing Controller/);
    expect(answer.references).toContain('https://example.test/projects/chlorine-dosing');
    expect(answer._meta.confidence).toBeLessThan(0.8);
  });

  it('a word linked only by a definition adds no evidence: no project is claimed on it', () => {
    const ask = askContent(tempDir(), FILES);
    const answer = ask('Has she made something that measures the nonmetallic stuff in the water?');
    expect(answer.answer).not.toMatch(/^Yes, most likely/);
  });

  it('work the portfolio never mentions stays unclaimed', () => {
    const ask = askContent(tempDir(), FILES);
    const answer = ask('Has she built a sauna heater controller?');
    expect(answer.answer).not.toMatch(/^Yes/);
  });
});

describe('work asked about with a word of a private detail gets the work, not the refusal', () => {
  it('"texts a phone" in a question about what she built: the project, not the contact block', () => {
    const ask = askContent(tempDir(), FILES);
    const answer = ask('Has she built anything that texts a phone when a tank runs low?');
    expect(answer._meta.intent).not.toBe('private');
    expect(answer.answer).toMatch(/^Yes, most likely: Balance Tank Level Monitor/);
    expect(answer.answer).not.toContain('tamsin@poolsys.example');
  });

  it('"water levels" in a topic question: the project that writes both words, not "skill levels are not published"', () => {
    const ask = askContent(tempDir(), FILES);
    const answer = ask('What has she built for water levels?');
    expect(answer._meta.response_type).toBe('answer');
    expect(answer.answer).toContain('Balance Tank Level Monitor');
    expect(answer.references).toContain('https://example.test/projects/water-level');
    expect(ask('Has she done anything with levels of water?').answer).toMatch(/^Yes\. .*Balance Tank Level Monitor/);
  });

  it("keeps the refusal for the private detail itself and for the owner's own people", () => {
    const ask = askContent(tempDir(), FILES);
    expect(ask('Has she got a phone?')._meta.intent).toBe('private');
    expect(ask('What level is she at in Python?')._meta.intent).toBe('private');
    expect(ask('Has she built anything for her parents?').answer).toMatch(/^The portfolio does not state/);
    // "Her level" is hers: the refusal stands although a project writes "level".
    expect(ask('What has she built at her level?')._meta.intent).toBe('private');
  });
});

describe('a term whose rare word one project writes', () => {
  it('"ultrasonic telemetry": the project whose write-up writes "ultrasonic", not "No. … the closest is a category"', () => {
    const ask = askContent(tempDir(), FILES);
    const answer = ask('Has she done ultrasonic telemetry?');
    expect(answer.answer).toMatch(/^Yes, most likely: Balance Tank Level Monitor/);
    expect(answer.answer).toContain('it is the one that writes “ultrasonic”');
    expect(answer.references).toContain('https://example.test/projects/water-level');
  });

  it('keeps the "No." when no project writes the rare word, or the project lacks another word asked', () => {
    const ask = askContent(tempDir(), FILES);
    expect(ask('Has she done sauna telemetry?').answer).toMatch(/^No\./);
    // "reception" is written by three projects, none of them the one that writes "ultrasonic".
    const other = ask('Any experience with ultrasonic reception?');
    expect(other.answer).not.toContain('Balance Tank Level Monitor');
    expect(other._meta.response_type).toBe('not_found');
  });
});

describe("a need whose head is a project's own topic, qualified by a word no project writes", () => {
  it('"gym RFID": the project tagged rfid, with "Yes, most likely" and the word none writes', () => {
    const ask = askContent(tempDir(), FILES);
    const answer = ask('Has she done gym RFID?');
    expect(answer.answer).toMatch(/^Yes, most likely: .*Locker Wristband Tracker/);
    expect(answer.answer).toContain("(None of Tamsin's projects writes “gym”.)");
    expect(answer._meta.confidence).toBeLessThanOrEqual(0.6);
  });

  it('an unwritten head ("timetable ergonomics") keeps the "No."', () => {
    const ask = askContent(tempDir(), FILES);
    expect(ask('Has she done anything on timetable ergonomics?').answer).toMatch(/^No\. No project of Tamsin's mentions “ergonomics”/);
  });
});
