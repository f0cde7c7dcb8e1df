/**
 * The usual part of speech of an English word, from the lexicon of the maintained wink-lexicon
 * package (about 13,500 common words with their Penn tags, most frequent first; partly from the
 * fnTBL project). Used to tell the thing a question asks about (a noun: "vans", "wedding") from its
 * verbs and adverbs ("come", "switch", "remotely"), which no portfolio needs to write.
 */
import lexicon from 'wink-lexicon/src/lexicon.js';

/**
 * Whether a folded word is, most often, a noun: its first tag is a noun's, or the lexicon does not
 * know it (a rare word or a name: "podcast", "timetables") and it has no past ending ("sketched").
 * A verb, adverb, adjective or function word first is not ("come", "remotely", "academic").
 */
export function isNounLike(folded: string): boolean {
  const tags = Object.hasOwn(lexicon, folded) ? lexicon[folded] : undefined;
  // An unknown word with a past ending is a verb's form ("sketched"), not a thing.
  if (!tags?.length) return !/[^e]ed$/.test(folded);
  return tags[0]!.startsWith('NN') || tags[0] === 'FW';
}
