/**
 * Questions about the owner's facts in languages the failures of the evaluation showed unread (issue
 * #28): te reo Māori and Samoan, two Polynesian languages that share most question words (a table
 * each: src/core/ask/languages/mi.json and sm.json), and the forms a listed language asks an owner's
 * fact with that its table missed (isiZulu "is she available", Korean "어떻게 되나요" for "what is",
 * "했나요" for "did she do"), and the portfolio's own names and terms a question in another script
 * writes as they sound (a city of the work history, a word of a project's title, the owner's name
 * with a v the script has no letter for), and a content word in a Latin-script language that is the
 * portfolio's own word spelt that language's way ("fotogrametría": photogrammetry). The portfolio is invented here, in a field no evaluation set covers (a
 * sail loft's design software). Pure: content files in a temporary folder.
 */
import { describe, expect, it } from 'vitest';
import { detectQuestionLanguage } from '../../src/core/ask/index.ts';
import { askContent, projectMarkdown as project } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-languages-family');

const PROFILE = `---
name: Losaline Vainikolo
role: Sail Design Software Engineer
location: Hobart, Australia
email: losaline@sailcut.example
---
I write the software that turns a sailmaker's design into panels a plotter can cut, and the tools that check the flying shape of a finished sail.
I do not write software for gambling or pornography sites.
Since June 2021 I have worked at Derwent Sail Loft in Hobart; before that I was a CAD developer at a sail loft in France.
`;

const SKILLS = `design:
  - C++ 20
  - Rhino 8
  - OpenCascade
`;

const CAREER = `experience:
  - organisation: Derwent Sail Loft
    role: Sail Design Software Engineer
    start: 2021-06
    location: Hobart, Australia
  - organisation: Voilerie Phocéenne
    role: CAD Developer
    start: 2016-02
    end: 2021-05
    location: Marseille, France
languages:
  - { language: English, fluency: Native }
  - { language: Tongan, fluency: Native }
  - { language: French, fluency: B2 }
`;

const SERVICES = `services:
  - name: Sail plan review
    description: A check of a sail plan's panel layout and seam allowances before cutting.
    price: { amount: 640, currency: AUD, unit: project }
availability:
  timeZones: ["Australia/Hobart"]
  from: 2027-04
  daysPerWeek: 3
`;

const PROJECTS = {
  'panel-nesting': project(
    'Panel Nesting Optimiser',
    'Lays out the panels of a mainsail on the cloth roll so that 11% less sailcloth is wasted.',
    '2024-03',
    ['cpp', 'optimisation'],
    'Used on every racing sail the loft has cut since 2024.',
  ),
  'flying-shape': project(
    'Flying Shape Scanner',
    'Photographs a sail under load from the masthead and compares its shape with the design by photogrammetry.',
    '2022-09',
    ['photogrammetry', 'opencascade'],
    'Tested on 40 sails in the Derwent estuary.',
  ),
};

const ask = askContent(tempDir(), { profile: PROFILE, skills: SKILLS, career: CAREER, services: SERVICES, projects: PROJECTS });

describe('ask: te reo Māori and Samoan questions about the owner', () => {
  it.each([
    ['Kei hea a Losaline e noho ana?', 'mi', 'based in Hobart'],
    ['He aha ngā reo e kōrerotia ana e Losaline?', 'mi', 'Tongan'],
    ['Ko wai a Losaline?', 'mi', 'Sail Design Software Engineer'],
    ['O fea e nofo ai Losaline?', 'sm', 'based in Hobart'],
    ['O ā gagana e tautala ai Losaline?', 'sm', 'Tongan'],
  ])('%s is read as %s and answered with %s', (question, code, fact) => {
    expect(detectQuestionLanguage(question)).toBe(code);
    const answer = ask(question);
    expect(answer._meta.response_type, answer.answer).not.toMatch(/help|not_found/);
    expect(answer.answer).toContain(fact);
    expect(answer.answer).toContain('(Answered in English.)');
  });

  it('reads a question with one marker word whose every other word the table reads or is a name', () => {
    expect(detectQuestionLanguage('E iloa e Losaline le OpenCascade?')).toBe('sm');
    expect(ask('E iloa e Losaline le OpenCascade?').answer).toMatch(/^Yes\. Losaline lists OpenCascade/);
    expect(ask('He aha te īmēra a Losaline?').answer).toContain('losaline@sailcut.example');
    // One marker word ("tau") among English words is no Samoan question.
    expect(detectQuestionLanguage('Which tau values did the scanner use?')).toBeUndefined();
  });

  it('keeps an English question that names the language English', () => {
    expect(detectQuestionLanguage('Does she speak te reo Māori?')).toBeUndefined();
    expect(detectQuestionLanguage('Which AI projects has she done?')).toBeUndefined();
  });
});

describe('ask: the forms a listed language asks an owner’s fact with', () => {
  it.each([
    ['Ingabe uLosaline uyatholakala ukusebenza?', 'Available from April 2027'],
    ['Losaline의 시간대는 어떻게 되나요?', 'Australia/Hobart'],
    ['그녀는 어떤 프로젝트를 했나요?', 'Flying Shape Scanner'],
  ])('%s is answered with %s', (question, fact) => {
    const answer = ask(question);
    expect(answer._meta.response_type, answer.answer).not.toMatch(/help|not_found/);
    expect(answer.answer).toContain(fact);
  });
});

describe('ask: the portfolio’s own terms written in another script as they sound', () => {
  it('reads a city of the work history written in Cyrillic, with its case ending', () => {
    const answer = ask('Она работала в Марселе?');
    expect(answer._meta.response_type, answer.answer).toBe('answer');
    expect(answer.answer).toContain('Voilerie Phocéenne');
  });

  it('reads the owner’s name whose v the Arabic script writes as f', () => {
    const answer = ask('أين تعيش فاينيكولو؟');
    expect(answer.answer).toContain('based in Hobart');
  });

  it('answers a word of a project’s title in katakana in a question not read in full, with the note', () => {
    const answer = ask('ロサリンさんはパネル最適化の経験がありますか？');
    expect(answer.references).toContain('https://example.test/projects/panel-nesting');
    expect(answer.answer).toContain('which was not understood in full: this answers “Panel”');
    expect(answer.answer).not.toMatch(/^Yes\./);
  });

  it('hears a title word whose r before a consonant is not sounded, as Hangul writes it', () => {
    // "스캐너" (seukaeneo): "scanner" as it sounds, without its last r.
    const answer = ask('스캐너의 정확도는 얼마예요?');
    expect(answer.references).toContain('https://example.test/projects/flying-shape');
    expect(answer.answer).toContain('this answers “Scanner”');
  });

  it('hears no term in a word that only shares some of its sounds', () => {
    // "العسكرية" (military) shares s, k, r with no title word's first and last consonants.
    const answer = ask('هل تعمل على الطائرات العسكرية؟');
    expect(answer._meta.response_type, answer.answer).toBe('help');
  });
});

describe('ask: the portfolio’s own words spelt the way another language spells them', () => {
  it('reads a word of the write-ups spelt in Spanish', () => {
    const answer = ask('¿Ha trabajado con fotogrametría?');
    expect(answer.references).toContain('https://example.test/projects/flying-shape');
  });

  it('reads a word of the bio spelt in Spanish, so the owner’s limit answers', () => {
    expect(ask('¿Trabajaría para sitios de pornografía?').answer).toMatch(/^No\. From Losaline's bio: “I do not write software for gambling or pornography/);
  });

  it('reads the head of a German compound that is such a word', () => {
    const answer = ask('Hat sie mit Photogrammetriedaten gearbeitet?');
    expect(answer._meta.response_type, answer.answer).not.toMatch(/help|not_found/);
    expect(answer.references).toContain('https://example.test/projects/flying-shape');
  });

  it('leaves a word whose consonants are the portfolio’s but whose spelling is not', () => {
    // "poner" (to put) has nearly the consonants of "panel" (l and r differ) and is no spelling of it.
    expect(ask('¿Puede poner velas?').references).not.toContain('https://example.test/projects/panel-nesting');
  });
});

describe('ask: the word for "time zone" in each language, from CLDR', () => {
  it.each([
    ['Menene lokacin yanki na Losaline?', 'ha'],
    ['Kini agbègbè àkókò Losaline?', 'yo'],
    ['Yini isikhathi sendawo sikaLosaline?', 'zu'],
  ])('%s is read as %s and answered with the time zone', (question, code) => {
    expect(detectQuestionLanguage(question)).toBe(code);
    expect(ask(question).answer).toContain('Australia/Hobart');
  });

  it('marks a language only by the words no other language’s word for it has', () => {
    // "zona" is Spanish and Indonesian: an Indonesian question stays Indonesian.
    expect(detectQuestionLanguage('Apa zona waktu Losaline?')).toBe('id');
  });
});

describe('ask: Tamil, read by its script', () => {
  it.each([
    ['லோசலின் எங்கே வசிக்கிறார்?', 'based in Hobart'],
    ['அவருக்கு OpenCascade தெரியுமா?', 'OpenCascade'],
    ['அவர் என்ன மொழிகள் பேசுகிறார்?', 'Tongan'],
  ])('%s is answered with %s, read from Tamil', (question, fact) => {
    expect(detectQuestionLanguage(question)).toBe('ta');
    const answer = ask(question);
    expect(answer._meta.response_type, answer.answer).not.toMatch(/help|not_found/);
    expect(answer.answer).toContain(fact);
    expect(answer.answer, answer.answer).toContain('(Read from Tamil; answered in English.)');
  });

  it('hears an owner’s name whose d and g the Tamil script writes as t and k', () => {
    const dagny = askContent(tempDir(), {
      profile: '---\nname: Dagny Brekke\nrole: Snow Groomer Fleet Engineer\nlocation: Tromsø, Norway\n---\nI plan the routes of snow groomers.\n',
      projects: { routes: project('Groomer Route Planner', 'Plans the night routes of 14 snow groomers.', '2024-01', ['routing'], 'Runs every evening.') },
    });
    expect(dagny('டாக்னி எங்கே வசிக்கிறார்?').answer).toContain('based in Tromsø');
  });
});
