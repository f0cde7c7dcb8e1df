/**
 * "How many agencies use its services?", "How many motor policies did the Milan insurer have?", "How many
 * pits did Spinifex monitor when he started?" (issue #28, the owner's facts asked in other words): a
 * number the bio or the work history gives the thing counted ("used by 6 provincial and territorial
 * wildfire agencies", "a book of 1.9 million motor policies", "from 9 open pits to 23"), when the answer
 * found does not state it:
 * - the counted thing is the question's noun after "how many" (the last plural before a grammar word:
 *   "motor policies did" -> "policies"), and a number counts it when at most four words stand between them;
 * - of the owner's sentences (the bio, the positions, volunteering, awards; the fact index's best few),
 *   the one that states more of the question's other words than the answer found does;
 * - "when he started", "at first", "initially": the first value of a "from A … to B".
 * General English only; the facts are the content's.
 */
import { url } from '../../../catalogue/paths.ts';
import type { Knowledge } from '../knowledge/knowledge.ts';
import { FUNCTION_WORDS } from '../lexicon.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import type { AskAnswer } from '../schema.ts';
import { releaseCompiledCode } from '../text/patterns.ts';
import { tokenize } from '../text/words.ts';
import { apiUrl, owners, reply } from './reply.ts';

const HOW_MANY = /^\s*(?:and\s+)?how\s+many\s+((?:[\p{L}-]+\s*){1,4})/iu;
const STARTED = /\b(?:when (?:he|she|they) (?:started|began|joined|arrived)|at first|at the start|initially|originally|in the beginning|to begin with)\b/i;
/** A number as the content writes it, with a scale word: "6", "1,420", "1.9 million". */
const NUMBER = /\b\d[\d,]*(?:\.\d+)?(?:\s+(?:million|billion|thousand))?\b/g;
const FROM_TO = /\bfrom\s+(\d[\d,]*(?:\.\d+)?)\s+((?:[\p{L}-]+\s+){0,4}?)(?:to|into)\s+(\d[\d,]*(?:\.\d+)?)/giu;
/** The owner's own sources in the fact index. */
const OWN = new Set(['bio', 'experience', 'volunteer', 'award']);

/** The value a sentence gives the counted stem, or the first value of its "from A … to B" when `first`. */
function countIn(sentence: string, counted: string, first: boolean): string | undefined {
  const counts = (words: string) => tokenize(words).some((token) => token.stem === counted);
  if (first) {
    for (const match of sentence.matchAll(FROM_TO))
      if (counts(match[2]!) || counts(sentence.slice(match.index! + match[0].length, match.index! + match[0].length + 40).split(/[.;,]/)[0]!)) return match[1];
    return undefined;
  }
  // "from 9 open pits to 23": now, the last value.
  for (const match of sentence.matchAll(FROM_TO)) if (counts(match[2]!)) return match[3];
  for (const match of sentence.matchAll(NUMBER)) {
    // "ISO 27001", "Java 8": a number that ends a name counts nothing.
    if (/\b[\p{Lu}][\p{L}-]*\s*$/u.test(sentence.slice(Math.max(0, match.index! - 20), match.index!))) continue;
    const after = sentence.slice(match.index! + match[0].length).split(/[.;:,()]/)[0]!;
    const words = after.trim().split(/\s+/).slice(0, 5);
    // The nearest number before the thing counted: "from 64 to 212 hotels" counts 212 hotels.
    const upTo = words.findIndex((word) => counts(word));
    if (upTo >= 0 && !words.slice(0, upTo).some((word) => /\d/.test(word))) return match[0];
  }
  return undefined;
}

/** `answer`, or the owner's sentence that counts what is asked when the answer does not state its number. */
export function withOwnCount(knowledge: Knowledge, question: ParsedQuestion, text: string, answer: AskAnswer): AskAnswer {
  if (answer._meta.response_type === 'help' || answer._meta.intent === 'private') return answer;
  const asked = HOW_MANY.exec(text);
  if (!asked) return answer;
  // The noun counted: the last plural of the words before the first grammar word ("motor policies did", "agencies use its"), else the first word.
  const group = tokenize(asked[1]!);
  const grammar = group.findIndex((token) => FUNCTION_WORDS.has(token.folded));
  const before = grammar < 1 ? group : group.slice(0, grammar);
  const counted = ([...before].reverse().find((token) => /s$/.test(token.folded)) ?? group[0])?.stem;
  if (!counted) return answer;
  const first = STARTED.test(text);
  const content = [
    ...new Set(
      tokenize(text)
        .filter((token) => !FUNCTION_WORDS.has(token.folded) && token.stem !== counted && token.folded !== 'many')
        .map((token) => token.stem),
    ),
  ];
  const shared = (text: string) => {
    const stems = new Set(tokenize(text).map((token) => token.stem));
    return content.filter((stem) => stems.has(stem)).length;
  };
  const hits = knowledge.factIndex.best(
    question.words.map((word) => word.folded),
    8,
    (hit) => OWN.has(hit.kind),
  );
  let best: { text: string; kind: string; name: string; value: string; shared: number } | undefined;
  for (const hit of hits) {
    const value = countIn(hit.text, counted, first);
    if (!value) continue;
    const score = shared(`${hit.name} ${hit.text}`);
    if (!best || score > best.shared) best = { text: hit.text, kind: hit.kind, name: hit.name, value, shared: score };
  }
  if (!best) return answer;
  const stated = new RegExp(`(^|[^\\d.,])${best.value.replace(/[.,]/g, '\\$&')}(?![\\d])`).test(answer.answer);
  if (stated || (!first && best.shared < shared(answer.answer))) return answer;
  const source = best.kind === 'bio' ? 'bio' : `work history (${best.name})`;
  const reference = apiUrl(knowledge, url(best.kind === 'bio' ? 'getProfile' : 'getCareer'));
  return reply('answer', 'profile', `${best.value}. From ${owners(knowledge)} ${source}: “${best.text.trim()}”`, [reference], 0.8);
}

// Their machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(HOW_MANY, STARTED, NUMBER, FROM_TO);
