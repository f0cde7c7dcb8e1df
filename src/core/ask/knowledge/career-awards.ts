/**
 * The career's awards asked about (./career.ts reads the topic): the patents among them, a verdict over the list,
 * the one award asked with what its summary says it was for ("What was the Innovation Award for?"), or the list.
 */
import { reply } from '../answers/reply.ts';
import type { AskAnswer } from '../schema.ts';
import { joinList } from '../text/english.ts';
import { type CareerData, listVerdict, patentAnswer, pickOne, whenLead } from './career-lists.ts';
import { asksPatentsOnly } from './career-topics.ts';

/** What the awards' answer reads of the career's context. */
interface AwardsContext {
  career: CareerData;
  name: string;
  ownNames: Set<string>;
  careerRef: string;
  count: RegExpExecArray | null;
}

export function awardsAnswer(ctx: AwardsContext, question: string): AskAnswer | undefined {
  const { career, name, ownNames, careerRef } = ctx;
  if (asksPatentsOnly(question)) {
    const patents = patentAnswer(career, name, careerRef);
    // "How many patents does she have?": the number first.
    const listed = /^Yes\. \S+ lists (a patent|\d+ patents)/.exec(patents.answer)?.[1];
    if (!ctx.count || !listed) return patents;
    const n = listed === 'a patent' ? '1 patent' : listed;
    return reply('answer', 'count', `${n}. ${patents.answer.replace(/^Yes\. /, '')}`, patents.references);
  }
  if (!career.awards.length) return undefined; // not stated: awards
  const lines = career.awards.map((a) => `${a.title}${a.awarder || a.date ? ` (${[a.awarder, a.date].filter(Boolean).join(', ')})` : ''}`);
  const verdict = listVerdict(
    question,
    career.awards.map((a, i) => ({ text: [a.title, a.awarder, a.summary].filter(Boolean).join('. '), line: lines[i]! })),
    `${name}'s awards`,
    ownNames,
  );
  if (verdict) return reply('answer', 'profile', `${verdict} ${name}'s awards: ${joinList(lines)}.`, [careerRef]);
  // "How many awards, counting the patent?": every award is counted and named, not the one the question names.
  const one = ctx.count
    ? undefined
    : pickOne(
        question,
        career.awards.map((a, i) => ({ text: [a.title, a.awarder].filter(Boolean).join(' '), line: lines[i]! })),
        ownNames,
      );
  // The one award asked, with what its summary says it was for ("What was the Innovation Award for?").
  const summary = one ? career.awards[lines.indexOf(one)]?.summary?.trim() : undefined;
  const said = summary ? ` ${/[.!?]$/.test(summary) ? summary : `${summary}.`}` : '';
  if (one) return reply('answer', 'profile', `${whenLead(question, one)}${name}'s award: ${one}.${said}`, [careerRef]);
  return reply('list', 'profile', `${name}'s awards: ${joinList(lines)}.`, [careerRef]);
}
