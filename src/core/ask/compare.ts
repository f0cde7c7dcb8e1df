/**
 * Comparisons: "compare the feature store and the RAG assistant", "python vs scala", "which is
 * newer, X or Y". The question is split into sides, each a project, a skill, a tag or a topic.
 */
import type { Knowledge } from './knowledge.ts';
import { api, capitalise, conf, MAX_NAMED_SHORT, owners, pages, projectList, reply, sentenceEnd } from './reply.ts';
import type { AskAnswer } from './schema.ts';
import { mentionLabel, mentionTerm, select, wordsTerm } from './select.ts';
import { joinList, plural } from './text.ts';
import { namedBySkill } from './topic.ts';
import { isStopLike, namedProjects, type Mention, type Parsed, type Word } from './understand.ts';

interface Side {
  label: string;
  project?: number;
  mention?: Mention;
  words?: Word[];
}

/** Words between the things compared; the second set only when the first finds fewer than two. */
const FIRST_SEPARATORS = ['and', 'vs', 'versus', 'or', 'against', 'than'];
const SEPARATORS = [new Set(FIRST_SEPARATORS), new Set([...FIRST_SEPARATORS, 'with', 'to'])];

export function comparison(k: Knowledge, p: Parsed): AskAnswer | undefined {
  let unique: Side[] = [];
  for (const separators of SEPARATORS) {
    unique = compareSides(k, p, separators);
    if (unique.length >= 2) break;
  }
  if (unique.length < 2) return undefined;
  const refs: string[] = [];
  const parts: string[] = [];
  const projects = unique.filter((s) => s.project !== undefined).map((s) => s.project!);
  if (projects.length === unique.length) {
    const infos = projects.map((i) => k.projects[i]!);
    const details = (i: (typeof infos)[number]) => [i.view.date ?? 'undated', i.view.featured ? 'featured' : ''].filter(Boolean).join(', ');
    parts.push(`${joinList(infos.map((i) => `${i.view.title} (${details(i)})`))}.`);
    for (const i of infos) parts.push(`${i.view.title}: ${sentenceEnd(i.view.description)}`);
    const dated = infos.filter((i) => i.view.date).sort((a, b) => (a.view.date! < b.view.date! ? 1 : -1));
    if (dated.length >= 2 && dated[0]!.view.date !== dated[1]!.view.date) {
      const newest = dated[0]!.view;
      const oldest = dated[dated.length - 1]!.view;
      const older = infos.length === 2 ? 'is older' : 'is the oldest';
      parts.push(`${newest.title} is the most recent (${newest.date}); ${oldest.title} ${older} (${oldest.date}).`);
    }
    const shared = infos[0]!.view.tags.filter((t) => infos.every((i) => i.view.tags.includes(t)));
    parts.push(shared.length ? `Tags in common: ${shared.join(', ')}.` : 'They share no tag.');
    for (const i of infos) refs.push(i.view.links.html, i.view.links.self);
    return reply('answer', 'comparison', parts.join(' '), refs, conf(p));
  }
  const sets: { label: string; list: number[] }[] = [];
  for (const s of unique) {
    if (s.project !== undefined) {
      const v = k.projects[s.project]!.view;
      parts.push(`${v.title} (${v.date ?? 'undated'}): ${sentenceEnd(v.description)}`);
      refs.push(v.links.html);
      continue;
    }
    const term = s.mention ? mentionTerm(k, s.mention) : wordsTerm(k, s.words!);
    const skill = s.mention?.entities.find((e) => e.kind === 'skill');
    const category = s.mention?.entities.find((e) => e.kind === 'category');
    const sel = select(k, { terms: [term] });
    const list = sel.tier === 2 ? sel.projects : [];
    sets.push({ label: term.label, list });
    const l = projectList(k, list, MAX_NAMED_SHORT, false);
    refs.push(...pages(k, l.shown));
    const categorySkills = category ? joinList(k.categories.find((c) => c.name === category.name)!.skills) : '';
    const listed = skill
      ? `${skill.name} is one of ${owners(k)} skills (${skill.category})`
      : category
        ? `${category.name} is a skill category (${categorySkills})`
        : `${capitalise(term.label)} is not a listed skill`;
    const used = list.length ? `${plural(list.length, 'project')}: ${l.text}` : 'no project';
    parts.push(`${listed}; ${used}.`);
    if (skill || category) refs.push(api(k, '/v1/skills'));
  }
  if (sets.length >= 2) {
    const both = sets[0]!.list.filter((i) => sets.every((s) => s.list.includes(i)));
    if (both.length) {
      const l = projectList(k, both, MAX_NAMED_SHORT, false);
      parts.push(`In ${sets.length === 2 ? 'both' : 'all of them'}: ${l.text}.`);
    }
  }
  return reply('answer', 'comparison', parts.join(' '), refs, conf(p, 0.9));
}

/** Splits at separators, merging pieces that name nothing with the next one; distinct sides. */
function compareSides(k: Knowledge, p: Parsed, separators: Set<string>): Side[] {
  const pieces: number[][] = [[]];
  p.words.forEach((w, i) => {
    if (separators.has(w.raw) && !p.mentions.some((m) => i > m.start && i < m.end)) pieces.push([]);
    else pieces[pieces.length - 1]!.push(i);
  });
  const sides: Side[] = [];
  let carry: number[] = [];
  for (const piece of pieces) {
    const idx = [...carry, ...piece];
    const side = resolveSide(k, p, idx);
    if (side) {
      sides.push(side);
      carry = [];
    } else carry = idx;
  }
  return sides.filter((s, i) => sides.findIndex((t) => t.label === s.label) === i);
}

function resolveSide(k: Knowledge, p: Parsed, idx: number[]): Side | undefined {
  if (!idx.length) return undefined;
  const inside = new Set(idx);
  const mentions = p.mentions.filter((m) => inside.has(m.start));
  // The piece's own words and mentions, indexed within the piece.
  const words = idx.map((i) => p.words[i]!);
  const local = mentions.map((m) => ({ ...m, start: idx.indexOf(m.start), end: idx.indexOf(m.start) + (m.end - m.start) }));
  const named = namedProjects(k, words, local);
  const bySkill = named.length > 0 && namedBySkill(p, named[0]!, local, words);
  if (named.length && !bySkill && (named.length === 1 || named[0]!.score - named[1]!.score >= 0.05)) {
    return { label: k.projects[named[0]!.project]!.view.title, project: named[0]!.project };
  }
  const mention = mentions.find((m) => !m.entities.every((e) => e.kind === 'concept' && e.concept?.generic));
  if (mention) return { label: mentionLabel(mention), mention };
  const topic = words.filter((w) => !isStopLike(k, w.raw) && k.postings.has(w.stem));
  if (topic.length) return { label: topic.map((w) => w.raw).join(' '), words: topic };
  return undefined;
}
