/**
 * Whether a question asks for a skill category's list (issue #28, common words): a category named by
 * an ordinary word ("fire", "maps", "planning", "streaming", "data") is in many questions that ask
 * something else. Its list answers a question only when the question asks for skills of that kind:
 * - a list or "what/which … does she know/use" about the owner (a skill noun or verb, no "who",
 *   "where", "when" or "why", no verb of making: "What has she built for lightning fires?" asks for
 *   work), or
 * - a yes/no question whose verb is one of knowing, using or doing ("Does she know …", "Has she worked
 *   with …", "Any … experience?") and whose other content words the category's context writes (its
 *   skills' names, the titles, descriptions and tags of the projects that use them or carry its
 *   name): "Does she have wildfire weather skills?" keeps the list; "Does she present the weather on
 *   TV?", "Will she make burn severity maps for an insurer fighting a claim?", "Does she go out to
 *   fires herself?" do not, and the question goes on to the rules after the category (the skill
 *   check, the projects, the bio's sentence).
 * - a question about a project's fact ("Who audits the live captions?", "Which database does the code
 *   search run on?") never: no owner, no skill word, and words the category's context does not write.
 * The context is made once per portfolio and category (a cache released with the knowledge).
 */
import type { Knowledge } from '../knowledge/knowledge.ts';
import { QuestionAnalysis } from '../question/analysis.ts';
import { cuesOfWord } from '../question/cues.ts';
import type { Mention } from '../question/mentions.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import { isStopLike } from '../question/stop-words.ts';
import type { Word } from '../question/words.ts';
import type { AskAnswer } from '../schema.ts';
import { tokenize } from '../text/words.ts';
import { capitalise, joinList } from '../text/english.ts';
import { owner, owners, reply, safeEcho } from './reply.ts';
import { categoryText, skillCheck } from './skills.ts';

/** Per portfolio: category name -> the stems of its context. */
const CONTEXTS = new WeakMap<Knowledge, Map<string, ReadonlySet<string>>>();

function contextOf(knowledge: Knowledge, name: string): ReadonlySet<string> {
  let cache = CONTEXTS.get(knowledge);
  if (!cache) CONTEXTS.set(knowledge, (cache = new Map()));
  let found = cache.get(name);
  if (found) return found;
  const skills = knowledge.categories.find((category) => category.name === name)?.skills ?? [];
  const texts: string[] = [name, ...skills];
  const names = new Set(skills);
  const projects = new Set<number>(knowledge.projectsByTag.get(name) ?? []);
  for (const entity of knowledge.entities)
    if (entity.kind === 'skill' && (names.has(entity.name) || entity.category === name))
      for (const hit of entity.hits) if (hit.level >= 2) projects.add(hit.project);
  for (const project of projects) {
    const view = knowledge.projects[project]?.view;
    if (view) texts.push(view.title, view.description, view.tags.join(' ').replace(/-/g, ' '));
  }
  found = new Set(tokenize(texts.join(' ')).map((token) => token.stem));
  cache.set(name, found);
  return found;
}

/** Cues of a word that asks about skills or work in general ("know", "skills", "experience", "projects"). */
const ASKING_CUES = new Set(['skillVerb', 'skillNoun', 'workNoun', 'projectNoun', 'listy', 'level', 'years']);

/** Verbs of doing and having that a yes/no question about skills is asked with ("does she do", "has she got"). */
const DOING = new Set(['do', 'does', 'did', 'done', 'doing', 'have', 'has', 'had', 'having', 'got', 'any', 'is', 'are', 'was', 'can', 'could']);

/** Words that ask who, where, when or why: a fact, never a skill list. */
const FACT_WH = new Set(['who', 'whom', 'whose', 'where', 'when', 'why']);

/** Words that ask a question without "does" or "is" first. */
const WH = new Set(['what', 'which', 'who', 'whom', 'whose', 'where', 'when', 'why', 'how']);

/** Auxiliaries that open a yes/no question before its subject ("Would she …", "Is she up for it?"). */
const AUXILIARIES = new Set(['do', 'does', 'did', 'is', 'are', 'was', 'has', 'have', 'had', 'can', 'could', 'will', 'would', 'should', 'may', 'might']);
const SUBJECTS = new Set(['she', 'he', 'they', 'you']);

/** Whether the question (or its last sentence) asks yes or no: its cue, or an auxiliary before the owner as subject ("Would she …?"). */
export function asksYesNo(knowledge: Knowledge, question: ParsedQuestion): boolean {
  if (question.cues.has('yesno')) return true;
  const words = question.words;
  // "Which practices does she follow?": "does she" after a question word asks which.
  if (WH.has(words[0]?.folded ?? '')) return false;
  return words.some(
    (word, i) =>
      AUXILIARIES.has(word.folded) && words[i + 1] !== undefined && (SUBJECTS.has(words[i + 1]!.folded) || knowledge.person.words.has(words[i + 1]!.folded)),
  );
}

const asking = (word: Word) => cuesOfWord(word.folded).some((cue) => ASKING_CUES.has(cue));

/** The question's content words outside the mention that neither ask for skills nor name the owner. */
function otherWords(knowledge: Knowledge, question: ParsedQuestion, mention: Mention): Word[] {
  return question.words.filter(
    (word, position) =>
      (position < mention.start || position >= mention.end) &&
      word.folded.length > 1 &&
      /^[a-z]+$/.test(word.folded) &&
      !asking(word) &&
      !DOING.has(word.folded) &&
      !isStopLike(knowledge, word.folded),
  );
}

/** Whether the question asks for the list of the category (or categories) its mention names. */
export function asksCategory(knowledge: Knowledge, question: ParsedQuestion, mention: Mention): boolean {
  const names = mention.entities.filter((entity) => entity.kind === 'category').map((entity) => entity.name);
  // A common concept ("machine learning") with no category of that name is read elsewhere.
  if (!names.length) return true;
  const words = question.words;
  if (FACT_WH.has(words[0]?.folded ?? '')) return false;
  const others = otherWords(knowledge, question, mention);
  const written = (word: Word) => names.some((name) => contextOf(knowledge, name).has(word.stem));
  // "Does she have weather skills?", "weather?": nothing asked beyond the category and the words that ask for skills.
  const unwritten = others.filter((word) => !written(word));
  if (asksYesNo(knowledge, question)) {
    // "Does she go out to fires herself?", "Does she own a plane?": a verb other than knowing, using, doing or having.
    const verbs = words.filter((word, position) => (position < mention.start || position >= mention.end) && VERBISH.has(word.folded));
    if (verbs.length) return false;
    // "Does he know shader languages like GLSL?": a verb of knowing or using asks for skills of the kind, unless
    // another name of the question is a listed skill ("Does she know StatsBomb data?" asks for that skill).
    if (words.some((word) => cuesOfWord(word.folded).includes('skillVerb')))
      return !question.mentions.some((other) => other !== mention && !other.weak && other.entities.some((entity) => entity.kind === 'skill'));
    return !unwritten.length;
  }
  // "Our streaming revenue is falling.": a statement is read by the rules after the category's list (a need, the projects).
  if (!WH.has(words[0]?.folded ?? '')) return true;
  // "Which practices does she follow?", "What communication protocols does he know?": the category asked right after "what" or "which".
  const wh = words[mention.start - 1] ?? words[mention.start - 2];
  if (question.person && wh !== undefined && (wh.folded === 'what' || wh.folded === 'which')) return true;
  // "What has she built for lightning fires?": work asked for, by words the category's context does not write.
  if (question.cues.has('projectVerb') && unwritten.length) return false;
  // "Which practices does she follow?", "What communication protocols does he know?": skills of the owner asked for.
  return (question.person && words.some(asking)) || !unwritten.length;
}

/** Verbs of having and going that a yes/no question about the owner's life asks with, never one about skills ("own", "go"). */
const VERBISH = new Set(['go', 'goes', 'going', 'went', 'own', 'owns', 'owned', 'live', 'lives', 'lived']);

const categoriesOf = (mention: Mention) => mention.entities.filter((entity) => entity.kind === 'category').map((entity) => entity.name);

/** The step's pre-test (./honest.ts): a yes/no question with a category's word it does not ask the list of. */
export function categorySenseApplies(question: ParsedQuestion, _text: string, context: { knowledge: Knowledge }): boolean {
  if (question.injection || !asksYesNo(context.knowledge, question)) return false;
  return question.mentions.some((mention) => categoriesOf(mention).length > 0 && !asksCategory(context.knowledge, question, mention));
}

/**
 * "Does she present the weather on TV?" answered by the skills under `weather`: an answer that rests on the list
 * of a category the question does not ask for loses that list; what the other words found stays, and "No." leads
 * when they found nothing. An answer that is the list alone is made again by the skill check with the
 * category's word read as an ordinary word of the question (the projects and write-ups that write it).
 */
export function withCategorySense(knowledge: Knowledge, question: ParsedQuestion, answer: AskAnswer): AskAnswer {
  const unasked = question.mentions.filter((mention) => categoriesOf(mention).length > 0 && !asksCategory(knowledge, question, mention));
  const names = unasked.flatMap(categoriesOf).filter((name) => answer.answer.includes(` skills under ${name}: `));
  if (!names.length) return answer;
  let kept = withoutLists(knowledge, answer, names);
  // "Does she own a plane?": a verb of owning or going asks about the owner's life, not about work that writes the word.
  if (!kept && !question.words.some((word) => VERBISH.has(word.folded))) {
    // The same question without those mentions: their words are the question's own words again.
    const inDropped = (position: number) => unasked.some((mention) => position >= mention.start && position < mention.end);
    const stripped: ParsedQuestion = {
      ...question,
      words: question.words.map((word, position) => (inDropped(position) ? { ...word, inMention: false } : word)),
      mentions: question.mentions.filter((mention) => !unasked.includes(mention)),
      analysis: new QuestionAnalysis(),
    };
    const again = skillCheck(knowledge, stripped);
    kept = again._meta.response_type === 'not_found' ? undefined : withoutLists(knowledge, again, names);
  }
  return kept ?? notMentioned(knowledge, question, unasked, answer);
}

/**
 * "Does she sell power tools?" when nothing but the list was found: "No." and the words asked that the
 * category's context does not write, from the first to the last with the category's word among them.
 */
function notMentioned(knowledge: Knowledge, question: ParsedQuestion, unasked: readonly Mention[], answer: AskAnswer): AskAnswer {
  const mention = unasked[0]!;
  const names = categoriesOf(mention);
  const others = otherWords(knowledge, question, mention).filter((word) => !names.some((name) => contextOf(knowledge, name).has(word.stem)));
  // "Does she own a plane?": nothing asked but the word, with a verb of owning or going: the portfolio does not say.
  if (!others.length) {
    const subject = question.words.findIndex((word) => SUBJECTS.has(word.folded) || knowledge.person.words.has(word.folded));
    const asked = question.words.slice(subject + 1).filter((word) => !knowledge.person.words.has(word.folded));
    const echo = subject >= 0 ? safeEcho(asked) : '';
    return echo
      ? reply(
          'not_found',
          'skill_check',
          `${capitalise(owners(knowledge))} portfolio does not say “${echo}”: it covers ${owners(knowledge)} work, skills and projects.`,
          [],
          0.5,
        )
      : answer;
  }
  const positions = [...others.map((word) => question.words.indexOf(word)), mention.start];
  const span = question.words.slice(Math.min(...positions), Math.max(...positions) + 1);
  // An echo holds six words at most: a longer span is told by its content words ("bring tools farm").
  const asked = span.length <= 6 ? span : span.filter((word) => others.includes(word) || question.words.indexOf(word) === mention.start);
  const word = question.words.slice(mention.start, mention.end);
  return reply(
    'answer',
    'skill_check',
    `No. ${capitalise(owners(knowledge))} portfolio does not mention “${safeEcho(asked)}”; “${safeEcho(word)}” in it is the name of a skill category about something else.`,
    [],
    0.5,
  );
}

/** `answer` without the category lists of `names` (and their references), or undefined when nothing else is said. */
function withoutLists(knowledge: Knowledge, answer: AskAnswer, names: readonly string[]): AskAnswer | undefined {
  let text = answer.answer;
  for (const category of knowledge.categories.filter((each) => names.includes(each.name))) {
    // As the category's answer writes it (with its level), and as a skill check's naming item does (without).
    const plain = `${owner(knowledge)} lists ${category.skills.length} skills under ${category.name}: ${joinList(category.skills)}.`;
    text = text.replace(categoryText(owner(knowledge), category), ' ').replace(plain, ' ');
    // "One project is tagged planning: …": the projects tagged with the category's name, added to its list.
    const escaped = category.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    text = text.replace(new RegExp(`(?:One project is|\\d+ projects are) tagged ${escaped}: .*?\\(\\d{4}-\\d{2}\\)\\.(?= |$)`), ' ');
  }
  // "“visiting cellars” is not among her listed skills; the closest is a category.": no category named any more.
  text = text
    .replace(/; the closest (?:is a category|are categories)\./g, '.')
    .replace(/\s+/g, ' ')
    .trim();
  const rest = text.replace(/^Yes\.\s*/, '');
  if (!rest) return undefined;
  const references = answer.references.filter((reference) => !names.some((name) => reference.endsWith(`category=${encodeURIComponent(name)}`)));
  // Only "not among … and no project mentions it" left: the things asked are not in the portfolio.
  const sentences = rest.split(/(?<=\.) (?=\S)/);
  const none = sentences.every((sentence) => /is not among .* and no project mentions (?:it|them)\.$|does not mention/.test(sentence));
  return {
    ...answer,
    answer: none
      ? `No. ${rest}`
      : rest === text
        ? text
        : `${text.startsWith('Yes.') && /\b(?:appears? in|involves?|among the skills)\b/.test(rest) ? 'Yes. ' : ''}${rest}`,
    references,
  };
}
