/**
 * The answering engine: reads a question (./question/parse.ts), in parts when it has several,
 * through the rules in their order (./rules.ts) and the general choice (./choose.ts) over what the
 * portfolio holds (./parts.ts), and lets the answer modules (./answers/) write a short answer from
 * the public views with the sources used.
 * Deterministic and pure: the same question always gets the same answer, and `ask` does no I/O.
 */
import type { Portfolio } from '../portfolio.ts';
import type { Urls } from '../urls.ts';
import { privateAnswer } from './answers/profile.ts';
import { owner, owners, reply } from './answers/reply.ts';
import type { AskIndexData } from './index-data.ts';
import { contractNames, expandAcronyms } from './knowledge/acronyms.ts';
import { contentCase, type Knowledge } from './knowledge/knowledge.ts';
import { answeredNote, detectQuestionLanguage, guessQuestionLanguage, localiseAnswer, markerWords, translateQuestion } from './languages/index.ts';
import { asksForIds, isForeignQuestion, withoutIdWords } from './question/language.ts';
import { parseQuestion } from './question/parse.ts';
import { ASK_MAX_QUERY_LENGTH, type AskAnswer } from './schema.ts';
import { answerOther } from './rules.ts';
import { askedFor } from './answers/sentences.ts';
import { quantityShapes } from './answers/quantity-shapes.ts';
import { sameNumberProjects } from './answers/facts.ts';
import { withOwnSentence } from './answers/own-sentences.ts';
import { contentStems, hasStems, tokenize } from './text/words.ts';
import { url } from '../../catalogue/paths.ts';
import { type AskEngineOptions, engineParts, type EngineParts } from './parts.ts';
import { combine, countAmongListed, questionParts, withAntecedents } from './question-parts.ts';
import { honestAnswer } from './answers/honest.ts';
import { projectLinks } from './answers/project-links.ts';
import { withWorkplace } from './answers/availability-verdict.ts';
import { withOwnCount } from './answers/own-count.ts';
import { splitJoinedWords } from './text/compounds.ts';
import { releaseCompiledCode } from './text/patterns.ts';
import { ratesForUnread } from './languages/unread-price.ts';
import { wholeForUnread } from './languages/unread-structure.ts';
import { withoutUnknownPlaceVerdict } from './languages/foreign-places.ts';
import { inContentOffsetSign, writesHyphenOffsets } from './answers/offset-sign.ts';
import { projectById } from './knowledge/project-by-id.ts';

export interface AskEngine {
  /** The answer to a question; blank gives the help answer. Deterministic, no I/O. */
  ask(query: string): AskAnswer;
}

export type { AskEngineOptions } from './parts.ts';

export function createAskEngine(portfolio: Portfolio, urls: Urls, index: AskIndexData, options: AskEngineOptions = {}): AskEngine {
  const parts = engineParts(portfolio, urls, index, options);
  const hyphenOffsets = writesHyphenOffsets(parts.knowledge);
  return { ask: (query: string) => inContentOffsetSign(askQuery(parts, query), hyphenOffsets) };
}

/** The answer to one query, before the offsets are written in the content's sign. */
function askQuery(parts: EngineParts, query: string): AskAnswer {
  const text = typeof query === 'string' ? query.slice(0, ASK_MAX_QUERY_LENGTH) : '';
  if (!text.trim()) return parts.help;
  // A question in a language with a table (./languages/) is read in English words; its
  // answer is written in that language when the content is in it too, else in English.
  const language = detectQuestionLanguage(text);
  if (language) return translated(parts, language, text) ?? parts.unread(text, (asked) => answerPart(parts, asked, false), language);
  const acronyms = expandAcronyms(splitJoined(parts, parts.respell(text)), parts.acronyms, parts.knownWord, parts.spelledOut);
  const expanded = contractNames(acronyms, parts.shortName, parts.writesPhrase);
  const answer = answerText(parts, expanded, false);
  const found = answer._meta.response_type !== 'not_found' && answer._meta.response_type !== 'help';
  // "Conosce React?": one marker word is too few to tell the language, but an answer that calls it
  // a thing not found ("“conosce” is not among …") was read wrong: the short question is read in that language.
  if (found && !markerWords(text).some((word) => answer.answer.includes(`“${word}”`))) return answer;
  const guess = guessQuestionLanguage(text);
  const read = guess ? translated(parts, guess, text) : undefined;
  return read && (!found || (read._meta.response_type !== 'not_found' && read._meta.response_type !== 'help')) ? read : answer;
}

function answerPart(parts: EngineParts, text: string, translated: boolean): AskAnswer {
  const { knowledge, help, workplace, posts } = parts;
  const ids = asksForIds(text);
  const question = parseQuestion(knowledge, ids ? withoutIdWords(text) : text);
  if (!translated && isForeignQuestion(knowledge, text, question.words)) return parts.unread(text, (asked) => answerPart(parts, asked, false));
  if (!question.words.length) return question.injection ? privateAnswer(knowledge, question, 'generic') : help;
  if (question.cues.has('help') && !question.mentions.length && !question.namedProjects.length) return help;
  const posted = question.injection ? undefined : posts(question);
  if (posted && !posted.weak) return posted.answer;
  // "Does she know Distributed Show Architecture?": a word of a way of working inside a name the question mentions is that name.
  const modeInName = question.mentions.some((m) => !m.corrected && question.words.slice(m.start, m.end).some((word) => WORKPLACE_WORDS.has(word.folded)));
  const answer = withWorkplace(answerOther(parts, text, ids, question), question.namedProjects.length || modeInName ? undefined : workplace(text));
  // "Has she written about drones?": no post says so, and nothing else answers: the "no" over the posts.
  if (posted && !posted.candidate && answer._meta.response_type === 'not_found') return posted.answer;
  // "Has he done code modernization?": nothing else states it, but a service he offers is named by every word asked.
  const offered = answer._meta.response_type === 'not_found' && answer._meta.intent !== 'private' ? offeredService(knowledge, question) : undefined;
  if (offered) return offered;
  // "How many dialects did Glacier have before they were merged?": a post's sentence that states
  // more of the question's words than the answer found elsewhere answers instead.
  if (posted?.candidate && outweighs(posted.candidate, answer, quantityShapes(question))) return posted.answer;
  const own = withOwnSentence(knowledge, question, withOwnCount(knowledge, question, text, answer));
  const read = withNumberSource(knowledge, question, withStatedFact(knowledge, question, withBetterQuantity(knowledge, question, own)));
  // "Our customers wait too long …": a need's project, the lead of the value asked, a better sentence (./answers/honest.ts).
  // Nothing found: every public sentence and field read by its words' lemmas and derivations (./answers/last-resort.ts).
  return parts.lastResort(question, honestAnswer(knowledge, question, text, read, parts.synonyms, translated, parts.ordinary));
}

/**
 * "How many FHIR profiles are in the Rijnstad implementation guide?": a quantity answered from one
 * project's sentence ("31 FHIR R4 resources") gives way to another project's sentence that has the
 * quantity's shape ("The 64 profiles … of the Rijnstad implementation guide") and states more of
 * the question's words.
 */
function withBetterQuantity(knowledge: Knowledge, question: ReturnType<typeof parseQuestion>, answer: AskAnswer): AskAnswer {
  if (answer._meta.response_type !== 'answer' || (answer._meta.intent !== 'count' && answer._meta.intent !== 'project')) return answer;
  if (askedFor(question) !== 'quantity') return answer;
  // Only an answer read from projects: a count of the career's lists ("how many papers") stays.
  const links = projectLinks(knowledge);
  const fromProjects = (reference: string) => links.has(reference) || reference.startsWith(knowledge.urls.api(url('listProjects')));
  if (!answer.references.length || !answer.references.every(fromProjects)) return answer;
  const shapes = quantityShapes(question);
  if (!shapes.length) return answer;
  const content = [...new Set(question.words.filter((word) => word.folded.length > 2 && !GRAMMAR_WORDS.has(word.folded)).map((word) => word.stem))];
  // A sentence's stems are the content's, made once (./text/words.ts); the answer's own text is read only as far as needed.
  const covered = (text: string, own = contentStems(text)) => content.filter((wordStem) => own.has(wordStem)).length;
  const hits = knowledge.factIndex.best(
    question.words.map((word) => word.folded),
    8,
    (hit) => hit.kind === 'project',
  );
  // Of the best few with the quantity's shape, the one that states most of the question (the first of equals).
  const best = hits
    .slice(0, 8)
    .filter((hit) => shapes[0]!(hit.text))
    .reduce<(typeof hits)[number] | undefined>((chosen, hit) => (!chosen || covered(hit.text) > covered(chosen.text) ? hit : chosen), undefined);
  // A count of projects that repeats the question's words ("1 of her projects involves token, pairs …" for "how many token
  // pairs") without the quantity's shape gives way to a sentence that has it, whatever the count repeats of the question.
  const projectCount =
    answer._meta.intent === 'count' && /^(?:One|\d+) of \S+ projects involves? /.test(answer.answer) && !shapes.some((shape) => shape(answer.answer));
  if (!best || answer.answer.includes(best.text) || (!projectCount && hasStems(answer.answer, content, covered(best.text)))) return answer;
  const info = projectById(knowledge, best.project);
  if (!info) return answer;
  return reply('answer', 'project', `${info.view.title}: “${best.text.trim()}”`, [info.view.links.html, info.view.links.self], answer._meta.confidence);
}

/**
 * "How many packages were migrated to ROS 2?" answered from a talk's title ("Moving 87 packages …"):
 * a quantity answered from the profile or career also cites the project whose description states
 * the same number with a word of the question.
 */
function withNumberSource(knowledge: Knowledge, question: ReturnType<typeof parseQuestion>, answer: AskAnswer): AskAnswer {
  if (answer._meta.response_type !== 'answer' || answer._meta.intent !== 'profile' || askedFor(question) !== 'quantity') return answer;
  const content = question.words.filter((word) => word.folded.length > 2 && !GRAMMAR_WORDS.has(word.folded)).map((word) => word.stem);
  const extra = sameNumberProjects(knowledge, answer.answer, content).filter((reference) => !answer.references.includes(reference));
  return extra.length ? { ...answer, references: [...answer.references, ...extra] } : answer;
}

/**
 * "How many days a week is he on site at most?": a field answer (the availability's days a week)
 * may leave out words the question asks about ("on site", "at most") that a sentence of the bio,
 * career or services states: that sentence is added, with its source, when it states most of the
 * question's words and two of those the answer lacks (or every word asked, one of them lacking).
 */
function withStatedFact(knowledge: Knowledge, question: ReturnType<typeof parseQuestion>, answer: AskAnswer): AskAnswer {
  if (answer._meta.response_type !== 'answer' || answer._meta.intent !== 'profile') return answer;
  const content = [
    ...new Set(
      question.words
        .filter((word) => word.folded.length > 2 && !GRAMMAR_WORDS.has(word.folded) && !knowledge.person.words.has(word.folded))
        .map((word) => word.stem),
    ),
  ];
  if (content.length < 3) return answer;
  const own = new Set(tokenize(answer.answer).map((token) => token.stem));
  const missing = content.filter((wordStem) => !own.has(wordStem));
  if (!missing.length) return answer;
  let best: { fact: (typeof knowledge.facts)[number]; covered: number } | undefined;
  for (const fact of knowledge.facts) {
    if (answer.answer.includes(fact.text)) continue;
    const covered = content.filter((wordStem) => fact.stemSet.has(wordStem)).length;
    const adds = missing.filter((wordStem) => fact.stemSet.has(wordStem)).length;
    // Two words the answer lacks, or every word asked.
    const enough = (adds >= 2 && covered * 3 >= content.length * 2) || (adds >= 1 && covered === content.length);
    if (enough && (!best || covered > best.covered)) best = { fact, covered };
  }
  if (!best) return answer;
  const source = best.fact.source === 'bio' ? 'bio' : best.fact.source === 'career' ? 'work history' : best.fact.source;
  return reply(
    'answer',
    'profile',
    `${answer.answer} From ${owners(knowledge)} ${source}: “${best.fact.text}”`,
    [...new Set([...answer.references, best.fact.reference])],
    answer._meta.confidence,
  );
}

/**
 * A yes/no question about work the owner did whose content words all name one service the owner
 * offers: "Yes." with the service as the services list writes it; undefined otherwise (no search when a word is in no service's name).
 */
function offeredService(knowledge: Knowledge, question: ReturnType<typeof parseQuestion>): AskAnswer | undefined {
  if (!question.cues.has('yesno') || question.injection) return undefined;
  const content = question.words.filter((word) => word.folded.length > 2 && !GRAMMAR_WORDS.has(word.folded) && !DONE_WORDS.has(word.folded));
  if (!content.length || !content.every((word) => knowledge.factIndex.nameStems('service').has(word.stem))) return undefined;
  const hit = knowledge.factIndex.best(
    content.map((word) => word.folded),
    1,
    (candidate) => candidate.kind === 'service',
  )[0];
  if (!hit) return undefined;
  const named = new Set(tokenize(hit.name).map((token) => token.stem));
  if (!content.every((word) => named.has(word.stem))) return undefined;
  return reply('answer', 'profile', `Yes. ${owner(knowledge)} offers ${hit.text}`, [knowledge.urls.api(url('getServices'))], 0.8);
}

/** Verbs of having done work, which no service name writes. */
const DONE_WORDS = new Set(['done', 'did', 'doing', 'worked', 'work', 'working', 'experience', 'any', 'ever']);

/**
 * Whether a post's sentence answers a fact question better than the answer found elsewhere: that
 * answer is a found fact or found nothing (not a list, a refusal or private), has no verdict and names no skill, and the sentence states more of the question's
 * words, and the quantity's shape ("27 rewrite rules" for "how many rewrite rules") no worse.
 */
function outweighs(candidate: { sentence: string; topic: ReadonlySet<string> }, answer: AskAnswer, shapes: ((text: string) => boolean)[]): boolean {
  if (
    /^(?:Yes|No)(?![\p{L}\p{N}_])/u.test(answer.answer) ||
    (answer._meta.response_type !== 'answer' && answer._meta.intent !== 'unknown') ||
    /^skill/.test(answer._meta.intent)
  )
    return false;
  const shape = (text: string) => {
    const at = shapes.findIndex((matches) => matches(text));
    return at < 0 ? shapes.length : at;
  };
  if (shape(candidate.sentence) > shape(answer.answer)) return false;
  // "It found 1,312 differences" for "how many differences": the quantity's shape the answer lacks.
  if (shape(candidate.sentence) < shape(answer.answer)) return true;
  const [topic, own] = [[...candidate.topic], contentStems(candidate.sentence)];
  return !hasStems(answer.answer, topic, topic.filter((wordStem) => own.has(wordStem)).length);
}

function answerText(parts: EngineParts, text: string, translated: boolean, foreign = false): AskAnswer {
  const { knowledge } = parts;
  const agent = parts.paths(text, foreign);
  if (agent) return agent;
  // "Does she blog? What about?": a part that names nothing ("what about?") follows up the one before it.
  // "Which certifications does he have, and how many?": a part that asks only "how many" counts what the part before lists.
  const split = questionParts(text);
  const counted = countedFollowUps(split);
  const pieces = counted.filter((part, i) => i === 0 || parseQuestion(knowledge, part).words.some((word) => !FOLLOW_UP.has(word.folded)));
  // The two parts made one count ("How many certifications does he hold?").
  if (counted.length < split.length && pieces.length === 1) return answerPart(parts, pieces[0]!, translated);
  if (pieces.length > 1) {
    const answers: AskAnswer[] = [];
    for (const part of withAntecedents(knowledge, pieces)) {
      // "Which imaging projects has he done, and with which tools?": the follow-up asks about the projects just found.
      const previous = answers[answers.length - 1];
      const about = FOLLOW_UP_OF_PROJECTS.test(part) && previous ? projectDescriptions(knowledge, previous) : countAmongListed(knowledge, part, previous);
      answers.push(about ?? parts.pathPart(part) ?? answerPart(parts, part, translated));
    }
    if (answers.every((answer) => answer._meta.response_type !== 'help')) return combine(answers);
  }
  return answerPart(parts, text, translated);
}

/** "screenreader" -> "screen reader" where the content writes the two words (./text/compounds.ts). */
const splitJoined = (parts: EngineParts, text: string) => splitJoinedWords(text, parts.knownWord, parts.writesPhrase);

/** The answer to a question in another language; undefined when nothing is found through its table. */
function translated(parts: EngineParts, language: string, text: string): AskAnswer | undefined {
  const english = translateQuestion(language, text, parts.knowledge);
  // A question read in part ("… 전화번호 …") gets only a refusal of the private detail its read words ask for.
  const answer = answerText(parts, splitJoined(parts, english.text || english.partial || ''), !english.full || !!english.partial, true);
  const refused = answer._meta.intent === 'private';
  // "Сколько стоит <words no table reads>?": every public rate (./languages/unread-price.ts).
  const rates = () => ratesForUnread(english, (asked) => answerText(parts, asked, false), answeredNote(language));
  // "她懂铁路信号吗？" ("does she know?"): every listed skill, or the work history, with the words not read (./languages/unread-structure.ts).
  if (english.partial && !refused) return rates() ?? wholeForUnread(english, text, (asked) => answerText(parts, asked, false), answeredNote(language));
  // The words may be the content's in another language: say so rather than "no"; a refusal of a private detail stays.
  const found = answer._meta.response_type !== 'not_found' && answer._meta.response_type !== 'help';
  if (!found && !refused && language !== parts.contentLanguage) return rates();
  const placed = withoutUnknownPlaceVerdict(answer, english.text);
  const read = found ? { ...placed, _meta: { ...placed._meta, confidence: Math.round(placed._meta.confidence * 90) / 100 } } : placed;
  if (language === parts.contentLanguage) return localiseAnswer(language, read);
  return { ...read, answer: `${read.answer} ${answeredNote(language)}` };
}

/** Words of grammar and of asking ("how many", "does she", "the"): the other words of a question name what it asks about. */
const GRAMMAR_WORDS = new Set([
  'how',
  'many',
  'much',
  'what',
  'which',
  'who',
  'whom',
  'when',
  'where',
  'why',
  'does',
  'did',
  'are',
  'was',
  'were',
  'has',
  'have',
  'had',
  'been',
  'being',
  'she',
  'they',
  'her',
  'his',
  'their',
  'him',
  'them',
  'the',
  'and',
  'for',
  'with',
  'from',
  'about',
  'into',
  'can',
  'could',
  'would',
  'will',
  'should',
  'any',
  'some',
  'this',
  'that',
  'there',
]);

/** A part that asks about the things of the part before it ("in which languages?", "with which tools?"). */
const FOLLOW_UP_OF_PROJECTS = /^(?:and\s+)?(?:in|with|using|on)\s+(?:which|what)\b/i;

/** The descriptions and tags of the projects an answer lists (they state the tools and languages used); undefined when it lists none. */
function projectDescriptions(knowledge: Knowledge, answer: AskAnswer): AskAnswer | undefined {
  if (answer._meta.intent !== 'projects' && answer._meta.intent !== 'project') return undefined;
  const cited = new Set(answer.references);
  const infos = knowledge.projects.filter((info) => cited.has(info.view.links.html)).slice(0, 5);
  if (!infos.length) return undefined;
  const text = infos
    .map(
      (info) =>
        `${info.view.title}: ${info.view.description.replace(/\s*$/, '').replace(/([^.!?])$/, '$1.')} Tags: ${info.view.tags.map((tag) => contentCase(knowledge, tag)).join(', ')}.`,
    )
    .join(' ');
  return reply(
    'answer',
    'projects',
    text,
    infos.map((info) => info.view.links.html),
    answer._meta.confidence,
  );
}

/** Words of a follow-up part that asks nothing of its own ("what about?", "and why?"). */
const FOLLOW_UP = new Set([
  'about',
  'why',
  'how',
  'what',
  'which',
  'so',
  'then',
  'else',
  'exactly',
  'more',
  'ones',
  'them',
  'they',
  'those',
  'these',
  'there',
  'are',
  'many',
]);

/** A part that asks only for a number ("and how many?", "how many are there?", "how many in total?"). */
const BARE_COUNT = /^(?:and\s+)?how many(?:\s+(?:are there|of them|in total|are they|is that|altogether|does (?:he|she|they) have))?\s*[?.!]*$/i;

/**
 * "Which certifications does he have? How many?": the two parts become "How many certifications does
 * he have?", whose answer gives the number and names every entry.
 */
function countedFollowUps(parts: string[]): string[] {
  const out: string[] = [];
  for (const part of parts) {
    const before = out.at(-1);
    const asked = before && BARE_COUNT.test(part.trim()) ? /^\s*(?:which|what)\s+(.+?)\s*[?.!]*$/i.exec(before)?.[1] : undefined;
    if (asked) out[out.length - 1] = `How many ${asked}?`;
    else out.push(part);
  }
  return out;
}

/** Words of the ways of working (./answers/workplace.ts). */
const WORKPLACE_WORDS = new Set(['remote', 'remotely', 'distributed', 'hybrid', 'onsite', 'site', 'office']);

// Their machine code goes when idle (text/patterns.ts).
releaseCompiledCode(FOLLOW_UP_OF_PROJECTS, BARE_COUNT);
