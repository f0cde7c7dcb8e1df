// The e2e project's second global setup: the stress content (./stress-site.ts) built and served
// once per run for every browser test that reads it (fonts, layout), as `stressUrl` and `stressDir`.
import type { TestProject } from 'vitest/node';
import { startStressSite } from './stress-site.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The stress content's server. */
    stressUrl: string;
    /** The stress content's build folder (its pages are under client/). */
    stressDir: string;
  }
}

export default async function setup(project: TestProject) {
  const stress = await startStressSite();
  project.provide('stressUrl', stress.url);
  project.provide('stressDir', stress.dir);
  return () => stress.stop();
}
