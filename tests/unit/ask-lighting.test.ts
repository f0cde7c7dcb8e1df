/**
 * Entities, verdicts, common words and spelling (issue #28, classes 1, 4, 5 and 7), on a portfolio
 * written here in a field no evaluation set covers (a theatre lighting programmer): a short name
 * that is a tag or the last word of a longer skill name answers for that skill; a version written
 * with a letter ("1x4") is compared; "IDS" in capitals is a name, not the plural of "ID". Pure:
 * no build, no server.
 */
import { describe, expect, it } from 'vitest';
import { entitySources } from '../../src/core/ask/entities.ts';
import { createPortfolio, portfolioData } from '../../src/core/portfolio.ts';
import { askEngineOf, projectEntry as project } from '../support/ask-engine.ts';

function lightingEngine() {
  const portfolio = createPortfolio(
    portfolioData({
      profile: {
        data: {
          name: 'Ines Valdr-Kamau',
          role: 'Lighting Programmer',
          location: 'Bergen, Norway',
          email: 'ines@valdr-kamau.example',
        },
        body: [
          'I programme lighting for theatre, opera and touring concerts from Bergen.',
          'I am a trained stage engineer who writes console macros.',
          'I am happy to work on opera premieres, touring rigs and lighting training for theatre technicians.',
          'I do not work on tobacco advertising or weapons fairs.',
          'I will not take work from the gambling industry.',
          'I have worked at Den Nationale Scene since 2019.',
        ].join(' '),
      },
      projects: [
        project(
          'opera-rig',
          'Opera Rig Refit',
          'A refit of the opera house rig with 240 LED fixtures controlled from an Eos console.',
          '2024-03',
          ['eos', 'rdm', 'opera'],
          'The rig is addressed through RDM and patched from an MVR file (GDTF fixture types). Its show files open in Eos 3.1, 3.2 and 3.3.',
        ),
        project(
          'tour-desk',
          'Touring Desk Showfile',
          'A touring showfile for a 40-date concert tour on grandMA3, with four followspot calls a song.',
          '2023-05',
          ['grandma3', 'touring'],
        ),
        project(
          'interlock',
          'Stage Interlock',
          'A safety interlock between the fly system and the lighting bars.',
          '2022-01',
          ['safety'],
          'The interlock was first tried during a dress rehearsal.',
        ),
        project(
          'truss-check',
          'Truss Load Check',
          'Load checks of the touring truss to DIN 56950.',
          '2020-09',
          ['din', 'rigging'],
          'The hoists were rated to DIN 15767 as well, as the German supplier required.',
        ),
        project('cue-importer', 'Cue Importer', 'Reads cue lists from spreadsheets into the console.', '2021-06', ['c-sharp', 'cues']),
      ],
      career: {
        interests: [{ name: 'Cycling' }, { name: 'Letterpress printing' }],
        experience: [{ organisation: 'Den Nationale Scene', role: 'Lighting programmer', start: '2019-08', location: 'Bergen, Norway' }],
        certificates: [{ name: 'Console Programming Level 2', issuer: 'lumenLAB Institute', date: '2021-02' }],
      },
      skills: [
        { category: 'consoles', skills: [{ name: 'ETC Eos 3.2' }, { name: 'Eos Magic Sheets' }, { name: 'grandMA3 1.9' }, { name: 'ETC Network Services' }] },
        { category: 'protocols', level: 'Expert', skills: [{ name: 'ANSI-RDM 2.0' }, { name: 'sACN' }, { name: 'MVR 1.6' }, { name: 'Flyline IDS 3' }] },
        { category: 'standards', skills: [{ name: 'DIN 56950 stage rigging' }] },
        { category: 'programming', skills: [{ name: 'C# 12' }, { name: 'Console macros in JavaScript' }, { name: 'LumenDB 3' }] },
        { category: 'design', level: 'Advanced', skills: [{ name: 'Vectorworks Spotlight 2024', level: 'expert', years: 9 }, { name: 'Colour theory' }] },
        { category: 'stage-tech', skills: [{ name: 'Followspot operation' }, { name: 'Fly system rigging' }, { name: 'Stage electricity' }] },
      ],
    }),
  );
  return askEngineOf(portfolio);
}

describe('ask: short names, versions and ids', () => {
  const engine = lightingEngine();

  it('answers a tag that ends one skill name and qualifies another for the skill it ends', () => {
    const a = engine.ask('Does she know Eos?');
    expect(a.answer).toMatch(/^Yes\. /);
    expect(a.answer).toContain('ETC Eos 3.2');
    expect(a.answer).not.toMatch(/not among/);
  });

  it('answers a name without the maker that starts several skill names ("ETC")', () => {
    const a = engine.ask('does she know Network Services?');
    expect(a.answer).toMatch(/^Yes\. /);
    expect(a.answer).toContain('ETC Network Services');
    // A full form, not two weak words: it stands for the skill whatever else shares its words.
    const sources = entitySources({ consoles: ['ETC Eos 3.2', 'ETC Network Services'], platforms: ['Network Services Hub'] }, []);
    expect(sources.find((source) => source.name === 'ETC Network Services')?.forms).toContain('network services');
  });

  it('answers the capitalised later part of a hyphenated name for the whole name', () => {
    const a = engine.ask('Does she know RDM?');
    expect(a.answer).toMatch(/^Yes\. /);
    expect(a.answer).toContain('ANSI-RDM 2.0');
  });

  it('compares the version asked with the listed one for a short name and a release with a letter', () => {
    const eos = engine.ask('Does she know Eos 2.9?');
    expect(eos.answer).toMatch(/^No\. /);
    expect(eos.answer).toContain('ETC Eos 3.2');
    const mvr = engine.ask('Does she know MVR 1x4?');
    expect(mvr.answer).not.toMatch(/^Yes/);
    expect(mvr.answer).toContain('MVR 1.6');
  });

  it('reads a tag written apart ("c-sharp") as the skill written together ("C# 12", alias "csharp")', () => {
    const a = engine.ask('Which projects did she write in C#?');
    expect(a.references).toContain('https://example.test/projects/cue-importer');
  });

  it('reads a name and a number as a name of its own, not the listed name that shares its first word', () => {
    const written = engine.ask('Does she know DIN 15767?');
    expect(written.answer).toContain('not among');
    expect(written.answer).toContain('DIN 15767');
    expect(written.references).toContain('https://example.test/projects/truss-check');
    const absent = engine.ask('Does she know DIN 18040?');
    expect(absent.answer).toMatch(/^No\. /);
  });

  it('keeps a tag that is the word of a category ("console") a tag, not a form of a one-word skill of it', () => {
    const sources = entitySources({ consoles: ['grandMA3 1.9', 'ETC Eos 3.2'] }, ['console']);
    expect(sources.find((source) => source.name === 'grandMA3 1.9')?.forms).not.toContain('console');
  });

  it('reads an alias of a word of a longer skill name ("js" of "… in JavaScript") as that skill, weakly', () => {
    const a = engine.ask('Does she know JS?');
    expect(a.answer).toMatch(/^Yes\. /);
    expect(a.answer).toContain('Console macros in JavaScript');
  });

  it('answers a version asked about a named project from its sentence that lists the version', () => {
    const a = engine.ask('Does the Opera Rig Refit work with Eos 3.3?');
    expect(a.answer).toMatch(/^Yes\. /);
    expect(a.answer).toContain('Eos 3.1, 3.2 and 3.3');
  });

  it('reads a name without its short upper-case ending ("Lumen" of "LumenDB 3") as that skill', () => {
    const a = engine.ask('Does she know Lumen?');
    expect(a.answer).toMatch(/^Yes\. /);
    expect(a.answer).toContain('LumenDB 3');
  });

  it('reads "IDS" in capitals as a name, "IDs" as ids', () => {
    const a = engine.ask('Does she know IDS?');
    expect(a.answer).toMatch(/^Yes\. /);
    expect(a.answer).toContain('Flyline IDS 3');
    expect(engine.ask('What are the IDs of her projects?').answer).toContain('opera-rig');
  });
});

describe('ask: common words are not skills', () => {
  const engine = lightingEngine();

  it('reads a category named with a generic word inside it ("stage-tech") as that category only', () => {
    const a = engine.ask('Is juggling one of her skills?');
    expect(a.answer).toMatch(/^No\. /);
    expect(a.answer).not.toContain('Followspot operation');
  });

  it('reads "skilled" and "tested" as how the question is asked, not as the skills or testing', () => {
    const a = engine.ask('Is she skilled in Vectorworks?');
    expect(a.answer).toMatch(/^Yes\. /);
    expect(a.answer).not.toContain('Colour theory');
    expect(engine.ask('Is she skilled in payroll?').answer).not.toContain('Followspot operation');
  });

  it('answers a question about a category named with a common word with its public level, never a skill level', () => {
    const a = engine.ask('Is she good at design?');
    expect(a.answer).toContain('Colour theory');
    expect(a.answer).toContain('Advanced');
    expect(a.answer).not.toMatch(/expert|\b9\b/i);
    const level = engine.ask('What level is her design?');
    expect(level.answer).toContain('Advanced');
    // "protocol" is also a word of skills' forms ("sACN protocol"): the category's level, not "not published".
    expect(engine.ask('What level is her protocol work?').answer).toContain('Expert');
    // A single skill's level and years stay private; the public level of the category that lists it may be named.
    const single = engine.ask('What is her level in Vectorworks?').answer;
    expect(single).not.toMatch(/expert|\b9\b/i);
    expect(single).toMatch(/no level for a single skill/);
  });

  it('reads a word before a category named with a common word as another thing ("fashion design")', () => {
    const a = engine.ask('Can she do fashion design?');
    expect(a.answer).toMatch(/^No\. /);
    expect(a.answer).toContain('“fashion design” is not among');
    expect(engine.ask('Is she good at design?').answer).toMatch(/^Yes\. /);
    // "Which stage design skills …" names the category: no "not among" before its list.
    expect(engine.ask('Which stage design skills does she list?').answer).not.toContain('not among');
  });

  it('answers "does she enjoy …?" about an interest with "Yes." and the interest', () => {
    expect(engine.ask('Does she enjoy cycling?').answer).toMatch(/^Yes\. .*Cycling/);
  });

  it('answers a skill question about an interest with "No." and the interest', () => {
    for (const q of ['Is she good at printing?', 'Is she skilled in cycling?']) {
      const a = engine.ask(q);
      expect(a.answer, q).toMatch(/^No\. /);
      expect(a.answer, q).toContain('interests');
    }
  });
});

describe('ask: the stated limits reach the kinds of what they name', () => {
  const engine = lightingEngine();

  it('answers a request for a kind of an excluded thing (WordNet) with the limit, less sure', () => {
    const a = engine.ask('We make cigarettes. Would she light our commercial?');
    expect(a.answer).toMatch(/^No\b/);
    expect(a.answer).toContain('I do not work on tobacco advertising or weapons fairs.');
    expect(a._meta.confidence).toBeLessThan(0.9);
    const b = engine.ask('Would she light a cigar commercial?');
    expect(b.answer).toMatch(/^No\b/);
  });

  it('asks for work with any verb after a modal and the owner', () => {
    const a = engine.ask('Could she light a tobacco advertising shoot?');
    expect(a.answer).toMatch(/^No\. /);
  });

  it('reads a limit on "the gambling industry" as a limit on gambling, its kinds included', () => {
    expect(engine.ask('Would she work for a gambling start-up?').answer).toMatch(/^No\. /);
    expect(engine.ask('Could she light the bar of a casino?').answer).toMatch(/^No, most likely: casino is a kind of gambling/);
  });

  it('answers "is she interested in …?" by a limit too', () => {
    expect(engine.ask('Is she interested in tobacco advertising work?').answer).toMatch(/^No\. /);
    expect(engine.ask('We run a weapons fair. Is she interested?').answer).toMatch(/^No\. /);
  });

  it('answers "what kind of work does she like?" with the work the bio says she wants, not the hobbies', () => {
    const a = engine.ask('What kind of work does she like?');
    expect(a.answer).toContain('I am happy to work on opera premieres');
    expect(engine.ask('What does she like to do outside work?').answer).toContain('Cycling');
  });

  it('does not take a kind that names nothing excluded for a limit', () => {
    expect(engine.ask('Would she light an opera premiere?').answer).not.toMatch(/^No\b/);
  });
});

describe('ask: spelling by sound', () => {
  const engine = lightingEngine();

  it('reads a name written as it sounds ("Spotlite") as the listed skill', () => {
    const a = engine.ask('Does she know Spotlite?');
    expect(a.answer).toMatch(/^Yes\. /);
    expect(a.answer).toContain('Vectorworks Spotlight 2024');
    expect(a.answer).not.toMatch(/not among/);
  });
});

describe('ask: learned words of other languages', () => {
  const engine = lightingEngine();

  it('reads a short question with one marker word ("Conosce …?") in its language, not the marker as a thing asked', () => {
    const a = engine.ask('Conosce grandMA3?');
    expect(a.answer).toMatch(/^Yes\. /);
    expect(a.answer).not.toContain('“conosce”');
  });

  it('reads the conditional of "work" in Spanish and French ("¿Trabajaría …?") as a request for work', () => {
    for (const q of ['¿Trabajaría para un casino?', 'Travaillerait-elle pour un casino ?']) expect(engine.ask(q).answer, q).toMatch(/^No\b/);
  });

  it('reads a Spanish word by its English ending ("electricidad" -> "electricity")', () => {
    const a = engine.ask('¿Conoce la electricidad?');
    expect(a.answer).toMatch(/^Yes\. /);
    expect(a.answer).toContain('Stage electricity');
  });
});

describe('ask: spoken languages only from what states them', () => {
  const engine = lightingEngine();

  it('does not answer "Yes." to a spoken language a write-up names when no languages are listed', () => {
    const a = engine.ask('Does she speak German?');
    expect(a.answer).not.toMatch(/^Yes/);
    expect(a.answer).toContain('does not list the languages');
  });
});

describe('ask: every employer verdict from the work history', () => {
  const engine = lightingEngine();

  it('answers "did she work for" a name written with inner capitals from the work history, not from a certificate', () => {
    const a = engine.ask('Did she work for lumenLAB Institute?');
    expect(a.answer).toMatch(/^No\. /);
    expect(a.answer).toContain('Den Nationale Scene');
  });
});

describe('ask: the verb of a question is not a category', () => {
  const engine = lightingEngine();

  it('answers "which protocols does she design with?" with the protocols, not the design category', () => {
    const a = engine.ask('Which protocols does she design with?');
    expect(a.answer).toContain('sACN');
    expect(a.answer).not.toContain('Colour theory');
  });
});

describe('ask: a "yes" only for what the text states', () => {
  const engine = lightingEngine();

  it('earns "Yes." from a name a write-up writes in capitals inside brackets ("(GDTF fixture types)")', () => {
    const a = engine.ask('Does she know GDTF?');
    expect(a.answer).toMatch(/^Yes\. /);
    expect(a.references).toContain('https://example.test/projects/opera-rig');
  });

  it("reads one word of a longer skill name that no project uses as a word of the projects' text", () => {
    const a = engine.ask('Any followspot work?');
    expect(a.answer).toMatch(/^Yes\. /);
    expect(a.references).toContain('https://example.test/projects/tour-desk');
  });

  it('answers a yes/no question about the owner\'s work after a sentence of context with "Yes." and the project', () => {
    const a = engine.ask('Our crew keeps cue lists in spreadsheets. Has she imported cue lists before?');
    expect(a.answer).toMatch(/^Yes\. /);
    expect(a.references).toContain('https://example.test/projects/cue-importer');
  });

  it('reads the verb after "does she" as how something is asked, not a thing asked next to another', () => {
    // "tried" is written in a write-up ("first tried during a dress rehearsal"); the pyrotechnics licence is nowhere.
    const a = engine.ask('Has she tried a pyrotechnics licence?');
    expect(a._meta.response_type).toBe('not_found');
    expect(a.answer).not.toContain('“tried”');
  });

  it('answers "No." when projects involve one thing asked and nothing states the other ("drone")', () => {
    const a = engine.ask('Has she built a drone interlock?');
    expect(a.answer).toMatch(/^No\. /);
    expect(a.answer).toContain('“drone”');
    expect(engine.ask('Has she built an interlock?').answer).toMatch(/^Yes\. /);
    // An adjective the portfolio lacks qualifies what the projects state: no "No." for it.
    expect(engine.ask('Has she built an electrical interlock?').answer).not.toMatch(/^No\b/);
    expect(engine.ask('Has she built a motorized interlock?').answer).not.toMatch(/^No\b/);
  });

  it('answers "No." when a write-up mentions one word asked and nothing states the other', () => {
    const a = engine.ask('Has she built an XR rehearsal?');
    expect(a.answer).toMatch(/^No\. /);
    expect(a.answer).toContain('xr');
    expect(engine.ask('Has she done a dress rehearsal?').answer).toMatch(/^Yes\. /);
  });
});

describe('ask: question words, not topics', () => {
  const engine = lightingEngine();

  it('answers "is she a …?" with the bio\'s own "I am a …" sentence', () => {
    const a = engine.ask('Is she a stage engineer?');
    expect(a.answer).toMatch(/^Yes\. /);
    expect(a.answer).toContain('trained stage engineer');
  });

  it('answers a judgement of the owner ("a good developer?") with the role, without a "No."', () => {
    const a = engine.ask('Is she a good developer?');
    expect(a.answer).not.toMatch(/^No\b/);
    expect(a.answer).toContain('Lighting Programmer');
  });

  it('answers a choice between roles with the bio\'s own words, without a "No."', () => {
    const a = engine.ask('Is she a real engineer or just a programmer?');
    expect(a.answer).not.toMatch(/^No\b/);
    expect(a.answer).toContain('stage engineer');
  });

  it('reads the owner\'s name where a question phrase has a pronoun ("what does Ines do for a living")', () => {
    const a = engine.ask('what does ines do for a living');
    expect(a.answer).toContain('Lighting Programmer');
  });

  it('reads "in a sentence or two" as the length of the answer, not its topic', () => {
    const a = engine.ask('Describe Ines in a sentence or two.');
    expect(a.answer).toContain('Lighting Programmer');
    expect(a._meta.response_type).toBe('answer');
  });
});
