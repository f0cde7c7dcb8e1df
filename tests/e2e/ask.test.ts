// The /ask page: a plain GET form answered by the server (works without JavaScript), enhanced
// with a script that swaps the answer in without a reload. The expected answers come from the
// answering engine itself, run here on the same content.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buildAskIndex, createAskEngine, type AskAnswer } from '../../src/core/ask/index.ts';
import { createUrls } from '../../src/core/urls.ts';
import { OTHER_SITE } from '../global-setup.ts';
import { contentSets, useBrowser, watchErrors } from './support.ts';

const browser = useBrowser();

/** The answer shown on the page: text and source links (paths). */
async function shownAnswer(page: Page) {
  const section = page.locator('#answer section');
  return {
    answer: (await section.locator('p.answer').textContent())?.trim(),
    references: await section.locator('ul a').evaluateAll((as) => as.map((a) => a.getAttribute('href'))),
  };
}

/** The references as the page links them: same-site paths with their query. */
const paths = (result: AskAnswer) =>
  result.references.map((r) => {
    const u = new URL(r);
    return u.pathname + u.search;
  });

for (const set of contentSets()) {
  const site = set.name === 'default content' ? 'http://localhost:4321' : OTHER_SITE;
  const engine = createAskEngine(set.portfolio, createUrls(site), buildAskIndex(set.portfolio));
  const tag = set.portfolio.tags[0]!.tag;
  const questions = [`Which projects use ${tag}?`, `Tell me about ${set.portfolio.projects[0]!.title}`, 'What is the phone number?'];

  describe(`/ask, ${set.name}`, () => {
    it('answers through the plain form with JavaScript disabled', async () => {
      const context = await browser().newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      for (const q of questions) {
        const res = await page.goto(`${set.url}/ask`);
        expect(res?.status()).toBe(200);
        await page.getByLabel('Your question').fill(q);
        await Promise.all([page.waitForURL(/\/ask\?q=/), page.getByRole('button', { name: 'Ask' }).click()]);
        expect(new URL(page.url()).searchParams.get('q')).toBe(q);
        const expected = engine.ask(q);
        const shown = await shownAnswer(page);
        expect(shown.answer, q).toBe(expected.answer);
        expect(shown.references, q).toEqual(paths(expected));
        expect(await page.getByLabel('Your question').inputValue()).toBe(q);
      }
      // Nothing private, whatever is asked.
      expect(engine.ask('What is the phone number?')._meta.response_type).toBe('not_found');
      await context.close();
    });

    it('answers in place with JavaScript enabled, keeps a shareable address and the back button', async () => {
      const page = await browser().newPage();
      const errors = watchErrors(page);
      await page.goto(`${set.url}/ask`);
      await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
      for (const q of questions.slice(0, 2)) {
        await page.getByLabel('Your question').fill(q);
        await page.getByRole('button', { name: 'Ask' }).click();
        const expected = engine.ask(q);
        await expect.poll(async () => (await shownAnswer(page).catch(() => ({ answer: '' }))).answer).toBe(expected.answer);
        expect((await shownAnswer(page)).references).toEqual(paths(expected));
        expect(new URL(page.url()).searchParams.get('q')).toBe(q);
      }
      // The same document: the page was not reloaded.
      expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
      await page.goBack();
      await expect.poll(async () => (await shownAnswer(page)).answer).toBe(engine.ask(questions[0]!).answer);
      expect(await page.getByLabel('Your question').inputValue()).toBe(questions[0]);
      expect(errors).toEqual([]);
      await page.close();
    });

    it('an address with a question renders its answer directly, escaped', async () => {
      const page = await browser().newPage();
      const q = '<img src=x onerror=alert(1)> skills?';
      const res = await page.goto(`${set.url}/ask?q=${encodeURIComponent(q)}`);
      expect(res?.status()).toBe(200);
      expect(await page.locator('#answer img').count()).toBe(0);
      expect(await page.locator('#answer q').textContent()).toBe(q);
      expect((await shownAnswer(page)).answer).toBe(engine.ask(q).answer);
      // One canonical address for the page, whatever the question.
      expect(new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!).pathname).toBe('/ask');
      await page.close();
    });

    it('offers example questions that all get an answer', async () => {
      const page = await browser().newPage();
      await page.goto(`${set.url}/ask`);
      const links = await page.locator('main section[aria-labelledby="examples"] a').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
      expect(links.length).toBeGreaterThan(2);
      for (const href of links) {
        const q = new URL(href, set.url).searchParams.get('q')!;
        expect(engine.ask(q)._meta.response_type, q).not.toBe('not_found');
      }
      await page.close();
    });
  });
}
