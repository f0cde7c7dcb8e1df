/**
 * Astro content collections over the portfolio's content directory (`PORTFOLIO_CONTENT`,
 * default `content/`). Loading and validation live in src/core/content/ (load.ts) so that every
 * problem in every file is reported at once; these loaders only store the validated entries.
 */
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { defineCollection } from 'astro:content';
import type { Loader, LoaderContext } from 'astro/loaders';
import { z } from 'zod';
import { devContentError } from './core/content/dev-error.ts';
import { type LanguageSource, loadSiteContent, type SiteContent } from './core/content/languages.ts';
import { contentDir, type PortfolioSource } from './core/content/load.ts';
import { CareerFile, ServicesFile } from './core/schema/career.ts';
import { SiteFile } from './core/schema/site.ts';
import { PostFrontMatter, ProfileFrontMatter, ProjectFrontMatter, Skill } from './core/schema/content.ts';

let source: { dir: string; value: SiteContent; stale: boolean } | undefined;
/** Every language's content, read and validated once for all the collections. */
function siteContent(ctx: LoaderContext): SiteContent {
  const dir = contentDir();
  if (source?.dir !== dir || source.stale) {
    const value = loadSiteContent(dir);
    for (const w of new Set([...value.sources.values()].flatMap((s) => s.warnings))) ctx.logger.warn(w);
    source = { dir, value, stale: false };
  }
  return source.value;
}

/** The default language's content: the collections the pages have always read. */
function portfolioSource(ctx: LoaderContext): PortfolioSource {
  const content = siteContent(ctx);
  return content.sources.get(content.defaultLanguage)!;
}

/** Under `npm run dev`: a content mistake is logged once (every collection meets it) and shown on the pages. */
function devFailure(ctx: LoaderContext, err: Error) {
  if (devContentError.get()?.message !== err.message) ctx.logger.error(err.message);
  devContentError.set(err);
}

function loader(name: string, fill: (ctx: LoaderContext, src: PortfolioSource) => Promise<void>): Loader {
  return siteLoader(name, (ctx) => fill(ctx, portfolioSource(ctx)));
}

/** The other languages' content (none: the collection stays empty), each entry's id prefixed by its language. */
function translationLoader(name: string, fill: (ctx: LoaderContext, src: LanguageSource, original: PortfolioSource) => Promise<void>): Loader {
  return siteLoader(name, async (ctx) => {
    const content = siteContent(ctx);
    const original = content.sources.get(content.defaultLanguage)!;
    for (const lang of content.languages.slice(1)) await fill(ctx, content.sources.get(lang)!, original);
  });
}

function siteLoader(name: string, fill: (ctx: LoaderContext) => Promise<void>): Loader {
  let watching = false;
  const run = async (ctx: LoaderContext) => {
    siteContent(ctx);
    ctx.store.clear();
    await fill(ctx);
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

/**
 * An image path of a translated entry (a cover, a portrait: never translated, so written relative
 * to the default language's file) made relative to the translation's own file, where Astro resolves it.
 */
function imageFrom<T extends { src: string }>(image: T | undefined, originalFile: string, file: string): T | undefined {
  if (!image || originalFile === file) return image;
  const path = relative(dirname(file), resolve(dirname(originalFile), image.src))
    .split('\\')
    .join('/');
  return { ...image, src: path.startsWith('.') ? path : `./${path}` };
}

/** The profile in each other language (`<lang>`): translated, or the default's where it falls back. */
const langProfile = defineCollection({
  loader: translationLoader('lang-profile', async (ctx, src, original) => {
    if (!src.profile || !original.profile) return;
    const { data, body, filePath: path } = src.profile;
    const filePath = relative(fileURLToPath(ctx.config.root), path);
    const portrait = imageFrom(data.portrait, original.profile.filePath, path);
    const parsed = await ctx.parseData({ id: src.lang, data: { ...data, ...(portrait ? { portrait } : {}) }, filePath });
    const rendered = await ctx.renderMarkdown(body, { fileURL: pathToFileURL(path) });
    ctx.store.set({ id: src.lang, data: parsed, body, filePath, rendered, assetImports: rendered.metadata?.imagePaths });
  }),
  schema: ({ image }) => ProfileFrontMatter.extend({ portrait: z.strictObject({ src: image(), alt: z.string() }).optional() }),
});

/** Every project in each other language (`<lang>/<id>`): translated, or the default's where it falls back. */
const langProjects = defineCollection({
  loader: translationLoader('lang-projects', async (ctx, src, original) => {
    const originals = new Map(original.projects.map((p) => [p.id, p]));
    for (const p of src.projects) {
      const rendered = await ctx.renderMarkdown(p.body, { fileURL: pathToFileURL(p.filePath) });
      const filePath = relative(fileURLToPath(ctx.config.root), p.filePath);
      const local = [...new Set(rendered.metadata?.imagePaths ?? [])].filter((path) => !URL.canParse(path) && !path.startsWith('/'));
      const cover = imageFrom(p.data.cover, originals.get(p.id)!.filePath, p.filePath);
      const images = local.length ? { images: local.map((path) => ({ path, src: path })) } : {};
      const data = await ctx.parseData({ id: `${src.lang}/${p.id}`, data: { ...p.data, ...(cover ? { cover } : {}), ...images }, filePath });
      ctx.store.set({ id: `${src.lang}/${p.id}`, data, body: p.body, filePath, rendered, assetImports: rendered.metadata?.imagePaths });
    }
  }),
  schema: ({ image }) =>
    ProjectFrontMatter.extend({
      images: z.array(z.strictObject({ path: z.string(), src: image() })).optional(),
      cover: z.strictObject({ src: image(), alt: z.string() }).optional(),
    }),
});

/** Every published post in each other language (`<lang>/<id>`): translated, or the default's where it falls back. */
const langPosts = defineCollection({
  loader: translationLoader('lang-posts', async (ctx, src, original) => {
    const originals = new Map(original.posts.map((p) => [p.id, p]));
    for (const p of src.posts) {
      if (p.data.draft) continue;
      const rendered = await ctx.renderMarkdown(p.body, { fileURL: pathToFileURL(p.filePath) });
      const filePath = relative(fileURLToPath(ctx.config.root), p.filePath);
      const cover = imageFrom(p.data.cover, originals.get(p.id)!.filePath, p.filePath);
      const data = await ctx.parseData({ id: `${src.lang}/${p.id}`, data: { ...p.data, ...(cover ? { cover } : {}) }, filePath });
      ctx.store.set({ id: `${src.lang}/${p.id}`, data, body: p.body, filePath, rendered, assetImports: rendered.metadata?.imagePaths });
    }
  }),
  schema: ({ image }) => PostFrontMatter.extend({ cover: z.strictObject({ src: image(), alt: z.string() }).optional() }),
});

/** The rest of each other language (`<lang>`): skills (in order), career, services, and what falls back. */
const langData = defineCollection({
  loader: translationLoader('lang-data', async (ctx, src) => {
    const skills = src.skills.map(({ category, ...entry }) => ({ category, ...entry }));
    ctx.store.set({ id: src.lang, data: { skills, career: src.career, services: src.services, fallbacks: src.fallbacks } });
  }),
  schema: z.object({
    skills: z.array(z.object({ category: z.string(), label: z.string().optional(), level: z.string().optional(), skills: z.array(Skill) })),
    career: CareerFile,
    services: ServicesFile,
    fallbacks: z.object({
      language: z.string().optional(),
      profile: z.boolean(),
      projects: z.array(z.string()),
      posts: z.array(z.string()),
      skills: z.boolean(),
      career: z.boolean(),
      services: z.boolean(),
    }),
  }),
});

export const collections = { profile, projects, posts, skills, career, services, site, langProfile, langProjects, langPosts, langData };
