/**
 * "Does she post on Qiita?", "Does he write on Mastodon?" (issue #28, the owner's facts asked in other
 * words): a yes/no that names a network of the profile's `profiles` is about that profile, whatever the
 * verb ("post" is no question about the site's posts there): "Yes." with the profile's link.
 */
import type { Portfolio } from '../../portfolio.ts';
import type { Urls } from '../../urls.ts';
import { publicProfile } from '../../views.ts';
import { url } from '../../../catalogue/paths.ts';
import type { AskAnswer } from '../schema.ts';
import { releaseCompiledCode } from '../text/patterns.ts';
import { reply } from './reply.ts';
import { plainLetters } from '../text/plain-letters.ts';
import { ownerFirstName } from '../knowledge/owner-name.ts';

const YES_NO = /^\s*(?:is|are|does|do|did|has|have|can)\b/i;
/** "on Qiita", "at Mastodon", "to Qiita": the network is where the owner is, posts or writes. */
const ON = /\b(?:on|at|to|via|through)\s+(.+?)\s*[?.!]*\s*$/i;

const fold = plainLetters;

/** The answerer of one portfolio: a profile named as where the owner posts, or undefined. */
export function ownProfileAnswerer(portfolio: Portfolio, urls: Urls): (question: string) => AskAnswer | undefined {
  const profiles = portfolio.profile ? (publicProfile(portfolio.profile).profiles ?? []) : [];
  const who = ownerFirstName(portfolio);
  return (question) => {
    if (!profiles.length || !YES_NO.test(question)) return undefined;
    const where = ON.exec(question)?.[1];
    if (!where) return undefined;
    const found = profiles.find((entry) => fold(where) === fold(entry.network));
    if (!found) return undefined;
    const user = found.username ? ` (${found.username})` : '';
    return reply('answer', 'profile', `Yes. From ${who}'s profiles: ${found.network} profile${user}: ${found.url}`, [urls.api(url('getProfile'))], 0.9);
  };
}

// Their machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(YES_NO, ON);
