/**
 * The owner's stated stances as acts (issue #28, won't-do questions in other words): each clause of
 * the bio in which the owner negates an act of their own ("I do not track where athletes go outside
 * training", "I never sign off a rigging plot whose loads I have not checked") is read once per
 * engine as the act's verb and the content words of what it is done to and when (its object and
 * conditions), with the words of one meaning WordNet gives for them (the ask index's `related`,
 * ../knowledge/limit-relations.ts). Any verb counts, not only a verb of work: "track", "sign",
 * "scrape", "edit".
 *
 * A question that asks the owner ("Can she …", "would he …", "does she …") meets a stance when
 * - it has the stance's verb (or a word of its meaning) and at least two words of the object, half
 *   of them at least: "No." with the sentence ("Can she track where our players go outside training?");
 * - or, in its own verb ("adjust" for "edit", "copy" for "scrape"), at least three words of the
 *   object, half of them at least: "No." when each is the stance's own word, "No, most likely" when
 *   some are met in other words ("rivals" for "competitors");
 * - or most of the words of the relative clause that describes the object ("brands that release
 *   thousands of new styles a week" against "6,000 new styles every week"): "Probably not".
 * A word of the object the question puts after a verb of stopping ("something to stop bots") asks for
 * the opposite act and meets nothing. General English only; no field's words.
 */
import { url } from '../../../catalogue/paths.ts';
import type { Knowledge } from '../knowledge/knowledge.ts';
import { FUNCTION_WORDS, OWNER_SUBJECTS } from '../lexicon.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import type { AskAnswer } from '../schema.ts';
import { joinList } from '../text/english.ts';
import { NUMBER_WORDS } from '../text/number-words.ts';
import { isNegation, negatedClauses } from '../text/negation.ts';
import { isFormOf } from '../text/word-forms.ts';
import { type Token, tokenize } from '../text/words.ts';
import { asksNamedAct, isLightVerb, namedActs } from './limit-named-act.ts';
import { GENERAL_ACTS, limitReach, STOPPING } from './limit-earned.ts';
import { apiUrl, confidenceOf, owners, reply } from './reply.ts';

/** One negated act of the owner. */
export interface Stance {
  text: string;
  /** The act's verb, as a stem, with the stems of its words of one meaning. */
  verb: ReadonlySet<string>;
  /** The content words after the verb (what the act is done to, and when), as stems with their words of one meaning. */
  object: readonly { stem: string; word: string; same: ReadonlySet<string> }[];
  /** Where the object's relative clause starts ("that", "which", "who", "whose"), or -1. */
  relative: number;
  /** The object's words that name the act after a light verb ("mixing" of "I do not do mixing …", ./limit-named-act.ts), by index. */
  named?: ReadonlySet<number>;
}

/** Words that open the negation of the owner's own act ("I do not", "I will never", "I don't"). */
const SUBJECTS: ReadonlySet<string> = new Set(['i', 'we']);
const AUXILIARIES: ReadonlySet<string> = new Set(['do', 'does', 'will', 'would', 'can', 'shall']);
/** Adverbs between the negation and the verb ("I do not ever …", "I will not knowingly …", "I no longer …"). */
const ADVERBS: ReadonlySet<string> = new Set(['ever', 'longer', 'knowingly', 'usually', 'normally', 'generally', 'personally', 'just', 'also']);
const RELATIVES: ReadonlySet<string> = new Set(['that', 'which', 'who', 'whose']);
/**
 * Words after which the thing named is what the asker wants prevented or found out ("to stop bots", "that detects fraud", "find
 * IMSI catchers"): the opposite act. The verbs of stopping are one list for every reader (./limit-earned.ts `STOPPING`).
 */
const opposing = (folded: string) => folded === 'against' || STOPPING.test(folded);
/** Words before a noun that the request writes as a thing ("the dates", "our invoices"). */
const THING_BEFORE: ReadonlySet<string> = new Set(['the', 'a', 'an', 'our', 'their', 'his', 'her', 'its', 'my', 'your', 'these', 'those', 'this', 'that']);
/** What opens a question to the owner about an act: a modal or the present "does". */
const OPENERS: ReadonlySet<string> = new Set(['can', 'could', 'would', 'will', 'might', 'does', 'do']);
/** Number words of magnitude ("thousands of styles") that a number of that size meets. */
const MAGNITUDES: Readonly<Record<string, number>> = { dozen: 12, hundred: 100, thousand: 1_000, million: 1_000_000 };

/** The stances found for a portfolio's knowledge (released with it), for the last look at an answer (./earned-verdict.ts). */
const FOUND = new WeakMap<Knowledge, readonly Stance[]>();

/** The stances found for this knowledge by {@link findStances}, or none. */
export function stancesOf(knowledge: Knowledge): readonly Stance[] {
  return FOUND.get(knowledge) ?? [];
}

/** The stances of the bio (once per engine); `related`: the ask index's words of one meaning, by stem. */
export function findStances(knowledge: Knowledge, related: Readonly<Record<string, readonly string[]>>): Stance[] {
  const same = (wordStem: string) => new Set(Object.hasOwn(related, wordStem) ? related[wordStem] : []);
  const stances: Stance[] = [];
  for (const sentence of knowledge.bio) {
    // The clauses a negation reaches, by the rule the last look at a quoted "Yes." uses too (../text/negation.ts):
    // "I do not program the ironers but train the staff" negates the programming only.
    for (const { tokens, negations } of negatedClauses(sentence.text)) {
      // The owner's own act: "I do not …", "we never …", "I will not …".
      const at =
        negations.find(
          (i) => SUBJECTS.has(tokens[i - 1]?.folded ?? '') || (AUXILIARIES.has(tokens[i - 1]?.folded ?? '') && SUBJECTS.has(tokens[i - 2]?.folded ?? '')),
        ) ?? -1;
      if (at < 0) continue;
      let verbAt = at + 1;
      while (ADVERBS.has(tokens[verbAt]?.folded ?? '')) verbAt++;
      const verb = tokens[verbAt];
      // "I do not do mixing …": a light verb of two letters, whose object names the act (./limit-named-act.ts).
      if (!verb || !(/^[a-z]{3,}$/.test(verb.folded) || isLightVerb(verb.folded))) continue;
      const rest = tokens.slice(verbAt + 1);
      const content = rest.filter((token) => isContent(knowledge, token));
      // "so that" opens a purpose, not a description of the object.
      const relativeAt = rest.findIndex((token, i) => RELATIVES.has(token.folded) && rest[i - 1]?.folded !== 'so');
      const relative = relativeAt < 0 ? -1 : content.filter((token) => rest.indexOf(token) < relativeAt).length;
      if (content.length < 2) continue;
      const named = new Set(namedActs(tokens, verbAt).map((at) => content.indexOf(tokens[at]!)));
      stances.push({
        named,
        text: sentence.text,
        verb: new Set([verb.stem, ...same(verb.stem)]),
        object: content.map((token) => ({ stem: token.stem, word: token.folded, same: same(token.stem) })),
        relative,
      });
    }
  }
  FOUND.set(knowledge, stances);
  return stances;
}

/** A word of what the act is done to: no grammar word, particle or preposition ("sign off", "against"), no name of the owner. */
function isContent(knowledge: Knowledge, token: Token): boolean {
  return (
    token.folded.length > 2 &&
    !FUNCTION_WORDS.has(token.folded) &&
    !PARTICLES.has(token.folded) &&
    !isNegation(token.folded) &&
    !knowledge.person.words.has(token.folded)
  );
}

/** Particles and prepositions that belong to the verb or join the object, not what it is ("sign off", "testing against"). */
const PARTICLES: ReadonlySet<string> = new Set(['off', 'against', 'onto', 'into', 'away', 'via', 'per']);

/** Whether the question asks the owner about an act ("Can she …", "would Ana …", "does he …"). */
function asksOwner(knowledge: Knowledge, question: ParsedQuestion): boolean {
  return question.words.some((word, i) => {
    const next = question.words[i + 1]?.folded ?? '';
    return OPENERS.has(word.folded) && (OWNER_SUBJECTS.has(next) || knowledge.person.words.has(next));
  });
}

/**
 * Whether the question asks for the opposite of a limit's act: a verb of stopping that the limit
 * does not write, before a word the limit writes ("something to stop bots buying up tickets"
 * against "I do not write bots …"; not "software that blocks relay trips" against "… that blocks …").
 */
export function asksOpposite(question: ParsedQuestion, limitText: string): boolean {
  const written = new Set(tokenize(limitText).map((token) => token.stem));
  const words = question.words;
  return words.some(
    (word, i) =>
      opposing(word.folded) && !written.has(word.stem) && words.slice(i + 1, i + 4).some((after) => written.has(after.stem) && after.folded.length > 2),
  );
}

/** "No." (or "No, most likely", "Probably not") with the bio's sentence whose negated act the question asks for; undefined otherwise. */
export function stanceAnswer(knowledge: Knowledge, stances: readonly Stance[], question: ParsedQuestion): AskAnswer | undefined {
  if (!stances.length || !asksOwner(knowledge, question)) return undefined;
  const words = question.words;
  // The question's words, by stem, but those after a verb of stopping (the opposite act).
  const reach = limitReach(knowledge);
  const usable = words.filter((_, i) => !words.slice(Math.max(0, i - 3), i).some((before) => opposing(before.folded)));
  const ownerWord = (folded: string) => knowledge.person.words.has(folded);
  const stems = new Set(usable.map((word) => word.stem));
  const has = (wordStem: string) => stems.has(wordStem) || usable.some((word) => isFormOf(word.stem, wordStem));
  const numbers = usable.flatMap((word) => {
    const value = Number(word.folded.replace(/,/g, '')) || NUMBER_WORDS[word.folded];
    return typeof value === 'number' && value > 0 ? [value] : [];
  });
  const meets = (part: Stance['object'][number]) => {
    if (has(part.stem)) return 'own';
    if ([...part.same].some((other) => stems.has(other))) return 'meaning';
    const magnitude = MAGNITUDES[part.stem] ?? MAGNITUDES[part.word.replace(/s$/, '')];
    return magnitude !== undefined && numbers.some((value) => value >= magnitude && value < magnitude * 1000) ? 'meaning' : undefined;
  };
  let best: { stance: Stance; verdict: string; met: string[]; rank: number } | undefined;
  for (const stance of stances) {
    const met = stance.object.map(meets);
    const count = met.filter(Boolean).length;
    const half = count * 2 >= stance.object.length;
    const written = stance.object.filter((_, i) => met[i]).map((part) => part.word);
    const inOtherWords = met.includes('meaning');
    const verbMet = usable.some((word) => stance.verb.has(word.stem));
    // The act told by its definition ("change the dates" for "backdate": "date before the true date", WordNet), on what the limit
    // names first, as written ("invoices"); a verb of work or request is no act of its own.
    // From a word the request writes as a thing ("the dates"), not as its own act ("edit" is no "publish").
    const reaches = (word: (typeof words)[number]) =>
      THING_BEFORE.has(words[words.indexOf(word) - 1]?.folded ?? '') && !!reach.get(word.stem)?.some((target) => stance.verb.has(target.stem));
    const verbReached =
      !verbMet &&
      !GENERAL_ACTS.has([...stance.verb][0]!) &&
      usable.some((word) => /^[a-z]{4,}$/.test(word.folded) && !GENERAL_ACTS.has(word.stem) && reaches(word));
    // The act asked by its own verb where the limit names it in its object ("Can he proofread …" against "I do not do proofreading"):
    // the verb and the object's act at once.
    const actMet = words.some((_, i) => stance.object.some((part, k) => stance.named?.has(k) && asksNamedAct(words, i, part.stem, ownerWord)));
    // Two words or more that qualify the object before its relative clause, none asked ("ultra-fast-fashion brands that …"
    // against "a fashion brand that …"): the question may name a milder thing, so the verdict is less sure.
    const qualifiers = stance.relative > 0 ? met.slice(0, Math.min(2, stance.relative)).filter((kind) => !kind).length : 0;
    const sure = (verdict: string) => (qualifiers >= 2 ? 'Probably not:' : verdict);
    let found: { verdict: string; rank: number } | undefined;
    if ((verbMet && count >= 2 && half) || actMet) found = { verdict: sure('No.'), rank: 3 };
    else if (verbReached && met[0] === 'own') found = { verdict: 'No, most likely:', rank: 2 };
    else if (count >= 3 && half) found = { verdict: sure(inOtherWords ? 'No, most likely:' : 'No.'), rank: 2 };
    else if (stance.relative >= 0) {
      const described = met.slice(stance.relative);
      const metDescribed = described.filter(Boolean).length;
      if (metDescribed >= 3 && metDescribed * 2 > described.length) found = { verdict: 'Probably not:', rank: 1 };
    }
    if (found && (!best || found.rank > best.rank)) best = { stance, ...found, met: written };
  }
  if (!best) return undefined;
  const profile = [apiUrl(knowledge, url('getProfile'))];
  const source = `From ${owners(knowledge)} bio: “${best.stance.text}”`;
  if (best.verdict === 'No.') return reply('answer', 'profile', `No. ${source}`, profile, confidenceOf(question, 0.85));
  const named = joinList(best.met.map((word) => `“${word}”`));
  return reply(
    'answer',
    'profile',
    `${best.verdict} what is asked meets ${named} of a stated limit. ${source}`,
    profile,
    confidenceOf(question, best.verdict === 'Probably not:' ? 0.55 : 0.7),
  );
}

/**
 * "We want cameras at the turnstiles that pick out banned fans by their faces. Can she build that?"
 * answered "Yes, most likely" by the project closest to some of its words, when a negated act of the
 * bio has a word of the question that no project writes ("faces" of "I do not build face recognition
 * …"): the "yes" is not earned; the answer says that the limit may apply, with the project after it.
 */
export function withNearStance(knowledge: Knowledge, stances: readonly Stance[], question: ParsedQuestion, answer: AskAnswer): AskAnswer {
  const lead = /^Yes, most likely: /.exec(answer.answer);
  if (!lead || !stances.length || answer._meta.intent !== 'project' || !asksOwner(knowledge, question)) return answer;
  const asked = new Set(question.words.filter((word) => word.folded.length >= 4 && !FUNCTION_WORDS.has(word.folded)).map((word) => word.stem));
  const near = stances.find(
    (stance) => !asksOpposite(question, stance.text) && stance.object.some((part) => asked.has(part.stem) && !knowledge.postings.has(part.stem)),
  );
  if (!near) return answer;
  return reply(
    'answer',
    answer._meta.intent,
    `Not certain: a stated limit may apply: “${near.text}” ${answer.answer.slice(lead[0].length)}`,
    [apiUrl(knowledge, url('getProfile')), ...answer.references],
    Math.min(answer._meta.confidence, 0.5),
  );
}
