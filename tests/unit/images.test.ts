/**
 * The images of the content as published (src/core/images.ts): the portrait's built file as an
 * absolute URL in the profile (API, JSON Resume `basics.image`, Person JSON-LD, MCP text), the
 * write-up's relative images as absolute URLs, a base path kept once, and the portrait's source
 * path never public. The built server is checked in tests/integration/minimal-content.test.ts.
 */
import { resolve } from 'node:path';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadPortfolioSource } from '../../src/core/content/load.ts';
import { type BuiltImages, pathUnderBase, publishImages, rewriteImages } from '../../src/core/images.ts';
import { importJsonResume } from '../../src/core/import.ts';
import { createPortfolio, portfolioData } from '../../src/core/portfolio.ts';
import { toJsonResume } from '../../src/core/resume.ts';
import { ProfileFrontMatter } from '../../src/core/schema/content.ts';
import { PublicProfile } from '../../src/core/schema/public.ts';
import { createUrls } from '../../src/core/urls.ts';
import { projectDetail, publicProfile } from '../../src/core/views.ts';
import { personJsonLd } from '../../src/discovery/jsonld.ts';
import { profileText } from '../../src/mcp/render.ts';

const urls = createUrls('https://ada.dev/portfolio/', '/portfolio');
const diagram = { path: '/_astro/diagram.AbC.webp', width: 640, height: 320 };

describe('rewriteImages', () => {
  const images = { './diagram.png': diagram, 'img/flow chart.png': { ...diagram, path: '/_astro/flow.X.webp' } };
  it('points each relative image the build published to its absolute built URL', () => {
    const text = [
      '![The pipeline](./diagram.png)',
      '![With a title](./diagram.png "Pipeline")',
      '![Angle brackets](<img/flow chart.png>)',
      '<img src="./diagram.png" alt="html">',
      '[ref]: ./diagram.png',
    ].join('\n');
    expect(rewriteImages(text, images, urls).split('\n')).toEqual([
      '![The pipeline](https://ada.dev/portfolio/_astro/diagram.AbC.webp)',
      '![With a title](https://ada.dev/portfolio/_astro/diagram.AbC.webp "Pipeline")',
      '![Angle brackets](<https://ada.dev/portfolio/_astro/flow.X.webp>)',
      '<img src="https://ada.dev/portfolio/_astro/diagram.AbC.webp" alt="html">',
      '[ref]: https://ada.dev/portfolio/_astro/diagram.AbC.webp',
    ]);
  });

  it('keeps the absolute URL of an image whose assets live elsewhere (build.assetsPrefix)', () => {
    const cdn = { './diagram.png': { ...diagram, path: 'https://cdn.ada.dev/_astro/diagram.AbC.webp' } };
    expect(rewriteImages('![x](./diagram.png)', cdn, urls)).toBe('![x](https://cdn.ada.dev/_astro/diagram.AbC.webp)');
  });

  it('leaves links, code and images the build did not publish as written', () => {
    const text = '[a link](./diagram.png) `![code](./other.png)` ![remote](https://x.dev/a.png) ![other](./other.png) ![x](./diagram.png.bak)';
    expect(rewriteImages(text, images, urls)).toBe(text);
    expect(rewriteImages(text, undefined, urls)).toBe(text);
  });
});

describe('pathUnderBase', () => {
  it('removes the base Astro puts in front of a built URL, once', () => {
    expect(pathUnderBase('/portfolio/_astro/a.webp', urls)).toBe('/_astro/a.webp');
    expect(urls.abs(pathUnderBase('/portfolio/_astro/a.webp', urls))).toBe('https://ada.dev/portfolio/_astro/a.webp');
    const root = createUrls('https://ada.dev');
    expect(root.abs(pathUnderBase('/_astro/a.webp', root))).toBe('https://ada.dev/_astro/a.webp');
  });
});

describe('publishImages', () => {
  const source = loadPortfolioSource(resolve('tests/fixtures/minimal/only-profile'));
  const built: BuiltImages = { portrait: { path: '/_astro/portrait.Q.png', width: 320, height: 160 } };
  const portfolio = createPortfolio(publishImages(portfolioData(source), built, urls));
  const profile = publicProfile(portfolio.profile!);
  const alt = source.profile!.data.portrait!.alt;
  const image = { url: 'https://ada.dev/portfolio/_astro/portrait.Q.png', alt, width: 320, height: 160 };

  it('publishes the portrait as an absolute URL with its alt text and size, valid against the Profile schema', () => {
    expect(profile.image).toEqual(image);
    expect(PublicProfile.safeParse(profile).success).toBe(true);
  });

  it('never publishes the source path of the portrait', () => {
    expect(JSON.stringify(portfolio.profile)).not.toContain(source.profile!.data.portrait!.src);
    expect(JSON.stringify(profile)).not.toContain('portrait.png');
  });

  it('gives the portrait to the JSON Resume basics.image, valid against the JSON Resume schema', () => {
    const resume = toJsonResume(portfolio, urls);
    expect(resume.basics?.image).toBe(image.url);
    const ajv = new Ajv({ strict: false, allErrors: true });
    addFormats.default(ajv);
    const validate = ajv.compile(JSON.parse(readFileSync('tests/fixtures/jsonresume/schema.json', 'utf8')));
    expect(validate(resume), JSON.stringify(validate.errors)).toBe(true);
  });

  it('gives the portrait to the Person JSON-LD and the MCP profile text', () => {
    expect(personJsonLd(profile, urls).mainEntity.image).toMatchObject({ '@type': 'ImageObject', contentUrl: image.url, description: alt });
    expect(profileText(profile)).toContain(image.url);
  });

  it('publishes no image when the build made none (the server started from source under npm run dev), and none when no portrait is named', () => {
    const none = publicProfile(createPortfolio(publishImages(portfolioData(source), {}, urls)).profile!);
    expect(none.image).toBeUndefined();
    expect(JSON.stringify(none)).not.toContain('portrait.png');
    const bare = loadPortfolioSource(resolve('tests/fixtures/minimal/only-name'));
    expect(publicProfile(createPortfolio(publishImages(portfolioData(bare), built, urls)).profile!).image).toBeUndefined();
  });

  it("rewrites each project's write-up images with that project's images only", () => {
    const projects = loadPortfolioSource(resolve('tests/fixtures/minimal/only-projects'));
    const id = projects.projects[0]!.id;
    const published = createPortfolio(publishImages(portfolioData(projects), { writeups: { [id]: { './queue-diagram.png': diagram } } }, urls));
    const writeup = projectDetail(published.project(id)!, urls).writeup;
    expect(writeup).toContain('](https://ada.dev/portfolio/_astro/diagram.AbC.webp)');
    expect(writeup).not.toContain('./queue-diagram.png');
  });
});

describe('import of basics.image', () => {
  it('keeps an http(s) URL as portraitUrl (never downloaded), published as the profile image and given back by the export', () => {
    const { files, report } = importJsonResume({ basics: { name: 'Sam Okafor', image: 'https://cdn.example/sam.jpg' } });
    expect(report.find((line) => line.startsWith('basics.image:'))).toMatch(/https:\/\/cdn\.example\/sam\.jpg kept as portraitUrl, not downloaded/);
    expect(files['profile.md']).toContain('portraitUrl: https://cdn.example/sam.jpg');
    expect(files['profile.md']).not.toMatch(/^portrait:/m);
    const front = parse(files['profile.md']!.split('---')[1]!) as Record<string, unknown>;
    const profile = publicProfile({ ...ProfileFrontMatter.parse(front), bio: '' } as never);
    expect(profile.image).toEqual({ url: 'https://cdn.example/sam.jpg', alt: 'Portrait of Sam Okafor' });
    expect(profile).not.toHaveProperty('portraitUrl');
  });

  it('refuses what is not an http(s) URL, and says so', () => {
    const { files, report } = importJsonResume({ basics: { name: 'Sam Okafor', image: 'javascript:alert(1)' } });
    expect(report).toContain('basics.image: "javascript:alert(1)" is not an http(s) URL, not carried over');
    expect(files['profile.md']).not.toContain('javascript');
  });
});
