/**
 * Whether a question asks about a figure of the work rather than a price of the owner's services
 * (issue #28, session 32): "Did the pilot raise occupancy by more than 5%?" bounds a share, "By how
 * much did the hit rate go up?" a change, "How much of the variation did it explain?" a part of a
 * whole, "How much sand came back?" a quantity of the noun after "how much", and "Did the merger cut
 * the capital by more than €100 million?" an amount with a scale no price list is written in. A
 * price list answers none of them, whatever word of a service's name they share ("pricing pilot").
 * The words read are general English: question words, shares, scales and the verbs of a price.
 */
import { releaseCompiledCode } from './patterns.ts';

/** A share, a difference of shares or a ratio written with a number ("5%", "12 percentage points", "3 times"). */
const SHARE = /\d\s*(?:%|percent\b|per cent\b|percentage points?\b|points?\b|times\b|-fold\b)/i;

/** An amount with a scale ("100 million", "2.5bn"): a figure of a project or a firm, not the price of a service. */
const SCALED = /\d\s*(?:thousand|million|billion|trillion|bn|mn)\b/i;

/** "by how much", "how much of": a change or a part asked, not a price. */
const CHANGE_OR_PART = /\bby how much\b|\bhow much of\b/i;

/** "how much" followed by what it asks the amount of: a price asks "how much is/does/would/for …", a quantity "how much <noun> …". */
const HOW_MUCH = /\bhow much\s+(\p{L}+)/iu;

/** The words after "how much" that ask a price or a cost (general English). */
const PRICE_FOLLOWERS = new Set([
  'is',
  'are',
  'was',
  'were',
  'does',
  'do',
  'did',
  'would',
  'will',
  'could',
  'should',
  'can',
  'might',
  'for',
  'to',
  'money',
  'cash',
  'she',
  'he',
  'they',
  'it',
  'we',
  'you',
  'i',
  'her',
  'his',
  'their',
  'a',
  'an',
  'one',
  'each',
  'per',
]);

/** The verbs and nouns of a price (general English): a bound on a price is written with one of them. */
const PRICE_WORD =
  /\b(?:cost|costs|costing|price|prices|priced|pricier|charge|charges|charged|charging|fee|fees|rate|rates|pay|paid|expensive|cheap|cheaper|cheapest|dearer|afford|affordable|budget|quote|quoted|invoice|bill|billed)\b|\b(?:an?|per|each|every)\s+(?:hour|day|week|month|project)\b/i;

/** Whether the question asks a figure that no price answers (see the module comment). */
export function asksOtherFigure(question: string): boolean {
  if (SHARE.test(question) || SCALED.test(question) || CHANGE_OR_PART.test(question)) return true;
  const howMuch = HOW_MUCH.exec(question);
  return !!howMuch && !PRICE_FOLLOWERS.has(howMuch[1]!.toLowerCase()) && !PRICE_WORD.test(question);
}

/** Whether the question writes a word of a price ("charge", "cost", "an hour"), as a bound on a price must. */
export const writesPriceWord = (question: string): boolean => PRICE_WORD.test(question);

// Their machine code goes when idle (./patterns.ts).
releaseCompiledCode(SHARE, SCALED, CHANGE_OR_PART, HOW_MUCH, PRICE_WORD);
