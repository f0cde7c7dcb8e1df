/**
 * The build checks every page's inline scripts and styles against its Content-Security-Policy
 * (integrations/static-manifest.mjs) from one parse of the page (issue #29, "Builds that scale": at
 * 1,000 projects a parse is about 1 ms a page, and the two checks parsed each page twice). Parses
 * are counted, never timed. Here, not in the unit project, because it mocks a module (the unit files
 * share one module graph).
 */
import * as parse5 from 'parse5';
import { expect, it, vi } from 'vitest';
import { scriptHash } from '../../src/http/csp.ts';
import { inlineNotAllowed, inlineScriptsNotAllowed, inlineStylesNotAllowed } from '../../src/http/page-scripts.ts';

vi.mock('parse5', async (importOriginal) => {
  const actual = await importOriginal<typeof import('parse5')>();
  return { ...actual, parse: vi.fn(actual.parse) };
});

it('finds the scripts and the styles a policy does not allow from one parse of the page', () => {
  const page = '<!doctype html><head><style>a{color:red}</style><script>one()</script></head><body><script>two()</script></body>';
  const policy = `script-src 'self' ${scriptHash('one()')}; style-src 'self'`;
  const parse = vi.mocked(parse5.parse);
  parse.mockClear();
  const found = inlineNotAllowed(page, policy);
  expect(parse).toHaveBeenCalledTimes(1);
  // The same answers as the two checks made one by one.
  expect(found).toEqual({ scripts: inlineScriptsNotAllowed(page, policy), styles: inlineStylesNotAllowed(page, policy) });
  expect(found).toEqual({ scripts: [scriptHash('two()')], styles: [scriptHash('a{color:red}')] });
});
