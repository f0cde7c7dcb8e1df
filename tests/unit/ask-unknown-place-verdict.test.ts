/**
 * "Does she live in Danzig?" (issue #28, session 35): a place the gazetteer does not know and the profile's location
 * does not write may be another name of it (Danzig is Gdańsk in WordNet) or a place it lies in: "Yes." from WordNet's
 * names, read at build time. A name nothing reads ("Oliwa") keeps its "No." with a lower confidence and says which
 * name it does not write; a place the portfolio writes elsewhere (the bio's "Kashubia") keeps a sure "No."; a word
 * of the location its "Yes.". Invented field: software for keeping bee colonies.
 */
import { describe, expect, it } from 'vitest';
import { createPortfolio, portfolioData } from '../../src/core/portfolio.ts';
import { locationNamesOf } from '../../src/core/ask/knowledge/location-names.ts';
import { askEngineOf } from '../support/ask-engine.ts';

const hives = createPortfolio(
  portfolioData({
    profile: {
      data: { name: 'Mojca Zupan-Ferreira', role: 'Apiculture Software Developer', location: 'Gdańsk, Poland', email: 'mojca@hives.example' },
      body: 'I write the software that weighs hives every hour. Every summer I visit the apiaries of Kashubia with our scales.',
    },
    skills: [{ category: 'hives', skills: [{ name: 'Hive scale telemetry' }, { name: 'Rust 1.80' }] }],
    projects: [],
  }),
);

describe('a place the gazetteer does not know, asked against the profile location', () => {
  const engine = askEngineOf(hives);

  it('"Does she live in Danzig?" -> "Yes.", another name of Gdańsk (WordNet)', () => {
    const answer = engine.ask('Does she live in Danzig?');
    expect(answer.answer).toMatch(/^Yes\. Mojca is based in Gdańsk, Poland/);
    expect(answer.answer).toContain('Danzig is another name of Gdańsk (WordNet)');
  });

  it('a name nothing reads keeps its "No." with a lower confidence and the name it does not write', () => {
    const answer = engine.ask('Does she live in Oliwa?');
    expect(answer.answer).toMatch(/^No\. Mojca is based in Gdańsk/);
    expect(answer.answer).toContain('does not write “Oliwa”');
    expect(answer._meta.confidence).toBeLessThanOrEqual(0.6);
  });

  it('keeps a sure "No." for a place the portfolio writes elsewhere', () => {
    const answer = engine.ask('Does she live in Kashubia?');
    expect(answer.answer).toMatch(/^No\. Mojca is based in Gdańsk/);
    expect(answer._meta.confidence).toBeGreaterThan(0.6);
  });

  it('keeps the "Yes." for a word of the location', () => {
    expect(engine.ask('Is Mojca based in Gdańsk?').answer).toMatch(/^Yes\. Mojca is based in Gdańsk/);
  });

  it('reads the other names and the places a location lies in, not the other senses of a name', () => {
    const names = locationNamesOf('Gdańsk, Poland');
    expect(names.danzig).toEqual(['same', 'Gdańsk']);
    expect(names.polska?.[0]).toBe('in');
    // Paris, Texas lies in Texas, not in France.
    expect(locationNamesOf('Paris, Texas').france).toBeUndefined();
    expect(locationNamesOf('Remote')).toEqual({});
  });
});
