/**
 * A text as plain lower-case Latin letters and digits, words separated by one space ("Québec City" ->
 * "quebec city"): how the owner's answerers compare place, network and zone names the content writes
 * with the question's. Letters of other scripts drop out (those names are read by ../languages/).
 */
export const plainLetters = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
