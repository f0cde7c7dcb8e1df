// Browser tests use the system Chromium (no browser download). Where it is missing, install it
// from the system's packages (Debian/Ubuntu as root), or fail with a message saying what to do.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** The Chromium binary: CHROMIUM_PATH, else the first system one found. */
export function chromiumPath() {
  const configured = process.env.CHROMIUM_PATH?.trim();
  if (configured) return configured;
  return CANDIDATES.find((p) => existsSync(p)) ?? CANDIDATES[0];
}

function works(path) {
  return existsSync(path) && spawnSync(path, ['--version'], { encoding: 'utf8' }).status === 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let path = chromiumPath();
  if (!works(path) && !process.env.CHROMIUM_PATH) {
    const root = process.getuid?.() === 0;
    const hasApt = spawnSync('apt-get', ['--version']).status === 0;
    if (root && hasApt) {
      console.log('ensure-chromium: Chromium not found, installing it with apt-get (package "chromium")...');
      execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
      execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
      path = chromiumPath();
    }
  }
  if (!works(path)) {
    console.error(
      `ensure-chromium: no working Chromium at ${path}. The browser tests need the system Chromium: ` +
        'install it (Debian/Ubuntu: `sudo apt-get install chromium`) or set CHROMIUM_PATH to a Chromium or Chrome binary.',
    );
    process.exit(1);
  }
  console.log(`ensure-chromium: ${spawnSync(path, ['--version'], { encoding: 'utf8' }).stdout.trim()} at ${path}`);
}
