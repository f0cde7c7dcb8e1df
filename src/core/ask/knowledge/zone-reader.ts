/**
 * What the three time-zone questions of ./zone-offsets.ts share (issue #28, the owner's facts): the one
 * listed time zone with the owner's name and the services' references, the IANA zone named after a city
 * (Intl's own list of zones: "New York" is America/New_York), a zone's offset at an instant, and the
 * difference between two clocks on every day of a year. Every offset comes from the runtime's ICU data
 * through Intl, never a table of offsets.
 *
 * A difference that is the same in January and in July need not be the same all year: North America
 * and Europe change their clocks on different Sundays, so New York is 4 hours behind London for three
 * weeks of March and one week of October; the southern hemisphere changes in the other months. Before
 * an answer calls a difference constant, `yearDifference` reads it on every day of 2025 (a fixed year:
 * an answer does not change with the date), and `exceptionText` says on which days it differs.
 */
import type { Portfolio } from '../../portfolio.ts';
import type { Urls } from '../../urls.ts';
import { publicServices } from '../../views.ts';
import { url } from '../../../catalogue/paths.ts';
import { dateTimeFormat } from '../../i18n/intl-cache.ts';
import { ownerFirstName } from './owner-name.ts';

/** The listed time zones, the owner's first name and the references of an answer about them. */
export interface ListedZones {
  zones: readonly string[];
  name: string;
  refs: string[];
}

/** The services' listed time zones of one portfolio, with the owner's name and the services' references. */
export function listedZones(portfolio: Portfolio, urls: Urls): ListedZones {
  return {
    zones: publicServices(portfolio).availability?.timeZones ?? [],
    name: ownerFirstName(portfolio),
    refs: [urls.api(url('getServices')), urls.abs(url('services'))],
  };
}

/** Intl's list of IANA zones (empty where the runtime has none). */
export const ianaZones = (): readonly string[] => (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];

/** A zone's exemplar city, lower case with spaces ("America/New_York" -> "new york"). */
export const zoneCity = (zone: string): string => zone.split('/').at(-1)!.replace(/_/g, ' ').toLowerCase();

/** Minutes ahead of UTC of `zone` at the instant `at`; undefined for a zone the runtime does not know. */
export function offsetAt(zone: string, at: number): number | undefined {
  if (zone === 'UTC') return 0;
  try {
    const written = dateTimeFormat('en', { timeZone: zone, timeZoneName: 'shortOffset' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value;
    const match = /^GMT(?:([+-])(\d{1,2})(?::(\d\d))?)?$/.exec(written ?? '');
    if (!match) return undefined;
    return (match[1] === '-' ? -1 : 1) * (Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0));
  } catch {
    return undefined;
  }
}

/** An offset written in a question: "UTC-5", "GMT+5:30" -> minutes; undefined without one. */
export function writtenOffset(question: string): number | undefined {
  const written = /\b(?:utc|gmt)\s?([+\-−])\s?(\d{1,2})(?::?(\d\d))?\b/i.exec(question);
  return written ? (written[1] === '+' ? 1 : -1) * (Number(written[2]) * 60 + Number(written[3] ?? 0)) : undefined;
}

const DAY = 86_400_000;
/** Noon UTC of 1 January 2025: the first of the days read. */
const FIRST_DAY = Date.UTC(2025, 0, 1, 12);
const DAYS = 365;
/** Days between readings; the days between two readings that differ are then read one by one. */
const STEP = 7;
const years = new Map<string, readonly number[] | null>();

/**
 * A clock's offset at noon UTC of every day of 2025: a zone's (read every week, and every day of a week
 * in which it changes, so about 70 readings), or a fixed offset in minutes; kept per zone. Undefined for
 * a zone the runtime does not know.
 */
export function yearOffsets(clock: string | number): readonly number[] | undefined {
  if (typeof clock === 'number') return Array.from({ length: DAYS }, () => clock);
  if (!years.has(clock)) years.set(clock, readYear(clock) ?? null);
  return years.get(clock) ?? undefined;
}

function readYear(zone: string): number[] | undefined {
  const offsets: (number | undefined)[] = Array.from({ length: DAYS });
  const read = (day: number) => (offsets[day] ??= offsetAt(zone, FIRST_DAY + day * DAY));
  for (let day = 0; day < DAYS; day += STEP) {
    const end = Math.min(day + STEP, DAYS - 1);
    if (read(day) === undefined) return undefined;
    if (read(end) !== read(day)) for (let each = day + 1; each < end; each++) read(each);
    else for (let each = day + 1; each < end; each++) offsets[each] = offsets[day];
  }
  return offsets as number[];
}

/** A stretch of days of 2025 (0 is 1 January) on which a difference holds. */
interface Stretch {
  from: number;
  to: number;
  minutes: number;
}

/** `first` minus `second` in minutes on every day of 2025, as stretches of days; undefined when a clock is unknown. */
export function yearDifference(first: string | number, second: string | number): Stretch[] | undefined {
  const [a, b] = [yearOffsets(first), yearOffsets(second)];
  if (!a || !b) return undefined;
  const stretches: Stretch[] = [];
  for (let day = 0; day < DAYS; day++) {
    const minutes = a[day]! - b[day]!;
    const last = stretches.at(-1);
    if (last && last.minutes === minutes) last.to = day;
    else stretches.push({ from: day, to: day, minutes });
  }
  return stretches;
}

const dayText = (day: number) => dateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(FIRST_DAY + day * DAY);

/**
 * The days of 2025 on which the difference is not `usual`, each stretch with what `said` makes of its difference:
 * "4 hours behind London from 9 March to 29 March and from 26 October to 1 November"; empty when there are none.
 */
export function exceptionText(stretches: readonly Stretch[], usual: number, said: (minutes: number) => string): string {
  const others = stretches.filter((stretch) => stretch.minutes !== usual);
  const values = [...new Set(others.map((stretch) => stretch.minutes))];
  return values
    .map((minutes) => {
      const spans = others
        .filter((stretch) => stretch.minutes === minutes)
        .map((stretch) => (stretch.from === stretch.to ? `on ${dayText(stretch.from)}` : `from ${dayText(stretch.from)} to ${dayText(stretch.to)}`));
      return `${said(minutes)} ${spans.join(' and ')}`;
    })
    .join('; ');
}

/** The difference on most days of 2025. */
export function usualDifference(stretches: readonly Stretch[]): number {
  const days = new Map<number, number>();
  for (const stretch of stretches) days.set(stretch.minutes, (days.get(stretch.minutes) ?? 0) + stretch.to - stretch.from + 1);
  return [...days].sort((x, y) => y[1] - x[1])[0]![0];
}
