// The social preview image of every page (see src/lib/social.ts), prerendered as /og/<page>.png.
import type { APIRoute, GetStaticPaths } from 'astro';
import { getPortfolio, urls } from '../../lib/portfolio.ts';
import { cardImagePath, cardRenderer, socialCards, type SocialCard } from '../../lib/social.ts';

export const prerender = true;

/** The cards in the order of the paths below, rendered a few ahead (src/lib/social.ts). */
let render: ((card: SocialCard) => Promise<Uint8Array>) | undefined;

export const getStaticPaths = (async () => {
  const cards = socialCards(await getPortfolio());
  render = cardRenderer(cards, new URL(urls.abs('/')).host);
  return cards.map((card) => ({ params: { page: cardImagePath(card.path).slice('/og/'.length, -'.png'.length) }, props: { card } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ card: SocialCard }> = async ({ props }) => {
  render ??= cardRenderer([], new URL(urls.abs('/')).host);
  return new Response(Buffer.from(await render(props.card)), { headers: { 'Content-Type': 'image/png' } });
};
