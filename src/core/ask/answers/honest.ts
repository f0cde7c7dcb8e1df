/**
 * The last looks at an answer: a need told in the asker's words gets the project it points to
 * (./problems.ts); then (issue #28, hollow answers) a question that asks for a private kind of
 * detail gets "not published" (./private-kinds.ts) rather than whatever shares a word with it, and
 * a yes/no question about something the portfolio never mentions gets "not mentioned", and one about
 * the world at a time to come ("the weather tomorrow") "cannot tell" (./coverage.ts), and one whose
 * answer rests on a common word used in another sense than the portfolio's name "No." (./senses.ts); last, a yes/no
 * answer without a verdict leads with the "Yes." its own evidence earns (./evidence-verdict.ts), and a "Yes." from a
 * quoted sentence that negates the act asked, or states only part of it, is corrected (./earned-verdict.ts).
 */
import type { Knowledge } from '../knowledge/knowledge.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import type { AskAnswer } from '../schema.ts';
import { coverageAnswer, worldAnswer } from './coverage.ts';
import { privateKindAnswer } from './private-kinds.ts';
import { withNeedProject } from './problems.ts';
import { withMadeThing } from './made-things.ts';
import { withPlainWork } from './whole-writeup.ts';
import { withEvidenceVerdict, withListedNameVerdict } from './evidence-verdict.ts';
import { withSenseChecked } from './senses.ts';
import { withStatedEntry } from './entry-stated.ts';
import { withEarnedVerdict } from './earned-verdict.ts';
import { withWorkOverPrivate } from './work-over-private.ts';
import { withWrittenTerm } from './written-term.ts';
import { withUnwrittenModifier } from './unwritten-modifier.ts';
import { withLabelledCategory } from './labelled-list.ts';
import { withAttachedVersion } from './asked-version.ts';
import { withAskedSentence } from './asked-sentence.ts';

/** `answer`, or the answer that replaces it. */
export function honestAnswer(
  knowledge: Knowledge,
  question: ParsedQuestion,
  text: string,
  answer: AskAnswer,
  synonyms: Readonly<Record<string, readonly string[]>>,
  translated = false,
  ordinary: ReadonlySet<string> = new Set(),
): AskAnswer {
  // "Has she done flavor chemistry?" found nothing, but a course of her degree writes it (./entry-stated.ts).
  const read = withStatedEntry(knowledge, question, withNeedProject(knowledge, question, text, answer, synonyms));
  const honest =
    privateKindAnswer(knowledge, question, read) ??
    worldAnswer(knowledge, question, text, read) ??
    // A question read through a language's table keeps the words the table does not know ("trabajado"): not things asked.
    senseChecked(knowledge, question, read, translated ? undefined : coverageAnswer(knowledge, question, text, read, synonyms), ordinary);
  // "Has she done anything with the labels … you can scan with a phone?": the work asked about, not the contact block (./work-over-private.ts).
  const work = withWrittenTerm(knowledge, question, withWorkOverPrivate(knowledge, question, text, honest, synonyms));
  // "Has she made anything that …?": work told in plain words gets the project it describes (./made-things.ts).
  // "Has he done bin packing?": the project whose own topic is the need's head, not "No." over the word "bin" (./unwritten-modifier.ts).
  const made = withUnwrittenModifier(knowledge, question, withMadeThing(knowledge, question, text, work, synonyms));
  // "Has she made anything that warns walkers before the path floods?": the write-up that tells it in plain words (./whole-writeup.ts).
  const plain = withPlainWork(knowledge, question, text, made, synonyms, work);
  // "Is she into jazz?" answered by the bio's sentence on jazz: the verdict that evidence earns (./evidence-verdict.ts).
  const verdict = withListedNameVerdict(knowledge, question, withEvidenceVerdict(knowledge, question, text, plain, synonyms));
  // "Does she scrape competitors' prices?" against "I do not scrape …": the verdict its quoted sentence earns (./earned-verdict.ts).
  // "How accurate is the classifier?": the write-up's sentence with the value asked, not the first that names it (./asked-sentence.ts).
  const asked = withAskedSentence(knowledge, question, withEarnedVerdict(knowledge, question, verdict));
  // "What equipment automation standards does she know?": the category whose label it writes (./labelled-list.ts).
  // "Has she used grandMA2?" against a listed "grandMA3": another version written on the name (./asked-version.ts).
  return withAttachedVersion(knowledge, question, withLabelledCategory(knowledge, question, asked));
}

/**
 * "Can she help us load a moving van?": an answer resting on a common word used in another sense than the
 * portfolio's name `load` gives way to "No." (./senses.ts); the coverage's own "No. … does not mention …" stays.
 */
function senseChecked(
  knowledge: Knowledge,
  question: ParsedQuestion,
  read: AskAnswer,
  covered: AskAnswer | undefined,
  ordinary: ReadonlySet<string>,
): AskAnswer {
  if (covered && /^No\b/.test(covered.answer)) return covered;
  return withSenseChecked(knowledge, question, covered ?? read, ordinary);
}
