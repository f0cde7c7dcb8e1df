/**
 * One entity, one verdict (issue #28, skill checks): on a portfolio written here in a field no
 * evaluation set covers (an aircraft maintenance software engineer), a skill check resolves the
 * thing asked once, and every sentence of the answer agrees with that resolution: a listed name
 * found by its words and the head noun after it ("Camel routes", "Health Management API") is not then
 * said to be unlisted; a version asked is compared with the listed version in any notation ("24",
 * "R4", "v2.5.1"), whoever found the skill; an acronym the engine derives from a name is no form of
 * it when it leaves a word out and the alias datasets give it as another thing's name ("TS" of "Turnaround Scheduling Suite"
 * is TypeScript); the listed skills a vendor's word begins ("Azure IoT Hub") answer "Has he used
 * Azure?" before a certificate that has the word. Pure: content files in a temporary folder.
 */
import { describe, expect, it } from 'vitest';
import { askContent, projectMarkdown as project } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-skill-resolution');

const PROFILE = `---
name: Wiremu Castellanos-Hart
role: Aircraft Maintenance Software Engineer
location: Christchurch, New Zealand
---
I build the software that keeps airliners airworthy: maintenance planning, tech logs and engine health data.
`;

const SKILLS = `maintenance:
  label: Airworthiness records and tech logs
  level: Expert
  skills:
    - AMOS Enterprise 24
    - Turnaround Scheduling Suite
    - Skywise Health Monitor R4
    - Logbook Flightdeck tech-log tablets
integration:
  - Boeing Airplane Health Management API 3.1
  - Apache Camel 4.4
  - Azure IoT Hub
  - Teledyne GroundLink WQAR3
languages:
  - Kotlin 2.0
  - Python 3.12
`;

const CAREER = `certificates:
  - name: Azure IoT Developer Specialty
    issuer: Microsoft
    date: 2021-06
  - name: AMOS Certified Key User
    issuer: Swiss AviationSoftware
    date: 2019-03
`;

const PROJECTS = {
  'airworthiness-records-portal': project(
    'Airworthiness Records Portal',
    'Replaced the paper airworthiness records and tech logs of 38 aircraft with tablets that sign defects off electronically.',
    '2023-02',
    ['tech-log', 'tablets'],
    'Paper pages lost in a month fell from 11 to none.',
  ),
  'deferred-defects-board': project(
    'Deferred Defects Board',
    'A board that shows every deferred defect of a fleet of 38 narrow-body aircraft with its MEL category and its deadline.',
    '2024-05',
    ['amos', 'kotlin', 'mel'],
    'The board reads AMOS through its API every five minutes; defects past 80% of their deadline turn amber. Mechanics write defects on tablets in the tech log, and the Boeing AHM API sends the fault messages.',
  ),
  'engine-trend-alerts': project(
    'Engine Trend Alerts',
    'Alerts the powerplant engineers when an engine’s exhaust gas temperature margin trends down faster than its fleet.',
    '2022-09',
    ['engine-health', 'python', 'camel'],
    'Skywise Health Monitor feeds the trends; Apache Camel routes the alerts to the planners.',
  ),
};

function maintenanceAsk() {
  return askContent(tempDir(), { profile: PROFILE, skills: SKILLS, career: CAREER, projects: PROJECTS });
}

describe('/v1/ask: one resolution of the skill asked', () => {
  const ask = maintenanceAsk();

  it('does not deny, in the same answer, a listed name it has just found', () => {
    for (const question of [
      'Has she worked with the Airplane Health Management API?',
      'Has she used the Camel routes?',
      'Has she used Logbook Flightdeck tablets?',
      'Is he familiar with the Logbook Flightdeck system?',
    ]) {
      const a = ask(question);
      expect(a.answer, question).toMatch(/^Yes\./);
      expect(a.answer, question).not.toContain('not among');
    }
  });

  it('still says what is not listed next to a listed name', () => {
    const a = ask('Does he know Apache Camel and SAP PM?');
    expect(a.answer).toContain('Apache Camel 4.4');
    expect(a.answer).toMatch(/“sap pm” is not among/i);
  });
});

describe('/v1/ask: a version asked against the listed version', () => {
  const ask = maintenanceAsk();

  it('says no to another version, in the notation the name is written with', () => {
    const amos = ask('Has she used AMOS 23?');
    expect(amos.answer).toMatch(/^No\./);
    expect(amos.answer).toContain('AMOS Enterprise 24, not AMOS Enterprise 23');
    const skywise = ask('Does he know Skywise Health Monitor R5?');
    expect(skywise.answer).toMatch(/^No\./);
    expect(skywise.answer).toContain('Skywise Health Monitor R4, not Skywise Health Monitor R5');
    const ahm = ask('Has he used the Airplane Health Management API 2.8?');
    expect(ahm.answer).toMatch(/^No\./);
    expect(ahm.answer).toContain('API 3.1');
  });

  it('says yes to the listed version and to a release that contains it', () => {
    expect(ask('Has she used AMOS 24?').answer).toMatch(/^Yes\. .*AMOS Enterprise 24/);
    expect(ask('Does he know Skywise Health Monitor R4?').answer).toMatch(/^Yes\./);
    expect(ask('Has he used the Airplane Health Management API 3?').answer).toMatch(/^Yes\./);
  });

  it('compares the version with the name it follows only, and a number of the name is no version', () => {
    const a = ask('Does she know AMOS 24 and Kotlin?');
    expect(a.answer).toMatch(/^Yes\./);
    expect(a.answer).toContain('Kotlin 2.0');
    expect(a.answer).toContain('AMOS Enterprise 24');
    // "Camel 4" is a release of the listed "Apache Camel 4.4".
    expect(ask('Does he know Camel 4?').answer).toMatch(/^Yes\./);
  });

  it('reads a version written on the name ("WQAR2" against a listed "WQAR3")', () => {
    const a = ask('Has he used WQAR2?');
    expect(a.answer).toBe('No. Wiremu lists Teledyne GroundLink WQAR3, not WQAR2.');
    expect(ask('Has he used WQAR3?').answer).toMatch(/^Yes\. .*WQAR3/);
  });
});

describe('/v1/ask: derived acronyms', () => {
  const ask = maintenanceAsk();

  it('does not read a language name of the datasets as the initials of a listed name', () => {
    const a = ask('Does he code in TS?');
    expect(a.answer).not.toContain('Turnaround Scheduling Suite');
    expect(a.answer).not.toMatch(/^Yes/);
    // The name itself still answers.
    expect(ask('Does he know the Turnaround Scheduling Suite?').answer).toMatch(/^Yes\. .*Turnaround Scheduling Suite/);
  });
});

describe('/v1/ask: the listed skill before a certificate', () => {
  const ask = maintenanceAsk();

  it('names the listed skills a vendor word begins, then the certificate', () => {
    for (const question of ['Has she used Azure?', 'Does he know Azure?']) {
      const a = ask(question);
      expect(a.answer, question).toMatch(/^Yes\. Wiremu lists Azure IoT Hub/);
      expect(a.answer, question).toContain('Azure IoT Developer Specialty');
    }
    // Asked for the certificate itself, the certificate answers.
    expect(ask('Is he certified in Azure?').answer).toMatch(/^Yes\. From Wiremu's certificates/);
  });
});

describe('/v1/ask: a category asked by its label', () => {
  const ask = maintenanceAsk();

  it('gives the public level of the category whose label the question writes, before a project with those words', () => {
    for (const question of ['How good is she with airworthiness records and tech logs?', 'What level is he at in airworthiness records and tech logs?']) {
      const a = ask(question);
      expect(a.answer, question).toContain('Airworthiness records and tech logs: Expert');
      expect(a.answer, question).not.toContain('Airworthiness Records Portal');
    }
  });

  it('lists the category whose label the kind asked writes, asked as skills', () => {
    for (const question of ['Which tech log systems does he use?', 'What airworthiness record tools has she worked with?']) {
      const a = ask(question);
      expect(a._meta.response_type, question).toBe('list');
      expect(a.answer, question).toContain('AMOS Enterprise 24');
      expect(a.answer, question).toContain('Logbook Flightdeck tech-log tablets');
    }
  });
});
