/**
 * Two spellings of one word that differ by one letter inserted (issue #28, jargon): "story" and
 * "storey", "mold" and "mould", "aluminum" and "aluminium", the British and American forms that no
 * ending rule joins. Read only beside a word of a listed name ("inter-story drift" against a listed
 * "Inter-storey drift estimation"), where the rest of the name already points to the thing; four
 * letters at least, so that short words ("form", "from") stay apart.
 */

/** Whether `a` and `b` (folded) are one inserted letter apart, the shorter of four letters at least. */
export function oneLetterApart(a: string, b: string): boolean {
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  if (long.length !== short.length + 1 || short.length < 4) return false;
  let i = 0;
  while (i < short.length && short[i] === long[i]) i++;
  return short.slice(i) === long.slice(i + 1);
}
