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

const HOUR = 3_600_000;
const offsetAt = (zone: string, at: number) => part('en', zone, 'shortOffset', at);

/** The first hour after `from` (up to `to`) at which the zone's offset is no longer the one at `from`: a bisection, about 13 readings. */
function changeBetween(zone: string, from: number, to: number): number | undefined {
  const first = offsetAt(zone, from);
  if (!first || offsetAt(zone, to) === first) return undefined;
  let [low, high] = [from, to];
  while (high - low > HOUR) {
    const middle = low + Math.floor((high - low) / 2 / HOUR) * HOUR;
    if (offsetAt(zone, middle) === first) low = middle;
    else high = middle;
  }
  return high;
}

const ORDINALS = ['first', 'second', 'third', 'fourth'] as const;

/** "the last Sunday in September": the local day of an instant in the zone, as the weekday's place in its month (CLDR names through Intl). */
function dayRule(zone: string, at: number): { rule: string; month: string } {
  const parts = dateTimeFormat('en', { timeZone: zone, weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }).formatToParts(at);
  const value = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = Number(value('day'));
  const monthIndex = new Date(at).getUTCMonth();
  const length = new Date(Date.UTC(Number(value('year')), monthIndex + 1, 0)).getUTCDate();
  const place = day + 7 > length ? 'last' : ORDINALS[Math.ceil(day / 7) - 1];
  return { rule: `the ${place} ${value('weekday')} in ${value('month')}`, month: value('month') };
}

/**
 * "from the last Sunday in September to the first Sunday in April (September to April)": when the zone's daylight saving
 * time starts and ends, read from the runtime's ICU data for 2025 (a fixed year: the answer does not change with the date);
 * undefined for a zone without it.
 */
export function daylightSpan(zone: string): string | undefined {
  const times = zoneTimes(zone);
  if (!times?.daylight) return undefined;
  const [january, july, nextJanuary] = [DAYS[0], DAYS[1], Date.UTC(2026, 0, 15)];
  const first = changeBetween(zone, january, july);
  const second = changeBetween(zone, july, nextJanuary);
  if (first === undefined || second === undefined) return undefined;
  // In the north daylight saving time starts in the first half of the year; in the south it ends there.
  const north = times.daylight.minutes === zoneTime(zone, july)?.minutes;
  const [start, end] = (north ? [first, second] : [second, first]).map((at) => dayRule(zone, at));
  return `from ${start!.rule} to ${end!.rule} (${start!.month} to ${end!.month})`;
}

/** " Daylight saving time in Pacific/Auckland runs from …": asked of daylight saving time, the span of each listed zone that has one. */
export function daylightSpans(question: string, zones: readonly string[]): string {
  if (!DAYLIGHT_QUESTION.test(question)) return '';
  const spans = zones.flatMap((zone) => {
    const span = daylightSpan(zone);
    return span ? [` Daylight saving time in ${zone} runs ${span}.`] : [];
  });
  return spans.join('');
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
