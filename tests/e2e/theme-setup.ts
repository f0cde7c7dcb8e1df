// The e2e project's third global setup: the example content built and served once per run in each
// theme other than the default (./theme-sites.ts), as `themeUrls`.
import type { TestProject } from 'vitest/node';
import type { ThemeName } from '../../src/core/site/themes.ts';
import { startThemeSites } from './theme-sites.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The example content's server in each theme but the default one (that one is `baseUrl`). */
    themeUrls: Partial<Record<ThemeName, string>>;
  }
}

export default async function setup(project: TestProject) {
  const sites = await startThemeSites();
  project.provide('themeUrls', sites.urls);
  return () => sites.stop();
}
