/**
 * The change a project's sentence states, for a question that asks by how much something changed
 * (issue #28, session 35, write-up facts): "By how much did correction files drop?" is answered
 * "73%" from "the number of correction files fell by 73%", "How did on-time delivery change?" with
 * "from 88% to 96%", not with the project's card or another number of the sentence. The clause that
 * states the change must name what the question says changed; the verbs of change are general
 * English, the values the sentence's own.
 */
import { FUNCTION_WORDS, NOUN_AUXILIARIES } from '../lexicon.ts';
import type { ProjectInfo } from '../knowledge/project-index.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import type { AskAnswer } from '../schema.ts';
import { releaseCompiledCode } from '../text/patterns.ts';
import { contentStems } from '../text/words.ts';
import { projectSentences } from '../knowledge/project-index.ts';
import { reply } from './reply.ts';

/** Verbs of a change of amount, in any form (general English). */
const CHANGE_VERB =
  /^(?:drop(?:s|ped|ping)?|f[ae]ll(?:s|en|ing)?|r[io]se[ns]?|rising|gr[eo]w(?:s|n|ing)?|shr[iau]nk(?:s|ing)?|declin(?:e|es|ed|ing)|increas(?:e|es|ed|ing)|decreas(?:e|es|ed|ing)|reduc(?:e|es|ed|ing)|cut|cuts|improv(?:e|es|ed|ing)|climb(?:s|ed|ing)?|went|go|goes|gone|chang(?:e|es|ed|ing)|lower(?:s|ed|ing)?|rais(?:e|es|ed|ing)|halved|doubled|tripled|shorten(?:s|ed|ing)?)$/;

/** The value of a change right after its verb: "by 73%", "from 88% to 96%", "by a third" (up to "to" and its value). */
const CHANGE_VALUE =
  /^(?:(?:down|up)\s+)?(?:(by\s+(?:about\s+|almost\s+|nearly\s+|more\s+than\s+)?(?:\S*\d\S*(?:\s+(?:percentage\s+points?|points?|per\s*cent|[\p{L}]+))?|a\s+(?:third|quarter|half|fifth|tenth)|half|two\s+thirds))|(from\s+\S*\d\S*(?:\s+[\p{L}]+)?\s+to\s+\S*\d\S*(?:\s+(?:percentage\s+points?|[\p{L}/]+))?))/iu;

/** Whether the question asks how much something changed: "(by) how much did X drop?", "how did X change?". */
function changeSubject(question: ParsedQuestion): string[] | undefined {
  const all = question.words;
  const words = all[0]?.folded === 'by' ? all.slice(1) : all;
  if (words[0]?.folded !== 'how') return undefined;
  const much = words[1]?.folded === 'much' || words[1]?.folded === 'far';
  const at = much ? 2 : 1;
  if (!NOUN_AUXILIARIES.has(words[at]?.folded ?? '')) return undefined;
  const verb = words.findIndex((word, i) => i > at && CHANGE_VERB.test(word.folded));
  // "How did it change?" asks for a change only with the verb "change"; "how much did X drop" with any verb of change.
  if (verb < 0 || (!much && !/^chang/.test(words[verb]!.folded))) return undefined;
  const subject = words.slice(at + 1, verb).filter((word) => !FUNCTION_WORDS.has(word.folded) && !NOUN_AUXILIARIES.has(word.folded));
  return subject.length ? subject.map((word) => word.stem) : undefined;
}

/** The change a sentence states of the subject: the value after a verb of change in a clause that names the subject. */
function changeIn(text: string, subject: readonly string[]): { value: string; named: number } | undefined {
  let best: { value: string; named: number } | undefined;
  // A clause ends at a comma, a semicolon or a colon: "…, and the cost per word fell by 29%".
  for (const clause of text.split(/[,;:](?:\s+and\b)?/)) {
    const tokens = clause.trim().split(/\s+/);
    tokens.forEach((token, i) => {
      if (!CHANGE_VERB.test(token.toLowerCase())) return;
      const value = CHANGE_VALUE.exec(tokens.slice(i + 1).join(' '));
      if (!value) return;
      const stems = contentStems(tokens.slice(0, i).join(' '));
      const named = subject.filter((wordStem) => stems.has(wordStem)).length;
      if (named && (!best || named > best.named)) best = { value: (value[1] ?? value[2]!).replace(/^by\s+/i, '').replace(/[.,;:)]+$/, ''), named };
    });
  }
  return best;
}

/**
 * The answer to "by how much did X change?" about one project: the value of the change that the
 * project's sentence states of X, and the sentence; undefined when the question asks no change or
 * no sentence of the project states one of what the question names.
 */
export function statedChangeAnswer(question: ParsedQuestion, info: ProjectInfo): AskAnswer | undefined {
  const subject = changeSubject(question);
  if (!subject) return undefined;
  let best: { text: string; value: string; named: number } | undefined;
  for (const sentence of projectSentences(info)) {
    const found = changeIn(sentence.text, subject);
    if (found && (!best || found.named > best.named)) best = { text: sentence.text.trim(), ...found };
  }
  // Half of what the question says changed, at least: "the cost per word" is not "the cost per page".
  if (!best || best.named * 2 < subject.length) return undefined;
  return reply('answer', 'project', `${best.value}. ${info.view.title}: “${best.text}”`, [info.view.links.html, info.view.links.self], 0.9);
}

releaseCompiledCode(CHANGE_VERB, CHANGE_VALUE);
