/**
 * The topic of a question as project filters: the skills, tags and categories it names and its
 * remaining topic words, with how answers describe them.
 */
import type { Knowledge } from './knowledge.ts';
import { GENERIC_NOUNS } from './lexicon.ts';
import { api } from './reply.ts';
import { mentionTerm, wordsTerm, type Filter, type Term } from './select.ts';
import { joinList } from './text.ts';
import { topicWords, type Mention, type Parsed, type Word } from './understand.ts';

/** The topic of a question as terms: its mentions, then its remaining topic words. */
export function termsOf(k: Knowledge, p: Parsed, mentions: Mention[] = p.mentions): { terms: Term[]; unknown: Word[]; any: boolean } {
  const terms: Term[] = mentions
    .filter((m) => !m.entities.every((e) => e.kind === 'concept' && e.concept?.generic))
    .map((m) => mentionTerm(k, m, written(p, m)));
  const unknown: Word[] = [];
  let group: Word[] = [];
  const flush = () => {
    if (group.length) terms.push(wordsTerm(k, group));
    group = [];
  };
  const topic = new Set(topicWords(k, p));
  p.words.forEach((w, i) => {
    if (!topic.has(w)) {
      if (w.raw === 'or' || w.raw === 'and' || mentions.some((m) => m.start === i)) flush();
      return;
    }
    if (!isKnown(k, w)) {
      unknown.push(w);
      return;
    }
    group.push(w);
  });
  flush();
  // "etl pipelines": a generic noun next to a real topic does not narrow it.
  const specific = terms.filter((t) => !GENERIC_NOUNS.has(t.label));
  return { terms: specific.length ? specific : terms, unknown, any: p.cues.has('or') && !p.cues.has('compare') };
}

/** A mention's words as the question wrote them. */
export function written(p: Parsed, m: Mention): string {
  return p.words.slice(m.start, m.end).map((w) => w.raw).join(' ');
}

export function isKnown(k: Knowledge, w: Word): boolean {
  return k.postings.has(w.stem);
}

export function filterOf(k: Knowledge, p: Parsed, extra: Partial<Filter> = {}): Filter & { unknown: Word[] } {
  const { terms, unknown, any } = termsOf(k, p);
  return { terms, any, ...(p.years ? { years: p.years } : {}), ...extra, unknown };
}

export function describeFilter(f: Filter): string {
  const parts: string[] = [];
  if (f.terms.length) parts.push(`involve ${joinList(f.terms.map((t) => t.label), f.any ? 'or' : 'and')}`);
  if (f.years) parts.push(`date from ${yearsLabel(f.years)}`);
  if (f.featured) parts.push('are featured');
  return joinList(parts);
}

function yearsLabel(y: { from?: string; to?: string }): string {
  if (y.from && y.to) return y.from === y.to ? y.from : `${y.from} to ${y.to}`;
  if (y.from) return `${y.from} or later`;
  return `${y.to} or earlier`;
}

/**
 * The API list behind a list of projects: `/v1/projects?tag=…` when the list is exactly that
 * tag's projects (a description may mention a tag without carrying it), else `/v1/projects`.
 */
export function listReference(k: Knowledge, f: Filter, list: readonly number[]): string {
  const tag = f.terms.length === 1 && !f.years && !f.featured ? f.terms[0]!.tag : undefined;
  const tagged = tag ? (k.projectsByTag.get(tag) ?? []) : [];
  const same = tag && tagged.length === list.length && tagged.every((p, i) => p === list[i]);
  return same ? api(k, `/v1/projects?tag=${encodeURIComponent(tag!)}`) : api(k, '/v1/projects');
}

/** The verb phrase of a filter for one project: "involve dbt and date from 2023" -> "involves dbt and dates from 2023". */
export function singular(verb: string): string {
  return verb.replace(/(^|\band )(involve|date)\b/g, '$1$2s').replace(/(^|\band )are\b/g, '$1is');
}

export function mentionStems(p: Parsed, skillsOnly = false): Set<string> {
  const out = new Set<string>();
  for (const m of p.mentions) {
    if (skillsOnly && !m.entities.some((e) => e.kind === 'skill')) continue;
    for (let i = m.start; i < m.end; i++) out.add(p.words[i]!.stem);
  }
  return out;
}

/** Whether a named project's matched words are all one skill's name ("react native"). */
export function namedBySkill(p: Parsed, n: Parsed['named'][number], mentions: Mention[] = p.mentions, words: Word[] = p.words): boolean {
  return mentions.some((m) => {
    if (!m.entities.some((e) => e.kind === 'skill')) return false;
    const stems = new Set(words.slice(m.start, m.end).map((w) => w.stem));
    return [...n.matched].every((s) => stems.has(s));
  });
}
