/**
 * The owner's facts asked in other words (issue #28, session 32), read on the whole question before the
 * field paths and the facts read there (`next`), each by its own module: nationality (./nationality.ts), a credential (./credentials.ts),
 * a published level (./own-levels.ts), a place the content writes (./owner-places.ts), the same time zone
 * against another clock (../knowledge/zone-offsets.ts), a profile's network (./own-profiles.ts), a season of the bio (./own-seasons.ts), a publication
 * or talk asked by its words (./publication-asked.ts).
 */
import type { Portfolio } from '../../portfolio.ts';
import type { Urls } from '../../urls.ts';
import type { AskAnswer } from '../schema.ts';
import { credentialAnswerer } from './credentials.ts';
import { nationalityAnswerer } from './nationality.ts';
import { privateContactAnswerer } from './private-contact.ts';
import { ownLevelAnswerer } from './own-levels.ts';
import { ownerPlaceAnswerer } from './owner-places.ts';
import { zoneOffsetReader } from '../knowledge/zone-offsets.ts';
import { ownProfileAnswerer } from './own-profiles.ts';
import { ownSeasonAnswerer } from './own-seasons.ts';
import { publicationAnswerer } from './publication-asked.ts';

/** The field paths and whole-question facts (`next`) after the owner's facts asked in other words (`table`: the ask index's credential words; `named`: a listed name, no place). */
export function withOwnerFacts(
  next: (question: string) => AskAnswer | undefined,
  portfolio: Portfolio,
  urls: Urls,
  table?: string,
  named: (folded: string) => boolean = () => false,
  demonyms: readonly string[] = [],
): (question: string, foreign?: boolean) => AskAnswer | undefined {
  // "Is he German?", "Is she from Japan?": nationality, which no field states (./nationality.ts).
  const nationality = nationalityAnswerer(portfolio, urls, demonyms);
  // "Is she on Matrix?", "Does he live on Harbour Street?": the private contact block, never a verdict (./private-contact.ts).
  const contact = privateContactAnswerer(portfolio);
  const credential = credentialAnswerer(portfolio, urls, table);
  // "How good is his Spanish?", "What level is her pricing?": a published level (./own-levels.ts).
  const level = ownLevelAnswerer(portfolio, urls);
  // "Does she travel to Japan?", "Has she worked in Alberta?": the places the content writes (./owner-places.ts).
  const place = ownerPlaceAnswerer(portfolio, urls, named);
  // "Is he in the same time zone as Singapore?", "How far behind Tokyo is she?", "It's 10:00 in London: what time is it for him?":
  // the listed zone against another clock (../knowledge/zone-offsets.ts).
  const zone = zoneOffsetReader(portfolio, urls);
  // "Does she post on Qiita?": a network of the profiles (./own-profiles.ts).
  const profile = ownProfileAnswerer(portfolio, urls);
  // "Is she on call in winter?": a bio clause over a stretch of months (./own-seasons.ts).
  const season = ownSeasonAnswerer(portfolio, urls);
  // "How many faults did her IEEE paper look at?", "Has she spoken at Nor-Shipping?": a publication or talk by its words (./publication-asked.ts).
  const publication = publicationAnswerer(portfolio, urls);
  return (question, foreign) =>
    nationality(question) ??
    credential(question) ??
    level(question) ??
    place(question, foreign) ??
    zone(question) ??
    profile(question) ??
    contact(question) ??
    season(question) ??
    publication(question) ??
    next(question);
}
