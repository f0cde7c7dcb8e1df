/**
 * Questions of several parts: where one is split ("where is she based and what's her email?"),
 * "it" of a later part written out as the project an earlier part names, and one answer made of
 * every part's answer with the references of each.
 */
import { reply } from './answers/reply.ts';
import type { Knowledge } from './knowledge/knowledge.ts';
import { parseQuestion } from './question/parse.ts';
import type { AskAnswer } from './schema.ts';

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
  return parts.map((part) => {
    const named = parseQuestion(knowledge, part).namedProjects;
    if (named.length) {
      title = knowledge.projects[named[0]!.project]!.view.title;
      return part;
    }
    return title && /\bits?\b/i.test(part) ? part.replace(/\bits\b/i, `${title}'s`).replace(/\bit\b/i, title) : part;
  });
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
