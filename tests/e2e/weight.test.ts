// Page weight: everything the home page loads (HTML, CSS, JavaScript, icons), as the server sends
// it to a browser that accepts compression, stays under 50 KB. The bundled fonts (woff2, already
// compressed; docs/design.md "Type") have a budget of their own, 100 KB (four latin files: Inter
// 400 and 600, Source Serif 4 700, JetBrains Mono 400, about 90 KB): they are fetched once for the
// whole site and cached as immutable, so they are counted apart from the page itself. Bytes are counted on the wire with
// node:http (fetch would decompress); a resource the server sends uncompressed is counted at its
// gzip size instead (node:zlib), as a CDN would send it, and reported as such.
import { request } from 'node:http';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { contentSets, useBrowser } from './support.ts';

const BUDGET = 50 * 1024;
const FONT_BUDGET = 100 * 1024;

const browser = useBrowser();

interface Wire {
  url: string;
  encoding: string;
  bytes: number;
  raw: number;
}

/** The body as sent on the wire for `Accept-Encoding: br, gzip`. */
function onTheWire(url: string): Promise<Wire> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'Accept-Encoding': 'br, gzip', Accept: '*/*' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const encoding = String(res.headers['content-encoding'] ?? 'identity');
        const compressed = encoding !== 'identity';
        resolve({
          url,
          encoding: compressed ? encoding : 'gzip (estimated with node:zlib)',
          bytes: compressed ? body.length : gzipSync(body, { level: 9 }).length,
          raw: body.length,
        });
      });
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

describe('page weight', () => {
  for (const set of contentSets()) {
    it(`the home page and everything it loads transfer under 50 KB compressed (${set.name})`, async () => {
      const page = await browser().newPage();
      const urls = new Set<string>();
      page.on('request', (r) => {
        if (!r.url().startsWith('data:')) urls.add(r.url());
      });
      await page.goto(`${set.url}/`, { waitUntil: 'networkidle' });
      await page.close();
      // Nothing is requested from anywhere else: no third-party fonts, scripts or images.
      for (const u of urls) expect(new URL(u).origin, u).toBe(new URL(set.url).origin);
      const types = [...urls].map((u) => new URL(u).pathname);
      expect(
        types.some((p) => p.endsWith('.css')),
        'the stylesheet is counted',
      ).toBe(true);

      const wire = await Promise.all([...urls].map(onTheWire));
      const isFont = (w: Wire) => new URL(w.url).pathname.endsWith('.woff2');
      const sum = (ws: Wire[]) => ws.reduce((total, w) => total + w.bytes, 0);
      const total = sum(wire.filter((w) => !isFont(w)));
      const fonts = sum(wire.filter(isFont));
      for (const w of wire) console.log(`weight ${set.name}: ${new URL(w.url).pathname} ${w.bytes} B (${w.encoding}; ${w.raw} B received)`);
      console.log(`weight ${set.name}: home page total ${total} B of ${BUDGET} B, fonts ${fonts} B of ${FONT_BUDGET} B (${wire.length} resources)`);
      expect(total).toBeLessThan(BUDGET);
      expect(wire.some(isFont), 'the bundled fonts are counted').toBe(true);
      expect(fonts).toBeLessThan(FONT_BUDGET);
    });
  }
});
