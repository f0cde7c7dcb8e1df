/**
 * A question in another script whose structure is read but whose thing is not (issue #28, session 35): on a
 * portfolio written here in a field no evaluation set covers (software for beekeepers' hive scales), "她懂养蜂吗？"
 * reads only "does she know?" and "彼女は大阪で働いたことがありますか？" only "has she worked in?": the answer is every
 * listed skill by category, or the work history, with the words that were not read, and no verdict; not the help.
 * A question whose read words ask neither keeps the help; one that names a skill in Latin letters is answered as
 * asked. A price asked without a subject in a language that leaves it out ("Quanto costa?", "Was kostet das?") gets
 * the public rates. Pure: no build, no server.
 */
import { describe, expect, it } from 'vitest';
import { createPortfolio, portfolioData } from '../../src/core/portfolio.ts';
import { askedWhole } from '../../src/core/ask/languages/unread-structure.ts';
import { pricedWithSubject } from '../../src/core/ask/languages/english-order.ts';
import { askEngineOf } from '../support/ask-engine.ts';

const hives = createPortfolio(
  portfolioData({
    profile: {
      data: { name: 'Wilhelmina Oyelaran-Sköld', role: 'Apiary Software Engineer', location: 'Uppsala, Sweden', email: 'wil@hives.example' },
      body: 'I build the scales, sensors and dashboards that tell a beekeeper which hive is about to swarm.',
    },
    skills: [
      { category: 'apiculture', skills: [{ name: 'Varroa mite counting' }, { name: 'Queen rearing' }] },
      { category: 'languages', skills: [{ name: 'Python 3.12' }, { name: 'Rust 1.80' }] },
    ],
    career: {
      experience: [
        { organisation: 'Bikupa Sensorik', role: 'Lead Engineer', start: '2020-02', location: 'Uppsala, Sweden' },
        { organisation: 'Hachimitsu Data', role: 'Software Engineer', start: '2015-04', end: '2020-01', location: 'Osaka, Japan' },
      ],
    },
    services: {
      services: [{ name: 'Hive scale installation', description: 'Scales under up to ten hives.', price: { amount: 1200, currency: 'EUR', unit: 'project' } }],
    },
    projects: [],
  }),
);

describe('a question read in part: what its read words ask, as a whole', () => {
  const engine = askEngineOf(hives);

  it.each(['她懂养蜂吗？', 'Знает ли она пчеловодство?'])('%s (a skill, not read) -> every listed skill, with the unread words', (question) => {
    const answer = engine.ask(question);
    expect(answer._meta.response_type).not.toBe('help');
    expect(answer.answer).toContain('Varroa mite counting');
    expect(answer.answer).toContain('Python 3.12');
    expect(answer.answer).toMatch(/could not be read \(“/);
    expect(answer.answer).not.toMatch(/^(?:Yes|No)\b/);
    expect(answer._meta.confidence).toBeLessThanOrEqual(0.5);
  });

  it('彼女は大阪で働いたことがありますか？ (a place, not read) -> the work history', () => {
    const answer = engine.ask('彼女は大阪で働いたことがありますか？');
    expect(answer._meta.response_type).not.toBe('help');
    expect(answer.answer).toContain('Hachimitsu Data');
    expect(answer.answer).toContain('“大阪”');
    expect(answer.answer).not.toMatch(/^(?:Yes|No)\b/);
  });

  it('a question whose read words ask neither keeps the help', () => {
    expect(engine.ask('Где стоит этот улей?')._meta.response_type).toBe('help');
  });

  it('a skill named in Latin letters is answered as asked', () => {
    expect(engine.ask('Знает ли она Rust?').answer).toMatch(/^Yes\. Wilhelmina lists Rust 1\.80/);
  });

  it('tells what the read words ask', () => {
    expect(askedWhole('does she know?')).toBe('skills');
    expect(askedWhole('which does she know?')).toBe('skills');
    expect(askedWhole('has she worked in?')).toBe('career');
    expect(askedWhole('which company did she work in in?')).toBe('career');
    expect(askedWhole('does she work on?')).toBeUndefined();
    expect(askedWhole('how many is in her?')).toBeUndefined();
  });
});

describe('a price asked without a subject', () => {
  const engine = askEngineOf(hives);

  it.each(['Quanto costa?', 'Was kostet das?', '¿Cuánto cuesta?', 'Combien ça coûte ?', 'Hvor mye koster det?'])('%s -> the public rates', (question) => {
    const answer = engine.ask(question);
    expect(answer.answer).toContain('€1,200');
    expect(answer.answer).not.toMatch(/projects? involves?/);
  });

  it('reads the English order that asks a price', () => {
    expect(pricedWithSubject('how much does cost'.split(' '))).toEqual('how much does it cost'.split(' '));
    expect(pricedWithSubject('how much cost the'.split(' '))).toEqual('how much does it cost'.split(' '));
    expect(pricedWithSubject('how much does cost she'.split(' '))).toEqual('how much does she charge'.split(' '));
    expect(pricedWithSubject('how much does cost per day'.split(' '))).toEqual('how much does it cost per day'.split(' '));
    expect(pricedWithSubject('how much does cost a workshop'.split(' '))).toEqual('how much does cost a workshop'.split(' '));
  });
});
