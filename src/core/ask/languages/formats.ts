/**
 * The dates, prices, months, time zones and places the engine writes in English, written in another
 * language by Intl (CLDR) for an answer in that language (./index.ts `localiseAnswer`); quoted
 * content stays as written.
 */
import { formatDate } from '../../i18n/format.ts';
import { dateTimeFormat, displayNames, numberFormat } from '../../i18n/intl-cache.ts';
import { releaseCompiledCode } from '../text/patterns.ts';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** UN M.49 codes of the continents the gazetteer names (./tables/continents.json), which Intl names in every language. */
const CONTINENT_CODES = ['150', '142', '002', '003', '005', '009'];

/** English place names (`Germany`, `the United States`, `Europe`) -> their region code, for Intl to name them in another language. */
const englishPlaces = (() => {
  let places: Map<string, string> | undefined;
  return () => {
    if (places) return places;
    places = new Map();
    const english = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    const codes = [...CONTINENT_CODES, ...[...letters].flatMap((a) => [...letters].map((b) => a + b))];
    for (const code of codes) {
      const name = english.of(code);
      if (name && name !== code && !places.has(name)) places.set(name, code);
    }
    return places;
  };
})();

/** The parts of a text outside quotation marks (quoted content stays as written), each through `change`. */
function outsideQuotes(text: string, change: (part: string) => string): string {
  return text
    .split(/(“[^”]*”|„[^“]*“|"[^"]*")/)
    .map((part, i) => (i % 2 ? part : change(part)))
    .join('');
}

/**
 * What the engine writes in English formats, in `code`'s: ISO dates (`2024-03` -> `März 2024`),
 * "January 2027", prices in euros, dollars or pounds (`€9,500` -> `9.500 €`) and the names of
 * countries and continents (`Europe` -> `Europa`), outside quotations.
 */
export function localiseFormats(code: string, text: string): string {
  const places = englishPlaces();
  const regionNames = displayNames(code, { type: 'region', fallback: 'none' });
  // A place name, never a part of a time zone's id (`Europe/Berlin`).
  const placePattern = new RegExp(
    `(?<![\\w/])(?:the )?(${[...places.keys()]
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join('|')})(?![\\w/])`,
    'g',
  );
  return outsideQuotes(text, (part) =>
    part
      .replace(/\b(\d{4})-(\d{2})(?:-(\d{2}))?\b/g, (iso) => formatDate(code, iso))
      .replace(new RegExp(`\\b(${MONTHS.join('|')}) (\\d{4})\\b`, 'g'), (_m, month: string, year: string) =>
        formatDate(code, `${year}-${String(MONTHS.indexOf(month) + 1).padStart(2, '0')}`, 'long'),
      )
      .replace(/([€$£])(\d{1,3}(?:,\d{3})*(?:\.\d+)?)/g, (_m, sign: string, amount: string) =>
        numberFormat(code, { style: 'currency', currency: CURRENCY_SIGNS[sign]!, minimumFractionDigits: amount.includes('.') ? 2 : 0 }).format(
          Number(amount.replace(/,/g, '')),
        ),
      )
      .replace(ZONE, (found, zone: string) => {
        const name = zoneName(code, zone);
        return name ? `${zone} (${name})` : found;
      })
      .replace(placePattern, (found, name: string) => regionNames.of(places.get(name)!) ?? found),
  );
}

/** An IANA time zone with its English name, as the engine writes it: `Europe/Berlin (Central European Time)`. */
const ZONE = /\b([A-Z][A-Za-z]+(?:\/[A-Za-z_-]+)+) \([A-Z][^()]*\)/g;

/** The generic long name of a time zone in a language (`Europe/Berlin`, `de` -> `Mitteleuropäische Zeit`), if it has one. */
function zoneName(code: string, zone: string): string | undefined {
  try {
    const parts = dateTimeFormat(code, { timeZone: zone, timeZoneName: 'longGeneric' }).formatToParts(Date.UTC(2025, 0, 15));
    const name = parts.find((part) => part.type === 'timeZoneName')?.value;
    return name && !/GMT|UTC/.test(name) ? name : undefined;
  } catch {
    return undefined;
  }
}

const CURRENCY_SIGNS: Record<string, string> = { '€': 'EUR', $: 'USD', '£': 'GBP' };
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Their machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(ZONE);
