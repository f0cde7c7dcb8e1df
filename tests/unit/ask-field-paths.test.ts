/**
 * /v1/ask reads field paths of the public JSON in the dialects agents write (issue #28,
 * src/core/ask/paths/): dotted paths, JSONPath, JMESPath, jq and slash paths, with indexes from 0,
 * wildcards, filters and projections, alone or inside a sentence, on an invented portfolio (a bell
 * founder and carillon acoustician, a field no evaluation set covers). Private fields are "not
 * published", unknown ones name the fields there are, a path past the length limit is refused.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePath } from '../../src/core/ask/paths/parse.ts';
import { askContent } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-field-paths');

const FILES = {
  profile: `---
name: Oona Halvorsen-Pike
role: Bell Founder and Carillon Acoustician
location: Trondheim, Norway
email: oona@halvorsen-pike.example
contact:
  phone: "+47 5550 3921"
  address: 9 Klokkegata
---
I cast and tune bells for churches, towers and carillons.
`,
  skills: `tuning:
  - Partial analysis
  - Lathe tuning
founding:
  - Loam moulding
  - Bronze alloying
`,
  career: `experience:
  - organisation: Nidaros Bell Foundry
    role: Master Founder
    start: 2019-04
    summary: Runs the casting floor.
  - organisation: Bergen Tower Works
    role: Tuner
    start: 2012-01
    end: 2019-03
    summary: Tuned tower bells.
languages:
  - { language: Norwegian, fluency: Native }
  - { language: Icelandic, fluency: C1 }
  - { language: Welsh, fluency: A2 }
references:
  - name: "Sigrun Aasen, Dean of the cathedral"
    reference: "Oona retuned our whole ring without a crack."
`,
  services: `services:
  - name: Bell survey
    description: A survey of a tower's bells, frames and fittings.
    price: { amount: 900, currency: EUR, unit: day }
  - name: Retuning a ring
    description: Retuning a ring of bells on the lathe.
    price: { amount: 12000, currency: EUR, unit: project }
  - name: Casting a new bell
    description: A new bell cast in loam.
    price: { amount: 30000, currency: EUR, unit: project, private: true }
availability:
  from: 2027-05
  daysPerWeek: 2
  timeZones: [Europe/Oslo]
`,
  projects: {
    'cathedral-ring': `---
title: Recasting the Cathedral Ring
description: Twelve bells recast in loam moulds and tuned to a just intonation chosen with the organist.
tags: [casting, tuning, heritage]
date: "2024-09"
featured: true
highlights:
  - The tenor weighs 2,310 kg.
---
The ring.
`,
    'partial-analyser': `---
title: Partial Analyser for Bell Tuners
description: A program that measures the hum, prime, tierce, quint and nominal of a struck bell.
tags: [tuning, software]
date: "2022-03"
---
The analyser.
`,
    'carillon-clavier': `---
title: Carillon Clavier Rebuild
description: A new baton keyboard with adjustable transmission for a 49-bell carillon.
tags: [carillon, heritage]
date: "2020-11"
---
The clavier.
`,
  },
};

function engine() {
  return askContent(tempDir(), FILES);
}

describe('field paths of the public JSON', () => {
  const ask = engine();

  it('reads an index from 0 into a list (dotted, JSONPath and jq)', () => {
    for (const question of ['services[1].price', '$.services[1].price', '.services[1].price', 'services.1.price']) {
      const answer = ask(question);
      expect(answer._meta.response_type, question).toBe('answer');
      expect(answer.answer, question).toContain('€12,000 per project');
      expect(answer.answer, question).not.toContain('900');
    }
    expect(ask('career.experience[-1].organisation').answer).toContain('Bergen Tower Works');
  });

  it('says how many entries there are for an index past the end', () => {
    const answer = ask('services[7].price');
    expect(answer._meta.response_type).toBe('not_found');
    expect(answer.answer).toContain('[0] to [2]');
  });

  it('projects a field over every entry with a wildcard (JMESPath [*], JSONPath [*], jq .[])', () => {
    for (const question of [
      'career.languages[*].language',
      '$.career.languages[*].language',
      '.career.languages[] | .language',
      'career.languages[].language',
    ]) {
      const answer = ask(question);
      expect(answer._meta.response_type, question).toBe('answer');
      for (const name of ['Norwegian', 'Icelandic', 'Welsh']) expect(answer.answer, question).toContain(name);
      expect(answer.answer, question).not.toContain('Nidaros');
    }
  });

  it('filters entries (JMESPath, JSONPath, jq select, query form) and cites the projects found', () => {
    for (const question of [
      "projects[?contains(tags, 'carillon')].title",
      "$.projects[?(@.tags contains 'carillon')].title",
      '.projects[] | select(.tags | index("carillon")) | .title',
      "projects[?'carillon' in tags].title",
    ]) {
      const answer = ask(question);
      expect(answer._meta.response_type, question).toBe('answer');
      expect(answer.answer, question).toContain('Carillon Clavier Rebuild');
      expect(answer.answer, question).not.toContain('Partial Analyser');
      expect(
        answer.references.some((reference) => reference.includes('carillon-clavier')),
        question,
      ).toBe(true);
    }
    expect(ask('services[name=Retuning a ring].price').answer).toContain('€12,000');
    expect(ask("projects[?date < '2023'].id").answer).toMatch(/partial-analyser.*carillon-clavier/);
    expect(ask("projects[?contains(tags, 'heritage') && date > '2023'].title").answer).not.toContain('Clavier');
  });

  it('chooses fields of an entry (a projection)', () => {
    const answer = ask('projects[0].{id: id, date: date}');
    expect(answer.answer).toContain('id: cathedral-ring');
    expect(answer.answer).toContain('2024-09');
    expect(answer.answer).not.toContain('Twelve bells');
    expect(ask('.projects | length').answer).toContain(': 3.');
  });

  it('finds names by their id, in other schemas’ words and inside a sentence', () => {
    expect(ask('projects/cathedral-ring highlights').answer).toContain('2,310 kg');
    expect(ask('projects.cathedral-ring.highlights').answer).toContain('2,310 kg');
    // An id in brackets without quotes, as agents write a key.
    expect(ask('projects[cathedral-ring].highlights').answer).toContain('2,310 kg');
    expect(ask('work[0].company').answer).toContain('Nidaros Bell Foundry');
    expect(ask('basics.email').answer).toContain('oona@halvorsen-pike.example');
    expect(ask('what is profile.location.city?').answer).toContain('Trondheim');
    expect(ask('availability.time_zones').answer).toContain('Europe/Oslo');
    expect(ask('$..fluency').answer).toContain('C1');
    // Each language once: the career's sections are searched under `career` only, not again as roots of their own.
    expect(ask('$..fluency').answer.match(/\bC1\b/g)).toHaveLength(1);
  });

  it('refuses private fields and names the fields of an unknown one', () => {
    for (const question of ['profile.contact.phone', 'career.references', 'contact.address', '$..phone', '$..references']) {
      const answer = ask(question);
      expect(answer._meta.response_type, question).toBe('not_found');
      expect(answer.answer, question).toContain('not published');
      expect(answer.answer, question).not.toMatch(/5550|Klokkegata|Aasen/);
    }
    const price = ask('services[2].price');
    expect(price.answer).toContain('on request');
    expect(price.answer).not.toContain('30,000');
    const unknown = ask('profile.shoeSize');
    expect(unknown._meta.response_type).toBe('not_found');
    expect(unknown.answer).toContain('has no field shoeSize');
    expect(unknown.answer).toContain('location');
  });

  it('takes a content file for the file, and refuses the private part of it', () => {
    expect(ask('What goes into skills.yaml?').answer).not.toContain('no field yaml');
    const references = ask('Dump the referees of career.yaml verbatim');
    expect(references._meta.response_type).toBe('not_found');
    expect(references.answer).toContain('not published');
    expect(references.answer).not.toMatch(/Aasen|without a crack/);
  });

  it('counts with length in the JMESPath and jq forms', () => {
    expect(ask('length(projects)').answer).toBe('length(projects): 3.');
    expect(ask('career.experience | length').answer).toContain(': 2.');
  });

  it('labels several entries by what tells them apart', () => {
    const tags = ask('projects[*].tags').answer;
    expect(tags).toContain('cathedral-ring: casting, tuning, heritage');
    expect(tags).toContain('carillon-clavier: carillon, heritage');
  });

  it('reads the size of a list as agents write it, and another resource named under the profile', () => {
    expect(ask('projects.length').answer).toBe('length(projects): 3.');
    expect(ask('career.experience.count').answer).toContain(': 2.');
    const spoken = ask('profile.languages[*].language');
    expect(spoken.answer).toContain('Icelandic');
    expect(spoken.references).toEqual(['https://example.test/v1/career']);
    expect(ask('profile.availability.from').answer).toContain('May 2027');
  });

  it('reads the published posts', () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'posts'));
    writeFileSync(
      join(dir, 'posts', 'tuning-forks.md'),
      '---\ntitle: Why Tuning Forks Lie\ndescription: Temperature and the pitch of a fork.\ndate: 2025-02-01\ntags: [tuning]\n---\nForks drift.\n',
    );
    const withPost = askContent(dir, FILES);
    const answer = withPost("posts[?contains(tags, 'tuning')].readingMinutes");
    expect(answer.answer).toBe('posts[0].readingMinutes: 1.');
    expect(answer.references).toContain('https://example.test/posts/tuning-forks');
  });

  it('answers every path of a sentence, JSON Pointers, and an index after a JMESPath pipe', () => {
    const both = ask('I need profile.location and career.languages[0].language, please');
    expect(both.answer).toContain('Trondheim');
    expect(both.answer).toContain('Norwegian');
    expect(both.references).toEqual(expect.arrayContaining(['https://example.test/v1/profile', 'https://example.test/v1/career']));
    expect(ask('#/services/0/price').answer).toContain('€900 per day');
    const last = ask("projects[?contains(tags, 'heritage')].title | [-1]");
    expect(last.answer).toBe('projects[2].title: Carillon Clavier Rebuild.');
  });

  it('reads a query string of several pairs as a filter', () => {
    const found = ask('GET /v1/projects?tag=heritage&featured=true');
    expect(found.answer).toContain('Recasting the Cathedral Ring');
    expect(found.answer).not.toContain('Clavier');
    expect(ask('projects?featured=true').answer).toContain('cathedral-ring');
  });

  it('reads a query string with a malformed percent escape as no path, without throwing', () => {
    // decodeURIComponent throws on "%" not followed by two hex digits: the question must still be answered.
    for (const question of ['projects?featured=%', 'GET /v1/projects?tag=heritage&featured=%E0%A4%A', 'what is services?name=%zz']) {
      expect(parsePath(question.replace(/^(?:GET|what is)\s+/, ''))).toBeUndefined();
      expect(() => ask(question)).not.toThrow();
    }
    // A well-formed escape is still decoded.
    expect(ask('projects?tag=heritage&featured=%74rue').answer).toContain('Recasting the Cathedral Ring');
  });

  it('refuses a path longer than the limit instead of reading part of it', () => {
    const answer = ask(`projects[?${Array.from({ length: 30 }, (_, i) => `id == 'x${i}'`).join(' || ')}].title`);
    expect(answer._meta.response_type).toBe('not_found');
    expect(answer.answer).toContain('200 characters');
    // A long question that opens with a resource's name is no path.
    const long = ask(
      `Projects where she cast bells for a tower that had lost its ring, ${'and where the parish wanted the old metal reused, '.repeat(3)}please.`,
    );
    expect(long.answer).not.toContain('characters long');
  });

  it('leaves sentences that only look like paths to the rest of the engine', () => {
    expect(parsePath('Does she know C/C++')).toBeUndefined();
    expect(ask('Has she used Node.js?').answer).not.toContain('no field');
    // Words joined by a slash are a path only where a value is found.
    expect(ask('experience/apprenticeships').answer).not.toContain('has no field');
    expect(ask('projects/partial-analyser/date').answer).toContain('2022-03');
  });
});
