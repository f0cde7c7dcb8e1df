/**
 * Writes dist/server/portfolio.json: the validated portfolio (private fields included, so it
 * stays on the server side of the build) with the site origin and base, and
 * dist/server/ask-index.json, the prebuilt /v1/ask index. server.mjs answers the on-demand /v1
 * requests from them. It comes from the same loader as the content collections
 * (src/core/content/load.ts) over the same directory, in the same build. The images the text
 * names (the portrait, a write-up's `./diagram.png`) get the URLs of the files the build made of
 * them: the prerendering records them (src/lib/portfolio.ts, Astro's image service) in the record
 * this integration puts on `globalThis` when the build starts, and publishImages
 * (src/core/images.ts) writes them into the data as absolute URLs, as it does for the pages.
 */
import { writeFile } from 'node:fs/promises';

/**
 * Pages are files such as projects.html, linked without the extension (/projects): hosts that
 * try `.html` resolve them; a plain file server does not (found with python3 -m http.server).
 */
const STATIC_HOSTS =
  'STATIC_ONLY: the pages link /projects for the file projects.html. GitHub Pages, Netlify, Cloudflare Pages and nginx with the generated configuration resolve that; a plain file server (python3 -m http.server, S3 website hosting) does not: publish there through one of those, or add a rule that tries $uri.html';

/**
 * `deploy`: STATIC_ONLY and API_ORIGIN (./deployment.mjs), so that the server knows its own origin.
 * @param {{ staticOnly: boolean, apiOrigin: string | null }} [deploy]
 */
export default function portfolioSnapshot(deploy = { staticOnly: false, apiOrigin: null }) {
  let config;
  return {
    name: 'portfolio-snapshot',
    hooks: {
      'astro:config:done': ({ config: c }) => {
        config = c;
      },
      'astro:build:start': async () => {
        const { BUILT_IMAGES } = await import('../src/core/images.ts');
        globalThis[BUILT_IMAGES] = {};
      },
      'astro:build:done': async ({ logger }) => {
        const { contentDir } = await import('../src/core/content/load.ts');
        const { loadSiteContent } = await import('../src/core/content/languages.ts');
        const { portfolioData } = await import('../src/core/portfolio.ts');
        const { BUILT_IMAGES, imagesOf, publishImages } = await import('../src/core/images.ts');
        const { createUrls } = await import('../src/core/urls.ts');
        const { siteDesign } = await import('../src/core/schema/site.ts');
        const content = loadSiteContent(contentDir());
        const source = content.sources.get(content.defaultLanguage);
        const built = globalThis[BUILT_IMAGES] ?? {};
        delete globalThis[BUILT_IMAGES];
        // Refuse rather than publish text whose images the pages show and the API would not: the
        // prerendering always records (an empty record when there are no images).
        if (!built.writeups)
          throw new Error('portfolio snapshot: the prerendering recorded no images (was it run in another process?), so the API cannot name them');
        if (source.profile?.data.portrait && !built.portrait)
          throw new Error('portfolio snapshot: profile.md names a portrait, but the prerendering recorded no built image for it');
        // The Node server's origin: the site's, or API_ORIGIN for a static-only site (null: none).
        const server = deploy.staticOnly ? deploy.apiOrigin : new URL(config.site).origin;
        const urls = createUrls(config.site, config.base, server);
        const publish = (lang) => publishImages(portfolioData(content.sources.get(lang)), imagesOf(built, lang), urls);
        const data = publish(content.defaultLanguage);
        // The other languages (src/core/content/languages.ts), each complete: absent when the site has one.
        const others = content.languages.slice(1);
        const translations = others.length ? { translations: Object.fromEntries(others.map((lang) => [lang, publish(lang)])) } : {};
        // The theme and accent of site.yaml, for what the server draws itself (the MCP Apps views).
        const { theme, accent } = siteDesign(source.site);
        // site.yaml's data, for the on-demand pages in the server (src/core/server-content.ts): with the
        // portfolios above, they then never load Astro's content collections.
        const siteFile = source.site ?? null;
        const snapshot = { version: 1, site: config.site, base: config.base, server, data, ...translations, design: { theme, accent }, siteFile };
        await writeFile(new URL('server/portfolio.json', config.outDir), JSON.stringify(snapshot));
        // The /v1/ask index of each language, built once here rather than per request or per start.
        const { buildAskIndex } = await import('../src/core/ask/index.ts');
        const { createPortfolio } = await import('../src/core/portfolio.ts');
        await writeFile(new URL('server/ask-index.json', config.outDir), JSON.stringify(buildAskIndex(createPortfolio(data))));
        for (const [lang, other] of Object.entries(translations.translations ?? {}))
          await writeFile(new URL(`server/ask-index.${lang}.json`, config.outDir), JSON.stringify(buildAskIndex(createPortfolio(other))));
        logger.info(`portfolio snapshot: ${data.projects.length} projects, ${data.skills.length} skill categories`);
        if (deploy.staticOnly) logger.warn(STATIC_HOSTS);
      },
    },
  };
}
