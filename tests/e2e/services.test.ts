// The services page (issue #16) in Chromium: schema.org Service / Offer / UnitPriceSpecification
// JSON-LD that agrees with /v1/services, no private amount anywhere on the page, no axe violation
// in either theme; the home page shows the current role and the availability.
import { describe, expect, it } from 'vitest';
import { currentPositions } from '../../src/core/career.ts';
import { ratesView } from '../../src/core/views.ts';
import { axeViolations, contentSets, useBrowser } from './support.ts';

type Ld = { '@type': string; name: string; offers: { '@type': string; priceSpecification: unknown }; provider: { '@type': string } };

const browser = useBrowser();

describe('services page', () => {
  const set = contentSets()[0]!;

  it('has Service, Offer and UnitPriceSpecification JSON-LD matching /v1/services, and no private amount', async () => {
    const page = await browser().newPage();
    await page.goto(`${set.url}/services`);
    const api = (await (await fetch(`${set.url}/v1/services`)).json()).data as { services: { name: string; price?: unknown }[] };
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const graph = blocks.map((b) => JSON.parse(b)).find((d) => Array.isArray(d['@graph']))['@graph'] as Ld[];
    expect(graph.map((s) => s['@type'])).toEqual(api.services.map(() => 'Service'));
    expect(graph.map((s) => s.name)).toEqual(api.services.map((s) => s.name));
    for (const [i, s] of api.services.entries()) {
      const price = s.price as { amount: number; currency: string; unit: string } | 'on request' | undefined;
      if (price && price !== 'on request') {
        expect(graph[i]!.offers['@type']).toBe('Offer');
        expect(graph[i]!.offers.priceSpecification).toMatchObject({ '@type': 'UnitPriceSpecification', price: price.amount, priceCurrency: price.currency });
        expect(graph[i]!.provider['@type']).toBe('Person');
      }
    }
    const html = await page.content();
    for (const r of ratesView(set.portfolio)) {
      if (r.price && r.price !== 'on request' && r.price.private) expect(html).not.toContain(String(r.price.amount));
    }
    await page.close();
  });

  it('passes axe in the light and dark themes', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await browser().newContext({ colorScheme, viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${set.url}/services`);
      expect(await axeViolations(page), colorScheme).toEqual([]);
      await context.close();
    }
  });

  it('the home page shows the current role and the availability, as a badge and in full', async () => {
    const page = await browser().newPage();
    await page.goto(set.url);
    const current = currentPositions(set.portfolio.experience)[0]!;
    await expect.poll(() => page.locator('.about .current').textContent()).toContain(`${current.role} at ${current.organisation}`);
    expect(await page.locator('.hero .badge').textContent()).toMatch(/^Available (now|from \w+ \d{4})$/);
    expect(await page.locator('.about .availability').textContent()).toMatch(/^Available (now|from \w+ \d{4}), /);
    await page.close();
  });
});
