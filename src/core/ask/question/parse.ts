/**
 * Reading a question, stage by stage: normalising (./normalise.ts), words (./words.ts), cues
 * (./cues.ts), places (./places.ts), typo correction (./typos.ts), entity mentions
 * (./mentions.ts), years (./years.ts) and named projects (./named-projects.ts). No answer is
 * chosen here: ../engine.ts does that from the parsed question.
 */
import type { PlaceMention } from '../gazetteer.ts';
import type { Knowledge } from '../knowledge/knowledge.ts';
import { PERSON_WORDS } from '../lexicon.ts';
import { cueByOwnPhrase, cuesOfWord, dropCuesInsideNames, findCues, type Cue } from './cues.ts';
import { dropFieldWordsOfOtherThings } from './field-words.ts';
import { findMentions, type Mention, OF_THE_PERSON, saysWhatThePersonIs } from './mentions.ts';
import { dropCuesOfPublicSenses } from './public-senses.ts';
import { findNamedProjects, type NamedProject } from './named-projects.ts';
import { normaliseQuestion } from './normalise.ts';
import { findQuestionPlaces } from './places.ts';
import { correctOwnerName, correctQuestionWords, correctTypos } from './typos.ts';
import { questionWords, type Word } from './words.ts';
import { findYears, type YearRange } from './years.ts';
import { QuestionAnalysis } from './analysis.ts';

export interface ParsedQuestion {
  /** Whether injection phrases were removed from the question. */
  injection: boolean;
  words: Word[];
  mentions: Mention[];
  places: PlaceMention[];
  years: YearRange | undefined;
  cues: Set<Cue>;
  /** Projects the question names, best first (only those that clear the bar). */
  namedProjects: NamedProject[];
  /** Whether the question names the owner or speaks of a person (she, he, you...). */
  person: boolean;
  /** Whether a word was read as another (a typo or word family corrected). */
  corrected: boolean;
  /** Words of a private field used in a public sense ("hidden feeders"): asked, so a verdict must state them (./public-senses.ts). */
  publicSenses: Word[];
  /** What the rules read of this question, each reading made once (./analysis.ts). */
  analysis: QuestionAnalysis;
}

export function parseQuestion(knowledge: Knowledge, question: string): ParsedQuestion {
  const { text, injection } = normaliseQuestion(question);
  const words = questionWords(text, question);
  correctOwnerName(knowledge, words);
  correctQuestionWords(knowledge, words);
  const plain = words.map((word) => word.folded).join(' ');
  // "What does Thea do for a living?": the owner's name reads as a pronoun for the cue phrases ("does she do for a living").
  const cues = findCues(words, words.map((word) => (knowledge.person.words.has(word.folded) ? 'they' : word.folded)).join(' '));
  const person = words.some((word) => PERSON_WORDS.has(word.folded) || knowledge.person.words.has(word.folded));
  // "How quickly do urgent orders reach the customer?": a measure of something that "reaches" another thing, not contact
  // ("how can I reach her?" has a person).
  if (
    !person &&
    words[0]?.folded === 'how' &&
    cues.has('contact') &&
    words.some((word) => word.folded === 'reach') &&
    !words.some((word) => OTHER_CONTACT.has(word.folded))
  )
    cues.delete('contact');

  // Places before corrections: they are not the portfolio's words.
  const places = findQuestionPlaces(words, question);
  const placeWords = new Set<number>();
  for (const span of places) for (let i = span.start; i < span.end; i++) placeWords.add(i);

  let corrected = correctTypos(knowledge, words, placeWords);
  // "Is she smart?": an adjective about the person is no name the content writes in capitals
  // ("SMART 7", "SMART Patrol Data Pipeline"): its stem is set apart from the content's words.
  words.forEach((word, at) => {
    if (at > 0 && saysWhatThePersonIs(knowledge, words, at, cues)) word.stem = `${word.stem}${OF_THE_PERSON}`;
  });
  const mentions = findMentions(knowledge, words, cues);
  for (const mention of mentions) {
    for (let position = mention.start; position < mention.end; position++) words[position]!.inMention = true;
    if (mention.corrected) corrected = true;
  }
  const inWholeName = new Set(mentions.filter((mention) => !mention.weak).flatMap((mention) => words.slice(mention.start, mention.end)));
  dropCuesInsideNames(cues, words, plain, inWholeName);
  // "What AUC did the model reach?", "voted by phone", "a carbon monoxide level": the owner's field only when asked of the owner.
  const namedProjects = findNamedProjects(knowledge, words, mentions);
  dropFieldWordsOfOtherThings(cues, words, cuesOfWord, (cue) => cueByOwnPhrase(cue, plain), knowledge.person.words, namedProjects.length > 0);
  // "the signal timing core", "phones without signal", "hidden ruins": a private field's word in a public phrase or another sense.
  const publicSenses = dropCuesOfPublicSenses(knowledge, cues, { words, person, inWholeName, injection }, cuesOfWord, (cue) => cueByOwnPhrase(cue, plain));

  return {
    injection,
    words,
    mentions,
    places,
    years: findYears(plain),
    cues,
    namedProjects,
    person,
    corrected,
    publicSenses,
    analysis: new QuestionAnalysis(),
  };
}

/** The words other than "reach" that ask for contact (../tables/cue-words.json). */
const OTHER_CONTACT = new Set(['contact', 'touch', 'hire', 'hiring', 'freelance', 'availability', 'available', 'email', 'e-mail', 'phone']);
