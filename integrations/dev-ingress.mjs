/**
 * `astro dev` goes through the same ingress as the production server (src/server/ingress.ts):
 * its middleware is the first the dev server runs, so that path canonicalisation, body limits,
 * Host and method checks, the API, the OAuth endpoints and MCP behave as in production. Content
 * edits are picked up: a change in the content folder makes the API read it again.
 */
import { relative, isAbsolute } from 'node:path';

export default function devIngress() {
  let config;
  return {
    name: 'dev-ingress',
    hooks: {
      // Whether the code runs under `astro dev` (import.meta.env.DEV also follows NODE_ENV, which a
      // build under a test runner may set): src/middleware.ts sends no CSP there.
      'astro:config:setup': ({ command, updateConfig }) => {
        updateConfig({ vite: { define: { __PORTFOLIO_DEV_SERVER__: JSON.stringify(command === 'dev') } } });
      },
      'astro:config:done': ({ config: c }) => {
        config = c;
      },
      'astro:server:setup': async ({ server, logger }) => {
        const { createDevIngress } = await import('../src/server/dev.ts');
        const ingress = await createDevIngress({ site: config.site, base: config.base, env: process.env, projectDir: process.cwd() });
        server.middlewares.use((req, res, next) => ingress.handle(req, res, next));
        server.watcher.add(ingress.contentDir);
        server.watcher.on('all', (_event, file) => {
          const rel = relative(ingress.contentDir, file);
          if (rel && !rel.startsWith('..') && !isAbsolute(rel)) ingress.reload();
        });
        server.httpServer?.once('close', () => ingress.close());
        logger.info(`API, OAuth and MCP answer from ${ingress.contentDir}`);
      },
    },
  };
}
