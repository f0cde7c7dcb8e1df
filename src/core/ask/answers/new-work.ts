/**
 * "Is he taking on new clients?", "is she accepting new projects?", "is he open for work?" (issue #28,
 * session 31): the public availability, with its date, rather than a skill check on the words.
 */
import { availabilityText } from '../../career.ts';
import type { Portfolio } from '../../portfolio.ts';
import type { Urls } from '../../urls.ts';
import { publicServices } from '../../views.ts';
import { url } from '../../../catalogue/paths.ts';
import type { AskAnswer } from '../schema.ts';
import { reply } from './reply.ts';
import { releaseCompiledCode } from '../text/patterns.ts';
import { ownerFirstName } from '../knowledge/owner-name.ts';

const NEW_WORK =
  /^\s*(?:is|are|does|do|will|would|can)\b.*?\b(?:tak(?:e|es|ing) on|accept(?:s|ing)?|open (?:to|for)|look(?:s|ing) for|booking|book(?:s|ed) up|free for|have room for|has room for)\s+(?:any\s+|new\s+|more\s+|freelance\s+|contract\s+)*(?:clients?|customers?|projects?|work|engagements?|contracts?|commissions?|assignments?|gigs?)\b/i;

/** The answerer of one portfolio: the availability when new work is asked about; undefined otherwise. */
export function newWorkAnswerer(portfolio: Portfolio, urls: Urls, today = new Date().toISOString().slice(0, 10)): (question: string) => AskAnswer | undefined {
  const availability = publicServices(portfolio).availability;
  const name = ownerFirstName(portfolio);
  return (question) => {
    if (!availability || !NEW_WORK.test(question)) return undefined;
    return reply('answer', 'profile', `${name}'s availability: ${availabilityText(availability, today)}`, [
      urls.api(url('getServices')),
      urls.abs(url('services')),
    ]);
  };
}

// Its machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(NEW_WORK);
