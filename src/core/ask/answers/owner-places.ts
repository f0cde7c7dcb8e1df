/**
 * Places of the owner asked in other words (issue #28, session 32), read against the places the content
 * itself writes, which the gazetteer may not know (provinces, states, towns):
 * - "Does she travel to Japan?", "Does she go to the IDS in Cologne?": a bio sentence with a verb of
 *   travel that names a place inside the one asked (the gazetteer: Osaka is in Japan) is "Yes." with
 *   that sentence; no sentence gives no verdict (a bio need not list every trip);
 * - "Has she worked in the Netherlands?", "Has she ever worked in Alberta?": a part of a position's
 *   location ("Utrecht, Netherlands") that is the place asked is "Yes." with those positions; a place
 *   no location writes, that the gazetteer does not know either and that names nothing listed, is "No."
 *   with the places the work history names;
 * - "Does she live in Québec?": a part of the profile's location is "Yes."; a part of a position's
 *   location only (Québec City, Québec) is "No." with where the owner is based and where that was.
 */
import type { Portfolio } from '../../portfolio.ts';
import type { Urls } from '../../urls.ts';
import { careerView, publicProfile } from '../../views.ts';
import { url } from '../../../catalogue/paths.ts';
import { findPlaces, isLocatedIn, type Place, resolveLocation } from '../gazetteer.ts';
import type { AskAnswer } from '../schema.ts';
import { joinList } from '../text/english.ts';
import { releaseCompiledCode } from '../text/patterns.ts';
import { reply } from './reply.ts';
import { plainLetters } from '../text/plain-letters.ts';
import { editDistance } from '../text/edit-distance.ts';
import { ownerFirstName } from '../knowledge/owner-name.ts';

/** "Does she travel to X?", "has he been to X?", "does she go to the IDS in X?": the words after the verb. */
const TRAVEL =
  /^\s*(?:does|do|did|has|have|will|would|is)\s+\S+\s+(?:ever\s+|often\s+|also\s+|still\s+|regularly\s+|sometimes\s+)?(?:travel\w*|go|goes|gone|been|visit\w*|fly|flies|flown|come|comes)\s+(?:to|in)\s+(.+?)\s*[?.!]*\s*$/iu;
/** A bio sentence with a verb of travel. */
const TRAVELS = /\b(?:travel\w*|visit\w*|fly|flies|flew|trips?|go|goes|went)\b/i;
/** "Has she worked in X?", "did he ever work in X?": any time, the work history. */
const WORKED =
  /^\s*(?:has|have|had|did|was|were)\s+\S+\s+(?:ever\s+|previously\s+|also\s+)?(?:work(?:ed)?|been\s+working|been\s+employed)\s+in\s+(?:the\s+)?(.+?)\s*[?.!]*\s*$/iu;
/** "Does she live in X?", "is he based in X?": now, the profile's location. */
const LIVES = /^\s*(?:does|do|is|are)\s+\S+\s+(?:still\s+|currently\s+)?(?:live|lives|living|based|located|reside)\s+in\s+(?:the\s+)?(.+?)\s*[?.!]*\s*$/iu;

const fold = plainLetters;
const foldedWords = (text: string) => fold(text).split(' ').filter(Boolean);

/** Whether place `inner` lies within place `outer`; undefined when the gazetteer cannot tell. */
function within(inner: Place, outer: Place): boolean | undefined {
  if (inner.name === outer.name) return true;
  if (inner.kind !== 'city' && inner.kind !== 'country') return undefined;
  return isLocatedIn(inner.name, resolveLocation(inner.name), outer);
}

/**
 * The answerer of one portfolio; `named(folded)` tells a name the portfolio lists (a skill, a tag …), which is no place.
 * `foreign`: the question was read from another language, where a place the gazetteer does not know may be one of the
 * work history's named in that language ("eJalimane", "Salonicco"): its places are said, without a verdict. A place the
 * gazetteer does not know gets a "No." only when every position's location writes its region.
 */
export function ownerPlaceAnswerer(
  portfolio: Portfolio,
  urls: Urls,
  named: (folded: string) => boolean,
): (question: string, foreign?: boolean) => AskAnswer | undefined {
  const who = ownerFirstName(portfolio);
  const bio = portfolio.profile ? publicProfile(portfolio.profile).bio : '';
  const home = portfolio.profile?.location ?? '';
  const positions = careerView(portfolio).experience.filter((position) => position.location);
  const parts = (location: string) => location.split(',').map(fold).filter(Boolean);
  const careerRefs = [urls.api(url('getCareer')), urls.abs(url('resume'))];
  const profileRefs = [urls.api(url('getProfile'))];
  const span = (start: string, end?: string) => `${start}–${end ?? 'present'}`;
  // The words the content writes in lower case (read once, at the first "worked in" asked): "travel", "healthcare" are its
  // industries' common nouns, no place; a region the gazetteer lacks ("Alberta") is written capitalised or not at all.
  let lowerWords: ReadonlySet<string> | undefined;
  const writesLower = (folded: string) => {
    lowerWords ??= new Set(
      [bio, ...portfolio.projects.map((project) => `${project.description} ${project.writeup}`), ...positions.map((position) => position.description ?? '')]
        .join(' ')
        .match(/(?<![\p{L}\p{N}])\p{Ll}[\p{Ll}-]*/gu) ?? [],
    );
    return lowerWords.has(folded);
  };
  return (question, foreign = false) => {
    const travel = TRAVEL.exec(question)?.[1];
    if (travel && bio) {
      const asked = findPlaces(foldedWords(travel)).map((mention) => mention.place);
      if (asked.length !== 1) return undefined;
      const sentence = bio
        .split(/(?<=[.!?])\s+/)
        .find((text) => TRAVELS.test(text) && findPlaces(foldedWords(text)).some((mention) => within(mention.place, asked[0]!) === true));
      return sentence ? reply('answer', 'profile', `Yes. From ${who}'s bio: “${sentence.replace(/\s+/g, ' ').trim()}”`, profileRefs, 0.9) : undefined;
    }
    const worked = WORKED.exec(question)?.[1];
    if (worked && positions.length) {
      const place = fold(worked);
      const there = positions.filter((position) => parts(position.location!).includes(place));
      if (there.length) {
        const lines = there.map((position) => `${position.role} at ${position.organisation} in ${position.location} (${span(position.start, position.end)})`);
        return reply('answer', 'profile', `Yes. ${who} worked as ${joinList(lines)}.`, careerRefs, 0.9);
      }
      // A place the gazetteer knows is read by ./career-places.ts; a name the portfolio lists is no place.
      const capitalised = /^\p{Lu}/u.test(worked.trim());
      if (!capitalised || findPlaces(foldedWords(worked)).length || named(place) || parts(home).includes(place) || writesLower(place)) return undefined;
      // "Londra", "Singapur": a name two letters from a place the work history writes may be that place in another language.
      const near = positions.some((position) =>
        parts(position.location!).some((part) => part[0] === place[0] && Math.min(part.length, place.length) >= 4 && editDistance(part, place, 2) <= 2),
      );
      // A name the gazetteer cannot place may contain the work history's places ("the Western Cape" Cape Town, "Flanders"
      // Antwerp): "No." only when every position writes its region ("Kamloops, British Columbia, Canada"), none the name asked.
      const regions = positions.every((position) => parts(position.location!).length >= 3);
      if (near || foreign || !regions) {
        const listed = [...new Set(positions.map((position) => `${position.location} (${position.organisation})`))].join('; ');
        return reply('answer', 'profile', `${who}'s work history names ${listed}; it does not write “${worked.trim()}”.`, careerRefs, 0.5);
      }
      // Places of several parts ("Québec City, Québec, Canada") with semicolons between them.
      const where = [...new Set(positions.map((position) => position.location!))].join('; ');
      return reply('answer', 'profile', `No. None of ${who}'s positions was in ${worked.trim()}: the work history names ${where}.`, careerRefs, 0.7);
    }
    const lives = LIVES.exec(question)?.[1];
    if (lives && home) {
      const place = fold(lives);
      if (parts(home).includes(place)) return reply('answer', 'profile', `Yes. ${who} is based in ${home}.`, profileRefs, 0.9);
      const there = positions.filter((position) => parts(position.location!).includes(place));
      if (!there.length) return undefined;
      const lines = there.map((position) => `${position.location} (${position.organisation}, ${span(position.start, position.end)})`);
      return reply('answer', 'profile', `No. ${who} is based in ${home}; the work history names ${lines.join('; ')}.`, [...profileRefs, ...careerRefs], 0.9);
    }
    return undefined;
  };
}

// Their machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(TRAVEL, TRAVELS, WORKED, LIVES);
