/**
 * Social preview images: one 1200×630 SVG card per page, generated at build time by
 * src/pages/og/[...page].svg.ts and referenced from every page's Open Graph and Twitter meta
 * (src/layouts/Base.astro). The cards come from the public views only.
 */
import type { Portfolio } from '../core/portfolio.ts';
import { sitePages } from '../discovery/pages.ts';

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

/** The image's path for a page path: `/` -> `/og/index.svg`, `/projects/x` -> `/og/projects/x.svg`. */
export function cardImagePath(pagePath: string): string {
  const clean = pagePath.replace(/^\/+|\/+$/g, '');
  return `/og/${clean || 'index'}.svg`;
}

/** The card of every page of the site (src/discovery/pages.ts). */
export function socialCards(portfolio: Portfolio): SocialCard[] {
  return sitePages(portfolio).map(({ path, card }) => ({ path, ...card }));
}

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

/** Greedy word wrap to at most `lines` lines of about `width` characters, with an ellipsis. */
export function wrap(text: string, width: number, lines: number): string[] {
  const out: string[] = [];
  let line = '';
  const words = text.split(/\s+/).filter(Boolean);
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const next = line ? `${line} ${word}` : word;
    if (next.length <= width || !line) {
      line = next;
      continue;
    }
    out.push(line);
    line = word;
    if (out.length === lines) {
      line = '';
      const last = out[lines - 1]!;
      out[lines - 1] = `${last.slice(0, Math.max(0, width - 1)).replace(/[\s,.;:·-]+$/, '')}…`;
      return out;
    }
  }
  if (line) out.push(line.length > width ? `${line.slice(0, width - 1)}…` : line);
  return out;
}

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
const SERIF = "'Iowan Old Style', 'Palatino Linotype', Palatino, Georgia, serif";

/** The SVG document of a card. `host` is shown at the bottom (for example `ada.dev`). */
export function renderCard(card: SocialCard, host: string): string {
  const titleSize = card.title.length > 40 ? 64 : 76;
  const title = wrap(card.title, titleSize === 64 ? 30 : 24, 3);
  const subtitle = wrap(card.subtitle, 52, Math.max(1, 4 - title.length));
  const titleTop = 250;
  const lineHeight = Math.round(titleSize * 1.15);
  const subtitleTop = titleTop + (title.length - 1) * lineHeight + 70;
  const text = (lines: string[], x: number, y: number, dy: number) => lines.map((l, i) => `<tspan x="${x}" y="${y + i * dy}">${escapeXml(l)}</tspan>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}" role="img" aria-label="${escapeXml(`${card.title}: ${card.subtitle}`)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0f1a2e"/><stop offset="1" stop-color="#1b58b8"/></linearGradient></defs>
<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#g)"/>
<rect x="80" y="110" width="72" height="6" rx="3" fill="#fdba74"/>
<text fill="#c9d8f5" font-family="${FONT}" font-size="30" font-weight="600" x="80" y="170">${escapeXml(card.kicker)}</text>
<text fill="#ffffff" font-family="${SERIF}" font-size="${titleSize}" font-weight="700">${text(title, 80, titleTop, lineHeight)}</text>
<text fill="#dbe5f7" font-family="${FONT}" font-size="32">${text(subtitle, 80, subtitleTop, 44)}</text>
<text fill="#c9d8f5" font-family="${FONT}" font-size="26" x="80" y="${CARD_HEIGHT - 60}">${escapeXml(host)}</text>
</svg>
`;
}
