/**
 * "Is he German?", "Is she a Finn?", "Is Aroha a New Zealander?", "Is she from Japan?" (issue #28, the
 * owner's facts): a question of nationality or origin. A portfolio's profile has no such field, so a
 * "Yes." or "No." is never earned by what it has: a language spoken ("German: B1") is no nationality, a
 * place of work or an award of a country is no origin, and where the owner is based is not where the
 * owner is from. The answer says that the portfolio does not state it, with what it does state: where
 * the owner is based, and the level of a listed language of the same name. The words of nationality are
 * WordNet's and the gazetteer's, read at build time into the ask index (../knowledge/demonyms.ts); a
 * place asked "from" is one the gazetteer knows. Undefined for any other question.
 */
import type { Portfolio } from '../../portfolio.ts';
import type { Urls } from '../../urls.ts';
import { careerView, publicProfile } from '../../views.ts';
import { url } from '../../../catalogue/paths.ts';
import { findPlaces, isLocatedIn, resolveLocation } from '../gazetteer.ts';
import type { AskAnswer } from '../schema.ts';
import { releaseCompiledCode } from '../text/patterns.ts';
import { plainLetters } from '../text/plain-letters.ts';
import { reply } from './reply.ts';
import { ownerFirstName } from '../knowledge/owner-name.ts';

/** "Is she (a|an) X (citizen|national|by birth)?", the subject and X. */
const IS_A =
  /^\s*(?:is|are)\s+(she|he|they)\s+(?:an?\s+)?(?:(?:native|born|ethnic|ethnically|originally)\s+)?(.+?)(?:\s+(?:citizens?|nationals?|by birth|by nationality|people|person|man|woman))?\s*[?.!]*\s*$/iu;
/** "Is she from X?", "Is he originally from X?", "Does she come from X?", "Was he born in X?". */
const FROM =
  /^\s*(?:(?:is|are)\s+(?:she|he|they)\s+(?:originally\s+)?from|(?:does|do|did)\s+(?:she|he|they)\s+(?:originally\s+)?come\s+from|(?:was|were)\s+(?:she|he|they)\s+born\s+in)\s+(?:the\s+)?(.+?)\s*[?.!]*\s*$/iu;

/** The answerer of one portfolio (`demonyms`: the index's words of nationality, folded); undefined for other questions. */
export function nationalityAnswerer(portfolio: Portfolio, urls: Urls, demonyms: readonly string[] = []): (question: string) => AskAnswer | undefined {
  const who = ownerFirstName(portfolio);
  const profile = portfolio.profile ? publicProfile(portfolio.profile) : undefined;
  // The owner's full or first name, possessive or not, read as "she": "Is Aroha Tanaka-Beaumont German?".
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const spelled = [profile?.name, who].filter((name): name is string => !!name).map(literal);
  const owner = spelled.length ? new RegExp(`(?<![\\p{L}\\p{N}])(?:${spelled.join('|')})(?![\\p{L}\\p{N}])`, 'giu') : undefined;
  const home = profile?.location ?? '';
  const languages = careerView(portfolio).languages;
  const known = new Set(demonyms);
  const refs = [urls.api(url('getProfile'))];
  const based = home ? ` ${who} is based in ${home}.` : '';
  return (written) => {
    const question = owner ? written.replace(owner, 'she') : written;
    const from = FROM.exec(question);
    if (from) {
      const words = plainLetters(from[1]!).split(' ').filter(Boolean);
      const places = findPlaces(words);
      if (places.length !== 1 || places[0]!.start !== 0 || places[0]!.end !== words.length) return undefined;
      const place = places[0]!.place;
      const named = plainLetters(home).includes(plainLetters(place.name.replace(/^the /, '')));
      const inside = home && !named && isLocatedIn(home, resolveLocation(home), place) ? `, in ${place.name}` : '';
      return reply(
        'not_found',
        'profile',
        `The portfolio does not say where ${who} is from (nationality or origin).${home ? ` ${who} is based in ${home}${inside}.` : ''}`,
        refs,
        0.9,
      );
    }
    const is = IS_A.exec(question);
    if (!is) return undefined;
    const asked = plainLetters(is[2]!);
    if (!known.has(asked)) return undefined;
    // "German" is a language too: its level, which says nothing of nationality.
    const spoken = languages.find((language) => plainLetters(language.language) === asked);
    const level = spoken ? ` ${who} speaks ${spoken.language}${spoken.fluency ? ` (${spoken.fluency})` : ''}, which is a language, not a nationality.` : '';
    return reply('not_found', 'profile', `The portfolio does not state ${who}'s nationality.${based}${level}`, refs, 0.9);
  };
}

// Their machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(IS_A, FROM);
