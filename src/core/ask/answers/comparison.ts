/**
 * Comparisons: "compare the feature store and the RAG assistant", "python vs scala", "which is
 * newer, X or Y". The question is split into sides, each a project, a skill, a tag or a topic.
 */
import type { Knowledge } from '../knowledge/knowledge.ts';
import type { Mention } from '../question/mentions.ts';
import { findNamedProjects } from '../question/named-projects.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import { isStopLike } from '../question/stop-words.ts';
import { namedBySkill } from '../question/topic.ts';
import type { Word } from '../question/words.ts';
import type { AskAnswer } from '../schema.ts';
import { mentionLabel, mentionTerm, selectProjects, wordsTerm } from '../selection/select-projects.ts';
import { capitalise, joinList, plural, sentenceEnd } from '../text/english.ts';
import { apiUrl, confidenceOf, MAX_NAMED_SHORT, owners, projectList, projectPages, reply } from './reply.ts';
import { url } from '../../../catalogue/paths.ts';
import { projectByNoun } from './project-by-noun.ts';
import { projectByTitleRun } from './title-runs.ts';

interface Side {
  label: string;
  project?: number;
  mention?: Mention;
  words?: Word[];
}

/** Words between the things compared; the second set only when the first finds fewer than two. */
const FIRST_SEPARATORS = ['and', 'vs', 'versus', 'or', 'against', 'than'];
const SEPARATORS = [new Set(FIRST_SEPARATORS), new Set([...FIRST_SEPARATORS, 'with', 'to'])];

/** The comparison the question asks for, or undefined when it names fewer than two things. */
export function comparisonAnswer(knowledge: Knowledge, question: ParsedQuestion): AskAnswer | undefined {
  let unique: Side[] = [];
  for (const separators of SEPARATORS) {
    unique = compareSides(knowledge, question, separators);
    if (unique.length >= 2) break;
  }
  if (unique.length < 2) return undefined;
  const references: string[] = [];
  const parts: string[] = [];
  const projects = unique.filter((side) => side.project !== undefined).map((side) => side.project!);
  if (projects.length === unique.length) return projectsCompared(knowledge, question, projects);
  const projectSets: number[][] = [];
  for (const side of unique) {
    if (side.project !== undefined) {
      const view = knowledge.projects[side.project]!.view;
      parts.push(`${view.title} (${view.date ?? 'undated'}): ${sentenceEnd(view.description)}`);
      references.push(view.links.html);
      continue;
    }
    const term = side.mention ? mentionTerm(knowledge, side.mention) : wordsTerm(knowledge, side.words!);
    const skill = side.mention?.entities.find((entity) => entity.kind === 'skill');
    const category = side.mention?.entities.find((entity) => entity.kind === 'category');
    const selection = selectProjects(knowledge, { terms: [term] });
    const list = selection.tier === 2 ? selection.projects : [];
    projectSets.push(list);
    const listedProjects = projectList(knowledge, list, MAX_NAMED_SHORT, false);
    references.push(...projectPages(knowledge, listedProjects.shown));
    const categorySkills = category ? joinList(knowledge.categories.find((listedCategory) => listedCategory.name === category.name)!.skills) : '';
    const listed = skill
      ? `${skill.name} is one of ${owners(knowledge)} skills (${skill.category})`
      : category
        ? `${category.name} is a skill category (${categorySkills})`
        : `${capitalise(term.label)} is not a listed skill`;
    const used = list.length ? `${plural(list.length, 'project')}: ${listedProjects.text}` : 'no project';
    parts.push(`${listed}; ${used}.`);
    if (skill || category) references.push(apiUrl(knowledge, url('getSkills')));
  }
  if (projectSets.length >= 2) {
    // Each side's projects as a set: a list of hundreds of projects is not searched once per project of the first.
    const sides = projectSets.map((list) => new Set(list));
    const both = projectSets[0]!.filter((index) => sides.every((other) => other.has(index)));
    if (both.length) {
      const listed = projectList(knowledge, both, MAX_NAMED_SHORT, false);
      parts.push(`In ${projectSets.length === 2 ? 'both' : 'all of them'}: ${listed.text}.`);
    }
  }
  return reply('answer', 'comparison', parts.join(' '), references, confidenceOf(question, 0.9));
}

/** Two or more named projects side by side: the date verdict asked, their dates, descriptions and shared tags. */
function projectsCompared(knowledge: Knowledge, question: ParsedQuestion, projects: readonly number[]): AskAnswer {
  const parts: string[] = [];
  const references: string[] = [];
  const infos = projects.map((index) => knowledge.projects[index]!);
  const details = (info: (typeof infos)[number]) => [info.view.date ?? 'undated', info.view.featured ? 'featured' : ''].filter(Boolean).join(', ');
  const verdict = dateVerdict(question, infos);
  if (verdict) parts.push(verdict);
  parts.push(`${joinList(infos.map((info) => `${info.view.title} (${details(info)})`))}.`);
  for (const info of infos) parts.push(`${info.view.title}: ${sentenceEnd(info.view.description)}`);
  const dated = infos.filter((info) => info.view.date).sort((a, b) => (a.view.date! < b.view.date! ? 1 : -1));
  if (dated.length >= 2 && dated[0]!.view.date !== dated[1]!.view.date) {
    const newest = dated[0]!.view;
    const oldest = dated[dated.length - 1]!.view;
    const older = infos.length === 2 ? 'is older' : 'is the oldest';
    parts.push(`${newest.title} is the most recent (${newest.date}); ${oldest.title} ${older} (${oldest.date}).`);
  }
  const shared = infos[0]!.view.tags.filter((tag) => infos.every((info) => info.view.tags.includes(tag)));
  parts.push(shared.length ? `Tags in common: ${shared.join(', ')}.` : 'They share no tag.');
  for (const info of infos) references.push(info.view.links.html, info.view.links.self);
  return reply('answer', 'comparison', parts.join(' '), references, confidenceOf(question));
}

/** Words that ask for the order of two things in time ("was A before B?"). */
const TIME_ORDER = new Set(['before', 'after', 'earlier', 'later', 'older', 'newer']);

/**
 * "Was the transit study before the forms kit?", "was X built after Y?": a yes/no question with a
 * word of time order between two named projects is their date comparison, with the verdict; the
 * sides are the words before and after that word. Undefined unless both sides name a project each.
 */
export function dateOrderAnswer(knowledge: Knowledge, question: ParsedQuestion): AskAnswer | undefined {
  const words = question.words;
  if (!['is', 'was', 'are', 'were', 'did'].includes(words[0]?.folded ?? '')) return undefined;
  const at = words.findIndex((word, i) => i > 1 && TIME_ORDER.has(word.folded));
  if (at < 0 || words.slice(at + 1).some((word) => TIME_ORDER.has(word.folded))) return undefined;
  const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i);
  // Only dated things are ordered: a side that names a project is that project, even when a skill shares its words ("the RTK Base Network").
  const left = resolveSide(knowledge, question, range(1, at), true);
  const right = resolveSide(knowledge, question, range(at + 1, words.length), true);
  if (left?.project === undefined || right?.project === undefined || left.project === right.project) return undefined;
  return projectsCompared(knowledge, question, [left.project, right.project]);
}

/** Splits at separators, merging pieces that name nothing with the next one; distinct sides. */
function compareSides(knowledge: Knowledge, question: ParsedQuestion, separators: Set<string>): Side[] {
  const pieces: number[][] = [[]];
  question.words.forEach((word, position) => {
    if (separators.has(word.folded) && !question.mentions.some((mention) => position > mention.start && position < mention.end)) pieces.push([]);
    else pieces[pieces.length - 1]!.push(position);
  });
  const sides: Side[] = [];
  let carry: number[] = [];
  for (const piece of pieces) {
    const positions = [...carry, ...piece];
    const side = resolveSide(knowledge, question, positions);
    if (side) {
      sides.push(side);
      carry = [];
    } else carry = positions;
  }
  return sides.filter((side, position) => sides.findIndex((earlier) => earlier.label === side.label) === position);
}

function resolveSide(knowledge: Knowledge, question: ParsedQuestion, positions: number[], projectsFirst = false): Side | undefined {
  if (!positions.length) return undefined;
  const inside = new Set(positions);
  const mentions = question.mentions.filter((mention) => inside.has(mention.start));
  // The piece's own words and mentions, indexed within the piece.
  const words = positions.map((position) => question.words[position]!);
  const local = mentions.map((mention) => ({
    ...mention,
    start: positions.indexOf(mention.start),
    end: positions.indexOf(mention.start) + (mention.end - mention.start),
  }));
  const named = findNamedProjects(knowledge, words, local);
  const bySkill = named.length > 0 && !projectsFirst && namedBySkill(question, named[0]!, local, words);
  if (named.length && !bySkill && (named.length === 1 || named[0]!.score - named[1]!.score >= 0.05)) {
    return { label: knowledge.projects[named[0]!.project]!.view.title, project: named[0]!.project };
  }
  // "Was the Clause Library after …?": a run of one title's words names that project when only dated things are ordered.
  const run = projectsFirst ? projectByTitleRun(knowledge, words) : undefined;
  if (run !== undefined) return { label: knowledge.projects[run]!.view.title, project: run };
  const mention = mentions.find((candidate) => !candidate.entities.every((entity) => entity.kind === 'concept' && entity.concept?.generic));
  // "… than the EBR project?": the one project the name is strongest in (./project-by-noun.ts).
  const byNoun = mention ? projectByNoun(knowledge, question.words, mention) : undefined;
  if (byNoun !== undefined) return { label: knowledge.projects[byNoun]!.view.title, project: byNoun };
  if (mention) return { label: mentionLabel(mention), mention };
  const topic = words.filter((word) => !isStopLike(knowledge, word.folded) && knowledge.postings.has(word.stem));
  if (topic.length) return { label: topic.map((word) => word.folded).join(' '), words: topic };
  return undefined;
}

/**
 * "Is X newer than Y?": a yes or no from the two projects' dates, in the order the question
 * names them; undefined for other questions, an undated side or the same date.
 */
function dateVerdict(question: ParsedQuestion, infos: readonly { view: { title: string; date?: string } }[]): string | undefined {
  const words = question.words.map((word) => word.folded);
  const which = words[0] === 'which';
  if (infos.length !== 2 || !(which || ['is', 'was', 'are', 'were', 'did'].includes(words[0]!))) return undefined;
  const text = ` ${words.join(' ')} `;
  const newer = /\s(newer|later|younger|more recent|after|latest|most recent)\s/.test(text);
  const older = /\s(older|earlier|before|less recent|oldest|first)\s/.test(text);
  const [a, b] = infos.map((info) => info.view);
  if (!a!.date || !b!.date || a!.date === b!.date) return undefined;
  const aNewer = a!.date > b!.date;
  // "Was X before or after Y?": both directions asked, the first named placed against the second.
  if (newer && older && !which) return `${a!.title} (${a!.date}) came ${aNewer ? 'after' : 'before'} ${b!.title} (${b!.date}).`;
  if (newer === older) return undefined;
  // "Which is newer, X or Y?": the one asked for, named first.
  if (which) {
    const [first, second] = aNewer === newer ? [a!, b!] : [b!, a!];
    return `${first.title} (${first.date}) is ${newer ? 'newer' : 'older'} than ${second.title} (${second.date}).`;
  }
  const yes = newer ? aNewer : !aNewer;
  return `${yes ? 'Yes' : 'No'}: ${a!.title} (${a!.date}) is ${aNewer ? 'newer' : 'older'} than ${b!.title} (${b!.date}).`;
}
