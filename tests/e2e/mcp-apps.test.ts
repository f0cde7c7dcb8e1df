// MCP Apps in Chromium (issue #27): a minimal host page, the host side of the ext-apps bridge
// (AppBridge over PostMessageTransport, from @modelcontextprotocol/ext-apps/app-bridge), puts a
// view's HTML, read from the built server, into an iframe sandboxed to scripts only (srcdoc) and
// delivers a real tool result from the same server. The view shows the portfolio's data, logs no
// error, and no request leaves the page. It is drawn in the site's theme and accent (site.yaml):
// the default theme on the example build, `minimal` with an accent of its own on a theme build
// (./theme-sites.ts).
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { build } from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { siteDesign } from '../../src/core/schema/site.ts';
import { DEFAULT_THEME, THEME_COLOURS } from '../../src/core/site/themes.ts';
import { launch, watchErrors } from './support.ts';
import { THEME_SITES } from './theme-sites.ts';

const base = inject('baseUrl');
const themeUrls = inject('themeUrls');
let browser: Browser;
let hostScript: string;
let client: Client;

/** An MCP client of the server at `url`, on the current revision. */
async function connect(url: string): Promise<Client> {
  const c = new Client({ name: 'mcp-apps-host', version: '1.0.0' }, { versionNegotiation: { mode: { pin: '2026-07-28' } } });
  await c.connect(new StreamableHTTPClientTransport(new URL(`${url}/mcp`)));
  return c;
}

/** The host page's script: the bridge classes of the official SDK, bundled for the browser. */
async function bundleHost(): Promise<string> {
  const out = await build({
    stdin: {
      contents:
        "import { AppBridge, PostMessageTransport } from '@modelcontextprotocol/ext-apps/app-bridge'; Object.assign(window, { AppBridge, PostMessageTransport });",
      resolveDir: process.cwd(),
      loader: 'js',
    },
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    logLevel: 'silent',
  });
  return out.outputFiles[0]?.text ?? '';
}

beforeAll(async () => {
  [browser, hostScript, client] = await Promise.all([launch(), bundleHost(), connect(base)]);
});
afterAll(async () => {
  await browser?.close();
});

/** Renders a tool's view in a sandboxed iframe of a host page; returns the page and every request it made. */
async function host(
  tool: string,
  args: Record<string, unknown>,
  {
    forge,
    hostContext = {},
    server = client,
  }: { forge?: (result: Record<string, unknown>) => Record<string, unknown>; hostContext?: Record<string, unknown>; server?: Client } = {},
): Promise<{ page: Page; requests: string[]; errors: string[]; opened: () => Promise<string[]> }> {
  const client = server;
  const { tools } = await client.listTools();
  const uri = (tools.find((t) => t.name === tool)?._meta as { ui?: { resourceUri?: string } })?.ui?.resourceUri;
  expect(uri).toMatch(/^ui:\/\//);
  const resource = await client.readResource({ uri: uri as string });
  const html = (resource.contents[0] as { text: string }).text;
  const real = (await client.callTool({ name: tool, arguments: args })) as Record<string, unknown>;
  const result = forge ? forge(real) : real;

  const page = await browser.newPage();
  const errors = watchErrors(page);
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.setContent(`<!doctype html><title>host</title><script>${hostScript}</script>`);
  await page.evaluate(
    async ({ html, result, hostContext }) => {
      const w = window as unknown as Record<string, new (...a: unknown[]) => Record<string, (...a: unknown[]) => Promise<void>>>;
      const iframe = document.createElement('iframe');
      iframe.setAttribute('sandbox', 'allow-scripts');
      iframe.style.width = '800px';
      iframe.style.height = '600px';
      iframe.srcdoc = html;
      document.body.append(iframe);
      const bridge = new w.AppBridge!(null, { name: 'test-host', version: '1.0.0' }, {}, { hostContext });
      const initialized = new Promise<void>((resolve) => {
        (bridge as unknown as { oninitialized: () => void }).oninitialized = resolve;
      });
      const opened: string[] = [];
      Object.assign(window, { opened });
      (bridge as unknown as { onopenlink: (p: { url: string }) => Promise<object> }).onopenlink = async ({ url }) => {
        opened.push(url);
        return {};
      };
      await bridge.connect!(new w.PostMessageTransport!(iframe.contentWindow, iframe.contentWindow));
      await initialized;
      await bridge.sendToolResult!(result);
    },
    { html, result, hostContext },
  );
  const opened = () => page.evaluate(() => [...((window as unknown as { opened: string[] }).opened ?? [])]);
  return { page, requests, errors, opened };
}

const frameText = (page: Page) => page.frameLocator('iframe').locator('#app');

describe('MCP Apps views in a sandboxed iframe, through the ext-apps host bridge', () => {
  it('the profile card shows the name from get_profile', async () => {
    const profile = (await (await fetch(`${base}/v1/profile`)).json()).data as { name: string };
    const { page, requests, errors } = await host('get_profile', {});
    await expect.poll(() => frameText(page).locator('h1').textContent()).toBe(profile.name);
    expect(requests).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the gallery shows every project title from list_projects, with covers and tags', async () => {
    const projects = (await (await fetch(`${base}/v1/projects`)).json()).data as { title: string; tags: string[]; links: { html: string } }[];
    const { page, requests, errors, opened } = await host('list_projects', {});
    const app = frameText(page);
    await expect.poll(() => app.locator('.project h2').allTextContents()).toEqual(projects.map((p) => p.title));
    // A click on a title asks the host to open the project's page.
    await app.locator('.project h2 a').first().click();
    await expect.poll(opened).toEqual([projects[0]?.links.html]);
    expect(await app.locator('.project svg.cover').count()).toBe(projects.length);
    expect(await app.locator('.project').first().locator('.tags li').allTextContents()).toEqual(projects[0]?.tags);
    expect(requests).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a project and an answer with its references render, without a request', async () => {
    const one = await host('get_project', { id: 'feature-store' });
    const title = ((await (await fetch(`${base}/v1/projects/feature-store`)).json()).data as { title: string }).title;
    await expect.poll(() => frameText(one.page).locator('h1').textContent()).toBe(title);
    expect(one.requests).toEqual([]);
    await one.page.close();

    const answer = await host('ask', { query: 'Which projects use Kafka?' });
    await expect.poll(() => frameText(answer.page).locator('h1').textContent()).toBe('Answer');
    expect(await frameText(answer.page).locator('.refs a').count()).toBeGreaterThan(0);
    expect(answer.requests).toEqual([]);
    expect([...one.errors, ...answer.errors]).toEqual([]);
    await answer.page.close();
  });

  it('writes untrusted data as text: markup in a result is shown, not run, and a javascript: link is not a link', async () => {
    const payload = '<img src="https://example.invalid/x" onerror="parent.postMessage(1, \'*\')">';
    const { page, requests, errors } = await host(
      'get_profile',
      {},
      {
        forge: (r) => {
          const data = (r.structuredContent as { data: Record<string, unknown> }).data;
          return { ...r, structuredContent: { ...(r.structuredContent as object), data: { ...data, name: payload, website: 'javascript:alert(1)' } } };
        },
      },
    );
    const app = frameText(page);
    await expect.poll(() => app.locator('h1').textContent()).toBe(payload);
    expect(await app.locator('img').count()).toBe(0);
    expect(await app.locator('a[href^="javascript"]').count()).toBe(0);
    expect(requests).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("follows the host's light or dark theme, in the theme's colours", async () => {
    const { light, dark } = THEME_COLOURS[DEFAULT_THEME];
    const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
    for (const [theme, bg] of [
      ['dark', dark[0]],
      ['light', light[0]],
    ] as const) {
      const { page, errors } = await host('get_profile', {}, { hostContext: { theme } });
      const body = page.frameLocator('iframe').locator('body');
      await expect.poll(() => body.evaluate((b) => getComputedStyle(b).backgroundColor)).toBe(rgb(bg ?? ''));
      expect(errors).toEqual([]);
      await page.close();
    }
  });

  it("on a site of another theme, draws with that theme's tokens and the accent of its site.yaml, in light and dark", async () => {
    const url = themeUrls.minimal;
    expect(url, 'the minimal theme build (tests/e2e/theme-sites.ts)').toBeDefined();
    const accent = /accent: "(#[0-9a-f]{6})"/.exec(THEME_SITES.minimal ?? '')?.[1] ?? '';
    const design = siteDesign({ theme: 'minimal', accent });
    const { light, dark } = THEME_COLOURS.minimal;
    const themed = await connect(url as string);
    const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
    for (const [scheme, bg, colour] of [
      ['light', light[0], design.accent.light],
      ['dark', dark[0], design.accent.dark],
    ] as const) {
      const { page, requests, errors } = await host('get_profile', {}, { hostContext: { theme: scheme }, server: themed });
      const frame = page.frameLocator('iframe');
      const computed = (selector: string, property: 'backgroundColor' | 'color' | 'fontFamily') =>
        frame
          .locator(selector)
          .first()
          .evaluate((el, p) => getComputedStyle(el)[p], property);
      // The page colour of the theme, the accent of site.yaml (the monogram and the links), the theme's heading family.
      await expect.poll(() => computed('body', 'backgroundColor')).toBe(rgb(bg ?? ''));
      expect(await computed('.monogram', 'backgroundColor')).toBe(rgb(colour));
      expect(await computed('.links a', 'color')).toBe(rgb(colour));
      expect(await computed('h1', 'fontFamily')).toMatch(/^ui-sans-serif, system-ui/);
      expect(requests).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    }
    // The default build keeps its own theme: a serif heading and the theme's accent.
    const plain = await host('get_profile', {}, { hostContext: { theme: 'light' } });
    const frame = plain.page.frameLocator('iframe');
    await expect
      .poll(() => frame.locator('.monogram').evaluate((el) => getComputedStyle(el).backgroundColor))
      .toBe(rgb(THEME_COLOURS[DEFAULT_THEME].accent.light));
    expect(await frame.locator('h1').evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^"Iowan Old Style"/);
    await plain.page.close();
  });
});
