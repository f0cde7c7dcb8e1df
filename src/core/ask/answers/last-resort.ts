/**
 * The last step before "X's portfolio has nothing about …" (issue #28, "every fact is reachable"): every
 * public sentence and field the owner's content states (../knowledge/own-texts.ts) is read once more, by the
 * words' lemmas and derivations rather than their spelling. "Why is she so busy in spring?" meets "My busiest
 * months are April to June" (busiest is a form of busy, by WordNet's morphy; spring is three months of the
 * owner's hemisphere, which April to June meets); "Does she cycle?" meets the interest "Cycling (Cargo bike)".
 *
 * It never invents: a text answers only when it states every content word of the question (a word of work,
 * "for work", may be left out), and the answer quotes it with its source. A "Yes." leads only a yes/no question
 * whose every word the text states, not negated; otherwise the quote stands alone. When no text states them
 * all, "nothing about" stays.
 */
import adjectiveExceptions from 'wink-lexicon/src/wn-adjective-exceptions.js';
import type { Portfolio } from '../../portfolio.ts';
import type { Urls } from '../../urls.ts';
import type { Knowledge } from '../knowledge/knowledge.ts';
import type { LemmaForms } from '../knowledge/lemma-forms.ts';
import { ownTexts } from '../knowledge/own-texts.ts';
import { irregularBase } from '../text/lemmas.ts';
import { FUNCTION_WORDS } from '../lexicon.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import { isStopLike } from '../question/stop-words.ts';
import type { Word } from '../question/words.ts';
import type { AskAnswer } from '../schema.ts';
import { negates } from '../text/negation.ts';
import { stem, tokenize } from '../text/words.ts';
import { monthsIn } from './availability-verdict.ts';
import { seasonMonths } from './own-seasons.ts';
import { owners, reply } from './reply.ts';
import { askedFor } from './sentences.ts';

/** Words of work, which "Does she travel for work?" adds to what it asks about. */
const WORK_STEMS = new Set(['work', 'job'].map((word) => stem(word)));

/** Words that frame a question rather than name what it asks about. */
const FRAME = new Set([
  'why',
  'how',
  'often',
  'always',
  'usually',
  'typically',
  'normally',
  'ever',
  'really',
  'so',
  'very',
  'more',
  'most',
  'less',
  'around',
  'about',
]);

/** A "No." that found only no mention of the words asked ("No. Saara's portfolio does not mention “Christmas”."). */
const GIVEN_UP = /^No\. \S+ portfolio does not mention “[^”]+”\.$/;

/**
 * A skill check that found neither a skill nor a project ("“duty” and “christmas” are not among Órla's listed skills, and no
 * project mentions them."): given up only when the question asks about no skill or work ("Does she know Spring?" stays).
 */
const NO_SKILL = /^(?:No\. )?“[^”]+”(?:,? (?:and )?“[^”]+”)* (?:is|are) not among \S+ listed skills, and no project mentions (?:it|them)\.$/;
const SKILL_CUES = ['skillNoun', 'skillVerb', 'projectNoun', 'projectVerb', 'workNoun'] as const;

/** Words of comparison, which the frame leaves out of the words a text must state but which a "Yes." would assert. */
const COMPARATIVES = new Set(['more', 'less', 'most', 'least', 'fewer', 'better', 'worse']);

const SOURCE_NAMES: Record<string, string> = { bio: 'bio', career: 'work history', services: 'services', interests: 'interests' };

interface ReadText {
  text: string;
  context?: string;
  reference: string;
  source: string;
  stems: ReadonlySet<string>;
  /** Stem -> the name it belongs to, for a stem the text writes only inside a name of two capitalised words or more ("Heron Hides"). */
  names: ReadonlyMap<string, number>;
  /** The months it names, as a stretch ("April to June": 4, 5, 6), empty when it names none. */
  months: ReadonlySet<number>;
  /** The stems it writes only in capitals ("SON"), which a word asked in lower case ("a son") does not state. */
  capitals: ReadonlySet<string>;
}

/** The months a text names: each month, or each stretch its months pair into ("April to June", "mid-December to early January"). */
function monthStretch(text: string): Set<number> {
  const named = monthsIn(text);
  const months = new Set<number>();
  for (let i = 0; i < named.length; i += 2) {
    const [from, to] = [named[i]!, named[i + 1] ?? named[i]!];
    for (let month = from; ; month = (month % 12) + 1) {
      months.add(month);
      if (month === to || months.size === 12) break;
    }
  }
  return months;
}

/** The stems a text writes only as words in capitals of two letters or more ("SON", "RIC"). */
function capitalsOnly(text: string): Set<string> {
  const words = text.match(/[\p{L}\p{N}]+/gu) ?? [];
  const capitals = new Set(
    words.filter((word) => word.length > 1 && /^[\p{Lu}\p{N}]+$/u.test(word) && /\p{Lu}/u.test(word)).map((word) => stem(word.toLowerCase())),
  );
  for (const word of words) if (!/^[\p{Lu}\p{N}]+$/u.test(word)) capitals.delete(stem(word.toLowerCase()));
  return capitals;
}

/** The stems a text writes only inside a run of two capitalised words or more, each with its run's number. */
function nameRuns(text: string): Map<string, number> {
  const inside = new Map<string, number>();
  const runs = [...text.matchAll(/(?<![\p{L}\p{N}])\p{Lu}[\p{L}\p{N}'-]*(?:\s+\p{Lu}[\p{L}\p{N}'-]*)+/gu)];
  runs.forEach((run, i) => {
    for (const token of tokenize(run[0])) inside.set(token.stem, i);
  });
  const outside = tokenize(runs.reduce((rest, run) => rest.replace(run[0], ' '), text));
  for (const token of outside) inside.delete(token.stem);
  return inside;
}

/** The answerer of one portfolio: `(question, answer)` -> the answer, or a quoted text that states every word asked when the answer found nothing. */
export function lastResortAnswerer(portfolio: Portfolio, urls: Urls, knowledge: Knowledge, lemmaForms: LemmaForms | undefined) {
  const forms = lemmaForms?.forms ?? {};
  const days = lemmaForms?.days ?? {};
  let texts: ReadText[] | undefined;
  const read = () =>
    (texts ??= ownTexts(portfolio, urls).map((own) => ({
      ...own,
      stems: new Set(tokenize(`${own.text} ${own.context ?? ''}`).map((token) => token.stem)),
      months: monthStretch(own.text),
      names: nameRuns(`${own.text} ${own.context ?? ''}`),
      capitals: capitalsOnly(`${own.text} ${own.context ?? ''}`),
    })));
  const seasons = seasonMonths(portfolio);
  return (question: ParsedQuestion, answer: AskAnswer): AskAnswer => {
    const nothing = answer._meta.response_type === 'not_found' && answer._meta.intent === 'unknown';
    const givenUp = GIVEN_UP.test(answer.answer) || (NO_SKILL.test(answer.answer) && !SKILL_CUES.some((cue) => question.cues.has(cue)));
    if ((!nothing && !givenUp) || !question.person || question.injection) return answer;
    const content = question.words.filter(
      (word) => word.folded.length > 2 && !FRAME.has(word.folded) && !FUNCTION_WORDS.has(word.folded) && !isStopLike(knowledge, word.folded),
    );
    const asked = content.filter((word) => !WORK_STEMS.has(word.stem));
    if (!asked.length || asked.length > 4) return answer;
    // The text's stem that states the word (its own, a lemma or derived form, an irregular base), '' for a season its months meet.
    const stated = (text: ReadText, word: Word): string | undefined => {
      // "Does she have a son?" is not stated by "SON and RIC automation": an acronym is a name, not the word in lower case.
      if (!word.asName && text.capitals.has(word.stem)) return undefined;
      if (text.stems.has(word.stem)) return word.stem;
      const form = (forms[word.stem] ?? []).find((candidate) => text.stems.has(candidate));
      if (form) return form;
      const base = irregularBase(word.folded) ?? (Object.hasOwn(adjectiveExceptions, word.folded) ? adjectiveExceptions[word.folded] : undefined);
      if (base && text.stems.has(stem(base))) return stem(base);
      // A season or a dated day as a word, not a name written as one ("Spring", the framework, in "Does she know Spring?").
      if (word.asName && !Object.hasOwn(days, word.folded)) return undefined;
      const months = seasons(word.folded) ?? (Object.hasOwn(days, word.folded) ? [days[word.folded]!] : undefined);
      return months?.some((month) => text.months.has(month)) ? '' : undefined;
    };
    const states = (text: ReadText, word: Word) => stated(text, word) !== undefined;
    // A text that states every word, the word of work too, before one that leaves it out; for "how many", one with a number.
    let quantity: boolean | undefined;
    let best: { text: ReadText; all: boolean; score: number } | undefined;
    for (const text of read()) {
      if (!asked.every((word) => states(text, word))) continue;
      // A word met only inside a name counts with another word of that name ("science fair" of "Bluewater Regional Science
      // Fair"), not alone ("hides" is no "Heron Hides").
      const named = asked.map((word) => text.names.get(stated(text, word) ?? ''));
      if (named.some((name, i) => name !== undefined && !named.some((other, j) => j !== i && other === name))) continue;
      const all = content.every((word) => states(text, word));
      const score = (all ? 2 : 0) + ((quantity ??= askedFor(question) === 'quantity') && /\d/.test(text.text) ? 1 : 0);
      if (!best || score > best.score) best = { text, all, score };
    }
    // A "No." that only found no mention gives way to a text that states every word asked, the word of work included.
    if (!best || (!nothing && !best.all)) return answer;
    const { text, all } = best;
    const quote = `From ${owners(knowledge)} ${SOURCE_NAMES[text.source] ?? text.source}${text.context ? ` (${text.context})` : ''}: “${text.text}”`;
    // "Is she on call more often …?": a comparison the text does not state earns no "Yes.".
    const compared = question.words.some((word) => COMPARATIVES.has(word.folded) && !text.stems.has(word.stem));
    const yes = question.cues.has('yesno') && all && !compared && !negates(text.text, content.map((word) => stated(text, word) ?? '').filter(Boolean));
    return reply('answer', 'profile', yes ? `Yes. ${quote}` : quote, [text.reference], 0.7);
  };
}
