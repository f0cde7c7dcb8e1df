/**
 * Yes/no questions over a complete career list (awards, education, certificates, talks), on a
 * portfolio written here in a field no evaluation set covers (a cheese dairy's process engineer):
 * an entry states the question's word in another form of its family ("carving" by "Carvers'"), and
 * a university is named by its acronym even when its name opens with "The" and the entry's other
 * fields stand next to it ("TUM" of "MSc in Food Process Engineering at The Technical University of
 * Munich"). Before these, both were a "No." over the list. "Has he spoken at <event>?" is told by the talk
 * given there (it was the award won there), "has he published in <field> journals?" by the paper, and
 * "is Ruairí a professional technologist?" by the certificate of that name (a title asked without "qualified"). Pure: content files in a temporary folder.
 */
import { describe, expect, it } from 'vitest';
import { askContent } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-career-lists');

const PROFILE = `---
name: Ruairí Ó Dálaigh-Berger
role: Senior Dairy Process Technologist
location: Kempten, Bavaria, Germany
email: ruairi@alpkaese.example
---
I run the process software of a mountain cheese dairy: milk reception, the vats, the brine baths and the ripening cellars.
Since April 2019 I have been a process technologist at Allgäuer Bergkäserei, after two years at Conceição Lacticínios in Serpa.
`;

const CAREER = `experience:
  - organisation: Allgäuer Bergkäserei
    description: A mountain cheese cooperative in Kempten that makes Bergkäse from the hay milk of 140 farms
    role: Senior Dairy Process Technologist
    start: 2019-04
  - organisation: Conceição Lacticínios
    description: A Serpa maker of sheep's milk cheese
    role: Process Engineer
    start: 2014-09
    end: 2016-09
  - organisation: Iller Prozesstechnik
    description: A Memmingen maker of control software for breweries, dairies and juice presses
    role: Controls Developer
    start: 2016-10
    end: 2019-03
    projects: [vat-curd-sensor, press-scheduler]
education:
  - institution: The Technical University of Munich
    degree: MSc
    area: Food Process Engineering
    start: 2014-10
    end: 2016-09
    courses:
      - Rheology of curd
      - Membrane filtration
awards:
  - title: Gold medal, Wood Carvers' Fair Oberstdorf 2022
    awarder: Oberstdorf Heritage Society
    date: 2022-08
  - title: Dairy Innovation Prize 2021
    awarder: Bavarian Dairy Association
    date: 2021-05
  - title: Best Talk Award, Käsetage Kempten 2024
    awarder: Käsetage Kempten
    date: 2024-03
languages:
  - { language: German, fluency: Native }
  - { language: Irish, fluency: B2 }
  - { language: English, fluency: C2 }
volunteer:
  - organisation: Alpine Cheese Awards
    role: Cheese judge
    start: 2017-09
    summary: Judges the mountain cheeses of several alpine countries at a yearly tasting.
    highlights:
      - Judged the cheeses of Austria, Switzerland, Slovenia and Italy.
      - Tasted 1,200 wheels in eight autumns.
certificates:
  - name: Master Cheesemaker (Käsermeister)
    issuer: Chamber of Agriculture Bavaria
    date: 2018-06
  - name: Professional Technologist (P.Tech.)
    issuer: Chamber of Engineers Bavaria
    date: 2020-02
publications:
  - name: Brine baths that age
    kind: talk
    publisher: Käsetage Kempten 2024, Kempten
    date: 2024-03
  - name: Curd firmness from ultrasound
    publisher: International Dairy Journal, vol. 142
    date: 2023-01
`;

const PROJECTS = {
  'vat-curd-sensor': `---\ntitle: Curd Firmness Sensor\ndescription: An ultrasound sensor in the cheese vat that tells when the curd is firm enough to cut.\ndate: "2018-11"\ntags: [sensors, cheese]\n---\nCut times varied by 4 minutes less.\n`,
  'press-scheduler': `---\ntitle: Juice Press Scheduler\ndescription: Plans the pressing rounds of a cider press around apple deliveries.\ndate: "2017-05"\ntags: [scheduling]\n---\nThe presses stood idle 30% less.\n`,
};

const files = { profile: PROFILE, career: CAREER, projects: PROJECTS };

describe('one career entry read out', () => {
  it('answers "what did he work on at <employer>" with the position\'s projects, the latest when asked most recently', () => {
    const ask = askContent(tempDir(), files);
    const all = ask('What did he work on at Iller Prozesstechnik?').answer;
    expect(all).toContain('Curd Firmness Sensor (2018-11)');
    expect(all).toContain('Juice Press Scheduler (2017-05)');
    const latest = ask('What was the newest thing he worked on at Iller Prozesstechnik?').answer;
    expect(latest).toContain('most recent project at Iller Prozesstechnik: Curd Firmness Sensor (2018-11)');
    expect(latest).not.toContain('Juice Press');
  });

  it('names the spoken languages other than the ones the question names', () => {
    const ask = askContent(tempDir(), files);
    expect(ask('Does he speak any languages apart from German?').answer).toBe('Yes. Besides German, Ruairí speaks Irish (B2) and English (C2).');
    expect(ask('Can he speak any language except German, Irish and English?').answer).toMatch(/^No\. Ruairí lists only German \(Native\)/);
  });

  it('says the date of the one certificate picked in words when asked when', () => {
    const ask = askContent(tempDir(), files);
    const answer = ask('When did he get his technologist certificate?').answer;
    expect(answer).toMatch(/^In February 2020\. /);
    expect(answer).toContain('Professional Technologist (P.Tech.)');
  });

  it('finds an employer named in the question with its accents, as when written without them', () => {
    const ask = askContent(tempDir(), files);
    expect(ask('When did he start at Conceição?').answer).toMatch(/^In September 2014\./);
    expect(ask('When did he start at Conceicao?').answer).toMatch(/^In September 2014\./);
  });

  it('tells the highlight that names what a wh-question asks, beside the summary that matched', () => {
    const ask = askContent(tempDir(), files);
    const answer = ask('Where has he judged cheese?').answer;
    expect(answer).toContain('Austria, Switzerland, Slovenia and Italy');
    expect(answer).not.toContain('1,200 wheels');
  });
});

describe('yes/no over a complete career list', () => {
  it('reads the kind of employer asked from the descriptions, a word that names any organisation not needed', () => {
    const ask = askContent(tempDir(), files);
    const answer = ask('Did he ever work for a mountain cheese company?').answer;
    expect(answer).toMatch(/^Yes\./);
    expect(answer).toContain('Allgäuer Bergkäserei');
    expect(answer).not.toContain('Iller Prozesstechnik');
  });

  it('reads "worked in a <kind>" as a kind of employer its description names', () => {
    const ask = askContent(tempDir(), files);
    const answer = ask('Has he worked in a dairy?').answer;
    expect(answer).toMatch(/^Yes\./);
    expect(answer).toContain('Iller Prozesstechnik');
  });

  it('answers "spoken at" with the talk given there, not with an award won there', () => {
    const ask = askContent(tempDir(), files);
    const answer = ask('Has he spoken at Käsetage?').answer;
    expect(answer).toMatch(/^Yes\. “Brine baths that age” \(talk/);
  });

  it('answers "published in … journals" with the publication, the venue noun not needed', () => {
    const ask = askContent(tempDir(), files);
    expect(ask('Has he published in dairy journals?').answer).toMatch(/^Yes\. “Curd firmness from ultrasound” \(publication/);
  });

  it('answers a title asked plainly with the certificate of that name', () => {
    const ask = askContent(tempDir(), files);
    const answer = ask('Is Ruairí a professional technologist?').answer;
    expect(answer).toMatch(/^Yes\./);
    expect(answer).toContain('Professional Technologist (P.Tech.)');
  });

  it('finds an award that states the asked word in another form of its family', () => {
    const ask = askContent(tempDir(), files);
    const answer = ask('Has he ever won a prize for carving?').answer;
    expect(answer).toMatch(/^Yes\./);
    expect(answer).toContain('Wood Carvers');
  });

  it('still says no for a word no award states in any form', () => {
    const ask = askContent(tempDir(), files);
    expect(ask('Has he ever won a prize for rowing?').answer).toMatch(/^No\. “rowing” is not in/);
  });

  it('reads an acronym of a university whose name opens with "The"', () => {
    const ask = askContent(tempDir(), files);
    const answer = ask('Did he study at TUM?').answer;
    expect(answer).toMatch(/^Yes\./);
    expect(answer).toContain('Technical University of Munich');
  });
});
