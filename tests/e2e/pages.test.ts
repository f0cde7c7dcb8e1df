// Every page type of the human website, for the default content and for a second content
// directory: status, key content (compared with the content itself), head metadata. The content
// checks run with JavaScript disabled: every page works without it.
import { PNG } from 'pngjs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profilePitch, skillGroups } from '../../src/core/views.ts';
import { contentSets, launch, newPage, pageTypes, watchErrors } from './support.ts';

let browser: Browser;
let noJs: BrowserContext;
beforeAll(async () => {
  browser = await launch();
  noJs = await browser.newContext({ javaScriptEnabled: false });
});
afterAll(async () => {
  await browser?.close();
});

const texts = (page: Page, selector: string) =>
  page
    .locator(selector)
    .allTextContents()
    .then((t) => t.map((s) => s.trim()));
/** An attribute of the first match, or null when nothing matches (without waiting). */
const attr = async (page: Page, selector: string, name: string) => {
  const l = page.locator(selector);
  return (await l.count()) ? l.first().getAttribute(name) : null;
};
/** Markdown typography turns ' into ’: compare text without it. */
const plain = (s: string) => s.replace(/[’‘]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, ' ');

for (const set of contentSets()) {
  const { portfolio, url } = set;
  const profile = portfolio.profile!;

  describe(set.name, () => {
    let page: Page;
    beforeAll(async () => {
      page = await noJs.newPage();
    });
    afterAll(async () => {
      await page.close();
    });
    const open = async (path: string, status = 200) => {
      const res = await page.goto(url + path);
      expect(res?.status(), path).toBe(status);
      return res!;
    };

    it('every page type answers with its status, one h1, landmarks and head metadata', async () => {
      for (const type of pageTypes(portfolio)) {
        const res = await open(type.path, type.status);
        expect(res.headers()['content-type'], type.path).toMatch(/^text\/html/);
        expect(await page.locator('h1').count(), type.path).toBe(1);
        for (const landmark of ['header', 'main', 'footer', 'nav[aria-label="Main"]']) {
          expect(await page.locator(landmark).count(), `${type.path} ${landmark}`).toBeGreaterThan(0);
        }
        expect(await page.locator('html').getAttribute('lang')).toBe('en');
        expect(await page.title(), type.path).toContain(profile.name);
        const meta = (name: string) => page.locator(`meta[name="${name}"], meta[property="${name}"]`).first().getAttribute('content');
        expect(await meta('description'), type.path).toBeTruthy();
        expect(await meta('og:title'), type.path).toBeTruthy();
        expect(await meta('twitter:card'), type.path).toBe('summary_large_image');
        const image = (await meta('og:image'))!;
        expect(image, type.path).toMatch(/^https?:\/\/.+\/og\/.+\.png$/);
        expect(await meta('twitter:image')).toBe(image);
        // The image is served by this build (the absolute URL names the configured SITE_URL).
        const img = await fetch(url + new URL(image).pathname);
        expect(img.status, image).toBe(200);
        expect(img.headers.get('content-type'), image).toBe('image/png');
        // A PNG of 1200x630, as og:image:width and og:image:height say.
        const png = PNG.sync.read(Buffer.from(await img.arrayBuffer()));
        expect([png.width, png.height], image).toEqual([1200, 630]);
        expect([await meta('og:image:width'), await meta('og:image:height')]).toEqual(['1200', '630']);
        const canonical = await attr(page, 'link[rel="canonical"]', 'href');
        if (type.status === 200) {
          expect(new URL(canonical!).pathname, type.path).toBe(type.path.split('?')[0]);
          expect(await meta('og:url')).toBe(canonical);
        } else {
          expect(await page.locator('link[rel="canonical"]').count()).toBe(0);
        }
        expect(await page.locator('link[rel="icon"]').getAttribute('href')).toBe('/favicon.svg');
      }
    });

    it('the home page shows the person, featured projects with covers, skills at a glance, and the way to the API in its footer', async () => {
      await open('/');
      expect((await texts(page, 'h1'))[0]).toBe(profile.name);
      const main = (await page.locator('main').textContent())!;
      for (const s of [profile.role ?? '', profile.location ?? '']) expect(plain(main)).toContain(plain(s));
      // The hero's line (the pitch, or the bio's first sentence) once; the About section goes on with the bio's next paragraph.
      const pitch = profilePitch(profile)!;
      expect(plain(main).split(plain(pitch)).length - 1, `"${pitch}" on the home page`).toBe(1);
      const next = profile.bio
        .split(/\n\s*\n/)[1]
        ?.split('\n')[0]
        ?.trim();
      if (next) expect(plain(main)).toContain(plain(next));
      const hrefs = await page.locator('main a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(hrefs).toContain(`mailto:${profile.email}`);
      for (const link of [profile.website, profile.github, profile.linkedin]) if (link) expect(hrefs).toContain(link);
      const featured = portfolio.projects.filter((p) => p.featured);
      const expected = (featured.length ? featured : portfolio.projects).slice(0, 4);
      expect(await texts(page, 'main .cover-cards .card h3')).toEqual(expected.map((p) => p.title));
      expect(await page.locator('main .cover-cards .card .cover').count()).toBe(expected.length);
      for (const c of skillGroups(portfolio.skills)) {
        expect(main).toContain(c.label);
        for (const s of c.skills) expect(main).toContain(s);
      }
      expect(hrefs).toContain('/projects');
      // The developer and agent information is in the footer (and on /api), not on the human page.
      const footer = await page.locator('footer a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      for (const path of ['/api', '/openapi.json', '/llms.txt', '/errors', '/ask']) expect(footer).toContain(path);
      expect(hrefs.filter((h) => h?.startsWith('/v1/'))).toEqual([]);
    });

    it('/projects lists every project newest first, each with its tags', async () => {
      await open('/projects');
      expect(await texts(page, 'main .card h2')).toEqual(portfolio.projects.map((p) => p.title));
      const cards = page.locator('main .card');
      for (let i = 0; i < portfolio.projects.length; i++) {
        const p = portfolio.projects[i]!;
        expect(await cards.nth(i).locator('.tags a').allTextContents()).toEqual(p.tags);
        expect(await cards.nth(i).locator('h2 a').getAttribute('href')).toBe(`/projects/${p.id}`);
      }
      // Every tag is offered, with the number of its projects.
      const tagLinks = await page
        .locator('main ul[aria-label="Browse projects by tag"] a')
        .evaluateAll((as) => as.map((a) => [a.getAttribute('href'), a.textContent]));
      expect(tagLinks.map(([href]) => href)).toEqual(portfolio.tags.map((t) => `/projects/tags/${t.tag}`));
    });

    it('each tag page lists exactly the projects with that tag', async () => {
      for (const { tag, count } of portfolio.tags) {
        await open(`/projects/tags/${tag}`);
        const expected = portfolio.projects.filter((p) => p.tags.includes(tag)).map((p) => p.title);
        expect(expected.length).toBe(count);
        expect(await texts(page, 'main .card h2'), tag).toEqual(expected);
        expect((await texts(page, 'h1'))[0]).toContain(tag);
      }
      await open('/projects/tags/no-such-tag', 404);
    });

    it('each project page shows the write-up, tags, repository and neighbouring projects', async () => {
      const list = portfolio.projects;
      for (let i = 0; i < list.length; i++) {
        const p = list[i]!;
        await open(`/projects/${p.id}`);
        expect((await texts(page, 'h1'))[0]).toBe(p.title);
        expect(await page.locator('main .lead').first().textContent()).toBe(p.description);
        expect(await page.locator('article .tags a').allTextContents()).toEqual(p.tags);
        const firstParagraph = p.writeup
          .split('\n')
          .find((l) => l.trim() && !l.startsWith('#'))!
          .trim()
          .split(' ')
          .slice(0, 6)
          .join(' ');
        expect(plain((await page.locator('article .writeup').textContent())!)).toContain(plain(firstParagraph));
        if (p.url) expect(await page.locator(`article a[href="${p.url}"]`).count()).toBe(1);
        else expect(await page.locator('article').textContent()).not.toMatch(/Repository:|Website:/);
        const newer = await attr(page, 'nav[aria-label="More projects"] a[rel="prev"]', 'href');
        const older = await attr(page, 'nav[aria-label="More projects"] a[rel="next"]', 'href');
        expect(newer).toBe(i > 0 ? `/projects/${list[i - 1]!.id}` : null);
        expect(older).toBe(i < list.length - 1 ? `/projects/${list[i + 1]!.id}` : null);
        expect(await page.locator('script[type="application/ld+json"]').count()).toBe(1);
      }
      await open('/projects/no-such-project', 404);
    });

    it('/skills shows every skill by category', async () => {
      await open('/skills');
      expect(await texts(page, 'main h2')).toEqual(skillGroups(portfolio.skills).map((c) => c.label));
      for (const c of portfolio.skills) {
        const section = page.locator(`main section:has(h2#cat-${c.category})`);
        const names = await section.locator('.tag').evaluateAll((els) => els.map((e) => e.firstChild?.textContent?.trim()));
        expect(names).toEqual(c.skills.map((s) => s.name));
      }
      // Nothing private: the evaluation levels never appear.
      expect(await page.content()).not.toMatch(/\b(beginner|intermediate|advanced|expert)\b/i);
    });

    it('/resume is built from the content and links to the JSON Resume', async () => {
      await open('/resume');
      expect((await texts(page, 'h1'))[0]).toBe(profile.name);
      const main = (await page.locator('main').textContent())!;
      expect(main).toContain(profile.email);
      expect(await texts(page, 'main section:has(#projects) .entry h3')).toEqual(portfolio.projects.map((p) => p.title));
      // Experience (current first) and education, from career.yaml.
      expect(await texts(page, 'main section:has(#experience) .entry h3')).toEqual(portfolio.experience.map((e) => `${e.role}, ${e.organisation}`));
      expect(await page.locator('main section:has(#education) .entry').count()).toBe(portfolio.career.education.length);
      for (const c of portfolio.skills) for (const s of c.skills) expect(main).toContain(s.name);
      // Volunteering, awards and interests (JSON Resume sections, public); references never (private).
      expect(await texts(page, 'main section:has(#volunteer) .entry h3')).toEqual(
        portfolio.career.volunteer.map((v) => (v.role ? `${v.role}, ${v.organisation}` : v.organisation)),
      );
      for (const a of portfolio.career.awards) expect(main).toContain(a.title);
      for (const i of portfolio.career.interests) expect(main).toContain(i.name);
      for (const r of portfolio.career.references) expect(await page.content()).not.toContain(r.name);
      for (const g of skillGroups(portfolio.skills)) expect(main).toContain(g.level ? `${g.label} (${g.level})` : g.label);
      for (const p of portfolio.projects) for (const k of p.keywords ?? []) expect(main).toContain(k);
      expect(await page.locator('main a[href="/v1/resume"]').count()).toBe(1);
      for (const link of [profile.github, profile.linkedin, profile.website]) {
        if (link) expect(main).toContain(link.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, ''));
      }
    });

    it('an unknown address is a real 404 page', async () => {
      const res = await open('/definitely/not/here', 404);
      expect(res.headers()['content-type']).toMatch(/^text\/html/);
      expect(await page.locator('h1').textContent()).toBe('Page not found');
      expect(await page.locator('main a[href="/"]').count()).toBe(1);
    });
  });
}

describe('with JavaScript', () => {
  it('no page logs an error, and the theme toggle is offered', async () => {
    for (const set of contentSets()) {
      const page = await newPage(browser);
      const errors = watchErrors(page);
      for (const type of pageTypes(set.portfolio)) {
        await page.goto(set.url + type.path);
        await expect.poll(() => page.locator('.theme-toggle').isVisible()).toBe(true);
      }
      // A 404 document logs "Failed to load resource" for itself: that one is expected.
      expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
      await page.context().close();
    }
  });

  it('without JavaScript the theme toggle is hidden (the system setting applies)', async () => {
    const page = await noJs.newPage();
    await page.goto(`${contentSets()[0]!.url}/`);
    expect(await page.locator('.theme-toggle').isVisible()).toBe(false);
    await page.close();
  });
});
