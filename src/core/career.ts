/**
 * Facts derived from the career and the services, in words: the current positions, the years
 * of experience, a price and the availability as text. Pure; the pages, the social cards and
 * the ask engine's career knowledge (./ask/knowledge/career.ts) read them, always from the
 * public views.
 */
import type { Experience } from './schema/career.ts';
import type { PublicServices } from './schema/public.ts';
import { dateTimeFormat, numberFormat } from './i18n/intl-cache.ts';

type PublicPrice = NonNullable<PublicServices['services'][number]['price']>;
type PublicAvailability = NonNullable<PublicServices['availability']>;

/** The services page exists when the owner lists services or states an availability. */
export function hasServicesPage(services: { services?: readonly unknown[]; availability?: unknown }): boolean {
  return Boolean(services.services?.length || services.availability);
}

/** The positions without an end date, most recently started first. */
export function currentPositions(experience: readonly Experience[]): Experience[] {
  return experience.filter((e) => !e.end).sort((a, b) => b.start.localeCompare(a.start));
}

/** Months since year 0 of a partial date; `end` rounds a bare year or month up to its last month. */
function months(date: string, end = false): number {
  const [y, m] = date.split('-').map(Number);
  return y! * 12 + (m ? m - 1 : end ? 11 : 0);
}

/**
 * Whole years of professional experience: the union of all positions (overlaps counted once),
 * current ones up to `today` (YYYY-MM-DD).
 */
export function yearsOfExperience(experience: readonly Experience[], today: string): number {
  const spans = experience
    .map((e) => [months(e.start), e.end ? months(e.end, true) + 1 : months(today) + 1] as const)
    .filter(([a, b]) => b > a)
    .sort((x, y) => x[0] - y[0]);
  let total = 0;
  let cursor = Number.NEGATIVE_INFINITY;
  for (const [a, b] of spans) {
    const from = Math.max(a, cursor);
    if (b > from) total += b - from;
    cursor = Math.max(cursor, b);
  }
  return Math.floor(total / 12);
}

/** `{amount: 1100, currency: EUR, unit: day}` -> `€1,100 per day`; `on request` -> `on request`. */
export function priceLabel(price: PublicPrice): string {
  if (price === 'on request') return 'on request';
  const amount = numberFormat('en', {
    style: 'currency',
    currency: price.currency,
    minimumFractionDigits: Number.isInteger(price.amount) ? 0 : 2,
  }).format(price.amount);
  return `${amount} per ${price.unit}`;
}

const WORKPLACE_WORDS = { remote: 'remote', 'on-site': 'on site', hybrid: 'hybrid' } as const;

/** A month name for a partial date: `2027-01` -> `January 2027`. */
export function monthLabel(date: string): string {
  const [y, m, d] = date.split('-');
  if (!m) return y!;
  const month = dateTimeFormat('en', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, Number(m) - 1, 1));
  return d ? `${Number(d)} ${month} ${y}` : `${month} ${y}`;
}

/** The availability as a badge, a few words: "Available now" or "Available from January 2027". */
export function availabilityBadge(a: PublicAvailability, today: string): string {
  return a.from && a.from > today.slice(0, a.from.length) ? `Available from ${monthLabel(a.from)}` : 'Available now';
}

/** The availability in one sentence, for example "Available from January 2027, 2 days a week, remote or hybrid (Europe/Stockholm)." */
export function availabilityText(a: PublicAvailability, today: string): string {
  const from = a.from && a.from > today.slice(0, a.from.length) ? `from ${monthLabel(a.from)}` : 'now';
  const parts = [`Available ${from}`];
  if (a.daysPerWeek !== undefined) parts.push(`${a.daysPerWeek} ${a.daysPerWeek === 1 ? 'day' : 'days'} a week`);
  if (a.workplace?.length) parts.push(a.workplace.map((w) => WORKPLACE_WORDS[w]).join(' or '));
  const zones = a.timeZones?.length ? ` (${a.timeZones.join(', ')})` : '';
  return `${parts.join(', ')}${zones}.${a.note ? ` ${a.note}` : ''}`;
}
