/**
 * A limit whose act its object names (issue #28, session 35): after a verb that carries no act of
 * its own ("I do not do proofreading or typesetting for hire", "I do not perform …"), the act is the
 * object's: the request that asks for it by its own verb ("Can he proofread and typeset our
 * memoir?") asks for the act, and the same word qualifying a made thing ("a proofreading tool", "a
 * mastering plugin") names another thing. Read by ./stances.ts (the act asked) and
 * ./limit-earned.ts (the refusal earned). General English only: the light verbs and the word's own
 * forms (../text/word-forms.ts), no field's words.
 */
import { OWNER_SUBJECTS } from '../lexicon.ts';
import { isFormOf } from '../text/word-forms.ts';
import type { Token } from '../text/words.ts';

/** Verbs that take the act from their object ("do mixing", "perform audits", "undertake surveying"). */
const LIGHT_VERBS: ReadonlySet<string> = new Set(['do', 'perform', 'undertake']);

/** Whether the limit's verb carries no act of its own: its object names the act. */
export function isLightVerb(folded: string): boolean {
  return LIGHT_VERBS.has(folded);
}

/**
 * The positions of the object words that name the act after a light verb at `verbAt`: the first word after it and those listed with
 * it by commas, "or" and "and" ("mixing or mastering"), each a word of an act ("-ing", or derived from a verb: "illustration").
 */
export function namedActs(tokens: readonly Token[], verbAt: number): number[] {
  if (!isLightVerb(tokens[verbAt]?.folded ?? '')) return [];
  const found: number[] = [];
  for (let i = verbAt + 1; i < tokens.length; i += 2) {
    const token = tokens[i]!;
    if (!/^[a-z]{4,}$/.test(token.folded) || !/(?:ing|ion|ment|ance|ence|sis)$/.test(token.folded)) break;
    found.push(i);
    if (!/^(?:or|and)$/.test(tokens[i + 1]?.folded ?? '')) break;
  }
  return found;
}

/**
 * Whether the request's word at `i` is a verb the owner is asked to do ("he proofread", "to typeset", "proofread and typeset"):
 * after the owner, "to", or a verb so placed and "and"/"or"; `owner` tells the owner's own names.
 */
export function inVerbPlace(words: readonly Token[], i: number, owner: (folded: string) => boolean): boolean {
  const before = words[i - 1]?.folded ?? '';
  if (!words[i] || /ing$/.test(words[i]!.folded)) return false;
  if (OWNER_SUBJECTS.has(before) || owner(before) || before === 'to') return true;
  return /^(?:or|and)$/.test(before) && i > 1 && inVerbPlace(words, i - 2, owner);
}

/** Whether the request's word at `i`, in verb place, asks for the act a limit word names ("proofread" for "proofreading"). */
export function asksNamedAct(words: readonly Token[], i: number, limitStem: string, owner: (folded: string) => boolean): boolean {
  return !!words[i] && isFormOf(words[i]!.stem, limitStem) && inVerbPlace(words, i, owner);
}
