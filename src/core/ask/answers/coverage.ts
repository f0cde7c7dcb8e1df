/**
 * Coverage (issue #28, hollow answers): which of the words a yes/no question asks about the
 * portfolio writes anywhere. "Does she plan routes for delivery vans?" against a portfolio that
 * never writes "vans" is not answered by the `routing` skill list; "Has she made a cruise booking
 * website?" not by her own website; "Does he do fast food delivery?" not by a project about FAST
 * channels. When a word of what is asked is in no text, name, tag or entry of the portfolio (by
 * stem, British or American spelling, word family, corrected typo, WordNet synonym of a project
 * word or a shared beginning of six letters: "photographer" and "photography"), the answer says
 * that the portfolio does not mention it, in the asker's words, and names what it found instead as
 * the closest thing, with a lower confidence. A verdict already given as "No" stays, and so does
 * an answer to a need told in several sentences (./problems.ts reads those).
 */
import type { Knowledge } from '../knowledge/knowledge.ts';
import { GENERIC_NOUNS, OWNER_SUBJECTS } from '../lexicon.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import { isStopLike } from '../question/stop-words.ts';
import type { Word } from '../question/words.ts';
import type { AskAnswer } from '../schema.ts';
import { capitalise, joinList } from '../text/english.ts';
import { isNounLike } from '../text/parts-of-speech.ts';
import { stem, tokenize } from '../text/words.ts';
import { url } from '../../../catalogue/paths.ts';
import { owners, reply } from './reply.ts';
import { NUMBER_WORDS } from '../text/number-words.ts';
import { releaseCompiledCode } from '../text/patterns.ts';
import { mayReplace, shapeOf } from './answer-shape.ts';
import { citedPages } from './project-links.ts';
import { offeredService, unwrittenPlace, withKindAsked } from './closest-head.ts';
import { boundOf } from './thresholds.ts';
import { skillsByPart } from './name-parts.ts';

/**
 * "What will the weather be in Bergen tomorrow?": a question about what happens at a time to come,
 * about no person and no project, is about the world, which a portfolio does not tell; undefined otherwise.
 */
export function worldAnswer(knowledge: Knowledge, question: ParsedQuestion, text: string, answer: AskAnswer): AskAnswer | undefined {
  if (!worldApplies(question) || !mayReplace(answer, 'open') || /[.!?;:]\s+\S/.test(text.trim())) return undefined;
  const when = /\b(?:tomorrow|tonight|(?:next|this coming) (?:week|weekend|month|year|season)|this weekend)\b/i.exec(text)?.[0];
  if (!when) return undefined;
  return reply(
    'not_found',
    'unknown',
    `${capitalise(owners(knowledge))} portfolio cannot tell what happens ${when.toLowerCase()}: it describes ${owners(knowledge)} work (profile, skills, projects and career) as published.`,
    [],
    0.9,
  );
}

/** A question about no person and no project named (the pre-test of ./honest.ts). */
export const worldApplies = (question: ParsedQuestion) => !question.person && !question.namedProjects.some((named) => named.score >= 1);

/** A yes/no question or a request for the owner's work, without injection: what the coverage and the senses read (the pre-test of ./honest.ts). */
export const coverageApplies = (question: ParsedQuestion, text: string) =>
  !question.injection && (question.cues.has('yesno') || WORK_REQUEST.test(text.trim()));

/** The honest answer when the question asks about something the portfolio never mentions; undefined otherwise. */
export function coverageAnswer(
  knowledge: Knowledge,
  question: ParsedQuestion,
  text: string,
  answer: AskAnswer,
  synonyms: Readonly<Record<string, readonly string[]>>,
): AskAnswer | undefined {
  if (!mayReplace(answer, 'found') || !HOLLOW_INTENTS.has(answer._meta.intent) || question.injection) return undefined;
  // Of the profile's answers, only an entry of the career or the public links may rest on one shared word ("her education" for
  // "school timetables", her website for "a cruise booking website"); a verdict ("Yes. … GitHub: …"), the availability, the
  // pitch or a bio sentence answer what they were found for.
  if (answer._meta.intent === 'profile' && !offeredService(knowledge, answer) && (shapeOf(answer).verdict === 'Yes' || !profileEntry(knowledge, answer)))
    return undefined;
  // A choice ("a scientist or an engineer?") is answered by the side the portfolio states.
  // A request for the work ("Show me her cruise booking websites.", "What has she done on school timetables?") answered by a
  // category's list or an entry of the profile or career is read like the yes/no question.
  const request = !question.cues.has('yesno') && WORK_REQUEST.test(text.trim()) && (answer._meta.intent === 'skills' || answer._meta.intent === 'profile');
  if ((!question.cues.has('yesno') && !request) || question.cues.has('or') || /^(?:No|Probably not|Not)(?![\p{L}\p{N}_])/u.test(answer.answer))
    return undefined;
  // A need told with its context ("Our vans … . Has she solved that?", "can she help us …") is read by ./problems.ts;
  // a number (in digits or words: "more than fourteen percent") asks for a date, a version or a quantity, which other rules compare.
  if (
    /[.!?;:]\s+\S/.test(text.trim()) ||
    /\d/.test(text) ||
    question.words.some((word) => word.folded !== 'one' && word.folded in NUMBER_WORDS) ||
    // "by more than half", "more than a quarter of …": a fraction bounds a figure (./thresholds.ts), it is no thing asked.
    boundOf(text) !== undefined ||
    question.words.some((word) => ASKER_WORDS.has(word.folded))
  )
    return undefined;
  // "Is she available right now?", "is he a scientist or an engineer?": a field of the profile answers its own question.
  if (answer._meta.intent === 'profile' && !question.cues.has('projectVerb') && FIELD_CUES.some((cue) => question.cues.has(cue))) return undefined;
  const vocabulary = vocabularyOf(knowledge);
  const stems = new Set(question.words.map((word) => word.stem));
  // "Slide" of a listed "Slide2", "YOLO" of "YOLOv8": a part of a skill's name written as a name is written (./name-parts.ts).
  const written = question.words.map((word) => covers(vocabulary, word, synonyms, stems) || skillsByPart(knowledge, word).length > 0);
  // A place the portfolio writes is read by the rules on places; one it writes nowhere ("elections in Canada") is a thing asked it lacks.
  const placeWords = new Set<number>();
  for (const place of question.places)
    if (unwrittenPlace(question.words, written, place)) continue;
    else for (let i = place.start; i < place.end; i++) placeWords.add(i);
  const content = question.words.map((word, i) => !placeWords.has(i) && isContentWord(knowledge, word));
  const missing = question.words.map(
    (word, i) =>
      !!content[i] &&
      !(word.asName && !isPlainName(knowledge, question.words, i, text)) &&
      !describesName(question.words, content, written, i) &&
      !written[i] &&
      !joinedCovers(vocabulary, question.words, i),
  );
  // The thing asked is a noun ("delivery vans"), or a word in -ing before one ("hiking apps"); a verb or adverb the portfolio
  // does not write ("come", "remotely") asks how, not what.
  const thing = (word: Word, i: number) => isNounLike(word.folded) || (/ing$/.test(word.folded) && !!content[i + 1]);
  if (!question.words.some((word, i) => missing[i] && thing(word, i))) return undefined;
  // "does she know Wwise and Faust?": two things asked, each answered ("Yes. … Faust …; “wwise” is not among …").
  const coordinated = (i: number) => /^(?:and|or)$/.test(question.words[i + 1]?.folded ?? '') || /^(?:and|or)$/.test(question.words[i - 1]?.folded ?? '');
  // An answer that already says of each such word that nothing mentions it ("“tenancy” is not among …, and no project mentions it"),
  // unless it also offers something as an answer ("Yes.", "but 1 project involves it", "it is mentioned in the write-up of …").
  const echoed = (word: Word) => new RegExp(`“[^”]*\\b${word.folded}\\b[^”]*” (?:is|are) not among`).test(answer.answer);
  const answered = (word: Word, i: number) => !missing[i] || !thing(word, i) || echoed(word);
  if (!CLAIMS.test(answer.answer) && question.words.every(answered)) return undefined;
  if (question.words.every((word, i) => answered(word, i) && (!missing[i] || coordinated(i)))) return undefined;
  const runs = askedRuns(knowledge, question.words, content, missing);
  const limit = statedLimit(knowledge, question.words, content, missing);
  const asked = joinList(runs.map((run) => `“${asWritten(text, run)}”`));
  if (limit)
    return reply('answer', 'profile', `No. From ${owners(knowledge)} bio: “${limit.text}” (The portfolio does not mention ${asked}.)`, [limit.reference], 0.8);
  // A name the portfolio never writes ("Instagram") is answered "No." over the skill and project lists, which are complete on names.
  if (question.words.some((word, i) => missing[i] && word.asName)) {
    const lists = [knowledge.urls.api(url('getSkills')), knowledge.urls.api(url('listProjects'))];
    const named = closestOf(knowledge, question, answer, runs);
    const near = named ? ` The closest thing it has, not the same: ${named}.` : '';
    return reply('answer', answer._meta.intent, `No. ${capitalise(owners(knowledge))} portfolio does not mention ${asked}.${near}`, lists, 0.8);
  }
  const lead = `Not as far as the portfolio shows: ${owners(knowledge)} portfolio does not mention ${asked}.`;
  // Without a "No.", the closest thing is of the kind asked: a cited project that writes no head of what is missing is not it (./closest-head.ts).
  const found = withKindAsked(knowledge, question.words, content, missing, runs, answer);
  const closest = closestOf(knowledge, question, found, runs);
  if (!closest) return reply('not_found', answer._meta.intent, `${capitalise(owners(knowledge))} portfolio does not mention ${asked}.`, [], 0.8);
  // When every word of the thing asked is in the phrase not mentioned ("airline crew scheduling"), the closest thing is named, not cited: the answer rests on the
  // lists that do not mention it, not on a project that is "not the same". A word asked that the portfolio writes ("… for farmers") keeps its projects.
  const inRuns = new Set(runs.flat());
  const rests = question.words.some((word, i) => content[i] && !missing[i] && !inRuns.has(word));
  const lists = [knowledge.urls.api(url('getSkills')), knowledge.urls.api(url('listProjects'))];
  return reply('answer', answer._meta.intent, `${lead} The closest thing it has, not the same: ${closest}.`, rests ? found.references : lists, 0.5);
}

/** "What has she done on …", "Show me her …", "Tell me about his work on …": a request for the owner's work. */
const WORK_REQUEST =
  /^(?:what (?:has|have|did) (?:she|he|they) (?:done|built|made|worked|created)\b|(?:show|tell|list|give) me (?:about )?(?:her|his|their)\b)/i;

/** What an answer offers as matching the question. */
const CLAIMS = /^Yes(?![\p{L}\p{N}_])|\bbut (?:\d+|one) (?:of \S+ )?projects? involves?\b|\bit is mentioned in the write-up\b/iu;

/** A run of the question's words as the asker wrote them ("Instagram posts"), else as folded. */
function asWritten(text: string, run: readonly Word[]): string {
  const folded = run.map((word) => word.folded).join(' ');
  const pattern = run.map((word) => word.folded.replace(/[^a-z0-9]/g, '.')).join('[\\s-]+');
  const found = new RegExp(`\\b${pattern}\\b`, 'i').exec(text)?.[0];
  return found && found.toLowerCase().replace(/[\s-]+/g, ' ') === folded ? found : folded;
}

/** Words of an asker who describes their own work: a need, which ./problems.ts reads. */
const ASKER_WORDS: ReadonlySet<string> = new Set(['we', 'us', 'our', 'ours']);

/** Cues of questions about a field of the profile, career or services (availability, dates, place, role, links). */
const FIELD_CUES = [
  'contact',
  'when',
  'location',
  'email',
  'phone',
  'calendar',
  'role',
  'who',
  'years',
  'level',
  'website',
  'links',
  'github',
  'linkedin',
] as const;

/**
 * A word the question writes as a name ("Instagram") that is neither in capitals (an acronym, which
 * ../knowledge/acronyms.ts reads) nor next to the owner's name (a spelling of the name: "Marisol Vandenakker").
 */
function isPlainName(knowledge: Knowledge, words: readonly Word[], i: number, text: string): boolean {
  const word = words[i]!;
  if (new RegExp(`\\b${word.folded.toUpperCase()}\\b`).test(text)) return false;
  const next = (j: number) => knowledge.person.words.has(words[j]?.folded ?? '');
  return !next(i - 1) && !next(i + 1);
}

/**
 * "Hailo accelerators": a word right after a name the question capitalises, or later in a run of words
 * that starts with a name the portfolio writes ("RTZ route files"), says what kind of thing the name is.
 */
function describesName(words: readonly Word[], content: readonly boolean[], written: readonly boolean[], i: number): boolean {
  const before = words[i - 1];
  if (before?.inMention && (before.capitalised || before.asName)) return true;
  // "RTZ route files": a name the portfolio writes, earlier in the same run of words, is what the run is about.
  for (let j = i - 1; j >= 0 && (content[j] || words[j]!.asName); j--) if (words[j]!.asName && (written[j] || words[j]!.inMention)) return true;
  return false;
}

/** "Euro balises" for "Eurobalise": a word written apart from its neighbour that the portfolio writes together. */
function joinedCovers(vocabulary: Vocabulary, words: readonly Word[], i: number): boolean {
  const word = words[i]!;
  const before = words[i - 1];
  const after = words[i + 1];
  return (!!before && vocabulary.stems.has(stem(before.folded + word.folded))) || (!!after && vocabulary.stems.has(stem(word.folded + after.folded)));
}

/** The kinds of answer that may rest on one shared word: a skill list or check, projects, an entry of the profile or career. */
const HOLLOW_INTENTS: ReadonlySet<string> = new Set(['skills', 'skill_check', 'projects', 'project', 'profile']);

/** An answer that gives an entry of the career or the profile's links. */
function profileEntry(knowledge: Knowledge, answer: AskAnswer): boolean {
  if (answer.references.includes(knowledge.urls.api(url('getServices')))) return false;
  return answer.references.includes(knowledge.urls.api(url('getCareer'))) || /^(?:From )?\S+ (?:website|public links|profiles)\b/.test(answer.answer);
}

/** A word that names what is asked: not a function, frame, modifier, person or cue word, not a number, three letters at least. */
function isContentWord(knowledge: Knowledge, word: Word): boolean {
  return word.folded.length > 2 && /^[a-z][a-z-]*$/.test(word.folded) && !isStopLike(knowledge, word.folded);
}

/**
 * Whether the portfolio writes a word of the question, in any of its forms. A synonym of a word the
 * question has too is another sense ("guidance counselling" against a category `guidance`).
 */
function covers(vocabulary: Vocabulary, word: Word, synonyms: Readonly<Record<string, readonly string[]>>, asked: ReadonlySet<string>): boolean {
  if (word.inMention || word.corrected || vocabulary.stems.has(word.stem) || vocabulary.stems.has(word.folded)) return true;
  if (Object.hasOwn(synonyms, word.stem) && synonyms[word.stem]!.some((target) => !asked.has(target))) return true;
  return word.stem.length >= PREFIX && vocabulary.prefixes.has(word.stem.slice(0, PREFIX));
}

/** Letters two words must share at their beginning to be of one family ("photographer", "photography"). */
const PREFIX = 6;

interface Vocabulary {
  /** Every stem the portfolio's public content writes: project texts and tags, skills and categories, the bio, the career, profile and service entries. */
  stems: Set<string>;
  /** The first six letters of each stem of six letters or more. */
  prefixes: Set<string>;
}

/** Per portfolio, made once (not per question). */
const VOCABULARIES = new WeakMap<Knowledge, Vocabulary>();

function vocabularyOf(knowledge: Knowledge): Vocabulary {
  let vocabulary = VOCABULARIES.get(knowledge);
  if (!vocabulary) {
    const stems = new Set<string>([...knowledge.postings.keys(), ...knowledge.bioStems, ...knowledge.factOnlyStems, ...knowledge.entryTextStems]);
    // The names of skills, categories and tags; not the general concepts' words ("apps" of a concept of mobile work).
    for (const list of knowledge.phrases.values())
      for (const key of list) if (key.entity.kind !== 'concept') for (const wordStem of key.stems) stems.add(wordStem);
    for (const fact of knowledge.facts) for (const wordStem of fact.stems) stems.add(wordStem);
    // Services are what the owner offers ("Yi-Chen offers …"): "offer" and "service" are written when one is.
    if (knowledge.facts.some((fact) => fact.reference === knowledge.urls.api(url('getServices'))))
      for (const word of ['offer', 'service']) stems.add(stem(word));
    const prefixes = new Set<string>();
    for (const wordStem of stems) if (wordStem.length >= PREFIX) prefixes.add(wordStem.slice(0, PREFIX));
    VOCABULARIES.set(knowledge, (vocabulary = { stems, prefixes }));
  }
  return vocabulary;
}

/**
 * The runs of content words that hold a noun the portfolio never writes, as the asker wrote them
 * ("delivery vans"); the verb right after the subject ("does she design school timetables") is not
 * part of the thing asked.
 */
function askedRuns(knowledge: Knowledge, words: readonly Word[], content: readonly boolean[], missing: readonly boolean[]): Word[][] {
  const runs: Word[][] = [];
  let start = -1;
  for (let i = 0; i <= words.length; i++) {
    if (i < words.length && content[i]) {
      if (start < 0) start = i;
      continue;
    }
    if (start >= 0 && words.slice(start, i).some((word, j) => missing[start + j] && isNounLike(word.folded))) {
      const subject = words[start - 1]?.folded ?? '';
      const afterSubject = OWNER_SUBJECTS.has(subject) || knowledge.person.words.has(subject);
      runs.push(words.slice(afterSubject && i - start > 1 && !missing[start] ? start + 1 : start, i));
    }
    start = -1;
  }
  return runs;
}

/**
 * "Can she give me legal advice on my tenancy dispute?": the words the portfolio does write, two or
 * more side by side ("legal advice"), in a clause of the bio that negates them ("I do not give legal
 * advice"): that limit answers, whatever the rest asks. Undefined when no clause says so.
 */
function statedLimit(
  knowledge: Knowledge,
  words: readonly Word[],
  content: readonly boolean[],
  missing: readonly boolean[],
): { text: string; reference: string } | undefined {
  const runs: string[][] = [];
  let run: string[] = [];
  for (let i = 0; i <= words.length; i++) {
    if (i < words.length && content[i] && !missing[i]) run.push(words[i]!.stem);
    else {
      if (run.length >= 2) runs.push(run);
      run = [];
    }
  }
  if (!runs.length) return undefined;
  for (const sentence of knowledge.bio) {
    if (!runs.some((stems) => stems.every((wordStem) => sentence.stems.has(wordStem)))) continue;
    for (const clause of sentence.text.split(/[,;:]/)) {
      const tokens = tokenize(clause);
      if (!tokens.some((token) => NEGATIONS.has(token.folded))) continue;
      const stems = new Set(tokens.map((token) => token.stem));
      if (runs.some((each) => each.every((wordStem) => stems.has(wordStem)))) return { text: sentence.text, reference: knowledge.urls.api(url('getProfile')) };
    }
  }
  return undefined;
}

const NEGATIONS: ReadonlySet<string> = new Set(['not', 'never', 'no', 'nor', 'dont', 'doesnt', 'wont']);

/**
 * What the answer found, named shortly as the closest thing (a category, a skill, projects, an
 * entry of the profile or career): only when it shares a word of what is asked, other than the verb
 * after the subject; undefined otherwise.
 */
function closestOf(knowledge: Knowledge, question: ParsedQuestion, answer: AskAnswer, runs: readonly Word[][]): string | undefined {
  const inRuns = new Set(runs.flat());
  const asked = question.words.filter(
    (word) => (inRuns.has(word) || (word.inMention && !isStopLike(knowledge, word.folded))) && !GENERIC_NOUNS.has(word.folded) && !word.corrected,
  );
  // A few words in quotes repeat the question ("“airport baggage” is not among …"): they are not what the answer found.
  const said = answer.answer.replace(/“(?:[^”\s]+\s?){1,4}”/g, ' ').toLowerCase();
  if (!asked.some((word) => word.inMention || said.includes(word.stem))) return undefined;
  const named: string[] = [];
  for (const mention of question.mentions.filter((found) => !found.corrected))
    for (const entity of mention.entities) {
      if (entity.kind === 'category') named.push(`the skills listed under “${entity.name}”`);
      else if (entity.kind === 'skill') named.push(entity.name);
    }
  const projects = citedPages(knowledge, answer).map((info) => info.view.title);
  if (projects.length) named.push(projects.length > 3 ? `${projects.length} projects` : joinList(projects));
  // "Eilidh's education: …": the entry as the answer names it.
  const entry = /^(?:From )?([^:.“]{3,40}):/.exec(answer.answer)?.[1];
  const entries = [knowledge.urls.api(url('getProfile')), knowledge.urls.api(url('getCareer'))];
  if (!named.length && answer.references.some((reference) => entries.includes(reference)))
    named.push(entry ?? `an entry of ${owners(knowledge)} profile or career`);
  return named.length ? joinList([...new Set(named)].slice(0, 3)) : undefined;
}

// Their machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(WORK_REQUEST, CLAIMS);
