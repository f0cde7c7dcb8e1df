/**
 * Answers about skills: a category's skills, every skill, and "does she know X" (with the
 * projects that use it, or what the portfolio says about X when it is not a listed skill).
 */
import type { Entity, Knowledge } from './knowledge.ts';
import { CATEGORY_CONCEPTS } from './lexicon.ts';
import { api, capitalise, conf, echo, MAX_NAMED_SHORT, notFound, owner, owners, pages, projectList, reply } from './reply.ts';
import type { AskAnswer } from './schema.ts';
import { mentionLabel, mentionTerm, select, type Term } from './select.ts';
import { joinList, plural, tokenize } from './text.ts';
import { termsOf, written } from './topic.ts';
import type { Mention, Parsed, Word } from './understand.ts';

const CONCEPT_LABELS: Record<string, string> = {
  languages: 'programming languages',
  databases: 'databases',
  cloud: 'cloud technologies',
  ai: 'AI and machine learning tools',
};

function conceptLabel(id: string): string {
  return CONCEPT_LABELS[id] ?? id;
}

export function skillsAnswer(k: Knowledge, p: Parsed, mentions: Mention[]): AskAnswer {
  const first = owner(k);
  const cats = new Set<string>();
  const concepts = new Set<string>();
  let generic = !mentions.length;
  for (const m of mentions) {
    const real = m.entities.filter((e) => e.kind === 'category');
    if (real.length) for (const e of real) cats.add(e.name);
    else for (const e of m.entities) if (e.concept) (e.concept.generic ? (generic = true) : concepts.add(e.concept.id));
  }
  if (cats.size) {
    const list = k.categories.filter((c) => cats.has(c.name));
    const text = list.map((c) => `${first} lists ${plural(c.skills.length, 'skill')} under ${c.name}: ${joinList(c.skills)}.`).join(' ');
    const refs = list.map((c) => api(k, `/v1/skills?category=${encodeURIComponent(c.name)}`));
    return reply('list', 'skills', text, refs, conf(p));
  }
  if (concepts.size) {
    const parts: string[] = [];
    const missing: string[] = [];
    for (const id of concepts) {
      const concept = CATEGORY_CONCEPTS.find((c) => c.id === id)!;
      const members = new Set(concept.members);
      const found = k.categories.flatMap((c) => c.skills.filter((s) => members.has(s.toLowerCase())));
      if (found.length) parts.push(`Of ${owners(k)} skills, these are ${conceptLabel(id)}: ${joinList(found)}.`);
      else missing.push(conceptLabel(id));
    }
    if (parts.length) return reply('list', 'skills', parts.join(' '), [api(k, '/v1/skills')], conf(p, 0.8));
    const cats2 = k.categories.map((c) => c.name);
    return reply(
      'not_found',
      'skills',
      `${capitalise(owners(k))} skills list no ${joinList(missing, 'or')}. The skill categories are ${joinList(cats2)}.`,
      [],
      conf(p, 0.8),
    );
  }
  if (generic || !k.categories.length) {
    if (!k.categories.length) return reply('not_found', 'skills', `${capitalise(owners(k))} portfolio lists no skills.`, [], 1);
    const parts = k.categories.map((c) => `${c.name}: ${joinList(c.skills)}`);
    return reply(
      'list',
      'skills',
      `${first} lists ${plural(k.skillCount, 'skill')} in ${plural(k.categories.length, 'category', 'categories')}. ${parts.join('; ')}.`,
      [api(k, '/v1/skills')],
      conf(p),
    );
  }
  return notFound(k, p);
}

interface CheckItem {
  /** Sentence(s) about the item. */
  text: string;
  positive: boolean;
  refs: string[];
  skill?: Entity;
}

export function skillCheck(k: Knowledge, p: Parsed): AskAnswer {
  const first = owner(k);
  const items: CheckItem[] = [];
  const skills: Entity[] = [];
  for (const m of p.mentions) {
    const skill = m.entities.find((e) => e.kind === 'skill');
    if (skill) {
      if (!skills.includes(skill)) skills.push(skill);
      continue;
    }
    const cat = m.entities.find((e) => e.kind === 'category');
    if (cat) {
      const c = k.categories.find((x) => x.name === cat.name)!;
      const text = `${first} lists ${plural(c.skills.length, 'skill')} under ${c.name}: ${joinList(c.skills)}.`;
      items.push({ text, positive: true, refs: [api(k, `/v1/skills?category=${encodeURIComponent(c.name)}`)] });
      continue;
    }
    if (m.entities.every((e) => e.kind === 'concept')) continue;
    items.push(topicItem(k, mentionTerm(k, m), written(p, m)));
  }
  // Topic words: each group of consecutive words is one thing asked about.
  const { terms, unknown } = termsOf(k, p, []);
  const wordTerms = terms.filter((t) => !p.mentions.some((m) => mentionLabel(m) === t.label));
  for (const t of wordTerms) items.push(topicItem(k, t, t.label));
  for (const group of groups(unknown, p)) items.push(absentItem(k, group));

  const out: CheckItem[] = [];
  if (skills.length) {
    const desc = skills.map((s) => `${s.name} (${s.category})`);
    const yes = p.cues.has('yesno') || p.cues.has('skillVerb') ? 'Yes. ' : '';
    const lead = `${yes}${first} lists ${joinList(desc)} among the skills.`;
    const refs = [api(k, '/v1/skills')];
    const uses: string[] = [];
    for (const s of skills) {
      const strong = s.hits.filter((h) => h.level >= 2).map((h) => h.project).sort((a, b) => a - b);
      const weak = s.hits.filter((h) => h.level === 1).map((h) => h.project).sort((a, b) => a - b);
      const subject = skills.length > 1 ? s.name : 'It';
      if (strong.length) {
        const l = projectList(k, strong, MAX_NAMED_SHORT);
        uses.push(`${subject} appears in ${plural(strong.length, 'project')}: ${l.text}.`);
        refs.push(...pages(k, l.shown));
      } else if (weak.length) {
        const l = projectList(k, weak, 3);
        uses.push(`${subject} is mentioned in the write-up of ${l.text}.`);
        refs.push(...pages(k, l.shown));
      }
    }
    out.push({ text: [lead, ...uses].join(' '), positive: true, refs });
  }
  out.push(...items);
  if (!out.length) return notFound(k, p);
  const positive = out.some((i) => i.positive);
  return reply(
    positive ? 'answer' : 'not_found',
    'skill_check',
    out.map((i) => i.text).join(' '),
    positive ? out.flatMap((i) => i.refs) : [],
    conf(p, positive ? 1 : 0.9),
  );
}

/** A thing asked about that is not a listed skill: projects that involve it, else the bio. */
function topicItem(k: Knowledge, term: Term, label: string): CheckItem {
  const first = owner(k);
  const sel = select(k, { terms: [term] });
  const name = `“${label}”`;
  if (sel.projects.length && sel.tier === 2) {
    const l = projectList(k, sel.projects, MAX_NAMED_SHORT);
    const involve = sel.projects.length === 1 ? '1 project involves' : `${sel.projects.length} projects involve`;
    const text = `${name} is not among ${owners(k)} listed skills, but ${involve} it: ${l.text}.`;
    return { text, positive: true, refs: pages(k, l.shown) };
  }
  if (sel.projects.length) {
    const l = projectList(k, sel.projects, 3);
    const text = `${name} is not among ${owners(k)} listed skills; it is mentioned in the write-up of ${l.text}.`;
    return { text, positive: true, refs: pages(k, l.shown) };
  }
  const stems = new Set(tokenize(label).map((t) => t.stem));
  const bio = k.bio.find((s) => [...stems].every((x) => s.stems.has(x)));
  if (bio) {
    const text = `${name} is not among ${owners(k)} listed skills, but the bio says: "${bio.text}"`;
    return { text, positive: true, refs: [api(k, '/v1/profile')] };
  }
  return { text: `${name} is not among ${first}'s listed skills, and no project mentions it.`, positive: false, refs: [] };
}

function absentItem(k: Knowledge, words: Word[]): CheckItem {
  const label = echo(words);
  return { text: `“${label}” is not among ${owners(k)} listed skills, and no project mentions it.`, positive: false, refs: [] };
}

/** Unknown words grouped by adjacency in the question. */
export function groups(words: Word[], p: Parsed): Word[][] {
  const out: Word[][] = [];
  let last = -2;
  for (const w of words) {
    const i = p.words.indexOf(w);
    if (i === last + 1 && out.length) out[out.length - 1]!.push(w);
    else out.push([w]);
    last = i;
  }
  return out.filter((g) => echo(g));
}
