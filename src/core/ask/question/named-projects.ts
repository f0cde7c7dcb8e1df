/**
 * The projects a question names by title, id, repository name or acronym, scored by the weight
 * of the question's words in each of the project's names.
 */
import type { Knowledge } from '../knowledge/knowledge.ts';
import { FRAME_WORDS, FUNCTION_WORDS, PERSON_WORDS } from '../lexicon.ts';
import { CUE_WORDS } from './cues.ts';
import type { Mention } from './mentions.ts';
import type { Word } from './words.ts';

export interface NamedProject {
  project: number;
  /** The share of its best-matching name's weight that the question covers, plus 1 for a strong match. */
  score: number;
  /** Stems of the question matched by the title or id. */
  matched: Set<string>;
}

/**
 * The projects a question names by title, id or repository name. A project is named when the
 * question covers most of its title's distinctive words, or a word only its title has.
 */
export function findNamedProjects(knowledge: Knowledge, words: Word[], mentions: Mention[]): NamedProject[] {
  const considered = words.filter((word) => !FUNCTION_WORDS.has(word.folded) && !PERSON_WORDS.has(word.folded) && !CUE_WORDS.has(word.folded));
  const stems = new Set(considered.map((word) => word.stem));
  if (!stems.size) return [];
  // "the revolve project": a word between "the" and "project" names the project whose title alone has it, even when it is also a tag
  // ("which ECDIS projects" still asks for a list).
  const beforeProject = new Set(words.filter((_word, i) => words[i + 1]?.folded === 'project' && words[i - 1]?.folded === 'the').map((word) => word.stem));
  // A project is named only with a score of 0.25 at least, or called "the … project": the others are
  // ruled out by the weights of their names alone, before their matched words are gathered.
  const candidates = beforeProject.size ? undefined : namedCandidates(knowledge, stems);
  if (candidates?.size === 0) return [];
  // "Has she worked on drones?": a frame word ("worked") alone never names the project "RoboCup@Work".
  const exact = new Set(considered.filter((word) => !word.corrected && !FRAME_WORDS.has(word.folded)).map((word) => word.stem));
  const entityStems = new Set<string>();
  for (const mention of mentions) for (let i = mention.start; i < mention.end; i++) entityStems.add(words[i]!.stem);
  // Per project and name (title, id, repository, acronym): the weight of the question's words in it.
  const hits = new Map<number, Map<number, { weight: number; matched: Set<string> }>>();
  for (const wordStem of stems) {
    const list = knowledge.namePostings.get(wordStem);
    if (!list) continue;
    const weight = knowledge.nameWordWeights.get(wordStem)!;
    for (let j = 0; j < list.length; j += 2) {
      if (candidates && !candidates.has(list[j]!)) continue;
      namedProjectScans.nameHits++;
      const byName = hits.get(list[j]!) ?? new Map();
      hits.set(list[j]!, byName);
      const nameHit = byName.get(list[j + 1]!) ?? { weight: 0, matched: new Set<string>() };
      nameHit.weight += weight;
      nameHit.matched.add(wordStem);
      byName.set(list[j + 1]!, nameHit);
    }
  }
  const named: NamedProject[] = [];
  for (const [project, byName] of hits) {
    let best = 0;
    let matched = new Set<string>();
    for (const [name, nameHit] of byName) {
      const score = nameHit.weight / knowledge.projects[project]!.nameWeights[name]!;
      if (score > best || (score === best && nameHit.matched.size > matched.size)) {
        best = score;
        matched = nameHit.matched;
      }
    }
    let unique = false;
    let called = false;
    // One word only this project's names have, written as such (not a corrected typo).
    for (const wordStem of matched) {
      if ((knowledge.titleCounts.get(wordStem) ?? 0) !== 1 || !exact.has(wordStem) || wordStem.length < 4) continue;
      if (!entityStems.has(wordStem)) unique = true;
      if (beforeProject.has(wordStem)) called = true;
    }
    const strong = (best >= 0.6 && matched.size >= 2) || (best >= 0.999 && !(matched.size === 1 && entityStems.has([...matched][0]!))) || called;
    const medium = unique && best >= 0.25;
    if (strong || medium) named.push({ project, score: best + (strong ? 1 : 0), matched });
  }
  return named.sort((a, b) => b.score - a.score || a.project - b.project);
}

/** How many (project, name) hits were gathered with their matched words (the tests count them). */
export const namedProjectScans = { nameHits: 0 };

/**
 * The projects one of whose names the question's stems cover to a score of 0.25 at least (the least a
 * named project scores without "the … project"), from the weights alone: the same sums, in the same
 * order, as the scoring of `findNamedProjects`, in a table of one number per project and name made
 * once per portfolio (every weight is above 0: 0 is a name not reached yet).
 */
function namedCandidates(knowledge: Knowledge, stems: ReadonlySet<string>): Set<number> {
  const { stride, weights, touched } = nameTable(knowledge);
  for (const wordStem of stems) {
    const list = knowledge.namePostings.get(wordStem);
    if (!list) continue;
    const weight = knowledge.nameWordWeights.get(wordStem)!;
    for (let j = 0; j < list.length; j += 2) {
      const key = list[j]! * stride + list[j + 1]!;
      if (weights[key] === 0) touched.push(key);
      weights[key] = weights[key]! + weight;
    }
  }
  const candidates = new Set<number>();
  for (const key of touched) {
    const project = Math.floor(key / stride);
    if (weights[key]! / knowledge.projects[project]!.nameWeights[key - project * stride]! >= 0.25) candidates.add(project);
    weights[key] = 0;
  }
  touched.length = 0;
  return candidates;
}

/** Per portfolio: one more than the most names a project has, and the weights per project and name (all 0 between questions). */
const NAME_TABLES = new WeakMap<Knowledge, { stride: number; weights: Float64Array; touched: number[] }>();
function nameTable(knowledge: Knowledge): { stride: number; weights: Float64Array; touched: number[] } {
  let table = NAME_TABLES.get(knowledge);
  if (!table) {
    let stride = 1;
    for (const info of knowledge.projects) stride = Math.max(stride, info.nameWeights.length + 1);
    NAME_TABLES.set(knowledge, (table = { stride, weights: new Float64Array(stride * knowledge.projects.length), touched: [] }));
  }
  return table;
}
