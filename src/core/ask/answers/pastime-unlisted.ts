/**
 * "Does she play any instrument?" over interests that hold none (issue #28, session 34 review: the legal portfolio's
 * "statutory instruments" of a project answered "Yes."): a thing played, asked right after the owner with "any", "a",
 * "an" or "some" and last in the question, is a pastime asked (general English: one plays a game, a sport or an
 * instrument, never a project's noun). When ./listed-kinds.ts found no interest for it, the complete list of interests
 * answers, without a verdict, so that no other reader says "Yes." from the work's sense of the word.
 */
import type { AskAnswer } from '../schema.ts';
import { joinList } from '../text/english.ts';
import { apiUrl, reply } from './reply.ts';
import { url } from '../../../catalogue/paths.ts';
import type { Knowledge } from '../knowledge/knowledge.ts';

const PLAY = new Set(['play', 'plays']);
const SOME = new Set(['any', 'a', 'an', 'some']);

/** `words`: the question's folded words; `owner`: the index of the owner's word; `last`: of the last content word; `career`: its interests. */
export function playedUnlisted(
  words: readonly string[],
  owner: number,
  last: number,
  career: { interests: readonly { name: string; keywords?: readonly string[] }[] },
  knowledge: Knowledge,
): AskAnswer | undefined {
  const interests = career.interests;
  const name = knowledge.person.first || 'The portfolio owner';
  if (owner < 1 || !/^(?:does|do|did|can|could)$/.test(words[0] ?? '') || !interests.length) return undefined;
  if (!PLAY.has(words[owner + 1] ?? '') || !SOME.has(words[owner + 2] ?? '') || last < owner + 3 || last > owner + 4) return undefined;
  const asked = words.slice(owner + 3, last + 1).join(' ');
  const lines = interests.map((interest) => (interest.keywords?.length ? `${interest.name} (${interest.keywords.join(', ')})` : interest.name));
  return reply('answer', 'profile', `${name}'s interests outside work do not name “${asked}”: ${joinList(lines)}.`, [apiUrl(knowledge, url('getCareer'))], 0.6);
}
