/**
 * The profile icons (src/lib/icons.ts): each network the issue names gets its own mark, by name
 * or by host, and anything else the generic link; each icon is one inline SVG, hidden from
 * assistive technology (the link's text names it).
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { iconSvg, profileIcon, type IconName } from '../../src/lib/icons.ts';
import { iconsData } from '../../scripts/icons.mjs';

describe('profile icons', () => {
  it('recognises the networks by name, as people write them', () => {
    const names: [string, IconName][] = [
      ['GitHub', 'github'],
      ['LinkedIn', 'linkedin'],
      ['ORCID', 'orcid'],
      ['Mastodon', 'mastodon'],
      ['Google Scholar', 'scholar'],
      ['Bluesky', 'bluesky'],
      ['X', 'x'],
      ['Twitter', 'x'],
      ['Stack Overflow', 'stackoverflow'],
    ];
    for (const [network, icon] of names) expect(profileIcon(network, 'https://example.org/me'), network).toBe(icon);
  });
  it('else by the URL host, else a generic link', () => {
    expect(profileIcon('Research', 'https://orcid.org/0000-0002-1825-0097')).toBe('orcid');
    expect(profileIcon('Papers', 'https://scholar.google.de/citations?user=x')).toBe('scholar');
    expect(profileIcon('Posts', 'https://bsky.app/profile/me')).toBe('bluesky');
    expect(profileIcon('Codeberg', 'https://codeberg.org/me')).toBe('link');
    expect(profileIcon('Blog', 'not a url')).toBe('link');
  });
  it('draws every icon as one decorative inline SVG, each a different drawing', () => {
    const names: IconName[] = ['github', 'gitlab', 'linkedin', 'orcid', 'mastodon', 'scholar', 'bluesky', 'x', 'stackoverflow', 'email', 'website', 'link'];
    const drawings = names.map((n) => iconSvg(n));
    for (const svg of drawings) {
      expect(svg).toMatch(/^<svg class="icon" viewBox="0 0 24 24" [^>]*aria-hidden="true" focusable="false"[^>]*>.*<path .*<\/svg>$/);
      expect(svg.match(/<svg/g)).toHaveLength(1);
    }
    expect(new Set(drawings).size).toBe(names.length);
  });

  it('icons-data.json is what `npm run icons` writes from the installed simple-icons and Tabler Icons', () => {
    const committed = JSON.parse(readFileSync('src/lib/icons-data.json', 'utf8'));
    expect(committed).toEqual(iconsData());
  });
});
