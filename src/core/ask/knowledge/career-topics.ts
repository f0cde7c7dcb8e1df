/** The career topics a question may ask about (the current employer, years of experience, education, …), recognised by phrase patterns on the normalised question (./career.ts answers them). */
import { namesLanguage } from '../text/language-names.ts';
import { releaseCompiledCode } from '../text/patterns.ts';
import { asksOtherFigure } from '../text/figure-asked.ts';

export type Topic =
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
  ['timezone', /\b(time ?zones?|timezones?|what hours|working hours|utc offset|daylight sav(ing|ings)( time)?|summer ?time)\b/],
  [
    'rates',
    // "How does she rate herself?", "rate his Kotlin skills": "rate" as a verb asks for a level, not a price.
    /\b((?<!\b(?:she|he|they|you|i|to|would|does|do) )rate(?! (?:her|his|their|my|your|him|herself|himself|themselves|yourself)\b)|rates|pricing|prices?|fees?|hourly|day rate|daily rate|currenc(y|ies)|charges? in|how much (does|do|would|will|is) \w+ (charge|cost|ask)|what does \w+ charge)\b/,
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
    /\b(where does (she|he|they|\w+) work|who does (she|he|they|\w+) work for|for (who|whom) (does |do )?(she|he|they|\w+) works?\b|for (who|whom) works? (she|he|they|\w+)|current (employer|company|job|role|position)|currently work\w*|work(s|ing)? (now|currently|at the moment|today)|which company|what company|employer|employed|day job)\b/,
  ],
  // "Did he speak at Autodesk University?", "what did she publish in Studies in Conservation?", "where did he speak in 2024?": a verb
  // of speaking or publishing at or in a place (or in a year) is the talks and publications, before the place's noun ("university", "studies") names the education.
  [
    'publications',
    /\b(speak|speaks|spoke|spoken|speaking|talk|talks|talked|talking|present|presents|presented|presenting|keynoted?) (at|about|in (?:19|20)\d\d)\b|\b(publish|published|publishes) (in|with|at)\b|\b(which|what) (talk|talks|paper|papers|publication|publications|article|articles)\b/,
  ],
  [
    'education',
    /\b(thes[ie]s|dissertations?|educat\w*|degrees?|diploma|universit\w*|college|school|stud(y|ied|ies)|graduat\w*|master'?s|bachelor'?s|msc|bsc|phd|doctora\w*|supervis(?:ed|or|ors|ion) (?:her|his|their|the) (?:thesis|phd|doctora\w*|dissertation))\b/,
  ],
  ['certificates', /\b(certificat\w*|certified|certifications?|certs?)\b/],
  ['awards', /\b(patents?|patented)\b/],
  [
    'publications',
    /\b(publications?|publish\w*|papers?|articles?|talks|conference talks?|(gave|give|given|giving) (a |any )?talks?|spoken at|speak(s|ing)? at|speaker|presentations?|presented at)\b/,
  ],
  // "Has she won an All-Ireland?": what the owner won is one of the awards.
  ['awards', /\b(awards?|awarded|prizes?|honou?rs|won any)\b|\b(?:has|have|had|did)\s+(?:she|he|they)\s+(?:ever\s+)?(?:won|win)\b/],
  ['volunteer', /\b(volunteer\w*|unpaid|pro bono|community work|charity|non-?profit)\b/],
  ['interests', /\b(hobby|hobbies|interests?|free time|spare time|outside (of )?work|for fun|passions?)\b/],
  ['spoken', /\b(speak|speaks|spoken|fluent|native language|mother tongue|which languages does (she|he|they|\w+) (speak|know)|human languages?)\b/],
  [
    'history',
    /\b(work history|work experience|career|previous (jobs?|employers?|roles?|companies)|past (jobs?|employers?|roles?)|where (has|did) (she|he|they|\w+) work(ed)?|where (was|were) (she|he|they|\w+) working|who (has|have|had|did) (she|he|they|\w+) (worked|work) for|(which|what) (companies|organi[sz]ations|firms|employers) (has|have|had|did) (she|he|they|\w+) (worked|work) (for|at)|employment history|cv|résumé|resume)\b/,
  ],
];

/**
 * Every topic's pattern in one (none has flags): most questions ask about no career topic, and one
 * test of the union costs a third of testing the patterns one by one. Only a question it matches
 * goes through the patterns in their order.
 */
export const ANY_TOPIC = new RegExp(
  `${PATTERNS.every(([, pattern]) => alternativesOf(pattern.source).every((alternative) => alternative.startsWith('\\b'))) ? '\\b' : ''}(?:${PATTERNS.map(([, pattern]) => `(?:${pattern.source})`).join('|')})`,
);

/**
 * The top-level alternatives of a pattern's source. When each topic's alternatives all begin at a
 * word boundary, so does any match of the union: the boundary is tested once for all (half the
 * time of the union), the same matches.
 */
function alternativesOf(source: string): string[] {
  const alternatives: string[] = [];
  let [depth, inClass, start] = [0, false, 0];
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (char === '\\') i++;
    else if (inClass) inClass = char !== ']';
    else if (char === '[') inClass = true;
    else if (char === '(') depth++;
    else if (char === ')') depth--;
    else if (char === '|' && depth === 0) {
      alternatives.push(source.slice(start, i));
      start = i + 1;
    }
  }
  alternatives.push(source.slice(start));
  return alternatives;
}

/** How many topics' own patterns were tested (the tests check that a question with no topic tests none). */
export const topicPatternTests = { count: 0 };

const RATE_VERB = /^\s*(please\s+)?rate\b|\b(would|do|can|could) you rate\b|\brate (her|his|their|my)\b/;

/** Whether a question asks for the owner's years of experience ("how long has she been working in robotics?"). */
export function asksYearsOfExperience(question: string): boolean {
  return topicOf(question) === 'years';
}

/** The last question's topic: the engine asks for one question's topic several times in a row. */
let lastTopic: { question: string; topic: Topic | undefined } | undefined;

export function topicOf(question: string): Topic | undefined {
  if (lastTopic?.question === question) return lastTopic.topic;
  const topic = findTopic(question);
  lastTopic = { question, topic };
  return topic;
}

/** The topic one word of a question names ("volunteer"), read without replacing the question's own topic kept by `topicOf`. */
export const wordTopic = (folded: string): Topic | undefined => findTopic(folded);
/** "scanning rate", "request rate", "frame rate": a noun before "rate" that is none of a price's (general English). */
const MEASURED_RATE =
  /\b(?!(?:day|daily|hourly|hour|project|weekly|monthly|the|a|an|what|which|her|his|their|your|my|its|consulting|going|usual|standard|current|minimum|flat|fixed|market|exchange)\b)[a-z-]{3,} rates?\b/;

/** A pronoun of a person (the owner or whoever the question speaks to). */
const PERSON_PRONOUN = /\b(she|he|they|her|his|him|their|them|you|your|i|me|my)\b/;

function findTopic(question: string): Topic | undefined {
  const q = ` ${question.toLowerCase().replace(/[’']/g, "'").replace(/\s+/g, ' ')} `;
  // A question about projects ("projects about pricing", "which projects at Kvarn") is the engine's.
  if (/\bprojects?\b/.test(q) && !/\b(new|next|your|my|our|freelance) project\b/.test(q)) return undefined;
  if (!ANY_TOPIC.test(q)) return asksSpokenLanguage(q) ? 'spoken' : undefined;
  for (const [topic, pattern] of PATTERNS) {
    topicPatternTests.count++;
    if (!pattern.test(q)) continue;
    // "Rate his Kotlin skills", "how would you rate her": a judgement asked, not a price.
    if (topic === 'rates' && RATE_VERB.test(q)) continue;
    // "What's the peak scanning rate at the gates?", "the request rate of the engine": a measured rate of a thing, no person's price.
    if (topic === 'rates' && !PERSON_PRONOUN.test(q) && MEASURED_RATE.test(q) && !/\b(?:pric\w*|fees?|charg\w*|costs?|currenc\w*)\b/.test(q)) return undefined;
    // "Options pricing work", "pricing models": a topic of projects, not the owner's prices.
    if (topic === 'rates' && /\bpricing (work|experience|models?|engines?|librar\w+|code|systems?)\b/.test(q)) return undefined;
    // "Did the pricing pilot raise occupancy by more than 5%?": a figure of the work, not her prices (../text/figure-asked.ts).
    if (topic === 'rates' && asksOtherFigure(q)) return undefined;
    if (topic === 'years' && SKILL_YEARS.test(q)) return undefined;
    // "Which paper award did he win?": a noun before "award" or "prize" makes a kind of award, not a paper.
    if (
      topic === 'publications' &&
      /\b[a-z]+ (?:awards?|prizes?)\b/.test(q) &&
      !/\b(?:for|about|on) (?:a |the |his |her |their )?(?:awards?|prizes?)\b/.test(q)
    )
      return 'awards';
    // "Who certified the disposal log?": the verb said of a thing, with no person named, is a project's fact, not her certificates.
    if (topic === 'certificates' && /\bcertified\b/.test(q) && /\b(?:the|a|an|its)\b/.test(q) && !/\bcertific/.test(q) && !PERSON_PRONOUN.test(q))
      return undefined;
    // "Has she spoken in Houston?": spoken in a place that is no language is a talk given there, not a language spoken.
    if (topic === 'spoken' && SPOKEN_IN.test(q) && !namesLanguage(SPOKEN_IN.exec(q)![1]!)) return 'publications';
    return topic;
  }
  return asksSpokenLanguage(q) ? 'spoken' : undefined;
}

/** "(has she) spoken in X", "spoke in X": the word after "in", which names a place unless it is a language. */
const SPOKEN_IN = /\b(?:has|have|had|did|ever)\s+(?:\w+\s+)?(?:ever\s+)?(?:spoken|spoke|speak)\s+in\s+(?!(?:19|20)\d\d)(\p{L}+)/u;

/** "Can she work in English?", "does he write in German?": a spoken language after "in", ending the question. */
export function asksSpokenLanguage(question: string): boolean {
  const last = /\bin ([\p{L}]+)\s*\??\s*$/u.exec(question.toLowerCase().trim());
  return last !== null && namesLanguage(last[1]!);
}

export const normalised = (question: string) => ` ${question.toLowerCase().replace(/[’']/g, "'").replace(/\s+/g, ' ')} `;

/** "How many talks ...": the thing counted. */
export const HOW_MANY = /\bhow many (\w+)/;

/** The words of the career topics' patterns, which a typo may be corrected to (general English, no field's names). */
export const CAREER_TOPIC_WORDS = [
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

/** The year a question asks about ("in 2024", "during 2019"), if any. */
export function askedYear(question: string): string | undefined {
  return /\b(?:in|during|of)\s+((?:19|20)\d\d)\b/i.exec(question)?.[1];
}

export function asksPatentsOnly(question: string): boolean {
  const text = normalised(question);
  // "Has she worked on patent prosecution docketing?": "patent" before another noun names a kind of work, not her patents.
  const next = /\bpatent(?:s|ed)?\s+([a-z]{3,})/.exec(text)?.[1];
  if (next && !PATENT_FOLLOWERS.has(next)) return false;
  return /\bpatent/.test(text) && !/\b(awards?|prizes?|honou?rs)\b/.test(text);
}

/** Words that may follow "patent(s)" in a question about the owner's patents ("patents does she hold", "patent filed by"). */
const PATENT_FOLLOWERS = new Set(
  'anything something any ever yet before this that its does did has have had are was were she his her they their the and for with about from under listed filed granted awarded held issued pending applications application count number'.split(
    ' ',
  ),
);

// Their machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(SPOKEN_IN, SKILL_YEARS, ANY_TOPIC, ...PATTERNS.map(([, pattern]) => pattern), RATE_VERB, PERSON_PRONOUN, HOW_MANY, MEASURED_RATE);
