/**
 * A request that a stated limit refuses by what it is for or how it is done, told in other words
 * (issue #28): "Can she quietly remove some failed injections from the system logs before the
 * inspectors arrive?" against "I do not delete, overwrite or backdate audit trail entries"; "a crowd
 * study showing our arena can hold 3,000 more people than its licence allows" against "… crowd models
 * meant to justify selling more tickets than a venue's licensed capacity"; "a rival foundry's process
 * settings" against "I do not copy recipes or process windows that came out of another fab".
 *
 * The owner's negated clauses (the bio's clauses whose negation is the owner's own: "I do not …",
 * "I … take on no outside work", by the one negation rule of ../text/negation.ts; and the availability
 * note's "no …" clauses) are met word by word by a request put to the owner (./limit-concepts.ts
 * `asksOwnerFor`): a word as written, a form of it, a word of one meaning (../knowledge/limit-relations.ts)
 * or a word that reaches it through WordNet (../knowledge/limit-reach.ts; a word the projects write
 * only as written), an acronym of the clause the question spells out ("minimum equipment list" for
 * "MEL"). What the request is for or how it is done is read as one of a few general manners, in the
 * question and in the clause alike: hiding or misstating what happened ("quietly", "so it stays at C",
 * "whatever the real stock is", "made-up names", a fee that "only shows up on the last page"; "backdate", "fake", "look better than it measured",
 * "after the fact"), someone else's property or no leave to use it ("a rival's", "another operator's",
 * "without their permission"; "another fab", "without the rights"), going past a limit ("longer than
 * the list allows"; "past its limit", "more tickets than … capacity"), getting round a control
 * ("getting around", "switch it off"; "bypass", "get around"), a third party that wants the asker's things
 * ("A data broker wants … our pupil records", "send us the positions"; "sell pupils' data", "hand … records to
 * other clubs", "publish the coordinates"), and
 * something required left out ("with no paperwork"; "without a documented provenance"); the last two need
 * a word of the clause met as written.
 *
 * A change in the same direction ("nudges up" for "raises", "paying out less" for "a lower payout rate") is
 * the clause's act told in other words, and so is work asked for during a time the clause refuses work in
 * ("Does she take consulting work during an outage?" against "no outside work during the … outage seasons").
 *
 * "No.", with the clause's sentence, when the request shares a manner with the clause and meets a word
 * of it; or meets the clause's own act (its verb, not a verb of work) and a word of what it is done to,
 * one of them as written. Words alone, without a manner or the act, are left to the softer readers
 * (./limit-meaning.ts, ./limit-concepts.ts: "Probably not"), and a project's "Yes" to "Not certain"
 * (./boundaries.ts). A word after a verb of stopping ("a tool to detect faked entries") asks for the opposite and meets
 * nothing (./limit-concepts.ts `usableWords`, ./stances.ts `asksOpposite`). General English only: no
 * field's words; WordNet and the owner's sentences decide.
 */
import { url } from '../../../catalogue/paths.ts';
import type { Knowledge } from '../knowledge/knowledge.ts';
import { readLimitReach } from '../knowledge/limit-reach.ts';
import { FUNCTION_WORDS } from '../lexicon.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import type { AskAnswer } from '../schema.ts';
import boundaryWords from '../tables/boundary-words.json' with { type: 'json' };
import { clauseTexts, isNegation, negatedClauses } from '../text/negation.ts';
import { isFormOf } from '../text/word-forms.ts';
import { stem, type Token } from '../text/words.ts';
import { asksOwnerFor, usableWords } from './limit-concepts.ts';
import { apiUrl, confidenceOf, owners, reply } from './reply.ts';
import { asksOpposite } from './stances.ts';

/** Verbs of work and request ("make", "build", "help"): they name no act of their own and meet a clause only as its words. */
const GENERIC_ACTS: ReadonlySet<string> = new Set([...boundaryWords.verbs, ...boundaryWords.requests, 'get', 'set', 'want', 'need', 'like'].map(stem));

/** The manners a request and a clause may share, each a pattern of general English read on the text. */
const MANNERS: readonly { name: string; pattern: RegExp }[] = [
  {
    name: 'misstating',
    pattern:
      /\b(?:quietly|secretly|discreetly|covertly|hid(?:e|es|ing|den)|conceal\w*|fake[sd]?|made-up|fictitious|fabricat\w*|spoof\w*|back-?dat\w*|pencil-whip\w*|after the fact|tid(?:y|ies|ying)|before (?:an? |the )?(?:inspection|audit)s?|clean(?:s|ing)? up|look(?:s|ing)? (?:better|complete|good)|stays? (?:out|at|below|under|off)|left off|leav(?:e|ing) out|whatever the (?:real|actual)|on the day|than it (?:measured|got|was|did)|as fact|only (?:shows? up|appears?|comes? up|added|on|at|in)\b[^.?!]{0,30}\b(?:last|final|payment|checkout))\b/i,
  },
  {
    name: "someone else's",
    pattern:
      /\b(?:another|rival(?:'s|s)?|competitors?(?:'s?)?|someone else's|without (?:their|the|a|any) (?:permission|consent|licen[cs]e|rights?|authori[sz]ation)|got hold of|told not to share|terms forbid)\b/i,
  },
  {
    name: 'past a limit',
    pattern: /\b(?:more|longer|further|beyond|past|exceed\w*|stretch\w*)\b[^.?!;]{0,60}?\b(?:than|allows?|permits?|limits?|licen[cs]\w*|capacity)\b/i,
  },
  {
    name: 'getting round a control',
    pattern:
      /\b(?:bypass\w*|get(?:s|ting)? (?:a)?round|go(?:es|ing)? (?:a)?round|defeat\w*|(?:switch|turn)(?:es|s|ing|ed)? (?:it |them |that )?off|disabl\w*|overrid\w*|jumper\w*|work(?:s|ing)? (?:a)?round)\b/i,
  },
  {
    // A third party that wants the asker's things ("A buying club wants our striker's history"), against a limit on handing or selling them.
    name: 'given away',
    pattern:
      /\b(?:(?:a|an|the)\s+(?:[\w-]+\s+){0,3}(?:wants?|asks?|needs?)\b[^.?!]*\b(?:our|my)\b|(?:send|give|hand|forward|pass)\s+(?:us|me|them)\b|hand(?:s|ed|ing)?\b[^.;]{0,50}\bto\b|sell(?:s|ing)?|sold|giv(?:e|es|ing) away|shar(?:e|es|ing) with|broker(?:s|ing)?|publish(?:es|ed|ing)?)\b/i,
  },
  { name: 'left out', pattern: /\b(?:without|with no|no paperwork|nobody|no one)\b/i },
];

/**
 * The direction of a change, in the question and in a clause alike: up ("raises", "nudges up", "higher") or down ("lower", "less",
 * "cut"). A shared direction is the clause's act told in other words ("nudges up renewal premiums" for "raises renewal premiums").
 */
const DIRECTIONS: readonly RegExp[] = [
  /\b(?:rais(?:e|es|ed|ing)|increas\w*|hik(?:e|es|ed|ing)|inflat\w*|(?:nudg|push|bump|mark|jack|ratchet)\w* up|higher)\b/i,
  /\b(?:lower(?:s|ed|ing)?|reduc\w*|decreas\w*|less|fewer|smaller|cut(?:s|ting)? (?:back|down))\b/i,
];

/** The directions a text holds, as a bit set. */
function directionsOf(text: string): number {
  return DIRECTIONS.reduce((found, pattern, i) => (pattern.test(text) ? found | (1 << i) : found), 0);
}

/** The bit of the manner "left out", the loosest. */
const LEFT_OUT = 1 << (MANNERS.length - 1);

const WORK = stem('work');

/** The bit of the manner "given away": a word of what is given must be met as written. */
const GIVEN = 1 << (MANNERS.length - 2);

/** The manners a text holds, as a bit set. */
function mannersOf(text: string): number {
  let found = 0;
  MANNERS.forEach((manner, i) => {
    if (manner.pattern.test(text)) found |= 1 << i;
  });
  return found;
}

/** One negated clause of the owner: its sentence, its act (the verb after the negation), its content words and manners. */
interface OwnerClause {
  sentence: string;
  act: string | undefined;
  stems: readonly string[];
  /** The clause's acronyms ("MEL"), folded. */
  acronyms: readonly string[];
  manners: number;
  directions: number;
}

const CLAUSES = new WeakMap<Knowledge, readonly OwnerClause[]>();
type Reach = ReadonlyMap<string, readonly { stem: string; defined: boolean }[]>;
const REACH = new WeakMap<Knowledge, Reach>();

const SUBJECTS: ReadonlySet<string> = new Set(['i', 'we']);

/** The owner's negated clauses of the bio and the availability note (once per knowledge). */
function ownerClauses(knowledge: Knowledge): readonly OwnerClause[] {
  const kept = CLAUSES.get(knowledge);
  if (kept) return kept;
  const found: OwnerClause[] = [];
  const add = (sentence: string, clauseText: string, tokens: readonly Token[], from: number) => {
    const rest = tokens.slice(from);
    const content = rest.filter(
      (token) =>
        token.folded.length > 2 &&
        /^[a-z]/.test(token.folded) &&
        !FUNCTION_WORDS.has(token.folded) &&
        !isNegation(token.folded) &&
        !knowledge.person.words.has(token.folded),
    );
    if (!content.length) return;
    const act = content[0] && content[0] === rest[0] && !GENERIC_ACTS.has(content[0].stem) ? content[0].stem : undefined;
    found.push({
      sentence,
      act,
      stems: content.map((token) => token.stem),
      acronyms: (clauseText.match(/\b[A-Z]{2,5}\b/g) ?? []).map((acronym) => acronym.toLowerCase()),
      manners: mannersOf(clauseText),
      directions: directionsOf(rest.map((token) => token.folded).join(' ')),
    });
  };
  for (const { text } of knowledge.bio) {
    // Each clause by the one rule of ../text/negation.ts, its own text read for its manners and acronyms.
    for (const pieceText of clauseTexts(text)) {
      for (const { tokens, negations } of negatedClauses(pieceText)) {
        // The owner's own negation: "I do not …", "I will never …", "I … take on no outside work".
        const at = negations.find((i) => tokens.slice(Math.max(0, i - 6), i).some((token) => SUBJECTS.has(token.folded)));
        if (at === undefined) continue;
        let from = at + 1;
        while (tokens[from] && /^(?:ever|longer|knowingly|also|just)$/.test(tokens[from]!.folded)) from++;
        add(text, pieceText, tokens, from);
      }
    }
  }
  // The availability note's "no …" clauses ("no betting data and no talent rankings of children under twelve").
  for (const fact of knowledge.facts) {
    if (fact.context !== 'availability') continue;
    for (const { tokens, negations } of negatedClauses(fact.text)) if (negations.length) add(fact.text, fact.text, tokens, negations[0]! + 1);
  }
  CLAUSES.set(knowledge, found);
  return found;
}

/** "Is she a certified lead auditor?": a question of what the owner is, not a request. */
function asksWhatOwnerIs(question: ParsedQuestion): boolean {
  const [first, , third] = question.words;
  return /^(?:is|are|was)$/.test(first?.folded ?? '') && /^(?:a|an)$/.test(third?.folded ?? '');
}

/** "No." with the owner's negated clause a request meets by its manner, its act or its words; undefined otherwise. */
export function requestUnderLimit(
  knowledge: Knowledge,
  index: { reach?: string; related?: Readonly<Record<string, readonly string[]>> },
  question: ParsedQuestion,
  text: string,
): AskAnswer | undefined {
  if (question.injection || !asksOwnerFor(knowledge, question) || asksWhatOwnerIs(question)) return undefined;
  const clauses = ownerClauses(knowledge);
  if (!clauses.length) return undefined;
  let reach = REACH.get(knowledge);
  if (!reach) REACH.set(knowledge, (reach = readLimitReach(index.reach ?? '')));
  const related = index.related ?? {};
  const words = usableWords(knowledge, question).filter((word) => /^[a-z]/.test(word.folded));
  const manners = mannersOf(text);
  const directions = directionsOf(text);
  // The words of a time the question asks about ("during an outage"), when it asks for work.
  const during = question.words.flatMap((word, i) =>
    word.folded === 'during' && question.words.some((other) => other.stem === WORK) ? question.words.slice(i + 1, i + 4).map((other) => other.stem) : [],
  );
  let best: { clause: OwnerClause; score: number } | undefined;
  for (const clause of clauses) {
    let weight = 0;
    let written = 0;
    let asWritten = 0;
    let act = false;
    let object = 0;
    const met = new Set<string>();
    const metWords: string[] = [];
    for (const word of words) {
      let hit: { stem: string; weight: number; reached?: boolean } | undefined;
      for (const limitStem of clause.stems) {
        const same =
          word.stem === limitStem ||
          (word.stem.length >= 4 && limitStem.length >= 4 && (isFormOf(word.stem, limitStem) || isFormOf(limitStem, word.stem))) ||
          limitStem === `re${word.stem}` ||
          (Object.hasOwn(related, limitStem) && related[limitStem]!.includes(word.stem));
        if (same) {
          hit = { stem: limitStem, weight: 1 };
          break;
        }
        if (GENERIC_ACTS.has(word.stem) || knowledge.postings.has(word.stem) || !/^[a-z]{4,}$/.test(word.folded)) continue;
        const target = reach.get(word.stem)?.find((other) => other.stem === limitStem);
        if (target && (!hit || hit.weight < (target.defined ? 0.4 : 0.75))) hit = { stem: limitStem, weight: target.defined ? 0.4 : 0.75, reached: true };
      }
      // A verb of work meets a clause only as the clause's own act ("write" of "write coursework").
      if (!hit || met.has(hit.stem) || (GENERIC_ACTS.has(word.stem) && hit.stem !== clause.stems[0])) continue;
      // A verb of work weighs half: "build a system for drivers" is no evidence of a limit on surveillance systems for drivers.
      if (GENERIC_ACTS.has(word.stem)) hit.weight = 0.5;
      met.add(hit.stem);
      metWords.push(word.folded);
      weight += hit.weight;
      if (!hit.reached) asWritten++;
      if (hit.weight === 1) written++;
      if (hit.stem === clause.act && hit.weight >= 0.75) act = true;
      else object += hit.weight;
    }
    // "minimum equipment list" for the clause's "MEL": an acronym the question spells out.
    for (const acronym of clause.acronyms) {
      const at = question.words.findIndex(
        (_, i) =>
          question.words
            .slice(i, i + acronym.length)
            .map((word) => word.folded[0])
            .join('') === acronym,
      );
      if (
        at >= 0 &&
        question.words.slice(at, at + acronym.length).every((word) => word.folded.length > 3 || (word.folded.length > 2 && !FUNCTION_WORDS.has(word.folded)))
      ) {
        weight += 1;
        object += 1;
        written++;
      }
    }
    // A word the request shares with the clause is no manner of the request as well ("Can she hide the booking widget?" against
    // "I do not hide fees", "override the load forecast" against "… overrides protection relay trips" share a word, not a manner):
    // the manners are read on the request without the words that met the clause and name a manner by themselves.
    const mannerWords = metWords.filter((word) => mannersOf(word) !== 0);
    const shared =
      (mannerWords.length
        ? mannersOf(text.replace(new RegExp(`\\b(?:${mannerWords.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})\\b`, 'gi'), ''))
        : manners) & clause.manners;
    if (directions & clause.directions) act = true;
    // "Does she take consulting work during an outage?" against "no outside work during the … outage seasons": work asked for in
    // the time the clause refuses work in is its act.
    if (clause.stems.includes(WORK) && during.some((wordStem) => clause.stems.includes(wordStem))) act = true;
    // A manner of hiding, taking, going past or getting round shared with the clause needs only the clause's own verb of work met
    // ("write-ups under made-up names" against "write … fake reviews") or its act in other words ("quietly remove" against "delete
    // … or backdate"); something left out needs a word of what the act is done to.
    const refused =
      ((shared & (LEFT_OUT | GIVEN)) !== 0 && object >= 0.75 && written >= 1) ||
      ((shared & ~(LEFT_OUT | GIVEN)) !== 0 && (asWritten >= 1 || act)) ||
      // The act and what it is done to, one of them as written: WordNet's reach alone ("display" a kind of "present", "cases" of "fact") is too loose.
      (act && object >= 0.75 && written >= 1);
    if (!refused) continue;
    const score = weight + (shared ? 1 : 0) + (act ? 1 : 0);
    if (!best || score > best.score) best = { clause, score };
  }
  if (!best || asksOpposite(question, best.clause.sentence)) return undefined;
  const fromNote = knowledge.facts.some((fact) => fact.context === 'availability' && fact.text === best.clause.sentence);
  return reply(
    'answer',
    'profile',
    `No. From ${owners(knowledge)} ${fromNote ? 'availability' : 'bio'}: “${best.clause.sentence}”`,
    [apiUrl(knowledge, url(fromNote ? 'getServices' : 'getProfile'))],
    confidenceOf(question, 0.65),
  );
}
