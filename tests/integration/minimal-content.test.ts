/**
 * "Make it yours": a new user's first content builds and serves. Each content directory of
 * tests/fixtures/minimal (only a name, only a profile, only projects) is built with the real
 * `astro build` and served by the real server; every page answers 200 and every discovery
 * document is valid (OpenAPI with its examples, API catalog, ARD catalog, llms.txt, sitemap,
 * the /v1 index). The /api page's examples come from that content, never from the example's.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { Validator } from '@seriousme/openapi-schema-validator';
import { PNG } from 'pngjs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../scripts/lib/start-server.mjs';
import { loadPortfolioSource } from '../../src/core/content/load.ts';
import { createPortfolio, portfolioData } from '../../src/core/portfolio.ts';
import { sitePages } from '../../src/discovery/pages.ts';

const BUILD_TIMEOUT = 180_000;
const RUN = `dist-test/minimal-${process.pid}`;
const schema = (path: string) => JSON.parse(readFileSync(resolve('tests/fixtures/schemas', path), 'utf8'));

const SETS = ['only-name', 'only-profile', 'only-projects'] as const;

afterAll(() => rmSync(RUN, { recursive: true, force: true }));

for (const name of SETS) {
  describe(`content with ${name.replace('-', ' ')}`, () => {
    const content = resolve('tests/fixtures/minimal', name);
    const portfolio = createPortfolio(portfolioData(loadPortfolioSource(content)));
    const outDir = `${RUN}/${name}`;
    let server: Awaited<ReturnType<typeof startServer>>;
    let state: string;
    const get = (path: string) => fetch(new URL(path, server.url), { redirect: 'manual' });
    /** The site's origin as the build knows it (SITE_URL, here its default), not the test server's address. */
    const site = () => JSON.parse(readFileSync(`${outDir}/server/portfolio.json`, 'utf8')).site as string;
    /** An absolute URL of the site answers, from the built server, an image that the build made. */
    const expectBuiltImage = async (url: string, type: RegExp) => {
      expect(url.startsWith(new URL('/_astro/', site()).href), url).toBe(true);
      const res = await get(new URL(url).pathname);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type'), url).toMatch(type);
    };
    /** The MCP tool's answer, through the server's own MCP endpoint (the snapshot, not a prerendered file). */
    const withMcp = async <T>(use: (client: Client) => Promise<T>): Promise<T> => {
      const client = new Client({ name: 'images-test', version: '1.0.0' });
      await client.connect(new StreamableHTTPClientTransport(new URL('/mcp', server.url)));
      try {
        return await use(client);
      } finally {
        await client.close();
      }
    };
    const callTool = (name: string, args: Record<string, unknown>) =>
      withMcp(
        async (client) =>
          (await client.callTool({ name, arguments: args })) as { structuredContent?: { data: Record<string, unknown> }; content: { text?: string }[] },
      );

    beforeAll(async () => {
      execFileSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build', '--silent', '--outDir', outDir], {
        env: {
          ...process.env,
          PORTFOLIO_CONTENT: content,
          PORTFOLIO_ENV_FILE: '',
          SITE_URL: '',
          ASTRO_TELEMETRY_DISABLED: '1',
          ASTRO_CACHE_DIR: `${outDir}-cache`,
        },
        stdio: ['ignore', 'ignore', 'inherit'],
        timeout: BUILD_TIMEOUT - 20_000,
      });
      state = mkdtempSync(join(tmpdir(), 'portfolio-minimal-'));
      server = await startServer('server.mjs', { env: { PORTFOLIO_DIST: outDir, STATE_DIR: state, PORTFOLIO_ENV_FILE: '' } });
    }, BUILD_TIMEOUT);
    afterAll(async () => {
      await server?.stop();
      if (state) rmSync(state, { recursive: true, force: true });
    });

    it('serves every page of the site with 200', async () => {
      for (const page of sitePages(portfolio)) {
        const res = await get(page.path);
        expect(res.status, page.path).toBe(200);
        expect(res.headers.get('content-type'), page.path).toContain('text/html');
        // Its social card: a 1200x630 PNG named by og:image and twitter:image.
        const html = await res.text();
        const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
        expect(image, page.path).toMatch(/\/og\/.+\.png$/);
        expect(html).toContain(`<meta name="twitter:image" content="${image}"`);
        const png = await get(new URL(image!).pathname);
        expect(png.headers.get('content-type')).toBe('image/png');
        const { width, height } = PNG.sync.read(Buffer.from(await png.arrayBuffer()));
        expect([width, height], image).toEqual([1200, 630]);
      }
    });

    it('the /api page shows no example from the shipped content', async () => {
      const html = await (await get('/api')).text();
      expect(html).not.toContain('feature-store');
      expect(html).not.toContain('Maya');
      for (const p of portfolio.projects) expect(html).toContain(p.id);
    });

    it('OpenAPI is valid and every example validates against its schema', async () => {
      const doc = await (await get('/openapi.json')).json();
      const result = await new Validator().validate(structuredClone(doc));
      expect(result.errors ?? []).toEqual([]);
      const ajv = new Ajv2020({ strict: false, allErrors: true });
      addFormats.default(ajv);
      ajv.addSchema({ $id: 'openapi.json', components: doc.components });
      for (const [path, methods] of Object.entries(
        doc.paths as Record<
          string,
          Record<string, { responses: Record<string, { content?: Record<string, { schema?: { $ref?: string }; example?: unknown }> }> }>
        >,
      )) {
        for (const op of Object.values(methods)) {
          for (const [status, response] of Object.entries(op.responses)) {
            for (const media of Object.values(response.content ?? {})) {
              if (media.example === undefined || !media.schema?.$ref) continue;
              const validate = ajv.getSchema(`openapi.json${media.schema.$ref}`)!;
              expect(validate(media.example), `${path} ${status}: ${JSON.stringify(validate.errors)}`).toBe(true);
            }
          }
        }
      }
    });

    it('the API index, api-catalog, ARD catalog, llms.txt and sitemap are valid and resolve', async () => {
      const index = await (await get('/v1')).json();
      for (const [operationId, url] of Object.entries(index.data.resources as Record<string, string>)) {
        if (url.includes('{')) continue;
        const res = await get(new URL(url).pathname);
        // The profile resource of content without a profile answers a problem, not a crash.
        if (operationId === 'getProfile' && !portfolio.profile) expect(res.status).toBe(404);
        else expect([200, 401], `${operationId} ${url}`).toContain(res.status);
      }
      const catalog = await get('/.well-known/api-catalog');
      expect(catalog.status).toBe(200);
      expect((await catalog.json()).linkset.length).toBeGreaterThan(0);

      const ard = await (await get('/.well-known/ai-catalog.json')).json();
      const ajv = new Ajv2020({ strict: false, allErrors: true });
      addFormats.default(ajv);
      const validate = ajv.compile(schema('ard-spec/spec/schemas/ai-catalog.schema.json'));
      expect(validate(ard), JSON.stringify(validate.errors)).toBe(true);

      const llms = await (await get('/llms.txt')).text();
      if (portfolio.profile) expect(llms.split('\n')[0]).toBe(`# ${portfolio.profile.name}`);
      else expect(llms).toMatch(/^# \S/);
      expect(llms).not.toContain('undefined');
      for (const m of llms.matchAll(/\]\((https?:[^)]+)\)/g)) expect((await get(new URL(m[1]!).pathname)).status, m[1]).toBe(200);

      const sitemap = await (await get('/sitemap.xml')).text();
      const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
      expect(locs).toEqual(sitePages(portfolio).map((p) => p.path));
    });

    it('a relative image in a write-up is published optimised, with its alt text', async () => {
      for (const p of portfolio.projects) {
        const images = [...p.writeup.matchAll(/!\[([^\]]+)\]\(\.\/([^)]+)\)/g)];
        const html = await (await get(`/projects/${p.id}`)).text();
        for (const [, alt] of images) {
          const tag = new RegExp(`<img [^>]*alt="${alt!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`).exec(html)?.[0];
          expect(tag, alt).toBeDefined();
          const src = /src="([^"]+)"/.exec(tag!)?.[1];
          expect(src, tag).toMatch(/^\/_astro\/.+\.webp$/);
          const res = await get(src!);
          expect(res.status).toBe(200);
          expect(res.headers.get('content-type')).toBe('image/webp');
        }
      }
    });

    it("a write-up's relative image is its built absolute URL in the API text, the MCP tool and the Markdown twin", async () => {
      for (const p of portfolio.projects) {
        const images = [...p.writeup.matchAll(/!\[([^\]]+)\]\((\.\/[^)]+)\)/g)];
        const html = await (await get(`/projects/${p.id}`)).text();
        const api = (await (await get(`/v1/projects/${p.id}`)).json()).data.writeup as string;
        const mcp = await callTool('get_project', { id: p.id });
        const twin = await (await get(`/projects/${p.id}.md`)).text();
        for (const [, alt, written] of images) {
          // The page's image (Astro's), as an absolute URL: the same built file everywhere.
          const src = new RegExp(`<img [^>]*alt="${alt!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`).exec(html)?.[0]?.match(/src="([^"]+)"/)?.[1];
          const url = new URL(src!, site()).href;
          await expectBuiltImage(url, /^image\//);
          for (const [where, text] of [
            ['/v1/projects/{id}', api],
            ['MCP get_project', mcp.structuredContent?.data.writeup as string],
            ['MCP get_project text', mcp.content[0]?.text ?? ''],
            ['.md twin', twin],
          ] as const) {
            expect(text, where).toContain(`![${alt}](${url})`);
            expect(text, where).not.toContain(written);
          }
        }
      }
    });

    it('the portrait, when named, is on the home page optimised with its alt text', async () => {
      const portrait = loadPortfolioSource(content).profile?.data.portrait;
      const html = await (await get('/')).text();
      if (!portrait) {
        expect(html).not.toContain('class="portrait"');
        return;
      }
      const tag = /<img[^>]*class="portrait"[^>]*>/.exec(html)?.[0];
      expect(tag).toContain(`alt="${portrait.alt}"`);
      const src = /src="([^"]+)"/.exec(tag!)![1]!;
      expect(src).toMatch(/^\/_astro\/.+\.webp$/);
      expect((await get(src)).status).toBe(200);
      // The home page's Markdown twin names it by its absolute URL.
      expect(await (await get('/index.md')).text()).toContain(`![${portrait.alt}](${new URL(src, site()).href})`);
    });

    it('the portrait, when named, is its built absolute URL with alt text and size in /v1/profile, MCP, the JSON Resume and the Person JSON-LD', async () => {
      const portrait = loadPortfolioSource(content).profile?.data.portrait;
      if (!portfolio.profile) return;
      const profile = (await (await get('/v1/profile')).json()).data;
      const resume = await (await get('/v1/resume')).json();
      const mcp = await callTool('get_profile', {});
      const html = await (await get('/')).text();
      const person = JSON.parse(/<script type="application\/ld\+json">([^<]+)<\/script>/.exec(html)![1]!).mainEntity;
      if (!portrait) {
        for (const doc of [profile, resume.basics, mcp.structuredContent?.data, person]) expect(doc).not.toHaveProperty('image');
        return;
      }
      // The answer matches the OpenAPI document's Profile schema (the image described there).
      const doc = await (await get('/openapi.json')).json();
      expect(doc.components.schemas.Profile.properties.image).toBeDefined();
      const ajv = new Ajv2020({ strict: false, allErrors: true });
      addFormats.default(ajv);
      ajv.addSchema({ $id: 'openapi.json', components: doc.components });
      const validate = ajv.getSchema('openapi.json#/components/schemas/Profile')!;
      expect(validate(profile), JSON.stringify(validate.errors)).toBe(true);
      const image = profile.image;
      expect(image).toMatchObject({ alt: portrait.alt, width: expect.any(Number), height: expect.any(Number) });
      await expectBuiltImage(image.url, /^image\/(jpeg|png)$/);
      const file = await get(new URL(image.url).pathname);
      if (file.headers.get('content-type') === 'image/png') {
        const { width, height } = PNG.sync.read(Buffer.from(await file.arrayBuffer()));
        expect([width, height]).toEqual([image.width, image.height]);
      }
      expect(mcp.structuredContent?.data.image).toEqual(image);
      const resource = await withMcp((client) => client.readResource({ uri: 'portfolio://profile' }));
      expect(JSON.parse((resource.contents[0] as { text: string }).text).data.image).toEqual(image);
      expect(mcp.content[0]?.text).toContain(image.url);
      expect(resume.basics.image).toBe(image.url);
      expect(person.image).toMatchObject({ contentUrl: image.url, description: portrait.alt });
      // The source path of the picture is not published.
      for (const text of [JSON.stringify(profile), JSON.stringify(resume), JSON.stringify(mcp)]) expect(text).not.toContain(portrait.src);
    });

    it('no page or document says "undefined"', async () => {
      for (const path of ['/', '/resume', '/llms-full.txt', '/v1/resume', '/index.md']) {
        const text = await (await get(path)).text();
        expect(text, path).not.toMatch(/\bundefined\b/);
      }
    });
  });
}
