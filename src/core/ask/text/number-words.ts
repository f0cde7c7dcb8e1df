/**
 * English number words and their values ("twelve" -> 12, "fifty" -> 50), for the rules that read a
 * number written in words (numeric verdicts, UTC offsets, frequencies). One table instead of one per rule.
 */
const BELOW_TWENTY = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

export const NUMBER_WORDS: Readonly<Record<string, number>> = Object.freeze({
  ...Object.fromEntries(BELOW_TWENTY.map((word, value) => [word, value])),
  ...Object.fromEntries(TENS.map((word, i) => [word, (i + 2) * 10])),
  hundred: 100,
});

/** The words as alternatives of a regular expression, longest first ("seventeen" before "seven"). */
export const NUMBER_WORD_PATTERN = Object.keys(NUMBER_WORDS)
  .sort((a, b) => b.length - a.length || a.localeCompare(b))
  .join('|');
