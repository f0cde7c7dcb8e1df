/**
 * Agent-style questions: field paths of the API's resources (`profile.location`,
 * `skills.languages`, `projects.<id>`), query forms (`tag=mobile`, `category=tools`,
 * `project=<id>`), and ids in list answers when a question asks for ids. The names come from the
 * public views: the profile's fields, the skill categories, the tags and the project ids.
 */
import type { Knowledge } from '../knowledge/knowledge.ts';
import type { AskAnswer } from '../schema.ts';
import { capitalise, joinList, plural } from '../text/english.ts';
import { fold } from '../text/words.ts';
import { apiUrl, owner, owners, reply } from './reply.ts';
import { url } from '../../../catalogue/paths.ts';
import { releaseCompiledCode } from '../text/patterns.ts';
import { projectById as projectInfoById } from '../knowledge/project-by-id.ts';

const FIELD_PATH = /\b(profile|skills|projects?)\s*[./]\s*([a-z0-9_-]+)/;
const QUERY_FORM = /\b(tags?|categor(?:y|ies)|projects?|ids?)\s*[=:]\s*["']?([a-z0-9+#._-]+)/;

/** The answer to a field path or a query form, or undefined when the question has none. */
export function agentAnswer(knowledge: Knowledge, question: string): AskAnswer | undefined {
  // Most questions have none of the marks of a path or a query form: skip them cheaply.
  if (!/[.=:/]/.test(question)) return undefined;
  const folded = fold(question);
  const path = FIELD_PATH.exec(folded);
  if (path) {
    const [, resource, field] = path as unknown as [string, string, string];
    if (resource === 'profile') return profilePath(knowledge, field);
    if (resource === 'skills') return categoryAnswer(knowledge, field, `skills.${field}`);
    return projectById(knowledge, field, /\bprojects?\s*[./]\s*[a-z0-9_-]+\s*\.\s*([a-z]+)\s*$/.exec(folded)?.[1]);
  }
  const form = QUERY_FORM.exec(folded);
  if (!form) return undefined;
  const [, key, value] = form as unknown as [string, string, string];
  if (key.startsWith('tag')) return tagAnswer(knowledge, value);
  if (key.startsWith('categor')) return categoryAnswer(knowledge, value, `category=${value}`);
  return projectById(knowledge, value);
}

function profilePath(knowledge: Knowledge, field: string): AskAnswer {
  const profile = knowledge.profile;
  const fields = profile ? Object.keys(profile).filter((key) => key !== 'bio') : [];
  const value = profile && field !== 'bio' ? (profile as Record<string, unknown>)[field] : undefined;
  if (typeof value === 'string') {
    return reply('answer', 'profile', `${capitalise(owners(knowledge))} ${field} (profile.${field}) is ${value}.`, [apiUrl(knowledge, url('getProfile'))]);
  }
  if (profile && field === 'bio') return reply('answer', 'profile', `profile.bio: ${profile.bio.trim()}`, [apiUrl(knowledge, url('getProfile'))]);
  const known = fields.length ? ` The public profile fields are ${joinList(fields.map((name) => `profile.${name}`))}.` : '';
  return reply('not_found', 'profile', `The public profile has no field ${field}.${known}`, []);
}

function categoryAnswer(knowledge: Knowledge, name: string, asked: string): AskAnswer {
  const wanted = name.replace(/-/g, '_');
  const category = knowledge.categories.find((candidate) => candidate.name === name || candidate.name.replace(/-/g, '_') === wanted);
  if (!category) {
    const names = joinList(knowledge.categories.map((candidate) => candidate.name));
    return reply('not_found', 'skills', `There is no skill category ${asked.includes('=') ? name : asked}. The categories are ${names}.`, []);
  }
  return reply('list', 'skills', `${owner(knowledge)} lists ${plural(category.skills.length, 'skill')} under ${category.name}: ${joinList(category.skills)}.`, [
    apiUrl(knowledge, url('getSkills', { query: { category: category.name } })),
  ]);
}

function tagAnswer(knowledge: Knowledge, tag: string): AskAnswer {
  const indices = knowledge.projectsByTag.get(tag) ?? [];
  if (!indices.length) return reply('not_found', 'projects', `No project of ${owners(knowledge)} is tagged ${tag}.`, []);
  const projects = indices.map((index) => knowledge.projects[index]!.view);
  const listed = projects.map((view) => `${view.title} (id ${view.id})`);
  return reply('list', 'projects', `${plural(projects.length, 'project is', 'projects are')} tagged ${tag}: ${joinList(listed)}.`, [
    apiUrl(knowledge, url('listProjects', { query: { tag } })),
    ...projects.map((view) => view.links.html),
  ]);
}

/**
 * `projects.<id>`, with a field (`projects.<id>.url`: that field's value first); `projects.featured`
 * (no project has that id): the featured projects with their ids.
 */
function projectById(knowledge: Knowledge, id: string, field?: string): AskAnswer {
  const project = projectInfoById(knowledge, id)?.view;
  if (!project && id === 'featured') {
    const featured = knowledge.projects.filter((info) => info.view.featured).map((info) => info.view);
    if (featured.length)
      return reply(
        'list',
        'featured',
        `${capitalise(owners(knowledge))} featured projects: ${joinList(featured.map((view) => `${view.title} (id ${view.id})`))}.`,
        [...featured.map((view) => view.links.html), apiUrl(knowledge, url('listProjects'))],
      );
  }
  if (!project) return reply('not_found', 'project', `There is no project with the id ${id}.`, []);
  const date = project.date ? ` (${project.date})` : '';
  const value = field ? (project as Record<string, unknown>)[field] : undefined;
  const shown =
    typeof value === 'string' || typeof value === 'number'
      ? `projects.${id}.${field}: ${value}. `
      : Array.isArray(value)
        ? `projects.${id}.${field}: ${value.join(', ')}. `
        : '';
  return reply('answer', 'project', `${shown}${project.title}${date}, id ${project.id}: ${project.description}`, [project.links.html, project.links.self]);
}

/** An answer with the ids of the projects it cites, when the question asked for ids. */
export function withProjectIds(knowledge: Knowledge, answer: AskAnswer): AskAnswer {
  const ids: string[] = [];
  for (const reference of answer.references) {
    const project = knowledge.projects.find((candidate) => candidate.view.links.html === reference);
    if (project && !ids.includes(project.view.id)) ids.push(project.view.id);
  }
  if (!ids.length) return answer;
  const text = ids.length === 1 ? `Its id is ${ids[0]}.` : `Their ids: ${joinList(ids)}.`;
  return { ...answer, answer: `${answer.answer} ${text}` };
}

// Their machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(FIELD_PATH, QUERY_FORM);
