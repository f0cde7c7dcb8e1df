/**
 * /v1/ask (issue #28, services): a request for help told in the visitor's own words ("Would she help us …",
 * "Does she offer anything around …", "… Can she help?") is answered from the service whose name, description
 * and keywords cover it: "Yes." with the service, its public price, the availability and the /v1/services
 * reference; "How long does the … take?" with the length its description states. A stated limit's "No." stands
 * before a service; a question that is no request, or that no service covers, keeps its own answer.
 * Invented portfolio: software for beekeepers and pollination contracts (a field in no evaluation set).
 */
import { describe, expect, it } from 'vitest';
import { askContent } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-service-request');

const PROFILE = `---
name: Ilse Vandermeulen
role: Apiary Software Engineer
location: Ghent, Belgium
email: ilse@bijenkorf.example
---
I build software for beekeepers: hive scales, mite counts, honey traceability and the reports that pollination
contracts ask for. I do not falsify hive strength reports or honey origin labels.
`;

const SKILLS = `sensing:
  - LoRaWAN
  - Hive scales
data:
  - PostgreSQL 16
  - Python 3.12
`;

const SERVICES = `services:
  - name: Hive scale integration review
    description: A review of your hive scales, LoRaWAN gateways and the weight alerts your beekeepers get, against the apiary's swarm calendar, in two weeks.
    price: { amount: 4200, currency: EUR, unit: project }
  - name: Varroa monitoring workshop
    description: A day with your inspectors going through mite counts and treatment thresholds against the BeeBase guidance.
    price: { amount: 1600, currency: EUR, unit: day }
  - name: Apiary data consulting
    description: Help with honey yield records, queen lineage and the traceability of jars, by the hour.
    price: { amount: 110, currency: EUR, unit: hour }
  - name: Pollination contract audit
    description: A check of your pollination contracts' hive counts and strength reports against the grower's terms before the grower's audit, with a gap report.
    price: on request
availability:
  from: 2027-02
  daysPerWeek: 2
  workplace: [remote, hybrid]
  timeZones: [Europe/Brussels]
  note: Site visits only in Flanders.
`;

const project = (title: string, description: string, date: string, tags: string[], body: string) =>
  `---\ntitle: ${title}\ndescription: ${description}\ndate: "${date}"\ntags: [${tags.join(', ')}]\n---\n${body}\n`;

const PROJECTS = {
  'swarm-alerts': project(
    'Swarm Alerts from Hive Scales',
    'Warns 140 beekeepers when a hive scale shows the sudden weight drop of a swarm.',
    '2024-04',
    ['lorawan', 'python'],
    'The alerts read 600 hive scales over LoRaWAN every ten minutes.',
  ),
  'scale-rollout': project(
    'Hive Scale Integration for a Cooperative',
    'Integrated 600 hive scales of a cooperative into one review screen for its beekeepers.',
    '2023-03',
    ['hive-scales', 'integration'],
    'The integration of the scales took nine weeks in spring, and the review screen is used every morning.',
  ),
  'honey-tracer': project(
    'Honey Jar Tracer',
    'Traces every jar of a cooperative back to its apiary and harvest week.',
    '2022-09',
    ['traceability', 'postgresql'],
    'The tracer keeps 2.1 million jars in PostgreSQL 16.',
  ),
};

function beeAsk() {
  return askContent(tempDir(), { profile: PROFILE, skills: SKILLS, services: SERVICES, projects: PROJECTS });
}

describe('/v1/ask: a request for help answered from the service that covers it', () => {
  const ask = beeAsk();

  it('answers a request in the visitor’s words with the service, its price and the availability', () => {
    for (const [question, service, price] of [
      ['Would she help us set up the weight alerts from our hive scales?', 'Hive scale integration review', '€4,200 per project'],
      ['Does she offer anything around BeeBase?', 'Varroa monitoring workshop', '€1,600 per day'],
      ['We have to show the grower our hive counts before the audit. Can she help?', 'Pollination contract audit', 'on request'],
      ['Could she go through the mite counts of our inspectors?', 'Varroa monitoring workshop', '€1,600 per day'],
    ] as const) {
      const a = ask(question);
      expect(a.answer, question).toMatch(/^Yes\. /);
      expect(a.answer, question).toContain(service);
      expect(a.answer, question).toContain(price);
      expect(a.answer, question).toContain('Available from February 2027, 2 days a week');
      expect(a.references, question).toContain('https://example.test/v1/services');
    }
  });

  it('names the project of the same work beside the service when one covers the request as well', () => {
    const a = ask('Would she help us set up the weight alerts from our hive scales?');
    expect(a.answer).toContain('Related work: Swarm Alerts from Hive Scales');
    expect(a.references).toContain('https://example.test/projects/swarm-alerts');
  });

  it('answers how long a service takes from its description', () => {
    const a = ask('How long does a hive scale integration review take?');
    expect(a.answer).toContain('two weeks');
    expect(a.answer).not.toContain('nine weeks');
    expect(a.answer).toContain('Hive scale integration review');
    expect(a.references).toContain('https://example.test/v1/services');
  });

  it('keeps a stated limit’s “No.” before a service that shares its words', () => {
    const a = ask('Could she falsify our hive strength reports before the grower’s audit?');
    expect(a.answer).toMatch(/^No\b/);
    expect(a.answer).not.toContain('offers Pollination contract audit');
  });

  it('says no "Yes." when the act asked is not one the service’s text holds, only its objects', () => {
    for (const question of ['Can she help us delete the mite counts before the inspectors come?', 'Could she help us inflate our hive strength reports?']) {
      const a = ask(question);
      expect(a.answer, question).not.toMatch(/^Yes\b/);
      expect(a.answer, question).not.toMatch(/ offers (?:Hive|Varroa|Apiary|Pollination)/);
    }
  });

  it('leaves questions that are no request, or that no service covers, to their own answers', () => {
    for (const question of [
      'Does she know LoRaWAN?',
      'Can she configure the routing on our office network?',
      'Could she be on site at our apiary five days a week?',
      'How long did the honey jar tracer take to build?',
    ]) {
      const a = ask(question);
      expect(a.answer, question).not.toMatch(/ offers (?:Hive|Varroa|Apiary|Pollination)/);
    }
  });
});
