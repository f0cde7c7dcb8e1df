/**
 * The owner's publications and talks asked by what they are about (issue #28, the owner's facts), read before the
 * career's list of them (./owner-first.ts):
 * - "How many faults did her IEEE paper look at?", "How long is the lag of vanadium detectors according to her paper?":
 *   a paper, article or talk of the owner's, named by words of its title, venue or summary, answered with its entry
 *   and summary (where the value asked is);
 * - "Has she written anything about review by exception?", "Has she spoken at Nor-Shipping?": "Yes." with the
 *   publications (for writing) or talks (for speaking) whose title, venue or summary write every word asked; when none
 *   does the question is left to the other readers (a topic may be in a project).
 * One entry only for the first shape (the most shared words, no tie). Field-neutral: the words are the content's.
 */
import type { Portfolio } from '../../portfolio.ts';
import type { Urls } from '../../urls.ts';
import { careerView } from '../../views.ts';
import { url } from '../../../catalogue/paths.ts';
import type { AskAnswer } from '../schema.ts';
import { FUNCTION_WORDS } from '../lexicon.ts';
import { ownerFirstName } from '../knowledge/owner-name.ts';
import { joinList } from '../text/english.ts';
import { releaseCompiledCode } from '../text/patterns.ts';
import { tokenize } from '../text/words.ts';
import { reply } from './reply.ts';

/** "her IEEE paper", "his latency paper", "her talk": one of the owner's publications or talks, by a possessive. */
const POSSESSED = /\b(?:her|his|their)\s+(?:[\w&-]+\s+){0,3}?(paper|article|publication|talk|keynote|presentation|lecture)s?\b/i;
/** "Has she written anything about X?", "has he spoken at X?", "did she give a talk on X?". */
const ABOUT =
  /^\s*(?:has|have|did|does)\s+\S+\s+(?:ever\s+)?(written|published|spoken|talked|presented|lectured|given\s+(?:a\s+)?talks?|give\s+(?:a\s+)?talks?|write|publish|speak|talk|present)\b(?:\s+(?:anything|something|a\s+paper|an\s+article|papers|articles))?\s+(?:about|on|at)\s+(.+?)\s*\??\s*$/i;
/** Words of a question that name no publication ("how", "many", "according"). */
const ASKING = /^(?:how|many|much|long|what|which|when|where|who|according|look|looked|did|does|do|is|was|the)$/;

const TALK = /^(?:talk|keynote|presentation|lecture|spoken|talked|presented|lectured|given|give|speak|present)/i;

/** The answerer of one portfolio, or undefined-returning when it lists no publication or talk. */
export function publicationAnswerer(portfolio: Portfolio, urls: Urls): (question: string) => AskAnswer | undefined {
  const publications = careerView(portfolio).publications ?? [];
  if (!publications.length) return () => undefined;
  const name = ownerFirstName(portfolio);
  const person = new Set(tokenize(name).map((token) => token.folded));
  const entries = publications.map((entry) => ({
    entry,
    stems: new Set(tokenize([entry.name, entry.publisher, entry.summary].filter(Boolean).join(' ')).map((token) => token.stem)),
    talk: entry.kind === 'talk',
  }));
  const refs = [urls.api(url('getCareer'))];
  const line = (entry: (typeof publications)[number]) =>
    `“${entry.name}” (${[entry.kind === 'talk' ? 'talk' : 'publication', entry.publisher, entry.date].filter(Boolean).join(', ')})${entry.summary ? `: ${entry.summary}` : ''}`;
  return (question) => {
    const about = ABOUT.exec(question);
    if (about) {
      const wanted = tokenize(about[2]!).filter((token) => !FUNCTION_WORDS.has(token.folded) && token.folded.length > 1);
      if (!wanted.length) return undefined;
      // Writing is a publication's, speaking a talk's; "presented" either.
      const kind = /^present/i.test(about[1]!) ? undefined : TALK.test(about[1]!);
      const found = entries.filter((each) => (kind === undefined || each.talk === kind) && wanted.every((token) => each.stems.has(token.stem)));
      if (!found.length) return undefined;
      // The form the career's own "spoken at" answer writes: "Yes. “Title” (talk, venue, date)".
      return reply('answer', 'profile', `Yes. ${joinList(found.map((each) => line(each.entry)))}.`, refs);
    }
    const possessed = POSSESSED.exec(question);
    if (!possessed) return undefined;
    const talk = TALK.test(possessed[1]!);
    const wanted = tokenize(question).filter(
      (token) => !FUNCTION_WORDS.has(token.folded) && !ASKING.test(token.folded) && !person.has(token.folded) && token.folded !== possessed[1]!.toLowerCase(),
    );
    const scored = entries
      .filter((each) => each.talk === talk)
      .map((each) => ({ each, shared: wanted.filter((token) => each.stems.has(token.stem)).length }))
      .sort((a, b) => b.shared - a.shared);
    const [best, next] = scored;
    if (!best?.shared || (next && next.shared === best.shared)) return undefined;
    return reply('answer', 'profile', `From ${name}'s publications and talks: ${line(best.each.entry)}.`, refs);
  };
}

// Their machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(POSSESSED, ABOUT, ASKING, TALK);
