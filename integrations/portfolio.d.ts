// The types of the kit's Astro integration (integrations/portfolio.mjs), for a site's astro.config.mjs.
import type { AstroIntegration } from 'astro';

/**
 * The options of `portfolio()`. Each is the site's default for a variable of the environment; a
 * value set in the environment or in `.env` wins (docs/own-repository.md).
 */
export interface PortfolioOptions {
  /** The public address of the site, as SITE_URL: `https://ada.dev` or `https://user.github.io/portfolio/`. */
  site?: string;
  /** The content folder, relative to the site's directory, as PORTFOLIO_CONTENT (default `content`). */
  content?: string;
}

/** The kit as an Astro integration: `integrations: [portfolio()]`. */
export default function portfolio(options?: PortfolioOptions): AstroIntegration;
