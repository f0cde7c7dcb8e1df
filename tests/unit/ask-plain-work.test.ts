/**
 * Issue #28, session 30 (wave 2): the owner's work asked about in plain words or by a term the
 * content writes out, on a portfolio written here in a field no evaluation set covers (a brewery
 * automation engineer). "Has she made anything that …?" is met by the project whose text shares
 * the question's words (./src/core/ask/answers/made-things.ts), with "Yes, most likely", never a
 * "No." that only says no project writes the exact words, a bare list or a profile sentence; an
 * acronym the content writes out as a list ("sampling, tasting and logging" for "STL") is read as
 * that list; a name joined to its version ("Codesys3") is read apart. Pure: content files in a temporary folder.
 */
import { describe, expect, it } from 'vitest';
import { expandAcronyms, spelledOutIn } from '../../src/core/ask/knowledge/acronyms.ts';
import { askContent, projectMarkdown as project } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-plain-work');

const PROFILE = `---
name: Greta Vanderloo
role: Brewery Automation Engineer
location: Leuven, Belgium
email: greta@brewctl.example
website: https://brewctl.example
---
I build the control and quality software of breweries: brewhouses, cellars and packaging lines.
I work for Dijlebrouw Systems in Leuven.
`;

const SKILLS = `control:
  - Siemens S7-1500
  - IEC 61131-3 Structured Text
  - CODESYS 3.5
data:
  - PostgreSQL 16
  - Grafana 11
`;

const PROJECTS = {
  'fermenter-overflow-alarm': project(
    'Fermenter Foam Alarm',
    'Warns the cellar crew by pager before the foam of a fermenting tank spills over the top.',
    '2024-03',
    ['cellar', 's7-1500', 'alarms'],
    'Capacitive probes near the manway of 22 cylindro-conical tanks report every second.',
  ),
  'bottling-line-oee': project(
    'Bottling Line Efficiency Board',
    'A Grafana board of the availability, speed and rejects of two bottling lines, per shift.',
    '2022-06',
    ['packaging', 'grafana', 'oee'],
    'The board reads the line controllers over OPC UA and stores the counts in PostgreSQL.',
  ),
  'hop-dosing-controller': project(
    'Hop Dosing Controller',
    'Doses pellet hops into the whirlpool by recipe weight, with an S7-1500 and load cells.',
    '2020-09',
    ['brewhouse', 's7-1500', 'dosing'],
    'Every batch goes through sampling, tasting and logging before it is released to the cellar.',
  ),
  'malt-silo-inventory': project(
    'Malt Silo Inventory',
    'Radar level sensors on six malt silos feed the stock of every malt to the purchasing system.',
    '2019-02',
    ['silos', 'inventory', 'radar'],
    'The stock is booked in PostgreSQL every hour, and a moisture drift test runs on every delivery of malt.',
  ),
};

function breweryAsk() {
  return askContent(tempDir(), { profile: PROFILE, skills: SKILLS, projects: PROJECTS });
}

describe('/v1/ask: work asked about in plain words', () => {
  const ask = breweryAsk();

  it('answers "has she made anything that …" with the project it describes, not a bare "No" or list', () => {
    for (const [question, title, id] of [
      ['Has she made anything that pages the crew before a fermenting tank foams over?', 'Fermenter Foam Alarm', 'fermenter-overflow-alarm'],
      // "beer" is written nowhere: no "No. No project … mentions “beer”".
      ['Did she make something that warns the crew when beer foam is spilling?', 'Fermenter Foam Alarm', 'fermenter-overflow-alarm'],
      // "screen" is written nowhere: no "does not mention “screen”".
      ['Has she ever made a screen that shows how fast the bottling goes each shift?', 'Bottling Line Efficiency Board', 'bottling-line-oee'],
    ]) {
      const a = ask(question!);
      expect(a.answer, question).toMatch(new RegExp(`^Yes, most likely: ${title}`));
      expect(a.references, question).toContain(`https://example.test/projects/${id}`);
      expect(a._meta.response_type, question).toBe('answer');
    }
  });

  it('keeps an honest "no" when no project stands out', () => {
    for (const question of [
      'Has she ever repaired a pub’s beer taps?',
      'Has she ever designed a mobile game?',
      'Did she make something that tells buyers how much malt is left?',
    ])
      expect(ask(question).answer, question).not.toMatch(/^Yes, most likely/);
  });
});

describe('/v1/ask: a term one project writes word for word', () => {
  const ask = breweryAsk();

  it('answers "Yes" with the project whose write-up writes the term, not a bare list', () => {
    for (const question of ['Has she run moisture drift tests on deliveries?', 'Has she done MDTs on deliveries?']) {
      const a = ask(question);
      expect(a.answer, question).toMatch(/^Yes\. Malt Silo Inventory/);
      expect(a.answer, question).toContain('moisture drift test');
      expect(a.references, question).toContain('https://example.test/projects/malt-silo-inventory');
    }
  });

  it('answers "does she know …" with that project too', () => {
    const a = ask('Does she know the moisture drift test?');
    expect(a.answer).toMatch(/^Yes\. Malt Silo Inventory/);
  });

  it('does not say yes when the work is set somewhere the portfolio never names', () => {
    for (const question of ['Has she done MDT for airports?', 'Has she run moisture drift tests at an airport?'])
      expect(ask(question).answer, question).not.toMatch(/^Yes/);
  });
});

describe('/v1/ask: acronyms the content writes out as a list', () => {
  it('reads three initials as the one list of three words the content writes', () => {
    const text = 'every batch goes through sampling, tasting and logging before it is released.';
    expect(spelledOutIn(text, 'stl')).toBe('sampling, tasting and logging');
    // A phrase without a comma is no list ("tanks and levels"), and a word ending in "-ies" keeps its "s".
    expect(spelledOutIn('the tanks and levels', 'tal')).toBeUndefined();
    expect(spelledOutIn('a quasi-static time series in the model', 'qsts')).toBe('quasi static time series');
  });

  it('leaves capitals joined by a slash as a name ("PSS/E", "TCP/IP")', () => {
    const table = new Map([['pss', 'power systems software']]);
    expect(expandAcronyms('Does she know PSS/E?', table, () => false)).toBe('Does she know PSS/E?');
    expect(expandAcronyms('Does she know PSS?', table, () => false)).toBe('Does she know power systems software?');
  });

  it('answers a question with such an acronym with the project that writes the list', () => {
    const ask = breweryAsk();
    const a = ask('Has she done STL for brewhouse batches?');
    expect(a.answer).toMatch(/^Yes/);
    expect(a.references).toContain('https://example.test/projects/hop-dosing-controller');
  });
});

describe('/v1/ask: a name joined to its version', () => {
  it('reads "Codesys3" as the listed CODESYS 3.5 and "Postgresql16" as PostgreSQL 16', () => {
    const ask = breweryAsk();
    for (const [question, listed] of [
      ['Does she know Codesys3?', 'CODESYS 3.5'],
      ['Has she used Postgresql16?', 'PostgreSQL 16'],
    ]) {
      const a = ask(question!);
      expect(a.answer, question).toMatch(/^Yes/);
      expect(a.answer, question).toContain(listed);
    }
  });
});
