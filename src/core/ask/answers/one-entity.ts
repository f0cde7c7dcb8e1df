/**
 * One resolution of the thing asked in a skill check (issue #28, self-contradicting answers): "Has
 * he used the Daraja API?" found the listed "Safaricom M-Pesa Daraja API 2.0", and another part of
 * the same answer said "“daraja api” is not among the listed skills". Once listed skills answer the
 * check, a "not among the listed skills" sentence about words that are all words of those names, or
 * the lower-case head nouns right after a name ("loggers" of "Fridge-tag loggers", "API" of
 * "WhatsApp Business API"), denies what the answer has just listed: it is dropped.
 */
import { isDatasetName } from '../entities.ts';
import type { Entity } from '../knowledge/entity-phrases.ts';
import type { Knowledge } from '../knowledge/knowledge.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import { isStopLike } from '../question/stop-words.ts';
import { tokenize } from '../text/words.ts';
import { comparedVersions } from './asked-version.ts';
import type { CheckItem } from './unlisted.ts';

/**
 * The items of a skill check once the thing asked is resolved once: a version asked compared with
 * the listed ones (./asked-version.ts; `skills` keeps only those that answer), and no sentence
 * that denies a listed skill found. Each sentence once.
 */
export function resolveChecks(knowledge: Knowledge, question: ParsedQuestion, skills: Entity[], items: readonly CheckItem[]): CheckItem[] {
  const compared = comparedVersions(knowledge, question, skills);
  const resolved = [...compared.items, ...oneResolution(knowledge, question, skills, items)];
  skills.splice(0, skills.length, ...compared.skills);
  return resolved.filter((item, i) => resolved.findIndex((other) => other.text === item.text) === i);
}

/** A sentence that says the quoted words are not a listed skill ("“daraja api” is not among …"). */
const NOT_LISTED = /^(?:No\. )?“([^”]+)” is not among /;

/** The items, without those that deny a listed skill the check has found. */
export function oneResolution(knowledge: Knowledge, question: ParsedQuestion, skills: readonly Entity[], items: readonly CheckItem[]): CheckItem[] {
  if (!skills.length) return [...items];
  const named = new Set(skills.flatMap((skill) => tokenize(skill.name).map((token) => token.stem)));
  const covered = new Set(named);
  // The lower-case words right after a run of words of a found name: the kind of thing it is.
  for (let i = 1; i < question.words.length; i++) {
    const before = tokenize(question.words[i - 1]!.folded).map((token) => token.stem);
    if (!before.length || !before.every((stem) => named.has(stem))) continue;
    for (let j = i; j < Math.min(i + 2, question.words.length); j++) {
      const word = question.words[j]!;
      // "API", "SDK": a capitalised head noun too, unless the datasets name a thing by it ("SQL", "Django").
      const head = !word.capitalised || !isDatasetName(word.folded);
      if (!head || /\d/.test(word.folded) || isStopLike(knowledge, word.folded)) break;
      for (const token of tokenize(word.folded)) covered.add(token.stem);
    }
  }
  return items.filter((item) => {
    const quoted = NOT_LISTED.exec(item.text)?.[1];
    if (!quoted) return true;
    const stems = tokenize(quoted).map((token) => token.stem);
    return !stems.length || !stems.every((stem) => covered.has(stem));
  });
}
