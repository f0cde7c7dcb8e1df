/**
 * A project's fact sentence wins over a card, a price list or a skill disclaimer when the question
 * asks for a value (issue #28, class 2 of session 31): "At what rate do the power meters record?"
 * is not a question about the owner's rates, "How long after docking are the reports ready?" not one
 * about years of experience, when a sentence of a project states a value of the asked kind ("records
 * at 250 Hz", "ready 12 minutes after …") with more of the question's words than the answer found.
 * The sentence is the fact index's best few for the question's words (no scan of the content); the
 * kinds of value are those of ./typed-lead.ts.
 */
import type { Knowledge } from '../knowledge/knowledge.ts';
import { FUNCTION_WORDS, NOUN_AUXILIARIES } from '../lexicon.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import type { AskAnswer } from '../schema.ts';
import { isUnit } from '../text/lead-values.ts';
import { isNounLike } from '../text/parts-of-speech.ts';
import { releaseCompiledCode } from '../text/patterns.ts';
import { contentStems, stem, tokenize } from '../text/words.ts';
import { reply } from './reply.ts';
import { projectById } from '../knowledge/project-by-id.ts';
import { bare } from '../text/bare-token.ts';

/** The kinds of value ./typed-lead.ts reads from a question. */
export type WantKind = 'place' | 'agent' | 'date' | 'version' | 'count' | 'measure' | 'name';

/** Words of asking, never the thing asked about. */
const ASKING = new Set(['how', 'many', 'much', 'long', 'far', 'fast', 'deep', 'what', 'which', 'who', 'whom', 'where', 'when', 'rate']);

const NUMBER = /^(?:[−-]?\d[\d,.]*%?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty)$/i;
const YEAR = /^(?:1[89]|20)\d\d$/;
/** The openings of a negative verdict of ./honest.ts's steps: "No.", "No, most likely:", "Probably not:", "Not as far as the portfolio shows:". */
const EARNED_NO = /^(?:No|Probably not|Not as far as the portfolio shows)(?![\p{L}\p{N}_])/u;
const TIME = /^(?:seconds?|minutes?|hours?|days?|nights?|weeks?|months?|years?|season|ms|s|h|min|mins|hrs?)$/i;

/** The numbers with a unit that a sentence states as values, in order: "250 Hz", "7.8 TB"; not "11 kV feeder". */
export function measuresIn(sentence: string): string[] {
  const raw = sentence.split(/\s+/);
  const tokens = raw.map(bare);
  const found: string[] = [];
  for (let i = 0; i < tokens.length - 1; i++) {
    // "9,800 requests a second", "2,500 a minute": a rate.
    const per = /^(?:a|an|per)$/i.test(tokens[i + 1]!) ? i + 1 : /^(?:a|an|per)$/i.test(tokens[i + 2] ?? '') && !/[,.;:]$/.test(raw[i + 1]!) ? i + 2 : -1;
    if (/^\d[\d,.]*$/.test(tokens[i]!) && per > 0 && TIME.test(tokens[per + 1] ?? '')) {
      found.push(tokens.slice(i, per + 2).join(' '));
      continue;
    }
    if (!/^\d[\d,.]*$/.test(tokens[i]!) || YEAR.test(tokens[i]!) || !isUnit(tokens[i + 1]!)) continue;
    const next = tokens[i + 2];
    const attributive = next && !/[,.;:]$/.test(raw[i + 1]!) && /^\p{Ll}+$/u.test(next) && !FUNCTION_WORDS.has(next) && isNounLike(next);
    if (!attributive) found.push(`${tokens[i]} ${tokens[i + 1]}`);
  }
  return found;
}

/** Whether a sentence states a value of the kind asked: a number of the counted noun, a number with a unit, a name. */
function statesValue(kind: WantKind, nouns: readonly string[], text: string): boolean {
  const tokens = text.split(/\s+/).map(bare);
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (!NUMBER.test(token) || YEAR.test(token)) continue;
    const next = tokens.slice(i + 1, i + 4);
    // "4% of returns" is a share, not a count of returns.
    if (kind === 'count' && !/%$/.test(token) && next.some((word) => nouns.includes(stem(word.toLowerCase())))) return true;
    if (kind === 'measure' && (/%$/.test(token) || TIME.test(next[0] ?? ''))) return true;
  }
  return kind === 'measure' && measuresIn(text).length > 0;
}

/** The content words of the question (stems): not grammar, not asking, not the owner's name. */
function contentOf(knowledge: Knowledge, question: ParsedQuestion): string[] {
  return [
    ...new Set(
      question.words
        .filter((word) => !FUNCTION_WORDS.has(word.folded) && !NOUN_AUXILIARIES.has(word.folded) && !ASKING.has(word.folded))
        .filter((word) => !knowledge.person.words.has(word.folded) && word.folded.length > 1)
        .map((word) => word.stem),
    ),
  ];
}

/**
 * The project sentence that states the value asked for, in place of an answer that states none of
 * the question's words as well: a price list, a skill disclaimer, another project's card.
 * Undefined when the answer is kept.
 */
export function valueFact(knowledge: Knowledge, question: ParsedQuestion, kind: WantKind, nouns: readonly string[], answer: AskAnswer): AskAnswer | undefined {
  if (kind !== 'count' && kind !== 'measure') return undefined;
  if (question.injection || answer._meta.response_type === 'help') return undefined;
  // A verdict earned before ("No." of a stated limit, "Not as far as the portfolio shows", "Probably not") is not undone by a project's value.
  if (EARNED_NO.test(answer.answer)) return undefined;
  // A private field stays refused; "how long" read as years of experience (a skill's level) is no private field of a project.
  if (answer._meta.intent === 'private' && !(kind === 'measure' && question.cues.has('years'))) return undefined;
  // An answer that quotes a sentence with a value of the kind asked is a reading of its own ("Found 94.1% of tackles").
  const quoted = /“([^”]+)”/u.exec(answer.answer)?.[1];
  if (quoted && statesValue(kind, nouns, quoted)) return undefined;
  const content = contentOf(knowledge, question);
  if (content.length < 2) return undefined;
  const own = new Set(tokenize(answer.answer).map((token) => token.stem));
  const answered = content.filter((wordStem) => own.has(wordStem)).length;
  const hits = knowledge.factIndex.best(
    question.words.map((word) => word.folded),
    3,
    (hit) => hit.kind === 'project',
  );
  for (const hit of hits) {
    if (answer.answer.includes(hit.text.trim())) return undefined;
    const stems = contentStems(hit.text);
    const covered = content.filter((wordStem) => stems.has(wordStem)).length;
    // Two of the question's words at least, and more than the answer states.
    if (covered < 2 || covered <= answered || !statesValue(kind, nouns, hit.text)) continue;
    const info = projectById(knowledge, hit.project);
    if (!info) continue;
    return reply('answer', 'project', `${info.view.title}: “${hit.text.trim()}”`, [info.view.links.html, info.view.links.self], 0.8);
  }
  return undefined;
}

// Their machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(NUMBER, YEAR, TIME, EARNED_NO);
