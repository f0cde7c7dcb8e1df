// Lighthouse 13.5 (npm) with the system Chromium: the discovery audits of the Agentic Browsing
// category, llms-txt and ard-schema, must score 1 (applicable and passing, not "not applicable").
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { chromiumPath } from '../../scripts/ensure-system-packages.mjs';
import { CHROMIUM_ARGS } from './support.ts';

let chrome: chromeLauncher.LaunchedChrome;
beforeAll(async () => {
  chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
});
afterAll(async () => {
  await chrome?.kill();
});

it('llms-txt and ard-schema score 1 on the home page', { timeout: 120_000 }, async () => {
  const result = await lighthouse(`${inject('originUrl')}/`, { port: chrome.port, output: 'json', logLevel: 'error', onlyAudits: ['llms-txt', 'ard-schema'] });
  const audits = result!.lhr.audits;
  for (const id of ['llms-txt', 'ard-schema']) {
    const audit = audits[id]!;
    console.log(`lighthouse ${id}: score ${audit.score} (${audit.scoreDisplayMode})`);
    expect(audit.scoreDisplayMode, `${id}: ${JSON.stringify(audit.details)}`).not.toBe('notApplicable');
    expect(audit.score, `${id}: ${audit.explanation ?? ''} ${JSON.stringify(audit.details)}`).toBe(1);
  }
});
