/**
 * The sense of a common word (issue #28, common words): a skill category, tag or one-word skill
 * named by an ordinary English word ("load", "speed", "tools", "planning", "return") is what a
 * question asks about only when the question's other words fit that name's context in the
 * portfolio, or when the question is about skills or work. "Can she help us load a moving van?"
 * against a category `load` of training-load skills, "Can she speed up my laptop?" against a tag
 * `speed`, "Does she sell power tools?" against a category `tools`: the other words ("moving van",
 * "laptop", "power") are in none of the texts around the name, so the question uses the word in
 * another sense, and an answer resting on the name gives way to "No." in the asker's words.
 *
 * The context of a name, made once per portfolio (a cache released with the knowledge): its own
 * words; for a category, its skills' names and the titles, descriptions and tags of the projects
 * that use them; for a skill, its category's skills and its projects; for a tag, its projects.
 * Which names are ordinary words is WordNet's decision, made at build time
 * (../knowledge/ordinary-words.ts, the index's `ordinary`). Field-neutral: no word list of a field.
 */
import type { Entity } from '../knowledge/entity-phrases.ts';
import { contentCase, type Knowledge } from '../knowledge/knowledge.ts';
import type { Mention } from '../question/mentions.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import { cuesOfWord } from '../question/cues.ts';
import { isStopLike } from '../question/stop-words.ts';
import type { AskAnswer } from '../schema.ts';
import { capitalise, joinList } from '../text/english.ts';
import { isNounLike } from '../text/parts-of-speech.ts';
import { stem, tokenize } from '../text/words.ts';
import { owners, reply } from './reply.ts';
import { mayReplace, shapeOf } from './answer-shape.ts';

/** Words of a question about the owner's skills or work: a name in it keeps its portfolio sense ("Any cycling work?"). */
const WORK_WORDS: ReadonlySet<string> = new Set(['work', 'works', 'worked', 'working', 'tag', 'tags', 'tagged', 'category', 'categories']);

/** Per portfolio: entity -> the stems of its context. */
const CONTEXTS = new WeakMap<Knowledge, Map<Entity, ReadonlySet<string>>>();

function contextOf(knowledge: Knowledge, entity: Entity): ReadonlySet<string> {
  let cache = CONTEXTS.get(knowledge);
  if (!cache) CONTEXTS.set(knowledge, (cache = new Map()));
  let found = cache.get(entity);
  if (found) return found;
  const texts: string[] = [entity.name];
  const projects = new Set<number>();
  const category = entity.kind === 'category' ? entity.name : entity.kind === 'skill' ? entity.category : undefined;
  if (category !== undefined) {
    texts.push(category);
    for (const skill of knowledge.categories.find((each) => each.name === category)?.skills ?? []) texts.push(skill);
  }
  for (const project of projectsOf(knowledge, entity, 2)) projects.add(project);
  if (entity.kind === 'tag') for (const project of knowledge.projectsByTag.get(entity.name) ?? []) projects.add(project);
  for (const project of projects) {
    const view = knowledge.projects[project]?.view;
    if (view) texts.push(view.title, view.description, view.tags.join(' ').replace(/-/g, ' '));
  }
  found = new Set(tokenize(texts.join(' ')).map((token) => token.stem));
  cache.set(entity, found);
  return found;
}

/** Per portfolio: the stems of the work's names and short texts (projects' titles, descriptions and tags, skills, career entries), not of write-ups or the bio. */
const VOCABULARIES = new WeakMap<Knowledge, ReadonlySet<string>>();

function vocabularyOf(knowledge: Knowledge): ReadonlySet<string> {
  let found = VOCABULARIES.get(knowledge);
  if (found) return found;
  const stems = new Set<string>(knowledge.entryNames.flat());
  const add = (text: string) => {
    for (const token of tokenize(text)) stems.add(token.stem);
  };
  for (const info of knowledge.projects) add(`${info.view.title} ${info.view.description} ${info.view.tags.join(' ').replace(/-/g, ' ')}`);
  for (const entity of knowledge.entities) if (entity.kind !== 'concept') add(entity.name);
  VOCABULARIES.set(knowledge, (found = stems));
  return found;
}

/** The projects that mention an entity (at `level` or above), through its skills for a category. */
function projectsOf(knowledge: Knowledge, entity: Entity, level = 1): number[] {
  const found = new Set<number>();
  for (const each of knowledge.entities)
    if (each === entity || (entity.kind === 'category' && each.kind === 'skill' && each.category === entity.name))
      for (const hit of each.hits) if (hit.level >= level) found.add(hit.project);
  return [...found];
}

/** The entities of a one-word mention that an ordinary word names (categories, tags, one-word skills written in lower case). */
function ordinaryEntities(knowledge: Knowledge, question: ParsedQuestion, mention: Mention, ordinary: ReadonlySet<string>): Entity[] {
  const word = question.words[mention.start]!;
  if (mention.end - mention.start !== 1 || mention.corrected || word.asName || word.capitalised) return [];
  const named = mention.entities.filter(
    (entity) =>
      entity.kind !== 'concept' &&
      !entity.concept &&
      !entity.name.includes(' ') &&
      ordinary.has(entity.name.toLowerCase()) &&
      // A name the content writes capitalised ("Docker", "Python") is a product's, whatever WordNet says.
      contentCase(knowledge, entity.name.toLowerCase()) === entity.name.toLowerCase(),
  );
  // "load" naming a category `load` and the skill "EWMA training load": the longer names are of the same sense.
  const longer = mention.entities.filter((entity) => !named.includes(entity) && entity.kind !== 'concept' && entity.name.includes(' '));
  return named.length && named.length + longer.length === mention.entities.length ? [...named, ...longer] : [];
}

/** What the clash found: the word, the entity's kind in words and the other words asked. */
interface Clash {
  word: string;
  entities: Entity[];
  /** The other words asked, as written, from the first to the last. */
  asked: string;
  others: string[];
}

/**
 * The common word of the question used in another sense than the portfolio's name, or undefined:
 * a one-word mention of an ordinary word whose every other content word of the question is outside
 * the context of every entity it names, in a question that is not about skills or work.
 */
export function senseClash(knowledge: Knowledge, question: ParsedQuestion, ordinary: ReadonlySet<string>): Clash | undefined {
  // "Did search revenue rise by more than 20%?": a figure asked is about the work's own numbers.
  if (
    !ordinary.size ||
    !question.cues.has('yesno') ||
    question.words.some((word) => /\d/.test(word.folded)) ||
    !question.mentions.length ||
    question.namedProjects.some((named) => named.score >= 1)
  )
    return undefined;
  for (const mention of question.mentions) {
    const entities = ordinaryEntities(knowledge, question, mention, ordinary);
    if (!entities.length) continue;
    // "Can she do returns analysis?", "help with load management": the name opening a compound qualifies the thing
    // asked in its own sense; "fire safety inspection", "home automation" ask another thing of which it is part, and
    // "the weather forecast for my wedding" a compound of two names.
    const [before, after] = [question.words[mention.start - 1], question.words[mention.end]];
    const content = (word: (typeof question.words)[number] | undefined) =>
      word !== undefined && word.folded.length > 2 && /^[a-z]+$/.test(word.folded) && !isStopLike(knowledge, word.folded);
    const named = question.mentions.find((other) => other.start === mention.end);
    const ofNames = named !== undefined && ordinaryEntities(knowledge, question, named, ordinary).length > 0;
    if (content(after) && isNounLike(after!.folded) && !ofNames && !content(before)) continue;
    const others = question.words.filter(
      (word, position) =>
        (position < mention.start || position >= mention.end) && word.folded.length > 2 && /^[a-z]+$/.test(word.folded) && !isStopLike(knowledge, word.folded),
    );
    const work = question.words.some(
      (word, position) =>
        (position < mention.start || position >= mention.end) &&
        (WORK_WORDS.has(word.folded) || cuesOfWord(word.folded).some((cue) => cue === 'skillVerb' || cue === 'skillNoun' || cue === 'projectNoun')),
    );
    if (work || !others.length) continue;
    if (entities.some((entity) => others.some((word) => contextOf(knowledge, entity).has(word.stem)))) continue;
    // "Has she done robotic manipulation?": every word asked names the work somewhere (a project, a skill, an entry): the same sense.
    const vocabulary = vocabularyOf(knowledge);
    if (others.every((word) => vocabulary.has(word.stem) || !isNounLike(word.folded))) continue;
    // In the asker's words, from the first other word asked to the last ("moving van", "traffic lights").
    const positions = others.map((word) => question.words.indexOf(word));
    const asked = question.words.slice(Math.min(...positions), Math.max(...positions) + 1).map((word) => (word.folded === 'i' ? 'I' : word.folded));
    return { word: question.words[mention.start]!.folded, entities, asked: asked.join(' '), others: others.map((word) => word.folded) };
  }
  return undefined;
}

/**
 * An answer that rests on the clashing name (it cites the category's list or a project of the name,
 * or writes the word without any other word asked) gives way to "No." in the asker's words; other
 * answers (a stated limit, a refusal, what the other words found) stay.
 */
export function withSenseChecked(knowledge: Knowledge, question: ParsedQuestion, answer: AskAnswer, ordinary: ReadonlySet<string>): AskAnswer {
  if (question.injection || !mayReplace(answer, 'found')) return answer;
  const clash = senseClash(knowledge, question, ordinary);
  if (!clash || !restsOn(knowledge, answer, clash)) return answer;
  // A "No." of its own (a stated limit, "does not mention") stays; one followed by the name's skills or projects does not.
  if (shapeOf(answer).verdict === 'No' && !listsName(knowledge, answer, clash)) return answer;
  const kinds = joinList([...new Set(clash.entities.map((entity) => KIND_WORDS[entity.kind]))]);
  const sense = (where: string) => `“${clash.word}” in ${where} is the name of a ${kinds} about something else.`;
  // "No. “wedding planning” is not among her listed skills; the closest is a category …": its verdict stays, without the list.
  const verdict = /^No\. [^.;]*(?=;)/.exec(answer.answer)?.[0];
  return reply(
    'answer',
    'skill_check',
    verdict
      ? `${verdict}; ${sense(`${owners(knowledge)} portfolio`)}`
      : `No. ${capitalise(owners(knowledge))} portfolio does not mention “${clash.asked}”; ${sense('it')}`,
    [],
    0.5,
  );
}

const KIND_WORDS: Record<Entity['kind'], string> = { skill: 'skill', category: 'skill category', tag: 'project tag', concept: 'skill category' };

function restsOn(knowledge: Knowledge, answer: AskAnswer, clash: Clash): boolean {
  if (citesName(knowledge, answer, clash)) return true;
  // The word without any other word asked, outside the question's own words quoted back.
  const own = new Set(tokenize(answer.answer.replace(/“[^”]*”/g, ' ')).map((token) => token.stem));
  return own.has(stem(clash.word)) && !clash.others.some((word) => own.has(stem(word)));
}

/** Whether an answer cites the clashing name's category list or one of its projects. */
function citesName(knowledge: Knowledge, answer: AskAnswer, clash: Clash): boolean {
  const links = new Set<string>();
  for (const entity of clash.entities) {
    if (entity.kind === 'category') links.add(`category=${encodeURIComponent(entity.name)}`);
    const projects = entity.kind === 'tag' ? (knowledge.projectsByTag.get(entity.name) ?? []) : projectsOf(knowledge, entity);
    for (const project of projects) {
      const view = knowledge.projects[project]?.view;
      if (view) links.add(view.links.html).add(view.links.self);
    }
  }
  return answer.references.some((reference) => links.has(reference) || [...links].some((link) => link.startsWith('category=') && reference.endsWith(link)));
}

/** Whether an answer's text names a skill of the clashing name's category or a title of its projects. */
function listsName(knowledge: Knowledge, answer: AskAnswer, clash: Clash): boolean {
  const names: string[] = [];
  for (const entity of clash.entities) {
    if (entity.kind === 'category') names.push(...(knowledge.categories.find((each) => each.name === entity.name)?.skills ?? []));
    if (entity.kind === 'skill') names.push(entity.name);
    const projects = entity.kind === 'tag' ? (knowledge.projectsByTag.get(entity.name) ?? []) : projectsOf(knowledge, entity);
    for (const project of projects) names.push(knowledge.projects[project]?.view.title ?? '');
  }
  return names.some((name) => name && answer.answer.includes(name));
}
