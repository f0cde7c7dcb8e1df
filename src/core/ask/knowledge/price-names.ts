/**
 * A word of price inside a name the content writes (issue #28, jargon): "Has he used
 * branch-and-price?", "Has he written a pricing problem for column generation?" ask about a method
 * the projects, skills or courses name, not about the owner's rates. Read from the public views.
 */
import type { Portfolio } from '../../portfolio.ts';
import type { Urls } from '../../urls.ts';
import { careerView, projectDetail, skillNames } from '../../views.ts';

/**
 * Whether a question's word of price belongs to a name the content writes: a hyphenated word
 * ("branch-and-price") or the word with the next one ("pricing problem"), as the projects' text,
 * the skills or the courses write it.
 */
export function priceNameChecker(portfolio: Portfolio, urls: Urls): (question: string) => boolean {
  const names = portfolio.projects
    .map((project) => projectDetail(project, urls))
    .map((view) => `${view.title} ${view.description} ${view.writeup} ${view.tags.join(' ')}`)
    .concat(
      Object.values(skillNames(portfolio.skills)).flat(),
      careerView(portfolio).education.flatMap((entry) => entry.courses ?? []),
    )
    .join(' ')
    .toLowerCase();
  return (question) => {
    const lower = question.toLowerCase();
    for (const match of lower.matchAll(/[a-z]+(?:-[a-z]+)+/g))
      if (/\b(?:pric\w*|rates?|fees?|costs?)\b/.test(match[0]) && names.includes(match[0])) return true;
    for (const match of lower.matchAll(/\b(pric\w*|rates?|fees?)\s+([a-z]{3,})\b/g)) if (names.includes(`${match[1]} ${match[2]}`)) return true;
    return false;
  };
}
