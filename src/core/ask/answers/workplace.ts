/**
 * "Is she open to remote work?", "Can he work on site?": a yes/no about the way of working, checked
 * against the public availability's `workplace` list (remote, on-site, hybrid), which is complete:
 * "Yes." when the list has the mode asked; "No." when it lacks it and no note adds to it; with a
 * note (which may allow more, "workshops on site anywhere in Europe") no verdict is guessed, except
 * for a place: "on site in Vienna?" against a note's clause with on-site words and places ("Workshops
 * on site anywhere in Europe") is "Yes." when a place of the clause contains it, and "No." when the
 * clause says "only" ("On-site work only in Chile, Peru and Argentina") and none of its places does; a clause that
 * limits the hybrid week ("Hybrid only in Kamloops") gives that "No." too, for the days on site.
 */
import { availabilityText } from '../../career.ts';
import type { Portfolio } from '../../portfolio.ts';
import type { Urls } from '../../urls.ts';
import { publicServices } from '../../views.ts';
import type { AskAnswer } from '../schema.ts';
import { reply } from './reply.ts';
import { findPlaces, isLocatedIn, type Place, resolveLocation } from '../gazetteer.ts';
import { url } from '../../../catalogue/paths.ts';
import { releaseCompiledCode } from '../text/patterns.ts';
import { ownerFirstName } from '../knowledge/owner-name.ts';

const YES_NO = /^\s*(is|are|does|do|can|could|would|will)\b/i;
const MODES: readonly { mode: 'remote' | 'on-site' | 'hybrid'; words: RegExp; label: string }[] = [
  { mode: 'remote', words: /\b(remote|remotely|from home|distributed)\b/i, label: 'remotely' },
  { mode: 'on-site', words: /\b(on[- ]?site|onsite|in person|in[- ]office|at (the|our|your) office)\b/i, label: 'on site' },
  { mode: 'hybrid', words: /\bhybrid\b/i, label: 'hybrid' },
];
const WORDS = { remote: 'remote', 'on-site': 'on site', hybrid: 'hybrid' } as const;

/** The answerer of one portfolio: an answer, or undefined when the question is not such a yes/no. */
export function workplaceAnswerer(
  portfolio: Portfolio,
  urls: Urls,
  today = new Date().toISOString().slice(0, 10),
): (question: string) => AskAnswer | undefined {
  const availability = publicServices(portfolio).availability;
  const name = ownerFirstName(portfolio);
  const refs = [urls.api(url('getServices')), urls.abs(url('services'))];
  return (question) => {
    const workplace = availability?.workplace;
    if (!availability || !workplace?.length || !YES_NO.test(question)) return undefined;
    const asked = MODES.filter((entry) => entry.words.test(question));
    if (asked.length !== 1) return undefined;
    const { mode, label } = asked[0]!;
    const text = availabilityText(availability, today);
    // "Would he come on site in Mexico?" against "On-site work only in Chile, Peru and Argentina.": the places of the note decide.
    const placed = mode === 'on-site' && availability.note ? placeVerdict(question, availability.note, portfolio.profile?.location) : undefined;
    if (placed) return reply('answer', 'profile', `${placed.verdict} ${name} works on site ${placed.where}: ${text}`, refs, 0.9);
    if (workplace.includes(mode)) return reply('answer', 'profile', `Yes. ${name} works ${label}: ${text}`, refs);
    // "Does he work on site?" against [hybrid]: part of the week, not "No." nor nothing.
    if (mode !== 'hybrid' && workplace.includes('hybrid'))
      return reply('answer', 'profile', `Partly: ${name} works hybrid, part on site and part remote: ${text}`, refs);
    if (availability.note) return undefined;
    const listed = workplace.map((entry) => WORDS[entry]).join(' or ');
    return reply('answer', 'profile', `No. ${name}'s listed ways of working are ${listed}: ${text}`, refs);
  };
}

/** The folded words of a text, for the gazetteer. */
const foldedWords = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** Whether place `inner` lies within place `outer`; undefined when the gazetteer cannot tell. */
function within(inner: Place, outer: Place): boolean | undefined {
  if (inner.name === outer.name) return true;
  if (inner.kind !== 'city' && inner.kind !== 'country') return undefined;
  return isLocatedIn(inner.name, resolveLocation(inner.name), outer);
}

/**
 * The verdict for an on-site request in the place the question names, from the note's clause that
 * has on-site words and places; undefined when the question names no place, no clause has places,
 * or the clause allows more than it names (no "only") and the place is not among them.
 */
function placeVerdict(question: string, note: string, home?: string): { verdict: 'Yes.' | 'No.' | 'No, most likely:'; where: string } | undefined {
  // "with us in Vancouver": the pronoun "us" (lower case) is no country.
  const asked = findPlaces(foldedWords(question.replace(/\bus\b/g, ' '))).map((mention) => mention.place);
  if (asked.length !== 1) return namedElsewhere(question, note, home);
  const place = asked[0]!;
  for (const clause of note.split(/[;.]\s*/).filter(Boolean)) {
    // "Hybrid only in Kamloops": the days on site of a hybrid week are in its places too (a "No." elsewhere, never a "Yes.").
    const hybrid = !MODES[1]!.words.test(clause) && MODES[2]!.words.test(clause);
    if (!hybrid && !MODES[1]!.words.test(clause)) continue;
    const listed = findPlaces(foldedWords(clause)).map((mention) => mention.place);
    // "Hybrid only in Kamloops": a town the gazetteer does not list, but the owner's own (the location's first part).
    const town = home?.split(',')[0]?.trim();
    if (!listed.length && town && foldedWords(clause).join(' ').includes(foldedWords(town).join(' ')))
      listed.push({ name: town, kind: 'city', country: resolveLocation(home!).country?.key });
    if (!listed.length) continue;
    const inside = listed.map((outer) => within(place, outer));
    if (inside.includes(true)) {
      if (hybrid) continue;
      return { verdict: 'Yes.', where: `in ${place.name}` };
    }
    if (/\bonly\b/i.test(clause) && inside.every((value) => value === false))
      return { verdict: 'No.', where: `only in the places the note names, not in ${place.name}` };
  }
  return namedElsewhere(question, note, home);
}

/** A name written with capitals ("Queensland", "Western Australia", "Montréal"). */
const NAME = /\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)*/gu;

/**
 * "Would she work on site in Pickering?" against "Hybrid only in Kincardine or Montréal", places the gazetteer does
 * not know: the name asked after "in" is none of the names the clause's "only in" lists, nor a part of one or of the
 * owner's location (where it may hold them): "No, most likely", said with the names.
 */
function namedElsewhere(question: string, note: string, home?: string): { verdict: 'No, most likely:'; where: string } | undefined {
  const after = /\b(?:in|to)\s+((?:the\s+)?\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)*)\s*[?.!]?\s*$/u.exec(question);
  const asked = after?.[1]?.replace(/^the\s+/, '');
  if (!asked) return undefined;
  const fold = (text: string) => foldedWords(text.normalize('NFD').replace(/\p{M}/gu, '')).join(' ');
  const wanted = fold(asked);
  if (home && ` ${fold(home)} `.includes(` ${wanted} `)) return undefined;
  for (const clause of note.split(/[;.]\s*/).filter(Boolean)) {
    if (!MODES[1]!.words.test(clause) && !MODES[2]!.words.test(clause)) continue;
    const only = /\bonly in\s+(.*)$/iu.exec(clause)?.[1];
    if (!only) continue;
    // The names right after "only in", joined by commas, "and" or "or" ("Kincardine or Montréal"; not ", on FIFO rosters").
    const names: string[] = [];
    for (const part of only.split(/\s*,\s*|\s+(?:and|or)\s+/)) {
      const name = part.match(NAME)?.[0];
      if (!name || name !== part.trim()) break;
      names.push(name);
    }
    if (!names.length) continue;
    // "Australia" may hold "Western Australia": a name asked that is part of a listed one (or holds one) is not told apart.
    if (names.some((name) => ` ${fold(name)} `.includes(` ${wanted} `) || ` ${wanted} `.includes(` ${fold(name)} `))) return undefined;
    return { verdict: 'No, most likely:', where: `only in ${names.join(' or ')}, as the note says, and ${asked} is none of them` };
  }
  return undefined;
}

// Their machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(YES_NO);
