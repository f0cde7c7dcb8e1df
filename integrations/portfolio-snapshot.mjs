/**
 * Writes dist/server/portfolio.json: the validated portfolio (private fields included, so it
 * stays on the server side of the build) with the site origin and base, and
 * dist/server/ask-index.json, the prebuilt /v1/ask index. server.mjs answers the on-demand /v1
 * requests from them. It comes from the same loader as the content collections
 * (src/core/content/load.ts) over the same directory, in the same build.
 */
import { writeFile } from 'node:fs/promises';

export default function portfolioSnapshot() {
  let config;
  return {
    name: 'portfolio-snapshot',
    hooks: {
      'astro:config:done': ({ config: c }) => {
        config = c;
      },
      'astro:build:done': async ({ logger }) => {
        const { contentDir, loadPortfolioSource } = await import('../src/core/content/load.ts');
        const { portfolioData } = await import('../src/core/portfolio.ts');
        const data = portfolioData(loadPortfolioSource(contentDir()));
        const snapshot = { version: 1, site: config.site, base: config.base, data };
        await writeFile(new URL('server/portfolio.json', config.outDir), JSON.stringify(snapshot));
        // The /v1/ask index, built once here rather than per request or per start.
        const { buildAskIndex } = await import('../src/core/ask/index.ts');
        const { createPortfolio } = await import('../src/core/portfolio.ts');
        await writeFile(new URL('server/ask-index.json', config.outDir), JSON.stringify(buildAskIndex(createPortfolio(data))));
        logger.info(`portfolio snapshot: ${data.projects.length} projects, ${data.skills.length} skill categories`);
      },
    },
  };
}
