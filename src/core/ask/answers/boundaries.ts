/**
 * The owner's stated limits: "Would she work on a military drone project?" when the bio says
 * "What I will not work on: weapons, military or defence robotics, surveillance drones". A bio
 * sentence with a negation before a verb of work lists items (split at commas, "or", "and",
 * colons); a yes/no question that asks for work and contains every word of one item gets "No."
 * with the sentence. Only a whole item counts: "robotics" alone is not "defence robotics".
 */
import { topicOf } from '../knowledge/career-topics.ts';
import { isKnownStem, type Knowledge } from '../knowledge/knowledge.ts';
import { GENERIC_NOUNS, OWNER_SUBJECTS } from '../lexicon.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import { isStopLike } from '../question/stop-words.ts';
import type { AskAnswer } from '../schema.ts';
import words from '../tables/boundary-words.json' with { type: 'json' };
import { firstClause } from '../text/negation.ts';
import { isFormOf } from '../text/word-forms.ts';
import { contentTokens, fold, stem, tokenize } from '../text/words.ts';
import { apiUrl, confidenceOf, owners, reply } from './reply.ts';
import { capitalsOf, contentStems, itemsOf, type LimitWords } from './boundary-items.ts';
import { url } from '../../../catalogue/paths.ts';
import { releaseCompiledCode } from '../text/patterns.ts';
import { meaningAnswer, relatedOfLimit } from './limit-meaning.ts';

const NEGATIONS: ReadonlySet<string> = new Set(words.negations);
const VERBS: ReadonlySet<string> = new Set(words.verbs.map(stem));
const REQUESTS: ReadonlySet<string> = new Set(words.requests.map(stem));
const STARTS: ReadonlySet<string> = new Set(words.starts);
/** "industry" of "the tobacco industry": a noun of trade or customer that a request need not repeat. */
const HEADS: ReadonlySet<string> = new Set(words.heads.map(stem));

/** Whether a request covers every word of a limit's item (its head nouns aside, when another word is covered). */
function itemCovered(item: ReadonlySet<string>, has: (wordStem: string) => boolean): boolean {
  const own = [...item].filter((wordStem) => !HEADS.has(wordStem));
  return own.length ? own.every(has) : [...item].every(has);
}

/** Each limit (or, with `wish`, each kind of work the owner says they want): the sentence, its items and its clauses as stem sets. */
export interface Boundary {
  text: string;
  items: Set<string>[];
  /** The stems of each whole clause after a negation ("build products that sell or broker patient data"). */
  clauses: Set<string>[];
  /** A sentence of the work the owner wants ("I am happy to work on …"), not a limit. */
  wish?: boolean;
  /**
   * Stem of an item's word -> its kinds ("gambling" -> "casino", …), from the ask index (WordNet,
   * ../knowledge/wordnet.ts), each as the stems of its words joined by spaces, with its number of words.
   */
  kinds?: ReadonlyMap<string, readonly { stems: string; length: number; text: string }[]>;
  /** Stem of an item's word -> the stems of its words of one meaning ("naval" -> "navy"), from the ask index. */
  related?: ReadonlyMap<string, ReadonlySet<string>>;
}

/** The limits stated by the bio (computed once per engine); `extra`: words of the content's language. */
export function findBoundaries(
  knowledge: Knowledge,
  extra?: { negations: string[]; verbs: string[]; stop: string[] },
  kinds: Readonly<Record<string, string[]>> = {},
  related: Readonly<Record<string, string[]>> = {},
): Boundary[] {
  const words: LimitWords = {
    negations: new Set([...NEGATIONS, ...(extra?.negations ?? [])]),
    verbs: new Set([...VERBS, ...(extra?.verbs ?? []).map(stem)]),
    stop: new Set(extra?.stop ?? []),
  };
  const boundaries: Boundary[] = [];
  for (const sentence of knowledge.bio) {
    const { items, clauses } = limitItems(knowledge, sentence.text, words);
    const own = new Map(
      items
        .flatMap((item) => [...item])
        .flatMap((wordStem) => (Object.hasOwn(kinds, wordStem) ? [[wordStem, kinds[wordStem]!.map(stemmedKind)] as const] : [])),
    );
    const same = relatedOfLimit(items, related);
    if (items.length) boundaries.push({ text: sentence.text, items, clauses, ...(own.size ? { kinds: own } : {}), ...(same ? { related: same } : {}) });
    else {
      const wish = wishItems(knowledge, sentence.text, words);
      if (wish.items.length) boundaries.push({ text: sentence.text, ...wish, wish: true });
    }
  }
  return boundaries;
}

/** Words that say the owner wants a kind of work ("I am happy to work on …", "I will gladly take …"): general English. */
const WISH_WORDS: ReadonlySet<string> = new Set(words.wishes);

/**
 * "I will gladly work on FHIR APIs, interface engine migrations, …": a sentence without a negation
 * that has a word of wishing and a verb of work, as items after the verb.
 */
function wishItems(knowledge: Knowledge, text: string, words: LimitWords): { items: Set<string>[]; clauses: Set<string>[] } {
  const tokens = tokenize(text);
  if (tokens.some((token) => words.negations.has(token.folded)) || !tokens.some((token) => WISH_WORDS.has(token.folded))) return { items: [], clauses: [] };
  const verbAt = tokens.findIndex(
    (token, i) => words.verbs.has(token.stem) && tokens.slice(Math.max(0, i - 4), i).some((before) => WISH_WORDS.has(before.folded)),
  );
  if (verbAt < 0) return { items: [], clauses: [] };
  const after = fold(text);
  const rest = tokens.slice(verbAt + 1).map((token) => token.folded);
  const start = after.indexOf(` ${rest[0] ?? ''}`);
  const tail = start < 0 ? '' : after.slice(start);
  // "WCAG 2.2 and …": a point inside a number ends nothing.
  // The tail is folded: the capitals of the sentence as written ("RAN automation") say which of its words are names.
  const items = itemsOf(knowledge, tail.split(/[;:]|\.(?!\d)/)[0]!, words, true, capitalsOf(text));
  return { items, clauses: [] };
}

/**
 * The items after each negation of a sentence that has a verb of work next to it ("I do not work
 * on …", "Ich arbeite nicht für …"); none without one.
 */
function limitItems(knowledge: Knowledge, text: string, words: LimitWords): { items: Set<string>[]; clauses: Set<string>[] } {
  const tokens = tokenize(text);
  const near = (i: number) => tokens.slice(Math.max(0, i - 3), i + 4).some((token) => words.verbs.has(token.stem));
  if (!tokens.some((token, i) => words.negations.has(token.folded) && near(i))) return { items: [], clauses: [] };
  const items: Set<string>[] = [];
  const clauses: Set<string>[] = [];
  // From a negation to the end of its clause (../text/negation.ts: "not program the ironers but …"), without the verb and what precedes it.
  const negation = new RegExp(`\\b(?=(?:${[...words.negations].join('|')})\\b)`);
  for (const whole of fold(text).split(negation).slice(1)) {
    const clause = firstClause(whole);
    const clauseTokens = tokenize(clause);
    if (!words.negations.has(clauseTokens[0]?.folded ?? '')) continue;
    const verbAt = clauseTokens.findIndex((token, i) => i <= 4 && words.verbs.has(token.stem));
    const rest = clauseTokens
      .slice(verbAt >= 0 ? verbAt + 1 : 1)
      .map((token) => token.folded)
      .join(' ');
    const listed = clause.slice(clause.indexOf(rest.split(' ')[0] ?? ''));
    items.push(...itemsOf(knowledge, listed, words));
    const clauseStems = contentStems(knowledge, listed.split(/,/)[0]!, words);
    if (clauseStems.size) clauses.push(clauseStems);
  }
  return { items, clauses };
}

/**
 * "No." with the sentence that rules out what the question asks for, "Yes." with the one that says
 * the owner wants it; "What won't she work on?" gets every limit. Undefined otherwise. A limit rules
 * a question out when the question has every word of one item, or most words of a whole clause ("a
 * pipeline that sells patient data" against "build products that sell or broker patient data": sell,
 * patient, data), two at least; a word may be a form of the asked one ("crypto" of "cryptocurrency",
 * not "databases" of "data"). A wish answers "yes" on the same terms, when no limit rules it out.
 */
export function boundaryAnswer(knowledge: Knowledge, boundaries: readonly Boundary[], question: ParsedQuestion, text = ''): AskAnswer | undefined {
  if (!boundaries.length) return undefined;
  const limits = boundaries.filter((boundary) => !boundary.wish);
  const profile = [apiUrl(knowledge, url('getProfile'))];
  // "What won't he work on?", "what kind of work does she not do?": the stated limits themselves.
  if (limits.length && /^\s*(?:what|which)\b/i.test(text) && NEGATED_WORK.test(text) && question.words.some((word) => REQUESTS.has(word.stem)))
    return reply(
      'answer',
      'profile',
      `From ${owners(knowledge)} bio: ${limits.map((limit) => `“${limit.text}”`).join(' ')}`,
      profile,
      confidenceOf(question, 0.9),
    );
  // "What kind of work does she like?", "what does he enjoy working on?": the work the owner says they want.
  const wishes = boundaries.filter((boundary) => boundary.wish);
  if (
    wishes.length &&
    /^\s*(?:what|which)\b/i.test(text) &&
    !NEGATED_WORK.test(text) &&
    topicOf(text) !== 'interests' &&
    question.words.some((word) => WISH_WORDS.has(word.folded)) &&
    question.words.some((word) => REQUESTS.has(word.stem))
  )
    return reply(
      'answer',
      'profile',
      `From ${owners(knowledge)} bio: ${wishes.map((wish) => `“${wish.text}”`).join(' ')}`,
      profile,
      confidenceOf(question, 0.9),
    );
  // The question may open with a sentence of context: "We broker patient data. Would he build our pipeline?"
  // "… need flight-path software. Interested?": a word of wishing that opens the last sentence asks too.
  const starts = question.words.some((word, i) => (STARTS.has(word.folded) || WISH_WORDS.has(word.folded)) && (i === 0 || word.capitalised));
  // "Could she audit our app?": a modal before the owner asks for work, whatever the verb.
  const requested = question.words.some((word) => REQUESTS.has(word.stem)) || modalToOwner(knowledge, question);
  // "Is he interested in tuning contracts?": a word of wishing asks about the work wanted.
  const wishing = question.words.some((word) => WISH_WORDS.has(word.folded));
  // "Can Matteo install it?" asks for work too, for a limit the asker's business falls under (below).
  const canAsk = modalToOwner(knowledge, question, CAN);
  if (!starts || !(requested || wishing || canAsk)) return undefined;
  const asked = question.words
    .filter((word) => !isStopLike(knowledge, word.folded) && !REQUESTS.has(word.stem) && !WISH_WORDS.has(word.folded))
    .map((word) => word.stem);
  const has = (wordStem: string) => asked.some((own) => isFormOf(own, wordStem));
  const covers = (boundary: Boundary) =>
    boundary.items.some((item) => itemCovered(item, has)) ||
    boundary.clauses.some((clause) => {
      const shared = [...clause].filter(has).length;
      return shared >= 2 && shared * 2 >= clause.size;
    });
  // "Is she interested?" is answered by a limit as much as "would she …?".
  const hit = requested || wishing ? limits.find(covers) : undefined;
  if (hit) return reply('answer', 'profile', `No. From ${owners(knowledge)} bio: “${hit.text}”`, profile, confidenceOf(question, 0.9));
  // "We run an online casino. Could she audit our app?" against "I do not work for gambling …": a
  // word of the question that WordNet lists as a kind of an item's word stands for it; said as found, less sure.
  const kind = requested || wishing ? limits.map((limit) => kindCover(knowledge, question, limit, has)).find((found) => found !== undefined) : undefined;
  if (kind)
    return reply(
      'answer',
      'profile',
      `No, most likely: ${kind.asked} is a kind of ${kind.item} (WordNet), and from ${owners(knowledge)} bio: “${kind.limit.text}”`,
      profile,
      confidenceOf(question, 0.7),
    );
  // "A navy wants its frigate's gun on the bridge network. Would she take it?" against "… naval weapons": the item in other words.
  const meant = requested || wishing ? meaningAnswer(knowledge, question, limits, has) : undefined;
  if (meant) return meant;
  // "We haul coal to the port. Can she help with our signalling?" against "I do not work for coal
  // export railways": the word that leads an item and that none of the owner's projects uses names
  // the excluded trade the asker says they are in; said as likely, with the limit.
  // Only when the asker describes their own business ("we", "our"): "a bulk upload tool?" is no debt collection.
  const ownAt = question.words.flatMap((word, i) => (word.folded === 'we' || word.folded === 'our' ? [i] : []));
  const ownBusiness = ownAt.length > 0;
  const ownWords = new Set(ownAt.flatMap((at) => question.words.slice(at + 1, at + 4).map((word) => word.stem)));
  const lead =
    (requested || canAsk) && ownBusiness ? limits.map((limit) => leadingRare(knowledge, limit, has, ownWords)).find((found) => found !== undefined) : undefined;
  if (lead)
    return reply(
      'answer',
      'profile',
      `Probably not: “${lead.word}” is named in a limit of ${owners(knowledge)} bio: “${lead.limit.text}”`,
      profile,
      confidenceOf(question, 0.6),
    );
  if (!(requested || wishing)) return undefined;
  // "Would she work on an MLIR back end for our accelerator?" against "I am happy to work on compiler back ends for accelerators, …".
  const wish = boundaries.find(
    (boundary) =>
      boundary.wish &&
      boundary.items.some((item) => {
        const shared = [...item].filter(has).length;
        return shared === item.size || (shared >= 2 && shared * 2 >= item.size);
      }),
  );
  // "Can he write captions for my Instagram posts?" against "I like work on … captioning": a name
  // the question capitalises and the portfolio never writes is something the wish does not name.
  const outside = question.words.some(
    (word, i) => i > 0 && word.capitalised && /^[a-z]{3,}$/.test(word.folded) && !isKnownStem(knowledge, word.stem) && !knowledge.person.words.has(word.folded),
  );
  if (wish && !outside) return reply('answer', 'profile', `Yes. From ${owners(knowledge)} bio: “${wish.text}”`, profile, confidenceOf(question, 0.85));
  return undefined;
}

/**
 * "Would he write flight software for our satellite?" against "I do not write flight software that
 * runs on the spacecraft", "would he build a system that tracks our drivers?" against "I do not
 * build surveillance or productivity-scoring systems for drivers or pickers": a limit that no rule
 * above applies in full but that shares a word of what is asked with one of its items. A "probably
 * yes" from the projects is not earned then: the answer says that the limit may apply.
 */
function nearLimit(knowledge: Knowledge, boundaries: readonly Boundary[], question: ParsedQuestion): Boundary | undefined {
  const asked = new Set(
    question.words
      .filter((word) => !isStopLike(knowledge, word.folded) && !REQUESTS.has(word.stem) && !WISH_WORDS.has(word.folded) && !GENERIC_NOUNS.has(word.folded))
      .map((word) => word.stem),
  );
  return boundaries.find(
    (boundary) => !boundary.wish && boundary.items.some((item) => [...item].some((wordStem) => !HEADS.has(wordStem) && asked.has(wordStem))),
  );
}

/**
 * Whether the question has the first word of one of a limit's items of two words or more ("coal"
 * of "coal export railways"), when no project of the owner uses that word (so it names what the
 * limit excludes, not the owner's own field) and it is no trade or customer noun.
 */
function leadingRare(
  knowledge: Knowledge,
  limit: Boundary,
  has: (wordStem: string) => boolean,
  ownWords: ReadonlySet<string>,
): { word: string; limit: Boundary } | undefined {
  // A word no project and no other sentence of the bio writes: it names what the limit excludes.
  const own = (wordStem: string) =>
    knowledge.postings.has(wordStem) || knowledge.bio.some((sentence) => sentence.text !== limit.text && sentence.stems.has(wordStem));
  for (const item of limit.items) {
    if (item.size < 2) continue;
    // The item's first word anywhere ("… claims in bulk"); another only just after "we" or "our" ("our FM transmitter").
    const found = [...item].find(
      (wordStem, i) => wordStem.length >= 3 && !HEADS.has(wordStem) && (i === 0 ? has(wordStem) : ownWords.has(wordStem)) && !own(wordStem),
    );
    if (found) return { word: itemWord(limit.text, found), limit };
  }
  return undefined;
}

/** A "probably yes" from the projects when a stated limit shares a word of the request: not earned, the limit is quoted instead. */
export function withNearLimit(knowledge: Knowledge, boundaries: readonly Boundary[], question: ParsedQuestion, answer: AskAnswer): AskAnswer {
  if (!answer.answer.startsWith('Probably yes: ')) return answer;
  const limit = nearLimit(knowledge, boundaries, question);
  if (!limit) return answer;
  const rest = answer.answer.replace(/^Probably yes: [^.]*\. /, '');
  return reply(
    'answer',
    answer._meta.intent,
    `Not certain: ${owners(knowledge)} projects show related work, but a stated limit may apply: “${limit.text}” ${rest}`,
    [apiUrl(knowledge, url('getProfile')), ...answer.references],
    Math.min(answer._meta.confidence, 0.5),
  );
}

/**
 * The first item of a limit whose every word the question has, one of them (at least) through a
 * kind of it: "casino" for "gambling". A kind counts only when no project of the owner uses its
 * word (the owner's own work is never a limit).
 */
function kindCover(
  knowledge: Knowledge,
  question: ParsedQuestion,
  limit: Boundary,
  has: (wordStem: string) => boolean,
): { asked: string; item: string; limit: Boundary } | undefined {
  if (!limit.kinds) return undefined;
  // The question's runs of one to three words, by their stems ("betting" is "bet"), with the position of their last word.
  const stems = question.words.map((word) => word.stem);
  const phrases = new Map<string, number>();
  for (let start = 0; start < stems.length; start++)
    for (let end = start + 1; end <= Math.min(stems.length, start + 3); end++) phrases.set(stems.slice(start, end).join(' '), end - 1);
  for (const item of limit.items) {
    let found: { asked: string; item: string } | undefined;
    const covered = [...item].every((wordStem) => {
      if (has(wordStem) || (HEADS.has(wordStem) && [...item].some((other) => !HEADS.has(other)))) return true;
      const kind = limit.kinds!.get(wordStem)?.find((candidate) => {
        const last = phrases.get(candidate.stems);
        // A word of the owner's projects is the owner's own work, never a limit.
        return last !== undefined && !knowledge.postings.has(question.words[last]!.stem) && !isStopLike(knowledge, candidate.text);
      });
      if (kind && !found) {
        const last = phrases.get(kind.stems)!;
        const asked = question.words.slice(last + 1 - kind.length, last + 1).map((word) => word.folded);
        found = { asked: asked.join(' '), item: itemWord(limit.text, wordStem) };
      }
      return kind !== undefined;
    });
    if (covered && found) return { ...found, limit };
  }
  return undefined;
}

/** A kind as the question's words are matched: the stems of its words ("betting shop" -> "bet shop"). */
function stemmedKind(text: string): { stems: string; length: number; text: string } {
  const tokens = tokenize(text);
  return { stems: tokens.map((token) => token.stem).join(' '), length: tokens.length, text };
}

/** The word of a sentence with this stem, as written ("gambling"). */
function itemWord(text: string, wordStem: string): string {
  return contentTokens(text).find((token) => token.stem === wordStem)?.folded ?? wordStem;
}

/** "Would she …", "could Oskar …": a modal followed by the owner (a pronoun or the owner's name). */
function modalToOwner(knowledge: Knowledge, question: ParsedQuestion, modals: ReadonlySet<string> = MODAL_STARTS): boolean {
  return question.words.some((word, i) => {
    const next = question.words[i + 1]?.folded ?? '';
    return modals.has(word.folded) && (OWNER_SUBJECTS.has(next) || knowledge.person.words.has(next));
  });
}

/** "won't", "will not", "does not", "never" …: a question about what the owner does not take on. */
const NEGATED_WORK = /\b(?:won'?t|wouldn'?t|doesn'?t|don'?t|never|refuses?|turns? down)\b|\b(?:will|would|does|do|did|can|could)\s+(?:\S+\s+)?not\b/i;

/** Whether a question asks the owner for work ("Would she work on …?", "will he help us build …?"): a modal start and a request verb. */
export function asksForWork(question: ParsedQuestion): boolean {
  const first = question.words[0]?.folded ?? '';
  return MODAL_STARTS.has(first) && question.words.some((word) => REQUESTS.has(word.stem));
}

const MODAL_STARTS: ReadonlySet<string> = new Set(['would', 'will', 'could', 'might']);
const CAN: ReadonlySet<string> = new Set(['can']);

// Their machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(NEGATED_WORK);
