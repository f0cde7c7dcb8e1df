/**
 * Agents read descriptions: every property of every schema in the OpenAPI document, and every
 * parameter of every operation, has one (from the zod schemas' .describe(), or for the JSON Resume
 * document from the official JSON Resume schema); so has every property of the input schemas the
 * website publishes for WebMCP (the MCP tools' own schemas: tests/api/mcp.test.ts).
 */
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPortfolioSource } from '../../src/core/content/load.ts';
import { createPortfolio, portfolioData } from '../../src/core/portfolio.ts';
import { createUrls } from '../../src/core/urls.ts';
import { buildOpenApi } from '../../src/discovery/openapi.ts';
import { webTools } from '../../src/mcp/definitions.ts';

type Json = Record<string, unknown>;

/** The paths of the properties below `schema` that have neither a description nor a $ref. */
function undescribed(schema: Json | undefined, path: string): string[] {
  if (!schema || typeof schema !== 'object') return [];
  const out: string[] = [];
  for (const [name, field] of Object.entries((schema.properties ?? {}) as Record<string, Json>)) {
    if (field.description === undefined && field.$ref === undefined) out.push(`${path}.${name}`);
    out.push(...undescribed(field, `${path}.${name}`));
  }
  if (schema.items) out.push(...undescribed(schema.items as Json, `${path}[]`));
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object')
    out.push(...undescribed(schema.additionalProperties as Json, `${path}{}`));
  for (const key of ['anyOf', 'oneOf', 'allOf'])
    for (const [i, branch] of ((schema[key] ?? []) as Json[]).entries()) out.push(...undescribed(branch, `${path}|${i}`));
  return out;
}

describe('OpenAPI descriptions', () => {
  for (const [name, dir] of [
    ['example', 'tests/fixtures/example-portfolio'],
    ['other', 'tests/fixtures/other-portfolio'],
  ]) {
    const portfolio = createPortfolio(portfolioData(loadPortfolioSource(resolve(dir!))));
    const doc = buildOpenApi(portfolio, createUrls('https://ada.example')) as {
      components: { schemas: Record<string, Json> };
      paths: Record<string, Record<string, { parameters?: { name: string; description?: string }[] }>>;
    };

    it(`${name}: every property of every schema is described`, () => {
      const schemas = Object.entries(doc.components.schemas);
      expect(schemas.length).toBeGreaterThan(20);
      expect(schemas.flatMap(([id, s]) => undescribed(s, id))).toEqual([]);
    });

    it(`${name}: every parameter of every operation is described`, () => {
      const missing = Object.entries(doc.paths).flatMap(([path, ops]) =>
        Object.entries(ops).flatMap(([method, op]) => (op.parameters ?? []).filter((p) => !p.description).map((p) => `${method} ${path} ${p.name}`)),
      );
      expect(missing).toEqual([]);
    });

    it(`${name}: every property of every WebMCP tool's input schema is described`, () => {
      const tools = webTools(portfolio, createUrls('https://ada.example'));
      expect(tools.length).toBeGreaterThan(3);
      expect(tools.flatMap((t) => undescribed(t.inputSchema, t.name))).toEqual([]);
    });
  }

  it('the check finds an undescribed property (it can fail)', () => {
    expect(undescribed({ properties: { a: { type: 'string' }, b: { type: 'string', description: 'x' }, c: { $ref: '#/x' } } }, 'S')).toEqual(['S.a']);
  });
});
