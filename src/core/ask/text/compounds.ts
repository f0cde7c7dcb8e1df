/**
 * Joined words (issue #28, spelling; other languages): "screenreader" where the content writes
 * "screen reader", "Screenreader" of a German question, "codebase" for "code base". A question's
 * word of eight letters or more that the content never writes is split where both halves are words
 * of the content and the content writes them as two words; otherwise it stays as written.
 */
import { releaseCompiledCode } from './patterns.ts';

/** `known`: whether the content writes a word; `writes`: whether it writes a phrase (folded). */
export function splitJoinedWords(question: string, known: (folded: string) => boolean, writes: (folded: string) => boolean): string {
  const versioned = splitVersions(question, known, writes);
  if (versioned !== question) return splitJoinedWords(versioned, known, writes);
  // An ASCII question (most) is read with the ASCII forms of the same patterns (a letter is A-Z, a digit 0-9 there).
  const ascii = !NON_ASCII.test(question);
  if (!(ascii ? /[A-Za-z]{8}/ : /\p{L}{8,}/u).test(question)) return question;
  return question.replace(ascii ? LONG_ASCII_WORD : LONG_WORD, (word) => {
    const folded = word.toLowerCase();
    if (!/^[a-z]+$/.test(folded) || known(folded)) return word;
    for (let at = 3; at <= folded.length - 3; at++) {
      const [left, right] = [folded.slice(0, at), folded.slice(at)];
      if (known(left) && known(right) && writes(`${left} ${right}`)) return `${left} ${right}`;
    }
    return word;
  });
}

const NON_ASCII = /[^\x00-\x7f]/;
const LONG_WORD = /(?<![\p{L}\p{N}-])\p{L}{8,}(?![\p{L}\p{N}-])/gu;
const LONG_ASCII_WORD = /(?<![A-Za-z0-9-])[A-Za-z]{8,}(?![A-Za-z0-9-])/g;

/**
 * A name joined to its version ("TwinCat3", "Python3") that the content writes apart ("TwinCAT 3.1",
 * "Python 3.12"): split before the number, so that the name and its version are read as such. The
 * joined form must be no word of the content ("S7", "grandMA3", "IPv6" stay as written), its name
 * three letters at least.
 */
function splitVersions(question: string, known: (folded: string) => boolean, writes: (folded: string) => boolean): string {
  if (!(NON_ASCII.test(question) ? /\p{L}\d/u : /[A-Za-z]\d/).test(question)) return question;
  return question.replace(/(?<![\p{L}\p{N}.-])(\p{L}{3,})(\d+(?:\.\d+)*)(?![\p{L}\p{N}-])/gu, (whole, name: string, version: string) => {
    const folded = whole.toLowerCase();
    if (known(folded) || writes(folded)) return whole;
    return writes(`${name.toLowerCase()} ${version.split('.')[0]}`) ? `${name} ${version}` : whole;
  });
}

// Their machine code goes when idle (./patterns.ts).
releaseCompiledCode(NON_ASCII, LONG_WORD, LONG_ASCII_WORD);
