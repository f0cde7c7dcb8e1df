// Write-up images open at full size (src/lib/full-size-images.ts): each image of the rendered
// write-up becomes a link to its widest built file, named for people using a screen reader.
import { describe, expect, it } from 'vitest';
import { largestImage, linkFullSizeImages } from '../../src/lib/full-size-images.ts';

const img =
  '<img src="/_astro/shot.abc_1.webp" srcset="/_astro/shot.abc_2.webp 640w, /_astro/shot.abc_3.webp 2400w, /_astro/shot.abc_4.webp 1280w" alt="The dashboard" width="2400" height="1200" loading="lazy">';

describe('largestImage', () => {
  it('takes the widest srcset candidate, whatever the order', () => {
    expect(largestImage('/a.webp', '/b.webp 640w, /c.webp 2400w, /d.webp 1280w')).toBe('/c.webp');
  });
  it('falls back to src without a srcset or with density descriptors only', () => {
    expect(largestImage('/a.webp', undefined)).toBe('/a.webp');
    expect(largestImage('/a.webp', '/b.webp 2x')).toBe('/a.webp');
  });
});

describe('linkFullSizeImages', () => {
  it('wraps an image in a link to its widest file, with an accessible name', () => {
    const html = linkFullSizeImages(`<p>Before.</p><figure>${img}<figcaption>Caption</figcaption></figure>`, 'Open the full-size image');
    expect(html).toContain(
      '<figure><a class="full-size" href="/_astro/shot.abc_3.webp"><span class="visually-hidden">Open the full-size image: </span><img src="/_astro/shot.abc_1.webp"',
    );
    expect(html).toContain('alt="The dashboard"');
    expect(html).toContain('srcset="/_astro/shot.abc_2.webp 640w, /_astro/shot.abc_3.webp 2400w, /_astro/shot.abc_4.webp 1280w"');
    expect(html).toContain('<figcaption>Caption</figcaption></figure>');
  });

  it('names a link around an image without alt text', () => {
    expect(linkFullSizeImages('<p><img src="/x.png" alt=""></p>', 'Open the full-size image')).toBe(
      '<p><a class="full-size" href="/x.png"><span class="visually-hidden">Open the full-size image</span><img src="/x.png" alt=""></a></p>',
    );
  });

  it('wraps every image, and none already inside a link', () => {
    const html = linkFullSizeImages(
      `<p>${img}</p><p><a href="https://example.org"><img src="/badge.svg" alt="Badge"></a></p><ul><li>${img}</li></ul>`,
      'Open the full-size image',
    );
    expect(html.match(/<a class="full-size"/g)).toHaveLength(2);
    expect(html).toContain('<a href="https://example.org"><img src="/badge.svg" alt="Badge"></a>');
  });

  it('returns HTML without an image unchanged', () => {
    const html = '<pre class="astro-code" tabindex="0"><code><span class="line">x &lt; y</span></code></pre>';
    expect(linkFullSizeImages(html, 'Open the full-size image')).toBe(html);
  });
});
