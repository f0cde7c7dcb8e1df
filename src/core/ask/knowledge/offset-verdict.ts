/**
 * "Is she one hour ahead of UTC in summer?", "Is he 5 hours behind GMT?" (issue #28, session 30,
 * numeric verdicts): a yes or a no from the offsets of the listed time zones (the runtime's ICU data,
 * ./time-zone.ts), in the season asked (summer: daylight saving time where the zone has it; winter:
 * standard time), with the offset and abbreviation that decide it.
 */
import type { Portfolio } from '../../portfolio.ts';
import type { Urls } from '../../urls.ts';
import { publicServices } from '../../views.ts';
import { url } from '../../../catalogue/paths.ts';
import { reply } from '../answers/reply.ts';
import type { AskAnswer } from '../schema.ts';
import { zoneTimes } from './time-zone.ts';
import { NUMBER_WORDS } from '../text/number-words.ts';

const HOURS: Record<string, number> = { an: 1, a: 1, ...NUMBER_WORDS };

const ASKED =
  /^\s*(?:is|are|does|do)\b.*?\b(an|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d{1,2}(?:\.5)?)(?: and a half)? hours? (ahead of|behind|before|after) (?:utc|gmt)\b(?:.*?\b(summer|winter)\b)?/i;

const hoursText = (minutes: number) => {
  const hours = Math.abs(minutes) / 60;
  return `${hours} hour${hours === 1 ? '' : 's'} ${minutes >= 0 ? 'ahead of' : 'behind'} UTC`;
};

/** The answerer of one portfolio: the verdict on an offset from UTC asked, or undefined. */
export function offsetVerdict(portfolio: Portfolio, urls: Urls): (question: string) => AskAnswer | undefined {
  const zones = publicServices(portfolio).availability?.timeZones ?? [];
  const name = portfolio.profile?.name.split(/\s+/)[0] ?? 'The portfolio owner';
  return (question) => {
    const asked = ASKED.exec(question);
    if (!asked || zones.length !== 1) return undefined;
    const times = zoneTimes(zones[0]!);
    if (!times) return undefined;
    const hours = (HOURS[asked[1]!.toLowerCase()] ?? Number(asked[1])) + (/and a half/i.test(asked[0]) ? 0.5 : 0);
    const minutes = hours * 60 * (/ahead|after/i.test(asked[2]!) ? 1 : -1);
    const season = asked[3]?.toLowerCase();
    const time = season === 'summer' ? (times.daylight ?? times.standard) : times.standard;
    const other = season ? undefined : times.daylight;
    const yes = time.minutes === minutes || other?.minutes === minutes;
    const describe = (t: typeof time) => `${hoursText(t.minutes)} (${[t.offset, t.abbreviation].filter(Boolean).join(', ')})`;
    const when = season === 'summer' && times.daylight ? 'in summer ' : times.daylight ? 'in winter ' : '';
    const rest = other ? `, and in summer ${describe(other)}` : season && !times.daylight ? ' all year' : '';
    return reply('answer', 'profile', `${yes ? 'Yes' : 'No'}: ${when}${name} is ${describe(time)}${rest}, in the ${zones[0]} time zone.`, [
      urls.api(url('getServices')),
      urls.abs(url('services')),
    ]);
  };
}
