// The kit as a package (issue #25), tried as a newcomer does: `npm run create -- <dir>` in this
// checkout, then in <dir> `npm install` (its size and warnings measured), `npm start` (with an
// integration and a Vite option of the site in its astro.config.mjs), `npm run dev`
// with a content mistake and its fix, and an upgrade to a newer kit with `npm update` alone (a
// registry on loopback publishes the kit; every other package comes from the npm registry).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/ports.ts';
import { COLOPHON, GREETING, siteConfig } from '../support/site-config.ts';
import { type Registry, startRegistry } from './registry.ts';
import { megabytes, npm, type Running, startScript, waitForStatus } from './site.ts';

const MAX_INSTALL_MB = 300;
const kit = JSON.parse(readFileSync('package.json', 'utf8')) as { name: string; version: string };
const nextVersion = kit.version.replace(/\d+$/, (patch) => String(Number(patch) + 1));

let work: string;
let site: string;
let registry: Registry;
let running: Running | undefined;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'portfolio-package-'));
  site = join(work, 'my-site');
  registry = await startRegistry();
});

afterAll(async () => {
  await running?.stop();
  await registry?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
});

const sitePackage = () => JSON.parse(readFileSync(join(site, 'package.json'), 'utf8'));
const installedKit = () => JSON.parse(readFileSync(join(site, 'node_modules/agent-portfolio/package.json'), 'utf8')).version;

/** `npm run <script>` in the site on a free port; resolves with the running process and its origin. */
async function run(script: 'start' | 'serve' | 'dev', ready: RegExp) {
  const port = await freePort();
  running = await startScript(site, script, { PORT: String(port), HOST: '127.0.0.1' }, ready);
  return `http://127.0.0.1:${port}`;
}

async function stop() {
  await running?.stop();
  running = undefined;
}

describe('a site in its own directory, from `npm run create`', () => {
  it('npm run create writes a small site that depends on this checkout, packed', async () => {
    const r = await npm('.', ['run', 'create', '--silent', '--', site], {}, 120_000);
    expect(r.status, r.output).toBe(0);
    const pkg = sitePackage();
    expect(pkg.dependencies['agent-portfolio']).toBe(`file:vendor/${kit.name}-${kit.version}.tgz`);
    expect(existsSync(join(site, 'vendor', `${kit.name}-${kit.version}.tgz`))).toBe(true);
    expect(pkg.scripts).toMatchObject({ dev: 'agent-portfolio dev', build: 'agent-portfolio build', start: 'agent-portfolio start' });
    for (const file of ['content/profile.md', 'content/skills.yaml', '.env.example', '.gitignore', '.npmrc', 'README.md'])
      expect(existsSync(join(site, file)), file).toBe(true);
    // Nothing of the kit is copied into the site: it stays in node_modules, for `npm update`. The
    // site's own astro.config.mjs holds the kit's integration only.
    for (const file of ['server.mjs', 'src', 'integrations']) expect(existsSync(join(site, file)), file).toBe(false);
    expect(readFileSync(join(site, 'astro.config.mjs'), 'utf8')).toMatch(/integrations: \[portfolio\(\)\]/);
    // The owner adds an integration of their own (a page) and a Vite option (a define the page prints).
    writeFileSync(join(site, 'astro.config.mjs'), siteConfig());
    for (const [file, text] of Object.entries(COLOPHON)) writeFileSync(join(site, file), text);
  });

  it(`npm install stays within ${MAX_INSTALL_MB} MB without the pinned Node runtime and prints no warning`, async () => {
    const r = await npm(site, ['install']);
    expect(r.status, r.output).toBe(0);
    expect(r.output.split('\n').filter((line) => /\bwarn/i.test(line))).toEqual([]);
    const pinnedNode = join(site, 'node_modules/node');
    const size = megabytes(join(site, 'node_modules')) - (existsSync(pinnedNode) ? megabytes(pinnedNode) : 0);
    console.log(`site install: ${Math.round(size)} MB of node_modules without the node package`);
    expect(size).toBeLessThanOrEqual(MAX_INSTALL_MB);
  });

  it("npm start builds the site with its own astro.config.mjs and serves it: /, /v1/profile and the site's own page answer 200", async () => {
    const origin = await run('start', /listening http/);
    expect((await fetch(`${origin}/`)).status).toBe(200);
    const colophon = await fetch(`${origin}/colophon.txt`);
    expect(colophon.status).toBe(200);
    expect(await colophon.text()).toBe(GREETING);
    expect(await (await fetch(`${origin}/colophon`)).text()).toContain(`<p id="greeting">${GREETING}</p>`);
    const profile = await fetch(`${origin}/v1/profile`);
    expect(profile.status).toBe(200);
    expect(((await profile.json()) as { data: { name: string } }).data.name).toBe('Maya Lindqvist');
    expect(existsSync(join(site, 'dist/server/app/server.js'))).toBe(true);
    await stop();
  });

  it("the owner's commands run in the site: npm run agents -- list, npm run import", async () => {
    let r = await npm(site, ['run', 'agents', '--silent', '--', 'list']);
    expect(r.status, r.output).toBe(0);
    expect(r.output).not.toMatch(/ExperimentalWarning|ERR_|Error:/);
    const out = join(work, 'imported');
    r = await npm(site, ['run', 'import', '--silent', '--', resolve('tests/fixtures/jsonresume/minimal.resume.json'), '--out', out]);
    expect(r.status, r.output).toBe(0);
    expect(existsSync(join(out, 'profile.md'))).toBe(true);
  });

  it('npm run dev serves the site, answers a content mistake with the friendly list and recovers when it is fixed', async () => {
    const origin = await run('dev', /ready in/);
    expect((await waitForStatus(`${origin}/`, 200)).status).toBe(200);
    const file = join(site, 'content/profile.md');
    const good = readFileSync(file, 'utf8');
    writeFileSync(file, good.replace(/^name: .*$/m, 'name: [unclosed'));
    const broken = await waitForStatus(`${origin}/v1/profile`, 503);
    expect(broken.status).toBe(503);
    expect(((await broken.json()) as { detail: string }).detail).toMatch(/content\/profile\.md/);
    writeFileSync(file, good);
    expect((await waitForStatus(`${origin}/v1/profile`, 200)).status).toBe(200);
    expect(running?.child.exitCode).toBeNull();
    await stop();
  });

  it(`npm update alone takes a newer kit (${nextVersion}) from the registry, and the site keeps building and serving`, async () => {
    // The site as after the kit's publication: it depends on ^version from a registry.
    const packed = join(site, 'vendor', `${kit.name}-${kit.version}.tgz`);
    const manifest = (dir: string) => JSON.parse(readFileSync(join(dir, 'package/package.json'), 'utf8'));
    const unpacked = join(work, 'kit');
    execFileSync('mkdir', ['-p', unpacked]);
    execFileSync('tar', ['-xzf', packed, '-C', unpacked]);
    registry.publish(packed, manifest(unpacked));
    writeFileSync(join(site, '.npmrc'), `${readFileSync(join(site, '.npmrc'), 'utf8')}registry=${registry.url}/\n`);
    writeFileSync(
      join(site, 'package.json'),
      JSON.stringify({ ...sitePackage(), dependencies: { ...sitePackage().dependencies, 'agent-portfolio': `^${kit.version}` } }, null, 2),
    );
    let r = await npm(site, ['install']);
    expect(r.status, r.output).toBe(0);
    expect(installedKit()).toBe(kit.version);

    // The next release: the same kit, version bumped, packed and published.
    const next = { ...manifest(unpacked), version: nextVersion };
    writeFileSync(join(unpacked, 'package/package.json'), JSON.stringify(next, null, 2));
    const tarball = join(
      work,
      execFileSync('npm', ['pack', '--silent', '--ignore-scripts', '--pack-destination', work, join(unpacked, 'package')], { encoding: 'utf8' }).trim(),
    );
    registry.publish(tarball, next);

    r = await npm(site, ['update']);
    expect(r.status, r.output).toBe(0);
    expect(installedKit()).toBe(nextVersion);
    const origin = await run('start', /listening http/);
    expect((await fetch(`${origin}/v1/profile`)).status).toBe(200);
    await stop();
  });
});
