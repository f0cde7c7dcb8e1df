/**
 * How long one position lasted (issue #28, session 30, values read out): "How many years was she at
 * Kattegat Navigation?", "How long did he work for Canale Vela?" get the length of the position at
 * the one organisation the question names, in years and months, with its dates, from the public work
 * history; not the owner's years of experience in all. "Since when …" and questions naming two
 * organisations are answered elsewhere (./career-employers.ts compares two).
 */
import type { Portfolio } from '../../portfolio.ts';
import type { Urls } from '../../urls.ts';
import { careerView, publicProfile } from '../../views.ts';
import { splitSentences } from '../text/markdown.ts';
import { url } from '../../../catalogue/paths.ts';
import { reply } from '../answers/reply.ts';
import type { AskAnswer } from '../schema.ts';
import { foldWords, span } from './career-lists.ts';
import { statedTenure } from './stated-tenure.ts';
import { releaseCompiledCode } from '../text/patterns.ts';
import { ownerFirstName } from './owner-name.ts';
import { lengthText, monthsBetween } from './position-length.ts';

const ASKS_LENGTH = /\bhow (?:long|many (?:years|months))\b/i;
/** The verbs of being at an organisation ("was she at", "did he work for", "has she been with"). */
const AT = /\b(?:was|were|been|is|are|did|does|has|have|had)\b[^?]*\b(?:at|for|with|in)\b/i;

/** The answerer of one portfolio: the length of the one position a "how long … at X" question names, or undefined. */
export function tenureLength(portfolio: Portfolio, urls: Urls, today = new Date().toISOString().slice(0, 7)): (question: string) => AskAnswer | undefined {
  const career = careerView(portfolio);
  const name = ownerFirstName(portfolio);
  const bio = portfolio.profile ? splitSentences(publicProfile(portfolio.profile).bio) : [];
  return (question) => {
    if (!ASKS_LENGTH.test(question) || !AT.test(question) || /\bsince when\b/i.test(question)) return undefined;
    const words = foldWords(question);
    const byName = career.experience.filter((entry) => {
      const own = foldWords(entry.organisation).filter((word) => word.length > 1);
      return own.length > 0 && (own.every((word) => words.includes(word)) || (own[0]!.length >= 4 && words.includes(own[0]!)));
    });
    // "How long did she work in Crailsheim?": no organisation named, the positions at the place named (the location's first part).
    const named = byName.length ? byName : career.experience.filter((entry) => placeNamed(entry.location, words));
    const organisations = new Set(named.map((entry) => entry.organisation));
    if (organisations.size !== 1) return undefined;
    // Several positions at one organisation: from the first start to the last end.
    const start = named.map((entry) => entry.start).sort()[0]!;
    const current = named.some((entry) => !entry.end);
    const end = current
      ? today
      : named
          .map((entry) => entry.end!)
          .sort()
          .at(-1)!;
    const roles = named.map((entry) => `${entry.role} (${span(entry.start, entry.end)})`).join(' and ');
    const text = `${lengthText(monthsBetween(start, end))}. ${name} ${current ? 'has been' : 'was'} at ${named[0]!.organisation} as ${roles}.`;
    // The bio's own words for it ("four years as a senior software engineer … at Thistle & Quill"), when a sentence states a length there.
    const head = named[0]!.organisation.split(/\s+/)[0]!;
    const stated = bio.find((sentence) => sentence.includes(head) && /\b(?:years?|months?)\b/i.test(sentence));
    if (!stated) return reply('answer', 'profile', text, [urls.api(url('getCareer'))]);
    // "Four years and eleven months" in the bio: the owner's own count leads, with its number of months.
    const own = statedTenure(stated, head);
    // "almost four years" is no exact length: the dates' one is said beside it ("3 years 11 months by its dates").
    const exact = own?.hedge ? ` (${lengthText(monthsBetween(start, end))} by the work history's dates)` : '';
    const counted = own && !exact && own.words.toLowerCase() !== lengthText(own.months) ? ` (${lengthText(own.months)})` : '';
    const lead = own
      ? `${name} ${current ? 'has been' : 'was'} at ${named[0]!.organisation} for ${own.hedge ? `${own.hedge} ` : ''}${own.words}${exact}${counted}, as ${roles}.`
      : text;
    return reply('answer', 'profile', `${lead} From ${name}'s bio: “${stated.trim()}”`, [urls.api(url('getCareer')), urls.api(url('getProfile'))]);
  };
}

/** Whether the first part of a position's location ("Crailsheim" of "Crailsheim, Germany") is written whole among the question's words. */
function placeNamed(location: string | undefined, words: readonly string[]): boolean {
  const place = foldWords(location?.split(',')[0] ?? '').filter((word) => word.length > 1);
  if (!place.length) return false;
  const at = words.indexOf(place[0]!);
  return at >= 0 && place.every((word, i) => words[at + i] === word);
}

// Their machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(ASKS_LENGTH, AT);
