/**
 * Irregular English forms and their bases, from WordNet's exception lists as shipped by the
 * maintained wink-lexicon package (verbs: "taught" -> "teach", "led" -> "lead", "built" ->
 * "build"; nouns: "analyses" -> "analysis", "criteria" -> "criterion"). The hand stemmer of
 * ./words.ts handles the regular endings; these tables only add what no ending rule can. They are
 * used to match a question's word that the content does not use to the content's own form of the
 * same word, in both directions ("Has she taught?" against "teaching", "Does he teach?" against
 * "taught"); a word the content uses is never changed, so what matched before still matches.
 */
import nounExceptions from 'wink-lexicon/src/wn-noun-exceptions.js';
import verbExceptions from 'wink-lexicon/src/wn-verb-exceptions.js';

/** The base of an irregular form ("taught" -> "teach"), or undefined for a regular or unknown word. */
export function irregularBase(folded: string): string | undefined {
  if (!/^[a-z]{2,}$/.test(folded)) return undefined;
  const base = own(verbExceptions, folded) ?? own(nounExceptions, folded);
  return base && base !== folded && /^[a-z]+$/.test(base) ? base : undefined;
}

function own(table: Record<string, string>, key: string): string | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

/**
 * For the stems of a text's words: base stem -> the stems of the text's irregular forms of it
 * ("teach" -> ["taught"] when the text writes "taught"), so that a question's "teaching" finds
 * the content's "taught". `stemOf` is the stemmer both sides use.
 */
export function irregularFormsByBase(knownStems: Iterable<string>, stemOf: (word: string) => string): Map<string, string[]> {
  const forms = new Map<string, string[]>();
  for (const wordStem of knownStems) {
    const base = irregularBase(wordStem);
    if (!base) continue;
    const baseStem = stemOf(base);
    if (baseStem === wordStem) continue;
    const list = forms.get(baseStem);
    if (list) list.push(wordStem);
    else forms.set(baseStem, [wordStem]);
  }
  for (const list of forms.values()) list.sort();
  return forms;
}
