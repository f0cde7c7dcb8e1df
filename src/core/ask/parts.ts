/** What the engine's rules read (./engine.ts): the knowledge of one portfolio and the answerers of its parts, built once per engine. */
import { lastResortAnswerer } from './answers/last-resort.ts';
import type { Portfolio } from '../portfolio.ts';
import type { Urls } from '../urls.ts';
import { boundaryAnswer, findBoundaries, withNearLimit } from './answers/boundaries.ts';
import { actUnderLimit } from './answers/limit-acts.ts';
import { absenceAnswer } from './answers/limit-absence.ts';
import { inOtherWords } from './answers/limit-concepts.ts';
import { kindUnderLimit } from './answers/limit-kind.ts';
import { requestUnderLimit } from './answers/limit-manner.ts';
import { actNamedInLimit, namedInLimit, withLimitOverNothing } from './answers/limit-fallback.ts';
import { aroundAnswer } from './answers/limit-around.ts';
import { earnedRefusal, keepLimitIndex } from './answers/limit-earned.ts';
import { asksOpposite, findStances, stanceAnswer, withNearStance } from './answers/stances.ts';
import { statedRuleAnswer } from './answers/stated-rules.ts';
import { servicePriceComparer } from './answers/service-prices.ts';
import { availabilityFacts } from './answers/availability.ts';
import { workplaceAnswerer } from './answers/workplace.ts';
import { availabilityVerdict, withStartVerdict } from './answers/availability-verdict.ts';
import { listedKindAnswerer } from './answers/listed-kinds.ts';
import { frequencyVerdict } from './answers/frequency-verdict.ts';
import { withOwnFacts, withWholeQuestionFacts } from './answers/own-facts.ts';
import { withOwnerFacts } from './answers/owner-first.ts';
import { helpAnswer } from './answers/profile.ts';
import { createPostsAnswerer } from './answers/posts.ts';
import { reply } from './answers/reply.ts';
import type { AskIndexData } from './index-data.ts';
import { buildAcronyms, spelledOutIn } from './knowledge/acronyms.ts';
import { pairSpellings } from './knowledge/pair-spellings.ts';
import { careerAnswerer } from './knowledge/career.ts';
import { careerPathAnswerer } from './answers/field-paths.ts';
import { fieldPathAnswerer } from './paths/answer.ts';
import { pathsAlone } from './path-parts.ts';
import { agentAnswer } from './answers/agent.ts';
import { employmentChecker, organisationDescriber, tenureComparer } from './knowledge/career-employers.ts';
import { createKnowledge, isKnownStem, type Knowledge } from './knowledge/knowledge.ts';
import { holdBridges } from './knowledge/bridge-table.ts';
import type { ParsedQuestion } from './question/parse.ts';
import { tenureLength } from './knowledge/tenure-length.ts';
import { offsetVerdict } from './knowledge/offset-verdict.ts';
import { employerCount } from './knowledge/employer-counts.ts';
import { contentWords, TABLE_LANGUAGES } from './languages/index.ts';
import { askableLanguages, partlyRead, unreadScriptAnswer } from './languages/unread.ts';
import type { AskAnswer } from './schema.ts';
import { stem } from './text/words.ts';
import { phraseSearch } from './text/phrase-filter.ts';
import { serviceRequestAnswerer } from './answers/service-request.ts';

/** Options of an engine: `language`, the language of the portfolio's content (default English). */
export interface AskEngineOptions {
  language?: string;
  /**
   * The day the answers are given on (YYYY-MM-DD): availability ("available from March"), lengths of
   * current positions. Default: the day the engine is created. The evaluation pins it, so that its
   * scores do not move with the calendar.
   */
  today?: string;
}

/** What the engine's rules read: the knowledge of the portfolio and the answerers of its parts. */
export function engineParts(portfolio: Portfolio, urls: Urls, index: AskIndexData, options: AskEngineOptions) {
  const contentLanguage = options.language ?? 'en';
  const today = options.today ?? new Date().toISOString().slice(0, 10);
  const knowledge = createKnowledge(portfolio, urls, index);
  // Everyday words -> the projects' words they may describe (WordNet, build time): a need told in plain words.
  holdBridges(knowledge, index.bridges);
  const help = helpAnswer(knowledge);
  // Career, services, rates and availability (issue #16): answered first when recognised.
  const answerCareer = careerAnswerer(portfolio, urls, today);
  // Several steps ask the career about the same text in a row: the last answer is kept.
  let lastCareer: { text: string; answer: AskAnswer | undefined } | undefined;
  const career = (text: string): AskAnswer | undefined => {
    if (lastCareer?.text !== text) lastCareer = { text, answer: answerCareer(text) };
    return lastCareer.answer;
  };
  // "career.education[0].courses": a field path of the public career view, walked.
  const careerPath = careerPathAnswerer(portfolio, urls);
  // "projects[?contains(tags, 'x')].title", "$.services[1].price": a path of the public JSON, in the dialects agents write (./paths/); first, "When it's 3 pm in New York, what time is it for her?", whole (./answers/own-facts.ts).
  const fieldPath = fieldPathAnswerer(portfolio, knowledge, urls);
  // Any of them, when the paths are all the question (or the part) asks ("profile.location, and which languages …?" is answered part by part).
  const pathPart = pathsAlone((text) => fieldPath(text) ?? agentAnswer(knowledge, text) ?? careerPath(text));
  // "Does she have an NDT qualification?", "How good is his Spanish?": the owner's facts in other words first (./answers/owner-first.ts).
  const listedName = (folded: string) =>
    folded.split(' ').some((word) => (knowledge.phrases.get(stem(word)) ?? []).some((key) => key.entity.kind !== 'concept'));
  const paths = withOwnerFacts(withWholeQuestionFacts(pathPart, portfolio, urls, today), portfolio, urls, index.credentials, listedName, index.demonyms);
  const { comparePrices, organisation, organisationCount, employment, tenure } = workHistoryReaders(portfolio, urls, today);
  // "Is she open to remote work?": the availability's list of ways of working.
  // "Is she available right now?", "can he start in January?": the availability's month and week decide (./answers/availability-verdict.ts).
  const workplace = withStartVerdict(workplaceAnswerer(portfolio, urls, today), availabilityVerdict(portfolio, urls, today));
  // "Does she take several clients at once?", "how many days a week is he in the office?"; first "how often?", "is he a qualified vet?" (./answers/own-facts.ts).
  const statedAvailability = withOwnFacts(portfolio, availabilityFacts(portfolio, urls, today));
  // "Is she one hour ahead of UTC in summer?", "I'm on UTC-5: how many hours ahead of me is she?": the listed zone's offsets decide.
  const offsetOf = offsetVerdict(portfolio, urls);
  const availabilityFact = (knowledge: Knowledge, question: ParsedQuestion, text: string) =>
    offsetOf(text) ?? frequencyVerdict(knowledge, question, text) ?? statedAvailability(knowledge, question, text);
  const englishOnly = reply(
    'help',
    'help',
    `This question could not be read: questions can be asked in ${askableLanguages(TABLE_LANGUAGES)} (read through their common question words), and are answered in English; please ask again in English. ${help.answer}`,
  );
  // "कव्या कहाँ रहती है?", "彼女はPythonを使えますか？": a question in another script (./languages/unread.ts).
  // A question told to be in a language with a table (`language`) says so: "could not be read … asked in German" would contradict itself.
  const unread = (text: string, answer: (asked: string) => AskAnswer, language?: string) =>
    unreadScriptAnswer(knowledge, text, TABLE_LANGUAGES, answer) ?? (language ? partlyRead(language, TABLE_LANGUAGES, help) : englishOnly);
  // Posts (issue #31): "has she written about X?", "her latest post".
  const posts = createPostsAnswerer(portfolio.posts ?? [], urls, knowledge);
  const { acronyms, knownWord, shortName, writesPhrase, spelledOut, respell } = contentWordParts(knowledge, index);
  // What the bio says the owner will not work on (issue #28).
  const boundaries = findBoundaries(knowledge, contentWords(contentLanguage), index.kinds ?? {}, index.related ?? {});
  // The acts the bio says the owner does not do, with their objects (./answers/stances.ts).
  const stances = findStances(knowledge, index.related ?? {});
  keepLimitIndex(knowledge, index);
  const statedLimit = statedLimitAnswerer(knowledge, index, boundaries, stances);
  // "Would she help us rationalise the alarms at our plant?": the service whose own text covers the request (./answers/service-request.ts).
  const serviceRequest = serviceRequestAnswerer(portfolio, urls, today);
  // "Does she speak Chinese?" with Mandarin listed: a kind of the thing asked among the complete lists (WordNet, build time).
  const listedKind = listedKindAnswerer(
    portfolio,
    urls,
    index.broader ?? {},
    index.derived ?? {},
    index.objects ?? {},
    index.pastimeVerbs ?? {},
    index.pastimeThings ?? {},
    index.pastimeKinds ?? {},
  );
  return {
    knowledge,
    help,
    listedKind,
    // "Why is she so busy in spring?" against "My busiest months are April to June": the last step before "nothing about".
    lastResort: lastResortAnswerer(portfolio, urls, knowledge, index.lemmaForms),
    career,
    paths,
    pathPart,
    // WordNet synonyms of the projects' words (build time): a described need in other words.
    synonyms: index.synonyms ?? {},
    // One-word names that are common English words ("load", "tools"; WordNet, build time): their sense is checked (./answers/senses.ts).
    ordinary: new Set(index.ordinary ?? []) as ReadonlySet<string>,
    comparePrices,
    serviceRequest: (question: ParsedQuestion, text: string) => serviceRequest(question, text, knowledge),
    organisation,
    employment,
    tenure,
    organisationCount,
    workplace,
    availabilityFact,
    englishOnly,
    unread,
    posts,
    acronyms,
    knownWord,
    shortName,
    writesPhrase,
    spelledOut,
    respell,
    boundaries,
    /** A stated limit the question meets: a limit's item or clause (./answers/boundaries.ts), else a negated act (./answers/stances.ts). */
    statedLimit: (question: ParsedQuestion, text: string) => statedLimit(question, text),
    /** A "yes" from the projects that a stated limit may undo: said as not certain, with the limit (./answers/boundaries.ts, ./answers/stances.ts). */
    nearLimit: (question: ParsedQuestion, answer: AskAnswer) =>
      withLimitOverNothing(
        knowledge,
        stances,
        index,
        question,
        withNearStance(knowledge, stances, question, withNearLimit(knowledge, boundaries, question, answer)),
      ),
    /** A request answered with nothing (not found, a bare category list) that meets a stated limit: "Probably not" with it (./answers/limit-fallback.ts). */
    overNothing: (question: ParsedQuestion, answer: AskAnswer) => withLimitOverNothing(knowledge, stances, index, question, answer),
    contentLanguage,
  };
}

/** The readers of the work history and the services' prices that answer before the engine's own steps. */
function workHistoryReaders(portfolio: Portfolio, urls: Urls, today: string) {
  // "Which is cheaper: a day of X or eight hours of Y?": two services' public prices compared.
  const comparePrices = servicePriceComparer(portfolio, urls);
  // "What does Furrow Robotics build?": the description of an organisation of the work history.
  const organisation = organisationDescriber(portfolio, urls);
  // "How many students does Ridgeway have?": the count an organisation's own text states.
  const organisationCount = employerCount(portfolio, urls);
  // "Did she work for Arm?", "is she still at Kestrel?": the work history decides.
  const employment = employmentChecker(portfolio, urls);
  // "Was she longer at X or at Y?": two positions compared by their length.
  const compareTenure = tenureComparer(portfolio, urls, today.slice(0, 7));
  // "How many years was she at X?": the length of the one position named.
  const tenureOf = tenureLength(portfolio, urls, today.slice(0, 7));
  return {
    comparePrices,
    organisation,
    organisationCount,
    employment,
    tenure: (text: string) => compareTenure(text) ?? tenureOf(text),
  };
}

/**
 * A limit's item or clause (./answers/boundaries.ts), before a negated act (./answers/stances.ts) unless less sure than "No.";
 * neither when the question asks for the opposite act ("something to stop bots" against "I do not write bots");
 * then a write-up's rule on who may do what ("Can coaches see …?" against "never to coaches", ./answers/stated-rules.ts).
 */
function statedLimitAnswerer(
  knowledge: Knowledge,
  index: AskIndexData,
  boundaries: ReturnType<typeof findBoundaries>,
  stances: ReturnType<typeof findStances>,
) {
  const stanceTexts = stances.map((stance) => stance.text);
  return (question: ParsedQuestion, text: string) => {
    const item = boundaryAnswer(knowledge, boundaries, question, text);
    const quoted = item && /“([^”]+)”/.exec(item.answer)?.[1];
    const kept = item && !(quoted && asksOpposite(question, quoted)) ? item : undefined;
    // Each reader's refusal stands only when the request earns it (./answers/limit-earned.ts); else the next reader's.
    const earned = (found: AskAnswer | undefined) => earnedRefusal(knowledge, question, found);
    if (kept && /^No(?![\p{L}\p{N}_])/u.test(kept.answer) && earned(kept)) return kept;
    return (
      earned(stanceAnswer(knowledge, stances, question)) ??
      // A request to go around what a limit says the owner will not help go around (./answers/limit-around.ts).
      earned(aroundAnswer(knowledge, stanceTexts, question)) ??
      earned(namedInLimit(knowledge, stances, question)) ??
      // A refused manner, act or words of a clause (./answers/limit-manner.ts) is surer than a limit's item met only in part.
      earned(requestUnderLimit(knowledge, index, question, text)) ??
      earned(kept && !/^Yes(?![\p{L}\p{N}_])/u.test(kept.answer) ? kept : undefined) ??
      earned(actNamedInLimit(knowledge, stances, question)) ??
      // A kind of what a limit names ("fighter" for "military aircraft", ./answers/limit-kind.ts).
      earned(kindUnderLimit(knowledge, stances, index, question)) ??
      // A "Yes." from a sentence of what the owner likes gives way to a refused act told in other words.
      earned(kept && /^Yes(?![\p{L}\p{N}_])/u.test(kept.answer) ? actUnderLimit(knowledge, stances, index, question) : undefined) ??
      earned(kept) ??
      earned(statedRuleAnswer(knowledge, question)) ??
      earned(absenceAnswer(knowledge, index, question)) ??
      earned(inOtherWords(knowledge, stances, index, question)) ??
      earned(actUnderLimit(knowledge, stances, index, question))
    );
  };
}

/** The content's words and texts as the rules ask about them: acronyms, known words, short names, written phrases. */
function contentWordParts(knowledge: Knowledge, index: AskIndexData) {
  // Acronyms the content implies ("ML" when it writes "machine learning").
  const acronyms = buildAcronyms(
    [
      ...knowledge.bio.map((sentence) => sentence.text),
      ...knowledge.projects.flatMap((info) => [info.view.title, info.view.description, info.view.writeup]),
      ...(Object.values(index.facts.storedFields) as { keys?: string; text?: string }[]).map((stored) => `${stored.keys ?? ''}. ${stored.text ?? ''}`),
    ],
    [...knowledge.projectsByTag.keys()],
  );
  // A word the content writes, or a one-word form of a skill or tag ("MPI"); a common concept's alias ("ML") is not.
  const knownWord = (folded: string) => {
    const wordStem = stem(folded);
    if (isKnownStem(knowledge, wordStem) || knowledge.factOnlyStems.has(wordStem) || knowledge.entryStems.has(wordStem)) return true;
    return (knowledge.phrases.get(wordStem) ?? []).some((key) => key.stems.length === 1 && key.entity.kind !== 'concept');
  };
  // "Clinical Document Architecture" for a listed "HL7 CDA": a one-word name of a skill or tag, and whether the content writes a phrase itself.
  const shortName = (folded: string) =>
    knowledge.projectsByTag.has(folded) || (knowledge.phrases.get(stem(folded)) ?? []).some((key) => key.stems.length === 1 && key.entity.kind !== 'concept');
  const contentCased = [
    ...knowledge.bio.map((sentence) => sentence.text),
    ...knowledge.projects.flatMap((info) => [info.view.title, info.view.description, info.view.writeup]),
    ...knowledge.entities.map((entity) => entity.name),
  ]
    // Each text and name apart: "…body scanner" and "Akeneo PIM 7", two skills, are no run "scanner akeneo pim" for "SAP".
    .join(' ; ');
  const contentText = contentCased.toLowerCase();
  const writesPhrase = phraseSearch(contentText);
  // "BAA": the one lower-case run of the content with those initials ("business associate agreement").
  // Each scan of the content's text once per engine: the same acronym asked again is looked up (a few hundred kept at most).
  const spelledRuns = new Map<string, string | undefined>();
  const spelledOut = (letters: string, next?: string) => {
    const key = `${letters} ${next ?? ''}`;
    if (spelledRuns.has(key)) return spelledRuns.get(key);
    if (spelledRuns.size >= 512) spelledRuns.clear();
    const found = spelledOutIn(contentCased, letters, next);
    spelledRuns.set(key, found);
    return found;
  };
  // "licenced tax advisor" for a bio's "licensed tax adviser": the content's spelling beside the same word.
  const respell = pairSpellings(() => contentText);
  return { acronyms, knownWord, shortName, writesPhrase, spelledOut, respell };
}

export type EngineParts = ReturnType<typeof engineParts>;
