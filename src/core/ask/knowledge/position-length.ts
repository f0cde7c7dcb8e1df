/** The length of a position of the work history, counted one way for every answer that states it. */

/** Months from one YYYY-MM to another, both months counted (a position from 2014-01 to 2018-12 lasted five years). */
export function monthsBetween(start: string, end: string): number {
  const [a, b] = [start, end].map((date) => {
    const [year, month] = date.split('-').map(Number);
    return (year ?? 0) * 12 + ((month ?? 1) - 1);
  });
  return b! - a! + 1;
}

/** "4 years 11 months". */
export function lengthText(months: number): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  return (
    [years ? `${years} year${years === 1 ? '' : 's'}` : '', rest ? `${rest} month${rest === 1 ? '' : 's'}` : ''].filter(Boolean).join(' ') ||
    'less than a month'
  );
}
