/**
 * The owner's private contact details asked as a yes/no (issue #28, the owner's facts): "Is she on Matrix?",
 * "Can I reach him on Signal?", "Does she live on Harbour Street?", "Is his postcode 4051?". The contact block
 * (`phone`, `calendar`, `preferred` messenger, `address`, `postalCode`: docs/content.md, "Private fields") is
 * never published, so no source earns a "No." (nor a "Yes."): the answer says that the detail is not published,
 * with the public ways to reach the owner, whether or not the content fills the field (the engine never reads the
 * contact block, not even which of its fields are there: saying "private" would tell that one is). It never names a private value, nor repeats the name asked (it may be
 * the private one). A network of the public profiles is answered by ./own-profiles.ts before this; a name the
 * portfolio lists as a skill, a tag or a project is no network ("Is she on Kubernetes?" is not read here).
 */
import type { Portfolio } from '../../portfolio.ts';
import { publicProfile, skillNames } from '../../views.ts';
import type { AskAnswer } from '../schema.ts';
import { joinList } from '../text/english.ts';
import { releaseCompiledCode } from '../text/patterns.ts';
import { plainLetters } from '../text/plain-letters.ts';
import { reply } from './reply.ts';
import { ownerFirstName } from '../knowledge/owner-name.ts';

const OWNER = '(?:she|he|they|her|him|them)';
/** A capitalised name of one to three words ("Matrix", "Threema Work", "WeChat"). */
const NAME = "(\\p{Lu}[\\p{L}\\p{N}.+'-]*(?:\\s+\\p{Lu}[\\p{L}\\p{N}.+'-]*){0,2})";
/** "Is she on X?", "Is he reachable on X?", "Can I reach / message / text her on X?", "Can I contact him via X?". */
const ON_NETWORK = new RegExp(
  `^\\s*(?:(?:is|are)\\s+${OWNER}\\s+(?:also\\s+|still\\s+)?(?:(?:reachable|available|active|contactable)\\s+)?on|(?:can|could|may)\\s+(?:[Ii]|we|you|one)\\s+(?:reach|contact|message|text|ping|dm|find|call|chat with)\\s+${OWNER}\\s+(?:on|via|through|over|using))\\s+${NAME}\\s*[?.!]*\\s*$`,
  'u',
);
/** "Does she live on / at X?", "Is her (home|street) address X?": the address. */
const ADDRESS = new RegExp(
  `^\\s*(?:(?:does|do)\\s+${OWNER}\\s+(?:live|reside)\\s+(?:on|at)\\b|(?:is|are)\\s+(?:her|his|their)\\s+(?:home\\s+|street\\s+|postal\\s+)?address\\b)`,
  'iu',
);
/** "Is her postcode 4051?", "Is his phone number …?", "Is her calendar link …?": the other fields by their names. */
const FIELD =
  /^\s*(?:is|are)\s+(?:her|his|their)\s+(?:(post ?code|postal code|zip(?: code)?)|((?:mobile|cell|home|private)?\s*(?:phone|telephone|mobile|cell)(?: number)?)|(calendar|booking)(?: link| page)?)\b/iu;
/**
 * A time zone's abbreviation ("CET", "AEST") or name (CLDR's English names end in "Time": "Central European Time"),
 * which "Is she on …?" asks about too: read elsewhere.
 */
const ZONE_NAME = /^(?:UTC|GMT|\p{Lu}{1,4}T)(?:[+\-−]\d.*)?$|\sTime$/u;

/** The answerer of one portfolio: a private contact detail asked as a yes/no, or undefined. */
export function privateContactAnswerer(portfolio: Portfolio): (question: string) => AskAnswer | undefined {
  const who = ownerFirstName(portfolio);
  const profile = portfolio.profile ? publicProfile(portfolio.profile) : undefined;
  const networks = [
    ...(profile?.github ? ['GitHub'] : []),
    ...(profile?.linkedin ? ['LinkedIn'] : []),
    ...(profile?.profiles ?? []).map((entry) => entry.network),
  ];
  // What the portfolio lists under a name: a network asked by it is a question about that thing, not the contact block.
  const listed = new Set(
    [
      ...networks,
      'website',
      'e-mail',
      'email',
      ...Object.values(skillNames(portfolio.skills)).flat(),
      ...portfolio.projects.flatMap((project) => [project.title, ...project.tags]),
    ].map(plainLetters),
  );
  const places = (profile?.location ?? '')
    .split(',')
    .map((part) => plainLetters(part))
    .filter(Boolean);
  const namesPublicPlace = (question: string) =>
    [...question.matchAll(/\b(?:in|at)\s+((?:\p{Lu}[\p{L}'-]*\s*){1,3})/gu)].some((match) => places.includes(plainLetters(match[1]!)));
  const email = profile?.email;
  const publicWays = [email ? `e-mail: ${email}` : '', networks.length ? `${who}'s public profiles (${joinList(networks)})` : ''].filter(Boolean);
  const reach = publicWays.length ? ` The public ways to reach ${who}: ${publicWays.join('; ')}.` : '';
  const answer = (what: string, are = false) => reply('not_found', 'private', `${who}'s ${what} ${are ? 'are' : 'is'} not published.${reach}`, [], 1);
  return (question) => {
    // The question's first letter in lower case: the network's name is told by its capital.
    const network = ON_NETWORK.exec(question.replace(/^\s*\p{Lu}/u, (first) => first.toLowerCase()))?.[1];
    if (network) {
      if (listed.has(plainLetters(network)) || ZONE_NAME.test(network)) return undefined;
      return answer('messenger and phone number', true);
    }
    // "Is her address in Toronto?": the town or country of the public location, answered by the location's readers.
    if (ADDRESS.test(question) && !namesPublicPlace(question)) return answer('street address');
    const field = FIELD.exec(question);
    if (field?.[1]) return answer('postcode');
    if (field?.[2]) return answer('phone number');
    if (field?.[3]) return answer('booking calendar');
    return undefined;
  };
}

// Their machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(ON_NETWORK, ADDRESS, FIELD, ZONE_NAME);
