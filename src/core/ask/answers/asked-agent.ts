/**
 * Who did what a who-question asks, read whole from the sentence (issue #28, session 36, write-up facts):
 * "Who assessed the vault?" of "The QSA firm Guará Security Assessors of Campinas assessed it" leads with
 * the verb's subject, not with "Campinas"; "Who reviewed the rules?" of "… were reviewed by the TMX working
 * group of GALA, the …" with "TMX working group of GALA", not "TMX"; "Who agreed the alert limits?" of "The
 * alert limits were agreed with the powerplant engineers of the airlines" with the engineers; "Who issued
 * the permit?" of "… under a permit of the Kenya Civil Aviation Authority" with the authority.
 *
 * The verb asked is the word after "who" (and the one after "help": "who helped write") or a participle of
 * the question ("who was it audited by"). In a sentence of the project the answer quotes, the agent of that
 * verb (any form of it: "written" for "write", "assessment" for "assess") is, in this order: the phrase after
 * "by" in the verb's clause; the phrase after "with" right after a passive verb ("was written with the
 * island's language academy"); the verb's subject in its own clause when it writes a name; a name after the
 * question's object noun and "of" or "from" ("a permit of the …"). A phrase runs to a comma, a preposition
 * other than "of", or a clause word, and a place after it ("NADDEC in Entebbe") is left out. When the
 * quoted sentence states the verb without its agent, or the verb not at all, the project's sentence that
 * states both (and most of the question's other words) is quoted instead. English sentence structure only;
 * nothing here names a field.
 */
import type { Knowledge } from '../knowledge/knowledge.ts';
import { projectSentences, type ProjectInfo } from '../knowledge/project-index.ts';
import { FUNCTION_WORDS, NOUN_AUXILIARIES } from '../lexicon.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import type { AskAnswer } from '../schema.ts';
import { irregularBase } from '../text/lemmas.ts';
import { fold, stem } from '../text/words.ts';
import { citedPages } from './project-links.ts';
import { bare } from '../text/bare-token.ts';

type Words = ParsedQuestion['words'];

/** Forms of "be": a participle after one is passive ("were agreed with …"), and a subject before one is no agent. */
const BE = new Set(['is', 'are', 'was', 'were', 'be', 'been', 'being']);

/** Words that open a new clause or end a phrase read as an agent (general English). */
const CLAUSE_WORDS = new Set([
  'that',
  'which',
  'who',
  'whose',
  'when',
  'where',
  'while',
  'after',
  'before',
  'because',
  'so',
  'then',
  'once',
  'until',
  'since',
  'but',
  'or',
  'if',
  'as',
  'to',
]);

/** Prepositions that end an agent's phrase ("by the board in June", "by Acme for the council"); "of" belongs to it. */
const PREPOSITIONS = new Set([
  'in',
  'at',
  'on',
  'for',
  'from',
  'with',
  'under',
  'during',
  'against',
  'over',
  'into',
  'through',
  'within',
  'across',
  'about',
  'per',
  'via',
  'by',
]);

/** Determiners and possessive pronouns a phrase drops at its start. */
const DETERMINERS = new Set(['the', 'a', 'an', 'its', 'their', 'his', 'her', 'our', 'my', 'your', 'this', 'that', 'these', 'those']);

/** Pronouns, which name nobody. */
const PRONOUNS = new Set(['it', 'they', 'she', 'he', 'we', 'i', 'you', 'them', 'him', 'her', 'us', 'me', 'this', 'that', 'these', 'those', 'which', 'who']);

/** The stems of the verbs a who-question asks about; empty for any other question. */
export function askedVerbs(words: Words): string[] {
  if (words[0]?.folded !== 'who') return [];
  const verbs: string[] = [];
  const second = words[1];
  if (second && !NOUN_AUXILIARIES.has(second.folded) && !BE.has(second.folded) && !FUNCTION_WORDS.has(second.folded)) {
    verbs.push(second.stem);
    // "Who helped write the text?": the verb helped with.
    const third = words[2];
    if (/^help(?:s|ed)?$/.test(second.folded) && third && !FUNCTION_WORDS.has(third.folded)) verbs.push(third.stem);
  } else {
    // "Who was it audited by?", "who were the stations reported to?": the participles after the auxiliary.
    for (const word of words.slice(2)) if (/\p{L}{2,}(?:ed|en)$/u.test(word.folded) && !FUNCTION_WORDS.has(word.folded)) verbs.push(word.stem);
  }
  return verbs;
}

/** Whether the question asks who did something (the pre-test of the step). */
export const askedAgentApplies = (question: ParsedQuestion) => askedVerbs(question.words).length > 0;

/** Whether a token writes a verb asked: its stem, its irregular base's ("written" of "write"), or a noun made from it ("assessment"). */
function writesVerb(token: string, verbs: readonly string[]): boolean {
  const word = fold(bare(token));
  if (!word) return false;
  const own = stem(word);
  const base = irregularBase(word);
  const baseStem = base ? stem(base) : undefined;
  return verbs.some(
    (verb) => own === verb || baseStem === verb || (verb.length >= 5 && own.startsWith(verb) && /^(?:ment|ments|al)$/.test(own.slice(verb.length))),
  );
}

/** The phrase that starts at `start` (past a determiner), up to a mark, a preposition other than "of" or a clause word; undefined when it names nobody. */
function phraseAt(raw: readonly string[], start: number): string | undefined {
  const taken: string[] = [];
  let i = start;
  for (; i < raw.length && taken.length < 10; i++) {
    const token = raw[i]!;
    const word = fold(bare(token));
    if (!word || PREPOSITIONS.has(word) || CLAUSE_WORDS.has(word)) break;
    // "and" joins names ("Diagnostics and Epidemiology Centre"), not clauses ("… board, and the engineer …").
    if (word === 'and' && !(/^\p{Lu}/u.test(raw[i - 1] ?? '') && /^\p{Lu}/u.test(raw[i + 1] ?? ''))) break;
    taken.push(token);
    if (/[,;:.!?]$/.test(token)) break;
  }
  // "by the carrier's safety manager, Rodrigo Pizarro", "by a grant from the Development Bank of …": a phrase that
  // names nobody gives way to the name set beside it or after "from", "of" or "at" in the same clause.
  const named = taken.some((token) => NAME_WORD.test(bare(token)));
  if (named) return agentPhrase(taken);
  // "by the customer's quality team from Osaka": the phrase with the name it is from.
  const from = /^(?:from|at)$/.test(fold(bare(raw[i] ?? ''))) && !/[,;:.]$/.test(taken.at(-1) ?? '') ? nameAt(raw, i + 1) : undefined;
  const own = agentPhrase(taken);
  if (from && own) return `${own} ${fold(bare(raw[i]!))} ${from}`;
  return nameOnward(raw, i) ?? own;
}

/** A word of a name: capitalised, or letters with a digit and a capital ("TG4"). */
const NAME_WORD = /^(?:\p{Lu}|\p{L}*\p{N}+\p{L}*\p{Lu})/u;

/** The capitalised name that starts at `start` (past "the"), joined by "of", "and", "for" between its words; undefined when none. */
function nameAt(raw: readonly string[], start: number): string | undefined {
  const name: string[] = [];
  let i = start + (/^the$/i.test(raw[start] ?? '') ? 1 : 0);
  for (; i < raw.length && NAME_WORD.test(bare(raw[i]!)); i++) {
    name.push(raw[i]!);
    if (/[,;:.]$/.test(raw[i]!)) break;
    if (/^(?:of|and|for|de)$/.test(raw[i + 1] ?? '') && NAME_WORD.test(bare(raw[i + 2] ?? ''))) name.push(raw[++i]!);
  }
  return name.length ? agentPhrase(name) : undefined;
}

/** From `start` to the end of the clause (up to twelve words): a name after a comma, or after "from", "of" or "at". */
function nameOnward(raw: readonly string[], start: number): string | undefined {
  for (let i = start; i < raw.length && i < start + 12; i++) {
    const word = fold(bare(raw[i]!));
    if (i > start && /[;:.]$/.test(raw[i - 1]!)) return undefined;
    if (/,$/.test(raw[i - 1] ?? '') && NAME_WORD.test(bare(raw[i]!)) && !DETERMINERS.has(word)) return nameAt(raw, i);
    if (/^(?:from|of|at)$/.test(word) && NAME_WORD.test(bare(raw[i + 1] === 'the' ? (raw[i + 2] ?? '') : (raw[i + 1] ?? '')))) return nameAt(raw, i + 1);
    if (SCAN_ENDS.has(word)) return undefined;
  }
  return undefined;
}

/** Clause words that end the search for a verb's agent ("… reviewed the model before the forecasts were sent … by SMS"). */
const SCAN_ENDS = new Set([...CLAUSE_WORDS].filter((word) => word !== 'to' && word !== 'as'));

/** The words of an agent as read, cleaned: no determiner first, no place or bracket last, no mark; undefined for a pronoun, a number or a date. */
function agentPhrase(taken: readonly string[]): string | undefined {
  // Inner commas stay ("Ghent University, KU Leuven and VUB"); the last word loses its marks.
  const words = taken.map((token, i) => (i === taken.length - 1 ? bare(token) : token.replace(/^[("“'‘]+|[).;:!?"”'’]+$/g, ''))).filter(Boolean);
  let dropped: string | undefined;
  while (words.length && DETERMINERS.has(fold(words[0]!))) dropped = words.shift();
  // "… (ITRB)": the short form in brackets is the same agent.
  while (words.length > 1 && /^\(?\p{Lu}[\p{Lu}\p{N}-]*\)?$/u.test(words.at(-1)!) && /^\(/.test(taken.at(-1) ?? '')) words.pop();
  if (!words.length || PRONOUNS.has(fold(words[0]!))) return undefined;
  if (words.every((word) => /^[\d.,%-]+$/.test(word))) return undefined;
  const text = words.join(' ').replace(/['’]s$/, '');
  // "The independent review board", "The island's language academy": a phrase without a name keeps its article, capitalised.
  if (dropped && /^\p{Ll}/u.test(text)) return `${dropped[0]!.toUpperCase()}${dropped.slice(1).toLowerCase()} ${text}`;
  return text || undefined;
}

/** "NADDEC in Entebbe": a place phrase ("in", "from"; "Scientists at ILRI" are ILRI's) at the end of a subject (a preposition and capitalised words) is left out. */
function withoutPlace(words: string[]): string[] {
  for (let i = words.length - 2; i >= 1; i--) {
    if (!/^(?:in|from)$/.test(words[i]!)) continue;
    if (words.slice(i + 1).every((word) => /^\p{Lu}/u.test(bare(word)))) return words.slice(0, i);
  }
  return words;
}

/** The subject of the verb at `at`, in its own clause, when it writes a name the question does not; undefined otherwise. */
function subjectBefore(raw: readonly string[], at: number, written: ReadonlySet<string>): string | undefined {
  const previous = fold(bare(raw[at - 1] ?? ''));
  if (!previous || BE.has(previous) || /[;:]$/.test(raw[at - 1]!)) return undefined;
  let end = at;
  // "Scientists at ILRI, the International Livestock Research Institute in Nairobi, reviewed …": the subject before its apposition.
  if (/,$/.test(raw[at - 1]!)) {
    let comma = at - 2;
    while (comma > 0 && at - comma < 14 && !/[,;:.]$/.test(raw[comma]!)) comma--;
    if (comma <= 0 || !/,$/.test(raw[comma]!)) return undefined;
    end = comma + 1;
  }
  let start = end;
  while (start > 0 && end - start < 12) {
    const token = raw[start - 1]!;
    const word = fold(bare(token));
    // "Ghent University, KU Leuven, UCLouvain and VUB use it": a list of names before "and" is one subject.
    const listed = /,$/.test(token) && NAME_WORD.test(bare(token)) && NAME_WORD.test(bare(raw[start] ?? '')) && raw.slice(start, end).includes('and');
    if ((start < end && /[,;:.]$/.test(token) && !listed) || CLAUSE_WORDS.has(word) || BE.has(word) || NOUN_AUXILIARIES.has(word)) break;
    if (word === 'and' && !(/^\p{Lu}/u.test(raw[start - 2] ?? '') && /^\p{Lu}/u.test(raw[start] ?? ''))) break;
    start--;
  }
  let words = withoutPlace(raw.slice(start, end));
  // "2,100 stars on GitHub and GitHub's Security Lab adopted …": "and" joins two clauses when what comes before it is no name.
  const and = words.lastIndexOf('and');
  if (and > 0 && words.slice(0, and).some((token) => !NAME_WORD.test(bare(token)) && !/^(?:of|the|for|and)$/.test(bare(token)))) words = words.slice(and + 1);
  // "A privilege escalation found with Syzkaller, CVE-…, fixed in 6.5": a phrase with its own participle is a description, no agent.
  if (words.some((token, i) => i > 0 && /^\p{Ll}+$/u.test(bare(token)) && /^(?:by|with)$/.test(bare(words[i + 1] ?? '')))) return undefined;
  // A name: a capitalised word the question does not write; the sentence's first word only before another capitalised one.
  const named = words.some((token, i) => {
    const word = bare(token);
    const opening = i === 0 && start === 0 && !/^\p{Lu}/u.test(bare(words[1] ?? ''));
    return NAME_WORD.test(word) && !opening && !written.has(fold(word.replace(/['’]s$/, '')));
  });
  return named ? agentPhrase(words) : undefined;
}

/** The agent a sentence states of a verb asked (see the header), or undefined. */
export function agentIn(text: string, verbs: readonly string[], object: string | undefined, written: ReadonlySet<string>): string | undefined {
  const raw = text.split(/\s+/).filter(Boolean);
  for (let at = 0; at < raw.length; at++) {
    // A capitalised word is a name ("Security Assessors"), not the verb, unless it opens the sentence.
    if ((at > 0 && /^\p{Lu}/u.test(bare(raw[at]!))) || !writesVerb(raw[at]!, verbs)) continue;
    // "audited against the standard in June 2025 by the review board": "by" in the verb's clause.
    for (let j = at + 1; j < raw.length && j <= at + 14; j++) {
      const word = fold(bare(raw[j]!));
      if (word === 'by') {
        const found = phraseAt(raw, j + 1);
        if (found) return found;
        break;
      }
      if (/[;:]$/.test(raw[j]!) || SCAN_ENDS.has(word) || (/,$/.test(raw[j - 1]!) && word === 'and')) break;
    }
    // "was written with the island's language academy": "with" right after a passive verb.
    if (fold(bare(raw[at + 1] ?? '')) === 'with' && BE.has(fold(bare(raw[at - 1] ?? '')))) {
      const found = phraseAt(raw, at + 2);
      if (found) return found;
    }
    const subject = subjectBefore(raw, at, written);
    if (subject) return subject;
  }
  // "under a permit of the Kenya Civil Aviation Authority" for "who issued the permit?".
  if (object) {
    for (let at = 0; at < raw.length - 2; at++) {
      if (stem(fold(bare(raw[at]!))) !== object || !/^(?:of|from)$/.test(raw[at + 1]!)) continue;
      const start = at + 2 + (/^the$/i.test(raw[at + 2]!) ? 1 : 0);
      const name: string[] = [];
      for (let i = start; i < raw.length && /^\p{Lu}/u.test(raw[i]!); i++) {
        name.push(raw[i]!);
        if (/[,;:.]$/.test(raw[i]!)) break;
        if (/^(?:of|and|for)$/.test(raw[i + 1] ?? '') && /^\p{Lu}/u.test(raw[i + 2] ?? '')) name.push(raw[++i]!);
      }
      const found = agentPhrase(name);
      if (found) return found;
    }
  }
  return undefined;
}

/** "Who issued the permit for …": the first content word after the verb asked (its object), as a stem. */
function objectOf(words: Words): string | undefined {
  const verb = words.findIndex((word, i) => i > 0 && !NOUN_AUXILIARIES.has(word.folded) && !BE.has(word.folded) && !FUNCTION_WORDS.has(word.folded));
  const next = words.slice(verb + 1).find((word) => !FUNCTION_WORDS.has(word.folded) && !DETERMINERS.has(word.folded));
  return verb > 0 && next ? next.stem : undefined;
}

/** "Lead. Title: “sentence”" or "Title: “sentence”" of one project's title: its lead (maybe empty) and sentence. */
function quoted(answer: string, title: string): { lead: string; sentence: string } | undefined {
  const at = answer.indexOf(`${title}: “`);
  if (at < 0) return undefined;
  const lead = answer.slice(0, at).trim().replace(/\.$/, '');
  if (lead.split(/\s+/).length > 12 || /[“”]/.test(lead)) return undefined;
  const end = answer.indexOf('”', at);
  return end < 0 ? undefined : { lead, sentence: answer.slice(at + title.length + 3, end) };
}

/**
 * The answer to a who-question with the agent of the verb asked as its lead: read whole from the quoted
 * sentence, or from the project's sentence that states the verb with its agent; unchanged otherwise.
 */
export function withAskedAgent(knowledge: Knowledge, question: ParsedQuestion, answer: AskAnswer): AskAnswer {
  if (answer._meta.response_type !== 'answer') return answer;
  const pages = citedPages(knowledge, answer);
  if (pages.length !== 1) return answer;
  const info = pages[0]!;
  const title = info.view.title;
  const shape = quoted(answer.answer, title);
  if (!shape) return answer;
  const words = question.words;
  const verbs = askedVerbs(words);
  const object = objectOf(words);
  const written = new Set(words.map((word) => word.folded));
  const agent = agentIn(shape.sentence, verbs, object, written);
  if (agent) {
    // The lead already names the agent whole, or more of it: kept.
    if (shape.lead && (shape.lead === agent || shape.lead.includes(agent))) return answer;
    const rest = answer.answer.slice(answer.answer.indexOf(`${title}: “`));
    return { ...answer, answer: `${agent}. ${rest}` };
  }
  const other = otherSentence(info, shape.sentence, verbs, object, written, question);
  if (!other) return answer;
  return { ...answer, answer: `${other.agent}. ${title}: “${other.text.trim()}”` };
}

/** The project's sentence that states the verb asked with its agent, sharing most of the question's other words; undefined when the quoted one may answer. */
function otherSentence(
  info: ProjectInfo,
  quotedText: string,
  verbs: readonly string[],
  object: string | undefined,
  written: ReadonlySet<string>,
  question: ParsedQuestion,
): { agent: string; text: string } | undefined {
  const quotedHasVerb = quotedText.split(/\s+/).some((token) => writesVerb(token, verbs));
  const stems = question.words
    .filter((word) => !FUNCTION_WORDS.has(word.folded) && !NOUN_AUXILIARIES.has(word.folded) && word.folded !== 'who')
    .map((word) => word.stem);
  const found = projectSentences(info)
    .filter((sentence) => sentence.text !== quotedText)
    .filter((sentence) => sentence.text.split(/\s+/).some((token) => writesVerb(token, verbs)) || (object !== undefined && sentence.stems.has(object)))
    .map((sentence) => ({
      text: sentence.text,
      agent: agentIn(sentence.text, verbs, object, written),
      shared: stems.filter((wordStem) => sentence.stems.has(wordStem)).length,
    }))
    .filter((entry) => entry.agent !== undefined);
  if (!found.length) return undefined;
  const best = found.reduce((a, b) => (b.shared > a.shared ? b : a));
  // A quoted sentence without the verb gives way only to one that shares another word of the question, or the only one.
  if (!quotedHasVerb && best.shared < 2 && found.length > 1) return undefined;
  return { agent: best.agent!, text: best.text };
}
