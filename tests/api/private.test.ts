// Private content (profile contact, project architecture, skill level and years) never reaches
// any public output: not the built client files, not any API response.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { loadPortfolioSource } from '../../src/core/content/load.ts';
import { EXAMPLE_CONTENT } from '../support/example-content.ts';

const base = inject('baseUrl');
const source = loadPortfolioSource(EXAMPLE_CONTENT);

/** Every private value of the default content, as it would appear in text. */
function privateValues(): string[] {
  const values: string[] = [];
  for (const v of Object.values(source.profile?.data.contact ?? {})) if (v) values.push(String(v));
  for (const p of source.projects) if (p.data.architecture) values.push(...p.data.architecture.split('\n').filter((l) => l.trim().length > 25));
  // A rate the owner keeps private, as a page or a JSON document would write it.
  for (const { price } of source.services.services ?? []) {
    if (price && price !== 'on request' && price.private) {
      const money = new Intl.NumberFormat('en', { style: 'currency', currency: price.currency, minimumFractionDigits: 0 }).format(price.amount);
      values.push(money, `"amount":${price.amount}`, `${price.amount} ${price.currency}`);
    }
  }
  return values.map((v) => v.trim());
}
/** Tokens of the private notes that occur nowhere in public text (for example internal service names). */
function privateTokens(): string[] {
  return [
    ...new Set(
      privateValues()
        .join(' ')
        .match(/\barch-[a-z0-9-]+\b/g) ?? [],
    ),
  ];
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? files(p) : [p];
  });
}

describe('private data', () => {
  it('the default content has private data to protect', () => {
    expect(source.profile?.data.contact?.phone).toBeTruthy();
    expect(privateValues()).toContain('€1,100');
    expect(privateTokens().length).toBeGreaterThan(5);
    expect(source.skills.some((c) => c.skills.some((s) => s.level || s.years !== undefined))).toBe(true);
  });

  it('no built client file contains a private value', () => {
    const needles = [...privateValues(), ...privateTokens()];
    for (const file of files('dist/client')) {
      const text = readFileSync(file, 'utf8');
      for (const needle of needles) expect(text.includes(needle), `${file} contains "${needle}"`).toBe(false);
    }
  });

  it('no API response contains a private value or a skill evaluation', async () => {
    const { data } = await (await fetch(`${base}/v1/projects`)).json();
    const paths = [
      '/v1/profile',
      '/v1/projects',
      '/v1/skills',
      '/v1/career',
      '/v1/services',
      '/v1/resume',
      '/v1/skills?category=all',
      ...source.skills.map((c) => `/v1/skills?category=${c.category}`),
      ...data.map((p: { id: string }) => `/v1/projects/${p.id}`),
      ...data.map((p: { id: string }) => `/v1/projects/${p.id}?x=1`),
    ];
    const needles = [...privateValues(), ...privateTokens(), '"level"', '"years"', '"contact"', '"architecture"', 'expert', 'advanced'];
    for (const path of paths) {
      const text = await (await fetch(base + path)).text();
      for (const needle of needles) expect(text.includes(needle), `${path} contains "${needle}"`).toBe(false);
    }
  });
});
