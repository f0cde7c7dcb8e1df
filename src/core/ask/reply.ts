/**
 * Writing answers: the envelope, and the phrases every answer shares (the owner's name, lists
 * of projects with the references they cite, the "not in this portfolio" answer).
 */
import type { Knowledge, ProjectInfo } from './knowledge.ts';
import { LEVEL_WORDS } from './lexicon.ts';
import { ASK_ENVELOPE_VERSION, type AskAnswer, type AskIntent, type AskResponseType } from './schema.ts';
import { joinList } from './text.ts';
import { isStopLike, type Parsed, type Word } from './understand.ts';

/** How many projects an answer names; the rest are counted ("and 4 more"). */
export const MAX_NAMED = 10;

export const MAX_NAMED_SHORT = 5;

export function reply(type: AskResponseType, intent: AskIntent, answer: string, references: string[] = [], confidence = 1): AskAnswer {
  return {
    _meta: { response_type: type, version: ASK_ENVELOPE_VERSION, intent, confidence: round(confidence) },
    answer,
    references: type === 'not_found' || type === 'help' ? [] : [...new Set(references)],
  };
}

function round(n: number): number {
  return Math.max(0, Math.min(1, Math.round(n * 100) / 100));
}

export const conf = (p: Parsed, base = 1) => base * (p.fuzzy ? 0.8 : 1);

export function owner(k: Knowledge): string {
  return k.person.first || 'The portfolio owner';
}

export function owners(k: Knowledge): string {
  return k.person.first ? `${k.person.first}'s` : "the portfolio owner's";
}

export function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export function sentenceEnd(s: string): string {
  const t = s.trim();
  return /[.!?]$/.test(t) ? t : `${t}.`;
}

function projectName(info: ProjectInfo, withDate = true): string {
  const v = info.view;
  return withDate && v.date ? `${v.title} (${v.date})` : v.title;
}

/** "A (2024), B and 3 more". */
export function projectList(k: Knowledge, list: number[], max = MAX_NAMED, withDate = true): { text: string; shown: number[] } {
  const shown = list.slice(0, max);
  const names = shown.map((i) => projectName(k.projects[i]!, withDate));
  if (list.length > max) names.push(`${list.length - max} more`);
  return { text: joinList(names), shown };
}

export function pages(k: Knowledge, list: number[]): string[] {
  return list.map((i) => k.projects[i]!.view.links.html);
}

export const api = (k: Knowledge, path: string) => k.urls.abs(path);

/** Words of the question, safe to repeat: letters only, no level words, at most six. */
export function echo(words: Word[]): string {
  return words
    .map((w) => w.raw)
    .filter((w) => /^[a-z][a-z+#.]*$/.test(w) && !LEVEL_WORDS.includes(w))
    .slice(0, 6)
    .join(' ');
}

export function notFound(k: Knowledge, p: Parsed, what?: string): AskAnswer {
  const words = what ?? echo(p.words.filter((w) => !isStopLike(k, w.raw)));
  const subject = words ? `about “${words}”` : 'to answer that';
  return reply(
    'not_found',
    'unknown',
    `${capitalise(owners(k))} portfolio has nothing ${subject}. It covers ${owners(k)} profile, skills and projects only; ask "help" for examples.`,
    [],
    conf(p, 0.9),
  );
}
