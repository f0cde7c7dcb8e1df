/**
 * Client-supplied text (a client_name, for example) printed in the owner's terminal by
 * `npm run agents`: control characters would let a client write escape sequences (colours, cursor
 * moves, a fake "approved"), newlines (fake lines) or bidirectional overrides (text shown in
 * another order than it is). They are shown as visible escapes instead: `\x1b`, `\u202e`.
 */

/**
 * C0 controls, DEL, C1 controls, the bidirectional marks, embeddings, overrides and isolates
 * (U+061C, U+200E, U+200F, U+202A-U+202E, U+2066-U+2069) and the line and paragraph separators
 * (U+2028, U+2029).
 */
const CLASS = '[\\u0000-\\u001f\\u007f-\\u009f\\u061c\\u200e\\u200f\\u2028\\u2029\\u202a-\\u202e\\u2066-\\u2069]';
const UNPRINTABLE = new RegExp(CLASS, 'u');
/**
 * Besides those, what shows as nothing or is not a character: format characters (zero-width
 * space, joiners, word joiner, BOM, soft hyphen, the rest of Unicode's Cf), private-use,
 * unassigned and lone surrogate code points, and the fillers that render blank (combining
 * grapheme joiner, Hangul fillers, braille blank).
 */
const INVISIBLE_CLASS = '[\\p{Cc}\\p{Cf}\\p{Zl}\\p{Zp}\\p{Co}\\p{Cn}\\p{Cs}\\u034f\\u115f\\u1160\\u2800\\u3164\\uffa0]';
const INVISIBLE = new RegExp(INVISIBLE_CLASS, 'u');
const UNPRINTABLE_ALL = new RegExp(INVISIBLE_CLASS, 'gu');

const escapeCharacter = (c: string) => {
  const code = c.codePointAt(0)!;
  return code < 0x100 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
};

/** The text with every control, bidi-control or invisible character replaced by a visible escape. */
export function printable(text: string): string {
  return text.replace(UNPRINTABLE_ALL, escapeCharacter);
}

/** Whether the text holds a control character, a bidi control or a line separator (refused in notes). */
export function hasUnprintable(text: string): boolean {
  return UNPRINTABLE.test(text);
}

/** Whether the text holds a character that printable() would escape: also every invisible one (refused in names). */
export function hasInvisible(text: string): boolean {
  return INVISIBLE.test(text);
}
