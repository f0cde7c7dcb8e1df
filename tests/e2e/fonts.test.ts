// Every glyph of every page type is drawn by a font the kit bundles (integrations/fonts.mjs), never
// by a font of the machine: Chromium's DevTools protocol (CSS.getPlatformFontsForNode) names the
// fonts that drew each element's text. Runs on both content sets and on the stress content (names
// with accents, which need the latin-ext files).
import type { CDPSession, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { BUNDLED_FAMILIES } from '../../integrations/fonts.mjs';
import { contentSets, useBrowser, pageTypes } from './support.ts';

const browser = useBrowser();

interface DomNode {
  nodeId: number;
  nodeType: number;
  nodeName: string;
  nodeValue: string;
  attributes?: string[];
  children?: DomNode[];
}

/** The elements that have text of their own (a non-blank text child), with a readable name. */
function textElements(node: DomNode, out: { nodeId: number; name: string; text: string }[] = []) {
  const texts = (node.children ?? []).filter((c) => c.nodeType === 3 && c.nodeValue.trim() !== '');
  if (node.nodeType === 1 && texts.length && !['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT', 'TITLE'].includes(node.nodeName)) {
    const attrs = node.attributes ?? [];
    const cls = attrs[attrs.indexOf('class') + 1];
    const name = `<${node.nodeName.toLowerCase()}${attrs.includes('class') && cls ? `.${cls.split(/\s+/).join('.')}` : ''}>`;
    out.push({
      nodeId: node.nodeId,
      name,
      text: texts
        .map((t) => t.nodeValue.trim())
        .join(' ')
        .slice(0, 40),
    });
  }
  for (const c of node.children ?? []) if (c.nodeName !== 'HEAD') textElements(c, out);
  return out;
}

/** A bundled family, by the name Chromium reports: the family, or its full name ("Inter SemiBold"). */
const bundled = (name: string) => BUNDLED_FAMILIES.some((f) => name === f || name.startsWith(`${f} `));

/** "page element "text": Family (n glyphs)" for every run of text drawn by a font the kit does not bundle. */
async function foreignFonts(page: Page, cdp: CDPSession, label: string): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready);
  const { root } = (await cdp.send('DOM.getDocument', { depth: -1 })) as unknown as { root: DomNode };
  const problems: string[] = [];
  let drawn = 0;
  for (const el of textElements(root)) {
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId: el.nodeId });
    for (const f of fonts) {
      drawn += f.glyphCount;
      if (!bundled(f.familyName) || !f.isCustomFont) {
        problems.push(`${label} ${el.name} "${el.text}": ${f.familyName}${f.isCustomFont ? '' : ' (a system font)'}, ${f.glyphCount} glyphs`);
      }
    }
  }
  if (drawn === 0) problems.push(`${label}: no text was measured`);
  return problems;
}

describe('bundled fonts', () => {
  const sets = () => [
    ...contentSets().map((s) => ({ name: s.name, url: s.url, portfolio: s.portfolio })),
    { name: 'stress content', url: inject('stressUrl'), portfolio: undefined },
  ];
  for (const which of [0, 1, 2]) {
    it(`every glyph of every page type is drawn by a bundled font (site ${which + 1} of 3)`, async () => {
      const set = sets()[which]!;
      const pages = set.portfolio
        ? pageTypes(set.portfolio).map((p) => p.path)
        : ['/', '/projects', '/projects/wide-screenshot', '/skills', '/resume', '/api', '/errors', '/no/such/page'];
      const page = await browser().newPage({ viewport: { width: 1280, height: 900 } });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('DOM.enable');
      await cdp.send('CSS.enable');
      const problems: string[] = [];
      for (const path of pages) {
        await page.goto(set.url + path);
        problems.push(...(await foreignFonts(page, cdp, `${set.name} ${path}`)));
      }
      await page.close();
      expect(problems, 'text drawn by a font the kit does not bundle').toEqual([]);
    }, 300_000);
  }

  it('names with accents use the latin-ext files, and only pages that have them load those', async () => {
    const page = await browser().newPage();
    const fonts: string[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('.woff2')) fonts.push(new URL(r.url()).pathname);
    });
    await page.goto(`${inject('stressUrl')}/`, { waitUntil: 'networkidle' });
    const withAccents = fonts.length;
    fonts.length = 0;
    await page.goto(`${contentSets()[0]!.url}/projects`, { waitUntil: 'networkidle' });
    expect(withAccents, 'the page with "Dvořák-Łukasiewicz" loads more font files').toBeGreaterThan(fonts.length);
    await page.close();
  });
});
