/**
 * A wh-question about one of the owner's pastimes (issue #28, the owner's facts): "Which club does she play camogie
 * for?", "Where does he ride his bike?", "Where are his beehives?", "What kind of puzzles does she set?". The
 * interest is found as ./listed-kinds.ts finds it for a yes/no question (a word of its name, the same pastime by
 * derivation, a thing it names or its kind, all WordNet at build time), or by the head of one of its keywords written
 * in the question ("beehives" ends with the "hives" of "Kenya top-bar hives"); the answer is the interest with its
 * keywords and the bio's sentence that writes the most of its words ("… play camogie for a junior club in Ringsend").
 * Precision first: one interest only, the question about the owner, and a word asked that the skills, tags and
 * projects use names the work, never a pastime. Field-neutral: no word list.
 */
import type { Knowledge } from '../knowledge/knowledge.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import type { AskAnswer } from '../schema.ts';
import { releaseCompiledCode } from '../text/patterns.ts';
import { stem } from '../text/words.ts';
import { url } from '../../../catalogue/paths.ts';
import { apiUrl, reply } from './reply.ts';

/** "Where …", "Which …", "What kind of …", "Who …": a question for a value, not a yes or a no. */
const WH_ASKED = /^\s*(?:where|which|what|who|whom)\b/i;

/** The rule's pre-test (../rules.ts, with the yes/no one of ./listed-kinds.ts). */
export const pastimeAskedApplies = (question: ParsedQuestion, text: string) => question.person && WH_ASKED.test(text);

/** One interest as ./listed-kinds.ts keys it: the word that reaches it and how. */
export interface PastimeHit {
  line: string;
  relation: string;
}

export interface PastimeInterest {
  name: string;
  keywords?: readonly string[];
}

/** The forms of a question word to look up (plural, "-ies", "-es"). */
const formsOf = (word: string) => [word, word.replace(/ies$/, 'y'), word.replace(/es$/, ''), word.replace(/s$/, '')];

/** Relations that name the pastime itself, whatever the projects use: its own word, the same pastime, a thing it names. */
const OWN = new Set(['self', 'same', 'thing']);

export function pastimeAskedAnswer(
  knowledge: Knowledge,
  question: ParsedQuestion,
  text: string,
  interests: readonly PastimeInterest[],
  byKind: ReadonlyMap<string, readonly PastimeHit[]>,
  careerRef: string,
): AskAnswer | undefined {
  if (!pastimeAskedApplies(question, text)) return undefined;
  const found = new Set<string>();
  for (const word of question.words) {
    // A word the skills, tags or projects use names the work ("model" in a portfolio of model checking), not a pastime.
    if (word.folded.length < 4 || knowledge.person.words.has(word.folded) || knowledge.postings.has(word.stem)) continue;
    for (const form of formsOf(word.folded)) {
      for (const hit of byKind.get(form) ?? []) if (OWN.has(hit.relation)) found.add(hit.line);
      // "beehives" with the keyword "Kenya top-bar hives": a keyword's head of four letters or more that ends the word asked.
      for (const interest of interests)
        for (const keyword of interest.keywords ?? []) {
          const head =
            keyword
              .toLowerCase()
              .split(/[\s-]+/)
              .at(-1) ?? '';
          if (head.length >= 4 && !/^\p{Lu}/u.test(keyword.split(/\s+/).at(-1) ?? '') && form.endsWith(head.replace(/s$/, ''))) found.add(interest.name);
        }
    }
  }
  if (found.size !== 1) return undefined;
  const interest = interests.find((each) => each.name === [...found][0]);
  if (!interest) return undefined;
  const line = interest.keywords?.length ? `${interest.name} (${interest.keywords.join(', ')})` : interest.name;
  // The bio's sentence with the most of the interest's words (its name, keywords and the words that reach it).
  const words = new Set<string>();
  for (const text of [interest.name, ...(interest.keywords ?? [])])
    for (const word of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) if (word.length > 3) words.add(stem(word));
  for (const [word, hits] of byKind)
    if (hits.some((hit) => hit.line === interest.name && (hit.relation === 'same' || hit.relation === 'self'))) words.add(stem(word));
  let best: string | undefined;
  let most = 0;
  for (const sentence of knowledge.bio) {
    const shared = [...words].filter((word) => sentence.stems.has(word)).length;
    if (shared > most) [best, most] = [sentence.text.trim(), shared];
  }
  const name = knowledge.person.first || 'The portfolio owner';
  const quoted = best ? ` From ${name}'s bio: “${best}”` : '';
  const refs = best ? [careerRef, apiUrl(knowledge, url('getProfile'))] : [careerRef];
  return reply('answer', 'profile', `${line} is one of ${name}'s interests outside work.${quoted}`, refs, 0.9);
}

// Their machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(WH_ASKED);
