// The social preview image of every page (see src/lib/social.ts), prerendered as /og/<page>.png.
import type { APIRoute, GetStaticPaths } from 'astro';
import { getPortfolio, urls } from '../../lib/portfolio.ts';
import { getSiteDesign } from '../../lib/site.ts';
import { otherPortfolios } from '../../lib/i18n.ts';
import { cardName, cardRenderer, cardStyle, socialCards, type SocialCard } from '../../lib/social.ts';

export const prerender = true;

/** The cards in the order of the paths below, rendered a few ahead (src/lib/social.ts). */
let render: ((card: SocialCard) => Promise<Uint8Array>) | undefined;

export const getStaticPaths = (async () => {
  const cards = socialCards(await getPortfolio(), await otherPortfolios());
  // The cards follow the site's theme and accent (site.yaml).
  render = cardRenderer(cards, new URL(urls.abs('/')).host, cardStyle(await getSiteDesign()));
  return cards.map((card) => ({ params: { page: cardName(card.path) }, props: { card } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ card: SocialCard }> = async ({ props }) => {
  render ??= cardRenderer([], new URL(urls.abs('/')).host, cardStyle(await getSiteDesign()));
  return new Response(Buffer.from(await render(props.card)), { headers: { 'Content-Type': 'image/png' } });
};
