#!/usr/bin/env node
// agent-portfolio <command>: the owner's commands of a site that depends on the kit (its npm
// scripts call them). The site's directory is the working directory: its content/ folder, .env,
// dist/ (the build), .astro/ (Astro's cache) and data/ (the server's state) are read and written
// there; the kit's own files (pages, server, integrations) are read from this package and never
// copied into the site (docs/decisions/0001-kit-as-package.md).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildEnv } from './build-env.mjs';

const kit = (path) => fileURLToPath(new URL(`../${path}`, import.meta.url));
const { version, engines } = JSON.parse(readFileSync(kit('package.json'), 'utf8'));

const USAGE = `agent-portfolio ${version}

usage: agent-portfolio <command> [options]

  dev            the site with live reload (PORT, HOST; default 127.0.0.1:4321)
  build          check the content and build the site into dist/
  serve          serve the last build (PORT, HOST, WORKERS)
  start          build, then serve
  import <file>  write content/ from a JSON Resume document ([--out <dir>] [--force])
  agents <cmd>   the agents of the site: list | approve | deny | revoke | rotate-key
  create <dir>   start a new site in <dir> ([--kit <spec>] [--node | --no-node])
  version        print the kit's version`;

/** Astro, the build and the server need this Node; `create` and `version` run on any. */
function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  const [, needMajor, needMinor] = /(\d+)\.(\d+)/.exec(engines.node) ?? [];
  if (major > Number(needMajor) || (major === Number(needMajor) && minor >= Number(needMinor))) return;
  fail(
    `Node ${engines.node} is needed, this is Node ${process.versions.node}. Install a newer Node, or add the \`node\` package to the site (\`npm install node@24 --save-exact\`): npm scripts then use it.`,
  );
}

function fail(message) {
  console.error(`agent-portfolio: ${message}`);
  process.exit(1);
}

/**
 * Node's flags for the kit's scripts: its TypeScript loads from node_modules (bin/typescript.mjs,
 * which uses Node's type stripping, still flagged experimental: its one-line notice is silenced).
 */
const TYPESCRIPT = ['--disable-warning=ExperimentalWarning', '--import', new URL('./typescript.mjs', import.meta.url).href];

/** Runs a Node script of the kit in the site's directory and resolves with its exit code. */
function run(script, args, nodeArgs = [], env = process.env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...TYPESCRIPT, ...nodeArgs, script, ...args], {
      stdio: 'inherit',
      env: { ASTRO_TELEMETRY_DISABLED: '1', ...env },
    });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** The names Astro looks for in a site's directory (astro/dist/core/config/config.js). */
const SITE_CONFIGS = ['astro.config.mjs', 'astro.config.js', 'astro.config.ts', 'astro.config.mts'];

/** The site's own Astro configuration (which uses the kit's integration), or null: the kit's configuration then. */
function siteConfig(dir = process.cwd()) {
  return SITE_CONFIGS.map((name) => join(dir, name)).find((path) => existsSync(path)) ?? null;
}

/**
 * Astro's own command line, the site's directory as its root, with the site's astro.config.mjs when
 * it has one (docs/decisions/0002-astro-integration.md), else with the kit's (a path from the root,
 * as Astro reads it).
 */
function astro(command, args) {
  const manifest = createRequire(kit('package.json')).resolve('astro/package.json');
  const cli = join(dirname(manifest), JSON.parse(readFileSync(manifest, 'utf8')).bin.astro);
  const config = siteConfig() ? [] : ['--config', relative(process.cwd(), kit('astro.config.mjs'))];
  // The build's allocator settings (bin/build-env.mjs), before its process starts.
  return run(cli, [command, '--root', process.cwd(), ...config, ...args], [], command === 'build' ? buildEnv() : process.env);
}

/** The Node flags of the kit's `npm run serve` (one source for the site and the repository). */
function serveFlags() {
  const { scripts } = JSON.parse(readFileSync(kit('package.json'), 'utf8'));
  return /^node\s+(.*?)\s*server\.mjs$/.exec(scripts.serve)?.[1].split(/\s+/).filter(Boolean) ?? [];
}

const commands = {
  dev: (args) => astro('dev', args),
  build: (args) => astro('build', args),
  serve: (args) => run(kit('server.mjs'), args, serveFlags()),
  start: async (args) => (await commands.build([])) || commands.serve(args),
  import: (args) => run(kit('scripts/import.mjs'), args),
  agents: (args) => run(kit('scripts/agents.mjs'), args),
};

const [command, ...args] = process.argv.slice(2);
if (command === 'create') {
  const { createSite } = await import('./create.mjs');
  process.exitCode = await createSite(args);
} else if (command === 'version' || command === '--version') console.log(version);
else if (!command || command === 'help' || command === '--help') console.log(USAGE);
else if (!Object.hasOwn(commands, command)) fail(`unknown command "${command}"\n\n${USAGE}`);
else {
  checkNode();
  process.exitCode = await commands[command](args);
}
