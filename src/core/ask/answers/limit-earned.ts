/**
 * The last look at a refusal from a stated limit (issue #28, earned refusals): a request that only
 * shares a word with a limit is no request the limit covers. Every reader of the owner's negated
 * acts (./stances.ts, ./limit-concepts.ts, ./limit-fallback.ts, ./limit-manner.ts, ./limit-acts.ts,
 * ./limit-kind.ts, ./boundaries.ts) may answer "No." or "Probably not" with a bio sentence; the
 * answer stands only when one negated clause of that sentence is met by the request, read here
 * the same way for all of them:
 *
 * - a word of what the act is done to is met, not only the act's verb ("delay a non-urgent
 *   maintenance job" against "… blocks, delays or overrides protection relay trips"); a general word
 *   of work or of made things ("work", "software", "system") is no evidence, nor is a word the
 *   request uses to qualify another thing ("the lab result format" is a format, not lab results);
 * - a word the limit qualifies ("tobacco brands", "binary-options") is not met by the same word
 *   that the request qualifies otherwise ("a tea brand", "equity options") when no qualifier of the
 *   limit is met;
 * - the limit's exception is honoured both ways: "without a vet's prescription" is not met by "with
 *   a vet's prescription", "outside a licensed vending system" not by "for a licensed vending
 *   system", "past its limit" not by "within its limit";
 * - the limit's condition ("because of their nationality …", "fonts whose licence forbids it") is
 *   met by a word at least;
 * - an act of the request's own on what the limit names ("software that reports protection relay
 *   trips" against "… blocks, delays or overrides protection relay trips") is another act;
 * - the thing a made thing's act is done to, or what an act goes around, asked for itself is no request for the act (./limit-thing-act.ts).
 *
 * A word meets a limit's word as written, in another form, in a word of one meaning (the ask index's
 * `related`) or through WordNet (../knowledge/limit-reach.ts, not by a definition only). General
 * English only; no field's words.
 */
import type { Knowledge } from '../knowledge/knowledge.ts';
import { type LimitReach, readLimitReach } from '../knowledge/limit-reach.ts';
import { FUNCTION_WORDS, OWNER_SUBJECTS } from '../lexicon.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import type { AskAnswer } from '../schema.ts';
import boundaryWords from '../tables/boundary-words.json' with { type: 'json' };
import { isNegation, negatedClauses } from '../text/negation.ts';
import { isNounLike } from '../text/parts-of-speech.ts';
import { asksNamedAct, namedActs } from './limit-named-act.ts';
import { type Clause, opensAround, thingActUnmet } from './limit-thing-act.ts';
import { isFormOf } from '../text/word-forms.ts';
import { literal } from '../text/literal.ts';
import { stem, type Token } from '../text/words.ts';

/** Verbs after which what is named is to be prevented or found out (also ./limit-concepts.ts): the opposite of a limit's act. The verb's own forms only. */
export const STOPPING =
  /^(?:(?:stop|prevent|block|detect|catch|fight|counter|reject|spot|flag|find|audit|check|verif|report|ban)(?:s|es|ed|ing|ping|ped|ned|ning|ting|ged|ging|y|ies|ied|ying|ication)?|expos(?:e|es|ed|ing))$/;

/** Words that open a limit's exception or condition: what comes after them narrows the act. */
const EXCEPTIONS: ReadonlySet<string> = new Set(['without', 'outside', 'past', 'beyond', 'unless', 'except']);
const CONDITIONS: ReadonlySet<string> = new Set(['because', 'whose']);
/** Words that open the limit's purpose ("so that a plant passes …"): read by the readers, no object of the act. */
const PURPOSES: ReadonlySet<string> = new Set(['so']);
/** Words of a request that say the exception's opposite: "with a prescription", "within its limit". */
const WITHIN: Readonly<Record<string, RegExp>> = {
  without: /^(?:with|having|holding|under)$/,
  outside: /^(?:inside|within|in|for|through|via|on|under)$/,
  past: /^(?:within|before|inside|under)$/,
  beyond: /^(?:within|before|inside|under)$/,
};
/** Verbs of work and request ("take", "build", "help"): no act of their own; they meet a limit only as written. */
export const GENERAL_ACTS: ReadonlySet<string> = new Set([...boundaryWords.verbs, ...boundaryWords.requests].map(stem));
/** Nouns of made things ("software", "system"): what any request asks for, no evidence of a limit ("write software for a moon-themed hotel"). */
export const MADE_THINGS: ReadonlySet<string> = new Set(
  ['software', 'system', 'tool', 'app', 'application', 'program', 'code', 'platform', 'website', 'site', 'product', 'service', 'feature'].map(stem),
);
/** Nouns of made things and of work: what any request asks for, no evidence of a limit. */
const GENERAL: ReadonlySet<string> = new Set([...MADE_THINGS, ...['work', 'thing', 'something', 'anything', 'job', 'project'].map(stem)]);
/** Words of no act of a made thing (verbs of work or request, grammar words), any word of work or made things, made things (./limit-thing-act.ts). */
const THING_WORDS = {
  general: (act: Token) => GENERAL_ACTS.has(act.stem) || FUNCTION_WORDS.has(act.folded),
  generalWord: (word: Token) => GENERAL.has(word.stem) || GENERAL_ACTS.has(word.stem),
  made: (token: Token) => MADE_THINGS.has(token.stem),
};
/** Words after which the next word is the act of a thing the request describes ("software that reports …"). */
const BEFORE_ACT: ReadonlySet<string> = new Set(['that', 'which', 'who']);

type LimitIndex = { reach?: string; related?: Readonly<Record<string, readonly string[]>>; kinds?: Readonly<Record<string, readonly string[]>> };
const READ = new WeakMap<Knowledge, ReadonlyMap<string, readonly LimitReach[]>>();
const INDEX = new WeakMap<Knowledge, LimitIndex>();
/** The limit words' kinds (the ask index's `kinds`, "casino" for "gambling"), by the kind's stem: the limit stems it is a kind of. */
const KINDS = new WeakMap<Knowledge, ReadonlyMap<string, ReadonlySet<string>>>();

function kindsOf(knowledge: Knowledge, kinds: Readonly<Record<string, readonly string[]>>): ReadonlyMap<string, ReadonlySet<string>> {
  let found = KINDS.get(knowledge);
  if (found) return found;
  const map = new Map<string, Set<string>>();
  for (const [limitStem, list] of Object.entries(kinds))
    for (const text of list) {
      if (!/^[a-z]+$/i.test(text)) continue;
      const kindStem = stem(text.toLowerCase());
      map.set(kindStem, (map.get(kindStem) ?? new Set()).add(limitStem));
    }
  KINDS.set(knowledge, (found = map));
  return found;
}

/** The ask index's tables a portfolio's refusals are read with (once per engine), for readers that have no index at hand. */
export function keepLimitIndex(knowledge: Knowledge, index: LimitIndex): void {
  INDEX.set(knowledge, index);
}

/** The refusal, or undefined when the request does not earn it: see the file's comment. */
export function earnedRefusal(knowledge: Knowledge, question: ParsedQuestion, answer: AskAnswer | undefined): AskAnswer | undefined {
  if (!answer || !/^(?:No\b|Probably not|No, most likely)/.test(answer.answer)) return answer;
  const quoted = /bio: “(.+)”/.exec(answer.answer)?.[1];
  return !quoted || earnsLimit(knowledge, question, quoted) ? answer : undefined;
}

/** The words that reach the limits' words through WordNet (../knowledge/limit-reach.ts), read once per portfolio. */
export function limitReach(knowledge: Knowledge): ReadonlyMap<string, readonly LimitReach[]> {
  let reach = READ.get(knowledge);
  if (!reach) READ.set(knowledge, (reach = readLimitReach(INDEX.get(knowledge)?.reach ?? '')));
  return reach;
}

/** Whether the request earns a refusal by a sentence of the owner's limits: see the file's comment. A reader choosing among limits asks it of each. */
export function earnsLimit(knowledge: Knowledge, question: ParsedQuestion, sentence: string): boolean {
  const clauses = clausesOf(knowledge, sentence);
  if (!clauses.length) return true;
  const { meets, kindOf } = limitMeets(knowledge);
  const verdicts = clauses.map((clause) => clauseMet(knowledge, clause, question, meets, kindOf));
  // Met by one clause; or by none in its words, when the request writes no word of any: the reader met it by its own means.
  return verdicts.includes('met') || verdicts.every((verdict) => verdict === 'unshared');
}

/** How a request's word meets a limit's word (see the file's comment), and whether it names a kind of it, per portfolio. */
export function limitMeets(knowledge: Knowledge): { meets: (word: Token, limit: Token) => boolean; kindOf: (word: Token, limit: Token) => boolean } {
  const index = INDEX.get(knowledge) ?? {};
  const reach = limitReach(knowledge);
  const related = index.related ?? {};
  const listed = kindsOf(knowledge, index.kinds ?? {});
  const kindOf = (word: Token, limit: Token) =>
    !!reach.get(word.stem)?.some((target) => target.stem === limit.stem && target.kind) || !!listed.get(word.stem)?.has(limit.stem);
  const meets = (word: Token, limit: Token) =>
    word.stem === limit.stem ||
    isFormOf(word.stem, limit.stem) ||
    isFormOf(limit.stem, word.stem) ||
    (Object.hasOwn(related, limit.stem) && related[limit.stem]!.includes(word.stem)) ||
    (/^[a-z]{4,}$/.test(word.folded) && !!reach.get(word.stem)?.some((target) => target.stem === limit.stem)) ||
    kindOf(word, limit);
  return { meets, kindOf };
}

/** The clauses read of each limit sentence, per portfolio (released with it): read once, not at each request. */
const CLAUSES = new WeakMap<Knowledge, Map<string, readonly Clause[]>>();

/** The owner's negated clauses of a sentence, as verb, object and what narrows it (once per sentence). */
export function clausesOf(knowledge: Knowledge, sentence: string): readonly Clause[] {
  let read = CLAUSES.get(knowledge);
  if (!read) CLAUSES.set(knowledge, (read = new Map()));
  let clauses = read.get(sentence);
  if (!clauses) read.set(sentence, (clauses = readClauses(knowledge, sentence)));
  return clauses;
}

function readClauses(knowledge: Knowledge, sentence: string): Clause[] {
  const found: Clause[] = [];
  for (const { tokens, negations } of negatedClauses(sentence)) {
    const at = negations.find((i) => tokens[i]!.folded !== 'without' && tokens[i]!.folded !== 'no');
    if (at === undefined) continue;
    // The act's verb right after the negation ("I do not do …" too), after an adverb ("I do not ever …").
    let verbAt = at + 1;
    while (ADVERBS.has(tokens[verbAt]?.folded ?? '')) verbAt++;
    const verb = tokens[verbAt];
    // "I write the tools, not the records": a thing set against another, no act of the owner's.
    if (!verb || /^(?:the|a|an)$/.test(verb.folded)) continue;
    const object: number[] = [];
    const narrows: Clause['narrows'] = [];
    let around: number[] | undefined;
    const acts = relativeActs(sentence, tokens, verbAt + 1);
    for (let i = verbAt + 1; i < tokens.length; i++) {
      const token = tokens[i]!;
      // What the act goes around ends with its phrase ("around geo-blocking or restream sports").
      if (around?.length && (/^(?:or|and)$/.test(token.folded) || acts.includes(i))) around = undefined;
      // "because of their nationality" names a condition; "because that invites looting" gives the limit's reason.
      const marker = token.folded === 'because' && tokens[i + 1]?.folded !== 'of' ? 'so' : token.folded;
      if (EXCEPTIONS.has(marker) || CONDITIONS.has(marker) || PURPOSES.has(marker)) narrows.push({ marker, at: [] });
      else if (opensAround(sentence, token.folded)) narrows.push({ marker: 'around', at: (around = []) });
      else if (PREPOSITIONS.has(token.folded)) continue;
      else if (acts.includes(i) || (i === verbAt + 1 && PARTICLES.has(token.folded))) continue;
      else if (content(knowledge, token)) (around ?? [...narrows].reverse().find((narrow) => narrow.marker !== 'around')?.at ?? object).push(i);
    }
    found.push({ verb, acts, tokens, object, narrows });
  }
  return found;
}

/** Adverbs between the negation and the verb ("I do not ever …", "I no longer …"). */
const ADVERBS: ReadonlySet<string> = new Set(['ever', 'longer', 'knowingly', 'usually', 'normally', 'generally', 'personally', 'just', 'also']);

/** Prepositions: they join what the act is done to, they are none of it ("over an audience", "get around geo-blocking"). */
const PREPOSITIONS: ReadonlySet<string> = new Set([
  'over',
  'around',
  'against',
  'through',
  'across',
  'under',
  'between',
  'via',
  'per',
  'upon',
  'onto',
  'into',
  'within',
  'after',
  'before',
  'during',
  'toward',
  'towards',
  'along',
  'among',
  'behind',
  'beside',
  'inside',
]);

/** Particles of the verb ("carry out", "sign off"): no word of what the act is done to. */
const PARTICLES: ReadonlySet<string> = new Set(['out', 'off', 'up', 'down', 'away', 'back', 'over']);

/**
 * The verbs of the first relative clause ("that blocks, delays or overrides …", "that profile or predict …"): its first word, and
 * those listed with it by commas and "or" or "and" as the sentence writes them ("that track rangers, herders or villagers" has one).
 */
function relativeActs(sentence: string, tokens: readonly Token[], from: number): number[] {
  const at = tokens.findIndex(
    // A restrictive clause ("tools that track …"), not one that comments (", which needs a licensed engineer") or a purpose ("so that").
    (token, i) => i >= from && (token.folded === 'that' || token.folded === 'who') && tokens[i - 1]?.folded !== 'so',
  );
  if (at < 0 || !tokens[at + 1] || FUNCTION_WORDS.has(tokens[at + 1]!.folded)) return [];
  const first = tokens[at + 1]!.folded;
  const list = new RegExp(`\\b${literal(first)}((?:,\\s*[a-z]+)*)(?:,?\\s+(?:or|and)\\s+([a-z]+))?`, 'i').exec(sentence);
  const more = list?.[2] ? [...(list[1]!.match(/[a-z]+/gi) ?? []), list[2]].map((word) => word.toLowerCase()) : [];
  const found = [at + 1];
  for (const word of more) {
    const k = tokens.findIndex((token, i) => i > found[found.length - 1]! && i <= at + 2 * more.length + 2 && token.folded === word);
    if (k > 0) found.push(k);
  }
  return found;
}

function content(knowledge: Knowledge, token: Token): boolean {
  return token.folded.length > 2 && !FUNCTION_WORDS.has(token.folded) && !isNegation(token.folded) && !knowledge.person.words.has(token.folded);
}

/** Whether the request meets one negated clause: see the file's comment. */
function clauseMet(
  knowledge: Knowledge,
  clause: Clause,
  question: ParsedQuestion,
  meets: (word: Token, limit: Token) => boolean,
  kindOf: (word: Token, limit: Token) => boolean,
): 'met' | 'unmet' | 'unshared' {
  const words = question.words;
  const limitAt = [...clause.object, ...clause.narrows.flatMap((narrow) => narrow.at)];
  const isLimitWord = (word: Token) => meets(word, clause.verb) || [...clause.acts, ...limitAt].some((i) => meets(word, clause.tokens[i]!));
  const asked = (i: number) => {
    const word = words[i]!;
    return word.folded.length > 2 && !FUNCTION_WORDS.has(word.folded) && !OWNER_SUBJECTS.has(word.folded) && !knowledge.person.words.has(word.folded);
  };
  // A word the request puts before a noun of its own qualifies that noun ("the lab result format"): it names another thing.
  const qualifier = (i: number): boolean => {
    const next = words[i + 1];
    // A made thing after it carries what it names ("a trading platform" is a thing of trading).
    if (!next || !asked(i + 1) || isLimitWord(next) || GENERAL.has(next.stem) || PREPOSITIONS.has(next.folded)) return false;
    // Through a word of an act ("a market-making model").
    return isNounLike(next.folded) || (/ing$/.test(next.folded) && qualifier(i + 1));
  };
  // The request's own act ("software that charges …", "she hides …") is no thing the act is done to.
  const actAt = (i: number) => i > 0 && (BEFORE_ACT.has(words[i - 1]!.folded) || OWNER_SUBJECTS.has(words[i - 1]!.folded));
  const runQualifies = (i: number): boolean => qualifier(i) || (!!words[i + 1] && isLimitWord(words[i + 1]!) && runQualifies(i + 1));
  // Another word of the clause than `at`, no general one, that the request writes as the limit does ("live" of "live control systems").
  const written = (limit: Token) =>
    words.some((word, i) => asked(i) && (word.stem === limit.stem || isFormOf(word.stem, limit.stem) || isFormOf(limit.stem, word.stem)));
  const writtenElsewhere = (at: number) =>
    [...clause.object, ...clause.narrows.flatMap((narrow) => narrow.at)].some(
      (other) => other !== at && !GENERAL.has(clause.tokens[other]!.stem) && written(clause.tokens[other]!),
    );
  // A run of the request's words that qualifies its own noun and holds a word of the limit's head ("lab result format").
  const headInRun = (i: number): boolean => {
    for (let j = i + 1; j < words.length && isLimitWord(words[j]!); j++)
      if (clause.object.some((at) => isHead(clause, at) && isNounLike(clause.tokens[at]!.folded) && meets(words[j]!, clause.tokens[at]!))) return true;
    return false;
  };
  const specific = !GENERAL_ACTS.has(clause.verb.stem) && !FUNCTION_WORDS.has(clause.verb.folded);
  // The limit's object words met, each by a word of the request that names it.
  const named = namedActs(clause.tokens, verbAtOf(clause));
  const objectMet = clause.object.filter((at) => {
    const limit = clause.tokens[at]!;
    if (GENERAL.has(limit.stem)) return false;
    // The act a light verb's object names (./limit-named-act.ts): asked by its verb, or by its word that qualifies no made thing.
    const ownWord = (folded: string) => knowledge.person.words.has(folded);
    const thingAfter = (i: number) =>
      !!words[i + 1] && asked(i + 1) && !isLimitWord(words[i + 1]!) && (isNounLike(words[i + 1]!.folded) || GENERAL.has(words[i + 1]!.stem));
    if (named.includes(at)) return words.some((word, i) => asked(i) && meets(word, limit) && (asksNamedAct(words, i, limit.stem, ownWord) || !thingAfter(i)));
    return words.some((word, i) => {
      if (!asked(i) || GENERAL.has(word.stem) || actAt(i) || !meets(word, limit)) return false;
      // A word that is no noun of the limit ("sold", "live") is met as written only, not through WordNet.
      if (!isNounLike(limit.folded) && !written(limit)) return false;
      // The limit's head noun used to qualify the request's own noun; a kind of it qualifies a thing of its kind ("fighter jets").
      // Only a particular act is done to the thing it names; work on a thing ("defense aircraft maintenance") is work on its field.
      if (specific && !kindOf(word, limit) && runQualifies(i) && (isHead(clause, at) || headInRun(i))) return false;
      // "a tea brand" against "tobacco brands": the limit's qualifiers unmet, the request's own before it.
      const limitQualifiers = isHead(clause, at) ? qualifiersBefore(clause, at) : [];
      if (!limitQualifiers.length || limitQualifiers.some((q) => words.some((other) => meets(other, clause.tokens[q]!)))) return true;
      if (writtenElsewhere(at)) return true;
      return !(i > 0 && asked(i - 1) && isNounLike(words[i - 1]!.folded) && !isLimitWord(words[i - 1]!));
    });
  });
  const narrowMet = clause.narrows
    .filter((narrow) => !PURPOSES.has(narrow.marker))
    .flatMap((narrow) => narrow.at)
    .some((at) => words.some((word, i) => asked(i) && !GENERAL.has(word.stem) && meets(word, clause.tokens[at]!)));
  // Nothing of what the act is done to met, but a word the limit writes: a shared word, no request the limit covers.
  // (A request met in other words only was read by the reader's own means: its verdict stands.)
  const shared = [...clause.acts, ...limitAt].some((at) => !GENERAL.has(clause.tokens[at]!.stem) && written(clause.tokens[at]!));
  if (!objectMet.length && !narrowMet) return shared ? 'unmet' : 'unshared';
  // A thing defined by its act, none of its acts met; a thing the act goes around, asked for itself (./limit-thing-act.ts).
  if (thingActUnmet(clause, words, { asked, meets, isLimitWord, specific, objectMet: objectMet.length > 0, ...THING_WORDS })) return 'unmet';
  for (const narrow of clause.narrows) {
    const opposite = WITHIN[narrow.marker];
    const metAt = words.flatMap((word, i) => (asked(i) && narrow.at.some((at) => meets(word, clause.tokens[at]!)) ? [i] : []));
    // The exception stated the other way: "with a vet's prescription", "for a licensed vending system".
    if (opposite && metAt.length && !words.some((word) => word.folded === narrow.marker || isNegation(word.folded))) {
      const first = Math.min(...metAt);
      if (words.slice(Math.max(0, first - 4), first).some((word) => opposite.test(word.folded))) return 'unmet';
    }
    // A condition of the limit met by no word: the request asks for the act without it.
    if (CONDITIONS.has(narrow.marker) && narrow.at.length && !metAt.length) return 'unmet';
  }
  // The limit's act asked on another thing: "a shop that sells vaccines" against "… shops that sell antibiotics to farmers".
  // Like with like: the act of a thing the request describes ("a shop that sells …"), as the limit describes its thing.
  for (const [i, word] of words.entries()) {
    if (!asked(i) || !BEFORE_ACT.has(words[i - 1]?.folded ?? '')) continue;
    // The act as the limit writes it: a word shared, not one told in other words.
    const act = clause.acts.find((at) => written(clause.tokens[at]!) && meets(word, clause.tokens[at]!));
    if (act === undefined) continue;
    const thing = words.slice(i + 1, i + 5).find((other, j) => asked(i + 1 + j) && isNounLike(other.folded));
    // What the act is done to, and the limit's condition ("because of their … device"): none of it met.
    const conditions = clause.narrows.filter((narrow) => CONDITIONS.has(narrow.marker)).flatMap((narrow) => narrow.at);
    const after = [...clause.object.filter((at) => at > act), ...conditions].filter((at) => !GENERAL.has(clause.tokens[at]!.stem));
    if (thing && !isLimitWord(thing) && after.length && !after.some((at) => words.some((other) => meets(other, clause.tokens[at]!)))) return 'unmet';
  }
  // The request's own act on what the limit names: another act ("software that reports protection relay trips").
  for (let i = 1; i < words.length - 1; i++) {
    // "a till add-on that quietly deletes …": the act after its adverb.
    const act = words[i]!;
    const before = words[i - 1]!.folded;
    if (/ly$/.test(act.folded) && BEFORE_ACT.has(before)) continue;
    if (
      !(BEFORE_ACT.has(before) || (/ly$/.test(before) && BEFORE_ACT.has(words[i - 2]?.folded ?? ''))) ||
      !asked(i) ||
      (isNounLike(act.folded) && !/s$/.test(act.folded))
    )
      continue;
    if (!STOPPING.test(act.folded) || FUNCTION_WORDS.has(act.folded) || [verbAtOf(clause), ...clause.acts].some((at) => meets(act, clause.tokens[at]!)))
      continue;
    const thing = words.slice(i + 1, i + 5).find((other, j) => asked(i + 1 + j) && isNounLike(other.folded));
    // What the limit's act is done to, as the limit writes it ("relay trips"), not a word that qualifies it.
    const named = (word: Token) => clause.object.some((at) => isHead(clause, at) && !GENERAL.has(clause.tokens[at]!.stem) && meets(word, clause.tokens[at]!));
    const run = thing ? words.slice(words.indexOf(thing), words.indexOf(thing) + 4) : [];
    const end = run.findIndex((other) => !isLimitWord(other));
    if (run.slice(0, end < 0 ? run.length : end).some(named)) return 'unmet';
  }
  return 'met';
}

/** The position of the clause's verb in its tokens. */
function verbAtOf(clause: Clause): number {
  return clause.tokens.indexOf(clause.verb);
}

/** Whether an object word heads its phrase: no content word of the object follows it ("brands" of "tobacco brands"). */
function isHead(clause: Clause, at: number): boolean {
  return !clause.object.includes(at + 1);
}

/** The content words right before an object word in the limit ("tobacco" of "tobacco brands"), its qualifiers. */
function qualifiersBefore(clause: Clause, at: number): number[] {
  const found: number[] = [];
  for (let i = at - 1; i >= 0; i--) {
    if (clause.object.includes(i)) found.push(i);
    // Across "or" to a qualifier of the same thing ("military or weapons-carrying aircraft"), not to another thing ("recipes or process windows").
    else if (!/^(?:or|and)$/.test(clause.tokens[i]!.folded) || isNounLike(clause.tokens[i - 1]?.folded ?? '')) break;
  }
  return found;
}
