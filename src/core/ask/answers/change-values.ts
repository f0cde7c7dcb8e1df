/**
 * The value of a change that a question asks for (issue #28, class 2): a sentence that states a
 * change of what is counted holds two values, before and after ("from 1,840 to 212 panels", "found
 * 96 areas …; after the treatment 9 remained"). "How many … did it end up with?", "… remained
 * after …?" ask for the value after; "… at first?", "… before …?" for the value before. The words
 * of time order read here are general English; the values are the sentence's own.
 */
import type { Sentence } from '../knowledge/sentences.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import { stem } from '../text/words.ts';
import { releaseCompiledCode } from '../text/patterns.ts';

/** Words that ask for the value after a change (general English). */
const AFTER_WORDS = new Set([
  'after',
  'afterwards',
  'end',
  'ended',
  'ending',
  'final',
  'finally',
  'remain',
  'remained',
  'remaining',
  'left',
  'now',
  'eventually',
  'result',
  'resulting',
  'reach',
  'reached',
]);

/** Words inside a sentence after which its later number is the value after the change ("…; after the treatment 9 remained"). */
const TURN_WORDS = new Set(['after', 'afterwards', 'then', 'now', 'finally', 'down', 'remained', 'remaining', 'left']);

/** Words that ask for the value before it. */
const BEFORE_WORDS = new Set(['before', 'first', 'initially', 'initial', 'originally', 'original', 'start', 'started', 'starting', 'began', 'previously']);

/** A number in digits ("1,840", "9") or in words up to twenty. */
const VALUE = String.raw`\d[\d,.]*%?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty`;

/**
 * "from 1,840 to 212", "from three days to two hours", "from 9 open pits to 23", "from 70 a year to 4": the two
 * values, the first with up to two words after it (its noun the last) and a rate ("a year") passed over, the second with one word.
 */
const FROM_TO = new RegExp(String.raw`\bfrom\s+(${VALUE})((?:\s+[a-z-]+){0,2}?)(?:\s+(?:a|an|per|each)\s+[a-z]+)?\s+to\s+(${VALUE})(?:\s+([a-z]+))?`, 'i');

/** "turned 48,000 raw clashes into 2,100 issues", "48,000 clashes became 2,100 issues": the value before, up to two words, the verb, the value after. */
const INTO = new RegExp(String.raw`\b(${VALUE})((?:\s+[a-z-]+){0,2})\s+(?:into|became|becoming|become)\s+(${VALUE})\b`, 'i');

/** Words of time order that are also ordinals ("the first year"). */
const ORDINALS = new Set(['first', 'final', 'initial', 'original']);

/** Spans of time an ordinal may name (general English): "the first year" is a span, not "at first". */
const PERIODS = new Set([
  'year',
  'years',
  'month',
  'months',
  'week',
  'weeks',
  'day',
  'days',
  'season',
  'seasons',
  'quarter',
  'decade',
  'night',
  'shift',
  'phase',
  'term',
  'semester',
  'round',
  'wave',
  'stage',
  'half',
]);

/** Which value the question asks for: after the change, before it, or neither. */
export function changeAsked(question: ParsedQuestion): 'after' | 'before' | undefined {
  const words = question.words;
  // "in the first year", "its final season": an ordinal of a span of time names the span, not a side of a change.
  const cue = (set: ReadonlySet<string>) =>
    words.some((word, i) => set.has(word.folded) && !(ORDINALS.has(word.folded) && PERIODS.has(words[i + 1]?.folded ?? '')));
  const after = cue(AFTER_WORDS);
  const before = cue(BEFORE_WORDS);
  return after === before ? undefined : after ? 'after' : 'before';
}

/**
 * The value before or after a change of the counted noun that one sentence states, or undefined:
 * "from X to Y" in a sentence that names a word of the noun phrase (`nouns`), or the count of the noun (`counted`) followed
 * later in the sentence by a number after a word of time order ("…; after the gel treatment 9 remained").
 */
export function changeValue(sentence: Sentence, nouns: readonly string[], asked: 'after' | 'before', counted: string | undefined): string | undefined {
  if (!nouns.some((noun) => sentence.stems.has(noun))) return undefined;
  const into = INTO.exec(sentence.text);
  if (into) return asked === 'after' ? into[3] : into[1];
  const fromTo = FROM_TO.exec(sentence.text);
  if (fromTo) {
    const [, before, beforeWords, afterWritten, afterUnit] = fromTo;
    // "… fell from 41 a year to 3.": the sentence's full stop is not the value's.
    const after = afterWritten!.replace(/[.,]+$/, '');
    const beforeUnit = beforeWords?.trim().split(/\s+/).at(-1) || undefined;
    // "from three days to two hours": a unit follows each value; "from 1,840 to 212" has none.
    const unit = (value: string, word: string | undefined) =>
      word && afterUnit && beforeUnit && !/^(?:in|on|at|of|and|the|a)$/.test(word) ? `${value} ${word}` : value;
    return asked === 'after' ? unit(after!, afterUnit) : unit(before!, beforeUnit);
  }
  if (!counted) return undefined;
  if (asked === 'before') return counted;
  const tokens = sentence.text.split(/\s+/).map((token) => token.replace(/^[("“]+|[),.;:!?"”]+$/g, ''));
  const at = tokens.indexOf(counted);
  const turn = tokens.findIndex((token, i) => i > at && TURN_WORDS.has(token.toLowerCase()));
  if (at < 0 || turn < 0) return undefined;
  const later = tokens.slice(turn + 1).find((token) => new RegExp(`^(?:${VALUE})$`, 'i').test(token) && !/^(?:19|20)\d\d$/.test(token));
  return later;
}

/**
 * "What reading grade did the forms reach?" against "… written at a grade of 13. … I rewrote it at
 * grade 7 …": a change told over two sentences, each with the noun and a number next to it (at most
 * two words away). The value asked (the last for "after", the first for "before") and both sentences,
 * in order; undefined unless two sentences state different values.
 */
export function changeAcross(sentences: readonly Sentence[], noun: string, asked: 'after' | 'before'): { value: string; sentences: Sentence[] } | undefined {
  const valued: { sentence: Sentence; value: string }[] = [];
  const number = new RegExp(`^(?:${VALUE})$`, 'i');
  for (const sentence of sentences) {
    if (!sentence.stems.has(noun)) continue;
    const raw = sentence.text.split(/\s+/);
    const tokens = raw.map((token) => token.replace(/^[("“]+|[),.;:!?"”]+$/g, ''));
    for (let i = 0; i < tokens.length; i++) {
      if (stem(tokens[i]!.toLowerCase()) !== noun) continue;
      // Within the noun's clause: "on the Harz line, ran 18 months" states no value of the line.
      const open = (k: number) => !/[,;:.]$/.test(raw[k] ?? '');
      const around = [open(i) ? tokens[i + 1] : undefined, open(i) && open(i + 1) ? tokens[i + 2] : undefined, open(i - 1) ? tokens[i - 1] : undefined];
      const near = around.find((token) => token !== undefined && number.test(token) && !/^(?:19|20)\d\d$/.test(token));
      if (near) {
        valued.push({ sentence, value: near });
        break;
      }
    }
  }
  if (valued.length < 2 || valued[0]!.value === valued.at(-1)!.value) return undefined;
  const [first, last] = [valued[0]!, valued.at(-1)!];
  return { value: asked === 'after' ? last.value : first.value, sentences: [first.sentence, last.sentence] };
}

// Their machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(FROM_TO, INTO);
