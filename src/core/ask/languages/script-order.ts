/**
 * English word order for a question read word by word from a language that orders its words
 * otherwise (./scripts.ts): Japanese, Korean and Hindi put the verb last, Chinese the question word
 * where the answer goes, Arabic the verb first. The question words, the auxiliary, the subject and
 * the verb are found among the English words and put in the order of an English question; the
 * other words follow in the order asked:
 * "she where live" -> "where does she live", "she know python" -> "does she know python",
 * "matteo 's job what is" -> "what is matteo's job".
 */
/** A piece of the question read: English words, a name or term as written, or a word not read. */
export interface ReadPiece {
  english?: string;
  written?: string;
  name?: boolean;
  unread?: string;
}

const QUESTION_WORDS = new Set(['what', 'where', 'which', 'who', 'when', 'why', 'how']);
const AUXILIARIES = new Set(['can', 'would', 'could', 'has', 'is', 'are', 'was', 'does', 'did', 'do']);
const SUBJECTS = new Set(['she', 'he', 'you']);
const VERBS = new Set(['live', 'work', 'worked', 'know', 'speak', 'use', 'do', 'done', 'written', 'write', 'charge', 'cost', 'based', 'accept']);
/** Words that a question word takes with it ("how many", "which languages", "what job"). */
const QUANTIFIERS = new Set(['many', 'much', 'long', 'from']);

export function englishWordOrder(pieces: readonly ReadPiece[]): string[] {
  // Words with their kind: a name or term as written is a subject (the owner's name) or an object.
  const words: { word: string; name?: boolean; written?: boolean }[] = [];
  for (const piece of pieces) {
    if (piece.written) words.push({ word: piece.written, name: piece.name, written: true });
    else if (piece.english) for (const word of piece.english.split(' ')) words.push({ word });
  }
  // "she 's" -> "her", "matteo 's job" -> "matteo's job": the possessive written after its owner.
  for (let i = words.length - 1; i > 0; i--) {
    if (words[i]!.word !== "'s") continue;
    const before = words[i - 1]!;
    // After anything else ("いくつの", "how many of") the particle only links: it goes.
    if (SUBJECTS.has(before.word) || before.name) {
      before.word = before.word === 'she' ? 'her' : before.word === 'he' ? 'his' : `${before.word}'s`;
      before.name = false;
    }
    words.splice(i, 1);
  }
  const take = (test: (word: (typeof words)[number]) => boolean) => {
    const at = words.findIndex(test);
    return at < 0 ? undefined : words.splice(at, 1)[0]!.word;
  };
  const asking: string[] = [];
  const first = words.findIndex((entry) => !entry.written && QUESTION_WORDS.has(entry.word));
  if (first >= 0) {
    let end = first + 1;
    while (end < words.length && !words[end]!.written && QUANTIFIERS.has(words[end]!.word)) end++;
    // "which languages", "what job": the nouns right after a question word go with it.
    if (words[first]!.word === 'which' || words[first]!.word === 'what') while (end < words.length && isNoun(words[end]!)) end++;
    asking.push(...words.splice(first, end - first).map((entry) => entry.word));
  }
  const verb = take((entry) => !entry.written && VERBS.has(entry.word));
  const auxiliary = take((entry) => !entry.written && AUXILIARIES.has(entry.word));
  const subject = take((entry) => (!entry.written && SUBJECTS.has(entry.word)) || entry.name === true);
  const rest = words.map((entry) => entry.word).filter((word) => !QUESTION_WORDS.has(word));
  // "多少" asks "how many" and "how much": a price is "how much".
  if ((verb === 'cost' || verb === 'charge') && asking[1] === 'many') asking[1] = 'much';
  if (verb === 'cost') return [...asking, 'does', ...(subject ? [subject] : []), ...rest, 'cost'];
  if (!verb) return [...asking, auxiliary ?? 'is', ...(subject ? [subject] : []), ...rest];
  const helper = auxiliary === 'is' ? 'does' : (auxiliary ?? 'does');
  const form = helper === 'has' && (verb === 'work' || verb === 'do') ? (verb === 'work' ? 'worked' : 'done') : verb;
  return [...asking, helper, subject ?? 'she', form, ...rest];
}

/** A word that names a thing (not grammar) after a question word. */
function isNoun(entry: { word: string; written?: boolean }): boolean {
  return (
    !entry.written &&
    !QUESTION_WORDS.has(entry.word) &&
    !AUXILIARIES.has(entry.word) &&
    !SUBJECTS.has(entry.word) &&
    !VERBS.has(entry.word) &&
    !['in', 'for', 'with', 'about', 'and', 'or', 'not', 'of', 'her', 'his', 'per', 'the', 'a', 'currently', 'now'].includes(entry.word)
  );
}
