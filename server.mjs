// The production server: serves the last build (dist/, or PORTFOLIO_DIST) on HOST:PORT
// (defaults 127.0.0.1:4321). Everything it does is in src/server/, compiled by the build into
// dist/server/app/: this file checks the Node version (Astro's server build needs 22.12), reads
// HOST and PORT, starts the server and stops it on SIGTERM and SIGINT.
import { resolve } from 'node:path';
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadEnvFile } from './scripts/lib/env-file.mjs';

const NEEDED = [22, 12];

function fail(message) {
  console.error(`serve: ${message}`);
  process.exit(1);
}

function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < NEEDED[0] || (major === NEEDED[0] && minor < NEEDED[1])) {
    fail(
      `Node ${NEEDED.join('.')} or newer is needed, this is Node ${process.versions.node}. Run \`npm run serve\`: it uses the project's own Node (the \`node\` dependency).`,
    );
  }
}

function readListenConfig(env) {
  const host = env.HOST?.trim() || '127.0.0.1';
  const portText = env.PORT?.trim() || '4321';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port > 65535) fail(`PORT must be an integer from 0 to 65535; got "${env.PORT}"`);
  return { host, port };
}

/** The build to serve: PORTFOLIO_DIST (default dist/ next to this file). */
function distUrl(env) {
  return env.PORTFOLIO_DIST?.trim() ? pathToFileURL(`${resolve(env.PORTFOLIO_DIST.trim())}/`) : new URL('./dist/', import.meta.url);
}

/** Starts the server with the environment's configuration; a bad value ends the process with one line naming it. */
export async function start(env = process.env) {
  checkNode();
  const dist = distUrl(env);
  // The build's compiled copy of src/server (integrations/server-bundle.mjs): plain JavaScript.
  const app = new URL('server/app/server.js', dist);
  if (!existsSync(app)) fail(`no build found (${fileURLToPath(app)} is missing): run \`npm run build\` first`);
  const { createServer } = await import(app.href);
  try {
    return await createServer({ dist, projectDir: fileURLToPath(new URL('.', import.meta.url)), env });
  } catch (err) {
    if (err?.name === 'ConfigError') fail(`invalid configuration: ${err.message}`);
    if (err?.name === 'NoBuildError') fail(err.message);
    throw err;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // .env, read the same way as the build and the scripts do (the environment wins).
  try {
    loadEnvFile();
  } catch (err) {
    fail(err.message);
  }
  const { host, port } = readListenConfig(process.env);
  const server = await start();
  server.on('error', (err) => fail(`cannot listen on ${host}:${port}: ${err.message}`));
  server.listen(port, host, () => {
    const { address, port: actual } = server.address();
    const shown = address.includes(':') ? `[${address}]` : address;
    console.log(`listening http://${shown}:${actual}`); // tests and scripts parse this line
  });
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => {
      server.closeAllConnections();
      process.exit(0);
    }, 500).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
