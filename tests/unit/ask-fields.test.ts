/**
 * /v1/ask understands any field: each failure class of issue #17, on a portfolio written here
 * (a gameplay programmer, a field the evaluation sets do not cover) and on the firmware fixture.
 * Jargon and acronyms derived from the content and from datasets, versions and common words
 * (precision before recall), facts of the bio, several parts, topics, "not stated", agent-style
 * questions, other languages and the English of the answers. Pure: no build, no server.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { datasetAliases } from '../../scripts/ask-aliases.mjs';
import type { AskAnswer } from '../../src/core/ask/index.ts';
import { joinList } from '../../src/core/ask/text/english.ts';
import { loadPortfolioSource } from '../../src/core/content/load.ts';
import { createPortfolio, portfolioData } from '../../src/core/portfolio.ts';
import { tempDirs } from '../support/temp-dirs.ts';
import { askEngineOf } from '../support/ask-engine.ts';

const tempDir = tempDirs('ask-fields');

const PROFILE = `---
name: Kai Moreno
role: Gameplay Programmer
location: Montreal, Canada
email: kai@moreno.example
---
I program combat and netcode for online games. Since 2022 I have worked at Driftwood Games, where I lead the
multiplayer team. I am open to remote contract work from 2027.
`;

const SKILLS = `engines:
  - Unreal Engine 5
  - Unity
languages:
  - C#
  - C++20
  - HLSL
graphics:
  - Physically-based rendering
  - Shader graphs
practices:
  - Continuous Delivery
  - Entity Component System
tools:
  - Perforce
  - RenderDoc
`;

const PROJECTS: Record<string, string> = {
  'netcode-rollback': `---
title: Rollback Netcode for a Fighting Game
description: Rollback netcode in C++ that keeps online matches responsive at 150 ms of latency.
tags: [multiplayer, networking, performance]
date: "2024-06"
featured: true
---
Frame-perfect rollback with input prediction.
`,
  'shader-toolkit': `---
title: Stylised Shader Toolkit
description: A library of toon and outline shaders written in HLSL, with a RenderDoc capture guide.
tags: [graphics, shaders]
date: "2023-02"
---
Twelve shaders used in three shipped games.
`,
};

function gameEngine() {
  const dir = tempDir();
  writeFileSync(join(dir, 'profile.md'), PROFILE);
  writeFileSync(join(dir, 'skills.yaml'), SKILLS);
  mkdirSync(join(dir, 'projects'));
  for (const [id, text] of Object.entries(PROJECTS)) writeFileSync(join(dir, 'projects', `${id}.md`), text);
  const portfolio = createPortfolio(portfolioData(loadPortfolioSource(dir)));
  return askEngineOf(portfolio);
}

function fixtureEngine(name: string) {
  const portfolio = createPortfolio(portfolioData(loadPortfolioSource(resolve('tests/fixtures', name))));
  return askEngineOf(portfolio);
}

const ids = (a: AskAnswer) => a.references.map((r) => /\/projects\/([^/?#]+)$/.exec(new URL(r).pathname)?.[1]).filter(Boolean);

describe('jargon and acronyms come from the content and from datasets', () => {
  it('answers acronyms of multi-word names, names without a vendor word or version, and dataset aliases', () => {
    const ask = gameEngine().ask;
    expect(ask('does he do CD?').answer).toMatch(/^Yes\b.*Continuous Delivery/);
    expect(ask('any ECS experience?').answer).toContain('Entity Component System');
    expect(ask('does he know unreal engine').answer).toMatch(/^Yes\b.*Unreal Engine 5/);
    // linguist-languages: C# is also "csharp".
    expect(ask('can he write csharp').answer).toMatch(/^Yes\b.*C#/);
    expect(ask('does he know physically based rendering').answer).toMatch(/^Yes\b.*Physically-based rendering/);
  });

  it('keeps the dataset alias table in step with the pinned datasets', () => {
    const stored = JSON.parse(readFileSync('src/core/ask/tables/dataset-aliases.json', 'utf8'));
    expect(stored).toEqual(datasetAliases());
    expect(stored.groups.length).toBeGreaterThan(100);
  });
});

describe('precision before recall', () => {
  it('answers a version with the version the portfolio lists, never a plain yes', () => {
    const ask = gameEngine().ask;
    const a = ask('has he used C++17?');
    expect(a.answer).not.toMatch(/\byes\b/i);
    expect(a.answer).toContain('C++20');
    expect(ask('Unreal Engine 4?').answer).not.toMatch(/\byes\b/i);
    expect(ask('does he know C++20').answer).toMatch(/^Yes\b/);
  });

  it('does not take a common word or one word of a longer name for a skill', () => {
    const ask = gameEngine().ask;
    const where = ask('where is he based');
    expect(where.answer).toContain('Montreal');
    expect(where.answer).not.toContain('Physically');
    expect(ask('does he know shader languages like GLSL').answer).not.toMatch(/^Yes\b/);
    expect(ask('is he familiar with delivery drones').answer).not.toMatch(/\byes\b/i);
  });

  it('lowers the confidence of a match by one word of a name and says what it matched', () => {
    const a = gameEngine().ask('does he know unreal');
    expect(a.answer).toContain('Unreal Engine 5');
    expect(a._meta.confidence).toBeLessThan(1);
  });
});

describe('the bio is knowledge', () => {
  it('answers employer, remote work and what the person seeks with the bio sentence and the profile reference', () => {
    const ask = gameEngine().ask;
    for (const [q, fact] of [
      ['what company does he work for', 'Driftwood Games'],
      ['is remote work possible', 'remote'],
      ['is kai available for contracts', 'contract'],
    ] as const) {
      const a = ask(q);
      expect(a.answer, q).toContain(fact);
      expect(a.references, q).toContain('https://example.test/v1/profile');
    }
    // Asked about the person, not in any sentence: not said, with no references.
    const mentor = ask('does he mentor junior developers');
    expect(mentor._meta.response_type).toBe('not_found');
    expect(mentor.answer).toMatch(/does not say whether Kai mentors/);
    expect(mentor.references).toEqual([]);
    // A sentence is not quoted for one shared word when the question asks about something else.
    expect(fixtureEngine('mobile-portfolio').ask('does she speak klingon').answer).not.toContain('meetup');
  });
});

describe('every part of a question is answered', () => {
  it('answers each part with its references', () => {
    const a = gameEngine().ask("what's his email and what is his latest project?");
    expect(a.answer).toContain('kai@moreno.example');
    expect(a.answer).toContain('Rollback Netcode for a Fighting Game');
    expect(ids(a)).toContain('netcode-rollback');
    const b = gameEngine().ask('where does he live and who does he work for');
    expect(b.answer).toContain('Montreal');
    expect(b.answer).toContain('Driftwood Games');
  });
});

describe('topics', () => {
  it('finds projects by a tag written as a topic, and falls back to the projects with some of the words', () => {
    const ask = fixtureEngine('firmware-portfolio').ask;
    expect(ids(ask('any sensor work?'))).toContain('ble-soil-sensor');
    // "file systems" is only in the gateway's write-up ("a read-only root file system"); "robots" was read as its "root" before
    // English words stopped being corrected as typos (src/core/ask/knowledge/real-words.ts).
    const partial = ask('projects on medical file systems');
    expect(ids(partial)).toContain('infusion-pump-firmware');
    // One project has the rare word in its tags, the other word is only in a write-up: it leads, and what it lacks is said.
    expect(partial.answer).toMatch(/^Most likely: Infusion Pump Firmware .*\(not “/);
  });
});

describe('honest "not stated"', () => {
  it('answers personal questions the portfolio has no field for with not_found and no references', () => {
    const ask = gameEngine().ask;
    for (const q of ['how old is kai', 'what does he earn', 'does he have kids', 'is he married']) {
      const a = ask(q);
      expect(a._meta.response_type, q).toBe('not_found');
      expect(a.references, q).toEqual([]);
      expect(a.answer, q).toMatch(/does not state/);
    }
  });
});

describe('agent-style questions', () => {
  it('understands field paths, tag= and category=, and writes ids when asked for them', () => {
    const ask = gameEngine().ask;
    expect(ask('profile.role').answer).toContain('Gameplay Programmer');
    expect(ask('GET profile.email').answer).toContain('kai@moreno.example');
    expect(ask('skills.engines').answer).toContain('Unreal Engine 5');
    expect(ask('category=tools').answer).toContain('RenderDoc');
    const tagged = ask('tag=graphics');
    expect(tagged.answer).toContain('shader-toolkit');
    expect(ids(tagged)).toEqual(['shader-toolkit']);
    expect(ask('give me the ids of the featured projects').answer).toContain('netcode-rollback');
    expect(ask('profile.salary')._meta.response_type).toBe('not_found');
  });
});

describe('other languages', () => {
  it('answers in English that questions are answered in English, with the help examples, when it cannot read them', () => {
    const ask = gameEngine().ask;
    // Hebrew has no question table; "motores" is a content word the English portfolio does not have.
    for (const q of ['¿Qué motores conoce?', 'אילו כישורים יש לה?']) {
      const a = ask(q);
      expect(a._meta.response_type, q).toBe('help');
      expect(a.answer, q).toMatch(/answered in English/);
      expect(a.answer, q).toContain('For example');
    }
    // A language with a question table (issue #31) is answered, in English, saying so.
    for (const [q, fact] of [
      ['Quelles sont ses compétences ?', 'Unreal Engine 5'],
      ['Welche Projekte hat er?', 'projects'],
    ] as const) {
      const a = ask(q);
      expect(a._meta.response_type, q).not.toBe('help');
      expect(a.answer, q).toContain(fact);
      expect(a.answer, q).toContain('(Answered in English.)');
    }
    // Russian is read through its table, told by its script.
    expect(ask('Какие у него навыки?').answer).toContain('(Read from Russian; answered in English.)');
    // English questions with a foreign name stay English.
    expect(ask('does kai moreno know unity')._meta.response_type).toBe('answer');
  });
});

describe('natural English', () => {
  it('names entities as the content writes them and joins lists with Intl.ListFormat', () => {
    const ask = gameEngine().ask;
    const a = ask('does he know renderdoc');
    expect(a.answer).toContain('RenderDoc');
    expect(a.answer).not.toContain('renderdoc');
    expect(ask('which languages does he know').answer).toContain('C#, C++20, and HLSL');
    const topic = ask('projects with hlsl');
    expect(topic.answer).toContain('involves HLSL');
    expect(topic.answer).not.toContain('hlsl');
  });

  it('joins lists exactly as Intl.ListFormat does in English', () => {
    const and = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });
    const or = new Intl.ListFormat('en', { style: 'long', type: 'disjunction' });
    for (const items of [[], ['a'], ['a', 'b'], ['a', 'b', 'c'], ['C#', 'C++20', 'HLSL', 'Unity']]) {
      expect(joinList(items)).toBe(and.format(items));
      expect(joinList(items, 'or')).toBe(or.format(items));
    }
  });

  it('writes one sentence per kind of fact, not one per word of the question', () => {
    const a = fixtureEngine('firmware-portfolio').ask('does he know stm32 and can bus and modbus');
    expect(a.answer.match(/among the skills/g)?.length).toBe(1);
  });
});
