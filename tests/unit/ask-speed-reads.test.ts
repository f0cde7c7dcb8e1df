/**
 * The engine without the memo (issue #28), session 34: what does not depend on the question is not made
 * again for each question, and a test that only some questions can pass is not paid by the others.
 * Counted, never timed; the answers are those the readers gave before (on a portfolio written here in a
 * field no evaluation set covers: bike-share fleet rebalancing).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { availabilityTexts, availabilityVerdict } from '../../src/core/ask/answers/availability-verdict.ts';
import { loadPortfolioSource } from '../../src/core/content/load.ts';
import { createPortfolio, portfolioData } from '../../src/core/portfolio.ts';
import { createUrls } from '../../src/core/urls.ts';
import { serviceQuestionReads } from '../../src/core/ask/knowledge/career-employers.ts';
import { asksSpokenLanguage } from '../../src/core/ask/knowledge/career-topics.ts';
import { languageListReads } from '../../src/core/ask/text/language-names.ts';
import { readingOf } from '../../src/core/ask/answers/answering-reading.ts';
import { contentBaseReads, stem } from '../../src/core/ask/text/words.ts';
import { cueByOwnPhrase, ownPhrasePatterns } from '../../src/core/ask/question/cues.ts';
import { projectTextReads } from '../../src/core/ask/answers/sentences.ts';
import { withAnsweringSentence } from '../../src/core/ask/answers/answering-sentence.ts';
import { reply } from '../../src/core/ask/answers/reply.ts';
import { buildAskIndex } from '../../src/core/ask/index.ts';
import { createKnowledge } from '../../src/core/ask/knowledge/knowledge.ts';
import { parseQuestion } from '../../src/core/ask/question/parse.ts';
import { askContent } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-speed-reads');

const PROFILE = `---
name: Ilse Okonkwo-Brandt
role: Fleet Rebalancing Engineer
location: Utrecht, Netherlands
---
I write the software that decides where a city's shared bikes should be moved overnight, from dock counts and trip forecasts.
`;

const SKILLS = `routing:
  - Vehicle routing heuristics
  - OR-Tools 9.10
forecasting:
  - Trip demand forecasting
`;

const SERVICES = `availability:
  from: "2027-03"
  daysPerWeek: 3
  workplace: [remote]
  timeZones: [Europe/Amsterdam]
services:
  - name: Rebalancing route review
    description: A review of a fleet's overnight van routes.
    price: { amount: 900, currency: EUR, unit: day }
  - name: Dock demand workshop
    description: Two days on forecasting demand per dock.
`;

const PROJECT = `---
title: Night Van Planner
description: Plans the overnight van routes that move bikes from full docks to empty ones.
date: 2025-02
tags: [routing, forecasting]
---
It moves about 1,400 bikes a night across 210 docks.
`;

const ask = () =>
  askContent(tempDir(), { profile: PROFILE, skills: SKILLS, services: SERVICES, projects: { 'night-van-planner': PROJECT } }, { today: '2026-11-28' });

describe('the availability in words is written once per engine, not once per question', () => {
  it('yes/no questions about the owner that the verdict does not answer write nothing; its verdicts write it once', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'profile.md'), PROFILE);
    writeFileSync(join(dir, 'skills.yaml'), SKILLS);
    writeFileSync(join(dir, 'services.yaml'), SERVICES);
    mkdirSync(join(dir, 'projects'));
    writeFileSync(join(dir, 'projects', 'night-van-planner.md'), PROJECT);
    const verdict = availabilityVerdict(createPortfolio(portfolioData(loadPortfolioSource(dir))), createUrls('https://example.test'), '2026-11-28');
    const before = availabilityTexts.count;
    for (const question of ['Is she based in Utrecht?', 'Does she know OR-Tools?', 'Has she built a van planner?', 'Is she good at forecasting?'])
      expect(verdict(question), question).toBeUndefined();
    expect(availabilityTexts.count).toBe(before);
    const text = 'Available from March 2027, 3 days a week, remote (Europe/Amsterdam).';
    expect(verdict('Can she start in January?')?.answer).toBe(`No. Ilse is available from March 2027: ${text}`);
    expect(verdict('Is she available full time?')?.answer).toBe(`No. Ilse is available 3 days a week, not 5: ${text}`);
    expect(verdict('Can she start in May 2027?')?.answer).toBe(`Yes. ${text}`);
    expect(availabilityTexts.count).toBe(before + 1);
  });
});

describe('"… in <one word>?" is tested for a language without making the list of languages named', () => {
  it('one word after "in" makes no list, and is read as before', () => {
    const before = languageListReads.count;
    expect(asksSpokenLanguage('Has she worked in healthcare?')).toBe(false);
    expect(asksSpokenLanguage('Can she write in German?')).toBe(true);
    expect(asksSpokenLanguage('Does she present in français?')).toBe(true);
    expect(asksSpokenLanguage('Does she work in Utrecht ?')).toBe(false);
    expect(languageListReads.count).toBe(before);
  });
});

describe("a service's price and offer patterns only for a question that may name a service", () => {
  it('a question with no word of a service name reads no price or offer, and a service named is answered as before', () => {
    const answer = ask();
    const before = serviceQuestionReads.count;
    for (const question of ['What does she charge for a van?', 'How much did the planner cut van mileage?', 'Does she offer training?']) answer(question);
    expect(serviceQuestionReads.count).toBe(before);
    expect(answer('What does the route review cost?').answer).toBe('Ilse offers Rebalancing route review: €900 per day.');
    expect(answer('What does the workshop cost?').answer).toBe('Ilse offers Dock demand workshop: no public price.');
    expect(serviceQuestionReads.count).toBeGreaterThan(before);
  });
});

describe("a sentence's irregular forms are looked up once per sentence, not once per word asked", () => {
  it('a sentence read for several questions looks its words up once, and still states a word asked in its irregular form', () => {
    const sentence = 'The planner was taught the dock limits, and the vans were led by the night forecasts.';
    const read = (words: string[]) =>
      readingOf(
        words.map((word) => stem(word)),
        new Map(words.map((word) => [stem(word), 1])),
        sentence,
        new Set(),
        new Set(),
      );
    const before = contentBaseReads.count;
    expect(read(['teach', 'dock', 'limit']).rest).toBe(3);
    expect(read(['lead', 'van', 'forecasting']).rest).toBe(3);
    expect(read(['teaching', 'weather', 'routes']).rest).toBe(1);
    expect(contentBaseReads.count).toBe(before + 1);
  });
});

describe("a cue's own phrases are one pattern per cue, made once", () => {
  it('the same cue read for several questions makes its pattern once, and reads each question as before', () => {
    cueByOwnPhrase('phone', 'warm up');
    const before = ownPhrasePatterns.count;
    expect(cueByOwnPhrase('phone', 'what is her mobile number')).toBe(true);
    expect(cueByOwnPhrase('phone', 'does she own a phone')).toBe(false);
    expect(cueByOwnPhrase('phone', 'can i call her about the vans')).toBe(true);
    expect(ownPhrasePatterns.count).toBe(before);
  });
});

describe('a project\'s sentences are made for "which …" only, by the likely listed thing', () => {
  it('a fact question without "which" about a named project makes none; "which" still finds what its text states', () => {
    const answer = ask();
    answer('What does the Night Van Planner move?');
    const before = projectTextReads.count;
    expect(answer('What does the Night Van Planner move?').answer).toContain('Night Van Planner');
    expect(answer('What did the Night Van Planner plan?').answer).toContain('Night Van Planner');
    expect(projectTextReads.count).toBe(before);
  });
});

describe('the projects an answer cites, read from the links gathered once per portfolio', () => {
  it('the answering sentence does not walk every project to find the one the answer cites', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'profile.md'), PROFILE);
    writeFileSync(join(dir, 'skills.yaml'), SKILLS);
    mkdirSync(join(dir, 'projects'));
    writeFileSync(join(dir, 'projects', 'night-van-planner.md'), PROJECT);
    writeFileSync(join(dir, 'projects', 'dock-sensors.md'), PROJECT.replace('Night Van Planner', 'Dock Sensor Board').replace('2025-02', '2024-06'));
    const portfolio = createPortfolio(portfolioData(loadPortfolioSource(dir)));
    const knowledge = createKnowledge(portfolio, createUrls('https://example.test'), JSON.parse(JSON.stringify(buildAskIndex(portfolio))));
    let walks = 0;
    const projects = new Proxy(knowledge.projects, {
      get: (target, key, receiver) => {
        if (key === 'filter') walks++;
        return Reflect.get(target, key, receiver);
      },
    });
    const counted = { ...knowledge, projects } as typeof knowledge;
    const info = knowledge.projects[0]!;
    const question = parseQuestion(counted, 'How many bikes does the planner move across the docks each night?');
    const answer = reply('answer', 'project', `${info.view.title}: a planner.`, [info.view.links.html, info.view.links.self], 0.8);
    const read = withAnsweringSentence(counted, question, answer);
    expect(read.references).toContain(info.view.links.html);
    expect(walks).toBe(0);
  });
});
