/**
 * A private field's word used in a public sense ("Has she built hidden feeders?", "Is her app in
 * private beta?", ../question/public-senses.ts) is no longer a request for the private field, but it
 * is still asked: a "Yes." or "No." must be earned by a source that states it too. The last look at a
 * verdict whose text writes no form of the word: the verdict gives way to what was found ("Not as far
 * as the portfolio shows: … does not mention “hidden feeders”." and, after a "Yes.", what it found).
 * General: reads only the answer's own text and the question's words.
 */
import type { Knowledge } from '../knowledge/knowledge.ts';
import { FUNCTION_WORDS } from '../lexicon.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import type { Word } from '../question/words.ts';
import type { AskAnswer } from '../schema.ts';
import { isFormOf } from '../text/word-forms.ts';
import { tokenize } from '../text/words.ts';
import { owners } from './reply.ts';

/** Whether the answer's text writes the word or a form of it ("betas" of "beta", "Private" of "private"). */
function states(text: string, word: Word): boolean {
  return tokenize(text).some(
    (token) => token.folded === word.folded || token.stem === word.stem || isFormOf(word.stem, token.stem) || isFormOf(token.stem, word.stem),
  );
}

/** The words asked from `word` to the first content word after it: "hidden feeders", "private bug". */
function phraseOf(words: readonly Word[], word: Word): string {
  const at = words.indexOf(word);
  const phrase = [word.folded];
  for (let i = at + 1; i < words.length && i <= at + 3; i++) {
    phrase.push(words[i]!.folded);
    if (!FUNCTION_WORDS.has(words[i]!.folded)) break;
  }
  return phrase.join(' ');
}

/** `answer`, without a "Yes."/"No." that does not state a word of a private field asked in a public sense. */
export function withPublicSenseVerdict(knowledge: Knowledge, question: ParsedQuestion, answer: AskAnswer): AskAnswer {
  if (!question.publicSenses.length) return answer;
  // A verdict word and its stop: "Yes.", "Yes, most likely:", "No." (not "No project is about …").
  const verdict = /^(Yes|No)(?=[.,:])/u.exec(answer.answer)?.[1];
  if (!verdict) return answer;
  const unstated = question.publicSenses.filter((word) => !states(answer.answer, word));
  if (!unstated.length) return answer;
  const named = unstated.map((word) => `“${phraseOf(question.words, word)}”`).join(' and ');
  const said = `Not as far as the portfolio shows: ${owners(knowledge)} portfolio does not mention ${named}.`;
  // After a "Yes.", what it found; a "No." of another word ("does not mention “services”") is no finding.
  const rest = verdict === 'Yes' ? answer.answer.replace(/^Yes(?:, most likely:|[.,])?\s*/u, '') : '';
  return {
    ...answer,
    _meta: { ...answer._meta, confidence: Math.min(answer._meta.confidence, 0.5) },
    answer: rest ? `${said} ${rest}` : said,
  };
}
