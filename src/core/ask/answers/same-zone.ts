/**
 * "Is he in the same time zone as Singapore (UTC+8)?", "Is she on the same time as London?" (issue #28,
 * the owner's facts asked in other words): the owner's listed time zone and the other place's zone (the
 * IANA zone named after the city, from Intl's own list of zones, else the offset the question writes)
 * compared by their offsets in January and in July (the runtime's ICU data through Intl): "Yes." when
 * both agree, "No." when neither does, and "Only in …" for a zone that agrees in one season only.
 * Not a question about where the owner is based: Perth is no Singapore, but its clock is.
 */
import type { Portfolio } from '../../portfolio.ts';
import type { Urls } from '../../urls.ts';
import { publicServices } from '../../views.ts';
import { url } from '../../../catalogue/paths.ts';
import { dateTimeFormat } from '../../i18n/intl-cache.ts';
import type { AskAnswer } from '../schema.ts';
import { releaseCompiledCode } from '../text/patterns.ts';
import { reply } from './reply.ts';
import { ownerFirstName } from '../knowledge/owner-name.ts';

/** "the same time zone as X", "the same time as X", "share a time zone with X". */
const SAME = /\b(?:(?:same|one)\s+(?:time\s*zone|time|clock)\s+as|share\s+(?:a|the)\s+time\s*zone\s+with)\s+(.+?)\s*[?.!]*\s*$/i;
/** An offset written in the question: "UTC+8", "GMT-5", "UTC+5:30". */
const WRITTEN = /\b(?:utc|gmt)\s?([+\-−])\s?(\d{1,2})(?::?(\d\d))?\b/i;

const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z]+/g, ' ')
    .trim();

/** A zone's offsets from UTC in minutes on 15 January and 15 July 2025 (fixed dates: an answer does not change with the day). */
function offsets(zone: string): [number, number] | undefined {
  try {
    const at = (month: number) => {
      const written = dateTimeFormat('en', { timeZone: zone, timeZoneName: 'shortOffset' })
        .formatToParts(Date.UTC(2025, month, 15))
        .find((part) => part.type === 'timeZoneName')?.value;
      const match = /^GMT(?:([+-])(\d{1,2})(?::(\d\d))?)?$/.exec(written ?? '');
      if (!match) throw new Error('no offset');
      return (match[1] === '-' ? -1 : 1) * (Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0));
    };
    return [at(0), at(6)];
  } catch {
    return undefined;
  }
}

const offsetText = (minutes: number) =>
  `UTC${minutes < 0 ? '−' : '+'}${Math.floor(Math.abs(minutes) / 60)}${Math.abs(minutes) % 60 ? `:${String(Math.abs(minutes) % 60).padStart(2, '0')}` : ''}`;
const yearText = ([january, july]: [number, number]) =>
  january === july ? `${offsetText(january)} all year` : `${offsetText(january)} in January, ${offsetText(july)} in July`;

/** The IANA zone named after a place ("Singapore" -> Asia/Singapore, "New York" -> America/New_York), from Intl's list. */
function zoneOfPlace(place: string): string | undefined {
  const wanted = fold(place.replace(/\(.*\)/, ''));
  if (!wanted) return undefined;
  const zones = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
  return zones.find((zone) => fold(zone.split('/').at(-1)!.replace(/_/g, ' ')) === wanted);
}

/** The answerer of one portfolio: the verdict on sharing a time zone with a place, or undefined. */
export function sameZoneAnswerer(portfolio: Portfolio, urls: Urls): (question: string) => AskAnswer | undefined {
  const zones = publicServices(portfolio).availability?.timeZones ?? [];
  const who = ownerFirstName(portfolio);
  const refs = [urls.api(url('getServices')), urls.abs(url('services'))];
  return (question) => {
    const asked = SAME.exec(question);
    if (!asked || zones.length !== 1) return undefined;
    const own = offsets(zones[0]!);
    if (!own) return undefined;
    const zone = zoneOfPlace(asked[1]!);
    const written = WRITTEN.exec(question);
    const fixed = written ? (written[1] === '+' ? 1 : -1) * (Number(written[2]) * 60 + Number(written[3] ?? 0)) : undefined;
    const other = zone ? offsets(zone) : fixed !== undefined ? ([fixed, fixed] as [number, number]) : undefined;
    if (!other) return undefined;
    const place = asked[1]!.replace(/\s*\(.*\)\s*$/, '').trim();
    const theirs = `${place}${zone ? ` (${zone})` : ''} is on ${yearText(other)}`;
    const mine = `${who}'s ${zones[0]} is on ${yearText(own)}`;
    const winter = own[0] === other[0];
    const summer = own[1] === other[1];
    const verdict = winter && summer ? 'Yes.' : !winter && !summer ? 'No.' : `Only in ${winter ? 'January' : 'July'}:`;
    return reply('answer', 'profile', `${verdict} ${mine}; ${theirs}.`, refs, 0.9);
  };
}

// Their machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(SAME, WRITTEN);
