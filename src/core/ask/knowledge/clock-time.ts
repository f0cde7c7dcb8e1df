/**
 * Time arithmetic over the listed time zone (issue #28, session 31, the owner's own facts): "How many
 * hours ahead of GMT is he?", "How far behind New York is she?", "It's 10:00 in London in January.
 * What time is it for him?". Every offset comes from the runtime's ICU data through Intl: the owner's
 * IANA zone from the services' availability, the asked city's zone by its exemplar city in the IANA
 * name ("London" is Europe/London, "New York" America/New_York), never a table of offsets. A month
 * asked picks the day the offsets are read (its 15th, 2025), so summer time applies where it does;
 * without one, winter and summer are both given when they differ. "Is she in the same time zone as
 * London in winter?" compares the two zones' offsets on those days.
 */
import type { Portfolio } from '../../portfolio.ts';
import type { Urls } from '../../urls.ts';
import { publicServices } from '../../views.ts';
import { url } from '../../../catalogue/paths.ts';
import { reply } from '../answers/reply.ts';
import type { AskAnswer } from '../schema.ts';
import { dateTimeFormat } from '../../i18n/intl-cache.ts';
import { releaseCompiledCode } from '../text/patterns.ts';
import { zoneTimes, zoneTimesText } from './time-zone.ts';
import { ownerFirstName } from './owner-name.ts';

/** "How many hours ahead of GMT", "how far behind London", "what is the time difference (between him and|with) Tokyo". */
const DIFFERENCE =
  /\bhow (?:many hours|far|much) (ahead of|behind|before|after) ([a-z][a-z .'-]*?)\s+(?:is|are|does|do)\b|\b(?:time difference|hours? difference) (?:between \w+ and|with|from|to) ([a-z][a-z .'-]*?)\s*(?:[?.!,]|\bin\b|$)/i;
/** "It's 10:00 in London", "when it is 9 am in New York", "at 14:30 UTC". */
const CLOCK = /\b(\d{1,2})(?:[:.h](\d\d))?\s*(am|pm|a\.m\.|p\.m\.)?\s+(?:in|at)?\s*([A-Za-z][A-Za-z .'-]*?)(?=[,.?!;]|\s+(?:in|on|during)\b|\s+what\b|$)/;
/** "Is she in the same time zone as London in winter?", "is he on the same time as Berlin?". */
const SAME = /^\s*(?:is|are|does|do)\b.*?\bsame time(?: ?zone)? as ([a-z][a-z .'-]*?)\s*(?:[?.!,]|\b(?:in|during|at|all)\b|$)/i;
const ASKS_TIME = /\bwhat time (?:is it|will it be|would it be)\b|\bwhat(?:'s| is) the time\b|\bwhat time for\b/i;
const MONTH_WORDS = (() => {
  const names: string[] = [];
  for (let month = 0; month < 12; month++)
    names.push(
      dateTimeFormat('en', { month: 'long', timeZone: 'UTC' })
        .format(Date.UTC(2025, month, 15))
        .toLowerCase(),
    );
  return names;
})();
const SEASON = /\b(winter|summer)\b/i;

/** The zone of a place's name: "gmt"/"utc" is UTC; a city is the IANA zone whose exemplar city it is (Intl's list). */
function zoneOf(name: string): string | undefined {
  const folded = name
    .trim()
    .toLowerCase()
    .replace(/^the\s+/, '');
  if (/^(?:gmt|utc|greenwich(?: mean time)?|zulu)$/.test(folded)) return 'UTC';
  if (folded.length < 3) return undefined;
  const wanted = folded.replace(/\s+/g, '_');
  return Intl.supportedValuesOf('timeZone').find((zone) => zone.toLowerCase().split('/').pop() === wanted);
}

/** Minutes ahead of UTC of `zone` at the instant `at`. */
function offsetAt(zone: string, at: number): number | undefined {
  if (zone === 'UTC') return 0;
  const written = dateTimeFormat('en', { timeZone: zone, timeZoneName: 'shortOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  const match = /^GMT(?:([+-])(\d{1,2})(?::(\d\d))?)?$/.exec(written ?? '');
  if (!match) return undefined;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0));
}

/** The days the offsets are read on: the asked month's 15th, else 15 January and 15 July. */
function days(text: string): { day: number; label: string }[] {
  const lower = text.toLowerCase();
  const month = MONTH_WORDS.findIndex((name) => new RegExp(`\\b${name}\\b`).test(lower));
  if (month >= 0) return [{ day: Date.UTC(2025, month, 15), label: `in ${MONTH_WORDS[month]!.replace(/^./, (c) => c.toUpperCase())}` }];
  const season = SEASON.exec(text)?.[1]?.toLowerCase();
  if (season) return [{ day: Date.UTC(2025, season === 'winter' ? 0 : 6, 15), label: `in ${season} (January/July in the north)` }];
  return [
    { day: Date.UTC(2025, 0, 15), label: 'in January' },
    { day: Date.UTC(2025, 6, 15), label: 'in July' },
  ];
}

const hours = (minutes: number) => {
  const h = Math.abs(minutes) / 60;
  return `${Number.isInteger(h) ? h : h.toFixed(2).replace(/0$/, '')} hour${h === 1 ? '' : 's'}`;
};

const clock = (minutes: number) => {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

/** "Baraka's time zone: Africa/Nairobi (UTC+3, EAT all year, with no daylight saving time)." */
function zoneLine(name: string, zone: string): string {
  const times = zoneTimes(zone);
  return `${name}'s time zone: ${zone}${times ? ` (${zoneTimesText(times)})` : ''}.`;
}

/** The answerer of one portfolio: a time difference or a converted clock time, or undefined. */
export function clockTimeAnswer(portfolio: Portfolio, urls: Urls): (question: string) => AskAnswer | undefined {
  const zones = publicServices(portfolio).availability?.timeZones ?? [];
  const name = ownerFirstName(portfolio);
  const refs = [urls.api(url('getServices')), urls.abs(url('services'))];
  return (question) => {
    if (zones.length !== 1) return undefined;
    const own = zones[0]!;
    const same = SAME.exec(question);
    const sameZone = same && zoneOf(same[1]!);
    if (same && sameZone && offsetAt(own, Date.UTC(2025, 0, 15)) !== undefined) {
      const said = days(question).map(({ day, label }) => ({ label, same: offsetAt(own, day) === offsetAt(sameZone, day) }));
      const verdict = said.every((s) => s.same) ? 'Yes' : said.every((s) => !s.same) ? 'No' : 'Only part of the year';
      const parts =
        said.length > 1 && verdict.startsWith('Only') ? ` (${said.map((s) => `${s.label}: ${s.same ? 'the same' : 'not the same'}`).join('; ')})` : '';
      return reply('answer', 'profile', `${verdict}${parts}. ${zoneLine(name, own)}`, refs);
    }
    const difference = DIFFERENCE.exec(question);
    if (difference) {
      const place = (difference[2] ?? difference[3])!;
      const other = zoneOf(place);
      if (!other || offsetAt(own, Date.UTC(2025, 0, 15)) === undefined) return undefined;
      const said = days(question).map(({ day, label }) => {
        const delta = offsetAt(own, day)! - offsetAt(other, day)!;
        return { delta, label };
      });
      const distinct = new Set(said.map((s) => s.delta));
      const where = other === 'UTC' ? place.trim().toUpperCase() : place.trim();
      const text = (delta: number) => (delta === 0 ? `on the same time as ${where}` : `${hours(delta)} ${delta > 0 ? 'ahead of' : 'behind'} ${where}`);
      const body =
        distinct.size === 1
          ? `${name} is ${text(said[0]!.delta)}${said.length > 1 ? ' all year' : ` ${said[0]!.label}`}`
          : said.map((s) => `${s.label} ${name} is ${text(s.delta)}`).join('; ');
      return reply('answer', 'profile', `${body.replace(/^./, (c) => c.toUpperCase())}. ${zoneLine(name, own)}`, refs);
    }
    if (!ASKS_TIME.test(question)) return undefined;
    const at = CLOCK.exec(question);
    if (!at) return undefined;
    const other = zoneOf(at[4]!);
    if (!other) return undefined;
    let hour = Number(at[1]);
    const minute = Number(at[2] ?? 0);
    const half = at[3]?.toLowerCase().replace(/\./g, '');
    if (hour > 23 || minute > 59 || (half && (hour < 1 || hour > 12))) return undefined;
    if (half === 'pm' && hour < 12) hour += 12;
    if (half === 'am' && hour === 12) hour = 0;
    const said = days(question).map(({ day, label }) => {
      const own_ = offsetAt(own, day);
      const theirs = offsetAt(other, day);
      return own_ === undefined || theirs === undefined ? undefined : { label, time: clock(hour * 60 + minute - theirs + own_) };
    });
    if (said.some((s) => !s)) return undefined;
    const asked = `${clock(hour * 60 + minute)} in ${other === 'UTC' ? at[4]!.trim().toUpperCase() : at[4]!.trim()}`;
    const distinct = new Set(said.map((s) => s!.time));
    const body =
      distinct.size === 1
        ? `It is ${said[0]!.time} for ${name} when it is ${asked}${said.length === 1 ? ` ${said[0]!.label}` : ''}`
        : `When it is ${asked}, it is ${said.map((s) => `${s!.time} for ${name} ${s!.label}`).join(' and ')}`;
    return reply('answer', 'profile', `${body}. ${zoneLine(name, own)}`, refs);
  };
}

// Their machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(DIFFERENCE, CLOCK, ASKS_TIME, SEASON, SAME);
