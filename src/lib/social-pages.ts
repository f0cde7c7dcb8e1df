/**
 * What every page needs to name its social preview image (src/layouts/Base.astro): the card's
 * size, its path, and the card of each page. Kept apart from the renderer (./social.ts), which
 * imports satori, resvg and sharp: the on-demand pages (`/ask`) import this module, and a server
 * that rendered one would otherwise load those three (two native libraries) and keep them.
 */
import { url } from '../catalogue/paths.ts';
import type { Portfolio } from '../core/portfolio.ts';
import { languagePages, sitePages } from '../discovery/pages.ts';

export interface SocialCard {
  /** The page path relative to the base: `/`, `/projects/feature-store`. */
  path: string;
  /** Small line above the title. */
  kicker: string;
  title: string;
  subtitle: string;
}

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** The card's name for a page path (the `{+page}` of the catalogue's `socialCard`): `/` -> `index`, `/projects/x` -> `projects/x`. */
export function cardName(pagePath: string): string {
  return pagePath.replace(/^\/+|\/+$/g, '') || 'index';
}

/** The image's path for a page path: `/` -> `/og/index.png`, `/projects/x` -> `/og/projects/x.png`. */
export function cardImagePath(pagePath: string): string {
  return url('socialCard', { params: { page: cardName(pagePath) } });
}

/** The card of every page of the site (src/discovery/pages.ts), in each language (`translations`: the other languages' portfolios). */
export function socialCards(portfolio: Portfolio, translations: readonly Portfolio[] = []): SocialCard[] {
  return [...sitePages(portfolio), ...translations.flatMap((t) => languagePages(t, portfolio.lang))].map(({ path, card }) => ({ path, ...card }));
}

/** The cards of `socialCards` by page path, made once per portfolio and its translations. */
const cardsByPath = new WeakMap<Portfolio, { translations: readonly Portfolio[]; cards: Map<string, SocialCard> }>();

/**
 * The card of one page (src/layouts/Base.astro, on every page): from the cards of `socialCards`,
 * listed once for the portfolio and its translations and then looked up by path, rather than listed
 * again for each page (a build of 1,000 projects renders about 1,000 pages: the list per page made
 * the build quadratic in the number of projects). Undefined for a path that has no card.
 */
export function socialCardOf(portfolio: Portfolio, translations: readonly Portfolio[], path: string): SocialCard | undefined {
  let known = cardsByPath.get(portfolio);
  if (!known || known.translations.length !== translations.length || known.translations.some((t, i) => t !== translations[i])) {
    const cards = new Map<string, SocialCard>();
    // The first card of a path wins, as a search of the list would find it.
    for (const card of socialCards(portfolio, translations)) if (!cards.has(card.path)) cards.set(card.path, card);
    known = { translations: [...translations], cards };
    cardsByPath.set(portfolio, known);
  }
  return known.cards.get(path);
}
