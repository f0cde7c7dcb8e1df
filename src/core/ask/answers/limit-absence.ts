/**
 * A request that leaves out what the owner's stated limit requires (issue #28, a refused request
 * told as an instance): "Could she build a chatbot that tells patients whether they need a root
 * canal, with no dentist checking?" against "I do not write software that makes a diagnosis …
 * without a dentist reviewing and signing it"; "reject low-value claims automatically, with nobody
 * checking" against "I do not let a model decline a claim without a claims handler looking at it".
 *
 * A limit of this kind is a negated act of the owner with a condition of absence ("without …",
 * "that skips …", "bypassing …"): the act's words before it, the absent thing's words after it.
 * The absent thing is a party when a word of it is followed by a verb in -ing ("a dentist
 * reviewing"), written with a possessive ("a fire officer's sign-off") or named with a noun of
 * consent, review or approval ("the informed consent of …").
 *
 * A request put to the owner (./limit-concepts.ts `asksOwnerFor`) meets such a limit when it says
 * what is absent ("no", "without", "nobody", "no one") and
 * - names the absent thing's own word after it ("with no dentist involved"): the question states the
 *   very condition the limit refuses;
 * - or says that no one (or no review: "nobody checking", "without any review") is involved, where the
 *   limit's absent thing is a party, and meets a word of the limit's act (as written, of one meaning or
 *   through WordNet, ../knowledge/limit-reach.ts) that is not a verb of work ("make", "build").
 * The answer is "Probably not", with the limit. A question that asks for the opposite act ("a tool
 * to detect …", ./stances.ts `asksOpposite`) meets nothing. General English only; no field's words.
 */
import { url } from '../../../catalogue/paths.ts';
import type { Knowledge } from '../knowledge/knowledge.ts';
import { readLimitReach } from '../knowledge/limit-reach.ts';
import { FUNCTION_WORDS, OWNER_SUBJECTS } from '../lexicon.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import type { AskAnswer } from '../schema.ts';
import boundaryWords from '../tables/boundary-words.json' with { type: 'json' };
import { stem, tokenize } from '../text/words.ts';
import { asksOwnerFor } from './limit-concepts.ts';
import { apiUrl, confidenceOf, owners, reply } from './reply.ts';
import { asksOpposite } from './stances.ts';

/** A negated act of the owner with a condition of absence. */
interface AbsenceLimit {
  text: string;
  /** Stems of the act's content words (before "without"), verbs of work left out. */
  act: readonly string[];
  /** Stems of the absent thing's content words (after "without"). */
  absent: readonly string[];
  /** The absent thing as written ("a dentist reviewing and signing it"). */
  absentText: string;
  /** Whether the absent thing is a party (someone's review, consent or sign-off). */
  party: boolean;
}

/** Words that open the absent thing in a limit: "without", "that skips", "bypassing". */
const LIMIT_ABSENCE = /^(without|skip|skips|skipping|skipped|bypass|bypasses|bypassing|bypassed)$/;
/** Nouns of a party's consent, review or approval: the absent thing is someone's act. */
const PARTY_NOUNS: ReadonlySet<string> = new Set(
  [
    'consent',
    'approval',
    'review',
    'oversight',
    'supervision',
    'permission',
    'authorisation',
    'authorization',
    'agreement',
    'sign',
    'signoff',
    'signature',
  ].map(stem),
);
/** Words of a question that say something is absent ("with no dentist", "without review"). */
const ABSENT_BEFORE: ReadonlySet<string> = new Set(['no', 'without', 'zero']);
/** Words of a question that say no one is involved. */
const NOBODY: ReadonlySet<string> = new Set(['nobody', 'noone']);
/** Nouns of a person after "no"/"without" ("no human", "without anyone") that stand for any party. */
const ANYONE: ReadonlySet<string> = new Set(['one', 'human', 'humans', 'person', 'people', 'anyone', 'anybody', 'someone', 'staff']);
/** Verbs and nouns of review after "nobody" or "no" ("nobody checking", "without any review"). */
const REVIEW =
  /^(check|checks|checking|checked|review|reviews|reviewing|reviewed|look|looking|oversight|supervision|supervising|approval|approving|sign|signing|verif|verifying|verification|involved|in)$/;
const NEGATIONS: ReadonlySet<string> = new Set(['not', 'never']);
/** Verbs after which what is named is to be prevented or found out: the asker wants the opposite of the limit's act. */
const STOPPING = /^(stop|stops|stopping|prevent|prevents|block|blocks|detect|detects|catch|catches|flag|flags|enforce|enforces|refuse|refuses)$/;
const SUBJECTS: ReadonlySet<string> = new Set(['i', 'we']);
/** Verbs of work and request ("make", "build", "help"): they name no act of their own. */
const GENERIC_ACTS: ReadonlySet<string> = new Set([...boundaryWords.verbs, ...boundaryWords.requests].map(stem));

const FOUND = new WeakMap<Knowledge, readonly AbsenceLimit[]>();
type Reach = ReadonlyMap<string, readonly { stem: string; defined: boolean }[]>;
const REACH = new WeakMap<Knowledge, Reach>();

/** The bio's negated acts with a condition of absence (once per knowledge). */
function absenceLimits(knowledge: Knowledge): readonly AbsenceLimit[] {
  const kept = FOUND.get(knowledge);
  if (kept) return kept;
  const limits: AbsenceLimit[] = [];
  for (const sentence of knowledge.bio) {
    for (const clause of sentence.text.split(/[;:]\s*|,\s*(?:and\s+|but\s+)?(?=I\s)/)) {
      const tokens = tokenize(clause);
      const negation = tokens.findIndex(
        (token, i) => NEGATIONS.has(token.folded) && tokens.slice(Math.max(0, i - 2), i).some((before) => SUBJECTS.has(before.folded)),
      );
      if (negation < 0) continue;
      const marker = tokens.findIndex((token, i) => i > negation && LIMIT_ABSENCE.test(token.folded));
      if (marker < 0) continue;
      const content = (from: number, to: number) =>
        tokens.slice(from, to).filter((token) => token.folded.length > 2 && !FUNCTION_WORDS.has(token.folded) && !knowledge.person.words.has(token.folded));
      const act = content(negation + 1, marker).filter((token) => !GENERIC_ACTS.has(token.stem));
      const absentTokens = content(marker + 1, tokens.length);
      if (!act.length || !absentTokens.length) continue;
      // A party: a word followed by a verb in -ing ("a dentist reviewing"), a possessive ("officer's"), or a noun of consent or review.
      const after = tokens.slice(marker + 1);
      const at = clause.search(new RegExp(`\\b${tokens[marker]!.folded}\\b`, 'i'));
      const party =
        /\w['’]s\b/.test(clause.slice(at)) ||
        after.some(
          (token, i) =>
            PARTY_NOUNS.has(token.stem) || (i > 0 && /ing$/.test(token.folded) && token.folded.length > 5 && !FUNCTION_WORDS.has(after[i - 1]!.folded)),
        );
      limits.push({
        text: sentence.text,
        act: act.map((token) => token.stem),
        absent: absentTokens.map((token) => token.stem),
        absentText: clause
          .slice(at)
          .replace(/^\S+\s+/, '')
          .replace(/[.,;]+$/, ''),
        party,
      });
    }
  }
  FOUND.set(knowledge, limits);
  return limits;
}

/** "Probably not" with the limit whose absent thing the request says is left out; undefined otherwise. `index`: the ask index's tables. */
export function absenceAnswer(
  knowledge: Knowledge,
  index: { reach?: string; related?: Readonly<Record<string, readonly string[]>> },
  question: ParsedQuestion,
): AskAnswer | undefined {
  const words = question.words;
  // "a check that stops a cremation going ahead without a doctor signing": the asker wants the limit kept.
  if (!words.some((word) => ABSENT_BEFORE.has(word.folded) || NOBODY.has(word.folded)) || words.some((word) => STOPPING.test(word.folded))) return undefined;
  const limits = absenceLimits(knowledge);
  if (!limits.length || !asksOwnerFor(knowledge, question)) return undefined;
  let reach = REACH.get(knowledge);
  if (!reach) REACH.set(knowledge, (reach = readLimitReach(index.reach ?? '')));
  // What the question says is absent: the words right after "no"/"without", and whether no one (or no review) is involved.
  const absentWords: { stem: string; folded: string }[] = [];
  let nobody = false;
  words.forEach((word, i) => {
    const next = words.slice(i + 1, i + 4);
    if (NOBODY.has(word.folded) || (word.folded === 'no' && next[0]?.folded === 'one')) nobody = true;
    // "nobody checking": the words of the absence are no words of the act.
    if (NOBODY.has(word.folded)) absentWords.push(...next.slice(0, 1).map((other) => ({ stem: other.stem, folded: other.folded })));
    if (!ABSENT_BEFORE.has(word.folded)) return;
    const named = next.filter((other) => !FUNCTION_WORDS.has(other.folded) || ANYONE.has(other.folded));
    if (named.some((other) => ANYONE.has(other.folded) || REVIEW.test(other.folded))) nobody = true;
    absentWords.push(...named.map((other) => ({ stem: other.stem, folded: other.folded })));
  });
  const related = index.related ?? {};
  const same = (limitStem: string, wordStem: string) => limitStem === wordStem || (Object.hasOwn(related, limitStem) && related[limitStem]!.includes(wordStem));
  const content = words.filter(
    (word) =>
      word.folded.length > 2 &&
      !FUNCTION_WORDS.has(word.folded) &&
      !OWNER_SUBJECTS.has(word.folded) &&
      !knowledge.person.words.has(word.folded) &&
      !GENERIC_ACTS.has(word.stem) &&
      !absentWords.some((absent) => absent.folded === word.folded),
  );
  for (const limit of limits) {
    if (asksOpposite(question, limit.text)) continue;
    const named = absentWords.some((absent) => absent.folded.length > 2 && limit.absent.some((limitStem) => same(limitStem, absent.stem)));
    // Through WordNet only from a word no project writes, and not by a definition alone: the owner's own work is no evidence of a limit.
    const reached = (word: (typeof content)[number], limitStem: string) =>
      /^[a-z]{4,}$/.test(word.folded) &&
      !knowledge.postings.has(word.stem) &&
      !!reach.get(word.stem)?.some((other) => other.stem === limitStem && !other.defined);
    const actMet = content.some((word) => limit.act.some((limitStem) => same(limitStem, word.stem) || reached(word, limitStem)));
    if (!(named || (nobody && limit.party && actMet))) continue;
    return reply(
      'answer',
      'profile',
      `Probably not: what is asked leaves out ${limit.absentText}, which a stated limit requires. From ${owners(knowledge)} bio: “${limit.text}”`,
      [apiUrl(knowledge, url('getProfile'))],
      confidenceOf(question, 0.6),
    );
  }
  return undefined;
}
