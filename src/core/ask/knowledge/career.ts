/**
 * Career knowledge for /v1/ask (issue #16): the current employer, years of experience,
 * education, certificates, spoken languages, services, rates and availability, answered from
 * the public views (career.yaml and services.yaml; private rates read "on request") with the
 * API resources as references. The engine asks it first (one call in ../engine.ts); it answers
 * only questions it recognises with confidence and leaves every other question to the engine.
 *
 * Recognition is by phrase patterns on the normalised question: small, explicit, and tested by
 * tests/fixtures/ask-eval/career.json on two content sets.
 */
import { availabilityText, currentPositions, priceLabel, yearsOfExperience } from '../../career.ts';
import type { Portfolio } from '../../portfolio.ts';
import type { Urls } from '../../urls.ts';
import { careerView, publicServices } from '../../views.ts';
import { reply } from '../answers/reply.ts';
import type { AskAnswer } from '../schema.ts';
import { FUNCTION_WORDS } from '../lexicon.ts';
import { editDistance } from '../text/edit-distance.ts';
import { joinList } from '../text/english.ts';
import { languageCode, languagesNamed } from '../text/language-names.ts';
import { url } from '../../../catalogue/paths.ts';

type Topic =
  | 'previous'
  | 'first'
  | 'employer'
  | 'years'
  | 'education'
  | 'certificates'
  | 'spoken'
  | 'rates'
  | 'availability'
  | 'timezone'
  | 'services'
  | 'history'
  | 'publications'
  | 'awards'
  | 'volunteer'
  | 'interests';

/** Questions about a skill's own years or level are private evaluations, not career questions. */
const SKILL_YEARS = /\bexperience\s+(with|in|using|of)\b|\byears?\s+of\s+(?!(professional|work|working|industry|total|overall|relevant)?\s*experience\b)\w/;

const PATTERNS: readonly [Topic, RegExp][] = [
  ['history', /\bhow many (employers|companies|jobs|positions|roles)\b/],
  ['first', /\b(first|earliest) (job|position|role|employer|company)\b/],
  ['history', /\b(all|list|name) (of )?(her|his|their|the) (employers|companies|jobs|positions)\b|\bemployers\b/],
  [
    'previous',
    /\b(previous|former|prior|last|earlier) (employers?|company|companies|jobs?|roles?|positions?)\b|\bbefore (her|his|their) current (job|role|employer|position)\b/,
  ],
  ['timezone', /\b(time ?zones?|timezones?|what hours|working hours|utc offset)\b/],
  [
    'rates',
    /\b(rates?|pricing|prices?|fees?|hourly|day rate|daily rate|currenc(y|ies)|charges? in|how much (does|do|would|will|is) \w+ (charge|cost|ask)|what does \w+ charge)\b/,
  ],
  [
    'availability',
    /\b(available|availability|free to (take|start|work)|(is|are) (she|he|they|\w+) free\b|take on (new )?(work|clients?|projects?)|open (to|for) (work|new|freelance|contracts?)|hire|hiring|when can (she|he|they|\w+) start|start date|days (a|per) week|(can|could) (she|he|they|\w+) start)\b/,
  ],
  [
    'services',
    /\b(what services|which services|services (does|do|did) \w+ (offer|provide|sell)|services offered|(her|his|their|your) services|offerings?|what does \w+ offer|consulting services|freelance work|engagements?)\b/,
  ],
  [
    'years',
    /\b(how (many|much) years|years of (professional |work |working |industry |total |overall |relevant )?experience|how long has (she|he|they|\w+) (been working|worked)|since when (has|have) (she|he|they|\w+) (been|worked)|how experienced|how senior|career length)\b/,
  ],
  [
    'employer',
    /\b(where does (she|he|they|\w+) work|who does (she|he|they|\w+) work for|current (employer|company|job|role|position)|currently work\w*|work(s|ing)? (now|currently|at the moment|today)|which company|what company|employer|employed|day job)\b/,
  ],
  [
    'education',
    /\b(thes[ie]s|dissertations?|educat\w*|degrees?|diploma|universit\w*|college|school|stud(y|ied|ies)|graduat\w*|master'?s|bachelor'?s|msc|bsc|phd)\b/,
  ],
  ['certificates', /\b(certificat\w*|certified|certifications?|certs?)\b/],
  ['awards', /\b(patents?|patented)\b/],
  [
    'publications',
    /\b(publications?|publish\w*|papers?|articles?|talks|conference talks?|(gave|give|given|giving) (a |any )?talks?|spoken at|speak(s|ing)? at|speaker|presentations?|presented at)\b/,
  ],
  ['awards', /\b(awards?|awarded|prizes?|honou?rs|won any)\b/],
  ['volunteer', /\b(volunteer\w*|unpaid|pro bono|community work|charity|non-?profit)\b/],
  ['interests', /\b(hobby|hobbies|interests?|free time|spare time|outside (of )?work|for fun|passions?)\b/],
  ['spoken', /\b(speak|speaks|spoken|fluent|native language|mother tongue|which languages does (she|he|they|\w+) (speak|know)|human languages?)\b/],
  [
    'history',
    /\b(work history|work experience|career|previous (jobs?|employers?|roles?|companies)|past (jobs?|employers?|roles?)|where (has|did) (she|he|they|\w+) work(ed)?|employment history|cv|résumé|resume)\b/,
  ],
];

const RATE_VERB = /^\s*(please\s+)?rate\b|\b(would|do|can|could) you rate\b|\brate (her|his|their|my)\b/;

/**
 * "What does Furrow Robotics build?", "what did Kestrel do?", "what kind of firm is Kestrel?": an organisation of the work history,
 * named by its whole name or its first word, and asked what it does: its description as written,
 * with the owner's position there. Undefined for other questions or an organisation without one.
 */
export function organisationDescriber(portfolio: Portfolio, urls: Urls): (question: string) => AskAnswer | undefined {
  const career = careerView(portfolio);
  const name = portfolio.profile?.name.split(/\s+/)[0] ?? 'The portfolio owner';
  const described = career.experience.filter((entry) => entry.description);
  return (question) => {
    const asked =
      /^\s*what (?:does|did|do) (.+?) (?:do|does|build|builds|make|makes|sell|sells|develop|develops|produce|produces|offer|offers|work on)\s*\??\s*$/i.exec(
        question,
      ) ??
      /^\s*what (?:kind|type|sort) of (?:firm|company|organi[sz]ation|business|employer|place|institute|institution|start-?up) (?:is|was) (.+?)\s*\??\s*$/i.exec(
        question,
      );
    if (!asked || !described.length) return undefined;
    const words = foldWords(asked[1]!).filter((word) => !['the', 'a', 'an'].includes(word));
    const entry = described.find((e) => {
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
  const name = portfolio.profile?.name.split(/\s+/)[0] ?? 'The portfolio owner';
  return employerCheck(careerView(portfolio), name, urls.api(url('getCareer')));
}

/** Whether a question asks for the owner's years of experience ("how long has she been working in robotics?"). */
export function asksYearsOfExperience(question: string): boolean {
  return topicOf(question) === 'years';
}

/** The last question's topic: the engine asks for one question's topic several times in a row. */
let lastTopic: { question: string; topic: Topic | undefined } | undefined;

function topicOf(question: string): Topic | undefined {
  if (lastTopic?.question === question) return lastTopic.topic;
  const topic = findTopic(question);
  lastTopic = { question, topic };
  return topic;
}

function findTopic(question: string): Topic | undefined {
  const q = ` ${question.toLowerCase().replace(/[’']/g, "'").replace(/\s+/g, ' ')} `;
  // A question about projects ("projects about pricing", "which projects at Kvarn") is the engine's.
  if (/\bprojects?\b/.test(q) && !/\b(new|next|your|my|our|freelance) project\b/.test(q)) return undefined;
  for (const [topic, pattern] of PATTERNS) {
    if (!pattern.test(q)) continue;
    // "Rate his Kotlin skills", "how would you rate her": a judgement asked, not a price.
    if (topic === 'rates' && RATE_VERB.test(q)) continue;
    // "Options pricing work", "pricing models": a topic of projects, not the owner's prices.
    if (topic === 'rates' && /\bpricing (work|experience|models?|engines?|librar\w+|code|systems?)\b/.test(q)) return undefined;
    if (topic === 'years' && SKILL_YEARS.test(q)) return undefined;
    return topic;
  }
  return asksSpokenLanguage(q) ? 'spoken' : undefined;
}

/** "Can she work in English?", "does he write in German?": a spoken language after "in", ending the question. */
export function asksSpokenLanguage(question: string): boolean {
  const last = /\bin ([\p{L}]+)\s*\??\s*$/u.exec(question.toLowerCase().trim());
  return last !== null && languagesNamed(last[1]!).length > 0;
}

const span = (start?: string, end?: string) => (start ? `${start}–${end ?? 'present'}` : (end ?? ''));

/**
 * The career answerer of one portfolio: `answer(question)` gives an answer, or undefined for a
 * question that is not about the career. `today` (YYYY-MM-DD) counts current positions.
 */
export function careerAnswerer(portfolio: Portfolio, urls: Urls, today = new Date().toISOString().slice(0, 10)): (question: string) => AskAnswer | undefined {
  const career = careerView(portfolio);
  const services = publicServices(portfolio);
  const name = portfolio.profile?.name.split(/\s+/)[0] ?? 'The portfolio owner';
  // The owner's own names never name an entry of a list ("Has Inês won any awards?").
  const ownNames = new Set(foldWords(portfolio.profile?.name ?? ''));
  const careerRef = urls.api(url('getCareer'));
  const servicesRef = urls.api(url('getServices'));

  const context = { career, services, name, ownNames, careerRef, servicesRef, urls, today };
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
    const answer = byTopic(topic, question);
    const counted = answer && HOW_MANY.test(normalised(question)) && !/\bpatent/.test(normalised(question)) ? COUNTED[topic] : undefined;
    if (!answer || !counted || answer._meta.intent === 'count') return answer;
    const n = counted.items(career, services).length;
    return reply('answer', 'count', `${n} ${n === 1 ? counted.noun : `${counted.noun}s`}. ${answer.answer}`, answer.references, answer._meta.confidence);
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
  return reply(
    'answer',
    'profile',
    `${name} has about ${years} ${years === 1 ? 'year' : 'years'} of professional experience, since ${first.start} (${first.role} at ${first.organisation}), across ${career.experience.length} ${career.experience.length === 1 ? 'position' : 'positions'}.`,
    [careerRef],
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
  const lines = career.experience.map((e) => `${e.role} at ${e.organisation} (${span(e.start, e.end)})`);
  return reply('list', 'profile', `${name}'s positions, most recent first: ${joinList(lines)}.`, [careerRef, urls.abs(url('resume'))]);
}

function educationAnswer(ctx: CareerContext, question: string): AskAnswer | undefined {
  const { career, name, ownNames, careerRef } = ctx;
  if (!career.education.length) return undefined; // not stated: any education
  if (/\b(thes[ie]s|dissertations?)\b/.test(normalised(question))) return thesisAnswer(career.education, name, careerRef);
  const lines = career.education.map(
    (e) =>
      `${[e.degree, e.area].filter(Boolean).join(' in ') || 'studies'} at ${e.institution}${e.end ? ` (${e.end}${e.score ? `, grade ${e.score}` : ''})` : e.score ? ` (grade ${e.score})` : ''}`,
  );
  // "Did he study cryptography?": the entry whose degree, area or courses say it (asked with a verb of study).
  const studied = /\b(stud(y|ied|ies)|courses?|class(es)?|take|took|taken|degrees?|major(ed)?)\b/.test(normalised(question));
  const verdict = !studied
    ? undefined
    : listVerdict(
        question,
        career.education.map((e, i) => ({
          text: [e.degree, e.area, e.institution, ...(e.courses ?? [])].join(' '),
          line: `${lines[i]}${e.courses?.length ? `, courses: ${e.courses.join(', ')}` : ''}`,
        })),
        `${name}'s education`,
        ownNames,
      );
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
    career.certificates.map((c, i) => ({ text: `${c.name} ${c.issuer ?? ''}`, line: lines[i]! })),
    `${name}'s certificates`,
    ownNames,
  );
  if (verdict) return reply('answer', 'profile', `${verdict} ${name} holds ${joinList(lines)}.`, [careerRef]);
  const one = pickOne(
    question,
    career.certificates.map((c, i) => ({ text: c.name, line: lines[i]! })),
    ownNames,
  );
  if (one) return reply('answer', 'profile', `${name}'s certificate: ${one}.`, [careerRef]);
  return reply('list', 'profile', `${name} holds ${joinList(lines)}.`, [careerRef]);
}

function spokenAnswer(ctx: CareerContext, question: string): AskAnswer | undefined {
  const { career, name, careerRef } = ctx;
  if (!career.languages.length) return undefined; // not stated: the languages its owner speaks
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
    career.publications.map((p, i) => ({ text: [p.name, p.publisher, p.kind].filter(Boolean).join(' '), line: lines[i]! })),
    `${name}'s publications and talks`,
    ownNames,
  );
  if (verdict) return reply('answer', 'profile', `${verdict} ${name}'s publications and talks: ${joinList(lines)}.`, [careerRef]);
  const one = pickOne(
    question,
    career.publications.map((p, i) => ({ text: [p.name, p.publisher].filter(Boolean).join(' '), line: lines[i]! })),
    ownNames,
  );
  if (one) return reply('answer', 'profile', `From ${name}'s publications and talks: ${one}.`, [careerRef]);
  return reply('list', 'profile', `${name}'s publications and talks: ${joinList(lines)}.`, [careerRef]);
}

function awardsAnswer(ctx: CareerContext, question: string): AskAnswer | undefined {
  const { career, name, ownNames, careerRef } = ctx;
  if (/\bpatent/.test(normalised(question))) return patentAnswer(career, name, careerRef);
  if (!career.awards.length) return undefined; // not stated: awards
  const lines = career.awards.map((a) => `${a.title}${a.awarder || a.date ? ` (${[a.awarder, a.date].filter(Boolean).join(', ')})` : ''}`);
  const verdict = listVerdict(
    question,
    career.awards.map((a, i) => ({ text: [a.title, a.awarder].filter(Boolean).join(' '), line: lines[i]! })),
    `${name}'s awards`,
    ownNames,
  );
  if (verdict) return reply('answer', 'profile', `${verdict} ${name}'s awards: ${joinList(lines)}.`, [careerRef]);
  const one = pickOne(
    question,
    career.awards.map((a, i) => ({ text: [a.title, a.awarder].filter(Boolean).join(' '), line: lines[i]! })),
    ownNames,
  );
  if (one) return reply('answer', 'profile', `${name}'s award: ${one}.`, [careerRef]);
  return reply('list', 'profile', `${name}'s awards: ${joinList(lines)}.`, [careerRef]);
}

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
  const verdict = asked ? 'Yes. ' : '';
  return reply('answer', 'profile', `${verdict}${name}'s rates: ${lines.join('; ')}.${hidden}${currencies}`, [servicesRef, urls.abs(url('services'))]);
}

function timezoneAnswer(ctx: CareerContext, _question: string): AskAnswer | undefined {
  const { services, name, servicesRef, urls } = ctx;
  const zones = services.availability?.timeZones;
  if (!zones?.length) return undefined; // not stated: a time zone
  const named = zones.map((zone) => {
    const long = zoneName(zone);
    return long ? `${zone} (${long})` : zone;
  });
  return reply('answer', 'profile', `${name} works in the ${joinList(named, 'or')} time ${zones.length === 1 ? 'zone' : 'zones'}.`, [
    servicesRef,
    urls.abs(url('services')),
  ]);
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

type CareerData = ReturnType<typeof careerView>;
type PublicService = ReturnType<typeof publicServices>['services'][number];

const normalised = (question: string) => ` ${question.toLowerCase().replace(/[’']/g, "'").replace(/\s+/g, ' ')} `;

/** "How many talks ...": the thing counted. */
const HOW_MANY = /\bhow many (\w+)/;

/** The number of publications of the kind asked ("talks", "papers"), then the list. */
function publicationCount(publications: CareerData['publications'], name: string, noun: string, ref: string): AskAnswer {
  const talks = /^(talk|presentation|keynote)/.test(noun);
  const kind = talks ? 'talk' : /^(paper|article|publication|post)/.test(noun) ? 'publication' : undefined;
  const chosen = kind ? publications.filter((p) => (p.kind === 'talk') === (kind === 'talk')) : publications;
  const word = kind === 'talk' ? 'talk' : kind ? 'publication' : 'publication or talk';
  const plural = chosen.length === 1 ? word : word === 'publication or talk' ? 'publications and talks' : `${word}s`;
  const items = chosen.map((p) => `“${p.name}” (${[p.publisher, p.date].filter(Boolean).join(', ')})`);
  return reply('answer', 'count', `${name} lists ${chosen.length} ${plural}${items.length ? `: ${joinList(items)}` : ''}.`, [ref]);
}

/** The thesis, from the education entries' courses that name one ("Thesis: ..."). */
function thesisAnswer(education: CareerData['education'], name: string, ref: string): AskAnswer {
  for (const entry of education) {
    const course = entry.courses?.find((c) => /^\s*(thesis|dissertation)\b/i.test(c));
    if (!course) continue;
    const title = course.replace(/^\s*(thesis|dissertation)\s*[:\-–]?\s*/i, '');
    const degree = [entry.degree, entry.area].filter(Boolean).join(' in ');
    return reply(
      'answer',
      'profile',
      `${name}'s thesis (${degree ? `${degree}, ` : ''}${entry.institution}${entry.end ? `, ${entry.end}` : ''}): “${title}”.`,
      [ref],
    );
  }
  return reply('answer', 'profile', `${name}'s education lists no thesis title.`, [ref], 0.8);
}

/** Patents, from the awards and publications that name one; "no" only over those complete lists. */
function patentAnswer(career: CareerData, name: string, ref: string): AskAnswer {
  const awards = career.awards
    .filter((a) => /\bpatent/i.test(`${a.title} ${a.summary ?? ''}`))
    .map((a) => `${a.title}${a.awarder || a.date ? ` (${[a.awarder, a.date].filter(Boolean).join(', ')})` : ''}`);
  const pubs = career.publications.filter((p) => /\bpatent/i.test(`${p.name} ${p.publisher ?? ''}`)).map((p) => `“${p.name}”${p.date ? ` (${p.date})` : ''}`);
  const found = [...awards, ...pubs];
  if (found.length)
    return reply('answer', 'profile', `Yes. ${name} lists ${found.length === 1 ? 'a patent' : `${found.length} patents`}: ${joinList(found)}.`, [ref]);
  return reply('answer', 'profile', `No patent is listed among ${name}'s awards and publications.`, [ref], 0.8);
}

/** An organisation the question names after "worked at/for" (a capitalised name). */
const WORKED_AT =
  /\b(?:has|have|did|does|do|was|is)\s+\S+\s+(?:ever\s+)?(?:worked|work|been employed|employed)\s+(?:at|for|by)\s+(.+?)\s*(?:before|previously|ever|in the past)?\s*\??$/i;

/** "Is she still at Acme?", "does he still work for Acme?": the organisation asked about. */
const STILL_AT = /^\s*(?:is|does|do)\s+\S+\s+still\s+(?:at|with|employed (?:at|by)|work(?:s|ing)?\s+(?:at|for))\s+(.+?)\s*\??$/i;

/** A place the question asks about after "worked in" ("Has he worked in Warsaw?"). */
const WORKED_IN = /\b(?:has|have|did|does|do)\s+\S+\s+(?:ever\s+)?(?:worked|work|been working)\s+in\s+([A-Z][^?]*?)\s*(?:before|previously|ever)?\s*\??$/;

/**
 * "Has she worked at Acme?": yes with the position when the work history lists it, else no,
 * naming the listed employers (the history is the complete list of what the portfolio states).
 */
function employerCheck(career: CareerData, name: string, ref: string): (question: string) => AskAnswer | undefined {
  const organisations = [...career.experience, ...career.volunteer.map((v) => ({ ...v, role: v.role ?? 'volunteer' }))];
  const fold = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  return (question) => {
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
        `No. ${name} was ${position.role} at ${position.organisation} from ${position.start} to ${position.end}.${now.length ? ` ${name} now works as ${joinList(now)}.` : ''}`,
        [ref],
      );
    }
    const place = WORKED_IN.exec(trimmed.charAt(0).toLowerCase() + trimmed.slice(1))?.[1];
    if (place) {
      const key = fold(place);
      const there = career.experience.filter((e) => e.location && ` ${fold(e.location)} `.includes(` ${key} `));
      if (!there.length) return undefined;
      const lines = there.map((e) => `${e.role} at ${e.organisation} in ${e.location} (${span(e.start, e.end)})`);
      return reply('answer', 'profile', `Yes. ${name} worked as ${joinList(lines)}.`, [ref]);
    }
    const asked = WORKED_AT.exec(question.trim())?.[1]?.replace(/^the\s+/i, '');
    if (!asked || !/^[A-Z0-9]/.test(asked) || !career.experience.length) return undefined;
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

const PRICE_WORDS = /\b(cost|costs|price|priced|pricing|how much|charge|charges|fee|fees)\b/i;

/** The words of a service name that identify it (three letters or more). */
const nameWords = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 3);

/** "What does the web map audit cost?": the service the question names, with its price. */
function serviceQuestion(services: readonly PublicService[], name: string, refs: string[]): (question: string) => AskAnswer | undefined {
  const keyed = services.map((service) => ({ service, words: nameWords(service.name) })).filter((s) => s.words.length);
  return (question) => {
    // "Which projects involved an audit?" asks about projects, not the service "Audit".
    if (/\bprojects?\b/i.test(question)) return undefined;
    const words = new Set(nameWords(question));
    const has = (w: string) => words.has(w) || words.has(`${w}s`) || words.has(w.replace(/s$/, ''));
    const asksPrice = PRICE_WORDS.test(question);
    let matches = keyed.filter((s) => s.words.every(has));
    // "What does the workshop cost?": a price asked with a word only one service's name has.
    if (!matches.length && asksPrice)
      matches = keyed.filter((s) => s.words.some((w) => w.length >= 4 && has(w) && keyed.every((o) => o === s || !o.words.includes(w))));
    if (matches.length !== 1) return undefined;
    const { service } = matches[0]!;
    const price = service.price ? `${priceLabel(service.price)}` : 'no public price';
    const text = asksPrice
      ? `${service.name}: ${price}.${service.price === 'on request' ? ' The price is given on enquiry.' : ''}`
      : `${service.name} (${price}): ${service.description ?? ''}`.trim();
    return reply('answer', 'profile', `${name} offers ${text}`, refs);
  };
}

const AUXILIARY_START = /^\s*(is|are|was|were|does|do|did|has|have|had|can|could|will|would)\b/i;

/** Words of a yes/no question that do not name what is asked about. */
const NOT_NAMING = new Set([
  ...FUNCTION_WORDS,
  'certified',
  'certification',
  'certificate',
  'certificates',
  'cert',
  'certs',
  'study',
  'studied',
  'studies',
  'take',
  'took',
  'taken',
  'course',
  'courses',
  'class',
  'hold',
  'holds',
  'get',
  'got',
  'have',
  'has',
  'she',
  'he',
  'they',
  // The verbs and nouns of the lists themselves: talks, publications, awards.
  'give',
  'gave',
  'given',
  'talk',
  'talks',
  'speak',
  'spoke',
  'spoken',
  'present',
  'presented',
  'publish',
  'published',
  'publication',
  'publications',
  'paper',
  'papers',
  'win',
  'won',
  'award',
  'awards',
  'awarded',
  'receive',
  'received',
  'prize',
  'any',
  'conference',
  'conferences',
  'journal',
  'journals',
]);

/** The words of the career topics' patterns, which a typo may be corrected to (general English, no field's names). */
const CAREER_TOPIC_WORDS = [
  'certified',
  'certificate',
  'certificates',
  'certification',
  'certifications',
  'education',
  'educated',
  'degree',
  'degrees',
  'diploma',
  'university',
  'college',
  'studied',
  'graduated',
  'thesis',
  'dissertation',
  'publications',
  'published',
  'papers',
  'articles',
  'conference',
  'presentations',
  'presented',
  'speaker',
  'awards',
  'awarded',
  'prizes',
  'honours',
  'patents',
  'patented',
  'volunteer',
  'volunteering',
  'volunteered',
  'charity',
  'hobbies',
  'interests',
  'passions',
  'available',
  'availability',
  'employer',
  'employers',
  'employed',
  'company',
  'companies',
  'previous',
  'former',
  'experience',
  'experienced',
  'career',
  'history',
  'services',
  'offerings',
  'pricing',
  'prices',
  'hourly',
  'timezone',
  'languages',
  'fluent',
  'native',
];

/**
 * A corrector of a question's words against a vocabulary: a word of five letters or more that the
 * vocabulary lacks and that is one edit (a letter missing, added, or two swapped; a letter changed
 * in words of seven letters or more; not a letter added or dropped at the end) from exactly one
 * vocabulary word with the same first letter is replaced by it. Other words stay as typed.
 */
function spellingFixer(vocabulary: readonly string[]): (question: string) => string {
  const known = new Set([...vocabulary.filter((word) => /^[a-z]+$/.test(word)), ...FUNCTION_WORDS]);
  const byFirst = new Map<string, string[]>();
  for (const word of known) if (word.length >= 4) byFirst.set(word[0]!, [...(byFirst.get(word[0]!) ?? []), word]);
  const cache = new Map<string, string>();
  const fix = (word: string): string => {
    const lower = word.toLowerCase();
    if (lower.length < 5 || !/^[a-z]+$/.test(lower) || known.has(lower)) return word;
    const cached = cache.get(lower);
    if (cached !== undefined) return cached || word;
    const candidates = (byFirst.get(lower[0]!) ?? []).filter(
      (candidate) =>
        editDistance(lower, candidate, 1) === 1 &&
        // "talks" is not a typo of "talk", nor "Germany" of "German": a word of the vocabulary with a letter added at its end is another word.
        !lower.startsWith(candidate) &&
        !candidate.startsWith(lower) &&
        (candidate.length !== lower.length || lower.length >= 7 || swapped(lower, candidate)),
    );
    const fixed = candidates.length === 1 ? candidates[0]! : '';
    // Bounded: questions bring new words without end.
    if (cache.size >= 4096) cache.clear();
    cache.set(lower, fixed);
    return fixed || word;
  };
  return (question) => question.replace(/[A-Za-z]+/g, fix);
}

/** Whether two words of the same length differ by two neighbouring letters swapped. */
function swapped(a: string, b: string): boolean {
  const at = [...a].findIndex((letter, i) => letter !== b[i]);
  return at >= 0 && a[at] === b[at + 1] && a[at + 1] === b[at] && a.slice(at + 2) === b.slice(at + 2);
}

const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');

/** The folded words of a text ("Inês" -> "ines"). */
const foldWords = (text: string) =>
  fold(text)
    .split(/[^a-z0-9+#]+/)
    .filter(Boolean);

/**
 * A yes/no question over a complete list (certificates, education): "Yes." with the entries
 * whose text has every word the question names them by, "No." with the list when none has;
 * undefined for a question that is not yes/no or names nothing.
 */
function listVerdict(question: string, items: { text: string; line: string }[], listName: string, ignore: ReadonlySet<string>): string | undefined {
  if (!AUXILIARY_START.test(question)) return undefined;
  const words = foldWords(question).filter((word) => word.length >= 2 && !NOT_NAMING.has(word) && !ignore.has(word));
  if (!words.length) return undefined;
  const has = (text: string, word: string) => new RegExp(`(^|[^a-z0-9])${word.replace(/[+#]/g, '\\$&')}`).test(fold(text));
  const found = items.filter((item) => words.every((word) => has(item.text, word)));
  if (found.length) return `Yes. ${joinList(found.map((item) => item.line))}.`;
  // A name the question uses that no entry has: the complete list says no.
  const missing = words.filter((word) => !items.some((item) => has(item.text, word)));
  return `No. “${missing.join(' ')}” is not in ${listName}.`;
}

/**
 * "Before Furrow", "after Kestrel": the position named after "before" or "after" by the first
 * word of its organisation (two letters or more), and the position next to it in time.
 */
function neighbourPosition(
  question: string,
  experience: CareerData['experience'],
): { named: CareerData['experience'][number]; other: CareerData['experience'][number]; before: boolean } | undefined {
  const found = /\b(before|after)\s+(?:joining\s+|working at\s+|(?:her|his|their) time at\s+)?([\p{L}\p{N}][\p{L}\p{N}&.-]+)/iu.exec(question);
  if (!found) return undefined;
  const before = found[1]!.toLowerCase() === 'before';
  const word = fold(found[2]!);
  const named = experience.find((e) => foldWords(e.organisation)[0] === word);
  if (!named) return undefined;
  const sorted = [...experience].sort((a, b) => a.start.localeCompare(b.start));
  const at = sorted.indexOf(named);
  const other = sorted[before ? at - 1 : at + 1];
  return other ? { named, other, before } : undefined;
}

/**
 * "Who issued her functional safety certificate?", "when did she get the Best Paper award?": a
 * question (not yes/no) that names one entry of a list by words of its name gets that entry alone.
 * The entry must have more of the question's naming words than any other, and two of them when
 * the question has more than one; undefined otherwise (the whole list answers).
 */
function pickOne(question: string, items: { text: string; line: string }[], ignore: ReadonlySet<string>): string | undefined {
  if (AUXILIARY_START.test(question) || items.length < 2) return undefined;
  const words = [...new Set(foldWords(question))].filter((word) => word.length >= 3 && !NOT_NAMING.has(word) && !ignore.has(word) && !PICK_FILLERS.has(word));
  if (!words.length) return undefined;
  // "rigging" names "Rigger": a word of the entry that starts as the question's word does, less its ending.
  const has = (text: string, word: string) => {
    const head = word.length >= 5 ? word.slice(0, Math.max(4, word.length - 3)) : word;
    return foldWords(text).some((other) => other.startsWith(head));
  };
  const scored = items.map((item) => ({ item, score: words.filter((word) => has(item.text, word)).length })).sort((a, b) => b.score - a.score);
  const [best, second] = scored;
  if (!best || best.score === 0 || (second && second.score === best.score) || (words.length > 1 && best.score < 2 && words.length - best.score > 1))
    return undefined;
  return best.item.line;
}

/** Question words that name no entry ("who issued", "which year"). */
const PICK_FILLERS = new Set([
  'who',
  'whom',
  'what',
  'which',
  'when',
  'where',
  'issued',
  'issue',
  'gave',
  'given',
  'year',
  'date',
  'her',
  'his',
  'their',
  'did',
  'does',
  'was',
  'get',
  'got',
  'receive',
  'received',
  'win',
  'won',
  'earn',
  'earned',
]);

/**
 * "Europe/Brussels" -> "Central European Time": the long name of an IANA zone from the runtime's
 * ICU data (the generic name; the standard one where it is a name of its own, "Greenwich Mean Time").
 */
function zoneName(zone: string): string | undefined {
  const name = (style: 'long' | 'longGeneric') => {
    try {
      const format = new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: style });
      return format.formatToParts(Date.UTC(2025, 0, 15)).find((part) => part.type === 'timeZoneName')?.value;
    } catch {
      return undefined;
    }
  };
  const generic = name('longGeneric');
  const standard = name('long');
  const chosen = standard && !/Standard/.test(standard) && !/GMT[+-]/.test(standard) ? standard : generic;
  // ICU falls back to an offset ("GMT+01:00") for zones without a name.
  return chosen && !/GMT[+-]|UTC/.test(chosen) ? chosen : undefined;
}

/** "EUR" -> "Euro": the currency's English name from the runtime's ICU data. */
function currencyName(code: string): string {
  try {
    return new Intl.DisplayNames('en', { type: 'currency' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Whether a question names a currency by its code or by its name ("euros", "Singapore dollars"). */
function mentionsCurrency(question: string, code: string): boolean {
  const q = ` ${question.toLowerCase().replace(/[^a-z]+/g, ' ')} `;
  const name = currencyName(code)
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim();
  return q.includes(` ${code.toLowerCase()} `) || q.includes(` ${name} `) || q.includes(` ${name}s `);
}
