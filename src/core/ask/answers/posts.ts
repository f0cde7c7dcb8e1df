/**
 * Answers from the owner's published posts (issue #31): "Has she written about X?", "What was her
 * latest post?", "How many posts about Y?", "What did she write about Z?". Each cited post is
 * referenced by its API resource and its page. Drafts never reach the engine (`portfolioData`
 * drops them), and a post carries no private field.
 *
 * A "no" is given only over the complete list of posts, and says how many there are.
 */
import type { PostRecord } from '../../portfolio.ts';
import type { Urls } from '../../urls.ts';
import type { Knowledge } from '../knowledge/knowledge.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import { FUNCTION_WORDS } from '../lexicon.ts';
import { isStopLike } from '../question/stop-words.ts';
import type { Word } from '../question/words.ts';
import type { AskAnswer } from '../schema.ts';
import postWords from '../tables/post-words.json' with { type: 'json' };
import { joinList, plural } from '../text/english.ts';
import { sections } from '../text/markdown.ts';
import { stem, tokenize } from '../text/words.ts';
import { askedFor } from './sentences.ts';
import { quantityShapes } from './quantity-shapes.ts';
import { confidenceOf, owner, owners, reply } from './reply.ts';
import { url } from '../../../catalogue/paths.ts';
import { releaseCompiledCode } from '../text/patterns.ts';

const NOUNS: ReadonlySet<string> = new Set(postWords.nouns);
const VERBS: ReadonlySet<string> = new Set(postWords.verbs);
const PAST_VERBS: ReadonlySet<string> = new Set(postWords.pastVerbs);
const TOPIC_WORDS: ReadonlySet<string> = new Set(postWords.topicWords);
const LATEST: ReadonlySet<string> = new Set(postWords.latest);
const OLDEST: ReadonlySet<string> = new Set(postWords.oldest);

/** How many posts an answer names; the rest are counted. */
const MAX_POSTS = 5;

interface PostInfo {
  post: PostRecord;
  /** Stems of the title, description and tags. */
  head: Set<string>;
  /** Stems of the body. */
  body: Set<string>;
  /** The stems of the head and body of six letters or more, by their first six (the words of a family share them, see `postHas`). */
  byPrefix: Map<string, string[]>;
  /** The body's sentences (and the description), each with its stems. */
  sentences: { text: string; stems: Set<string> }[];
  /** Its API and page links, made at the first answer that cites it (`references`). */
  links?: readonly [string, string];
}

/** The answer, and whether it stands only if the rest of the engine finds nothing ("weak"). */
export interface PostsResult {
  answer: AskAnswer;
  weak: boolean;
  /**
   * A fact question that names no post ("How many dialects did Glacier have before they were
   * merged?"): the post sentence found, which answers only when it states more of the question's
   * words than the rest of the engine's answer (the project's own sentences may not state it).
   */
  candidate?: { sentence: string; topic: Set<string> };
}

export type PostsAnswerer = (question: ParsedQuestion) => PostsResult | undefined;

/** The posts answerer of a portfolio; undefined answers when the question is not about posts. */
export function createPostsAnswerer(posts: readonly PostRecord[], urls: Urls, knowledge: Knowledge): PostsAnswerer {
  const infos = posts.map(postInfo);
  return (question) => {
    if (!infos.length) return undefined;
    const noun = question.words.some((word) => NOUNS.has(word.folded));
    // "Can she write Rust?" asks for a skill; "did she write about Rust?", "has she written …" for posts.
    const verb =
      question.words.some((word) => VERBS.has(word.folded)) && question.words.some((word) => PAST_VERBS.has(word.folded) || TOPIC_WORDS.has(word.folded));
    // "In her post on merging dialects, by how much did compile time fall?": a fact a post's body states.
    // With a writing verb alone ("which version was Sparrow written against?"), a project the question names comes first.
    // "When did he publish the Mirth migration diary?": the date of the one post whose title, description or tags have every word named.
    if (question.words[0]?.folded === 'when' && (noun || question.words.some((word) => VERBS.has(word.folded)))) {
      const named = topicOf(knowledge, question).filter((word) => !FACT_QUESTION_WORDS.has(word.folded));
      const dated = named.length ? infos.filter((info) => named.every((word) => info.head.has(word.stem) || info.head.has(stem(word.folded)))) : [];
      if (dated.length === 1) {
        const post = dated[0]!.post;
        return {
          answer: reply(
            'answer',
            'posts',
            `${owner(knowledge)} published “${post.title}” on ${post.date}.`,
            references(urls, dated),
            confidenceOf(question, 0.9),
          ),
          weak: false,
        };
      }
    }
    const citing = noun || question.words.some((word) => CITING.has(word.folded));
    const fact = citing || (verb && !question.namedProjects.length) ? postFact(knowledge, urls, infos, question) : undefined;
    if (fact) return { answer: fact.answer, weak: false };
    // "Does she blog?", "does he write?": a writing verb with nothing else asks whether there are posts.
    if (!noun && question.cues.has('yesno') && question.words.some((word) => VERBS.has(word.folded)) && !topicOf(knowledge, question).length)
      return { answer: postsReply(knowledge, urls, infos, infos, [], question), weak: false };
    if (!noun && !verb) {
      const candidate = postFact(knowledge, urls, infos, question);
      return candidate ? { answer: candidate.answer, weak: true, candidate: { sentence: candidate.sentence, topic: candidate.topic } } : undefined;
    }
    const topic = topicOf(knowledge, question);
    const matches = topic.length ? infos.filter((info) => topic.every((word) => postHas(info, word))) : infos;
    if (!noun && (!topic.length || !matches.length)) {
      // "What has she published?" may be the publications; "has she written about drones?" a "no" only if nothing else answers.
      return topic.length && question.cues.has('yesno') ? { answer: noPosts(knowledge, urls, infos, topic, question), weak: true } : undefined;
    }
    return { answer: postsReply(knowledge, urls, infos, matches, topic, question), weak: false };
  };
}

/**
 * Whether a post has a question's word: its stem, the stem of the word as written (the question's
 * stem may be a word family's, "identifi"), or a word of the same family ("collection" and
 * "collector": a common beginning of six letters or more, each differing by three letters at most).
 */
function postHas(info: PostInfo, word: Word): boolean {
  const own = stem(word.folded);
  if (info.head.has(word.stem) || info.body.has(word.stem) || info.head.has(own) || info.body.has(own)) return true;
  if (own.length < 6) return false;
  const family = (other: string) => {
    let shared = 0;
    while (shared < other.length && shared < own.length && other[shared] === own[shared]) shared++;
    return shared >= 6 && other.length - shared <= 3 && own.length - shared <= 3;
  };
  // A word of the family begins with the same six letters: only those stems are examined.
  for (const other of info.byPrefix.get(own.slice(0, 6)) ?? []) if (family(other)) return true;
  return false;
}

function postInfo(post: PostRecord): PostInfo {
  const stems = (text: string) => new Set(tokenize(text).map((token) => token.stem));
  const texts = [post.description, ...sections(post.body).flatMap((section) => section.sentences)];
  const head = stems(`${post.title} ${post.description} ${(post.tags ?? []).join(' ').replace(/-/g, ' ')}`);
  const body = stems(post.body);
  const byPrefix = new Map<string, string[]>();
  for (const own of [...head, ...body]) {
    if (own.length < 6) continue;
    const prefix = own.slice(0, 6);
    byPrefix.set(prefix, [...(byPrefix.get(prefix) ?? []), own]);
  }
  return { post, head, body, byPrefix, sentences: texts.map((text) => ({ text, stems: stems(text) })) };
}

/** Words that cite what the owner wrote ("the deadline he mentions", "according to her post"). */
const CITING: ReadonlySet<string> = new Set(['mention', 'mentions', 'mentioned', 'according', 'says', 'said', 'claims', 'argues', 'recommends']);

/** A number in digits or words. */
const NUMBER = /\d|\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|thousand|million|billion)\b/i;

/**
 * A fact question (how much, how many, which, who, when...) answered by one post: the post whose
 * title, description, tags and body have the most of the question's words (two at least, more than
 * any other post), and in it the sentence with the most of them that is not only about the title's
 * words: for a quantity, one with a number, one with the quantity's shape first ("a duration",
 * "the number before the noun counted"). Undefined when no post or sentence qualifies.
 */
function postFact(
  knowledge: Knowledge,
  urls: Urls,
  infos: PostInfo[],
  question: ParsedQuestion,
): { answer: AskAnswer; sentence: string; topic: Set<string> } | undefined {
  const folded = question.words.map((word) => word.folded);
  // "In her post on X, by how much did Y fall?": the question word may follow a clause.
  const how = folded.indexOf('how');
  const asked = askedFor(question) ?? (how > 0 && folded[how + 1] && !HOW_MANNER.has(folded[how + 1]!) ? 'quantity' : undefined);
  if (!asked || question.cues.has('recent') || question.cues.has('oldest')) return undefined;
  // "How many posts …", "what did she write about X?", "what is the post about?": the posts' list or summary.
  // ("In her post on merging dialects, how much …?" names a post as its source: a fact question.)
  const listsPosts = folded.some((word, i) => LIST_LEAD.has(word) && NOUNS.has(folded[i + 1] ?? ''));
  if (listsPosts || folded[folded.length - 1] === 'about' || (folded[0] === 'what' && folded.includes('about'))) return undefined;
  const topic = [
    ...new Map(
      topicOf(knowledge, question)
        .filter((word) => !CITING.has(word.folded) && !FACT_QUESTION_WORDS.has(word.folded))
        .map((word) => [word.stem, word]),
    ).values(),
  ];
  if (topic.length < 2) return undefined;
  const weight = (wordStem: string) => Math.log(1 + infos.length / (1 + infos.filter((info) => info.head.has(wordStem) || info.body.has(wordStem)).length));
  const scored = infos
    .map((info) => {
      const covered = topic.filter((word) => postHas(info, word));
      return { info, covered: covered.length, weight: covered.reduce((sum, word) => sum + weight(word.stem), 0) };
    })
    .sort((a, b) => b.covered - a.covered || b.weight - a.weight);
  const [first, second] = scored;
  if (!first || first.covered < 2) return undefined;
  // Two posts with the same words of the question: the one with a sentence that has more of all
  // the question's words ("a new dialect needs a second user before it is created") is the one.
  const tied = second && second.covered === first.covered && second.weight === first.weight;
  const best = tied
    ? bySentence(
        question,
        scored.filter((entry) => entry.covered === first.covered && entry.weight === first.weight),
      )
    : first;
  if (!best) return undefined;
  const title = new Set(tokenize(best.info.post.title).map((token) => token.stem));
  const shapes = quantityShapes(question);
  // "It found 1,312 differences": a sentence with the quantity's shape states the noun counted, a word asked.
  const counts = folded[folded.indexOf('how') + 1] === 'many';
  const shapedText = (text: string) => counts && asked === 'quantity' && shapes.some((shape) => shape(text));
  const sentences = best.info.sentences;
  const ranked = sentences
    .map((sentence, order) => ({
      sentence,
      // "Cap page sizes. We allow at most 500 resources a page.": a quantity asked of a sentence
      // without a number is read on in the next sentence of the post, when that one has a number.
      text: asked === 'quantity' ? withNumberAfter(sentences, order) : sentence.text,
      order,
      score:
        topic.reduce((sum, word) => sum + (sentence.stems.has(word.stem) ? 1 + (title.has(word.stem) ? 0 : 1) : 0), 0) + (shapedText(sentence.text) ? 2 : 0),
      beyondTitle: topic.some((word) => sentence.stems.has(word.stem) && !title.has(word.stem)) || shapedText(sentence.text),
    }))
    .filter((entry) => entry.beyondTitle && (asked !== 'quantity' || NUMBER.test(entry.text)))
    // Equal scores: a sentence with a number states a detail ("below -64") that a summary does not.
    .sort((a, b) => b.score - a.score || Number(/\d/.test(b.sentence.text)) - Number(/\d/.test(a.sentence.text)) || a.order - b.order)
    .slice(0, 5);
  // The quantity's shape ("two years" for "how long") comes first among sentences that state half the question at least.
  const close = ranked.filter((entry) => entry.score * 2 >= (ranked[0]?.score ?? 0));
  const chosen = shapes.map((shape) => close.find((entry) => shape(entry.text))).find(Boolean) ?? ranked[0];
  if (!chosen) return undefined;
  const post = best.info.post;
  const answer = reply(
    'answer',
    'posts',
    `From ${owners(knowledge)} post “${post.title}” (${post.date}): “${chosen.text}”`,
    references(urls, [best.info]),
    confidenceOf(question, 0.8),
  );
  // Compared with the answer found elsewhere on all the question's content words when two posts tied on the topic's.
  const compared = tied ? contentStems(question) : topic.map((word) => word.stem);
  return { answer, sentence: chosen.text, topic: new Set(compared) };
}

/** Of posts tied on the question's topic words, the one whose best sentence has strictly the most of the question's content words. */
function bySentence<T extends { info: PostInfo }>(question: ParsedQuestion, tied: readonly T[]): T | undefined {
  const words = contentStems(question);
  const ranked = tied
    .map((entry) => ({ entry, most: Math.max(0, ...entry.info.sentences.map((sentence) => words.filter((wordStem) => sentence.stems.has(wordStem)).length)) }))
    .sort((a, b) => b.most - a.most);
  return ranked[0] && ranked[0].most > (ranked[1]?.most ?? 0) ? ranked[0].entry : undefined;
}

/** The stems of the question's content words (no function or question words). */
function contentStems(question: ParsedQuestion): string[] {
  return [...new Set(question.words.filter((word) => !FUNCTION_WORDS.has(word.folded) && !FACT_QUESTION_WORDS.has(word.folded)).map((word) => word.stem))];
}

/** A sentence, with the next one when it has no number and the next one has (a heading and its detail). */
function withNumberAfter(sentences: readonly { text: string }[], order: number): string {
  const text = sentences[order]!.text;
  const next = sentences[order + 1]?.text;
  return !NUMBER.test(text) && next && NUMBER.test(next) ? `${text} ${next}` : text;
}

/** Words before a post noun that ask for posts themselves ("how many posts", "which posts", "what blog posts"). */
const LIST_LEAD: ReadonlySet<string> = new Set(['many', 'which', 'what', 'any', 'all', 'every']);

/** Words after "how" that ask for a manner, not a measure ("how does", "how to"). */
const HOW_MANNER: ReadonlySet<string> = new Set(['does', 'do', 'did', 'is', 'are', 'was', 'were', 'can', 'could', 'would', 'should', 'to', 'about', 'come']);

/** Question words that name no topic of a post. */
const FACT_QUESTION_WORDS: ReadonlySet<string> = new Set([
  'how',
  'many',
  'much',
  'long',
  'which',
  'what',
  'who',
  'whom',
  'when',
  'where',
  'her',
  'his',
  'their',
  'she',
  'he',
  'they',
]);

/** The question's words that are neither stop words nor words about posts or time. */
function topicOf(knowledge: Knowledge, question: ParsedQuestion): Word[] {
  return question.words.filter(
    (word) => !isStopLike(knowledge, word.folded) && !NOUNS.has(word.folded) && !VERBS.has(word.folded) && !LATEST.has(word.folded) && !OLDEST.has(word.folded),
  );
}

function postsReply(knowledge: Knowledge, urls: Urls, all: PostInfo[], matches: PostInfo[], topic: Word[], question: ParsedQuestion): AskAnswer {
  const words = new Set(question.words.map((word) => word.folded));
  const about = topic.length ? ` about “${topic.map((word) => word.folded).join(' ')}”` : '';
  if (!matches.length) return noPosts(knowledge, urls, all, topic, question);
  // Newest first: `portfolio.posts` is sorted by `comparePosts`, dates descending.
  const ranked = [...matches].sort((a, b) => rank(b, topic) - rank(a, topic) || (a.post.date < b.post.date ? 1 : a.post.date > b.post.date ? -1 : 0));
  const confidence = confidenceOf(question);
  if (question.cues.has('count')) {
    const text = `${owner(knowledge)} has published ${plural(matches.length, 'post')}${about}: ${titles(ranked)}.`;
    return reply('answer', 'posts', text, references(urls, ranked.slice(0, MAX_POSTS)), confidence);
  }
  const latest = [...words].some((word) => LATEST.has(word));
  const oldest = [...words].some((word) => OLDEST.has(word));
  if (latest || oldest) {
    const byDate = [...matches].sort((a, b) => (a.post.date < b.post.date ? -1 : a.post.date > b.post.date ? 1 : 0));
    const one = oldest && !latest ? byDate[0]! : byDate[byDate.length - 1]!;
    const which = oldest && !latest ? 'first' : 'latest';
    return reply('answer', 'posts', `${owners(knowledge)} ${which} post${about} is ${describe(one)}`, references(urls, [one]), confidence);
  }
  const verdict = question.cues.has('yesno') ? 'Yes. ' : '';
  if (matches.length === 1) {
    // "What's the post X about?": its description, and the first sentence of its body that states a number (its first finding).
    const one = ranked[0]!;
    const finding = question.words.some((word) => word.folded === 'about')
      ? one.sentences.slice(1).find((sentence) => /\d/.test(sentence.text))?.text
      : undefined;
    const text = `${verdict}${owner(knowledge)} wrote${about} in ${describe(one)}${finding ? ` The post says: “${finding}”` : ''}`;
    return reply('answer', 'posts', text, references(urls, ranked), confidence);
  }
  const text = `${verdict}${owner(knowledge)} has published ${plural(matches.length, 'post')}${about}: ${titles(ranked)}.`;
  return reply(verdict ? 'answer' : 'list', 'posts', text, references(urls, ranked.slice(0, MAX_POSTS)), confidence);
}

/** "No. None of Ada's 4 posts is about “drones”; they are …": over the complete list. */
function noPosts(knowledge: Knowledge, urls: Urls, all: PostInfo[], topic: Word[], question: ParsedQuestion): AskAnswer {
  const label = topic.map((word) => word.folded).join(' ');
  const verdict = question.cues.has('count')
    ? `${owner(knowledge)} has published 0 posts about “${label}”`
    : `No. None of ${owners(knowledge)} ${plural(all.length, 'post')} is about “${label}”`;
  const text = `${verdict}; ${all.length === 1 ? 'the only one is' : 'they are'} ${titles(all)}.`;
  return reply('answer', 'posts', text, [urls.api(url('listPosts'))], confidenceOf(question, 0.9));
}

/** Matches in the title, description or tags come before matches in the body alone. */
function rank(info: PostInfo, topic: Word[]): number {
  return topic.filter((word) => info.head.has(word.stem)).length;
}

function describe(info: PostInfo): string {
  return `“${info.post.title}” (${info.post.date}): ${info.post.description}`;
}

function titles(infos: PostInfo[]): string {
  const names = infos.slice(0, MAX_POSTS).map((info) => `“${info.post.title}” (${info.post.date})`);
  if (infos.length > MAX_POSTS) names.push(`${infos.length - MAX_POSTS} more`);
  return joinList(names);
}

/** The links of posts, each post's made once per portfolio (a post found as a candidate is cited by most questions that read it). */
function references(urls: Urls, infos: PostInfo[]): string[] {
  return infos.flatMap((info) => (info.links ??= [urls.postApi(info.post.id), urls.postPage(info.post.id)]));
}

// Their machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(NUMBER);
