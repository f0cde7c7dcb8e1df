/**
 * The kind of quantity a figure states (issue #28, session 34, the value asked in other words): "2 cm" a length,
 * "310 square metres" an area, "40 KB" digital storage, "ten minutes" a time, "18 points per square metre" a rate,
 * "4.2%" a share. The units and their kinds are CLDR's (the runtime's `Intl` unit identifiers, whose names end in
 * their kind: "…meter", "…byte", "…second"), read once at first use; SI symbols and currencies that CLDR's list
 * lacks are quantities of no named kind. Nothing here names a field.
 */
import { isUnit } from './lead-values.ts';
import { NUMBER_WORDS } from './number-words.ts';

/** The kinds of quantity a figure may state. */
export type MeasureKind = 'time' | 'length' | 'area' | 'volume' | 'mass' | 'digital' | 'share' | 'temperature' | 'rate' | 'other';

/** A figure a sentence states: its kind and its words as written ("2 cm", "11 days"). */
export interface Figure {
  kind: MeasureKind;
  written: string;
  /** The index of its number among the sentence's tokens. */
  at: number;
}

/** The kind of a CLDR unit identifier, from the word it ends with ("kilometer" a length, "gigabyte" digital). */
function kindOfUnitId(id: string): MeasureKind | undefined {
  if (/(?:second|minute|hour|day|week|month|year)$/.test(id)) return 'time';
  if (/(?:meter|foot|inch|mile|yard|scandinavian)$/.test(id)) return 'length';
  if (/(?:acre|hectare)$/.test(id)) return 'area';
  if (/(?:liter|gallon|fluid-ounce)$/.test(id)) return 'volume';
  if (/(?:gram|pound|stone|ounce)$/.test(id)) return 'mass';
  if (/(?:bit|byte)$/.test(id)) return 'digital';
  if (/(?:celsius|fahrenheit)$/.test(id)) return 'temperature';
  if (id === 'percent') return 'share';
  return undefined;
}

let unitKinds: Map<string, MeasureKind> | undefined;

/** CLDR's unit names (short and long, American and British, singular and plural), lower-cased, with their kinds; made once. */
function kinds(): Map<string, MeasureKind> {
  if (unitKinds) return unitKinds;
  const found = new Map<string, MeasureKind>();
  for (const id of Intl.supportedValuesOf('unit')) {
    const kind = kindOfUnitId(id);
    if (!kind) continue;
    for (const locale of ['en-US', 'en-GB'])
      for (const unitDisplay of ['short', 'long'] as const)
        for (const n of [1, 2]) {
          const name = new Intl.NumberFormat(locale, { style: 'unit', unit: id, unitDisplay })
            .formatToParts(n)
            .filter((part) => part.type === 'unit')
            .map((part) => part.value)
            .join('')
            .trim()
            .toLowerCase();
          if (name && !/\s/.test(name) && name !== 'in' && name !== 'st' && !found.has(name)) found.set(name, kind);
        }
  }
  unitKinds = found;
  return found;
}

const SCALE = /^(?:thousand|million|billion|trillion)$/i;
const NUMBER = /^[−-]?\d[\d,.]*%?$/;
const SOLID = /^(?:square|sq|cubic)$/i;
const bare = (token: string) => token.replace(/^[("“'‘~≈<>±+]+|[),.;:!?"”'’]+$/g, '');
const closes = (raw: string | undefined) => raw !== undefined && /[,;:)]$/.test(raw);

/** The kind of a unit token ("cm", "metres", "KB", "MB/s"), undefined when the token is no unit. */
export function unitKind(token: string): MeasureKind | undefined {
  const lower = token.toLowerCase();
  if (lower.includes('/') && lower.split('/').length === 2 && isUnit(token)) return 'rate';
  // "metre", "litres": the British spelling of CLDR's American long names.
  const known = kinds().get(lower) ?? kinds().get(lower.replace(/tre(s?)$/, 'ter$1'));
  // "micrometres", "kilotonnes": an SI prefix word before a unit of a kind.
  const prefixed = /^(?:nano|micro|milli|centi|kilo|mega|giga|tera)(\p{L}{3,})$/u.exec(lower);
  if (!known && prefixed) return unitKind(prefixed[1]!);
  if (known) return known;
  return isUnit(token) ? 'other' : undefined;
}

/** Whether a token is a number: digits ("1,140", "3.4", "95.4%") or an English number word. */
export function isNumberToken(token: string): boolean {
  return NUMBER.test(token) || NUMBER_WORDS[token.toLowerCase()] !== undefined;
}

/**
 * The figures of a quantity a sentence states, in its order: a number with its scale word and a unit
 * ("1.2 million tonnes" is of no named kind, "2.8 km" a length, "six-week" a time), "square" or "cubic" before a
 * length ("310 square metres"), "per" or "a" with a time unit after it ("18 points per square metre", "9,800
 * requests a second": a rate), "%" or "percent" (a share). A bare number ("1,140 corners") is no figure of a
 * quantity; a year is none.
 */
export function figuresIn(sentence: string): Figure[] {
  const raw = sentence.split(/\s+/);
  const tokens = raw.map(bare);
  const found: Figure[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    // "six-week", "20-metre": a number and its unit joined by a hyphen.
    const joined = /^([^-]+)-(\p{L}+)$/u.exec(token);
    const number = joined ? joined[1]! : token;
    if (!isNumberToken(number) || /^(?:1[89]|20)\d\d$/.test(number)) continue;
    if (number.endsWith('%') || /^(?:percent|per\s?cent)$/i.test(tokens[i + 1] ?? '')) {
      found.push({ kind: 'share', written: number.endsWith('%') ? number : `${number} ${tokens[i + 1]}`, at: i });
      continue;
    }
    let next = i + 1;
    let kind: MeasureKind | undefined;
    const words = [token];
    if (joined) kind = unitKind(joined[2]!);
    else if (!closes(raw[i])) {
      if (SCALE.test(tokens[next] ?? '') && !closes(raw[next])) words.push(tokens[next++]!);
      const solid = SOLID.test(tokens[next] ?? '') ? tokens[next]!.toLowerCase() : undefined;
      const unit = tokens[next + (solid ? 1 : 0)];
      const own = unit !== undefined ? unitKind(unit) : undefined;
      if (own) {
        kind = solid && own === 'length' ? (solid === 'cubic' ? 'volume' : 'area') : own;
        words.push(...tokens.slice(next, next + (solid ? 2 : 1)));
        next += solid ? 2 : 1;
      }
    }
    // "18 points per square metre", "9,800 requests a second": a rate, with up to two words before "per" or "a".
    const per = closes(raw[next - 1])
      ? -1
      : tokens.slice(next, next + 3).findIndex((word, j) => /^(?:per|an?|each)$/i.test(word) && (j === 0 || !closes(raw[next + j - 1])));
    const over = per >= 0 ? tokens[next + per + 1 + (SOLID.test(tokens[next + per + 1] ?? '') ? 1 : 0)] : undefined;
    if (per >= 0 && (/^per$/i.test(tokens[next + per]!) || (over !== undefined && unitKind(over) === 'time'))) {
      found.push({ kind: 'rate', written: tokens.slice(i, next + per + 2 + (SOLID.test(tokens[next + per + 1] ?? '') ? 1 : 0)).join(' '), at: i });
      continue;
    }
    if (kind) found.push({ kind, written: words.join(' '), at: i });
  }
  return found;
}
