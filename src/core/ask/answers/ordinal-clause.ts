/**
 * An ordinal the question asks about, read in the clause of the sentence that states it (issue #28, session 36,
 * write-up facts): "Where did the eleventh hangar go live?" of "The first hangar went live at Dublin Airport in May
 * 2022 and the eleventh in Kuala Lumpur in May 2024." leads with "Kuala Lumpur", not with the first hangar's
 * "Dublin Airport". A sentence that enumerates by ordinals (two of them or more) gives each one the words up to the
 * next; a lead outside the clause of the question's ordinal gives way to the value of the same shape inside it (a
 * date for a date, a number for a number, a name for a name). English ordinals only; nothing here names a field.
 */
import type { ParsedQuestion } from '../question/parse.ts';
import type { AskAnswer } from '../schema.ts';
import { releaseCompiledCode } from '../text/patterns.ts';
import { bare } from '../text/bare-token.ts';

/** English ordinals, spelled out or in digits ("first", "eleventh", "21st"), and "last". */
const ORDINAL =
  /^(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|thirtieth|fortieth|fiftieth|hundredth|last|final|\d+(?:st|nd|rd|th))$/i;

const MONTHS = 'January|February|March|April|May|June|July|August|September|October|November|December';
/** "May 2024", "2024", "19 May 2023": a date in the clause. */
const DATE = new RegExp(`^(?:(?:\\d{1,2}\\s+)?(?:${MONTHS})\\s+)?(?:1[89]|20)\\d\\d$`);
const DATE_IN = new RegExp(`\\b(?:(?:\\d{1,2}\\s+)?(?:${MONTHS})\\s+)?(?:1[89]|20)\\d\\d\\b`);
const NUMBER = /^[−-]?\d[\d,.]*%?$/;
const MONTH = new RegExp(`^(?:${MONTHS})$`);

/** The ordinal the question asks about (as written, lower case), or undefined. */
function askedOrdinal(question: ParsedQuestion): string | undefined {
  return question.words.find((word) => ORDINAL.test(word.folded))?.folded;
}

/** Whether the question names an ordinal (the pre-test of the step). */
export const ordinalClauseApplies = (question: ParsedQuestion) => askedOrdinal(question) !== undefined;

/** The words of the sentence from the ordinal asked up to the next ordinal, when the sentence has two or more; else undefined. */
function clauseOf(sentence: string, ordinal: string): string | undefined {
  const raw = sentence.split(/\s+/);
  const at = raw.map((token) => bare(token).toLowerCase());
  const ordinals = at.flatMap((token, i) => (ORDINAL.test(token) ? [i] : []));
  const start = ordinals.find((i) => at[i] === ordinal);
  if (start === undefined || ordinals.length < 2) return undefined;
  const end = ordinals.find((i) => i > start) ?? raw.length;
  return raw.slice(start, end).join(' ');
}

/** The value of the lead's shape in the clause: a date, a number, or a name (a capitalised run after a preposition, else the first). */
function sameShape(lead: string, clause: string): string | undefined {
  if (DATE.test(lead)) return DATE_IN.exec(clause)?.[0];
  const raw = clause.split(/\s+/).slice(1);
  if (NUMBER.test(lead)) return raw.map(bare).find((token) => NUMBER.test(token));
  const runs: { name: string; afterPreposition: boolean }[] = [];
  for (let i = 0; i < raw.length; i++) {
    if (!/^\p{Lu}/u.test(bare(raw[i]!)) || DATE.test(bare(raw[i]!)) || MONTH.test(bare(raw[i]!))) continue;
    const start = i;
    while (i + 1 < raw.length && /^\p{Lu}/u.test(bare(raw[i + 1]!)) && !/[,;:.]$/.test(raw[i]!)) i++;
    runs.push({
      name: raw
        .slice(start, i + 1)
        .map(bare)
        .join(' '),
      afterPreposition: /^(?:in|at|to|from|by|with|for|on)$/i.test(raw[start - 1] ?? ''),
    });
  }
  return (runs.find((run) => run.afterPreposition) ?? runs[0])?.name;
}

/** The answer with its lead read in the clause of the ordinal asked, when its sentence enumerates by ordinals; unchanged otherwise. */
export function withOrdinalClause(question: ParsedQuestion, answer: AskAnswer): AskAnswer {
  if (answer._meta.response_type !== 'answer') return answer;
  const ordinal = askedOrdinal(question);
  const shape = /^([^“”.]{1,80}?)\.\s+([^“:]{1,120}:\s+“([^”]+)”[\s\S]*)$/u.exec(answer.answer);
  if (!ordinal || !shape) return answer;
  const [, lead, rest, sentence] = shape;
  const clause = clauseOf(sentence!, ordinal);
  if (!clause || clause.includes(lead!)) return answer;
  const found = sameShape(lead!, clause);
  return found && found !== lead ? { ...answer, answer: `${found}. ${rest}` } : answer;
}

// Their machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(ORDINAL, DATE, DATE_IN, NUMBER, MONTH);
