/**
 * Leads of measured sentences read at the rate and of the noun asked (issue #28, session 34 review), on a portfolio
 * written here in a field no evaluation set covers (the software of multi-storey car parks: plate cameras, space
 * sensors, pay machines): "How many plates per minute …" leads with the per-minute figure, not the per-month one
 * of the same sentence, and a bound per minute is compared with it; "one alert per driver" counts no
 * drivers; "checked 4,800 tickets on 35 pay machines" answers "how many pay machines" with 35; "Who was it built
 * for?" is answered by the users the description names ("for commuters …") before the employer it was built at.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { askContent } from '../support/ask-engine.ts';

const dir = mkdtempSync(join(tmpdir(), 'ask-rate-leads-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ask = askContent(dir, {
  profile: [
    '---',
    'name: Ilse Brandvold',
    'role: Parking Systems Engineer',
    'location: Bergen, Norway',
    'email: ilse@levels.example',
    '---',
    'I build the software behind the barriers, cameras and pay machines of multi-storey car parks.',
  ].join('\n'),
  career: 'experience:\n  - organisation: Fjordpark AS\n    role: Systems Engineer\n    start: 2018-02\n    location: Bergen, Norway\n',
  skills: 'software:\n  skills:\n    - Go 1.22\n    - PostgreSQL 16\n',
  projects: {
    'plate-reader': [
      '---',
      'title: Entry Plate Reader',
      'description: Reads the number plates of cars at the entry barriers and opens them for season ticket holders.',
      'date: "2023-03"',
      'tags: [cameras, go]',
      '---',
      'The reader logs 3.4 million plates a month across the network, with bursts of 90 plates per minute at the busiest barrier on Saturdays.',
      'Misread plates fell after the cameras were moved lower.',
    ].join('\n'),
    'space-alerts': [
      '---',
      'title: Free Space Alerts',
      'description: Tells season ticket holders when a space frees up on their usual level.',
      'date: "2022-06"',
      'tags: [sensors, notifications]',
      '---',
      'The service watches the ultrasonic bay sensors and sends one alert per driver when a space on their level frees up after a full hour.',
    ].join('\n'),
    'machine-audit': [
      '---',
      'title: Pay Machine Audit Tool',
      'description: Checks the tickets and cash logs of pay machines against the barrier counts.',
      'date: "2021-09"',
      'tags: [audit, postgresql]',
      '---',
      'At Sentrum Parkering it checked 4,800 tickets on 35 pay machines in three days.',
    ].join('\n'),
    'permit-app': [
      '---',
      'title: Night Permit App',
      'description: A permit booking app for commuters and night-shift nurses, with card payments and a monthly invoice.',
      'date: "2020-04"',
      'entity: Fjordpark AS',
      'tags: [mobile, payments]',
      '---',
      'Permits are bought in three taps.',
    ].join('\n'),
    'barrier-controller': [
      '---',
      'title: Barrier Controller',
      'description: A controller for the ultrasonic sensors and boom barriers of the ramps.',
      'date: "2019-05"',
      'entity: Fjordpark AS',
      'tags: [embedded]',
      '---',
      'It opens a barrier in under a second.',
    ].join('\n'),
  },
});

describe('whom a project was built for', () => {
  it('the users the description names lead, before the employer it was built at', () => {
    expect(ask('Who was the night permit app built for?').answer).toMatch(/^For commuters and night-shift nurses\. Night Permit App was built at Fjordpark AS/);
  });

  it('"for the ultrasonic sensors" names no users: the employer answers as before', () => {
    expect(ask('Who was the barrier controller built for?').answer).toMatch(/^Fjordpark AS\. /);
  });
});

describe('a rate asked leads with the figure of that rate', () => {
  it('"how many plates per minute" is answered by the per-minute figure, "a month" by the monthly one', () => {
    expect(ask('How many plates per minute does the entry plate reader handle?').answer).toMatch(/^90\. /);
    expect(ask('How many plates a month does the entry plate reader log?').answer).toMatch(/^3\.4 million\. /);
  });

  it('a bound per minute is compared with the per-minute figure, not the monthly total', () => {
    const answer = ask('Has the entry plate reader handled more than 1,000 plates per minute?').answer;
    expect(answer).not.toMatch(/^Yes/);
    expect(answer).toMatch(/^No\b.*90/);
  });

  it('a bound written as a verb ("exceeded") reads as English in the verdict', () => {
    const answer = ask('Has the entry plate reader exceeded 1,000 plates per minute?').answer;
    expect(answer).toMatch(/^No: 90, not more than 1,000 plates\./);
  });
});

describe('the number of the noun asked, not of another noun of the sentence', () => {
  it('"one alert per driver" is no count of drivers', () => {
    expect(ask('How many drivers do the free space alerts reach?').answer).not.toMatch(/^one\b/i);
  });

  it('"checked 4,800 tickets on 35 pay machines": how many machines is 35', () => {
    expect(ask('How many pay machines did the pay machine audit tool check?').answer).toMatch(/^35\. /);
  });
});

describe('the not-stated answer writes the question as asked', () => {
  it('"how much money" and "how much did" read as English, not "how many money" or "how many did"', () => {
    const money = ask('How much money did the free space alerts save?').answer;
    expect(money).toMatch(/^Free Space Alerts does not state how much money: /);
    const did = ask('How much did the free space alerts save on fuel?').answer;
    expect(did).toMatch(/^Free Space Alerts does not state the figure asked: /);
  });
});
