// A new site on a machine whose Node is current (as Node 24 is where the tests run it): the
// scaffold pins no Node, and `npm install` prints no warning and stays small; the site starts on
// the system's Node. (site.test.ts covers an old system Node, with the pinned `node` package.)
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/ports.ts';
import { megabytes, npm, ownerEnv, type Running, startScript } from './site.ts';

const work = mkdtempSync(join(tmpdir(), 'portfolio-package-node-'));
const site = join(work, 'site');
// The test's own Node (the repository's Node 24) first on the PATH: `node` and npm's Node are current.
const current = { PATH: `${dirname(process.execPath)}${delimiter}${ownerEnv().PATH}` };
let running: Running | undefined;

afterAll(async () => {
  await running?.stop();
  rmSync(work, { recursive: true, force: true });
});

describe('a new site where the system Node is current', () => {
  it('pins no Node; npm install prints no warning and stays within 300 MB', async () => {
    let r = await npm('.', ['run', 'create', '--silent', '--', site], current, 120_000);
    expect(r.status, r.output).toBe(0);
    expect(JSON.parse(readFileSync(join(site, 'package.json'), 'utf8')).dependencies.node).toBeUndefined();
    expect(readFileSync(join(site, '.npmrc'), 'utf8')).not.toMatch(/loglevel/);
    r = await npm(site, ['install'], current);
    expect(r.status, r.output).toBe(0);
    expect(r.output.split('\n').filter((line) => /\bwarn/i.test(line))).toEqual([]);
    expect(existsSync(join(site, 'node_modules/node'))).toBe(false);
    const size = megabytes(join(site, 'node_modules'));
    console.log(`site install on a current Node: ${Math.round(size)} MB of node_modules`);
    expect(size).toBeLessThanOrEqual(300);
  });

  it("npm start serves the site on the system Node; without an astro.config.mjs of its own (a site made by 0.3.0) with the kit's", async () => {
    rmSync(join(site, 'astro.config.mjs'));
    const port = await freePort();
    running = await startScript(site, 'start', { ...current, PORT: String(port), HOST: '127.0.0.1' }, /listening http/);
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${port}/v1/profile`)).status).toBe(200);
  });
});
