/**
 * Scoring of the answering engine against an evaluation set (tests/fixtures/ask-eval/*.json):
 * shared by `npm run eval:ask` and the integration test, so both count a question as correct the
 * same way. An answer that contains the expected words without answering (a "hollow pass") fails:
 * the checks follow the documented answer contract (docs/api.md, `/v1/ask`) and the question's type.
 *
 * Every case (a no-break space in the answer compares as a space): the answer has every `must` fact as a word or number of its own (case-insensitive; "no"
 * is not found in "Norway", "5" not in "15" or "2024-05"; an inflected word counts, "remotely" for
 * "remote", and a unit may follow a number, "2.3x"; the fact "not" asks for any negation), no
 * `must_not` text (a plain substring, so that no private value slips through), references to every
 * `refs_must` project and no `refs_must_not` project, and the `response_type` when one is given.
 * Rules from the contract:
 * - "yes" and "no" in `must` are verdicts: the answer's lead (its first sentence) gives that verdict
 *   ("Yes." / "Yes, most likely:" / "Probably yes:"; "No." / "No, most likely:" / "Probably not:"),
 *   not a later quote. A negative lead without the word also says no ("“figma” is not among her
 *   listed skills", a quoted "I do not …"), except for questions about the owner (`bio`, `profile`,
 *   `comparison`, `unanswerable`), where only a verdict or a quoted source that negates does. "Not
 *   certain" is no verdict. In a `multi_part` case a verdict may open any sentence.
 * - A short first sentence that is a value ("2,600.", "Huella Chile.") is the answer's claim: it must
 *   be, contain or be a whole part of a non-verdict `must` fact ("14" of "14 dB", not "1.2" of
 *   "1.2 billion", not "H" of "Høvik").
 * - `not_in_portfolio` and `unanswerable`: no project outside `refs_must` is cited, except after a
 *   `not_in_portfolio` answer's opening "No." (what the portfolio has instead); a `not_in_portfolio`
 *   answer is `not_found` or opens with a denial; an `unanswerable` case without a verdict gets no
 *   "Yes."/"No.".
 * - A yes/no question (an auxiliary verb and its subject first, no "or") is not answered with a
 *   bare list (`response_type` `list`).
 * - `help` cases get the `help` kind of answer.
 * Optional checks: `must_cased` and `must_not_cased` compare with case (the content's own casing, no
 * lowercase echo), `no_refs` requires an answer without references, `refs_urls_must` requires a
 * reference whose URL contains each given text (for example `/v1/profile` for a fact from the bio),
 * `refs_exact` allows no project reference outside `refs_must` (set where `refs_must` is the complete
 * answer, such as the projects carrying a tag), and `private` marks a question that asks for a private
 * field (contact details, a reference, a project's architecture notes or its hosts and accounts, a
 * skill's own level or years, a private price): the answer is `not_found` (refused, not stated) or says
 * the value is not published ("on request"), never another fact.
 */
import type { AskEngine } from './engine.ts';
import type { AskAnswer } from './schema.ts';

export const EVAL_TYPES = [
  'profile',
  'skills_category',
  'skill_check',
  'projects_by_tag',
  'projects_by_topic',
  'named_project',
  'count',
  'recent',
  'featured',
  'comparison',
  'not_in_portfolio',
  'help',
  'jargon',
  'version',
  'bio',
  'multi_part',
  'unanswerable',
  'agent',
  'other_language',
  'english',
] as const;
export type EvalType = (typeof EVAL_TYPES)[number];

export interface EvalCase {
  q: string;
  type: EvalType;
  must: string[];
  must_not: string[];
  refs_must: string[];
  refs_must_not: string[];
  response_type?: AskAnswer['_meta']['response_type'];
  must_cased?: string[];
  must_not_cased?: string[];
  no_refs?: boolean;
  refs_urls_must?: string[];
  private?: boolean;
  refs_exact?: boolean;
}

export interface CaseResult {
  case: EvalCase;
  answer: AskAnswer;
  failures: string[];
}

export interface Score {
  total: number;
  correct: number;
  share: number;
}

export interface EvalReport extends Score {
  byType: Partial<Record<EvalType, Score>>;
  results: CaseResult[];
}

/** The project ids in reference URLs (`…/projects/<id>` and `…/v1/projects/<id>`). */
export function projectIds(references: readonly string[]): string[] {
  const ids: string[] = [];
  for (const reference of references) {
    const match = /\/projects\/([^/?#]+)$/.exec(new URL(reference).pathname);
    if (match) ids.push(decodeURIComponent(match[1]!));
  }
  return [...new Set(ids)];
}

/** Endings of a word that keep it the same word ("remote" in "remotely", "Tuesday" in "Tuesdays"). */
const INFLECTION = /^(s|es|ed|d|ing|ly|ally|er|ers)(?![\p{L}\p{N}])/u;

/**
 * Where `fact` occurs in `text` (both lower-cased by the caller) as a word of its own, or as a
 * number of its own: a word is not found inside another ("no" in "Norway", "art" in "party"), though
 * an inflected form counts ("remotely", "Tuesdays"); a number is not found inside another ("5" in
 * "15", "4" in "2024-05", "1" in "1,500" or "1.5"), though a unit may follow it ("2.3x").
 */
export function containsWord(text: string, fact: string): boolean {
  if (!fact) return true;
  const letter = /\p{L}/u;
  const digit = /\p{N}/u;
  const first = fact[0]!;
  const last = fact[fact.length - 1]!;
  for (let at = text.indexOf(fact); at !== -1; at = text.indexOf(fact, at + 1)) {
    const before = text[at - 1] ?? '';
    const after = text[at + fact.length] ?? '';
    if (letter.test(first) && (letter.test(before) || digit.test(before))) continue;
    if (letter.test(last) && (digit.test(after) || (letter.test(after) && !INFLECTION.test(text.slice(at + fact.length))))) continue;
    if (digit.test(first) && (digit.test(before) || (/[.,]/.test(before) && digit.test(text[at - 2] ?? '')))) continue;
    if (digit.test(last) && (digit.test(after) || (/[.,]/.test(after) && digit.test(text[at + fact.length + 1] ?? '')))) continue;
    return true;
  }
  return false;
}

/** Title abbreviations whose full stop does not end a sentence ("Dr. Neelam Apte"). */
const TITLES = new Set(['dr', 'prof', 'mr', 'mrs', 'ms', 'st', 'mt', 'sr', 'jr']);

/** The sentences of an answer, each as written (a full stop after a title does not end one). */
export function sentences(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (const match of text.matchAll(/[.!?]["”’)\]]*(?=\s|$)/gu)) {
    const end = match.index + match[0].length;
    const word = /(\p{L}+)\.$/u.exec(text.slice(start, match.index + 1))?.[1]?.toLowerCase();
    if (match[0].startsWith('.') && word && TITLES.has(word)) continue;
    out.push(text.slice(start, end).trim());
    start = end;
  }
  const rest = text.slice(start).trim();
  if (rest) out.push(rest);
  return out.filter(Boolean);
}

const VERDICTS = ['yes', 'no'] as const;
type Verdict = (typeof VERDICTS)[number];
const isVerdict = (fact: string): fact is Verdict => (VERDICTS as readonly string[]).includes(fact.toLowerCase());

/**
 * Word ends are letters of any script, not JavaScript's ASCII `\b`, which would read the "No" of an
 * owner named "Noémie" as a verdict.
 *
 * The verdict a sentence opens with, in the documented forms: "Yes." / "Yes, most likely:" /
 * "Probably yes:" and "No." / "No, most likely:" / "Probably not:". "Not certain" is no verdict.
 */
export function openingVerdict(sentence: string): Verdict | undefined {
  const head = sentence.replace(/^[^\p{L}]+/u, '').toLowerCase();
  if (/^(yes|probably yes|ja)(?![\p{L}\p{N}_])/u.test(head)) return 'yes';
  if (/^(no|probably not|nein)(?![\p{L}\p{N}_])/u.test(head)) return 'no';
  return undefined;
}

/** A negation in a sentence: the "no" of "“figma” is not among her listed skills", "I do not …". */
const NEGATION = /(?<![\p{L}\p{N}_])(no|not|none|nothing|never|neither|nor|cannot|without)(?![\p{L}\p{N}_])|n['’]t(?![\p{L}\p{N}_])/u;

/**
 * The verdict of an answer's lead (its first sentence): the opening verdict word, else, for a
 * negative statement ("“figma” is not among … and no project mentions it", a quoted "I do not …"),
 * "no". An answer that opens with an affirmative sentence has no verdict.
 */
export function leadVerdict(answer: string, quotedOnly = false): Verdict | undefined {
  const lead = sentences(answer)[0] ?? '';
  const opening = openingVerdict(lead);
  if (opening) return opening;
  if (/^\W*not certain\b/iu.test(lead)) return undefined;
  if (quotedOnly && !QUOTED.test(lead)) return undefined;
  return NEGATION.test(lead.toLowerCase()) ? 'no' : undefined;
}

/** A lead that quotes its source: "From Kavya's bio: “I do not design logos …”". */
const QUOTED = /^From [^:]{1,80}: ["“]/u;

/**
 * Question types about the owner rather than about the lists: there a negative statement over the
 * skill or project lists ("“legal advice” is not among her listed skills") is no "no"; only a
 * verdict or a quoted sentence of the source that negates is.
 */
const ABOUT_THE_OWNER: readonly EvalType[] = ['bio', 'profile', 'comparison', 'unanswerable'];

/** Scale words that belong to the number before them ("1.2 billion" is not "1.2"). */
const SCALE = /^\s*(thousand|million|billion|trillion|bn|m)\b/;

/**
 * A short first sentence that is a value ("2,600.", "Huella Chile.", "4 certificates."): at most four
 * words, no verdict. It is the answer's claim, so it must agree with a `must` fact.
 */
export function leadValue(answer: string): string | undefined {
  const lead = sentences(answer)[0];
  if (!lead || openingVerdict(lead)) return undefined;
  if (lead.split(/\s+/).filter(Boolean).length > 4 || !/[.!?]["”’)\]]*$/u.test(lead)) return undefined;
  return lead.replace(/[.!?]["”’)\]]*$/u, '').trim();
}

/** Whether a lead value agrees with a fact: it contains it, or it is a whole part of it that keeps its number whole ("14" of "14 dB", not "1.2" of "1.2 billion"). */
function agrees(value: string, fact: string): boolean {
  const v = value.toLowerCase();
  const f = fact.toLowerCase();
  if (containsWord(v, f)) return true;
  if (!v || !containsWord(f, v)) return false;
  const at = f.indexOf(v);
  return !(/\p{N}$/u.test(v) && SCALE.test(f.slice(at + v.length)));
}

/** Documented ways of saying that a value is not published: a refusal or "not stated" (`not_found`), a private price "on request". */
const NOT_PUBLISHED = /\b(on request|on enquiry|not (stated|published|public|part of the public)|does not (state|publish)|publishes no|never shared)\b/u;

/**
 * A yes/no question: it opens with an auxiliary verb and its subject ("Does she …", "has he …",
 * "Can Matteo …") and offers no alternatives ("… at Rijnstad or at Medivault?" is a choice).
 */
export function isYesNoQuestion(question: string): boolean {
  const q = question.trim();
  return /^(?:is|are|was|were|do|does|did|has|have|had|can|could|would|will)\s+(?:she|he|they|\p{Lu}\p{L}+)\b/iu.test(q) && !/\bor\b/iu.test(q);
}

/** The intents of questions about the skill and project lists (docs/api.md). */
const LIST_INTENTS: readonly AskAnswer['_meta']['intent'][] = ['skill_check', 'skills', 'projects', 'project'];

/** A lead that says no project matches: "No project …", "None of Jonas's projects …". */
const NO_PROJECT = /\bno projects?\b|\bnone of\b[^.;:]*\bprojects?\b/iu;

/** The failures of one answer to one case (empty: correct). */
export function scoreAnswer(testCase: EvalCase, given: AskAnswer): string[] {
  // A no-break space (ICU writes one in "ZAR 240,000" and "CHF 90") reads as a space.
  const answer = { ...given, answer: given.answer.replace(/[\u00a0\u2007\u202f]/gu, ' ') };
  const text = answer.answer.toLowerCase();
  const ids = projectIds(answer.references);
  const failures: string[] = [];
  const facts = testCase.must.filter((fact) => !isVerdict(fact));
  const verdicts = testCase.must.filter(isVerdict).map((fact) => fact.toLowerCase() as Verdict);
  // "yes" and "no" are verdicts, checked below as the answer's lead; "not" asks for a negation,
  // which "nothing" and "none" are too; every other fact is a word or number of its own.
  for (const fact of facts) {
    const found = fact.toLowerCase() === 'not' ? NEGATION.test(text) : containsWord(text, fact.toLowerCase());
    if (!found) failures.push(`missing "${fact}"`);
  }
  for (const fact of testCase.must_not) if (text.includes(fact.toLowerCase())) failures.push(`contains "${fact}"`);
  for (const id of testCase.refs_must) if (!ids.includes(id)) failures.push(`no reference to ${id}`);
  for (const id of testCase.refs_must_not) if (ids.includes(id)) failures.push(`references ${id}`);
  for (const fact of testCase.must_cased ?? []) if (!containsWord(answer.answer, fact)) failures.push(`missing "${fact}" (cased)`);
  for (const fact of testCase.must_not_cased ?? []) if (answer.answer.includes(fact)) failures.push(`contains "${fact}" (cased)`);
  if (testCase.no_refs && answer.references.length) failures.push(`has ${answer.references.length} references, expected none`);
  for (const part of testCase.refs_urls_must ?? [])
    if (!answer.references.some((reference) => reference.includes(part))) failures.push(`no reference containing ${part}`);
  if (testCase.response_type && answer._meta.response_type !== testCase.response_type) {
    failures.push(`response_type ${answer._meta.response_type}, expected ${testCase.response_type}`);
  }
  // The verdict asked for is the answer's verdict: its lead (in a question of several parts, the
  // opening of one of its sentences), not a "no" inside "Norway" or a "yes" in a later quote.
  for (const verdict of verdicts) {
    const given =
      testCase.type === 'multi_part'
        ? sentences(answer.answer).some((sentence) => openingVerdict(sentence) === verdict)
        : leadVerdict(answer.answer, ABOUT_THE_OWNER.includes(testCase.type)) === verdict;
    if (!given) failures.push(`verdict "${verdict}" is not the answer's lead`);
  }
  // A value the answer opens with is its claim: it must be a fact asked for, not another number
  // or name of the same sentence ("one." for 2,600, "H." for Høvik).
  const value = leadValue(answer.answer);
  if (value !== undefined && facts.length && !facts.some((fact) => agrees(value, fact))) failures.push(`opens with "${value}", not a fact asked for`);
  // Not in the portfolio, or not stated: no project the case does not name is the answer. A
  // not-in-portfolio question may cite projects after its "No." (what the portfolio has instead).
  if (testCase.type === 'unanswerable' || testCase.type === 'not_in_portfolio') {
    const extra = ids.filter((id) => !testCase.refs_must.includes(id));
    const refused = testCase.type === 'not_in_portfolio' && openingVerdict(sentences(answer.answer)[0] ?? '') === 'no';
    if (extra.length && !refused) failures.push(`cites ${extra.join(', ')}, which the question does not ask for`);
  }
  if (testCase.refs_exact) {
    const extra = ids.filter((id) => !testCase.refs_must.includes(id));
    if (extra.length) failures.push(`cites ${extra.join(', ')}, beyond the projects asked for`);
  }
  // What the portfolio does not state gets no verdict.
  if (testCase.type === 'unanswerable' && !verdicts.length) {
    const verdict = openingVerdict(sentences(answer.answer)[0] ?? '');
    if (verdict) failures.push(`opens with a verdict ("${verdict}") on what the portfolio does not state`);
  }
  // A case whose answer is a project (`refs_must`) and no denial is not answered by a lead that
  // says no project matches ("None of her projects involves all of …", "No project mentions …"):
  // the projects named after it are keyword matches, not the answer.
  const lead = (sentences(answer.answer)[0] ?? '').replace(/[“"][^”"]*[”"]/gu, '');
  if (testCase.refs_must.length && !testCase.must.some((fact) => /^(no|not)$/i.test(fact))) {
    if (NO_PROJECT.test(lead)) failures.push('opens by saying no project matches, yet the answer is a project');
    else if (openingVerdict(lead) === 'no') failures.push('opens with "No." though the answer is a project');
  }
  // A yes/no question gets a verdict, never a bare list (the documented contract).
  if (testCase.type !== 'multi_part' && isYesNoQuestion(testCase.q) && answer._meta.response_type === 'list')
    failures.push('a yes/no question answered with a bare list');
  // Not in the portfolio: the answer says so (`not_found`, or a lead that denies), not another fact.
  if (testCase.type === 'not_in_portfolio' && answer._meta.response_type !== 'not_found' && leadVerdict(answer.answer) !== 'no')
    failures.push('a question about what the portfolio lacks answered without saying so');
  if (testCase.type === 'help' && answer._meta.response_type !== 'help') failures.push(`response_type ${answer._meta.response_type}, expected help`);
  // A private field (contact details, a reference, architecture notes, a skill's own level or
  // years, a private price) is refused or said to be unpublished, never answered with another fact.
  if (testCase.private && answer._meta.response_type !== 'not_found' && !NOT_PUBLISHED.test(text))
    failures.push('a private field answered with another fact, not refused or said to be unpublished');
  // … and the question is not read as one about the skills or the projects (`intent`): "“references”
  // is not among his listed skills" is no refusal.
  if (testCase.private && LIST_INTENTS.includes(answer._meta.intent)) failures.push(`a private field read as a ${answer._meta.intent} question`);
  return failures;
}

export function checkCase(engine: AskEngine, testCase: EvalCase): CaseResult {
  const answer = engine.ask(testCase.q);
  return { case: testCase, answer, failures: scoreAnswer(testCase, answer) };
}

const score = (results: CaseResult[]): Score => {
  const correct = results.filter((result) => !result.failures.length).length;
  return { total: results.length, correct, share: results.length ? correct / results.length : 0 };
};

export function evaluate(engine: AskEngine, cases: readonly EvalCase[]): EvalReport {
  const results = cases.map((testCase) => checkCase(engine, testCase));
  const byType: EvalReport['byType'] = {};
  for (const type of EVAL_TYPES) {
    const ofType = results.filter((result) => result.case.type === type);
    if (ofType.length) byType[type] = score(ofType);
  }
  return { ...score(results), byType, results };
}

/** One line per failing question, for assertion messages and the console. */
export function describeFailures(report: EvalReport): string {
  return report.results
    .filter((result) => result.failures.length)
    .map((result) => {
      const got = `(${result.answer._meta.response_type}/${result.answer._meta.intent}) ${result.answer.answer}`;
      return `  [${result.case.type}] ${JSON.stringify(result.case.q)}: ${result.failures.join('; ')}\n    -> ${got}`;
    })
    .join('\n');
}
