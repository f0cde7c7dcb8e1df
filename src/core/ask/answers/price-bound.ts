/**
 * "Does she charge more than ZAR 2,000 an hour?", "Is the safety review cheaper than A$10,000?": a
 * public price compared with an amount the question states (issue #28: a yes/no question answered
 * with the verdict its evidence earns). The amount must be written with the price's currency, as its
 * ISO code ("ZAR", "aud") or as the runtime's Intl writes it ("A$", "€", "£"); the services compared
 * are the one the question names, else every public price in that currency (and in the unit asked,
 * "an hour"), which must all fall on one side of the amount. Otherwise no verdict is given here.
 */
import { priceLabel } from '../../career.ts';
import type { publicServices } from '../../views.ts';
import { joinList } from '../text/english.ts';
import { releaseCompiledCode } from '../text/patterns.ts';
import { asksOtherFigure, writesPriceWord } from '../text/figure-asked.ts';

type PublicService = ReturnType<typeof publicServices>['services'][number];
type Priced = Exclude<NonNullable<PublicService['price']>, 'on request'>;
type Op = '>' | '<' | '>=' | '<=';

/** The comparison words before an amount (general English). */
const OPS: [RegExp, Op][] = [
  [/\b(?:at least|no less than|not less than)\s*$/i, '>='],
  [/\b(?:at most|no more than|not more than|up to)\s*$/i, '<='],
  [/\b(?:more|higher|dearer|pricier|greater)(?:\s+expensive)?\s+than\s*$|\b(?:over|above|exceeds?|beyond)\s*$/i, '>'],
  [/\b(?:less|lower|cheaper|fewer)(?:\s+expensive)?\s+than\s*$|\b(?:under|below)\s*$/i, '<'],
];

/** An amount with a currency before or after it: "ZAR 2,000", "A$10,000", "€900", "1,200 EUR". */
const AMOUNT = /((?:[A-Za-z]{1,3})?[$€£¥₹₩₪]|[A-Z]{3}\b|[a-z]{3}\b)?\s?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(?:\s?([A-Za-z]{3})\b)?/g;

const UNIT = /\b(?:an?|per|each|every|1)\s+(hour|day|week|month|project)\b/i;
const RATE_UNIT = /\b(hourly|daily|weekly|monthly|day|project)\s+(?:rate|price|fee|charge)s?\b/i;
const ADJECTIVE_UNITS: Record<string, string> = { hourly: 'hour', daily: 'day', day: 'day', weekly: 'week', monthly: 'month', project: 'project' };

export interface PriceBound {
  op: Op;
  amount: number;
  /** The currency as the question writes it ("ZAR", "A$"). */
  currency: string;
  written: string;
  unit?: string;
}

/** The bound a question states on a price, or undefined. */
export function priceBound(question: string): PriceBound | undefined {
  // An amount is written in digits: without one (most questions), none is looked for.
  if (!/\d/.test(question)) return undefined;
  // "Did the merger cut the capital by more than CHF 100 million?" bounds a figure of the work: a price's bound writes a price word.
  if (!writesPriceWord(question) || asksOtherFigure(question)) return undefined;
  for (const match of question.matchAll(AMOUNT)) {
    const currency = match[1] ?? match[3];
    if (!currency) continue;
    const op = OPS.find(([pattern]) => pattern.test(question.slice(0, match.index)))?.[1];
    if (!op) continue;
    // "Is her hourly rate under ₹10,000?", "is his day rate …": the unit written before the amount as an adjective (general English).
    const adjective = RATE_UNIT.exec(question)?.[1]?.toLowerCase();
    const unit = UNIT.exec(question.slice(match.index + match[0].length))?.[1]?.toLowerCase() ?? (adjective && ADJECTIVE_UNITS[adjective]);
    return { op, amount: Number(match[2]!.replace(/,/g, '')), currency, written: match[0].trim(), ...(unit ? { unit } : {}) };
  }
  return undefined;
}

/** Whether a price is in the currency the question writes: its ISO code, or its symbol as Intl writes it in English. */
function sameCurrency(price: Priced, written: string): boolean {
  if (written.toUpperCase() === price.currency) return true;
  const symbol = priceLabel(price).replace(/[\d.,\s\u00a0]+per \w+$/u, '');
  return symbol === written;
}

const OP_WORDS: Record<Op, string> = { '>': 'more than', '<': 'less than', '>=': 'at least', '<=': 'at most' };

const holds = (amount: number, op: Op, bound: number) =>
  op === '>' ? amount > bound : op === '<' ? amount < bound : op === '>=' ? amount >= bound : amount <= bound;

/**
 * The verdict over the public prices for a bound: "Yes. …" / "No. …" with each price compared, or
 * undefined when no price in that currency and unit is there or they fall on both sides.
 */
export function priceBoundText(services: readonly PublicService[], named: PublicService | undefined, bound: PriceBound, name: string): string | undefined {
  const priced = (named ? [named] : services).filter(
    (service): service is PublicService & { price: Priced } =>
      !!service.price && service.price !== 'on request' && sameCurrency(service.price, bound.currency) && (!bound.unit || service.price.unit === bound.unit),
  );
  if (!priced.length) return undefined;
  const verdicts = new Set(priced.map((service) => holds(service.price.amount, bound.op, bound.amount)));
  if (verdicts.size !== 1) return undefined;
  const listed = joinList(priced.map((service) => `${service.name}: ${priceLabel(service.price)}`));
  const yes = verdicts.has(true);
  const prices = priced.length === 1 ? 'price is' : 'prices are';
  return `${yes ? 'Yes' : 'No'}. ${name}'s ${prices}${yes ? '' : ' not'} ${OP_WORDS[bound.op]} ${bound.written}: ${listed}.`;
}

// Their machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(AMOUNT, UNIT, RATE_UNIT);
