/**
 * Answers about skills: a category's skills, every skill, and "does she know X" (with the
 * projects that use it, or what the portfolio says about X when it is not a listed skill).
 */
import { oneLetterApart } from '../text/spelling-variant.ts';
import conceptLabels from '../tables/concept-labels.json' with { type: 'json' };
import type { Entity } from '../knowledge/entity-phrases.ts';
import { inForeignCompound } from '../question/compound-category.ts';
import type { Knowledge } from '../knowledge/knowledge.ts';
import { headsOfStatedNames } from './stated-mention.ts';
import { CATEGORY_CONCEPTS, FUNCTION_WORDS, OWNER_SUBJECTS, VENDOR_PREFIXES } from '../lexicon.ts';
import type { Mention } from '../question/mentions.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import type { Word } from '../question/words.ts';
import type { AskAnswer } from '../schema.ts';
import { termsOf } from '../selection/filters.ts';
import { mentionLabel, mentionTerm, type Term } from '../selection/select-projects.ts';
import { capitalise, joinList, plural } from '../text/english.ts';
import { tokenize } from '../text/words.ts';
import { CUE_WORDS } from '../question/cues.ts';
import { withoutVersion } from '../entities.ts';
import { isStopLike } from '../question/stop-words.ts';
import { resolveChecks } from './one-entity.ts';
import { skillsNamedBy } from './skill-prefix.ts';
import { addSkillsByPart, orByPart } from './name-parts.ts';
import { apiUrl, confidenceOf, MAX_NAMED_SHORT, notFound, owner, owners, projectList, projectPages, reply, safeEcho } from './reply.ts';
import { url } from '../../../catalogue/paths.ts';
import {
  absentItem,
  adjacentGroups,
  askedName,
  askedWords,
  type CheckItem,
  compoundOf,
  namesAThing,
  namingItem,
  notListed,
  numberedName,
  otherThing,
  topicItem,
} from './unlisted.ts';

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
    // "Can he do data analysis?" against the structural `analysis`: a word before the category's
    // name that none of its skills has asks for another thing, said as not listed, then the category.
    const other = modifiedCategory(knowledge, question, mentions, list);
    const lead = other
      ? `${question.cues.has('yesno') ? 'No. ' : ''}“${other}” is not among ${owners(knowledge)} listed skills; the closest ${list.length === 1 ? 'is a category' : 'are categories'}. `
      : '';
    const text = lead + list.map((category) => categoryText(ownerName, category)).join(' ');
    const references = list.map((category) => apiUrl(knowledge, url('getSkills', { query: { category: category.name } })));
    return reply(other ? 'answer' : 'list', other ? 'skill_check' : 'skills', text, references, confidenceOf(question));
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
    const allCategories = knowledge.categories.map((category) => category.label ?? category.name);
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
    const parts = knowledge.categories.map((category) => `${category.label ?? category.name}: ${joinList(category.skills)}`);
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

export function skillCheck(knowledge: Knowledge, question: ParsedQuestion): AskAnswer {
  const ownerName = owner(knowledge);
  const items: CheckItem[] = [];
  const skills: Entity[] = [];
  let weakOnly = true;
  for (const mention of question.mentions) {
    // "NZS 3603" against a listed "NZS 3101 …": a name and a number is a name of its own.
    const numbered = numberedName(knowledge, question, mention);
    if (numbered) {
      items.push(numbered);
      continue;
    }
    const skill = mention.entities.find((entity) => entity.kind === 'skill');
    // "Does she train dogs?": one word of a longer name ("Automatic Train Operation") in the verb's place is the verb.
    if (skill && mention.weak && (isVerbSlot(knowledge, question, mention) || qualifiedOtherwise(knowledge, question, mention, skill))) continue;
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
    // "Shopify?" against a tag `shopify` and a listed "Shopify Plus" (./skill-prefix.ts); "Slide?" against "Slide2" (./name-parts.ts).
    const prefixed = orByPart(knowledge, question, mention, skills, skillsNamedBy(knowledge, question, mention, bareName));
    if (prefixed.length) skills.push(...prefixed);
    const item = prefixed.length ? undefined : mentionItem(knowledge, question, mention);
    if (item) items.push(item);
  }
  // Topic words: each group of consecutive words is one thing asked about.
  const { terms, unknown } = termsOf(knowledge, question, []);
  // "two-line" of "two-line elements", "ins" of "add-ins", "YOLO" of "YOLOv8" (added first, ./name-parts.ts): words of a skill found are no further thing asked.
  const named = new Set([...addSkillsByPart(knowledge, question.words, skills), ...skills.flatMap((skill) => tokenize(skill.name).map((token) => token.stem))]);
  const ofNamed = namedWords(named, skills);
  const wordTerms = terms.filter((term) => !question.mentions.some((mention) => mentionLabel(mention) === term.label) && !ofNamed(term.words ?? []));
  // "a licensed physician": known words right before a word the portfolio never writes describe that
  // unknown thing (the head of the phrase); the phrase as a whole is what is absent.
  const headless = (term: Term) => {
    const words = term.words ?? [];
    const next = question.words[question.words.indexOf(words[words.length - 1]!) + 1];
    return words.length > 0 && next !== undefined && unknown.includes(next) && !next.capitalised && words.every((word) => !word.capitalised);
  };
  const described = wordTerms.filter(headless).flatMap((term) => term.words ?? []);
  // "Has he implemented QIDO-RS?": the verb after the subject of a yes/no question says how the
  // thing was used; a verb the portfolio never writes is not a further thing asked about, and one
  // it writes ("Does she hold a security clearance?") is not a thing asked about next to another.
  const verb = verbSlot(knowledge, question);
  const onlyVerb = (term: Term) => verb !== undefined && term.words?.length === 1 && term.words[0] === verb;
  const others = wordTerms.some((term) => !onlyVerb(term)) || unknown.some((word) => word !== verb) || question.mentions.length > 0;
  for (const term of wordTerms) {
    if (headless(term) || (onlyVerb(term) && others)) continue;
    const item = topicItem(knowledge, term, term.label, term.label, compoundOf(question, term.label));
    items.push(item.positive ? item : { ...item, named: namesAThing(question, term.words ?? []) });
  }
  const asksOthers = skills.length > 0 || items.some((item) => item.positive);
  const absent = adjacentGroups(
    [...described, ...unknown.filter((word) => !(asksOthers && word === verb) && !ofNamed([word]))].sort(
      (a, b) => question.words.indexOf(a) - question.words.indexOf(b),
    ),
    question,
  );
  if (absent.length && !headsOfStatedNames(question, absent, items)) items.push(absentItem(knowledge, question, absent));

  const checks: CheckItem[] = [];
  const resolved = resolveChecks(knowledge, question, skills, items);
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
  checks.push(...resolved);
  if (!checks.length) return notFound(knowledge, question);
  const positive = checks.some((item) => item.positive);
  // "Has she worked with lidar?": no listed skill, but a project's title, tags or description (or the bio) states every thing asked.
  const asked = question.cues.has('yesno') || question.cues.has('skillVerb');
  const earned = asked && !question.corrected && !skills.length && items.length > 0 && items.every((item) => item.stated);
  const no = namedNo(knowledge, question, checks, asked && !positive);
  if (no) return no;
  return reply(
    positive ? 'answer' : 'not_found',
    'skill_check',
    `${earned ? 'Yes. ' : ''}${checks.map((item) => item.text).join(' ')}`,
    positive ? checks.flatMap((item) => item.references) : [],
    confidenceOf(question, positive ? ((skills.length && weakOnly) || items.some((item) => item.partial) ? 0.8 : 1) : 0.9),
  );
}

/**
 * The words asked when a category named by one word has a content word just before it that no
 * skill of the category (nor its name) has ("data" of "data analysis"): the question asks for
 * another thing than the category. Undefined otherwise.
 */
function modifiedCategory(knowledge: Knowledge, question: ParsedQuestion, mentions: Mention[], list: Knowledge['categories']): string | undefined {
  // Only a yes/no question ("Can he do data analysis?"); "what communication protocols …" names the category.
  if (!question.cues.has('yesno')) return undefined;
  // "Can she do web design?" against the categories `web` and `design`: two category words side by side name one other thing.
  const [one, two] = mentions;
  if (mentions.length === 2 && list.length === 2 && one!.end === two!.start && one!.end - one!.start === 1 && two!.end - two!.start === 1)
    return `${question.words[one!.start]!.folded} ${question.words[two!.start]!.folded}`;
  if (mentions.length !== 1 || list.length !== 1) return undefined;
  const mention = mentions[0]!;
  const before = question.words[mention.start - 1];
  if (mention.end - mention.start !== 1 || !before || before.inMention || !/^[a-z]{3,}$/.test(before.folded)) return undefined;
  if (isStopLike(knowledge, before.folded) || knowledge.person.words.has(before.folded) || CUE_WORDS.has(before.folded)) return undefined;
  const own = new Set(tokenize([list[0]!.name, ...list[0]!.skills].join(' ')).map((token) => token.stem));
  if (own.has(before.stem)) return undefined;
  return `${before.folded} ${question.words[mention.start]!.folded}`;
}

/** Whether words are words of a found skill's name (`named`: their stems), or one spelled another way ("mold" of "Mould-growth risk scoring", ../text/spelling-variant.ts). */
function namedWords(named: ReadonlySet<string>, skills: readonly Entity[]): (words: readonly Word[]) => boolean {
  const spelt = skills.flatMap((skill) => tokenize(skill.name).map((token) => token.folded));
  return (words) => words.length > 0 && words.every((word) => named.has(word.stem) || spelt.some((written) => oneLetterApart(written, word.folded)));
}

/** "Thea lists 5 skills under design: …", with the category's public level as a whole where the content gives one. */
export function categoryText(ownerName: string, category: Knowledge['categories'][number]): string {
  const level = category.level ? ` The level given for ${category.name} as a whole: ${category.level}.` : '';
  return `${ownerName} lists ${plural(category.skills.length, 'skill')} under ${category.name}: ${joinList(category.skills)}.${level}`;
}

/**
 * "Does she know Go?": the skill list is complete on named things, so a yes/no question about names
 * it does not list, that no project mentions either, is answered "No." with the lists checked as
 * references (issue #28: a "no" only where the portfolio is complete, saying so).
 */
function namedNo(knowledge: Knowledge, question: ParsedQuestion, checks: readonly CheckItem[], unanswered: boolean): AskAnswer | undefined {
  if (!unanswered || !checks.length || !checks.every((item) => item.named)) return undefined;
  const checked = [apiUrl(knowledge, url('getSkills')), apiUrl(knowledge, url('listProjects'))];
  return reply('answer', 'skill_check', `No. ${checks.map((item) => item.text).join(' ')}`, checked, confidenceOf(question, 0.9));
}

/** Auxiliaries that open a yes/no question ("has she …", "did he …"). */
const AUXILIARIES = new Set(['has', 'have', 'had', 'did', 'does', 'do', 'is', 'was', 'can', 'could', 'will', 'would']);

/** Subjects of a question about the owner. */

/** The word after the auxiliary and the subject of a yes/no question ("implemented" of "Has he implemented X?"), written in lower case. */
function verbSlot(knowledge: Knowledge, question: ParsedQuestion): Word | undefined {
  const [aux, subject, verb] = question.words;
  if (!aux || !subject || !verb || !AUXILIARIES.has(aux.folded)) return undefined;
  if (!OWNER_SUBJECTS.has(subject.folded) && !knowledge.person.words.has(subject.folded)) return undefined;
  return verb.capitalised || verb.inMention || /\d/.test(verb.folded) ? undefined : verb;
}

/** What a mention that names no skill says: its category's list, the listed names that write it, or the projects that use it. */
function mentionItem(knowledge: Knowledge, question: ParsedQuestion, mention: Mention): CheckItem | undefined {
  const categoryEntity = mention.entities.find((entity) => entity.kind === 'category');
  // "data entry": the category's word in a compound of a word the portfolio never uses is not the category.
  if (categoryEntity && inForeignCompound(knowledge, question, mention, false)) return undefined;
  if (categoryEntity) {
    const category = knowledge.categories.find((listed) => listed.name === categoryEntity.name)!;
    const text = categoryText(owner(knowledge), category);
    return { text, positive: true, references: [apiUrl(knowledge, url('getSkills', { query: { category: category.name } }))] };
  }
  if (mention.entities.every((entity) => entity.kind === 'concept')) return undefined;
  return (
    namingItem(knowledge, question.words.slice(mention.start, mention.end)) ??
    topicItem(knowledge, mentionTerm(knowledge, mention), askedName(question, mention), mention.entities.find((entity) => entity.kind === 'tag')?.name)
  );
}

/** Whether a mention of one word is the verb of "does she <verb> …?" written in lower case, with a word after it. */
function isVerbSlot(knowledge: Knowledge, question: ParsedQuestion, mention: Mention): boolean {
  const [aux, subject, verb] = question.words;
  if (!aux || !subject || !verb || mention.start !== 2 || mention.end !== 3 || !AUXILIARIES.has(aux.folded)) return false;
  if (!OWNER_SUBJECTS.has(subject.folded) && !knowledge.person.words.has(subject.folded)) return false;
  return !verb.capitalised && question.words.length > 3;
}

/**
 * "a facility location problem" against "Pickup and delivery problems": one word of a longer name,
 * written in lower case after a content word that the name does not have, heads another thing.
 */
function qualifiedOtherwise(knowledge: Knowledge, question: ParsedQuestion, mention: Mention, skill: Entity): boolean {
  const word = question.words[mention.start];
  const before = question.words[mention.start - 1];
  // The verb of "does she use …" (the third word) is no qualifier.
  if (mention.end - mention.start !== 1 || mention.start < 4 || !word || word.capitalised || !before || before.inMention || before.capitalised) return false;
  if (!/^[a-z]{3,}$/.test(before.folded) || FUNCTION_WORDS.has(before.folded) || (isStopLike(knowledge, before.folded) && !CUE_WORDS.has(before.folded)))
    return false;
  return !tokenize(skill.name).some((token) => token.stem === before.stem);
}

/** The skill a mention found, and the other skills the same full form names ("ROS 2" of "ROS 2 Jazzy" and "ROS 2 Humble"). */
function sameFormSkills(mention: Mention, skill: Entity): Entity[] {
  if (mention.weak) return [skill];
  return [skill, ...mention.entities.filter((entity) => entity !== skill && entity.kind === 'skill')];
}
