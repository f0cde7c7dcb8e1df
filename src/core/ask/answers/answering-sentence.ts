/**
 * The write-up sentence that answers a wh-question (issue #28, session 32, "write-up facts"): "On
 * which day are the forecasting models retrained?" is answered by "The models are … retrained every
 * Sunday night.", not by the project's first sentence; "How often do revenue managers accept the
 * recommendations?" by the write-up's "Revenue managers accept 83% …", not by a service whose name
 * shares "pricing". Runs last, after the lead of the asked kind (./typed-lead.ts).
 *
 * One scoring of candidate sentences for every wh-question. The candidates are the fact index's
 * best few project sentences for the question (BM25, no scan of the content) and the sentences of
 * the project the question names and of the project the answer cites. Each is read as the answer
 * it would give (the project's title and the sentence): the question's words that name its project
 * (title, id, the words the question matched to it) count as naming it, the others as what the
 * sentence says, each weighted by its rarity among the projects (an idf over the project index's
 * postings: "retrained" in one project weighs more than "forecast" in six), and stated in another
 * form too ("went" for "go", "certified" for "certification"); the words that name
 * the project the question names count for no other project. The head noun of the kind asked
 * ("which day of the week", "what stope length", "in which city") is left out: the sentence states
 * a value, not that noun. A sentence must state a value of the kind asked when the question asks
 * for one (./asked-value.ts; here also a weekday for a date, and for "who" a name the question does
 * not write before the verb asked, as its subject, or a few words after "by"; for "how many N" a
 * number with N up to eight words after it, ./answering-reading.ts).
 *
 * The answer gives way only when the sentence states more of the question besides the project's
 * name, by a word in at most half of the projects, and is of the project the question names when
 * it names one; a lead that says no project matches states none of the words it repeats, a card's
 * tags state nothing. Another sentence of the quoted project that states as many of the question's
 * words (two or more) gives way too when it alone states the kind asked ("in March" is no place)
 * or the noun asked with a name after it ("the language …: isiZulu, Sesotho"). Kept: a
 * list of several projects or entries, a private or refused field, an answer that leads with a
 * name of the kind asked that its sentence states, a quoted sentence of the same project that
 * states a value of the kind asked or some of the question (unless the other states two or three
 * more of its words, or, beside one word, one more that at most two projects have and that is not
 * the noun asked), and an answer read from elsewhere (a service, the career) unless the sentence is
 * of the project named or states two more words. A denial of a word ("nothing about “bonus”")
 * gives way only to a sentence that states that word.
 */
import type { Knowledge } from '../knowledge/knowledge.ts';
import { projectSentences, type ProjectInfo } from '../knowledge/project-index.ts';
import { FUNCTION_WORDS, NOUN_AUXILIARIES } from '../lexicon.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import type { AskAnswer } from '../schema.ts';
import { releaseCompiledCode } from '../text/patterns.ts';
import { contentStems } from '../text/words.ts';
import { askedValue, phraseAfter, type Want } from './asked-value.ts';
import { cldrKindOf } from '../text/cldr-names.ts';
import { statesKind } from './asked-sentence.ts';
import { initialsOf, namedAfter, type Reading, readingOf, statesAsked } from './answering-reading.ts';
import { otherWordings, type Synonyms } from './answering-synonyms.ts';
import { citedPages } from './project-links.ts';
import { projectById } from '../knowledge/project-by-id.ts';
import { reply } from './reply.ts';

/** The question words of a wh-question. */
const WH = new Set(['what', "what's", 'whats', 'which', 'who', 'whom', 'whose', 'where', 'when', 'why', 'how']);

/** Words of asking, never the thing asked about. */
const ASKING = new Set([...WH, 'many', 'much', 'now', 'she', 'he', 'they', 'her', 'his', 'their', 'you', 'your']);

/** A project's card without its title and its tags ("Tags: scouting, postgresql."): keywords are no sentence that states a fact. */
const cardText = (text: string, title: string) => text.replace(title, '').replace(/\bTags: [^.]*\./, '');

/** Answers read from projects, which a better sentence replaces. */
const PROJECT_INTENTS = new Set(['project', 'projects', 'count']);

/** Answers read from elsewhere that a sentence of a project the question names may replace (not contact, not private). */
const OTHER_INTENTS = new Set(['skills', 'profile', 'unknown', 'projects']);

/**
 * Kinds of value a name states (who, where, when): beside the same one word of the question, the sentence of the same
 * project that states one ("Coral Sea Assurance certified it …") answers and the one that does not ("… certified for
 * council elections") does not; a number or a measure is read in too many forms to tell on one word.
 */
const NAMED_KINDS = new Set(['agent', 'place', 'date', 'name']);

/** A career entry's venue or issuer ("At SEMICON Europa 2019, Munich (November 2019)", "(Indian Patent Office, 2025-01)"): a name it states. */
const ENTRY_NAME = /^(?:At|In)\s+\p{Lu}|\(\p{Lu}[^)]*\)/u;

/** A lead that says no project matches ("None of her projects involves all of …", "No project is about …"). */
const NO_MATCH = /^(?:None of \S+ projects|No project\b)/;

/** Whether the question asks with a question word in its first four words ("Besides X and Y, where …" is too far). */
function isWhQuestion(question: ParsedQuestion): boolean {
  if (question.cues.has('yesno')) return false;
  const at = question.words.findIndex((word) => WH.has(word.folded));
  return at >= 0 && at < 4;
}

/** "How many …", "by how much …": a question that asks for a number. */
function asksQuantity(question: ParsedQuestion): boolean {
  const at = question.words.findIndex((word) => word.folded === 'how');
  const next = question.words[at + 1]?.folded;
  return at >= 0 && at < 2 && (next === 'many' || next === 'much');
}

/** The content stems of the question: not function words, auxiliaries, question words or the owner's name. */
function askedStems(knowledge: Knowledge, question: ParsedQuestion): string[] {
  const stems = question.words
    .filter((word) => word.folded.length > 1 && !FUNCTION_WORDS.has(word.folded) && !NOUN_AUXILIARIES.has(word.folded) && !ASKING.has(word.folded))
    .filter((word) => !knowledge.person.words.has(word.folded))
    .map((word) => word.stem);
  return [...new Set(stems)];
}

/** The weights of the stems the projects write, per portfolio (released with its knowledge): at most one per stem of the postings. */
const WEIGHTS = new WeakMap<Knowledge, Map<string, number>>();

/** How many stems' weights were read from the postings (the tests count them). */
export const answeringSentenceReads = { weights: 0 };

/** A stem's weight: its rarity among the projects (log(1 + projects / projects with it)); a stem of no project weighs as one of one. */
function weightOf(knowledge: Knowledge, wordStem: string): number {
  const postings = knowledge.postings.get(wordStem);
  if (!postings) return Math.log(1 + knowledge.projects.length);
  let weights = WEIGHTS.get(knowledge);
  if (!weights) WEIGHTS.set(knowledge, (weights = new Map()));
  let weight = weights.get(wordStem);
  if (weight === undefined) {
    answeringSentenceReads.weights++;
    const projects = new Set<number>();
    for (let i = 0; i < postings.length; i += 2) projects.add(postings[i]!);
    weights.set(wordStem, (weight = Math.log(1 + knowledge.projects.length / Math.max(1, projects.size))));
  }
  return weight;
}

/** The stems that name a project: its title's and id's, and those the question matched to it. */
function nameStems(info: ProjectInfo, question: ParsedQuestion): Set<string> {
  const named = question.namedProjects.find((name) => name.project === info.index);
  return new Set([...info.titleStems, ...info.slugStems, ...(named?.matched ?? [])]);
}

/**
 * "On which day of the week …", "in which city …": the noun after the question word that names
 * the kind of value asked (a date, a place, a measure), which the answering sentence states as a
 * value ("Sunday", "in Gaborone"), not as that noun; and the noun asked by "which GPUs …".
 */
function askedNoun(question: ParsedQuestion): { kindWords: Set<string>; noun?: string } {
  const all = question.words;
  const at = all.findIndex((word) => word.folded === 'which' || word.folded === 'what');
  const want = askedValue(question);
  if (at < 0 || at > 1 || !want) return { kindWords: new Set() };
  const phrase = phraseAfter(all, at + 1);
  if (want.kind === 'name') return { kindWords: new Set(), noun: want.noun };
  if (want.kind === 'date' || want.kind === 'place' || want.kind === 'measure') {
    // "which day of the week", "what stope length": the head noun of the kind, and that of the phrase after "of".
    const of =
      all[at + 1 + phrase.length]?.folded === 'of' ? phraseAfter(all, at + 2 + phrase.length + (all[at + 2 + phrase.length]?.folded === 'the' ? 1 : 0)) : [];
    return { kindWords: new Set([phrase.at(-1), of.at(-1)].flatMap((word) => (word ? [word.stem] : []))) };
  }
  return { kindWords: new Set() };
}

/** The noun asked, when the sentence states it and the quoted one does not: one word and its weight, else none. */
function nounAdded(
  noun: string | undefined,
  quoted: string | undefined,
  text: string,
  weights: ReadonlyMap<string, number>,
): { words: number; weight: number } {
  if (!noun || !contentStems(text).has(noun) || (quoted && contentStems(quoted).has(noun))) return { words: 0, weight: 0 };
  return { words: 1, weight: weights.get(noun) ?? 0 };
}

/**
 * Whether an answer leads with a value it states again after the project's title ("NVIDIA A100 GPUs.
 * GPU Shallow-Water Solver: “… on NVIDIA A100 GPUs …”", "Probably Intel RealSense D455: …"), not with
 * words of its own ("Most likely: …").
 */
function leadsWithValue(text: string, title: string): boolean {
  const at = text.indexOf(title);
  if (at <= 0) return false;
  const lead = text
    .slice(0, at)
    .replace(/^Probably\s+/, '')
    .replace(/[.:,\s]+$/, '');
  return lead.length > 0 && text.slice(at + title.length).includes(lead);
}

/**
 * Whether the answer's sentence of a project gives way to another sentence of the same project:
 * "NVIDIA A100 GPUs. GPU Shallow-Water Solver: “…”" leads with the name asked by "which GPU …", and
 * keeps its place; a quoted sentence that states some of the question, or a value of the kind
 * asked ("Cut the broadcast traffic by 93%" for "by how much did broadcast traffic drop?"), gives
 * way only to a sentence that states two (three) more of the question's words.
 */
interface Asked {
  kinded: Exclude<ReturnType<typeof askedValue>, undefined> | undefined;
  /** Whether the question asks "which X" for a name of kind X. */
  name: boolean;
  withWhom: boolean;
  stems: readonly string[];
  /** Whether it asks "how many", "how much". */
  quantity: boolean;
  /** The weight of a word that at most two projects have. */
  rare: number;
  /** The noun asked, when the other sentence states it and the quoted one does not. */
  added: { words: number; weight: number };
}

function sameProjectGives(answer: AskAnswer, info: ProjectInfo, quoted: string | undefined, read: Reading, best: Reading, asked: Asked): boolean {
  if (asked.name && leadsWithValue(answer.answer, info.view.title)) return false;
  if (!quoted) return true;
  // "By how much …" asks for a number, which a sentence with one states, whatever kind ./asked-value.ts reads.
  const valued = asked.kinded ? statesKind(asked.kinded, quoted, asked.withWhom, asked.stems) : asked.quantity && /\d/.test(quoted);
  if (valued) return best.rest >= read.rest + (read.rest ? 3 : 2);
  // One more word, when it is one that at most two projects have ("conversion" beside "mobile"); the noun asked ("what
  // contrast ratio …") is what the value is, not a word that tells the sentences apart.
  const { added } = asked;
  return !read.rest || best.rest >= read.rest + 2 || (read.rest === 1 && best.rest - added.words > 1 && best.weight - added.weight - read.weight >= asked.rare);
}

/**
 * "What AUC did the model reach?": the question's words written as a name of two to five letters, which a sentence may
 * write out; and the other way, the runs of its words that a sentence's acronym shortens ("exhaust gas temperature": EGT).
 */
function acronymsOf(question: ParsedQuestion): { acronyms: Map<string, string>; initials: Map<string, readonly string[]> } {
  const acronyms = new Map(question.words.filter((word) => word.asName && /^\p{L}{2,5}$/u.test(word.folded)).map((word) => [word.stem, word.folded]));
  const content = (folded: string) => folded.length > 1 && !FUNCTION_WORDS.has(folded) && !NOUN_AUXILIARIES.has(folded) && !ASKING.has(folded);
  return { acronyms, initials: initialsOf(question.words, content) };
}

/** "Where were the ballots printed?" answered by a list of one project ("One of her projects involves ballots …"): which project, not where. */
function oneProjectFor(question: ParsedQuestion, answer: AskAnswer, cited: number): boolean {
  const kind = askedValue(question)?.kind;
  return cited === 1 && answer._meta.intent === 'projects' && kind !== undefined && NAMED_KINDS.has(kind);
}

/**
 * The kind of value asked, which the sentence must state ("which X" asks for none), and whether it is asked "with whom":
 * "Which First Nation did she plan it with?" with "with" at the end asks for one who took part, as "with whom" does.
 */
function kindAsked(question: ParsedQuestion, want: Want | undefined): { kinded: Want | undefined; withWhom: boolean } {
  const endsWith = want?.kind === 'name' && question.words.at(-1)?.folded === 'with';
  // "In which languages …": names of a kind CLDR lists are a kind the sentence must state (../text/cldr-names.ts).
  const listed = want?.kind === 'name' && cldrKindOf(want.noun) !== undefined;
  const kinded = endsWith ? ({ kind: 'agent' } as const) : want && (want.kind !== 'name' || listed) ? want : undefined;
  return { kinded, withWhom: question.words[0]?.folded === 'with' || endsWith };
}

/** The pre-test of the step (./honest.ts): a wh-question, not an injection. */
export const answeringSentenceApplies = (question: ParsedQuestion): boolean => !question.injection && isWhQuestion(question);

/** The sentence of a project that answers a wh-question better than `answer` does; `answer` itself otherwise. */
export function withAnsweringSentence(knowledge: Knowledge, question: ParsedQuestion, answer: AskAnswer, synonyms: Synonyms = {}): AskAnswer {
  const { intent, response_type: type } = answer._meta;
  if (question.injection || type === 'help' || intent === 'private' || !isWhQuestion(question)) return answer;
  // "What has she built for teachers?": work asked about, which the projects' cards answer.
  if (question.person && question.cues.has('projectVerb')) return answer;
  const noMatch = NO_MATCH.test(answer.answer);
  // The projects whose page the answer cites, through the links gathered once per portfolio (a walk over every project before).
  const cited = citedPages(knowledge, answer);
  // A list of several projects, a list of the career's or profile's entries: what a sentence of one project does not replace.
  if (!noMatch && (cited.length > 1 || (type === 'list' && !oneProjectFor(question, answer, cited.length)))) return answer;
  const fromProjects = noMatch || (PROJECT_INTENTS.has(intent) && cited.length === 1);
  if (!fromProjects && !OTHER_INTENTS.has(intent)) return answer;
  // "What's her bonus?" denied as a private field of the profile stays denied.
  if (type === 'not_found' && !noMatch && intent === 'profile') return answer;
  const want = askedValue(question);
  if (want?.kind === 'version') return answer;
  const { kindWords, noun } = askedNoun(question);
  const stems = askedStems(knowledge, question).filter((wordStem) => !kindWords.has(wordStem));
  if (stems.length < 2) return answer;
  const weights = new Map(stems.map((wordStem) => [wordStem, weightOf(knowledge, wordStem)]));
  const { acronyms, initials } = acronymsOf(question);
  // "Who checked …" against "reviewed", between the sentences of a project already answering (./answering-synonyms.ts).
  const others = fromProjects && !noMatch ? otherWordings(knowledge, question, stems, synonyms, (wordStem) => weightOf(knowledge, wordStem)) : new Map();
  const { kinded, withWhom } = kindAsked(question, want);
  // "Who accepted …", "who was it evaluated by": the verbs asked (the word after "who", the past participles).
  const verbs = question.words.filter((word, i) => (i === 1 && question.words[0]?.folded === 'who') || /ed$/.test(word.folded)).map((word) => word.stem);

  // The words that name the project the question names: no other project's sentence answers by stating them.
  const naming = new Set(question.namedProjects.slice(0, 1).flatMap((name) => [...name.matched]));
  if (stems.every((wordStem) => naming.has(wordStem))) return answer;
  // "what's her bonus at …?" denied as “bonus”: a sentence answers only when it states the word denied.
  const denied = type === 'not_found' && !noMatch ? /“([^”]+)”/u.exec(answer.answer)?.[1] : undefined;
  const deniedStems = denied ? [...contentStems(denied)].filter((wordStem) => stems.includes(wordStem)) : [];
  const named = question.namedProjects.slice(0, 1).map((name) => knowledge.projects[name.project]!);
  // A project's name stems are made once per question, not once per sentence read.
  const names = new Map<ProjectInfo, Set<string>>();
  const namesOf = (info: ProjectInfo) => names.get(info) ?? names.set(info, nameStems(info, question)).get(info)!;
  const readText = (text: string, info: ProjectInfo) => readingOf(stems, weights, text, namesOf(info), naming, info.view.title, acronyms, initials, others);
  const own = new Map<string, ProjectInfo>();
  for (const info of [...named, ...(cited.length === 1 ? cited : [])]) own.set(info.view.id, info);
  const byId = (id: string) => own.get(id) ?? projectById(knowledge, id);
  const candidates = [
    ...knowledge.factIndex
      .best(
        question.words.map((word) => word.folded),
        12,
        (hit) => hit.kind === 'project',
      )
      .map((hit) => ({ text: hit.text.trim(), project: hit.project })),
    ...[...own.values()].flatMap((info) => projectSentences(info).map((sentence) => ({ text: sentence.text.trim(), project: info.view.id }))),
  ];

  let best: { text: string; info: ProjectInfo; reading: Reading } | undefined;
  for (const candidate of candidates) {
    if (kinded && !statesAsked(kinded, candidate.text, withWhom, stems, verbs)) continue;
    const info = byId(candidate.project);
    if (!info) continue;
    const reading = readText(candidate.text, info);
    if (!reading.rest) continue;
    if (deniedStems.length && !deniedStems.every((wordStem) => contentStems(candidate.text).has(wordStem))) continue;
    if (!best || reading.weight > best.reading.weight) best = { text: candidate.text, info, reading };
  }
  if (!best || answer.answer.includes(best.text)) return answer;
  const quoted = /“([^”]+)”/u.exec(answer.answer)?.[1];
  const current = cited.length === 1 ? cited[0]! : undefined;
  // A denial that names no project echoes the question's words ("No project is about player names …"): it states none of them.
  const read = noMatch
    ? { rest: 0, weight: 0, named: 0 }
    : current
      ? readText(quoted ?? cardText(answer.answer, current.view.title), current)
      : readingOf(stems, weights, answer.answer, new Set(), new Set());
  // A sentence that states more of the question besides the project's name, and no less of it with the name, by a word
  // in at most half of the projects ("runs" is in most: it tells no sentence from another).
  // As many of them, in another sentence of the same project that alone states the kind asked ("Who approved the bevel change?":
  // "… approved by the change control board" beside "… changed the bevel etch width"), or the noun asked ("which languages").
  // A name of the kind asked (who, where, when) that the answer so far does not state: the sentence that states it answers with
  // one word of the question in common, and beside one word fewer or more in the same project ("The check replaced booth
  // software from 2011." over "The old booth software had grown to 40 presets …" for "When was the old booth software from?").
  const unstated = kinded !== undefined && NAMED_KINDS.has(kinded.kind) && !statesAsked(kinded, quoted ?? answer.answer, withWhom, stems, verbs);
  // A card or a list of the project that does not state the name asked gives way to its sentence that does, on one word of the question.
  const cardOnly = current === best.info && quoted === undefined && unstated && best.reading.rest >= 1;
  const kindOnly =
    cardOnly ||
    (current === best.info &&
      quoted !== undefined &&
      (unstated ? best.reading.rest >= Math.max(1, read.rest - 1) && read.rest >= 1 : best.reading.rest === read.rest && read.rest >= 2) &&
      (kinded
        ? statesAsked(kinded, best.text, withWhom, stems, verbs) && !statesAsked(kinded, quoted, withWhom, stems, verbs)
        : noun !== undefined &&
          nounAdded(noun, quoted, best.text, weights).words > 0 &&
          namedAfter(best.text, noun, stems) &&
          !leadsWithValue(answer.answer, current.view.title)));
  if (!kindOnly && (best.reading.rest <= read.rest || best.reading.rest + best.reading.named < read.rest + read.named)) return answer;
  if (!kindOnly && best.reading.weight - read.weight < Math.log(3)) return answer;
  if (
    !kindOnly &&
    current === best.info &&
    !sameProjectGives(answer, current, quoted, read, best.reading, {
      kinded,
      name: want?.kind === 'name',
      withWhom,
      stems,
      quantity: asksQuantity(question),
      rare: Math.log(1 + knowledge.projects.length / 2),
      added: nounAdded(noun, quoted, best.text, weights),
    })
  )
    return answer;
  // The project the question names answers, not another that shares a word with the question.
  if (named.length && !own.has(best.info.view.id)) return answer;
  // "Which GPUs does the pricer run on?": a sentence that states the noun asked keeps its place.
  if (noun && quoted && contentStems(quoted).has(noun) && !contentStems(best.text).has(noun) && !unstated) return answer;
  // An answer read from elsewhere gives way to a sentence of the project the question names, or one of two more of its words.
  if (!fromProjects && !own.has(best.info.view.id) && best.reading.rest < read.rest + (unstated && !ENTRY_NAME.test(answer.answer) ? 1 : 2)) return answer;
  // A denial that names no project ("nothing about …") gives way only to a sentence of two of the question's own words.
  if (type === 'not_found' && !noMatch && best.reading.rest < 2) return answer;
  return reply('answer', 'project', `${best.info.view.title}: “${best.text}”`, [best.info.view.links.html, best.info.view.links.self], answer._meta.confidence);
}

// Its machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(NO_MATCH, ENTRY_NAME);
