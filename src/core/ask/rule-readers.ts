/**
 * The readers of ./rules.ts's table that read the question's text itself: a place of the profile's
 * location, since when, a role's initials, the owner's own "I am a …", and the versions asked of a
 * skill or written by a project. Moved here from ./rules.ts unchanged (its table is at its line limit).
 */
import { reply, apiUrl, owner, owners } from './answers/reply.ts';
import { sinceInProjects } from './answers/date-facts.ts';
import { skillCheck } from './answers/skills.ts';
import { distinctVersions, writtenVersions } from './answers/versions.ts';
import { versionOf } from './entities.ts';
import type { Knowledge } from './knowledge/knowledge.ts';
import { parseQuestion, type ParsedQuestion } from './question/parse.ts';
import { isStopLike } from './question/stop-words.ts';
import { writtenForm } from './question/topic.ts';
import type { AskAnswer } from './schema.ts';
import { joinList } from './text/english.ts';
import { releaseCompiledCode } from './text/patterns.ts';
import { tokenize } from './text/words.ts';
import { url } from '../../catalogue/paths.ts';

/**
 * Whether the place a question names after "in" (its capitalised words, not the owner's name) is
 * a word of the profile's location; undefined when it names none.
 */
export function namesProfileLocation(knowledge: Knowledge, question: ParsedQuestion): boolean | undefined {
  const location = new Set(tokenize(knowledge.profile?.location ?? '').map((token) => token.folded));
  const place = placeWords(knowledge, question);
  if (!place.length) return undefined;
  return place.every((word) => location.has(word.folded));
}

/** The capitalised words a question names after "in" (not the owner's name). */
function placeWords(knowledge: Knowledge, question: ParsedQuestion) {
  const at = question.words.findIndex((word) => word.folded === 'in');
  return at < 0 ? [] : question.words.slice(at + 1).filter((word) => word.capitalised && !knowledge.person.words.has(word.folded));
}

/**
 * Whether the content writes every word of the place a question names after "in" (a bio sentence, a work
 * history's location, a project): a place the portfolio names apart from the profile's location.
 */
export function contentWritesPlace(knowledge: Knowledge, question: ParsedQuestion): boolean {
  const written = (stem: string) =>
    knowledge.bioStems.has(stem) ||
    knowledge.entryTextStems.has(stem) ||
    knowledge.postings.has(stem) ||
    knowledge.facts.some((fact) => fact.stemSet.has(stem));
  const place = placeWords(knowledge, question);
  return place.length > 0 && place.every((word) => written(word.stem));
}

/** The capitalised words after the last "in" of a question, as it writes them ("Salonica"); the folded words when it writes none. */
export function unknownPlaceAsked(knowledge: Knowledge, question: ParsedQuestion, text: string): string {
  const written = /\bin\s+((?:\p{Lu}[\p{L}'’-]*\s*)+)[?.!]*\s*$/u.exec(text)?.[1]?.trim();
  return (
    written ??
    placeWords(knowledge, question)
      .map((word) => word.folded)
      .join(' ')
  );
}

/** The bio sentence that states every content word of a "since when" question with the earliest year; undefined when none does. */
export function sinceSentence(knowledge: Knowledge, question: ParsedQuestion): AskAnswer | undefined {
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

/** The initials of every run of two words or more of a role ("rse", "sre" of "Senior Research Software Engineer"). */
export function roleInitials(role: string): Set<string> {
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
export function selfDescription(knowledge: Knowledge, text: string, question: ParsedQuestion): AskAnswer | undefined {
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
export function versionAnswer(knowledge: Knowledge, text: string, question: ParsedQuestion): AskAnswer | undefined {
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
export function writtenVersionCheck(knowledge: Knowledge, text: string, question: ParsedQuestion): AskAnswer | undefined {
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

// Their machine code goes when idle (./text/patterns.ts).
releaseCompiledCode(VERSION_WORDS);
