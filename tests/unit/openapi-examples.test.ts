/**
 * The OpenAPI document (src/discovery/openapi.ts, built in-process the way src/pages/openapi.json.ts
 * builds it, from the content loaded by src/core/content/load.ts) never shows a private value of
 * the content in an example: contact details, architecture notes, skill levels and years.
 *
 * What counts as a leak, and what is ignored (and why):
 * - strings: an example string equal to a private string, or containing a private string of 12
 *   characters or more (a phone number, one line of the architecture notes), is a leak. Empty
 *   strings cannot be private (every private text field is non-empty).
 * - skill levels: the four level names are published as the enum of the SkillEvaluation schema,
 *   so a level alone tells nothing; a leak is a level or years given next to the name of a real
 *   skill that has this level or these years.
 * - numbers: under a `years` key, any number equal to a real years value is a leak. Elsewhere,
 *   numbers below 10 are generic (a confidence of 1, a count, a limit) and say nothing about the
 *   owner; numbers of 10 or more equal to a private years value are a leak.
 * - booleans: no private field is a boolean.
 */
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPortfolioSource } from '../../src/core/content/load.ts';
import { EXAMPLE_CONTENT } from '../support/example-content.ts';
import { createPortfolio, portfolioData, type Portfolio } from '../../src/core/portfolio.ts';
import { createUrls } from '../../src/core/urls.ts';
import { buildOpenApi } from '../../src/discovery/openapi.ts';
import { EXAMPLE_LIST_ITEMS, shortLists } from '../../src/discovery/openapi/responses.ts';
import { PRIVATE_EXAMPLES } from '../../src/http/routes/private.ts';
import { ROUTES } from '../../src/http/routes.ts';

function loadPortfolio(dir: string): Portfolio {
  const source = loadPortfolioSource(dir);
  return createPortfolio(
    portfolioData({
      profile: source.profile ? { data: source.profile.data, body: source.profile.body } : null,
      projects: source.projects.map((p) => ({ id: p.id, data: p.data, body: p.body })),
      skills: source.skills,
    }),
  );
}

interface PrivateValues {
  strings: Map<string, string>;
  years: Map<number, string>;
  /** Skill name (lower case) -> its private evaluation. */
  skills: Map<string, { level?: string; years?: number }>;
}

function privateValues(portfolio: Portfolio): PrivateValues {
  const strings = new Map<string, string>();
  const years = new Map<number, string>();
  const skills = new Map<string, { level?: string; years?: number }>();
  for (const [key, value] of Object.entries(portfolio.profile?.contact ?? {})) {
    if (typeof value === 'string') strings.set(value, `contact.${key}`);
  }
  for (const project of portfolio.projects) {
    if (!project.architecture) continue;
    strings.set(project.architecture, `architecture of ${project.id}`);
    for (const line of project.architecture.split('\n')) {
      const text = line.replace(/^\s*(?:[-*]|\d+\.)\s*/, '').trim();
      if (text.length >= 12) strings.set(text, `architecture of ${project.id}`);
    }
  }
  for (const { category, skills: list } of portfolio.skills) {
    for (const skill of list) {
      if (skill.level === undefined && skill.years === undefined) continue;
      skills.set(skill.name.toLowerCase(), { level: skill.level, years: skill.years });
      if (skill.years !== undefined) years.set(skill.years, `years of ${category}/${skill.name}`);
    }
  }
  return { strings, years, skills };
}

/** Every leak of a private value in the examples of `doc`, as "json pointer: why". */
function leaks(doc: unknown, priv: PrivateValues): string[] {
  const found: string[] = [];
  const check = (node: unknown, path: string, key: string) => {
    if (typeof node === 'string') {
      if (!node) return;
      for (const [value, what] of priv.strings) {
        if (node === value || (value.length >= 12 && node.includes(value))) found.push(`${path}: ${what}`);
      }
    } else if (typeof node === 'number') {
      const what = priv.years.get(node);
      if (what && (key === 'years' || node >= 10)) found.push(`${path}: ${what}`);
    } else if (node && typeof node === 'object') {
      const record = node as Record<string, unknown>;
      if (typeof record.name === 'string') {
        const real = priv.skills.get(record.name.toLowerCase());
        if (real && ((record.level !== undefined && record.level === real.level) || (record.years !== undefined && record.years === real.years))) {
          found.push(`${path}: the evaluation of the skill ${record.name}`);
        }
      }
      for (const [k, v] of Object.entries(record)) check(v, `${path}/${k}`, k);
    }
  };
  /** Finds the example subtrees: OpenAPI `example` / `examples`, JSON Schema `examples`. */
  const walk = (node: unknown, path: string) => {
    if (!node || typeof node !== 'object') return;
    for (const [k, v] of Object.entries(node as Record<string, unknown>)) {
      if (k === 'example' || k === 'examples') check(v, `${path}/${k}`, k);
      else walk(v, `${path}/${k}`);
    }
  };
  walk(doc, '');
  return found;
}

function exampleCount(doc: unknown): number {
  let n = 0;
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    for (const [k, v] of Object.entries(node as Record<string, unknown>)) {
      if (k === 'example' || k === 'examples') n++;
      else walk(v);
    }
  };
  walk(doc);
  return n;
}

const urls = createUrls('https://portfolio.example', '/');

describe.each([
  ['the shipped content (content/)', EXAMPLE_CONTENT],
  ['the second content set (tests/fixtures/other-portfolio)', resolve('tests/fixtures/other-portfolio')],
])('OpenAPI examples of %s', (_label, dir) => {
  const portfolio = loadPortfolio(dir);
  const priv = privateValues(portfolio);
  const doc = buildOpenApi(portfolio, urls);

  it('the content has private values to look for, and the document has examples', () => {
    expect(priv.strings.size + priv.years.size + priv.skills.size).toBeGreaterThan(0);
    expect(exampleCount(doc)).toBeGreaterThan(20);
  });

  it('no example value equals a private value of the content', () => {
    expect(leaks(doc, priv)).toEqual([]);
  });
});

describe('the lists of the examples', () => {
  const portfolio = loadPortfolio(EXAMPLE_CONTENT);
  const doc = buildOpenApi(portfolio, urls) as {
    paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, { example?: unknown }> }> }>>;
  };
  const longest = (node: unknown): number =>
    Array.isArray(node) ? Math.max(node.length, ...node.map(longest)) : node && typeof node === 'object' ? Math.max(0, ...Object.values(node).map(longest)) : 0;

  it(`show at most ${EXAMPLE_LIST_ITEMS} items at any depth, however much content there is`, () => {
    expect(portfolio.projects.length).toBeGreaterThan(EXAMPLE_LIST_ITEMS);
    const listExample = doc.paths['/projects']?.get?.responses?.['200']?.content?.['application/json']?.example as { data?: unknown[] } | undefined;
    expect(listExample?.data).toHaveLength(EXAMPLE_LIST_ITEMS);
    const examples = Object.values(doc.paths).flatMap((operations) =>
      Object.values(operations).flatMap((operation) =>
        Object.values(operation.responses ?? {}).flatMap((response) => Object.values(response.content ?? {}).map((media) => media.example)),
      ),
    );
    expect(examples.length).toBeGreaterThan(20);
    expect(Math.max(...examples.map(longest))).toBeLessThanOrEqual(EXAMPLE_LIST_ITEMS);
  });

  it('shortLists keeps the first items and leaves everything else as it was', () => {
    expect(shortLists({ a: [1, 2, 3, 4, 5], b: { c: [[1, 2, 3, 4]], d: 'x' }, e: null })).toEqual({ a: [1, 2, 3], b: { c: [[1, 2, 3]], d: 'x' }, e: null });
  });
});

describe('the examples of the private views', () => {
  it('are the synthetic ones, and valid responses of their routes', () => {
    const privateRoutes = ROUTES.filter((r) => !r.access.public && r.path.startsWith('/v1'));
    expect(privateRoutes.length).toBeGreaterThan(0);
    const doc = buildOpenApi(loadPortfolio(EXAMPLE_CONTENT), urls) as {
      paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { example?: unknown }> }> }>>;
    };
    for (const route of privateRoutes) {
      const example = PRIVATE_EXAMPLES[route.operationId];
      expect(example, route.operationId).toBeDefined();
      expect(route.response.safeParse(example).success, route.operationId).toBe(true);
      const op = doc.paths[route.path.replace(/^\/v1/, '')]![route.method.toLowerCase()]!;
      expect(op.responses[String(route.status ?? 200)]!.content!['application/json']!.example, route.operationId).toEqual(example);
    }
  });

  it('the leak check finds a real value (it is not vacuous)', () => {
    const portfolio = loadPortfolio(EXAMPLE_CONTENT);
    const priv = privateValues(portfolio);
    const python = portfolio.skills.flatMap((c) => c.skills).find((s) => s.years !== undefined)!;
    const phone = portfolio.profile!.contact!.phone!;
    const line = portfolio.projects
      .find((p) => p.architecture)!
      .architecture!.split('\n')[0]!
      .slice(2);
    expect(leaks({ example: { name: python.name, level: python.level, years: python.years } }, priv)).not.toEqual([]);
    expect(leaks({ examples: [{ years: python.years }] }, priv)).not.toEqual([]);
    expect(leaks({ a: { example: `call ${phone}` } }, priv)).not.toEqual([]);
    expect(leaks({ example: { architecture: `notes:\n${line}` } }, priv)).not.toEqual([]);
    expect(leaks({ example: { confidence: 1, level: 'expert', ok: true, empty: '' } }, priv)).toEqual([]);
  });
});
