// The conformance table through `wrangler pages dev` (local, offline) serving the build's
// published folder with the generated `_worker.js`, `_routes.json` and `_headers`, proxying the
// dynamic requests to the built Node server (API_ORIGIN).
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_RULES } from '../../src/deploy/cdn-headers.ts';
import { attackCases, checkAttack, startEvilServer } from './attacks.ts';
import { checkCase, conformanceCases, type Limitation, readBuildManifest } from './conformance.ts';
import { startReference } from './reference.ts';
import { startWranglerPages } from './wrangler.ts';

const manifest = readBuildManifest('dist');
const cases = await conformanceCases(manifest);
/** Stands for another host: started before the table is made, so that the probes can name its port. */
const evil = await startEvilServer();
/** Cloudflare's documented differences (README, Deployment: Cloudflare Pages). */
const CLOUDFLARE_LIMITS: Limitation[] = [
  {
    header: 'content-encoding',
    reason: 'Cloudflare compresses at its edge by its own rules (wrangler: brotli for HTML, JSON, text; none for Markdown); the decoded bodies are compared',
  },
];
let reference: Awaited<ReturnType<typeof startReference>>;
let pages: Awaited<ReturnType<typeof startWranglerPages>>;

beforeAll(async () => {
  reference = await startReference();
  pages = await startWranglerPages('dist/client', { API_ORIGIN: reference.url });
}, 120_000);
afterAll(async () => {
  await pages?.stop();
  await reference?.stop();
  await evil.stop();
});

describe('Cloudflare Pages (wrangler pages dev) in front of Node', () => {
  it('reads every header and redirect rule (at most 100 header rules)', () => {
    const rules = readFileSync('dist/client/_headers', 'utf8')
      .split('\n')
      .filter((l) => l.startsWith('/')).length;
    expect(rules).toBeLessThanOrEqual(MAX_RULES);
    expect(pages.log()).toMatch(new RegExp(`Parsed ${rules} valid header rules`));
    expect(pages.log()).not.toMatch(/invalid/i);
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    await checkCase(reference.url, pages.url, c, CLOUDFLARE_LIMITS);
  });

  // Issue 24: the edge code is not an open proxy (tests/unit/edge-proxy.test.ts fuzzes it).
  it.each(attackCases(evil.host).map((c) => [c.name, c] as const))('never leaves API_ORIGIN: %s', async (_name, c) => {
    await checkAttack(reference.url, pages.url, c, evil);
  });
});
