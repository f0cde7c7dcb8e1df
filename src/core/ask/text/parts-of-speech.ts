/**
 * The usual part of speech of an English word, from the lexicon of the maintained wink-lexicon
 * package (about 13,500 common words with their Penn tags, most frequent first; partly from the
 * fnTBL project). Used to tell the thing a question asks about (a noun: "vans", "wedding") from its
 * verbs and adverbs ("come", "switch", "remotely"), which no portfolio needs to write.
 * The server reads the two lists it needs from ../tables/parts-of-speech.json, made from the
 * lexicon by scripts/ask-parts-of-speech.mjs (a test checks it matches the installed package), not
 * the lexicon object itself, which held about 3 MB of heap for the life of the process.
 */
import table from '../tables/parts-of-speech.json' with { type: 'json' };

/** Words whose usual tag is not a noun's. */
const NOT_NOUNS: ReadonlySet<string> = new Set(table.notNouns);
/** Nouns that end like a past form ("bed"). */
const ED_NOUNS: ReadonlySet<string> = new Set(table.edNouns);

/**
 * Whether a folded word is, most often, a noun: its first tag is a noun's, or the lexicon does not
 * know it (a rare word or a name: "podcast", "timetables") and it has no past ending ("sketched").
 * A verb, adverb, adjective or function word first is not ("come", "remotely", "academic").
 */
export function isNounLike(folded: string): boolean {
  if (NOT_NOUNS.has(folded)) return false;
  // An unknown word with a past ending is a verb's form ("sketched"), not a thing.
  return ED_NOUNS.has(folded) || !/[^e]ed$/.test(folded);
}
