/**
 * The card of each page (src/lib/social-pages.ts `socialCardOf`, read by the layout of every page):
 * the same card as a search of the whole list, and the list made once per portfolio, not once per
 * page (issue #29: a build of 1,000 projects renders about 1,000 pages, and listing every card on
 * each of them made the build quadratic in the number of projects).
 */
import { describe, expect, it } from 'vitest';
import { loadSiteContent } from '../../src/core/content/languages.ts';
import { createPortfolio, type Portfolio, portfolioData } from '../../src/core/portfolio.ts';
import { socialCardOf, socialCards } from '../../src/lib/social-pages.ts';

const content = loadSiteContent('tests/fixtures/example-portfolio');
const portfolioIn = (lang: string) => createPortfolio(portfolioData(content.sources.get(lang)!));

/** The portfolio, counting how often its tag pages are read (once for each listing of the cards). */
function counted(portfolio: Portfolio): { portfolio: Portfolio; reads: () => number } {
  let reads = 0;
  const proxy = new Proxy(portfolio, {
    get(target, key, receiver) {
      if (key === 'tagPages') reads++;
      return Reflect.get(target, key, receiver);
    },
  });
  return { portfolio: proxy, reads: () => reads };
}

describe('socialCardOf', () => {
  const english = portfolioIn(content.defaultLanguage);
  const others = content.languages.slice(1).map(portfolioIn);
  const all = socialCards(english, others);

  it('gives every page the card a search of the whole list finds, and nothing for an unknown path', () => {
    expect(others.length).toBeGreaterThan(0);
    for (const card of all) expect(socialCardOf(english, others, card.path)).toEqual(all.find((c) => c.path === card.path));
    expect(socialCardOf(english, others, '/no/such/page')).toBeUndefined();
  });

  it('lists the cards once for all the pages of a build, and again for other translations', () => {
    const { portfolio, reads } = counted(portfolioIn(content.defaultLanguage));
    for (const card of all) socialCardOf(portfolio, others, card.path);
    expect(all.length).toBeGreaterThan(50);
    expect(reads()).toBe(1);
    // Without the translations (another set of languages): listed again, without their pages.
    expect(socialCardOf(portfolio, [], all.at(-1)!.path)).toBeUndefined();
    expect(reads()).toBe(2);
  });
});
