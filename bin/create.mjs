// agent-portfolio create <dir>: starts a site in its own directory (its own repository): the
// starter content, package.json depending on the kit, astro.config.mjs using the kit's integration,
// .env.example, .gitignore, .npmrc and a README. Nothing of the kit is copied: the site runs the kit's commands from node_modules, so
// `npm update` is the whole upgrade. It runs on any Node that runs npm (no dependencies), because
// it decides whether the site needs the `node` package (when npm's Node is older than the kit needs).
//
//   --kit <spec>   the dependency on the kit (default: ^<this version>, from the npm registry)
//   --pack         pack this checkout (npm pack) into <dir>/vendor/ and depend on that tarball,
//                  so a site can be tried with no registry (the repository's `npm run create`)
//   --node / --no-node   add the pinned `node` package, or not (default: only when needed)
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const KIT_DIR = fileURLToPath(new URL('..', import.meta.url));
const USAGE = 'usage: agent-portfolio create <dir> [--kit <spec>] [--pack] [--node | --no-node]';

/** The kit's package.json: its version, the Node it needs and the pinned `node` package (a dev dependency here). */
function kitPackage() {
  return JSON.parse(readFileSync(join(KIT_DIR, 'package.json'), 'utf8'));
}

/** The site's name for package.json: the directory's name, lower-case, npm's allowed characters only. */
export function siteName(dir) {
  const name = basename(resolve(dir))
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^[._-]+|[-]+$/g, '');
  return name.slice(0, 100) || 'portfolio';
}

/** Whether `version` (x.y.z) is at least the lowest version of a `>=x.y.z` range. */
export function satisfiesMinimum(version, range) {
  const have = version.replace(/^v/, '').split('.').map(Number);
  const need = (/(\d+)\.(\d+)\.(\d+)/.exec(range) ?? [0, 0, 0, 0]).slice(1).map(Number);
  for (let i = 0; i < 3; i++) if (have[i] !== need[i]) return have[i] > need[i];
  return true;
}

/** The Node that will run `npm install` and the site's scripts when no `node` package is added: npm's own. */
function npmNodeVersion() {
  const node = process.env.npm_node_execpath || 'node';
  try {
    return execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return process.version;
  }
}

/** The site's package.json: its scripts call the kit's binary; `node` pinned only when asked. */
export function sitePackage({ name, kitSpec, withNode, kit }) {
  const scripts = Object.fromEntries(['dev', 'build', 'start', 'serve', 'import', 'agents'].map((c) => [c, `agent-portfolio ${c}`]));
  const dependencies = { 'agent-portfolio': kitSpec, ...(withNode ? { node: kit.devDependencies.node } : {}) };
  // npm runs these packages' install scripts without a warning (the kit's own list; `node` only when pinned).
  const allowScripts = Object.fromEntries(Object.entries(kit.allowScripts ?? {}).filter(([pkg]) => pkg in dependencies || pkg !== 'node'));
  return { name, version: '0.0.0', private: true, type: 'module', scripts, dependencies, engines: { node: kit.engines.node }, allowScripts };
}

const GITIGNORE = ['node_modules/', 'dist/', '.astro/', 'data/', '.env', '.env.*', '!.env.example', ''].join('\n');

/**
 * npm's settings for the site: no funding notices; with the pinned `node`, no engine warnings about
 * npm's older Node. npm 11 checks `engines` against the Node it runs on (process.version, set
 * unconditionally in npm's lib/npm.js; the `node-version` setting of older npm is gone), and it has
 * no setting that silences one warning code; `--force` would skip far more than the check. So the
 * narrowest way left is `loglevel=error`, only where the Node is pinned.
 */
function npmrc(withNode) {
  const lines = ['# npm settings of this site (agent-portfolio create)', 'fund=false', 'update-notifier=false'];
  if (withNode) {
    lines.push(
      "# npm itself runs on the system's Node, older than the site needs; the site's scripts run on the",
      '# pinned `node` package instead, so the engine warnings about the older Node do not apply.',
      'engine-strict=false',
      'loglevel=error',
    );
  }
  return `${lines.join('\n')}\n`;
}

/**
 * The site's Astro configuration: the kit as an integration, so the site can add its own integrations
 * and Vite options (docs/own-repository.md). No import of `astro`: the site does not depend on it
 * directly (npm installs it with the kit), so the file is a plain object, typed for editors.
 */
export const ASTRO_CONFIG = `// The Astro configuration of this site. The kit (agent-portfolio) is its integration: it brings the
// pages, the API and the server, and sets the site's address from SITE_URL (or portfolio({ site })).
// Add your own integrations and Vite options here; options of portfolio(): site, content.
import portfolio from 'agent-portfolio';

/** @type {import('astro').AstroUserConfig} */
export default {
  integrations: [portfolio()],
};
`;

function envExample() {
  return `# Configuration of the site: copy this file to .env (git-ignored); a variable set in the
# environment wins over the file. Every variable is optional; the kit lists them all, with their
# defaults, in node_modules/agent-portfolio/.env.example (its docs: docs/configuration.md).

# the public address of the site (default: http://localhost:<PORT>)
# SITE_URL=https://ada.dev
# where \`npm run serve\` and \`npm run dev\` listen (default 127.0.0.1:4321)
# HOST=127.0.0.1
# PORT=4321
`;
}

function readme(name, kitVersion) {
  return `# ${name}

A portfolio for people and AI agents, built with [agent-portfolio](https://www.npmjs.com/package/agent-portfolio) ${kitVersion}.

- \`npm install\`, then \`npm run dev\`: the site with live reload on http://127.0.0.1:4321
- Edit the files in \`content/\` (profile.md, projects/, posts/, skills.yaml, career.yaml, services.yaml):
  they are the example person's; make them yours. \`npm run build\` checks every file and lists each problem.
- \`npm start\`: build and serve, as in production. \`.env.example\` lists the common settings.
- \`astro.config.mjs\`: the kit is its Astro integration, \`portfolio()\`; add your own integrations and Vite options there.
- \`npm update\`: take the kit's next version (its CHANGELOG.md says what changed for content authors:
  \`node_modules/agent-portfolio/CHANGELOG.md\`).
`;
}

/** npm pack of this checkout into <dir>/vendor/; returns the dependency spec on the tarball. */
function packKit(dir) {
  const vendor = join(dir, 'vendor');
  mkdirSync(vendor, { recursive: true });
  const out = execFileSync('npm', ['pack', '--silent', '--pack-destination', vendor], { cwd: KIT_DIR, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  const file = out.trim().split('\n').pop();
  return `file:${relative(dir, join(vendor, file))}`;
}

function parse(args) {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { kit: { type: 'string' }, pack: { type: 'boolean' }, node: { type: 'boolean' }, 'no-node': { type: 'boolean' } },
  });
  if (positionals.length !== 1) throw new Error('expected one directory');
  if (values.kit && values.pack) throw new Error('--kit and --pack exclude each other');
  if (values.pack && !existsSync(join(KIT_DIR, 'astro.config.mjs'))) throw new Error('--pack packs a clone of the kit; this is not one');
  if (values.node && values['no-node']) throw new Error('--node and --no-node exclude each other');
  return { dir: resolve(positionals[0]), ...values };
}

/** The command: writes the site and says what to run next; resolves with the exit code. */
export async function createSite(args) {
  let options;
  try {
    options = parse(args);
  } catch (err) {
    console.error(`create: ${err.message}\n${USAGE}`);
    return 2;
  }
  const { dir } = options;
  if (existsSync(dir) && readdirSync(dir).length > 0) {
    console.error(`create: ${dir} is not empty; choose a new directory`);
    return 1;
  }
  const kit = kitPackage();
  const nodeVersion = npmNodeVersion();
  const withNode = options.node ?? (options['no-node'] ? false : !satisfiesMinimum(nodeVersion, kit.engines.node));
  mkdirSync(dir, { recursive: true });
  const kitSpec = options.pack ? packKit(dir) : options.kit || `^${kit.version}`;
  const name = siteName(dir);
  cpSync(join(KIT_DIR, 'examples/site/content'), join(dir, 'content'), { recursive: true });
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(sitePackage({ name, kitSpec, withNode, kit }), null, 2)}\n`);
  writeFileSync(join(dir, 'astro.config.mjs'), ASTRO_CONFIG);
  writeFileSync(join(dir, '.gitignore'), GITIGNORE);
  writeFileSync(join(dir, '.npmrc'), npmrc(withNode));
  writeFileSync(join(dir, '.env.example'), envExample());
  writeFileSync(join(dir, 'README.md'), readme(name, kit.version));
  const shown = relative(process.cwd(), dir) || '.';
  console.log(`create: a new site in ${shown} (agent-portfolio ${kitSpec})`);
  if (withNode) console.log(`create: npm runs on Node ${nodeVersion}; the site pins Node ${kit.devDependencies.node} (the \`node\` package) for its scripts`);
  console.log(`Next:\n  cd ${shown}\n  npm install\n  npm run dev`);
  return 0;
}
