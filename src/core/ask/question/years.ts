/** The years a question asks about: "in 2023", "since 2021", "between 2020 and 2022". */

/** Inclusive bounds, as four-digit years; a missing bound is open. */
export interface YearRange {
  from?: string;
  to?: string;
}

/** The first year or range of years in the question's words (`plain`: the words joined by spaces). */
export function findYears(plain: string): YearRange | undefined {
  const between = /\bbetween ((?:19|20)\d\d) and ((?:19|20)\d\d)\b|\bfrom ((?:19|20)\d\d) (?:to|until|till) ((?:19|20)\d\d)\b/.exec(plain);
  if (between) {
    const first = between[1] ?? between[3]!;
    const second = between[2] ?? between[4]!;
    // biome-ignore lint/complexity/useMathMinMax: the years are strings here; Math.min would turn them into numbers.
    return { from: first < second ? first : second, to: first < second ? second : first };
  }
  const match = /\b(in|from|during|since|after|before|until|of)? ?((?:19|20)\d\d)\b/.exec(plain);
  if (!match) return undefined;
  const year = match[2]!;
  switch (match[1]) {
    case 'since':
      return { from: year };
    case 'after':
      return { from: String(Number(year) + 1) };
    case 'before':
      return { to: String(Number(year) - 1) };
    case 'until':
      return { to: year };
    default:
      return { from: year, to: year };
  }
}
