/**
 * The pieces of the home page that are pure: the one-line pitch, the availability badge, the
 * generated project covers, and the loader's check of a project's `cover` file.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { availabilityBadge } from '../../src/core/career.ts';
import { ContentError, loadPortfolioSource } from '../../src/core/content/load.ts';
import { ProjectSummary } from '../../src/core/schema/public.ts';
import { THEMES } from '../../src/core/site/themes.ts';
import { profilePitch } from '../../src/core/views.ts';
import { COVER_HEIGHT, COVER_WIDTH, coverArt } from '../../src/core/site/cover-art.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('profilePitch', () => {
  it('is the pitch when the profile has one', () => {
    expect(profilePitch({ pitch: 'I make maps.', bio: 'Long bio. More.' })).toBe('I make maps.');
  });
  it("is else the bio's first sentence as text, links and emphasis reduced to their words", () => {
    expect(profilePitch({ bio: '## About\n\nI build *data* platforms at [Kvarn](https://k.example), e.g. payments. Since 2017 I lead.\n\nMore.' })).toBe(
      'I build data platforms at Kvarn, e.g. payments.',
    );
  });
  it('is absent when the first sentence is too long for one line, or there is no bio', () => {
    expect(profilePitch({ bio: `${'word '.repeat(60)}end.` })).toBeUndefined();
    expect(profilePitch({})).toBeUndefined();
  });
});

describe('availabilityBadge', () => {
  it('names the month when the availability starts later, else "now"', () => {
    expect(availabilityBadge({ from: '2027-01' }, '2026-11-23')).toBe('Available from January 2027');
    expect(availabilityBadge({ from: '2026-11' }, '2026-11-23')).toBe('Available now');
    expect(availabilityBadge({}, '2026-11-23')).toBe('Available now');
  });
});

describe('coverArt', () => {
  const project = { title: 'Real-Time Feature Store', tags: ['ml', 'streaming'] };
  it('draws the same cover for the same project and theme, a different one for another title or theme', () => {
    for (const theme of THEMES) {
      expect(coverArt(project, theme)).toEqual(coverArt({ ...project, tags: [...project.tags] }, theme));
      expect(coverArt(project, theme)).not.toEqual(coverArt({ ...project, title: 'Warehouse Migration' }, theme));
      expect(coverArt(project, theme).length, theme).toBeGreaterThan(2);
    }
    expect(coverArt(project, 'minimal')).not.toEqual(coverArt(project, 'visual'));
  });
  it('stays inside its view box (rectangles) and uses the four tones', () => {
    for (const theme of THEMES) {
      for (const s of coverArt(project, theme)) {
        expect([1, 2, 3, 4]).toContain(s.tone);
        if (s.kind === 'rect') expect(Number(s.attrs.x) + Number(s.attrs.width)).toBeLessThanOrEqual(COVER_WIDTH + 40);
        if (s.kind === 'rect') expect(Number(s.attrs.y) + Number(s.attrs.height)).toBeLessThanOrEqual(COVER_HEIGHT);
      }
    }
  });
});

describe('project cover', () => {
  function withCover(line: string): string[] | undefined {
    const dir = join(mkdtempSync(join(tmpdir(), 'portfolio-cover-test-')), 'content');
    dirs.push(dir);
    cpSync(resolve('tests/fixtures/example-portfolio'), dir, { recursive: true });
    const file = join(dir, 'projects', 'feature-store.md');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^---\n/, `---\n${line}\n`));
    try {
      loadPortfolioSource(dir);
      return undefined;
    } catch (err) {
      if (err instanceof ContentError) return err.problems;
      throw err;
    }
  }
  it('must name a file next to the project, with alt text', () => {
    expect(withCover('cover: { src: ./missing.png, alt: A diagram }')).toEqual([
      expect.stringMatching(/feature-store\.md: field `cover\.src`: \.\/missing\.png not found \(expected the file .*projects\/missing\.png\)$/),
    ]);
    expect(withCover('cover: { src: ./missing.png }')).toEqual([expect.stringMatching(/field `cover\.alt`: required: describe the picture/)]);
  });
  it('is not part of the public project (the API publishes no source path)', () => {
    expect(Object.keys(ProjectSummary.shape)).not.toContain('cover');
  });
});
