/**
 * Questions about one entry of the career, the profile links or the services (issue #28, classes
 * 3 and 4): "When did she leave Sonora?", "Who issued the GXPN?", "Does she speak German?", "Is
 * she on Mastodon?", "What grade did she get for her MSc?". The question names the entry (a word
 * only the entries use, or the entry's whole name); the fact index (../knowledge/fact-index.ts)
 * finds the entry that best matches all of the question's words, and the answer quotes it with
 * its source. A yes/no question gets "Yes." only when the entry found contains every word that
 * named it; nothing is said when a word of the question is one the portfolio never uses.
 */
import type { FactHit, FactKind } from '../knowledge/fact-index.ts';
import { isKnownStem, type Knowledge } from '../knowledge/knowledge.ts';
import { FUNCTION_WORDS, GENERIC_NOUNS } from '../lexicon.ts';
import organisationNouns from '../tables/organisation-nouns.json' with { type: 'json' };
import type { ParsedQuestion } from '../question/parse.ts';
import { isStopLike } from '../question/stop-words.ts';
import { finalCueVerb } from '../question/mentions.ts';
import boundaryWords from '../tables/boundary-words.json' with { type: 'json' };
import type { AskAnswer } from '../schema.ts';
import { contentStems, contentTokens, stem, tokenize } from '../text/words.ts';
import { CUE_WORDS, type Cue, cuesOfWord } from '../question/cues.ts';
import { topicOf, wordTopic } from '../knowledge/career-topics.ts';
import { entryLinesAsked } from './entry-highlights.ts';

const ORGANISATION_NOUNS: readonly string[] = organisationNouns;
import { confidenceOf, owners, reply } from './reply.ts';
import { url } from '../../../catalogue/paths.ts';

/** How each kind of entry is named in an answer, and the resource it is cited with. */
const SOURCES: Partial<Record<FactKind, { label: string; path: string }>> = {
  experience: { label: 'work history', path: url('getCareer') },
  education: { label: 'education', path: url('getCareer') },
  certificate: { label: 'certificates', path: url('getCareer') },
  language: { label: 'languages', path: url('getCareer') },
  publication: { label: 'publications and talks', path: url('getCareer') },
  award: { label: 'awards', path: url('getCareer') },
  volunteer: { label: 'volunteering', path: url('getCareer') },
  interest: { label: 'interests', path: url('getCareer') },
  profile: { label: 'profiles', path: url('getProfile') },
  service: { label: 'services', path: url('getServices') },
  availability: { label: 'availability', path: url('getServices') },
  category: { label: 'skill categories', path: url('getSkills') },
  bio: { label: 'bio', path: url('getProfile') },
};

/** Verbs that ask the owner for work (../tables/boundary-words.json), never answered by a profile link. */
const WORK_REQUESTS: ReadonlySet<string> = new Set(boundaryWords.requests.filter((word) => word !== 'open'));

const YES_NO_START = new Set(['is', 'are', 'was', 'were', 'does', 'do', 'did', 'has', 'have', 'had', 'can', 'could', 'will', 'would']);

/** Words of names that name no one entry ("office", "university"): general English, in any field. */
const GENERIC = new Set([...GENERIC_NOUNS, ...ORGANISATION_NOUNS].map(stem));

/**
 * The stems of the question that name an entry: a distinctive word only entries use ("GXPN"), or
 * an entry's whole name, or two words of it ("Straits Meridian" of "Straits Meridian Capital").
 */
function anchorsOf(knowledge: Knowledge, stems: ReadonlySet<string>, free: ReadonlySet<string>, capitalised: ReadonlySet<string>): Set<string> {
  const anchors = new Set([...free].filter((wordStem) => knowledge.entryStems.has(wordStem) && !GENERIC.has(wordStem)));
  // "Lichess" of an interest "Chess: 1850 on Lichess": a name written with a capital that only an entry's text has names that entry too.
  for (const wordStem of capitalised)
    if (free.has(wordStem) && knowledge.entryTextStems.has(wordStem) && !isKnownStem(knowledge, wordStem) && !GENERIC.has(wordStem)) anchors.add(wordStem);
  const { contents, byStem } = entryNameIndex(knowledge);
  // Only the names that share a word with the question can be named by it: found through the index, in the names' order.
  const candidates = new Set<number>();
  for (const wordStem of stems) for (const position of byStem.get(wordStem) ?? []) candidates.add(position);
  for (const position of [...candidates].sort((a, b) => a - b)) {
    entryNameChecks.count++;
    const content = contents[position]!;
    const shared = content.filter((wordStem) => stems.has(wordStem));
    if (!shared.some((wordStem) => free.has(wordStem) && !GENERIC.has(wordStem))) continue;
    // "Sonora" of "Sonora Instruments": the first word of a name, written with its capital, names it too.
    const head = content[0] !== undefined && shared.includes(content[0]) && capitalised.has(content[0]) && !GENERIC.has(content[0]);
    if (shared.length === content.length || shared.length >= 2 || head) for (const wordStem of shared) anchors.add(wordStem);
  }
  return anchors;
}

/** How many names of two words or more `entryAnchors` looked for written in a row (the tests check that it reads only those whose first word the question has). */
export const wholeNameChecks = { count: 0 };

/** How many entry names `anchorsOf` examined (the tests check that a question reads only the names that share its words). */
export const entryNameChecks = { count: 0 };

/** The entry names without their filler words, and per stem the names that have it: made once per portfolio. */
const ENTRY_NAME_INDEX = new WeakMap<Knowledge, { contents: string[][]; byStem: Map<string, number[]>; byFirst: Map<string, number[]> }>();
function entryNameIndex(knowledge: Knowledge) {
  let index = ENTRY_NAME_INDEX.get(knowledge);
  if (!index) {
    const contents = knowledge.entryNames.map((name) => name.filter((wordStem) => !NAME_FILLERS.has(wordStem)));
    const byStem = new Map<string, number[]>();
    // Per first word, the names of two words or more that begin with it (a name written in a row).
    const byFirst = new Map<string, number[]>();
    contents.forEach((content, position) => {
      for (const wordStem of new Set(content)) byStem.set(wordStem, [...(byStem.get(wordStem) ?? []), position]);
      if (content.length >= 2) byFirst.set(content[0]!, [...(byFirst.get(content[0]!) ?? []), position]);
    });
    ENTRY_NAME_INDEX.set(knowledge, (index = { contents, byStem, byFirst }));
  }
  return index;
}

const PRIVATE_CUES = ['private', 'phone', 'calendar', 'architecture'] as const;

/** Words inside names that name nothing ("of" of "Institute of ..."); the engine's function words include nouns such as "engineer". */
const NAME_FILLERS = new Set(['a', 'an', 'the', 'of', 'and', 'for', 'on', 'in', 'at', 'to', 'with', 'de', 'da', 'do', 'du', 'van', 'von', 'der']);

/** A question about projects or work, or about an entry's neighbour in time ("before Redline"): not one entry's fact. */
const NOT_ONE_ENTRY = new Set(['before', 'after', 'previous', 'prior', 'earlier', 'first', 'last', 'next', 'former']);

/** The question's content words; the verb of the owner that ends it ("where does Ana live") names no entry ("Live Production"). */
const contentWords = (knowledge: Knowledge, question: ParsedQuestion) => {
  const verb = finalCueVerb(knowledge, question.words);
  return question.words.filter((word, i) => i !== verb && !knowledge.person.words.has(word.folded) && !FUNCTION_WORDS.has(word.folded));
};

/** The stems by which a question names a career, profile or service entry (none for most questions). */
export function entryAnchors(knowledge: Knowledge, question: ParsedQuestion): Set<string> {
  // Places ("in London") and the skills and tags the question mentions ("GitHub Actions") name no entry.
  const placed = new Set<number>();
  for (const place of question.places) for (let i = place.start; i < place.end; i++) placed.add(i);
  const words = contentWords(knowledge, question);
  // Asked for a level, the words of a category mention stay free: a category's public level is an entry ("plugin frameworks").
  const categoryWords = new Set<number>();
  for (const mention of question.cues.has('level') ? question.mentions : [])
    if (mention.entities.some((entity) => entity.kind === 'category')) for (let i = mention.start; i < mention.end; i++) categoryWords.add(i);
  // "What's her job title?", "which country does she live in?": a word that asks for a field of the owner's own profile
  // (the role, the location, the name) names that field, not an award titled "… title" or a "Live Production" diploma.
  const free = new Set(
    question.words.filter((word, i) => !placed.has(i) && (!word.inMention || categoryWords.has(i)) && !asksOwnField(word)).map((word) => word.stem),
  );
  const capitalised = new Set(words.filter((word) => word.capitalised).map((word) => word.stem));
  const anchors = anchorsOf(knowledge, new Set(words.map((word) => word.stem)), free, capitalised);
  // "HL7 Netherlands": an entry's whole name of two words or more, written in a row, names it even
  // when a word of it is a skill ("HL7") or a place ("Netherlands"): the longest name wins.
  const stems = question.words.map((word) => word.stem);
  // Only the names of two words or more whose first word the question has, through the index, in the names' order.
  const { contents, byFirst } = entryNameIndex(knowledge);
  const positions: number[] = [];
  for (const wordStem of new Set(stems)) for (const position of byFirst.get(wordStem) ?? []) positions.push(position);
  if (positions.length > 1) positions.sort((a, b) => a - b);
  for (const position of positions) {
    const content = contents[position]!;
    wholeNameChecks.count++;
    for (let i = 0; i + content.length <= stems.length; i++)
      if (content.every((wordStem, j) => stems[i + j] === wordStem)) for (const wordStem of content) anchors.add(wordStem);
  }
  return anchors;
}

/** The cues of the owner's own profile fields, which a lower-case word of the question may ask for. */
const OWN_FIELD_CUES: ReadonlySet<Cue> = new Set(['role', 'location', 'name']);
const asksOwnField = (word: ParsedQuestion['words'][number]) => !word.capitalised && cuesOfWord(word.folded).some((cue) => OWN_FIELD_CUES.has(cue));

/** The entry a question asks about, quoted with its source; undefined when no entry is named. */
export function entryAnswer(knowledge: Knowledge, question: ParsedQuestion): AskAnswer | undefined {
  if (!knowledge.entryNames.length || question.namedProjects.some((named) => named.score >= 1)) return undefined;
  if (question.cues.has('projectNoun') || question.cues.has('projectVerb') || question.cues.has('workNoun')) return undefined;
  if (question.words.some((word) => NOT_ONE_ENTRY.has(word.folded))) return undefined;
  // Contact details and private notes are never read out, whatever entry is named.
  if (PRIVATE_CUES.some((cue) => question.cues.has(cue))) return undefined;
  const words = contentWords(knowledge, question);
  const anchors = entryAnchors(knowledge, question);
  if (!anchors.size) return undefined;
  // "What is he best at?" asks who the owner is; a lower-case word of an entry's name ("Best paper") does not name it.
  const capitalised = new Set(words.filter((word) => word.capitalised).map((word) => word.stem));
  if (question.cues.has('who') && ![...anchors].some((anchor) => capitalised.has(anchor))) return undefined;
  // "Who has she worked for?": a question the career's own lists answer (the work history), named only by lower-case
  // words ("work" of a "Work Licence" certificate), is the career's; a name written with a capital ("at Kestrel") still names an entry.
  const topic = topicOf(question.words.map((word) => word.folded).join(' '));
  if ((topic === 'history' || topic === 'employer') && ![...anchors].some((anchor) => capitalised.has(anchor))) return undefined;
  // "Does he volunteer?": a word of a career topic (the volunteering list) names that list, not an interest that shares it.
  const topical = words.filter((word) => anchors.has(word.stem) && !word.capitalised && wordTopic(word.folded) !== undefined);
  // "What volunteering does he do?": the topic's word alone ("volunteer" in "Technical volunteer") names the whole list, which the career answers.
  if (topical.length === anchors.size) return undefined;
  // A name the portfolio never uses ("ISO 27001", "Spotify"): the entry found would not answer it.
  const unknown = words.some(
    (word) =>
      (word.capitalised || /\d/.test(word.folded)) &&
      !isStopLike(knowledge, word.folded) &&
      !isKnownStem(knowledge, word.stem) &&
      !knowledge.phrases.has(word.stem) &&
      !knowledge.factOnlyStems.has(word.stem) &&
      !knowledge.entryTextStems.has(word.stem),
  );
  if (unknown) return undefined;
  // The projects' sentences compete: when one matches the question better, the project answers.
  // The bio competes too for a question that is not yes/no ("where is the Klangwerk office?"): when one
  // of its sentences matches better, the bio's answer quotes it.
  const yesNo = YES_NO_START.has(question.words[0]?.folded ?? '');
  const hits = knowledge.factIndex.search(
    words.map((word) => word.folded),
    (candidate) => !yesNo || candidate.kind !== 'bio',
  );
  const first = hits[0];
  if (!first || !(first.kind in SOURCES) || !containsAll(first, anchors)) return undefined;
  // "Kestrel Markets": the entry whose own name the question covers most, of the best few that contain it.
  // A sentence of the bio that matches best is quoted as it is.
  const ranked = hits
    .slice(0, 5)
    .filter((candidate) => candidate.kind in SOURCES && containsAll(candidate, anchors))
    .map((candidate, rank) => ({ candidate, rank, coverage: nameCoverage(candidate, anchors) }))
    .sort((a, b) => b.coverage - a.coverage || a.rank - b.rank)
    .map(({ candidate }) => candidate);
  // "Has she run the Comrades Marathon?": a yes/no question prefers the entry that also states its other words ("running").
  const stating = yesNo && ranked[0]?.kind !== 'category' ? ranked.filter((candidate) => candidate.kind !== 'category') : [];
  const most = Math.max(0, ...stating.map((candidate) => statesOthers(knowledge, candidate, words, anchors)));
  const hit =
    first.kind === 'bio' ? first : (stating.find((candidate) => most > 0 && statesOthers(knowledge, candidate, words, anchors) === most) ?? ranked[0]!);
  // A level is public for a spoken language ("German: B1"), an interest ("chess, 2050") or a skill
  // category as a whole ("Mathematics: Advanced"); a skill's is not. A category answers only for its level.
  if (question.cues.has('level') && hit.kind !== 'language' && hit.kind !== 'interest' && hit.kind !== 'category') return undefined;
  if (hit.kind === 'category' && !question.cues.has('level')) return undefined;
  // "Could he design our website?" asks for work, not for the owner's website link.
  if (hit.kind === 'profile' && question.words.some((word) => !word.capitalised && WORK_REQUESTS.has(word.folded))) return undefined;
  const source = SOURCES[hit.kind]!;
  // "Is she good at printing?": an interest is not a skill; the skill list is complete on skills.
  if (hit.kind === 'interest' && (question.cues.has('skillVerb') || question.cues.has('skillNoun')))
    return interestNotSkill(knowledge, question, words, anchors, hit);
  // "What talks has she given at ADC?": every entry of that kind with the words that named it.
  const plural =
    question.cues.has('plural') ||
    question.cues.has('listy') ||
    words.some((word) => word.folded !== word.stem && word.folded.endsWith('s') && !anchors.has(word.stem) && !isStopLike(knowledge, word.stem));
  const chosen = plural && hit.kind !== 'bio' ? hits.filter((other) => other.kind === hit.kind && containsAll(other, anchors)).slice(0, MAX_ENTRIES) : [hit];
  const texts: string[] = [];
  for (const fact of chosen) {
    const header = hit.kind === 'bio' ? fact : knowledge.factIndex.header(fact.id);
    for (const text of [header.text, fact.text]) if (!texts.includes(text)) texts.push(text);
  }
  // "What did she do at Arcturus DB?": a position found by its header line is told with its summary too.
  // "What's the Golden Spanner?": an award, publication or certificate found by its header is told with its summary too.
  if (chosen.length === 1 && WITH_SUMMARY.has(hit.kind) && hit.id === knowledge.factIndex.header(hit.id).id) {
    const own = (context: string | undefined) => context === hit.name || context?.endsWith(` at ${hit.name}`);
    const summary = knowledge.facts.find((fact) => fact.source === 'career' && own(fact.context));
    if (summary && !texts.includes(summary.text)) texts.push(summary.text);
  }
  // "In which countries has she observed …?": the entry's highlight that names them too (./entry-highlights.ts).
  if (chosen.length === 1 && !yesNo) texts.push(...entryLinesAsked(knowledge.factIndex, hits, hit, words, texts));
  // "Is Rijnstad replacing CareNexus?": the entry names both, but says nothing of a replacement: a
  // "Yes." only when the entries quoted state every content word of the question.
  const quoted = new Set(tokenize(texts.join(' ')).map((token) => token.stem));
  // Words that say how an entry relates to the owner ("speak", "spoken at", "hold", "current") need not be written in it.
  // "Does she enjoy cycling?": a verb of liking relates an interest to its owner.
  const relation = (word: (typeof words)[number]) =>
    CUE_WORDS.has(word.folded) ||
    wordTopic(word.folded) !== undefined ||
    RELATION_WORDS.has(word.folded) ||
    (hit.kind === 'interest' && LIKING.has(word.folded)) ||
    (hit.kind === 'service' && OFFERING.has(word.folded));
  const stated = words
    // A short word counts when it is written as a name ("licensed in AI": the certificate must state AI too).
    .filter((word) => !FUNCTION_WORDS.has(word.folded) && (word.folded.length > 2 || word.capitalised) && !relation(word))
    .every((word) => quoted.has(word.stem) || quoted.has(stem(word.folded)) || [...quoted].some((own) => joined(word.folded, own)));
  const verdict = YES_NO_START.has(question.words[0]?.folded ?? '') && stated ? 'Yes. ' : '';
  const when = chosen.length === 1 ? dateAsked(question, texts[0]!) : undefined;
  return reply(
    'answer',
    'profile',
    `${when ? `${when}. ` : ''}${verdict}From ${owners(knowledge)} ${source.label}: ${(hit.kind === 'bio' ? texts.map((text) => `“${text}”`) : texts).join(' ')}`,
    [knowledge.urls.api(source.path)],
    confidenceOf(question, 0.9),
  );
}

/** English month names, for a date written "2022-04" in the content. */
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Verbs of ending a position ("when did she leave …?"); any other verb asks for its start. */
const ENDING = new Set(['leave', 'left', 'quit', 'end', 'ended', 'finish', 'finished', 'stop', 'stopped']);

/**
 * "When did he join Kestrel Orbital?" answered by a position "… from 2022-04 until now": the date
 * asked, in words ("In April 2022"), the end for a verb of leaving; undefined for other questions
 * or an entry without such dates.
 */
function dateAsked(question: ParsedQuestion, header: string): string | undefined {
  if (question.words[0]?.folded !== 'when') return undefined;
  const dates = /\bfrom ((?:19|20)\d\d)(?:-(\d\d))?\b(?: (?:to|until) (?:((?:19|20)\d\d)(?:-(\d\d))?|now))?/.exec(header);
  // "When did she get her GICSP?": an entry of one date ("issued by GIAC in 2020-05", an award's "(…, 2023-06)").
  const single = dates ? undefined : /(?:\bin |, )((?:19|20)\d\d)-(\d\d)\b/.exec(header);
  if (single) return `In ${MONTHS[Number(single[2]) - 1]} ${single[1]}`;
  if (!dates) return undefined;
  const ending = question.words.some((word) => ENDING.has(word.folded));
  const [year, month] = ending ? [dates[3], dates[4]] : [dates[1], dates[2]];
  if (!year) return ending ? 'Not yet: the position has no end date' : undefined;
  return `In ${month ? `${MONTHS[Number(month) - 1]} ` : ''}${year}`;
}

/** "No." for a skill question answered by an interest: not among the listed skills, with the interest that names it. */
function interestNotSkill(
  knowledge: Knowledge,
  question: ParsedQuestion,
  words: readonly { folded: string; stem: string }[],
  anchors: ReadonlySet<string>,
  hit: FactHit,
): AskAnswer {
  const asked = words.filter((word) => anchors.has(word.stem)).map((word) => word.folded);
  return reply(
    'answer',
    'skill_check',
    `No. “${asked.join(' ')}” is not among ${owners(knowledge)} listed skills; it is one of ${owners(knowledge)} interests outside work: ${hit.text}`,
    [knowledge.urls.api(url('getSkills')), knowledge.urls.api(url('getCareer'))],
    confidenceOf(question, 0.9),
  );
}

/**
 * "Has she run the Comrades Marathon?": of the entries that name what is asked (an award "… Comrades Marathon
 * 2023", an interest "Trail running (…, Comrades Marathon)"), the one whose text also states the question's
 * other words ("running" for "run") answers a yes/no question: how many of those words its entry states.
 */
function statesOthers(knowledge: Knowledge, candidate: FactHit, words: readonly { folded: string; stem: string }[], anchors: ReadonlySet<string>): number {
  const text = `${knowledge.factIndex.header(candidate.id).text} ${candidate.text}`;
  const own = new Set(tokenize(text).map((token) => token.stem));
  return words.filter(
    (word) => !anchors.has(word.stem) && word.folded.length > 2 && !FUNCTION_WORDS.has(word.folded) && !CUE_WORDS.has(word.folded) && own.has(word.stem),
  ).length;
}

/** The kinds of entry whose summary is told with their header line. */
const WITH_SUMMARY: ReadonlySet<FactKind> = new Set(['experience', 'volunteer', 'award', 'publication', 'certificate']);

/** "charterholder" and "Charter": one word is the other with a word joined to it (five letters shared at least). */
function joined(asked: string, written: string): boolean {
  return written.length >= 5 && asked.length >= 5 && (asked.startsWith(written) || written.startsWith(asked));
}

/** Verbs of holding, giving and attending that relate an entry to its owner (general English). */
const RELATION_WORDS: ReadonlySet<string> = new Set([
  'speak',
  'speaks',
  'spoke',
  'spoken',
  'hold',
  'holds',
  'held',
  'have',
  'has',
  'had',
  'take',
  'took',
  'taken',
  'give',
  'gave',
  'given',
  'attend',
  'attended',
  'get',
  'got',
  'earn',
  'earned',
  'receive',
  'received',
  'win',
  'won',
  'current',
  'currently',
  'account',
  'member',
  'still',
  'ever',
]);

/** Verbs of offering (general English), which relate a service to its owner ("Does he offer workshops?"). */
const OFFERING: ReadonlySet<string> = new Set(['offer', 'offers', 'offered', 'offering', 'provide', 'provides', 'sell', 'sells', 'service', 'services']);

/** Verbs of liking (general English), which relate an interest to its owner. */
const LIKING: ReadonlySet<string> = new Set([
  'like',
  'likes',
  'enjoy',
  'enjoys',
  'love',
  'loves',
  'into',
  'fan',
  'fond',
  'keen',
  // "Does she play curling?", "does he practise judo?": verbs of doing a pastime.
  'play',
  'plays',
  'practise',
  'practises',
  'practice',
  'practices',
]);

/** At most this many entries are quoted for a question in the plural. */
const MAX_ENTRIES = 5;

/** The share of the words of an entry's own name that the question's anchors cover. */
function nameCoverage(hit: FactHit, anchors: ReadonlySet<string>): number {
  const name = contentTokens(hit.name).map((token) => token.stem);
  return name.length ? name.filter((wordStem) => anchors.has(wordStem)).length / name.length : 0;
}

function containsAll(hit: FactHit, anchors: ReadonlySet<string>): boolean {
  const stems = contentStems(`${hit.name} ${hit.text}`);
  return [...anchors].every((anchor) => stems.has(anchor));
}
