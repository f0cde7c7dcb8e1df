/**
 * The figures of one sentence that a numeric verdict (./thresholds.ts) reads besides shares and counts: the two
 * values of a change ("from 4 hours to 95 minutes", in seconds when both are durations), the duration a bound on
 * time compares, and the figure written right after a noun the question names before its bound ("an AUC above
 * 0.85" against "an AUC of 0.81").
 */
import { FUNCTION_WORDS } from '../lexicon.ts';
import { durationsIn, secondsIn } from '../text/figure-units.ts';
import { isUnit } from '../text/lead-values.ts';

const parse = (written: string) => Number(written.replace(/,/g, ''));

/** "from 95 to 31 seconds", "410,000 acres, up from 60,000": the values before and after a change. */
export function changeIn(
  text: string,
): { before: number; after: number; written: string; seconds?: boolean; sides?: [before: string, after: string] } | undefined {
  const fromTo = /\bfrom\s+(\d[\d,]*(?:\.\d+)?)(?:\s+([a-z]+))?\s+to\s+(\d[\d,]*(?:\.\d+)?)(?:\s+([a-z]+))?/i.exec(text);
  if (fromTo) {
    const [, beforeValue, beforeUnit, afterValue, afterUnit] = fromTo;
    // "from 95 to 31 seconds": the unit after the value stays; "from 52 to 9 a season" ends at the value.
    const unit = afterUnit && (isUnit(afterUnit) || (afterUnit.length > 2 && !FUNCTION_WORDS.has(afterUnit.toLowerCase())));
    // "from 4 hours to 95 minutes": both sides in seconds (../text/figure-units.ts).
    // "from 67 to 61 days": the unit after both values is theirs.
    const afterScale = secondsIn(afterUnit);
    const beforeScale = beforeUnit ? secondsIn(beforeUnit) : afterScale;
    const scaled = beforeScale !== undefined && afterScale !== undefined;
    return {
      ...(scaled ? { seconds: true, sides: [`${beforeValue} ${beforeUnit ?? afterUnit}`, `${afterValue} ${afterUnit}`] as [string, string] } : {}),
      before: parse(beforeValue!) * (scaled ? beforeScale : 1),
      after: parse(afterValue!) * (scaled ? afterScale : 1),
      written: unit || !afterUnit ? fromTo[0] : fromTo[0].slice(0, fromTo[0].length - afterUnit.length).trim(),
    };
  }
  const upFrom = /(\d[\d,]*(?:\.\d+)?)(?:\s+[a-z]+)?,?\s+(?:up|down)\s+from\s+(\d[\d,]*(?:\.\d+)?)/i.exec(text);
  if (upFrom) return { before: parse(upFrom[2]!), after: parse(upFrom[1]!), written: upFrom[0] };
  return undefined;
}

/**
 * The duration of a sentence a bound on time compares, in seconds: of "from 19 minutes to 11 minutes" the side asked (the
 * value after unless "before"), or the change for a bound on the change ("by more than", "save more than a week"); of
 * "predicted 11 minutes 40 seconds; measured 12 minutes 5 seconds" the difference when the question asks how far
 * off one was; else the first duration the sentence writes that is not a side of a change.
 */
export function durationFigure(
  text: string,
  bound: { by: boolean; off?: boolean; asked?: 'before' | 'after' },
): { value: number; written: string } | undefined {
  const change = changeIn(text);
  if (change?.seconds) {
    if (bound.by) return { value: Math.abs(change.after - change.before), written: change.written };
    // "from 14 hours to 9 hours" for "under 10 hours now?": the side asked, as written ("9 hours").
    return bound.asked === 'before' ? { value: change.before, written: change.sides![0] } : { value: change.after, written: change.sides![1] };
  }
  const durations = durationsIn(text);
  if (bound.off && durations.length === 2) {
    const [first, second] = durations as [(typeof durations)[0], (typeof durations)[0]];
    return { value: Math.abs(first.seconds - second.seconds), written: `${first.written} against ${second.written}` };
  }
  const outside = change ? durations.filter((duration) => !change.written.includes(duration.written)) : durations;
  return outside[0] && { value: outside[0].seconds, written: outside[0].written };
}

/** "reach an AUC above": the noun right before the bound (a verb or a function word is none). */
export function labelBefore(text: string): string | undefined {
  const word = /([\p{L}][\p{L}\p{N}-]*)\s+$/u.exec(text)?.[1];
  if (
    !word ||
    word.length < 2 ||
    FUNCTION_WORDS.has(word.toLowerCase()) ||
    /(?:ed|ing)$/i.test(word) ||
    /^(?:is|was|are|were|be|been|reach|get|go|stay|keep|run|rise|fall|land|come|make|have|has)$/i.test(word)
  )
    return undefined;
  return word.toLowerCase();
}

/** "AUC of 0.81", "AUC was 0.81": the number the sentence writes within two words after the label. */
export function labelledFigure(text: string, label: string): { value: number; written: string } | undefined {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(String.raw`\b${escaped}\b(?:\s+(?:of|at|was|is|reached|reaches|to|=|:))?\s*(\d[\d,]*(?:\.\d+)?)(?!\s*%)`, 'i').exec(text);
  return match ? { value: parse(match[1]!), written: `${text.slice(match.index, match.index + label.length)} ${match[1]}` } : undefined;
}
