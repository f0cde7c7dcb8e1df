/**
 * A place asked over the whole career (issue #28): "Has she worked in the Netherlands?", "did he
 * ever live in Japan?" ask about any time, not where the owner is based now. Every position of the
 * work history is read with its location (the gazetteer tells a city's country, a country's continent
 * and regions): "Yes." naming each position there; "No." only when every position's place and the
 * current location can be told and none is in the place asked, for a question about work, naming
 * where the positions were.
 * Undefined for a question about now ("Is she based in …?") or when a place cannot be told.
 */
import { url } from '../../../catalogue/paths.ts';
import { isLocatedIn, type Place, resolveLocation } from '../gazetteer.ts';
import type { Knowledge } from '../knowledge/knowledge.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import type { AskAnswer } from '../schema.ts';
import { joinList } from '../text/english.ts';
import { apiUrl, confidenceOf, owner, reply } from './reply.ts';

/** Verbs of having worked or lived somewhere ("worked", "lived"), in any tense but the present of "is based". */
const WORK_OR_LIVE: ReadonlySet<string> = new Set(['work', 'worked', 'working', 'live', 'lived', 'living', 'stationed', 'employed']);
/** What asks about any time rather than now: the perfect or past ("has she …", "did he …") or "ever". */
const ANY_TIME: ReadonlySet<string> = new Set(['has', 'have', 'had', 'did', 'ever', 'was', 'were', 'previously', 'before']);

/** Whether the question asks where the owner has worked or lived at any time. */
function asksAnyTime(question: ParsedQuestion): boolean {
  const words = question.words.map((word) => word.folded);
  return words.some((word) => WORK_OR_LIVE.has(word)) && words.some((word) => ANY_TIME.has(word) || word === 'worked' || word === 'lived');
}

/** The dates of a position as the work history writes them ("2017-03–2021-08", "since 2021-09"). */
function span(start: string, end?: string): string {
  return end ? `${start}–${end}` : `since ${start}`;
}

/** "Yes." with the positions in the place asked, "No." with where they were, or undefined. */
export function careerPlace(knowledge: Knowledge, question: ParsedQuestion, place: Place): AskAnswer | undefined {
  if (!question.cues.has('yesno') || !asksAnyTime(question) || !knowledge.roles.some((role) => role.location)) return undefined;
  const references = [apiUrl(knowledge, url('getCareer'))];
  const name = owner(knowledge);
  const placed = knowledge.roles.map((role) => ({
    role,
    inside: role.location ? isLocatedIn(role.location, resolveLocation(role.location), place) : undefined,
  }));
  const there = placed.filter((entry) => entry.inside).map((entry) => entry.role);
  if (there.length) {
    const lines = there.map((role) => `${role.text} in ${role.location} (${span(role.start, role.end)})`);
    return reply('answer', 'profile', `Yes. ${name} worked as ${joinList(lines)}.`, references, confidenceOf(question));
  }
  const now = knowledge.profile?.location;
  const nowInside = now ? isLocatedIn(now, knowledge.location, place) : undefined;
  // Where the owner lived is not the work history: only a question about work gets the "No." from it.
  const aboutWork = question.words.some((word) => /^(?:work|worked|working|employed)$/.test(word.folded));
  if (!aboutWork || nowInside !== false || placed.some((entry) => entry.inside === undefined)) return undefined;
  // Places of several parts ("Amsterdam, Netherlands") are listed with semicolons between them.
  const places = [...new Set(placed.map((entry) => entry.role.location!))];
  const where = places.length > 2 ? `${places.slice(0, -1).join('; ')}; and ${places.at(-1)}` : places.join(' and ');
  return reply(
    'answer',
    'profile',
    `No. None of ${name}'s positions was in ${place.name}: the work history names ${where}, and ${name} is based in ${now}.`,
    [...references, apiUrl(knowledge, url('getProfile'))],
    confidenceOf(question),
  );
}

/** Verbs of where someone is, goes or has been: a place after them is where the owner is or was. */
const PLACE_VERBS: ReadonlySet<string> = new Set([
  ...WORK_OR_LIVE,
  ...['works', 'lives', 'been', 'based', 'stay', 'stayed', 'reside', 'resided', 'come', 'came', 'move', 'moved', 'relocate', 'relocated'],
  ...['travel', 'travelled', 'traveled', 'go', 'gone', 'went', 'visit', 'visited', 'spend', 'spent', 'study', 'studied', 'grow', 'grew', 'grown', 'born'],
]);
const OPENERS: ReadonlySet<string> = new Set(['has', 'have', 'had', 'did', 'does', 'do', 'can', 'could', 'would', 'will']);
const ADVERBS: ReadonlySet<string> = new Set(['ever', 'also', 'still', 'already', 'really', 'actually', 'previously', 'once']);

/**
 * Whether a yes/no question asks something else of the owner than a place ("Has she won an
 * All-Ireland?", "does he play for Cork?"): a verb after the owner that is no verb of being, living,
 * working or going somewhere. Where the owner is based then earns no verdict.
 */
export function asksOtherThanPlace(knowledge: Knowledge, question: ParsedQuestion): boolean {
  const words = question.words;
  if (!OPENERS.has(words[0]?.folded ?? '')) return false;
  const subject = words[1]?.folded ?? '';
  if (!['she', 'he', 'they', 'you'].includes(subject) && !knowledge.person.words.has(subject)) return false;
  let at = 2;
  while (ADVERBS.has(words[at]?.folded ?? '')) at++;
  const verb = words[at];
  return !!verb && /^[a-z]{3,}$/.test(verb.folded) && !PLACE_VERBS.has(verb.folded) && !question.places.some((place) => place.start === at);
}
