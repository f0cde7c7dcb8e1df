/**
 * Everything the engine needs per request, computed once at engine creation from the public
 * views (never from the records: private fields cannot reach this module) and the build-time
 * index: entities and their phrase tables, an inverted index of the projects, sentence tables,
 * a typo table, and the Fuse name searcher.
 */
import Fuse from 'fuse.js';
import type { Portfolio } from '../portfolio.ts';
import type { ProjectDetail, PublicProfile } from '../schema/public.ts';
import type { Urls } from '../urls.ts';
import { projectDetail, publicProfile, skillNames } from '../views.ts';
import { entitySources, type EntityKind } from './entities.ts';
import { resolveLocation, type ResolvedLocation } from './geo.ts';
import { ASK_INDEX_FORMAT, FUSE_OPTIONS, fuzzyWords, nameEntries, type AskIndexData } from './index-data.ts';
import { CATEGORY_CONCEPTS, FUNCTION_WORDS, type CategoryConcept } from './lexicon.ts';
import { compact, eachWord, sections, splitSentences, stem, stemmer, tokenize } from './text.ts';

/** Where a word occurs in a project. */
export const FIELD = { title: 1, tags: 2, description: 4, writeup: 8, slug: 16 } as const;

export interface Entity {
  id: number;
  kind: EntityKind;
  name: string;
  category?: string;
  concept?: CategoryConcept;
  /** Stem phrases of its full forms. */
  phrases: string[][];
  /** Projects that mention it, best level first (3: title/tags/id, 2: description, 1: write-up). */
  hits: Hit[];
}

export interface Hit {
  project: number;
  level: number;
}

export interface Sentence {
  text: string;
  stems: Set<string>;
}

export interface ProjectInfo {
  index: number;
  view: ProjectDetail;
  /** Stems of the title and of the id and repository name (content words only). */
  titleStems: string[];
  slugStems: string[];
  /** The ways the project is named, each as content stems: title, id, repository, acronym ("cdc"). */
  names: string[][];
  /** Per name, the sum of its stems' weights (Knowledge.nameIdf). */
  nameWeights: number[];
  /** Term sequences per field (ids into Knowledge.terms; -1 separates tags). */
  seq: { title: Int32Array; tags: Int32Array; description: Int32Array; writeup: Int32Array; slug: Int32Array };
  sections: { heading: Set<string>; sentences: Sentence[] }[];
}

export interface PhraseKey {
  stems: string[];
  entity: Entity;
  weak: boolean;
}

export interface Knowledge {
  urls: Urls;
  profile: PublicProfile | null;
  person: { full: string; first: string; words: Set<string> };
  location: ResolvedLocation;
  bio: Sentence[];
  categories: { name: string; skills: string[]; concept?: string }[];
  skillCount: number;
  projects: ProjectInfo[];
  entities: Entity[];
  /** First stem -> phrase keys starting with it, longest first. */
  phrases: Map<string, PhraseKey[]>;
  /** Compact form ("githubactions") -> keys. */
  compacts: Map<string, PhraseKey[]>;
  /** Every prefix of a compact form: words whose compact run is not one cannot grow into one. */
  compactPrefixes: Set<string>;
  /** Tag -> the indices of the projects that carry it, in portfolio order. */
  projectsByTag: Map<string, number[]>;
  /** Stem -> term id; `terms[id]` is the stem. */
  termIds: Map<string, number>;
  terms: string[];
  /** Stem -> flat [project, field bits, ...]. */
  postings: Map<string, number[]>;
  /** Stems of the bio. */
  bioStems: Set<string>;
  /** Stem -> the word as the content first writes it (for naming corrected words). */
  surface: Map<string, string>;
  /** One-deletion variants -> stems (typo correction of words of five letters or more). */
  deletions: Map<string, string[]>;
  /** In how many titles/ids a stem occurs. */
  titleDf: Map<string, number>;
  /** Weight of a stem in project names: log(1 + projects / titles with it). */
  nameIdf: Map<string, number>;
  /** Stem -> flat [project, name index, ...] (see ProjectInfo.names). */
  namePostings: Map<string, number[]>;
  /** First letter -> Fuse searcher over name words of that letter. */
  fuzzy: Map<string, Fuse<string>>;
  /** Name word -> the entities it stands for on its own (a one-word form, or a skill's distinctive word). */
  wordEntities: Map<string, Entity[]>;
  entityByName: Map<string, Entity>;
}

export function createKnowledge(portfolio: Portfolio, urls: Urls, index: AskIndexData): Knowledge {
  checkIndex(portfolio, index);
  const profile = portfolio.profile ? publicProfile(portfolio.profile) : null;
  const views = portfolio.projects.map((p) => projectDetail(p, urls));
  const skills = skillNames(portfolio.skills);

  const terms: string[] = [];
  const termIds = new Map<string, number>();
  const termId = (s: string) => {
    let id = termIds.get(s);
    if (id === undefined) {
      id = terms.length;
      terms.push(s);
      termIds.set(s, id);
    }
    return id;
  };
  const surface = new Map<string, string>();
  const stemOf = stemmer();
  const sentence = (text: string): Sentence => {
    const set = new Set<string>();
    eachWord(text, (w) => set.add(stemOf(w)));
    return { text, stems: set };
  };
  const seqOf = (text: string) => {
    const ids: number[] = [];
    eachWord(text, (w) => {
      const s = stemOf(w);
      if (!surface.has(s)) surface.set(s, w);
      ids.push(termId(s));
    });
    return Int32Array.from(ids);
  };
  const joinSeq = (parts: string[]) => {
    const out: number[] = [];
    for (const part of parts) {
      if (out.length) out.push(-1);
      for (const t of tokenize(part.replace(/-/g, ' '), stemOf)) out.push(termId(t.stem));
    }
    return Int32Array.from(out);
  };

  // Projects: sequences, postings, sentences.
  const postings = new Map<string, number[]>();
  const titleDf = new Map<string, number>();
  const projects: ProjectInfo[] = views.map((view, i) => {
    const slugParts = [view.id];
    const repo = view.url ? /\/([^/?#]+?)(?:\.git)?\/?$/.exec(new URL(view.url).pathname)?.[1] : undefined;
    if (repo && repo !== view.id) slugParts.push(repo);
    const acronyms = titleAcronyms(view.title);
    const seq = {
      title: seqOf(view.title),
      tags: joinSeq(view.tags),
      description: seqOf(view.description),
      writeup: seqOf(view.writeup),
      slug: joinSeq([...slugParts, ...acronyms]),
    };
    const bits = new Map<number, number>();
    for (const [field, ids] of Object.entries(seq) as [keyof typeof FIELD, Int32Array][]) {
      const bit = FIELD[field];
      for (const id of ids) if (id >= 0) bits.set(id, (bits.get(id) ?? 0) | bit);
    }
    for (const [id, b] of bits) {
      const s = terms[id]!;
      let list = postings.get(s);
      if (!list) postings.set(s, (list = []));
      list.push(i, b);
    }
    const contentStems = (ids: Int32Array) =>
      [...new Set([...ids].filter((id) => id >= 0).map((id) => terms[id]!))].filter((s) => !FUNCTION_WORDS.has(s));
    const titleStems = contentStems(seq.title);
    const slugStems = contentStems(seq.slug);
    const ids = slugParts.map((part) => contentStems(joinSeq([part])));
    const names = [titleStems, ...ids, ...acronyms.map((a) => [a])].filter((n) => n.length);
    for (const s of new Set([...titleStems, ...slugStems])) titleDf.set(s, (titleDf.get(s) ?? 0) + 1);
    const secs = sections(view.writeup).map((s) => ({
      heading: new Set(tokenize(s.heading).map((t) => t.stem)),
      sentences: s.sentences.map(sentence),
    }));
    return { index: i, view, titleStems, slugStems, names, nameWeights: [], seq, sections: secs };
  });

  // Names of projects: a rare word of a title weighs more than a common one.
  const nameIdf = new Map<string, number>();
  for (const [s, df] of titleDf) nameIdf.set(s, Math.log(1 + projects.length / df));
  const namePostings = new Map<string, number[]>();
  for (const p of projects) {
    p.nameWeights = p.names.map((name) => name.reduce((sum, s) => sum + (nameIdf.get(s) ?? 0), 0));
    p.names.forEach((name, n) => {
      for (const s of new Set(name)) {
        const list = namePostings.get(s) ?? [];
        list.push(p.index, n);
        namePostings.set(s, list);
      }
    });
  }

  // Entities, their phrase keys and the projects that mention them.
  const tags = [...new Set(views.flatMap((v) => v.tags))].sort();
  const sources = entitySources(skills, tags);
  const entities: Entity[] = sources.map((src, id) => ({
    id,
    kind: src.kind,
    name: src.name,
    ...(src.category ? { category: src.category } : {}),
    ...(src.concept ? { concept: CATEGORY_CONCEPTS.find((c) => c.id === src.concept)! } : {}),
    phrases: uniquePhrases(src.forms),
    hits: [],
  }));
  const phrases = new Map<string, PhraseKey[]>();
  const compacts = new Map<string, PhraseKey[]>();
  const addKey = (key: PhraseKey, form: string) => {
    if (!key.stems.length) return;
    const list = phrases.get(key.stems[0]!) ?? [];
    list.push(key);
    phrases.set(key.stems[0]!, list);
    const c = compact(form);
    if (c.length >= 4) compacts.set(c, [...(compacts.get(c) ?? []), key]);
  };
  entities.forEach((entity, i) => {
    for (const form of sources[i]!.forms) addKey({ stems: tokenize(form).map((t) => t.stem), entity, weak: false }, form);
    for (const form of sources[i]!.weakForms) addKey({ stems: [stem(form)], entity, weak: true }, form);
  });
  for (const list of phrases.values()) list.sort((a, b) => b.stems.length - a.stems.length || Number(a.weak) - Number(b.weak));
  const projectsByTag = new Map<string, number[]>();
  for (const p of projects) {
    for (const tag of new Set(p.view.tags)) {
      const list = projectsByTag.get(tag);
      if (list) list.push(p.index);
      else projectsByTag.set(tag, [p.index]);
    }
  }
  const compactPrefixes = new Set<string>();
  for (const c of compacts.keys()) for (let i = 1; i <= c.length; i++) compactPrefixes.add(c.slice(0, i));

  const knowledgeBase = { projects, termIds, postings };
  for (const e of entities) if (e.kind === 'skill' || e.kind === 'tag') e.hits = phraseHits(knowledgeBase, e.phrases);

  // Profile.
  const bio = profile ? splitSentences(plainBio(profile.bio)).map(sentence) : [];
  const bioStems = new Set(bio.flatMap((s) => [...s.stems]));
  const fullName = profile?.name ?? '';
  const first = fullName.split(/\s+/)[0] ?? '';
  const person = { full: fullName, first, words: new Set(tokenize(fullName).map((t) => t.raw)) };

  // Typo tables over every stem the engine can match.
  const known = new Set<string>([...postings.keys(), ...bioStems]);
  for (const list of phrases.values()) for (const k of list) for (const s of k.stems) known.add(s);
  const deletions = new Map<string, string[]>();
  for (const s of known) {
    if (s.length < 5 || /[^a-z]/.test(s)) continue;
    for (const d of deletes(s)) {
      const list = deletions.get(d);
      if (!list) deletions.set(d, [s]);
      else if (!list.includes(s)) list.push(s);
    }
  }

  const entityByName = new Map(entities.map((e) => [`${e.kind}:${e.name}`, e]));
  const fuzzy = new Map<string, Fuse<string>>();
  for (const [letter, group] of Object.entries(index.fuzzy)) {
    fuzzy.set(letter, new Fuse(group.words, FUSE_OPTIONS, Fuse.parseIndex<string>(group.index as Parameters<typeof Fuse.parseIndex>[0])));
  }
  const wordEntities = new Map<string, Entity[]>();
  for (const n of index.names) {
    const words = n.text.split(' ');
    for (const word of words) {
      // A word stands for the name alone when the name is that word, or it is a skill's distinctive word.
      if (words.length > 1 && !(n.kind === 'skill' && word.length >= 5)) continue;
      const e = entityByName.get(`${n.kind}:${n.ref}`);
      const list = wordEntities.get(word) ?? [];
      if (e && !list.includes(e)) list.push(e);
      wordEntities.set(word, list);
    }
  }

  return {
    urls,
    profile,
    person,
    location: profile ? resolveLocation(profile.location) : {},
    bio,
    categories: Object.entries(skills).map(([name, list]) => {
      const concept = entities.find((e) => e.kind === 'category' && e.name === name)?.concept?.id;
      return { name, skills: list, ...(concept ? { concept } : {}) };
    }),
    skillCount: Object.values(skills).reduce((n, l) => n + l.length, 0),
    projects,
    entities,
    phrases,
    compacts,
    compactPrefixes,
    projectsByTag,
    termIds,
    terms,
    postings,
    bioStems,
    surface,
    deletions,
    titleDf,
    nameIdf,
    namePostings,
    fuzzy,
    wordEntities,
    entityByName,
  };
}

/**
 * Acronyms of a title's runs of three or four words ("Change Data Capture from ..." -> "cdc"):
 * people name projects by them.
 */
function titleAcronyms(title: string): string[] {
  const out: string[] = [];
  for (const run of title.split(/\b(?:for|from|to|and|with|of|on|in|the|a|an|by|as|at)\b|[,:;()]/i)) {
    const words = run.split(/[\s-]+/).filter((w) => /^[A-Za-z]/.test(w));
    if (words.length >= 3 && words.length <= 4) out.push(words.map((w) => w[0]!.toLowerCase()).join(''));
  }
  return out;
}

function checkIndex(portfolio: Portfolio, index: AskIndexData): void {
  const ids = portfolio.projects.map((p) => p.id);
  const fresh = nameEntries(portfolio);
  const same =
    index?.format === ASK_INDEX_FORMAT &&
    index.projects.length === ids.length &&
    index.projects.every((id, i) => id === ids[i]) &&
    index.names.length === fresh.length &&
    index.names.every((n, i) => n.text === fresh[i]!.text && n.kind === fresh[i]!.kind && n.ref === fresh[i]!.ref) &&
    [...fuzzyWords(fresh)].every(([letter, words]) => index.fuzzy[letter]?.words.join(' ') === words.join(' '));
  if (!same) throw new Error('The ask index was built from other content (or another engine version): rebuild it with buildAskIndex.');
}

function plainBio(md: string): string {
  return sections(md)
    .flatMap((s) => s.sentences)
    .join(' ');
}

function uniquePhrases(forms: string[]): string[][] {
  const seen = new Set<string>();
  const out: string[][] = [];
  for (const f of forms) {
    const stems = tokenize(f).map((t) => t.stem);
    const key = stems.join(' ');
    if (stems.length && !seen.has(key)) {
      seen.add(key);
      out.push(stems);
    }
  }
  return out;
}

function* deletes(s: string): Generator<string> {
  for (let i = 0; i < s.length; i++) yield s.slice(0, i) + s.slice(i + 1);
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
export function phraseHits(
  k: Pick<Knowledge, 'projects' | 'termIds' | 'postings'>,
  phrases: readonly (readonly string[])[],
): Hit[] {
  const levels = new Map<number, number>();
  for (const phrase of phrases) {
    const ids = phrase.map((s) => k.termIds.get(s));
    if (ids.some((id) => id === undefined)) continue;
    // Projects with every word of the phrase in one field; only those fields are scanned.
    let candidates = fieldBits(k.postings.get(phrase[0]!)!);
    for (const s of phrase.slice(1)) {
      const next = fieldBits(k.postings.get(s)!);
      const both = new Map<number, number>();
      for (const [p, bits] of candidates) {
        const common = bits & (next.get(p) ?? 0);
        if (common) both.set(p, common);
      }
      candidates = both;
    }
    for (const [p, common] of candidates) {
      let bits = common;
      if (phrase.length > 1) {
        const info = k.projects[p]!;
        bits = 0;
        for (const [field, seq] of Object.entries(info.seq) as [keyof typeof FIELD, Int32Array][]) {
          if (common & FIELD[field] && containsRun(seq, ids as number[])) bits |= FIELD[field];
        }
      }
      const level = levelOf(bits);
      if (level > (levels.get(p) ?? 0)) levels.set(p, level);
    }
  }
  return [...levels].map(([project, level]) => ({ project, level })).sort((a, b) => b.level - a.level || a.project - b.project);
}

function fieldBits(list: number[]): Map<number, number> {
  const out = new Map<number, number>();
  for (let j = 0; j < list.length; j += 2) out.set(list[j]!, list[j + 1]!);
  return out;
}

function containsRun(seq: Int32Array, ids: number[]): boolean {
  outer: for (let i = 0; i + ids.length <= seq.length; i++) {
    for (let j = 0; j < ids.length; j++) if (seq[i + j] !== ids[j]) continue outer;
    return true;
  }
  return false;
}

/** Whether a stem occurs in the portfolio's text (projects or bio). */
export function isKnownStem(k: Knowledge, s: string): boolean {
  return k.postings.has(s) || k.bioStems.has(s);
}
