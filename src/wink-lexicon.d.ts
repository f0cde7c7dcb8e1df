// Types of the two WordNet exception tables of wink-lexicon (MIT; data from WordNet 3.0) that
// src/core/ask/text/lemmas.ts reads: an irregular form -> its base ("taught" -> "teach").
declare module 'wink-lexicon/src/wn-verb-exceptions.js' {
  const exceptions: Record<string, string>;
  export default exceptions;
}
declare module 'wink-lexicon/src/wn-noun-exceptions.js' {
  const exceptions: Record<string, string>;
  export default exceptions;
}
// The adjectives' table ("busiest" -> "busy"), read by src/core/ask/knowledge/lemma-forms.ts and src/core/ask/answers/last-resort.ts.
declare module 'wink-lexicon/src/wn-adjective-exceptions.js' {
  const exceptions: Record<string, string>;
  export default exceptions;
}
// The lexicon of common English words with their parts of speech, most frequent first (Penn tags:
// "NN", "VB", "RB" …), that src/core/ask/text/parts-of-speech.ts reads.
declare module 'wink-lexicon/src/lexicon.js' {
  const lexicon: Record<string, readonly string[]>;
  export default lexicon;
}
