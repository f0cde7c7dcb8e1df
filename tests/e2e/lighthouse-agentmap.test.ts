// ROBOTS_AGENTMAP=true adds the ARD `Agentmap:` line to robots.txt, and Lighthouse 13.5's
// robots-txt audit objects to exactly that line (an unknown directive), which costs the SEO score
// its 100: the reason the default build leaves the line out (tests/e2e/lighthouse.test.ts shows
// the default at 100). The ARD catalog stays discoverable without it.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath } from '../../scripts/ensure-system-packages.mjs';
import { type OwnOrigin, startOwnOrigin } from '../support/own-origin.ts';
import { CHROMIUM_ARGS } from './support.ts';

let chrome: chromeLauncher.LaunchedChrome;
let origin: OwnOrigin;
beforeAll(async () => {
  [origin, chrome] = await Promise.all([
    startOwnOrigin({}, { ROBOTS_AGENTMAP: 'true' }),
    chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] }),
  ]);
});
afterAll(async () => {
  chrome?.kill();
  await origin?.stop();
});

describe('ROBOTS_AGENTMAP=true', () => {
  it('robots.txt carries the Agentmap line', async () => {
    const text = await (await fetch(`${origin.url}/robots.txt`)).text();
    expect(text).toContain(`Agentmap: ${origin.url}/.well-known/ai-catalog.json`);
  });

  it("Lighthouse's robots-txt audit objects to that line and to nothing else", { timeout: 150_000 }, async () => {
    const result = await lighthouse(`${origin.url}/`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['seo'] });
    const lhr = result!.lhr;
    const robots = lhr.audits['robots-txt']!;
    const errors = ((robots.details as { items?: { line: string }[] } | undefined)?.items ?? []).map((i) => i.line);
    expect(robots.score).toBe(0);
    expect(errors).toEqual([`Agentmap: ${origin.url}/.well-known/ai-catalog.json`]);
    expect(lhr.categories.seo!.score).toBeLessThan(1);
    console.log(`lighthouse seo with ROBOTS_AGENTMAP=true: ${Math.round(lhr.categories.seo!.score! * 100)}`);
  });
});
