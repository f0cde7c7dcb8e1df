/**
 * "Is she one hour ahead of UTC in summer?", "Is he 5 hours behind GMT?" (issue #28, session 30,
 * numeric verdicts): a yes or a no from the offsets of the listed time zones (the runtime's ICU data,
 * ./time-zone.ts), in the season asked (summer: daylight saving time where the zone has it; winter:
 * standard time), with the offset and abbreviation that decide it. "Is she on UTC+11 in January?",
 * "Is Johannesburg time UTC+2 all year round?": an offset written as such, in a month (CLDR's English
 * month names through Intl), a season or all year, of the owner or of the city that names the zone.
 */
import type { Portfolio } from '../../portfolio.ts';
import type { Urls } from '../../urls.ts';
import { publicServices } from '../../views.ts';
import { url } from '../../../catalogue/paths.ts';
import { reply } from '../answers/reply.ts';
import type { AskAnswer } from '../schema.ts';
import { zoneTimes } from './time-zone.ts';
import { dateTimeFormat } from '../../i18n/intl-cache.ts';
import { NUMBER_WORDS } from '../text/number-words.ts';
import { releaseCompiledCode } from '../text/patterns.ts';
import { ownerFirstName } from './owner-name.ts';
import { offsetAt, yearOffsets } from './zone-reader.ts';

const HOURS: Record<string, number> = { an: 1, a: 1, ...NUMBER_WORDS };

const ASKED =
  /^\s*(?:is|are|does|do)\b.*?\b(an|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d{1,2}(?:\.5)?)(?: and a half)? hours? (ahead of|behind|before|after) (?:utc|gmt)\b(?:.*?\b(summer|winter)\b)?/i;

const hoursText = (minutes: number) => {
  const hours = Math.abs(minutes) / 60;
  return `${hours} hour${hours === 1 ? '' : 's'} ${minutes >= 0 ? 'ahead of' : 'behind'} UTC`;
};

/** The answerer of one portfolio: the verdict on an offset from UTC asked, or undefined. */
export function offsetVerdict(portfolio: Portfolio, urls: Urls): (question: string) => AskAnswer | undefined {
  const zones = publicServices(portfolio).availability?.timeZones ?? [];
  const name = ownerFirstName(portfolio);
  const writtenOffset = writtenOffsetVerdict(zones, name, [urls.api(url('getServices')), urls.abs(url('services'))]);
  return (question) => {
    const asked = ASKED.exec(question);
    if (!asked) return writtenOffset(question);
    if (zones.length !== 1) return undefined;
    const times = zoneTimes(zones[0]!);
    if (!times) return undefined;
    const hours = (HOURS[asked[1]!.toLowerCase()] ?? Number(asked[1])) + (/and a half/i.test(asked[0]) ? 0.5 : 0);
    const minutes = hours * 60 * (/ahead|after/i.test(asked[2]!) ? 1 : -1);
    const season = asked[3]?.toLowerCase();
    const time = season === 'summer' ? (times.daylight ?? times.standard) : times.standard;
    const other = season ? undefined : times.daylight;
    const yes = time.minutes === minutes || other?.minutes === minutes;
    const describe = (t: typeof time) => `${hoursText(t.minutes)} (${[t.offset, t.abbreviation].filter(Boolean).join(', ')})`;
    const when = season === 'summer' && times.daylight ? 'in summer ' : times.daylight ? 'in winter ' : '';
    const rest = other ? `, and in summer ${describe(other)}` : season && !times.daylight ? ' all year' : '';
    return reply('answer', 'profile', `${yes ? 'Yes' : 'No'}: ${when}${name} is ${describe(time)}${rest}, in the ${zones[0]} time zone.`, [
      urls.api(url('getServices')),
      urls.abs(url('services')),
    ]);
  };
}

/** "UTC+11", "GMT-5", "UTC+5:30" in a yes/no question. */
const WRITTEN = /^\s*(?:is|are|does|do|will)\b.*?\b(?:utc|gmt)\s?([+\-−])\s?(\d{1,2})(?::?(\d\d))?\b/i;

/** English month names (CLDR through Intl), January first. */
export const MONTHS = Array.from({ length: 12 }, (_, month) =>
  dateTimeFormat('en', { month: 'long', timeZone: 'UTC' })
    .format(Date.UTC(2025, month, 15))
    .toLowerCase(),
);

/** A zone's offset from UTC in minutes on the 15th of a month of 2025 (fixed, so an answer does not change with the date). */
export function offsetIn(zone: string, month: number): number | undefined {
  return offsetAt(zone, Date.UTC(2025, month, 15));
}

export const offsetText = (minutes: number) =>
  `UTC${minutes < 0 ? '−' : '+'}${Math.floor(Math.abs(minutes) / 60)}${Math.abs(minutes) % 60 ? `:${String(Math.abs(minutes) % 60).padStart(2, '0')}` : ''}`;

/**
 * The verdict on an offset written in the question ("UTC+11"), for the owner (one listed zone) or the
 * city the zone is named after ("Johannesburg" of Africa/Johannesburg): in the month asked, all year
 * ("all year", "year-round"), in a season (summer: daylight saving time, with its abbreviation; winter: standard
 * time), or else at some time of the year; undefined when the question names
 * another place or no zone is known.
 */
function writtenOffsetVerdict(zones: readonly string[], name: string, refs: string[]): (question: string) => AskAnswer | undefined {
  return (question) => {
    const asked = WRITTEN.exec(question);
    if (!asked || zones.length !== 1 || /\bor\b/i.test(question)) return undefined;
    const zone = zones[0]!;
    const city = zone.split('/').at(-1)!.replace(/_/g, ' ');
    // About the owner, or about the city of the zone: another place's time is not the listed zone's.
    const subject = /^\s*\S+\s+(?:she|he|they)\b/i.test(question) || question.toLowerCase().includes(name.toLowerCase());
    if (!subject && !(zone.includes('/') && question.toLowerCase().includes(city.toLowerCase()))) return undefined;
    const minutes = (asked[1] === '+' ? 1 : -1) * (Number(asked[2]) * 60 + Number(asked[3] ?? 0));
    const year = Array.from({ length: 12 }, (_, month) => offsetIn(zone, month));
    // Every day of the year: a change that neither the 15th of a month nor January and July sees is one all the same.
    const days = yearOffsets(zone);
    if (year.some((offset) => offset === undefined) || !days) return undefined;
    const offsets = year as number[];
    const month = MONTHS.findIndex((monthName) => new RegExp(`\\b${monthName}\\b`, 'i').test(question));
    const allYear = /\b(?:all|whole|entire|throughout the)\s+year\b|\byear[\s-]round\b/i.test(question);
    const who = subject ? `${name} is` : `${city} is`;
    const distinct = [...new Set(days)];
    const where = `in the ${zone} time zone`;
    if (month >= 0) {
      const yes = offsets[month] === minutes;
      const label = MONTHS[month]!.replace(/^./, (c) => c.toUpperCase());
      return reply('answer', 'profile', `${yes ? 'Yes' : 'No'}: in ${label} ${who} on ${offsetText(offsets[month]!)}, ${where}.`, refs);
    }
    // "Is she on UTC+2 in summer?": summer is the zone's daylight saving time (its larger offset, in either hemisphere), winter its standard time.
    const season = /\bsummer\b/i.test(question) ? 'summer' : /\bwinter\b/i.test(question) ? 'winter' : undefined;
    if (season && distinct.length === 2) {
      const times = zoneTimes(zone);
      const time = season === 'summer' ? times?.daylight : times?.standard;
      const offset = season === 'summer' ? Math.max(...distinct) : Math.min(...distinct);
      const named = time?.abbreviation ? ` (${time.abbreviation})` : '';
      return reply('answer', 'profile', `${offset === minutes ? 'Yes' : 'No'}: in ${season} ${who} on ${offsetText(offset)}${named}, ${where}.`, refs);
    }
    const all = distinct.length === 1 ? ' all year' : ' by the season';
    const yes = allYear ? distinct.length === 1 && distinct[0] === minutes : distinct.includes(minutes);
    return reply('answer', 'profile', `${yes ? 'Yes' : 'No'}: ${who} on ${distinct.map(offsetText).join(' or ')}${all}, ${where}.`, refs);
  };
}

// Their machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(ASKED, WRITTEN);
