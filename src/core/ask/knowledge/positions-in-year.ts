/** "Where was she working in 2015?": the positions of the work history held during the year a question names. */
import { joinList } from '../text/english.ts';
import { span } from './career-lists.ts';

interface Position {
  role: string;
  organisation: string;
  start: string;
  end?: string | undefined;
}

/** "In 2015, Ana was Firmware Engineer at Kestrel (2012-02–2017-02).": the positions held during the year the question names (started by its end, not ended before it); undefined without a year or such a position. */
export function positionsInYear(question: string, experience: readonly Position[], name: string): string | undefined {
  const year = /\b(19\d\d|20\d\d)\b/.exec(question)?.[1];
  if (!year) return undefined;
  const held = experience.filter((e) => e.start.slice(0, 4) <= year && (!e.end || e.end.slice(0, 4) >= year));
  return held.length ? `In ${year}, ${name} was ${joinList(held.map((e) => `${e.role} at ${e.organisation} (${span(e.start, e.end)})`))}.` : undefined;
}
