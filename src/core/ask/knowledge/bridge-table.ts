/**
 * The vocabulary bridges of one portfolio at run time (the ask index's `bridges`, made at build time
 * by ./bridges.ts): everyday word's stem -> the stems of the projects' words it may describe. The
 * index holds them as one string (one line per word), which the server keeps; an engine reads it
 * into a map at its first need and keeps that map per knowledge (released with the engine when the
 * server is idle). Read by ../answers/problems.ts.
 */
import type { Knowledge } from './knowledge.ts';

const TEXTS = new WeakMap<Knowledge, string>();
const TABLES = new WeakMap<Knowledge, ReadonlyMap<string, string>>();

/** Engine creation: the index's bridges for this portfolio's knowledge. */
export function holdBridges(knowledge: Knowledge, bridges: string | undefined): void {
  if (typeof bridges === 'string' && bridges) TEXTS.set(knowledge, bridges);
}

/** The content stems a question word's stem bridges to ("~" before one reached by a definition only); empty when none. */
export function bridgeTargets(knowledge: Knowledge, wordStem: string): readonly string[] {
  let table = TABLES.get(knowledge);
  if (!table) {
    const text = TEXTS.get(knowledge);
    if (!text) return [];
    const map = new Map<string, string>();
    for (const line of text.split('\n')) {
      const space = line.indexOf(' ');
      if (space > 0) map.set(line.slice(0, space), line.slice(space + 1));
    }
    TABLES.set(knowledge, (table = map));
  }
  const targets = table.get(wordStem);
  return targets ? targets.split(' ') : [];
}
