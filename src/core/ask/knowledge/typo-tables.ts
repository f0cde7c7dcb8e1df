/**
 * The tables of typo correction, built at engine creation: one-letter deletions of every stem
 * the engine can match (a typo of one edit is found by a lookup), and, from the build-time index,
 * the Fuse.js searchers of name words by first letter with the entities each word stands for.
 */
import Fuse from 'fuse.js';
import { FUSE_OPTIONS, type AskIndexData } from '../index-data.ts';
import type { Entity } from './entity-phrases.ts';

/** One-letter deletion -> the known stems (five letters or more) it comes from. */
export function buildDeletionTable(knownStems: Iterable<string>): Map<string, string[]> {
  const stemsByDeletion = new Map<string, string[]>();
  for (const wordStem of knownStems) {
    if (wordStem.length < 5 || /[^a-z]/.test(wordStem)) continue;
    for (const deletion of oneLetterDeletions(wordStem)) {
      const list = stemsByDeletion.get(deletion);
      if (!list) stemsByDeletion.set(deletion, [wordStem]);
      else if (!list.includes(wordStem)) list.push(wordStem);
    }
  }
  return stemsByDeletion;
}

/**
 * Written word with one letter dropped -> the stem of the word ("buildng" -> "build" of
 * "building"): a typo of an inflected word, which the stems alone do not reach. Words of six
 * letters or more; a deletion two words share is left out (ambiguous).
 */
export function buildWordDeletionTable(words: Iterable<string>, stemOf: (word: string) => string): Map<string, string> {
  const table = new Map<string, string>();
  const ambiguous = new Set<string>();
  for (const word of words) {
    if (word.length < 6 || /[^a-z]/.test(word)) continue;
    const wordStem = stemOf(word);
    for (const deletion of oneLetterDeletions(word)) {
      const known = table.get(deletion);
      if (known !== undefined && known !== wordStem) ambiguous.add(deletion);
      else table.set(deletion, wordStem);
    }
  }
  for (const deletion of ambiguous) table.delete(deletion);
  return table;
}

function* oneLetterDeletions(word: string): Generator<string> {
  for (let i = 0; i < word.length; i++) yield word.slice(0, i) + word.slice(i + 1);
}

/** First letter -> the Fuse searcher over the name words of that letter, from the index's stored Fuse indexes. */
export function loadFuzzySearchers(index: AskIndexData): Map<string, Fuse<string>> {
  const searchers = new Map<string, Fuse<string>>();
  for (const [letter, group] of Object.entries(index.fuzzy)) {
    searchers.set(letter, new Fuse(group.words, FUSE_OPTIONS, Fuse.parseIndex<string>(group.index as Parameters<typeof Fuse.parseIndex>[0])));
  }
  return searchers;
}

/** Name word -> the entities it stands for on its own (a one-word form, or a skill's distinctive word). */
export function buildWordEntities(index: AskIndexData, entities: readonly Entity[]): Map<string, Entity[]> {
  const entityByName = new Map(entities.map((entity) => [`${entity.kind}:${entity.name}`, entity]));
  const wordEntities = new Map<string, Entity[]>();
  for (const entry of index.names) {
    const words = entry.text.split(' ');
    for (const word of words) {
      // A word stands for the name alone when the name is that word, or it is a skill's distinctive word.
      if (words.length > 1 && !(entry.kind === 'skill' && word.length >= 5)) continue;
      const entity = entityByName.get(`${entry.kind}:${entry.ref}`);
      const list = wordEntities.get(word) ?? [];
      if (entity && !list.includes(entity)) list.push(entity);
      wordEntities.set(word, list);
    }
  }
  return wordEntities;
}
