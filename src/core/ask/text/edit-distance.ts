/** Edit distance between two words, for typo correction. */

/**
 * Optimal string alignment distance (edits, with adjacent transpositions), or `max + 1` as
 * soon as it exceeds `max`.
 */
export function editDistance(source: string, target: string, max: number): number {
  if (Math.abs(source.length - target.length) > max) return max + 1;
  if (source === target) return 0;
  const targetLength = target.length;
  let rowBeforePrevious = new Array<number>(targetLength + 1).fill(0);
  let previousRow = Array.from({ length: targetLength + 1 }, (_, j) => j);
  let currentRow = new Array<number>(targetLength + 1).fill(0);
  for (let i = 1; i <= source.length; i++) {
    currentRow[0] = i;
    let rowMin = i;
    for (let j = 1; j <= targetLength; j++) {
      const cost = source[i - 1] === target[j - 1] ? 0 : 1;
      let distance = Math.min(previousRow[j]! + 1, currentRow[j - 1]! + 1, previousRow[j - 1]! + cost);
      if (i > 1 && j > 1 && source[i - 1] === target[j - 2] && source[i - 2] === target[j - 1]) distance = Math.min(distance, rowBeforePrevious[j - 2]! + 1);
      currentRow[j] = distance;
      if (distance < rowMin) rowMin = distance;
    }
    if (rowMin > max) return max + 1;
    [rowBeforePrevious, previousRow, currentRow] = [previousRow, currentRow, rowBeforePrevious];
  }
  return previousRow[targetLength]! > max ? max + 1 : previousRow[targetLength]!;
}
