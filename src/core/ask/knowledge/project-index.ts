/**
 * The projects as the engine searches them, built once at engine creation from the public
 * views: each field as a sequence of term ids, an inverted index (stem -> projects and the
 * fields it occurs in), the ways each project is named (title, id, repository, acronym) with
 * the weight of their words, the write-up's sections as sentences, and the projects of each tag.
 * Also the search of a phrase in those projects (`phraseHits`).
 */
import type { ProjectDetail } from '../../schema/public.ts';
import { FUNCTION_WORDS } from '../lexicon.ts';
import { sections, splitSentences } from '../text/markdown.ts';
import { eachWord, stem, tokenize } from '../text/words.ts';
import { toSentence, type Sentence } from './sentences.ts';

/** Where a word occurs in a project, as bits. */
const FIELD = { title: 1, tags: 2, description: 4, writeup: 8, slug: 16 } as const;

/** A project that mentions something, and how prominently (see `levelOf`). */
export interface Hit {
  project: number;
  level: number;
}

export interface ProjectInfo {
  index: number;
  view: ProjectDetail;
  /** Stems of the title and of the id and repository name (content words only). */
  titleStems: string[];
  slugStems: string[];
  /** The ways the project is named, each as content stems: title, id, repository, acronym ("cdc"). */
  names: string[][];
  /** Per name, the sum of its stems' weights (ProjectIndex.nameWordWeights). */
  nameWeights: number[];
  /** Term sequences per field (ids into ProjectIndex.termIds; -1 separates tags). */
  termSequences: { title: Int32Array; tags: Int32Array; description: Int32Array; writeup: Int32Array; slug: Int32Array };
  sections: { heading: Set<string>; sentences: Sentence[] }[];
}

export interface ProjectIndex {
  projects: ProjectInfo[];
  /** Stem -> term id (the ids of ProjectInfo.termSequences). */
  termIds: Map<string, number>;
  /** Stem -> flat [project, field bits, ...]. */
  postings: Map<string, number[]>;
  /** Stem -> the word as the content first writes it (for naming corrected words). */
  surfaceForms: Map<string, string>;
  /** In how many titles/ids a stem occurs. */
  titleCounts: Map<string, number>;
  /** Weight of a stem in project names: log(1 + projects / titles with it). */
  nameWordWeights: Map<string, number>;
  /** Stem -> flat [project, name index, ...] (see ProjectInfo.names). */
  namePostings: Map<string, number[]>;
  /** Tag -> the indices of the projects that carry it, in portfolio order. */
  projectsByTag: Map<string, number[]>;
}

/** The index of the projects' views; `stemOf` is a memoised stem, shared with the bio's sentences. */
export function buildProjectIndex(views: readonly ProjectDetail[], stemOf: (word: string) => string): ProjectIndex {
  const terms: string[] = [];
  const termIds = new Map<string, number>();
  const termIdOf = (stem: string) => {
    let id = termIds.get(stem);
    if (id === undefined) {
      id = terms.length;
      terms.push(stem);
      termIds.set(stem, id);
    }
    return id;
  };
  const surfaceForms = new Map<string, string>();
  const termSequence = (text: string) => {
    const ids: number[] = [];
    eachWord(text, (word) => {
      const wordStem = stemOf(word);
      if (!surfaceForms.has(wordStem)) surfaceForms.set(wordStem, word);
      ids.push(termIdOf(wordStem));
    });
    return Int32Array.from(ids);
  };
  const joinedTermSequence = (parts: string[]) => {
    const ids: number[] = [];
    for (const part of parts) {
      if (ids.length) ids.push(-1);
      for (const token of tokenize(part.replace(/-/g, ' '), stemOf)) ids.push(termIdOf(token.stem));
    }
    return Int32Array.from(ids);
  };

  // Projects: sequences, postings, sentences.
  const postings = new Map<string, number[]>();
  const titleCounts = new Map<string, number>();
  const projects: ProjectInfo[] = views.map((view, projectIndex) => {
    const slugParts = [view.id];
    const repo = view.url ? /\/([^/?#]+?)(?:\.git)?\/?$/.exec(new URL(view.url).pathname)?.[1] : undefined;
    if (repo && repo !== view.id) slugParts.push(repo);
    const acronyms = titleAcronyms(view.title);
    const sequences = {
      title: termSequence(view.title),
      tags: joinedTermSequence(view.tags),
      description: termSequence(view.description),
      writeup: termSequence(view.writeup),
      slug: joinedTermSequence([...slugParts, ...acronyms]),
    };
    const fieldsByTerm = new Map<number, number>();
    for (const [field, ids] of Object.entries(sequences) as [keyof typeof FIELD, Int32Array][]) {
      const bit = FIELD[field];
      for (const termIndex of ids) if (termIndex >= 0) fieldsByTerm.set(termIndex, (fieldsByTerm.get(termIndex) ?? 0) | bit);
    }
    for (const [termIndex, fields] of fieldsByTerm) {
      const wordStem = terms[termIndex]!;
      let list = postings.get(wordStem);
      if (!list) postings.set(wordStem, (list = []));
      list.push(projectIndex, fields);
    }
    const contentStems = (ids: Int32Array) =>
      [...new Set([...ids].filter((id) => id >= 0).map((id) => terms[id]!))].filter((wordStem) => !FUNCTION_WORDS.has(wordStem));
    const titleStems = contentStems(sequences.title);
    const slugStems = contentStems(sequences.slug);
    const slugNames = slugParts.map((part) => contentStems(joinedTermSequence([part])));
    const names = [titleStems, ...slugNames, ...acronyms.map((acronym) => [acronym])].filter((name) => name.length);
    for (const wordStem of new Set([...titleStems, ...slugStems])) titleCounts.set(wordStem, (titleCounts.get(wordStem) ?? 0) + 1);
    const writeupSections = sections(view.writeup).map((section) => ({
      heading: new Set(tokenize(section.heading).map((token) => token.stem)),
      sentences: section.sentences.map((sentence) => toSentence(sentence, stemOf)),
    }));
    return { index: projectIndex, view, titleStems, slugStems, names, nameWeights: [], termSequences: sequences, sections: writeupSections };
  });

  // Names of projects: a rare word of a title weighs more than a common one.
  const nameWordWeights = new Map<string, number>();
  for (const [wordStem, titleCount] of titleCounts) nameWordWeights.set(wordStem, Math.log(1 + projects.length / titleCount));
  const namePostings = new Map<string, number[]>();
  for (const project of projects) {
    project.nameWeights = project.names.map((name) => name.reduce((sum, wordStem) => sum + (nameWordWeights.get(wordStem) ?? 0), 0));
    project.names.forEach((name, nameIndex) => {
      for (const wordStem of new Set(name)) {
        const list = namePostings.get(wordStem) ?? [];
        list.push(project.index, nameIndex);
        namePostings.set(wordStem, list);
      }
    });
  }

  const projectsByTag = new Map<string, number[]>();
  for (const project of projects) {
    for (const tag of new Set(project.view.tags)) {
      const list = projectsByTag.get(tag);
      if (list) list.push(project.index);
      else projectsByTag.set(tag, [project.index]);
    }
  }
  return { projects, termIds, postings, surfaceForms, titleCounts, nameWordWeights, namePostings, projectsByTag };
}

/**
 * Acronyms of a title's runs of three or four words ("Change Data Capture from ..." -> "cdc"):
 * people name projects by them.
 */
function titleAcronyms(title: string): string[] {
  const acronyms: string[] = [];
  for (const run of title.split(/\b(?:for|from|to|and|with|of|on|in|the|a|an|by|as|at)\b|[,:;()]/i)) {
    const words = run.split(/[\s-]+/).filter((word) => /^[A-Za-z]/.test(word));
    if (words.length >= 3 && words.length <= 4) acronyms.push(words.map((word) => word[0]!.toLowerCase()).join(''));
  }
  return acronyms;
}

/** Level of a field bit set: 3 title/tags/id, 2 description, 1 write-up, 0 none. */
export function levelOf(bits: number): number {
  if (bits & (FIELD.title | FIELD.tags | FIELD.slug)) return 3;
  if (bits & FIELD.description) return 2;
  return bits & FIELD.writeup ? 1 : 0;
}

/**
 * The projects where one of the phrases occurs (as consecutive words), each with its best level,
 * best level first, then in portfolio order.
 */
export function phraseHits(projectIndex: Pick<ProjectIndex, 'projects' | 'termIds' | 'postings'>, phrases: readonly (readonly string[])[]): Hit[] {
  const levels = new Map<number, number>();
  for (const phrase of phrases) {
    const ids = phrase.map((wordStem) => projectIndex.termIds.get(wordStem));
    if (ids.some((id) => id === undefined)) continue;
    // Projects with every word of the phrase in one field; only those fields are scanned.
    let candidates = fieldBitsByProject(projectIndex.postings.get(phrase[0]!)!);
    for (const wordStem of phrase.slice(1)) {
      const next = fieldBitsByProject(projectIndex.postings.get(wordStem)!);
      const both = new Map<number, number>();
      for (const [project, bits] of candidates) {
        const common = bits & (next.get(project) ?? 0);
        if (common) both.set(project, common);
      }
      candidates = both;
    }
    for (const [project, common] of candidates) {
      let bits = common;
      if (phrase.length > 1) {
        const info = projectIndex.projects[project]!;
        bits = 0;
        for (const [field, sequence] of Object.entries(info.termSequences) as [keyof typeof FIELD, Int32Array][]) {
          if (common & FIELD[field] && containsRun(sequence, ids as number[])) bits |= FIELD[field];
        }
      }
      const level = levelOf(bits);
      if (level > (levels.get(project) ?? 0)) levels.set(project, level);
    }
  }
  return [...levels].map(([project, level]) => ({ project, level })).sort((a, b) => b.level - a.level || a.project - b.project);
}

function fieldBitsByProject(list: number[]): Map<number, number> {
  const bitsByProject = new Map<number, number>();
  for (let j = 0; j < list.length; j += 2) bitsByProject.set(list[j]!, list[j + 1]!);
  return bitsByProject;
}

function containsRun(sequence: Int32Array, ids: number[]): boolean {
  outer: for (let i = 0; i + ids.length <= sequence.length; i++) {
    for (let j = 0; j < ids.length; j++) if (sequence[i + j] !== ids[j]) continue outer;
    return true;
  }
  return false;
}

/** The sentences of each project, made once per project (the engine asks about every project when it looks elsewhere). */
const SENTENCES = new WeakMap<ProjectInfo, Sentence[]>();

/** The sentences of a project: its description's, its highlights, then its write-up's, in that order. */
export function projectSentences(info: ProjectInfo): Sentence[] {
  let sentences = SENTENCES.get(info);
  if (!sentences) SENTENCES.set(info, (sentences = readSentences(info)));
  return sentences;
}

function readSentences(info: ProjectInfo): Sentence[] {
  const view = info.view as ProjectInfo['view'] & { highlights?: string[] };
  const texts = [...splitSentences(view.description), ...(view.highlights ?? [])];
  return [...texts.map((text) => toSentence(text, stem)), ...info.sections.flatMap((section) => section.sentences)];
}
