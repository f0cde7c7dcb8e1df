// Intl formatters are made once per locale and options (src/core/i18n/intl-cache.ts), not for
// every date, price or name of every page and answer: each one is a set of ICU objects in the C
// heap, and making them per call left glibc's heap full of freed holes (docs/security.md,
// Memory under load).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { availabilityText, monthLabel, priceLabel } from '../../src/core/career.ts';
import { formatDate, formatList, formatNumber, formatPrice, languageName } from '../../src/core/i18n/format.ts';
import { dateTimeFormat, INTL_CACHE_MAX, intlCacheSize, numberFormat } from '../../src/core/i18n/intl-cache.ts';
import { localiseFormats } from '../../src/core/ask/languages/index.ts';
import { countryName } from '../../src/core/resume.ts';

const KINDS = ['DateTimeFormat', 'NumberFormat', 'ListFormat', 'DisplayNames'] as const;
type Kind = (typeof KINDS)[number];

describe('Intl formatters are made once per locale and options', () => {
  const made: Record<Kind, number> = { DateTimeFormat: 0, NumberFormat: 0, ListFormat: 0, DisplayNames: 0 };
  const originals = Object.fromEntries(KINDS.map((k) => [k, Intl[k]])) as Record<Kind, unknown>;
  beforeEach(() => {
    for (const kind of KINDS) {
      made[kind] = 0;
      // Counts the constructions; everything else is the real constructor.
      (Intl as Record<Kind, unknown>)[kind] = new Proxy(originals[kind] as object, {
        construct(target, args, newTarget) {
          made[kind]++;
          return Reflect.construct(target as new (...a: unknown[]) => object, args, newTarget);
        },
      });
    }
  });
  afterEach(() => {
    for (const kind of KINDS) (Intl as Record<Kind, unknown>)[kind] = originals[kind];
  });

  it('the pages: dates, numbers, lists, prices and language names, 200 times each', () => {
    for (let i = 0; i < 200; i++) {
      expect(formatDate('de', '2024-03')).toBe('März 2024');
      expect(formatDate('en', '2024-03-05', 'long')).toBe('March 5, 2024');
      expect(formatNumber('de', 1234.5)).toBe('1.234,5');
      expect(formatList('en', ['a', 'b', 'c'])).toBe('a, b, and c');
      expect(formatPrice('en', { amount: 1100, currency: 'EUR', unit: 'day' })).toContain('€1,100');
      expect(languageName('en', 'de')).toBe('German');
    }
    // At most once per locale and options (none when another test made them first): two date
    // formats, a number and a price, one list, one name.
    const most = { DateTimeFormat: 2, NumberFormat: 2, ListFormat: 1, DisplayNames: 1 };
    for (const kind of KINDS) expect(made[kind], kind).toBeLessThanOrEqual(most[kind]);
  });

  it('the answers and the career facts (prices, months, countries, localised answers), 200 times each', () => {
    for (let i = 0; i < 200; i++) {
      expect(priceLabel({ amount: 9500, currency: 'EUR', unit: 'project' })).toBe('€9,500 per project');
      expect(monthLabel('2027-01')).toBe('January 2027');
      expect(availabilityText({ from: '2027-01' }, '2026-11-28')).toContain('January 2027');
      expect(countryName('SE')).toBe('Sweden');
      expect(localiseFormats('de', 'Since 2024-03, €9,500, Germany').replace(/\s/g, ' ')).toBe('Since März 2024, 9.500 €, Deutschland');
    }
    for (const kind of KINDS) expect(made[kind], kind).toBeLessThanOrEqual(3);
  });

  it('the cache is bounded: a new locale and options pushes out the oldest', () => {
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    for (let i = 0; i < INTL_CACHE_MAX + 50; i++) {
      const currency = `X${letters[Math.floor(i / 26) % 26]}${letters[i % 26]}`;
      expect(numberFormat('en', { style: 'currency', currency }).resolvedOptions().currency).toBe(currency);
    }
    expect(intlCacheSize()).toBeLessThanOrEqual(INTL_CACHE_MAX);
  });

  it('a constructor that throws caches nothing and throws as before', () => {
    expect(() => dateTimeFormat('en', { timeZone: 'Not/AZone' })).toThrow(RangeError);
    expect(() => dateTimeFormat('en', { timeZone: 'Not/AZone' })).toThrow(RangeError);
    expect(made.DateTimeFormat).toBe(2);
  });
});
