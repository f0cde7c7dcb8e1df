/**
 * The import rules of the project (`npm run check`; docs/architecture.md explains the layers).
 * From the bottom up: base (src/errors, src/config) -> core (src/core: content, model, views,
 * ask) -> services (src/auth, src/messages) -> surfaces (src/http, src/mcp, src/server, src/discovery,
 * src/deploy, src/lib, the Astro pages, components, layouts, scripts and the middleware). A
 * module imports only from its own layer or below, and no import cycle is allowed anywhere.
 *
 * The violations that existed when the rules were written are listed in
 * .dependency-cruiser-known-violations.json (each to be removed); any other one fails the check.
 */
const BASE = '^src/(errors|config)/';
const CORE = '^src/core/';
const SERVICES = '^src/(auth|messages|owner)/';
const SURFACES = '^src/(http|mcp|server|console|discovery|deploy|lib|pages|components|layouts|scripts)/|^src/middleware\\.ts$|^src/content\\.config\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', comment: 'An import cycle: split the shared part into a lower module.', from: {}, to: { circular: true } },
    {
      name: 'base-imports-nothing',
      severity: 'error',
      comment: 'The base layer (errors, configuration) imports nothing else of the project.',
      from: { path: BASE },
      to: { path: '^src/', pathNot: BASE },
    },
    {
      name: 'core-imports-only-base',
      severity: 'error',
      comment: 'The core (content, model, views, ask) imports only the base layer.',
      from: { path: CORE },
      to: { path: `${SERVICES}|${SURFACES}` },
    },
    {
      name: 'services-import-no-surface',
      severity: 'error',
      comment: 'Services (auth) import the core and the base, never a surface.',
      from: { path: SERVICES },
      to: { path: SURFACES },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|dist-test|tests)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'], extensions: ['.ts', '.mjs', '.js', '.json'] },
  },
};
