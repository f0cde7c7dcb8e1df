/**
 * Two readings of what a stated limit refuses that its words alone do not tell (issue #28, session
 * 36), read by ./limit-earned.ts for every refusal:
 *
 * - a made thing defined by its act: "I do not write software that bypasses or disables a plant's
 *   chlorine dosing alarms", "I do not build tools that retouch or alter radiographs, scans …". The
 *   verb is one of work ("write", "build"), the refusal is of the acts of the relative clause: a
 *   request that meets none of them, as written or in other words, asks for work on the field
 *   ("Does she work on chlorine dosing?") or for another act on the same thing ("software that
 *   figures out which tooth is which on a 3D scan"), not for what the limit refuses;
 * - a way around a thing: "I do not build ways around sanctions screening", "I do not help anyone
 *   get around geo-blocking". What comes after "around" is what the refused act goes around, not
 *   what it makes: "Would she build sanctions screening?" asks for the thing itself; only a request
 *   that writes a word of going around, past or out of it ("slip past", "avoid", "bypass") meets it.
 *
 * General English only: the words of going around a thing, no field's words.
 */
import type { Token } from '../text/words.ts';

/** One negated clause of a limit sentence, as ./limit-earned.ts reads it. */
export interface Clause {
  verb: Token;
  /** The acts of a relative clause after the object ("software that blocks, delays or overrides …"): positions in `tokens`. */
  acts: number[];
  /** What the act is done to (content tokens, in order, with their positions in `tokens`). */
  tokens: readonly Token[];
  object: number[];
  /** Exceptions and conditions: the marker and its content tokens' positions. */
  narrows: { marker: string; at: number[] }[];
}

/** Words of a limit that put what follows as the thing the act goes around ("ways around …", "get round …"). */
const AROUND: ReadonlySet<string> = new Set(['around', 'round']);

/** Whether a limit's token opens what its act goes around: a word right after it ("around geo-blocking", not "shop around (price walking)"). */
export function opensAround(sentence: string, folded: string): boolean {
  return AROUND.has(folded) && new RegExp(`\\b${folded}\\s+[\\p{L}\\p{N}]`, 'iu').test(sentence);
}

/** A request's word of going around, past or out of a thing: the verb's own forms ("avoids", "evading", "bypassed"). */
const GOING_AROUND =
  /^(?:around|round|past|by-?pass|circumvent|evad|evasion|avoid|dodg|sidestep|skirt|escap|slip|sneak|dupe|fool|trick|beat|defeat|game|outwit|loophole|workaround)(?:s|e|es|ed|d|ing|ping|ped|ance|ion)?$/;

/** Whether the request writes a word of going around a thing. */
export function goesAround(words: readonly Token[]): boolean {
  return words.some((word) => GOING_AROUND.test(word.folded));
}

/** Prepositions of place after a relative act ("runs on the spacecraft", "sits in the rack"). */
const PLACES: ReadonlySet<string> = new Set(['in', 'on', 'at', 'inside', 'within', 'aboard', 'onboard', 'under', 'behind', 'alongside']);

/**
 * Whether a limit's thing is defined by its act and the request meets none of its acts: the limit's verb is one of work
 * (`generalVerb`), its relative clause has acts (`acts`, positions in the clause's tokens), each specific (`general` tells a
 * verb of work or request), and `met` finds none of them in the request.
 */
function definingActsUnmet(
  generalVerb: boolean,
  acts: readonly number[],
  tokens: readonly Token[],
  general: (token: Token) => boolean,
  met: (limit: Token) => boolean,
  made: (token: Token) => boolean,
): boolean {
  // The act of a made thing ("software that bypasses …"), not of a customer ("brands that release …").
  if (!generalVerb || !acts.length || !made(tokens[acts[0]! - 2] ?? tokens[0]!)) return false;
  // An act followed by a preposition says where the thing is or runs ("software that runs in the train"), not what it does.
  if (acts.some((at) => PLACES.has(tokens[at + 1]?.folded ?? ''))) return false;
  const own = acts.map((at) => tokens[at]!);
  return own.every((act) => !general(act)) && !own.some(met);
}

/** What ./limit-earned.ts knows of a request against one clause of a limit. */
interface Reading {
  /** Whether the request's word at `i` asks something (no grammar word, no owner). */
  asked: (i: number) => boolean;
  meets: (word: Token, limit: Token) => boolean;
  /** Whether a request's word meets a word of the clause. */
  isLimitWord: (word: Token) => boolean;
  /** Whether the limit's verb is an act of its own (not one of work: "write", "build"). */
  specific: boolean;
  /** Whether a word of what the act is done to is met. */
  objectMet: boolean;
  general: (act: Token) => boolean;
  generalWord: (word: Token) => boolean;
  made: (token: Token) => boolean;
}

/**
 * Whether the request asks for something else than the clause refuses (see the file's comment): only the thing a made thing's act
 * is done to, none of its acts met; or only what the act goes around, with no word of going around.
 */
export function thingActUnmet(clause: Clause, words: readonly Token[], reading: Reading): boolean {
  const { asked, meets } = reading;
  const metBy = (limit: Token) => words.some((word, i) => asked(i) && meets(word, limit));
  // Every word the request asks with a word of the clause, or one of work or made things: it asks for nothing but the limit's thing.
  const onlyThing = () => words.every((word, i) => !asked(i) || reading.generalWord(word) || reading.isLimitWord(word));
  if (
    !reading.specific &&
    clause.acts.length &&
    onlyThing() &&
    definingActsUnmet(!reading.specific, clause.acts, clause.tokens, reading.general, metBy, reading.made)
  )
    return true;
  const around = clause.narrows.filter((narrow) => narrow.marker === 'around').flatMap((narrow) => narrow.at);
  const otherwise = reading.objectMet || clause.acts.some((at) => metBy(clause.tokens[at]!));
  return !otherwise && around.some((at) => metBy(clause.tokens[at]!)) && !goesAround(words);
}
