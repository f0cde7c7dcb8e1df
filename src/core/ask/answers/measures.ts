/**
 * "Which sold more, Tapeworm or Grain Garden?", "which bounty was bigger, A or B?": two named
 * projects compared by a number their texts state (issue #28, class 6). For each project the fact
 * index ranks its sentences by the question's other words ("sold", "bounty"); the number nearest
 * to such a word in the best sentence that has one is the project's measure. The verdict names
 * the project with the larger (or, for "less", "fewer", "smaller"..., the smaller) number and
 * quotes both sentences. Undefined when a side states no number: the comparison answers then.
 */
import type { Knowledge } from '../knowledge/knowledge.ts';
import type { ProjectInfo } from '../knowledge/project-index.ts';
import { FUNCTION_WORDS } from '../lexicon.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import type { AskAnswer } from '../schema.ts';
import { stem } from '../text/words.ts';
import { confidenceOf, reply } from './reply.ts';

const MORE = new Set(['more', 'most', 'bigger', 'biggest', 'larger', 'largest', 'higher', 'highest', 'greater', 'faster', 'longer', 'better']);
const LESS = new Set(['less', 'least', 'fewer', 'fewest', 'smaller', 'smallest', 'lower', 'lowest', 'cheaper', 'slower', 'shorter']);

/** A number as written ("38,000", "1.2", "15 000") with an optional magnitude word after it. */
const NUMBER = /(\d[\d,]*(?:\.\d+)?)(?:\s+(thousand|million|billion))?/g;
const MAGNITUDES: Record<string, number> = { thousand: 1e3, million: 1e6, billion: 1e9 };

interface Measure {
  info: ProjectInfo;
  value: number;
  written: string;
  sentence: string;
}

export function measureComparison(knowledge: Knowledge, question: ParsedQuestion): AskAnswer | undefined {
  const direction = question.words.some((word) => MORE.has(word.folded)) ? 1 : question.words.some((word) => LESS.has(word.folded)) ? -1 : 0;
  if (!direction || !question.cues.has('or')) return undefined;
  const named = [...new Map(question.namedProjects.map((entry) => [entry.project, entry])).values()].slice(0, 2);
  if (named.length < 2) return undefined;
  const infos = named.map((entry) => knowledge.projects[entry.project]!);
  const nameStems = new Set(named.flatMap((entry) => [...entry.matched]));
  const words = question.words.filter(
    (word) =>
      !FUNCTION_WORDS.has(word.folded) && !nameStems.has(word.stem) && !MORE.has(word.folded) && !LESS.has(word.folded) && /^[a-z]{3,}$/.test(word.folded),
  );
  if (!words.length) return undefined;
  const measures = infos.map((info) => measureOf(knowledge, info, words));
  if (measures.some((measure) => !measure)) return undefined;
  const [a, b] = measures as [Measure, Measure];
  if (a.value === b.value) return undefined;
  const winner = a.value > b.value === direction > 0 ? a : b;
  const loser = winner === a ? b : a;
  const text = `${winner.info.view.title}: ${winner.written} against ${loser.written} for ${loser.info.view.title}. ${a.info.view.title}: “${a.sentence}” ${b.info.view.title}: “${b.sentence}”`;
  return reply(
    'answer',
    'comparison',
    text,
    infos.flatMap((info) => [info.view.links.html, info.view.links.self]),
    confidenceOf(question, 0.8),
  );
}

/** The number a project's best-ranked sentence states next to one of the question's words. */
function measureOf(knowledge: Knowledge, info: ProjectInfo, words: ParsedQuestion['words']): Measure | undefined {
  const stems = new Set(words.map((word) => word.stem));
  const hits = knowledge.factIndex.search(
    words.map((word) => word.folded),
    (hit) => hit.kind === 'project' && hit.project === info.view.id,
  );
  for (const hit of hits.slice(0, 5)) {
    const found = nearestNumber(hit.text, stems);
    if (found) return { info, ...found, sentence: hit.text.trim() };
  }
  return undefined;
}

/** The number closest (in characters) to a word of the question in a sentence. */
function nearestNumber(sentence: string, stems: ReadonlySet<string>): { value: number; written: string } | undefined {
  const anchors = [...sentence.matchAll(/[A-Za-z]+/g)].filter((match) => stems.has(stem(match[0].toLowerCase()))).map((match) => match.index);
  if (!anchors.length) return undefined;
  let best: { value: number; written: string; distance: number } | undefined;
  for (const match of sentence.matchAll(NUMBER)) {
    // A number inside a name ("CVE-2022-77120", "JBIG2", "Tech 3342") is not a measure.
    const before = sentence[match.index - 1];
    if (before && /[A-Za-z-]/.test(before)) continue;
    const value = Number(match[1]!.replace(/,/g, '')) * (match[2] ? MAGNITUDES[match[2]]! : 1);
    const distance = Math.min(...anchors.map((at) => Math.abs(at - match.index)));
    if (Number.isFinite(value) && (!best || distance < best.distance)) best = { value, written: match[0], distance };
  }
  return best && { value: best.value, written: best.written };
}
