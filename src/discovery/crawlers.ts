/** What crawlers read: robots.txt (with its AI crawler groups) and the sitemap of every page in every language. */
import type { Portfolio } from '../core/portfolio.ts';
import type { Urls } from '../core/urls.ts';
import { url } from '../catalogue/paths.ts';
import { languagePages, sitePages } from './pages.ts';

/** Crawlers named in their own group (tokens from the vendors' documentation, autumn 2026). */
export const AI_CRAWLERS = [
  'GPTBot',
  'OAI-SearchBot',
  'ChatGPT-User',
  'ClaudeBot',
  'Claude-User',
  'Claude-SearchBot',
  'Google-Extended',
  'Applebot-Extended',
  'PerplexityBot',
  'Perplexity-User',
  'CCBot',
  'Meta-ExternalAgent',
  'Amazonbot',
  'MistralAI-User',
];

/**
 * `agentmap`: adds the ARD `Agentmap:` line (ROBOTS_AGENTMAP=true). Off by default: Lighthouse's
 * robots.txt audit reports it as an unknown directive (SEO below 100), and the ARD catalog stays
 * discoverable at its well-known location, the HTML <link> and the Link header.
 */
export function robotsTxt(urls: Urls, contentSignal: string, agentmap = false): string {
  return [
    'User-agent: *',
    'Allow: /',
    `Content-Signal: ${contentSignal}`,
    '',
    ...AI_CRAWLERS.map((ua) => `User-agent: ${ua}`),
    'Allow: /',
    `Content-Signal: ${contentSignal}`,
    '',
    `Sitemap: ${urls.abs(url('sitemap'))}`,
    ...(agentmap ? [`Agentmap: ${urls.abs(url('aiCatalog'))}`] : []),
    '',
  ].join('\n');
}

/**
 * The sitemap: every page in every language (`translations`: the other languages' portfolios); a
 * page that exists in several languages lists them all as `xhtml:link` alternates, with `x-default`.
 * `dynamic: false` leaves out the on-demand pages (a static-only host has none).
 */
export function sitemapXml(
  portfolio: Portfolio,
  urls: Urls,
  { dynamic = true, translations = [] }: { dynamic?: boolean; translations?: readonly Portfolio[] } = {},
): string {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
  const pages = [...sitePages(portfolio), ...translations.flatMap((t) => languagePages(t, portfolio.lang))].filter((p) => dynamic || !p.dynamic);
  // The languages of each default-language page that has translations.
  const versions = new Map<string, { lang: string; path: string }[]>();
  for (const p of pages)
    if (p.translation)
      versions.set(p.translation.of, [
        ...(versions.get(p.translation.of) ?? [{ lang: portfolio.lang, path: p.translation.of }]),
        { lang: p.translation.lang, path: p.path },
      ]);
  const entries = pages.map((p) => {
    const group = versions.get(p.translation?.of ?? p.path) ?? [];
    const links = group.length
      ? [...group, { lang: 'x-default', path: group[0]!.path }]
          .map((v) => `\n    <xhtml:link rel="alternate" hreflang="${v.lang}" href="${esc(urls.abs(v.path))}"/>`)
          .join('')
      : '';
    return `  <url><loc>${esc(urls.abs(p.path))}</loc>${links}${links ? '\n  ' : ''}</url>`;
  });
  const xhtml = versions.size ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : '';
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>\n${entries.join('\n')}\n</urlset>\n`;
}
