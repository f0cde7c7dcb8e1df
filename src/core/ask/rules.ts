/**
 * The engine's rules in their order (./engine.ts): a question in English words goes through the
 * specific readers first (stated limits, organisations, versions, places, prices, projects and
 * quantities, entries, the career, a project's sentence), a table (./rule-table.ts), then the general
 * choice (./choose.ts).
 */
import { withProjectIds } from './answers/agent.ts';
import { definitionAnswer } from './answers/definitions.ts';
import { asksEmployerProjects, employerProjectsAnswer } from './answers/employer-projects.ts';
import { entryAnchors, entryAnswer } from './answers/entries.ts';
import { listedFirst } from './answers/listed-first.ts';
import { personQuantity, unlistedPersonal, unstatedAnswer } from './answers/facts.ts';
import { measureComparison } from './answers/measures.ts';
import { thresholdVerdict } from './answers/thresholds.ts';
import { withProjectQuantity } from './answers/entry-quantities.ts';
import { placeInWriteup } from './answers/place-in-writeup.ts';
import { dateOrderAnswer } from './answers/comparison.ts';
import { projectFactAnswer } from './answers/project-facts.ts';
import { agentOfVerb, placeOfMention } from './answers/stated-names.ts';
import { dateFact } from './answers/date-facts.ts';
import { projectFieldAnswer } from './answers/project-fields.ts';
import { askedFor, comparesTwo, projectByContent, projectCoverage, sentenceAnswer } from './answers/sentences.ts';
import { quantityShapes } from './answers/quantity-shapes.ts';
import { pitchAnswer, pitchApplies } from './answers/pitch.ts';
import { priceComparisonApplies } from './answers/service-prices.ts';
import { requestShape } from './answers/service-request.ts';
import { locationCheck, profileField } from './answers/profile.ts';
import { skillCheck } from './answers/skills.ts';
import { apiUrl, owners, reply } from './answers/reply.ts';
import { fieldYearsAnswer, fieldYearsApplies } from './answers/field-years.ts';
import { pastimeAskedApplies } from './answers/pastime-asked.ts';
import { asksSpokenLanguage, asksYearsOfExperience, normalised, topicOf } from './knowledge/career-topics.ts';
import type { Knowledge } from './knowledge/knowledge.ts';
import type { ParsedQuestion } from './question/parse.ts';
import { isStopLike } from './question/stop-words.ts';
import type { AskAnswer } from './schema.ts';
import { url } from '../../catalogue/paths.ts';
import type { EngineParts } from './parts.ts';
import { ownFieldAnswer } from './answers/own-field.ts';
import { chooseAnswer } from './choose.ts';
import { namedProjectVersion } from './answers/versions.ts';
import { firstAnswer, type Rule } from './rule-table.ts';
import { otherPersonAnswer } from './answers/other-person.ts';
import {
  contentWritesPlace,
  namesProfileLocation,
  roleInitials,
  unknownPlaceAsked,
  selfDescription,
  sinceSentence,
  versionAnswer,
  writtenVersionCheck,
} from './rule-readers.ts';
import { releaseCompiledCode } from './text/patterns.ts';

/** A question (or one part of it) in English words, through the rules in their order, then the general choice. */
export function answerOther(parts: EngineParts, text: string, ids: boolean, question: ParsedQuestion): AskAnswer {
  const { knowledge } = parts;
  if (!question.injection) {
    const found = firstAnswer(RULES, parts, text, ids, question);
    if (found) return parts.overNothing(question, found);
  }
  const answer = parts.nearLimit(question, chooseAnswer(knowledge, question));
  return ids ? withProjectIds(knowledge, answer) : answer;
}

const first = (question: ParsedQuestion, ...words: string[]) => words.includes(question.words[0]?.folded ?? '');
const unnamed = (question: ParsedQuestion) => !question.namedProjects.length;
const noTitleNamed = (question: ParsedQuestion) => !question.namedProjects.some((named) => named.score >= 1);

/**
 * The rules in their order (./rule-table.ts, its contract at its top): stated limits, organisations, role
 * acronyms, versions, spoken languages, places, prices, projects by employer, measures, quantities about the
 * owner, a project described by its text; then dates and years of the career, entries, the skill list, the
 * career, unstated attributes, a project's sentence.
 */
export const RULES: readonly Rule[] = [
  // "Is a day of the workshop cheaper than the review?": two public prices compared, before a bio sentence that names a service's words.
  { name: 'prices compared', applies: (_, t) => priceComparisonApplies(t), run: (p, t) => p.comparePrices(t) },
  // "Could she review the remote access into our control network?": the service that covers the request, unless a stated limit refuses it.
  { name: 'service request', applies: (q, t) => requestShape(q, t) !== undefined, run: serviceRequest },
  { name: 'stated limit', run: (p, t, q) => p.statedLimit(q, t) },
  // "Is Jonah Smith available?": another person than the owner, about whom the portfolio says nothing.
  {
    name: 'other person',
    applies: (q) => q.words[2]?.capitalised === true,
    run: (p, t, q) => otherPersonAnswer(p.knowledge, q, t),
  },
  { name: 'pitch', applies: pitchApplies, run: (p, t, q) => pitchAnswer(p.knowledge, q, t) },
  // "How much is he paid at Cordillera Freight?": not stated, before the organisation or a price is read.
  { name: 'unlisted personal', applies: (q) => q.person, run: (p, t, q) => unlistedPersonal(p.knowledge, q, t) },
  { name: 'organisation', run: (p, t) => p.organisation(t) },
  { name: 'tenure', run: (p, t) => p.tenure(t) },
  // "How long has she worked in sports analytics?": the bio's years of the field its opening names (./answers/field-years.ts).
  { name: 'field years', applies: (_, t) => fieldYearsApplies(t), run: (p, t, q) => fieldYearsAnswer(p.knowledge, q, t) },
  { name: 'organisation count', applies: (_, t) => /many/i.test(t), run: (p, t, q) => p.organisationCount(t, q, p.knowledge) },
  { name: 'employment', run: (p, t) => p.employment(t) },
  // "Is he an RSE?": an acronym of words of the profile's role ("Senior Research Software Engineer").
  { name: 'role acronym', applies: (_, t) => /^\s*(?:is|was)\s/i.test(t), run: roleAcronym },
  // "Is she a beekeeper?": the bio's own "I am a beekeeper turned …".
  { name: 'self description', applies: (q, t) => unnamed(q) && SELF_DESCRIBED.test(t), run: (p, t, q) => selfDescription(p.knowledge, t, q) },
  { name: 'listed kind', applies: (q, t) => q.cues.has('yesno') || pastimeAskedApplies(q, t), run: (p, t, q) => p.listedKind(p.knowledge, q, t) },
  // "What is Kestrel?": the sentence that defines the name ("Kestrel is a typed configuration language …").
  { name: 'definition', ids: true, applies: (_, t) => /^\s*what/i.test(t), run: (p, t, q) => definitionAnswer(p.knowledge, t, q) },
  // "Which PyTorch version?", "which ROS 2 distributions does she know?": the listed skill with its version.
  {
    name: 'named project version',
    applies: (q) => q.cues.has('yesno') && (q.namedProjects[0]?.score ?? 0) >= 1,
    run: (p, t, q) => namedProjectVersion(p.knowledge, t, q),
  },
  {
    name: 'version',
    applies: (q, t) => !q.cues.has('yesno') && !q.cues.has('compare') && VERSION_ASKED.test(t),
    run: (p, t, q) => versionAnswer(p.knowledge, t, q),
  },
  { name: 'written version', applies: (q, t) => q.cues.has('yesno') && /\d/.test(t), run: (p, t, q) => writtenVersionCheck(p.knowledge, t, q) },
  // "Can she work in English?": the spoken languages listed, before a sentence that names the language.
  { name: 'spoken language', applies: (_, t) => asksSpokenLanguage(t), run: (p, t) => p.career(t) },
  // "Is she based in Wageningen?": a place the gazetteer does not know, named by the profile's location.
  // "Does she live in Delft?": a place after "in" that the location does not name is a "No." with where she is.
  { name: 'profile location', applies: (q) => q.cues.has('location') && q.cues.has('yesno') && !q.places.length, run: profileLocation },
  // "Is she based in Europe?": the place check, before a sentence that mentions the place.
  {
    name: 'place check',
    applies: (q) => q.places.length > 0 && q.cues.has('location') && q.cues.has('yesno') && unnamed(q),
    run: (p, _, q) => locationCheck(p.knowledge, q, q.places[0]!.place),
  },
  // "Does she take several clients at once?", "how many days a week is he in the office?": the note or the bio.
  { name: 'availability', run: (p, t, q) => p.availabilityFact(p.knowledge, q, t) },
  { name: 'price', applies: (_, t) => PRICE_WORDS.test(t), run: (p, t) => servicesAnswer(p.career(t)) },
  // "Was the transit study before the forms kit?": the two projects' dates, with the verdict.
  { name: 'date order', ids: true, applies: (q) => first(q, 'is', 'was', 'are', 'were', 'did'), run: (p, _, q) => dateOrderAnswer(p.knowledge, q) },
  // "How many layers does the atlas ship?", "which sold more, Tapeworm or Grain Garden?": the number each project states, compared.
  { name: 'threshold', ids: true, applies: (q) => q.cues.has('yesno'), run: (p, t, q) => thresholdVerdict(p.knowledge, q, t) },
  { name: 'measures compared', ids: true, applies: comparesMeasures, run: (p, _, q) => measureComparison(p.knowledge, q) },
  // "How many projects did she do at Straits Meridian?": the organisation's projects (after a comparison of two projects).
  {
    name: 'employer projects',
    ids: true,
    applies: asksEmployerProjects,
    run: (p, _, q) => employerProjectsAnswer(p.knowledge, q),
  },
  // "How big is the team he leads?": a quantity about the owner, from a sentence of the bio, career or services.
  // Not "how many Rust projects" (the projects' count) nor "how many years of …" (the experience).
  {
    name: 'person quantity',
    applies: asksPersonQuantity,
    run: (p, t, q) => (careerOwnsCount(p, t) ? undefined : personQuantity(p.knowledge, q, quantityShapes(q))),
  },
  // "What was her role on the queue?": the named project's field; "When was it patented?": the date a sentence states, else its dates.
  { name: 'project field', ids: true, run: (p, _, q) => projectFieldAnswer(p.knowledge, q) },
  { name: 'date fact', ids: true, applies: (q) => first(q, 'when') && !unnamed(q), run: (p, _, q) => dateFact(p.knowledge, q) },
  // "Who fabricated the arena's cladding?": the name beside the verb's agent noun ("The fabricator, Kiwi Sheetmetal, …").
  { name: 'agent of verb', ids: true, applies: (q) => first(q, 'who'), run: (p, _, q) => agentOfVerb(p.knowledge, q) },
  { name: 'own field', ids: true, applies: (q) => q.person && noTitleNamed(q), run: (p, t, q) => ownFieldAnswer(p.career, q, t) },
  // "How accurate is the laser aim?": a fact question that describes one project by words of its text, more of them than the
  // project its title words name (if any) and than any other project, is read in that project's sentences.
  { name: 'described project', ids: true, applies: (q) => askedFor(q) !== undefined, run: (p, t, q) => describedProject(p, t, q) },
  { name: 'project fact', ids: true, applies: (q) => !unnamed(q), run: (p, _, q) => projectFactAnswer(p.knowledge, q) },
  { name: 'place of mention', ids: true, applies: (q) => !q.person && unnamed(q), run: (p, _, q) => placeOfMention(p.knowledge, q) },
  { name: 'place in write-up', ids: true, applies: (q) => first(q, 'where') && !q.person && unnamed(q), run: (p, _, q) => placeInWriteup(p.knowledge, q) },
  // "Since when has he been a research software engineer?": the bio sentence with every word asked and a year.
  { name: 'since when', applies: (q, t) => noTitleNamed(q) && /\bsince when\b/i.test(t), run: (p, _, q) => sinceSentence(p.knowledge, q) },
  // "How long has she been working in robotics?": the years of the work history, before a sentence that has the field's word.
  { name: 'years', applies: (q, t) => unnamed(q) && asksYearsOfExperience(t), run: (p, t) => p.career(t) },
  { name: 'entry or career', run: entryOrCareer },
  // "What does Redline Labs pay him?": a personal attribute the portfolio has no field for, whatever else it names.
  { name: 'unstated', applies: (q) => q.person, run: (p, _, q) => notFound(unstatedAnswer(p.knowledge, q)) },
  // "How long did the vendor take to fix it?": the project sentence that states it.
  { name: 'sentence', ids: true, run: (p, _, q) => projectSentence(p.knowledge, q) },
];

/** A question that starts as "Is she a …" (./rule-readers.ts `selfDescription`'s first test). */
const SELF_DESCRIBED = /^\s*(?:is|was)\s+\S+\s+an?\s+/i;
/** The words that ask for a version (./rule-readers.ts `VERSION_WORDS`, without its global flag). */
const VERSION_ASKED = /\b(?:versions?|releases?|distributions?|distros?)\b/i;
const ROLE_ACRONYM = /^\s*(?:[Ii]s|[Ww]as)\s+(?:she|he|they|\S+)\s+(?:an?\s+)?([A-Z]{2,6})s?\s*\??\s*$/;

function roleAcronym(parts: EngineParts, text: string, question: ParsedQuestion): AskAnswer | undefined {
  const acronym = ROLE_ACRONYM.exec(text)?.[1];
  const role = parts.knowledge.profile?.role;
  return acronym && role && roleInitials(role).has(acronym.toLowerCase()) ? profileField(parts.knowledge, question, 'role', 'Yes. ') : undefined;
}

/**
 * "Does she live in Thessaloniki?" against the profile's location: "Yes." when the place asked is a word of it, or
 * another name of it or a place it lies in (WordNet, build time: "Salonica", "Bavaria" of Munich). Else "No.", from
 * a place the portfolio writes elsewhere (a bio's "travel to Bavaria", a past job's town) as sure as before; a name
 * neither the gazetteer, the content nor WordNet's names of the location read ("Des Moines") keeps its "No." with
 * a lower confidence and says which name it does not write.
 */
function profileLocation(parts: EngineParts, text: string, question: ParsedQuestion): AskAnswer | undefined {
  const { knowledge } = parts;
  const named = knowledge.profile?.location ? namesProfileLocation(knowledge, question) : undefined;
  if (named === undefined) return undefined;
  if (named) return profileField(knowledge, question, 'location', 'Yes. ');
  const place = unknownPlaceAsked(knowledge, question, text);
  const other = knowledge.locationNames[place.toLowerCase()];
  if (other) {
    const how = other[0] === 'same' ? `${place} is another name of ${other[1]}` : `${other[1]} is in ${place}`;
    const answer = profileField(knowledge, question, 'location', 'Yes. ');
    return {
      ...answer,
      answer: answer.answer.replace(/\.$/, `; ${how} (WordNet).`),
      _meta: { ...answer._meta, confidence: Math.min(answer._meta.confidence, 0.8) },
    };
  }
  const answer = profileField(knowledge, question, 'location', 'No. ');
  if (contentWritesPlace(knowledge, question)) return answer;
  const note = ` The portfolio does not write “${place}”: it is taken to be another place.`;
  return { ...answer, answer: `${answer.answer}${note}`, _meta: { ...answer._meta, confidence: Math.min(answer._meta.confidence, 0.6) } };
}

/**
 * The service a request asks for (./answers/service-request.ts); a stated limit's "No." stands before it
 * ("Will she tweak the coverage figures …?"), a "Probably not" from a limit met only by a shared word does not.
 */
function serviceRequest(parts: EngineParts, text: string, question: ParsedQuestion): AskAnswer | undefined {
  const offered = parts.serviceRequest(question, text);
  if (!offered) return undefined;
  const limit = parts.statedLimit(question, text);
  return limit && /^No(?![\p{L}\p{N}_])/u.test(limit.answer) ? limit : offered;
}

const servicesAnswer = (priced: AskAnswer | undefined) => (priced?.references.some((reference) => reference.endsWith(url('getServices'))) ? priced : undefined);
const notFound = (answer: AskAnswer | undefined) => (answer?._meta.response_type === 'not_found' ? answer : undefined);

/** "Which is faster, A or B?", "does A … more … than B?" (../answers/measures.ts's first test, without the direction). */
function comparesMeasures(question: ParsedQuestion): boolean {
  return question.cues.has('or') || question.words.some((word) => word.folded === 'than');
}

function asksPersonQuantity(question: ParsedQuestion, text: string): boolean {
  return (
    question.person &&
    askedFor(question) === 'quantity' &&
    !question.cues.has('projectNoun') &&
    !/\bhow (?:many|much) years?\b/i.test(text) &&
    noTitleNamed(question)
  );
}

/**
 * "When did she leave Sonora?", "does she speak German?": the career, profile or service entry named.
 * A personal attribute ("her bonus at Straits Meridian") is never an entry's fact.
 * "Is cycling one of his skills?" asks the skill list, which an interest named "Cycling" does not answer.
 * "How many awards has she received, counting the patent?": the count of a career list, not the one entry the question names.
 */
function entryOrCareer(parts: EngineParts, text: string, question: ParsedQuestion): AskAnswer | undefined {
  const { knowledge, career } = parts;
  const counted = CAREER_LIST_NOUN.test(/\bhow many (\w+)/i.exec(text)?.[1] ?? '') && !question.namedProjects.length ? career(text) : undefined;
  if (counted?._meta.intent === 'count') return counted;
  const asksSkillList = question.cues.has('yesno') && question.words.some((word) => word.folded === 'skill' || word.folded === 'skills');
  const entry = unstatedAnswer(knowledge, question) || asksSkillList ? undefined : listedFirst(knowledge, question, entryAnswer(knowledge, question));
  const namesSkill = question.mentions.some((mention) => mention.entities.some((entity) => entity.kind === 'skill'));
  if (asksSkillList && namesSkill) return skillCheck(knowledge, question);
  if (asksSkillList && !question.mentions.some((mention) => mention.entities.some((entity) => entity.kind === 'category'))) {
    const named = question.words.filter((word) => !isStopLike(knowledge, word.folded) && !SKILL_LIST_WORDS.has(word.folded));
    if (named.length) {
      const label = named.map((word) => word.folded).join(' ');
      return reply('answer', 'skill_check', `No. “${label}” is not among ${owners(knowledge)} listed skills.`, [apiUrl(knowledge, url('getSkills'))], 0.9);
    }
  }
  if (entry) return withProjectQuantity(knowledge, question, entry);
  // "Which universities use Flagforge?" is about the project it names, not about the owner's education.
  const aboutProject = question.namedProjects.length > 0 && !question.person;
  const careerAnswer = aboutProject ? undefined : career(text);
  // "Does he volunteer?": a yes/no question that a list of the career answers, with entries in it, is a "Yes." with the list.
  if (careerAnswer?._meta.response_type === 'list' && question.cues.has('yesno') && /^(?:does|do|did|has|have|is|are)\b/i.test(text.trim()))
    return { ...careerAnswer, _meta: { ...careerAnswer._meta, response_type: 'answer' }, answer: `Yes. ${careerAnswer.answer}` };
  return careerAnswer ? withProjectQuantity(knowledge, question, careerAnswer) : undefined;
}

/** The sentence of the project the question names clearly, or of any project when it names none. */
function projectSentence(knowledge: Knowledge, question: ParsedQuestion): AskAnswer | undefined {
  const named = question.namedProjects;
  const clear = named.length && (!named[1] || named[0]!.score - named[1].score >= 0.05) ? knowledge.projects[named[0]!.project] : undefined;
  return named.length && !clear ? undefined : sentenceAnswer(knowledge, question, clear);
}

/** The nouns of the career's lists, counted by "how many" (general English). */
const CAREER_LIST_NOUN =
  /^(?:certificat\w*|certifications?|awards?|prizes?|patents?|talks?|publications?|papers?|services?|positions?|jobs?|employers?|degrees?|languages?|interests?|hobbies)$/i;

/**
 * Whether the career answers a quantity question: a career topic, unless the question counts a noun
 * that is not one of the career's lists ("How many participants are in one of her usability
 * studies?" names the education by "studies" but counts participants, which a sentence states).
 */
const FIELD_TOPICS: ReadonlySet<string> = new Set(['availability', 'rates', 'services', 'timezone', 'years', 'spoken']);

function careerOwnsCount(parts: EngineParts, text: string): boolean {
  const counted = /\bhow many (\w+)/i.exec(text)?.[1];
  if (parts.career(text) === undefined) return false;
  // Days a week, rates and time zones are the availability's and the services' own fields.
  const topic = topicOf(normalised(text));
  return !counted || CAREER_LIST_NOUN.test(counted) || topic === undefined || FIELD_TOPICS.has(topic);
}

function describedProject(parts: EngineParts, text: string, question: ParsedQuestion): AskAnswer | undefined {
  const { knowledge, career } = parts;
  if (!askedFor(question) || comparesTwo(question)) return undefined;
  // "How many years of dbt?" asks for the owner's private level of a skill, not a project's fact.
  const yearsAsked = /\bhow many years?\b/i.test(text);
  if (
    yearsAsked ||
    question.cues.has('level') ||
    (question.cues.has('years') && question.mentions.some((mention) => mention.entities.some((entity) => entity.kind === 'skill')))
  )
    return undefined;
  const top = question.namedProjects[0];
  // A project named by its whole title, or by two of its title's words, is the one asked about.
  if (top && (top.score >= 1 || top.matched.size >= 2)) return undefined;
  const content = projectByContent(knowledge, question);
  if (!content || (top && (top.project === content.info.index || projectCoverage(knowledge, question, top.project) >= content.covered))) return undefined;
  // A career entry named ("what did she do at TU Berlin?") or a career topic ("which currency?") is
  // the career's, unless the project's text has more of the question's words than the entry's name.
  if (entryAnchors(knowledge, question).size >= content.covered || career(text)) return undefined;
  return sentenceAnswer(knowledge, question, content.info);
}

/** Words of a question about the skill list itself ("is X one of her listed skills?"). */
const SKILL_LIST_WORDS = new Set(['skill', 'skills', 'list', 'lists', 'listed', 'one', 'among', 'part']);

/** Words of a question about a price. */
const PRICE_WORDS =
  /\b(cost|costs|price|priced|pricing|charge|charges|fee|fees|(?:day|daily|hourly|hour|project) rates?|rates? (?:of|for)|how much (?:is|are|would|will|does|do))\b/i;

// Their machine code goes when idle (./text/patterns.ts).
releaseCompiledCode(PRICE_WORDS, CAREER_LIST_NOUN, SELF_DESCRIBED, VERSION_ASKED, ROLE_ACRONYM);
