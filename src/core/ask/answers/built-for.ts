/**
 * Whom a project was built for, as its description writes it (issue #28, session 34 review): "Who was the direct
 * booking engine built for?" with the owner's employer as the project's entity is answered by the description's
 * "a booking engine for independent hotels' own websites", not by the employer it was built at.
 *
 * The users are the words after the description's first "for", up to the end of its clause or a function word,
 * when one of them names an owner or a person or group: a possessive ("hotels'", "a client's") or a noun whose
 * most frequent WordNet sense is a person or a group ("viewers", "schools"), not "for beams" or "for Python"
 * (a capitalised name is the entity's business). General English and WordNet's lexicographer files, no field's words.
 */
import { senses, wordnet } from '../knowledge/wordnet-data.ts';
import { FUNCTION_WORDS } from '../lexicon.ts';

/** WordNet's lexicographer files of nouns that are people or groups of them (noun.person 18, noun.group 14). */
const WHO_FILES = new Set(['14', '18']);

/** Whether the most frequent sense of a lower-case noun (or of its singular) is a person or a group. */
function namesWho(word: string): boolean {
  const net = wordnet();
  if (!net) return false;
  for (const lemma of [word, word.replace(/s$/, ''), word.replace(/es$/, ''), word.replace(/ies$/, 'y')]) {
    const offset = senses(net, 'n', lemma)[0];
    if (!offset) continue;
    const start = Number(offset);
    // A data line opens "offset lex_filenum ss_type …".
    return WHO_FILES.has(net.data.n.toString('utf8', start, start + 16).split(' ')[1] ?? '');
  }
  return false;
}

/** The users a description says the project is for ("independent hotels' own websites"), else undefined. */
export function builtFor(description: string): string | undefined {
  const clause = description.split(/[,;:.](?:\s|$)/)[0] ?? '';
  const words = clause.split(/\s+/);
  const at = words.findIndex((word) => word.toLowerCase() === 'for');
  if (at < 0) return undefined;
  const phrase: string[] = [];
  for (const word of words.slice(at + 1, at + 8)) {
    const folded = word.toLowerCase().replace(/['’]s?$/, '');
    if (phrase.length && FUNCTION_WORDS.has(folded) && folded !== 'and' && folded !== 'own') break;
    if (!phrase.length && FUNCTION_WORDS.has(folded) && !/^(?:the|a|an)$/.test(folded)) return undefined;
    phrase.push(word);
  }
  // "for Python and TypeScript", "for the Groeninge Museum": a name is the entity's business, not users.
  if (phrase.some((word) => /^\p{Lu}/u.test(word))) return undefined;
  const who = phrase.some((word) => /\p{L}['’]s?$/u.test(word) || (/^\p{Ll}+$/u.test(word) && !FUNCTION_WORDS.has(word) && namesWho(word)));
  return who ? phrase.join(' ') : undefined;
}
