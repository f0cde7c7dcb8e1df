/**
 * "Does TeleVet Rural have more vets than animal health assistants?": a yes/no question that compares two counts of
 * one named project (issue #28, session 33): the counts its sentences give the two nouns ("540 animal health
 * assistants …, one of 210 vets"). A verdict only when both counts are stated: "No: 210 vets against
 * 540 animal health assistants."; else no answer here (no verdict is guessed).
 */
import type { Knowledge } from '../knowledge/knowledge.ts';
import { projectSentences, type ProjectInfo } from '../knowledge/project-index.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import type { AskAnswer } from '../schema.ts';
import { stem } from '../text/words.ts';
import { countIn } from './count-facts.ts';
import { confidenceOf, reply } from './reply.ts';
import { NUMBER_WORDS } from '../text/number-words.ts';

/** "more vets than animal health assistants": the comparative, the noun phrase before "than" and the words after it. */
const MORE_THAN = /\b(more|fewer|less)\s+((?:[\p{L}-]+\s+){0,3}?[\p{L}-]+)\s+than\s+(.+?)[?.!]*$/iu;

type Count = { value: number; written: string; sentence: string };

function countOf(info: ProjectInfo, noun: string): Count | undefined {
  for (const sentence of projectSentences(info)) {
    const written = countIn(sentence.text, noun);
    if (!written) continue;
    const [amount, scale] = written.split(/\s+/);
    const value =
      (NUMBER_WORDS[amount!.toLowerCase()] ?? Number(amount!.replace(/,/g, ''))) *
      (scale ? ({ thousand: 1e3, million: 1e6, billion: 1e9 }[scale.toLowerCase()] ?? 1) : 1);
    if (Number.isFinite(value)) return { value, written, sentence: sentence.text.trim() };
  }
  return undefined;
}

/** The head noun of a phrase: its last word ("animal health assistants" → "assistant"). */
const nounWord = (phrase: string) => phrase.trim().split(/\s+/).at(-1)!;
const headOf = (phrase: string) => stem(phrase.trim().split(/\s+/).at(-1)!.toLowerCase());

/** The verdict of a yes/no question comparing two stated counts, or undefined. */
export function countComparison(knowledge: Knowledge, question: ParsedQuestion, text: string): AskAnswer | undefined {
  if (!question.cues.has('yesno')) return undefined;
  const match = MORE_THAN.exec(text);
  if (!match) return undefined;
  const [, comparative, before, after] = match;
  const more = comparative!.toLowerCase() === 'more';
  // The projects in the order the question names them ("more X than Y": the first is before "than").
  const at = (matched: ReadonlySet<string>) => {
    const index = question.words.findIndex((word) => matched.has(word.stem));
    return index < 0 ? Number.POSITIVE_INFINITY : index;
  };
  const named = [...question.namedProjects].sort((a, b) => at(a.matched) - at(b.matched)).map((named) => knowledge.projects[named.project]!);
  const noun = headOf(before!);
  // Two projects that state one noun are compared by ../rule-table.ts "measures compared" (./comparison.ts).
  let sides: [{ label: string; count: Count; info: ProjectInfo }, { label: string; count: Count; info: ProjectInfo }] | undefined;
  if (named.length === 1) {
    // One project, two nouns: "more vets than animal health assistants".
    const other = headOf(after!.replace(/\b(?:there are|it has|they have|do|does|did)\b.*$/i, '') || after!);
    const [a, b] = [countOf(named[0]!, noun), countOf(named[0]!, other)];
    // "380 hospital wards" is no count of hospitals: one number read for both nouns compares nothing.
    if (!a || !b || noun === other || (a.sentence === b.sentence && a.written === b.written)) return undefined;
    sides = [
      { label: `${a.written} ${nounWord(before!)}`, count: a, info: named[0]! },
      { label: `${b.written} ${nounWord(after!)}`, count: b, info: named[0]! },
    ];
  }
  if (!sides) return undefined;
  const [x, y] = sides;
  const yes = more ? x.count.value > y.count.value : x.count.value < y.count.value;
  const quotes = [...new Set([x.count.sentence, y.count.sentence])].map((sentence) => `“${sentence}”`).join(' ');
  const refs = [...new Set([x.info, y.info])].flatMap((info) => [info.view.links.html, info.view.links.self]);
  return reply('answer', 'project', `${yes ? 'Yes' : 'No'}: ${x.label} against ${y.label}. ${quotes}`, refs, confidenceOf(question, 0.8));
}
