/**
 * A fall asked in everyday words, met by a fall a project states (issue #28, "english"): "Has she made
 * it faster for quality people to sign off a batch?" is the project that "cut batch record review from
 * 6.5 days to 1.2 days"; "Did she make the maintenance shutdown shorter?" the one that "took six days
 * off the outage, from 67 to 61 days"; "… get their cows in calf sooner?" the one whose calving interval
 * "fell from 468 to 421 days". The question's comparative of less time, cost or amount is a content
 * word no project writes; a sentence that states a fall (a verb of falling or cutting, "instead of",
 * "from 67 to 61") holds it, for ./whole-writeup.ts, as a word reached by its meaning.
 *
 * Field-neutral: general English comparatives and verbs of change, and the numbers a sentence writes.
 * The projects' sentences are read once per portfolio, at the first question that asks a fall (held
 * per knowledge, released with it).
 */
import type { Knowledge } from '../knowledge/knowledge.ts';
import { projectSentences } from '../knowledge/project-index.ts';
import type { Sentence } from '../knowledge/sentences.ts';
import { releaseCompiledCode } from '../text/patterns.ts';

/** The stem a fall asked stands for: no word's stem (it holds a space). */
export const FALL = ' fall';

/** A comparative of less time, cost or amount: "faster", "sooner", "shorter", "cheaper", "fewer", "quicker", "quickly". */
const FALL_ASKED = /^(?:faster|quicker|quickly|sooner|shorter|cheaper|fewer)$/;

/** A verb of falling or cutting, or one thing in place of another, as a sentence states a fall. */
const FALL_VERB =
  /\b(?:cut|cuts|reduced|reduces|reducing|shortened|shortens|halved|halves|fell|falls|dropped|drops|lowered|saved|saves|instead\s+of|down\s+from|took\s+(?:\S+\s+){1,3}off)\b/i;

/** "from 67 to 61", "from 6.5 days to 1.2 days": two numbers, the second the smaller when both are in one unit. */
const FROM_TO = /\bfrom\s+(\d[\d,]*(?:\.\d+)?)\s*([a-z%µ]*)\s+(?:\S+\s+){0,3}?to\s+(\d[\d,]*(?:\.\d+)?)\s*([a-z%µ]*)/gi;

/** Whether a question's word (folded) asks for a fall. */
export function asksFall(folded: string): boolean {
  return FALL_ASKED.test(folded);
}

const number = (written: string) => Number(written.replace(/,/g, ''));

/** Whether a sentence states a fall. */
export function statesFall(text: string): boolean {
  if (FALL_VERB.test(text)) return true;
  for (const match of text.matchAll(FROM_TO)) {
    const [, from, fromUnit, to, toUnit] = match;
    if ((!toUnit || !fromUnit || toUnit === fromUnit) && number(to!) < number(from!)) return true;
  }
  return false;
}

const HOLDS = new WeakMap<Sentence, boolean>();

/** Whether a sentence of a project states a fall (read once per sentence). */
function holdsFall(sentence: Sentence): boolean {
  let held = HOLDS.get(sentence);
  if (held === undefined) HOLDS.set(sentence, (held = statesFall(sentence.text)));
  return held;
}

const POSTINGS = new WeakMap<Knowledge, number[]>();

/** The bit of the project index's postings for a project's description (./whole-writeup.ts weighs it above the write-up). */
const DESCRIPTION = 4;

/**
 * The projects that state a fall, as the project index's postings are written: [project, bits, …],
 * bits the description's when one of its sentences states it, none (the write-up) otherwise.
 */
function fallPosting(knowledge: Knowledge): readonly number[] {
  let posting = POSTINGS.get(knowledge);
  if (!posting) {
    posting = [];
    for (const info of knowledge.projects) {
      const sentences = projectSentences(info);
      const at = sentences.findIndex(holdsFall);
      if (at < 0) continue;
      posting.push(info.index, sentences[at]!.text && info.view.description.includes(sentences[at]!.text) ? DESCRIPTION : 0);
    }
    POSTINGS.set(knowledge, posting);
  }
  return posting;
}

/** The project index's posting of a stem, or of a fall stated. */
export const stemPosting = (knowledge: Knowledge, target: string): readonly number[] | undefined =>
  target === FALL ? fallPosting(knowledge) : knowledge.postings.get(target);

/** Whether a project's sentence holds a stem, or states the fall `FALL` stands for. */
export const sentenceHolds = (sentence: Sentence, target: string): boolean => (target === FALL ? holdsFall(sentence) : sentence.stems.has(target));

releaseCompiledCode(FALL_ASKED, FALL_VERB, FROM_TO);
