/**
 * The engine's rules in their order (./engine.ts): a question in English words goes through the
 * specific readers first (stated limits, organisations, versions, places, prices, projects and
 * quantities, entries, the career, a project's sentence), then the general choice (./choose.ts).
 */
import { withProjectIds } from './answers/agent.ts';
import { definitionAnswer } from './answers/definitions.ts';
import { employerProjectsAnswer } from './answers/employer-projects.ts';
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
import { dateFact, sinceInProjects } from './answers/date-facts.ts';
import { projectFieldAnswer } from './answers/project-fields.ts';
import { askedFor, comparesTwo, projectByContent, projectCoverage, sentenceAnswer } from './answers/sentences.ts';
import { quantityShapes } from './answers/quantity-shapes.ts';
import { pitchAnswer } from './answers/pitch.ts';
import { locationCheck, profileField } from './answers/profile.ts';
import { skillCheck } from './answers/skills.ts';
import { apiUrl, owner, owners, reply } from './answers/reply.ts';
import { asksSpokenLanguage, asksYearsOfExperience, normalised, topicOf } from './knowledge/career-topics.ts';
import type { Knowledge } from './knowledge/knowledge.ts';
import { parseQuestion, type ParsedQuestion } from './question/parse.ts';
import { isStopLike } from './question/stop-words.ts';
import type { AskAnswer } from './schema.ts';
import { tokenize } from './text/words.ts';
import { url } from '../../catalogue/paths.ts';
import type { EngineParts } from './parts.ts';
import { ownFieldAnswer } from './answers/own-field.ts';
import { chooseAnswer } from './choose.ts';
import { distinctVersions, namedProjectVersion, writtenVersions } from './answers/versions.ts';
import { versionOf } from './entities.ts';
import { writtenForm } from './question/topic.ts';
import { joinList } from './text/english.ts';
import { releaseCompiledCode } from './text/patterns.ts';

/** A question (or one part of it) in English words, through the rules in their order, then the general choice. */
export function answerOther(parts: EngineParts, text: string, ids: boolean, question: ParsedQuestion): AskAnswer {
  const { knowledge } = parts;
  if (!question.injection) {
    const found = contentAnswer(parts, text, ids, question) ?? laterAnswer(parts, text, ids, question);
    if (found) return parts.overNothing(question, found);
  }
  const answer = parts.nearLimit(question, chooseAnswer(knowledge, question));
  return ids ? withProjectIds(knowledge, answer) : answer;
}

/** The rules before the entries: stated limits, organisations, role acronyms, versions, spoken languages, places, prices, projects by employer, measures, quantities about the owner, a project described by its text. */
function contentAnswer(parts: EngineParts, text: string, ids: boolean, question: ParsedQuestion): AskAnswer | undefined {
  const { knowledge, career, comparePrices, organisation, employment, tenure } = parts;
  // "Is a day of the workshop cheaper than the review?": two public prices compared, before a bio sentence that names a service's words.
  const prices = comparePrices(text);
  if (prices) return prices;
  const limit = parts.statedLimit(question, text) ?? pitchAnswer(knowledge, question, text);
  if (limit) return limit;
  // "How much is he paid at Cordillera Freight?": not stated, before the organisation or a price is read.
  const personal = unlistedPersonal(knowledge, question, text);
  if (personal) return personal;
  const organisationFact = organisation(text) ?? tenure(text) ?? parts.organisationCount(text, question, knowledge) ?? employment(text);
  if (organisationFact) return organisationFact;
  // "Is he an RSE?": an acronym of words of the profile's role ("Senior Research Software Engineer").
  const roleAcronym = /^\s*(?:[Ii]s|[Ww]as)\s+(?:she|he|they|\S+)\s+(?:an?\s+)?([A-Z]{2,6})s?\s*\??\s*$/.exec(text)?.[1];
  if (roleAcronym && knowledge.profile?.role && roleInitials(knowledge.profile.role).has(roleAcronym.toLowerCase()))
    return profileField(knowledge, question, 'role', 'Yes. ');
  // "Is she a beekeeper?": the bio's own "I am a beekeeper turned …".
  const selfDescribed = selfDescription(knowledge, text, question) ?? parts.listedKind(knowledge, question, text);
  if (selfDescribed) return selfDescribed;
  // "What is Kestrel?": the sentence that defines the name ("Kestrel is a typed configuration language …").
  const defined = definitionAnswer(knowledge, text, question);
  if (defined) return ids ? withProjectIds(knowledge, defined) : defined;
  // "Which PyTorch version?", "which ROS 2 distributions does she know?": the listed skill with its version.
  const version = namedProjectVersion(knowledge, text, question) ?? versionAnswer(knowledge, text, question) ?? writtenVersionCheck(knowledge, text, question);
  if (version) return version;
  // "Can she work in English?": the spoken languages listed, before a sentence that names the language.
  if (asksSpokenLanguage(text)) {
    const spoken = career(text);
    if (spoken) return spoken;
  }
  // "Is she based in Wageningen?": a place the gazetteer does not know, named by the profile's location.
  // "Does she live in Delft?": a place after "in" that the location does not name is a "No." with where she is.
  if (question.cues.has('location') && question.cues.has('yesno') && !question.places.length && knowledge.profile?.location) {
    const named = namesProfileLocation(knowledge, question);
    if (named !== undefined) return profileField(knowledge, question, 'location', named ? 'Yes. ' : 'No. ');
  }
  // "Is she based in Europe?": the place check, before a sentence that mentions the place.
  if (question.places.length && question.cues.has('location') && question.cues.has('yesno') && !question.namedProjects.length)
    return locationCheck(knowledge, question, question.places[0]!.place);
  // "Does she take several clients at once?", "how many days a week is he in the office?": the note or the bio.
  const available = parts.availabilityFact(knowledge, question, text);
  if (available) return available;
  if (PRICE_WORDS.test(text)) {
    const priced = career(text);
    if (priced?.references.some((reference) => reference.endsWith(url('getServices')))) return priced;
  }
  // "How many layers does the atlas ship?", "who certified it?": the sentence of the named project that states it.
  // "Which sold more, Tapeworm or Grain Garden?": the number each project states, compared.
  // "Was the transit study before the forms kit?": the two projects' dates, with the verdict.
  const ordered = dateOrderAnswer(knowledge, question);
  if (ordered) return ids ? withProjectIds(knowledge, ordered) : ordered;
  const measured = thresholdVerdict(knowledge, question, text) ?? measureComparison(knowledge, question);
  if (measured) return ids ? withProjectIds(knowledge, measured) : measured;
  // After a comparison of two projects ("the Halyard audit or the braille lab", one named by its employer's name).
  // "How many projects did she do at Straits Meridian?": the organisation's projects.
  const atEmployer = employerProjectsAnswer(knowledge, question);
  if (atEmployer) return ids ? withProjectIds(knowledge, atEmployer) : atEmployer;
  // "How accurate is the laser aim?", "how long does the Exeter flood simulation take?": a fact
  // question that describes one project by words of its text, more of them than the project its
  // title words name (if any) and than any other project, is read in that project's sentences.
  // "How big is the team he leads?": a quantity about the owner, from a sentence of the bio, career or services.
  // Not "how many Rust projects" (the projects' count) nor "how many years of …" (the experience).
  if (
    question.person &&
    askedFor(question) === 'quantity' &&
    !question.cues.has('projectNoun') &&
    !/\bhow (?:many|much) years?\b/i.test(text) &&
    !question.namedProjects.some((named) => named.score >= 1) &&
    !careerOwnsCount(parts, text)
  ) {
    const counted = personQuantity(knowledge, question, quantityShapes(question));
    if (counted) return counted;
  }
  // "What was her role on the queue?": the named project's field; "When was it patented?": the date a sentence states, else its dates.
  const dated = projectFieldAnswer(knowledge, question) ?? dateFact(knowledge, question);
  if (dated) return ids ? withProjectIds(knowledge, dated) : dated;
  // "Who fabricated the arena's cladding?": the name beside the verb's agent noun ("The fabricator, Kiwi Sheetmetal, …").
  const agent = agentOfVerb(knowledge, question);
  if (agent) return ids ? withProjectIds(knowledge, agent) : agent;
  const described = ownFieldAnswer(career, question, text) ?? describedProject(parts, text, question);
  if (described) return ids ? withProjectIds(knowledge, described) : described;
  const projectFact = projectFactAnswer(knowledge, question) ?? placeOfMention(knowledge, question) ?? placeInWriteup(knowledge, question);
  if (projectFact) return ids ? withProjectIds(knowledge, projectFact) : projectFact;
  return undefined;
}

/** The rules after them: dates and years of the career, entries, the skill list, the career, unstated attributes, a project's sentence. */
function laterAnswer(parts: EngineParts, text: string, ids: boolean, question: ParsedQuestion): AskAnswer | undefined {
  const { knowledge, career } = parts;
  // "Since when has he been a research software engineer?": the bio sentence with every word asked and a year.
  if (!question.namedProjects.some((named) => named.score >= 1) && /\bsince when\b/i.test(text)) {
    const dated = sinceSentence(knowledge, question);
    if (dated) return dated;
  }
  // "How long has she been working in robotics?": the years of the work history, before a sentence that has the field's word.
  if (!question.namedProjects.length && asksYearsOfExperience(text)) {
    const years = career(text);
    if (years) return years;
  }
  // "When did she leave Sonora?", "does she speak German?": the career, profile or service entry named.
  // A personal attribute ("her bonus at Straits Meridian") is never an entry's fact.
  // "Is cycling one of his skills?" asks the skill list, which an interest named "Cycling" does not answer.
  // "How many awards has she received, counting the patent?": the count of a career list, not the one entry the question names.
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
  if (careerAnswer) return withProjectQuantity(knowledge, question, careerAnswer);
  // "What does Redline Labs pay him?": a personal attribute the portfolio has no field for, whatever else it names.
  const unstated = question.person ? unstatedAnswer(knowledge, question) : undefined;
  if (unstated?._meta.response_type === 'not_found') return unstated;
  // "How long did the vendor take to fix it?": the project sentence that states it.
  const named = question.namedProjects;
  const clear = named.length && (!named[1] || named[0]!.score - named[1].score >= 0.05) ? knowledge.projects[named[0]!.project] : undefined;
  const sentence = named.length && !clear ? undefined : sentenceAnswer(knowledge, question, clear);
  if (sentence) return ids ? withProjectIds(knowledge, sentence) : sentence;
  return undefined;
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

/**
 * Whether the place a question names after "in" (its capitalised words, not the owner's name) is
 * a word of the profile's location; undefined when it names none.
 */
function namesProfileLocation(knowledge: Knowledge, question: ParsedQuestion): boolean | undefined {
  const location = new Set(tokenize(knowledge.profile?.location ?? '').map((token) => token.folded));
  const at = question.words.findIndex((word) => word.folded === 'in');
  const place = at < 0 ? [] : question.words.slice(at + 1).filter((word) => word.capitalised && !knowledge.person.words.has(word.folded));
  if (!place.length) return undefined;
  return place.every((word) => location.has(word.folded));
}

/** The bio sentence that states every content word of a "since when" question with the earliest year; undefined when none does. */
function sinceSentence(knowledge: Knowledge, question: ParsedQuestion): AskAnswer | undefined {
  const content = question.words.filter((word) => !isStopLike(knowledge, word.folded) && !['since', 'when', 'been'].includes(word.folded));
  if (!content.length) return undefined;
  const year = (text: string) => Math.min(...[...text.matchAll(/\b(?:19|20)\d\d\b/g)].map((match) => Number(match[0])));
  // Several sentences state it ("… since 2016", "Senior … since 2021"): the earliest year is since when.
  const found = knowledge.bio
    .filter((sentence) => content.every((word) => sentence.stems.has(word.stem)) && Number.isFinite(year(sentence.text)))
    .sort((a, b) => year(a.text) - year(b.text));
  if (!found.length) return sinceInProjects(knowledge, content);
  if (found[1] && year(found[1].text) === year(found[0]!.text)) return undefined;
  return reply('answer', 'profile', `From ${owners(knowledge)} bio: “${found[0]!.text}”`, [apiUrl(knowledge, url('getProfile'))], 0.9);
}

/** Words of a question about the skill list itself ("is X one of her listed skills?"). */
const SKILL_LIST_WORDS = new Set(['skill', 'skills', 'list', 'lists', 'listed', 'one', 'among', 'part']);

/** The initials of every run of two words or more of a role ("rse", "sre" of "Senior Research Software Engineer"). */
function roleInitials(role: string): Set<string> {
  const words = role
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((word) => word && !['of', 'and', 'for', 'the', 'in', 'at'].includes(word));
  const found = new Set<string>();
  for (let start = 0; start < words.length; start++)
    for (let end = start + 2; end <= Math.min(words.length, start + 6); end++)
      found.add(
        words
          .slice(start, end)
          .map((word) => word[0])
          .join(''),
      );
  return found;
}

/**
 * "Is she a beekeeper?": "Yes." with the bio sentence in which the owner says "I am a …" with every
 * content word asked; undefined otherwise (no "No." from it: the bio need not list what one is).
 */
function selfDescription(knowledge: Knowledge, text: string, question: ParsedQuestion): AskAnswer | undefined {
  if (!/^\s*(?:is|was)\s+\S+\s+an?\s+/i.test(text) || question.namedProjects.length) return undefined;
  const asked = question.words.slice(3).filter((word) => !isStopLike(knowledge, word.folded) && !knowledge.person.words.has(word.folded));
  if (!asked.length) return undefined;
  for (const sentence of knowledge.bio) {
    const said = /\bI am an? ([^.;:]+)/i.exec(sentence.text)?.[1];
    if (!said) continue;
    const stems = new Set(tokenize(said).map((token) => token.stem));
    if (asked.every((word) => stems.has(word.stem)))
      return reply('answer', 'profile', `Yes. From ${owners(knowledge)} bio: “${sentence.text}”`, [knowledge.urls.api(url('getProfile'))], 0.9);
  }
  return undefined;
}

/** Words that ask for the version of a skill. */
const VERSION_WORDS = /\b(?:versions?|releases?|distributions?|distros?)\b/gi;

/** The skill check of a question that asks which version of a listed skill, without the version words. */
function versionAnswer(knowledge: Knowledge, text: string, question: ParsedQuestion): AskAnswer | undefined {
  // "Is her NumPy version 2 or later?" is a version check of its own (./answers/skills.ts).
  if (question.cues.has('yesno') || question.cues.has('compare') || !VERSION_WORDS.test(text)) return undefined;
  VERSION_WORDS.lastIndex = 0;
  if (question.namedProjects.length) return projectVersion(knowledge, question);
  // "Which CUDA version?": a word of one skill's name ("NVIDIA CUDA 12") names it when a version is asked.
  const named = question.mentions.some(
    (mention) =>
      mention.entities.some((entity) => entity.kind === 'skill') &&
      (!mention.weak || mention.entities.filter((entity) => entity.kind === 'skill').length === 1),
  );
  // "Which Mirth Connect version did they migrate to?": a name listed without a version, or not listed, with the versions the projects write after it.
  const written = writtenVersionAnswer(knowledge, question);
  if (written) return written;
  if (!named) return undefined;
  const answer = skillCheck(knowledge, parseQuestion(knowledge, text.replace(VERSION_WORDS, ' ')));
  // "Which version?" is not a yes/no question: the skill as listed, without a "Yes.".
  return answer._meta.response_type === 'answer' ? { ...answer, answer: answer.answer.replace(/^Yes\. /, '') } : undefined;
}

/**
 * "Which YOLO version does the weed detector use?": the sentence of the named project that writes
 * the name asked with a version ("YOLOv8-medium", "NORHYD 3.2"), the versioned name first.
 */
function projectVersion(knowledge: Knowledge, question: ParsedQuestion): AskAnswer | undefined {
  const info = knowledge.projects[question.namedProjects[0]!.project]!;
  const matched = question.namedProjects[0]!.matched;
  const names = question.words.filter(
    (word) => !isStopLike(knowledge, word.folded) && !matched.has(word.stem) && !/^(?:versions?|releases?)$/.test(word.folded),
  );
  for (const name of names) {
    const found = writtenVersions(knowledge, name.folded, info)[0];
    if (found) return reply('answer', 'project', `${found.written}: “${found.sentence}” (${info.view.title})`, [info.view.links.html], 0.9);
  }
  return undefined;
}

/**
 * "Has he used SMART App Launch 2.0?": a yes/no question about a capitalised name and a version
 * that no listed skill gives (the skill check owns those) is a "Yes." when a project writes that
 * name with that version, quoted with the project; undefined otherwise.
 */
function writtenVersionCheck(knowledge: Knowledge, text: string, question: ParsedQuestion): AskAnswer | undefined {
  if (!question.cues.has('yesno') || !/\d/.test(text)) return undefined; // a version has digits: without one, no name is read
  const asked = /((?:\p{Lu}[\p{L}\p{N}+#-]*\s+){0,3}\p{Lu}[\p{L}\p{N}+#-]*)\s+v?(\d{1,3}(?:\.\d+)*)(?![\p{L}\p{N}])/u.exec(text);
  if (!asked) return undefined;
  const [name, version] = [asked[1]!, asked[2]!];
  const listed = knowledge.entities.some((entity) => entity.kind === 'skill' && entity.name.toLowerCase().startsWith(name.toLowerCase()));
  if (listed || /^(?:19|20)\d\d$/.test(version)) return undefined;
  const written = writtenVersions(knowledge, name);
  const found = written.filter((item) => item.version === version);
  if (!found.length && written.length) {
    // Another version written: said as found, without a verdict (a project need not name every version used).
    const other = written[0]!;
    const text = `The portfolio writes ${joinList(distinctVersions(written).map((item) => `${name} ${item}`))}, not ${name} ${version}: ${other.project.view.title}: “${other.sentence}”`;
    return reply('answer', 'project', text, [other.project.view.links.html, other.project.view.links.self], 0.7);
  }
  if (!found.length) return undefined;
  const first = found[0]!;
  return reply(
    'answer',
    'project',
    `Yes. ${first.project.view.title} writes ${first.written}: “${first.sentence}”`,
    [first.project.view.links.html, first.project.view.links.self],
    0.9,
  );
}

/**
 * The versions the projects write after a name the question mentions that no listed skill gives a
 * version ("Mirth Connect 4.4" for a listed "Mirth Connect", "FHIR R4" for the tag fhir), each
 * with the sentence that writes it; undefined when no project writes one.
 */
function writtenVersionAnswer(knowledge: Knowledge, question: ParsedQuestion): AskAnswer | undefined {
  for (const mention of question.mentions) {
    const skills = mention.entities.filter((entity) => entity.kind === 'skill');
    if (skills.some((skill) => versionOf(skill.name))) continue;
    const name = skills.length === 1 ? skills[0]!.name : writtenForm(question, mention);
    const found = writtenVersions(knowledge, name);
    if (!found.length) continue;
    const versions = distinctVersions(found);
    const shown = versions.map((version) => found.find((item) => item.version === version)!).slice(0, 3);
    const lead = skills.length ? `${owner(knowledge)} lists ${skills[0]!.name} without a version; ` : '';
    // One sentence may write several versions ("from Cloverleaf 6.2 to … 4.4"): quoted once.
    const sentences = [...new Set(shown.map((item) => item.sentence))];
    const quotes = sentences.map((sentence) => {
      const items = shown.filter((item) => item.sentence === sentence);
      return `${joinList(items.map((item) => item.written))} (${items[0]!.project.view.title}): “${sentence}”`;
    });
    const text = `${lead}${quotes.join(' ')}`;
    return reply('answer', 'project', text, [...new Set(shown.map((item) => item.project.view.links.html))], 0.9);
  }
  return undefined;
}

/** Words of a question about a price. */
const PRICE_WORDS =
  /\b(cost|costs|price|priced|pricing|charge|charges|fee|fees|(?:day|daily|hourly|hour|project) rates?|rates? (?:of|for)|how much (?:is|are|would|will|does|do))\b/i;

// Their machine code goes when idle (./text/patterns.ts).
releaseCompiledCode(PRICE_WORDS, VERSION_WORDS, CAREER_LIST_NOUN);
