/**
 * /v1/ask (issue #28, private fields): a question for a private detail of the work or of the owner's identity is
 * told that the detail is not published, with no verdict and no project, never answered with another fact: the
 * account or the role a system acts under ("Which cloud account holds …?", "Which database role does … write
 * with?"), the machine or server it runs on when the public text names one only in passing ("two runs on
 * different machines") or inside a listed product's name, and an identifier of the owner's own ("her NIF",
 * "his national ID", "her social security number"), even when a write-up mentions the same acronym.
 * Invented portfolio: software for beekeepers (a field in no evaluation set).
 */
import { describe, expect, it } from 'vitest';
import { askContent } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-private-work-details');

const PROFILE = `---
name: Ilse Vandermeulen
role: Apiary Software Engineer
location: Ghent, Belgium
email: ilse@bijenkorf.example
website: https://ilse.bijenkorf.example
contact:
  phone: "+32 9 555 01 77"
  address: Korenlei 12
  postalCode: "9000"
---
I build software for beekeepers: hive scales, swarm forecasts and honey traceability.
`;

const SKILLS = `data:
  - Hivemind Server 3
  - PostgreSQL 16
  - Amazon S3
`;

const project = (title: string, description: string, date: string, tags: string[], body: string, architecture: string) =>
  `---\ntitle: ${title}\ndescription: ${description}\ndate: "${date}"\ntags: [${tags.join(', ')}]\narchitecture: |\n  ${architecture}\n---\n${body}\n`;

const PROJECTS = {
  'swarm-forecast': project(
    'Swarm Forecast',
    'Forecasts the swarming week of 900 colonies from hive weights and the weather.',
    '2023-05',
    ['forecasting', 'python'],
    'The model is seeded, so that two runs on different machines give the same forecast. It ran for the whole 2023 season.',
    'Runs on machine bzz-fc-01; service account svc-swarm.',
  ),
  'honey-tracer': project(
    'Honey Jar Tracer',
    'Traces every jar of a cooperative back to its apiary and harvest week, with the NIF of each beekeeper on the label record.',
    '2022-09',
    ['traceability', 'postgresql'],
    'The tracer keeps 2.1 million jars in PostgreSQL 16 and the label scans in Amazon S3.',
    'Database hny_prod; role tracer_rw; AWS account 4455-1020-77.',
  ),
  'scale-dashboard': project(
    'Hive Scale Dashboard',
    'A dashboard of 600 hive scales for the cooperative’s beekeepers.',
    '2024-03',
    ['dashboard', 'hive-scales'],
    'The new dashboard reads the scales into Hivemind Server 3 and draws each hive’s weight for the last season.',
    'Hosted on hive-dash-02.',
  ),
};

const PRIVATE_VALUES = /bzz-fc|svc-swarm|hny_prod|tracer_rw|4455|hive-dash|555 01 77|Korenlei|9000/;

function beeAsk() {
  return askContent(tempDir(), { profile: PROFILE, skills: SKILLS, projects: PROJECTS });
}

describe('/v1/ask: private details of the work and of the owner', () => {
  const ask = beeAsk();

  it('says that the account, role, machine or server a system acts under or runs on is not published', () => {
    for (const question of [
      'Which AWS account holds the honey tracer’s label scans?',
      'Which database role does the honey jar tracer write with?',
      'Which machine ran the swarm forecasts in 2023?',
      'What server does the new hive scale dashboard run on?',
    ]) {
      const a = ask(question);
      expect(a._meta.intent, question).toBe('private');
      expect(a.answer, question).toContain('not published');
      expect(a.answer, question).not.toMatch(/^(?:Yes|No)\b/);
      expect(a.answer, question).not.toMatch(PRIVATE_VALUES);
    }
  });

  it('says that an identifier of the owner’s own is not listed, without a verdict or a project', () => {
    for (const question of ['What’s her NIF?', 'What is Ilse’s national ID?', 'What is her social security number?']) {
      const a = ask(question);
      expect(a._meta.response_type, question).toBe('not_found');
      expect(a.answer, question).toContain('not published');
      expect(a.answer, question).not.toMatch(/^(?:Yes|No)\b/);
      expect(a.references, question).toEqual([]);
      expect(a.answer, question).not.toMatch(PRIVATE_VALUES);
    }
  });

  it('still answers public details of the owner and of the work', () => {
    expect(ask('What is her website?').answer).toContain('https://ilse.bijenkorf.example');
    expect(ask('Which database does the honey jar tracer use?').answer).toMatch(/postgresql/i);
    const role = ask('What was her role?');
    expect(role.answer).toContain('Apiary Software Engineer');
  });
});
