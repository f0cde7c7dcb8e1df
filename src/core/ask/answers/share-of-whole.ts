/**
 * A share the sentence states as a part of a whole (issue #28, session 33, the asked value in the
 * write-up): "Was the audit sample more than 1% of the ballots?" against "… with a 5% risk limit that
 * sampled 1,318 of 184,000 ballots" is 1,318 of 184,000 (0.7%), not the 5% of another noun; "Were
 * more than 1% of the records likely duplicates?" against "41,200 likely duplicates found among 3.6
 * million records, with fewer than 0.2% false merges" is 41,200 of 3.6 million (1.1%). The part and
 * the whole are two numbers joined by "of", "out of" or "among" (a few words between), each next to a
 * word of the question; a share the sentence writes next to a word of the question comes first
 * (./thresholds.ts reads it).
 */
import { releaseCompiledCode } from '../text/patterns.ts';
import { stem } from '../text/words.ts';

const NUMBER = String.raw`(\d[\d,]*(?:\.\d+)?)(?:\s+(thousand|million|billion))?`;
/** "1,318 of 184,000 ballots", "41,200 likely duplicates found among 3.6 million records". */
const PART_OF = new RegExp(String.raw`\b${NUMBER}((?:\s+[\p{L}-]+){0,4}?)\s+(?:of|out of|among)\s+(?:the\s+|all\s+)?${NUMBER}\s+([\p{L}-]+)`, 'giu');
/** A share written as a number and a percent sign or word. */
const SHARE = /(\d[\d,]*(?:\.\d+)?)\s*(?:%|percent\b|per cent\b)/gi;

const SCALES: Record<string, number> = { thousand: 1e3, million: 1e6, billion: 1e9 };
const amountOf = (digits: string, scale: string | undefined) => Number(digits.replace(/,/g, '')) * (scale ? SCALES[scale.toLowerCase()]! : 1);
const words = (text: string) =>
  text
    .split(/[\s-]+/)
    .map((token) => stem(token.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '').toLowerCase()))
    .filter(Boolean);

/** Whether a share the sentence writes stands right beside a word of the question (one word before or after it). */
function shareBesideAsked(text: string, content: ReadonlySet<string>): boolean {
  for (const share of text.matchAll(SHARE)) {
    const before = words(text.slice(0, share.index)).slice(-1);
    const after = words(text.slice(share.index + share[0].length)).slice(0, 1);
    if ([...before, ...after].some((word) => content.has(word))) return true;
  }
  return false;
}

/** The part of a whole the sentence states for the question's words, as a share (0 to 100) and as written; undefined for none. */
export function partOfWhole(text: string, content: ReadonlySet<string>): { value: number; written: string } | undefined {
  if (!content.size || shareBesideAsked(text, content)) return undefined;
  for (const match of text.matchAll(PART_OF)) {
    const [, part, partScale, between, whole, wholeScale, noun] = match;
    const partValue = amountOf(part!, partScale);
    const wholeValue = amountOf(whole!, wholeScale);
    if (!(wholeValue > partValue) || partValue <= 0) continue;
    // The part next to a word of the question ("sampled 1,318", "41,200 likely duplicates"), the whole counting one ("… ballots").
    const nearPart = [...words(text.slice(0, match.index)).slice(-2), ...words(between!)].some((word) => content.has(word));
    if (!nearPart || !content.has(stem(noun!.toLowerCase()))) continue;
    const value = (partValue / wholeValue) * 100;
    const shown = value >= 10 ? Math.round(value) : Math.round(value * 10) / 10;
    return { value, written: `${match[0].trim()} (${shown}%)` };
  }
  return undefined;
}

// Their machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(PART_OF, SHARE);
