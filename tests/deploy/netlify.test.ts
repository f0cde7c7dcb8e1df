// The conformance table through `netlify dev` (offline) with the build's Netlify output: the
// published folder with its `_headers` and `_redirects`, and the generated Edge Function
// proxying the dynamic requests to the built Node server (API_ORIGIN).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkCase, conformanceCases, type Limitation, readBuildManifest } from './conformance.ts';
import { startNetlifyDev } from './netlify.ts';
import { startReference } from './reference.ts';

const manifest = readBuildManifest('dist');
const cases = await conformanceCases(manifest);

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
});

describe('Netlify (netlify dev, Edge Function) in front of Node', () => {
  it('runs the Edge Function offline', () => {
    expect(netlify.log()).toMatch(/Loaded edge function portfolio/);
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    await checkCase(reference.url, netlify.url, c, NETLIFY_LIMITS);
  });
});
