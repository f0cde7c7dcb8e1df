/**
 * Career knowledge for /v1/ask (issue #16): the current employer, years of experience,
 * education, certificates, spoken languages, services, rates and availability, answered from
 * the public views (career.yaml and services.yaml; private rates read "on request") with the
 * API resources as references. The engine asks it first (one call in ../engine.ts); it answers
 * only questions it recognises with confidence and leaves every other question to the engine.
 *
 * Recognition is by phrase patterns on the normalised question: small, explicit, tested by tests/fixtures/ask-eval/career.json.
 */
import { availabilityText, currentPositions, priceLabel, yearsOfExperience } from '../../career.ts';
import type { Portfolio } from '../../portfolio.ts';
import type { Urls } from '../../urls.ts';
import { careerView, publicProfile, publicServices } from '../../views.ts';
import { priceNameChecker } from './price-names.ts';
import { bioYearsSentence } from './bio-years.ts';
import { daylightSpans, daylightVerdict, zoneTimes, zoneTimesText } from './time-zone.ts';
import { reply } from '../answers/reply.ts';
import type { AskAnswer } from '../schema.ts';
import { joinList, plural } from '../text/english.ts';
import { languageCode, languagesNamed } from '../text/language-names.ts';
import { url } from '../../../catalogue/paths.ts';
import {
  AUXILIARY_START,
  span,
  type CareerData,
  publicationCount,
  thesisAnswer,
  spellingFixer,
  foldWords,
  listVerdict,
  withPlacesOfStudy,
  neighbourPosition,
  pickOne,
  whenLead,
  zoneName,
  currencyName,
  mentionsCurrency,
  otherCurrency,
} from './career-lists.ts';
import { employerCheck, serviceQuestion } from './career-employers.ts';
import { positionsInYear } from './positions-in-year.ts';
import { historyLead } from './positions-at-place.ts';
import { type Topic, topicOf, normalised, HOW_MANY, CAREER_TOPIC_WORDS, askedYear, asksPatentsOnly } from './career-topics.ts';
import { ownerFirstName } from './owner-name.ts';
import { awardsAnswer } from './career-awards.ts';

/**
 * The career answerer of one portfolio: `answer(question)` gives an answer, or undefined for a
 * question that is not about the career. `today` (YYYY-MM-DD) counts current positions.
 */
export function careerAnswerer(portfolio: Portfolio, urls: Urls, today = new Date().toISOString().slice(0, 10)): (question: string) => AskAnswer | undefined {
  const career = careerView(portfolio);
  const services = publicServices(portfolio);
  const name = ownerFirstName(portfolio);
  // The owner's own names never name an entry of a list ("Has Inês won any awards?").
  const ownNames = new Set(foldWords(portfolio.profile?.name ?? ''));
  const careerRef = urls.api(url('getCareer'));
  const servicesRef = urls.api(url('getServices'));
  const bio = portfolio.profile ? publicProfile(portfolio.profile).bio : '';
  // "branch-and-price": a word of price in a name the content writes (./price-names.ts).
  const priceInName = priceNameChecker(portfolio, urls);
  const context = { career, services, name, ownNames, careerRef, servicesRef, urls, today, bio };
  const employers = employerCheck(career, name, careerRef);
  const named = serviceQuestion(services.services, name, [servicesRef, urls.abs(url('services'))]);
  // "Is she certifed in functional saftey?": a word one edit from a word of the career's topics or
  // of the career's own text (certificate names, issuers, employers) is read as that word.
  const spelling = spellingFixer([...CAREER_TOPIC_WORDS, ...foldWords(JSON.stringify(career)), ...services.services.flatMap((s) => foldWords(s.name))]);
  return (asked) => {
    const question = spelling(asked);
    const direct = employers(question) ?? named(question);
    if (direct) return direct;
    const topic = topicOf(question);
    if (!topic) return undefined;
    // "Has he used branch-and-price?", "a pricing problem for column generation": a word of price in a name the content writes is that name.
    if (topic === 'rates' && priceInName(question)) return undefined;
    const answer = byTopic(topic, question);
    const counted = answer && HOW_MANY.test(normalised(question)) && !asksPatentsOnly(question) ? COUNTED[topic] : undefined;
    if (!answer || !counted || answer._meta.intent === 'count') return answer;
    const lead = topic === 'history' ? historyLead(asked, career.experience) : plural(counted.items(career, services).length, counted.noun);
    return lead ? reply('answer', 'count', `${lead}. ${answer.answer}`, answer.references, answer._meta.confidence) : undefined;
  };

  function byTopic(topic: Topic, question: string): AskAnswer | undefined {
    return TOPIC_ANSWERS[topic]({ ...context, count: HOW_MANY.exec(normalised(question)) }, question);
  }
}

/**
 * What the answers by topic read: the career and services views, the owner's first name and own
 * names, the references, the day (current positions) and the "how many" of the question. Without
 * the content a question needs, an answer is undefined: the general engine answers (a sentence of
 * the bio may say it, else it says honestly that the portfolio does not state it).
 */
interface CareerContext {
  career: CareerData;
  services: ReturnType<typeof publicServices>;
  name: string;
  ownNames: Set<string>;
  careerRef: string;
  servicesRef: string;
  urls: Urls;
  today: string;
  count: RegExpExecArray | null;
  /** The bio, whose sentences may state what the career's lists do not ("I speak Swedish"). */
  bio: string;
}

function previousAnswer(ctx: CareerContext, _question: string): AskAnswer | undefined {
  const { career, name, careerRef } = ctx;
  const past = career.experience.filter((e) => e.end).sort((a, b) => (b.end ?? '').localeCompare(a.end ?? ''));
  if (!past.length) return undefined; // not stated: a previous position
  const last = past[0]!;
  const before = past.length > 1 ? ` Before that: ${joinList(past.slice(1).map((e) => `${e.role} at ${e.organisation} (${span(e.start, e.end)})`))}.` : '';
  return reply('answer', 'profile', `${name}'s previous position was ${last.role} at ${last.organisation} (${span(last.start, last.end)}).${before}`, [
    careerRef,
  ]);
}

function firstAnswer(ctx: CareerContext, _question: string): AskAnswer | undefined {
  const { career, name, careerRef } = ctx;
  if (!career.experience.length) return undefined; // not stated: a work history
  const first = [...career.experience].sort((a, b) => a.start.localeCompare(b.start))[0]!;
  return reply('answer', 'profile', `${name}'s first listed position was ${first.role} at ${first.organisation} (${span(first.start, first.end)}).`, [
    careerRef,
  ]);
}

function employerAnswer(ctx: CareerContext, _question: string): AskAnswer | undefined {
  const { career, name, careerRef, urls } = ctx;
  const current = currentPositions(career.experience);
  if (!current.length) {
    const last = career.experience[0];
    return last
      ? reply(
          'answer',
          'profile',
          `${name} lists no current position; the most recent was ${last.role} at ${last.organisation} (${span(last.start, last.end)}).`,
          [careerRef],
        )
      : undefined;
  }
  const roles = current.map((e) => `${e.role} at ${e.organisation} since ${e.start}${e.location ? ` (${e.location})` : ''}`);
  return reply('answer', 'profile', `${name} currently works as ${joinList(roles)}.`, [careerRef, urls.abs(url('resume'))]);
}

function yearsAnswer(ctx: CareerContext, _question: string): AskAnswer | undefined {
  const { career, name, careerRef, today } = ctx;
  if (!career.experience.length) return undefined; // not stated: a work history, so the years of experience are not stated
  const years = yearsOfExperience(career.experience, today);
  const first = [...career.experience].sort((a, b) => a.start.localeCompare(b.start))[0]!;
  const stated = bioYearsSentence(ctx.bio); // "For fourteen years I have built …": the bio's own count, quoted
  return reply(
    'answer',
    'profile',
    `${name} has about ${years} ${years === 1 ? 'year' : 'years'} of professional experience, since ${first.start} (${first.role} at ${first.organisation}), across ${career.experience.length} ${career.experience.length === 1 ? 'position' : 'positions'}.${stated ? ` From ${name}'s bio: “${stated}”` : ''}`,
    stated ? [careerRef, ctx.urls.api(url('getProfile'))] : [careerRef],
  );
}

function historyAnswer(ctx: CareerContext, question: string): AskAnswer | undefined {
  const { career, name, careerRef, urls } = ctx;
  if (!career.experience.length) return undefined; // not stated: a work history
  // "Where did she work before Furrow?": the position that came before (or after) the one named.
  const relative = neighbourPosition(question, career.experience);
  if (relative)
    return reply(
      'answer',
      'profile',
      `${relative.before ? 'Before' : 'After'} ${relative.named.organisation}, ${name} was ${relative.other.role} at ${relative.other.organisation} (${span(relative.other.start, relative.other.end)}).`,
      [careerRef],
    );
  const during = positionsInYear(question, career.experience, name); // "Where was she working in 2015?"
  if (during) return reply('answer', 'profile', during, [careerRef]);
  const lines = career.experience.map((e) => `${e.role} at ${e.organisation} (${span(e.start, e.end)})`);
  return reply('list', 'profile', `${name}'s positions, most recent first: ${joinList(lines)}.`, [careerRef, urls.abs(url('resume'))]);
}

function educationAnswer(ctx: CareerContext, question: string): AskAnswer | undefined {
  const { career, name, ownNames, careerRef } = ctx;
  if (!career.education.length) return undefined; // not stated: any education
  if (/\b(thes[ie]s|dissertations?)\b/.test(normalised(question))) return thesisAnswer(career.education, name, careerRef);
  // Each entry with its courses: a thesis title and its supervisor are written there ("Thesis: …").
  const lines = career.education.map(
    (e) =>
      `${[e.degree, e.area].filter(Boolean).join(' in ') || 'studies'} at ${e.institution}${e.end ? ` (${e.end}${e.score ? `, grade ${e.score}` : ''})` : e.score ? ` (grade ${e.score})` : ''}${e.courses?.length ? `; courses: ${e.courses.join('; ')}` : ''}`,
  );
  // "Did he study cryptography?", "did he graduate cum laude?", "does he have a PhD?": the entry whose degree, area, grade or courses say it.
  const studied =
    /\b(stud(y|ied|ies)|courses?|class(es)?|take|took|taken|degrees?|major(ed)?|graduat\w*|ph\.? ?d|doctorates?|m\.? ?sc|b\.? ?sc|mba|m\.? ?eng|b\.? ?eng|master'?s|bachelor'?s)\b/.test(
      normalised(question),
    );
  // "Did he graduate with honours?": a grade is written in many ways ("cum laude"), so a graduation question gets only a "Yes.".
  const graduation = !/\b(stud(y|ied|ies)|courses?|class(es)?|take|took|taken|degrees?|major(ed)?)\b/.test(normalised(question));
  const found = !studied
    ? undefined
    : listVerdict(
        question,
        career.education.map((e, i) => ({
          text: [e.degree, e.area, e.institution, e.score, ...(e.courses ?? [])].join('. '),
          line: lines[i]!,
        })),
        `${name}'s education`,
        withPlacesOfStudy(ownNames),
      );
  const verdict = graduation && found?.startsWith('No') ? undefined : found;
  const all = `${name}'s education: ${joinList(lines)}.`;
  if (verdict) return reply('answer', 'profile', verdict.startsWith('Yes') ? verdict : `${verdict} ${all}`, [careerRef]);
  return reply('answer', 'profile', all, [careerRef]);
}

function certificatesAnswer(ctx: CareerContext, question: string): AskAnswer | undefined {
  const { career, name, ownNames, careerRef } = ctx;
  if (!career.certificates.length) return undefined; // not stated: any certificates
  const lines = career.certificates.map((c) => `${c.name}${c.issuer ? ` (${c.issuer}${c.date ? `, ${c.date}` : ''})` : c.date ? ` (${c.date})` : ''}`);
  // "Is she Dolby certified?": yes with the certificate; no over the complete list.
  const verdict = listVerdict(
    question,
    career.certificates.map((c, i) => ({ text: `${c.name}. ${c.issuer ?? ''}`, line: lines[i]! })),
    `${name}'s certificates`,
    ownNames,
  );
  if (verdict) return reply('answer', 'profile', `${verdict} ${name} holds ${joinList(lines)}.`, [careerRef]);
  const one = pickOne(
    question,
    career.certificates.map((c, i) => ({ text: c.name, line: lines[i]! })),
    ownNames,
  );
  if (one) return reply('answer', 'profile', `${whenLead(question, one)}${name}'s certificate: ${one}.`, [careerRef]);
  return reply('list', 'profile', `${name} holds ${joinList(lines)}.`, [careerRef]);
}

function spokenAnswer(ctx: CareerContext, question: string): AskAnswer | undefined {
  const { career, name, careerRef } = ctx;
  if (!career.languages.length) {
    // "Does she speak Swedish?" with no languages listed and none in the bio: not stated, never a
    // "Yes." from a write-up that names the language ("the Swedish Beekeepers Association").
    const asked = languagesNamed(question);
    if (!asked.length || languagesNamed(ctx.bio).some((code) => asked.includes(code))) return undefined;
    return reply('not_found', 'profile', `${name}'s portfolio does not list the languages ${name} speaks.`, [], 0.9);
  }
  const lines = career.languages.map((l) => (l.fluency ? `${l.language} (${l.fluency})` : l.language));
  // "Does she speak Dutch?", "Parla italiano?": yes with the entry; no over the complete list.
  const asked = languagesNamed(question);
  if (asked.length) {
    const held = career.languages.filter((l) => asked.includes(languageCode(l.language) ?? ''));
    const verdict = held.length === asked.length ? 'Yes.' : 'No.';
    return reply('answer', 'profile', `${verdict} ${name} speaks ${joinList(lines)}.`, [careerRef]);
  }
  return reply('list', 'profile', `${name} speaks ${joinList(lines)}.`, [careerRef]);
}

function publicationsAnswer(ctx: CareerContext, question: string): AskAnswer | undefined {
  const { career, name, ownNames, careerRef, count } = ctx;
  if (!career.publications.length) return undefined; // not stated: publications or talks
  if (count) return publicationCount(career.publications, name, count[1]!, careerRef);
  const lines = career.publications.map((p) => `“${p.name}” (${[p.kind === 'talk' ? 'talk' : 'publication', p.publisher, p.date].filter(Boolean).join(', ')})`);
  // "Did he give a talk at RSECon?": yes with the entry; no over the complete list.
  const verdict = listVerdict(
    question,
    career.publications.map((p, i) => ({ text: [p.name, p.publisher, p.kind].filter(Boolean).join('. '), line: lines[i]! })),
    `${name}'s publications and talks`,
    ownNames,
  );
  if (verdict) return reply('answer', 'profile', `${verdict} ${name}'s publications and talks: ${joinList(lines)}.`, [careerRef]);
  // "Where did he speak in 2024?": the entries dated in the year asked.
  const year = askedYear(question);
  const dated = year ? career.publications.flatMap((p, i) => (p.date?.startsWith(year) ? [lines[i]!] : [])) : [];
  if (dated.length) return reply('answer', 'profile', `${name}'s publications and talks in ${year}: ${joinList(dated)}.`, [careerRef]);
  const one = pickOne(
    question,
    career.publications.map((p, i) => ({ text: [p.name, p.publisher].filter(Boolean).join(' '), line: lines[i]! })),
    ownNames,
  );
  if (one) return reply('answer', 'profile', `${whenLead(question, one)}From ${name}'s publications and talks: ${one}.`, [careerRef]);
  return reply('list', 'profile', `${name}'s publications and talks: ${joinList(lines)}.`, [careerRef]);
}

/**
 * "Does she hold a patent?" asks for the patents; "how many awards, counting the patent?" names the
 * awards too and asks for all of them (a patent listed among the awards is one of them).
 */
function volunteerAnswer(ctx: CareerContext, _question: string): AskAnswer | undefined {
  const { career, name, careerRef } = ctx;
  if (!career.volunteer.length) return undefined; // not stated: volunteering
  const lines = career.volunteer.map((v) => `${v.role ? `${v.role} at ` : ''}${v.organisation}${v.start ? ` (${span(v.start, v.end)})` : ''}`);
  return reply('list', 'profile', `${name} volunteers as ${joinList(lines)}.`, [careerRef]);
}

function interestsAnswer(ctx: CareerContext, _question: string): AskAnswer | undefined {
  const { career, name, careerRef } = ctx;
  if (!career.interests.length) return undefined; // not stated: interests
  const lines = career.interests.map((i) => (i.keywords?.length ? `${i.name} (${i.keywords.join(', ')})` : i.name));
  return reply('list', 'profile', `${name}'s interests outside work: ${joinList(lines)}.`, [careerRef]);
}

function ratesAnswer(ctx: CareerContext, question: string): AskAnswer | undefined {
  const { services, name, servicesRef, urls } = ctx;
  const priced = services.services.filter((s) => s.price);
  if (!priced.length) return undefined; // not stated: prices or rates
  const lines = priced.map((s) => `${s.name}: ${priceLabel(s.price!)}`);
  const hidden = priced.some((s) => s.price === 'on request') ? ' Prices "on request" are given on enquiry.' : '';
  const codes = [...new Set(priced.flatMap((s) => (s.price === 'on request' ? [] : [s.price!.currency])))];
  const currencies = codes.length ? ` Prices are in ${joinList(codes.map((code) => `${currencyName(code)} (${code})`))}.` : '';
  // "Does he charge in euros?": yes when a public price is in that currency.
  const asked = AUXILIARY_START.test(question) ? codes.find((code) => mentionsCurrency(question, code)) : undefined;
  // "Does she charge in euros?" with prices in Canadian dollars only: no, over the complete list of public prices.
  const other = !asked && codes.length && AUXILIARY_START.test(question) ? otherCurrency(question, codes) : undefined;
  const verdict = asked ? 'Yes. ' : other ? `No. ${name}'s public prices are not in ${currencyName(other)}. ` : '';
  return reply('answer', 'profile', `${verdict}${name}'s rates: ${lines.join('; ')}.${hidden}${currencies}`, [servicesRef, urls.abs(url('services'))]);
}

function timezoneAnswer(ctx: CareerContext, question: string): AskAnswer | undefined {
  const { services, name, servicesRef, urls } = ctx;
  const zones = services.availability?.timeZones;
  if (!zones?.length) return undefined; // not stated: a time zone
  const times = zones.map(zoneTimes);
  // Each zone with its name, its offsets from UTC and abbreviations, in standard and in daylight saving time.
  const named = zones.map((zone, i) => {
    const details = [zoneName(zone), times[i] && zoneTimesText(times[i])].filter(Boolean);
    return `${zone}${details.length ? ` (${details.join('; ')})` : ''}`;
  });
  const said = `${daylightVerdict(question, times)}${name} works in the ${joinList(named, 'or')} time ${zones.length === 1 ? 'zone' : 'zones'}.`;
  // The zone of where the profile says the owner works, too (its location and bio).
  const refs = [servicesRef, urls.abs(url('services')), ...(ctx.bio ? [urls.api(url('getProfile'))] : [])];
  return reply('answer', 'profile', `${said}${daylightSpans(question, zones)}`, refs);
}

function availabilityAnswer(ctx: CareerContext, _question: string): AskAnswer | undefined {
  const { services, name, servicesRef, urls, today } = ctx;
  if (!services.availability) return undefined; // not stated: an availability for new work
  return reply('answer', 'profile', `${name}: ${availabilityText(services.availability, today)}`, [servicesRef, urls.abs(url('services'))]);
}

function servicesAnswer(ctx: CareerContext, _question: string): AskAnswer | undefined {
  const { services, name, servicesRef, urls, today } = ctx;
  if (!services.services.length) return undefined; // not stated: any services
  const lines = services.services.map((s) => (s.price ? `${s.name} (${priceLabel(s.price)})` : s.name));
  const when = services.availability ? ` ${availabilityText(services.availability, today)}` : '';
  return reply('list', 'profile', `${name} offers ${joinList(lines)}.${when}`, [servicesRef, urls.abs(url('services'))]);
}

const TOPIC_ANSWERS: Record<Topic, (ctx: CareerContext, question: string) => AskAnswer | undefined> = {
  previous: previousAnswer,
  first: firstAnswer,
  employer: employerAnswer,
  years: yearsAnswer,
  history: historyAnswer,
  education: educationAnswer,
  certificates: certificatesAnswer,
  spoken: spokenAnswer,
  publications: publicationsAnswer,
  awards: awardsAnswer,
  volunteer: volunteerAnswer,
  interests: interestsAnswer,
  rates: ratesAnswer,
  timezone: timezoneAnswer,
  availability: availabilityAnswer,
  services: servicesAnswer,
};

/** "How many certificates ...": the list topics answered with their number first. */
const COUNTED: Partial<Record<Topic, { noun: string; items: (career: CareerData, services: ReturnType<typeof publicServices>) => unknown[] }>> = {
  certificates: { noun: 'certificate', items: (career) => career.certificates },
  awards: { noun: 'award', items: (career) => career.awards },
  services: { noun: 'service', items: (_, services) => services.services },
  history: { noun: 'position', items: (career) => career.experience },
  spoken: { noun: 'language', items: (career) => career.languages },
  volunteer: { noun: 'volunteer role', items: (career) => career.volunteer },
};
