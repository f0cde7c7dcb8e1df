/**
 * Versions compared in a skill check (./unlisted.ts): the words of "newer" and "older", release names with a
 * letter ("2x3", "3b"), dotted versions in numeric order, and a version asked that is a listed one's leading numbers.
 */
export const NEWER = new Set(['newer', 'later', 'higher', 'above', 'recent', 'after', 'greater']);
export const OLDER = new Set(['older', 'earlier', 'lower', 'below', 'before']);

/** A release name with a letter between or after its numbers: "2x3", "3b", "4r2". */
export const RELEASE = /^\d{1,2}[a-z]\d{0,2}$/;

/** "11" against "10", "4.10" against "4.9": numeric order of dotted versions (years too). */
export function compareVersions(a: string, b: string): number {
  const x = a.split('.').map(Number);
  const y = b.split('.').map(Number);
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d) return Math.sign(d);
  }
  return 0;
}

/**
 * "Python 3" asked against a listed "Python 3.12": the version asked is the listed one's leading
 * numbers (a major or major.minor release that contains it); "3.1" is not within "3.12".
 */
export function withinRelease(listed: string, asked: string): boolean {
  if (!/^\d+(?:\.\d+)*$/.test(listed) || !/^\d+(?:\.\d+)*$/.test(asked)) return false;
  const x = listed.split('.');
  const y = asked.split('.');
  return y.length < x.length && y.every((part, i) => Number(part) === Number(x[i]));
}
