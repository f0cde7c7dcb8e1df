/**
 * "Is she on call in winter?", "Does he work on site in August?" (issue #28, the owner's facts asked in
 * other words): a bio clause that states what is asked over a stretch of months ("from October to April I
 * am never on call") decides a month or a season inside it: "No." when the clause negates it, "Yes." when
 * it does not. A season is three months of the owner's hemisphere, told by the listed time zone's daylight
 * saving time (in January: southern); without daylight saving time only months are read. Month names are
 * CLDR's through Intl (./availability-verdict.ts).
 */
import type { Portfolio } from '../../portfolio.ts';
import type { Urls } from '../../urls.ts';
import { publicProfile, publicServices } from '../../views.ts';
import { url } from '../../../catalogue/paths.ts';
import { dateTimeFormat } from '../../i18n/intl-cache.ts';
import { FUNCTION_WORDS } from '../lexicon.ts';
import type { AskAnswer } from '../schema.ts';
import { releaseCompiledCode } from '../text/patterns.ts';
import { tokenize } from '../text/words.ts';
import { monthsIn } from './availability-verdict.ts';
import { reply } from './reply.ts';
import { ownerFirstName } from '../knowledge/owner-name.ts';

const YES_NO = /^\s*(?:is|are|does|do|will|would|can)\b/i;
const SEASONS: Record<string, number[]> = { winter: [12, 1, 2], spring: [3, 4, 5], summer: [6, 7, 8], autumn: [9, 10, 11], fall: [9, 10, 11] };
const NEGATION = /(?<![\p{L}\p{N}])(?:not|never|no|don't|do not|am not|isn't|won't)(?![\p{L}\p{N}])/iu;
const SEASON_WORD = /\b(winter|spring|summer|autumn|fall)\b/i;

/** Whether the zone keeps daylight saving time in January (southern hemisphere); undefined without daylight saving time. */
function southern(zone: string | undefined): boolean | undefined {
  if (!zone) return undefined;
  try {
    const offset = (month: number) =>
      dateTimeFormat('en', { timeZone: zone, timeZoneName: 'shortOffset' })
        .formatToParts(Date.UTC(2025, month, 15))
        .find((part) => part.type === 'timeZoneName')?.value ?? '';
    const [january, july] = [offset(0), offset(6)];
    if (january === july) return undefined;
    const minutes = (text: string) => {
      const match = /GMT([+-])?(\d{1,2})?(?::(\d\d))?/.exec(text);
      return (match?.[1] === '-' ? -1 : 1) * (Number(match?.[2] ?? 0) * 60 + Number(match?.[3] ?? 0));
    };
    return minutes(january) > minutes(july);
  } catch {
    return undefined;
  }
}

/** A season's three months in the owner's hemisphere ("spring" -> 3, 4, 5 in the north), undefined for another word or without daylight saving time. */
export function seasonMonths(portfolio: Portfolio): (folded: string) => number[] | undefined {
  const south = southern(publicServices(portfolio).availability?.timeZones?.[0]);
  return (folded) => {
    const months = Object.hasOwn(SEASONS, folded) ? SEASONS[folded] : undefined;
    return months && south !== undefined ? months.map((month) => (south ? ((month + 5) % 12) + 1 : month)) : undefined;
  };
}

/** The answerer of one portfolio: a verdict on what the bio states over a stretch of months, or undefined. */
export function ownSeasonAnswerer(portfolio: Portfolio, urls: Urls): (question: string) => AskAnswer | undefined {
  const bio = portfolio.profile ? publicProfile(portfolio.profile).bio : '';
  const who = ownerFirstName(portfolio);
  const zone = publicServices(portfolio).availability?.timeZones?.[0];
  const clauses = bio
    .split(/(?<=[.!?;])\s+/)
    .map((clause) => clause.replace(/\s+/g, ' ').trim())
    .filter((clause) => monthsIn(clause).length === 2);
  const ownNames = new Set(tokenize(portfolio.profile?.name ?? '').map((token) => token.folded));
  return (question) => {
    if (!clauses.length || !YES_NO.test(question)) return undefined;
    const season = SEASON_WORD.exec(question)?.[1]?.toLowerCase();
    const south = season ? southern(zone) : undefined;
    if (season && south === undefined) return undefined;
    const months = season ? SEASONS[season]!.map((month) => (south ? ((month + 5) % 12) + 1 : month)) : monthsIn(question);
    if (!months.length) return undefined;
    const content = tokenize(question)
      .filter((token) => !FUNCTION_WORDS.has(token.folded) && !ownNames.has(token.folded) && !SEASON_WORD.test(token.folded) && !monthsIn(token.folded).length)
      .map((token) => token.stem);
    if (!content.length) return undefined;
    for (const clause of clauses) {
      const stems = new Set(tokenize(clause).map((token) => token.stem));
      if (!content.every((stem) => stems.has(stem))) continue;
      const [from, to] = monthsIn(clause) as [number, number];
      const inside = (month: number) => (from <= to ? month >= from && month <= to : month >= from || month <= to);
      if (!months.every(inside)) continue;
      const verdict = NEGATION.test(clause) ? 'No.' : 'Yes.';
      return reply('answer', 'profile', `${verdict} From ${who}'s bio: “${clause}”`, [urls.api(url('getProfile'))], 0.85);
    }
    return undefined;
  };
}

// Their machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(YES_NO, NEGATION, SEASON_WORD);
