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
