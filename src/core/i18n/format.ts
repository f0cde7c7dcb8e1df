/**
 * Dates, numbers, lists, prices, availability and language names as the pages show them, per
 * language, through Intl (the one place that formats them for people; the API keeps ISO dates).
 */
import type { PublicServices } from '../schema/public.ts';
import { t } from './messages.ts';
import { dateTimeFormat, displayNames, listFormat, numberFormat } from './intl-cache.ts';

type PublicPrice = NonNullable<PublicServices['services'][number]['price']>;
type PublicAvailability = NonNullable<PublicServices['availability']>;

const UTC = { timeZone: 'UTC' } as const;

/** A partial ISO date for people: `2024` -> `2024`, `2024-03` -> `Mar 2024`, `2024-03-05` -> `Mar 5, 2024` (in `lang`). */
export function formatDate(lang: string, date: string, month: 'short' | 'long' = 'short'): string {
  const [y, m, d] = date.split('-');
  if (!m) return y!;
  const when = new Date(Date.UTC(Number(y), Number(m) - 1, d ? Number(d) : 1));
  const options: Intl.DateTimeFormatOptions = d ? { ...UTC, year: 'numeric', month, day: 'numeric' } : { ...UTC, year: 'numeric', month };
  return dateTimeFormat(lang, options).format(when);
}

export function formatNumber(lang: string, n: number): string {
  return numberFormat(lang).format(n);
}

/** `['a', 'b', 'c']` -> `a, b and c` (in `lang`). */
export function formatList(lang: string, items: readonly string[], type: 'conjunction' | 'disjunction' = 'conjunction'): string {
  return listFormat(lang, { style: 'long', type }).format(items);
}

/** A language's name in the language `inLang`: (`de`, `de`) -> `Deutsch`, (`en`, `de`) -> `German`. */
export function languageName(inLang: string, lang: string): string {
  return displayNames(inLang, { type: 'language' }).of(lang) ?? lang;
}

/** A language's own name as a label (capitalised): `fr` -> `Français`. */
export function nativeLanguageName(lang: string): string {
  const name = languageName(lang, lang);
  return name.charAt(0).toLocaleUpperCase(lang) + name.slice(1);
}

/** `{amount: 1100, currency: EUR, unit: day}` -> `€1,100 per day` (in `lang`). */
export function formatPrice(lang: string, price: PublicPrice): string {
  if (price === 'on request') return t(lang, 'price.onRequest');
  const amount = numberFormat(lang, {
    style: 'currency',
    currency: price.currency,
    minimumFractionDigits: Number.isInteger(price.amount) ? 0 : 2,
  }).format(price.amount);
  return t(lang, 'price.per', { amount, unit: price.unit });
}

const later = (a: PublicAvailability, today: string): a is PublicAvailability & { from: string } => Boolean(a.from && a.from > today.slice(0, a.from.length));

/** The availability as a badge: "Available now" or "Available from January 2027" (in `lang`). */
export function availabilityBadgeText(lang: string, a: PublicAvailability, today: string): string {
  return later(a, today) ? t(lang, 'availability.from', { month: formatDate(lang, a.from, 'long') }) : t(lang, 'availability.now');
}

/** The availability in one sentence: "Available from January 2027, 2 days a week, remote or hybrid (Europe/Berlin)." */
export function availabilitySentence(lang: string, a: PublicAvailability, today: string): string {
  const parts = [availabilityBadgeText(lang, a, today)];
  if (a.daysPerWeek !== undefined) parts.push(t(lang, 'availability.days', { days: a.daysPerWeek }));
  if (a.workplace?.length)
    parts.push(
      formatList(
        lang,
        a.workplace.map((place) => t(lang, 'availability.workplace', { place })),
        'disjunction',
      ),
    );
  const zones = a.timeZones?.length ? ` (${a.timeZones.join(', ')})` : '';
  return `${parts.join(', ')}${zones}.${a.note ? ` ${a.note}` : ''}`;
}
