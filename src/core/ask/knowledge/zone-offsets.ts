/**
 * The owner's listed time zone against another clock (issue #28, sessions 31-36, the owner's facts), one
 * reader with three questions, every offset read from the runtime's ICU data through Intl (./zone-reader.ts):
 * - the same zone? "Is he in the same time zone as Singapore (UTC+8)?", "Is she on the same time as London
 *   in winter?": the two zones' offsets compared (Perth is no Singapore, but its clock is);
 * - how far ahead or behind? "How far behind Tokyo is she?", "How many hours ahead of GMT is he?", and of the
 *   asker's own clock: "I'm in New York on UTC-5 in January. How many hours ahead of me is she?";
 * - what time is it there? "It's 10:00 in London in January. What time is it for him?".
 * The other clock is the IANA zone whose exemplar city the question names ("New York" is America/New_York),
 * UTC for "GMT", or an offset the question writes. A month asked picks the day the offsets are read (its
 * 15th, 2025); without one, January and July, and a difference that is the same on both is called constant
 * only when it is the same on every day of the year; else the answer says on which days it is not.
 */
import type { Portfolio } from '../../portfolio.ts';
import type { Urls } from '../../urls.ts';
import { reply } from '../answers/reply.ts';
import type { AskAnswer } from '../schema.ts';
import { releaseCompiledCode } from '../text/patterns.ts';
import { fold } from '../text/words.ts';
import { zoneTimes, zoneTimesText } from './time-zone.ts';
import { MONTHS, offsetText } from './offset-verdict.ts';
import { exceptionText, ianaZones, listedZones, offsetAt, usualDifference, writtenOffset, yearDifference, yearOffsets, zoneCity } from './zone-reader.ts';

/** "the same time zone as X", "the same time as X", "share a time zone with X" (the place up to the end). */
const SAME_AS = /\b(?:(?:same|one)\s+(?:time\s*zone|time|clock)\s+as|share\s+(?:a|the)\s+time\s*zone\s+with)\s+(.+?)\s*[?.!]*\s*$/i;
/** "Is she in the same time zone as London in winter?", "is he on the same time as Berlin?". */
const SAME = /^\s*(?:is|are|does|do)\b.*?\bsame time(?: ?zone)? as ([a-z][a-z .'-]*?)\s*(?:[?.!,]|\b(?:in|during|at|all)\b|$)/i;
/** "How many hours ahead of GMT", "how far behind London", "what is the time difference (between him and|with) Tokyo". */
const DIFFERENCE =
  /\bhow (?:many hours|far|much) (ahead of|behind|before|after) ([a-z][a-z .'-]*?)\s+(?:is|are|does|do)\b|\b(?:time difference|hours? difference) (?:between \w+ and|with|from|to) ([a-z][a-z .'-]*?)\s*(?:[?.!,]|\bin\b|$)/i;
/** "how many hours ahead of me", "how far behind us", "what is the time difference between us". */
const OF_ASKER = /\b(?:how (?:many hours|far)\b.*?\b(ahead|behind)\b(?: of)? (?:me|us|my|our)\b|time difference (?:between|with|to|from) (?:me|us)\b)/i;
/** "It's 10:00 in London", "when it is 9 am in New York", "at 14:30 UTC". */
const CLOCK = /\b(\d{1,2})(?:[:.h](\d\d))?\s*(am|pm|a\.m\.|p\.m\.)?\s+(?:in|at)?\s*([A-Za-z][A-Za-z .'-]*?)(?=[,.?!;]|\s+(?:in|on|during)\b|\s+what\b|$)/;
const ASKS_TIME = /\bwhat time (?:is it|will it be|would it be)\b|\bwhat(?:'s| is) the time\b|\bwhat time for\b/i;
const SEASON = /\b(winter|summer)\b/i;

const upper = (text: string) => text.replace(/^./, (c) => c.toUpperCase());
const JANUARY = Date.UTC(2025, 0, 15);
const JULY = Date.UTC(2025, 6, 15);

/** The zone of a place's name: "gmt"/"utc" is UTC; a city is the IANA zone whose exemplar city it is. */
function zoneOf(name: string): string | undefined {
  const folded = name
    .trim()
    .toLowerCase()
    .replace(/^the\s+/, '');
  if (/^(?:gmt|utc|greenwich(?: mean time)?|zulu)$/.test(folded)) return 'UTC';
  if (folded.length < 3) return undefined;
  const wanted = folded.replace(/\s+/g, '_');
  return ianaZones().find((zone) => zone.toLowerCase().split('/').pop() === wanted);
}

/** The zone named after a place written with accents or a note ("Zürich (UTC+1)"), compared by its letters. */
function zoneOfPlace(place: string): string | undefined {
  const letters = (text: string) =>
    fold(text)
      .replace(/[^a-z]+/g, ' ')
      .trim();
  const wanted = letters(place.replace(/\(.*\)/, ''));
  return wanted ? ianaZones().find((zone) => letters(zoneCity(zone)) === wanted) : undefined;
}

/** The IANA zone named after the longest city the question names ("new york" -> America/New_York), other than `own`. */
function zoneNamedIn(question: string, own: string): string | undefined {
  const folded = ` ${fold(question).replace(/[^a-z]+/g, ' ')} `;
  let best: { zone: string; length: number } | undefined;
  for (const zone of ianaZones()) {
    if (zone === own || !zone.includes('/')) continue;
    const city = fold(zoneCity(zone)).replace(/[^a-z]+/g, ' ');
    if (city.length > (best?.length ?? 3) && folded.includes(` ${city} `)) best = { zone, length: city.length };
  }
  return best?.zone;
}

/** The days the offsets are read on: the asked month's 15th, else 15 January and 15 July (`year`: both, so the whole year is read). */
function days(text: string): { day: number; label: string; year?: boolean }[] {
  const lower = text.toLowerCase();
  const month = MONTHS.findIndex((name) => new RegExp(`\\b${name}\\b`).test(lower));
  if (month >= 0) return [{ day: Date.UTC(2025, month, 15), label: `in ${upper(MONTHS[month]!)}` }];
  const season = SEASON.exec(text)?.[1]?.toLowerCase();
  if (season) return [{ day: season === 'winter' ? JANUARY : JULY, label: `in ${season} (January/July in the north)` }];
  return [
    { day: JANUARY, label: 'in January', year: true },
    { day: JULY, label: 'in July', year: true },
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

/** "UTC+10 all year", "UTC−5 in January, UTC−4 in July", as the whole year of the clock has it. */
function yearText(clock: string | number): string {
  const year = yearOffsets(clock)!;
  const [january, july] = [year[14]!, year[195]!];
  if (january !== july) return `${offsetText(january)} in January, ${offsetText(july)} in July`;
  const stretches = yearDifference(clock, 0)!;
  if (stretches.length === 1) return `${offsetText(january)} all year`;
  return `${offsetText(january)} most of the year (${exceptionText(stretches, january, offsetText)}, in 2025)`;
}

/** What `said` makes of `first` − `second` on the days of 2025 it is not the usual difference ("4 hours behind London from 9 March to 29 March"); "" when it is the same all year. */
function changes(first: string | number, second: string | number, said: (minutes: number) => string): string {
  const stretches = yearDifference(first, second);
  return stretches && stretches.length > 1 ? exceptionText(stretches, usualDifference(stretches), said) : '';
}

/** Why the dates of a change are given as they are. */
const CHANGE_DAYS = '(dates of 2025: the two clocks change on different days)';

/** The reader of one portfolio: a question of the listed zone against another clock, answered, or undefined. */
export function zoneOffsetReader(portfolio: Portfolio, urls: Urls): (question: string) => AskAnswer | undefined {
  const { zones, name, refs } = listedZones(portfolio, urls);
  const own = zones[0]!;
  const known = zones.length === 1 && offsetAt(own, JANUARY) !== undefined;
  const answer = (text: string, confidence?: number) => reply('answer', 'profile', text, refs, confidence);

  /** The same zone, the place written to the end of the question: "Yes."/"No."/"Only in …" with both zones' offsets. */
  const sameAs = (question: string) => {
    const asked = SAME_AS.exec(question);
    if (!asked) return undefined;
    const zone = zoneOfPlace(asked[1]!);
    const fixed = writtenOffset(question);
    const other = zone ?? fixed;
    if (other === undefined) return undefined;
    const place = asked[1]!.replace(/\s*\(.*\)\s*$/, '').trim();
    const stretches = yearDifference(own, other);
    if (!stretches) return undefined;
    const winter = offsetAt(own, JANUARY) === yearOffsets(other)![14];
    const summer = offsetAt(own, JULY) === yearOffsets(other)![195];
    const always = stretches.length === 1 && stretches[0]!.minutes === 0;
    const verdict = always ? 'Yes.' : !winter && !summer ? 'No.' : winter && summer ? 'Not all year:' : `Only in ${winter ? 'January' : 'July'}:`;
    return answer(`${verdict} ${name}'s ${own} is on ${yearText(own)}; ${place}${zone ? ` (${zone})` : ''} is on ${yearText(other)}.`, 0.9);
  };

  /** The same zone, the place before a season or a month: "Yes"/"No"/"Only part of the year" with the listed zone. */
  const same = (question: string) => {
    const asked = SAME.exec(question);
    const zone = asked && zoneOf(asked[1]!);
    if (!zone) return undefined;
    const read = days(question);
    const said = read.map(({ day, label }) => ({ label, same: offsetAt(own, day) === offsetAt(zone, day) }));
    const year = yearDifference(own, zone);
    const always = !read[0]!.year || (year?.length === 1 && year[0]!.minutes === 0);
    const verdict = said.every((s) => s.same) && always ? 'Yes' : said.every((s) => !s.same) ? 'No' : 'Only part of the year';
    const parts =
      said.length > 1 && verdict.startsWith('Only')
        ? said.every((s) => s.same) && year
          ? ` (not the same ${exceptionText(year, 0, () => '').trim()}, in 2025)`
          : ` (${said.map((s) => `${s.label}: ${s.same ? 'the same' : 'not the same'}`).join('; ')})`
        : '';
    return answer(`${verdict}${parts}. ${zoneLine(name, own)}`);
  };

  /** How far ahead of or behind a named place. */
  const difference = (question: string) => {
    const asked = DIFFERENCE.exec(question);
    if (!asked) return undefined;
    const place = (asked[2] ?? asked[3])!;
    const other = zoneOf(place);
    if (!other) return undefined;
    const said = days(question).map(({ day, label }) => ({ delta: offsetAt(own, day)! - offsetAt(other, day)!, label }));
    const where = other === 'UTC' ? place.trim().toUpperCase() : place.trim();
    const text = (delta: number) => (delta === 0 ? `on the same time as ${where}` : `${hours(delta)} ${delta > 0 ? 'ahead of' : 'behind'} ${where}`);
    const constant = new Set(said.map((s) => s.delta)).size === 1;
    const changed = constant && said.length > 1 ? changes(own, other, text) : '';
    const yearLong = changed ? ` most of the year, and ${changed} ${CHANGE_DAYS}` : ' all year';
    const body = constant
      ? `${name} is ${text(said[0]!.delta)}${said.length > 1 ? yearLong : ` ${said[0]!.label}`}`
      : said.map((s) => `${s.label} ${name} is ${text(s.delta)}`).join('; ');
    return answer(`${upper(body)}. ${zoneLine(name, own)}`);
  };

  /** How far ahead of or behind the asker, whose clock is an offset written or a city named. */
  const ofAsker = (question: string) => {
    if (!OF_ASKER.test(question)) return undefined;
    const fixed = writtenOffset(question);
    const zone = fixed === undefined ? zoneNamedIn(question, own) : undefined;
    const theirs = fixed ?? zone;
    if (theirs === undefined) return undefined;
    const month = MONTHS.findIndex((monthName) => new RegExp(`\\b${monthName}\\b`, 'i').test(question));
    const readings = (month >= 0 ? [month] : [0, 6]).map((m) => ({
      month: m,
      owner: offsetAt(own, Date.UTC(2025, m, 15)),
      asker: fixed ?? offsetAt(zone!, Date.UTC(2025, m, 15)),
    }));
    if (readings.some((r) => r.owner === undefined || r.asker === undefined)) return undefined;
    const differences = [...new Set(readings.map((r) => r.owner! - r.asker!))];
    const you = zone ? `you in ${zone}` : 'you';
    const relation = (difference: number) => (difference === 0 ? 'on the same time as' : `${hours(difference)} ${difference > 0 ? 'ahead of' : 'behind'}`);
    const line = (r: (typeof readings)[number]) =>
      `in ${upper(MONTHS[r.month]!)} ${name} (${own}) is on ${offsetText(r.owner!)} and ${you} on ${offsetText(r.asker!)}, so ${name} is ${relation(r.owner! - r.asker!)} you`;
    const changing = month < 0 && differences.length === 1 ? changes(own, theirs, (minutes) => `${relation(minutes)} you`) : '';
    const lead =
      differences.length === 1 ? `${hours(differences[0]!)}${differences[0] === 0 ? ' (the same time)' : ''}${changing ? ' most of the year' : ''}: ` : '';
    const text = `${lead}${readings.map(line).join('; ')}${changing ? `; ${name} is ${changing} ${CHANGE_DAYS}` : ''}.`;
    return answer(upper(text), 0.9);
  };

  /** The owner's time when it is a time of day at a named place. */
  const timeThere = (question: string) => {
    if (!ASKS_TIME.test(question)) return undefined;
    const at = CLOCK.exec(question);
    const other = at && zoneOf(at[4]!);
    if (!other) return undefined;
    let hour = Number(at[1]);
    const minute = Number(at[2] ?? 0);
    const half = at[3]?.toLowerCase().replace(/\./g, '');
    if (hour > 23 || minute > 59 || (half && (hour < 1 || hour > 12))) return undefined;
    if (half === 'pm' && hour < 12) hour += 12;
    if (half === 'am' && hour === 12) hour = 0;
    const read = days(question);
    const said = read.map(({ day, label }) => {
      const [mine, theirs] = [offsetAt(own, day), offsetAt(other, day)];
      return mine === undefined || theirs === undefined ? undefined : { label, time: clock(hour * 60 + minute - theirs + mine) };
    });
    if (said.some((s) => !s)) return undefined;
    const asked = `${clock(hour * 60 + minute)} in ${other === 'UTC' ? at[4]!.trim().toUpperCase() : at[4]!.trim()}`;
    const constant = new Set(said.map((s) => s!.time)).size === 1;
    const changing = constant && read[0]!.year ? changes(own, other, (minutes) => clock(hour * 60 + minute + minutes)) : '';
    const body = constant
      ? `It is ${said[0]!.time} for ${name} when it is ${asked}${said.length === 1 ? ` ${said[0]!.label}` : ''}${changing ? `, and ${changing} ${CHANGE_DAYS}` : ''}`
      : `When it is ${asked}, it is ${said.map((s) => `${s!.time} for ${name} ${s!.label}`).join(' and ')}`;
    return answer(`${body}. ${zoneLine(name, own)}`);
  };

  return (question) => (known ? (sameAs(question) ?? same(question) ?? difference(question) ?? ofAsker(question) ?? timeThere(question)) : undefined);
}

// Their machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(SAME_AS, SAME, DIFFERENCE, OF_ASKER, CLOCK, ASKS_TIME, SEASON);
