/**
 * The last looks at an answer, after the rules (issue #28): a table of steps run in its order, each of
 * which may replace the answer so far.
 *
 * The table's contract (adding a step is one entry in `STEPS`):
 * - `applies(question, text, context)`: the step's pre-test, read from the question alone (its shared
 *   analysis, ../question/analysis.ts, its cues and words, a cheap test of its text). It must be true for
 *   every question the step could change an answer of: it is the step's own first return-early lines on
 *   the question, exported next to the step, so that a question of another shape never calls the step.
 * - `replaces`: the kind of answer the step may replace (./answer-shape.ts `mayReplace`: `open`, `need`,
 *   `found`, …), read once per answer from its `_meta` and its verdict; the step is not called for another.
 * - `run(context, answer)`: the step; it returns `answer` itself when it keeps it.
 * - `group`: steps of one group are alternatives: after one of them replaces the answer, the rest of
 *   the group is not run (a private kind asked, the world's future, then the coverage and the senses).
 * - `remember`: the answer before this step is kept in the context under that name for a later step
 *   (whatever this step's pre-test says).
 * A step reads the answer it is given and the context, never another step's module state.
 *
 * In order: a need told in the asker's words gets the project it points to (./problems.ts), and a yes/no
 * question that found nothing the career entry that states it (./entry-stated.ts); a question that asks for
 * a private kind of detail gets "not published" (./private-kinds.ts), one about the world at a time to come
 * "cannot tell", and a yes/no question about something the portfolio never mentions "not mentioned"
 * (./coverage.ts), or "No." when its answer rests on a common word used in another sense than the
 * portfolio's name (./senses.ts); then the work asked about over a refused detail (./work-over-private.ts),
 * a term one project writes (./written-term.ts), work told in plain words (./made-things.ts,
 * ./unwritten-modifier.ts, ./whole-writeup.ts); the verdict the evidence earns (./evidence-verdict.ts,
 * ./earned-verdict.ts); the sentence with the value asked (./asked-sentence.ts), the category whose label
 * is asked (./labelled-list.ts), another version of a listed name (./asked-version.ts); last, the lead of
 * the kind of value asked (./typed-lead.ts), the end of a change asked (./changed-lead.ts) and a project's
 * sentence that answers a wh-question better (./answering-sentence.ts), and the lead's name read whole and beside
 * what is asked (./lead-name.ts).
 */
import type { Knowledge } from '../knowledge/knowledge.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import type { AskAnswer } from '../schema.ts';
import { measuredSentenceApplies, withMeasuredSentence } from './measured-sentence.ts';
import { mayReplace, shapeOf, type StepKind } from './answer-shape.ts';
import { coverageAnswer, coverageApplies, worldAnswer, worldApplies } from './coverage.ts';
import { privateKindAnswer } from './private-kinds.ts';
import { ownIdentifierAnswer, ownIdentifierApplies } from './own-identifier.ts';
import { categorySenseApplies, withCategorySense } from './category-asked.ts';
import { ownThingApplies, withOwnThing } from './own-things.ts';
import { needApplies, withNeedProject } from './problems.ts';
import { madeThingApplies, withMadeThing } from './made-things.ts';
import { plainWorkApplies, withPlainWork } from './whole-writeup.ts';
import { withWorkJudged, workJudgeApplies } from './work-judge.ts';
import { verdictApplies, withEvidenceVerdict, withListedNameVerdict } from './evidence-verdict.ts';
import { withSenseChecked } from './senses.ts';
import { statedEntryApplies, withStatedEntry } from './entry-stated.ts';
import { withEarnedVerdict } from './earned-verdict.ts';
import { withPublicSenseVerdict } from './public-sense-verdict.ts';
import { projectVerdictApplies, withListedWordsVerdict, withProjectVerdict } from './project-verdict.ts';
import { withWorkOverPrivate, workOverPrivateApplies } from './work-over-private.ts';
import { withWrittenTerm } from './written-term.ts';
import { withUnwrittenModifier } from './unwritten-modifier.ts';
import { labelledApplies, withLabelledCategory } from './labelled-list.ts';
import { withAttachedVersion } from './asked-version.ts';
import { answeringSentenceApplies, withAnsweringSentence } from './answering-sentence.ts';
import { changedLeadApplies, withChangedLead } from './changed-lead.ts';
import { askedSentenceApplies, withAskedSentence } from './asked-sentence.ts';
import { typedLeadApplies, withTypedLead } from './typed-lead.ts';
import { figureBoundApplies, withFigureVerdict } from './thresholds.ts';
import { leadNameApplies, withLeadName } from './lead-name.ts';
import { askedAgentApplies, withAskedAgent } from './asked-agent.ts';
import { ordinalClauseApplies, withOrdinalClause } from './ordinal-clause.ts';
import { nounThenNameApplies, withNounThenName } from './noun-then-name.ts';
import { makerNoApplies, renamedProductApplies, withoutMakerNo, withoutMakerYes, withRenamedProduct } from './renamed-product.ts';
import { categoryNamedApplies, withCategoryNamed } from './category-named.ts';

/** What every step may read besides the answer. */
export interface StepContext {
  knowledge: Knowledge;
  question: ParsedQuestion;
  /** The question as asked (its text after the id words are taken out). */
  text: string;
  synonyms: Readonly<Record<string, readonly string[]>>;
  /** Whether the question was read through a language's table. */
  translated: boolean;
  /** The portfolio's names that are also common words (./senses.ts). */
  ordinary: ReadonlySet<string>;
  /** Answers kept by a step's `remember`. */
  kept: Partial<Record<'work', AskAnswer>>;
}

export interface Step {
  name: string;
  applies: (question: ParsedQuestion, text: string, context: StepContext) => boolean;
  replaces: StepKind;
  run: (context: StepContext, answer: AskAnswer) => AskAnswer;
  group?: string;
  remember?: keyof StepContext['kept'];
}

const always = () => true;
const notInjected = (question: ParsedQuestion) => !question.injection;

/** The steps in their order (see the contract above). */
export const STEPS: readonly Step[] = [
  // "Our customers wait too long for their radar images.": the project a need points to (./problems.ts).
  { name: 'need', applies: needApplies, replaces: 'need', run: (c, a) => withNeedProject(c.knowledge, c.question, c.text, a, c.synonyms) },
  // "Has she done flavor chemistry?" found nothing, but a course of her degree writes it (./entry-stated.ts).
  { name: 'stated entry', applies: statedEntryApplies, replaces: 'unfound', run: (c, a) => withStatedEntry(c.knowledge, c.question, a) },
  { name: 'private kind', group: 'hollow', applies: always, replaces: 'open', run: (c, a) => privateKindAnswer(c.knowledge, c.question, a) ?? a },
  // "What's her CPF number?", "What's her CEP?": an identifier of the owner's own, not a project that mentions the acronym (./own-identifier.ts).
  {
    name: 'own identifier',
    group: 'hollow',
    applies: ownIdentifierApplies,
    replaces: 'open',
    run: (c, a) => ownIdentifierAnswer(c.knowledge, c.question, c.text, a) ?? a,
  },
  { name: 'world', group: 'hollow', applies: worldApplies, replaces: 'open', run: (c, a) => worldAnswer(c.knowledge, c.question, c.text, a) ?? a },
  // A question read through a language's table keeps the words the table does not know ("trabajado"): not things asked.
  { name: 'coverage and senses', group: 'hollow', applies: coverageApplies, replaces: 'found', run: senseChecked },
  // "Has she done anything with the labels … you can scan with a phone?": the work asked about, not the contact block (./work-over-private.ts).
  {
    name: 'work over private',
    applies: workOverPrivateApplies,
    replaces: 'refused',
    run: (c, a) => withWorkOverPrivate(c.knowledge, c.question, c.text, a, c.synonyms),
  },
  { name: 'written term', applies: notInjected, replaces: 'open', run: (c, a) => withWrittenTerm(c.knowledge, c.question, a) },
  // "Has she made anything that …?": work told in plain words gets the project it describes (./made-things.ts).
  {
    name: 'made thing',
    remember: 'work',
    applies: madeThingApplies,
    replaces: 'open',
    run: (c, a) => withMadeThing(c.knowledge, c.question, c.text, a, c.synonyms),
  },
  // "Has he done bin packing?": the project whose own topic is the need's head, not "No." over the word "bin" (./unwritten-modifier.ts).
  { name: 'unwritten modifier', applies: notInjected, replaces: 'any', run: (c, a) => withUnwrittenModifier(c.knowledge, c.question, a) },
  // "Has she made anything that warns walkers before the path floods?": the write-up that tells it in plain words (./whole-writeup.ts).
  {
    name: 'plain work',
    applies: plainWorkApplies,
    replaces: 'open',
    run: (c, a) => withPlainWork(c.knowledge, c.question, c.text, a, c.synonyms, c.kept.work ?? a),
  },
  // "Has she worked out where to put the places people go to vote?": the project whose whole text holds the question, not the political views over "vote" (./work-judge.ts).
  { name: 'work judge', applies: workJudgeApplies, replaces: 'open', run: (c, a) => withWorkJudged(c.knowledge, c.question, c.text, a, c.synonyms) },
  // "Does she present the weather on TV?": not the skills under `weather` but the skill check of the word in its own sense (./category-asked.ts).
  { name: 'category sense', applies: categorySenseApplies, replaces: 'found', run: (c, a) => withCategorySense(c.knowledge, c.question, a) },
  // "Can she fix my smoke detector?": a service to the asker's own things, not the owner's work on smoke (./own-things.ts).
  { name: 'own thing', applies: ownThingApplies, replaces: 'open', run: (c, a) => withOwnThing(c.knowledge, c.question, a) },
  // "Is she into jazz?" answered by the bio's sentence on jazz: the verdict that evidence earns (./evidence-verdict.ts).
  {
    name: 'evidence verdict',
    applies: verdictApplies,
    replaces: 'answered',
    run: (c, a) => withEvidenceVerdict(c.knowledge, c.question, c.text, a, c.synonyms),
  },
  // "Does she do queue modeling?" answered with the project whose sentence states it: the "Yes." it earns (./project-verdict.ts).
  {
    name: 'project verdict',
    applies: projectVerdictApplies,
    replaces: 'answered',
    run: (c, a) => withProjectVerdict(c.knowledge, c.question, c.text, a, c.synonyms),
  },
  { name: 'listed name verdict', applies: verdictApplies, replaces: 'listed', run: (c, a) => withListedNameVerdict(c.knowledge, c.question, a) },
  // "Does he know Modular DISPATCH?" answered with a category's list that names "Modular Mining DISPATCH 7" (./project-verdict.ts).
  { name: 'listed words verdict', applies: verdictApplies, replaces: 'listed', run: (c, a) => withListedWordsVerdict(c.knowledge, c.question, a) },
  // "Does she scrape competitors' prices?" against "I do not scrape …": the verdict its quoted sentence earns (./earned-verdict.ts).
  { name: 'earned verdict', applies: always, replaces: 'affirmed', run: (c, a) => withEarnedVerdict(c.knowledge, c.question, a) },
  // "How accurate is the classifier?": the write-up's sentence with the value asked, not the first that names it (./asked-sentence.ts).
  { name: 'asked sentence', applies: askedSentenceApplies, replaces: 'unhelped', run: (c, a) => withAskedSentence(c.knowledge, c.question, a) },
  // "What equipment automation standards does she know?": the category whose label it writes (./labelled-list.ts).
  { name: 'labelled category', applies: labelledApplies, replaces: 'any', run: (c, a) => withLabelledCategory(c.knowledge, c.question, a) },
  // "List her remote sensing skills.": the one category named, with a word for the list itself (./category-named.ts).
  { name: 'named category', applies: categoryNamedApplies, replaces: 'open', run: (c, a) => withCategoryNamed(c.knowledge, c.question, a) },
  // "Has she used grandMA2?" against a listed "grandMA3": another version written on the name (./asked-version.ts).
  { name: 'attached version', applies: (q) => q.cues.has('yesno'), replaces: 'empty', run: (c, a) => withAttachedVersion(c.knowledge, c.question, a) },
  // "Does she know the OSIsoft PI historian?" against a listed "AVEVA PI Server 2023": the product under another maker's name (./renamed-product.ts).
  { name: 'renamed product', applies: renamedProductApplies, replaces: 'open', run: (c, a) => withRenamedProduct(c.knowledge, c.text, a) },
  // "Has she used kCura Relativity?" against a listed "Relativity Server 2024": the maker alone earns no hard "No."; "Siemens ADMS"
  // against a listed "Schneider Electric EcoStruxure ADMS" no "Yes." (./renamed-product.ts).
  {
    name: 'maker differs',
    applies: makerNoApplies,
    replaces: 'open',
    run: (c, a) => withoutMakerYes(c.knowledge, c.text, withoutMakerNo(c.knowledge, c.text, a)),
  },
  // "Did the borescope model find more than 95% of the defects?": the verdict of the sentence that states the figure (./thresholds.ts).
  { name: 'figure verdict', applies: figureBoundApplies, replaces: 'open', run: (c, a) => withFigureVerdict(c.knowledge, c.question, c.text, a) },
  // "How fast do the meters read?": the lead of the kind of value asked, or a sentence that states it (./typed-lead.ts).
  { name: 'typed lead', applies: typedLeadApplies, replaces: 'any', run: (c, a) => withTypedLead(c.knowledge, c.question, a) },
  // "How many people work the night shift now?" against "from three to one": the end of the change asked leads (./changed-lead.ts).
  { name: 'changed lead', applies: changedLeadApplies, replaces: 'any', run: (c, a) => withChangedLead(c.question, a) },
  // "Who certified the count engine?": a project's sentence that answers the wh-question better than the answer so far (./answering-sentence.ts).
  {
    name: 'answering sentence',
    applies: answeringSentenceApplies,
    replaces: 'any',
    run: (c, a) => withAnsweringSentence(c.knowledge, c.question, a, c.synonyms),
  },
  // "How accurate is the survey network?": the project's sentence that states a quantity of the kind asked (./measured-sentence.ts).
  { name: 'measured sentence', applies: measuredSentenceApplies, replaces: 'any', run: (c, a) => withMeasuredSentence(c.knowledge, c.question, a) },
  // "Which rainfall data feeds the model?": the lead's name whole, and the one beside what is asked (./lead-name.ts).
  { name: 'lead name', applies: leadNameApplies, replaces: 'any', run: (c, a) => withLeadName(c.knowledge, c.question, a) },
  // "Who assessed the vault?": the verb's agent read whole from the sentence, not a place inside it (./asked-agent.ts).
  { name: 'asked agent', applies: askedAgentApplies, replaces: 'any', run: (c, a) => withAskedAgent(c.knowledge, c.question, a) },
  // "Where did the eleventh hangar go live?": the lead of the ordinal's own clause of the sentence (./ordinal-clause.ts).
  { name: 'ordinal clause', applies: ordinalClauseApplies, replaces: 'any', run: (c, a) => withOrdinalClause(c.question, a) },
  // "What's the partner bank in Mexico?": the name a sentence of the cited project writes after the noun asked (./noun-then-name.ts).
  { name: 'noun then name', applies: nounThenNameApplies, replaces: 'any', run: (c, a) => withNounThenName(c.knowledge, c.question, a) },
  // "Has she built hidden feeders?": a verdict must state the private field's word asked in a public sense (./public-sense-verdict.ts).
  {
    name: 'public sense verdict',
    applies: (q) => q.publicSenses.length > 0,
    replaces: 'any',
    run: (c, a) => withPublicSenseVerdict(c.knowledge, c.question, a),
  },
];

/** How many times each step was run, by its place in `STEPS`. */
const RUNS = STEPS.map(() => 0);

/** How many times each step was run, by name (the tests count them). */
export const stepRuns = (): Record<string, number> => Object.fromEntries(STEPS.map((step, i) => [step.name, RUNS[i]!]));

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
  const context: StepContext = { knowledge, question, text, synonyms, translated, ordinary, kept: {} };
  let current = answer;
  let done: string | undefined;
  for (let i = 0; i < STEPS.length; i++) {
    const step = STEPS[i]!;
    if (step.remember) context.kept[step.remember] = current;
    if ((step.group && step.group === done) || !step.applies(question, text, context) || !mayReplace(current, step.replaces)) continue;
    RUNS[i]!++;
    const next = step.run(context, current);
    if (step.group && next !== current) done = step.group;
    current = next;
  }
  return current;
}

/**
 * "Can she help us load a moving van?": an answer resting on a common word used in another sense than the
 * portfolio's name `load` gives way to "No." (./senses.ts); the coverage's own "No. … does not mention …" stays.
 */
function senseChecked(context: StepContext, read: AskAnswer): AskAnswer {
  const { knowledge, question, text, synonyms, translated, ordinary } = context;
  const covered = translated ? undefined : coverageAnswer(knowledge, question, text, read, synonyms);
  if (covered && shapeOf(covered).verdict === 'No') return covered;
  // What the answer rested on may be a word used in another sense even when "not mentioned" keeps none of it as the closest thing.
  const sensed = covered && sensedNo(withSenseChecked(knowledge, question, read, ordinary));
  if (sensed) return sensed;
  return withSenseChecked(knowledge, question, covered ?? read, ordinary);
}

/** A sense check's answer when it is a "No.", else undefined. */
const sensedNo = (answer: AskAnswer) => (shapeOf(answer).verdict === 'No' ? answer : undefined);
