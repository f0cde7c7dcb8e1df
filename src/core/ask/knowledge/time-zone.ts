/**
 * A time zone in words, from the runtime's ICU data only (no table of zones): its offset from UTC,
 * its abbreviation and its name in standard time and, where it has one, in daylight saving time.
 * "Europe/London" -> "Greenwich Mean Time; UTC+0, GMT; in summer UTC+1, BST, British Summer Time".
 * The offsets are read on fixed days (15 January and 15 July 2025), so an answer does not change
 * with the date; the smaller offset is standard time (January is summer in the south).
 */
import { dateTimeFormat } from '../../i18n/intl-cache.ts';
import { releaseCompiledCode } from '../text/patterns.ts';

interface ZoneTime {
  minutes: number;
  /** "UTC+10", "UTC−6" (a minus sign), "UTC+5:30", "UTC+0". */
  offset: string;
  /** "CDT", "BST", "AEST"; undefined where ICU knows only an offset. */
  abbreviation?: string;
  /** "Central Daylight Time". */
  name?: string;
}

export interface ZoneTimes {
  standard: ZoneTime;
  /** Undefined for a zone without daylight saving time. */
  daylight?: ZoneTime;
}

const DAYS = [Date.UTC(2025, 0, 15), Date.UTC(2025, 6, 15)] as const;
/** English locales whose ICU data carry the abbreviations of their own regions' zones (en-GB: BST, CEST; en-AU: AEST; en-IN: IST). */
const ENGLISH = ['en-US', 'en-GB', 'en-AU', 'en-IN'] as const;

function part(locale: string, zone: string, style: 'short' | 'long' | 'shortOffset', day: number): string | undefined {
  try {
    return dateTimeFormat(locale, { timeZone: zone, timeZoneName: style })
      .formatToParts(day)
      .find((p) => p.type === 'timeZoneName')?.value;
  } catch {
    return undefined;
  }
}

function zoneTime(zone: string, day: number): ZoneTime | undefined {
  const match = /^GMT(?:([+-])(\d{1,2})(?::(\d\d))?)?$/.exec(part('en', zone, 'shortOffset', day) ?? '');
  if (!match) return undefined;
  const sign = match[1] === '-' ? -1 : 1;
  const minutes = sign * (Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0));
  const offset = `UTC${sign < 0 ? '−' : '+'}${match[2] ?? 0}${match[3] ? `:${match[3]}` : ''}`;
  const abbreviation = ENGLISH.map((locale) => part(locale, zone, 'short', day)).find((a) => a && !/^(?:GMT|UTC)[+-−]/.test(a));
  const name = part('en', zone, 'long', day);
  return { minutes, offset, abbreviation, name: name && !/^(?:GMT|UTC)[+-−]/.test(name) ? name : undefined };
}

/** The zone's standard and daylight saving times; undefined for a zone the runtime does not know. */
export function zoneTimes(zone: string): ZoneTimes | undefined {
  const [january, july] = DAYS.map((day) => zoneTime(zone, day));
  if (!january || !july) return fixedOffset(zone);
  if (january.minutes === july.minutes) return { standard: january };
  return january.minutes < july.minutes ? { standard: january, daylight: july } : { standard: july, daylight: january };
}

const words = (time: ZoneTime) => [time.offset, time.abbreviation].filter(Boolean).join(', ');

/** "UTC+0, GMT; in summer, daylight saving time: UTC+1, BST, British Summer Time" (no parentheses: the answer puts it in some) or "UTC+10, AEST all year, with no daylight saving time". */
export function zoneTimesText(times: ZoneTimes): string {
  const { standard, daylight } = times;
  if (!daylight) return `${words(standard)} all year, with no daylight saving time`;
  return `${words(standard)}; in summer, daylight saving time: ${[words(daylight), daylight.name].filter(Boolean).join(', ')}`;
}

/** "Does she switch to daylight saving time?", "Is he on summer time?": a question whether the zone changes in summer. */
export const DAYLIGHT_QUESTION = /\b(?:daylight sav(?:ing|ings)|summer ?time|dst)\b/i;

/** The verdict for a daylight saving question: "Yes. " or "No. ", over every listed zone. */
export function daylightVerdict(question: string, times: readonly (ZoneTimes | undefined)[]): string {
  if (!DAYLIGHT_QUESTION.test(question) || !/^\s*(?:does|do|is|are|will|has|have)\b/i.test(question) || !times.every(Boolean)) return '';
  return times.some((t) => t?.daylight) ? 'Yes. ' : 'No. ';
}

/** "UTC+05:30", "GMT-3", "+02:00": a fixed offset written as the zone, the same all year. */
function fixedOffset(zone: string): ZoneTimes | undefined {
  const match = /^(?:UTC|GMT)?\s*([+\-−])(\d{1,2})(?::?(\d\d))?$/.exec(zone.trim());
  if (!match) return undefined;
  const sign = match[1] === '+' ? 1 : -1;
  const hours = Number(match[2]);
  const extra = match[3] && match[3] !== '00' ? `:${match[3]}` : '';
  const minutes = sign * (hours * 60 + Number(match[3] ?? 0));
  return { standard: { minutes, offset: `UTC${sign < 0 ? '−' : '+'}${hours}${extra}` } };
}

// Their machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(DAYLIGHT_QUESTION);
