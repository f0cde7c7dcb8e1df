/** The work history's own verdicts: an organisation described, "did she work for X", "is she still at X"; and a named service's price. */
import { currentPositions, monthLabel, priceLabel } from '../../career.ts';
import type { Portfolio } from '../../portfolio.ts';
import type { Urls } from '../../urls.ts';
import { careerView, publicProfile } from '../../views.ts';
import { positionsByBioPlace } from './employer-places.ts';
import { positionsAtPlace } from './positions-at-place.ts';
import { reply } from '../answers/reply.ts';
import type { AskAnswer } from '../schema.ts';
import { joinList } from '../text/english.ts';
import { stem } from '../text/words.ts';
import { url } from '../../../catalogue/paths.ts';
import { type CareerData, foldWords, type PublicService, span } from './career-lists.ts';
import { releaseCompiledCode } from '../text/patterns.ts';
import { asksOtherFigure } from '../text/figure-asked.ts';
import { organisationFacts } from '../answers/organisation-facts.ts';
import { ownerFirstName } from './owner-name.ts';
import { lengthText, monthsBetween } from './position-length.ts';

/**
 * "What does Furrow Robotics build?", "what did Kestrel do?", "what kind of firm is Kestrel?": an organisation of the work history,
 * named by its whole name or its first word, and asked what it does: its description as written,
 * with the owner's position there. Undefined for other questions or an organisation without one.
 */
export function organisationDescriber(portfolio: Portfolio, urls: Urls): (question: string) => AskAnswer | undefined {
  const career = careerView(portfolio);
  const name = ownerFirstName(portfolio);
  const described = career.experience.filter((entry) => entry.description);
  const organisationFact = organisationFacts(career.experience, new Set(foldWords(portfolio.profile?.name ?? '')));
  return (question) => {
    // "What was her title at Harbourline?": the role of the position at the organisation named.
    const roleAt = /^\s*what(?:'s| was| is| were) (?:her|his|their|\S+'s) (?:job )?(?:title|role|position|job) (?:at|with|in) (.+?)\s*\??\s*$/i.exec(
      question,
    )?.[1];
    const position = roleAt ? namedPosition(career.experience, roleAt) : undefined;
    if (position)
      return reply(
        'answer',
        'profile',
        `At ${position.organisation}, ${name} ${position.end ? 'was' : 'is'} ${position.role} (${span(position.start, position.end)}).`,
        [urls.api(url('getCareer'))],
      );
    const asked =
      /^\s*what (?:does|did|do) (.+?) (?:do|does|build|builds|make|makes|sell|sells|develop|develops|produce|produces|offer|offers|work on)\s*\??\s*$/i.exec(
        question,
      ) ??
      /^\s*what (?:kind|type|sort) of (?:firm|company|organi[sz]ation|business|employer|place|institute|institution|start-?up) (?:is|was) (.+?)\s*\??\s*$/i.exec(
        question,
      );
    // "Through which port does Redgum ship its ore?": the organisation's own text with the words asked (../answers/organisation-facts.ts).
    const fact = asked ? undefined : organisationFact(question);
    if (fact)
      return reply('answer', 'profile', `${fact.entry.organisation} (${name}'s work history): “${fact.text.trim().replace(/\.?$/, '.')}”`, [
        urls.api(url('getCareer')),
      ]);
    if (!asked || !described.length) return undefined;
    const words = foldWords(asked[1]!).filter((word) => !['the', 'a', 'an'].includes(word));
    // "What kind of company was her first employer?": the position named by its place in time.
    const byOrder = positionByOrder(career.experience, asked[1]!);
    const entry = byOrder?.description
      ? byOrder
      : described.find((e) => {
          const own = foldWords(e.organisation);
          return words.length > 0 && words.every((word) => own.includes(word)) && (words.length === own.length || words[0] === own[0]);
        });
    if (!entry) return undefined;
    return reply(
      'answer',
      'profile',
      `${entry.organisation}: ${entry.description!.replace(/\.?\s*$/, '.')} ${name} ${entry.end ? 'was' : 'is'} ${entry.role} there (${span(entry.start, entry.end)}).`,
      [urls.api(url('getCareer'))],
    );
  };
}

/**
 * "Did she work for Arm?", "is she still at Kestrel?": the work history's own verdict, before any
 * other entry that names the organisation (a certificate's issuer is not an employer).
 */
export function employmentChecker(portfolio: Portfolio, urls: Urls): (question: string) => AskAnswer | undefined {
  const name = ownerFirstName(portfolio);
  const bio = portfolio.profile ? publicProfile(portfolio.profile).bio.replace(/\s+/g, ' ') : '';
  const home = portfolio.profile?.location ?? '';
  return employerCheck(careerView(portfolio), name, urls.api(url('getCareer')), bio, urls.api(url('getProfile')), home);
}

/** An organisation the question names after "worked at/for" (a capitalised name). */
const WORKED_AT =
  /\b(?:has|have|did|does|do|was|is)\s+\S+\s+(?:ever\s+)?(?:worked|work|been employed|employed)\s+(?:at|for|by)\s+(.+?)\s*(?:before|previously|ever|in the past)?\s*\??$/i;

/** "Has she worked in a theatre?": a kind of place of work after "in" and an article (a name after "in" is a place, WORKED_IN). */
const WORKED_IN_KIND =
  /\b(?:has|have|did|does|do|was|is)\s+\S+\s+(?:ever\s+)?(?:worked|work|been working)\s+in\s+((?:an?|any)\s+.+?)\s*(?:before|previously|ever|in the past)?\s*\??$/i;

/** "Is she still at Acme?", "does he still work for Acme?": the organisation asked about. */
const STILL_AT = /^\s*(?:is|does|do)\s+\S+\s+still\s+(?:at|with|employed (?:at|by)|work(?:s|ing)?\s+(?:at|for))\s+(.+?)\s*\??$/i;

/** A word that STILL_AT, WORKED_IN or WORKED_AT needs (in any case). */
const EMPLOYMENT_WORD = /still|work|employ/i;

/** A place the question asks about after "worked in" ("Has he worked in Warsaw?"). */
const WORKED_IN = /\b(?:has|have|did|does|do)\s+\S+\s+(?:ever\s+)?(?:worked|work|been working)\s+in\s+([A-Z][^?]*?)\s*(?:before|previously|ever)?\s*\??$/;

/**
 * "Has she worked at Acme?": yes with the position when the work history lists it, else no,
 * naming the listed employers (the history is the complete list of what the portfolio states).
 */
export function employerCheck(career: CareerData, name: string, ref: string, bio = '', bioRef = ref, home = ''): (question: string) => AskAnswer | undefined {
  const organisations = [...career.experience, ...career.volunteer.map((v) => ({ ...v, role: v.role ?? 'volunteer' }))];
  const fold = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  return (question) => {
    // Each of the three readings below needs one of these words: without them, only a place asked of the positions ("How many companies in Belgium?").
    if (!EMPLOYMENT_WORD.test(question)) return positionsAtPlace(career, name, ref, question.trim(), home);
    const trimmed = question.trim();
    // "Is she still at Arcturus DB?": yes for a position without an end, no with its end date.
    const still = STILL_AT.exec(trimmed)?.[1]?.replace(/^the\s+/i, '');
    if (still && /^[A-Z0-9]/.test(still) && career.experience.length) {
      const key = fold(still);
      const position = career.experience.find((e) => ` ${fold(e.organisation)} `.includes(` ${key} `) || key.startsWith(`${fold(e.organisation)} `));
      if (!position) {
        const listed = joinList([...new Set(career.experience.map((e) => e.organisation))]);
        return reply('answer', 'profile', `No. ${still.replace(/[?.!]+$/, '')} is not in ${name}'s work history; the listed employers are ${listed}.`, [ref]);
      }
      if (!position.end)
        return reply('answer', 'profile', `Yes. ${name} has been ${position.role} at ${position.organisation} since ${position.start}.`, [ref]);
      const now = currentPositions(career.experience).map((e) => `${e.role} at ${e.organisation}`);
      return reply(
        'answer',
        'profile',
        `No. ${name} was ${position.role} at ${position.organisation} from ${position.start} to ${position.end} (left in ${monthInWords(position.end)}).${now.length ? ` ${name} now works as ${joinList(now)}.` : ''}`,
        [ref],
      );
    }
    // "Which company did she work for in Lisbon?", "has he been employed in Belgium?": the positions at the place (./positions-at-place.ts).
    const atPlace = positionsAtPlace(career, name, ref, trimmed, home);
    if (atPlace) return atPlace;
    const place = WORKED_IN.exec(trimmed.charAt(0).toLowerCase() + trimmed.slice(1))?.[1];
    if (place) {
      const key = fold(place);
      const there = career.experience.filter((e) => e.location && ` ${fold(e.location)} `.includes(` ${key} `));
      if (!there.length) return undefined;
      const lines = there.map((e) => `${e.role} at ${e.organisation} in ${e.location} (${span(e.start, e.end)})`);
      return reply('answer', 'profile', `Yes. ${name} worked as ${joinList(lines)}.`, [ref]);
    }
    const written = (WORKED_AT.exec(question.trim()) ?? WORKED_IN_KIND.exec(question.trim()))?.[1];
    // "Has she worked at a law firm?": a kind of organisation, which an employer's name or description states.
    const kind = written && /^(?:an?|any)\s+/i.test(written) ? ofKind(organisations, stems(written.replace(/^(?:an?|any)\s+/i, ''))) : undefined;
    if (kind?.length) {
      const lines = kind.map((e) => {
        const description = (e as { description?: string }).description;
        return `${e.role} at ${e.organisation} (${span(e.start, e.end)})${description ? `: ${lowerFirst(description.replace(/\.?\s*$/, ''))}` : ''}`;
      });
      return reply('answer', 'profile', `Yes. ${name} worked as ${lines.join('; ')}.`, [ref]);
    }
    // "Has she worked for a signalling supplier?": the bio's "a signalling supplier in Germany", and the position there.
    const placed =
      written && /^(?:an?|any)\s+/i.test(written) ? positionsByBioPlace(bio, written.replace(/^(?:an?|any)\s+/i, ''), career.experience) : undefined;
    if (placed) {
      const lines = placed.positions.map((e) => `${e.role} at ${e.organisation} in ${e.location} (${span(e.start, e.end)})`);
      return reply('answer', 'profile', `Yes. ${name} worked as ${joinList(lines)}. From ${name}'s bio: “${placed.sentence}”`, [ref, bioRef]);
    }
    const asked = written?.replace(/^the\s+/i, '');
    // A name: a capital first, or inside a first word written in lower case ("buildingSMART International").
    if (!asked || !/^(?:[A-Z0-9]|[a-z]+[A-Z])/.test(asked) || !career.experience.length) return undefined;
    const key = fold(asked);
    const hit = organisations.find((e) => {
      const org = fold(e.organisation);
      return ` ${org} `.includes(` ${key} `) || key.startsWith(`${org} `);
    });
    if (hit) return reply('answer', 'profile', `Yes. ${name} worked at ${hit.organisation} as ${hit.role} (${span(hit.start, hit.end)}).`, [ref]);
    // "Has she worked in Warsaw?" names a place of the history, not an employer: the engine answers.
    if (career.experience.some((e) => e.location && ` ${fold(e.location)} `.includes(` ${key} `))) return undefined;
    const listed = joinList([...new Set(career.experience.map((e) => e.organisation))]);
    return reply('answer', 'profile', `No. ${asked.replace(/[?.!]+$/, '')} is not in ${name}'s work history; the listed employers are ${listed}.`, [ref]);
  };
}

/** "A legal publisher …" inside a sentence: the first letter in lower case, unless the first word is a name ("ESA's …"). */
const lowerFirst = (text: string) => (/^\p{Lu}\p{Ll}/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);

/** The stems of a text's words, without "before", "ever" and other words of time. */
const stems = (text: string) =>
  foldWords(text)
    .filter((word) => !['before', 'ever', 'previously', 'past', 'in', 'the'].includes(word))
    .map((word) => stem(word));

/**
 * The positions at an organisation of the kind asked: every word of the kind ("legal publisher",
 * "space agency", "start-up") in the organisation's name or its description as the content writes
 * it ("A legal publisher of Scottish and UK legislation").
 */
function ofKind<T extends { organisation: string; description?: string }>(organisations: readonly T[], kind: readonly string[]): T[] {
  // "An iron ore company" is "An iron ore miner": a word that names any organisation need not be written when others name its kind.
  const naming = kind.filter((wordStem) => !ANY_ORGANISATION.has(wordStem));
  if (!naming.length) return [];
  return organisations.filter((e) => {
    const own = new Set(stems(`${e.organisation} ${e.description ?? ''}`));
    return naming.every((wordStem) => own.has(wordStem)) && (naming.length >= 2 || kind.every((wordStem) => own.has(wordStem)));
  });
}

/** Nouns that name any organisation at all (general English), by their stems. */
const ANY_ORGANISATION = new Set(['company', 'business', 'organisation', 'organization', 'employer', 'corporation', 'enterprise', 'firm'].map(stem));

const PRICE_WORDS = /\b(cost|costs|price|priced|pricing|how much|charge|charges|fee|fees|(?:day|daily|hourly|hour|project) rates?|rates? (?:of|for))\b/i;

/** Verbs of an amount that changes (general English): "how much … save / fall / cut" asks the change, not a price. */
const AMOUNT_CHANGE =
  /\b(?:sav(?:e|es|ed|ing)|fall|falls|fell|fallen|cut|cuts|reduc(?:e|es|ed|ing)|drop(?:s|ped)?|gr(?:o|e)w|grows|grown|rise|rises|rose|risen|shorten(?:s|ed)?|lower(?:s|ed)|improv(?:e|es|ed)|increas(?:e|es|ed)|decreas(?:e|es|ed))\b/i;

/** A question about what the owner offers ("Does she offer …?", "… as a service?"). */
const OFFER_WORDS = /\b(?:offers?|offered|offering|provides?|sells?|as an? (?:service|offering))\b/i;

/** A bound on an amount: "more than ZAR 20,000 a day", "under €900", "at least 5,000". */
const AMOUNT_BOUND = /\b(?:more|less|cheaper|dearer|higher|lower|over|under|above|below|at (?:least|most)|exceed\w*)\b[^?]*\d/i;

/** The words of a service name that identify it (three letters or more). */
const nameWords = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 3);

/** How many questions a service's name could answer and were read for a price or an offer (the tests count it). */
export const serviceQuestionReads = { count: 0 };

/** "What does the web map audit cost?": the service the question names, with its price. */
export function serviceQuestion(services: readonly PublicService[], name: string, refs: string[]): (question: string) => AskAnswer | undefined {
  const keyed = services.map((service) => ({ service, words: nameWords(service.name) })).filter((s) => s.words.length);
  // The words of four letters or more that only one service's name has (made once): a question with none of them names no service by one word.
  const ownWords = keyed.flatMap((s) => s.words.filter((w) => w.length >= 4 && keyed.every((o) => o === s || !o.words.includes(w))));
  return (question) => {
    // "Which projects involved an audit?" asks about projects, not the service "Audit"; without services, nothing is named.
    if (!keyed.length || /\bprojects?\b/i.test(question)) return undefined;
    const words = new Set(nameWords(question));
    const has = (w: string) => words.has(w) || words.has(`${w}s`) || words.has(w.replace(/s$/, ''));
    let matches = keyed.filter((s) => s.words.every(has));
    // Neither one service named by all its words nor a word only one service has: no service named, the price and offer patterns untested.
    if (matches.length > 1 || (!matches.length && !ownWords.some(has))) return undefined;
    serviceQuestionReads.count++;
    // "How much does the model save a year?", "how much did the cost fall?": an amount that changed, not a price.
    // "Did the pricing pilot raise occupancy by more than 5%?": a figure of the work, not a price (../text/figure-asked.ts).
    // "Is the retainer more than ZAR 20,000 a day?": a bound on the service's price is a price asked, never a "Yes." for the offer.
    const bound = AMOUNT_BOUND.test(question);
    const asksPrice = (PRICE_WORDS.test(question) || bound) && !AMOUNT_CHANGE.test(question) && !asksOtherFigure(question);
    // "What does the workshop cost?", "Does he offer workshops?": a price or an offer asked with a word only one service's name has.
    if (!matches.length && (asksPrice || OFFER_WORDS.test(question)))
      matches = keyed.filter((s) => s.words.some((w) => w.length >= 4 && has(w) && keyed.every((o) => o === s || !o.words.includes(w))));
    if (matches.length !== 1) return undefined;
    const { service } = matches[0]!;
    const price = service.price ? `${priceLabel(service.price)}` : 'no public price';
    const text = asksPrice
      ? `${service.name}: ${price}.${service.price === 'on request' ? ' The price is given on enquiry.' : ''}`
      : `${service.name} (${price}): ${service.description ?? ''}`.trim();
    // "Does she offer X?", "has he done X?": the service named is the "Yes.".
    const verdict = !bound && /^\s*(?:does|do|did|has|have|is|can|could|would|will)\b/i.test(question) ? 'Yes. ' : '';
    return reply('answer', 'profile', `${verdict}${name} offers ${text}`, refs);
  };
}

/**
 * "Was she longer at Corvid Labs or at Arcturus DB?": two positions of the work history named by
 * their organisation (the whole name or its first word), compared by the months between their
 * start and end (an open position ends today), with the verdict and both spans.
 */
export function tenureComparer(portfolio: Portfolio, urls: Urls, today = new Date().toISOString().slice(0, 7)): (question: string) => AskAnswer | undefined {
  const career = careerView(portfolio);
  const name = ownerFirstName(portfolio);
  return (question) => {
    if (!/\b(?:longer|shorter|more time|less time|longest|shortest)\b/i.test(question) || career.experience.length < 2) return undefined;
    const words = foldWords(question);
    const named = career.experience.filter((entry) => {
      const own = foldWords(entry.organisation).filter((word) => word.length > 1);
      return own.length > 0 && (own.every((word) => words.includes(word)) || (own[0]!.length >= 4 && words.includes(own[0]!)));
    });
    if (named.length !== 2) return undefined;
    // Both months counted, as "How long was she at …?" counts them (./position-length.ts).
    const months = (entry: (typeof named)[number]) => monthsBetween(entry.start, entry.end ?? today);
    const [a, b] = named as [(typeof named)[number], (typeof named)[number]];
    const shorter = /\b(?:shorter|less time|shortest)\b/i.test(question);
    const longest = months(a) >= months(b) ? a : b;
    const chosen = shorter ? (longest === a ? b : a) : longest;
    const length = (entry: (typeof named)[number]) => lengthText(months(entry));
    if (months(a) === months(b))
      return reply('answer', 'profile', `${name} was as long at ${a.organisation} as at ${b.organisation}: ${length(a)} each.`, [urls.api(url('getCareer'))]);
    const text = `${chosen.organisation}: ${name} was there ${length(chosen)} (${span(chosen.start, chosen.end)}), at ${(chosen === a ? b : a).organisation} ${length(chosen === a ? b : a)} (${span((chosen === a ? b : a).start, (chosen === a ? b : a).end)}).`;
    // "Was she at Quillmark longer than at Ridgeway?": a yes or a no for the employer named first.
    const at = (entry: (typeof named)[number]) => words.indexOf(foldWords(entry.organisation).find((word) => words.includes(word)) ?? '');
    const first = at(a) <= at(b) ? a : b;
    const verdict = /^\s*(?:was|were|is|did|has|had)\b/i.test(question) && !/\bor\b/i.test(question) ? (first === chosen ? 'Yes. ' : 'No. ') : '';
    return reply('answer', 'profile', `${verdict}${text}`, [urls.api(url('getCareer'))]);
  };
}

// Their machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(WORKED_IN_KIND, EMPLOYMENT_WORD, WORKED_AT, STILL_AT, WORKED_IN, PRICE_WORDS, AMOUNT_CHANGE, OFFER_WORDS);

/** "2016-04" -> "April 2016" (CLDR month names through Intl); a bare year stays as it is. */
function monthInWords(date: string): string {
  return /^\d{4}-\d\d/.test(date) ? monthLabel(date.slice(0, 7)) : date;
}

/** "her first employer", "his current company", "their previous job": the position named by its place in the work history; undefined for other words. */
function positionByOrder<E extends { start: string; end?: string | undefined }>(experience: readonly E[], words: string): E | undefined {
  const order = /^(?:her|his|their|\S+'s) (first|earliest|current|present|last|latest|previous|most recent) (?:employer|company|firm|job|workplace)$/i.exec(
    words.trim(),
  )?.[1];
  if (!order) return undefined;
  const byStart = [...experience].sort((a, b) => a.start.localeCompare(b.start));
  if (/first|earliest/i.test(order)) return byStart[0];
  if (/current|present/i.test(order)) return byStart.filter((e) => !e.end).at(-1);
  const ended = [...experience].filter((e) => e.end).sort((a, b) => a.end!.localeCompare(b.end!));
  return /previous/i.test(order) ? ended.at(-1) : byStart.at(-1);
}

/** The position at the organisation a text names by its whole name or its first word ("Harbourline" of "Harbourline Venues"). */
function namedPosition<E extends { organisation: string }>(experience: readonly E[], text: string): E | undefined {
  const words = foldWords(text).filter((word) => !['the', 'a', 'an'].includes(word));
  return experience.find((e) => {
    const own = foldWords(e.organisation);
    return words.length > 0 && words.every((word) => own.includes(word)) && (words.length === own.length || words[0] === own[0]);
  });
}
