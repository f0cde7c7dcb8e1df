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
import { stem, tokenize } from '../text/words.ts';
import { apiUrl, confidenceOf, owners, reply } from './reply.ts';

const NEGATIONS: ReadonlySet<string> = new Set(words.negations);
const VERBS: ReadonlySet<string> = new Set(words.verbs.map(stem));
const REQUESTS: ReadonlySet<string> = new Set(words.requests.map(stem));
const STARTS: ReadonlySet<string> = new Set(words.starts);

/** Each limit: the sentence, and its items as stem sets. */
export interface Boundary {
  text: string;
  items: Set<string>[];
}

/** The limits stated by the bio (computed once per engine). */
export function findBoundaries(knowledge: Knowledge): Boundary[] {
  const boundaries: Boundary[] = [];
  for (const sentence of knowledge.bio) {
    const items = limitItems(knowledge, sentence.text);
    if (items.length) boundaries.push({ text: sentence.text, items });
  }
  return boundaries;
}

/** The items after each "not <verb>" of a sentence; none without one. */
function limitItems(knowledge: Knowledge, text: string): Set<string>[] {
  const items: Set<string>[] = [];
  // Clauses from a negation to the next negation or the end of the sentence.
  const clauses = text.split(/\b(?=(?:not|never|no|won't|don't)\b)/i).slice(1);
  for (const clause of clauses) {
    const tokens = tokenize(clause);
    const verbAt = tokens.findIndex((token, i) => i <= 4 && VERBS.has(token.stem));
    if (verbAt < 0 || !NEGATIONS.has(tokens[0]!.folded)) continue;
    const rest = clause
      .split(new RegExp(`\\b${tokens[verbAt]!.folded}\\b`, 'i'))
      .slice(1)
      .join(' ');
    for (const part of rest.split(/[,;:]|\bor\b|\band\b/i)) {
      const stems = new Set(
        tokenize(part)
          .filter((token) => !isStopLike(knowledge, token.folded) && !GENERIC_NOUNS.has(token.folded) && token.folded.length > 1)
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
  return reply('answer', 'profile', `No. From ${owners(knowledge)} bio: “${hit.text}”`, [apiUrl(knowledge, '/v1/profile')], confidenceOf(question, 0.9));
}
