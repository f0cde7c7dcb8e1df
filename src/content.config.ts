/**
 * Astro content collections over the portfolio's content directory (`PORTFOLIO_CONTENT`,
 * default `content/`). Loading and validation live in src/core/content/load.ts so that every
 * problem in every file is reported at once; these loaders only store the validated entries.
 */
import { relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { defineCollection } from 'astro:content';
import type { Loader, LoaderContext } from 'astro/loaders';
import { z } from 'zod';
import { devContentError } from './core/content/dev-error.ts';
import { contentDir, loadPortfolioSource, type PortfolioSource } from './core/content/load.ts';
import { CareerFile, ServicesFile } from './core/schema/career.ts';
import { SiteFile } from './core/schema/site.ts';
import { PostFrontMatter, ProfileFrontMatter, ProjectFrontMatter, Skill } from './core/schema/content.ts';

let source: { dir: string; value: PortfolioSource; stale: boolean } | undefined;
function portfolioSource(ctx: LoaderContext): PortfolioSource {
  const dir = contentDir();
  if (source?.dir !== dir || source.stale) {
    const value = loadPortfolioSource(dir);
    for (const w of value.warnings) ctx.logger.warn(w);
    source = { dir, value, stale: false };
  }
  return source.value;
}

/** Under `npm run dev`: a content mistake is logged once (every collection meets it) and shown on the pages. */
function devFailure(ctx: LoaderContext, err: Error) {
  if (devContentError.get()?.message !== err.message) ctx.logger.error(err.message);
  devContentError.set(err);
}

function loader(name: string, fill: (ctx: LoaderContext, src: PortfolioSource) => Promise<void>): Loader {
  let watching = false;
  const run = async (ctx: LoaderContext) => {
    const src = portfolioSource(ctx);
    ctx.store.clear();
    await fill(ctx, src);
  };
  return {
    name: `portfolio-${name}`,
    load: async (ctx) => {
      try {
        await run(ctx);
      } catch (err) {
        // `astro build` fails on a content mistake; `npm run dev` starts anyway and shows it.
        if (!ctx.watcher) throw err;
        devFailure(ctx, err as Error);
      }
      // Under `npm run dev`: an edit in the content folder reloads every collection, so the pages
      // follow the content as the API does (src/server/dev.ts). A broken edit is logged, not fatal.
      if (ctx.watcher && !watching) {
        watching = true;
        const dir = contentDir();
        ctx.watcher.add(dir);
        ctx.watcher.on('all', (_event, path) => {
          if (relative(dir, path).startsWith('..')) return;
          if (source) source.stale = true;
          run(ctx).then(
            () => devContentError.clear(),
            (err: Error) => devFailure(ctx, err),
          );
        });
      }
    },
  };
}

const profile = defineCollection({
  loader: loader('profile', async (ctx, src) => {
    if (!src.profile) return;
    const { data, body, filePath: path } = src.profile;
    const filePath = relative(fileURLToPath(ctx.config.root), path);
    // parseData runs the schema below: `image()` resolves the portrait next to profile.md.
    const parsed = await ctx.parseData({ id: 'profile', data, filePath });
    const rendered = await ctx.renderMarkdown(body, { fileURL: pathToFileURL(path) });
    ctx.store.set({ id: 'profile', data: parsed, body, filePath, rendered, assetImports: rendered.metadata?.imagePaths });
  }),
  schema: ({ image }) => ProfileFrontMatter.extend({ portrait: z.strictObject({ src: image(), alt: z.string() }).optional() }),
});

const projects = defineCollection({
  loader: loader('projects', async (ctx, src) => {
    for (const p of src.projects) {
      // The file's URL and path let Astro resolve and optimise the write-up's relative images.
      const rendered = await ctx.renderMarkdown(p.body, { fileURL: pathToFileURL(p.filePath) });
      const filePath = relative(fileURLToPath(ctx.config.root), p.filePath);
      // The write-up's local images, by the path as written, resolved by `image()` (the schema
      // below), so that the API text can name their built URLs (src/lib/portfolio.ts).
      const local = [...new Set(rendered.metadata?.imagePaths ?? [])].filter((path) => !URL.canParse(path) && !path.startsWith('/'));
      // parseData also resolves the cover next to the project (`image()`, the schema below).
      const images = local.length ? { images: local.map((path) => ({ path, src: path })) } : {};
      const data = local.length || p.data.cover ? await ctx.parseData({ id: p.id, data: { ...p.data, ...images }, filePath }) : p.data;
      ctx.store.set({ id: p.id, data, body: p.body, filePath, rendered, assetImports: rendered.metadata?.imagePaths });
    }
  }),
  schema: ({ image }) =>
    ProjectFrontMatter.extend({
      images: z.array(z.strictObject({ path: z.string(), src: image() })).optional(),
      cover: z.strictObject({ src: image(), alt: z.string() }).optional(),
    }),
});

/** The published posts: a draft is never stored, so no page can render one. */
const posts = defineCollection({
  loader: loader('posts', async (ctx, src) => {
    for (const p of src.posts) {
      if (p.data.draft) continue;
      const rendered = await ctx.renderMarkdown(p.body, { fileURL: pathToFileURL(p.filePath) });
      const filePath = relative(fileURLToPath(ctx.config.root), p.filePath);
      // parseData runs the schema below: `image()` resolves the cover next to the post.
      const data = await ctx.parseData({ id: p.id, data: p.data, filePath });
      ctx.store.set({ id: p.id, data, body: p.body, filePath, rendered, assetImports: rendered.metadata?.imagePaths });
    }
  }),
  schema: ({ image }) => PostFrontMatter.extend({ cover: z.strictObject({ src: image(), alt: z.string() }).optional() }),
});

const skills = defineCollection({
  loader: loader('skills', async (ctx, src) => {
    for (const [order, { category, ...entry }] of src.skills.entries()) ctx.store.set({ id: category, data: { order, ...entry } });
  }),
  schema: z.object({ order: z.int(), label: z.string().optional(), level: z.string().optional(), skills: z.array(Skill) }),
});

/** `career.yaml`, one entry (empty when the file is absent). */
const career = defineCollection({
  loader: loader('career', async (ctx, src) => {
    ctx.store.set({ id: 'career', data: src.career });
  }),
  schema: CareerFile,
});

/** `services.yaml`, one entry (empty when the file is absent). */
const services = defineCollection({
  loader: loader('services', async (ctx, src) => {
    ctx.store.set({ id: 'services', data: src.services });
  }),
  schema: ServicesFile,
});

/** `site.yaml`, one entry (empty when the file is absent): the design (src/lib/site.ts). */
const site = defineCollection({
  loader: loader('site', async (ctx, src) => {
    ctx.store.set({ id: 'site', data: src.site });
  }),
  schema: SiteFile,
});

export const collections = { profile, projects, posts, skills, career, services, site };
