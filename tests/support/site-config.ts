/**
 * The files of a site with its own Astro configuration (tests/integration/site-config.test.ts,
 * tests/package/site.test.ts): astro.config.mjs with the kit's integration, an integration of the
 * site that injects two pages (/colophon.txt, /colophon), and a Vite `define` of the site that they print.
 */
export const GREETING = 'built by the site’s own configuration';

/** The site's astro.config.mjs; `portfolioOptions` is the source of the kit's options (`{ content: 'x' }`). */
export function siteConfig(portfolioOptions = ''): string {
  return `import portfolio from 'agent-portfolio';

/** The site's own addition: a page the kit does not have. */
const colophon = {
  name: 'site-colophon',
  hooks: {
    'astro:config:setup': ({ injectRoute }) => {
      injectRoute({ pattern: '/colophon.txt', entrypoint: new URL('./colophon.ts', import.meta.url), prerender: true });
      injectRoute({ pattern: '/colophon', entrypoint: new URL('./colophon.astro', import.meta.url), prerender: true });
    },
  },
};

export default {
  integrations: [portfolio(${portfolioOptions}), colophon],
  vite: { define: { __SITE_GREETING__: JSON.stringify(${JSON.stringify(GREETING)}) } },
};
`;
}

/** The injected pages (file name: text), an endpoint and an Astro page, each showing the site's Vite define. */
export const COLOPHON: Record<string, string> = {
  'colophon.ts': `export const GET = () => new Response(__SITE_GREETING__, { headers: { 'content-type': 'text/plain; charset=utf-8' } });\n`,
  'colophon.astro': `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>Colophon</title></head><body><p id="greeting">{__SITE_GREETING__}</p></body></html>\n`,
};
