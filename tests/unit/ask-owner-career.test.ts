/**
 * The owner's own profile, career and pastimes (issue #28, wave 2): on a portfolio written here in a
 * field no evaluation set covers (a perfumery lab's instrument software engineer), a word that asks
 * for a field of the owner's profile ("title", "lives") names that field, not a career entry that
 * happens to use the word (an award called "… title", a "Live Sound" diploma); "who has he worked
 * for?" lists the employers, not a certificate with "Work" in its name. Pure: content files in a temporary folder.
 */
import { describe, expect, it } from 'vitest';
import { askContent } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-owner-career');

const PROFILE = `---
name: Otto Varga-Lindqvist
role: Lead Fragrance Lab Software Engineer
location: Grasse, Provence, France
email: otto@scentlab.example
---
I write the software of perfumery labs: gas chromatographs, weighing robots and the formula database.
I have written it for fragrance houses in Grasse, Geneva and Lyon. I have worked for a perfume composer in France and a laboratory automation firm in Sweden.
Since May 2020 I have been Lead Fragrance Lab Software Engineer at Bastide Aromatiques in Grasse, after two and a half years as a lab technician at Kvarnby Kemi. Before that I spent
three years and seven months at Norrsken Dofter in Malmö, writing the weighing robot's control software.

Outside work I sing baritone in a church choir, grow lavender and sail a small dinghy on the lake every summer.
I speak Swedish and Hungarian natively and French at C1. I inspect distilleries in Provence about three times a year. I travel to Geneva one week in three and to Lund every spring. In the jasmine harvest I work evenings at a distillery. Twice a year I am on the fire warden rota of the lab.
`;

const SKILLS = `lab:
  - Agilent OpenLab CDS 2.7
  - Gas chromatography
data:
  - PostgreSQL 16
`;

const CAREER = `experience:
  - organisation: Bastide Aromatiques
    description: A Grasse fragrance house that composes perfumes for niche brands
    role: Lead Fragrance Lab Software Engineer
    start: 2020-05
    location: Grasse, France
  - organisation: Kvarnby Kemi
    role: Lab Technician
    location: Lund, Sweden
    start: 2013-11
    end: 2016-06
  - organisation: Norrsken Dofter
    description: A Malmö maker of weighing robots for perfumery labs, shipping about 120 robots a year
    role: Controls Developer, Dosing Robots
    start: 2016-09
    end: 2020-04
    projects: [dosing-robot]
    location: Malmö, Sweden
education:
  - institution: Lund Academy of Sound
    area: Live Sound Engineering
    degree: Diploma
    start: 2011-09
    end: 2012-06
languages:
  - { language: svenska, fluency: Native }
  - { language: magyar, fluency: Native }
  - { language: French, fluency: C1 }
certificates:
  - name: Safe Work Licence – Flammable Liquids Store
    issuer: Arbetsmiljöverket
    date: 2019-03
interests:
  - { name: Choral singing, keywords: [Baritone, Grasse cathedral choir] }
  - { name: Dinghy sailing, keywords: [Lac de Saint-Cassien] }
  - { name: Rock climbing, keywords: [Gorges du Verdon] }
awards:
  - title: Grasse Cathedral Choir medal 2022
    awarder: Diocese of Nice
    date: 2022-12
    summary: Given for ten Easter vigils in a row without missing one.
  - title: "National title: fastest olfactory panel calibration (12 minutes)"
    awarder: Société Française des Parfumeurs
    date: 2023-06
`;

const PROJECTS = {
  'odour-panel-service': `---\ntitle: Odour Panel Booking Service\ndescription: Books the trained noses of an odour panel for smelling sessions.\ndate: "2022-05"\ntags: [scheduling]\n---\nThe service books 90 sessions a month, and the panel services of two suppliers are offered through it as well.\n`,
  'distillery-yield': `---\ntitle: Distillery Yield Tracker\ndescription: Tracks the essential oil yield of each still in a lavender distillery.\ndate: "2023-08"\ntags: [distillation, yield]\n---\nThe tracker reads 14 stills every minute.\n`,
  'dosing-robot': `---\ntitle: Dosing Robot Controller\ndescription: Controls a weighing robot that doses 400 raw materials, lavender oil among them, to 1 mg for perfume trials.\ndate: "2019-02"\ntags: [robotics, dosing]\n---\nThe robot weighs 1,200 trials a week, and its accuracy climbed from 5 mg to 1 mg.\n`,
};

const SERVICES = `services:
  - name: Lab software audit
    description: Two days reading your lab's instrument software and its data flow.
    price: { amount: 3200, currency: EUR, unit: project }
  - name: Formula database migration
    description: Moving a formula database to PostgreSQL.
    price: on request
`;

describe('the owner’s own fields and career, not an entry that shares a word', () => {
  const ask = askContent(tempDir(), { profile: PROFILE, skills: SKILLS, career: CAREER, services: SERVICES, projects: PROJECTS });

  it('"What is his title?" is the role, not an award with "title" in its name', () => {
    const a = ask('What is his title?');
    expect(a.answer).toContain('Lead Fragrance Lab Software Engineer');
    expect(a.answer).not.toContain('olfactory');
  });

  it('"Tell me which country he lives in" is the location, not a "Live Sound" diploma', () => {
    const a = ask('Tell me which country he lives in');
    expect(a.answer).toContain('France');
    expect(a.answer).not.toContain('Live Sound');
  });

  it('"Which firms has he worked for?" lists the employers, not a certificate with "Work" in its name', () => {
    const a = ask('Which firms has he worked for?');
    expect(a.answer).toContain('Bastide Aromatiques');
    expect(a.answer).toContain('Norrsken Dofter');
    expect(a.answer).not.toContain('Flammable');
  });

  it('"Where was he working in 2018?" is the position held that year', () => {
    const a = ask('Where was he working in 2018?');
    expect(a.answer).toMatch(/^In 2018, Otto was Controls Developer, Dosing Robots at Norrsken Dofter/);
    expect(a.answer).not.toContain('Bastide');
  });

  it('a language listed by its own name ("magyar") is the one asked by its English name, and one not listed is a "No." (CLDR endonyms)', () => {
    const hungarian = ask('Can he speak Hungarian?');
    expect(hungarian.answer).toMatch(/^Yes\./);
    expect(hungarian.answer).toContain('magyar');
    const swahili = ask('Does Otto speak Kiswahili?');
    expect(swahili.answer).toMatch(/^No\./);
    expect(swahili.answer).not.toMatch(/\byes\b/i);
  });

  it('"Does he climb?" with "Rock climbing" listed is a Yes, though a write-up also uses the verb', () => {
    const a = ask('Does he climb?');
    expect(a.answer).toMatch(/^Yes\./);
    expect(a.answer).toContain('Rock climbing');
  });

  it('"Is he into dinghies?" with "Dinghy sailing" listed: a word of the interest\'s name other than its head names it', () => {
    const a = ask('Is he into dinghies?');
    expect(a.answer).toMatch(/^Yes\./);
    expect(a.answer).toContain('Dinghy sailing');
  });

  it('"How many years was he with Norrsken Dofter?" leads with the bio\'s own count of that stay, not the dates\' rounder one', () => {
    const a = ask('How many years was he with Norrsken Dofter?');
    expect(a.answer).toMatch(/^Otto was at Norrsken Dofter for three years and seven months \(3 years 7 months\)/);
    expect(a.answer).not.toContain('3 years 8 months');
  });

  it('"When did he get the Flammable Liquids Store licence?" is the certificate\'s month and year in words', () => {
    const a = ask('When did he get the Flammable Liquids Store licence?');
    expect(a.answer).toMatch(/^In March 2019\./);
  });

  it('"Does he still work for Norrsken Dofter?" is a No with the month he left, in words', () => {
    const a = ask('Does he still work for Norrsken Dofter?');
    expect(a.answer).toMatch(/^No\./);
    expect(a.answer).toContain('April 2020');
  });

  it('"Which services does Otto provide?" is his service list, not a project titled "… Service" whose write-up offers services', () => {
    const a = ask('Which services does Otto provide?');
    expect(a.answer).toContain('Lab software audit');
    expect(a.answer).toContain('Formula database migration');
    expect(a.answer).not.toContain('Odour Panel');
  });

  it('"Does Otto inspect distilleries?" is a Yes with the bio\'s own "I inspect distilleries …", not the project titled "Distillery …"', () => {
    const a = ask('Does Otto inspect distilleries?');
    expect(a.answer).toMatch(/^Yes\. From Otto's bio: “I inspect distilleries in Provence about three times a year\.”/);
    const roses = ask('Does he inspect perfumes?');
    expect(roses.answer).not.toMatch(/^Yes/);
  });

  it('"How often does he inspect distilleries?" is the bio\'s sentence that says how often, not another bio sentence or a project that shares a word', () => {
    expect(ask('How often does he inspect distilleries?').answer).toContain('three times a year');
    expect(ask('How often is Otto in Geneva?').answer).toContain('one week in three');
  });

  it('"What sort of business was his previous employer?" describes the organisation of his previous position', () => {
    const a = ask('What sort of business was his previous employer?');
    expect(a.answer).toMatch(/^Norrsken Dofter: A Malmö maker of weighing robots/);
  });

  it('"Has he worked for an automation firm?" is the position at the place the bio gives for that kind of firm', () => {
    const a = ask('Has he worked for an automation firm?');
    expect(a.answer).toMatch(/^Yes\. Otto worked as Controls Developer, Dosing Robots at Norrsken Dofter in Malmö, Sweden/);
  });

  it('"How long did he work at Kvarnby Kemi?" reads the bio\'s "two and a half years" as 2 years 6 months', () => {
    expect(ask('How long did he work at Kvarnby Kemi?').answer).toMatch(/^Otto was at Kvarnby Kemi for two and a half years \(2 years 6 months\)/);
  });

  it('"Where does Otto Vargo live?": a capitalised word right after a word of the owner\'s name is that name, mistyped', () => {
    expect(ask('Where does Otto Vargo live?').answer).toContain('Grasse');
  });

  it('"How often does he travel to Sweden?" is the sentence naming a place the work history puts in Sweden (Lund)', () => {
    expect(ask('How often does he travel to Sweden?').answer).toContain('Lund every spring');
  });

  it('"Does he sing in the Grasse Cathedral Choir?" is the interest that also states the singing, not the award named after the choir', () => {
    const a = ask('Does he sing in the Grasse Cathedral Choir?');
    expect(a.answer).toMatch(/^Yes\./);
    expect(a.answer).toContain('Choral singing');
  });

  it('"What is the Grasse Cathedral Choir medal?" tells the award with its summary', () => {
    expect(ask('What is the Grasse Cathedral Choir medal?').answer).toContain('ten Easter vigils in a row');
  });

  it('"Does Otto work evenings?" is a Yes with the bio\'s "I work evenings", the verb "work" being what is asked', () => {
    expect(ask('Does Otto work evenings?').answer).toMatch(/^Yes\. From Otto's bio: “In the jasmine harvest I work evenings/);
  });

  it('"What was his title at Norrsken?" leads with the role of his position at that organisation', () => {
    expect(ask('What was his title at Norrsken?').answer).toBe('At Norrsken Dofter, Otto was Controls Developer, Dosing Robots (2016-09–2020-04).');
  });

  it('"Is he ever on the fire warden rota?" is a Yes with the bio\'s first-person sentence that writes those words together', () => {
    expect(ask('Is he ever on the fire warden rota?').answer).toMatch(/^Yes\. From Otto's bio: “Twice a year I am on the fire warden rota/);
    // "Is he ever on the rota of the warden?" also gets the sentence's "Yes." since the evidence verdict (s30-verdict): every word is stated.
    expect(ask('Is he ever on the cleaning rota?').answer).not.toMatch(/^Yes/);
  });

  it('"How many robots a year does Norrsken ship?" counts the robots its description states, not "year"', () => {
    expect(ask('How many robots a year does Norrsken ship?').answer).toMatch(/^120\./);
  });

  it('"What did he build at Norrsken Dofter?" lists the projects of that position', () => {
    expect(ask('What did he build at Norrsken Dofter?').answer).toMatch(/^Otto's projects? at Norrsken Dofter: Dosing Robot Controller/);
  });
});
