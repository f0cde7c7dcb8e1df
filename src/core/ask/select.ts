/**
 * Choosing projects for a question: by the skills, tags and categories it names, by its topic
 * words, by years and by the featured flag. A project matches a term at level 3 (title, tags or
 * id), 2 (description) or 1 (write-up only); the projects where every term is in the title,
 * tags or description come first, and write-up mentions count only when there are none.
 */
import { levelOf, type Entity, type Hit, type Knowledge } from './knowledge.ts';
import type { Mention, Word } from './understand.ts';
import { fold } from './text.ts';

export interface Term {
  /** How the answer names it: "Apache Kafka", "open-source", "change data capture". */
  label: string;
  /** Project index -> level. */
  levels: Map<number, number>;
  /** The tag, when the term is exactly one tag (for the API link). */
  tag?: string;
}

export interface Filter {
  terms: Term[];
  /** Any term instead of every term. */
  any?: boolean;
  years?: { from?: string; to?: string };
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
export function mentionLabel(m: Pick<Mention, 'entities'>, written?: string): string {
  const order = ['skill', 'tag', 'category', 'concept'];
  const sorted = [...m.entities].sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind));
  const same = written && sorted.find((e) => spaced(e.name) === spaced(written));
  if (same) return same.name;
  const skill = sorted.find((e) => e.kind === 'skill');
  if (skill) return skill.name;
  return written || sorted[0]!.name;
}

function spaced(s: string): string {
  return fold(s).replace(/[-_/]+/g, ' ').trim();
}

/** The projects an entity mention stands for. */
export function mentionTerm(k: Knowledge, m: Pick<Mention, 'entities'>, written?: string): Term {
  const levels = new Map<number, number>();
  const add = (hits: Hit[], cap = 3, floor = 1) => {
    for (const h of hits) {
      if (h.level < floor) continue;
      const level = Math.min(cap, h.level);
      if (level > (levels.get(h.project) ?? 0)) levels.set(h.project, level);
    }
  };
  for (const e of m.entities) {
    if (e.kind === 'skill' || e.kind === 'tag') add(e.hits);
    else if (e.kind === 'category') {
      // A category as a topic: the projects that name one of its skills in their title, tags or description.
      for (const s of k.entities) if (s.kind === 'skill' && s.category === e.name) add(s.hits, 2, 2);
    }
  }
  const tags = m.entities.filter((e) => e.kind === 'tag');
  const onlyTag = tags.length === 1 && m.entities.every((e) => e.kind === 'tag' || sameName(e, tags[0]!));
  return { label: mentionLabel(m, written), levels, ...(onlyTag ? { tag: tags[0]!.name } : {}) };
}

function sameName(a: Entity, b: Entity): boolean {
  return a.name.toLowerCase() === b.name.toLowerCase();
}

/** The projects a topic word occurs in. */
export function wordTerm(k: Knowledge, w: Word): Term {
  const levels = new Map<number, number>();
  const list = k.postings.get(w.stem) ?? [];
  for (let j = 0; j < list.length; j += 2) levels.set(list[j]!, levelOf(list[j + 1]!));
  return { label: w.fuzzy ? (k.surface.get(w.stem) ?? w.raw) : w.raw, levels };
}

/** Consecutive topic words as one term ("change data capture"): every word must occur. */
export function wordsTerm(k: Knowledge, words: Word[]): Term {
  const terms = words.map((w) => wordTerm(k, w));
  const levels = new Map<number, number>();
  for (const [p, first] of terms[0]?.levels ?? []) {
    let level = first;
    for (const t of terms.slice(1)) level = Math.min(level, t.levels.get(p) ?? 0);
    if (level > 0) levels.set(p, level);
  }
  return { label: terms.map((t) => t.label).join(' '), levels };
}

export function select(k: Knowledge, f: Filter): Selection {
  const kept = (v: Knowledge['projects'][number]['view']) => {
    if (f.featured && !v.featured) return false;
    if (!f.years) return true;
    const year = v.date?.slice(0, 4);
    return !(!year || (f.years.from && year < f.years.from) || (f.years.to && year > f.years.to));
  };
  if (!f.terms.length) return { projects: k.projects.filter((info) => kept(info.view)).map((info) => info.index), tier: 0 };
  // Only the projects a term names can match: with every term required, those of the rarest term;
  // with any term, those of all terms. Portfolio order (the index order) is kept.
  const candidates = f.any
    ? [...new Set(f.terms.flatMap((t) => [...t.levels.keys()]))].sort((a, b) => a - b)
    : [...f.terms.reduce((a, b) => (b.levels.size < a.levels.size ? b : a)).levels.keys()].sort((a, b) => a - b);
  const out: { p: number; level: number }[] = [];
  for (const p of candidates) {
    if (!kept(k.projects[p]!.view)) continue;
    let level = f.any ? 0 : 3;
    for (const t of f.terms) {
      const l = t.levels.get(p) ?? 0;
      level = f.any ? Math.max(level, l) : Math.min(level, l);
    }
    if (level > 0) out.push({ p, level });
  }
  const strong = out.filter((o) => o.level >= 2);
  if (strong.length) return { projects: strong.map((o) => o.p), tier: 2 };
  return { projects: out.map((o) => o.p), tier: out.length ? 1 : 0 };
}
