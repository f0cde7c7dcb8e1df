// The conformance table through `netlify dev` (offline) with the build's Netlify output: the
// published folder with its `_headers` and `_redirects`, and the generated Edge Function
// proxying the dynamic requests to the built Node server (API_ORIGIN).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attackCases, checkAttack, startEvilServer } from './attacks.ts';
import { checkCase, conformanceCases, type Limitation, readBuildManifest } from './conformance.ts';
import { startNetlifyDev } from './netlify.ts';
import { startReference } from './reference.ts';

const manifest = readBuildManifest('dist');
const cases = await conformanceCases(manifest);
/** Stands for another host: started before the table is made, so that the probes can name its port. */
const evil = await startEvilServer();

/** Netlify's documented differences (README, Deployment: Netlify). */
const NETLIFY_LIMITS: Limitation[] = [
  {
    header: 'content-encoding',
    reason: 'Netlify compresses at its edge by its own rules (netlify dev: none); the decoded bodies are compared',
  },
];
let reference: Awaited<ReturnType<typeof startReference>>;
let netlify: Awaited<ReturnType<typeof startNetlifyDev>>;

beforeAll(async () => {
  reference = await startReference();
  netlify = await startNetlifyDev('dist', reference.url);
}, 180_000);
afterAll(async () => {
  await netlify?.stop();
  await reference?.stop();
  await evil.stop();
});

describe('Netlify (netlify dev, Edge Function) in front of Node', () => {
  it('runs the Edge Function offline', () => {
    expect(netlify.log()).toMatch(/Loaded edge function portfolio/);
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    await checkCase(reference.url, netlify.url, c, NETLIFY_LIMITS);
  });

  // Issue 24: the edge code is not an open proxy (tests/unit/edge-proxy.test.ts fuzzes it). netlify
  // dev rewrites these paths before the Edge Function runs (it merges `//`, resolves dot segments,
  // reads `//user@host/x` as an authority): only their safety is checked here; wrangler, which hands
  // the path over as sent, checks the redirect and the refusal.
  it.each(attackCases(evil.host).map((c) => [c.name, c] as const))('never leaves API_ORIGIN: %s', async (_name, c) => {
    await checkAttack(reference.url, netlify.url, c, evil, { rewrittenBefore: true });
  });
});
