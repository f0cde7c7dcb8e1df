/**
 * The import rules of the project (`npm run check:imports`, part of `npm run check`;
 * docs/architecture.md explains the layers). LAYERS lists the folders from the bottom up: a module
 * imports only from its own folder or from a folder listed before it, never from one listed after
 * it, and no import cycle is allowed anywhere. So the folders form no cycle either: an arrow from
 * a lower folder to a higher one is the only way to make one, and it fails here.
 *
 * There is no list of known violations: any violation fails the check.
 */

/** Each layer: a name (the rule's) and the paths (regular expressions) it holds; bottom first. */
const LAYERS = [
  // base: imports nothing else of the project.
  ['base', ['^src/(errors|config|catalogue)/']],
  // core: content, the model, its views, the ask engine; pure TypeScript.
  ['core', ['^src/core/']],
  // state: the state database and the Redis failure answer every store shares.
  ['state', ['^src/state/']],
  // services, in the order they build on each other.
  ['auth', ['^src/auth/']],
  ['messages', ['^src/messages/']],
  ['owner', ['^src/owner/']],
  // surfaces, each above what it reads.
  ['http', ['^src/http/']],
  ['mcp', ['^src/mcp/']],
  ['discovery', ['^src/discovery/']],
  ['lib', ['^src/lib/']],
  ['console', ['^src/console/']],
  ['server', ['^src/server/']],
  ['deploy', ['^src/deploy/']],
  ['website', ['^src/(pages|components|layouts|scripts|styles)/', '^src/middleware\\.ts$', '^src/content\\.config\\.ts$']],
  ['build', ['^integrations/', '^server\\.mjs$', '^astro\\.config\\.mjs$']],
];

const pathsOf = (layers) => layers.flatMap(([, paths]) => paths).join('|');

/** One rule a layer: it imports nothing of the layers above it. */
const layerRules = LAYERS.slice(0, -1).map(([name, paths], i) => ({
  name: `layer-${name}`,
  severity: 'error',
  comment: `The ${name} layer imports only from itself and the layers below it (.dependency-cruiser.cjs, LAYERS).`,
  from: { path: paths.join('|') },
  to: { path: pathsOf(LAYERS.slice(i + 1)) },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', comment: 'An import cycle: split the shared part into a lower module.', from: {}, to: { circular: true } },
    {
      name: 'layer-unknown',
      severity: 'error',
      comment: 'Every module of src/ belongs to a layer: add its folder to LAYERS in .dependency-cruiser.cjs.',
      from: { path: '^src/', pathNot: pathsOf(LAYERS) },
      to: {},
    },
    ...layerRules,
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|dist-test|tests)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'], extensions: ['.ts', '.mjs', '.js', '.json'] },
  },
};
