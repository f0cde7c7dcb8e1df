/**
 * Names and frame words (issue #28), on a portfolio written here in a field no evaluation set
 * covers (a brewery automation engineer): a tag that is a run of words of one or more skills'
 * names ("mash-control", "lumenscript2") answers for those skills instead of hiding them behind
 * "not among the listed skills"; a frame word ("worked") never names a project whose title has
 * that word ("Hops at Work"). Pure: no build, no server.
 */
import { describe, expect, it } from 'vitest';
import { createPortfolio, portfolioData } from '../../src/core/portfolio.ts';
import { askEngineOf } from '../support/ask-engine.ts';

const project = (id: string, title: string, description: string, date: string, tags: string[]) => ({ id, data: { title, description, date, tags }, body: '' });

function breweryEngine() {
  const portfolio = createPortfolio(
    portfolioData({
      profile: {
        data: {
          name: 'Tomasz Wierzba',
          role: 'Brewery Automation Engineer',
          location: 'Poznań, Poland',
          email: 'tomasz@wierzba-brew.example',
          website: 'https://wierzba-brew.example',
        },
        body: 'I work with craft breweries in Poland and Czechia. I automate mash tuns, fermenters and bottling lines for craft breweries. I do not work on alcohol advertising, sponsorship deals or lottery games. I commission lines from Poznań across Europe and travel to Bavaria twice a year.',
      },
      projects: [
        {
          ...project('mash-sequencer', 'Mash Sequencer', 'Step mashing recipes for a 20-hectolitre brewhouse.', '2024-03', ['mash-control', 'plc']),
          body: 'The recipes run on a Graupner panel with firmware Kettlebus 2.4.1 on every vessel.',
        },
        project('cellar-scripts', 'Cellar Scripts', 'Fermentation profiles written for two cellar controllers.', '2023-06', ['lumenscript2']),
        project('hops-at-work', 'Hops at Work', 'A hop dosing robot for dry hopping in 60-hectolitre tanks.', '2022-09', ['robotics', 'dosing']),
        {
          ...project('cleaning-skid', 'Cleaning Skid', 'A caustic and acid cleaning skid for six fermenters.', '2020-05', ['clean-in-place']),
          body: 'Each cycle logs conductivity readings for the audit trail. The skid does not do ozone sanitation.',
        },
        project('bottling-qc', 'Bottling QC', 'Fill-level inspection on the bottling line, per EBC R7 guidance.', '2021-04', ['inspection']),
      ],
      career: {
        languages: [
          { language: 'Polish', fluency: 'Native' },
          { language: 'Czech', fluency: 'B2' },
        ],
      },
      skills: [
        { category: 'control', skills: [{ name: 'Brauwerk Mash Control 7' }, { name: 'Lumen Script 2 Classic' }, { name: 'Lumen Script 2 Modern' }] },
        { category: 'hardware', skills: [{ name: 'Beckhoff CX9020' }] },
      ],
    }),
  );
  return askEngineOf(portfolio);
}

describe('ask: names and frame words', () => {
  const engine = breweryEngine();

  it('answers a tag that is a run of words of a skill name for that skill', () => {
    const a = engine.ask('Does he know Mash Control?');
    expect(a.answer).toMatch(/^Yes\. /);
    expect(a.answer).toContain('Brauwerk Mash Control 7');
    expect(a.answer).not.toMatch(/not among/);
  });

  it('answers a tag shared by several skills for each of them', () => {
    for (const q of ['Does he know Lumen Script 2?', 'does he know lumenscript2']) {
      const a = engine.ask(q);
      expect(a.answer, q).toMatch(/^Yes\. /);
      expect(a.answer, q).toContain('Lumen Script 2 Classic');
      expect(a.answer, q).toContain('Lumen Script 2 Modern');
    }
  });

  it('earns a "yes" from a project that states the thing asked, not from a name of one letter', () => {
    const a = engine.ask('Has he worked on a brewhouse?');
    expect(a.answer).toMatch(/^Yes\. /);
    expect(a.references).toContain('https://example.test/projects/mash-sequencer');
    expect(engine.ask('Does he know R?').answer).not.toMatch(/^Yes/);
  });

  it('answers "No." with the bio sentence that rules out a whole item the question asks for', () => {
    for (const q of ['Would he work on alcohol advertising?', 'Could we hire him for a lottery game?', 'Is he willing to do sponsorship deals?']) {
      const a = engine.ask(q);
      expect(a.answer, q).toMatch(/^No\. From Tomasz's bio: “I do not work on alcohol advertising/);
      expect(a.references, q).toEqual(['https://example.test/v1/profile']);
    }
    // One word of an item is not the item: "advertising" alone is not "alcohol advertising".
    expect(engine.ask('Would he work on advertising for a brewery?').answer).not.toMatch(/^No\./);
  });

  it('says "Yes." when a yes/no question about what he did names a project by its words, and only then', () => {
    const a = engine.ask('Has he worked on a mash sequencer?');
    expect(a.answer).toMatch(/^Yes\. Mash Sequencer/);
    expect(a.references).toContain('https://example.test/projects/mash-sequencer');
    expect(engine.ask('Is the Mash Sequencer open source?').answer).not.toMatch(/^Yes/);
  });

  it('answers "which version" with the listed skill and its version, not a list of projects', () => {
    for (const q of ['Which Mash Control version?', 'Which release of Mash Control does he use?']) {
      const a = engine.ask(q);
      expect(a.answer, q).toContain('Brauwerk Mash Control 7');
      expect(a._meta.response_type, q).toBe('answer');
      expect(a.answer, q).not.toMatch(/“(version|release)”/);
    }
  });

  it('reads the version of a name a named project writes ("Kettlebus 2.4.1")', () => {
    const a = engine.ask('Which Kettlebus version does the mash sequencer run?');
    expect(a.answer).toMatch(/^Kettlebus 2\.4\.1: “The recipes run on a Graupner panel/);
    expect(a.references).toEqual(['https://example.test/projects/mash-sequencer']);
  });

  it('checks a town the gazetteer does not know against the profile location', () => {
    expect(engine.ask('Is he based in Poznań?').answer).toMatch(/^Yes\. Tomasz is based in Poznań/);
    // Bavaria is in the bio ("travel to Bavaria"), not where he lives.
    expect(engine.ask('Does he live in Bavaria?').answer).toMatch(/^No\. Tomasz is based in Poznań/);
  });

  it('checks a place asked about before quoting a sentence that mentions it', () => {
    const a = engine.ask('Is he based in Europe?');
    expect(a.answer).toMatch(/^Yes\. Tomasz is based in Poznań/);
    expect(engine.ask('Is he based in Asia?').answer).toMatch(/^No\. /);
  });

  it('expands an acronym the content implies by a tag or a name written in capitals, and no other', () => {
    const a = engine.ask('Has he done CIP?');
    expect(a.answer).toMatch(/^Yes\. /);
    expect(a.references).toContain('https://example.test/projects/cleaning-skid');
    // Not implied by the content: no expansion, no "yes".
    expect(engine.ask('Does he know SCADA?').answer).not.toMatch(/^Yes/);
    // An agent's query form names the tag exactly.
    expect(engine.ask('tag=CIP').answer).toMatch(/tagged cip\b/);
    // A place's short name stays a place.
    expect(engine.ask('Is he based in the US?').answer).toMatch(/^No\. /);
  });

  it('gives the verdict of the best sentence when two sentences state what a yes/no question asks', () => {
    expect(engine.ask('Will he work with craft breweries?').answer).toMatch(/^Yes\. From Tomasz's bio: “I work with craft breweries/);
  });

  it('reads a question word with a typo as that word, and leaves words of other languages alone', () => {
    expect(engine.ask('wher is tomasz based').answer).toContain('Poznań');
    expect(engine.ask('How many daily users does the mash sequencer have?').answer).not.toMatch(/\buses\b/);
  });

  it('earns a "yes" from a write-up that states a name of two words or more, not from one that negates it', () => {
    expect(engine.ask('Can he do conductivity readings?').answer).toMatch(/^Yes\. /);
    expect(engine.ask('Can he do ozone sanitation?').answer).not.toMatch(/^Yes/);
  });

  it('never answers a request for work with a profile link', () => {
    expect(engine.ask('Could he design our website?').answer).not.toMatch(/^Yes/);
    expect(engine.ask('Does he have a website?').answer).toMatch(/^Yes\. .*wierzba-brew\.example/);
  });

  it('says "Yes." with the skills of the category a yes/no question names, when the category is all it asks', () => {
    expect(engine.ask('Does he have hardware experience?').answer).toMatch(/^Yes\. Tomasz lists 1 skill under hardware: Beckhoff CX9020/);
    expect(engine.ask('Does he know hardware like Raspberry Pi?').answer).not.toMatch(/^Yes/);
  });

  it('answers "can he work in <language>?" over the spoken languages listed, the language named in any table language', () => {
    expect(engine.ask('Can he work in Czech?').answer).toMatch(/^Yes\. Tomasz speaks Polish \(Native\) and Czech \(B2\)/);
    expect(engine.ask('Can he work in Hungarian?').answer).toMatch(/^No\. /);
    expect(engine.ask('Does he speak Polnisch?').answer).toMatch(/^Yes\. /);
  });

  it('never takes a frame word for the name of a project', () => {
    for (const q of ['Has he worked on drones?', 'Would he work on a brewery in Berlin?']) expect(engine.ask(q).answer, q).not.toContain('Hops at Work');
    expect(engine.ask('Tell me about Hops at Work').answer).toContain('hop dosing robot');
  });
});
