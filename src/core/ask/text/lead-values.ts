/**
 * The value an answer leads with, whole (issue #28, class 1 of session 30): a number read from a
 * sentence keeps its scale word and its unit ("1.2 billion", "14 dB", "2 cm", "22%"), so that the
 * lead is the value the sentence states, not the digits before it. The units are CLDR's (the
 * runtime's `Intl` unit names, short and long, in American and British spelling, and its currency
 * names and codes) and the SI prefixes of the SI symbols; nothing here names a field.
 */
import { releaseCompiledCode } from './patterns.ts';

/** Words that scale the number before them. */
const SCALE = /^(?:thousand|million|billion|trillion)$/i;

/** Tokens CLDR also uses as unit symbols that are English words or marks in running text. */
const NOT_UNITS = new Set(['in', 'st', '#', '′', '″', 'w', 'y', 'd']);

/** SI symbols with their prefixes ("dB", "kHz", "MW", "mAh"), which CLDR's short list lacks. */
const SI = /^(?:[pnµμmckMGT]?(?:Hz|W|Wh|V|A|Ah|B|b|bps|Bps|dB|dBm|J|N|Pa|bar|t)|dB|dBFS|dBA)$/;

let units: Set<string> | undefined;

/** The unit names of CLDR (short, narrow and long; singular and plural), made once. */
function cldrUnits(): Set<string> {
  if (units) return units;
  const found = new Set<string>();
  for (const unit of Intl.supportedValuesOf('unit'))
    for (const locale of ['en-US', 'en-GB'])
      for (const unitDisplay of ['short', 'narrow', 'long'] as const)
        for (const n of [1, 2]) {
          const name = new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay })
            .formatToParts(n)
            .filter((part) => part.type === 'unit')
            .map((part) => part.value)
            .join('')
            .trim();
          // One word only ("degrees Celsius" is read by its first word).
          if (name && !/\s/.test(name) && !NOT_UNITS.has(name)) found.add(name);
        }
  // Currencies by their CLDR names and codes ("15,000 euros", "CLP 1.2 billion"): one word, singular and plural.
  const currencies = new Intl.DisplayNames(['en'], { type: 'currency' });
  for (const code of Intl.supportedValuesOf('currency')) {
    found.add(code);
    const name = currencies.of(code)?.toLowerCase();
    if (name && !/\s/.test(name)) for (const form of [name, `${name}s`]) found.add(form);
  }
  units = found;
  return found;
}

/** Whether a token is a unit: a CLDR unit name, an SI symbol, or two of them joined by "/" ("m/s", "MB/s"). */
export function isUnit(token: string): boolean {
  const isOne = (part: string) => cldrUnits().has(part) || SI.test(part);
  return isOne(token) || (token.includes('/') && token.split('/').length === 2 && token.split('/').every((part) => part && isOne(part)));
}

const bare = (token: string) => token.replace(/^[("“]+|[),.;:!?"”]+$/g, '');

/**
 * `value` ("1.2", "14") as the sentence writes it with the words that belong to it: a scale word
 * ("1.2 billion") and a unit ("14 dB", "2 cm", "12 hours"); unchanged when the value is not a
 * number, is already longer, or the sentence does not write it.
 */
export function wholeValue(value: string, sentence: string): string {
  if (!/^[−-]?\d[\d,.]*$/.test(value)) return value;
  const raw = sentence.split(/\s+/);
  const tokens = raw.map(bare);
  const at = tokens.indexOf(value);
  if (at < 0) return value;
  const parts = [value];
  let next = at + 1;
  // A value that ends its clause ("… by 14, and …") takes nothing after it.
  const closed = (i: number) => /[,;:]$/.test(raw[i] ?? '');
  if (!closed(at) && SCALE.test(tokens[next] ?? '')) parts.push(tokens[next++]!);
  if (!closed(next - 1) && tokens[next] !== undefined && isUnit(tokens[next]!)) parts.push(tokens[next]!);
  return parts.join(' ');
}

/** English month names, the runtime's CLDR ones (`Intl`), long and short. */
const MONTH = new RegExp(
  `^(?:${Array.from({ length: 12 }, (_, month) =>
    (['long', 'short'] as const).map((width) => new Intl.DateTimeFormat('en', { month: width, timeZone: 'UTC' }).format(Date.UTC(2000, month, 15))),
  )
    .flat()
    .join('|')})\\.?$`,
  'i',
);

/** A number as written: digits ("93", "1,800", "2.5%") or a number word up to twenty. */
const VALUE = /^[−-]?\d[\d,.]*%?$|^(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)$/i;

/**
 * "What VMAF target did it aim for?" against "chosen for a VMAF target of 93": the number a
 * sentence gives the noun asked (its stem), right after it and "of", "is", "was", "at" or a colon
 * ("a target of 93", "the latency is 4.8 seconds"), with its scale word and unit; undefined when none.
 */
export function valueAfterNoun(sentence: string, noun: string, stemOf: (word: string) => string): string | undefined {
  const raw = sentence.split(/\s+/);
  const tokens = raw.map(bare);
  for (let i = 0; i < tokens.length - 2; i++) {
    if (stemOf(tokens[i]!.toLowerCase()) !== noun) continue;
    // "error at 1.2 m/s" states a circumstance, not the error's value: only "of", a verb of being or a colon links them.
    const link = /:$/.test(raw[i]!) ? i : /^(?:of|is|was|were|are)$/i.test(tokens[i + 1]!) ? i + 1 : -1;
    if (link < 0) continue;
    const at = /^(?:about|around|roughly|nearly|almost|over|under|just)$/i.test(tokens[link + 1] ?? '') ? link + 2 : link + 1;
    const value = tokens[at];
    // "the night of 14 August 2023" is a date, not a value.
    if (value && VALUE.test(value) && !/^(?:19|20)\d\d$/.test(value) && !MONTH.test(tokens[at + 1] ?? '')) return wholeValue(value, sentence);
  }
  return undefined;
}

/** "between 2% and 11%", "from 40 to 65 dB": a range a sentence states, as "2% to 11%"; undefined when none. */
export function rangeIn(sentence: string): string | undefined {
  const match = /\b(?:between\s+(\S*\d[\d,.]*%?)\s+and\s+(\S*\d[\d,.]*%?)|from\s+(\S*\d[\d,.]*%?)\s+to\s+(\S*\d[\d,.]*%?))/i.exec(sentence);
  if (!match) return undefined;
  const [low, high] = match[1] ? [match[1], match[2]!] : [match[3]!, match[4]!];
  return `${low} to ${wholeValue(high.replace(/[.,;:]$/, ''), sentence)}`;
}

// Their machine code goes when idle (patterns.ts).
releaseCompiledCode(SCALE, SI, MONTH, VALUE);
