/**
 * Every public sentence and field the owner's own content states about the owner: the bio's, the career's
 * and the services' sentences (./facts.ts) and each interest with its keywords ("Cycling (Cargo bike)"),
 * with the resource each is cited with. Read by the last step before "nothing about" (../answers/last-resort.ts)
 * and, at build time, for the forms of their words (./lemma-forms.ts).
 */
import type { Portfolio } from '../../portfolio.ts';
import type { Urls } from '../../urls.ts';
import { careerView, publicProfile, publicServices } from '../../views.ts';
import { url } from '../../../catalogue/paths.ts';
import { buildFacts } from './facts.ts';

export interface OwnText {
  text: string;
  reference: string;
  /** "bio", "career", "services" or "interests". */
  source: string;
  /** The entry a career or service sentence belongs to ("Judge at Bluewater Science Fair"). */
  context?: string;
}

export function ownTexts(portfolio: Portfolio, urls: Urls): OwnText[] {
  const career = careerView(portfolio);
  const facts = buildFacts({
    profile: portfolio.profile ? publicProfile(portfolio.profile) : null,
    urls,
    career,
    services: publicServices(portfolio),
  });
  return [
    ...facts.map((fact) => ({ text: fact.text, reference: fact.reference, source: fact.source, ...(fact.context ? { context: fact.context } : {}) })),
    ...career.interests.map((interest) => ({
      text: interest.keywords?.length ? `${interest.name} (${interest.keywords.join(', ')})` : interest.name,
      reference: urls.api(url('getCareer')),
      source: 'interests',
    })),
  ];
}
