/**
 * The owner's habits asked in other words (issue #28, session 34), after ./own-rhythm.ts: "Which days is
 * he in the control room?" is answered by the bio sentence whose run of weekdays goes with what is asked,
 * the days leading ("Tuesdays and Fridays."); "What hours does she work outside release weeks?" by the
 * sentence with time ranges ("09:30 to 18:00", "9 am–5 pm"), the range of the clause that names what is
 * asked leading (the other clause's when the question is negated: "when it isn't …"); "Does she ever go
 * up the mast?", "Does he work nights?" by the first-person bio sentence that names what is asked: "Yes."
 * only where that sentence states it as a habit (with "ever", or a frequency, weekdays or a time range in
 * it) and does not negate it. General English and CLDR weekdays (./own-rhythm.ts), no field's words.
 */
import type { Knowledge } from '../knowledge/knowledge.ts';
import type { Sentence } from '../knowledge/sentences.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import type { AskAnswer } from '../schema.ts';
import { url } from '../../../catalogue/paths.ts';
import { apiUrl, owners, reply } from './reply.ts';
import { frequencies } from './frequency-verdict.ts';
import { asked, best, dayRuns } from './own-rhythm.ts';
import { negates } from '../text/negation.ts';
import { eachWord, stem } from '../text/words.ts';
import { releaseCompiledCode } from '../text/patterns.ts';

const WHICH_DAYS = /\b(?:which|what) days?\b|\bwhat days of the week\b/i;
const WHAT_HOURS = /\b(?:which|what) (?:hours|times)\b|\bwhat are (?:his|her|their|the) (?:working |work |office )?hours\b/i;
const EVER = /\bever\b/i;
/** "How often is she on call?", "How often are they on duty?": being on a duty, asked how often. */
const ON_DUTY_ASKED = /\bhow (?:often|frequently|regularly)\s+(?:is|are)\s+\S+\s+on\b/i;
/** The owner on a duty in the bio: "I am on the excursion rota", "I'm on standby". */
const ON_DUTY = /\b(?:I am|I'm)\s+on\b/i;
/** The verb of "Does she work …?", "Do they visit …?". */
const DOING = /^\s*(?:does|do)\s+(?:she|he|they|\S+)\s+(?:ever\s+)?([a-z]+)\b/i;
/** A present-tense habit asked yes or no ("Does she …?", "Is he ever …?"), not a past event ("Did he ever …?"). */
const PRESENT = /^\s*(?:does|do|is|are)\b/i;
const NEGATED_QUESTION = /\b(?:isn't|is not|aren't|are not|not|outside|otherwise|other than|except)\b/i;
const CLOCK = String.raw`(?:[01]?\d|2[0-3])(?:[:.][0-5]\d)?\s*(?:[ap]\.?m\.?)?`;
/** A time range: "06:00 to 14:30", "9 am–5 pm", "09.30-18.00", "from 8:00 until 16:00". */
const TIME_RANGE = new RegExp(String.raw`\b${CLOCK}\s*(?:–|—|-|to|until|till)\s*${CLOCK}(?![\d:])`, 'gi');
/** A clock time written as one ("06:00", "9 am"): a range needs one on either side. */
const CLOCK_WRITTEN = /\d[:.][0-5]\d|\d\s*[ap]\.?m\b/i;
/** The owner as the subject of a bio sentence. */
const FIRST_PERSON = /\b(?:I|I'm|I've)\b/;
/** The owner asked of: a pronoun or the owner's name after the question's verb ("Does she …", "What hours does Ana …"). */
const OWNER_ASKED = /\b(?:does|do|is|are)\s+(?:she|he|they)\b|\b(?:her|his|their)\b/i;

const profile = (knowledge: Knowledge, lead: string, sentence: Sentence) =>
  reply('answer', 'profile', `${lead} From ${owners(knowledge)} bio: “${sentence.text.trim()}”`, [apiUrl(knowledge, url('getProfile'))]);

const shareOf = (wanted: readonly string[], text: string) => {
  const stems = new Set<string>();
  eachWord(text, (word) => stems.add(stem(word)));
  return wanted.filter((s) => stems.has(s)).length;
};

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The time ranges of a text, each with the clause before it. */
function timeRanges(text: string): { written: string; clause: string }[] {
  const found: { written: string; clause: string }[] = [];
  let from = 0;
  for (const match of text.matchAll(TIME_RANGE)) {
    const written = match[0].trim();
    const sides = written.split(/\s*(?:–|—|-|to|until|till)\s*/i);
    if (sides.length !== 2 || !sides.every((side) => CLOCK_WRITTEN.test(side))) continue;
    const end = match.index + match[0].length;
    found.push({ written, clause: text.slice(from, end) });
    from = end;
  }
  return found;
}

/** The question's shape this module reads: which days, what hours, or a present-tense yes/no. */
function habitApplies(question: ParsedQuestion, text: string): boolean {
  return WHICH_DAYS.test(text) || WHAT_HOURS.test(text) || ON_DUTY_ASKED.test(text) || (question.cues.has('yesno') && PRESENT.test(text));
}

/** Whether the question asks about the owner: a pronoun or a word of the owner's name. */
const ownerAsked = (knowledge: Knowledge, question: ParsedQuestion, text: string) =>
  OWNER_ASKED.test(text) || question.words.some((word) => knowledge.person.words.has(word.folded));

/**
 * "How often is she on call?" when no sentence with a frequency names what is asked (./own-rhythm.ts answers
 * those): the one first-person sentence of the bio that puts the owner on something ("I am on the excursion
 * rota one week in four"), with a frequency after it, is the duty asked in the bio's own words when the bio
 * writes no word of what is asked; none or several such sentences, no answer.
 */
function onDuty(knowledge: Knowledge, wanted: readonly string[]): AskAnswer | undefined {
  // A word asked that the bio writes is the bio's own word for it: "on site" is not "on the rota".
  if (knowledge.bio.some((sentence) => wanted.some((s) => sentence.stems.has(s)))) return undefined;
  const found = knowledge.bio.flatMap((sentence) => {
    const on = ON_DUTY.exec(sentence.text);
    const after = on ? frequencies(sentence.text).filter((frequency) => frequency.at > on.index) : [];
    return after.length ? [{ sentence, frequency: after[0]!.written }] : [];
  });
  if (found.length !== 1) return undefined;
  const { sentence, frequency } = found[0]!;
  return profile(knowledge, `${capital(frequency)}.`, sentence);
}

/** "Which days is he in …?": the weekdays of the run that goes with what is asked. */
function whichDays(knowledge: Knowledge, wanted: readonly string[]): AskAnswer | undefined {
  const sentence = best(knowledge, wanted, (s) => dayRuns(s.text).length > 0);
  if (!sentence) return undefined;
  const runs = dayRuns(sentence.text);
  const scores = runs.map((run) => shareOf(wanted, run.clause));
  const top = Math.max(...scores);
  if (top === 0) return undefined;
  return profile(knowledge, `${capital(runs[scores.indexOf(top)]!.written)}.`, sentence);
}

/** "What hours does she work …?": the time range of the clause that names what is asked (the other's when negated). */
function whatHours(knowledge: Knowledge, wanted: readonly string[], text: string): AskAnswer | undefined {
  const ranged = knowledge.bio.filter((s) => timeRanges(s.text).length > 0);
  const sentence = best(knowledge, wanted, (s) => ranged.includes(s)) ?? (ranged.length === 1 ? ranged[0] : undefined);
  if (!sentence) return undefined;
  const ranges = timeRanges(sentence.text);
  const scores = ranges.map((range) => shareOf(wanted, range.clause));
  const pick = NEGATED_QUESTION.test(text) ? Math.min(...scores) : Math.max(...scores);
  return profile(knowledge, `${capital(ranges[scores.indexOf(pick)]!.written)}.`, sentence);
}

/** "Does she ever …?", "Does he work nights?": "Yes." from the first-person bio sentence stating the habit. */
function habitVerdict(knowledge: Knowledge, wanted: readonly string[], text: string): AskAnswer | undefined {
  const ever = EVER.test(text);
  const content = ever ? wanted.filter((s) => s !== 'ever') : wanted;
  // A habit is a doing and its thing or place, both in the sentence: "Does she work shifts?" ("work" is too
  // common a word to be read as asked), not "Is she in London?" nor "Does he know Go?". With "ever" the verb
  // may be the sentence's own ("go into the clean room": "I gown up for the clean room"); "Is he ever on the
  // cleaning rota?" has no verb to leave out.
  const verb = DOING.exec(text)?.[1];
  const doing = verb ? stem(verb.toLowerCase()) : undefined;
  const needed = ever ? content.filter((s) => s !== doing) : doing && !content.includes(doing) ? [doing, ...content] : content;
  if (!needed.length || (!ever && needed.length < 2)) return undefined;
  const sentence = best(
    knowledge,
    content,
    (s) =>
      FIRST_PERSON.test(s.text) &&
      needed.every((w) => s.stems.has(w)) &&
      (ever || frequencies(s.text).length > 0 || dayRuns(s.text).length > 0 || timeRanges(s.text).length > 0),
  );
  if (!sentence || negates(sentence.text, needed)) return undefined;
  return profile(knowledge, 'Yes.', sentence);
}

/** The owner's habit asked: which days, what hours, or whether (see the module's comment). */
export function habitAnswer(knowledge: Knowledge, question: ParsedQuestion, text: string): AskAnswer | undefined {
  if (!habitApplies(question, text) || !ownerAsked(knowledge, question, text)) return undefined;
  const wanted = asked(knowledge, question);
  if (!wanted.length) return undefined;
  if (ON_DUTY_ASKED.test(text)) return onDuty(knowledge, wanted);
  if (WHICH_DAYS.test(text)) return whichDays(knowledge, wanted);
  if (WHAT_HOURS.test(text))
    return whatHours(
      knowledge,
      wanted.filter((s) => !/^(?:hour|time)/.test(s)),
      text,
    );
  return habitVerdict(knowledge, wanted, text);
}

// Their machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(
  ON_DUTY_ASKED,
  ON_DUTY,
  DOING,
  OWNER_ASKED,
  WHICH_DAYS,
  WHAT_HOURS,
  EVER,
  PRESENT,
  NEGATED_QUESTION,
  TIME_RANGE,
  CLOCK_WRITTEN,
  FIRST_PERSON,
);
