/**
 * Questions that are field paths of the public JSON (issue #28), in the dialects of ./parse.ts, as
 * the whole question ("career.languages[*].language", "return profile.location") or inside one
 * ("what is profile.location.city?"). The path is walked (./walk.ts) over the public document: the
 * data of `/v1/profile`, `/v1/projects`, `/v1/skills`, `/v1/career` and `/v1/services`, made from
 * the same views the API serves, so a private field cannot be reached; it is built at the first
 * path asked. The answer is the value(s) with the path each was read at and its source; a name the
 * document has not is `not_found` with the names it has, a private one "not published".
 */
import { monthLabel, priceLabel } from '../../career.ts';
import type { Portfolio } from '../../portfolio.ts';
import type { Urls } from '../../urls.ts';
import { careerView, postSummary, publicServices } from '../../views.ts';
import { url } from '../../../catalogue/paths.ts';
import { reply } from '../answers/reply.ts';
import type { Knowledge } from '../knowledge/knowledge.ts';
import type { AskAnswer, AskIntent } from '../schema.ts';
import { joinList } from '../text/english.ts';
import { releaseCompiledCode } from '../text/patterns.ts';
import { MAX_EXPRESSION, parsePath, type Step } from './parse.ts';
import { type Found, folded, isPrivateName, keyOf, type Missing, walk } from './walk.ts';

/** At most this many values are written, and about this many characters. */
const MAX_VALUES = 40;
const MAX_TEXT = 2400;

/** Words before a path: "return", "print", "what is", "value of", the dialect's name. */
const LEAD =
  /^(?:(?:please|now|just)\s+|(?:return|print|get|show(?:\s+me)?|give\s+me|fetch|read|output|evaluate|eval|query|look\s*up|select|jq|jmespath|jsonpath|json\s*path)\b\s*:?\s*|(?:what(?:'s|\s+is|\s+are)|value\s+of|the\s+value\s+(?:of|at)|the)\s+(?:(?:the\s+)?value\s+(?:of|at|in)\s+)?)+/i;
/** A path inside a sentence: a name followed by dotted names or brackets. */
const INSIDE = /(?:^|[\s(“"'`])(\$?\.?[A-Za-z_][\w-]*(?:\.(?:[A-Za-z_*][\w-]*|\d{1,4})|\[[^\]]{0,80}\])+)/g;

/** A content file's name: a name with the extension of a file format. */
const FILE_NAME = /\.(?:ya?ml|json|md|mdx|toml|txt|csv)$/i;
/** A content file named in a question: `career.yaml`, `profile.md`. */
const CONTENT_FILE = /\b([A-Za-z]+)\.(?:ya?ml|json|md|mdx|toml)\b/;
/** The wrappers agents put before a resource's name (`portfolio.profile`, `data.skills`). */
const WRAPPERS = new Set(['portfolio', 'data', 'resume', 'v1', 'api', 'root', 'document', 'json']);
/** Names of the profile in other schemas (JSON Resume's `basics`). */
const PROFILE_NAMES = new Set(['basics', 'me', 'person', 'owner', 'about', 'bio']);

interface Document {
  roots: Record<string, unknown>;
  references: Record<string, string>;
}

/** The answerer of a portfolio's field paths: an answer, or undefined when the question holds no path of its document. */
export function fieldPathAnswerer(portfolio: Portfolio, knowledge: Knowledge, urls: Urls): (text: string) => AskAnswer | undefined {
  let document: Document | undefined;
  const made = () => (document ??= publicDocument(portfolio, knowledge, urls));
  return (text) => {
    // Most questions have no mark of a path: skip them cheaply.
    if (!/[.[$/|]|\blength\s*\(|\?[\w-]+=/.test(text)) return undefined;
    const asked = text
      .trim()
      .replace(/^[`"'“]+|[`"'”]+$/g, '')
      .replace(/\s*[?!]+$|\.$/, '')
      .replace(LEAD, '')
      .trim();
    const whole = asked.replace(/^[`"'“]+|[`"'”]+$/g, '');
    // "Print the references of career.yaml": a content file and a private part of it.
    const file = CONTENT_FILE.exec(whole);
    if (file && startsAtRoot(made(), file[0])) {
      const named = whole.split(/[^A-Za-z]+/).find((word) => isPrivateName(word));
      if (named) return notPublished(named.toLowerCase());
    }
    const answers: AskAnswer[] = [];
    for (const [expression, inside] of candidates(whole)) {
      if (expression.length > MAX_EXPRESSION && startsAtRoot(made(), expression) && !isSentence(expression))
        return reply(
          'not_found',
          'unknown',
          `This path is ${expression.length} characters long; paths of up to ${MAX_EXPRESSION} characters are read. Ask for a shorter path.`,
        );
      const steps = parsePath(expression);
      const answer = steps && answerPath(made(), expression, steps);
      if (!answer) continue;
      // "education/training": words joined by a slash are a path only when a value is found there (`length(…)` is one always).
      if (!/[.[$#(]/.test(expression) && answer._meta.response_type === 'not_found') continue;
      // The whole question is one path; a sentence may hold several ("profile.location and profile.email").
      if (!inside) return answer;
      if (answers.length < 5 && !answers.some((other) => other.answer === answer.answer)) answers.push(answer);
    }
    return answers.length > 1 ? combined(answers) : answers[0];
  };
}

/** The expressions a question may be: the whole, the whole with its last word as a field ("projects/x highlights"), the paths inside it. */
function* candidates(whole: string): Generator<[string, boolean]> {
  // "career.yaml", "profile.md": the name of a content file, not a path of the JSON.
  const file = (expression: string) => FILE_NAME.test(expression);
  if (!file(whole)) yield [whole, false];
  const trailing = /^(\S*[./]\S*)\s+([A-Za-z_][\w-]*)$/.exec(whole);
  if (trailing && !file(trailing[1]!)) yield [`${trailing[1]}.${trailing[2]}`, false];
  INSIDE.lastIndex = 0;
  for (const match of whole.matchAll(INSIDE)) if (match[1] !== whole && !file(match[1]!)) yield [match[1]!.replace(/\.$/, ''), true];
}

/** The answers to the paths of one sentence as one answer: each said, the sources of all. */
function combined(answers: readonly AskAnswer[]): AskAnswer {
  const found = answers.filter((answer) => answer._meta.response_type === 'answer');
  const intents = [...new Set(answers.map((answer) => answer._meta.intent))];
  return reply(
    found.length ? 'answer' : 'not_found',
    intents.length === 1 ? intents[0]! : 'profile',
    answers.map((answer) => answer.answer).join(' '),
    found.flatMap((answer) => answer.references),
  );
}

/**
 * Whether a text that opens with a path goes on as a sentence ("profile.location, and also tell me
 * about …"): four plain words or more outside brackets and quotes (a long jq pipe has at most a
 * function's name or two there). Such a text is no long path to refuse; the paths inside it are read.
 */
function isSentence(text: string): boolean {
  const outside = text.replace(/\[[^\]]*\]|\([^)]*\)|\{[^}]*\}|"[^"]*"|'[^']*'/g, ' ');
  return outside.split(/\s+/).filter((word) => /^[A-Za-z]+[,;:?!]?$/.test(word)).length >= 4;
}

/** Whether an expression opens as a path of the document: a root's name, then a dot, a slash or a bracket. */
function startsAtRoot(document: Document, expression: string): boolean {
  const name = /^[$.#/]*([A-Za-z_][\w-]*)[.[/]/.exec(expression)?.[1];
  return !!name && rootOf(document, name) !== undefined;
}

/** The root a name means, after the names of other schemas: undefined when none. */
function rootOf(document: Document, name: string): string | undefined {
  if (PROFILE_NAMES.has(folded(name))) return 'profile';
  return keyOf(document.roots, name);
}

function answerPath(document: Document, expression: string, steps: Step[]): AskAnswer | undefined {
  let rest = steps;
  while (rest[0]?.kind === 'field' && WRAPPERS.has(folded(rest[0].name)) && rest[1]?.kind !== undefined) rest = rest.slice(1);
  const first = rest[0];
  if (!first) return undefined;
  let start: Found[];
  let root: string;
  if (first.kind === 'descend') {
    root = 'document';
    // The career's sections are roots of their own too ("languages"): searched once, under `career`.
    const career = document.roots.career as Record<string, unknown> | undefined;
    start = Object.entries(document.roots)
      .filter(([name]) => name === 'career' || !career || !Object.hasOwn(career, name))
      .map(([name, value]) => ({ value, references: [document.references[name]!], path: name }));
  } else if (first.kind === 'field') {
    const name = rootOf(document, first.name);
    if (!name) {
      // "contact.phone": a private part of the profile asked by its own name.
      if (/^(?:contact|phone|address|references|rates|evaluations|architecture)$/i.test(first.name) && rest.length > 1) return notPublished(first.name);
      return undefined;
    }
    root = name;
    start = [{ value: document.roots[name], references: [document.references[name]!], path: name }];
    rest = rest.slice(1);
  } else return undefined;
  let result = walk(start, rest);
  // "services.availability": a member of the resource `/v1/services` next to its list.
  if (!result.found.length && root === 'services' && rest[0]?.kind === 'field') {
    const resource = { services: document.roots.services, availability: document.roots.availability };
    const again = walk([{ ...start[0]!, value: resource }], rest);
    if (again.found.length) result = again;
  }
  // "profile.languages", "profile.availability": another resource's name under the profile is that resource.
  const next = rest[0];
  if (!result.found.length && root === 'profile' && result.missing?.kind === 'field' && next?.kind === 'field' && result.missing.at === 'profile') {
    const other = rootOf(document, next.name);
    if (other && other !== root && other !== 'career') return answerPath(document, expression, [{ kind: 'field', name: other }, ...rest.slice(1)]) ?? undefined;
  }
  const intent = intentOf(root, result.found);
  if (result.missing && !result.found.length) return missingAnswer(result.missing, intent);
  // "$..phone": a private name searched anywhere is still a private name.
  const last = rest.at(-1);
  if (!result.found.length && last && 'name' in last && typeof last.name === 'string' && isPrivateName(last.name)) return notPublished(last.name);
  if (!result.found.length) return reply('not_found', intent, `Nothing in the public JSON matches ${expression}.`);
  return foundAnswer(expression, result.found, intent, root);
}

function intentOf(root: string, found: readonly Found[]): AskIntent {
  if (root === 'skills') return 'skills';
  if (root === 'projects') return found.length === 1 && /^projects\[\d+\]/.test(found[0]!.path) ? 'project' : 'projects';
  return 'profile';
}

function notPublished(name: string): AskAnswer {
  return reply('not_found', 'private', `${name} is not published: it is private, and the public JSON the answers are read from leaves it out.`);
}

function missingAnswer(missing: Missing, intent: AskIntent): AskAnswer {
  const at = missing.at || 'The public JSON';
  if (missing.kind === 'private') return notPublished(`${missing.at ? `${missing.at}.` : ''}${missing.name}`);
  if (missing.kind === 'length') return reply('not_found', intent, `${at} is ${missing.type}: only a list, an object or a text has a length.`);
  if (missing.kind === 'index')
    return reply(
      'not_found',
      intent,
      missing.size
        ? `${at} has ${missing.size} ${missing.size === 1 ? 'entry' : 'entries'}, [0] to [${missing.size - 1}] (indexes count from 0, as in JSON; [-1] is the last); there is no [${missing.index}].`
        : `${at} is empty.`,
    );
  const names = missing.names.length ? ` Its fields are ${joinList(missing.names)}.` : '';
  return reply('not_found', intent, `${at} has no field ${missing.name}.${names}`);
}

function foundAnswer(expression: string, found: Found[], intent: AskIntent, root: string): AskAnswer {
  const references = [...new Set(found.slice(0, MAX_VALUES).flatMap((item) => referencesOf(item, root)))];
  if (found.length === 1) {
    const [item] = found as [Found];
    // A list says how many entries it has, so that its first entry is not read as the whole answer.
    const count = Array.isArray(item.value) && item.value.length > 1 ? ` (${item.value.length} entries)` : '';
    return reply('answer', intent, `${item.path}${count}: ${limited(written(item.value))}.`, references);
  }
  // Several entries with an id (projects) are named by title and id; a path to one gives all its fields.
  const named = (value: unknown) =>
    value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'string' && typeof (value as { title?: unknown }).title === 'string'
      ? `${(value as { title: string }).title} (id ${(value as { id: string }).id})`
      : undefined;
  // Entries and lists are labelled with their key or index ("languages: …; libraries: …").
  const label = labeller(found);
  const shown = found.slice(0, MAX_VALUES).map((item) => named(item.value) ?? `${label(item)}${written(item.value, 1)}`);
  const scalar = found.every((item) => item.value === null || typeof item.value !== 'object');
  const list = scalar && !shown.some((value) => value.includes(',')) ? shown.join(', ') : shown.join('; ');
  const more = found.length > MAX_VALUES ? ` (the first ${MAX_VALUES}; narrow the path for the others)` : '';
  return reply('answer', intent, `${expression} (${found.length} values${more}): ${limited(list)}.`, references);
}

/**
 * The label of each of several values: the first part of their paths that differs (`[2]`,
 * `languages`), a project's id for an entry of the projects; nothing for texts and numbers.
 */
function labeller(found: readonly Found[]): (item: Found) => string {
  const parts = found.map((item) => item.path.match(/\[\d+\]|[^.[\]]+/g) ?? []);
  const length = Math.min(...parts.map((list) => list.length));
  let at = 0;
  while (at < length - 1 && parts.every((list) => list[at] === parts[0]![at])) at++;
  return (item) => {
    if (!item.value || typeof item.value !== 'object') return '';
    const part = (item.path.match(/\[\d+\]|[^.[\]]+/g) ?? [])[at] ?? item.path;
    // An entry of the projects cites its page first (./walk.ts): the page's last part is its id.
    const project = item.path.startsWith('projects[')
      ? item.references[0]
          ?.replace(/[?#].*$/, '')
          .split('/')
          .pop()
      : undefined;
    return `${project ?? part}: `;
  };
}

function referencesOf(item: Found, root: string): string[] {
  const category = root === 'skills' ? /^skills\.([^.[]+)/.exec(item.path)?.[1] : undefined;
  return category ? item.references.map((reference) => `${reference}?category=${encodeURIComponent(category)}`) : item.references;
}

function limited(text: string): string {
  return text.length > MAX_TEXT ? `${text.slice(0, text.lastIndexOf(' ', MAX_TEXT))} … (cut at ${MAX_TEXT} characters; narrow the path)` : text;
}

const isPrice = (value: Record<string, unknown>) => typeof value.amount === 'number' && typeof value.currency === 'string' && typeof value.unit === 'string';

/** A value written out: a date with its month, a price as priced, a list joined, an entry's fields as "field: value". */
function written(value: unknown, depth = 0): string {
  if (value === undefined || value === null) return 'none';
  if (typeof value === 'string') {
    const text = value.trim().replace(/\.$/, '');
    return /^\d{4}-\d{2}(?:-\d{2})?$/.test(text) ? `${text} (${monthLabel(text)})` : text;
  }
  if (typeof value !== 'object') return String(value);
  if (Array.isArray(value)) {
    if (!value.length) return 'empty';
    const items = value.map((item) => written(item, depth + 1));
    return items.join(value.every((item) => typeof item !== 'object') && !items.some((item) => item.includes(',')) ? ', ' : '; ');
  }
  const object = value as Record<string, unknown>;
  if (isPrice(object)) return priceLabel(object as unknown as Parameters<typeof priceLabel>[0]);
  if (depth > 2) return `${Object.keys(object).length} fields`;
  return Object.entries(object)
    .filter(([key, field]) => field !== undefined && field !== '' && key !== 'links' && (depth === 0 || key !== 'writeup'))
    .map(([key, field]) => `${key}: ${key === 'writeup' || key === 'bio' ? `${String(field).length} characters of Markdown` : written(field, depth + 1)}`)
    .join(depth ? ', ' : '; ');
}

/** The public document: each resource's data as its API operation serves it, with that operation's URL. */
function publicDocument(portfolio: Portfolio, knowledge: Knowledge, urls: Urls): Document {
  const career = careerView(portfolio) as unknown as Record<string, unknown>;
  const services = publicServices(portfolio);
  const api = (operation: Parameters<typeof url>[0]) => knowledge.urls.api(url(operation as 'getProfile'));
  const roots: Record<string, unknown> = {
    profile: knowledge.profile ?? {},
    projects: knowledge.projects.map((info) => info.view),
    skills: Object.fromEntries(knowledge.categories.map((category) => [category.name, category.skills])),
    career,
    services: services.services,
    availability: services.availability ?? {},
    posts: portfolio.posts.map((post) => postSummary(post, urls)),
    ...career,
  };
  const references: Record<string, string> = {
    profile: api('getProfile'),
    projects: api('listProjects'),
    skills: api('getSkills'),
    services: api('getServices'),
    availability: api('getServices'),
    posts: api('listPosts'),
  };
  for (const name of ['career', ...Object.keys(career)]) references[name] = api('getCareer');
  return { roots, references };
}

// Their machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(LEAD, INSIDE, FILE_NAME, CONTENT_FILE);
