/**
 * The question's words asked in other words (issue #28, session 33, "values"): "Who checked the
 * proofs?" against a write-up's "reviewed", "What does the buoy watch?" against "monitors". A
 * question word that no project writes reaches, through the ask index's WordNet tables that are
 * already held (the synonyms of the projects' words and the relation bridges, ../knowledge/bridges.ts;
 * a bridge by a definition only is too loose for one sentence), the project stems it stands for. Read
 * per question, for the question's few words only: no scan of the content, no table of its own.
 * ./answering-reading.ts counts such a word as stated, at half the weight of the word it reaches
 * (below a word written as asked).
 */
import { bridgeTargets } from '../knowledge/bridge-table.ts';
import type { Knowledge } from '../knowledge/knowledge.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import type { OtherWording } from './answering-reading.ts';

/** The share of a written word's weight that a word of the same meaning counts for. */
const OTHER_WEIGHT = 0.5;

/** The ask index's synonyms: a stem no project writes -> the stems of the projects' words it stands for. */
export type Synonyms = Readonly<Record<string, readonly string[]>>;

/**
 * Question stem -> the project stems it stands for, and its weight: half that of the rarest of them
 * (`weightOf`, the rarity among the projects); only for the stems no project writes, and not for the
 * noun asked ("what share of buyers …": the value states it, a word of its meaning, "cut", does not).
 */
export function otherWordings(
  knowledge: Knowledge,
  question: ParsedQuestion,
  stems: readonly string[],
  synonyms: Synonyms,
  weightOf: (wordStem: string) => number,
): Map<string, OtherWording> {
  const reach = new Map<string, OtherWording>();
  const asking = question.words.findIndex((word) => word.folded === 'what' || word.folded === 'which');
  const asked = asking >= 0 ? question.words[asking + 1]?.stem : undefined;
  for (const wordStem of stems) {
    if (wordStem === asked || knowledge.postings.has(wordStem)) continue;
    const targets = new Set<string>(Object.hasOwn(synonyms, wordStem) ? synonyms[wordStem] : []);
    for (const marked of bridgeTargets(knowledge, wordStem)) if (!marked.startsWith('~')) targets.add(marked);
    if (targets.size) reach.set(wordStem, { targets, weight: OTHER_WEIGHT * Math.max(...[...targets].map(weightOf)) });
  }
  return reach;
}
