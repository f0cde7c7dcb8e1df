/**
 * The /v1/ask scorer (src/core/ask/evaluate.ts) rejects hollow passes: an answer that contains the
 * expected words without answering. Each rule is shown on small invented answers: a hollow one fails
 * and a real one passes. The answers are given to the scorer through a stub engine, so these tests
 * need no portfolio and run against any version of the scorer (the hollow answers all passed the
 * substring scorer of session 29).
 */
import { describe, expect, it } from 'vitest';
import type { AskEngine } from '../../src/core/ask/engine.ts';
import { checkCase, type EvalCase, leadVerdict, openingVerdict } from '../../src/core/ask/evaluate.ts';
import type { AskAnswer } from '../../src/core/ask/schema.ts';

const SITE = 'https://example.test';

function answer(text: string, options: { kind?: AskAnswer['_meta']['response_type']; refs?: string[] } = {}): AskAnswer {
  return {
    _meta: { response_type: options.kind ?? 'answer', version: '1.0', intent: 'unknown', confidence: 1 },
    answer: text,
    references: (options.refs ?? []).map((path) => `${SITE}${path}`),
  };
}

type Case = Partial<EvalCase> & Pick<EvalCase, 'q' | 'type'>;

function failures(testCase: Case, given: AskAnswer): string[] {
  const full: EvalCase = { must: [], must_not: [], refs_must: [], refs_must_not: [], ...testCase };
  const engine = { ask: () => given } as unknown as AskEngine;
  return checkCase(engine, full).failures;
}

describe('a must fact is a word or number of its own', () => {
  const count: Case = { q: 'How many projects are tagged devanagari?', type: 'count', must: ['4'] };
  it('fails a "4" that is only the end of a date', () => {
    expect(failures(count, answer('6 projects involve Devanagari: Akshara Sans (2024-05) and Sarita (2021-03).'))).not.toEqual([]);
  });
  it('fails a "5" inside "15" and a "1" inside "1,500"', () => {
    expect(failures({ q: 'How many?', type: 'count', must: ['5'] }, answer('15 projects.'))).not.toEqual([]);
    expect(failures({ q: 'How many?', type: 'count', must: ['1'] }, answer('1,500 stops.'))).not.toEqual([]);
  });
  it('passes the number itself, an inflected word and a number with its unit', () => {
    expect(failures(count, answer('4 projects are tagged devanagari: Akshara Sans (2024-05).'))).toEqual([]);
    expect(failures({ q: 'Is she open to remote work?', type: 'bio', must: ['remote'] }, answer('From her bio: “I work fully remotely.”'))).toEqual([]);
    expect(failures({ q: 'How much faster?', type: 'named_project', must: ['2.3'] }, answer('Glacier is 2.3x faster on ResNet-50.'))).toEqual([]);
  });
  it('keeps must_not a plain substring, so that a private value inside a longer one still fails', () => {
    expect(failures({ q: 'Who is she?', type: 'profile', must_not: ['01 732'] }, answer('Call +47 555 01 7321.'))).not.toEqual([]);
  });
});

describe('the expected verdict is the answer’s lead', () => {
  const oslo: Case = { q: 'Is she based in Oslo?', type: 'profile', must: ['no', 'Bergen'] };
  it('fails a "no" that is only the letters of "Norway"', () => {
    expect(failures({ q: 'Is she based in Oslo?', type: 'profile', must: ['no'] }, answer('Ingrid is based in Bergen, Norway.'))).not.toEqual([]);
  });
  it('fails the opposite verdict whose text still contains the expected word', () => {
    expect(failures(oslo, answer('Yes. Ingrid is based in Bergen, not far from anything.'))).not.toEqual([]);
    expect(failures({ q: 'Does he know Spring?', type: 'skill_check', must: ['no'] }, answer('Yes. “spring” is not among his listed skills.'))).not.toEqual([]);
  });
  it('fails a verdict that comes only later, in a quote', () => {
    const c: Case = { q: 'Would she work for a tobacco company?', type: 'bio', must: ['no'] };
    expect(failures(c, answer('From her bio: “Since 2022 I lead the type team.” “I say no to tobacco.”'))).not.toEqual([]);
  });
  it('reads no verdict in a name that begins with the letters of one ("Noémie", "Yesenia", "Jaé")', () => {
    expect(failures({ q: 'Is she based in Oslo?', type: 'profile', must: ['no'] }, answer('Noémie is based in Kamloops.'))).not.toEqual([]);
    expect(failures({ q: 'Is she based in Kamloops?', type: 'profile', must: ['yes'] }, answer('Yesénia is based in Kamloops.'))).not.toEqual([]);
    expect(failures({ q: 'Does she know Go?', type: 'skill_check', must: ['no'] }, answer('Noémie lists Go 1.22.'))).not.toEqual([]);
    expect(openingVerdict('Noémie’s most recent project is Lightning Ignition Forecast (2025-10).')).toBeUndefined();
    expect(leadVerdict('Noémie’s most recent project is Lightning Ignition Forecast (2025-10).')).toBeUndefined();
    expect(leadVerdict('No. Noémie is based in Kamloops.')).toBe('no');
  });
  it('reads the verdict of a German answer', () => {
    const c: Case = { q: 'Wohnt sie in Oslo?', type: 'other_language', must: ['no'] };
    expect(failures(c, answer('Nein. Ingrid wohnt in Bergen.'))).toEqual([]);
    expect(failures(c, answer('Ja. Ingrid wohnt in Bergen, Norwegen.'))).not.toEqual([]);
  });
  it('fails "Not certain" for a no', () => {
    const c: Case = { q: 'Would he build a system that tracks our drivers?', type: 'bio', must: ['no'] };
    expect(failures(c, answer('Not certain: a stated limit may apply: “I do not build surveillance systems.”'))).not.toEqual([]);
  });
  it('fails, for a question about the owner, a "not among the listed skills" that is no refusal', () => {
    const c: Case = { q: 'Can she give me legal advice?', type: 'bio', must: ['no'] };
    expect(failures(c, answer('“legal advice” is not among Fenella’s listed skills.'))).not.toEqual([]);
    expect(failures(c, answer('From Fenella’s bio: “I do not give legal advice.”'))).toEqual([]);
    expect(failures(c, answer('No. From Fenella’s bio: “I do not give legal advice.”'))).toEqual([]);
  });
  it('passes the verdict as the lead, and a "not among" over the skill list for a skill question', () => {
    expect(failures(oslo, answer('No. Ingrid is based in Bergen, Norway, not in Oslo.'))).toEqual([]);
    const figma: Case = { q: 'Does she know Figma?', type: 'skill_check', must: ['no'] };
    expect(failures(figma, answer('“figma” is not among Kavya’s listed skills, and no project mentions it.', { kind: 'not_found' }))).toEqual([]);
  });
  it('lets a verdict open any sentence of a question of several parts', () => {
    const c: Case = { q: 'Is she CPACC certified, and does she speak Italian?', type: 'multi_part', must: ['yes', 'B2'] };
    expect(failures(c, answer('Yes. From her certificates: CPACC, issued by IAAP in 2019. Yes. From her languages: Italian: B2.'))).toEqual([]);
    expect(failures(c, answer('From her certificates: CPACC, issued by IAAP in 2019, where she said yes to Italian at B2.'))).not.toEqual([]);
  });
});

describe('a value the answer opens with is a fact asked for', () => {
  const farms: Case = { q: 'How many farms use Guidance Line Sync?', type: 'named_project', must: ['2,600'] };
  it('fails a wrong lead value before the quote that holds the answer', () => {
    expect(failures(farms, answer('one. Guidance Line Sync: “Syncs the displays on one farm; used on 2,600 farms.”'))).not.toEqual([]);
  });
  it('fails a number cut from its scale word and a name cut at its first letter', () => {
    const messages: Case = { q: 'How many AIS messages a month?', type: 'named_project', must: ['1.2 billion'] };
    expect(failures(messages, answer('1.2. AIS Pipeline: “Checks 1.2 billion AIS messages a month.”'))).not.toEqual([]);
    const place: Case = { q: 'Where was it type-approved?', type: 'named_project', must: ['Høvik'] };
    expect(failures(place, answer('H. Route Exchange: “Type-approved by DNV at Høvik in June 2018.”'))).not.toEqual([]);
  });
  it('passes the value, the value without its unit, and a name after a title', () => {
    expect(failures(farms, answer('2,600. Guidance Line Sync: “Used on 2,600 farms.”'))).toEqual([]);
    const gain: Case = { q: 'How much did it raise the gain?', type: 'named_project', must: ['14 dB'] };
    expect(failures(gain, answer('14. Feedback Canceller: “It raised the gain by 14 dB.”'))).toEqual([]);
    const thesis: Case = { q: 'Who supervised her thesis?', type: 'named_project', must: ['Marieke de Vos'] };
    expect(failures(thesis, answer('Prof. Marieke de Vos. Crop Segmentation: “Supervised by Prof. Marieke de Vos.”'))).toEqual([]);
  });
});

describe('not in the portfolio, not stated', () => {
  const wedding: Case = { q: 'Does he edit wedding videos?', type: 'not_in_portfolio' };
  it('fails a project card or keyword match the question does not ask for', () => {
    const hollow = answer('“videos” is not among his listed skills, but 1 project involves it: Playout Automation.', {
      refs: ['/projects/playout-automation'],
    });
    expect(failures(wedding, hollow)).not.toEqual([]);
  });
  it('fails another fact given instead of saying the portfolio lacks it', () => {
    const c: Case = { q: 'Has she built a school bus tracking app?', type: 'not_in_portfolio' };
    expect(failures(c, answer('Eilidh’s education: MSc in Informatics at University of Edinburgh.', { refs: ['/v1/career'] }))).not.toEqual([]);
  });
  it('passes a "No." that names what the portfolio has instead, and a not_found', () => {
    const drone: Case = { q: 'Has he built a drone delivery system?', type: 'not_in_portfolio', must: ['no'] };
    const real = answer('No. No project of his mentions “drone”; 2 of his projects involve delivery: National Route Planner.', {
      refs: ['/projects/national-route-planner'],
    });
    expect(failures(drone, real)).toEqual([]);
    expect(failures(wedding, answer('Matteo’s portfolio has nothing about “wedding videos”.', { kind: 'not_found' }))).toEqual([]);
  });
  it('fails a verdict on what the portfolio does not state', () => {
    const c: Case = { q: 'Is she moving to Quillfeather Systems?', type: 'unanswerable' };
    expect(failures(c, answer('No. “quillfeather” is not among her listed skills, and no project mentions it.'))).not.toEqual([]);
    expect(failures(c, answer('The portfolio does not state whether she is moving.', { kind: 'not_found' }))).toEqual([]);
  });
});

describe('a case whose answer is a project', () => {
  const browser: Case = { q: 'browser security work', type: 'projects_by_topic', must: ['Quill'], refs_must: ['quill-jit'] };
  it('fails a lead that says no project matches, before the keyword matches', () => {
    const hollow = answer('None of his projects involves all of “Browser” and “Security”; 2 involve “Browser” or “Security”: Quill JIT and TLS Audit.', {
      kind: 'list',
      refs: ['/projects/quill-jit', '/projects/tls-audit'],
    });
    expect(failures(browser, hollow)).not.toEqual([]);
  });
  it('fails a "No." before the project that does the work asked about', () => {
    const gps: Case = { q: 'Has he done orbit determination from GPS?', type: 'projects_by_topic', must: ['Orbit Determination'], refs_must: ['gnss-od'] };
    const hollow = answer('No. No project of his mentions “gps”; one involves orbit determination: Orbit Determination from Onboard GNSS.', {
      refs: ['/projects/gnss-od'],
    });
    expect(failures(gps, hollow)).not.toEqual([]);
  });
  it('passes the project as the answer', () => {
    expect(
      failures(browser, answer('Yes. One of his projects is browser security work: Quill JIT Type Confusion.', { refs: ['/projects/quill-jit'] })),
    ).toEqual([]);
  });
});

describe('the kind of answer the question asks for', () => {
  it('fails a bare list for a yes/no question, but not for a choice', () => {
    const vans: Case = { q: 'Does she plan routes for delivery vans?', type: 'bio' };
    expect(
      failures(vans, answer('Ingrid lists 5 skills under routing: Isochrone weather routing and GRIB2.', { kind: 'list', refs: ['/v1/skills'] })),
    ).not.toEqual([]);
    expect(failures(vans, answer('No. “delivery vans” is not among her listed skills, and no project mentions it.'))).toEqual([]);
    const choice: Case = { q: 'Has he done more projects at Rijnstad or at Medivault?', type: 'comparison' };
    expect(failures(choice, answer('His projects at Rijnstad: A, B and C.', { kind: 'list' }))).toEqual([]);
  });
  it('fails a help question answered with anything but help', () => {
    const c: Case = { q: 'What can I ask you?', type: 'help' };
    expect(failures(c, answer('None of her projects involves all of “can” and “ask”.', { kind: 'list' }))).not.toEqual([]);
    expect(failures(c, answer('Ask about her skills, projects and experience, for example …', { kind: 'help' }))).toEqual([]);
  });
});

describe('private fields (cases marked `private`)', () => {
  const referee: Case = { q: 'What did the CTO of Havbris say about her?', type: 'unanswerable', private: true };
  it('fails another fact given for a private field', () => {
    expect(failures(referee, answer('Ingrid is a Principal Maritime Software Engineer, based in Bergen.', { refs: ['/v1/profile'] }))).not.toEqual([]);
    const years: Case = { q: 'How many years has he used Orekit?', type: 'unanswerable', private: true };
    expect(failures(years, answer('Tobias has about 14 years of professional experience.', { refs: ['/v1/career'] }))).not.toEqual([]);
  });
  it('fails a private field read as a skill', () => {
    const references: Case = { q: 'Can I see his references?', type: 'unanswerable', private: true };
    const hollow = answer('“references” is not among Ignacio’s listed skills, and no project mentions it.', { kind: 'not_found' });
    expect(failures(references, { ...hollow, _meta: { ...hollow._meta, intent: 'skill_check' } })).not.toEqual([]);
  });
  it('passes a refusal, "not stated" and a price "on request"', () => {
    expect(failures(referee, answer('That is not part of the public portfolio.', { kind: 'not_found' }))).toEqual([]);
    const price: Case = { q: 'What is the private day rate of the retainer?', type: 'unanswerable', private: true };
    expect(failures(price, answer('Thea offers Accessibility retainer: on request. The price is given on enquiry.', { refs: ['/v1/services'] }))).toEqual([]);
  });
});

describe('complete project lists (cases marked `refs_exact`)', () => {
  const tagged: Case = { q: 'Which projects are tagged iso-xml?', type: 'projects_by_tag', refs_must: ['isobus-tc', 'line-sync'], refs_exact: true };
  it('fails a project that does not carry the tag', () => {
    const hollow = answer('3 projects involve ISO-XML: A, B and C.', {
      kind: 'list',
      refs: ['/projects/isobus-tc', '/projects/line-sync', '/projects/prescriptions'],
    });
    expect(failures(tagged, hollow)).not.toEqual([]);
  });
  it('passes exactly the tagged projects', () => {
    expect(
      failures(
        tagged,
        answer('2 projects are tagged iso-xml: A and B.', { kind: 'list', refs: ['/projects/isobus-tc', '/projects/line-sync', '/v1/projects'] }),
      ),
    ).toEqual([]);
  });
});

describe('white space', () => {
  it('reads a no-break space in the answer as a space (ICU writes one after a currency code)', () => {
    const price: Case = { q: 'What does the grid study cost?', type: 'bio', must: ['ZAR 240,000'] };
    expect(failures(price, answer('Nomvula offers Grid study: ZAR\u00a0240,000 per project.'))).toEqual([]);
    expect(failures(price, answer('Nomvula offers Grid study: ZAR 24,000 per project.'))).not.toEqual([]);
  });
});
