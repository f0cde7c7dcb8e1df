/**
 * Questions in other languages whose noun is a common word of the content (issue #28): the common
 * nouns of work of each language (src/core/ask/languages/nouns.json: shops, schools, factories,
 * hospitals, hours …) are read as the English words of the content, and names of skills and
 * employers written in another script are told by their sound. The portfolio is invented here,
 * in a field no evaluation set covers (software for textile dye works). Pure: content files in a
 * temporary folder.
 */
import { describe, expect, it } from 'vitest';
import { askContent, projectMarkdown as project } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-languages-nouns');

const PROFILE = `---
name: Ottoline Brandvik
role: Dye House Software Engineer
location: Biella, Italy
email: ottoline@dyeworks.example
---
I write the software that plans dye recipes and tracks fabric through dye houses and laundries.
Since May 2021 I have worked at Tintoria Rossa in Biella; before that I was a developer at Kleurfabriek BV in Tilburg.
`;

const SKILLS = `software:
  - Django 5.0
  - PostgreSQL 16
  - Kotlin
`;

const CAREER = `experience:
  - organisation: Tintoria Rossa
    role: Dye House Software Engineer
    start: 2021-05
    location: Biella, Italy
  - organisation: Kleurfabriek BV
    role: Developer
    start: 2016-02
    end: 2021-04
    location: Tilburg, Netherlands
`;

const SERVICES = `services:
  - name: Dye recipe review
    description: A review of a dye house's recipes and colour matching, by the hour.
    price: { amount: 140, currency: EUR, unit: hour }
`;

const PROJECTS = {
  'recipe-planner': project(
    'Dye Recipe Planner',
    'Plans the dye recipes of 180 factories from the colour a designer picks.',
    '2024-03',
    ['django', 'colour'],
    'Each recipe is checked against the fabric and the water of the factory.',
  ),
  'linen-tracker': project(
    'Linen Tracker',
    'Follows the bed linen of 45 hospitals through washing and dyeing with RFID tags.',
    '2022-09',
    ['kotlin', 'rfid'],
    'The hospitals see where every sheet is.',
  ),
};

const ask = askContent(tempDir(), { profile: PROFILE, skills: SKILLS, career: CAREER, services: SERVICES, projects: PROJECTS });

describe('ask: common nouns of work in other languages', () => {
  it.each([
    ['Quante fabbriche usano il Dye Recipe Planner?', '180'],
    ['Combien d’usines utilisent le Dye Recipe Planner ?', '180'],
    ['Ela tem experiência com hospitais?', 'Linen Tracker'],
    ['Hat sie Erfahrung mit Krankenhäusern?', 'Linen Tracker'],
    ['¿Ha trabajado con hospitales?', 'Linen Tracker'],
  ])('%s is answered with %s', (question, fact) => {
    const answer = ask(question);
    expect(answer.answer).toContain(fact);
  });
});

describe('ask: listed names written in another script', () => {
  it.each([
    ['هل تعرف جانغو؟', 'Django 5.0'],
    ['Знает ли она Котлин?', 'Kotlin'],
    ['彼女はジャンゴを知っていますか？', 'Django 5.0'],
    ['그녀는 코틀린을 알아요?', 'Kotlin'],
  ])('%s is read as the skill %s', (question, skill) => {
    const answer = ask(question);
    expect(answer._meta.response_type, answer.answer).not.toMatch(/help|not_found/);
    expect(answer.answer).toContain(skill);
  });

  it('a word that sounds like no listed name stays unread (no guessed match)', () => {
    // "باستا" (pasta: p as b, s, t) shares two consonants with no listed name of three or more.
    // Since session 35 the read words ("does she know?") get every listed skill with the unread word named, never a match.
    const answer = ask('هل تعرف باستا؟').answer;
    expect(answer).toContain('could not be read (“باستا”)');
    expect(answer).not.toMatch(/^(?:Yes|No)\b/);
  });
});

describe('ask: Indonesian and Malay questions, and the employer asked in Chinese', () => {
  it.each([
    ['Di manakah Ottoline tinggal?', 'Biella'],
    ['Apakah dia menguasai PostgreSQL?', 'PostgreSQL 16'],
    ['Berapa banyak proyek yang dia punya?', '2 projects'],
    ['Apakah dia pernah bekerja di Belanda?', 'Kleurfabriek'],
    ['Berapa tarif dia per jam?', '140'],
    ['Berapa kilang yang menggunakan Dye Recipe Planner?', '180'],
    ['Ottoline 在哪家公司工作？', 'Tintoria Rossa'],
    ['Πού μένει η Οττολίνε;', 'Biella'],
    ['Ξέρει Django;', 'Django 5.0'],
    ['Πόσα έργα έχει;', '2 projects'],
    ['Σε ποια εταιρεία δουλεύει;', 'Tintoria Rossa'],
  ])('%s is answered with %s', (question, fact) => {
    const answer = ask(question);
    expect(answer._meta.response_type, answer.answer).not.toMatch(/help|not_found/);
    expect(answer.answer).toContain(fact);
  });
});

describe('ask: Vietnamese and Turkish questions', () => {
  it.each([
    ['Cô ấy sống ở đâu?', 'Biella'],
    ['Cô ấy có biết Kotlin không?', 'Kotlin'],
    ['Cô ấy làm việc ở công ty nào?', 'Tintoria Rossa'],
    ['Cô ấy đã từng làm việc ở Hà Lan chưa?', 'Kleurfabriek'],
    ['Ottoline nerede yaşıyor?', 'Biella'],
    ["Django'yu biliyor mu?", 'Django 5.0'],
    ['Hangi şirkette çalışıyor?', 'Tintoria Rossa'],
    ['Saatlik ücreti ne kadar?', '140'],
  ])('%s is answered with %s', (question, fact) => {
    const answer = ask(question);
    expect(answer._meta.response_type, answer.answer).not.toMatch(/help|not_found/);
    expect(answer.answer).toContain(fact);
  });
});
