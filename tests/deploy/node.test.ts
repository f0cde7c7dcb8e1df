// The conformance table against the Node server alone: the reference every front is compared to.
import { afterAll, beforeAll, describe, it } from 'vitest';
import { checkCase, conformanceCases, readBuildManifest } from './conformance.ts';
import { startReference } from './reference.ts';

const manifest = readBuildManifest('dist');
const cases = await conformanceCases(manifest);
let reference: Awaited<ReturnType<typeof startReference>>;

beforeAll(async () => {
  reference = await startReference();
});
afterAll(() => reference?.stop());

describe('the Node server alone (reference)', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    await checkCase(reference.url, reference.url, c);
  });
});
