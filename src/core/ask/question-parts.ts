/**
 * Questions of several parts: where one is split ("where is she based and what's her email?"),
 * "it" of a later part written out as the project an earlier part names, and one answer made of
 * every part's answer with the references of each.
 */
import { reply } from './answers/reply.ts';
import { isStopLike } from './question/stop-words.ts';
import { joinList, plural } from './text/english.ts';
import { tokenize } from './text/words.ts';
import type { Knowledge } from './knowledge/knowledge.ts';
import { parseQuestion } from './question/parse.ts';
import type { AskAnswer } from './schema.ts';
import { releaseCompiledCode } from './text/patterns.ts';

/**
 * The parts of a question of several parts: "where is she based and what's her email?" is
 * split before a question word, a possessive, or an auxiliary verb with its subject ("and is
 * she ...", not "and can bus") that follows "and", ";", "?" or a comma.
 */
const PART_BREAK =
  /\s*(?:\?\s+|;\s*|,?\s+and\s+(?:also\s+)?|,\s+)(?:also,?\s+)?(?=(?:what|what's|whats|where|who|whom|which|how|when|list|show|tell|give|return|her|his|their)\b|(?:is|are|does|do|did|can|could|has|have|will|would)\s+(?:she|he|they|you|i|we|it|there)\b|(?:in|with|using|on)\s+(?:which|what)\b)/i;

const PART_BREAKS = new RegExp(PART_BREAK.source, 'gi');

/** How a part that asks something starts: a question word, an auxiliary, a request verb, a possessive, or a name's query form. */
const PART_START =
  /^(?:what|what's|whats|where|who|whom|which|how|when|why|list|show|tell|give|return|name|her|his|their|is|are|was|were|does|do|did|can|could|has|have|had|will|would|should|any|and|(?:in|with|using|on)\s+(?:which|what))\b/i;

export function questionParts(text: string): string[] {
  // "1. Where is she based? 2. Does she know Rust?", "- her rate\n- her availability": the items of a list.
  const items = listItems(text);
  if (items) return items;
  // Most questions have one part: no "and", comma, semicolon or inner question mark.
  const lower = text.toLowerCase();
  if (!(lower.includes(' and ') || text.includes(',') || text.includes(';') || text.includes('? ')) || !PART_BREAK.test(text)) return [text];
  // "Two things: her location, and her day rate.": a lead-in that ends with a colon asks nothing.
  const split = text
    .replace(LEAD_IN, '')
    .split(PART_BREAKS)
    .map((part) => part.trim())
    .filter(Boolean);
  // "According to her post, how many …?", "In 2023, which …?": a lead-in clause that asks nothing
  // (no question word, auxiliary or request verb at its start) belongs to the part after it.
  const parts: string[] = [];
  let lead = '';
  for (const part of split) {
    if (!parts.length && !PART_START.test(part) && !PATH_START.test(part) && part !== split[split.length - 1]) lead = lead ? `${lead}, ${part}` : part;
    else parts.push(!parts.length && lead ? `${lead}, ${part}` : part);
  }
  return parts.length > 1 && parts.every((part) => part.split(/\s+/).length >= 2 || /\?$/.test(part) || PATH_START.test(part)) ? parts : [text];
}

/** A part that opens with a field path ("profile.location —", "$.skills[0]") asks for its value. */
const PATH_START = /^[$.]*[A-Za-z_][\w-]*(?:\.[A-Za-z_*][\w-]*|\[[^\]]{0,80}\])+/;

/** "Two quick questions:", "A couple of things -": words before a colon with no question word or auxiliary. */
const LEAD_IN =
  /^\s*(?:(?!what|where|who|which|how|when|why|is|are|does|do|did|can|could|has|have|will|would)[\p{L}\d'’-]+\s+){0,5}[\p{L}\d'’-]+\s*[:–—]\s+(?=\S)/iu;

/** A list marker at the start of a line or after a question mark: "1.", "2)", "-", "*", "•". */
const LIST_MARK = /(?:^|\n|(?<=[?.!])\s+)\s*(?:\d{1,2}[.)]|[-*•])\s+/g;

/** The items of a question written as a list (two items or more, each of two words or more); undefined otherwise. */
function listItems(text: string): string[] | undefined {
  if (!/(?:^|\n|[?.!]\s)\s*(?:\d{1,2}[.)]|[-*•])\s/.test(text)) return undefined;
  const [head = '', ...rest] = text.split(LIST_MARK);
  const items = rest.map((item) => item.trim()).filter(Boolean);
  if (items.length < 2 || items.some((item) => item.split(/\s+/).length < 2)) return undefined;
  // "Two things: 1. … 2. …": a lead-in without a question of its own is dropped; one with a question is a part.
  const lead = head.trim();
  return lead && PART_START.test(lead) && !/:\s*$/.test(lead) ? [lead, ...items] : items;
}

/**
 * "Where is the tile server deployed and how many tiles does it serve?": "it" of a later part is
 * the project an earlier part names (the last one named), written out so the part stands alone.
 */
export function withAntecedents(knowledge: Knowledge, parts: string[]): string[] {
  let title: string | undefined;
  let thing: string | undefined;
  let employer: string | undefined;
  return parts.map((part, i) => {
    // "How many sites did the model choose and where?": a bare question word asks the part before it again.
    const bare = BARE_QUESTION_WORD.exec(part.trim())?.[1];
    const asked = bare && i > 0 ? askedAgain(parts[i - 1]!, bare) : undefined;
    if (asked) return asked;
    // "Who does she work for and how many clinics use its software?": "its" is her employer, whatever project a word names.
    if (employer && !title && /\bits\b/i.test(part)) return part.replace(/\bits\b/i, `${employer}'s`);
    employer = i === 0 ? employerAsked(knowledge, part) : undefined;
    const parsed = parseQuestion(knowledge, part);
    if (parsed.namedProjects.length) {
      title = knowledge.projects[parsed.namedProjects[0]!.project]!.view.title;
      return part;
    }
    if (!title) {
      // "What does the ST 2110 review cost and how long does it take?": "it" is the thing the part before asks about.
      if (thing && /\bits?\b/i.test(part)) return part.replace(/\bits\b/i, `${thing}'s`).replace(/\bit\b/i, thing);
      thing = SUBJECT.exec(part.trim())?.[1] ?? thing;
      return part;
    }
    if (/\bits?\b/i.test(part)) return part.replace(/\bits\b/i, `${title}'s`).replace(/\bit\b/i, title);
    // "… and who reviewed them?", "… and when was the switch-over?": a later part about no project
    // and not about the owner is about the project named before it ("them" being its things).
    const owner = parsed.words.some((word) => knowledge.person.words.has(word.folded) || OWNER_WORDS.has(word.folded));
    if (owner) return part;
    if (/\b(?:them|they)\b/i.test(part)) return part.replace(/\b(?:them|they)\b/i, title);
    if (parsed.person) return part;
    return `${part.replace(/\s*[?.!]*\s*$/, '')} (${title})?`;
  });
}

/** The subject of a question with "the" and its verb at the end: "What does the ST 2110 review cost" -> "the ST 2110 review". */
const SUBJECT =
  /^(?:what|how(?: much| many \w+)?|when|where|who|which \w+)\s+(?:does|did|do|is|was|are|were|has|have|had|will|would|can|could)\s+(the\s+(?:\S+\s+){0,4}?\S+)\s+\w+\s*[?.!]*$/i;

/**
 * "Who does she work for and how many clinics use its software?": a part that asks for the owner's employer makes
 * "its" of the next part that employer: the organisation of the one current position of the work history by its
 * name (which the work history's counts answer), else "her current employer" (which the bio answers).
 */
function employerAsked(knowledge: Knowledge, part: string): string | undefined {
  const match = EMPLOYER_ASKED.exec(part);
  if (!match) return undefined;
  const current = knowledge.roles.filter((role) => !role.end);
  const organisation = current.length === 1 ? knowledge.employers.find((employer) => current[0]!.text.endsWith(` at ${employer.organisation}`)) : undefined;
  if (organisation) return organisation.organisation;
  const pronoun = (match[1] ?? match[2] ?? match[3] ?? '').toLowerCase();
  const possessive = pronoun === 'she' || pronoun === 'her' ? 'her' : pronoun === 'he' || pronoun === 'his' || pronoun === 'him' ? 'his' : 'their';
  return `${possessive} current employer`;
}

/** "Who does she work for", "where does he work", "who is her employer", "who employs him" (general English). */
const EMPLOYER_ASKED =
  /\b(?:who|where|which (?:company|firm|organi[sz]ation|employer))\s+(?:does|do|did)\s+(she|he|they)\s+work\b|\bwho\s+is\s+(her|his|their)\s+employer\b|\bwho\s+employs\s+(her|him|them)\b/i;

/** Words of the owner in a later part ("and where is she based?"); "they" and "them" may be the things just asked about. */
const OWNER_WORDS = new Set(['she', 'he', 'her', 'his', 'him', 'hers', 'herself', 'himself', 'you', 'your']);

/** A part that is a question word alone ("and where?", "when?"). */
const BARE_QUESTION_WORD = /^(?:and\s+)?(where|when|who|why|how)\s*[?.!]*$/i;

/**
 * The part before asked again with another question word: "How many sites did the cross-dock
 * model choose" with "where" -> "where did the cross-dock model choose sites?"; undefined when that
 * part does not start with a question word and an auxiliary.
 */
function askedAgain(previous: string, word: string): string | undefined {
  const match =
    /^(?:how (?:many|much)|which|what)\s+((?:\w+\s+){0,2}?\w+)\s+(did|does|do|was|were|is|are|has|have|had|will|would|can|could)\s+(.+?)\s*[?.!]*$/i.exec(
      previous.trim(),
    );
  if (match) return `${word} ${match[2]} ${match[3]} ${match[1]}?`;
  const plain = /^(?:who|what|when|where|why|how)\s+(did|does|do|was|were|is|are|has|have|had|will|would|can|could)\s+(.+?)\s*[?.!]*$/i.exec(previous.trim());
  return plain ? `${word} ${plain[1]} ${plain[2]}?` : undefined;
}

/** "and how many were for ports?", "how many of them are open source?": a count with no noun of its own, then what is counted. */
const COUNT_AMONG = /^(?:and\s+)?how many(?:\s+of (?:them|those|these))?\s+(?:were|are|was|is|did|do|does|have|had|used|use)\s+(.+?)\s*[?.!]*$/i;

/**
 * "Which projects used Rust, and how many were for ports?": the later part counts, among the
 * projects the part before listed, those whose text writes every word of what it asks ("ports"),
 * and names them; undefined when the part is no such count or the answer before lists no project.
 */
export function countAmongListed(knowledge: Knowledge, part: string, previous: AskAnswer | undefined): AskAnswer | undefined {
  const asked = COUNT_AMONG.exec(part.trim())?.[1];
  if (!asked || !previous) return undefined;
  const listed = knowledge.projects.filter((info) => previous.references.includes(info.view.links.html));
  const words = tokenize(asked).filter((token) => !isStopLike(knowledge, token.folded));
  if (listed.length < 2 || !words.length) return undefined;
  const writes = (index: number, wordStem: string) => {
    const postings = knowledge.postings.get(wordStem) ?? [];
    for (let i = 0; i < postings.length; i += 2) if (postings[i] === index) return true;
    return false;
  };
  const found = listed.filter((info) => words.every((token) => writes(info.index, token.stem)));
  const what = `“${words.map((token) => token.folded).join(' ')}”`;
  const text = found.length
    ? `${found.length === listed.length ? `All ${listed.length}` : `${found.length} of those ${listed.length}`} ${found.length === 1 ? 'mentions' : 'mention'} ${what}: ${joinList(found.map((info) => info.view.title))}.`
    : `None of those ${plural(listed.length, 'project')} mentions ${what}.`;
  return reply(
    'answer',
    'count',
    text,
    (found.length ? found : listed).map((info) => info.view.links.html),
    Math.min(previous._meta.confidence, 0.8),
  );
}

/** One answer for every part, with the references of each part. */
export function combine(answers: AskAnswer[]): AskAnswer {
  const found = answers.filter((answer) => answer._meta.response_type !== 'not_found');
  const type = !found.length ? 'not_found' : found.every((answer) => answer._meta.response_type === 'list') ? 'list' : 'answer';
  const intent = (found[0] ?? answers[0]!)._meta.intent;
  const confidence = Math.min(...answers.map((answer) => answer._meta.confidence));
  // "From Ada's bio: “…” From Ada's bio: “…”": the source is named once.
  const texts = answers.map((answer) => answer.answer);
  for (let i = 1; i < texts.length; i++) {
    const source = /^From [^:]+: /.exec(texts[i - 1]!)?.[0];
    if (source && texts[i]!.startsWith(source)) texts[i] = texts[i]!.slice(source.length);
  }
  return reply(
    type,
    intent,
    texts.join(' '),
    answers.flatMap((answer) => answer.references),
    confidence,
  );
}

// Their machine code goes when idle (./text/patterns.ts).
releaseCompiledCode(PART_START, PATH_START, PART_BREAK, PART_BREAKS, LEAD_IN, LIST_MARK, SUBJECT, BARE_QUESTION_WORD, COUNT_AMONG);
