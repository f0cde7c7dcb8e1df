/**
 * A field of one named project, asked by the word of the field (issue #28, class 2): "What was
 * her role on the on-sale queue?" is the project's `roles`, "Which company was the gate platform
 * built for?" or "Who was the kiosk made for?" its `entity` (the organisation it was done for or
 * at; a client only when the entity is not one of the owner's employers, "who … for" the entity either way). The words are general English (a role; an organisation asked with "which"/"what", or a
 * "who … for" question); the values are the project's own fields, read as written.
 */
import type { Knowledge } from '../knowledge/knowledge.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import type { AskAnswer } from '../schema.ts';
import { joinList } from '../text/english.ts';
import { builtFor } from './built-for.ts';
import { nameBeforeNoun } from './name-before-noun.ts';
import { owners, reply } from './reply.ts';

/** Nouns that ask for a project's part in it (general English). */
const ROLE_NOUNS: ReadonlySet<string> = new Set(['role', 'roles', 'position', 'title', 'job']);

/** Nouns of an organisation a project is done for (general English). */
const ORGANISATION_NOUNS: ReadonlySet<string> = new Set([
  'company',
  'companies',
  'organisation',
  'organization',
  'firm',
  'employer',
  'business',
  'agency',
  'institution',
  'operator',
  'owner',
]);

/** Nouns of someone outside the owner's employer: an employer named as the project's entity is not the client asked for. */
const CLIENT_NOUNS: ReadonlySet<string> = new Set(['client', 'clients', 'customer', 'customers']);

/** The one project a question names clearly (a strong name, no tie), else undefined. */
function clearProject(question: ParsedQuestion): number | undefined {
  const [top, next] = question.namedProjects;
  if (!top || top.score < 1 || (next && top.score - next.score < 0.05)) return undefined;
  return top.project;
}

/** Which field the question asks for, from its first words; undefined for any other question. */
function askedField(question: ParsedQuestion): 'roles' | 'entity' | 'client' | 'for' | undefined {
  const words = question.words.map((word) => word.folded);
  const [first, second] = words;
  // "What was her role on …?", "what role did she have in …?": the noun of the role after the question word.
  if (
    (first === 'what' || first === 'which') &&
    words.slice(1, 4).some((word) => ROLE_NOUNS.has(word)) &&
    words.some((word) => ['her', 'his', 'their', 'she', 'he', 'they'].includes(word))
  )
    return 'roles';
  // "Which company was it built for?", "for which client …?", "who was it made for?", "for whom …?".
  const asked = first === 'for' ? words.slice(1) : words;
  if ((asked[0] === 'which' || asked[0] === 'what') && CLIENT_NOUNS.has(asked[1] ?? '')) return 'client';
  if ((asked[0] === 'which' || asked[0] === 'what') && ORGANISATION_NOUNS.has(asked[1] ?? '')) return 'entity';
  // "Who was it built for?" names no client: the organisation it was done for or at answers, an employer too.
  if (first === 'for' && (second === 'whom' || second === 'who')) return 'for';
  if ((first === 'who' || first === 'whom') && words.at(-1) === 'for') return 'for';
  return undefined;
}

/** The project field a question about one clearly named project asks for, else the name its text writes before the noun asked, or undefined. */
export function projectFieldAnswer(knowledge: Knowledge, question: ParsedQuestion): AskAnswer | undefined {
  const field = askedField(question);
  if (!field) return nameBeforeNoun(knowledge, question);
  const chosen = clearProject(question);
  if (chosen === undefined) return undefined;
  const info = knowledge.projects[chosen]!;
  const view = info.view as typeof info.view & { roles?: string[]; entity?: string };
  const refs = [info.view.links.html, info.view.links.self];
  if (field === 'roles') {
    const roles = (view.roles ?? []).filter((role) => role.trim());
    if (!roles.length) return undefined;
    return reply('answer', 'project', `${joinList(roles)}. ${owners(knowledge)} role on ${view.title}: ${joinList(roles)}.`, refs, 0.9);
  }
  const entity = view.entity?.trim();
  const employer = !!entity && knowledge.employers.some((held) => held.organisation === entity);
  // "Who was it built for?" of a project done at the owner's employer: the users its description names come first (./built-for.ts).
  const users = field === 'for' && (employer || !entity) ? builtFor(view.description) : undefined;
  if (users) {
    const at = entity ? ` at ${entity}` : '';
    return reply('answer', 'project', `For ${users}. ${view.title} was built${at} for ${users}: “${view.description.trim()}”`, refs, 0.85);
  }
  if (!entity) return undefined;
  // "Which client did the audit win?" with the owner's employer as the entity: the client is someone else, which a sentence may state.
  if (employer && field === 'client') return undefined;
  return reply('answer', 'project', `${entity}. ${view.title} was done ${employer ? 'at' : 'for'} ${entity}.`, refs, 0.85);
}
