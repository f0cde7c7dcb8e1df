/**
 * "Which company did she work for in Lisbon?", "Has he ever been employed in Belgium?", "How many employers has
 * she had in Lisbon?" (issue #28): the positions of the work history at the place the question names after "in",
 * read from each position's `location` with the gazetteer (a city's country, a country's continent and regions).
 * An employer the question names too ("Did he work for Acme in Porto?") decides: only its positions are compared
 * with the place. A question of which or who gets the positions there; a count the distinct organisations there (or
 * the positions, when positions are counted); a yes/no question "Yes." with them, or "No." only when every position
 * compared has a place that can be told and none is in the place asked, naming where the positions were. A remote
 * position is in no place but its own office's: it earns no "No.".
 * Undefined when the question names no place after "in", asks of no work, or a place cannot be told.
 */
import { findPlaces, isLocatedIn, resolveLocation } from '../gazetteer.ts';
import { reply } from '../answers/reply.ts';
import type { AskAnswer } from '../schema.ts';
import { joinList } from '../text/english.ts';
import { fold } from '../text/words.ts';
import { type CareerData, foldWords, span } from './career-lists.ts';

/** A verb or noun of being employed somewhere (general English). */
const WORK =
  /^(?:work|works|worked|working|employed|employer|employers|job|jobs|company|companies|firm|firms|organisation|organization|organisations|organizations|position|positions)$/;
/** Words of time that may close the question after the place ("… in Belgium before?"). */
const CLOSING = new Set(['before', 'previously', 'ever', 'then', 'once', 'earlier', 'past', 'the', 'in']);
/** Words that join an employer's name to the place ("in Porto at Acme", "in Porto for Acme"). */
const JOINING = new Set(['at', 'for', 'with', 'by']);
/** A question of which positions: "which company", "who … for", "where … work" ("for whom" too). */
const WHICH = /^(?:which|what|who|whom|where|for)$/;
const YES_NO = /^(?:has|have|had|did|does|do|was|were|is)$/;
/** What a "how many" counts of the work history: organisations ("employers", "companies") or positions ("jobs", "roles"). */
const ORGANISATIONS = /^(?:employers|companies|firms|organi[sz]ations|businesses)$/;
const POSITIONS = /^(?:positions|jobs|roles|posts)$/;
/** A position the work history writes as remote ("Brussels, Belgium (remote)"): the owner worked from elsewhere. */
const REMOTE = /\bremote\b/i;

type Position = CareerData['experience'][number];

/**
 * What a "how many" of the work history counts: "employer" for distinct organisations, "position" for positions;
 * undefined when the words after "how many" (up to three) name neither ("How many employees does …?").
 */
function historyNoun(question: string): 'employer' | 'position' | undefined {
  const after = /\bhow many ((?:[a-z-]+ ){0,2}[a-z-]+)/.exec(fold(question))?.[1]?.split(' ') ?? [];
  for (const word of after) {
    if (ORGANISATIONS.test(word)) return 'employer';
    if (POSITIONS.test(word)) return 'position';
  }
  return undefined;
}

/** The lead of a count of the work history ("2 employers"), or undefined when the question counts something else ("how many employees", which career.ts's typo fix reads "employers"). */
export function historyLead(question: string, positions: readonly Position[]): string | undefined {
  const noun = historyNoun(question);
  return noun ? historyCount(positions, noun) : undefined;
}

/** The count of the positions given: distinct organisations for "employer", else the positions. */
function historyCount(positions: readonly Position[], noun: 'employer' | 'position'): string {
  const n = noun === 'employer' ? new Set(positions.map((e) => e.organisation)).size : positions.length;
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

/** The positions at an organisation the question names: all its name's words, or its first word of four letters or more. */
function namedPositions(experience: readonly Position[], words: readonly string[]): Position[] {
  return experience.filter((entry) => {
    const own = foldWords(entry.organisation).filter((word) => word.length > 1);
    return own.length > 0 && (own.every((word) => words.includes(word)) || (own[0]!.length >= 4 && words.includes(own[0]!)));
  });
}

/** The positions at the place the question names, as an answer; undefined when it names none. */
export function positionsAtPlace(career: CareerData, name: string, ref: string, question: string, home = ''): AskAnswer | undefined {
  const words = fold(question)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const first = words[0] ?? '';
  const yesNo = YES_NO.test(first);
  const counted = first === 'how' && words[1] === 'many' ? historyNoun(question) : undefined;
  if ((!yesNo && !counted && !WHICH.test(first)) || !words.some((word) => WORK.test(word)) || !career.experience.length) return undefined;
  // "Did he work for Acme in Porto?": the employer named decides; its words may follow the place ("in Porto at Acme").
  // The place's own words name no employer ("Porto" is not "Porto Shipping").
  const after = (found: { start: number }) => words[found.start - 1] === 'in' || (words[found.start - 1] === 'the' && words[found.start - 2] === 'in');
  const spans = findPlaces(words).filter(after);
  const named = namedPositions(
    career.experience,
    words.filter((_, i) => !spans.some((found) => i >= found.start && i < found.end)),
  );
  const nameWords = new Set(named.flatMap((entry) => foldWords(entry.organisation)));
  // The place right after "in" (or "in the"), with nothing after it but words of time: "in US healthcare" names no place of work.
  const mention = spans.find((found) =>
    words.slice(found.end).every((word) => CLOSING.has(word) || (nameWords.size > 0 && (JOINING.has(word) || nameWords.has(word)))),
  );
  if (!mention) return undefined;
  const place = mention.place;
  const compared = named.length ? named : career.experience;
  const placed = compared.map((position) => ({
    position,
    inside: position.location ? isLocatedIn(position.location, resolveLocation(position.location), place) : undefined,
  }));
  const there = placed.filter((entry) => entry.inside).map((entry) => entry.position);
  const lines = there.map((e) => `${e.role} at ${e.organisation} in ${e.location} (${span(e.start, e.end)})`);
  const lead = counted ? `${historyCount(there, counted)}. ` : yesNo ? 'Yes. ' : '';
  if (there.length) return reply('answer', counted ? 'count' : 'profile', `${lead}${name} worked as ${joinList(lines)}.`, [ref]);
  const unknown = placed.some((entry) => entry.inside === undefined || REMOTE.test(entry.position.location ?? ''));
  const places = [...new Set(compared.map((e) => (named.length ? `${e.organisation} in ${e.location ?? 'no place written'}` : e.location!)))];
  const where = places.length > 2 ? `${places.slice(0, -1).join('; ')}; and ${places.at(-1)}` : places.join(' and ');
  // A current remote position of the employer named, and the owner based in the place asked: worked there, from home.
  const fromHome = home && yesNo && isLocatedIn(home, resolveLocation(home), place) === true;
  const remote = named.filter((e) => !e.end && REMOTE.test(e.location ?? ''));
  if (fromHome && remote.length) {
    const roles = remote.map((e) => `${e.role} at ${e.organisation} (${e.location}, ${span(e.start, e.end)})`);
    return reply('answer', 'profile', `Yes. ${name} works remotely as ${joinList(roles)} and is based in ${home}.`, [ref]);
  }
  // A remote position or a place that cannot be told: where the work history places the positions, without a verdict.
  if (unknown) return named.length ? reply('answer', 'profile', `${name}'s work history places ${where}.`, [ref]) : undefined;
  const none = counted ? `${historyCount([], counted)}. ` : yesNo ? 'No. ' : '';
  const whose = named.length ? `${name}'s positions at ${joinList([...new Set(named.map((e) => e.organisation))])}` : `${name}'s positions`;
  return reply('answer', counted ? 'count' : 'profile', `${none}None of ${whose} was in ${place.name}: the work history names ${where}.`, [ref]);
}
