/**
 * /v1/ask, issue #28 (session 36): the last step before "… has nothing about …" reads every public sentence
 * and field once more by the words' lemmas and derivations (src/core/ask/answers/last-resort.ts, WordNet at
 * build time: src/core/ask/knowledge/lemma-forms.ts): "busy" meets "busiest", a season meets the months of
 * the owner's hemisphere, "Christmas" meets a stretch of months that holds December (WordNet dates it), and a
 * career sentence is read with the entry it belongs to. It quotes the text with its source, says "Yes." only
 * when the text states every word asked and no comparison it does not state, and leaves "nothing about" when
 * no text states every word. On a portfolio written here in a field no evaluation set covers (court
 * stenography software).
 */
import { describe, expect, it } from 'vitest';
import { buildAskIndex } from '../../src/core/ask/index.ts';
import { lastResortAnswerer } from '../../src/core/ask/answers/last-resort.ts';
import { reply } from '../../src/core/ask/answers/reply.ts';
import { engineParts } from '../../src/core/ask/parts.ts';
import { parseQuestion } from '../../src/core/ask/question/parse.ts';
import { createUrls } from '../../src/core/urls.ts';
import { askContent, contentPortfolio } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-last-resort');

const PROFILE = `---
name: Órla Nakashima-Byrne
role: Court Reporting Software Engineer
location: Dublin, Ireland
---
I write the software that court stenographers use to turn steno strokes into a live transcript for judges and counsel.
My busiest months are October to December, when the courts sit again after the long vacation and the backlog of hearings arrives.
I am on duty every other weekend from mid-December to early January, when only the emergency lists sit.
I work from Smithfield on Mondays and from home on the other days.
Twice a year I train the clerks who run CART in the smaller courts.
`;

const SKILLS = `software:
  - Rust 1.80
  - SQLite 3.46
  - Steno theory dictionaries
`;

const CAREER = `experience:
  - organisation: Fógra Transcripts
    role: Lead Engineer
    start: 2019-02
    summary: Builds the realtime transcript service used in 38 courtrooms.
volunteer:
  - organisation: Leinster Chess Festival
    role: Arbiter
    start: 2017-06
    summary: Arbitrates the rapid and blitz sections each summer.
    highlights:
      - Arbitrated 240 rated games since 2018.
interests:
  - { name: Cycling, keywords: [Gravel bike] }
  - { name: Sea swimming }
`;

const SERVICES = `availability:
  from: "2027-02"
  daysPerWeek: 3
  workplace: [remote]
  timeZones: [Europe/Dublin]
services:
  - name: Steno dictionary migration
    description: Moving a stenographer's personal dictionary between steno programs without losing briefs.
`;

const PROJECT = `---
title: Realtime Transcript Relay
description: Sends a stenographer's realtime translation to the judge's and counsel's tablets within 300 ms.
date: 2024-04
tags: [realtime, rust]
---
Runs in 38 courtrooms.
`;

function ask() {
  const engine = askContent(tempDir(), { profile: PROFILE, skills: SKILLS, career: CAREER, services: SERVICES, projects: { 'transcript-relay': PROJECT } });
  return (question: string) => engine(question).answer;
}

describe('the last resort before "nothing about"', () => {
  const asked = ask();

  it('reads "busy" as the bio\'s "busiest" and "autumn" as the months of the owner\'s hemisphere', () => {
    expect(asked('Why is she so busy in autumn?')).toMatch(/^From Órla's bio: “My busiest months are October to December/);
  });

  it('leaves "nothing about" when the months named are not the season asked', () => {
    expect(asked('Why is she so busy in spring?')).toMatch(/has nothing about/);
  });

  it('says "Yes." for a day WordNet dates inside a stated stretch, but not for a comparison the text does not state', () => {
    expect(asked('Is she on duty at Christmas?')).toMatch(/^Yes\. From Órla's bio: “I am on duty every other weekend from mid-December to early January/);
    const more = asked('Is she on duty more often around Christmas?');
    expect(more).toMatch(/every other weekend from mid-December/);
    expect(more).not.toMatch(/^Yes/);
  });

  it('reads a career sentence with the entry it belongs to, and prefers the one with a number for "how many"', () => {
    expect(asked('How many chess festival games has she arbitrated?')).toMatch(
      /^From Órla's work history \(Arbiter at Leinster Chess Festival\): “Arbitrated 240 rated games since 2018\.”/,
    );
  });

  it('answers from an interest with its keywords', () => {
    expect(asked('Does she cycle to work?')).toMatch(/^Yes\. From Órla's interests: “Cycling \(Gravel bike\)”/);
  });

  it('leaves "nothing about" when no single text states every word asked', () => {
    expect(asked('Why is she so busy in summer?')).toMatch(/has nothing about/);
    expect(asked('Does she sail at Christmas?')).not.toMatch(/^Yes/);
  });

  it('does not take an acronym of a text for the common word asked in lower case', () => {
    // The step itself, after an answer that found no mention: "a cart" is not the bio's "CART" (captioning).
    const dir = tempDir();
    const portfolio = contentPortfolio(dir, {
      profile: PROFILE,
      skills: SKILLS,
      career: CAREER,
      services: SERVICES,
      projects: { 'transcript-relay': PROJECT },
    });
    const urls = createUrls('https://example.test');
    const index = JSON.parse(JSON.stringify(buildAskIndex(portfolio)));
    const { knowledge } = engineParts(portfolio, urls, index, {});
    const step = lastResortAnswerer(portfolio, urls, knowledge, index.lemmaForms);
    const given = (word: string) => reply('answer', 'skill_check', `No. Órla's portfolio does not mention “${word}”.`);
    expect(step(parseQuestion(knowledge, 'Does she have a cart?'), given('cart')).answer).toBe(given('cart').answer);
    expect(step(parseQuestion(knowledge, 'Does she train clerks?'), given('clerks')).answer).toContain('who run CART');
  });

  it('leaves a skill check about a name that is also a season alone', () => {
    expect(asked('Does she know Spring?')).not.toMatch(/From Órla's bio/);
  });
});
