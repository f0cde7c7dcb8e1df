/**
 * Answers from retrievable facts (../knowledge/facts.ts: the bio's sentences and any other
 * source), and the honest "not stated" for questions about the person that the portfolio has no
 * field or sentence for (age, salary, family...: ../tables/personal-attributes.json).
 */
import { earnedRefusal } from './limit-earned.ts';
import personalAttributes from '../tables/personal-attributes.json' with { type: 'json' };
import { containsPhrase, type Fact, PhraseMatcher, QUESTION_RELATIONS, RELATIONS } from '../knowledge/facts.ts';
import { isKnownStem, type Knowledge } from '../knowledge/knowledge.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import { FUNCTION_WORDS } from '../lexicon.ts';
import { isStopLike } from '../question/stop-words.ts';
import { attributeAskedOfPerson } from '../question/field-words.ts';
import type { AskAnswer } from '../schema.ts';
import { joinList } from '../text/english.ts';
import { negates } from '../text/negation.ts';
import { contentStems, eachWord, stem } from '../text/words.ts';
import { confidenceOf, owners, reply } from './reply.ts';
import { asksWhereNow } from './evidence-verdict.ts';
import { releaseCompiledCode } from '../text/patterns.ts';

/** Words left out of the question's phrase sequence: "who does she work for" -> who work for. */
const SKIPPED = new Set([
  'does',
  'do',
  'did',
  'is',
  'are',
  'was',
  'were',
  'has',
  'have',
  'had',
  'be',
  'been',
  'the',
  'a',
  'an',
  'currently',
  'now',
  'right',
  'still',
]);

const stemsOf = (text: string): string[] => {
  const stems: string[] = [];
  eachWord(text, (word) => stems.push(stem(word)));
  return stems;
};

const ATTRIBUTES = personalAttributes.map((attribute) => ({
  label: attribute.label,
  phrases: attribute.words.map(stemsOf),
  // Hobbies, a driving licence, education: the career's lists (interests, certificates, education) may hold them.
  listed: 'listed' in attribute && attribute.listed === true,
}));

/** Whether a negation stands within the three words before the phrase ("never for a party"). */
function negatedBefore(stems: readonly string[], phrase: readonly string[]): boolean {
  outer: for (let i = 0; i + phrase.length <= stems.length; i++) {
    for (let j = 0; j < phrase.length; j++) if (stems[i + j] !== phrase[j]) continue outer;
    if (stems.slice(Math.max(0, i - 3), i).some((wordStem) => NEGATIONS.has(wordStem))) return true;
  }
  return false;
}

/** Words before a personal attribute that make it the owner's ("my children", "I am married", "his wife"). */
const OWN = new Set(['my', 'our', 'his', 'her', 'their', 'i', 'am', 'im', 'we']);

/**
 * Whether a fact states the attribute of the owner: a possessive or the first person within the
 * three words before the attribute's phrase ("my two children", "I am married"); "Teaches map
 * reading to children", "never for a party opposed to …" speak of other people.
 */
function statesOwn(stems: readonly string[], phrase: readonly string[]): boolean {
  outer: for (let i = 0; i + phrase.length <= stems.length; i++) {
    for (let j = 0; j < phrase.length; j++) if (stems[i + j] !== phrase[j]) continue outer;
    if (stems.slice(Math.max(0, i - 3), i).some((wordStem) => OWN.has(wordStem))) return true;
  }
  return false;
}
const ATTRIBUTE_PHRASES = new PhraseMatcher(ATTRIBUTES.flatMap((attribute) => attribute.phrases.map((phrase) => ({ phrase, label: attribute }))));

/**
 * Whether one sentence of a project (its description or write-up) has every content word of the
 * question ("Has she taught?" against "Teaching coptic stitching to twelve apprentices"): then a
 * "not stated" about the person would deny what a project says.
 */
function projectStates(knowledge: Knowledge, content: readonly string[]): boolean {
  if (!content.length) return false;
  // The description's stems from the content cache and the sentences' own stems, not copied for each question.
  const states = (stems: ReadonlySet<string>) => content.every((wordStem) => stems.has(wordStem));
  return knowledge.projects.some(
    (info) => states(contentStems(info.view.description)) || info.sections.some((section) => section.sentences.some((sentence) => states(sentence.stems))),
  );
}

/** The question's stems in order, without auxiliaries, articles and words naming the person. */
function sequence(knowledge: Knowledge, question: ParsedQuestion): string[] {
  return question.words
    .filter(
      (word) =>
        !SKIPPED.has(word.folded) &&
        !knowledge.person.words.has(word.folded) &&
        !['she', 'he', 'they', 'her', 'his', 'their', 'him', 'them', 'you', 'your'].includes(word.folded),
    )
    .map((word) => word.stem);
}

/**
 * The best facts for a question: relation groups shared with the question count double, words
 * only facts contain ("Nordvolt") once; with `anyWord`, every content word counts (the fallback
 * when nothing else answers). Undefined when no fact matches.
 */
export function factAnswer(knowledge: Knowledge, question: ParsedQuestion, anyWord = false): AskAnswer | undefined {
  if (!knowledge.facts.length) return undefined;
  // Most questions have no word of a relation and no word only facts have: nothing to look for.
  if (!anyWord && !question.words.some((word) => QUESTION_RELATIONS.starts(word.stem) || knowledge.factOnlyStems.has(word.stem))) return undefined;
  const stems = sequence(knowledge, question);
  const relations = QUESTION_RELATIONS.find(stems);
  const content = question.words.filter((word) => !isStopLike(knowledge, word.folded) && word.folded.length > 2).map((word) => word.stem);
  const only = content.filter((wordStem) => knowledge.factOnlyStems.has(wordStem));
  // A word the portfolio never uses ("klingon") is asked about too: no fact answers it by its other words.
  if (
    !relations.length &&
    content.some((wordStem) => !isKnownStem(knowledge, wordStem) && !knowledge.phrases.has(wordStem) && !knowledge.factOnlyStems.has(wordStem))
  )
    return undefined;
  if (!relations.length && !only.length && !anyWord) return undefined;
  // The fallback quotes a fact only when it contains every content word of the question.
  if (
    !relations.length &&
    !only.length &&
    anyWord &&
    !knowledge.facts.some((fact) => content.length > 0 && content.every((wordStem) => fact.stemSet.has(wordStem)))
  )
    return undefined;
  let best = 0;
  let chosen: Fact[] = [];
  for (const fact of knowledge.facts) {
    let score = 0;
    for (const id of relations) if (fact.relations.has(id)) score += 2;
    for (const wordStem of only) if (fact.stemSet.has(wordStem)) score += 1;
    if (anyWord && content.length && content.every((wordStem) => fact.stemSet.has(wordStem))) score += 1;
    if (score > best) {
      best = score;
      chosen = [fact];
    } else if (score === best && score > 0 && chosen.length < 2) chosen.push(fact);
  }
  if (!chosen.length || (relations.length && !chosen.some((fact) => relations.some((id) => fact.relations.has(id))) && !only.length)) {
    // "Is she open to remote work?" with no sentence about it: not stated, when the question is about the person.
    const framed = question.cues.has('projectNoun') || question.cues.has('projectVerb');
    // "Has she taught?" when a project's text says "teaching …": the "not stated" is not earned; the projects answer.
    if (relations.length && question.person && !framed && !projectStates(knowledge, content)) {
      const name = knowledge.person.first || 'the owner';
      const what = joinList(
        RELATIONS.filter((candidate) => relations.includes(candidate.id)).map((relation) => relation.unstated.replace('{name}', name)),
        'or',
      );
      return reply('not_found', 'profile', `The portfolio does not say ${what}.`, [], confidenceOf(question, 0.8));
    }
    return undefined;
  }
  const source = chosen[0]!.source;
  const quoted = chosen.map((fact) => `“${fact.text}”`).join(' ');
  const confidence = relations.length || only.length ? 0.9 : 0.6;
  // The verdict needs the question's own verb in the sentence too ("does she like Toronto?" is not "I work from Toronto").
  const verb = question.words[2]?.stem;
  const verdict =
    YES_NO_START.has(question.words[0]?.folded ?? '') &&
    verb &&
    // "Is he in Hereford?": where the owner is now, which a sentence naming the place ("Before that … in Hereford") does not say.
    !asksWhereNow(question.words) &&
    (chosen.length === 1 || !FUNCTION_WORDS.has(question.words[2]!.folded)) &&
    chosen[0]!.stemSet.has(verb)
      ? yesNo(chosen[0]!, content)
      : '';
  const answer = (said: string) =>
    reply(
      'answer',
      'profile',
      `${said}From ${owners(knowledge)} ${SOURCE_LABELS[source] ?? source}${chosen[0]!.context ? ` (${chosen[0]!.context})` : ''}: ${quoted}`,
      chosen.map((fact) => fact.reference),
      confidenceOf(question, confidence),
    );
  // A "No." from a limit the question only shares words with is not earned (./limit-earned.ts): the sentence, without it.
  return /^No\b/.test(verdict) ? (earnedRefusal(knowledge, question, answer(verdict)) ?? answer('')) : answer(verdict);
}

/** How a fact's source is named in an answer ("From Ines's work history: …"). */
const SOURCE_LABELS: Record<string, string> = { career: 'work history', services: 'services' };

/** The first word of a yes/no question. */
const YES_NO_START = new Set(['is', 'are', 'was', 'were', 'does', 'do', 'did', 'has', 'have', 'would', 'will', 'can', 'could']);

const NEGATIONS = new Set(['not', 'never', 'no', 'nor', 'neither']);

/**
 * "Would she work on gambling products?" and the bio says "I do not work on gambling": a yes/no
 * question whose every content word the sentence contains is answered "No." when the sentence
 * negates them (../text/negation.ts, the rule of the stances and of the last look at a "Yes."),
 * "Yes." otherwise.
 */
function yesNo(fact: Fact, content: readonly string[]): string {
  if (!content.length || !content.every((wordStem) => fact.stemSet.has(wordStem))) return '';
  return negates(fact.text, content) ? 'No. ' : 'Yes. ';
}

/**
 * "How old is she?", "what's his salary?": a personal fact the portfolio has no field for.
 * A fact that speaks of it answers; otherwise "not stated", with no references.
 */
export function unstatedAnswer(knowledge: Knowledge, question: ParsedQuestion): AskAnswer | undefined {
  // The words as typed: "nationality" is not corrected to "national" of a write-up here.
  const typed = question.words.map((word) => (word.corrected ? stem(word.folded) : word.stem));
  if (!typed.some((wordStem) => ATTRIBUTE_PHRASES.starts(wordStem))) return undefined;
  const attribute = ATTRIBUTE_PHRASES.find(typed)[0];
  // "How many readers voted by phone?", "staged car crashes": the attribute's word asked of nobody, or naming another noun's kind.
  if (!attribute || !attributeAskedOfPerson(question.words, typed, attribute.phrases, question.person, knowledge.person.words)) return undefined;
  // "When does she teach calligraphy to children?", "would she act for a party opposed to a client?": a sentence with
  // the attribute's word and most of the other words asked answers that question.
  const others = otherWords(knowledge, question, attribute.phrases);
  const about = (candidate: Fact) => {
    const shared = others.filter((wordStem) => candidate.stemSet.has(wordStem)).length;
    return shared > 0 && shared * 2 > others.length;
  };
  const fact = knowledge.facts.find((candidate) =>
    attribute.phrases.some((phrase) => statesOwn(candidate.stems, phrase) || (containsPhrase(candidate.stems, phrase) && about(candidate))),
  );
  // "Would she act for a party opposed to …?" against "never for a party opposed to …": the negation before the word is the "No.".
  const refused =
    fact !== undefined && YES_NO_START.has(question.words[0]?.folded ?? '') && attribute.phrases.some((phrase) => negatedBefore(fact.stems, phrase));
  if (fact)
    return reply(
      'answer',
      'profile',
      `${refused ? 'No. ' : ''}From ${owners(knowledge)} ${fact.source}: “${fact.text}”`,
      [fact.reference],
      confidenceOf(question, 0.8),
    );
  return reply('not_found', 'profile', `The portfolio does not state ${owners(knowledge)} ${attribute.label}.`, [], confidenceOf(question, 0.9));
}

/**
 * "How much is he paid at Cordillera Freight?", "what does Redline Labs pay him?": a personal
 * attribute that no list of the portfolio holds (not hobbies, a licence or education), asked about
 * the owner and not stated, is "not stated" before any rule reads the organisation or a price in it;
 * a service's price ("day rate", "what does she charge") stays the services' answer.
 */
export function unlistedPersonal(knowledge: Knowledge, question: ParsedQuestion, text: string): AskAnswer | undefined {
  if (!question.person || SERVICE_PRICE.test(text)) return undefined;
  const answer = unstatedAnswer(knowledge, question);
  if (answer?._meta.response_type !== 'not_found') return undefined;
  const typed = question.words.map((word) => (word.corrected ? stem(word.folded) : word.stem));
  const attribute = ATTRIBUTE_PHRASES.find(typed)[0];
  if (!attribute || attribute.listed) return undefined;
  // Only the attribute is asked, of the owner or at an employer: "How many sessions with disabled participants …" is not about health.
  const employers = new Set(knowledge.employers.flatMap((employer) => employer.stems));
  return otherWords(knowledge, question, attribute.phrases).every((wordStem) => employers.has(wordStem)) ? answer : undefined;
}

/** The question's content words beyond the attribute's phrase (stems, as typed: "teach" is not corrected to "tech"). */
function otherWords(knowledge: Knowledge, question: ParsedQuestion, phrases: readonly (readonly string[])[]): string[] {
  const inPhrase = new Set(phrases.flat());
  return question.words
    .filter((word) => !isStopLike(knowledge, word.folded) && !FUNCTION_WORDS.has(word.folded))
    .map((word) => (word.corrected ? stem(word.folded) : word.stem))
    .filter((wordStem) => !inPhrase.has(wordStem));
}

/** Words of a service's price, which a salary question does not use. */
const SERVICE_PRICE = /\b(?:rates?|prices?|priced|pricing|costs?|charges?|charging|fees?|quotes?)\b/i;

/**
 * "How big is the team he leads?", "how many CVEs has he reported?": a quantity asked about the
 * owner, answered by the sentence of the bio, the career or the services that has the words asked
 * (all of them, or all but one of three or more) and a number, one with the quantity's shape
 * first ("five" before "team" for "how many"). Undefined when none has.
 */
export function personQuantity(knowledge: Knowledge, question: ParsedQuestion, shapes: readonly ((text: string) => boolean)[]): AskAnswer | undefined {
  const content = [
    ...new Set(
      question.words
        .filter((word) => !isStopLike(knowledge, word.folded) && !QUANTITY_WORDS.has(word.folded) && word.folded.length > 1)
        .map((word) => word.stem),
    ),
  ];
  if (!content.length) return undefined;
  const needed = content.length >= 3 ? content.length - 1 : content.length;
  // A sentence of an entry is about that entry: the words of its context ("Usability study with disabled participants") count too.
  // Its context's stems come from the content cache (../text/words.ts), not a new set of the fact's and the context's per question.
  const sharedOf = (fact: (typeof knowledge.facts)[number]) => {
    const context = fact.context ? contentStems(fact.context) : undefined;
    return content.filter((wordStem) => fact.stemSet.has(wordStem) || context?.has(wordStem)).length;
  };
  const found = knowledge.facts
    .map((fact, order) => ({ fact, order, shared: sharedOf(fact) }))
    .filter((entry) => entry.shared >= needed && QUANTITY_NUMBER.test(entry.fact.text))
    .sort((a, b) => b.shared - a.shared || a.order - b.order);
  const chosen = shapes.map((shape) => found.find((entry) => shape(entry.fact.text))).find(Boolean) ?? found[0];
  if (!chosen) return undefined;
  const fact = chosen.fact;
  return reply(
    'answer',
    'profile',
    `From ${owners(knowledge)} ${SOURCE_LABELS[fact.source] ?? fact.source}${fact.context ? ` (${fact.context})` : ''}: “${fact.text}”`,
    [fact.reference, ...sameNumberProjects(knowledge, fact.text, content)],
    confidenceOf(question, 0.8),
  );
}

/**
 * "Migrated 214 HL7 v2 interfaces …" in the work history: the projects whose description states the
 * same number with a word of the question too (the project the career line is about), as pages.
 */
export function sameNumberProjects(knowledge: Knowledge, text: string, content: readonly string[]): string[] {
  const numbers = [...text.matchAll(/\d[\d,.]*\d|\d/g)]
    .map((match) => match[0])
    .filter((number) => number.replace(/\D/g, '').length >= 2 && !/^(?:19|20)\d\d$/.test(number));
  if (!numbers.length) return [];
  // Each number's pattern made once per call, not once per project; a description's stems are the content's, made once (../text/words.ts).
  const patterns = numbers.map((number) => new RegExp(`(?<![\\d.,])${number.replace(/[.,]/g, '\\$&')}(?![\\d])`));
  return knowledge.projects
    .filter((info) => {
      const description = `${info.view.title} ${info.view.description}`;
      if (!patterns.some((pattern) => pattern.test(description))) return false;
      const stems = contentStems(description);
      return content.some((wordStem) => stems.has(wordStem));
    })
    .map((info) => info.view.links.html);
}

/** Words of a quantity question that name nothing ("how big", "how many"). */
const QUANTITY_WORDS = new Set(['how', 'many', 'much', 'big', 'large', 'long', 'large', 'size', 'number']);

/** A number in digits or in words. */
const QUANTITY_NUMBER =
  /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|sixty|hundred|thousand|million|dozen)\b/i;

// Their machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(SERVICE_PRICE, QUANTITY_NUMBER);
