/**
 * Joined words (issue #28, spelling; other languages): "screenreader" where the content writes
 * "screen reader", "Screenreader" of a German question, "codebase" for "code base". A question's
 * word of eight letters or more that the content never writes is split where both halves are words
 * of the content and the content writes them as two words; otherwise it stays as written.
 */

/** `known`: whether the content writes a word; `writes`: whether it writes a phrase (folded). */
export function splitJoinedWords(question: string, known: (folded: string) => boolean, writes: (folded: string) => boolean): string {
  if (!/\p{L}{8,}/u.test(question)) return question;
  return question.replace(/(?<![\p{L}\p{N}-])\p{L}{8,}(?![\p{L}\p{N}-])/gu, (word) => {
    const folded = word.toLowerCase();
    if (!/^[a-z]+$/.test(folded) || known(folded)) return word;
    for (let at = 3; at <= folded.length - 3; at++) {
      const [left, right] = [folded.slice(0, at), folded.slice(at)];
      if (known(left) && known(right) && writes(`${left} ${right}`)) return `${left} ${right}`;
    }
    return word;
  });
}
