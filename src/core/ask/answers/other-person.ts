/**
 * A question about another person (issue #28, the review of session 36): "Is Jonah Smith available?", "Is Dr. Hwang
 * available?", "Is Yoon-seo Park a dental engineer?" for an owner named Yoon-seo Baek. The subject after the opening
 * auxiliary is a capitalised name of two words (or a title and a name) that is not the owner's name, that no word of
 * the content writes and that is no place: the portfolio is the owner's and says nothing about that person, so no
 * answer about the owner (her availability, her role) is given in that person's name.
 */
import type { Knowledge } from '../knowledge/knowledge.ts';
import { isKnownStem } from '../knowledge/knowledge.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import type { AskAnswer } from '../schema.ts';
import { reply } from './reply.ts';

/** The auxiliaries a yes/no question about a person opens with. */
const OPENING = new Set(['is', 'was', 'does', 'did', 'has', 'can', 'could', 'would', 'will']);
/** Cues of a question about skills or work ("Is Google Cloud one of her skills?"): not about a person. */
const SKILL_OR_WORK = ['skillNoun', 'skillVerb', 'projectNoun', 'projectVerb', 'workNoun', 'compare', 'count'] as const;
/** Titles before a surname ("Dr. Hwang"). */
const TITLES = new Set(['dr', 'mr', 'mrs', 'ms', 'miss', 'prof', 'professor', 'sir', 'dame']);

/** The name as asked ("Jonah Smith", "Dr. Hwang") when the question's subject is another person than the owner; else undefined. */
export function otherPersonAsked(knowledge: Knowledge, question: ParsedQuestion, text: string): string | undefined {
  const words = question.words;
  if (!OPENING.has(words[0]?.folded ?? '') || words.length < 4) return undefined;
  // The run of capitalised words after the auxiliary (a title may open it): "Jonah Smith", "Yoon-seo Park", "Dr. Hwang".
  let end = 1;
  while (end < words.length && end < 6 && (words[end]!.capitalised || (end === 1 && TITLES.has(words[end]!.folded))) && /^[a-z]+$/.test(words[end]!.folded))
    end++;
  const run = words.slice(1, end);
  if (run.length < 2) return undefined;
  const owner = knowledge.person.words;
  const others = run.filter((word) => !owner.has(word.folded) && !TITLES.has(word.folded));
  // The owner's own name is the owner; a word the content writes (a skill, a project, an employer) is no other person.
  if (!others.length || others.some((word) => isKnownStem(knowledge, word.stem) || knowledge.phrases.has(word.stem) || knowledge.bioStems.has(word.stem)))
    return undefined;
  if (question.mentions.some((mention) => mention.start < end) || question.places.some((place) => place.start < end)) return undefined;
  if (question.namedProjects.length || SKILL_OR_WORK.some((cue) => question.cues.has(cue))) return undefined;
  // The name as the asker wrote it: as many words of the text as the run has (a hyphenated word is two).
  const written = text.trim().split(/\s+/).slice(1);
  let letters = 0;
  const name: string[] = [];
  for (const token of written) {
    if (letters >= run.length) break;
    name.push(token);
    letters += token.split('-').length;
  }
  return name.join(' ').replace(/[?!,.]+$/, '') || undefined;
}

/** "The portfolio is Jonas Everaert's and says nothing about Jonah Smith.", or undefined. */
export function otherPersonAnswer(knowledge: Knowledge, question: ParsedQuestion, text: string): AskAnswer | undefined {
  const name = otherPersonAsked(knowledge, question, text);
  if (!name) return undefined;
  const full = knowledge.person.full || 'its owner';
  return reply('not_found', 'profile', `This portfolio is ${full}'s and says nothing about ${name}.`, [], 0.9);
}
