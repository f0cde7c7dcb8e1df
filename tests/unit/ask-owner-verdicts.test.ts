/**
 * /v1/ask, issue #28 (session 36): the owner's facts that no source earns a verdict on. Nationality is no
 * spoken language ("Is he German?" against a B1 German; src/core/ask/answers/nationality.ts, with WordNet's
 * words of nationality in the index); a time difference is called constant only when it is on every day of
 * the year (North America and Europe change their clocks on different Sundays; the southern hemisphere in
 * other months; src/core/ask/knowledge/zone-offsets.ts); a private contact detail asked as a yes/no is not
 * published when the content fills it and not listed when it does not, never "No." (src/core/ask/answers/
 * private-contact.ts). On portfolios written here in a field no evaluation set covers (pipe-organ building).
 */
import { describe, expect, it } from 'vitest';
import { askContent } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-owner-verdicts');

const profile = (name: string, location: string, contact: string) => `---
name: ${name}
role: Pipe Organ Voicer
location: ${location}
email: organs@voicer.example
profiles:
  - { network: Mastodon, username: voicer, url: https://organ.social.example/@voicer }
${contact}---
I voice and restore pipe organs, and I wrote the tuning software our workshop uses. I worked for a builder in Germany for six years.
`;

const CONTACT = `contact:
  phone: "+1 416 555 0199"
  preferred: "Threema, weekday mornings"
  address: 12 Bellows Lane
  postalCode: M4K 1A1
`;

const CAREER = `languages:
  - { language: English, fluency: Native }
  - { language: German, fluency: B1 }
  - { language: Ojibwe, fluency: A2 }
awards:
  - { title: German Organ Society Prize, date: "2022", awarder: Orgelgesellschaft, summary: For the tuning software. }
`;

const SKILLS = `voicing:
  - Flue pipe voicing
  - Reed voicing
software:
  - Rust 1.80
`;

const services = (zone: string) => `availability:
  from: "2027-03"
  daysPerWeek: 3
  workplace: [on-site]
  timeZones: [${zone}]
services:
  - name: Voicing survey
    description: A day in the organ loft, listening to every stop.
`;

const PROJECT = `---
title: Temperament Tuner
description: A tuning app that sets unequal temperaments for 2,300 pipes in one afternoon.
date: 2024-05
tags: [tuning, rust]
---
Used on 14 restorations.
`;

function ask(zone: string, contact = CONTACT) {
  return askContent(tempDir(), {
    profile: profile('Anselm Drury-Okoye', 'Toronto, Canada', contact),
    career: CAREER,
    skills: SKILLS,
    services: services(zone),
    projects: { 'temperament-tuner': PROJECT },
  });
}

describe('/v1/ask verdicts about the owner that no source earns (issue #28)', () => {
  it('reads a nationality as nationality, not as a spoken language, a place of work or an award', () => {
    const answer = ask('America/Toronto');
    // A people, as WordNet defines one ("a member of the … people", "an ethnic minority …"), is asked as a nationality is.
    for (const question of [
      'Is he German?',
      'Is Anselm a German citizen?',
      'Is he Canadian?',
      'Is he a Finn?',
      'Is he a Kiwi?',
      'Is he Ojibwa?',
      'Is he Maori?',
    ]) {
      const reply = answer(question);
      expect(reply.answer, question).not.toMatch(/^(?:Yes|No)\b/);
      expect(reply.answer, question).toContain("does not state Anselm's nationality");
      expect(reply.answer, question).toContain('based in Toronto, Canada');
    }
    // The language of the same name, with its level, and what it does not say.
    expect(answer('Is he German?').answer).toContain('speaks German (B1), which is a language, not a nationality');
    const from = answer('Is he from Germany?');
    expect(from.answer).not.toMatch(/^(?:Yes|No)\b/);
    expect(from.answer).toContain('does not say where Anselm is from');
    // A language's level is still a language's level.
    expect(answer('Is he a native speaker of German?').answer).toMatch(/^No\b.*B1/);
    expect(answer('Is he a native speaker of English?').answer).toMatch(/^Yes\b/);
  });

  it('calls a time difference constant only when it is the same on every day of the year', () => {
    const answer = ask('America/Toronto');
    const behind = answer('How many hours behind London is he?').answer;
    expect(behind).not.toContain('all year');
    expect(behind).toMatch(/5 hours behind London most of the year, and 4 hours behind London from 9 March to 29 March and from 26 October to 1 November/);
    const clock = answer("It's 10:00 in London. What time is it for him?").answer;
    expect(clock).toMatch(/It is 05:00 for Anselm when it is 10:00 in London, and 06:00 from 9 March to 29 March/);
    const asker = answer("I'm in London. How many hours behind me is he?").answer;
    expect(asker).toMatch(/^5 hours most of the year: .*Anselm is 4 hours behind you from 9 March to 29 March/);
    // The same rules on the same days: constant, and said so.
    expect(answer('How far ahead of Chicago is he?').answer).toMatch(/^Anselm is 1 hour ahead of Chicago all year\./);
    expect(answer('Is he in the same time zone as New York?').answer).toMatch(/^Yes\./);
  });

  it('reads the southern hemisphere and a same-zone question over the whole year too', () => {
    // Sydney and Santiago are 14 hours apart in January and July, 13 from September to early October.
    const south = ask('Australia/Sydney')('How far ahead of Santiago is he?').answer;
    expect(south).not.toContain('all year');
    expect(south).toMatch(/14 hours ahead of Santiago most of the year, and 13 hours ahead of Santiago from 7 September to 4 October/);
    // Helsinki and Cairo agree in January and July, not in the weeks between their changes.
    const same = ask('Europe/Helsinki')('Is he in the same time zone as Cairo?').answer;
    expect(same).toMatch(/^Not all year:/);
  });

  it('says a private contact detail is not published, whether the content fills it or not, and never answers it with a verdict', () => {
    // The engine never reads the contact block, not even which fields it fills: the answers are the same either way.
    for (const engine of [ask('America/Toronto'), ask('America/Toronto', '')]) {
      for (const question of ['Is he on Signal?', 'Is he on Matrix?', 'Can I reach him on WhatsApp?']) {
        const reply = engine(question);
        expect(reply.answer, question).toMatch(/^Anselm's messenger and phone number are not published\./);
        expect(reply.answer, question).not.toContain('Threema');
        expect(reply._meta.response_type).toBe('not_found');
      }
      expect(engine('Does he live on Bellows Lane?').answer).toMatch(/^Anselm's street address is not published\./);
      // The town of the public location is no private detail: the location answers it.
      expect(engine('Is his address in Toronto?').answer).toMatch(/^Yes\. Anselm is based in Toronto/);
      expect(engine('Is his address in Leaside?').answer).toMatch(/^Anselm's street address is not published\./);
      expect(engine('Is his postcode M4K 1A1?').answer).toMatch(/^Anselm's postcode is not published\./);
      expect(engine('What is his phone number?').answer).toContain('not part of the public portfolio');
      // A network of the public profiles is answered from them.
      expect(engine('Is he on Mastodon?').answer).toMatch(/^Yes\./);
    }
    const [filled, none] = [ask('America/Toronto'), ask('America/Toronto', '')];
    for (const question of ['Is he on Signal?', 'Does he live on Bellows Lane?', 'What is his phone number?', 'Can I book a call in his calendar?'])
      expect(filled(question).answer, question).toBe(none(question).answer);
  });
});
