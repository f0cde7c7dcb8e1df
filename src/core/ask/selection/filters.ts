/**
 * The topic of a question as project filters: the skills, tags and categories it names and its
 * remaining topic words (consecutive known words are one term), with its years.
 */
import type { Knowledge } from '../knowledge/knowledge.ts';
import { GENERIC_NOUNS } from '../lexicon.ts';
import type { Mention } from '../question/mentions.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import { isKnown, topicWords, writtenForm } from '../question/topic.ts';
import type { Word } from '../question/words.ts';
import { mentionTerm, wordsTerm, type Filter, type Term } from './select-projects.ts';

/** The topic of a question as terms: its mentions, then its remaining topic words. */
export function termsOf(
  knowledge: Knowledge,
  question: ParsedQuestion,
  mentions: Mention[] = question.mentions,
): { terms: Term[]; unknown: Word[]; any: boolean } {
  const terms: Term[] = mentions
    .filter((mention) => !mention.entities.every((entity) => entity.kind === 'concept' && entity.concept?.generic))
    .map((mention) => {
      const term = mentionTerm(knowledge, mention, writtenForm(question, mention));
      // "earthquake" of "NZS 1170.5 earthquake actions": one word of a longer name whose skill no project
      // uses is read as a word of the projects' text ("the 2011 Christchurch earthquake").
      return mention.weak && !term.levels.size ? wordsTerm(knowledge, question.words.slice(mention.start, mention.end)) : term;
    });
  const unknown: Word[] = [];
  let group: Word[] = [];
  const flush = () => {
    if (group.length) terms.push(wordsTerm(knowledge, group));
    group = [];
  };
  const topic = new Set(topicWords(knowledge, question));
  question.words.forEach((word, position) => {
    if (!topic.has(word)) {
      if (word.folded === 'or' || word.folded === 'and' || mentions.some((mention) => mention.start === position)) flush();
      return;
    }
    if (!isKnown(knowledge, word)) {
      unknown.push(word);
      return;
    }
    group.push(word);
  });
  flush();
  // "etl pipelines": a generic noun next to a real topic does not narrow it.
  const specific = terms.filter((term) => !GENERIC_NOUNS.has(term.label));
  return { terms: specific.length ? specific : terms, unknown, any: question.cues.has('or') && !question.cues.has('compare') };
}

/** The question's filter (terms, years), with `extra` criteria and the topic words the portfolio never mentions. */
export function filterOf(knowledge: Knowledge, question: ParsedQuestion, extra: Partial<Filter> = {}): Filter & { unknown: Word[] } {
  const { terms, unknown, any } = termsOf(knowledge, question);
  return { terms, any, ...(question.years ? { years: question.years } : {}), ...extra, unknown };
}
