/**
 * /v1/ask (issue #28): a question that asks for the name or identifier of a project's infrastructure
 * (the server or machine it runs on, its database's own name, a login, a queue, a token) is told that
 * it is not published, since such values live only in a project's private architecture notes; a
 * question that asks which technology a project uses keeps its answer. Invented portfolio: a piano
 * workshop's rental and tuning software (a field in no evaluation set).
 */
import { describe, expect, it } from 'vitest';
import { askContent } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-infra-names');

const PROFILE = `---
name: Oskar Lindqvist
role: Software Developer for Piano Workshops
location: Gothenburg, Sweden
email: oskar@klaververkstad.example
---
I build the software of a piano workshop: rentals of upright pianos, tuning rounds and the climate of the storage hall.
`;

const SKILLS = `backend:
  - PostgreSQL 16
  - Python 3.12
  - Caddy 2
messaging:
  - MQTT
`;

const project = (title: string, description: string, date: string, tags: string[], body: string, architecture: string) =>
  `---\ntitle: ${title}\ndescription: ${description}\ndate: "${date}"\ntags: [${tags.join(', ')}]\narchitecture: |\n  ${architecture}\n---\n${body}\n`;

const PROJECTS = {
  'piano-rental-ledger': project(
    'Piano Rental Ledger',
    'Keeps the rental contracts of 420 upright pianos, their deliveries and the monthly fees.',
    '2024-05',
    ['rentals', 'postgresql'],
    'The ledger stores its contracts in PostgreSQL 16 and sends a reminder a week before a piano is due back.',
    'Database klv_rent_prod on server gbg-db-02; login ledger_rw; token kept in the vault as RENT_API_KEY.',
  ),
  'tuning-round-planner': project(
    'Tuning Round Planner',
    'Plans the tuners’ weekly rounds across Gothenburg so that each rented piano is tuned twice a year.',
    '2023-09',
    ['scheduling', 'python'],
    'The planner is written in Python 3.12 and served behind Caddy 2; it cut the tuners’ driving by a fifth.',
    'Runs on machine tuner-vm-5 (10.20.4.17); user planner-svc.',
  ),
  'storage-hall-climate': project(
    'Storage Hall Climate Logger',
    'Logs the humidity of the hall where the rental pianos wait, and warns before the wood dries out.',
    '2022-11',
    ['humidity', 'mqtt'],
    'Twelve sensors publish their readings over MQTT every minute; the logger keeps the hall between 40 and 55 percent.',
    'Broker queue hall.rh.raw on host mq-hall-1.',
  ),
};

function pianoAsk() {
  return askContent(tempDir(), { profile: PROFILE, skills: SKILLS, projects: PROJECTS });
}

const PRIVATE_VALUES = /gbg-db-02|klv_rent|ledger_rw|RENT_API_KEY|tuner-vm|10\.20\.4\.17|planner-svc|hall\.rh|mq-hall/;

describe('/v1/ask: the names of a project’s infrastructure', () => {
  const ask = pianoAsk();

  it('says that a server, a database’s name, a login, a queue or a token of a project is not published', () => {
    for (const question of [
      'Which server does the tuning round planner run on?',
      'What is the name of the rental ledger’s contract storage database?',
      'Which PostgreSQL server holds the rental contracts of the ledger?',
      'What username does the tuning round planner log in with?',
      'Which queue does the climate logger publish its readings to?',
      'What is the access token of the piano rental ledger?',
      'On which machine is the tuning round planner deployed?',
      'What login does the rental ledger connect to its database with?',
      'What is the rental ledger’s database called?',
      'What’s the main server of the storage hall climate logger?',
    ]) {
      const a = ask(question);
      expect(a._meta.intent, question).toBe('private');
      expect(a.answer, question).toContain('not published');
      expect(a.answer, question).not.toMatch(PRIVATE_VALUES);
    }
  });

  it('still answers which technology a project uses', () => {
    for (const [question, expected] of [
      ['Which database does the piano rental ledger use?', /postgresql/i],
      ['What web server does the tuning round planner use?', /Tuning Round Planner/],
      ['Which messaging protocol does the storage hall climate logger use?', /mqtt/i],
      ['What database is the rental ledger built on?', /postgresql/i],
      ['Which databases does he know?', /PostgreSQL 16/],
      ['What server software is the tuning round planner served with?', /Tuning Round Planner|Caddy/],
    ] as const) {
      const a = ask(question);
      expect(a._meta.intent, question).not.toBe('private');
      expect(a.answer, question).toMatch(expected);
      expect(a.answer, question).not.toContain('not published');
      expect(a.answer, question).not.toMatch(PRIVATE_VALUES);
    }
  });
});
