/**
 * The OpenAPI document passes the two linters API tooling runs on it: Redocly's `recommended`
 * rules and Spectral's `spectral:oas` ruleset, with no error (warnings are allowed and counted in
 * the failure message when errors appear). Built in-process for two fixtures, as the build writes it.
 */
import { resolve } from 'node:path';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { Document, Spectral } from '@stoplight/spectral-core';
import { Json } from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';
import { describe, expect, it } from 'vitest';
import { loadPortfolioSource } from '../../src/core/content/load.ts';
import { createPortfolio, portfolioData } from '../../src/core/portfolio.ts';
import { createUrls } from '../../src/core/urls.ts';
import { buildOpenApi } from '../../src/discovery/openapi.ts';

/** Spectral's severities: 0 is an error. */
const SPECTRAL_ERROR = 0;

async function redoclyErrors(source: string): Promise<string[]> {
  const config = await createConfig({ extends: ['recommended'] });
  const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
  return problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? ''}`);
}

async function spectralErrors(source: string): Promise<string[]> {
  const spectral = new Spectral();
  spectral.setRuleset(oas as never);
  const results = await spectral.run(new Document(source, Json, 'openapi.json'));
  return results.filter((r) => r.severity === SPECTRAL_ERROR).map((r) => `${r.code}: ${r.message} at ${r.path.join('.')}`);
}

describe.each([
  ['example', 'tests/fixtures/example-portfolio'],
  ['other', 'tests/fixtures/other-portfolio'],
])('the OpenAPI document of the %s portfolio', (_, dir) => {
  const source = () =>
    JSON.stringify(buildOpenApi(createPortfolio(portfolioData(loadPortfolioSource(resolve(dir)))), createUrls('https://ada.example')), null, 2);

  it("has no error by Redocly's recommended rules", async () => {
    expect(await redoclyErrors(source())).toEqual([]);
  }, 60_000);

  it("has no error by Spectral's spectral:oas ruleset", async () => {
    expect(await spectralErrors(source())).toEqual([]);
  }, 60_000);
});

describe('the linters as this test runs them', () => {
  // The checks above can fail: a document with an operation that has no responses and a path
  // parameter that is not declared is an error to both.
  const broken = JSON.stringify({
    openapi: '3.1.0',
    info: { title: 't', version: '1' },
    paths: { '/items/{id}': { get: { operationId: 'x' } } },
  });

  it('Redocly reports errors in a broken document', async () => {
    expect((await redoclyErrors(broken)).length).toBeGreaterThan(0);
  }, 60_000);

  it('Spectral reports errors in a broken document', async () => {
    expect((await spectralErrors(broken)).length).toBeGreaterThan(0);
  }, 60_000);
});
