// The example content in the themes other than the default one (`editorial`, the `baseUrl`
// build): a copy of tests/fixtures/example-portfolio with a site.yaml per theme, built with the
// real `astro build` and served by the real server, once per run (./theme-setup.ts).
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../scripts/lib/start-server.mjs';
import { freePort } from '../support/ports.ts';
import type { ThemeName } from '../../src/core/site/themes.ts';

/** The site.yaml of each theme's build: `minimal` with an accent of its own, `visual` with every home section. */
export const THEME_SITES: Partial<Record<ThemeName, string>> = {
  minimal: 'theme: minimal\naccent: "#0a7d5a"\n',
  visual: 'theme: visual\nhome:\n  sections: [projects, career, services, talks, skills, posts]\n',
};

export interface ThemeSites {
  urls: Partial<Record<ThemeName, string>>;
  stop: () => Promise<void>;
}

export async function startThemeSites(): Promise<ThemeSites> {
  const root = process.env.PORTFOLIO_TEST_RUN ?? 'dist-test';
  mkdirSync(root, { recursive: true });
  const dir = mkdtempSync(join(root, 'themes-'));
  const servers: Awaited<ReturnType<typeof startServer>>[] = [];
  const urls: Partial<Record<ThemeName, string>> = {};
  try {
    for (const [theme, site] of Object.entries(THEME_SITES) as [ThemeName, string][]) {
      const content = join(dir, `content-${theme}`);
      cpSync('tests/fixtures/example-portfolio', content, { recursive: true });
      // One language: the themes' pages are those of the default language.
      rmSync(join(content, 'de'), { recursive: true });
      writeFileSync(join(content, 'site.yaml'), site);
      const out = join(dir, theme);
      // Built for the very origin it is served at (SITE_URL), so that Lighthouse's SEO audits
      // (canonical URL) apply as on a deployed site.
      const port = await freePort();
      execFileSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build', '--silent', '--outDir', out], {
        env: {
          ...process.env,
          PORTFOLIO_CONTENT: content,
          PORTFOLIO_ENV_FILE: '',
          SITE_URL: `http://127.0.0.1:${port}`,
          PORT: '',
          BUILD_DATE: '2026-11-23',
          ASTRO_TELEMETRY_DISABLED: '1',
          ASTRO_CACHE_DIR: `${out}-cache`,
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      const server = await startServer('server.mjs', {
        env: { PORTFOLIO_ENV_FILE: '', PORTFOLIO_DIST: out, STATE_DIR: mkdtempSync(join(tmpdir(), `portfolio-${theme}-state-`)) },
      });
      servers.push(server);
      urls[theme] = server.url;
    }
  } catch (err) {
    await Promise.all(servers.map((s) => s.stop()));
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  return {
    urls,
    async stop() {
      await Promise.all(servers.map((s) => s.stop()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
