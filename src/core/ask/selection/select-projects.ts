/**
 * Choosing projects for a question: by the skills, tags and categories it names, by its topic
 * words, by years and by the featured flag. A project matches a term at level 3 (title, tags or
 * id), 2 (description) or 1 (write-up only); the projects where every term is in the title,
 * tags or description come first, and write-up mentions count only when there are none.
 */
import type { Entity } from '../knowledge/entity-phrases.ts';
import { contentCase, type Knowledge } from '../knowledge/knowledge.ts';
import { levelOf, type Hit } from '../knowledge/project-index.ts';
import type { Mention } from '../question/mentions.ts';
import type { Word } from '../question/words.ts';
import type { YearRange } from '../question/years.ts';
import { fold, stem } from '../text/words.ts';

export interface Term {
  /** How the answer names it: "Apache Kafka", "open-source", "change data capture". */
  label: string;
  /** Project index -> level. */
  levels: Map<number, number>;
  /** The tag, when the term is exactly one tag (for the API link). */
  tag?: string;
  /** The question's words of a term of topic words. */
  words?: readonly Word[];
}

export interface Filter {
  terms: Term[];
  /** Any term instead of every term. */
  any?: boolean;
  years?: YearRange;
  featured?: boolean;
}

export interface Selection {
  /** Project indices, in portfolio order (newest first). */
  projects: number[];
  /** 2: every term in a title, tags or description; 1: found in write-ups only; 0: no terms. */
  tier: number;
}

/**
 * The label of an entity mention: the entity whose name is what the question wrote (a skill
 * before a tag), else a skill's name ("k8s" -> "Kubernetes"), else the words as written
 * ("machine learning" rather than the tag "ml").
 */
export function mentionLabel(mention: Pick<Mention, 'entities'>, written?: string): string {
  const order = ['skill', 'tag', 'category', 'concept'];
  const sorted = [...mention.entities].sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind));
  const same = written && sorted.find((entity) => spaced(entity.name) === spaced(written));
  if (same) return same.name;
  // A tag that is also a skill's short form ("llm" of "LLM evaluation") lists the tag's projects: named as written.
  if (written && sorted.some((entity) => entity.kind === 'tag')) return written;
  const skill = sorted.find((entity) => entity.kind === 'skill');
  if (skill) return skill.name;
  return written || sorted[0]!.name;
}

function spaced(name: string): string {
  return fold(name)
    .replace(/[-_/]+/g, ' ')
    .trim();
}

/** The projects an entity mention stands for. */
export function mentionTerm(knowledge: Knowledge, mention: Pick<Mention, 'entities'>, written?: string): Term {
  const levels = new Map<number, number>();
  // Each entity's projects, made once (a category's are those of its skills): merged in the entities' order, the best level of each.
  for (const entity of mention.entities)
    for (const [project, level] of entityLevels(knowledge, entity)) if (level > (levels.get(project) ?? 0)) levels.set(project, level);
  const tags = mention.entities.filter((entity) => entity.kind === 'tag');
  const onlyTag = tags.length === 1 && mention.entities.every((entity) => entity.kind === 'tag' || sameName(entity, tags[0]!));
  return { label: contentCase(knowledge, mentionLabel(mention, written)), levels, ...(onlyTag ? { tag: tags[0]!.name } : {}) };
}

/** Per entity (each portfolio has its own): project index -> level, in the order the projects are first named. */
const ENTITY_LEVELS = new WeakMap<Entity, ReadonlyMap<number, number>>();

function entityLevels(knowledge: Knowledge, entity: Entity): ReadonlyMap<number, number> {
  let levels = ENTITY_LEVELS.get(entity);
  if (levels) return levels;
  const own = new Map<number, number>();
  const add = (hits: Hit[], cap = 3, floor = 1) => {
    for (const hit of hits) {
      if (hit.level < floor) continue;
      const level = Math.min(cap, hit.level);
      if (level > (own.get(hit.project) ?? 0)) own.set(hit.project, level);
    }
  };
  if (entity.kind === 'skill' || entity.kind === 'tag') add(entity.hits);
  else if (entity.kind === 'category') {
    // A category as a topic: the projects that name one of its skills in their title, tags or description.
    for (const skill of knowledge.entities) if (skill.kind === 'skill' && skill.category === entity.name) add(skill.hits, 2, 2);
  }
  ENTITY_LEVELS.set(entity, (levels = own));
  return levels;
}

function sameName(entity: Entity, other: Entity): boolean {
  return entity.name.toLowerCase() === other.name.toLowerCase();
}

/** The projects a topic word occurs in, with its level in each. */
function wordLevels(knowledge: Knowledge, word: Word): Map<number, number> {
  const levels = new Map<number, number>();
  const list = knowledge.postings.get(word.stem) ?? [];
  for (let j = 0; j < list.length; j += 2) levels.set(list[j]!, levelOf(list[j + 1]!));
  // "pricing" is done by a "Pricer", "planning" by a "Planner" (../text/agent-nouns.ts): the doer's noun counts for the act.
  const doer = doerOf(word);
  const more = doer ? (knowledge.postings.get(doer) ?? []) : [];
  for (let j = 0; j < more.length; j += 2) levels.set(more[j]!, Math.max(levels.get(more[j]!) ?? 0, levelOf(more[j + 1]!)));
  return levels;
}

/** The stem of the doer's noun of a word in -ing ("pricer" of "pricing"), when it is not the word's own stem. */
function doerOf(word: Word): string | undefined {
  if (!/^[a-z]{3,}ing$/.test(word.folded)) return undefined;
  const doer = stem(`${word.folded.slice(0, -3)}er`);
  return doer === word.stem ? undefined : doer;
}

/** A topic word as a term names it. */
function wordLabel(knowledge: Knowledge, word: Word): string {
  // "kubernets" shares a stem with the content's "Kubernetes": named as the content writes it (not "pipeline" for "pipelines").
  const surface = knowledge.surfaceForms.get(word.stem)?.toLowerCase();
  const misspelt = surface !== undefined && surface !== word.folded && !surface.startsWith(word.folded) && !word.folded.startsWith(surface);
  // "son" of "Does she have a son?", read as the common word (../question/common-word.ts), is not the content's "SON".
  if (word.common) return word.folded;
  return contentCase(knowledge, word.corrected || misspelt ? (surface ?? word.folded) : word.folded);
}

/** How many maps of a word's projects were made (the tests count them: none for a term's first word). */
export const wordLevelMaps = { count: 0 };

/**
 * Consecutive topic words as one term ("change data capture"): every word must occur. The first
 * word's projects are read from its postings (one per project, in the projects' order) without a
 * map of them; the other words' are looked up in theirs.
 */
export function wordsTerm(knowledge: Knowledge, words: Word[]): Term {
  const others = words.slice(1).map((word) => wordLevels(knowledge, word));
  wordLevelMaps.count += others.length;
  const levels = new Map<number, number>();
  const list = (words[0] && knowledge.postings.get(words[0].stem)) ?? [];
  for (let j = 0; j < list.length; j += 2) {
    let level = levelOf(list[j + 1]!);
    for (const other of others) level = Math.min(level, other.get(list[j]!) ?? 0);
    if (level > 0) levels.set(list[j]!, level);
  }
  // The first word's doer's noun ("Pricer" for "pricing options"): its projects too.
  const doer = words[0] && doerOf(words[0]);
  const more = doer ? (knowledge.postings.get(doer) ?? []) : [];
  for (let j = 0; j < more.length; j += 2) {
    let level = levelOf(more[j + 1]!);
    for (const other of others) level = Math.min(level, other.get(more[j]!) ?? 0);
    if (level > (levels.get(more[j]!) ?? 0)) levels.set(more[j]!, level);
  }
  return { label: words.map((word) => wordLabel(knowledge, word)).join(' '), levels, words };
}

/** The projects that match a filter, by tier. */
export function selectProjects(knowledge: Knowledge, filter: Filter): Selection {
  const kept = (view: Knowledge['projects'][number]['view']) => {
    if (filter.featured && !view.featured) return false;
    if (!filter.years) return true;
    const year = view.date?.slice(0, 4);
    return !(!year || (filter.years.from && year < filter.years.from) || (filter.years.to && year > filter.years.to));
  };
  if (!filter.terms.length) return { projects: knowledge.projects.filter((info) => kept(info.view)).map((info) => info.index), tier: 0 };
  // Only the projects a term names can match: with every term required, those of the rarest term;
  // with any term, those of all terms. Portfolio order (the index order) is kept.
  const candidates = filter.any
    ? [...new Set(filter.terms.flatMap((term) => [...term.levels.keys()]))].sort((a, b) => a - b)
    : [...filter.terms.reduce((rarest, term) => (term.levels.size < rarest.levels.size ? term : rarest)).levels.keys()].sort((a, b) => a - b);
  const matching: { project: number; level: number }[] = [];
  for (const project of candidates) {
    if (!kept(knowledge.projects[project]!.view)) continue;
    let level = filter.any ? 0 : 3;
    for (const term of filter.terms) {
      const termLevel = term.levels.get(project) ?? 0;
      level = filter.any ? Math.max(level, termLevel) : Math.min(level, termLevel);
    }
    if (level > 0) matching.push({ project, level });
  }
  const strong = matching.filter((match) => match.level >= 2);
  if (strong.length) return { projects: strong.map((match) => match.project), tier: 2 };
  return { projects: matching.map((match) => match.project), tier: matching.length ? 1 : 0 };
}
