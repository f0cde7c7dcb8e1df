/**
 * "Which is cheaper: a day of field support or eight hours of consulting?": two services of the
 * public price list compared by what the stated quantities cost (issue #28, class 6: a comparison
 * is answered with a verdict). A verdict needs both public prices in one currency and quantities
 * in each price's own unit; otherwise the answer gives both prices and says why it cannot judge.
 */
import { priceLabel } from '../../career.ts';
import type { Portfolio } from '../../portfolio.ts';
import type { Urls } from '../../urls.ts';
import { publicServices } from '../../views.ts';
import type { AskAnswer } from '../schema.ts';
import { joinList } from '../text/english.ts';
import { tokenize } from '../text/words.ts';
import { reply } from './reply.ts';
import { url } from '../../../catalogue/paths.ts';
import { releaseCompiledCode } from '../text/patterns.ts';
import { priceBound, priceBoundText } from './price-bound.ts';
import { NUMBER_WORDS } from '../text/number-words.ts';
import { ownerFirstName } from '../knowledge/owner-name.ts';

type PublicService = ReturnType<typeof publicServices>['services'][number];
type Priced = Exclude<NonNullable<PublicService['price']>, 'on request'>;

const CHEAPER = /\b(cheaper|less expensive|more affordable|costs? less)\b/i;
const DEARER = /\b(more expensive|pricier|dearer|costs? more)\b/i;

/** The number a word writes ("16", "sixteen", "twenty-four", "a"), or undefined. */
function numberOfWord(word: string): number | undefined {
  if (/^\d+(?:\.\d+)?$/.test(word)) return Number(word);
  if (word === 'a' || word === 'an') return 1;
  if (word === 'half') return 0.5;
  // "nine", "sixteen", "forty" and "twenty-four" (general English, ../text/number-words.ts).
  const whole = NUMBER_WORDS[word];
  if (whole !== undefined && whole < 100) return whole;
  const [tens, unit] = word.split('-');
  const ten = NUMBER_WORDS[tens ?? ''];
  const one = NUMBER_WORDS[unit ?? ''];
  return ten !== undefined && ten >= 20 && ten < 100 && ten % 10 === 0 && one !== undefined && one > 0 && one < 10 ? ten + one : undefined;
}

const UNIT = /^(hour|day|week|month|project)s?$/;

/**
 * The comparer's first tests together (../rule-table.ts): every answer below needs a word of price or of
 * comparing prices (each of CHEAPER, DEARER, CHEAPEST, DEAREST and "how much", "cost", "price" has one
 * of these stems) or, for a bound ("more than ZAR 2,000"), a digit.
 */
export const priceComparisonApplies = (question: string) => /\d/.test(question) || PRICE_STEMS.test(question);
const PRICE_STEMS = /cheap|expensive|afford|cost|pric|dear|how much/i;

/** The comparer of one portfolio's services: an answer, or undefined when the question is not such a comparison. */
export function servicePriceComparer(portfolio: Portfolio, urls: Urls): (question: string) => AskAnswer | undefined {
  const services = publicServices(portfolio).services;
  const keyed = services.map((service) => ({ service, stems: new Set(tokenize(service.name).map((token) => token.stem)) }));
  const name = ownerFirstName(portfolio);
  const refs = [urls.api(url('getServices')), urls.abs(url('services'))];
  return (question) => {
    const cheaper = CHEAPER.test(question);
    const extreme = extremePrice(services, question, name, refs);
    if (extreme) return extreme;
    // "Does she charge more than ZAR 2,000 an hour?": a price against an amount stated (./price-bound.ts).
    const bound = YES_NO.test(question) && !/\bor\b/i.test(question) ? priceBound(question) : undefined;
    const bounded = bound && priceBoundText(services, sideOf(keyed, question)?.service, bound, name);
    if (bounded) return reply('answer', 'profile', bounded, refs);
    const ratio = priceRatio(keyed, question, name, refs);
    if (ratio) return ratio;
    if (!cheaper && !DEARER.test(question)) return quantityPrice(keyed, question, name, refs);
    const sides = question.split(/\s(?:or|vs\.?|versus|than)\s/i);
    if (sides.length !== 2) return undefined;
    const found = sides.map((side) => sideOf(keyed, side));
    if (!found[0] || !found[1] || found[0].service === found[1].service) return undefined;
    const [first, second] = [projectOnce(found[0]), projectOnce(found[1])];
    const judged = verdict(oneUnitOf(first, second), oneUnitOf(second, first), cheaper);
    // "Is X cheaper than Y?": yes or no for the first side; "Which is cheaper, X or Y?" names the winner only.
    const yesNo = judged.winner && YES_NO.test(question) && !/\bor\b/i.test(question) ? (judged.winner === found[0].service ? 'Yes. ' : 'No. ') : '';
    return reply('answer', 'profile', `${yesNo}${name}'s prices: ${judged.text}`, refs);
  };
}

/** "more than twice the price of", "at least three times as expensive as": the bound on the ratio of two prices. */
const RATIO =
  /\b(more than|over|less than|under|at least|at most)\s+(twice|double|three times|triple|four times|half)\s+(?:the\s+(?:price|cost)\s+of|as\s+(?:expensive|dear|costly)\s+as)\b/i;
const RATIOS: Record<string, number> = { twice: 2, double: 2, 'three times': 3, triple: 3, 'four times': 4, half: 0.5 };

/**
 * "Is the tailings audit more than twice the price of the slope monitoring review?": the ratio of the two services'
 * costs (each as ./service-prices.ts costs a side), a verdict only when both are in one unit and one currency.
 */
function priceRatio(keyed: readonly { service: PublicService; stems: Set<string> }[], question: string, name: string, refs: string[]): AskAnswer | undefined {
  const match = RATIO.exec(question);
  if (!match || !YES_NO.test(question)) return undefined;
  const [a, b] = [sideOf(keyed, question.slice(0, match.index)), sideOf(keyed, question.slice(match.index + match[0].length))];
  if (!a || !b || a.service === b.service) return undefined;
  const [x, y] = [costOf(projectOnce(a)), costOf(projectOnce(b))];
  if (typeof x === 'string' || typeof y === 'string' || x.price.unit !== y.price.unit || x.price.currency !== y.price.currency || !y.total) return undefined;
  const ratio = x.total / y.total;
  const bound = RATIOS[match[2]!.toLowerCase()]!;
  const op = match[1]!.toLowerCase();
  const yes = op === 'at least' ? ratio >= bound : op === 'at most' ? ratio <= bound : /more|over/.test(op) ? ratio > bound : ratio < bound;
  const times = Math.round(ratio * 100) / 100;
  return reply(
    'answer',
    'profile',
    `${yes ? 'Yes' : 'No'}: ${name}'s prices: ${x.text}; ${y.text}: ${times} times the price, ${yes ? '' : 'not '}${match[1]!.toLowerCase()} ${match[2]!.toLowerCase()} the price.`,
    refs,
  );
}

/** "How much would three days of condition survey cost?": one service's public price times the quantity asked, in its own unit. */
function quantityPrice(
  keyed: readonly { service: PublicService; stems: Set<string> }[],
  question: string,
  name: string,
  refs: string[],
): AskAnswer | undefined {
  if (!/\bhow much\b|\bcosts?\b|\bprice\b/i.test(question)) return undefined;
  const side = sideOf(keyed, question);
  // "three days of the AD and SB compliance workshop": an "and" between two words of the service's own name joins no second thing.
  if (!side || /\s(?:or|vs\.?|versus|than)\s/i.test(question) || joinsAnother(question, side.service.name)) return undefined;
  // Only a stated number of units ("three days", "20 hours"), not "a day" (the price itself answers that).
  if (!side?.quantity || side.quantity.count === 1) return undefined;
  const cost = costOf(side);
  if (typeof cost === 'string') return undefined;
  return reply('answer', 'profile', `${name}'s prices: ${cost.text}.`, refs);
}

/** "the cheapest service", "which service costs the most?" (general English). */
const CHEAPEST = /\b(cheapest|least expensive|most affordable|costs? the least|lowest price)\b/i;
const DEAREST = /\b(most expensive|priciest|dearest|costs? the most|highest price)\b/i;

/**
 * "What is the cheapest service?": the services with a public price, by price within each unit
 * (an hour, a day and a project are not compared with each other); the verdict when one unit is
 * used by every priced service, else the cheapest (dearest) of each unit. Undefined for other questions.
 */
function extremePrice(services: readonly PublicService[], question: string, name: string, refs: string[]): AskAnswer | undefined {
  const cheapest = CHEAPEST.test(question);
  if ((!cheapest && !DEAREST.test(question)) || !/\bservices?\b|\boffer/i.test(question)) return undefined;
  const priced = services.filter((service): service is PublicService & { price: Priced } => !!service.price && service.price !== 'on request');
  if (!priced.length) return undefined;
  const units = [...new Set(priced.map((service) => service.price.unit))];
  const pick = (list: typeof priced) =>
    list.reduce((best, service) => ((cheapest ? service.price.amount < best.price.amount : service.price.amount > best.price.amount) ? service : best));
  const word = cheapest ? 'cheapest' : 'most expensive';
  const listed = priced.map((service) => `${service.name} (${priceLabel(service.price)})`).join('; ');
  if (units.length === 1) {
    const chosen = pick(priced);
    return reply('answer', 'profile', `${chosen.name} is ${name}'s ${word} service at ${priceLabel(chosen.price)}. Prices: ${listed}.`, refs);
  }
  // Of a unit that several services use, the cheapest (dearest) of them.
  const perUnit = units.flatMap((unit) => {
    const same = priced.filter((service) => service.price.unit === unit);
    if (same.length < 2) return [];
    const chosen = pick(same);
    return [`per ${unit}, ${chosen.name} (${priceLabel(chosen.price)})`];
  });
  const within = perUnit.length ? ` The ${word} ${perUnit.join('; ')}.` : '';
  return reply(
    'answer',
    'profile',
    `${name}'s services are priced ${joinList(units.map((unit) => `per ${unit}`))}, which are compared only for stated quantities ("a day of … or eight hours of …").${within} Prices: ${listed}.`,
    refs,
  );
}

interface Side {
  service: PublicService;
  quantity?: { count: number; unit: string };
  /** Whether the quantity is one of the price's unit because the question named the service alone ("the workshop"). */
  assumed?: boolean;
}

/** The service a side names (the most words of its name, no tie) and the quantity it asks for. */
function sideOf(keyed: readonly { service: PublicService; stems: Set<string> }[], text: string): Side | undefined {
  const tokens = tokenize(text);
  const stems = new Set(tokens.map((token) => token.stem));
  const scored = keyed.map((entry) => ({ entry, shared: [...entry.stems].filter((wordStem) => stems.has(wordStem) && wordStem.length >= 2).length }));
  scored.sort((a, b) => b.shared - a.shared);
  const [best, next] = scored;
  if (!best?.shared || (next && next.shared === best.shared)) return undefined;
  const named = (folded: string) => best.entry.stems.has(tokens.find((token) => token.folded === folded)?.stem ?? '');
  return {
    service: best.entry.service,
    quantity: quantityOf(
      tokens.map((token) => token.folded),
      named,
    ),
  };
}

/** Whether an "and" of the question joins something other than two words of the service's name ("CII and EEXI workshop"). */
function joinsAnother(question: string, name: string): boolean {
  const own = new Set(tokenize(name).map((token) => token.stem));
  const words = tokenize(question);
  return words.some((token, i) => token.folded === 'and' && !(own.has(words[i - 1]?.stem ?? '') && own.has(words[i + 1]?.stem ?? '') && /\band\b/i.test(name)));
}

/**
 * "a day", "eight hours", "sixteen hours", "3 days": the first number followed by a unit of time or
 * work; else a unit named alone in the singular ("the workshop day", "a training day") is one of it.
 */
function quantityOf(words: readonly string[], named: (word: string) => boolean = () => false): Side['quantity'] {
  for (let i = 0; i + 1 < words.length; i++) {
    // "twenty-four hours": the words' tokens are "twenty" and "four".
    const joined = i + 2 < words.length ? numberOfWord(`${words[i]}-${words[i + 1]}`) : undefined;
    const count = joined ?? numberOfWord(words[i]!);
    // "three museum digitisation days": the service's own words may stand between the number and its unit.
    let at = i + (joined === undefined ? 1 : 2);
    while (count !== undefined && at + 1 < words.length && !UNIT.test(words[at]!) && named(words[at]!)) at++;
    const unit = UNIT.exec(words[at] ?? '')?.[1];
    if (count !== undefined && unit) return { count, unit };
  }
  const single = words.find((word) => UNIT.test(word) && !word.endsWith('s') && word !== 'project');
  return single ? { count: 1, unit: single } : undefined;
}

/** The cost of a side in its price's unit, or the reason it has none. */
function costOf(side: Side): { total: number; text: string; price: Priced } | string {
  const price = side.service.price;
  if (!price || price === 'on request') return `${side.service.name} has no public price (${price ? 'on request' : 'none listed'})`;
  const count = side.quantity && side.quantity.unit === price.unit ? side.quantity.count : side.quantity ? undefined : 1;
  if (count === undefined) return `${side.service.name} is priced per ${price.unit}, not per ${side.quantity!.unit}`;
  const total = price.amount * count;
  const amount = priceLabel({ ...price, amount: total }).replace(/ per \w+$/, '');
  const what = `${count} ${price.unit}${count === 1 ? '' : 's'} of ${side.service.name}`;
  return { total, price, text: `${what} ${count === 1 ? 'costs' : 'cost'} ${amount} (${priceLabel(price)})` };
}

/** A question that asks for a yes or a no ("Is …", "Would …", "Does …"). */
const YES_NO = /^\s*(?:is|are|was|were|would|will|does|do|did|could|can)\b/i;

/** A service priced per project, named without a quantity ("a routing review"), is one project of it. */
function projectOnce(side: Side): Side {
  const price = side.service.price;
  return !side.quantity && price && price !== 'on request' && price.unit === 'project' ? { ...side, quantity: { count: 1, unit: 'project' } } : side;
}

/**
 * "Is the workshop cheaper than the audit?" (per day against per project, or against "15 hours of …"): a service priced
 * per day, week or month named alone, against a side with a quantity, is judged as one of its unit, which the answer
 * says, with the number of units from which the verdict turns. Not an hour (one hour of a service is no whole of it).
 */
function oneUnitOf(side: Side, other: Side): Side {
  const price = side.service.price;
  if (side.quantity || !other.quantity || !price || price === 'on request' || price.unit === 'hour' || price.unit === 'project') return side;
  return { ...side, quantity: { count: 1, unit: price.unit }, assumed: true };
}

/** ", counting one day of Revenue strategy workshop (from 2 days on, it costs as much or more)": where a verdict on one assumed unit turns. */
function turning(a: Side, b: Side, x: { total: number; price: Priced }, y: { total: number; price: Priced }): string {
  const [side, own, other] = a.assumed ? [a, x, y] : b.assumed ? [b, y, x] : [];
  if (!side || !own || !other || own.total >= other.total) return '';
  const units = Math.ceil(other.total / own.price.amount + Number.EPSILON);
  return `, counting one ${own.price.unit} of ${side.service.name} (from ${units} ${own.price.unit}s on, it costs as much or more)`;
}

function verdict(a: Side, b: Side, cheaper: boolean): { text: string; winner?: PublicService } {
  const [x, y] = [costOf(a), costOf(b)];
  if (typeof x === 'string' || typeof y === 'string') {
    const stated = [x, y].map((cost) => (typeof cost === 'string' ? cost : cost.text));
    return { text: `${stated.join('; ')}; so the two cannot be compared from the public prices.` };
  }
  // "Consulting or a review?" with prices per hour and per day: no quantities, no verdict; a stated quantity is still costed.
  if (x.price.unit !== y.price.unit && (!a.quantity || !b.quantity)) {
    const [p, q] = [a.quantity ? x.text : `${priceLabel(x.price)} for ${a.service.name}`, b.quantity ? y.text : `${priceLabel(y.price)} for ${b.service.name}`];
    return {
      text: `${p}; ${q}: priced per ${x.price.unit} and per ${y.price.unit}, so they are compared only for stated quantities ("a day of … or eight hours of …").`,
    };
  }
  if (x.price.currency !== y.price.currency) return { text: `${x.text}; ${y.text}; the prices are in different currencies, so they are not compared.` };
  if (x.total === y.total) return { text: `${x.text}; ${y.text}: they cost the same.` };
  const low = x.total < y.total ? a : b;
  const high = low === a ? b : a;
  const winner = cheaper ? low : high;
  return {
    text: `${x.text}; ${y.text}. So ${winner.service.name} is ${cheaper ? 'cheaper' : 'more expensive'} than ${(winner === low ? high : low).service.name}${turning(a, b, x, y)}.`,
    winner: winner.service,
  };
}

// Their machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(CHEAPER, DEARER, UNIT, CHEAPEST, DEAREST, YES_NO, PRICE_STEMS, RATIO);
