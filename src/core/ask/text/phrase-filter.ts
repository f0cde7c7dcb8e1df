/**
 * Whether a long text writes a phrase, without searching all of it for most phrases (issue #28, speed):
 * the joined-words check (./compounds.ts) asks the content's text about every split of a long unknown word
 * ("screen reader" of "screenreader"), a substring search of the whole content for each (8.6% of a question
 * at 1,000 projects). A table of bits, made once per text at its first use, marks the three characters
 * before and after every space of the text; a phrase whose three characters either side of its first space
 * are not marked is not in the text, without the search; a marked one is searched as before. The answer is
 * the same as `text.includes(phrase)` for every phrase (no phrase the text writes is ever missed).
 */

/** How many bit tables were made and how many phrases were searched in the whole text (the tests count them). */
export const phraseFilterCounts = { builds: 0, searches: 0 };

/** The characters either side of a space that the table marks. */
const SIDE = 3;

/** A hash of the three characters before `at` (a space) and the three after, in `text`. */
function keyAt(text: string, at: number): number {
  let hash = 0x811c9dc5;
  for (let i = at - SIDE; i <= at + SIDE; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** `text.includes(phrase)`, with the table of ./phrase-filter.ts in front of the search. */
export function phraseSearch(text: string): (phrase: string) => boolean {
  let bits: Uint8Array | undefined;
  let mask = 0;
  const build = () => {
    phraseFilterCounts.builds++;
    let size = 1 << 13;
    while (size < text.length * 2 && size < 1 << 22) size <<= 1;
    mask = size - 1;
    bits = new Uint8Array(size >>> 3);
    for (let at = text.indexOf(' ', SIDE); at >= 0 && at + SIDE < text.length; at = text.indexOf(' ', at + 1)) {
      const key = keyAt(text, at) & mask;
      bits[key >>> 3]! |= 1 << (key & 7);
    }
    return bits;
  };
  return (phrase) => {
    const at = phrase.indexOf(' ');
    if (at >= SIDE && at + SIDE < phrase.length) {
      const table = bits ?? build();
      const key = keyAt(phrase, at) & mask;
      if (!(table[key >>> 3]! & (1 << (key & 7)))) return false;
    }
    phraseFilterCounts.searches++;
    return text.includes(phrase);
  };
}
