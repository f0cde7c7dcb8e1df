/**
 * Questions of several parts: where one is split ("where is she based and what's her email?"),
 * "it" of a later part written out as the project an earlier part names, and one answer made of
 * every part's answer with the references of each.
 */
import { reply } from './answers/reply.ts';
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
  /\s*(?:\?\s+|;\s*|,?\s+and\s+(?:also\s+)?|,\s+)(?=(?:what|what's|whats|where|who|whom|which|how|when|list|show|tell|give|return|her|his|their)\b|(?:is|are|does|do|did|can|could|has|have|will|would)\s+(?:she|he|they|you|i|we|it|there)\b|(?:in|with|using|on)\s+(?:which|what)\b)/i;

const PART_BREAKS = new RegExp(PART_BREAK.source, 'gi');

/** How a part that asks something starts: a question word, an auxiliary, a request verb, a possessive, or a name's query form. */
const PART_START =
  /^(?:what|what's|whats|where|who|whom|which|how|when|why|list|show|tell|give|return|name|her|his|their|is|are|was|were|does|do|did|can|could|has|have|had|will|would|should|any|and|(?:in|with|using|on)\s+(?:which|what))\b/i;

export function questionParts(text: string): string[] {
  // Most questions have one part: no "and", comma, semicolon or inner question mark.
  const lower = text.toLowerCase();
  if (!(lower.includes(' and ') || text.includes(',') || text.includes(';') || text.includes('? ')) || !PART_BREAK.test(text)) return [text];
  const split = text
    .split(PART_BREAKS)
    .map((part) => part.trim())
    .filter(Boolean);
  // "According to her post, how many …?", "In 2023, which …?": a lead-in clause that asks nothing
  // (no question word, auxiliary or request verb at its start) belongs to the part after it.
  const parts: string[] = [];
  let lead = '';
  for (const part of split) {
    if (!parts.length && !PART_START.test(part) && part !== split[split.length - 1]) lead = lead ? `${lead}, ${part}` : part;
    else parts.push(!parts.length && lead ? `${lead}, ${part}` : part);
  }
  return parts.length > 1 && parts.every((part) => part.split(/\s+/).length >= 2 || /\?$/.test(part)) ? parts : [text];
}

/**
 * "Where is the tile server deployed and how many tiles does it serve?": "it" of a later part is
 * the project an earlier part names (the last one named), written out so the part stands alone.
 */
export function withAntecedents(knowledge: Knowledge, parts: string[]): string[] {
  let title: string | undefined;
  return parts.map((part, i) => {
    // "How many sites did the model choose and where?": a bare question word asks the part before it again.
    const bare = BARE_QUESTION_WORD.exec(part.trim())?.[1];
    const asked = bare && i > 0 ? askedAgain(parts[i - 1]!, bare) : undefined;
    if (asked) return asked;
    const parsed = parseQuestion(knowledge, part);
    if (parsed.namedProjects.length) {
      title = knowledge.projects[parsed.namedProjects[0]!.project]!.view.title;
      return part;
    }
    if (!title) return part;
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
releaseCompiledCode(PART_START);
