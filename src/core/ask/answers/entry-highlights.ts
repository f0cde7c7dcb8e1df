/**
 * The other lines of the one career entry an answer quotes (issue #28, session 33): "In which
 * countries has she observed elections?" finds a volunteering entry by its summary ("Observes
 * elections in Pacific island countries …"), while the entry's highlight names them ("Observed 5
 * national elections in Samoa, Tonga, Fiji …"). A question asking which, what, where or how many
 * is told the entry's highlights and sentences that state two or more of its own words too, from
 * the hits the fact index already found (nothing more is searched).
 */
import type { FactHit, FactIndex } from '../knowledge/fact-index.ts';

/** At most this many further lines: the answer stays one entry's. */
const MAX_LINES = 2;

/**
 * The texts of `hits` of the same entry as `hit` (by its header) that share at least two of the
 * question's content words (stems) and are not quoted yet; the callers read questions that are not yes/no.
 */
export function entryLinesAsked(
  index: FactIndex,
  hits: readonly FactHit[],
  hit: FactHit,
  words: readonly (string | { stem: string })[],
  quoted: readonly string[],
): string[] {
  if (hit.kind === 'bio') return [];
  const own = index.header(hit.id).id;
  const asked = new Set(words.map((word) => (typeof word === 'string' ? word : word.stem)));
  const lines: string[] = [];
  for (const other of hits) {
    if (lines.length >= MAX_LINES) break;
    if (other.id === hit.id || other.kind !== hit.kind || quoted.includes(other.text) || index.header(other.id).id !== own) continue;
    if (countShared(other, asked) >= 2) lines.push(other.text);
  }
  return lines;
}

/** How many of the asked stems a hit's matched terms cover (MiniSearch's terms are the stems matched). */
function countShared(hit: FactHit, asked: ReadonlySet<string>): number {
  return (hit.terms ?? []).filter((term) => asked.has(term)).length;
}
