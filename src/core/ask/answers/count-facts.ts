/**
 * A count that one named project's sentences state (issue #28, classes 2 and 6): "How many layers
 * does the atlas ship?" gets the number before the noun ("ships 14 map layers"). Of several
 * sentences that count the noun, the one whose verb is the question's ("The team fixed 1,302 of
 * them" for "how many issues did the team fix?") comes first; a change gives the value before or
 * after it (./change-values.ts); "how many … remained?" reads "the remaining 135"; "how many
 * people use it?" the number the verb takes ("is used by 46 engineers").
 */
import type { ProjectInfo } from '../knowledge/project-index.ts';
import { projectSentences } from '../knowledge/project-index.ts';
import { FUNCTION_WORDS, NOUN_AUXILIARIES } from '../lexicon.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import type { AskAnswer } from '../schema.ts';
import { wholeValue } from '../text/lead-values.ts';
import { perBetween, rateAfter, rateAsked } from '../text/rates.ts';
import { stem } from '../text/words.ts';
import { changeAsked, changeValue } from './change-values.ts';
import { reply } from './reply.ts';
import { releaseCompiledCode } from '../text/patterns.ts';

/** A number written in digits ("14", "2.1", "9,000") or in words up to twenty. */
export const NUMBER =
  /^(\d[\d,.]*%?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|dozens?|hundreds?|thousands?|millions?|billions?)$/i;

const MAGNITUDE = /^(dozens?|hundreds?|thousands?|millions?|billions?|trillions?)$/i;

/** "1.2 billion", "2.1 million": the number at `at` with the scale word after it, which is part of the value. */
export function withScale(tokens: readonly string[], at: number): string {
  const next = tokens[at + 1];
  return next !== undefined && /^\d/.test(tokens[at]!) && /^(?:thousand|million|billion|trillion)$/i.test(next) ? `${tokens[at]} ${next}` : tokens[at]!;
}

const bare = (token: string) => token.replace(/^[("“]+|[),.;:!?"”]+$/g, '');

/**
 * "ships 14 map layers": the number that counts the noun (at most three words before it); not a number of another
 * noun per this one ("one SMS per customer"), and when a rate is asked ("per second"), one stated at that rate only.
 */
export function countIn(sentence: string, noun: string, reach = 3, rate?: string): string | undefined {
  const raw = sentence.split(/\s+/);
  const tokens = raw.map(bare);
  let single: string | undefined;
  for (let i = 0; i < tokens.length; i++) {
    if (stem(tokens[i]!.toLowerCase()) !== noun) continue;
    for (let j = i - 1; j >= Math.max(0, i - reach); j--) {
      if (!NUMBER.test(tokens[j]!)) continue;
      if (perBetween(tokens, j + 1, i) || (rate !== undefined && rateAfter(raw, i + 1) !== rate)) break;
      // "Tech 3342 test signals", "Python 3 scripts": a number after a capitalised word is part of a name.
      // "With TeleVet Rural, 540 animal health assistants": a comma after the name ends it.
      if (j > 0 && /^\d/.test(tokens[j]!) && /^[A-Z]/.test(tokens[j - 1]!) && !/[,;:]$/.test(raw[j - 1]!)) break;
      // "2.1 million": a magnitude word takes the number before it.
      const before = tokens[j - 1];
      const count = MAGNITUDE.test(tokens[j]!) && before && /^\d[\d,.]*$/.test(before) ? `${before} ${tokens[j]}` : withScale(tokens, j);
      // "between the displays on one farm …; used on 2,600 farms": "one" is a unit of the sentence when it counts the noun again.
      if (/^(?:one|1)$/i.test(count)) {
        single ??= count;
        break;
      }
      return count;
    }
  }
  return single;
}

/** "How many unique panels did …": the stems of the noun phrase after "how many", up to a function word or auxiliary. */
function countedNouns(words: ParsedQuestion['words']): string[] {
  const at = words.findIndex((word) => word.folded === 'many' || word.folded === 'much');
  const nouns: string[] = [];
  for (const word of words.slice(at + 1)) {
    if (FUNCTION_WORDS.has(word.folded) || NOUN_AUXILIARIES.has(word.folded)) break;
    nouns.push(word.stem);
  }
  return nouns;
}

/** "How many people use the generator?": the stems of the words after "how many" and its noun that are neither grammar nor the project's name. */
function verbStems(words: ParsedQuestion['words'], info: ProjectInfo): string[] {
  const at = words.findIndex((word) => word.folded === 'many');
  const name = new Set([...info.titleStems, ...info.slugStems]);
  const grammar = (folded: string) => NOUN_AUXILIARIES.has(folded) || /^(?:she|he|they|it|its|her|his|the|a|an|of|in|on|at|to|for|with|by)$/.test(folded);
  // "… in the first ten minutes": a number or an ordinal of the question is no verb whose number is counted.
  return words
    .slice(at + 2)
    .filter((word) => word.folded.length > 2 && !grammar(word.folded) && !name.has(word.stem) && !NUMBER.test(word.folded) && !ORDINAL.test(word.folded))
    .map((word) => word.stem);
}

/** An SI unit with an optional prefix ("kV", "MW", "GHz", "mm"), as a whole word. */
const SI_UNIT = /^\s*[kMGTmµn]?(?:V|W|Wh|A|Hz|B|m|g|Pa|N|J)\b/;

/** Ordinals (general English): "the first ten minutes" states when, not what is counted. */
const ORDINAL = /^(?:first|second|third|fourth|fifth|last|next|final)$/;

/** "used", "uses", "using" for "use": the stem, or the verb and an ending of at most three letters. */
function isVerb(token: string, verbs: readonly string[]): boolean {
  const folded = token.toLowerCase();
  return verbs.some((verb) => stem(folded) === verb || (verb.length >= 3 && folded.startsWith(verb.replace(/e$/, '')) && folded.length <= verb.length + 3));
}

/**
 * "… is used by 46 engineers", "… read by 12 curators", "46 engineers use it": the number right after
 * a verb of the question and "by", or just before a noun that the verb follows.
 */
function countByVerb(sentence: string, verbs: readonly string[]): string | undefined {
  const tokens = sentence.split(/\s+/).map(bare);
  for (let i = 0; i < tokens.length; i++) {
    if (!isVerb(tokens[i]!, verbs)) continue;
    const after = tokens.slice(i + 1, i + 4).map((token) => token.toLowerCase());
    const by = after[0] === 'by' ? (['the', 'a', 'an', 'about', 'some', 'over', 'around'].includes(after[1] ?? '') ? 2 : 1) : -1;
    if (by > 0 && NUMBER.test(tokens[i + 1 + by] ?? '')) return withScale(tokens, i + 1 + by);
    if (i >= 2 && NUMBER.test(tokens[i - 2]!) && /^[a-z]+s$/.test(tokens[i - 1]!)) return tokens[i - 2];
  }
  return undefined;
}

/** "The team fixed 1,302 of them": the number right after a verb of the question (at most one word between). */
function numberAfterVerb(sentence: string, verbs: readonly string[]): string | undefined {
  const raw = sentence.split(/\s+/);
  const tokens = raw.map(bare);
  for (let i = 0; i < tokens.length - 1; i++) {
    // "… a week; 71% of teachers": a number past the end of the word's clause is not its object.
    if (!isVerb(tokens[i]!, verbs) || /[;:.]$/.test(raw[i]!)) continue;
    // "disposed of 6.2 million": a particle ("of") may stand between the verb and its number, and a scale word follows it.
    const at = [i + 1, i + 2].find(
      (k, n) => tokens[k] !== undefined && NUMBER.test(tokens[k]!) && (n === 0 || /^(?:only|about|over|some|nearly|almost|exactly|of)$/i.test(tokens[i + 1]!)),
    );
    const next = at === undefined ? undefined : tokens[at]!;
    if (next && !/^(?:19|20)\d\d$/.test(next)) return /^(?:thousand|million|billion)$/i.test(tokens[at! + 1] ?? '') ? `${next} ${tokens[at! + 1]}` : next;
  }
  return undefined;
}

/** "How many … remained?": "the remaining 135", "135 remained", "135 were left". */
const REMAINING = /\bremaining\s+(\d[\d,.]*)|\b(\d[\d,.]*)\s+(?:\w+\s+)?(?:remained|remain|were left|are left|left over)\b/i;

/** The count a named project states for a "how many" question, with the sentence; undefined when none does. */
export function countFact(question: ParsedQuestion, info: ProjectInfo, noun: string): AskAnswer | undefined {
  const sentences = projectSentences(info);
  const answer = (value: string, text: string, confidence?: number) =>
    reply(
      'answer',
      'count',
      `${wholeValue(value, text)}. ${info.view.title}: “${text.replace(/\s+$/, '')}”`,
      [info.view.links.html, info.view.links.self],
      confidence,
    );
  // "How many panels did the roof end up with?": the value after the change a sentence states ("from 1,840 to 212").
  const direction = changeAsked(question);
  if (direction) {
    const nouns = countedNouns(question.words);
    for (const sentence of sentences) {
      const value = changeValue(sentence, nouns, direction, countIn(sentence.text, noun));
      if (value) return answer(value, sentence.text);
    }
  }
  // "How many issues remained after the fixes?": "the remaining 135".
  if (question.words.some((word) => /^(?:remain|remained|remaining|left)$/.test(word.folded))) {
    for (const sentence of sentences) {
      const match = REMAINING.exec(sentence.text);
      if (match) return answer(match[1] ?? match[2]!, sentence.text);
    }
  }
  // "How many issues did the team fix?": the sentence whose verb is the question's ("fixed 1,302 of them"), before a count of the noun alone.
  const verbs = verbStems(question.words, info).filter((verb) => !countedNouns(question.words).includes(verb));
  // A count written before the noun itself ("used on 9 productions"), not a single "one console"; else the single one.
  // "every low-voltage and 11 kV feeder": a number with an SI unit after it is a measure of the noun, not its count.
  const rate = rateAsked(question.words.map((word) => word.folded).join(' '));
  const counts = sentences.map((sentence) => {
    const count = countIn(sentence.text, noun, 3, rate);
    const at = count === undefined ? -1 : sentence.text.indexOf(count);
    return at >= 0 && SI_UNIT.test(sentence.text.slice(at + count!.length)) ? undefined : count;
  });
  const plain = counts.findIndex((count) => count !== undefined && !/^(?:one|1)$/i.test(count));
  for (const sentence of sentences) {
    const value = verbs.length ? numberAfterVerb(sentence.text, verbs) : undefined;
    const ofThem = /\bof (?:them|these|those)\b/i.test(sentence.text);
    // "Runs 2,100 cues a night on its longest production": the verb's number counts another noun when a sentence counts the noun asked.
    if (value && !ofThem && plain >= 0 && countIn(sentence.text, noun, 3, rate) === undefined) continue;
    // The count of the noun in that sentence when it has one ("renders 2.1 million building footprints").
    if (value && (sentence.stems.has(noun) || ofThem)) {
      // "reviewed 38 million documents and disposed of 6.2 million": the count of the noun only when it is the verb's own number.
      const counted = countIn(sentence.text, noun, 3, rate);
      // "schedules about 1,900 passes a day, plans 7 days ahead": a verb's number with a unit of its own is not the count of the noun.
      const ownUnit = wholeValue(value, sentence.text) !== value && !counted?.startsWith(value);
      return answer(counted && (counted.startsWith(value) || ownUnit) ? counted : value, sentence.text);
    }
  }
  const at = plain >= 0 ? plain : counts.findIndex((count) => count !== undefined);
  return at >= 0 ? answer(counts[at]!, sentences[at]!.text) : undefined;
}

/** "How many people use it?" against "… is used by 46 engineers": the number the question's verb takes. */
export function countByVerbFact(question: ParsedQuestion, info: ProjectInfo): AskAnswer | undefined {
  const verbs = verbStems(question.words, info);
  for (const sentence of projectSentences(info)) {
    const number = countByVerb(sentence.text, verbs);
    if (number)
      return reply(
        'answer',
        'count',
        `${wholeValue(number, sentence.text)}. ${info.view.title}: “${sentence.text.replace(/\s+$/, '')}”`,
        [info.view.links.html, info.view.links.self],
        0.8,
      );
  }
  return undefined;
}

// Their machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(NUMBER, MAGNITUDE, REMAINING, SI_UNIT, ORDINAL);
