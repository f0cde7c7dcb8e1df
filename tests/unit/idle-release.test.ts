/**
 * What the server gives back when idle besides V8's heap (src/server/idle-memory.ts): the engines
 * of /v1/ask (a few MB of tables each, made again from the index at the next question, with the
 * same answers) and the free pages of glibc's malloc arenas (src/server/malloc-trim.ts).
 */
import { describe, expect, it, vi } from 'vitest';
import { loadPortfolioSource } from '../../src/core/content/load.ts';
import { createPortfolio, portfolioData } from '../../src/core/portfolio.ts';
import { createUrls } from '../../src/core/urls.ts';
import { releasablePerPair } from '../../src/core/keyed.ts';
import { askEngine, releaseAskEngines } from '../../src/http/routes/ask.ts';
import { contentCacheMisses } from '../../src/core/ask/text/words.ts';
import { sentenceCacheMisses } from '../../src/core/ask/text/markdown.ts';
import { languageNameBuilds } from '../../src/core/ask/text/language-names.ts';
import { trimMalloc } from '../../src/server/malloc-trim.ts';
import { recompilePatterns } from '../../src/core/ask/index.ts';
import { readFileSync } from 'node:fs';
import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { EventEmitter } from 'node:events';
import type { Server } from 'node:http';
import { releaseMemoryWhenIdle } from '../../src/server/idle-memory.ts';

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

  it('forgets the table of language names with the engines: the next language question makes it again, with the same answer', () => {
    const portfolio = createPortfolio(portfolioData(loadPortfolioSource('tests/fixtures/example-portfolio')));
    const urls = createUrls('https://example.test');
    const question = 'Does she speak Spanish?';
    const before = askEngine(portfolio, urls).ask(question);
    const builds = languageNameBuilds.count;
    askEngine(portfolio, urls).ask(question);
    expect(languageNameBuilds.count).toBe(builds);
    releaseAskEngines();
    expect(askEngine(portfolio, urls).ask(question)).toEqual(before);
    expect(languageNameBuilds.count).toBe(builds + 1);
  });

  it("gives the engine's module-level patterns fresh data: their machine code goes at the next collection, the answers stay", () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as (options: object) => void;
    const collect = () => gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    const codeSpace = () => getHeapSpaceStatistics().find((space) => space.space_name === 'code_space')?.space_used_size ?? 0;
    const portfolio = createPortfolio(portfolioData(loadPortfolioSource('tests/fixtures/example-portfolio')));
    const engine = askEngine(portfolio, createUrls('https://example.test'));
    const questions = (JSON.parse(readFileSync('tests/fixtures/ask-eval/default.json', 'utf8')) as { q: string }[]).map((c) => c.q);
    const before = questions.map((q) => engine.ask(q));
    // A second time: V8 compiles a pattern to machine code at its second use.
    for (const q of questions) engine.ask(q);
    // One collection first (as the server does when idle): it empties V8's compilation cache.
    collect();
    const compiled = codeSpace();
    expect(recompilePatterns()).toBeGreaterThan(80);
    collect();
    // About 1.5 MB of the engine's pattern code goes; a collection alone gives back almost nothing.
    expect(compiled - codeSpace()).toBeGreaterThan(500_000);
    expect(questions.map((q) => engine.ask(q))).toEqual(before);
  });

  it('calls what the release returns once per idle period, after the collection (the patterns need an empty compilation cache)', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'performance'] });
    try {
      const server = new EventEmitter() as unknown as Server;
      const calls: string[] = [];
      releaseMemoryWhenIdle(
        server,
        () => {
          calls.push('release');
          return () => calls.push('after the collection');
        },
        100,
      );
      vi.advanceTimersByTime(2_500);
      server.emit('request');
      server.emit('close');
      expect(calls).toEqual(['release', 'after the collection']);
    } finally {
      vi.useRealTimers();
    }
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
