/**
 * The verdict a project answer earns for a yes/no question about the owner's work (issue #28,
 * earned verdicts): "Does she do queue modeling?" answered with "Polling Place Queue Model (2023-09):
 * A discrete-event simulation of the queues …", or "Did she use a speech synthesizer for audio
 * ballots?" with the write-up sentence "… records an audio version of the ballot … with a speech
 * synthesiser …", leads with "Yes." when one sentence of the answer states every content word of
 * the question (by stem, spelling or a one-word WordNet synonym) and no negation reaches them.
 *
 * Only questions about what the owner did or does ("Did she …", "Has he …", "Does she …"): a request
 * ("Would she …", "Can he …") may meet a stated limit and is judged elsewhere (./boundaries.ts). The
 * verb right after the subject is a verb of doing or using ("do", "use", "work"), which the project
 * itself shows, or a verb the sentence must state too. A project's date ("the October
 * 2023 election") does not bind what the sentence states, as a bio sentence's "Available from
 * March" does (./evidence-verdict.ts). Questions with a claim that mention cannot prove (numbers,
 * comparisons, quantifiers, times) are left alone, as there.
 */
import type { Knowledge } from '../knowledge/knowledge.ts';
import { FUNCTION_WORDS } from '../lexicon.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import type { Word } from '../question/words.ts';
import type { AskAnswer } from '../schema.ts';
import { negates } from '../text/negation.ts';
import { stem, type Token, tokenize } from '../text/words.ts';
import { shapeOf } from './answer-shape.ts';
import { owners } from './reply.ts';
import { statedVersion } from './stated-mention.ts';
import { CLAIM_WORDS, timeWord, verdictApplies } from './evidence-verdict.ts';

/** Openers of a question about what the owner did or does. */
const DONE: ReadonlySet<string> = new Set(['did', 'does', 'do', 'has', 'have', 'had']);
const SUBJECTS: ReadonlySet<string> = new Set(['she', 'he', 'they', 'you']);
/**
 * Verbs of doing or using in general: a project shows them without writing them. A verb that says
 * what was made ("design", "build", "write") must be stated: "Does she design ship hulls?" is not
 * earned by a project that monitors hulls.
 */
const DOING: ReadonlySet<string> = new Set(['do', 'does', 'did', 'done', 'use', 'used', 'work', 'worked', 'know', 'apply', 'employ', 'handle'].map(stem));
/** Words of a claim that a sentence mentioning the thing does not prove (../evidence-verdict.ts's, and "ever", "never"). */
const CLAIMS: ReadonlySet<string> = new Set([...CLAIM_WORDS, 'ever', 'never']);
const ASKING: ReadonlySet<string> = new Set(['she', 'he', 'they', 'her', 'his', 'their', 'him', 'them', 'any', 'really', 'actually', 'anything', 'something']);

/** Whether the question asks what the owner did or does: "Did she …", "Has he …", "Does Maya …". */
export function projectVerdictApplies(question: ParsedQuestion): boolean {
  const [opener, subject] = question.words;
  return verdictApplies(question) && DONE.has(opener?.folded ?? '') && subject !== undefined && SUBJECTS.has(subject.folded);
}

/** `answer` led by "Yes." when one of its sentences states every content word of the question; else `answer`. */
export function withProjectVerdict(
  knowledge: Knowledge,
  question: ParsedQuestion,
  text: string,
  answer: AskAnswer,
  synonyms: Readonly<Record<string, readonly string[]>>,
): AskAnswer {
  if (answer._meta.intent !== 'project' || shapeOf(answer).verdict !== undefined) return answer;
  if (/\d/.test(text) || question.places.length || /[.!?;:]\s+\S/.test(text.trim())) return answer;
  if (question.words.some((word) => CLAIMS.has(word.folded) || timeWord(word.folded))) return answer;
  return statedInOneSentence(knowledge, question, answer.answer, synonyms) ? { ...answer, answer: `Yes. ${answer.answer}` } : answer;
}

/**
 * Whether one sentence of `body` states every content word of the question after its opener and subject (a
 * general verb of doing or using excepted), as written or by a one-word synonym, not negated: the evidence a
 * project's "Yes." needs (also ./work-judge.ts's, whose match may rest on word families and bridges).
 */
export function statedInOneSentence(
  knowledge: Knowledge,
  question: ParsedQuestion,
  body: string,
  synonyms: Readonly<Record<string, readonly string[]>>,
): boolean {
  const verb = question.words[2];
  const content = question.words.slice(2).filter((word) => isContent(knowledge, word) && !(word === verb && DOING.has(word.stem)));
  if (!content.length) return false;
  const sentences = body.split(/(?<=[.!?”])\s+(?=[“A-Z])/u);
  return sentences.some((sentence) => {
    const tokens = tokenize(sentence);
    return (
      content.every((word) => states(word, tokens, synonyms)) &&
      !negates(
        sentence,
        content.map((word) => word.stem),
      )
    );
  });
}

function isContent(knowledge: Knowledge, word: Word): boolean {
  if (word.folded.length < 3 && !word.asName) return false;
  return !FUNCTION_WORDS.has(word.folded) && !knowledge.person.words.has(word.folded) && !ASKING.has(word.folded);
}

/** A token of the sentence with the word's stem, or a one-word synonym's. */
function states(word: Word, tokens: readonly Token[], synonyms: Readonly<Record<string, readonly string[]>>): boolean {
  if (tokens.some((token) => token.stem === word.stem || token.stem === stem(word.folded))) return true;
  return (synonyms[word.folded] ?? []).some((other) => {
    const own = tokenize(other);
    return own.length === 1 && tokens.some((token) => token.stem === own[0]!.stem);
  });
}

/** Per portfolio: each listed skill's name and the folded words it writes, made once. */
const SKILL_WORDS = new WeakMap<Knowledge, readonly { name: string; words: ReadonlySet<string> }[]>();
function skillWords(knowledge: Knowledge): readonly { name: string; words: ReadonlySet<string> }[] {
  let list = SKILL_WORDS.get(knowledge);
  if (!list) {
    list = knowledge.entities
      .filter((entity) => entity.kind === 'skill')
      .map((skill) => ({ name: skill.name, words: new Set(tokenize(skill.name).flatMap((token) => [token.folded, token.stem])) }));
    SKILL_WORDS.set(knowledge, list);
  }
  return list;
}

/**
 * "Does he know Modular DISPATCH?" answered with the list of a category ("4 skills under dispatch:
 * Modular Mining DISPATCH 7, …"): a yes/no question whose content words, a name among them, are all
 * words of one listed skill the list names leads with "Yes. … skills list Modular Mining DISPATCH 7."
 * and the list follows. A version asked ("DISPATCH 6") is compared elsewhere (./asked-version.ts).
 */
export function withListedWordsVerdict(knowledge: Knowledge, question: ParsedQuestion, answer: AskAnswer): AskAnswer {
  if (answer._meta.intent !== 'skills') return answer;
  const verb = question.words[2];
  const numbers = question.words.filter((word) => /\d/.test(word.folded));
  const content = question.words.slice(1).filter((word) => isContent(knowledge, word) && !(word === verb && DOING.has(word.stem)) && !numbers.includes(word));
  if (!content.length || content.length > 4 || numbers.length > 1 || !content.some((word) => word.asName)) return answer;
  const found = skillWords(knowledge).find(
    (skill) => answer.answer.includes(skill.name) && content.every((word) => skill.words.has(word.folded) || skill.words.has(word.stem)),
  );
  if (!found) return answer;
  const asked = numbers[0]?.folded;
  const listed = / v?(\d+(?:\.\d+)*)$/i.exec(found.name)?.[1];
  const as = (lead: string) => ({ ...answer, _meta: { ...answer._meta, response_type: 'answer' as const }, answer: `${lead} ${answer.answer}` });
  if (asked === undefined || (listed !== undefined && (listed === asked || listed.startsWith(`${asked}.`))))
    return as(`Yes. ${owners(knowledge)} skills list ${found.name}.`);
  // "Has he used DISPATCH 6?" against a listed "Modular Mining DISPATCH 7": a write-up that writes "DISPATCH 6" earns "Yes." (./stated-mention.ts), else "No.".
  if (listed === undefined) return answer;
  const stating = statedVersion(
    knowledge,
    content.map((word) => word.folded),
    asked,
  );
  if (stating) return as(`Yes. The write-up of ${knowledge.projects[stating.project]!.view.title} states ${stating.written}: “${stating.text}”`);
  const name = content.map((word) => found.name.split(/\s+/).find((part) => part.toLowerCase() === word.folded) ?? word.folded).join(' ');
  return as(`No. ${owners(knowledge)} skills list ${found.name}, not ${name} ${asked}.`);
}
