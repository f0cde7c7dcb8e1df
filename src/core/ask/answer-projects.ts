/**
 * Answers about projects: lists by topic, one named project (with the write-up sentences that
 * answer the rest of the question), the most recent, the featured ones, and counts.
 */
import { skillsAnswer } from './answer-skills.ts';
import type { Knowledge, ProjectInfo } from './knowledge.ts';
import { api, capitalise, conf, echo, MAX_NAMED, notFound, owner, owners, pages, projectList, reply, sentenceEnd } from './reply.ts';
import type { AskAnswer } from './schema.ts';
import { select, type Filter } from './select.ts';
import { joinList, plural } from './text.ts';
import { describeFilter, filterOf, listReference, singular } from './topic.ts';
import { isStopLike, type Mention, type Parsed, type Word } from './understand.ts';

export function projectsAnswer(k: Knowledge, p: Parsed, f: Filter & { unknown: Word[] }): AskAnswer {
  // A question about something the portfolio never mentions is not answered with other projects.
  const unknown = f.unknown.filter((w) => w.raw.length >= 3);
  if (unknown.length && !p.mentions.length) return notFound(k, p, echo(unknown));
  if (!f.terms.length && !f.years && !f.featured && unknown.length) return notFound(k, p, echo(unknown));
  const framed = p.cues.has('projectNoun') || p.cues.has('projectVerb') || p.cues.has('listy');
  if (!f.terms.length && !f.years && !f.featured && !framed) return notFound(k, p);
  const sel = select(k, f);
  const first = owner(k);
  const confidence = conf(p, (sel.tier === 1 ? 0.7 : 1) * (unknown.length ? 0.6 : 1));
  if (!sel.projects.length) {
    const what = describeFilter(f) || 'exist';
    return reply('not_found', 'projects', `None of ${owners(k)} projects ${singular(what)}.`, [], confidence);
  }
  const l = projectList(k, sel.projects);
  const refs = [...pages(k, l.shown), listReference(k, f, sel.projects)];
  if (!f.terms.length && !f.years && !f.featured) {
    return reply('list', 'projects', `${first} has ${plural(sel.projects.length, 'project')}: ${l.text}.`, refs, confidence);
  }
  if (sel.tier === 1) {
    const label = joinList(f.terms.map((t) => t.label), f.any ? 'or' : 'and');
    const mention = sel.projects.length === 1 ? '1 write-up mentions it' : `${sel.projects.length} write-ups mention it`;
    return reply('list', 'projects', `No project is about ${label} in its title, tags or description, but ${mention}: ${l.text}.`, refs, confidence);
  }
  const n = sel.projects.length;
  const verb = describeFilter(f);
  const head = n === 1 ? `One of ${owners(k)} projects ${singular(verb)}` : `${n} of ${owners(k)} projects ${verb}`;
  return reply('list', 'projects', `${head}: ${l.text}.`, refs, confidence);
}

export function tagsAnswer(k: Knowledge, p: Parsed): AskAnswer {
  const tags = [...new Set(k.projects.flatMap((i) => i.view.tags))].sort();
  const text = `${capitalise(owners(k))} projects use ${plural(tags.length, 'tag')}: ${joinList(tags)}.`;
  return reply('list', 'projects', text, [api(k, '/v1/projects')], conf(p));
}

export function projectAnswer(k: Knowledge, p: Parsed, named: Parsed['named']): AskAnswer {
  const top = named[0]!;
  const ties = named.filter((n) => top.score - n.score < 0.05);
  if (ties.length > 1) {
    const list = ties.map((n) => n.project).sort((a, b) => a - b);
    const l = projectList(k, list);
    return reply('list', 'project', `Several projects match: ${l.text}. Which one do you mean?`, pages(k, l.shown), conf(p, 0.6));
  }
  const info = k.projects[top.project]!;
  const v = info.view;
  const details = [v.date, v.featured ? 'featured' : ''].filter(Boolean).join(', ');
  let text = `${v.title}${details ? ` (${details})` : ''}: ${sentenceEnd(v.description)} Tags: ${v.tags.join(', ')}.`;
  if (v.url) text += ` Link: ${v.url}.`;
  const extra = writeupExcerpt(k, p, info, top.matched);
  if (extra) text += ` From the write-up: ${extra}`;
  return reply('answer', 'project', text, [v.links.html, v.links.self], conf(p, top.score >= 1 ? 1 : 0.8));
}

/**
 * The write-up sentences that answer the rest of a question about a named project: the section
 * whose heading it names ("results"), else the sentence that shares the most words with it.
 */
function writeupExcerpt(k: Knowledge, p: Parsed, info: ProjectInfo, matched: Set<string>): string {
  const title = new Set([...info.titleStems, ...info.slugStems, ...matched]);
  const rest = new Set(
    p.words.filter((w) => !isStopLike(k, w.raw) && !title.has(w.stem) && !/^\d/.test(w.raw)).map((w) => w.stem),
  );
  if (!rest.size) return '';
  for (const s of info.sections) {
    if ([...rest].some((r) => s.heading.has(r)) && s.sentences.length) return s.sentences.slice(0, 2).map((x) => sentenceEnd(x.text)).join(' ');
  }
  let best: { text: string; score: number } | undefined;
  for (const s of info.sections) {
    for (const sentence of s.sentences) {
      let score = 0;
      for (const r of rest) if (sentence.stems.has(r)) score++;
      if (score && (!best || score > best.score)) best = { text: sentence.text, score };
    }
  }
  return best ? sentenceEnd(best.text) : '';
}

export function recentAnswer(k: Knowledge, p: Parsed, oldest: boolean): AskAnswer {
  const f = filterOf(k, p, p.cues.has('featured') ? { featured: true } : {});
  if (f.unknown.length && !p.mentions.length) return notFound(k, p, echo(f.unknown));
  const sel = select(k, f);
  const dated = sel.projects.filter((i) => k.projects[i]!.view.date);
  const ordered = oldest ? [...dated].reverse() : dated;
  const topic = f.terms.length ? ` involving ${joinList(f.terms.map((t) => t.label))}` : '';
  const word = `${oldest ? 'earliest' : 'most recent'}${f.featured ? ' featured' : ''}`;
  if (!ordered.length) {
    return reply('not_found', 'recent', `None of ${owners(k)} projects${topic} has a date.`, [], conf(p));
  }
  const many = p.cues.has('plural') && ordered.length > 1;
  if (many) {
    const l = projectList(k, ordered.slice(0, 3), 3);
    const text = `${capitalise(owners(k))} ${word} projects${topic} are ${l.text}.`;
    return reply('list', 'recent', text, [...pages(k, l.shown), api(k, '/v1/projects')], conf(p));
  }
  const info = k.projects[ordered[0]!]!;
  const v = info.view;
  return reply(
    'answer',
    'recent',
    `${capitalise(owners(k))} ${word} project${topic} is ${v.title} (${v.date}): ${sentenceEnd(v.description)}`,
    [v.links.html, v.links.self],
    conf(p),
  );
}

export function featuredAnswer(k: Knowledge, p: Parsed): AskAnswer {
  const featured = k.projects.filter((i) => i.view.featured).map((i) => i.index);
  const named = p.named.filter((n) => n.score >= 1 || p.named.length === 1);
  if (named.length === 1) {
    const v = k.projects[named[0]!.project]!.view;
    const others = projectList(k, featured, MAX_NAMED, false);
    const page = v.links.html;
    if (v.featured) return reply('answer', 'featured', `Yes. ${v.title} is one of ${owners(k)} featured projects.`, [page], conf(p));
    const rest = featured.length ? ` The featured ones are ${others.text}.` : '';
    const text = `No. ${v.title} is not one of ${owners(k)} featured projects.${rest}`;
    return reply('answer', 'featured', text, [page, ...pages(k, others.shown)], conf(p));
  }
  const f = filterOf(k, p, { featured: true });
  if (f.unknown.length && !p.mentions.length) return notFound(k, p, echo(f.unknown));
  const sel = select(k, f);
  if (!sel.projects.length) {
    const topic = f.terms.length ? ` involving ${joinList(f.terms.map((t) => t.label))}` : '';
    return reply('not_found', 'featured', `No project${topic} is marked as featured in ${owners(k)} portfolio.`, [], conf(p));
  }
  const l = projectList(k, sel.projects);
  const topic = f.terms.length ? ` involving ${joinList(f.terms.map((t) => t.label))}` : '';
  const one = sel.projects.length === 1;
  const text = `${capitalise(owners(k))} featured project${one ? '' : 's'}${topic} ${one ? 'is' : 'are'} ${l.text}.`;
  return reply('list', 'featured', text, [...pages(k, l.shown), api(k, '/v1/projects')], conf(p));
}

export function countAnswer(k: Knowledge, p: Parsed): AskAnswer {
  const first = owner(k);
  const raw = new Set(p.words.map((w) => w.raw));
  const projectFraming = p.cues.has('projectNoun') || p.cues.has('projectVerb');
  const cats = p.mentions.filter((m) => !m.weak && m.entities.some((e) => e.kind === 'category' || (e.kind === 'concept' && !e.concept?.generic)));
  if (cats.length && !projectFraming) return countSkills(k, p, cats);
  if ((raw.has('categories') || raw.has('category')) && !projectFraming) {
    const names = joinList(k.categories.map((c) => c.name));
    const text = `${first} groups the skills in ${plural(k.categories.length, 'category', 'categories')}: ${names}.`;
    return reply('answer', 'count', text, [api(k, '/v1/skills')], conf(p));
  }
  if ((raw.has('tags') || raw.has('tag')) && !p.mentions.length) {
    const r = tagsAnswer(k, p);
    return { ...r, _meta: { ...r._meta, response_type: 'answer', intent: 'count' } };
  }
  if (p.cues.has('skillNoun') && !projectFraming && !p.mentions.some((m) => m.entities.some((e) => e.kind === 'skill'))) {
    const per = joinList(k.categories.map((c) => `${c.skills.length} under ${c.name}`));
    const text = `${first} lists ${plural(k.skillCount, 'skill')} in ${plural(k.categories.length, 'category', 'categories')}: ${per}.`;
    return reply('answer', 'count', text, [api(k, '/v1/skills')], conf(p));
  }
  const f = filterOf(k, p, p.cues.has('featured') ? { featured: true } : {});
  if (f.unknown.length && !p.mentions.length) return notFound(k, p, echo(f.unknown));
  const sel = select(k, f);
  if (!f.terms.length && !f.years && !f.featured) {
    return reply('answer', 'count', `${first} has ${plural(sel.projects.length, 'project')} in this portfolio.`, [api(k, '/v1/projects')], conf(p));
  }
  const n = sel.projects.length;
  if (!n) {
    const text = `None of ${owners(k)} projects ${singular(describeFilter(f))}: the count is 0.`;
    return reply('answer', 'count', text, [api(k, '/v1/projects')], conf(p));
  }
  const l = projectList(k, sel.projects);
  const head = n === 1 ? `1 of ${owners(k)} projects ${singular(describeFilter(f))}` : `${n} of ${owners(k)} projects ${describeFilter(f)}`;
  const where = sel.tier === 1 ? ' (mentioned in their write-ups)' : '';
  return reply('answer', 'count', `${head}${where}: ${l.text}.`, [...pages(k, l.shown), listReference(k, f, sel.projects)], conf(p, sel.tier === 1 ? 0.7 : 1));
}

function countSkills(k: Knowledge, p: Parsed, mentions: Mention[]): AskAnswer {
  const r = skillsAnswer(k, p, mentions);
  return { ...r, _meta: { ...r._meta, intent: 'count', response_type: r._meta.response_type === 'list' ? 'answer' : r._meta.response_type } };
}
