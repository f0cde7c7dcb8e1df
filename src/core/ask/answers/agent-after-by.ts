/**
 * Helpers of ./stated-names.ts (issue #28, class 2): "assessed against PCI DSS 3.2.1 by Coalfront
 * Assurance" has its agent after "by" a few words past the verb, and "in May 2023" is a date, which
 * is never the name of a person, a place or an organisation.
 */
import { releaseCompiledCode } from '../text/patterns.ts';

/** A month and a year ("May 2023", "January 2020"), as dates are written in English. */
export const DATE_NAME = /^(?:January|February|March|April|May|June|July|August|September|October|November|December)(?:\s+\d{1,2},?)?\s+(?:19|20)\d\d$/;

/** A token without the quotes and brackets around it and the punctuation after it. */
const bare = (token: string) => token.replace(/^[("“]+|[),.;:!?"”]+$/g, '');

/** Whether a token ends a clause: a comma, a full stop or another mark after it. */
const ends = (raw: string) => /[,;:!?).]$/.test(raw);

/** The index of "by" after the verb, up to six words on in the verb's clause (no comma or full stop between), or -1. */
export function byInClause(raw: readonly string[], verb: string): number {
  const at = raw.findIndex((token) => bare(token).toLowerCase() === verb);
  if (at < 0 || ends(raw[at]!)) return -1;
  for (let i = at + 1; i < Math.min(raw.length, at + 8); i++) {
    if (raw[i]!.toLowerCase() === 'by') return i;
    if (ends(raw[i]!)) return -1;
  }
  return -1;
}

// Their machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(DATE_NAME);
