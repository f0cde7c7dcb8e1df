/**
 * "Is she on call more often in winter?" (issue #28, session 30, comparison verdicts): a bio
 * sentence that states two frequencies of what is asked ("on call one week in five …, and one week in
 * three during the winter season") gives the verdict: the frequency stated beside the question's
 * period word against the other. Frequencies are read in general English: "one week in five", "N
 * times a month", "twice a year", "every N weeks".
 */
import type { Knowledge } from '../knowledge/knowledge.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import { isStopLike } from '../question/stop-words.ts';
import type { AskAnswer } from '../schema.ts';
import { url } from '../../../catalogue/paths.ts';
import { apiUrl, owners, reply } from './reply.ts';
import { NUMBER_WORDS } from '../text/number-words.ts';
import { releaseCompiledCode } from '../text/patterns.ts';

const COUNT: Record<string, number> = { a: 1, an: 1, ...NUMBER_WORDS };
const SPAN: Record<string, number> = { day: 1, night: 1, weekend: 7, week: 7, fortnight: 14, month: 30, quarter: 91, season: 91, year: 365 };
const number = (word: string) => COUNT[word.toLowerCase()] ?? Number(word);

const FREQUENCY =
  /\b(?:(a|an|one|two|three|four|\d+) (day|night|weekend|week|month)s? in (two|three|four|five|six|seven|eight|nine|ten|twelve|\d+)|(once|twice|(?:two|three|four|five|six|\d+) times) (?:a|an|per) (day|week|weekend|fortnight|month|quarter|season|year)|every (?:(two|three|four|five|six|\d+|other) )?(day|week|weekend|fortnight|month|year)s?|(a|an|one|two|three|four|five|six|\d+) (day|night|weekend|week)s? (?:a|an|per|each|every) (week|fortnight|month|quarter|season|year))\b/gi;

/** The frequencies of a sentence (times a day), with their positions; "one week in five" is 1/35, "two days a month" 2/30. */
export function frequencies(text: string): { value: number; written: string; at: number }[] {
  const found: { value: number; written: string; at: number }[] = [];
  for (const match of text.matchAll(FREQUENCY)) {
    const [written, n, unit, of, times, per, every, everyUnit, spent, , spentPer] = match;
    let value: number;
    // Each a rate per day, so that "one week in four" (1/28) and "every week" (1/7) compare.
    if (n) value = number(n) / (number(of!) * SPAN[unit!.toLowerCase()]!);
    else if (spent) value = number(spent) / SPAN[spentPer!.toLowerCase()]!;
    else if (every?.toLowerCase() === 'other') value = 1 / (2 * SPAN[everyUnit!.toLowerCase()]!);
    // "Once a month I spend a day …": the word opening a sentence is capitalised.
    else if (times) value = (/^once$/i.test(times) ? 1 : /^twice$/i.test(times) ? 2 : number(times.split(' ')[0]!)) / SPAN[per!.toLowerCase()]!;
    else value = 1 / ((every ? number(every) : 1) * SPAN[everyUnit!.toLowerCase()]!);
    if (Number.isFinite(value)) found.push({ value, written, at: match.index });
  }
  return found;
}

/** The verdict of a "more often / less often … in <period>?" question from a bio sentence with two frequencies; undefined otherwise. */
export function frequencyVerdict(knowledge: Knowledge, question: ParsedQuestion, text: string): AskAnswer | undefined {
  const compared = /\b(more|less) (?:often|frequently)\b/i.exec(text);
  if (!compared || !question.cues.has('yesno')) return undefined;
  const period = /\b(?:in|during|at|over) (?:the )?([a-z]+(?: [a-z]+){0,2}?)\s*[?.!]*\s*$/i.exec(text.slice(compared.index));
  if (!period) return undefined;
  const content = question.words.filter(
    (word) => !isStopLike(knowledge, word.folded) && !/^(?:more|less|often|frequently)$/.test(word.folded) && !knowledge.person.words.has(word.folded),
  );
  for (const sentence of knowledge.bio) {
    if (!content.every((word) => sentence.stems.has(word.stem))) continue;
    const stated = frequencies(sentence.text);
    if (stated.length !== 2) continue;
    // The frequency nearest to the period word is the period's; the other is the usual one.
    const where = sentence.text.toLowerCase().indexOf(period[1]!.split(' ')[0]!.toLowerCase());
    const [inPeriod, usual] = Math.abs(stated[0]!.at - where) < Math.abs(stated[1]!.at - where) ? [stated[0]!, stated[1]!] : [stated[1]!, stated[0]!];
    if (inPeriod.value === usual.value) continue;
    const yes = compared[1]!.toLowerCase() === 'more' ? inPeriod.value > usual.value : inPeriod.value < usual.value;
    return reply(
      'answer',
      'profile',
      `${yes ? 'Yes' : 'No'}: ${inPeriod.written} in the ${period[1]} against ${usual.written} otherwise. From ${owners(knowledge)} bio: “${sentence.text.trim()}”`,
      [apiUrl(knowledge, url('getProfile'))],
      0.9,
    );
  }
  return undefined;
}

// Their machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(FREQUENCY);
