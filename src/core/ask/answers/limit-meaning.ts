/**
 * A request written in other words than the owner's stated limit (issue #28): "A navy wants the
 * targeting console of its frigate's gun linked to the bridge network. Would she take it?" against
 * "I do not build software for naval weapons". Each word of a limit's item is met by the question's
 * own word, by a word of the same meaning ("navy" for "naval", "face" for "facial", "recognise"
 * for "recognition": WordNet's synonyms, derivations and pertainyms, ../knowledge/limit-relations.ts)
 * or by a kind of it ("gun" for "weapon", ../knowledge/wordnet.ts), both read at build time.
 *
 * Every word of the item met, one of them at least in other words: "No, most likely", with the
 * limit. The item's first and last words (what qualifies it and its head: "lunar" and "robots" of
 * "lunar mining robots") and at least half of its words met, in other words or as written:
 * "Probably not", less sure; "mining robots for a quarry" meets no limit on lunar ones. A word the owner's projects use is the owner's own work and
 * never meets a limit; the first word of an item alone ("a navy museum") meets nothing.
 */
import { url } from '../../../catalogue/paths.ts';
import type { Knowledge } from '../knowledge/knowledge.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import { isStopLike } from '../question/stop-words.ts';
import type { AskAnswer } from '../schema.ts';
import words from '../tables/boundary-words.json' with { type: 'json' };
import { joinList } from '../text/english.ts';
import { isFormOf } from '../text/word-forms.ts';
import { contentTokens, stem, tokenize } from '../text/words.ts';
import { apiUrl, confidenceOf, owners, reply } from './reply.ts';

/** Nouns of trade or customer ("industry", "companies") that a request need not repeat. */
const HEADS: ReadonlySet<string> = new Set(words.heads.map(stem));

/** What of a limit the question meets in its own words. */
export interface MeaningHit {
  /** The question's words that stand for the item's ("navy", "gun"). */
  asked: string[];
  /** The item's words as the limit writes them ("naval weapons"). */
  item: string;
  /** Every word of the item met (else its head and half of its words). */
  full: boolean;
  /** Whether a word was met in other words (WordNet), not only as the limit writes it. */
  meaning: boolean;
}

/** A stated limit as ../answers/boundaries.ts reads it, with what WordNet gives for its words. */
interface LimitLike {
  text: string;
  items: Set<string>[];
  kinds?: ReadonlyMap<string, readonly { stems: string; length: number; text: string }[]>;
  related?: ReadonlyMap<string, ReadonlySet<string>>;
}

/**
 * The best meeting of a question with one item of the limits, full before partial, or undefined.
 * `has` tells whether the question writes a stem itself.
 */
function meaningCover<L extends LimitLike>(
  knowledge: Knowledge,
  question: ParsedQuestion,
  limits: readonly L[],
  has: (wordStem: string) => boolean,
): (MeaningHit & { limit: L }) | undefined {
  // The question's content words not used by any project (the owner's own work is never a limit), by stem -> as written.
  const free = new Map<string, string>();
  for (const word of question.words)
    if (!isStopLike(knowledge, word.folded) && !knowledge.postings.has(word.stem) && word.folded.length >= 2) free.set(word.stem, word.folded);
  // Its runs of one to three words, for kinds of several words ("betting shop").
  const stems = question.words.map((word) => word.stem);
  const phrases = new Map<string, string>();
  for (let start = 0; start < stems.length; start++)
    for (let end = start + 1; end <= Math.min(stems.length, start + 3); end++)
      phrases.set(
        stems.slice(start, end).join(' '),
        question.words
          .slice(start, end)
          .map((word) => word.folded)
          .join(' '),
      );
  let partial: (MeaningHit & { limit: L }) | undefined;
  for (const limit of limits) {
    for (const item of limit.items) {
      // What the item is without the question (its own words, whether it states what the owner does): read once per item.
      const { own, stated } = itemReading(limit.text, item);
      if (!own.length || stated) continue;
      const asked: string[] = [];
      let viaMeaning = false;
      const met = own.map((wordStem) => {
        if (has(wordStem)) {
          asked.push(question.words.find((word) => isFormOf(word.stem, wordStem))?.folded ?? wordStem);
          return true;
        }
        const same = [...(limit.related?.get(wordStem) ?? [])].find((other) => free.has(other));
        if (same) {
          asked.push(free.get(same)!);
          viaMeaning = true;
          return true;
        }
        const kind = limit.kinds
          ?.get(wordStem)
          ?.find((candidate) => phrases.has(candidate.stems) && candidate.stems.split(' ').every((part) => free.has(part)));
        if (kind) {
          asked.push(phrases.get(kind.stems)!);
          viaMeaning = true;
          return true;
        }
        return false;
      });
      const count = met.filter(Boolean).length;
      // The item as the limit writes it, only for the meeting returned.
      const written = () => own.map((wordStem) => writtenWord(limit.text, wordStem)).join(' ');
      // Every word met in the limit's own words is the plain "No." of ./boundaries.ts.
      if (count === own.length && viaMeaning) return { asked, item: written(), full: true, meaning: true, limit };
      // The item's first word (what qualifies it: "lunar" of "lunar mining robots") and its last (its head) both met, half of its words at least.
      if (!partial && count >= 2 && met[0] && met[met.length - 1] && count * 2 >= own.length)
        partial = { asked, item: written(), full: false, meaning: viaMeaning, limit };
    }
  }
  return partial;
}

/** Per item of a limit: its words without the trade and customer nouns, and whether the limit states it as what the owner does. */
const ITEM_READINGS = new WeakMap<ReadonlySet<string>, { text: string; own: string[]; stated: boolean }>();

/** How many times an item of a limit was read (the tests count them: once per item, not once per question). */
export const limitItemReads = { count: 0 };

function itemReading(text: string, item: ReadonlySet<string>): { own: string[]; stated: boolean } {
  let reading = ITEM_READINGS.get(item);
  if (reading?.text !== text) {
    limitItemReads.count++;
    reading = { text, own: [...item].filter((wordStem) => !HEADS.has(wordStem)), stated: statedOfOwner(text, item) };
    ITEM_READINGS.set(item, reading);
  }
  return reading;
}

/** "No, most likely" (or "Probably not" for a partial meeting) with the limit a request meets in other words; undefined when none. */
export function meaningAnswer<L extends LimitLike>(
  knowledge: Knowledge,
  question: ParsedQuestion,
  limits: readonly L[],
  has: (wordStem: string) => boolean,
): AskAnswer | undefined {
  const hit = meaningCover(knowledge, question, limits, has);
  if (!hit) return undefined;
  const text = `${meaningSentence(hit)}, and from ${owners(knowledge)} bio: “${hit.limit.text}”`;
  return reply('answer', 'profile', text, [apiUrl(knowledge, url('getProfile'))], confidenceOf(question, hit.full ? 0.7 : 0.55));
}

/** "No, most likely: “navy” and “gun” stand for “naval weapons” (WordNet)", "Probably not: “gun” comes close to …". */
function meaningSentence(hit: MeaningHit): string {
  const asked = joinList([...new Set(hit.asked)].map((word) => `“${word}”`));
  const verb = hit.full ? (hit.asked.length > 1 ? 'stand for' : 'stands for') : hit.asked.length > 1 ? 'come close to' : 'comes close to';
  return `${hit.full ? 'No, most likely' : 'Probably not'}: ${asked} ${verb} “${hit.item}”${hit.meaning ? ' (WordNet)' : ''}`;
}

/**
 * Whether an item is a statement of what the owner does rather than a thing refused: "I do not
 * sell black-box models: every model I deliver comes with its source" (the part of the sentence
 * that holds the item has the owner as subject and no negation).
 */
function statedOfOwner(text: string, item: ReadonlySet<string>): boolean {
  for (const part of text.split(/[,;:]|\bor\b|\band\b/)) {
    const tokens = tokenize(part);
    if (![...item].every((wordStem) => tokens.some((token) => token.stem === wordStem))) continue;
    return tokens.some((token) => OWNER_FIRST.has(token.folded)) && !tokens.some((token) => NEGATIONS.has(token.folded));
  }
  return false;
}

const OWNER_FIRST: ReadonlySet<string> = new Set(['i', 'we', 'my', 'our']);
const NEGATIONS: ReadonlySet<string> = new Set(words.negations);

/** The word of a sentence with this stem, as written ("weapons"). */
function writtenWord(text: string, wordStem: string): string {
  return contentTokens(text).find((token) => token.stem === wordStem)?.folded ?? wordStem;
}

/** Stem -> the stems of its words of one meaning, for a limit's words (from the ask index). */
export function relatedOfLimit(items: readonly Set<string>[], related: Readonly<Record<string, string[]>>): Map<string, Set<string>> | undefined {
  const found = new Map<string, Set<string>>();
  for (const wordStem of items.flatMap((item) => [...item])) if (Object.hasOwn(related, wordStem)) found.set(wordStem, new Set(related[wordStem]));
  return found.size ? found : undefined;
}
