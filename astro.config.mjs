// @ts-check
// The kit's Astro configuration: the kit's integration alone (integrations/portfolio.mjs), which sets
// everything the kit needs. `npm run build|dev` in this repository and `agent-portfolio build|dev`
// in a site without an astro.config.mjs of its own use this file; a site's own configuration is
// the same line plus its own integrations and Vite options (docs/own-repository.md).
import { defineConfig } from 'astro/config';
import portfolio from './integrations/portfolio.mjs';

export default defineConfig({ integrations: [portfolio()] });
