/**
 * "Which company did she work for in Lisbon?", "Has he ever been employed in Belgium?" (issue #28): the
 * positions of the work history at the place the question names after "in", read from each position's
 * `location` with the gazetteer (a city's country, a country's continent and regions). A question of which
 * or who gets the positions there; a yes/no question "Yes." with them, or "No." only when every position's
 * place can be told and none is in the place asked, naming where the positions were.
 * Undefined when the question names no place at its end after "in", asks of no work, or a place cannot be told.
 */
import { findPlaces, isLocatedIn, resolveLocation } from '../gazetteer.ts';
import { reply } from '../answers/reply.ts';
import type { AskAnswer } from '../schema.ts';
import { joinList } from '../text/english.ts';
import { fold } from '../text/words.ts';
import { type CareerData, span } from './career-lists.ts';

/** A verb or noun of being employed somewhere (general English). */
const WORK = /^(?:work|works|worked|working|employed|employer|employers|job|jobs|company|companies|firm|organisation|organization|position|positions)$/;
/** Words of time that may close the question after the place ("… in Belgium before?"). */
const CLOSING = new Set(['before', 'previously', 'ever', 'then', 'once', 'earlier', 'past', 'the', 'in']);
/** A question of which positions: "which company", "who … for", "where … work" ("for whom" too). */
const WHICH = /^(?:which|what|who|whom|where|for)$/;
const YES_NO = /^(?:has|have|had|did|does|do|was|were|is)$/;

/** The positions at the place the question ends on, as an answer; undefined when it names none. */
export function positionsAtPlace(career: CareerData, name: string, ref: string, question: string): AskAnswer | undefined {
  const words = fold(question)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const first = words[0] ?? '';
  const yesNo = YES_NO.test(first);
  if ((!yesNo && !WHICH.test(first)) || !words.some((word) => WORK.test(word)) || !career.experience.length) return undefined;
  // The place right after "in" (or "in the"), with nothing after it but words of time: "in US healthcare" names no place of work.
  const mention = findPlaces(words).find(
    (found) =>
      (words[found.start - 1] === 'in' || (words[found.start - 1] === 'the' && words[found.start - 2] === 'in')) &&
      words.slice(found.end).every((word) => CLOSING.has(word)),
  );
  if (!mention) return undefined;
  const place = mention.place;
  const placed = career.experience.map((position) => ({
    position,
    inside: position.location ? isLocatedIn(position.location, resolveLocation(position.location), place) : undefined,
  }));
  const there = placed.filter((entry) => entry.inside).map((entry) => entry.position);
  const lines = there.map((e) => `${e.role} at ${e.organisation} in ${e.location} (${span(e.start, e.end)})`);
  if (there.length) return reply('answer', 'profile', `${yesNo ? 'Yes. ' : ''}${name} worked as ${joinList(lines)}.`, [ref]);
  if (placed.some((entry) => entry.inside === undefined)) return undefined;
  const places = [...new Set(career.experience.map((e) => e.location!))];
  const where = places.length > 2 ? `${places.slice(0, -1).join('; ')}; and ${places.at(-1)}` : places.join(' and ');
  return reply('answer', 'profile', `${yesNo ? 'No. ' : ''}None of ${name}'s positions was in ${place.name}: the work history names ${where}.`, [ref]);
}
