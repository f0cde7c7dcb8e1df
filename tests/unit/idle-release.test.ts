/**
 * What the server gives back when idle besides V8's heap (src/server/idle-memory.ts): the engines
 * of /v1/ask (a few MB of tables each, made again from the index at the next question, with the
 * same answers) and the free pages of glibc's malloc arenas (src/server/malloc-trim.ts).
 */
import { describe, expect, it } from 'vitest';
import { loadPortfolioSource } from '../../src/core/content/load.ts';
import { createPortfolio, portfolioData } from '../../src/core/portfolio.ts';
import { createUrls } from '../../src/core/urls.ts';
import { releasablePerPair } from '../../src/core/keyed.ts';
import { askEngine, releaseAskEngines } from '../../src/http/routes/ask.ts';
import { contentCacheMisses } from '../../src/core/ask/text/words.ts';
import { sentenceCacheMisses } from '../../src/core/ask/text/markdown.ts';
import { trimMalloc } from '../../src/server/malloc-trim.ts';

describe('idle release', () => {
  it('a releasable per-pair cache (the memoised answers, the engines) makes its values again after release', () => {
    let made = 0;
    const cache = releasablePerPair((_a: object, _b: object) => ({ n: ++made }));
    const [a, b, c] = [{}, {}, {}];
    const first = cache.get(a, b);
    expect(cache.get(a, b)).toBe(first);
    expect(cache.get(a, c)).not.toBe(first);
    cache.release();
    const again = cache.get(a, b);
    expect(again).not.toBe(first);
    expect(again.n).toBe(3);
  });

  it('drops the /v1/ask engines; the next question makes a new one that answers the same', () => {
    const portfolio = createPortfolio(portfolioData(loadPortfolioSource('tests/fixtures/example-portfolio')));
    const urls = createUrls('https://example.test');
    const first = askEngine(portfolio, urls);
    expect(askEngine(portfolio, urls)).toBe(first);
    const before = first.ask('Which projects use Kafka?');
    releaseAskEngines();
    const again = askEngine(portfolio, urls);
    expect(again).not.toBe(first);
    expect(again.ask('Which projects use Kafka?')).toEqual(before);
  });

  it("empties the engine's text caches (content tokens, sentences) with the engines: the same question reads its texts again, with the same answer", () => {
    const portfolio = createPortfolio(portfolioData(loadPortfolioSource('tests/fixtures/example-portfolio')));
    const urls = createUrls('https://example.test');
    const question = 'How many events a day does the streaming pipeline handle?';
    const before = askEngine(portfolio, urls).ask(question);
    const [tokens, sentences] = [contentCacheMisses.count, sentenceCacheMisses.count];
    // Kept while the engines live: the same question asked of a new engine over the same caches reads nothing again.
    askEngine(portfolio, urls).ask(`${question} `);
    expect(contentCacheMisses.count - tokens).toBeLessThan(5);
    releaseAskEngines();
    expect(askEngine(portfolio, urls).ask(question)).toEqual(before);
    expect(contentCacheMisses.count - tokens).toBeGreaterThanOrEqual(10);
    expect(sentenceCacheMisses.count - sentences).toBeGreaterThan(0);
  });

  const glibc =
    process.platform === 'linux' && typeof (process.report.getReport() as { header: { glibcVersionRuntime?: string } }).header.glibcVersionRuntime === 'string';

  it.runIf(glibc)("calls glibc's malloc_trim on Linux with glibc (koffi loads and binds it)", () => {
    expect(trimMalloc()).toBe(true);
  });

  it.skipIf(glibc)('does nothing where there is no glibc', () => {
    expect(trimMalloc()).toBe(false);
  });
});
