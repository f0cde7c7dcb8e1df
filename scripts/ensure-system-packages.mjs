// The tests use programs from the system's packages, never downloaded binaries: Debian's Chromium
// (browser tests), nginx (the self-hosted front and the load balancer) and redis-server (the shared
// state backend). Where one is missing, it is installed with apt-get (Debian/Ubuntu as root), or
// the run stops with a message naming the package to install.
//
// `node scripts/ensure-system-packages.mjs [chromium] [nginx] [redis] [openssl]` (none named: all of them).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Each program: where it may be, the variable that overrides it, its Debian package, how to check it. */
export const PROGRAMS = {
  chromium: {
    env: 'CHROMIUM_PATH',
    candidates: ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'],
    aptPackage: 'chromium',
    versionArgs: ['--version'],
    purpose: 'The browser tests need the system Chromium',
  },
  nginx: {
    env: 'NGINX_PATH',
    candidates: ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'],
    // With the module that serves the build's brotli copies (brotli_static: dist/deploy/nginx.conf).
    aptPackage: 'nginx-light libnginx-mod-http-brotli-static',
    files: ['/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'],
    versionArgs: ['-v'],
    purpose: 'The deployment and load-balancer tests need nginx',
  },
  redis: {
    env: 'REDIS_SERVER_PATH',
    candidates: ['/usr/bin/redis-server', '/usr/local/bin/redis-server'],
    aptPackage: 'redis-server',
    versionArgs: ['--version'],
    purpose: 'The shared-state tests need redis-server',
  },
  openssl: {
    env: 'OPENSSL_PATH',
    candidates: ['/usr/bin/openssl', '/usr/local/bin/openssl'],
    aptPackage: 'openssl',
    versionArgs: ['version'],
    purpose: 'The Client ID Metadata Document tests make a test CA with openssl',
  },
};

/** The binary of a program: its variable if set, else the first candidate that exists. */
export function programPath(name) {
  const program = PROGRAMS[name];
  const configured = process.env[program.env]?.trim();
  if (configured) return configured;
  return program.candidates.find((p) => existsSync(p)) ?? program.candidates[0];
}

/** The Chromium binary: CHROMIUM_PATH, else the first system one found. */
export function chromiumPath() {
  return programPath('chromium');
}

function works(name, path) {
  const { files = [], versionArgs } = PROGRAMS[name];
  return existsSync(path) && files.every((f) => existsSync(f)) && spawnSync(path, versionArgs, { encoding: 'utf8' }).status === 0;
}

function version(name, path) {
  const run = spawnSync(path, PROGRAMS[name].versionArgs, { encoding: 'utf8' });
  return `${run.stdout}${run.stderr}`.trim().split('\n')[0];
}

/** Installs the missing programs among `names` (root with apt-get), or exits naming the packages. */
export function ensure(names) {
  const missing = names.filter((name) => !works(name, programPath(name)) && !process.env[PROGRAMS[name].env]);
  if (missing.length > 0 && process.getuid?.() === 0 && spawnSync('apt-get', ['--version']).status === 0) {
    const packages = missing.flatMap((name) => PROGRAMS[name].aptPackage.split(' '));
    console.log(`ensure-system-packages: installing ${packages.join(', ')} with apt-get...`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { stdio: 'inherit', env });
  }
  let failed = false;
  for (const name of names) {
    const path = programPath(name);
    if (works(name, path)) {
      console.log(`ensure-system-packages: ${version(name, path)} at ${path}`);
      continue;
    }
    const { purpose, aptPackage, env } = PROGRAMS[name];
    console.error(
      `ensure-system-packages: no working ${name} at ${path}. ${purpose}: install it ` +
        `(Debian/Ubuntu: \`sudo apt-get install ${aptPackage}\`) or set ${env} to its binary.`,
    );
    failed = true;
  }
  if (failed) process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const asked = process.argv.slice(2);
  const unknown = asked.filter((name) => !(name in PROGRAMS));
  if (unknown.length > 0) {
    console.error(`ensure-system-packages: unknown program ${unknown.join(', ')} (known: ${Object.keys(PROGRAMS).join(', ')})`);
    process.exit(2);
  }
  ensure(asked.length > 0 ? asked : Object.keys(PROGRAMS));
}
