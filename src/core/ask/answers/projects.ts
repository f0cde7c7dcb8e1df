/**
 * Answers about projects: lists by topic, one named project (with the write-up sentences that
 * answer the rest of the question), the most recent, the featured ones, and counts.
 */
import { contentCase, type Knowledge } from '../knowledge/knowledge.ts';
import type { ProjectInfo } from '../knowledge/project-index.ts';
import type { Mention } from '../question/mentions.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import { isStopLike } from '../question/stop-words.ts';
import type { Word } from '../question/words.ts';
import type { AskAnswer } from '../schema.ts';
import { filterOf } from '../selection/filters.ts';
import { selectProjects, type Filter } from '../selection/select-projects.ts';
import { capitalise, joinList, plural, sentenceEnd } from '../text/english.ts';
import { describeFilter, listReference, singular } from './describe-filter.ts';
import { apiUrl, confidenceOf, MAX_NAMED, notFound, owner, owners, projectList, projectPages, reply, safeEcho } from './reply.ts';
import { skillCheck, skillsAnswer } from './skills.ts';
import { topicLead } from './topic-lead.ts';
import { writeupMentions } from './writeup-mentions.ts';
import { url } from '../../../catalogue/paths.ts';

export function projectsAnswer(knowledge: Knowledge, question: ParsedQuestion, filter: Filter & { unknown: Word[] }): AskAnswer {
  const tagged = taggedList(knowledge, question);
  if (tagged) return tagged;
  // A question about something the portfolio never mentions is not answered with other projects.
  const unknown = filter.unknown.filter((word) => word.folded.length >= 3);
  if (unknown.length && !question.mentions.length) return notFound(knowledge, question, safeEcho(unknown));
  if (!filter.terms.length && !filter.years && !filter.featured && unknown.length) return notFound(knowledge, question, safeEcho(unknown));
  const framed = question.cues.has('projectNoun') || question.cues.has('projectVerb') || question.cues.has('listy');
  if (!filter.terms.length && !filter.years && !filter.featured && !framed) return notFound(knowledge, question);
  const selection = selectProjects(knowledge, filter);
  const ownerName = owner(knowledge);
  const confidence = confidenceOf(question, (selection.tier === 1 ? 0.7 : 1) * (unknown.length ? 0.6 : 1));
  if (!selection.projects.length && filter.terms.length >= 2 && !filter.any) {
    // "medical device work": no project has every word; those with some of them, said so.
    const partial = selectProjects(knowledge, { ...filter, any: true });
    // One project clearly leads by the words it has, and where: the answer, not a keyword list.
    const lead = partial.projects.length ? topicLead(knowledge, question, filter.terms) : undefined;
    if (lead) return lead;
    if (partial.projects.length) {
      const listed = projectList(knowledge, partial.projects);
      const all = joinList(filter.terms.map((term) => `“${term.label}”`));
      const some = joinList(
        filter.terms.map((term) => `“${term.label}”`),
        'or',
      );
      const head = partial.projects.length === 1 ? `one involves ${some}` : `${partial.projects.length} involve ${some}`;
      return reply(
        'list',
        'projects',
        `None of ${owners(knowledge)} projects involves all of ${all}; ${head}: ${listed.text}.`,
        [...projectPages(knowledge, listed.shown), listReference(knowledge, filter, partial.projects)],
        confidence * 0.6,
      );
    }
  }
  if (!selection.projects.length) {
    // "Has she done benchmarking?": no project names it, but the skill list does; that is the answer.
    const listed = question.mentions.some((mention) => mention.entities.some((entity) => entity.kind === 'skill') && !mention.weak);
    if (listed && question.cues.has('yesno')) return skillCheck(knowledge, question);
    const what = describeFilter(filter) || 'exist';
    return reply('not_found', 'projects', `None of ${owners(knowledge)} projects ${singular(what)}.`, [], confidence);
  }
  const listed = projectList(knowledge, selection.projects);
  const references = [...projectPages(knowledge, listed.shown), listReference(knowledge, filter, selection.projects)];
  // One project found: what it is, from its description ("Has she done fuzzing?" names the allocator fuzzed).
  // Its tags too, as the content writes them ("ARKit", not "arkit"): the tools it names.
  const one = selection.projects.length === 1 ? knowledge.projects[selection.projects[0]!]!.view : undefined;
  const only = one ? ` ${sentenceEnd(one.description)} Tags: ${one.tags.map((tag) => contentCase(knowledge, tag)).join(', ')}.` : '';
  if (!filter.terms.length && !filter.years && !filter.featured) {
    return reply('list', 'projects', `${ownerName} has ${plural(selection.projects.length, 'project')}: ${listed.text}.`, references, confidence);
  }
  if (selection.tier === 1) {
    const label = joinList(
      filter.terms.map((term) => term.label),
      filter.any ? 'or' : 'and',
    );
    const mention = selection.projects.length === 1 ? '1 write-up mentions it' : `${selection.projects.length} write-ups mention it`;
    return reply('list', 'projects', `No project is about ${label} in its title, tags or description, but ${mention}: ${listed.text}.`, references, confidence);
  }
  const count = selection.projects.length;
  const verb = describeFilter(filter);
  const head = count === 1 ? `One of ${owners(knowledge)} projects ${singular(verb)}` : `${count} of ${owners(knowledge)} projects ${verb}`;
  // "… The write-up of P mentions physios too." (./writeup-mentions.ts); not after a count asked.
  const mentions = question.cues.has('count') ? undefined : writeupMentions(knowledge, filter, selection);
  return reply('list', 'projects', `${head}: ${listed.text}.${only}${mentions?.text ?? ''}`, [...references, ...(mentions?.references ?? [])], confidence);
}

export function tagsAnswer(knowledge: Knowledge, question: ParsedQuestion): AskAnswer {
  const tags = [...new Set(knowledge.projects.flatMap((info) => info.view.tags))].sort();
  const text = `${capitalise(owners(knowledge))} projects use ${plural(tags.length, 'tag')}: ${joinList(tags)}.`;
  return reply('list', 'projects', text, [apiUrl(knowledge, url('listProjects'))], confidenceOf(question));
}

export function projectAnswer(knowledge: Knowledge, question: ParsedQuestion, named: ParsedQuestion['namedProjects']): AskAnswer {
  const top = named[0]!;
  const ties = named.filter((candidate) => top.score - candidate.score < 0.05);
  if (ties.length > 1) {
    const list = ties.map((candidate) => candidate.project).sort((a, b) => a - b);
    const listed = projectList(knowledge, list);
    return reply(
      'list',
      'project',
      `Several projects match: ${listed.text}. Which one do you mean?`,
      projectPages(knowledge, listed.shown),
      confidenceOf(question, 0.6),
    );
  }
  const info = knowledge.projects[top.project]!;
  const view = info.view;
  const details = [view.date, view.featured ? 'featured' : ''].filter(Boolean).join(', ');
  let text = `${view.title}${details ? ` (${details})` : ''}: ${sentenceEnd(view.description)} Tags: ${view.tags.join(', ')}.`;
  if (view.url) text += ` Link: ${view.url}.`;
  const extra = writeupExcerpt(knowledge, question, info, top.matched);
  if (extra) text += ` From the write-up: ${extra}`;
  return reply('answer', 'project', text, [view.links.html, view.links.self], confidenceOf(question, top.score >= 1 ? 1 : 0.8));
}

/**
 * The write-up sentences that answer the rest of a question about a named project: the section
 * whose heading it names ("results"), else the sentence that shares the most words with it.
 */
function writeupExcerpt(knowledge: Knowledge, question: ParsedQuestion, info: ProjectInfo, matched: Set<string>): string {
  const title = new Set([...info.titleStems, ...info.slugStems, ...matched]);
  const rest = new Set(
    question.words.filter((word) => !isStopLike(knowledge, word.folded) && !title.has(word.stem) && !/^\d/.test(word.folded)).map((word) => word.stem),
  );
  if (!rest.size) return '';
  for (const section of info.sections) {
    if ([...rest].some((wordStem) => section.heading.has(wordStem)) && section.sentences.length)
      return section.sentences
        .slice(0, 2)
        .map((sentence) => sentenceEnd(sentence.text))
        .join(' ');
  }
  let best: { text: string; score: number } | undefined;
  for (const section of info.sections) {
    for (const sentence of section.sentences) {
      let score = 0;
      for (const wordStem of rest) if (sentence.stems.has(wordStem)) score++;
      if (score && (!best || score > best.score)) best = { text: sentence.text, score };
    }
  }
  return best ? sentenceEnd(best.text) : '';
}

export function recentAnswer(knowledge: Knowledge, question: ParsedQuestion, oldest: boolean): AskAnswer {
  const asked = askedNumber(question);
  const filter = filterOf(knowledge, question, question.cues.has('featured') ? { featured: true } : {});
  if (filter.unknown.length && !question.mentions.length) return notFound(knowledge, question, safeEcho(filter.unknown));
  const selection = selectProjects(knowledge, filter);
  const dated = selection.projects.filter((index) => knowledge.projects[index]!.view.date);
  const ordered = oldest ? [...dated].reverse() : dated;
  const topic = filter.terms.length ? ` involving ${joinList(filter.terms.map((term) => term.label))}` : '';
  const word = `${oldest ? 'earliest' : 'most recent'}${filter.featured ? ' featured' : ''}`;
  if (!ordered.length) {
    return reply('not_found', 'recent', `None of ${owners(knowledge)} projects${topic} has a date.`, [], confidenceOf(question));
  }
  const many = (question.cues.has('plural') || asked !== undefined) && ordered.length > 1;
  if (many) {
    const shown = asked ?? 3;
    const listed = projectList(knowledge, ordered.slice(0, shown), shown);
    const text = `${capitalise(owners(knowledge))} ${word} projects${topic} are ${listed.text}.`;
    return reply('list', 'recent', text, [...projectPages(knowledge, listed.shown), apiUrl(knowledge, url('listProjects'))], confidenceOf(question));
  }
  const info = knowledge.projects[ordered[0]!]!;
  const view = info.view;
  return reply(
    'answer',
    'recent',
    `${capitalise(owners(knowledge))} ${word} project${topic} is ${view.title} (${view.date}): ${sentenceEnd(view.description)}`,
    [view.links.html, view.links.self],
    confidenceOf(question),
  );
}

/** Numbers of projects asked for in words (general English). */
const SMALL_NUMBERS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
/** Words of order in time next to which a number counts the projects asked for ("three latest", "the last 5"). */
const ORDER_WORDS = new Set(['latest', 'newest', 'recent', 'most', 'last', 'first', 'oldest', 'earliest', 'projects', 'project']);

/**
 * "Show me her three latest projects", "the last 5 projects": how many projects are asked for (2 to
 * 10), when a number stands next to a word of order or "projects"; the number is then no topic.
 */
function askedNumber(question: ParsedQuestion): number | undefined {
  for (const [i, word] of question.words.entries()) {
    const n = /^\d{1,2}$/.test(word.folded) ? Number(word.folded) : SMALL_NUMBERS.indexOf(word.folded);
    if (n < 2 || n > 10) continue;
    const before = question.words[i - 1]?.folded;
    const after = question.words[i + 1]?.folded;
    if ((after && ORDER_WORDS.has(after)) || (before && ORDER_WORDS.has(before) && before !== 'projects' && before !== 'project')) {
      word.inMention = true;
      return n;
    }
  }
  return undefined;
}

/** The verb of featuring ("Which projects does she feature?"): the cue, not a topic. */
const FEATURE_VERBS = new Set(['feature', 'features', 'highlight', 'showcase', 'showcases']);

export function featuredAnswer(knowledge: Knowledge, question: ParsedQuestion): AskAnswer {
  for (const word of question.words) if (FEATURE_VERBS.has(word.folded)) word.inMention = true;
  const featured = knowledge.projects.filter((info) => info.view.featured).map((info) => info.index);
  const named = question.namedProjects.filter((candidate) => candidate.score >= 1 || question.namedProjects.length === 1);
  if (named.length === 1) {
    const view = knowledge.projects[named[0]!.project]!.view;
    const others = projectList(knowledge, featured, MAX_NAMED, false);
    const page = view.links.html;
    if (view.featured)
      return reply('answer', 'featured', `Yes. ${view.title} is one of ${owners(knowledge)} featured projects.`, [page], confidenceOf(question));
    const rest = featured.length ? ` The featured ones are ${others.text}.` : '';
    const text = `No. ${view.title} is not one of ${owners(knowledge)} featured projects.${rest}`;
    return reply('answer', 'featured', text, [page, ...projectPages(knowledge, others.shown)], confidenceOf(question));
  }
  const filter = filterOf(knowledge, question, { featured: true });
  if (filter.unknown.length && !question.mentions.length) return notFound(knowledge, question, safeEcho(filter.unknown));
  const selection = selectProjects(knowledge, filter);
  if (!selection.projects.length) {
    const topic = filter.terms.length ? ` involving ${joinList(filter.terms.map((term) => term.label))}` : '';
    return reply('not_found', 'featured', `No project${topic} is marked as featured in ${owners(knowledge)} portfolio.`, [], confidenceOf(question));
  }
  const listed = projectList(knowledge, selection.projects);
  const topic = filter.terms.length ? ` involving ${joinList(filter.terms.map((term) => term.label))}` : '';
  const single = selection.projects.length === 1;
  const text = `${capitalise(owners(knowledge))} featured project${single ? '' : 's'}${topic} ${single ? 'is' : 'are'} ${listed.text}.`;
  return reply('list', 'featured', text, [...projectPages(knowledge, listed.shown), apiUrl(knowledge, url('listProjects'))], confidenceOf(question));
}

/** The one tag a question names with "tagged" or "tag" ("projects tagged fuzzing", "Which projects carry the yamcs tag?"); undefined otherwise. */
function askedTag(question: ParsedQuestion): string | undefined {
  const words = question.words.map((word) => word.folded);
  if (!words.includes('tagged') && !words.includes('tag')) return undefined;
  const tags = [...new Set(question.mentions.flatMap((mention) => mention.entities.filter((entity) => entity.kind === 'tag').map((entity) => entity.name)))];
  return tags.length === 1 ? tags[0] : undefined;
}

/**
 * "Which projects are tagged devanagari?": exactly the projects that carry the tag, not those
 * whose text mentions the word (the verb of the question, "carry", is no topic); undefined unless
 * the question says "tagged" (or "tag") and names one tag that some project carries.
 */
function taggedList(knowledge: Knowledge, question: ParsedQuestion): AskAnswer | undefined {
  const tag = askedTag(question);
  const projects = tag === undefined ? [] : (knowledge.projectsByTag.get(tag) ?? []);
  if (!projects.length) return undefined;
  for (const word of question.words) if (word.folded === 'tagged' || word.folded === 'tag') word.inMention = true;
  const listed = projectList(knowledge, projects);
  const head =
    projects.length === 1 ? `One of ${owners(knowledge)} projects is tagged ${tag}` : `${projects.length} of ${owners(knowledge)} projects are tagged ${tag}`;
  const reference = apiUrl(knowledge, url('listProjects', { query: { tag: tag! } }));
  return reply('list', 'projects', `${head}: ${listed.text}.`, [...projectPages(knowledge, listed.shown), reference], confidenceOf(question));
}

/**
 * "How many projects are tagged wcag?": the projects that carry the tag, exactly (not the ones whose
 * text mentions the word, nor a skill of the same name); undefined unless the question says "tagged"
 * (or "with the tag") and names one tag.
 */
function taggedCount(knowledge: Knowledge, question: ParsedQuestion): AskAnswer | undefined {
  const tag = askedTag(question);
  if (tag === undefined) return undefined;
  const projects = knowledge.projectsByTag.get(tag) ?? [];
  const reference = apiUrl(knowledge, url('listProjects', { query: { tag } }));
  if (!projects.length)
    return reply('answer', 'count', `No project of ${owners(knowledge)} is tagged ${tag}: the count is 0.`, [reference], confidenceOf(question));
  const listed = projectList(knowledge, projects);
  const head = projects.length === 1 ? `1 project is tagged ${tag}` : `${projects.length} projects are tagged ${tag}`;
  return reply('answer', 'count', `${head}: ${listed.text}.`, [...projectPages(knowledge, listed.shown), reference], confidenceOf(question));
}

export function countAnswer(knowledge: Knowledge, question: ParsedQuestion): AskAnswer {
  const ownerName = owner(knowledge);
  const typedWords = new Set(question.words.map((word) => word.folded));
  const projectFraming = question.cues.has('projectNoun') || question.cues.has('projectVerb');
  const categoryMentions = question.mentions.filter(
    (mention) => !mention.weak && mention.entities.some((entity) => entity.kind === 'category' || (entity.kind === 'concept' && !entity.concept?.generic)),
  );
  if (categoryMentions.length && !projectFraming) return countSkills(knowledge, question, categoryMentions);
  if ((typedWords.has('categories') || typedWords.has('category')) && !projectFraming) {
    const names = joinList(knowledge.categories.map((category) => category.label ?? category.name));
    const text = `${ownerName} groups the skills in ${plural(knowledge.categories.length, 'category', 'categories')}: ${names}.`;
    return reply('answer', 'count', text, [apiUrl(knowledge, url('getSkills'))], confidenceOf(question));
  }
  if ((typedWords.has('tags') || typedWords.has('tag')) && !question.mentions.length) {
    const tagsReply = tagsAnswer(knowledge, question);
    return { ...tagsReply, _meta: { ...tagsReply._meta, response_type: 'answer', intent: 'count' } };
  }
  if (question.cues.has('skillNoun') && !projectFraming && !question.mentions.some((mention) => mention.entities.some((entity) => entity.kind === 'skill'))) {
    const perCategory = joinList(knowledge.categories.map((category) => `${category.skills.length} under ${category.label ?? category.name}`));
    const text = `${ownerName} lists ${plural(knowledge.skillCount, 'skill')} in ${plural(knowledge.categories.length, 'category', 'categories')}: ${perCategory}.`;
    return reply('answer', 'count', text, [apiUrl(knowledge, url('getSkills'))], confidenceOf(question));
  }
  const tagged = taggedCount(knowledge, question);
  if (tagged) return tagged;
  const filter = filterOf(knowledge, question, question.cues.has('featured') ? { featured: true } : {});
  if (filter.unknown.length && !question.mentions.length) return notFound(knowledge, question, safeEcho(filter.unknown));
  const selection = selectProjects(knowledge, filter);
  if (!filter.terms.length && !filter.years && !filter.featured) {
    return reply(
      'answer',
      'count',
      `${ownerName} has ${plural(selection.projects.length, 'project')} in this portfolio.`,
      [apiUrl(knowledge, url('listProjects'))],
      confidenceOf(question),
    );
  }
  const count = selection.projects.length;
  if (!count) {
    const text = `None of ${owners(knowledge)} projects ${singular(describeFilter(filter))}: the count is 0.`;
    return reply('answer', 'count', text, [apiUrl(knowledge, url('listProjects'))], confidenceOf(question));
  }
  const listed = projectList(knowledge, selection.projects);
  const head =
    count === 1
      ? `1 of ${owners(knowledge)} projects ${singular(describeFilter(filter))}`
      : `${count} of ${owners(knowledge)} projects ${describeFilter(filter)}`;
  const where = selection.tier === 1 ? ' (mentioned in their write-ups)' : '';
  return reply(
    'answer',
    'count',
    `${head}${where}: ${listed.text}.`,
    [...projectPages(knowledge, listed.shown), listReference(knowledge, filter, selection.projects)],
    confidenceOf(question, selection.tier === 1 ? 0.7 : 1),
  );
}

function countSkills(knowledge: Knowledge, question: ParsedQuestion, mentions: Mention[]): AskAnswer {
  const skillsReply = skillsAnswer(knowledge, question, mentions);
  return {
    ...skillsReply,
    _meta: { ...skillsReply._meta, intent: 'count', response_type: skillsReply._meta.response_type === 'list' ? 'answer' : skillsReply._meta.response_type },
  };
}
