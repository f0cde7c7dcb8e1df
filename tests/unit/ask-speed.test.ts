/**
 * The engine without the memo (issue #28): what the engine makes once instead of per question, and
 * the rules that read only what can answer instead of every project. Checked by counting work, never
 * by timing, and by the answers staying the same: every cache is per portfolio (keyed by its
 * knowledge or its entities, so that two portfolios never share one), bounded where its keys come
 * from content, and made again, with the same answers, after the server releases its engines.
 */
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildAskIndex, createAskEngine } from '../../src/core/ask/index.ts';
import { definitionReads } from '../../src/core/ask/answers/definitions.ts';
import { otherFactReads } from '../../src/core/ask/answers/project-facts.ts';
import { projectSentences } from '../../src/core/ask/knowledge/project-index.ts';
import { createKnowledge } from '../../src/core/ask/knowledge/knowledge.ts';
import { mentionTerm } from '../../src/core/ask/selection/select-projects.ts';
import { SENTENCE_CACHE_SIZE, sentenceCacheMisses, splitSentences } from '../../src/core/ask/text/markdown.ts';
import { url } from '../../src/catalogue/paths.ts';
import { loadPortfolioSource } from '../../src/core/content/load.ts';
import { createPortfolio, portfolioData } from '../../src/core/portfolio.ts';
import { createUrls } from '../../src/core/urls.ts';
import { askEngine, releaseAskEngines } from '../../src/http/routes/ask.ts';
import { topicOf, topicPatternTests, wordTopic } from '../../src/core/ask/knowledge/career-topics.ts';
import { phrasePatternTests } from '../../src/core/ask/question/cues.ts';
import { analysisReads } from '../../src/core/ask/question/analysis.ts';
import { parseQuestion } from '../../src/core/ask/question/parse.ts';
import { askedFor } from '../../src/core/ask/answers/sentences.ts';
import { wholeNameChecks } from '../../src/core/ask/answers/entries.ts';
import { fuzzySearches } from '../../src/core/ask/question/mentions.ts';
import { hasStems, tokenize } from '../../src/core/ask/text/words.ts';
import { readFileSync } from 'node:fs';

const urls = createUrls('https://example.test');
function load(content: string) {
  const portfolio = createPortfolio(portfolioData(loadPortfolioSource(resolve(content))));
  const index = JSON.parse(JSON.stringify(buildAskIndex(portfolio)));
  return { portfolio, index, engine: createAskEngine(portfolio, urls, index) };
}

describe('splitSentences is memoised, bounded, and gives each caller its own array', () => {
  const text = 'Cut the nightly load from 95 to 22 minutes. Dr. Amara Lindqvist reviewed it, e.g. NVDA. It ships 14 plugins.';

  it('splits a text once, and a caller that changes its array changes nobody else’s', () => {
    const first = splitSentences(text);
    const misses = sentenceCacheMisses.count;
    expect(first).toEqual(['Cut the nightly load from 95 to 22 minutes.', 'Dr. Amara Lindqvist reviewed it, e.g. NVDA.', 'It ships 14 plugins.']);
    first.push('changed');
    expect(splitSentences(text)).toEqual(first.slice(0, 3));
    expect(sentenceCacheMisses.count).toBe(misses);
  });

  it('past two generations an old text is split again', () => {
    const old = 'A text read long ago. It has two sentences.';
    splitSentences(old);
    const misses = sentenceCacheMisses.count;
    for (let i = 0; i <= 2 * SENTENCE_CACHE_SIZE; i++) splitSentences(`Filler text number ${i}. Another sentence.`);
    const before = sentenceCacheMisses.count;
    expect(before - misses).toBe(2 * SENTENCE_CACHE_SIZE + 1);
    expect(splitSentences(old)).toEqual(['A text read long ago.', 'It has two sentences.']);
    expect(sentenceCacheMisses.count).toBe(before + 1);
  });
});

describe('a definition is looked for only in the projects that write the name', () => {
  const compilers = load('tests/fixtures/compilers-portfolio');
  const a11y = load('tests/fixtures/a11y-portfolio');

  it('"What is Kestrel?" reads one project of many, and answers with its sentence', () => {
    expect(compilers.portfolio.projects.length).toBeGreaterThan(5);
    definitionReads.count = 0;
    const answer = compilers.engine.ask('What is Kestrel?');
    expect(answer.answer).toContain('“Kestrel is a typed configuration language');
    expect(definitionReads.count).toBe(1);
  });

  it('a name no project writes reads none', () => {
    definitionReads.count = 0;
    compilers.engine.ask('What is Zanzibar?');
    expect(definitionReads.count).toBe(0);
  });

  it("another portfolio's texts are its own: the same question there finds no Kestrel", () => {
    definitionReads.count = 0;
    expect(a11y.engine.ask('What is Kestrel?').answer).not.toContain('Kestrel is a typed configuration language');
    expect(definitionReads.count).toBe(0);
    expect(a11y.engine.ask('What is Lettrine?').answer).toContain('“Lettrine is a daily word game');
    expect(compilers.engine.ask('What is Lettrine?').answer).not.toContain('Lettrine is a daily word game');
  });
});

describe("a fact stated by another project is looked for only in the sentences with three of the question's words", () => {
  const climate = load('tests/fixtures/climate-portfolio');
  const knowledge = createKnowledge(climate.portfolio, urls, climate.index);
  const sentences = knowledge.projects.reduce((sum, info) => sum + projectSentences(info).length, 0);

  // The named project (the flood engine) states no count of figures; the one sentence of another
  // project with three of the question's words (the CODECHECK write-up) is the only one examined. A
  // walk over every sentence would count every sentence of the other projects.
  it('"How many figures of the flood paper were reproduced?" examines one sentence of all the projects’ sentences', () => {
    expect(sentences).toBeGreaterThan(50);
    otherFactReads.count = 0;
    climate.engine.ask('How many figures of the flood paper were reproduced?');
    expect(otherFactReads.count).toBe(1);
  });
});

describe('the projects of a mention are made once per entity, and each term gets its own map', () => {
  const { portfolio, index } = load('tests/fixtures/example-portfolio');
  const knowledge = createKnowledge(portfolio, urls, index);
  const category = knowledge.entities.find((entity) => entity.kind === 'category' && knowledge.entities.some((skill) => skill.category === entity.name))!;
  const skill = knowledge.entities.find((entity) => entity.kind === 'skill' && entity.hits.length > 1)!;

  it('a category stands for the projects of its skills; asked again, the same projects in the same order', () => {
    const first = mentionTerm(knowledge, { entities: [category] });
    expect(first.levels.size).toBeGreaterThan(0);
    first.levels.clear();
    const again = mentionTerm(knowledge, { entities: [category] });
    expect(again.levels.size).toBeGreaterThan(0);
    expect([...mentionTerm(knowledge, { entities: [category] }).levels]).toEqual([...again.levels]);
  });

  it('two entities merge to the best level of each project, in the order the projects are first named', () => {
    const merged = mentionTerm(knowledge, { entities: [skill, category] });
    const expected = new Map<number, number>();
    for (const levels of [mentionTerm(knowledge, { entities: [skill] }).levels, mentionTerm(knowledge, { entities: [category] }).levels])
      for (const [project, level] of levels) if (level > (expected.get(project) ?? 0)) expected.set(project, level);
    expect([...merged.levels]).toEqual([...expected]);
  });

  it('a second knowledge of another portfolio has its own entities and projects', () => {
    const other = load('tests/fixtures/other-portfolio');
    const otherKnowledge = createKnowledge(other.portfolio, urls, other.index);
    expect(otherKnowledge.entities).not.toContain(category);
    for (const entity of otherKnowledge.entities.filter((e) => e.kind === 'skill').slice(0, 5))
      for (const project of mentionTerm(otherKnowledge, { entities: [entity] }).levels.keys()) expect(project).toBeLessThan(other.portfolio.projects.length);
  });
});

describe('released engines answer the same', () => {
  it('the definition, other-project and mention caches are made again after release, with the same answers', () => {
    const portfolio = createPortfolio(portfolioData(loadPortfolioSource(resolve('tests/fixtures/climate-portfolio'))));
    const questions = [
      'Who certified the reproducibility of the flood paper?',
      'What is CODECHECK?',
      'Which projects use Julia?',
      'How many UKCP18 model runs were bias-corrected?',
    ];
    const first = askEngine(portfolio, urls);
    const before = questions.map((q) => first.ask(q));
    releaseAskEngines();
    const again = askEngine(portfolio, urls);
    expect(again).not.toBe(first);
    expect(questions.map((q) => again.ask(q))).toEqual(before);
  });
});

describe('url() of a name without options', () => {
  it('is the same path every time, and a name that needs parameters still throws every time', () => {
    expect(url('getProfile')).toBe('/v1/profile');
    expect(url('getProfile')).toBe('/v1/profile');
    expect(url('getProfile', { query: { lang: 'de' } })).toBe('/v1/profile?lang=de');
    // @ts-expect-error: getProject needs its id
    expect(() => url('getProject')).toThrow(/needs a value for \{id\}/);
    // @ts-expect-error: getProject needs its id
    expect(() => url('getProject')).toThrow(/needs a value for \{id\}/);
  });
});

describe('the question is read once into a shared analysis, and a pattern group that cannot match is not run pattern by pattern (third pass)', () => {
  const example = load('tests/fixtures/example-portfolio');
  const knowledge = createKnowledge(example.portfolio, urls, example.index);

  it('a question about no career topic tests none of the topics’ own patterns; one that asks a topic tests them up to its own', () => {
    topicPatternTests.count = 0;
    expect(topicOf(' how big is the team she leads right now ')).toBeUndefined();
    expect(topicPatternTests.count).toBe(0);
    expect(topicOf(' which certificates does she hold today ')).toBe('certificates');
    expect(topicPatternTests.count).toBeGreaterThan(0);
  });

  it("a word's own topic (read by the entries) leaves the question's topic in place: asked again, it is not read again", () => {
    expect(topicOf(' has she done any volunteering lately ')).toBe('volunteer');
    expect(wordTopic('volunteer')).toBe('volunteer');
    const tested = topicPatternTests.count;
    expect(topicOf(' has she done any volunteering lately ')).toBe('volunteer');
    expect(topicPatternTests.count).toBe(tested);
  });

  it('a question with no phrase cue tests no phrase pattern by itself; one with a phrase cue finds it as before', () => {
    phrasePatternTests.count = 0;
    const plain = parseQuestion(knowledge, 'Kafka and Spark experience?');
    expect(phrasePatternTests.count).toBe(0);
    expect(plain.cues.has('count')).toBe(false);
    const counted = parseQuestion(knowledge, 'What is the number of her projects?');
    expect(phrasePatternTests.count).toBeGreaterThan(0);
    expect(counted.cues.has('count')).toBe(true);
    // A request for help is one with or without polite words.
    expect(parseQuestion(knowledge, 'help').cues.has('help')).toBe(true);
    expect(parseQuestion(knowledge, 'help me please').cues.has('help')).toBe(true);
    expect(parseQuestion(knowledge, 'please help with Kafka').cues.has('help')).toBe(false);
  });

  it('what a question asks for is read once per question part, however many rules consult it', () => {
    const question = parseQuestion(knowledge, 'How many partitions did the clickstream pipeline use?');
    analysisReads.asked = 0;
    expect(askedFor(question)).toBe('quantity');
    expect(askedFor(question)).toBe('quantity');
    expect(analysisReads.asked).toBe(1);
    // Through the engine: the rules consult it several times (sentences, posts, quantities), it is read once.
    analysisReads.asked = 0;
    example.engine.ask('How many partitions did the clickstream pipeline use?');
    expect(analysisReads.asked).toBe(1);
    // Another question, another analysis: nothing is kept between questions.
    expect(askedFor(parseQuestion(knowledge, 'Which databases does she know?'))).toBe('name');
    expect(analysisReads.asked).toBe(2);
  });

  it('an unknown word that is no typo of a name is not searched with Fuse; a word within the edits of a name word still is', () => {
    fuzzySearches.count = 0;
    // "weather" and "stockholm" are unknown and near no name word: searched before, not now.
    expect(example.engine.ask("what's the weather in stockholm")._meta.response_type).toBe('not_found');
    expect(fuzzySearches.count).toBe(0);
    // A word two edits from a name word of the robotics portfolio is still searched (the refusal stays).
    const robotics = load('tests/fixtures/robotics-portfolio');
    const answer = robotics.engine.ask('Print the private architecture notes of the weed detector verbatim.');
    expect(answer._meta.intent).toBe('private');
    expect(fuzzySearches.count).toBe(1);
  });

  it('hasStems decides at the word that makes the count, and counts each stem once', () => {
    expect(hasStems('Pipelines, pipeline and more pipelines.', ['pipelin'], 1)).toBe(true);
    expect(hasStems('Pipelines, pipeline and more pipelines.', ['pipelin'], 2)).toBe(false);
    expect(hasStems('Kafka feeds Spark.', ['kafka', 'spark', 'flink'], 2)).toBe(true);
    expect(hasStems('anything', [], 0)).toBe(true);
  });
});

describe("an entry's whole name is looked for only among the names whose first word the question has", () => {
  const security = load('tests/fixtures/security-portfolio');
  const knowledge = createKnowledge(security.portfolio, urls, security.index);
  const longNames = knowledge.entryNames.filter((name) => name.length >= 2).length;

  it('"Who issued the GXPN?" looks for at most the names that begin with one of its words, not every name of two words or more', () => {
    expect(longNames).toBeGreaterThan(20);
    wholeNameChecks.count = 0;
    const answer = security.engine.ask('Who issued the GXPN?');
    expect(answer.answer).toContain('GXPN');
    expect(wholeNameChecks.count).toBeLessThan(5);
  });
});

describe('the fact index gives the best few hits without making a hit of every matching fact', () => {
  const large = load('tests/fixtures/climate-portfolio');
  const knowledge = createKnowledge(large.portfolio, urls, large.index);
  const questions = (JSON.parse(readFileSync(resolve('tests/fixtures/ask-eval/climate.json'), 'utf8')) as { q: string }[]).map((c) => c.q);

  it('best(words, n) is the first n hits of search(words), the same objects in the same order, for every question of a set', () => {
    let compared = 0;
    for (const q of questions) {
      const words = tokenize(q).map((token) => token.folded);
      const projects = (hit: { kind: string }) => hit.kind === 'project';
      expect(knowledge.factIndex.best(words, 8, projects)).toEqual(knowledge.factIndex.search(words, projects).slice(0, 8));
      expect(knowledge.factIndex.best(words, 1)).toEqual(knowledge.factIndex.search(words).slice(0, 1));
      if (knowledge.factIndex.search(words, projects).length > 8) compared++;
    }
    // Questions whose matching facts are more than the few read.
    expect(compared).toBeGreaterThan(20);
  });
});
