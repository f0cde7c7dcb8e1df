// Generators of the method, the version and the header lines.
// Header lines: { h: [name, value][] } or raw lines { raw: Text[] }; `bad`: not well-formed.
import fc from 'fast-check';
import { b64, b64url, rep } from '../text.mjs';
import { oneof, printable, token, w } from './kit.mjs';

/** Methods (registered, unknown, malformed) and HTTP versions. */
export function methodArbitraries() {
  const method = oneof(
    w(20, fc.constant('GET')),
    w(4, fc.constant('HEAD')),
    w(8, fc.constant('POST')),
    w(10, fc.constantFrom('PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'CONNECT', 'PROPFIND')),
    w(1, fc.constantFrom('MKCOL', 'COPY', 'MOVE', 'LOCK', 'SEARCH', 'REPORT', 'PURGE', 'QUERY', 'M-SEARCH', 'SOURCE')),
    w(2, fc.constantFrom('get', 'Get', 'FOO', 'GETT', 'G', 'BREW', 'HTTP/1.1', '', 'GET GET', 'GE\tT', 'POST\x00')),
    w(1, token),
  );
  const version = oneof(
    w(40, fc.constant('HTTP/1.1')),
    w(2, fc.constant('HTTP/1.0')),
    w(1, fc.constantFrom('HTTP/2.0', 'HTTP/1.2', 'HTTP/0.9', 'HTTP/3', 'http/1.1', 'HTTP/1.1 ', 'HTTP/11', 'HTTP/1.01', '')),
  );

  return { method, version };
}

/** JSON Web Tokens with plausible and hostile headers and claims. */
export function jwtArbitrary() {
  const jwtPart = (/** @type {fc.Arbitrary<any>} */ json) => json.map((v) => b64url(JSON.stringify(v)));
  const jwt = fc
    .tuple(
      jwtPart(
        fc.record(
          {
            alg: fc.constantFrom('none', 'HS256', 'RS256', 'ES256', 'EdDSA', 'PS512', ''),
            typ: fc.constantFrom('JWT', 'at+jwt', 'oauth-id-jag+jwt', 'secevent+jwt'),
            kid: oneof(fc.constant('k1'), printable(20)),
          },
          { requiredKeys: ['alg'] },
        ),
      ),
      jwtPart(
        fc.record(
          {
            iss: fc.constantFrom('http://127.0.0.1', 'https://evil.example', ''),
            sub: printable(12),
            aud: printable(12),
            exp: fc.integer({ min: 0, max: 4e9 }),
            scope: fc.constantFrom('portfolio:read contact:read', 'projects:read', '*'),
            client_id: printable(10),
            jti: printable(8),
          },
          { requiredKeys: [] },
        ),
      ),
      oneof(
        fc.constant(''),
        fc.base64String({ maxLength: 120 }).map((s) => s.replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')),
      ),
    )
    .map(([h, p, s]) => `${h}.${p}.${s}`);
  return jwt;
}

/** Authorization values: the configured key, forged tokens, Basic credentials, odd schemes. @param {fc.Arbitrary<string>} jwt */
function authorizationArbitrary(jwt) {
  return oneof(
    w(3, fc.constant('Bearer $KEY')),
    w(
      3,
      jwt.map((t) => `Bearer ${t}`),
    ),
    w(
      2,
      printable(60).map((s) => `Bearer ${s}`),
    ),
    w(
      1,
      fc.constantFrom(
        'Bearer',
        'Bearer ',
        'bearer $KEY',
        'BEARER x',
        'Bearer  $KEY',
        'Bearer $KEY extra',
        'Bearer a.b',
        'Bearer ...',
        'Basic',
        'Basic !!!',
        'Basic =',
        'Digest x',
        'DPoP x',
        'Negotiate YII=',
        'ApiKey $KEY',
        '$KEY',
        'Bearer\t$KEY',
      ),
    ),
    w(
      2,
      fc.tuple(printable(20), printable(20)).map(([u, p]) => `Basic ${b64(`${u}:${p}`)}`),
    ),
    w(
      1,
      fc.tuple(fc.constantFrom('agt_', 'clm_', ''), printable(20)).map(([a, b]) => `Basic ${b64(`${a}${b}:`)}`),
    ),
    w(
      1,
      fc.integer({ min: 2000, max: 12000 }).map((n) => ['Bearer ', rep('A', n)]),
    ),
  );
}

/** Content negotiation: media types, Accept and Accept-Encoding values. */
function negotiationArbitraries() {
  const mediaType = oneof(
    w(
      4,
      fc.constantFrom(
        'application/json',
        'application/json; charset=utf-8',
        'application/x-www-form-urlencoded',
        'text/plain',
        'application/secevent+jwt',
        'multipart/form-data; boundary=x',
        'application/problem+json',
        'application/jwt',
      ),
    ),
    w(
      1,
      fc.constantFrom(
        'application/json; charset=ebcdic',
        'application/json;;;',
        ';',
        '',
        'application/',
        '/json',
        'APPLICATION/JSON',
        'application/json; charset="utf-8"',
        'text/html; charset=utf-16',
        'application/x-www-form-urlencoded; charset=latin1',
        '*/*',
      ),
    ),
    w(1, printable(40)),
  );
  const accept = oneof(
    w(
      3,
      fc.constantFrom(
        '*/*',
        'text/html',
        'text/markdown',
        'application/json',
        'application/problem+json',
        'application/json, text/event-stream',
        'text/event-stream',
        'text/markdown;q=1, text/html;q=0.5',
        'text/html;q=0',
        'application/json;q=0',
        'image/png',
      ),
    ),
    w(1, fc.constantFrom('', ',', ';', 'q=;;', 'text/html;q=abc', '*/*;q=1.5', '*;q=0', 'text/*;q=-1', '*/*;q=0')),
    w(1, printable(60)),
    w(
      1,
      fc.integer({ min: 100, max: 1500 }).map((n) => rep('text/x;q=0.1, ', n)),
    ),
  );
  const acceptEncoding = oneof(
    w(
      3,
      fc.constantFrom(
        'gzip',
        'br',
        'gzip, deflate, br',
        'identity',
        'zstd',
        '*',
        'br;q=0, gzip;q=0',
        'identity;q=0',
        '*;q=0',
        'identity;q=0, *;q=0',
        'gzip;q=0.5, br;q=0.9',
      ),
    ),
    w(1, fc.constantFrom('', ',', 'gzip;q=', 'br;q=2', ';;', 'gzip;q=NaN')),
    w(1, printable(40)),
  );
  return { mediaType, accept, acceptEncoding };
}

/** Where a request claims to come from: forwarding headers and Web Bot Auth signatures. */
function provenanceArbitraries() {
  const ip = oneof(
    fc.ipV4(),
    fc.ipV6(),
    fc.constantFrom('unknown', '', '127.0.0.1', '::1', '10.0.0.1', '::ffff:10.0.0.1', '999.1.1.1', '1.2.3.4:5678', '[::1]:80', '_hidden'),
  );
  const forwardedFor = oneof(
    w(3, ip),
    w(
      2,
      fc.array(ip, { minLength: 2, maxLength: 6 }).map((a) => a.join(', ')),
    ),
    w(1, printable(40)),
    w(
      1,
      fc.integer({ min: 100, max: 700 }).map((n) => rep('1.2.3.4, ', n)),
    ),
  );
  const sigInput = oneof(
    fc.constantFrom(
      'sig1=("@authority" "signature-agent");created=1700000000;keyid="x";tag="web-bot-auth"',
      'sig1=();created=1',
      'sig1=',
      '=',
      'sig1=("@method");alg="ed25519"',
      'sig1=("@authority");created=99999999999;expires=1',
    ),
    printable(60),
  );
  const signature = oneof(
    fc.constantFrom('sig1=:AAAA:', 'sig1=:', 'sig1=::', 'sig1=:!!:', 'x=1', '='),
    fc.base64String({ maxLength: 100 }).map((s) => `sig1=:${s}:`),
    printable(60),
  );
  return { forwardedFor, sigInput, signature };
}

/** The header lines every request kind uses: credentials, negotiation, provenance, caching. @param {fc.Arbitrary<string>} jwt */
function fieldChoices(jwt) {
  const authorization = authorizationArbitrary(jwt);
  const { mediaType, accept, acceptEncoding } = negotiationArbitraries();
  const { forwardedFor, sigInput, signature } = provenanceArbitraries();
  return [
    w(
      4,
      authorization.map((v) => ({ h: [['Authorization', v]] })),
    ),
    w(
      3,
      mediaType.map((v) => ({ h: [['Content-Type', v]] })),
    ),
    w(
      3,
      accept.map((v) => ({ h: [['Accept', v]] })),
    ),
    w(
      2,
      acceptEncoding.map((v) => ({ h: [['Accept-Encoding', v]] })),
    ),
    w(
      2,
      forwardedFor.map((v) => ({ h: [['X-Forwarded-For', v]] })),
    ),
    w(
      1,
      fc.constantFrom('for=1.2.3.4;proto=https', 'for="[::1]:80"', 'for=unknown, for=_x', ';;', 'by=x').map((v) => ({ h: [['Forwarded', v]] })),
    ),
    w(
      2,
      fc
        .tuple(sigInput, signature, fc.constantFrom('"https://agent.example"', 'https://agent.example', '""', 'x', '"http://127.0.0.1:1/"'))
        .map(([i, s, a]) => ({
          h: [
            ['Signature-Input', i],
            ['Signature', s],
            ['Signature-Agent', a],
          ],
        })),
    ),
    w(
      1,
      signature.map((v) => ({ h: [['Signature', v]] })),
    ),
    w(
      1,
      oneof(fc.constantFrom('CN=agent', 'CN=x,O=y', '', '=,=,'), printable(40)).map((v) => ({ h: [['X-Client-Cert-Subject', v]] })),
    ),
    w(
      1,
      fc.constantFrom('*', '"abc"', 'W/"x"', '"x", W/"y"', 'garbage', '""', ',').map((v) => ({ h: [['If-None-Match', v]] })),
    ),
    w(
      1,
      fc.constantFrom('bytes=0-10', 'bytes=-1', 'bytes=5-1', 'lines=1-2', 'bytes=0-0,1-1,2-2').map((v) => ({ h: [['Range', v]] })),
    ),
    w(
      1,
      fc.constantFrom('100-continue', 'nope').map((v) => ({ h: [['Expect', v]] })),
    ),
    w(
      1,
      fc.constantFrom('close', 'keep-alive', 'Keep-Alive, TE', 'x-foo').map((v) => ({ h: [['Connection', v]], conn: 1 })),
    ),
    w(
      1,
      fc.constantFrom('h2c', 'websocket', 'HTTP/2.0').map((v) => ({
        h: [
          ['Connection', 'Upgrade'],
          ['Upgrade', v],
        ],
        conn: 1,
      })),
    ),
  ];
}

/** Header lines about the connection, CORS, MCP, arbitrary names, many and big fields, and malformed lines. */
function otherFieldChoices() {
  return [
    w(
      1,
      fc.constantFrom('null', 'http://evil.example', 'https://x', '').map((v) => ({ h: [['Origin', v]] })),
    ),
    w(
      1,
      fc
        .tuple(
          fc.constantFrom('Access-Control-Request-Method', 'Access-Control-Request-Headers'),
          fc.constantFrom('POST', 'DELETE', 'authorization, x-foo', '', '*'),
        )
        .map(([n, v]) => ({ h: [[n, v]] })),
    ),
    w(
      1,
      fc
        .tuple(
          fc.constantFrom('MCP-Protocol-Version', 'Mcp-Session-Id', 'Last-Event-ID'),
          oneof(fc.constantFrom('2025-06-18', '2025-03-26', '1999-01-01', ''), printable(30)),
        )
        .map(([n, v]) => ({ h: [[n, v]] })),
    ),
    w(
      1,
      fc
        .tuple(
          fc.constantFrom(
            'Cookie',
            'User-Agent',
            'Referer',
            'X-Http-Method-Override',
            'X-Forwarded-Host',
            'X-Forwarded-Proto',
            'X-Real-IP',
            'TE',
            'Via',
            'Max-Forwards',
            'Cache-Control',
            'Pragma',
            'DPoP',
            'Prefer',
          ),
          printable(60),
        )
        .map(([n, v]) => ({ h: [[n, v]] })),
    ),
    w(
      1,
      fc.tuple(token, printable(60)).map(([n, v]) => ({ h: [[n, v]] })),
    ),
    w(
      1,
      fc.integer({ min: 20, max: 300 }).map((n) => ({ h: Array.from({ length: n }, (_, i) => [`X-Many-${i}`, 'v']) })),
    ),
    w(
      1,
      fc.integer({ min: 2000, max: 9000 }).map((n) => ({ h: [['X-Big', rep('b', n)]] })),
    ),
    // Not well-formed:
    w(
      1,
      fc
        .constantFrom(
          'Bad Name: x',
          ': empty-name',
          'NoColon',
          'X-Ctl: a\x01b',
          'X-Del: a\x7fb',
          'X-Nul: \x00',
          'X-Fold: a\r\n  folded',
          'X-Tab\t: x',
          'X-Colon:: x',
          'X-Bare-LF: x\nX-Other: y',
          'X-CR: a\rb',
          ' Leading: space',
          '\u00e9: latin1 name',
        )
        .map((line) => ({ raw: [line], bad: 1 })),
    ),
  ];
}

/** Up to six header choices per request. @param {fc.Arbitrary<string>} jwt */
export function headersArbitrary(jwt) {
  return fc.array(oneof(...fieldChoices(jwt), ...otherFieldChoices()), { maxLength: 6 });
}
