/**
 * "I'm in New York on UTC-5 in January. How many hours ahead of me is she?", "How many hours behind us is he
 * in July? We are in Tokyo." (issue #28, the owner's facts asked as a number): the owner's listed time zone
 * against the asker's, both read from the runtime's ICU data through Intl. The asker's clock is the offset
 * the question writes ("UTC-5"), else the IANA zone named after a city the question names (Intl's own list
 * of zones: "New York" is America/New_York). In the month asked, or else in January and in July when the
 * difference changes with daylight saving time. Undefined without a listed zone or an asker's clock.
 */
import type { Portfolio } from '../../portfolio.ts';
import type { Urls } from '../../urls.ts';
import { publicServices } from '../../views.ts';
import { url } from '../../../catalogue/paths.ts';
import { reply } from '../answers/reply.ts';
import { ownerFirstName } from './owner-name.ts';
import type { AskAnswer } from '../schema.ts';
import { releaseCompiledCode } from '../text/patterns.ts';
import { fold } from '../text/words.ts';
import { MONTHS, offsetIn, offsetText } from './offset-verdict.ts';

/** "how many hours ahead of me", "how far behind us", "what is the time difference between us". */
const ASKED = /\b(?:how (?:many hours|far)\b.*?\b(ahead|behind)\b(?: of)? (?:me|us|my|our)\b|time difference (?:between|with|to|from) (?:me|us)\b)/i;
/** An offset written in the question: "UTC-5", "GMT+5:30". */
const WRITTEN = /\b(?:utc|gmt)\s?([+\-−])\s?(\d{1,2})(?::?(\d\d))?\b/i;

/** The IANA zone named after the longest city the question names ("new york" -> America/New_York), other than `own`. */
function zoneNamedIn(question: string, own: string): string | undefined {
  const folded = ` ${fold(question).replace(/[^a-z]+/g, ' ')} `;
  const zones = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
  let best: { zone: string; length: number } | undefined;
  for (const zone of zones) {
    if (zone === own || !zone.includes('/')) continue;
    const city = fold(zone.split('/').at(-1)!.replace(/_/g, ' ')).replace(/[^a-z]+/g, ' ');
    if (city.length > (best?.length ?? 3) && folded.includes(` ${city} `)) best = { zone, length: city.length };
  }
  return best?.zone;
}

const hours = (minutes: number) => {
  const value = Math.abs(minutes) / 60;
  return `${value} hour${value === 1 ? '' : 's'}`;
};

/** The answerer of one portfolio: the hours between the asker's clock and the owner's, or undefined. */
export function askerOffsetAnswer(portfolio: Portfolio, urls: Urls): (question: string) => AskAnswer | undefined {
  const zones = publicServices(portfolio).availability?.timeZones ?? [];
  const name = ownerFirstName(portfolio);
  const refs = [urls.api(url('getServices')), urls.abs(url('services'))];
  return (question) => {
    const asked = ASKED.exec(question);
    if (!asked || zones.length !== 1) return undefined;
    const own = zones[0]!;
    const written = WRITTEN.exec(question);
    const fixed = written ? (written[1] === '+' ? 1 : -1) * (Number(written[2]) * 60 + Number(written[3] ?? 0)) : undefined;
    const zone = fixed === undefined ? zoneNamedIn(question, own) : undefined;
    if (fixed === undefined && !zone) return undefined;
    const theirs = (month: number) => fixed ?? offsetIn(zone!, month);
    const month = MONTHS.findIndex((monthName) => new RegExp(`\\b${monthName}\\b`, 'i').test(question));
    const months = month >= 0 ? [month] : [0, 6];
    const readings = months.map((m) => ({ month: m, owner: offsetIn(own, m), asker: theirs(m) }));
    if (readings.some((r) => r.owner === undefined || r.asker === undefined)) return undefined;
    const differences = [...new Set(readings.map((r) => r.owner! - r.asker!))];
    const you = zone ? `you in ${zone}` : 'you';
    const line = (r: (typeof readings)[number]) => {
      const difference = r.owner! - r.asker!;
      const label = MONTHS[r.month]!.replace(/^./, (c) => c.toUpperCase());
      const relation = difference === 0 ? 'on the same time as' : `${hours(difference)} ${difference > 0 ? 'ahead of' : 'behind'}`;
      return `in ${label} ${name} (${own}) is on ${offsetText(r.owner!)} and ${you} on ${offsetText(r.asker!)}, so ${name} is ${relation} you`;
    };
    const lead = differences.length === 1 ? `${hours(differences[0]!)}${differences[0] === 0 ? ' (the same time)' : ''}: ` : '';
    const text = `${lead}${readings.map(line).join('; ')}.`;
    return reply('answer', 'profile', text.charAt(0).toUpperCase() + text.slice(1), refs, 0.9);
  };
}

// Their machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(ASKED, WRITTEN);
