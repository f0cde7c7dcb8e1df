/**
 * The kinds of what a stated limit names (issue #28, a refused request that names a member of the
 * limit's object): "fighter" for "I do not work on military aircraft", "magistrate" for "I do not
 * build tools that profile judges". Read at build time from WordNet 3.1 (./wordnet-data.ts, the one
 * reader) and stored in the ask index's `reach` table with the mark "^" (./limit-reach.ts), so that
 * the server never reads WordNet. For each noun of a bio sentence with a negation, in the first sense
 * of the noun only (precision before recall: a limit answers "No."):
 *
 * - with no modifier before it ("judges"), its kinds three hyponym steps down;
 * - with modifiers before it ("military or weapons-carrying aircraft"), its kinds five steps down
 *   whose way down names a modifier in a synset's words or at the head of its definition
 *   ("fighter" -> "warplane, military plane" -> "airplane" -> … -> "aircraft"): a kind of the
 *   phrase, not of its head alone (a glider is an aircraft, no military one). Such a kind reaches the
 *   head and the modifier named.
 *
 * A kind named by two or three words ("atomic_bomb") is keyed by their stems joined by "_" ("atom_bomb"),
 * met by the question's run of those words only (../answers/limit-kind.ts).
 *
 * A noun with more kinds than MAX_KINDS names no particular thing ("system", "tool"): it has none here;
 * nor has a noun before a relative clause ("systems that release …"), whose clause says what is refused.
 * Field-neutral: WordNet decides, nothing here names a field.
 */
import nounExceptions from 'wink-lexicon/src/wn-noun-exceptions.js';
import { senses, synsetAt, type WordNet, wordnet } from './wordnet-data.ts';

/** Hyponym steps below a noun with no modifier, and below a noun whose kinds must name its modifier. */
const PLAIN_DEPTH = 3;
const PHRASE_DEPTH = 5;
/** A noun with more kinds than this within its depth names no particular thing (a phrase: more kinds that name its modifier). */
const MAX_KINDS = 150;
/** Words that open a relative clause: the noun before one is a container whose clause says what is refused ("systems that …"). */
const RELATIVES: ReadonlySet<string> = new Set(['that', 'which', 'who', 'whose', 'where']);
/** A kind's word counts in its first sense, a phrase's kind in its two most frequent ("fighter", the aircraft, is its second). */
const SENSES = 2;
/** The words at the head of a definition where a kind's modifier stands ("a high-speed military or naval airplane"). */
const GLOSS_HEAD = 6;

/** One word of a negated bio sentence: folded, its stem, whether it is a content word. */
export interface LimitToken {
  folded: string;
  stem: string;
  content: boolean;
}

function firstNounSense(net: WordNet, word: string): string | undefined {
  const irregular = Object.hasOwn(nounExceptions, word) ? (nounExceptions as Record<string, string>)[word] : undefined;
  // The singular first: "judges" is a book of the Bible before it is the plural of "judge".
  const singulars = [irregular, word.replace(/ies$/, 'y'), word.replace(/s$/, ''), word.replace(/es$/, '')].filter((base) => base !== word);
  for (const base of [...singulars, word]) if (base && base.length >= 3 && senses(net, 'n', base).length) return senses(net, 'n', base)[0];
  return undefined;
}

/** The stems a synset names: its lemmas' words and its definition's head words. */
function namedStems(net: WordNet, offset: string, stemOf: (word: string) => string): Set<string> {
  const synset = synsetAt(net, 'n', offset);
  const words = [
    ...synset.lemmas.flatMap((lemma) => lemma.toLowerCase().split(/[_-]/)),
    ...(
      synset.gloss
        .split(/;\s*"/)[0]!
        .toLowerCase()
        .match(/[a-z]+/g) ?? []
    ).slice(0, GLOSS_HEAD),
  ];
  return new Set(words.filter((word) => word.length >= 3).map(stemOf));
}

/** A word that may be a verb and is no adjective ("profile", "carrying"): an act between the words, no modifier of the noun. */
function actLike(net: WordNet, word: string): boolean {
  if (senses(net, 'a', word).length) return false;
  const forms = [word, word.replace(/ing$/, ''), word.replace(/ing$/, 'e'), word.replace(/s$/, ''), word.replace(/ed$/, ''), word.replace(/d$/, '')];
  return forms.some((form) => form.length >= 3 && senses(net, 'v', form).length > 0);
}

/**
 * The content words right before a noun in its sentence, across "or", "and" and hyphens ("military or weapons-carrying"),
 * without the words of acts ("tools that profile judges": "judges" has none).
 */
function modifiersOf(net: WordNet, tokens: readonly LimitToken[], at: number): LimitToken[] {
  const found: LimitToken[] = [];
  for (let i = at - 1; i >= 0; i--) {
    const token = tokens[i]!;
    if (token.content) {
      if (!actLike(net, token.folded)) found.push(token);
    } else if (token.folded !== 'or' && token.folded !== 'and') break;
  }
  return found;
}

/**
 * Build time: the negated sentences' tokens -> kind stem -> the limit stems it is a kind of. `stemOf`
 * is the engine's stemmer. {} where WordNet cannot be read. Deterministic.
 */
export function limitKindsOf(sentences: readonly (readonly LimitToken[])[], stemOf: (word: string) => string): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  if (!sentences.length) return found;
  const net = wordnet();
  if (!net) return found;
  for (const tokens of sentences) {
    tokens.forEach((token, at) => {
      if (!token.content || RELATIVES.has(tokens[at + 1]?.folded ?? '')) return;
      const start = firstNounSense(net, token.folded);
      if (!start) return;
      const modifiers = modifiersOf(net, tokens, at);
      const depth = modifiers.length ? PHRASE_DEPTH : PLAIN_DEPTH;
      // Breadth first, each kind with the modifiers its way down names.
      const kinds: { offset: string; named: Set<string> }[] = [];
      let frontier = [{ offset: start, named: new Set<string>() }];
      const seen = new Set([start]);
      // A phrase's kinds are counted among those that name its modifier ("military" among the vehicles).
      const counted = () => (modifiers.length ? kinds.filter((kind) => kind.named.size).length : kinds.length);
      for (let step = 0; step < depth && frontier.length && counted() <= MAX_KINDS; step++) {
        const next: typeof frontier = [];
        for (const at of frontier)
          for (const pointer of synsetAt(net, 'n', at.offset).pointers) {
            if ((pointer.symbol !== '~' && pointer.symbol !== '~i') || pointer.pos !== 'n' || seen.has(pointer.offset)) continue;
            seen.add(pointer.offset);
            const stems = namedStems(net, pointer.offset, stemOf);
            const named = new Set([...at.named, ...modifiers.filter((modifier) => stems.has(modifier.stem)).map((modifier) => modifier.stem)]);
            next.push({ offset: pointer.offset, named });
          }
        kinds.push(...next);
        frontier = next;
      }
      if (counted() > MAX_KINDS) return;
      for (const kind of kinds) {
        if (modifiers.length && !kind.named.size) continue;
        for (const lemma of synsetAt(net, 'n', kind.offset).lemmas) {
          // A kind named by two or three words ("atomic_bomb" of "nuclear weapons") is keyed by its words' stems ("atom_bomb"):
          // met by the question's run of those words only, never by one of them ("bomb disposal").
          if (/^[a-z]{3,}(?:_[a-z]{3,}){1,2}$/.test(lemma.toLowerCase())) {
            const key = lemma.toLowerCase().split('_').map(stemOf).join('_');
            found.set(key, new Set([...(found.get(key) ?? []), token.stem, ...kind.named]));
            continue;
          }
          // A word whose frequent senses are other things is no kind here ("tank" of water is no armoured vehicle).
          if (
            !/^[a-z]{3,}$/.test(lemma) ||
            !senses(net, 'n', lemma)
              .slice(0, kind.named.size ? SENSES : 1)
              .includes(kind.offset)
          )
            continue;
          const kindStem = stemOf(lemma);
          // A stem that is another word's ("doge" -> "dog") would stand for that word in a question.
          const other = kindStem !== lemma ? senses(net, 'n', kindStem)[0] : undefined;
          if (kindStem === token.stem || (other !== undefined && other !== kind.offset)) continue;
          const set = found.get(kindStem) ?? new Set<string>();
          set.add(token.stem);
          for (const stem of kind.named) set.add(stem);
          found.set(kindStem, set);
        }
      }
    });
  }
  return found;
}
