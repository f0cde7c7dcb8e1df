/**
 * Work described in everyday words, read against the whole write-up (issue #28, "english"): "Has she made anything
 * that warns walkers before the path floods?", "Who figured out why the bread came out flat?". The asker names no
 * project, tag or skill; the write-up of one project usually tells the same work in plain words ("a text message goes
 * out two hours before the water rises"). The projects are scored by the question's content words, each reached
 * through its own stem, its WordNet synonyms (half weight), the everyday-word bridges of the ask index
 * (../knowledge/bridges.ts, a third) and a fall stated for "faster" (./stated-fall.ts), weighted by rarity across the
 * projects (BM25's idf over the project index's postings), and by proximity: the words a single sentence of the
 * project writes together count again. The project that stands clearly above the second answers "Yes, most likely:",
 * with the sentence that matched quoted; two projects when both stand above the rest.
 *
 * Field-neutral: what is recognised is English grammar (a question about work done, "has she …", "did he build
 * something that …", "who figured out …", "anything that …") and the content's own words; nothing here names a field.
 * It replaces only an answer that leaves the question open (a "not listed"/"nothing about" answer, "No. No project
 * mentions …", a bare list, a profile sentence) or a project card that shares one word with the question; a refusal,
 * private data and a stated limit stay.
 */
import type { Knowledge } from '../knowledge/knowledge.ts';
import { projectSentences } from '../knowledge/project-index.ts';
import { toSentence } from '../knowledge/sentences.ts';
import { bridgeTargets } from '../knowledge/bridge-table.ts';
import { familyStems } from '../knowledge/stem-families.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import { FRAME_WORDS, FUNCTION_WORDS, PERSON_WORDS } from '../lexicon.ts';
import type { AskAnswer } from '../schema.ts';
import { joinList, sentenceEnd } from '../text/english.ts';
import { releaseCompiledCode } from '../text/patterns.ts';
import { irregularBase } from '../text/lemmas.ts';
import { isNounLike } from '../text/parts-of-speech.ts';
import { stem } from '../text/words.ts';
import { leavesWorkUnanswered, unwrittenSetting } from './made-things.ts';
import { owners, reply } from './reply.ts';
import { hasVerdictOtherThan, mayReplace } from './answer-shape.ts';
import { citedProjects } from './project-links.ts';
import { asksFall, FALL, sentenceHolds, stemPosting } from './stated-fall.ts';

/**
 * A question about work done, in English grammar: "has she (ever) made …", "did he build …",
 * "who figured out …", "anything that …", "can she help us …".
 */
const WORK_QUESTION =
  /^\s*(?:so,?\s+)?(?:(?:has|have|did)\s+(?:she|he|they)\b|who\s+(?!is\b|are\b|was\b|were\b|does\b|do\b)[a-z]{3,}\s+(?:out|why|how|what|whether|a|an|something|anything)\b|(?:any|some)(?:thing|one)\s+(?:that|which|to|for)\b|(?:can|could)\s+(?:she|he|they)\s+help\b)/i;

/** The asker speaking of their group's own situation ("our trucks", "we need"): a need, not a request to the engine ("tell me"). */
const OUR_NEED = /(?:^|[^\p{L}'’])(?:we|we're|we’re|we've|we’ve|our|ours|us)(?![\p{L}'’])/iu;

/** A word joined by hyphens ("point-of-sale"): one term, which a project writes whole or not at all. */
const COMPOUND = /[\p{L}\d]+(?:[-‐][\p{L}\d]+)+/gu;

/** Words that frame the question about work (the act asked, not its topic): general English. */
const WORK_WORDS: ReadonlySet<string> = new Set(
  'make made build built done doing work worked working help helped helping create created anything something thing things stuff figure figured find found ever already get gets got need needs want wants fix fixed solve solved deal dealt sort sorted someone somebody software system tool app program project projects able better good lot lots really actually people person way ways keep keeps use used using tell tells told know knows'.split(
    ' ',
  ),
);

/** Numbers written as words: a count, not a topic. */
const NUMBER_WORDS = /^(?:one|two|three|four|five|six|seven|eight|nine|ten|hundred|thousand|million|billion)s?$/;

/** Bits of the project index's postings: title, tags, description; the write-up is the rest. */
const SUMMARY_FIELDS = 1 | 2 | 4;

/** The title's and the slug's bits: the name of the work, which weighs more than a word its summary or write-up passes by. */
const NAME_FIELDS = 1 | 16;

/**
 * The weight of a word the title writes over one of the description (a field weight, as BM25F gives):
 * "Has she built anything for broadcasters?" is the project named for broadcasters, not the one whose
 * write-up sells to them in passing. Over the 36 evaluation sets (session 33), 1.5 to 2 moved the same
 * questions; 2 let one generic title word ("model") outweigh the rest.
 */
const NAME_WEIGHT = 1.75;

/** A word's weight by the field that writes it: the project's name, its summary (tags, description), its write-up. */
function fieldWeight(bits: number): number {
  return bits & NAME_FIELDS ? NAME_WEIGHT : bits & SUMMARY_FIELDS ? 1 : 0.6;
}

/** A bridge by a WordNet relation against a written word; one by a definition only at half of that. */
const SYNONYM_WEIGHT = 0.5;
const BRIDGE_WEIGHT = 0.35;
/** The projects whose sentences are read for proximity (the best by words alone). */
const READ = 4;

export interface PlainMatch {
  project: number;
  score: number;
  /** The question's words the project writes (or reaches), as the question writes them. */
  words: string[];
  /** The sentences where most of them stand together (one or two). */
  sentences: string[];
}

export interface PlainResult {
  matches: PlainMatch[];
  /** The best score over the second's (Infinity when none other). */
  margin: number;
  /** Per project with any word of the question: its score (words alone, or with proximity for the best few). */
  reached: ReadonlyMap<number, number>;
  /** How many content words the question has. */
  words: number;
  /** The content words, as the question writes them. */
  asked: string[];
  /** The content words no project writes or reaches. */
  unreached: string[];
  /** The stems of the content words some project writes or reaches. */
  reachedStems: ReadonlySet<string>;
  /** The best few projects by words alone, read for proximity, best first, kept as evidence or not (./work-judge.ts). */
  read: readonly ReadProject[];
}

/** A project read for proximity: its score, how many of the question's words it reaches and how many it writes as asked. */
export interface ReadProject extends PlainMatch {
  matched: number;
  written: number;
}

interface Target {
  stem: string;
  weight: number;
}

/** The content words of a question, each with the project stems it reaches and how strongly. */
function contentTargets(
  knowledge: Knowledge,
  question: ParsedQuestion,
  text: string,
  synonyms: Readonly<Record<string, readonly string[]>>,
): { word: string; stem: string; targets: Target[]; written: boolean }[] {
  const seen = new Set<string>();
  const out: { word: string; stem: string; targets: Target[]; written: boolean }[] = [];
  const joined = new Set((text.toLowerCase().match(COMPOUND) ?? []).flatMap((compound) => compound.split(/[-‐]/)));
  for (const word of question.words) {
    const folded = word.folded;
    if (joined.has(folded)) continue;
    if (folded.length < 3 || seen.has(word.stem) || /\d/.test(folded) || NUMBER_WORDS.test(folded) || WORK_WORDS.has(folded)) continue;
    if (FUNCTION_WORDS.has(folded) || FRAME_WORDS.has(folded) || PERSON_WORDS.has(folded) || knowledge.person.words.has(folded)) continue;
    if (word.capitalised && knowledge.person.words.has(folded)) continue;
    seen.add(word.stem);
    const targets: Target[] = [];
    const add = (target: string, weight: number) => {
      if (!stemPosting(knowledge, target)?.length) return;
      const before = targets.find((known) => known.stem === target);
      if (before) before.weight = Math.max(before.weight, weight);
      else targets.push({ stem: target, weight });
    };
    add(word.stem, 1);
    // The word's family the content writes: "read" -> "reader", "thick" -> "thickness" (one stem).
    for (const form of [`${word.stem}er`, `${word.stem}or`, `${folded}ing`, `${folded}ion`, `${folded}ness`]) add(stem(form), 1);
    // An irregular form's base ("torn" -> "tear", WordNet's exception lists) and an adjective's noun ("dirty" -> "dirt").
    const base = irregularBase(folded);
    if (base) add(stem(base), 1);
    if (/[^aeiouy]y$/.test(folded) && folded.length > 4) add(stem(folded.slice(0, -1)), 1);
    // A word of its family the projects write by a derivational ending ("ripe" -> "ripeness", "publishing" -> "publication").
    for (const other of familyStems(knowledge, word.stem)) add(other, 1);
    const written = targets.length > 0;
    if (asksFall(folded)) add(FALL, 1); // "faster": a fall a sentence states ("cut … from 6.5 days to 1.2"), as a written word.
    if (Object.hasOwn(synonyms, word.stem)) for (const target of synonyms[word.stem]!) add(target, SYNONYM_WEIGHT);
    for (const marked of bridgeTargets(knowledge, word.stem)) {
      if (marked.startsWith('~')) add(marked.slice(1), BRIDGE_WEIGHT / 2);
      else add(marked, BRIDGE_WEIGHT);
    }
    out.push({ word: folded, stem: word.stem, targets, written });
  }
  return out;
}

/** The weight of the question's words a title writes together, as a sentence of the project that writes them together. */
const TITLE_TOGETHER = 1;

/** The sum of the question's words' weights the title writes, when it writes two of them or more. */
function titleTogether(title: string, content: readonly { targets: Target[] }[], idf: (target: string) => number): number {
  const stems = toSentence(title, stem).stems;
  let sum = 0;
  let found = 0;
  for (const { targets } of content) {
    const best = Math.max(0, ...targets.filter((target) => stems.has(target.stem)).map((target) => target.weight * idf(target.stem)));
    if (best > 0) {
      found++;
      sum += best;
    }
  }
  return found >= 2 ? sum : 0;
}

/** The projects the question's plain words point to, best first, with the margin of the first. */
export function plainProjects(
  knowledge: Knowledge,
  question: ParsedQuestion,
  text: string,
  synonyms: Readonly<Record<string, readonly string[]>> = {},
  minimum = 2,
): PlainResult | undefined {
  const count = knowledge.projects.length;
  if (count < 2) return undefined;
  const content = contentTargets(knowledge, question, text, synonyms);
  if (content.length < minimum) return undefined;
  const idf = (target: string) => {
    const documents = stemPosting(knowledge, target)!.length / 2;
    return Math.log(1 + (count - documents + 0.5) / (documents + 0.5));
  };
  // Words alone: each question word counts once per project, through its best target there.
  const base = new Map<number, { score: number; per: Map<number, number> }>();
  for (const [at, { targets }] of content.entries()) {
    for (const target of targets) {
      const posting = stemPosting(knowledge, target.stem)!;
      const weight = target.weight * idf(target.stem);
      for (let i = 0; i < posting.length; i += 2) {
        const project = posting[i]!;
        const value = weight * fieldWeight(posting[i + 1]!);
        const entry = base.get(project) ?? { score: 0, per: new Map<number, number>() };
        if ((entry.per.get(at) ?? 0) < value) entry.per.set(at, value);
        base.set(project, entry);
      }
    }
  }
  for (const entry of base.values()) entry.score = [...entry.per.values()].reduce((sum, value) => sum + value, 0);
  const ranked = [...base].sort((a, b) => b[1].score - a[1].score || a[0] - b[0]).slice(0, READ);
  // Proximity: the question's words one sentence writes together count again (the best sentence, and a second one that adds words).
  const scored = ranked.map(([project, entry]) => {
    const info = knowledge.projects[project]!;
    const sentences = projectSentences(info);
    const perSentence = sentences.map((sentence) => {
      const found = new Map<number, number>();
      for (const [at, { targets }] of content.entries()) {
        for (const target of targets) {
          if (!sentenceHolds(sentence, target.stem)) continue;
          const value = target.weight * idf(target.stem);
          if ((found.get(at) ?? 0) < value) found.set(at, value);
        }
      }
      return { text: sentence.text, found, score: found.size >= 2 ? [...found.values()].reduce((sum, value) => sum + value, 0) : 0 };
    });
    const order = perSentence.map((_, i) => i).sort((a, b) => perSentence[b]!.score - perSentence[a]!.score || a - b);
    const first = perSentence[order[0] ?? -1];
    const quoted: string[] = [];
    let near = 0;
    if (first && first.score > 0) {
      quoted.push(first.text);
      near = first.score;
      const second = order
        .slice(1)
        .map((i) => perSentence[i]!)
        .find((s) => s.score > 0 && [...s.found.keys()].some((key) => !first.found.has(key)));
      if (second) {
        quoted.push(second.text);
        near += second.score / 2;
      }
    }
    // The title that names two of the question's words together ("Voter Roll Deduplication" for "voter rolls") counts as a sentence that does.
    near += titleTogether(info.view.title, content, idf) * TITLE_TOGETHER;
    const words = [...entry.per.keys()].sort((a, b) => a - b).map((at) => content[at]!.word);
    const written = [...entry.per.keys()].filter((at) => content[at]!.written).length;
    return { project, score: entry.score + near, words, sentences: quoted, written, matched: entry.per.size, together: first?.found.size ?? 0 };
  });
  scored.sort((a, b) => b.score - a.score || a.project - b.project);
  // Evidence: two of the question's words at least, one of them written by the content as the question writes it, and most of them reached.
  // A word the portfolio writes elsewhere (a talk, the bio) is no thing it lacks.
  const unreached = content
    .filter(
      (word) => !word.targets.length && !knowledge.bioStems.has(word.stem) && !knowledge.factOnlyStems.has(word.stem) && !knowledge.entryStems.has(word.stem),
    )
    .map((word) => word.word);
  // A short question ("a school bus tracking app") is one thing: every word of it reached; a longer one tells more than it asks.
  const enough = (match: { matched: number; written: number }) =>
    content.length <= 3 ? match.matched === content.length && match.written >= 2 : match.matched * 2 >= content.length && match.written >= 1;
  // A thing the question names that no project writes or reaches ("the weather for the sorting table"): work the portfolio does not show.
  // One such thing may be the asker's own word for the project's ("the rim of the disc") when a sentence holds three other words of the question.
  const missing = unreached.filter((word) => isNounLike(word)).length;
  const kept = scored.filter(
    (match) => match.matched >= 2 && enough(match) && match.sentences.length > 0 && (!missing || (missing === 1 && match.together >= 3)),
  );
  const reachedStems = new Set(content.filter((word) => word.targets.length).map((word) => word.stem));
  const reached = new Map([
    ...[...base].map(([project, entry]) => [project, entry.score] as const),
    ...scored.map((match) => [match.project, match.score] as const),
  ]);
  const best = kept[0];
  const asked = content.map((word) => word.word);
  if (!best) return { matches: [], margin: 0, reached, words: content.length, asked, unreached, reachedStems, read: scored };
  // Against every other project read, kept or not: a project that fails the evidence still competes.
  const other = Math.max(0, ...scored.filter((match) => match !== best).map((match) => match.score));
  const margin = other > 0 ? best.score / other : Number.POSITIVE_INFINITY;
  return {
    matches: kept.map(({ project, score, words, sentences }) => ({ project, score, words, sentences })),
    margin,
    reached,
    words: content.length,
    asked,
    unreached,
    reachedStems,
    read: scored,
  };
}

/**
 * The best project's score over the next one's for a single answer; two projects stand together
 * when both are this far above the third. From the 28 evaluation sets (session 31): of the
 * questions this reading would answer, 37 of 41 above 1.5 named the right project, none of 2
 * between 1.35 and 1.5, and 3 of 9 below 1.35.
 */
export const PLAIN_MARGIN = 1.5;

/** Whether a question asks, in English grammar, about work done. */
export function asksWork(text: string): boolean {
  return WORK_QUESTION.test(text);
}

/** A question about work done or a need of "ours" that names no project, without injection (the pre-test of ./honest.ts). */
export function plainWorkApplies(question: ParsedQuestion, text: string): boolean {
  return !question.injection && !question.namedProjects.some((named) => named.score >= 1) && (asksWork(text) || OUR_NEED.test(text));
}

/** The answer for the project(s) the plain words point to, or undefined when none stands out. */
export function plainWorkAnswer(
  knowledge: Knowledge,
  question: ParsedQuestion,
  text: string,
  synonyms: Readonly<Record<string, readonly string[]>> = {},
): { answer?: AskAnswer; result?: PlainResult } {
  const result = plainProjects(knowledge, question, text, synonyms);
  if (!result) return {};
  const [best, second] = result.matches;
  if (!best) return { result };
  const scored = result.matches;
  let chosen: PlainMatch[];
  if (result.margin >= PLAIN_MARGIN) chosen = [best];
  else {
    // Two projects both stand out: the third is well below the second.
    const third = scored[2];
    if (!second || !(second.score * PLAIN_MARGIN > best.score) || (third && third.score * PLAIN_MARGIN > second.score)) return { result };
    chosen = [best, second];
  }
  const confidence = chosen.length === 1 ? Math.min(0.75, 0.45 + 0.1 * result.margin) : 0.5;
  const words = (match: PlainMatch) => joinList(match.words.map((word) => `“${word}”`));
  const parts = chosen.map((match) => {
    const view = knowledge.projects[match.project]!.view;
    const date = view.date ? ` (${view.date})` : '';
    const quote = match.sentences.map((sentence) => `“${sentence.trim()}”`).join(' ');
    return `${view.title}${date}: ${sentenceEnd(view.description)} Its write-up: ${quote}`;
  });
  const how = chosen.length === 1 ? 'fairly sure' : 'one of these two, not sure which';
  const lead = chosen.length === 1 ? MOST_LIKELY : 'Yes, most likely one of two projects: ';
  const written = `${lead}${parts.join(' Or ')} (Read from the words ${joinList(chosen.map(words))}; ${how}, since ${owners(knowledge)} projects do not use the question's own words for it.)`;
  const references = chosen.flatMap((match) => {
    const { links } = knowledge.projects[match.project]!.view;
    return [links.html, links.self];
  });
  const answer = reply('answer', 'project', written, references, confidence);
  return { answer: { ...answer, _meta: { ...answer._meta, confidence } }, result };
}

/** "No." that only says the exact words are unwritten (../choose.ts), not a fact stated against the question. */
const UNWRITTEN_NO = /^No\. No project of \S+ mentions /;

/** The lead of an answer that names the project most likely meant. */
const MOST_LIKELY = 'Yes, most likely: ';

/** The answer of ./problems.ts: a project guessed from the words a need shares with it. */
const GUESSED = / \(The closest of \S+ projects to the words /;

/**
 * The engine's answer, or the project(s) a question about work, told in plain words, points to
 * when the answer leaves it open or rests on a project that shares one word with it. `before` is
 * the answer before ./made-things.ts: a project that step guessed from the shared words is said
 * again with the sentence that holds them together, when this reading finds the same project.
 */
export function withPlainWork(
  knowledge: Knowledge,
  question: ParsedQuestion,
  text: string,
  answer: AskAnswer,
  synonyms: Readonly<Record<string, readonly string[]>> = {},
  before: AskAnswer = answer,
): AskAnswer {
  if (!plainWorkApplies(question, text) || !mayReplace(answer, 'open')) return answer;
  // ./made-things.ts guessed a project from the shared words, or said the "yes" of the card before it.
  const guessed = answer !== before && (GUESSED.test(answer.answer) || answer.answer === `${MOST_LIKELY}${before.answer}`);
  const cited = citedProjects(knowledge, answer);
  const open = leavesWorkUnanswered(knowledge, answer) || UNWRITTEN_NO.test(answer.answer);
  // A project card without a verdict of its own ("Yes"/"No" stand), read from one word of the question.
  const card = !open && !guessed && cited.length > 0 && answer._meta.response_type === 'answer' && !hasVerdictOtherThan(answer, 'Most likely');
  if (!open && !card && !guessed) return answer;
  const found = plainWorkAnswer(knowledge, question, text, synonyms);
  if (!found.answer) return answer;
  // "Has she run drift tests for airports?": work set where the portfolio never goes (a word reached by a bridge is no such place).
  if (unwrittenSetting(knowledge, question, synonyms, found.result?.reachedStems)) return answer;
  const chosen = citedProjects(knowledge, found.answer);
  // The project guessed from the shared words, now with the sentence that holds them together.
  if (guessed && chosen.length === 1 && cited.length === 1 && chosen[0] === cited[0]) return found.answer;
  if (card || guessed) {
    if (chosen.some((project) => cited.includes(project))) return answer;
    // The card's project stands as well as the one found ("layer" and "measured" in another write-up): it stays.
    const best = found.result!.matches[0]!.score;
    if (cited.some((project) => (found.result!.reached.get(project) ?? 0) * PLAIN_MARGIN > best)) return answer;
  }
  return found.answer;
}

releaseCompiledCode(WORK_QUESTION, UNWRITTEN_NO, OUR_NEED, COMPOUND, GUESSED);
