/**
 * `.env` (issue #16): read the same way by the build, the server and the scripts
 * (scripts/lib/env-file.mjs), the environment winning over the file; SITE_URL defaults to
 * http://localhost:<PORT>. The file is named with PORTFOLIO_ENV_FILE so that no test writes a
 * .env into the repository.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEnvFile } from '../../scripts/lib/env-file.mjs';
import { startServer } from '../../scripts/lib/start-server.mjs';
import { siteUrl } from '../../integrations/site-url.mjs';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('portfolio-env');
const OUT = `dist-test/env-${process.pid}`;
afterAll(() => rmSync(OUT, { recursive: true, force: true }));

describe('loadEnvFile', () => {
  it('fills what the environment lacks, never overrides it, and can be turned off', () => {
    const file = join(tempDir(), 'x.env');
    writeFileSync(file, 'A=from-file\nB="quoted # value"\n# comment\nC=from-file\n');
    const env: Record<string, string | undefined> = { PORTFOLIO_ENV_FILE: file, C: 'from-env' };
    expect(loadEnvFile(env)).toBe(file);
    expect(env).toMatchObject({ A: 'from-file', B: 'quoted # value', C: 'from-env' });
    const off: Record<string, string | undefined> = { PORTFOLIO_ENV_FILE: '' };
    expect(loadEnvFile(off)).toBeNull();
    expect(off.A).toBeUndefined();
    expect(() => loadEnvFile({ PORTFOLIO_ENV_FILE: join(tempDir(), 'missing.env') })).toThrow(/does not exist/);
    expect(loadEnvFile({}, tempDir())).toBeNull(); // no .env in that directory: nothing read
  });

  it('SITE_URL defaults to http://localhost:<PORT>', () => {
    expect(siteUrl(undefined, undefined).site).toBe('http://localhost:4321');
    expect(siteUrl('', '8080').site).toBe('http://localhost:8080');
    expect(siteUrl('https://ada.dev', '8080').site).toBe('https://ada.dev');
    expect(siteUrl(undefined, 'nonsense').site).toBe('http://localhost:4321');
  });
});

describe('one .env for build, server and scripts', () => {
  it('the build, the server and npm run import all take their settings from the same file', async () => {
    const dir = tempDir();
    const envFile = join(dir, 'site.env');
    writeFileSync(envFile, `PORTFOLIO_CONTENT=${resolve('tests/fixtures/minimal/only-name')}\nPORT=8765\nPORTFOLIO_DIST=${resolve(OUT)}\n`);
    const env: NodeJS.ProcessEnv = { ...process.env, PORTFOLIO_ENV_FILE: envFile, ASTRO_TELEMETRY_DISABLED: '1', ASTRO_CACHE_DIR: `${OUT}-cache` };
    delete env.PORTFOLIO_CONTENT; // the test runner sets it; here the file must provide it
    delete env.SITE_URL;
    delete env.PORT;
    execFileSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build', '--silent', '--outDir', OUT], { env, stdio: ['ignore', 'ignore', 'inherit'] });
    const snapshot = JSON.parse(readFileSync(join(OUT, 'server', 'portfolio.json'), 'utf8'));
    expect(snapshot.data.profile.name).toBe('Sam Okafor');
    expect(snapshot.site).toBe('http://localhost:8765');

    // The server finds the build through the same file (PORT=0 from the environment wins).
    const server = await startServer('server.mjs', { env: { PORTFOLIO_ENV_FILE: envFile, STATE_DIR: join(dir, 'state') } });
    try {
      const profile = await (await fetch(new URL('/v1/profile', server.url))).json();
      expect(profile.data.name).toBe('Sam Okafor');
      const index = await (await fetch(new URL('/v1', server.url))).json();
      expect(index.data.openapi).toBe('http://localhost:8765/openapi.json');
    } finally {
      await server.stop();
    }

    // npm run import writes to PORTFOLIO_CONTENT of the file when --out is not given.
    const target = join(dir, 'imported');
    writeFileSync(envFile, `PORTFOLIO_CONTENT=${target}\n`);
    const r = spawnSync(process.execPath, ['scripts/import.mjs', resolve('tests/fixtures/jsonresume/minimal.resume.json')], {
      encoding: 'utf8',
      env: { ...env, PORTFOLIO_ENV_FILE: envFile },
    });
    expect(r.status, r.stderr).toBe(0);
    expect(readFileSync(join(target, 'profile.md'), 'utf8')).toContain('Lea Fischer');
  }, 180_000);
});
