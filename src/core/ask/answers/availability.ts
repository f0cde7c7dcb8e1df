/**
 * Availability questions that the availability's fields alone do not answer (issue #28, class 3):
 * - "Does she take several clients at once?": how many engagements run at the same time, which the
 *   availability's note or a bio sentence states ("One external client at a time").
 * - "How many days a week is he in the office?": the owner's own working week, which the bio states
 *   ("I am in the office three days a week"), not the days a week offered to clients (the
 *   availability's `daysPerWeek`), which follows it as the figure for client work.
 * The words read are general English (concurrency, a week's days); the sentences are the content's.
 */
import { availabilityText } from '../../career.ts';
import type { Portfolio } from '../../portfolio.ts';
import type { Urls } from '../../urls.ts';
import { publicServices } from '../../views.ts';
import type { Fact } from '../knowledge/facts.ts';
import type { Knowledge } from '../knowledge/knowledge.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import { isStopLike } from '../question/stop-words.ts';
import type { AskAnswer } from '../schema.ts';
import { owners, reply } from './reply.ts';
import { url } from '../../../catalogue/paths.ts';
import { releaseCompiledCode } from '../text/patterns.ts';

/** A question about engagements at the same time: "at once", "simultaneously", "in parallel", "several … at a time". */
const ASKS_CONCURRENT =
  /\b(?:at once|at the same time|simultaneous\w*|concurrent\w*|in parallel|(?:several|multiple|many|more than one|two|other)\b.*\bat a time)\b/i;

/** A sentence that states it: "one client at a time", "two projects at once", "never more than one … in parallel". */
const STATES_CONCURRENT = /\b(?:at a time|at once|at the same time|simultaneous\w*|concurrent\w*|in parallel)\b/i;

/** A week's days stated: "three days a week", "4 days per week". */
const DAYS_A_WEEK = /\b(?:\d+|one|two|three|four|five|six|seven|half)\s+days?\s+(?:a|per|each|every)\s+week\b/i;

/** Words of availability for new work: such a question is the availability's (general English). */
const FOR_WORK = /\b(?:available|availability|free|hire|hiring|book|clients?|customers?|engagements?|contracts?|new work|take on|offer|give)\b/i;

/** The answerer of one portfolio: an answer, or undefined when the question is neither of the two. */
export function availabilityFacts(portfolio: Portfolio, urls: Urls, today = new Date().toISOString().slice(0, 10)) {
  const availability = publicServices(portfolio).availability;
  const servicesRefs = [urls.api(url('getServices')), urls.abs(url('services'))];
  return (knowledge: Knowledge, question: ParsedQuestion, text: string): AskAnswer | undefined => {
    if (ASKS_CONCURRENT.test(text)) {
      // The availability's note first, then the bio's and the services' sentences.
      const stated = orderedFacts(knowledge).find((fact) => STATES_CONCURRENT.test(fact.text));
      if (!stated) return undefined;
      const from = stated.context === 'availability' ? 'availability' : stated.source === 'bio' ? 'bio' : stated.source;
      return reply('answer', 'profile', `From ${owners(knowledge)} ${from}: “${stated.text.trim()}”`, [stated.reference], 0.8);
    }
    if (!/\bdays?\s+(?:a|per|each|every)\s+week\b/i.test(text) || FOR_WORK.test(text)) return undefined;
    // "In the studio", "in the office": a content word of the question beyond the days and the week.
    const content = question.words.filter((word) => !isStopLike(knowledge, word.folded) && !['day', 'days', 'week', 'many'].includes(word.folded));
    const own = knowledge.facts.find((fact) => fact.source === 'bio' && DAYS_A_WEEK.test(fact.text) && content.some((word) => fact.stemSet.has(word.stem)));
    if (!own) return undefined;
    const forClients = availability?.daysPerWeek ? ` For client work: ${availabilityText(availability, today)}` : '';
    return reply(
      'answer',
      'profile',
      `From ${owners(knowledge)} bio: “${own.text.trim()}”${forClients}`,
      [own.reference, ...(forClients ? servicesRefs : [])],
      0.9,
    );
  };
}

/** The facts with the availability's note first, then the bio's, then the rest, each in content order. */
function orderedFacts(knowledge: Knowledge): Fact[] {
  const rank = (fact: Fact) => (fact.context === 'availability' ? 0 : fact.source === 'bio' ? 1 : 2);
  return [...knowledge.facts].sort((a, b) => rank(a) - rank(b));
}

// Their machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(ASKS_CONCURRENT, STATES_CONCURRENT, DAYS_A_WEEK, FOR_WORK);
