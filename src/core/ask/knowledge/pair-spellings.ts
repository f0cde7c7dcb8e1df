/**
 * A question's word spelled another way than the content spells it beside the same word (issue
 * #28, jargon): "licenced tax advisor" against a bio's "licensed tax adviser", "inter-story drift"
 * against a listed "Inter-storey drift", "colour grading" against "color grading". The British and
 * American forms differ by a vowel, by "c", "s" or "z" for one another, by one letter inserted or
 * by "re" for "er" at the end; no list of words. A word is read as the content's only when the
 * content never writes it itself and writes the other spelling next to the question's neighbouring
 * word, so that the neighbour, not the letters alone, says which word is meant.
 */
import { FUNCTION_WORDS } from '../lexicon.ts';
import { oneLetterApart } from '../text/spelling-variant.ts';
import { releaseCompiledCode } from '../text/patterns.ts';
import { stem } from '../text/words.ts';
import { type Pos, senses, type WordNet, wordnet } from './wordnet-data.ts';

/** The content's words and, for each, the words it writes right before and right after it. */
interface Neighbours {
  words: ReadonlySet<string>;
  after: ReadonlyMap<string, ReadonlySet<string>>;
  before: ReadonlyMap<string, ReadonlySet<string>>;
}

/** Builds the neighbours of a content's words once, on the first question that needs them; `text` is folded. */
export function pairSpellings(text: () => string): (question: string) => string {
  let neighbours: Neighbours | undefined;
  return (question) => {
    if (!/\p{L}{4}/u.test(question)) return question;
    neighbours ??= neighboursOf(text());
    return respelled(question, neighbours);
  };
}

function neighboursOf(text: string): Neighbours {
  const words = new Set<string>();
  const after = new Map<string, Set<string>>();
  const before = new Map<string, Set<string>>();
  const add = (map: Map<string, Set<string>>, key: string, value: string) => {
    const set = map.get(key);
    if (set) set.add(value);
    else map.set(key, new Set([value]));
  };
  // Runs of words joined only by spaces or hyphens: a comma or a full stop parts two neighbours.
  for (const run of text.match(RUN) ?? []) {
    const runWords = run.split(/[\s-]+/);
    runWords.forEach((word, i) => {
      words.add(word);
      if (i > 0) {
        add(after, runWords[i - 1]!, word);
        add(before, word, runWords[i - 1]!);
      }
    });
  }
  return { words, after, before };
}

const RUN = /\p{Ll}+(?:[ \t-]+\p{Ll}+)*/gu;
const WORD = /\p{L}+/gu;

function respelled(question: string, { words, after, before }: Neighbours): string {
  const tokens = [...question.matchAll(WORD)].map((match) => ({ text: match[0], folded: match[0].toLowerCase(), at: match.index }));
  // Whether two tokens are neighbours: only spaces or a hyphen between them.
  const joined = (i: number) => i >= 1 && i < tokens.length && /^[\s-]+$/.test(question.slice(tokens[i - 1]!.at + tokens[i - 1]!.text.length, tokens[i]!.at));
  let out = question;
  // From the end, so that the offsets before a replaced word stay right.
  for (let i = tokens.length - 1; i >= 0; i--) {
    const token = tokens[i]!;
    const word = token.folded;
    if (word.length < 4 || !/^[a-z]+$/.test(word) || words.has(word) || FUNCTION_WORDS.has(word)) continue;
    const previous = joined(i) ? tokens[i - 1]!.folded : undefined;
    const next = joined(i + 1) ? tokens[i + 1]!.folded : undefined;
    // The words after the previous one, then those before the next one that are not among them: each candidate once, without
    // copying both lists into one set (after "the" they are hundreds). The best is the only one of the highest score, so the order does not matter.
    const afterPrevious = previous ? after.get(previous) : undefined;
    const beforeNext = next ? before.get(next) : undefined;
    let best: { word: string; score: number } | undefined;
    let tied = false;
    for (const candidate of candidatesOf(afterPrevious, beforeNext)) {
      const kind = variantKind(word, candidate);
      if (kind === undefined || stem(candidate) === stem(word) || !oneWord(word, candidate)) continue;
      // Both neighbours beside it count more than one; a changed letter more than an inserted one ("adviser", not "advisory", for "advisor").
      const score = ((previous && after.get(previous)?.has(candidate) ? 1 : 0) + (next && before.get(next)?.has(candidate) ? 1 : 0)) * 2 - kind;
      if (!best || score > best.score) {
        best = { word: candidate, score };
        tied = false;
      } else if (score === best.score) tied = true;
    }
    if (!best || tied) continue;
    const written = /^\p{Lu}/u.test(token.text) ? best.word[0]!.toUpperCase() + best.word.slice(1) : best.word;
    out = out.slice(0, token.at) + written + out.slice(token.at + token.text.length);
  }
  return out;
}

/** Each word of `first`, then each of `second` that `first` lacks. */
function* candidatesOf(first: ReadonlySet<string> | undefined, second: ReadonlySet<string> | undefined): Generator<string> {
  if (first) yield* first;
  if (second) for (const word of second) if (!first?.has(word)) yield word;
}

/**
 * Whether WordNet does not tell two spellings apart: they share a sense ("adviser" and "advisor",
 * "storey" and "story"), or the question's is no word of it at all (a misspelling). "patent" and
 * "patient", "fall" and "fell" are two words. Without WordNet, no spelling is taken for another.
 */
function oneWord(asked: string, written: string): boolean {
  const net = wordnet();
  if (!net) return false;
  const askedSenses = sensesOf(net, asked);
  if (!askedSenses.size) return true;
  return [...sensesOf(net, written)].some((sense) => askedSenses.has(sense));
}

/** The senses of a word and of its base without a plural or past ending ("licenced" -> "licence"). */
function sensesOf(net: WordNet, word: string): Set<string> {
  const forms = new Set([word, word.replace(/s$/, ''), word.replace(/es$/, ''), word.replace(/d$/, ''), word.replace(/ed$/, ''), word.replace(/ing$/, '')]);
  const found = new Set<string>();
  for (const form of forms) for (const pos of POS) for (const sense of senses(net, pos, form)) found.add(`${pos}${sense}`);
  return found;
}

const POS: readonly Pos[] = ['n', 'v', 'a'];

/** 0: one vowel, or "c", "s" or "z", for another, or "re" for "er" at the end; 1: one letter inserted; undefined: not a spelling of one word. */
function variantKind(a: string, b: string): number | undefined {
  if (a.length === b.length) {
    // The places where they differ, up to the third (a is the question's word, of ASCII letters: one place a letter).
    let first = -1;
    let count = 0;
    for (let i = 0; i < a.length; i++) {
      if (a[i] === b[i]) continue;
      if (++count > 2) return undefined;
      if (count === 1) first = i;
    }
    if (count === 1) return INTERCHANGED.has(a[first]!) && INTERCHANGED.has(b[first]!) ? 0 : undefined;
    if (count === 2 && first === a.length - 2 && /(?:re|er)$/.test(a) && a.slice(-2) === [...b.slice(-2)].reverse().join('')) return 0;
    return undefined;
  }
  return oneLetterApart(a, b) ? 1 : undefined;
}

/** The letters British and American spellings put for one another: the vowels, and "c", "s", "z" ("licence", "license", "organise", "organize"). */
const INTERCHANGED = new Set(['a', 'e', 'i', 'o', 'u', 'y', 'c', 's', 'z']);

// Their machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(RUN, WORD);
