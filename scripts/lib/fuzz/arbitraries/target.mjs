// Generators of the request target and the Host field.
import fc from 'fast-check';
import { HEAD_LIMIT, rep } from '../text.mjs';
import { oneof, printable, segment, w } from './kit.mjs';

/** @typedef {import('../targets.mjs').Targets} Targets */

/** Paths: the API registry's (with real and fake ids), the build's files, MCP, and others. @param {Targets} targets */
function pathArbitrary({ files, routes, projectIds, mcpPaths }) {
  const fakeId = oneof(
    fc.constantFrom(
      'nope',
      '..',
      '.',
      '%2e%2e',
      '%2E%2e%2f..',
      '%2F',
      '%00',
      '%E0%A4%A',
      '%zz',
      '%',
      '%C3%A9t%C3%A9',
      'clm_AAAAAAAAAAAAAAAAAAAAAA',
      'clm_',
      '<script>',
      "'",
      '"',
      'x;y',
      'a,b',
      '__proto__',
      'constructor',
      '..%2F..%2Fetc%2Fpasswd',
      '%u0041',
    ),
    segment,
    fc.integer({ min: 200, max: 3000 }).map((n) => rep('a', n)),
  );
  const id = oneof(w(3, fc.constantFrom(...projectIds)), w(2, fakeId));
  const apiPath = fc
    .tuple(fc.constantFrom(...routes.map((r) => r.path)), id)
    .map(([p, v]) => (p.includes('{') ? p.split(/\{\w+\}/).flatMap((s, i) => (i ? [v, s] : [s])) : p));
  const knownV1 = [
    '/v1/',
    '/v1/nope',
    '/v1/projects/',
    '/v1/auth',
    '/v1/auth/',
    '/v1/auth/nope',
    '/v1/openapi.json',
    '/v1/projects/feature-store/nope',
    '/v1/skills/nope',
    '/v1/%',
    '/v1/%2e%2e/v1',
  ];
  const otherPath = oneof(
    fc.constantFrom(
      '/',
      '/nope',
      '/404',
      '/ask',
      '/projects/',
      '/index.html',
      '/favicon.ico',
      '/_astro/',
      '/.well-known/',
      '/.well-known/nope',
      '/.well-known/security.txt',
      '/.well-known/openid-configuration',
      '/server',
      '/client/index.html',
      '/static-manifest.json',
      '/server/portfolio.json',
      '/.env',
      '/%2e%2e/%2e%2e/etc/passwd',
      ...knownV1,
    ),
    segment.map((s) => `/.well-known/${s}`),
    fc.array(segment, { minLength: 1, maxLength: 4 }).map((s) => `/${s.join('/')}`),
  );
  return oneof(w(8, apiPath), w(5, fc.constantFrom(...files)), w(2, fc.constantFrom(...mcpPaths)), w(2, otherPath), w(1, fc.constant('/ask')));
}

/** Query strings, and the values they hold. */
function queryArbitraries() {
  const qKey = oneof(
    w(
      4,
      fc.constantFrom(
        'tag',
        'category',
        'q',
        'query',
        'limit',
        'fields',
        'cursor',
        'format',
        'lang',
        'page',
        'utm_source',
        'tag[]',
        'category[0]',
        '__proto__',
        '',
      ),
    ),
    w(1, segment),
  );
  const qValue = oneof(
    w(
      4,
      fc.constantFrom(
        'etl',
        'ai',
        'all',
        'python',
        'dbt',
        'nope',
        '',
        'Which%20databases%3F',
        'a+b',
        '%zz',
        '%E0%A4%A',
        '%00',
        '%',
        '%25',
        '%C0%AF',
        '%ED%A0%80',
        'true',
        '-1',
        '1e309',
        '[]',
        '{}',
      ),
    ),
    w(
      2,
      printable(40).map((s) => encodeURIComponent(s)),
    ),
    w(1, segment),
    w(
      1,
      fc.integer({ min: 100, max: 6000 }).map((n) => rep('a', n)),
    ),
  );
  const pair = oneof(
    w(
      6,
      fc.tuple(qKey, qValue).map(([k, v]) => [k, '=', v]),
    ),
    w(1, qKey),
    w(1, fc.constantFrom('=', '&', '==', '=x', ';', '?')),
  );
  const query = oneof(
    w(10, fc.constant(null)),
    w(
      5,
      fc.array(pair, { minLength: 1, maxLength: 5 }).map((ps) => ps.flatMap((p, i) => (i ? ['&', p] : [p]))),
    ),
    w(1, fc.constant('')),
  );
  return { qValue, query };
}

/** The Host field, and the authority of absolute-form targets. */
export function hostArbitraries() {
  const hostValue = oneof(
    w(40, fc.constant({ host: 'default' })),
    w(
      3,
      fc
        .constantFrom(
          'localhost',
          'example.com',
          'EXAMPLE.COM.',
          'localhost:80',
          '127.0.0.1',
          '[::1]',
          '[::1]:8080',
          '[2001:db8::1]:443',
          '[::ffff:127.0.0.1]',
          '[v1.x]',
          'xn--bcher-kva.example',
          '',
          '127.0.0.1:0',
          'h:65535',
          '0x7f.1',
        )
        .map((v) => ({ host: v })),
    ),
    w(
      1,
      fc.domain().map((v) => ({ host: v })),
    ),
    w(
      1,
      fc.ipV6().map((v) => ({ host: `[${v}]` })),
    ),
    w(
      1,
      fc.ipV4().map((v) => ({ host: v })),
    ),
    w(
      3,
      fc
        .constantFrom(
          'x@y',
          'user:pass@127.0.0.1',
          '@',
          '[::1',
          '::1',
          '[::1]x',
          'a b',
          'host:port',
          'h:-1',
          'evil.com/path',
          'h?x',
          'h#x',
          '%00',
          'h\\x',
          '"q"',
          'h:80:80',
        )
        .map((v) => ({ host: v, bad: 1 })),
    ),
    w(
      1,
      fc.integer({ min: 300, max: 12000 }).map((n) => ({ host: rep('a', n), bad: 1 })),
    ),
  );
  const host = oneof(
    w(40, hostValue),
    w(1, fc.constant({ missing: 1 })),
    w(
      1,
      fc.tuple(hostValue, hostValue).map(([a, b]) => ({ dup: [a, b], bad: 1 })),
    ),
  );
  return { hostValue, host };
}

/**
 * The request target: a path, a variant of its form (dot segments, percent-encodings, absolute
 * form, overlong…) and a query.
 * @param {Targets} targets @param {fc.Arbitrary<any>} hostValue
 */
export function targetArbitrary(targets, hostValue) {
  const basePath = pathArbitrary(targets);
  const { qValue, query } = queryArbitraries();
  const variant = oneof(
    w(24, fc.constant({ v: 'plain' })),
    w(
      2,
      fc.constantFrom('//', '///').map((s) => ({ v: 'prefix', s })),
    ),
    w(
      2,
      fc.constantFrom('/.', '/./.', '/x/..', '/x/y/../..', '/x/%2e%2e', '/x/%2E%2E', '/x/.%2e', '/%2e', '/..', '/../..').map((s) => ({ v: 'prefix', s })),
    ),
    w(
      2,
      fc.tuple(fc.nat(), fc.boolean()).map(([i, lower]) => ({ v: 'pct', i, lower })),
    ),
    w(
      1,
      fc.constantFrom('/', '//', '/.', '/..', '/%2e', '?', '%2F', ';x', '.json', '.md', '%20', '\\').map((s) => ({ v: 'suffix', s })),
    ),
    w(
      1,
      fc.constantFrom('first', 'all').map((s) => ({ v: 'backslash', s })),
    ),
    w(1, fc.constant({ v: 'upper' })),
    w(
      2,
      fc.tuple(fc.constantFrom('http', 'https', 'HTTP', 'ftp'), hostValue).map(([scheme, h]) => ({ v: 'absolute', scheme, h })),
    ),
    w(
      1,
      fc.integer({ min: 1000, max: 12000 }).map((n) => ({ v: 'long', n })),
    ),
    w(
      1,
      fc.integer({ min: HEAD_LIMIT + 1000, max: 40000 }).map((n) => ({ v: 'huge', n })),
    ),
    w(
      1,
      fc.constantFrom('*', '127.0.0.1:443', 'example.com:80', '', 'v1/projects', 'http:', 'http://', 'http:///v1').map((t) => ({ v: 'raw', t })),
    ),
    w(
      1,
      fc.constantFrom(' x', '\t', '\x00', '\x7f', '\xe9', '\xff', '#frag', '#').map((s) => ({ v: 'bad', s })),
    ),
  );
  const askQuery = oneof(
    printable(60).map((q) => ['q=', encodeURIComponent(q)]),
    qValue.map((v) => ['q=', v]),
    fc.tuple(qValue, qValue).map(([a, b]) => ['q=', a, '&q=', b]),
  );
  const target = oneof(
    w(12, fc.record({ path: basePath, variant, query })),
    w(1, fc.record({ path: fc.constantFrom('/ask', '/v1/ask'), variant, query: askQuery })),
  );
  return target;
}
