/**
 * A count an organisation of the work history states (issue #28, session 30, values read out): "How
 * many students does Ridgeway have?" against the position's description "A public school district of
 * 46 schools and 31,000 students", "How many shipping lines use the Lion City port community system?"
 * against "… between 1,800 shipping lines …". The question names one organisation of the work history
 * and counts a noun; the position's description, summary or highlights state a number before that
 * noun. The answer leads with the number and quotes the text with the work history as its source.
 */
import type { Portfolio } from '../../portfolio.ts';
import type { Urls } from '../../urls.ts';
import { careerView } from '../../views.ts';
import { currentPositions } from '../../career.ts';
import { literal } from '../text/literal.ts';
import { url } from '../../../catalogue/paths.ts';
import { countIn } from '../answers/count-facts.ts';
import { reply } from '../answers/reply.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import type { AskAnswer } from '../schema.ts';
import { wholeValue } from '../text/lead-values.ts';
import { splitSentences } from '../text/markdown.ts';
import { stem } from '../text/words.ts';
import { foldWords } from './career-lists.ts';
import type { Knowledge } from './knowledge.ts';
import { projectSentences } from './project-index.ts';
import { toSentence } from './sentences.ts';
import { changeAsked, changeValue } from '../answers/change-values.ts';
import { releaseCompiledCode } from '../text/patterns.ts';

/** "How many FHIR profiles are in …": the words after "how many" up to the verb; the counted noun is the last ("profiles"). */
const HOW_MANY = /\bhow many ((?:[\p{L}-]+\s+){0,3}?)([\p{L}-]+)\s+(?:are|is|were|was|does|do|did|has|have|had|can|could|will|would|use|uses|used)\b/iu;

function countedNoun(question: string): string | undefined {
  // Without "many" (most questions), nothing is counted: the periods are not removed for nothing.
  if (!/many/i.test(question)) return undefined;
  // "How many tickets a year does …": a rate's period is not the noun counted.
  return HOW_MANY.exec(question.replace(/\s(?:a|per|each|every) (?:year|month|week|day)\b/gi, ''))?.[2]?.toLowerCase();
}

/** The owner's employer without its name: "her employer", "his current company". */
const OWN_EMPLOYER = /\b(?:her|his|their)\s+(?:current\s+)?(?:employer|company|firm|organi[sz]ation|workplace)\b/i;

/**
 * The stem of the noun an acronym the question writes stands for ("LSPs" -> "provid" of "language service
 * providers"): the last word of a run of words in the texts whose initials spell it; undefined for a word in lower case.
 */
function acronymNoun(question: string, noun: string, texts: readonly string[]): string | undefined {
  const written = new RegExp(`(?<![\\p{L}\\p{N}])(${literal(noun)})(?![\\p{L}\\p{N}])`, 'iu').exec(question)?.[1];
  if (!written || !/^\p{Lu}{2,6}s?$/u.test(written)) return undefined;
  const letters = written.replace(/s$/, '').toLowerCase();
  for (const text of texts) {
    const words = text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    for (let i = 0; i + letters.length <= words.length; i++) {
      const run = words.slice(i, i + letters.length);
      if (run.every((word, j) => word[0]!.toLowerCase() === letters[j])) return stem(run.at(-1)!.toLowerCase());
    }
  }
  return undefined;
}

/** The answerer of one portfolio: the count one named organisation's text states, or undefined. */
export function employerCount(portfolio: Portfolio, urls: Urls): (question: string, parsed: ParsedQuestion, knowledge: Knowledge) => AskAnswer | undefined {
  const career = careerView(portfolio);
  return (question, parsed, knowledge) => {
    const noun = countedNoun(question);
    if (!noun || /^(?:years?|months?|projects?|positions?|jobs?|employers?|companies)$/.test(noun)) return undefined;
    // A project the question names that counts the noun itself answers from its own text ("the Corvane interface fonts").
    const ownStem = stem(noun);
    const ownEmployer = OWN_EMPLOYER.test(question);
    if (
      !ownEmployer &&
      parsed.namedProjects.some((named) => projectSentences(knowledge.projects[named.project]!).some((sentence) => countIn(sentence.text, ownStem)))
    )
      return undefined;
    const words = foldWords(question);
    const byName = career.experience.filter((entry) => {
      const own = foldWords(entry.organisation).filter((word) => word.length > 1);
      return own.length > 0 && (own.every((word) => words.includes(word)) || (own[0]!.length >= 4 && words.includes(own[0]!)));
    });
    // "How many conservancies does her employer run?": the owner's employer is the current position's organisation.
    const named = byName.length || !ownEmployer ? byName : currentPositions(career.experience);
    if (new Set(named.map((entry) => entry.organisation)).size !== 1) return undefined;
    const name = portfolio.profile?.name.split(/\s+/)[0] ?? 'the owner';
    // "How many pits did it monitor when he started?": of a change the entry states ("from 9 open pits to 23"), the side asked.
    const asked = changeAsked(parsed);
    for (const entry of named) {
      const texts = [entry.description, ...splitSentences(entry.summary ?? ''), ...(entry.highlights ?? [])].filter((text): text is string => !!text);
      // "How many LSPs …?": an acronym counts the last noun of the words it stands for ("language service providers").
      const nounStem = acronymNoun(question, noun, texts) ?? ownStem;
      for (const text of asked ? texts : []) {
        const value = changeValue(toSentence(text, stem), [nounStem], asked!, undefined);
        if (value)
          return reply(
            'answer',
            'count',
            `${value}. ${entry.organisation} (${name}'s work history): “${text.trim().replace(/\.?$/, '.')}”`,
            [urls.api(url('getCareer'))],
            0.9,
          );
      }
      for (const text of texts) {
        // "operates 260 broadband and strong-motion stations": an organisation's own text may put two modifiers before the noun.
        const count = countIn(text, nounStem, 4);
        if (!count) continue;
        return reply(
          'answer',
          'count',
          `${wholeValue(count, text)}. ${entry.organisation} (${portfolio.profile?.name.split(/\s+/)[0] ?? 'the owner'}'s work history): “${text.trim().replace(/\.?$/, '.')}”`,
          [urls.api(url('getCareer'))],
          0.9,
        );
      }
    }
    return undefined;
  };
}

// Their machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(HOW_MANY, OWN_EMPLOYER);
