// Generators of bodies ({ b: Text | number[] }: a number array is raw bytes) and of message framing.
import fc from 'fast-check';
import { BODY_LIMIT, rep } from '../text.mjs';
import { oneof, printable, w } from './kit.mjs';

/** JSON bodies: any JSON, `/v1/ask` queries, JSON-RPC messages and batches, broken JSON. */
function jsonBodyChoices() {
  const json = fc.json({ maxDepth: 3 });
  return [
    w(
      3,
      json.map((b) => ({ b })),
    ),
    w(
      2,
      oneof(
        fc.record({ query: oneof(printable(80), fc.constant(''), fc.integer(), fc.constant(null)) }, { requiredKeys: [] }),
        fc.record({ q: printable(20), query: printable(20), extra: fc.jsonValue({ maxDepth: 1 }) }, { requiredKeys: ['query'] }),
      ).map((v) => ({ b: JSON.stringify(v) })),
    ),
    w(
      3,
      fc
        .tuple(
          fc.constantFrom(
            'initialize',
            'tools/list',
            'tools/call',
            'resources/list',
            'resources/read',
            'prompts/list',
            'prompts/get',
            'ping',
            'notifications/initialized',
            'nope',
            '',
          ),
          oneof(fc.integer(), printable(8), fc.constant(null)),
          fc.jsonValue({ maxDepth: 2 }),
          fc.constantFrom('2.0', '1.0', 2),
        )
        .map(([m, i, params, v]) => ({ b: JSON.stringify({ jsonrpc: v, id: i, method: m, params }) })),
    ),
    w(
      1,
      fc
        .array(fc.constantFrom('{"jsonrpc":"2.0","id":1,"method":"tools/list"}', '{"jsonrpc":"2.0","method":"ping"}', '1', 'null', '[]'), { maxLength: 5 })
        .map((a) => ({ b: `[${a.join(',')}]` })),
    ),
    w(
      2,
      fc
        .constantFrom(
          '{',
          '{"a":',
          'nul',
          '[1,]',
          '\u0000',
          '"\\ud800"',
          '{"__proto__":{"polluted":1}}',
          '{"constructor":{"prototype":{"x":1}}}',
          '1e999999',
          '-',
          '{"query":"\\u0000"}',
          '\ufeff{}',
          '{"a":1,"a":2}',
          '',
        )
        .map((b) => ({ b })),
    ),
  ];
}

/** Form bodies of the token endpoints, JWTs, binary, deeply nested and oversized bodies. @param {fc.Arbitrary<string>} jwt */
function otherBodyChoices(jwt) {
  return [
    w(
      3,
      fc
        .array(
          fc.tuple(
            fc.constantFrom(
              'grant_type',
              'scope',
              'client_id',
              'client_secret',
              'token',
              'token_type_hint',
              'assertion',
              'subject_token',
              'subject_token_type',
              'requested_token_type',
              'audience',
              'resource',
              'x',
            ),
            oneof(
              fc.constantFrom(
                'client_credentials',
                'urn:ietf:params:oauth:grant-type:jwt-bearer',
                'urn:ietf:params:oauth:grant-type:token-exchange',
                'access_token',
                'refresh_token',
                'projects:read contact:read',
                'agt_x',
                '',
                '%zz',
                '%00',
              ),
              printable(30).map(encodeURIComponent),
            ),
          ),
          { minLength: 1, maxLength: 6 },
        )
        .map((ps) => ({ b: ps.map(([k, v]) => `${k}=${v}`).join('&') })),
    ),
    w(
      1,
      jwt.map((b) => ({ b })),
    ),
    w(
      1,
      fc.string({ unit: 'binary', maxLength: 200 }).map((b) => ({ b })),
    ),
    w(
      1,
      fc.uint8Array({ maxLength: 300 }).map((a) => ({ b: Array.from(a) })),
    ),
    w(
      1,
      fc.tuple(fc.integer({ min: 100, max: 30000 }), fc.boolean()).map(([n, close]) => ({ b: close ? [rep('[', n), rep(']', n)] : rep('[', n) })),
    ),
    w(
      1,
      fc
        .tuple(fc.integer({ min: BODY_LIMIT - 64, max: 2 * BODY_LIMIT + 64 }), fc.constantFrom('a', ' ', '{'))
        .map(([n, c]) => ({ b: c === '{' ? ['{"query":"', rep('a', n), '"}'] : rep(c, n) })),
    ),
    w(
      1,
      fc.integer({ min: 3000, max: 20000 }).map((n) => ({ b: ['{"query":"', rep('x', n), '"}'] })),
    ),
  ];
}

/** A request body, or none. @param {fc.Arbitrary<string>} jwt */
export function bodyArbitrary(jwt) {
  return oneof(w(16, fc.constant(null)), ...jsonBodyChoices(), ...otherBodyChoices(jwt));
}

/** How the body is framed: Content-Length, chunked, or (not well-formed) conflicting or broken framing. */
export function framingArbitrary() {
  return oneof(
    w(40, fc.constant({ f: 'length' })),
    w(
      6,
      fc.integer({ min: 1, max: 5 }).map((chunks) => ({ f: 'chunked', chunks })),
    ),
    w(1, fc.constant({ f: 'zero' })),
    // Not well-formed:
    w(
      5,
      oneof(
        fc.integer({ min: 1, max: 50 }).map((d) => ({ f: 'cl-short', d })),
        fc.integer({ min: 1, max: 50 }).map((d) => ({ f: 'cl-long', d })),
        fc.constantFrom('zz', '-1', '', ' 5', '0x5', 'fffffffffffffffff', '5;', '5 ; ext="x').map((size) => ({ f: 'chunk-bad-size', size })),
        fc.constant({ f: 'chunk-short' }),
        fc.constant({ f: 'chunk-no-last' }),
        fc.constant({ f: 'chunk-no-crlf' }),
        fc.constant({ f: 'cl-te' }),
        fc.constant({ f: 'cl-dup' }),
        fc.constantFrom('+5', '-1', '1e3', ' 5 ', '0x10', '99999999999999999999', '5, 6', 'abc').map((cl) => ({ f: 'cl-junk', cl })),
        fc.constantFrom('gzip, chunked', 'chunked, gzip', 'identity', 'chunked, chunked', 'x').map((te) => ({ f: 'te-odd', te })),
      ),
    ),
  );
}
