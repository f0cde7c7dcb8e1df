/**
 * The value an answer leads with, whole (issue #28, class 1 of session 30): a number read from a
 * sentence keeps its scale word and its unit ("1.2 billion", "14 dB", "2 cm", "22%"), so that the
 * lead is the value the sentence states, not the digits before it. The units are CLDR's (the
 * runtime's `Intl` unit names, short and long, in American and British spelling) and the SI
 * prefixes of the SI symbols; nothing here names a field.
 */

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
  const at = tokens.findIndex((token) => token === value);
  if (at < 0) return value;
  const parts = [value];
  let next = at + 1;
  // A value that ends its clause ("… by 14, and …") takes nothing after it.
  const closed = (i: number) => /[,;:]$/.test(raw[i] ?? '');
  if (!closed(at) && SCALE.test(tokens[next] ?? '')) parts.push(tokens[next++]!);
  if (!closed(next - 1) && tokens[next] !== undefined && isUnit(tokens[next]!)) parts.push(tokens[next]!);
  return parts.join(' ');
}
