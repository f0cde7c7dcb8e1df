/**
 * The owner's stated limits: "Would she work on a military drone project?" when the bio says
 * "What I will not work on: weapons, military or defence robotics, surveillance drones". A bio
 * sentence with a negation before a verb of work lists items (split at commas, "or", "and",
 * colons); a yes/no question that asks for work and contains every word of one item gets "No."
 * with the sentence. Only a whole item counts: "robotics" alone is not "defence robotics".
 */
import type { Knowledge } from '../knowledge/knowledge.ts';
import { GENERIC_NOUNS } from '../lexicon.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import { isStopLike } from '../question/stop-words.ts';
import type { AskAnswer } from '../schema.ts';
import words from '../tables/boundary-words.json' with { type: 'json' };
import { fold, stem, tokenize } from '../text/words.ts';
import { apiUrl, confidenceOf, owners, reply } from './reply.ts';
import { url } from '../../../catalogue/paths.ts';

const NEGATIONS: ReadonlySet<string> = new Set(words.negations);
const VERBS: ReadonlySet<string> = new Set(words.verbs.map(stem));
const REQUESTS: ReadonlySet<string> = new Set(words.requests.map(stem));
const STARTS: ReadonlySet<string> = new Set(words.starts);

/** Each limit: the sentence, and its items as stem sets. */
export interface Boundary {
  text: string;
  items: Set<string>[];
}

/** The limits stated by the bio (computed once per engine); `extra`: words of the content's language. */
export function findBoundaries(knowledge: Knowledge, extra?: { negations: string[]; verbs: string[]; stop: string[] }): Boundary[] {
  const words: LimitWords = {
    negations: new Set([...NEGATIONS, ...(extra?.negations ?? [])]),
    verbs: new Set([...VERBS, ...(extra?.verbs ?? []).map(stem)]),
    stop: new Set(extra?.stop ?? []),
  };
  const boundaries: Boundary[] = [];
  for (const sentence of knowledge.bio) {
    const items = limitItems(knowledge, sentence.text, words);
    if (items.length) boundaries.push({ text: sentence.text, items });
  }
  return boundaries;
}

interface LimitWords {
  negations: ReadonlySet<string>;
  verbs: ReadonlySet<string>;
  /** Function words of the content's language ("für"). */
  stop: ReadonlySet<string>;
}

/**
 * The items after each negation of a sentence that has a verb of work next to it ("I do not work
 * on …", "Ich arbeite nicht für …"); none without one.
 */
function limitItems(knowledge: Knowledge, text: string, words: LimitWords): Set<string>[] {
  const tokens = tokenize(text);
  const near = (i: number) => tokens.slice(Math.max(0, i - 3), i + 4).some((token) => words.verbs.has(token.stem));
  if (!tokens.some((token, i) => words.negations.has(token.folded) && near(i))) return [];
  const items: Set<string>[] = [];
  // Clauses from a negation to the next negation or the end of the sentence, without the verb and what precedes it.
  const negation = new RegExp(`\\b(?=(?:${[...words.negations].join('|')})\\b)`);
  for (const whole of fold(text).split(negation).slice(1)) {
    // "I do not relocate: I work remotely": a new subject after a colon or semicolon starts a clause the negation does not reach.
    const clause = whole.split(/[:;]\s*(?=(?:i|we|she|he|they|my|our)\b)/)[0]!;
    const clauseTokens = tokenize(clause);
    if (!words.negations.has(clauseTokens[0]?.folded ?? '')) continue;
    const verbAt = clauseTokens.findIndex((token, i) => i <= 4 && words.verbs.has(token.stem));
    const rest = clauseTokens
      .slice(verbAt >= 0 ? verbAt + 1 : 1)
      .map((token) => token.folded)
      .join(' ');
    const parts = clause.slice(clause.indexOf(rest.split(' ')[0] ?? '')).split(/[,;:]|\bor\b|\band\b|\boder\b|\bund\b/);
    for (const part of parts) {
      const stems = new Set(
        tokenize(part)
          .filter(
            (token) => !isStopLike(knowledge, token.folded) && !words.stop.has(token.folded) && !GENERIC_NOUNS.has(token.folded) && token.folded.length > 1,
          )
          .filter((token) => !words.negations.has(token.folded) && !words.verbs.has(token.stem))
          .map((token) => token.stem),
      );
      if (stems.size) items.push(stems);
    }
  }
  return items;
}

/** "No." with the sentence that rules out what the question asks for; undefined otherwise. */
export function boundaryAnswer(knowledge: Knowledge, boundaries: readonly Boundary[], question: ParsedQuestion): AskAnswer | undefined {
  if (!boundaries.length || !STARTS.has(question.words[0]?.folded ?? '')) return undefined;
  if (!question.words.some((word) => REQUESTS.has(word.stem))) return undefined;
  const asked = new Set(question.words.map((word) => word.stem));
  const hit = boundaries.find((boundary) => boundary.items.some((item) => [...item].every((wordStem) => asked.has(wordStem))));
  if (!hit) return undefined;
  return reply('answer', 'profile', `No. From ${owners(knowledge)} bio: “${hit.text}”`, [apiUrl(knowledge, url('getProfile'))], confidenceOf(question, 0.9));
}

/** Whether a question asks the owner for work ("Would she work on …?", "will he help us build …?"): a modal start and a request verb. */
export function asksForWork(question: ParsedQuestion): boolean {
  const first = question.words[0]?.folded ?? '';
  return MODAL_STARTS.has(first) && question.words.some((word) => REQUESTS.has(word.stem));
}

const MODAL_STARTS: ReadonlySet<string> = new Set(['would', 'will', 'could', 'might']);
