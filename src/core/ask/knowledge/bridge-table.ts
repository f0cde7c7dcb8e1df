/**
 * The vocabulary bridges of one portfolio at run time (the ask index's `bridges`, made at build time
 * by ./bridges.ts): everyday word's stem -> the stems of the projects' words it may describe. Held
 * per knowledge (released with the engine), read by ../answers/problems.ts.
 */
import type { Knowledge } from './knowledge.ts';

const TABLES = new WeakMap<Knowledge, Readonly<Record<string, string>>>();

/** Engine creation: the index's bridges for this portfolio's knowledge. */
export function holdBridges(knowledge: Knowledge, bridges: Readonly<Record<string, string>> | undefined): void {
  if (bridges) TABLES.set(knowledge, bridges);
}

/** The content stems a question word's stem bridges to; empty when none (or an older index). */
export function bridgeTargets(knowledge: Knowledge, wordStem: string): readonly string[] {
  const table = TABLES.get(knowledge);
  // Split per question word asked (a few a question), not held split.
  return table && Object.hasOwn(table, wordStem) ? table[wordStem]!.split(' ') : [];
}
