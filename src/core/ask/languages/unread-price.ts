/**
 * The price of a thing named in words no table reads (issue #28): "Сколько стоит фотограмметрическая
 * съёмка памятника?" reads "how much does cost?" and "Quanto costa una giornata di digitalizzazione al
 * museo?" "how much does cost a giornata of …": the question asks a price, and what it asks the price of is
 * the content's own words in the asker's language. Rather than the help, the answer is the portfolio's
 * public rates, every one, with a note that the thing asked was not read.
 * Only a question whose read words ask a price (its question word and verb, or a noun of price) and
 * that was not read in full and names none of the portfolio's terms; nothing when the portfolio lists no rates.
 */
import type { AskAnswer } from '../schema.ts';
import type { ReadQuestion } from './index.ts';

/** "how much does cost", "how much is …", "what does … cost", "what is the price/rate/fee of …", "what price …". */
const PRICE_ASKED =
  /^(?:how much\b(?!.*\b(?:time|long)\b)|what (?:does|do|did|would|will)\b.*\bcosts?\b|(?:what|which) (?:is|are|was|would be) (?:the |her |his |their )?(?:price|rate|fee|cost|tariff)s?\b|(?:what|which) (?:price|rate|fee|cost|tariff)s?\b)/;

/** A word of price or of charging among the read words (a "how much" about an amount of something else is no price). */
const PRICE_WORD = /\b(?:cost|costs|price|prices|priced|rate|rates|fee|fees|charge|charges|tariff|tariffs|pay|paid)\b/;

/** Whether the read words of a question not read in full ask for a price. */
export function asksPrice(read: string): boolean {
  const text = read.toLowerCase().replace(/[?!.]+\s*$/, '');
  return PRICE_ASKED.test(text) && PRICE_WORD.test(text);
}

/** The question the rates answer to. */
export const RATES_QUESTION = 'what are the prices?';

/**
 * The public rates for a price question whose thing was not read, with a note; undefined when the
 * question was read in full, its read words ask no price or the portfolio lists no rates. `rates` answers RATES_QUESTION.
 */
export function ratesForUnread(read: ReadQuestion, rates: (question: string) => AskAnswer, note: string): AskAnswer | undefined {
  // A question that names a term of the portfolio ("스캐너의 … 얼마예요?", the scanner's accuracy) asks about it (./unread.ts), not a price.
  if ((read.full && !read.partial) || read.heard?.length || !asksPrice(read.partial || read.text)) return undefined;
  const answer = rates(RATES_QUESTION);
  if (answer._meta.response_type !== 'answer') return undefined;
  return {
    ...answer,
    answer: `${answer.answer} (Not every word of the question could be read, so these are all the public prices. ${note.replace(/^\(|\)$/g, '')})`,
    _meta: { ...answer._meta, confidence: Math.round(answer._meta.confidence * 60) / 100 },
  };
}
