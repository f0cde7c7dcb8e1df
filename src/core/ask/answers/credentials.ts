/**
 * "Does she have an NDT qualification?", "Is he trained in mines rescue?", "Can she legally fly drones?", "Has she done fire
 * suppression training?", "Is she licensed to fly drones?" (issue #28, the owner's facts asked in other
 * words): a yes/no about a credential of the owner, read against the complete lists that hold them,
 * the certificates and the volunteer roles ("First aider"):
 * - every word the question names the credential by is in one entry's name (the same stem, a longer
 *   form of it, "aid" of "aider", "manager" of "management", or a word WordNet gives for it at build time: "drone" for "Remote
 *   Pilot", "fly" for "pilot", ../knowledge/credential-words.ts): "Yes." with that entry;
 * - its head (the last word: "deck officer" -> "officer") and at least half of the words are: that
 *   entry as the closest, without a verdict, saying which word it does not write;
 * - else, when a permission is asked ("legally", "licensed", "allowed": session 34, "Can she legally drive in …?"
 *   answered "Yes." from a skill that wrote a place word): the complete list without a verdict, since only a credential
 *   grants it and none names what is asked;
 * - else nothing (the rest of the engine answers, a "No." over the complete list included).
 * The words of credentials themselves ("licence", "certified", "trained") only say that one is asked. "Is he a vet?"
 * (a role asked by its noun, no credential word) asks one too when an entry holds every word ("Registered Veterinary
 * Surgeon"); else the rest of the engine answers.
 */
import type { Portfolio } from '../../portfolio.ts';
import type { Urls } from '../../urls.ts';
import { careerView } from '../../views.ts';
import { url } from '../../../catalogue/paths.ts';
import { CREDENTIAL_WORDS } from '../knowledge/credential-words.ts';
import { FUNCTION_WORDS } from '../lexicon.ts';
import type { AskAnswer } from '../schema.ts';
import { tokenize } from '../text/words.ts';
import { releaseCompiledCode } from '../text/patterns.ts';
import { reply } from './reply.ts';
import { ownerFirstName } from '../knowledge/owner-name.ts';

/** A yes/no about the owner: an auxiliary first. */
const YES_NO = /^\s*(?:is|are|was|does|do|did|has|have|had|can|could)\b/i;
/** A credential asked: its own words ("licence", "certified", "qualification", "trained in", "training"). */
const ASKS_CREDENTIAL =
  /\b(?:legally|allowed|permitted|licen[cs]e[sd]?|certif(?:ied|icate|icates|ication|ications)|qualifi(?:ed|cation|cations)|accredited|accreditation|chartered|diploma|credentials?|permit|trained|training)\b/i;
/** A permission asked: only a credential grants it, so the skills and projects cannot say "Yes." to it. */
const ASKS_PERMISSION = /\b(?:legally|allowed|permitted)\b/i;
/** "Is he a vet?", "Is she an engineer?": a role asked by its noun, the whole question. */
const ASKS_ROLE = /^\s*(?:is|are|was)\s+\S+\s+(?:an?)\s+[^?,;]+\??\s*$/i;
/** The words before a role's noun phrase. */
const ASKS_ROLE_HEAD = /^\s*(?:is|are|was)\s+\S+\s+(?:an?)\s+/i;
/** The owner named as the one who holds it: a personal pronoun (the owner's own names are added per portfolio). */
const PERSON = /\b(?:she|he|they|her|him|his|them)\b/i;
/** Words of having or doing that name no credential. */
const NOT_NAMING = new Set([
  'hold',
  'holds',
  'held',
  'gotten',
  'obtain',
  'obtained',
  'earn',
  'earned',
  'pass',
  'passed',
  'take',
  'taken',
  'took',
  'complete',
  'completed',
  'valid',
  'current',
  // "Can she legally fly drones?", "Is he allowed to …": they say only that a credential is asked.
  'legally',
  'allowed',
  'permitted',
]);

interface Entry {
  line: string;
  from: string;
  stems: readonly string[];
  folded: readonly string[];
}

/** The answerer of one portfolio; `table` is the index's credential words (question stem -> entry stems). */
export function credentialAnswerer(portfolio: Portfolio, urls: Urls, table = ''): (question: string) => AskAnswer | undefined {
  const career = careerView(portfolio);
  const who = ownerFirstName(portfolio);
  const ownNames = new Set(tokenize(portfolio.profile?.name ?? '').map((token) => token.folded));
  const entries: Entry[] = [
    ...career.certificates.map((c) => ({
      text: c.name,
      line: [c.name, c.issuer && `issued by ${c.issuer}`, c.date && `in ${c.date}`].filter(Boolean).join(', '),
      from: 'certificates',
    })),
    ...(career.volunteer ?? []).flatMap((v) => (v.role ? [{ text: v.role, line: `${v.role} at ${v.organisation}`, from: 'volunteer roles' }] : [])),
  ].map(({ text, line, from }) => {
    const tokens = tokenize(text).filter((token) => !FUNCTION_WORDS.has(token.folded));
    return { line, from, stems: tokens.map((token) => token.stem), folded: tokens.map((token) => token.folded) };
  });
  let bridges: Map<string, string[]> | undefined;
  const bridged = (wordStem: string) => {
    bridges ??= new Map(
      table
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const [key, ...targets] = line.split(' ');
          return [key!, targets];
        }),
    );
    return bridges.get(wordStem) ?? [];
  };
  const refs = [urls.api(url('getCareer')), urls.abs(url('resume'))];
  // No entry names what is asked: every entry, so that the asker judges, and no verdict.
  const unnamed = (asked: readonly { folded: string }[]) => {
    const froms = [...new Set(entries.map((entry) => entry.from))];
    const words = asked.map((word) => `“${word.folded}”`).join(' or ');
    return reply(
      'answer',
      'profile',
      `None of ${who}'s ${froms.join(' or ')} names ${words}. They are: ${entries.map((entry) => entry.line).join('; ')}.`,
      refs,
      0.6,
    );
  };
  return (question) => {
    if (!entries.length || !YES_NO.test(question)) return undefined;
    const role = !ASKS_CREDENTIAL.test(question);
    if (role && !ASKS_ROLE.test(question)) return undefined;
    const tokens = tokenize(question);
    if (!PERSON.test(question) && !tokens.some((token) => ownNames.has(token.folded))) return undefined;
    const asked = tokens.filter(
      (token) =>
        token.folded.length >= 2 &&
        !FUNCTION_WORDS.has(token.folded) &&
        !CREDENTIAL_WORDS.test(token.folded) &&
        !NOT_NAMING.has(token.folded) &&
        !ownNames.has(token.folded),
    );
    if (!asked.length) return undefined;
    // A role asked by words the engine drops ("portfolio" of "a portfolio manager"): not this reader's.
    if (role && tokenize(question.replace(ASKS_ROLE_HEAD, '')).length !== asked.length) return undefined;
    const written = (entry: Entry, word: { folded: string; stem: string }) =>
      entry.stems.includes(word.stem) || entry.folded.some((each) => sameWord(word.folded, each));
    const holds = (entry: Entry, word: { folded: string; stem: string }) =>
      written(entry, word) || bridged(word.stem).some((target) => entry.stems.includes(target));
    // A role asked ("Is he a vet?"): a certificate, its noun by WordNet at most, every other word written ("portfolio manager" is no "Risk Manager").
    const last = asked[asked.length - 1];
    const scored = (role ? entries.filter((entry) => entry.from === 'certificates') : entries).map((entry) => ({
      entry,
      held: asked.filter((word) => (role && word !== last ? written(entry, word) : holds(entry, word))),
    }));
    const full = scored.filter((score) => score.held.length === asked.length);
    if (full.length) {
      const lines = full.map((score) => score.entry.line);
      const from = full[0]!.entry.from;
      return reply('answer', 'profile', `Yes. From ${who}'s ${from}: ${lines.join('; ')}.`, refs, 0.9);
    }
    if (role) return undefined;
    const head = asked[asked.length - 1]!;
    const near = scored.filter((score) => score.held.includes(head) && score.held.length * 2 >= asked.length);
    if (near.length !== 1) return ASKS_PERMISSION.test(question) ? unnamed(asked) : undefined;
    const lacking = asked.filter((word) => !near[0]!.held.includes(word));
    // "Is she a Certified Kubernetes Administrator?": a word of a name (capitalised) that the entry lacks is another credential.
    const capitalised = new Set(question.match(/\p{Lu}[\p{L}\p{N}]*/gu)?.map((word) => word.toLowerCase()));
    if (lacking.some((word) => capitalised.has(word.folded))) return undefined;
    const missing = lacking.map((word) => `“${word.folded}”`);
    return reply(
      'answer',
      'profile',
      `${who}'s closest entry among the ${near[0]!.entry.from} is ${near[0]!.entry.line}; it does not write ${missing.join(' or ')}.`,
      refs,
      0.6,
    );
  };
}

/**
 * Whether two words are one word's forms: a longer form of a short word ("aid", "aider"), or one stem
 * with other endings ("manager", "management": a common start of five letters or more that leaves
 * at most two letters of the shorter).
 */
function sameWord(asked: string, written: string): boolean {
  if (asked.length >= 3 && written.startsWith(asked) && written.length - asked.length <= 3) return true;
  let common = 0;
  while (common < asked.length && asked[common] === written[common]) common++;
  return common >= 5 && common >= Math.min(asked.length, written.length) - 2;
}

// Their machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(YES_NO, ASKS_CREDENTIAL, ASKS_PERMISSION, ASKS_ROLE, ASKS_ROLE_HEAD, PERSON);
