/**
 * Who did what a who-question asks (issue #28, session 36, write-up facts), on a portfolio written here in a field
 * no evaluation set covers (beekeeping software): the agent of the verb asked is read whole from the sentence, as
 * its subject ("The testing firm Halden Apicultural Labs of Uppsala certified it"), after "by" with lower-case
 * words ("by the queen-rearing working group of SBR, …"), after "with" right after a passive verb, or after the
 * object noun asked and "of" ("under a licence of the Swedish Board of Agriculture"); a place inside the agent's
 * name is no answer, a phrase that names nobody gives way to the name beside it, and the sentence that states the verb with its agent is quoted.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { askContent } from '../support/ask-engine.ts';

const dir = mkdtempSync(join(tmpdir(), 'ask-asked-agent-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const project = (title: string, description: string, tags: string, body: string[]) =>
  ['---', `title: ${title}`, `description: ${description}`, 'date: "2024-05"', `tags: [${tags}]`, '---', ...body].join('\n');

const ask = askContent(dir, {
  profile: [
    '---',
    'name: Sigrun Halvorsen-Abe',
    'role: Apiculture Software Engineer',
    'location: Umeå, Sweden',
    'email: sigrun@hive.example',
    '---',
    'I build the software that beekeepers use to watch their hives through the northern winter.',
  ].join('\n'),
  skills: 'software:\n  skills:\n    - Rust 1.80\n    - PostgreSQL 16\n',
  projects: {
    'hive-scale-network': project('Hive Scale Network', 'Weighs 2,400 hives every hour and warns when a colony starts to starve.', 'scales, iot, rust', [
      'The scales weigh 2,400 hives every hour over LoRaWAN.',
      'The testing firm Halden Apicultural Labs of Uppsala certified it in March 2024, and the cooperative bought 600 more scales.',
    ]),
    'swarm-alert-service': project(
      'Swarm Alert Service',
      'Warns beekeepers before a colony swarms, from the sound and the weight of the hive.',
      'swarming, audio',
      [
        'The service listens to the hive for the piping of new queens.',
        'The swarm alert thresholds were reviewed by the queen-rearing working group of SBR, the Swedish beekeepers association, in May 2024.',
      ],
    ),
    'varroa-treatment-planner': project('Varroa Treatment Planner', 'Plans varroa mite treatments for 310 apiaries from mite counts.', 'varroa, planning', [
      'The planner reads the mite counts of every apiary each week.',
      'The treatment limits were agreed with the county bee inspectors and checked against the national guidance.',
    ]),
    'drone-pollen-survey': project('Drone Pollen Survey', 'Maps the flowering of willow and heather around 40 apiaries from the air.', 'drones, pollen', [
      'Two drones flew 180 survey flights over the heather moors.',
      'Every flight ran under a licence of the Swedish Board of Agriculture, and no flight crossed a nature reserve.',
    ]),
    'pollination-contracts': project('Pollination Contracts', 'Books 900 hives into orchard pollination contracts each spring.', 'contracts, orchards', [
      'The contracts set how many hives stand in each orchard block and for how many days.',
      "The contract terms were checked by the orchard cooperative's safety manager, Tove Lindqvist.",
      'The booking tool was paid for by a grant from the Nordic Apiculture Fund in 2023.',
    ]),
    'hive-record-forms': project('Hive Record Forms', 'Printable and online forms for hive inspections and treatments.', 'forms, records', [
      'Umeå Bee Club, Skellefteå Biodlare, Luleå Bees and SLU use them in their beginners’ courses.',
      'The forms have 340 stars on GitHub and the Swedish Beekeepers Association adopted 4 of them.',
      'A rounding bug in the weight export found with Hypothesis, 2024-11, fixed in version 2.1.',
    ]),
  },
});

describe('the agent of the verb a who-question asks', () => {
  it('leads with the whole subject of the verb, not a place inside it', () => {
    const answer = ask('Who certified the hive scale network?');
    expect(answer.answer).toMatch(/^(?:The )?(?:testing firm )?Halden Apicultural Labs( of Uppsala)?\. Hive Scale Network: /);
  });

  it('reads the phrase after "by" whole, with its lower-case words', () => {
    const answer = ask('Who reviewed the swarm alert thresholds?');
    expect(answer.answer).toMatch(/^The queen-rearing working group of SBR\. Swarm Alert Service: /);
  });

  it('reads "with" after a passive verb as the agent, from the sentence that states the verb', () => {
    const answer = ask('Who agreed the varroa treatment limits?');
    expect(answer.answer).toMatch(/^The county bee inspectors\. Varroa Treatment Planner: “The treatment limits were agreed/);
  });

  it('reads a name after the object noun asked and "of"', () => {
    const answer = ask('Who issued the licence for the drone pollen survey?');
    expect(answer.answer).toMatch(/^Swedish Board of Agriculture\. Drone Pollen Survey: /);
  });

  it('gives the name beside a phrase that names nobody, in apposition or after "from"', () => {
    expect(ask('Who checked the contract terms of the pollination contracts?').answer).toMatch(/^Tove Lindqvist\. Pollination Contracts: /);
    expect(ask('Who paid for the pollination contracts booking tool?').answer).toMatch(/^A grant from Nordic Apiculture Fund\. Pollination Contracts: /);
  });

  it('reads a list of names before "and" whole, not a clause before "and", and no description with its own participle', () => {
    expect(ask('Who uses the hive record forms?').answer).toMatch(/^Umeå Bee Club, Skellefteå Biodlare, Luleå Bees and SLU\. /);
    expect(ask('Who adopted the hive record forms?').answer).toMatch(/^(?:The )?Swedish Beekeepers Association\. /);
    expect(ask('Who fixed the rounding bug in the hive record forms?').answer).not.toMatch(/^(?:A )?rounding bug/i);
  });
});
