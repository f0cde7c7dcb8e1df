/**
 * The bridge from Astro's content collections to the core model, built once per process.
 * Pages and routes call `getPortfolio()` and `urls`; nothing else reads the collections.
 */
import type { ImageMetadata } from 'astro';
import { getImage } from 'astro:assets';
import { getCollection, getEntry, render } from 'astro:content';
import { BUILT_IMAGES, type BuiltImage, type BuiltImages, imagesOf, pathUnderBase, publishImages } from '../core/images.ts';
import { createPortfolio, portfolioData, type Portfolio } from '../core/portfolio.ts';
import { careerView, projectSummary, publicProfile, publicServices, skillGroups } from '../core/views.ts';
import { createUrls } from '../core/urls.ts';
import { serverContent } from '../core/server-content.ts';
import { getLanguages } from './site.ts';

declare const __PORTFOLIO_DEPLOYMENT__: { staticOnly: boolean; apiOrigin: string | null } | undefined;

/** Where the dynamic features live, as the build was told (STATIC_ONLY, API_ORIGIN: integrations/deployment.mjs). */
export const deployment: { staticOnly: boolean; apiOrigin: string | null } =
  typeof __PORTFOLIO_DEPLOYMENT__ === 'undefined' ? { staticOnly: false, apiOrigin: null } : __PORTFOLIO_DEPLOYMENT__;

/**
 * Every absolute URL derives from the build's SITE_URL (Astro `site`) and `base`, and those of the
 * Node server from the deployment: the site itself, API_ORIGIN, or none (a static-only site without one).
 */
export const urls = createUrls(
  import.meta.env.SITE ?? 'http://localhost:4321',
  import.meta.env.BASE_URL,
  deployment.staticOnly ? deployment.apiOrigin : undefined,
);

const portfolios = new Map<string, Promise<Portfolio>>();

/**
 * The portfolio in a language of the site (src/lib/site.ts `getLanguages`); the default language
 * without one. A language the site does not have is a programming error: it throws.
 */
export async function getPortfolio(lang?: string): Promise<Portfolio> {
  const { defaultLanguage, languages } = await getLanguages();
  const chosen = lang ?? defaultLanguage;
  if (!languages.includes(chosen)) throw new Error(`getPortfolio: the site has no language "${chosen}" (it has ${languages.join(', ')})`);
  // In the production server: its own portfolio of that language, not a second one from the collections.
  const provided = serverContent()?.portfolio(chosen);
  if (provided) return provided;
  const make = () => (chosen === defaultLanguage ? load() : loadTranslation(chosen));
  // Under `npm run dev` the content may change between two requests: read it each time.
  if (import.meta.env.DEV) return make();
  let portfolio = portfolios.get(chosen);
  if (!portfolio) portfolios.set(chosen, (portfolio = make()));
  return portfolio;
}

/** What the pages about the owner (home, resume) show in a language: profile, rendered bio, projects and skills. */
export async function ownerPage(lang?: string) {
  const portfolio = await getPortfolio(lang);
  const profile = portfolio.profile ? publicProfile(portfolio.profile) : null;
  const { defaultLanguage } = await getLanguages();
  const bioEntry = !profile
    ? undefined
    : portfolio.lang === defaultLanguage
      ? await getEntry('profile', 'profile')
      : await getEntry('langProfile', portfolio.lang);
  return {
    portfolio,
    profile,
    /** The optimised portrait and its alt text, when profile.md names one. */
    portrait: bioEntry?.data.portrait,
    Bio: bioEntry ? (await render(bioEntry)).Content : null,
    projects: portfolio.projects.map((p) => projectSummary(p, urls)),
    skills: skillGroups(portfolio.skills),
    career: careerView(portfolio),
    services: publicServices(portfolio),
  };
}

/**
 * A project's or post's rendered text and cover in a language: the default language's entry, or
 * the translation's (which is the default's text where the entry falls back).
 */
export async function contentEntry(kind: 'projects' | 'posts', id: string, lang?: string) {
  const { defaultLanguage } = await getLanguages();
  const entry =
    !lang || lang === defaultLanguage ? await getEntry(kind, id) : await getEntry(kind === 'projects' ? 'langProjects' : 'langPosts', `${lang}/${id}`);
  if (!entry) throw new Error(`contentEntry: no ${kind} entry "${id}" in "${lang ?? defaultLanguage}"`);
  return { Content: (await render(entry)).Content, cover: entry.data.cover };
}

/** The optimised cover image and its alt text of each project that names one, by project id. */
export async function projectCovers(): Promise<Map<string, { src: ImageMetadata; alt: string }>> {
  const projects = await getCollection('projects');
  return new Map(projects.flatMap((p) => (p.data.cover ? [[p.id, p.data.cover] as const] : [])));
}

/** The largest portrait width the API publishes (the home page shows it at 160 pixels). */
const PORTRAIT_WIDTH = 800;

/** An image as the build publishes it: optimised by Astro's image service, its URL under the base. */
async function built(src: ImageMetadata, options: { width?: number; format?: 'jpg' | 'png' } = {}): Promise<BuiltImage> {
  const image = await getImage({ src, ...options });
  return { path: pathUnderBase(image.src, urls), width: Number(image.attributes.width), height: Number(image.attributes.height) };
}

/**
 * The images that the portfolio's text names, as the build publishes them: the portrait (JPEG,
 * or PNG for a PNG, as JSON Resume's `basics.image` asks, at most PORTRAIT_WIDTH wide) and each
 * write-up's images (the same options as Astro's Markdown images: the same files as the pages).
 * Only while building (the snapshot's record is there) or under `npm run dev`: the server's
 * on-demand pages do not make images.
 */
async function builtImages(
  portrait: { src: ImageMetadata } | undefined,
  projects: { id: string; data: { images?: { path: string; src: ImageMetadata }[] } }[],
): Promise<BuiltImages> {
  // A translation's projects are `<lang>/<id>`: recorded under that key (imagesOf in src/core/images.ts).
  const record = (globalThis as Record<symbol, BuiltImages | undefined>)[BUILT_IMAGES];
  if (!record && !import.meta.env.DEV) return {};
  const out: BuiltImages = { writeups: {} };
  if (portrait)
    out.portrait = await built(portrait.src, {
      width: Math.min(portrait.src.width, PORTRAIT_WIDTH),
      format: portrait.src.format === 'png' ? 'png' : 'jpg',
    });
  for (const p of projects) {
    if (!p.data.images?.length) continue;
    const images: Record<string, BuiltImage> = {};
    for (const { path, src } of p.data.images) images[path] = await built(src);
    out.writeups![p.id] = images;
  }
  if (record) Object.assign(record, { ...out, writeups: { ...record.writeups, ...out.writeups } });
  return out;
}

async function load(): Promise<Portfolio> {
  const [profiles, projects, posts, skills, career, services] = await Promise.all([
    getCollection('profile'),
    getCollection('projects'),
    getCollection('posts'),
    getCollection('skills'),
    getEntry('career', 'career'),
    getEntry('services', 'services'),
  ]);
  const profile = profiles[0];
  const portrait = profile?.data.portrait;
  const data = portfolioData({
    // The portrait is an Astro image here (the pages show it through ownerPage); the model gets the
    // built file's URL through publishImages, as the server's snapshot does.
    profile: profile ? { data: { ...profile.data, portrait: portrait && { src: portrait.src.src, alt: portrait.alt } }, body: profile.body ?? '' } : null,
    // The cover is an Astro image here (the cards and the project page show it, projectCovers).
    projects: projects.map(({ id, data: { images: _, cover: __, ...data }, body }) => ({ id, data, body: body ?? '' })),
    // The cover is an Astro image here (the post page shows it); the model keeps the path as written.
    posts: posts.map(({ id, data: { cover, ...data }, body }) => ({
      id,
      data: { ...data, ...(cover ? { cover: { src: cover.src.src, alt: cover.alt } } : {}) },
      body: body ?? '',
    })),
    skills: skills.sort((a, b) => a.data.order - b.data.order).map(({ id, data: { order: _, ...entry } }) => ({ category: id, ...entry })),
    career: career?.data ?? {},
    services: services?.data ?? {},
  });
  const { defaultLanguage } = await getLanguages();
  return createPortfolio({ ...publishImages(data, await builtImages(portrait, projects), urls), lang: defaultLanguage });
}

/**
 * The portfolio in another language of the site: the translation collections of
 * src/content.config.ts (every entry there, translated or falling back to the default's).
 */
async function loadTranslation(lang: string): Promise<Portfolio> {
  const inLang = <T extends { id: string }>(list: T[]) =>
    list.filter((e) => e.id.startsWith(`${lang}/`)).map((e) => ({ ...e, id: e.id.slice(lang.length + 1) }));
  const [profile, allProjects, allPosts, rest] = await Promise.all([
    getEntry('langProfile', lang),
    getCollection('langProjects'),
    getCollection('langPosts'),
    getEntry('langData', lang),
  ]);
  if (!rest) throw new Error(`getPortfolio: no content for the language "${lang}" (src/content.config.ts langData)`);
  const projects = inLang(allProjects);
  const portrait = profile?.data.portrait;
  const data = portfolioData({
    lang,
    fallbacks: rest.data.fallbacks,
    profile: profile ? { data: { ...profile.data, portrait: portrait && { src: portrait.src.src, alt: portrait.alt } }, body: profile.body ?? '' } : null,
    projects: projects.map(({ id, data: { images: _, cover: __, ...data }, body }) => ({ id, data, body: body ?? '' })),
    posts: inLang(allPosts).map(({ id, data: { cover, ...data }, body }) => ({
      id,
      data: { ...data, ...(cover ? { cover: { src: cover.src.src, alt: cover.alt } } : {}) },
      body: body ?? '',
    })),
    skills: rest.data.skills,
    career: rest.data.career,
    services: rest.data.services,
  });
  const built = await builtImages(
    portrait,
    allProjects.filter((p) => p.id.startsWith(`${lang}/`)),
  );
  return createPortfolio(publishImages(data, imagesOf(built, lang), urls));
}
