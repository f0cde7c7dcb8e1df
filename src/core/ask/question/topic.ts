/**
 * What a parsed question is about: its topic words (neither stop words nor part of a mention),
 * the words of its mentions, and whether a project it names is only a skill's name.
 */
import type { Knowledge } from '../knowledge/knowledge.ts';
import type { Mention } from './mentions.ts';
import type { NamedProject } from './named-projects.ts';
import type { ParsedQuestion } from './parse.ts';
import { isStopLike } from './stop-words.ts';
import type { Word } from './words.ts';

/** Topic words: not used by a mention, not a cue, not a function word, not the owner's name. */
export function topicWords(knowledge: Knowledge, question: ParsedQuestion): Word[] {
  const time = timeExpressionWords(question.words);
  return question.words.filter((word, i) => !word.inMention && !isStopLike(knowledge, word.folded) && !time.has(i));
}

/** Units of time that, after "next", "last", "this" …, make a time expression ("next year"), not a topic. */
const TIME_UNITS = new Set(['year', 'years', 'month', 'months', 'week', 'weeks', 'quarter', 'day', 'days', 'summer', 'winter', 'spring', 'autumn', 'fall']);
const TIME_LEADS = new Set(['next', 'last', 'this', 'coming', 'past', 'previous', 'every', 'per']);

/** The positions of the words of time expressions ("next year", "this quarter"). */
function timeExpressionWords(words: readonly Word[]): Set<number> {
  const found = new Set<number>();
  words.forEach((word, i) => {
    if (i > 0 && TIME_UNITS.has(word.folded) && TIME_LEADS.has(words[i - 1]!.folded)) found.add(i).add(i - 1);
  });
  return found;
}

/** Whether a word occurs in the projects' text. */
export function isKnown(knowledge: Knowledge, word: Word): boolean {
  return knowledge.postings.has(word.stem);
}

/** A mention's words as the question wrote them. */
export function writtenForm(question: ParsedQuestion, mention: Mention): string {
  return question.words
    .slice(mention.start, mention.end)
    .map((word) => word.folded)
    .join(' ');
}

/** The stems of the words of the question's mentions (of skill mentions only with `skillsOnly`). */
export function mentionStems(question: ParsedQuestion, skillsOnly = false): Set<string> {
  const stems = new Set<string>();
  for (const mention of question.mentions) {
    if (skillsOnly && !mention.entities.some((entity) => entity.kind === 'skill')) continue;
    for (let i = mention.start; i < mention.end; i++) stems.add(question.words[i]!.stem);
  }
  return stems;
}

/** Whether a named project's matched words are all one skill's name ("react native"). */
export function namedBySkill(
  question: ParsedQuestion,
  candidate: NamedProject,
  mentions: Mention[] = question.mentions,
  words: Word[] = question.words,
): boolean {
  return mentions.some((mention) => {
    if (!mention.entities.some((entity) => entity.kind === 'skill')) return false;
    const stems = new Set(words.slice(mention.start, mention.end).map((word) => word.stem));
    return [...candidate.matched].every((wordStem) => stems.has(wordStem));
  });
}
