/**
 * Answers about skills: a category's skills, every skill, and "does she know X" (with the
 * projects that use it, or what the portfolio says about X when it is not a listed skill).
 */
import conceptLabels from '../tables/concept-labels.json' with { type: 'json' };
import type { Entity } from '../knowledge/entity-phrases.ts';
import type { Knowledge } from '../knowledge/knowledge.ts';
import { CATEGORY_CONCEPTS, VENDOR_PREFIXES } from '../lexicon.ts';
import type { Mention } from '../question/mentions.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import { writtenForm } from '../question/topic.ts';
import type { Word } from '../question/words.ts';
import type { AskAnswer } from '../schema.ts';
import { termsOf } from '../selection/filters.ts';
import { mentionLabel, mentionTerm, selectProjects, type Term } from '../selection/select-projects.ts';
import { capitalise, joinList, plural, sentenceEnd } from '../text/english.ts';
import { editDistance } from '../text/edit-distance.ts';
import { tokenize } from '../text/words.ts';
import { VERSION, versionOf, withoutVersion } from '../entities.ts';
import { distinctVersions, writtenVersions } from './versions.ts';
import { isStopLike } from '../question/stop-words.ts';
import { apiUrl, confidenceOf, MAX_NAMED_SHORT, notFound, owner, owners, projectList, projectPages, reply, safeEcho } from './reply.ts';
import { url } from '../../../catalogue/paths.ts';

/** How answers name a common category (concept id -> words); others are named by their id. */
const CONCEPT_LABELS: Readonly<Record<string, string>> = conceptLabels;

function conceptLabel(id: string): string {
  return CONCEPT_LABELS[id] ?? id;
}

export function skillsAnswer(knowledge: Knowledge, question: ParsedQuestion, mentions: Mention[]): AskAnswer {
  const ownerName = owner(knowledge);
  const categoryNames = new Set<string>();
  const concepts = new Set<string>();
  let generic = !mentions.length;
  // The words the question used for each concept ("web programming"), named in a "not listed" answer.
  const asked = new Map<string, string>();
  for (const mention of mentions) {
    const real = mention.entities.filter((entity) => entity.kind === 'category');
    if (real.length) for (const entity of real) categoryNames.add(entity.name);
    else
      for (const entity of mention.entities) {
        if (!entity.concept) continue;
        if (entity.concept.generic) generic = true;
        else {
          concepts.add(entity.concept.id);
          if (!asked.has(entity.concept.id)) asked.set(entity.concept.id, safeEcho(askedWords(question, mention)));
        }
      }
  }
  if (categoryNames.size) {
    const list = knowledge.categories.filter((category) => categoryNames.has(category.name));
    const text = list
      .map((category) => `${ownerName} lists ${plural(category.skills.length, 'skill')} under ${category.name}: ${joinList(category.skills)}.`)
      .join(' ');
    const references = list.map((category) => apiUrl(knowledge, url('getSkills', { query: { category: category.name } })));
    return reply('list', 'skills', text, references, confidenceOf(question));
  }
  if (concepts.size) {
    const parts: string[] = [];
    const projectRefs: string[] = [];
    const missing: string[] = [];
    for (const id of concepts) {
      const concept = CATEGORY_CONCEPTS.find((candidate) => candidate.id === id)!;
      const members = new Set(concept.members);
      // "PyTorch 2.5", "Apache Kafka": a member named with a version or a vendor is that member.
      const found = knowledge.categories.flatMap((category) =>
        category.skills.filter((skill) => members.has(skill.toLowerCase()) || members.has(bareName(skill))),
      );
      if (found.length) {
        parts.push(`Of ${owners(knowledge)} skills, ${found.length} ${found.length === 1 ? 'is' : 'are'} ${conceptLabel(id)}: ${joinList(found)}.`);
        // The projects that use them, as a skill check names them.
        const names = new Set(found);
        const used = [
          ...new Set(
            knowledge.entities
              .filter((entity) => entity.kind === 'skill' && names.has(entity.name))
              .flatMap((entity) => entity.hits.filter((hit) => hit.level >= 2).map((hit) => hit.project)),
          ),
        ].sort((a, b) => a - b);
        if (used.length) {
          const listed = projectList(knowledge, used, MAX_NAMED_SHORT);
          parts.push(`${used.length === 1 ? 'One project uses' : `${used.length} projects use`} ${found.length === 1 ? 'it' : 'them'}: ${listed.text}.`);
          projectRefs.push(...projectPages(knowledge, listed.shown));
        }
      } else missing.push(conceptLabel(id));
    }
    if (parts.length) return reply('list', 'skills', parts.join(' '), [apiUrl(knowledge, url('getSkills')), ...projectRefs], confidenceOf(question, 0.8));
    const allCategories = knowledge.categories.map((category) => category.name);
    return reply(
      'not_found',
      'skills',
      `${notListed(knowledge, [...asked.values()].filter(Boolean)) || `${capitalise(owners(knowledge))} skills list no `}${joinList(missing, 'or')}. The skill categories are ${joinList(allCategories)}.`,
      [],
      confidenceOf(question, 0.8),
    );
  }
  if (generic || !knowledge.categories.length) {
    if (!knowledge.categories.length) return reply('not_found', 'skills', `${capitalise(owners(knowledge))} portfolio lists no skills.`, [], 1);
    const parts = knowledge.categories.map((category) => `${category.name}: ${joinList(category.skills)}`);
    return reply(
      'list',
      'skills',
      `${ownerName} lists ${plural(knowledge.skillCount, 'skill')} in ${plural(knowledge.categories.length, 'category', 'categories')}. ${parts.join('; ')}.`,
      [apiUrl(knowledge, url('getSkills'))],
      confidenceOf(question),
    );
  }
  return notFound(knowledge, question);
}

/** A skill's name without its version and vendor, folded ("PyTorch 2.5" -> "pytorch", "Apache Kafka" -> "kafka"). */
function bareName(name: string): string {
  const words = (withoutVersion(name) ?? name).toLowerCase().split(/\s+/).filter(Boolean);
  while (words.length > 1 && VENDOR_PREFIXES.has(words[0]!)) words.shift();
  return words.join(' ');
}

interface CheckItem {
  /** Sentence(s) about the item. */
  text: string;
  /** Whether it says the portfolio has the thing asked about. */
  positive: boolean;
  /** The sources of those sentences. */
  references: string[];
  /** Whether a project's title, tags or description, or the bio, states it (not a write-up alone): a "yes" is earned. */
  stated?: boolean;
}

export function skillCheck(knowledge: Knowledge, question: ParsedQuestion): AskAnswer {
  const ownerName = owner(knowledge);
  const items: CheckItem[] = [];
  const skills: Entity[] = [];
  let weakOnly = true;
  for (const mention of question.mentions) {
    const skill = mention.entities.find((entity) => entity.kind === 'skill');
    if (skill) {
      const other = otherThing(knowledge, question, mention, skill);
      if (other) items.push(other);
      // "ROS 2?" names every listed distribution ("ROS 2 Jazzy", "ROS 2 Humble") by the same form.
      else
        for (const named of sameFormSkills(mention, skill))
          if (!skills.includes(named)) {
            skills.push(named);
            if (!mention.weak) weakOnly = false;
          }
      continue;
    }
    const categoryEntity = mention.entities.find((entity) => entity.kind === 'category');
    if (categoryEntity) {
      const category = knowledge.categories.find((listed) => listed.name === categoryEntity.name)!;
      const text = `${ownerName} lists ${plural(category.skills.length, 'skill')} under ${category.name}: ${joinList(category.skills)}.`;
      items.push({ text, positive: true, references: [apiUrl(knowledge, url('getSkills', { query: { category: category.name } }))] });
      continue;
    }
    if (mention.entities.every((entity) => entity.kind === 'concept')) continue;
    items.push(
      topicItem(knowledge, mentionTerm(knowledge, mention), askedName(question, mention), mention.entities.find((entity) => entity.kind === 'tag')?.name),
    );
  }
  // Topic words: each group of consecutive words is one thing asked about.
  const { terms, unknown } = termsOf(knowledge, question, []);
  const wordTerms = terms.filter((term) => !question.mentions.some((mention) => mentionLabel(mention) === term.label));
  // "a licensed physician": known words right before a word the portfolio never writes describe that
  // unknown thing (the head of the phrase); the phrase as a whole is what is absent.
  const headless = (term: Term) => {
    const words = term.words ?? [];
    const next = question.words[question.words.indexOf(words[words.length - 1]!) + 1];
    return words.length > 0 && next !== undefined && unknown.includes(next) && !next.capitalised && words.every((word) => !word.capitalised);
  };
  const described = wordTerms.filter(headless).flatMap((term) => term.words ?? []);
  for (const term of wordTerms) if (!headless(term)) items.push(topicItem(knowledge, term, term.label, term.label, compoundOf(question, term.label)));
  // "Has he implemented QIDO-RS?": the verb after the subject of a yes/no question says how the
  // thing was used; a verb the portfolio never writes is not a further thing asked about.
  const verb = verbSlot(knowledge, question);
  const asksOthers = skills.length > 0 || items.some((item) => item.positive);
  const absent = adjacentGroups(
    [...described, ...unknown.filter((word) => !(asksOthers && word === verb))].sort((a, b) => question.words.indexOf(a) - question.words.indexOf(b)),
    question,
  );
  if (absent.length) items.push(absentItem(knowledge, absent));

  const checks: CheckItem[] = [];
  if (skills.length) {
    const descriptions = skills.map((skill) => `${skill.name} (${skill.category})`);
    // A bare name ("SwiftUI?") is a yes/no question too.
    // "What is MLIR?" asks what it is, not whether: no "Yes.".
    const bare =
      !/^(?:what|which|who|where|when|why|how)$/.test(question.words[0]?.folded ?? '') &&
      question.words.every((word) => word.inMention || isStopLike(knowledge, word.folded));
    // "IDA Pro 7?" against a listed "IDA Pro 9": the version check says no, so no "Yes." before it.
    const versionNo = items.some((item) => item.text.startsWith('No. '));
    const yes = (question.cues.has('yesno') || question.cues.has('skillVerb') || bare) && !versionNo ? 'Yes. ' : '';
    const lead = `${yes}${ownerName} lists ${joinList(descriptions)} among the skills.`;
    const references = [apiUrl(knowledge, url('getSkills'))];
    const uses: string[] = [];
    for (const skill of skills) {
      const strong = skill.hits
        .filter((hit) => hit.level >= 2)
        .map((hit) => hit.project)
        .sort((a, b) => a - b);
      const weak = skill.hits
        .filter((hit) => hit.level === 1)
        .map((hit) => hit.project)
        .sort((a, b) => a - b);
      const subject = skills.length > 1 ? skill.name : 'It';
      if (strong.length) {
        const listed = projectList(knowledge, strong, MAX_NAMED_SHORT);
        uses.push(`${subject} appears in ${plural(strong.length, 'project')}: ${listed.text}.`);
        references.push(...projectPages(knowledge, listed.shown));
      } else if (weak.length) {
        const listed = projectList(knowledge, weak, 3);
        uses.push(`${subject} is mentioned in the write-up of ${listed.text}.`);
        references.push(...projectPages(knowledge, listed.shown));
      }
    }
    checks.push({ text: [lead, ...uses].join(' '), positive: true, references });
  }
  checks.push(...items);
  if (!checks.length) return notFound(knowledge, question);
  const positive = checks.some((item) => item.positive);
  // "Has she worked with lidar?": no listed skill, but a project's title, tags or description (or the bio) states every thing asked.
  const asked = question.cues.has('yesno') || question.cues.has('skillVerb');
  const earned = asked && !question.corrected && !skills.length && items.length > 0 && items.every((item) => item.stated);
  return reply(
    positive ? 'answer' : 'not_found',
    'skill_check',
    `${earned ? 'Yes. ' : ''}${checks.map((item) => item.text).join(' ')}`,
    positive ? checks.flatMap((item) => item.references) : [],
    confidenceOf(question, positive ? (skills.length && weakOnly ? 0.8 : 1) : 0.9),
  );
}

/** Auxiliaries that open a yes/no question ("has she …", "did he …"). */
const AUXILIARIES = new Set(['has', 'have', 'had', 'did', 'does', 'do', 'is', 'was', 'can', 'could', 'will', 'would']);

/** Subjects of a question about the owner. */
const SUBJECTS = new Set(['she', 'he', 'they', 'you']);

/** The word after the auxiliary and the subject of a yes/no question ("implemented" of "Has he implemented X?"), written in lower case. */
function verbSlot(knowledge: Knowledge, question: ParsedQuestion): Word | undefined {
  const [aux, subject, verb] = question.words;
  if (!aux || !subject || !verb || !AUXILIARIES.has(aux.folded)) return undefined;
  if (!SUBJECTS.has(subject.folded) && !knowledge.person.words.has(subject.folded)) return undefined;
  return verb.capitalised || verb.inMention || /\d/.test(verb.folded) ? undefined : verb;
}

/** The skill a mention found, and the other skills the same full form names ("ROS 2" of "ROS 2 Jazzy" and "ROS 2 Humble"). */
function sameFormSkills(mention: Mention, skill: Entity): Entity[] {
  if (mention.weak) return [skill];
  return [skill, ...mention.entities.filter((entity) => entity !== skill && entity.kind === 'skill')];
}

const NEWER = new Set(['newer', 'later', 'higher', 'above', 'recent', 'after', 'greater']);
const OLDER = new Set(['older', 'earlier', 'lower', 'below', 'before']);

/** "11" against "10", "4.10" against "4.9": numeric order of dotted versions (years too). */
function compareVersions(a: string, b: string): number {
  const x = a.split('.').map(Number);
  const y = b.split('.').map(Number);
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d) return Math.sign(d);
  }
  return 0;
}

/**
 * Precision before recall: the skill a mention found may not be the thing asked about. "iOS 15"
 * is not "iOS 17" (a version that differs), and "Bluetooth classic" is not "Bluetooth Low Energy"
 * (one word of a longer name, next to a word of another name). Undefined when it is the skill.
 */
function otherThing(knowledge: Knowledge, question: ParsedQuestion, mention: Mention, skill: Entity): CheckItem | undefined {
  const next = question.words[mention.end];
  const skillsUrl = apiUrl(knowledge, url('getSkills'));
  if (next && VERSION.test(next.folded)) {
    next.inMention = true;
    const asked = next.folded.replace(/^v/, '');
    const listed = versionOf(skill.name);
    if (listed === asked) return undefined;
    const base = withoutVersion(skill.name) ?? skill.name;
    const askedName = listed ? skill.name.slice(0, skill.name.length - listed.length) + asked : `${base} ${asked}`;
    // "Is his Windows newer than Windows 10?": the listed version compared with the one asked.
    const direction = question.words.some((word) => NEWER.has(word.folded)) ? 1 : question.words.some((word) => OLDER.has(word.folded)) ? -1 : 0;
    const order = listed ? compareVersions(listed, asked) : 0;
    // "Has she used LLVM 19?" against a listed "LLVM": the versions the projects write after its name.
    if (!listed) {
      const written = writtenVersions(knowledge, base);
      const same = written.filter((item) => item.version.toLowerCase() === asked.toLowerCase());
      if (same.length) {
        const first = same[0]!;
        const text = `Yes. ${owner(knowledge)} lists ${skill.name} without a version; ${first.project.view.title} writes ${first.written}: “${first.sentence}”`;
        return { text, positive: true, references: [skillsUrl, ...same.map((item) => item.project.view.links.html)] };
      }
      if (written.length) {
        const text = `${owner(knowledge)} lists ${skill.name} without a version; the projects write ${joinList(distinctVersions(written).map((version) => `${base} ${version}`))}, not ${base} ${asked}.`;
        return { text, positive: true, references: [skillsUrl, ...written.map((item) => item.project.view.links.html)] };
      }
    }
    const text = !listed
      ? `${owner(knowledge)} lists ${skill.name} without a version; the portfolio does not say which versions.`
      : direction && order
        ? `${order === direction ? 'Yes' : 'No'}. ${owner(knowledge)} lists ${skill.name}, ${order > 0 ? 'newer' : 'older'} than ${askedName}.`
        : `No. ${owner(knowledge)} lists ${skill.name}, not ${askedName}.`;
    return { text, positive: true, references: [skillsUrl] };
  }
  if (!mention.weak) return undefined;
  const own = new Set(skill.phrases.flat());
  const neighbours = [question.words[mention.start - 1], next].filter(
    (word): word is Word => word !== undefined && !isStopLike(knowledge, word.folded) && !own.has(word.stem) && !/^\d/.test(word.folded),
  );
  if (!neighbours.length) return undefined;
  const first = Math.min(mention.start, ...neighbours.map((word) => question.words.indexOf(word)));
  const last = Math.max(mention.end - 1, ...neighbours.map((word) => question.words.indexOf(word)));
  const label = safeEcho(question.words.slice(first, last + 1));
  for (const word of neighbours) word.inMention = true;
  return {
    text: `“${label}” is not among ${owners(knowledge)} listed skills; the closest listed skill is ${skill.name} (${skill.category}).`,
    positive: false,
    references: [],
  };
}

/** A thing asked about that is not a listed skill: projects that involve it, else the bio. */
/** "let-polymorphism": the word before a one-word label in the question, joined to it by a hyphen (a compound the content may write). */
function compoundOf(question: ParsedQuestion, label: string): string | undefined {
  const at = question.words.findIndex((word) => word.folded === label);
  const before = at > 0 ? question.words[at - 1] : undefined;
  return before && /^[a-z]{2,}$/.test(before.folded) ? `${before.folded}-${label}` : undefined;
}

function topicItem(knowledge: Knowledge, term: Term, label: string, statedName = label, compound?: string): CheckItem {
  const ownerName = owner(knowledge);
  const selection = selectProjects(knowledge, { terms: [term] });
  const name = `“${label}”`;
  if (selection.projects.length && selection.tier === 2) {
    const listed = projectList(knowledge, selection.projects, MAX_NAMED_SHORT);
    const involve = selection.projects.length === 1 ? '1 project involves' : `${selection.projects.length} projects involve`;
    // One project: what it is, from its description ("GC experience?": "… a p99 pause of 1.2 ms").
    const only = selection.projects.length === 1 ? ` ${sentenceEnd(knowledge.projects[selection.projects[0]!]!.view.description)}` : '';
    const text = `${name} is not among ${owners(knowledge)} listed skills, but ${involve} it: ${listed.text}.${only}`;
    // "R" in "EBU R128": a name of one or two letters is too short to be stated by a project's text.
    // "ML" for the tag machine-learning: the tag the mention found states it.
    // "C" for the tag c: a tag that is exactly the name asked states it, however short.
    const named = [statedName, term.tag ?? ''].sort((a, b) => b.length - a.length)[0]!;
    const exactTag = term.tag !== undefined && term.tag.toLowerCase() === statedName.toLowerCase();
    return {
      text,
      positive: true,
      references: projectPages(knowledge, listed.shown),
      stated: exactTag || named.replace(/[^\p{L}\p{N}]/gu, '').length >= 3,
    };
  }
  if (selection.projects.length) {
    const listed = projectList(knowledge, selection.projects, 3);
    const text = `${name} is not among ${owners(knowledge)} listed skills; it is mentioned in the write-up of ${listed.text}.`;
    // "Domain randomisation", a name of two words or more a write-up writes, states it; one word alone may be incidental.
    const stems = tokenize(label).map((token) => token.stem);
    const negated = selection.projects.some((index) =>
      knowledge.projects[index]!.sections.some((section) =>
        section.sentences.some((sentence) => stems.every((wordStem) => sentence.stems.has(wordStem)) && /\b(not|never|without|no)\b/i.test(sentence.text)),
      ),
    );
    // "Coq" of "a formal model in Coq": one word that a write-up writes as a name (a capital inside a
    // sentence) names a thing the project used; a common word ("sensor") may be incidental.
    const asName = stems.length === 1 && label.length >= 3 && selection.projects.some((index) => writesAsName(knowledge.projects[index]!, label));
    // "let-polymorphism": a compound the write-up writes as the question does names one thing.
    const asCompound =
      compound !== undefined &&
      selection.projects.some((index) =>
        knowledge.projects[index]!.sections.some((section) => section.sentences.some((sentence) => sentence.text.toLowerCase().includes(compound))),
      );
    const said = asCompound ? text.replace(name, `“${compound}”`) : text;
    return { text: said, positive: true, references: projectPages(knowledge, listed.shown), stated: (stems.length >= 2 || asName || asCompound) && !negated };
  }
  const stems = new Set(tokenize(label).map((token) => token.stem));
  const bio = knowledge.bio.find((sentence) => [...stems].every((wordStem) => sentence.stems.has(wordStem)));
  if (bio) {
    const text = `${name} is not among ${owners(knowledge)} listed skills, but the bio says: "${bio.text}"`;
    return { text, positive: true, references: [apiUrl(knowledge, url('getProfile'))], stated: !/\b(not|never|no)\b/i.test(bio.text) };
  }
  return { text: `${name} is not among ${ownerName}'s listed skills, and no project mentions it.`, positive: false, references: [] };
}

/** A sentence about what was there before the project ("Before this project, … in Java"), not what it used. */
const PRIOR_STATE = /\b(?:before|previously|formerly|used to|legacy|replaced|instead of|no longer)\b/i;

/** Whether a project's write-up writes a word as a name (with a capital letter, not as a sentence's first word) in a sentence about the project's own work. */
function writesAsName(info: Knowledge['projects'][number], word: string): boolean {
  const pattern = new RegExp(`(?<=[\\p{L}\\p{N},;:)]\\s+)${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'giu');
  return info.sections.some((section) =>
    section.sentences.some((sentence) => !PRIOR_STATE.test(sentence.text) && [...sentence.text.matchAll(pattern)].some((match) => /^\p{Lu}/u.test(match[0]))),
  );
}

/** One sentence for every thing asked about that the portfolio never mentions. */
function absentItem(knowledge: Knowledge, groups: Word[][]): CheckItem {
  const labels = groups.map((words) => `“${safeEcho(words)}”`);
  const text =
    labels.length === 1
      ? `${labels[0]} is not among ${owners(knowledge)} listed skills, and no project mentions it.`
      : `${joinList(labels)} are not among ${owners(knowledge)} listed skills, and no project mentions them.`;
  return { text, positive: false, references: [] };
}

/** Unknown words grouped by adjacency in the question. */
function adjacentGroups(words: Word[], question: ParsedQuestion): Word[][] {
  const grouped: Word[][] = [];
  let last = -2;
  for (const word of words) {
    const position = question.words.indexOf(word);
    if (position === last + 1 && grouped.length) grouped[grouped.length - 1]!.push(word);
    else grouped.push([word]);
    last = position;
  }
  return grouped.filter((group) => safeEcho(group));
}

/** "Web programming" of "does she do web programming?": the mention with a content word just before or after it. */
function askedWords(question: ParsedQuestion, mention: Mention): Word[] {
  const content = (word: Word | undefined) => word && !word.inMention && /^[a-z]{3,}$/.test(word.folded) && !NOT_ASKED.has(word.folded);
  const start = content(question.words[mention.start - 1]) ? mention.start - 1 : mention.start;
  const end = content(question.words[mention.end]) ? mention.end + 1 : mention.end;
  return question.words.slice(start, end);
}

/** Verbs and auxiliaries before a mention that are not part of what is asked. */
const NOT_ASKED = new Set([
  'does',
  'did',
  'know',
  'knows',
  'use',
  'uses',
  'used',
  'have',
  'has',
  'any',
  'some',
  'with',
  'about',
  'the',
  'her',
  'his',
  'their',
  'she',
  'they',
  'can',
  'for',
  'and',
  'any',
  'what',
  'which',
  'experience',
  'skills',
  'done',
]);

/** "“web programming” is not among Ada's listed skills, which have no ": the words asked, named in the "no". */
function notListed(knowledge: Knowledge, asked: string[]): string {
  return asked.length
    ? `${capitalise(joinList(asked.map((words) => `“${words}”`)))} ${asked.length === 1 ? 'is' : 'are'} not among ${owners(knowledge)} listed skills, which have no `
    : '';
}

/** How the question wrote a mention, or the entity's own name when that was misspelt ("kubernets" -> "kubernetes"). */
function askedName(question: ParsedQuestion, mention: Mention): string {
  const written = writtenForm(question, mention);
  const names = [...new Set(mention.entities.map((entity) => entity.name.toLowerCase()))];
  if (names.length !== 1) return written;
  const name = names[0]!;
  const related = name === written || name.startsWith(written) || written.startsWith(name);
  return !related && editDistance(written, name, 2) <= 2 ? name : written;
}
