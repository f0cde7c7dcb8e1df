/**
 * The images of the content as the build published them: the one place that knows the mapping
 * from an image's path as the content writes it (`portrait.src` in profile.md, `./diagram.png` in
 * a write-up) to its built URL. Pure: the build (src/lib/portfolio.ts, through Astro's image
 * service) finds the built files, and this module turns them into absolute URLs, through the
 * one URL helper, inside the portfolio data that every surface reads. The server's snapshot
 * (integrations/portfolio-snapshot.mjs) holds the data after this step, so the prerendered and
 * the on-demand answers carry the same URLs.
 */
import type { PortfolioData } from './portfolio.ts';
import type { Urls } from './urls.ts';

/** One built (optimised, hashed) image file: its path under the site's base, and its size in pixels. */
export interface BuiltImage {
  /**
   * The path after the base, for example `/_astro/portrait.B1x2c3.jpg`; or an absolute URL when
   * the build's assets live elsewhere (Astro's `build.assetsPrefix`).
   */
  path: string;
  width: number;
  height: number;
}

/** What the build published for the content's images. */
export interface BuiltImages {
  /** The portrait named by profile.md. */
  portrait?: BuiltImage;
  /** For each project id: the images its write-up names, by the path as written (`./diagram.png`). */
  writeups?: Record<string, Record<string, BuiltImage>>;
}

/** The published portrait: an absolute URL, its alt text and its size. */

/**
 * The path under the base of a URL that Astro built (its `src` includes the base):
 * `/portfolio/_astro/x.webp` with base `/portfolio/` -> `/_astro/x.webp`.
 */
export function pathUnderBase(src: string, urls: Urls): string {
  if (urls.base !== '/' && src.startsWith(urls.base)) return `/${src.slice(urls.base.length)}`;
  return src;
}

/**
 * Where the build's prerendering hands the images it published to the server's snapshot
 * (integrations/portfolio-snapshot.mjs puts an empty record here when a build starts; Astro's
 * default prerenderer runs the pages in the same process; src/lib/portfolio.ts fills it).
 */
export const BUILT_IMAGES = Symbol.for('agent-portfolio.built-images');

/** The absolute URL of a built image. */
export function builtImageUrl(image: BuiltImage, urls: Urls): string {
  return /^https?:\/\//i.test(image.path) ? image.path : urls.abs(image.path);
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The write-up with each image it names by a relative path (`![alt](./diagram.png)`, also with a
 * title, and `<img src="./diagram.png">`) pointing to the image's absolute built URL. Paths the
 * build did not publish are left as they are.
 */
export function rewriteImages(markdown: string, images: Record<string, BuiltImage> | undefined, urls: Urls): string {
  if (!images) return markdown;
  let out = markdown;
  for (const [written, built] of Object.entries(images)) {
    const url = builtImageUrl(built, urls);
    const path = escapeRegExp(written);
    // Markdown image: `](./x.png)`, `](./x.png "title")`, `](<./x.png>)`.
    out = out.replace(new RegExp(`(!\\[[^\\]]*\\]\\(\\s*<?)${path}(>?(?:\\s+(?:"[^"]*"|'[^']*'))?\\s*\\))`, 'g'), (_m, a, b) => `${a}${url}${b}`);
    // A reference definition: `[diagram]: ./x.png`.
    out = out.replace(new RegExp(`^(\\s{0,3}\\[[^\\]]+\\]:\\s*<?)${path}(>?(?:\\s|$))`, 'gm'), (_m, a, b) => `${a}${url}${b}`);
    // An HTML image: `<img src="./x.png">`.
    out = out.replace(new RegExp(`(<img\\b[^>]*\\ssrc=["'])${path}(["'])`, 'gi'), (_m, a, b) => `${a}${url}${b}`);
  }
  return out;
}

/**
 * The portfolio data with its images published: the profile's `image` (absolute URL, alt text,
 * size) when it names a portrait that the build published, and every write-up's relative images
 * as absolute URLs. The portrait's source path never leaves the build.
 */
export function publishImages(data: PortfolioData, built: BuiltImages, urls: Urls): PortfolioData {
  const profile = data.profile;
  let published = profile;
  if (profile) {
    const { portrait, image: _, ...rest } = profile;
    published = rest;
    if (portrait && built.portrait) {
      const { width, height } = built.portrait;
      published = { ...rest, image: { url: builtImageUrl(built.portrait, urls), alt: portrait.alt, width, height } };
    }
  }
  return {
    ...data,
    profile: published,
    projects: data.projects.map((p) => ({ ...p, writeup: rewriteImages(p.writeup, built.writeups?.[p.id], urls) })),
  };
}

/**
 * The images of one language's write-ups: a translation's own (recorded under `<lang>/<id>`,
 * src/lib/portfolio.ts), else the default language's (a write-up that falls back).
 */
export function imagesOf(built: BuiltImages, lang: string): BuiltImages {
  if (!built.writeups) return built;
  const prefix = `${lang}/`;
  const own = Object.entries(built.writeups).flatMap(([key, images]) => (key.startsWith(prefix) ? [[key.slice(prefix.length), images] as const] : []));
  return own.length ? { ...built, writeups: { ...built.writeups, ...Object.fromEntries(own) } } : built;
}
