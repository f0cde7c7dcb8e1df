/**
 * A fact that one project's text states, read out (issue #28, class 2): "How many layers does
 * the atlas ship?" gets the number and the sentence that states it, "Who certified it?" the name
 * after the verb, "Where was it deployed?" the place. The sentences are the project's own
 * (description, highlights, write-up); nothing is inferred beyond what one sentence says.
 */
import { FUNCTION_WORDS, NOUN_AUXILIARIES } from '../lexicon.ts';
import type { Knowledge } from '../knowledge/knowledge.ts';
import { projectSentences, type ProjectInfo } from '../knowledge/project-index.ts';
import type { Sentence } from '../knowledge/sentences.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import type { AskAnswer } from '../schema.ts';
import { rangeIn, valueAfterNoun, wholeValue } from '../text/lead-values.ts';
import { stem } from '../text/words.ts';
import { reply } from './reply.ts';
import { likelyListedThing, projectCoverage, sentenceAnswer } from './sentences.ts';
import { changeAcross, changeAsked } from './change-values.ts';
import { countByVerbFact, countFact, countIn, NUMBER } from './count-facts.ts';
import { nameAfterEndPreposition, namesAfterColon, nameStatedFor } from './stated-names.ts';
import { apposed } from './name-before-noun.ts';
import { statedChangeAnswer } from './stated-change.ts';
import { releaseCompiledCode } from '../text/patterns.ts';

type Asked = 'count' | 'who' | 'where' | 'which';

/** What kind of fact the question asks for, from its first words. */
function askedKind(all: ParsedQuestion['words']): { kind: Asked; noun?: string; phrase?: string[] } | undefined {
  // "On which supercomputer did it run?": the question word after a leading preposition.
  const words = LEADING_PREPOSITIONS.has(all[0]?.folded ?? '') && ['which', 'what'].includes(all[1]?.folded ?? '') ? all.slice(1) : all;
  const [first, second, third] = words.map((word) => word.folded);
  if (first === 'how' && (second === 'many' || second === 'much') && third && !/^project/.test(third)) return { kind: 'count', noun: words[2]!.stem };
  if (first === 'who' || first === 'whom') return { kind: 'who' };
  if (first === 'where') return { kind: 'where' };
  // "Which lab audited it?": a name after "by" that contains the noun asked ("Lisbon Hydrology Lab").
  if ((first === 'which' || first === 'what') && second && words.length > 3) return { kind: 'which', noun: words[1]!.stem, phrase: nounPhrase(words) };
  return undefined;
}

/** "Which GNSS receiver does …": the stems after the question word up to the auxiliary; none for "what is …". */
function nounPhrase(words: ParsedQuestion['words']): string[] {
  const end = words.findIndex((word, i) => i > 0 && NOUN_AUXILIARIES.has(word.folded));
  const phrase = words.slice(1, end < 0 ? 1 : end);
  return phrase.every((word) => !FUNCTION_WORDS.has(word.folded) && !NOUN_AUXILIARIES.has(word.folded)) ? phrase.map((word) => word.stem) : [];
}

const LEADING_PREPOSITIONS = new Set(['on', 'in', 'at', 'from', 'with', 'for', 'by', 'to', 'against', 'under', 'through']);

/** "certified by the National Civil Protection Authority": the capitalised name after the preposition. */
function nameAfter(sentence: string, prepositions: RegExp): string | undefined {
  const match = new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${prepositions.source})\\s+(?:the\\s+)?((?:\\p{Lu}[\\p{L}\\p{M}\\p{N}_&'’.-]*)(?:\\s+(?:of|for|and|de|da|do|du|von|van|the)?\\s*\\p{Lu}[\\p{L}\\p{M}\\p{N}_&'’.-]*)*)`,
    'u',
  ).exec(sentence);
  return match?.[1]?.replace(/[.,;:]+$/, '');
}

const PREPOSITIONS: Record<Exclude<Asked, 'count'>, RegExp> = { who: /by|with|for/, where: /in|at/, which: /by|with|for|in|at|from/ };

/** The content words of the question that are not the project's name or the question word. */
function restStems(knowledge: Knowledge, question: ParsedQuestion, info: ProjectInfo): string[] {
  const name = new Set([...info.titleStems, ...info.slugStems, ...(question.namedProjects[0]?.matched ?? [])]);
  const people = knowledge.person.words;
  return question.words
    .filter((word) => !FUNCTION_WORDS.has(word.folded) && !people.has(word.folded) && !name.has(word.stem))
    .filter((word) => !['how', 'many', 'much', 'who', 'whom', 'where'].includes(word.folded))
    .map((word) => word.stem);
}

/**
 * The fact a question about one named project asks for, or undefined when no sentence of the
 * project states it (the engine then answers as before).
 */
export function projectFactAnswer(knowledge: Knowledge, question: ParsedQuestion): AskAnswer | undefined {
  const named = question.namedProjects;
  if (!named.length) return undefined;
  const chosen = untied(knowledge, question);
  if (chosen === undefined) return undefined;
  const info = knowledge.projects[chosen]!;
  // "By how much did correction files drop?": the change the project's sentence states of them (./stated-change.ts).
  const changed = statedChangeAnswer(question, info);
  if (changed) return changed;
  const asked = askedKind(question.words);
  if (!asked) return undefined;
  const sentences = projectSentences(info);
  const rest = restStems(knowledge, question, info);
  const refs = [info.view.links.html, info.view.links.self];
  if (asked.kind === 'count') {
    const counted = countFact(question, info, asked.noun!);
    if (counted) return counted;
    // A sentence with a number that the fact index ranks first for the question's words.
    const elsewhere = otherProjectFact(knowledge, question, info, asked);
    if (elsewhere) return elsewhere;
    const byVerb = countByVerbFact(question, info);
    if (byVerb) return byVerb;
    const stated = sentenceAnswer(knowledge, question, info);
    if (stated) return stated;
    // No sentence of the project even names what is counted: say so, with what the project is.
    if (sentences.some((sentence) => sentence.stems.has(asked.noun!)) || info.view.tags.some((tag) => stem(tag) === asked.noun)) return undefined;
    // "how much money", "how many tickets" as the question writes them; "How much did …" names no noun: "the figure asked".
    const at = question.words.findIndex((word) => word.folded === 'many' || word.folded === 'much');
    const end = question.words.findIndex((word, i) => i > at && (NOUN_AUXILIARIES.has(word.folded) || FUNCTION_WORDS.has(word.folded)));
    const what = question.words
      .slice(at + 1, end < 0 ? at + 2 : end)
      .map((word) => word.folded)
      .join(' ');
    const figure = what ? `how ${question.words[at]!.folded} ${what}` : 'the figure asked';
    return reply('answer', 'project', `${info.view.title} does not state ${figure}: its description is “${info.view.description.trim()}”`, refs, 0.6);
  }
  // "What reading grade did the forms reach?": a change told over two sentences ("grade of 13" … "at grade 7").
  const direction = asked.kind === 'which' ? changeAsked(question) : undefined;
  const across = direction && asked.phrase?.length ? changeAcross(sentences, asked.phrase.at(-1)!, direction) : undefined;
  if (across)
    return reply(
      'answer',
      'project',
      `${across.value}. ${info.view.title}: ${across.sentences.map((sentence) => `“${sentence.text.trim()}”`).join(' ')}`,
      refs,
      0.9,
    );
  // "Who did she run the crawl with?": the name after the same preposition; "which displays are in the lab?": the names after "displays:".
  const stated = nameAfterEndPreposition(question, info) ?? (asked.kind === 'which' ? namesAfterColon(info, asked.phrase?.at(-1) ?? asked.noun!) : undefined);
  if (stated) return stated;
  // A name that only repeats the project's title or the question ("the Avalanche group" of "Avalanche Slope Layer") answers nothing.
  const written = new Set([...question.words.map((word) => word.folded), ...info.view.title.toLowerCase().split(/[^\p{L}\p{N}]+/u)]);
  const repeats = (found: string) => found.split(/[^\p{L}\p{N}]+/u).every((part) => !part || written.has(part.toLowerCase()));
  // The sentence that has the question's verb or noun and a name after the preposition.
  const scored = sentences
    .map((sentence) => ({ sentence, shared: rest.filter((wordStem) => sentence.stems.has(wordStem)).length }))
    .filter((entry) => entry.shared > 0)
    .sort((a, b) => b.shared - a.shared);
  for (const { sentence } of scored) {
    const clause = clauseWith(sentence.text, rest);
    const found = nameAfter(clause, PREPOSITIONS[asked.kind]);
    if (found && asked.kind === 'which' && !found.split(/\s+/).some((word) => stem(word.toLowerCase()) === asked.noun)) continue;
    if (found) return reply('answer', 'project', `${wholeValue(found, sentence.text)}. ${info.view.title}: “${sentence.text.replace(/\s+$/, '')}”`, refs);
  }
  // "Who was the research partner?" against "A research partner in Boston, Northgate Clinical
  // Research, studied …": the name set beside the noun asked (an apposition), not after a preposition.
  if (asked.kind === 'who' || asked.kind === 'which') {
    const asWritten = new Set(question.words.map((word) => word.folded));
    for (const { sentence } of scored) {
      const found = nameBeside(sentence.text, rest, asWritten);
      if (found) return reply('answer', 'project', `${wholeValue(found, sentence.text)}. ${info.view.title}: “${sentence.text.replace(/\s+$/, '')}”`, refs);
    }
  }
  // "What range of speed loss did it find?": the range the sentence with most of the question's words states ("between 2% and 11%").
  const ranged = /^(?:range|spread)$/.test(question.words[1]?.folded ?? '') ? scored.find((entry) => rangeIn(entry.sentence.text)) : undefined;
  if (ranged) return reply('answer', 'project', `${rangeIn(ranged.sentence.text)}. ${info.view.title}: “${ranged.sentence.text.replace(/\s+$/, '')}”`, refs);
  // "What VMAF target did it aim for?": the number a sentence gives the noun asked ("a VMAF target of 93"), before any name.
  const phrase = asked.phrase ?? [];
  const head = asked.kind === 'which' ? phrase.at(-1) : undefined;
  for (const sentence of head ? sentences : []) {
    const value = sentence.stems.has(head!) ? valueAfterNoun(sentence.text, head!, stem) : undefined;
    if (value) return reply('answer', 'project', `${value}. ${info.view.title}: “${sentence.text.replace(/\s+$/, '')}”`, refs);
  }
  // "Which GPU does it run on?": the name written before the noun ("NVIDIA A100 GPUs"), or the
  // names after the question's verb ("supports the Ouster OS1-64 and the Livox Mid-360").
  // The head noun of the phrase first ("receiver" of "GNSS receiver"), then its other words.
  for (const noun of [...phrase].reverse()) {
    const withNoun = sentences.filter((sentence) => sentence.stems.has(noun) && !scored.some((entry) => entry.sentence === sentence));
    for (const sentence of [...scored.map((entry) => entry.sentence), ...withNoun]) {
      const found = namesAfterVerb(sentence.text, rest, phrase) ?? nameBefore(sentence.text, noun, phrase);
      if (found && !repeats(found))
        return reply('answer', 'project', `${wholeValue(found, sentence.text)}. ${info.view.title}: “${sentence.text.replace(/\s+$/, '')}”`, refs);
    }
  }
  // "Which news site was it built for?": the name beside the noun asked or after the question's preposition, in any sentence.
  const beside = asked.kind === 'where' ? undefined : nameStatedFor(knowledge, question, info);
  if (beside) return beside;
  return (
    (asked.kind === 'which' ? likelyListedThing(knowledge, question, info, sentences) : undefined) ??
    otherProjectFact(knowledge, question, info, asked) ??
    sentenceAnswer(knowledge, question, info)
  );
}

/**
 * The project a fact question names: the first named, or of several named equally well ("What
 * reading grade did the benefits forms reach?" names "Reading Mode …" and "… Benefits Forms"), the
 * one whose text has more of the question's words, when one has more; undefined for a tie.
 */
function untied(knowledge: Knowledge, question: ParsedQuestion): number | undefined {
  const named = question.namedProjects;
  const tied = named.filter((candidate) => named[0]!.score - candidate.score < 0.05);
  if (tied.length === 1) return tied[0]!.project;
  // "Which is older, A or B?" names both on purpose.
  if (question.cues.has('or') || question.cues.has('compare')) return undefined;
  const covered = tied.map((candidate) => ({ project: candidate.project, covered: projectCoverage(knowledge, question, candidate.project) }));
  const best = Math.max(...covered.map((entry) => entry.covered));
  const top = covered.filter((entry) => entry.covered === best);
  return top.length === 1 ? top[0]!.project : undefined;
}

/** The fact a sentence states for the kind asked: a count of the noun, or a name. */
function factIn(text: string, rest: readonly string[], asked: NonNullable<ReturnType<typeof askedKind>>): string | undefined {
  if (asked.kind === 'count') return countIn(text, asked.noun!);
  const found = nameAfter(clauseWith(text, rest), PREPOSITIONS[asked.kind]);
  if (found && asked.kind === 'which' && !found.split(/\s+/).some((word) => stem(word.toLowerCase()) === asked.noun)) return undefined;
  return found;
}

/** How many sentences of other projects `otherProjectFact` examined (the tests check that it reads only those with three of the question's words). */
export const otherFactReads = { count: 0 };

/** Per portfolio: every project's sentences in order, and per stem the positions of the sentences that have it; made once. */
const SENTENCE_INDEX = new WeakMap<Knowledge, { sentences: { info: ProjectInfo; sentence: Sentence }[]; byStem: Map<string, number[]> }>();
function sentenceIndex(knowledge: Knowledge) {
  let index = SENTENCE_INDEX.get(knowledge);
  if (!index) {
    const sentences = knowledge.projects.flatMap((info) => projectSentences(info).map((sentence) => ({ info, sentence })));
    const byStem = new Map<string, number[]>();
    sentences.forEach(({ sentence }, position) => {
      for (const wordStem of sentence.stems) {
        const list = byStem.get(wordStem);
        if (list) list.push(position);
        else byStem.set(wordStem, [position]);
      }
    });
    SENTENCE_INDEX.set(knowledge, (index = { sentences, byStem }));
  }
  return index;
}

/**
 * "Who certified the flood paper's reproducibility?" with the flood project named: when another
 * project has a sentence that states the fact and shares more of the question's words (at least
 * three) than any sentence of the named project, that sentence answers, with its own project.
 */
function otherProjectFact(
  knowledge: Knowledge,
  question: ParsedQuestion,
  named: ProjectInfo,
  asked: NonNullable<ReturnType<typeof askedKind>>,
): AskAnswer | undefined {
  const people = knowledge.person.words;
  const content = [
    ...new Set(
      question.words
        .filter((word) => !FUNCTION_WORDS.has(word.folded) && !people.has(word.folded) && !NOUN_AUXILIARIES.has(word.folded))
        .filter((word) => !['how', 'many', 'much', 'who', 'whom', 'where', 'which', 'what'].includes(word.folded))
        .map((word) => word.stem),
    ),
  ];
  const sharedWith = (sentence: Sentence) => content.filter((wordStem) => sentence.stems.has(wordStem)).length;
  const namedBest = Math.max(0, ...projectSentences(named).map(sharedWith));
  let best: { info: ProjectInfo; sentence: Sentence; fact: string; shared: number } | undefined;
  // Only the sentences with three of the question's words at least can answer: counted through the
  // stem index, then read in the projects' order, as a walk over every sentence would.
  const index = sentenceIndex(knowledge);
  const counts = new Map<number, number>();
  for (const wordStem of content) for (const position of index.byStem.get(wordStem) ?? []) counts.set(position, (counts.get(position) ?? 0) + 1);
  const positions = [...counts].filter(([, count]) => count >= 3).map(([position]) => position);
  for (const position of positions.sort((a, b) => a - b)) {
    const { info, sentence } = index.sentences[position]!;
    if (info === named) continue;
    otherFactReads.count++;
    const shared = sharedWith(sentence);
    if (shared < 3 || shared <= namedBest || (best && shared <= best.shared)) continue;
    const fact = factIn(sentence.text, content, asked);
    if (fact) best = { info, sentence, fact, shared };
  }
  if (!best) return undefined;
  const refs = [best.info.view.links.html, best.info.view.links.self];
  return reply(
    'answer',
    asked.kind === 'count' ? 'count' : 'project',
    `${wholeValue(best.fact, best.sentence.text)}. ${best.info.view.title}: “${best.sentence.text.replace(/\s+$/, '')}”`,
    refs,
    0.8,
  );
}

/** The part of a sentence from the first word of the question's own words on ("… and audited by X"). */
function clauseWith(text: string, rest: readonly string[]): string {
  const tokens = text.split(/(\s+)/);
  const at = tokens.findIndex((token) => rest.includes(stem(token.toLowerCase().replace(/[^a-z0-9-]/g, ''))));
  return at < 0 ? text : tokens.slice(at).join('');
}

/** A word that is part of a name: capitalised, or a model code with a digit ("A100", "OS1-64"). */
const NAME_WORD = /^(?:\p{Lu}[\p{L}\p{M}\p{N}_&'’.+-]*|[\p{L}\p{N}_-]*\p{N}[\p{L}\p{N}_-]*)$/u;

/** A name word that is not a capitalised function word ("The", "It"); an all-capital word ("ETC") is a name. */
const isNameWord = (token: string) => NAME_WORD.test(token) && (!FUNCTION_WORDS.has(token.toLowerCase()) || /^[\p{Lu}\p{N}-]{2,}$/u.test(token));

const bare = (token: string) => token.replace(/^[("“]+|[),.;:!?"”]+$/g, '');

/**
 * "A research partner in Boston, Northgate Clinical Research, studied …", "the partner, Northgate
 * Clinical Research, …", "its partner Northgate Clinical Research": the name right after a word of
 * the question (a noun asked), past a place ("in Boston") and a comma; a name the question itself
 * writes is not an answer. The name ends at a comma, a full stop or a lower-case word.
 */
function nameBeside(sentence: string, rest: readonly string[], asWritten: ReadonlySet<string>): string | undefined {
  const raw = sentence.split(/\s+/);
  const tokens = raw.map(bare);
  for (let i = 0; i < tokens.length - 1; i++) {
    if (!rest.includes(stem(tokens[i]!.toLowerCase())) || /[.;:]$/.test(raw[i]!)) continue;
    let j = i + 1;
    let comma = /,$/.test(raw[i]!);
    // A place after the noun ("in Boston"): a preposition and name words, up to a comma.
    if (!comma && ['in', 'at', 'from', 'of'].includes(tokens[j]?.toLowerCase() ?? '')) {
      let k = j + 1;
      while (k < tokens.length && isNameWord(tokens[k]!) && !/[,.;:]$/.test(raw[k - 1]!)) k++;
      if (k === j + 1 || !/,$/.test(raw[k - 1]!)) continue;
      j = k;
      comma = true;
    }
    const start = j;
    while (j < tokens.length && isNameWord(tokens[j]!) && (j === start || !/[,.;:]$/.test(raw[j - 1]!))) j++;
    const name = tokens.slice(start, j);
    // In apposition: closed by a comma or the sentence's end ("…, Northgate Clinical Research, studied").
    const closed = j >= tokens.length || /[,.;:]$/.test(raw[j - 1]!);
    if (!name.length || !closed || (!comma && name.length < 2)) continue;
    if (name.every((word) => asWritten.has(word.toLowerCase()))) continue;
    if (!name.some((word) => /[a-z]/.test(word) || /\d/.test(word))) continue;
    return name.join(' ');
  }
  return undefined;
}

/** "on NVIDIA A100 GPUs" for the noun "gpu": the name words just before the noun, not at the sentence start. */
function nameBefore(sentence: string, noun: string, phrase: readonly string[]): string | undefined {
  const raw = sentence.split(/\s+/);
  const tokens = raw.map(bare);
  for (let i = 1; i < tokens.length; i++) {
    if (stem(tokens[i]!.toLowerCase()) !== noun) continue;
    // "ZED-F9P RTK receiver" for "GNSS receiver": the phrase's other words may stand between.
    let k = i;
    while (k > 1 && phrase.includes(stem(tokens[k - 1]!.toLowerCase()))) k--;
    let j = k;
    while (j > 1 && isNameWord(tokens[j - 1]!)) j--;
    // A number alone ("27 GPUs") is a count, not a name; after a count ("four Belgian universities") the words describe, not name.
    const name = tokens.slice(j, k);
    if (NUMBER.test(tokens[j - 1]!)) continue;
    if (name.length && name.some((word) => /\p{L}/u.test(word))) return apposed(raw, j, isNameWord) ?? name.join(' ');
  }
  return undefined;
}

/** "supports the Ouster OS1-64 and the Livox Mid-360": the names right after a verb of the question. */
function namesAfterVerb(sentence: string, rest: readonly string[], phrase: readonly string[]): string | undefined {
  const tokens = sentence.split(/\s+/).map(bare);
  const verb = tokens.findIndex((token) => {
    const tokenStem = stem(token.toLowerCase());
    return !phrase.includes(tokenStem) && rest.includes(tokenStem);
  });
  if (verb < 0) return undefined;
  const names: string[] = [];
  let i = verb + 1;
  while (i < tokens.length) {
    if (['the', 'a', 'an'].includes(tokens[i]!.toLowerCase())) i++;
    const start = i;
    while (i < tokens.length && isNameWord(tokens[i]!)) i++;
    if (i === start) break;
    names.push(tokens.slice(start, i).join(' '));
    if (!['and', 'or'].includes(tokens[i]?.toLowerCase() ?? '') && !/,$/.test(sentence.split(/\s+/)[i - 1] ?? '')) break;
    if (['and', 'or'].includes(tokens[i]?.toLowerCase() ?? '')) i++;
  }
  return names.length ? names.join(' and ') : undefined;
}

// Their machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(NAME_WORD);
