/**
 * "Is she open to remote work?", "Can he work on site?": a yes/no about the way of working, checked
 * against the public availability's `workplace` list (remote, on-site, hybrid), which is complete:
 * "Yes." when the list has the mode asked; "No." when it lacks it and no note adds to it; with a
 * note (which may allow more, "workshops on site anywhere in Europe") no verdict is guessed.
 */
import { availabilityText } from '../../career.ts';
import type { Portfolio } from '../../portfolio.ts';
import type { Urls } from '../../urls.ts';
import { publicServices } from '../../views.ts';
import type { AskAnswer } from '../schema.ts';
import { reply } from './reply.ts';
import { url } from '../../../catalogue/paths.ts';

const YES_NO = /^\s*(is|are|does|do|can|could|would|will)\b/i;
const MODES: readonly { mode: 'remote' | 'on-site' | 'hybrid'; words: RegExp; label: string }[] = [
  { mode: 'remote', words: /\b(remote|remotely|from home|distributed)\b/i, label: 'remotely' },
  { mode: 'on-site', words: /\b(on[- ]?site|onsite|in person|in[- ]office|at (the|our|your) office)\b/i, label: 'on site' },
  { mode: 'hybrid', words: /\bhybrid\b/i, label: 'hybrid' },
];
const WORDS = { remote: 'remote', 'on-site': 'on site', hybrid: 'hybrid' } as const;

/** The answerer of one portfolio: an answer, or undefined when the question is not such a yes/no. */
export function workplaceAnswerer(
  portfolio: Portfolio,
  urls: Urls,
  today = new Date().toISOString().slice(0, 10),
): (question: string) => AskAnswer | undefined {
  const availability = publicServices(portfolio).availability;
  const name = portfolio.profile?.name.split(/\s+/)[0] ?? 'The portfolio owner';
  const refs = [urls.api(url('getServices')), urls.abs(url('services'))];
  return (question) => {
    const workplace = availability?.workplace;
    if (!availability || !workplace?.length || !YES_NO.test(question)) return undefined;
    const asked = MODES.filter((entry) => entry.words.test(question));
    if (asked.length !== 1) return undefined;
    const { mode, label } = asked[0]!;
    const text = availabilityText(availability, today);
    if (workplace.includes(mode)) return reply('answer', 'profile', `Yes. ${name} works ${label}: ${text}`, refs);
    if (availability.note) return undefined;
    const listed = workplace.map((entry) => WORDS[entry]).join(' or ');
    return reply('answer', 'profile', `No. ${name}'s listed ways of working are ${listed}: ${text}`, refs);
  };
}
