/**
 * A fact stated in a project's text, found by the fact index (issue #28, class 2): "How much CPU
 * does Tapeworm use?" gets the write-up's sentence "… uses 1.2% of one core …", "Which
 * broadcaster uses the meter?" the sentence that names it. The question asks for a fact (how
 * much, how many, how long, which, who, where, when); the sentences of the project it names (or,
 * when it names none, of every project) are ranked by BM25 over the question's words, and the
 * best one that shares a word with the question beyond the project's name is quoted with the
 * project's references. A quantity is answered only by a sentence with a number in it.
 */
import type { FactHit } from '../knowledge/fact-index.ts';
import type { Knowledge } from '../knowledge/knowledge.ts';
import { projectSentences, type ProjectInfo } from '../knowledge/project-index.ts';
import { FUNCTION_WORDS, NOUN_AUXILIARIES } from '../lexicon.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import { isStopLike, strandedFieldVerb } from '../question/stop-words.ts';
import type { AskAnswer } from '../schema.ts';
import { toSentence, type Sentence } from '../knowledge/sentences.ts';
import { splitSentences } from '../text/markdown.ts';
import { compact, contentStems, stem, tokenize } from '../text/words.ts';
import { entryAnchors } from './entries.ts';
import { asksUnit, BOUND_WORDS, FREQUENCY, nounPhrase, QUESTION_WORDS, quantityShapes } from './quantity-shapes.ts';
import { unstatedAnswer } from './facts.ts';
import { confidenceOf, owners, reply } from './reply.ts';
import { nameStatedFor } from './stated-names.ts';
import { ofKindAsked, shapedSentence } from './kinded-sentence.ts';
import { analysisReads, UNREAD } from '../question/analysis.ts';
import { projectById } from '../knowledge/project-by-id.ts';

type Asked = 'quantity' | 'name';

/** What a question asks for, from its first words ("how much", "which", "in which"...): read once per question (../question/analysis.ts). */
export function askedFor(question: ParsedQuestion): Asked | undefined {
  const { analysis } = question;
  if (analysis.asked === UNREAD) {
    analysisReads.asked++;
    analysis.asked = readAskedFor(question);
  }
  return analysis.asked;
}

function readAskedFor(question: ParsedQuestion): Asked | undefined {
  const words = question.words.map((word) => word.folded);
  // "By how much did waste fall?": the question word after a leading preposition.
  const start = words[0] === 'in' || words[0] === 'at' || words[0] === 'on' || words[0] === 'by' ? 1 : 0;
  const [first, second] = [words[start], words[start + 1]];
  if (first === 'how' && (second === 'many' || second === 'much' || second === 'long' || second === 'fast' || second === 'big' || second === 'large'))
    return 'quantity';
  // "How accurate is the laser?", "how heavy are the battens?": "how" and an adjective ask for a measure.
  if (first === 'how' && second !== undefined && words.length > 3 && !HOW_NOT_MEASURE.has(second) && !FUNCTION_WORDS.has(second)) return 'quantity';
  if (first === 'which' || first === 'who' || first === 'whom' || first === 'where' || first === 'when') return 'name';
  // "What is the maximum page size?": a bound is a quantity (a sentence that says "at most 500 …").
  if (first === 'what' && words.some((word) => BOUND_WORDS.has(word))) return 'quantity';
  // "What share of plays used captions?", "what ratio does it require?": a noun of measure asks for a number.
  if (first === 'what' && nounPhrase(words).some((word) => MEASURE_NOUNS.has(word))) return 'quantity';
  if (first === 'what' && words.length > 3) return 'name';
  return undefined;
}

/** Nouns that name a measure (general English): "what share", "what percentage", "what ratio". */
const MEASURE_NOUNS = new Set(['share', 'percentage', 'percent', 'proportion', 'fraction', 'ratio', 'rate', 'number', 'amount', 'count', 'total']);

/** Words that set two things side by side ("A or B", "A vs B", "between A and B", "than"). */
const SIDE_WORDS = new Set(['or', 'and', 'vs', 'versus', 'than', 'between', 'against', 'with']);

/**
 * Whether a question with a word of comparison sets two things side by side: "What contrast ratio
 * does the pipeline require?" uses "contrast" as a noun and compares nothing.
 */
export function comparesTwo(question: ParsedQuestion): boolean {
  if (!question.cues.has('compare')) return false;
  // "compare", "versus", "difference" always compare; "contrast", "newer", "older" only between two sides.
  return question.words.some((word) => SIDE_WORDS.has(word.folded) || /^(?:compar|differ|vs$|versus$)/.test(word.folded));
}

/** Words after "how" that ask for a manner or an opinion, not a measure ("how does", "how good"). */
const HOW_NOT_MEASURE = new Set([
  'about',
  'come',
  'good',
  'well',
  'experienced',
  'senior',
  'skilled',
  'familiar',
  'comfortable',
  'proficient',
  'strong',
  'confident',
]);

/** Cues of questions that other answers own (skills, lists, the profile, private data). */
const OWN_ANSWER_CUES = [
  'projectVerb',
  'workNoun',
  'skillVerb',
  'skillNoun',
  'plural',
  'recent',
  'oldest',
  'featured',
  'who',
  'name',
  'role',
  'email',
  'contact',
  'website',
  'github',
  'linkedin',
  'links',
  'location',
  'private',
  'phone',
  'calendar',
  'level',
  'years',
  'architecture',
] as const;

/** Cues of questions about the owner, the career or private data, named project or not. */
const PERSON_CUES = ['who', 'role', 'email', 'contact', 'location', 'private', 'phone', 'calendar', 'level', 'years', 'architecture', 'workNoun'] as const;

/** "Where did he work before Redline Labs?": a question about a career entry's neighbour in time, not a sentence's fact. */
const RELATIVE = new Set(['before', 'after', 'previous', 'prior', 'former']);

/** A mention of a skill or tag may name what a project used ("VMware"); a category or concept asks for a list. */
const isProjectThing = (mention: ParsedQuestion['mentions'][number]) => mention.entities.every((entity) => entity.kind === 'skill' || entity.kind === 'tag');

/** How many of the best-ranked sentences are read for the answer. */
const MAX_CANDIDATES = 8;

const NUMBER = /\d|\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|thousand|million|billion)\b/i;

/** The question's words that may be looked up (no function, person or question words). */
function lookupWords(knowledge: Knowledge, question: ParsedQuestion) {
  // Verbs such as "use" or "cut" are cue words elsewhere, but here they say what the sentence states.
  return question.words.filter(
    (word) =>
      !FUNCTION_WORDS.has(word.folded) &&
      !QUESTION_WORDS.has(word.folded) &&
      !knowledge.person.words.has(word.folded) &&
      (!isStopLike(knowledge, word.folded) || (/^[a-z]{3,}$/.test(word.folded) && !strandedFieldVerb(question.words, word))),
  );
}

/**
 * The sentence of a project's text that states what the question asks, or undefined. With
 * `info`, only that project's sentences are read.
 */
export function sentenceAnswer(knowledge: Knowledge, question: ParsedQuestion, info?: ProjectInfo): AskAnswer | undefined {
  const asked = askedFor(question);
  if (!asked || question.cues.has('projectNoun') || comparesTwo(question)) return undefined;
  // "Which depth camera does it use?" about a project tagged depth cameras whose text names one listed skill.
  const likely = info && asked === 'name' ? likelyListedThing(knowledge, question, info) : undefined;
  if (likely) return likely;
  // A question about the owner or private data is not a project's fact; without a named project,
  // neither is one about the skills or the lists of projects.
  // "How long did VMware take?" is not the owner's years: "years" counts only about the person.
  if (PERSON_CUES.some((cue) => question.cues.has(cue) && (cue !== 'years' || question.person))) return undefined;
  if (asked !== 'quantity' && question.words.some((word) => RELATIVE.has(word.folded)) && entryAnchors(knowledge, question).size) return undefined;
  // A personal attribute ("her bonus") is never a project's fact; "which universities use Flagforge?" names no person.
  if ((question.person || !info) && unstatedAnswer(knowledge, question)) return undefined;
  // Two projects named ("Lumen PDF or Quill?") are compared, not read one by one.
  if (question.cues.has('or') && question.namedProjects.length > 1) return undefined;
  if (
    !info &&
    (OWN_ANSWER_CUES.some((cue) => question.cues.has(cue) && (cue !== 'years' || question.person)) ||
      question.mentions.some((mention) => !isProjectThing(mention)))
  )
    return undefined;
  const words = lookupWords(knowledge, question);
  if (!words.length) return undefined;
  // A named project's own sentences are few: ranked here by the weight of the words they share with
  // the question; every project's sentences through the fact index.
  const hits = info
    ? rankedSentences(knowledge, info, words)
    : knowledge.factIndex.best(
        words.map((word) => word.folded),
        MAX_CANDIDATES,
        (hit) => hit.kind === 'project',
      );
  // The best few only: a sentence ranked lower shares too little with the question to answer it.
  // Among them, one with the shape of the quantity asked ("19 million cells" for "how many cells",
  // "9 minutes" for "how long") comes first.
  const candidates = hits.slice(0, MAX_CANDIDATES).filter((hit) => answers(hit, words, asked));
  const shapes = quantityShapes(question);
  // A named project's sentence with the shape asked answers even when it shares only the project's
  // words with the question ("how much did the engine save?": "… replaced a licence costing 900,000 dollars").
  const shaped = info ? hits.slice(0, MAX_CANDIDATES).filter((hit) => asked !== 'quantity' || NUMBER.test(hit.text)) : [];
  // "What did the Rust decoder replace?": the question's last word is its verb, which the sentence that answers has.
  const verb = objectVerb(question);
  // "How long did urgent orders take before the planner?": the sentence that states the earlier value ("against 9 hours before").
  const earlier = question.words.some((word) => word.folded === 'before') ? candidates.find((hit) => EARLIER_VALUE.test(hit.text)) : undefined;
  const best =
    earlier ??
    shapes.map((shape) => candidates.find((hit) => shape(hit.text))).find(Boolean) ??
    shapes.map((shape) => shaped.find((hit) => shape(hit.text))).find(Boolean) ??
    // "How long did the DNP3 rollout take?": the named project's first sentence with the unit asked (a duration, a rate, a data size).
    (info && asked === 'quantity' && question.namedProjects[0]?.project === knowledge.projects.indexOf(info) && asksUnit(question)
      ? shapedSentence(info, shapes)
      : undefined) ??
    // "In which city was the assessment done?": the sentence that names a place, not the one that only shares more words.
    ofKindAsked(question, candidates) ??
    (verb ? candidates.find((hit) => contentStems(hit.text).has(verb)) : undefined) ??
    candidates[0];
  if (!best) return undefined;
  const project = info ?? projectById(knowledge, best.project);
  if (!project) return undefined;
  // Without a named project, the sentence must share two words with the question.
  if (!info && sharedStems(best, project, words).length < 2) return undefined;
  // "Who certified the disposal log?" against "… a disposal log certified by the auditors.": the project's sentence that names them.
  const named = asked === 'name' ? nameStatedFor(knowledge, question, project) : undefined;
  if (named) return info ? named : { ...named, _meta: { ...named._meta, confidence: Math.min(named._meta.confidence, 0.7) } };
  return reply(
    'answer',
    'project',
    `${project.view.title}: “${best.text.trim()}”`,
    [project.view.links.html, project.view.links.self],
    confidenceOf(question, info ? 0.8 : 0.7),
  );
}

/** A value stated as the one before a change: "against 9 hours before", "down from 40 minutes before". */
const EARLIER_VALUE = /\d[\d,.]*\s*(?:%|[\p{L}]+)\s+(?:before|previously|earlier)\b/u;

/** "What did it replace?", "what does the tool generate?": the verb that ends a question about an object; undefined otherwise. */
function objectVerb(question: ParsedQuestion): string | undefined {
  const words = question.words;
  if (words[0]?.folded !== 'what' || !['did', 'does', 'do', 'has', 'have'].includes(words[1]?.folded ?? '') || words.length < 4) return undefined;
  const last = words.at(-1)!;
  return FUNCTION_WORDS.has(last.folded) || last.folded.length < 3 ? undefined : last.stem;
}

/**
 * The sentences of one project (description, highlights, write-up) that share a word with the
 * question, best first: each shared word counts its inverse document frequency over the projects.
 */
function rankedSentences(knowledge: Knowledge, info: ProjectInfo, words: ReturnType<typeof lookupWords>): FactHit[] {
  const view = info.view;
  const sentences = projectSentences(info);
  const total = knowledge.projects.length;
  const weights = new Map(words.map((word) => [word.stem, Math.log(1 + total / (1 + (knowledge.postings.get(word.stem)?.length ?? 0) / 2))]));
  return sentences
    .map((sentence, order) => ({
      sentence,
      order,
      score: [...weights].reduce((sum, [wordStem, weight]) => sum + (sentence.stems.has(wordStem) ? weight : 0), 0),
    }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map(({ sentence, score }, id) => ({
      id,
      score,
      terms: [],
      queryTerms: [],
      match: {},
      kind: 'project' as const,
      name: view.title,
      keys: '',
      text: sentence.text,
      project: view.id,
    }));
}

/** Whether a sentence can answer: a word of the question beyond the project's name, and a number for a quantity. */
function answers(hit: FactHit, words: ReturnType<typeof lookupWords>, asked: Asked): boolean {
  if (asked === 'quantity' && !NUMBER.test(hit.text) && !FREQUENCY.test(hit.text)) return false;
  const title = contentStems(hit.name);
  const text = contentStems(hit.text);
  return words.some((word) => !title.has(word.stem) && text.has(word.stem));
}

function sharedStems(hit: FactHit, project: ProjectInfo, words: ReturnType<typeof lookupWords>): string[] {
  const stems = contentStems(`${project.view.title} ${project.view.tags.join(' ')} ${hit.text}`);
  return words.filter((word) => stems.has(word.stem)).map((word) => word.stem);
}

/**
 * "How long does the Exeter flood simulation take on the GPU?": the project a fact question
 * describes by words of its whole text (title, tags, description, write-up) rather than by its
 * title. Each content word of the question counts its inverse document frequency over the
 * projects; the project with the highest sum is taken when it has at least two of the words and
 * more of them than any other project (a tie names none). Its coverage is returned with it.
 */
export function projectByContent(knowledge: Knowledge, question: ParsedQuestion): { info: ProjectInfo; covered: number } | undefined {
  const total = knowledge.projects.length;
  const scores = new Map<number, { weight: number; covered: number }>();
  const seen = new Set<string>();
  for (const word of question.words) {
    if (seen.has(word.stem) || QUESTION_WORDS.has(word.folded) || isStopLike(knowledge, word.folded) || word.folded.length < 2) continue;
    seen.add(word.stem);
    // [project, fields, …]: each project once, in the portfolio's order (../knowledge/project-index.ts).
    const postings = knowledge.postings.get(word.stem) ?? [];
    const count = postings.length / 2;
    if (!count || count === total) continue;
    const weight = Math.log(1 + total / count);
    for (let i = 0; i < postings.length; i += 2) {
      const project = postings[i]!;
      const score = scores.get(project) ?? { weight: 0, covered: 0 };
      score.weight += weight;
      score.covered += 1;
      scores.set(project, score);
    }
  }
  // The best two by coverage, then weight, then portfolio order (a total order): one pass, not a
  // sort of every project that shares a word (hundreds of a large portfolio for a common word).
  const before = (a: [number, { weight: number; covered: number }], b: [number, { weight: number; covered: number }]) =>
    b[1].covered - a[1].covered || b[1].weight - a[1].weight || a[0] - b[0];
  let best: [number, { weight: number; covered: number }] | undefined;
  let second: [number, { weight: number; covered: number }] | undefined;
  for (const entry of scores) {
    if (!best || before(entry, best) < 0) {
      second = best;
      best = entry;
    } else if (!second || before(entry, second) < 0) second = entry;
  }
  if (!best || best[1].covered < 2 || (second && second[1].covered >= best[1].covered)) return undefined;
  return { info: knowledge.projects[best[0]]!, covered: best[1].covered };
}

/** How many of a question's content words a project's text has (the measure of `projectByContent`). */
export function projectCoverage(knowledge: Knowledge, question: ParsedQuestion, project: number): number {
  const seen = new Set<string>();
  let covered = 0;
  for (const word of question.words) {
    if (seen.has(word.stem) || QUESTION_WORDS.has(word.folded) || isStopLike(knowledge, word.folded) || word.folded.length < 2) continue;
    seen.add(word.stem);
    const postings = knowledge.postings.get(word.stem) ?? [];
    for (let i = 0; i < postings.length; i += 2)
      if (postings[i] === project) {
        covered += 1;
        break;
      }
  }
  return covered;
}

/**
 * "Which depth camera does the pallet detector use?" where no sentence says "camera" but the
 * project is tagged `depth-cameras` and its write-up names one listed skill that is not one of its
 * tags ("… see the pallet with an Intel RealSense D455 …"): that skill, said to be likely, not
 * stated, with a lower confidence. Undefined unless exactly one such skill is named.
 */
export function likelyListedThing(knowledge: Knowledge, question: ParsedQuestion, info: ProjectInfo, given?: readonly Sentence[]): AskAnswer | undefined {
  // The noun phrase after "which" up to the verb ("which depth camera does …" -> depth, camera).
  const words = question.words;
  const at = words.findIndex((word) => word.folded === 'which');
  if (at < 0) return undefined;
  const end = words.findIndex((word, i) => i > at && (FUNCTION_WORDS.has(word.folded) || NOUN_AUXILIARIES.has(word.folded)));
  const phrase = words.slice(at + 1, end < 0 ? at + 1 : end).map((word) => word.stem);
  const sentences = phrase.length ? (given ?? projectTextSentences(info)) : [];
  if (!phrase.length || sentences.some((sentence) => sentence.stems.has(phrase.at(-1)!))) return undefined;
  const view = info.view as ProjectInfo['view'] & { keywords?: string[] };
  const labels = [...view.tags, ...(view.keywords ?? [])];
  const label = labels.find((candidate) => {
    const stems = tokenize(candidate).map((token) => token.stem);
    return phrase.every((wordStem) => stems.includes(wordStem));
  });
  if (!label) return undefined;
  const tagCompacts = new Set(labels.map((tag) => compact(tag)));
  const found = new Map<string, Sentence>();
  for (const skill of knowledge.categories.flatMap((category) => category.skills)) {
    if (skill.length < 3 || tagCompacts.has(compact(skill)) || tokenize(skill).every((token) => tagCompacts.has(token.folded))) continue;
    const pattern = new RegExp(`(?<![\\w-])${skill.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`);
    const sentence = sentences.find((candidate) => pattern.test(candidate.text));
    if (sentence) found.set(skill, sentence);
  }
  if (found.size !== 1) return undefined;
  const [[skill, sentence]] = [...found] as [[string, Sentence]];
  const what = question.words
    .filter((word) => phrase.includes(word.stem))
    .map((word) => word.folded)
    .join(' ');
  return reply(
    'answer',
    'project',
    `Probably ${skill}: ${info.view.title} is about ${label.replace(/-/g, ' ')} but does not say which ${what}; the one of ${owners(knowledge)} listed skills that its text names is ${skill}: “${sentence.text.replace(/\s+$/, '')}”`,
    [info.view.links.html, info.view.links.self],
    confidenceOf(question, 0.6),
  );
}

/** Auxiliaries that end the noun phrase after "which" ("which camera does …"). */

/** How many times `likelyListedThing` made a project's sentences: for a "which …" question only, not for every question (the tests count it). */
export const projectTextReads = { count: 0 };

/** A project's sentences: its description, highlights and write-up. */
function projectTextSentences(info: ProjectInfo): Sentence[] {
  projectTextReads.count++;
  const view = info.view as ProjectInfo['view'] & { highlights?: string[] };
  return [
    ...[...splitSentences(view.description), ...(view.highlights ?? [])].map((text) => toSentence(text, stem)),
    ...info.sections.flatMap((section) => section.sentences),
  ];
}
