/**
 * The engine without the memo (issue #28), fourth pass: work a question's reading cannot use is not
 * done. Checked by counting work, never by timing, and by the answers staying the same (the
 * projects named, the projects a topic selects).
 */
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildAskIndex } from '../../src/core/ask/index.ts';
import { createKnowledge } from '../../src/core/ask/knowledge/knowledge.ts';
import { parseQuestion } from '../../src/core/ask/question/parse.ts';
import { namedProjectScans } from '../../src/core/ask/question/named-projects.ts';
import { wordLevelMaps, wordsTerm } from '../../src/core/ask/selection/select-projects.ts';
import { loadPortfolioSource } from '../../src/core/content/load.ts';
import { createPortfolio, portfolioData } from '../../src/core/portfolio.ts';
import { createUrls } from '../../src/core/urls.ts';
import { stem, tokenize } from '../../src/core/ask/text/words.ts';

const portfolio = createPortfolio(portfolioData(loadPortfolioSource(resolve('tests/fixtures/example-portfolio'))));
const knowledge = createKnowledge(portfolio, createUrls('https://example.test'), JSON.parse(JSON.stringify(buildAskIndex(portfolio))));
const titles = (question: string) => parseQuestion(knowledge, question).namedProjects.map((named) => knowledge.projects[named.project]!.view.title);

describe('named projects: a project whose names the question covers too little is ruled out by the weights alone', () => {
  it('"data", a word of four titles, names none of them, and gathers the matched words of none', () => {
    expect((knowledge.namePostings.get(stem('data'))?.length ?? 0) / 2).toBeGreaterThanOrEqual(4);
    namedProjectScans.nameHits = 0;
    expect(titles('Which data projects has she done?')).toEqual([]);
    expect(namedProjectScans.nameHits).toBe(0);
  });

  it('a project the question names is still named, with the same score, and only its names are gathered', () => {
    namedProjectScans.nameHits = 0;
    const named = parseQuestion(knowledge, 'Tell me about the data catalogue').namedProjects;
    expect(named.map((entry) => knowledge.projects[entry.project]!.view.title)).toEqual(['RAG Assistant for the Data Catalogue']);
    expect(named[0]!.score).toBeGreaterThan(0.25);
    expect(named[0]!.score).toBeLessThan(1);
    // "data" and "catalogue" in the one title named: two hits, not one per title with "data".
    expect(namedProjectScans.nameHits).toBe(2);
    expect(titles('What was the Snowflake migration about?')).toEqual(['Warehouse Migration to Snowflake and dbt']);
  });

  it('"the … project" still names the project whose title alone has the word, however little it covers', () => {
    const title = knowledge.projects.find((info) => /clickstream/i.test(info.view.title))!.view.title;
    expect(titles('What did the clickstream project use?')).toContain(title);
  });
});

describe("a term's projects: the first word's are read from its postings, without a map of them", () => {
  const words = (text: string) => parseQuestion(knowledge, text).words;

  it('a one-word term makes no map of the word’s projects, and keeps every project that writes it', () => {
    const [word] = words('snowflake');
    wordLevelMaps.count = 0;
    const term = wordsTerm(knowledge, [word!]);
    expect(wordLevelMaps.count).toBe(0);
    const postings = knowledge.postings.get(word!.stem)!;
    expect([...term.levels.keys()]).toEqual(postings.filter((_value, i) => i % 2 === 0));
    expect(term.label).toBe('Snowflake');
  });

  it('a term of three words looks the second and third up, and keeps only the projects that write all three', () => {
    const three = words('change data capture');
    wordLevelMaps.count = 0;
    const term = wordsTerm(knowledge, three);
    expect(wordLevelMaps.count).toBe(2);
    expect([...term.levels.keys()].map((project) => knowledge.projects[project]!.view.title)).toContain('Change Data Capture from PostgreSQL to Snowflake');
    for (const project of term.levels.keys())
      for (const word of three) expect(knowledge.postings.get(word.stem)!.filter((_value, i) => i % 2 === 0)).toContain(project);
  });
});

describe('the unions that rule out the cue phrases and career topics test the word boundary once', () => {
  it('both begin with one boundary for all their phrases, and still find what the phrases find', async () => {
    const { ANY_TOPIC, topicOf } = await import('../../src/core/ask/knowledge/career-topics.ts');
    const { ANY_PHRASE_CUE } = await import('../../src/core/ask/question/cues.ts');
    expect(ANY_TOPIC.source.startsWith('\\b(?:')).toBe(true);
    expect(ANY_PHRASE_CUE.source.startsWith('\\b(?:')).toBe(true);
    expect(ANY_PHRASE_CUE.test('how many projects')).toBe(true);
    expect(ANY_PHRASE_CUE.test('somehow many projects')).toBe(false);
    expect(topicOf('What are her day rates?')).toBe('rates');
    expect(topicOf('Which certifications does she hold?')).toBe('certificates');
    expect(topicOf('Which databases does she know?')).toBeUndefined();
  });
});

describe('an offered service is searched for only when every word asked is in a service’s name', () => {
  it('the stems of the services’ names are read once per index, from the facts of that kind only', () => {
    const stems = knowledge.factIndex.nameStems('service');
    expect(knowledge.factIndex.nameStems('service')).toBe(stems);
    const expected = new Set(
      ['Data platform review', 'Hands-on data engineering', 'Workshop on data contracts'].flatMap((name) => tokenize(name).map((token) => token.stem)),
    );
    expect([...stems].sort()).toEqual([...expected].sort());
    // A project's title word is no service's.
    expect(stems.has(stem('snowflake'))).toBe(false);
  });
});
