/**
 * How the content writes a name asked (issue #28, verdicts a name earns): with a capital
 * ("Spring Boot" for "Spring", "RTUs" for "RTU"), and a standard's part by its last number
 * ("IEC 60870-5-104" for "IEC 104"). Used by ./unlisted.ts.
 */
import { fold } from '../text/words.ts';
import { literal } from '../text/literal.ts';

/** Whether a text writes a word with a capital letter ("Spring Boot", "SPRING", "RTUs"). */
export function writesCapitalised(text: string, word: string): boolean {
  // "RTUs" writes "RTU": a plural ending after the name.
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${literal(word)}(?:e?s)?(?![\\p{L}\\p{N}])`, 'giu');
  return [...text.matchAll(pattern)].some((match) => /^\p{Lu}/u.test(match[0]));
}

/** The listed name of which "<written> <number>" is the part by its last number ("iec", "104" -> "IEC 60870-5-104"), or undefined. */
export function partNumbered<T extends { name: string }>(skills: readonly T[], written: string, number: string): T | undefined {
  const pattern = new RegExp(`^${literal(written)} \\d+(?:[-.]\\d+)*-${literal(number)}(?![\\p{L}\\p{N}.-])`, 'u');
  return skills.find((skill) => pattern.test(fold(skill.name)));
}
