// The social preview image of every page (see src/lib/social.ts), prerendered as /og/<page>.png.
import type { APIRoute, GetStaticPaths } from 'astro';
import { getPortfolio, urls } from '../../lib/portfolio.ts';
import { cardImagePath, renderCardPng, socialCards, type SocialCard } from '../../lib/social.ts';

export const prerender = true;

export const getStaticPaths = (async () => {
  const cards = socialCards(await getPortfolio());
  return cards.map((card) => ({ params: { page: cardImagePath(card.path).slice('/og/'.length, -'.png'.length) }, props: { card } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ card: SocialCard }> = async ({ props }) =>
  new Response(Buffer.from(await renderCardPng(props.card, new URL(urls.abs('/')).host)), {
    headers: { 'Content-Type': 'image/png' },
  });
