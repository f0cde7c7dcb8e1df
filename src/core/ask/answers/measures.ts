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
import { stem, tokenize } from '../text/words.ts';
import { confidenceOf, reply } from './reply.ts';
import { releaseCompiledCode } from '../text/patterns.ts';

const MORE = new Set(['more', 'most', 'bigger', 'biggest', 'larger', 'largest', 'higher', 'highest', 'greater', 'faster', 'longer', 'better']);
const LESS = new Set(['less', 'least', 'fewer', 'fewest', 'smaller', 'smallest', 'lower', 'lowest', 'cheaper', 'slower', 'shorter']);

/** A number as written ("38,000", "1.2", "15 000") with an optional magnitude word after it. */
const NUMBER = /(\d[\d,]*(?:\.\d+)?)(?:\s+(thousand|million|billion))?/g;
const MAGNITUDES: Record<string, number> = { thousand: 1e3, million: 1e6, billion: 1e9 };

/** A number (with its magnitude word) followed by at most two words, at the end of a text: the count of the word after it. */
const COUNTED = /(\d[\d,]*(?:\.\d+)?)(?:\s+(thousand|million|billion))?\s+(?:[A-Za-z][\w'’-]*\s+){0,2}$/;

interface Measure {
  info: ProjectInfo;
  value: number;
  written: string;
  sentence: string;
}

export function measureComparison(knowledge: Knowledge, question: ParsedQuestion): AskAnswer | undefined {
  const direction = question.words.some((word) => MORE.has(word.folded)) ? 1 : question.words.some((word) => LESS.has(word.folded)) ? -1 : 0;
  // "A or B?" asks which; "does A … more … than B?" asks whether A wins.
  const than = question.words.some((word) => word.folded === 'than');
  if (!direction || !(question.cues.has('or') || than)) return undefined;
  const named = [...new Map(question.namedProjects.map((entry) => [entry.project, entry])).values()].slice(0, 2);
  if (named.length < 2) return undefined;
  // The projects in the order the question names them.
  const position = (entry: (typeof named)[number]) => question.words.findIndex((word) => entry.matched.has(word.stem));
  named.sort((x, y) => position(x) - position(y));
  const infos = named.map((entry) => knowledge.projects[entry.project]!);
  const nameStems = new Set(named.flatMap((entry) => [...entry.matched]));
  const words = question.words.filter(
    (word) =>
      !FUNCTION_WORDS.has(word.folded) && !nameStems.has(word.stem) && !MORE.has(word.folded) && !LESS.has(word.folded) && /^[a-z]{3,}$/.test(word.folded),
  );
  // "the number of consents in the registry or the number of studies in the archive": each side
  // names its own noun counted; a project's side's words (its name's words too) anchor its number.
  const sides = sideWords(question, named);
  if (!words.length && !sides.some((side) => side.length)) return undefined;
  const found = infos.map((info) => (words.length ? measureOf(knowledge, info, words) : undefined));
  // "Which covered more ground, A or B?": without a sentence of the question's words on each side,
  // the one measure both projects state in the same unit ("420 hectares", "310 hectares"); then
  // the noun each side counts ("the number of consents in A or the number of studies in B").
  let measures = found.every(Boolean) ? found : words.length ? sharedUnit(infos, words, question.words) : undefined;
  if (!measures || measures.some((measure) => !measure))
    measures = infos.map((info, i) => {
      const own = sides[i]!.filter((word) => !words.some((other) => other.stem === word.stem));
      return found[i] ?? (own.length ? measureOf(knowledge, info, [...own, ...words], own) : undefined);
    });
  if (measures.some((measure) => !measure)) return undefined;
  const [a, b] = measures as [Measure, Measure];
  if (a.value === b.value) return undefined;
  const winner = a.value > b.value === direction > 0 ? a : b;
  const loser = winner === a ? b : a;
  const verdict = than && question.cues.has('yesno') ? (winner === a ? 'Yes. ' : 'No. ') : '';
  const text = `${verdict}${winner.info.view.title}: ${winner.written} against ${loser.written} for ${loser.info.view.title}. ${a.info.view.title}: “${a.sentence}” ${b.info.view.title}: “${b.sentence}”`;
  return reply(
    'answer',
    'comparison',
    text,
    infos.flatMap((info) => [info.view.links.html, info.view.links.self]),
    confidenceOf(question, 0.8),
  );
}

/**
 * The content words of each side of "A or B" / "A than B" (split at the first "or", "than",
 * "versus"), for the two named projects in the order named: a side's words name its project and
 * what is counted on it ("number of consents in the registry" -> consent, registry).
 */
function sideWords(question: ParsedQuestion, named: readonly { matched: ReadonlySet<string> }[]): ParsedQuestion['words'][] {
  const split = question.words.findIndex((word) => word.folded === 'or' || word.folded === 'than' || word.folded === 'versus' || word.folded === 'vs');
  const content = (words: ParsedQuestion['words']) =>
    words.filter((word) => !FUNCTION_WORDS.has(word.folded) && !MORE.has(word.folded) && !LESS.has(word.folded) && /^[a-z]{3,}$/.test(word.folded));
  if (split < 0) return named.map(() => []);
  const halves = [content(question.words.slice(0, split)), content(question.words.slice(split + 1))];
  // Each project's side is the half that has its name's words.
  return named.map((entry) => halves.find((half) => half.some((word) => entry.matched.has(word.stem))) ?? []);
}

/**
 * The number a project's best-ranked sentence states next to one of the question's words (of
 * `anchors` when given: the words of the project's own side).
 */
function measureOf(knowledge: Knowledge, info: ProjectInfo, words: ParsedQuestion['words'], anchors = words): Measure | undefined {
  const stems = new Set(anchors.map((word) => word.stem));
  const hits = knowledge.factIndex.best(
    words.map((word) => word.folded),
    5,
    (hit) => hit.kind === 'project' && hit.project === info.view.id,
  );
  for (const hit of hits) {
    const found = nearestNumber(hit.text, stems);
    if (found) return { info, ...found, sentence: hit.text.trim() };
  }
  return undefined;
}

/**
 * The number that counts a word of the question ("2.6 million studies", "1.3 million patients'
 * consents": at most two words between), else the number closest (in characters) to such a word.
 */
function nearestNumber(sentence: string, stems: ReadonlySet<string>): { value: number; written: string } | undefined {
  const anchors = [...sentence.matchAll(/[A-Za-z]+/g)].filter((match) => stems.has(stem(match[0].toLowerCase()))).map((match) => match.index);
  if (!anchors.length) return undefined;
  for (const at of anchors) {
    const counted = COUNTED.exec(sentence.slice(0, at));
    if (counted && !/[A-Za-z-]$/.test(sentence.slice(0, counted.index))) {
      const value = Number(counted[1]!.replace(/,/g, '')) * (counted[2] ? MAGNITUDES[counted[2]]! : 1);
      if (Number.isFinite(value) && !/^(?:19|20)\d\d$/.test(counted[1]!)) return { value, written: counted[2] ? `${counted[1]} ${counted[2]}` : counted[1]! };
    }
  }
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

/** The units of each project's numbers: the word after a number ("420 hectares" -> "hectar"). */
function unitMeasures(info: ProjectInfo): Map<string, Omit<Measure, 'info'>> {
  const view = info.view as ProjectInfo['view'] & { highlights?: string[] };
  const sentences = [view.description, ...(view.highlights ?? []), ...info.sections.flatMap((section) => section.sentences.map((sentence) => sentence.text))];
  const units = new Map<string, Omit<Measure, 'info'>>();
  const ambiguous = new Set<string>();
  for (const sentence of sentences) {
    for (const match of sentence.matchAll(/(?<![\w.-])(\d[\d,]*(?:\.\d+)?)(?:\s+(thousand|million|billion))?\s+([A-Za-z]{3,})/g)) {
      const unit = stem(match[3]!.toLowerCase());
      // "the 2024 season": a year is a date, not a measure.
      if (FUNCTION_WORDS.has(match[3]!.toLowerCase()) || /^(?:19|20)\d\d$/.test(match[1]!)) continue;
      const value = Number(match[1]!.replace(/,/g, '')) * (match[2] ? MAGNITUDES[match[2]]! : 1);
      const known = units.get(unit);
      if (known && known.value !== value) ambiguous.add(unit);
      else units.set(unit, { value, written: match[0], sentence: sentence.trim() });
    }
  }
  for (const unit of ambiguous) units.delete(unit);
  return units;
}

/**
 * The measures of two projects in the one unit both state once (a unit the question names first,
 * if several are shared); undefined when no single unit is shared.
 */
function sharedUnit(infos: ProjectInfo[], words: ParsedQuestion['words'], all: ParsedQuestion['words']): (Measure | undefined)[] | undefined {
  const [a, b] = infos.map(unitMeasures) as [Map<string, Omit<Measure, 'info'>>, Map<string, Omit<Measure, 'info'>>];
  const shared = [...a.keys()].filter((unit) => b.has(unit));
  const asked = shared.filter((unit) => words.some((word) => word.stem === unit));
  // Several shared units: the one whose two sentences have most of the question's words and years.
  const terms = new Set([...words.map((word) => word.stem), ...all.filter((word) => /^\d{4}$/.test(word.folded)).map((word) => word.folded)]);
  const overlap = (sentence: string) =>
    new Set(
      tokenize(sentence)
        .map((token) => (/^\d{4}$/.test(token.folded) ? token.folded : token.stem))
        .filter((t) => terms.has(t)),
    ).size;
  const ranked = shared.map((unit) => ({ unit, score: overlap(a.get(unit)!.sentence) + overlap(b.get(unit)!.sentence) })).sort((x, y) => y.score - x.score);
  const unit =
    asked.length === 1
      ? asked[0]
      : shared.length === 1
        ? shared[0]
        : ranked[0] && ranked[0].score > 0 && ranked[0].score > (ranked[1]?.score ?? 0)
          ? ranked[0].unit
          : undefined;
  if (!unit) return undefined;
  return [
    { info: infos[0]!, ...a.get(unit)! },
    { info: infos[1]!, ...b.get(unit)! },
  ];
}

// Their machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(NUMBER, COUNTED);
