/**
 * The hot path of /v1/ask (issue #28, "Speed without the memo"), checked by counting work, never
 * by timing: the portfolio's sentences and names are tokenized once, not again for every question
 * (contentTokens/contentStems of src/core/ask/text/words.ts; that answering calls `tokenize` for
 * no text of the content is counted in tests/integration/ask-hot-path.test.ts, which mocks the
 * module); a question that names a career
 * entry reads only the entry names that share a word with it (the stem index of
 * src/core/ask/answers/entries.ts), not every name; the question-language detection and the
 * owner's insights give the same results as before.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildAskIndex, createAskEngine } from '../../src/core/ask/index.ts';
import { entryNameChecks } from '../../src/core/ask/answers/entries.ts';
import { createKnowledge } from '../../src/core/ask/knowledge/knowledge.ts';
import { detectQuestionLanguage } from '../../src/core/ask/languages/index.ts';
import * as words from '../../src/core/ask/text/words.ts';
import { loadPortfolioSource } from '../../src/core/content/load.ts';
import { createPortfolio, portfolioData } from '../../src/core/portfolio.ts';
import { createUrls } from '../../src/core/urls.ts';
import { dayOf } from '../../src/owner/insights.ts';
import { answerMeta } from '../../src/server/observe.ts';

const urls = createUrls('https://example.test');
function engineFor(content: string) {
  const portfolio = createPortfolio(portfolioData(loadPortfolioSource(resolve(content))));
  const index = JSON.parse(JSON.stringify(buildAskIndex(portfolio)));
  return { portfolio, index, engine: createAskEngine(portfolio, urls, index) };
}
const questions = (set: string) => (JSON.parse(readFileSync(resolve(`tests/fixtures/ask-eval/${set}.json`), 'utf8')) as { q: string }[]).map((c) => c.q);

describe('the content is tokenized once, not per question', () => {
  const { engine } = engineFor('tests/fixtures/example-portfolio');
  const asked = questions('default');

  it('a question asked again tokenizes no text of the portfolio again', () => {
    for (const q of asked) engine.ask(q);
    const misses = words.contentCacheMisses.count;
    const answers = asked.map((q) => engine.ask(q));
    expect(words.contentCacheMisses.count).toBe(misses);
    // And the answers are the same as the first time.
    expect(answers).toEqual(asked.map((q) => engine.ask(q)));
  });

  it('the cached tokens are shared, frozen and the same as tokenize gives', () => {
    const text = 'Cut the nightly load from 95 to 22 minutes with incremental models.';
    const first = words.contentTokens(text);
    expect(words.contentTokens(text)).toBe(first);
    expect(Object.isFrozen(first) && first.every((token) => Object.isFrozen(token))).toBe(true);
    expect([...first]).toEqual(words.tokenize(text));
    expect([...words.contentStems(text)]).toEqual([...new Set(words.tokenize(text).map((token) => token.stem))]);
  });

  it('the cache is bounded: past two generations an old text is tokenized again', () => {
    const old = 'a sentence read long ago by the engine';
    words.contentTokens(old);
    const misses = words.contentCacheMisses.count;
    for (let i = 0; i <= 2 * words.CONTENT_CACHE_SIZE; i++) words.contentTokens(`filler text number ${i}`);
    const before = words.contentCacheMisses.count;
    expect(before - misses).toBe(2 * words.CONTENT_CACHE_SIZE + 1);
    words.contentTokens(old);
    expect(words.contentCacheMisses.count).toBe(before + 1);
  });
});

describe('a question that names an entry reads only the entry names that share its words', () => {
  const { portfolio, index, engine } = engineFor('tests/fixtures/security-portfolio');
  const knowledge = createKnowledge(portfolio, urls, index);

  it('"who issued the GXPN" examines a few of the many entry names', () => {
    expect(knowledge.entryNames.length).toBeGreaterThan(30);
    engine.ask('who issued the GXPN');
    entryNameChecks.count = 0;
    const answer = engine.ask('who issued the GXPN');
    expect(answer.answer).toContain('GIAC');
    expect(entryNameChecks.count).toBeGreaterThan(0);
    expect(entryNameChecks.count).toBeLessThanOrEqual(4);
  });

  it('a question sharing no word with any entry name examines none', () => {
    entryNameChecks.count = 0;
    engine.ask('which projects use rust');
    expect(entryNameChecks.count).toBe(0);
  });
});

describe('question languages in one pass over the words', () => {
  it.each([
    ['Welche Programmiersprachen kann sie?', 'de'],
    ['¿Dónde vive ella?', 'es'],
    ['Quels sont ses projets?', 'fr'],
    ['Which databases does she know?', undefined],
    ['Does she know Go?', undefined],
  ])('%s -> %s', (question, language) => expect(detectQuestionLanguage(question)).toBe(language));
});

describe('the owner insights of an answer', () => {
  it("reads an answer's _meta from the start of the serialised answer", () => {
    const answer = { _meta: { response_type: 'not_found', version: '1.0', intent: 'unknown', confidence: 0.4 }, answer: 'Not {stated}.', references: [] };
    expect(answerMeta(JSON.stringify(answer))).toEqual(answer._meta);
    // Another shape is read whole.
    expect(answerMeta(JSON.stringify({ answer: 'x', _meta: { response_type: 'answer', confidence: 1 } }))).toEqual({ response_type: 'answer', confidence: 1 });
  });

  it('names the UTC day of each moment, across midnight and back', () => {
    const midnight = Date.parse('2026-11-28T00:00:00.000Z');
    expect([midnight - 1, midnight, midnight - 1, midnight + 86_399_999, midnight + 86_400_000].map(dayOf)).toEqual([
      '2026-11-27',
      '2026-11-28',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(dayOf(Date.parse('1969-12-31T12:00:00Z'))).toBe('1969-12-31');
  });
});
