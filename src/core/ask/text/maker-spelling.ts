/**
 * A maker's name told by its spelling (issue #28, skill names without their maker): "OMICRON" of
 * "OMICRON Test Universe", "AVEVA" of "AVEVA PI Server 2023", "OSIsoft", "DIgSILENT" are written in
 * capitals of three letters or more, or with a capital after small letters or after a run of
 * capitals ("OSIsoft"), as company names are and common words are not. The rest of such a name,
 * two capitalised words or more ("Test Universe", "Isaac Sim"), names the product alone. Read
 * from the spelling, so no list of makers is needed.
 */

/** Whether `word` is spelled as a maker's name: all capitals (three letters or more) or capitals inside. */
export function makerSpelling(word: string): boolean {
  return /^\p{Lu}{3,}$/u.test(word) || /^\p{Lu}+\p{Ll}+\p{Lu}/u.test(word) || /^\p{Lu}{2,}\p{Ll}{2,}$/u.test(word);
}

/** Whether `rest`, the words after a maker's name, names the product alone: two words or more, each capitalised, no numbers. */
export function productWords(rest: readonly string[]): boolean {
  return rest.length >= 2 && rest.every((word) => /^\p{Lu}[\p{L}-]*$/u.test(word));
}
