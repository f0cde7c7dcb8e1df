// The HTTP fuzz campaign: property-based, over raw sockets, bounded. Used by tests/api/fuzz.test.ts
// (CI: about 20,000 requests) and by `npm run fuzz` (scripts/fuzz.mjs: 100,000 and more).
//
// fast-check generates request *descriptions* (small values: method, target, header lines, body,
// framing); `render` turns one into the exact bytes written to a node:net socket, so that
// malformed things (odd methods, dot segments, absolute-form and `*` targets, duplicate or broken
// Host, forged credentials, Content-Length mismatches, broken chunked bodies…) reach the server as
// they are. Big parts (overlong paths, big bodies) are described by a length and built only when
// sent, so that a batch of descriptions stays small.
//
// The properties, checked on every response:
// - `5xx`: no status of 500 or more, whatever the request;
// - `problem`: a well-formed request (below) to a /v1 path (after canonicalisation: `//v1/x`,
//   `/./v1/x`, `/%761/x`, `/a/../v1/x` and `http://h/v1/x` are /v1 paths too) that gets a 4xx is
//   answered with `application/problem+json` holding `type`, `title`, `status` (the HTTP status)
//   and `detail`. The exceptions come from the route registry (src/http/routes.ts): the routes of
//   kind `oauth` (identity, claim, token, revocation) may answer RFC 6749 JSON (an `error`
//   member), the security event endpoint (kind `set`) RFC 8935 JSON (`err`). A HEAD answer has no
//   body: only its media type is checked;
// - `v1-not-json`: a well-formed request to a /v1 path that succeeds with a body gets JSON (not,
//   say, an HTML page reached through a non-canonical form of the path);
// - `bad-response`: every response is valid HTTP/1.1 framing (status line, headers,
//   Content-Length or chunked body, a decodable Content-Encoding);
// - `hang`: every request is answered, or its connection closed, within the time limit;
// - `no-response`: a well-formed request gets an answer (not just a closed connection).
//
// Well-formed means what a correct client may send and a server must answer (RFC 9110, RFC 9112).
// A request is NOT well-formed when a part breaks the message syntax or a MUST of RFC 9112: a
// method token that is not a registered method (Node's parser knows only those and answers the
// others itself, below any routing), a version other than HTTP/1.0 and HTTP/1.1, a target with a
// space, a control character, a raw non-ASCII byte, a fragment, userinfo or no leading slash, `*`
// with another method than OPTIONS, a missing (HTTP/1.1), duplicate or invalid Host (§3.2: the
// server MUST answer 400), a field name that is not a token, a field value with a control
// character, obs-fold, a Content-Length that disagrees with the body or with another
// Content-Length, Content-Length with Transfer-Encoding, broken chunked framing, or a head larger
// than Node's default limit (16 KiB). Percent-encodings, valid or not, backslashes and other
// characters that Node passes on do not make a target malformed: the server must answer them.
// For a malformed request a closed connection without an answer is acceptable (the server may
// stop parsing) and the problem-details rule does not apply (the HTTP parser, not the API,
// answers it); the 5xx, framing and hang rules still do. CONNECT is a tunnel request: an origin
// server may close it unanswered. A request whose framing leaves the server waiting for more bytes
// (a Content-Length larger than the body, an unfinished chunked body) is followed by a half-close,
// so that a hang is always a finding.
//
// Reproducible: batch b of a campaign with seed S is `fc.sample(requestArbitrary, { seed:
// batchSeed(S, b) })`; a finding names its batch seed and index, and is replayed and shrunk with
// `fc.check(…, { seed, path: String(index) })` against the same server, one request at a time.
import { readFileSync } from 'node:fs';
import { METHODS } from 'node:http';
import net from 'node:net';
import { resolve } from 'node:path';
import zlib from 'node:zlib';
import fc from 'fast-check';

/** The build to fuzz: PORTFOLIO_DIST, as server.mjs reads it (default dist/). */
export function distDir(env = process.env) {
  return env.PORTFOLIO_DIST?.trim() || 'dist';
}

/** The server's body limit (src/http/respond.ts MAX_BODY_BYTES): big bodies straddle it. */
const BODY_LIMIT = 64 * 1024;
/** Node's default limit of a request head (http.maxHeaderSize). */
const HEAD_LIMIT = 16 * 1024;
const REGISTERED = new Set(METHODS);

// ---------------------------------------------------------------------------------------------
// Targets: every route of the build and of the API registry.

/**
 * @typedef {{ method: string, path: string, kind: string }} RouteInfo
 * @typedef {{ files: string[], routes: RouteInfo[], projectIds: string[], mcpPaths: string[] }} Targets
 */

/**
 * The paths to fuzz: the build's files (keys of `routes` in static-manifest.json), the API
 * registry (src/http/routes.ts, whose `kind` also says which error format a route answers), and
 * the MCP endpoint and server card paths (src/mcp/identity.ts).
 * @param {string} [dist]
 * @returns {Promise<Targets>}
 */
export async function loadTargets(dist = distDir()) {
  const manifest = JSON.parse(readFileSync(resolve(dist, 'static-manifest.json'), 'utf8'));
  const files = Object.keys(manifest.routes).sort();
  const { ROUTES } = await import(new URL('../../src/http/routes.ts', import.meta.url).href);
  const identity = await import(new URL('../../src/mcp/identity.ts', import.meta.url).href);
  /** @type {RouteInfo[]} */
  // A browser route (the OAuth authorization endpoint) answers HTML pages, its errors included.
  const routes = ROUTES.map((/** @type {{ method: string, path: string, kind?: string, browser?: true }} */ r) => ({
    method: r.method,
    path: r.path,
    kind: r.browser ? 'browser' : (r.kind ?? 'data'),
  }));
  const projectIds = files.filter((p) => /^\/v1\/projects\/[^/]+$/.test(p)).map((p) => p.slice('/v1/projects/'.length));
  if (!projectIds.length) throw new Error(`no /v1/projects/<id> file in ${dist}/static-manifest.json`);
  return { files, routes, projectIds, mcpPaths: [identity.MCP_PATH, ...identity.MCP_DISCOVERY_PATHS] };
}

// ---------------------------------------------------------------------------------------------
// Descriptions. A text is a string, a repeat `{ r: string, n: number }`, or an array of texts.

/** @typedef {string | { r: string, n: number } | any[]} Text a string, a repeat, or a list of texts */

/** @param {string} r @param {number} n @returns {Text} */
const rep = (r, n) => ({ r, n });

/** @param {Text} t @param {boolean} [display] a short form: repeats as ⟨r×n⟩ @returns {string} */
function flat(t, display = false) {
  if (typeof t === 'string') return t;
  if (Array.isArray(t)) return t.map((x) => flat(x, display)).join('');
  return display ? `⟨${JSON.stringify(t.r)}×${t.n}⟩` : t.r.repeat(t.n);
}

/** @param {Text} t @returns {number} */
function textLength(t) {
  if (typeof t === 'string') return t.length;
  if (Array.isArray(t)) return t.reduce((n, x) => n + textLength(x), 0);
  return t.r.length * t.n;
}

const UNRESERVED = /^[A-Za-z0-9\-._~]$/;
const HEXDIGITS = '0123456789ABCDEF';
const pct = (/** @type {number} */ c, lower = false) => {
  const s = `%${HEXDIGITS[c >> 4]}${HEXDIGITS[c & 15]}`;
  return lower ? s.toLowerCase() : s;
};
const b64url = (/** @type {string} */ s) => Buffer.from(s).toString('base64url');
const b64 = (/** @type {string} */ s) => Buffer.from(s).toString('base64');

/**
 * The request arbitrary for a set of targets. Its values are descriptions (see `render`); the
 * same targets give the same values for the same seed, whatever server they are sent to.
 * @param {Targets} targets
 */
export function requestArbitrary(targets) {
  const { files, routes, projectIds, mcpPaths } = targets;
  const w = (/** @type {number} */ weight, /** @type {fc.Arbitrary<any>} */ arbitrary) => ({ weight, arbitrary });
  // Shrinking may jump to the first (simplest) choice: no body, the plain path, the default Host…
  const oneof = (/** @type {any[]} */ ...choices) => fc.oneof({ withCrossShrink: true }, ...choices);
  const printable = (/** @type {number} */ maxLength) => fc.string({ maxLength });
  const token = fc.stringMatching(/^[A-Za-z0-9!#$%&'*+.^_`|~-]{1,24}$/);
  const segment = fc.stringMatching(/^[A-Za-z0-9._~!$&'()*+,;=:@%-]{1,24}$/);

  // --- paths
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
  const basePath = oneof(w(8, apiPath), w(5, fc.constantFrom(...files)), w(2, fc.constantFrom(...mcpPaths)), w(2, otherPath), w(1, fc.constant('/ask')));

  // --- query strings
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

  // --- host (the Host field, and the authority of absolute-form targets)
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

  // --- the request target
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

  // --- methods and versions
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

  // --- header lines: { h: [name, value][] } or raw lines { raw: Text[] }; bad: not well-formed
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
  const authorization = oneof(
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
  const header = oneof(
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
  );
  const headers = fc.array(header, { maxLength: 6 });

  // --- bodies: { b: Text | number[] } (a number array is raw bytes)
  const json = fc.json({ maxDepth: 3 });
  const body = oneof(
    w(16, fc.constant(null)),
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
  );
  const framing = oneof(
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

  return fc.record({ method, target, version, host, headers, body, framing });
}

// ---------------------------------------------------------------------------------------------
// Rendering a description into bytes.

/**
 * @typedef {ReturnType<typeof render>} Rendered
 * @typedef {{ hostHeader: string, apiKey?: string }} RenderContext
 */

/** @param {any} h @param {RenderContext} ctx */
function hostText(h, ctx) {
  return h.host === 'default' ? ctx.hostHeader : h.host;
}

/**
 * The bytes of a request description, and what the checks need to know about it.
 * @param {any} req a value of `requestArbitrary`
 * @param {RenderContext} ctx
 */
export function render(req, ctx) {
  let wellFormed = true;
  const bad = () => {
    wellFormed = false;
  };
  const key = ctx.apiKey ?? 'no-key-configured';
  const sub = (/** @type {Text} */ t) => (typeof t === 'string' ? t.replaceAll('$KEY', key) : t);

  // Method and version.
  const method = req.method;
  if (!REGISTERED.has(method)) bad();
  const tunnel = method === 'CONNECT';
  if (req.version !== 'HTTP/1.1' && req.version !== 'HTTP/1.0') bad();

  // Target.
  const { path, variant: v, query } = req.target;
  /** @type {Text} */
  let target;
  const plain = flat(path);
  switch (v.v) {
    case 'plain':
      target = path;
      break;
    case 'prefix':
      target = [v.s, path];
      break;
    case 'suffix':
      target = [path, v.s];
      break;
    case 'pct': {
      const spots = [...plain].flatMap((c, i) => (UNRESERVED.test(c) ? [i] : []));
      if (!spots.length) target = path;
      else {
        const i = spots[v.i % spots.length];
        target = plain.slice(0, i) + pct(plain.charCodeAt(i), v.lower) + plain.slice(i + 1);
      }
      break;
    }
    case 'backslash':
      target = v.s === 'all' ? plain.replaceAll('/', '\\') : `\\${plain.slice(1)}`;
      if (!target.startsWith('/')) bad();
      break;
    case 'upper':
      target = plain.toUpperCase();
      break;
    case 'absolute': {
      const h = hostText(v.h, ctx);
      // RFC 9110 §4.2.1: an http(s) URI with an empty host is invalid.
      if (v.h.bad || h === '' || !/^https?$/i.test(v.scheme)) bad();
      target = [`${v.scheme}://`, h, path];
      break;
    }
    case 'long':
      target = [path, plain.endsWith('/') ? '' : '/', rep('a', v.n)];
      break;
    case 'huge':
      target = [path, '/', rep('a', v.n)];
      break;
    case 'raw':
      target = v.t;
      if (!(v.t === '*' && method === 'OPTIONS') && !(tunnel && /^[^/]+:\d+$/.test(v.t))) bad();
      break;
    default:
      target = [path, v.s];
      bad();
  }
  if (query !== null) target = [target, '?', query];
  const targetText = flat(target);
  // Characters Node would not take as part of a target, or that RFC 9112 forbids in one.
  if (/[\x00-\x20\x7f-\uffff#]/.test(targetText)) bad();
  if (tunnel && v.v !== 'raw') bad();
  if (targetText === '' || (!targetText.startsWith('/') && v.v !== 'absolute' && v.v !== 'raw')) bad();

  // Head fields.
  /** @type {Text[]} */
  const lines = [];
  const field = (/** @type {string} */ name, /** @type {Text} */ value) => lines.push([name, ': ', value]);
  const hostField = (/** @type {any} */ h) => {
    if (h.bad) bad();
    field('Host', hostText(h, ctx));
  };
  if (req.host.missing) {
    if (req.version !== 'HTTP/1.0') bad();
  } else if (req.host.dup) {
    bad();
    for (const h of req.host.dup) hostField(h);
  } else hostField(req.host);
  let reuse = true;
  for (const h of req.headers) {
    if (h.bad) bad();
    if (h.conn) reuse = false;
    if (h.raw) lines.push(...h.raw);
    else for (const [name, value] of h.h) field(name, sub(value));
  }

  // Body and framing.
  const bodyBuf =
    req.body === null
      ? Buffer.alloc(0)
      : Array.isArray(req.body.b) && typeof req.body.b[0] === 'number'
        ? Buffer.from(req.body.b)
        : Buffer.from(flat(req.body.b), 'utf8');
  const n = bodyBuf.length;
  let halfClose = false;
  /** @type {Buffer} */
  let sent = bodyBuf;
  const chunk = (/** @type {Buffer} */ b, /** @type {string} */ size = b.length.toString(16)) =>
    Buffer.concat([Buffer.from(`${size}\r\n`), b, Buffer.from('\r\n')]);
  const chunked = (/** @type {Buffer} */ b, parts = 1, last = true) => {
    const out = [];
    const step = Math.max(1, Math.ceil(b.length / parts));
    for (let i = 0; i < b.length; i += step) out.push(chunk(b.subarray(i, i + step)));
    if (last) out.push(Buffer.from('0\r\n\r\n'));
    return Buffer.concat(out);
  };
  const f = req.framing;
  switch (f.f) {
    case 'length':
      if (n || !['GET', 'HEAD', 'OPTIONS', 'DELETE', 'TRACE', 'CONNECT'].includes(method)) field('Content-Length', String(n));
      break;
    case 'zero':
      field('Content-Length', '0');
      if (n) bad(); // the body bytes follow as a second, garbage request
      break;
    case 'chunked':
      field('Transfer-Encoding', 'chunked');
      sent = chunked(bodyBuf, f.chunks);
      if (req.version === 'HTTP/1.0') bad();
      break;
    case 'cl-short':
      bad();
      field('Content-Length', String(Math.max(0, n - f.d)));
      if (n === 0) sent = Buffer.from('x'.repeat(f.d));
      break;
    case 'cl-long':
      bad();
      halfClose = true;
      field('Content-Length', String(n + f.d));
      break;
    case 'chunk-bad-size':
      bad();
      halfClose = true;
      field('Transfer-Encoding', 'chunked');
      sent = Buffer.concat([chunk(bodyBuf.length ? bodyBuf : Buffer.from('hello'), f.size), Buffer.from('0\r\n\r\n')]);
      break;
    case 'chunk-short':
      bad();
      halfClose = true;
      field('Transfer-Encoding', 'chunked');
      sent = Buffer.concat([chunk(bodyBuf, (n + 7).toString(16)), Buffer.from('0\r\n\r\n')]);
      break;
    case 'chunk-no-last':
      bad();
      halfClose = true;
      field('Transfer-Encoding', 'chunked');
      sent = chunked(bodyBuf.length ? bodyBuf : Buffer.from('x'), 1, false);
      break;
    case 'chunk-no-crlf':
      bad();
      halfClose = true;
      field('Transfer-Encoding', 'chunked');
      sent = Buffer.concat([Buffer.from(`${(n || 1).toString(16)}\r\n`), n ? bodyBuf : Buffer.from('x'), Buffer.from('0\r\n\r\n')]);
      break;
    case 'cl-te':
      bad();
      halfClose = true;
      field('Content-Length', String(n));
      field('Transfer-Encoding', 'chunked');
      sent = chunked(bodyBuf);
      break;
    case 'cl-dup':
      bad();
      halfClose = true;
      field('Content-Length', String(n));
      field('Content-Length', String(n + 1));
      break;
    case 'cl-junk':
      bad();
      halfClose = true;
      field('Content-Length', f.cl);
      break;
    default:
      // te-odd: a Transfer-Encoding that is not (only, last) chunked.
      bad();
      halfClose = true;
      field('Transfer-Encoding', f.te);
      sent = /chunked$/i.test(f.te) ? chunked(bodyBuf) : bodyBuf;
  }

  const head = [`${method} `, target, ` ${req.version}\r\n`, ...lines.flatMap((l) => [l, '\r\n']), '\r\n'];
  const headLength = textLength(head);
  if (headLength > HEAD_LIMIT) bad();
  if (!wellFormed || req.version !== 'HTTP/1.1') reuse = false;
  const canonical = canonicalPath(targetText);
  return {
    method,
    bytes: Buffer.concat([Buffer.from(flat(head), 'latin1'), sent]),
    /** Printable: repeats as ⟨r×n⟩, the body cut. */
    display: flat(head, true) + (sent.length ? `${sent.subarray(0, 300).toString('latin1')}${sent.length > 300 ? `…(${sent.length} bytes)` : ''}` : ''),
    wellFormed,
    tunnel,
    halfClose,
    reuse,
    canonical,
    family: family(canonical),
  };
}

/**
 * The path a target names, canonicalised (RFC 3986 §6.2.2 and the site's rules): percent-encoded
 * unreserved characters decoded, dot segments and empty segments removed, no trailing slash.
 * Invalid percent-encodings are kept as they are. Undefined for a target that names no path (`*`,
 * authority form).
 * @param {string} target
 * @returns {string | undefined}
 */
export function canonicalPath(target) {
  let t = target;
  if (!t.startsWith('/')) {
    const m = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(t);
    if (!m) return undefined;
    t = t.slice(m[0].length) || '/';
    if (!t.startsWith('/')) t = `/${t}`;
  }
  const end = t.search(/[?#]/);
  const raw = end === -1 ? t : t.slice(0, end);
  const decoded = raw.replace(/%([0-9A-Fa-f]{2})/g, (all, hex) => {
    const c = String.fromCharCode(Number.parseInt(hex, 16));
    return UNRESERVED.test(c) ? c : all.toUpperCase();
  });
  /** @type {string[]} */
  const out = [];
  for (const s of decoded.split('/')) {
    if (s === '' || s === '.') continue;
    if (s === '..') out.pop();
    else out.push(s);
  }
  return `/${out.join('/')}`;
}

/** @param {string | undefined} p */
function family(p) {
  if (p === undefined) return 'no-path';
  if (p.startsWith('/v1/auth/') || p === '/v1/auth') return 'v1-auth';
  if (p === '/v1' || p.startsWith('/v1/')) return 'v1';
  if (p === '/mcp' || p.startsWith('/mcp/')) return 'mcp';
  if (p.startsWith('/.well-known/')) return 'well-known';
  if (p === '/ask') return 'ask';
  return 'site';
}

// ---------------------------------------------------------------------------------------------
// Raw HTTP/1.1 client.

/**
 * @typedef {{ status: number, version: string, headers: Record<string, string[]>, body: Buffer }} Response
 * @typedef {{ response?: Response, extra?: number, none?: boolean, error?: string, timeout?: boolean, refused?: boolean, closed: boolean }} Outcome
 */

class Connection {
  /** @param {number} port @param {string} host */
  constructor(port, host) {
    /** @type {Buffer[]} */
    this.chunks = [];
    this.length = 0;
    this.closed = false;
    this.connected = false;
    /** @type {(() => void) | null} */
    this.notify = null;
    this.socket = net.connect({ port, host });
    this.socket.setNoDelay(true);
    this.socket.on('connect', () => {
      this.connected = true;
    });
    this.socket.on('data', (d) => {
      this.chunks.push(d);
      this.length += d.length;
      this.notify?.();
    });
    this.socket.on('error', () => {});
    this.socket.on('close', () => {
      this.closed = true;
      this.notify?.();
    });
  }

  buffer() {
    if (this.chunks.length > 1) this.chunks = [Buffer.concat(this.chunks)];
    return this.chunks[0] ?? Buffer.alloc(0);
  }

  destroy() {
    this.socket.destroy();
  }

  /**
   * Writes a request and resolves with what came back: one response (1xx skipped), nothing (the
   * connection closed), a framing error, or a timeout.
   * @param {Buffer} bytes @param {{ head: boolean, halfClose: boolean, timeoutMs: number }} options
   * @returns {Promise<Outcome>}
   */
  exchange(bytes, { head, halfClose, timeoutMs }) {
    this.chunks = [];
    this.length = 0;
    this.socket.write(bytes);
    if (halfClose) this.socket.end();
    return new Promise((resolve) => {
      let need = 1;
      const done = (/** @type {Omit<Outcome, 'closed'>} */ outcome) => {
        clearTimeout(timer);
        this.notify = null;
        resolve({ ...outcome, closed: this.closed });
      };
      const timer = setTimeout(() => done({ timeout: true }), timeoutMs);
      this.notify = () => {
        if (!this.closed && this.length < need) return;
        const r = parseResponse(this.buffer(), head, this.closed);
        if ('need' in r) need = r.need;
        else if ('none' in r && !this.connected) done({ refused: true });
        else done(r);
      };
      this.notify();
    });
  }
}

/**
 * Parses one response from the start of `buf`.
 * @param {Buffer} buf @param {boolean} head the request was HEAD @param {boolean} closed no more bytes will come
 * @returns {{ need: number } | { none: true } | { error: string } | { response: Response, extra: number }}
 */
export function parseResponse(buf, head, closed) {
  let offset = 0;
  for (;;) {
    const end = buf.indexOf('\r\n\r\n', offset, 'latin1');
    if (end === -1) {
      if (buf.length - offset > 64 * 1024) return { error: 'a response head over 64 KiB' };
      if (!closed) return { need: buf.length + 1 };
      return buf.length > offset
        ? { error: `the connection closed inside a response head: ${JSON.stringify(buf.toString('latin1', offset, offset + 80))}` }
        : { none: true };
    }
    const lines = buf.toString('latin1', offset, end).split('\r\n');
    const m = /^HTTP\/(1\.[01]) ([1-9]\d\d) [^\r\n]*$/.exec(lines[0] ?? '');
    if (!m) return { error: `a bad status line: ${JSON.stringify((lines[0] ?? '').slice(0, 80))}` };
    const status = Number(m[2]);
    /** @type {Record<string, string[]>} */
    const headers = {};
    for (const line of lines.slice(1)) {
      const i = line.indexOf(':');
      const name = line.slice(0, i);
      if (i <= 0 || !/^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/.test(name)) return { error: `a bad header line: ${JSON.stringify(line.slice(0, 80))}` };
      if (/[\x00-\x08\x0a-\x1f\x7f]/.test(line)) return { error: `a control character in ${name}` };
      (headers[name.toLowerCase()] ??= []).push(line.slice(i + 1).trim());
    }
    let pos = end + 4;
    if (status < 200 && status !== 101) {
      offset = pos;
      continue;
    }
    const response = (/** @type {Buffer} */ body, /** @type {number} */ next) => ({
      response: { status, version: m[1] ?? '', headers, body },
      extra: buf.length - next,
    });
    if (head || status === 204 || status === 304 || status === 101) return response(Buffer.alloc(0), pos);
    const te = headers['transfer-encoding'];
    const cl = headers['content-length'];
    if (te) {
      if (cl) return { error: 'both Transfer-Encoding and Content-Length' };
      if (!/(^|,)\s*chunked$/i.test(te.join(','))) return { error: `Transfer-Encoding ${te.join(', ')} without chunked last` };
      /** @type {Buffer[]} */
      const parts = [];
      for (;;) {
        const eol = buf.indexOf('\r\n', pos, 'latin1');
        if (eol === -1) return closed ? { error: 'the connection closed inside a chunked body' } : { need: buf.length + 1 };
        const sizeText = buf.toString('latin1', pos, eol).split(';')[0]?.trim() ?? '';
        if (!/^[0-9a-fA-F]{1,8}$/.test(sizeText)) return { error: `a bad chunk size ${JSON.stringify(sizeText.slice(0, 20))}` };
        const size = Number.parseInt(sizeText, 16);
        if (size === 0) {
          // Trailer fields until an empty line.
          const trailerEnd = buf.indexOf('\r\n', eol + 2, 'latin1') === eol + 2 ? eol + 4 : buf.indexOf('\r\n\r\n', eol + 2, 'latin1') + 4;
          if (trailerEnd < 4) return closed ? { error: 'the connection closed inside the trailers' } : { need: buf.length + 1 };
          return response(Buffer.concat(parts), trailerEnd);
        }
        const dataEnd = eol + 2 + size;
        if (buf.length < dataEnd + 2) return closed ? { error: 'the connection closed inside a chunk' } : { need: dataEnd + 2 };
        if (buf[dataEnd] !== 13 || buf[dataEnd + 1] !== 10) return { error: 'a chunk not followed by CRLF' };
        parts.push(buf.subarray(eol + 2, dataEnd));
        pos = dataEnd + 2;
      }
    }
    if (cl) {
      const values = new Set(cl.flatMap((v) => v.split(',').map((s) => s.trim())));
      const [only] = values;
      if (values.size !== 1 || only === undefined || !/^\d{1,15}$/.test(only)) return { error: `a bad Content-Length ${JSON.stringify(cl)}` };
      const bodyEnd = pos + Number(only);
      if (buf.length < bodyEnd) return closed ? { error: `the connection closed after ${buf.length - pos} of ${only} body bytes` } : { need: bodyEnd };
      return response(buf.subarray(pos, bodyEnd), bodyEnd);
    }
    // No framing: the body runs to the end of the connection.
    if (!closed) return { need: Number.MAX_SAFE_INTEGER };
    return response(buf.subarray(pos), buf.length);
  }
}

// ---------------------------------------------------------------------------------------------
// The checks.

/**
 * @typedef {{ kind: 'oauth' | 'set' | 'data' | 'browser' | undefined }} RouteKind
 * @typedef {{ kind: string, detail: string }} Problem
 */

/** The kind of the registry route a canonical path names (its error format), if any. */
function routeKinds(/** @type {RouteInfo[]} */ routes) {
  const compiled = routes.map((r) => ({
    kind: r.kind,
    pattern: new RegExp(`^${r.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '[^/]+')}$`),
  }));
  return (/** @type {string} */ path) => compiled.find((c) => c.pattern.test(path))?.kind;
}

/** @param {Response} res */
function decodedBody(res) {
  const coding = (res.headers['content-encoding'] ?? []).join(',').trim().toLowerCase();
  if (!coding || coding === 'identity') return res.body;
  if (coding === 'gzip') return zlib.gunzipSync(res.body);
  if (coding === 'br') return zlib.brotliDecompressSync(res.body);
  if (coding === 'deflate') return zlib.inflateSync(res.body);
  throw new Error(`unknown Content-Encoding ${coding}`);
}

/**
 * The findings of one exchange (empty when every property holds).
 * @param {Rendered} r @param {Outcome} o @param {(path: string) => string | undefined} kindOf
 * @returns {Problem[]}
 */
export function judge(r, o, kindOf) {
  if (o.timeout) return [{ kind: 'hang', detail: 'no answer and no close within the time limit' }];
  if (o.refused) return [{ kind: 'server-down', detail: 'the connection was refused' }];
  if (o.error) return r.wellFormed ? [{ kind: 'bad-response', detail: o.error }] : [];
  if (o.none || !o.response) return r.wellFormed && !r.tunnel ? [{ kind: 'no-response', detail: 'the connection closed without an answer' }] : [];
  const res = o.response;
  /** @type {Problem[]} */
  const found = [];
  if (res.status >= 500) found.push({ kind: '5xx', detail: `status ${res.status}` });
  let body;
  try {
    body = r.method === 'HEAD' ? res.body : decodedBody(res);
  } catch (err) {
    found.push({ kind: 'bad-response', detail: `${res.status}: the body does not decode (${/** @type {Error} */ (err).message})` });
  }
  const v1 = r.wellFormed && r.family.startsWith('v1') && r.canonical !== undefined;
  if (v1 && res.status >= 400 && res.status < 500 && body) {
    const why = problemShape(r, res, body, kindOf(/** @type {string} */ (r.canonical)));
    if (why) found.push({ kind: 'problem', detail: `${res.status}: ${why}` });
  }
  // A /v1 resource is JSON: an HTML page or another file there means the request reached
  // something else than the API (for example `//v1/x` taken as a protocol-relative URL).
  if (v1 && res.status >= 200 && res.status < 300 && res.body.length && kindOf(/** @type {string} */ (r.canonical)) !== 'browser') {
    const media = (res.headers['content-type'] ?? []).join(', ').split(';')[0]?.trim().toLowerCase() ?? '';
    if (!/^application\/([\w.-]+\+)?json$/.test(media)) found.push({ kind: 'v1-not-json', detail: `${res.status} ${media || 'without Content-Type'}` });
  }
  return found;
}

/** Why a /v1 4xx is not a valid error document for its route, or undefined. */
function problemShape(/** @type {Rendered} */ r, /** @type {Response} */ res, /** @type {Buffer} */ body, /** @type {string | undefined} */ routeKind) {
  const type = (res.headers['content-type'] ?? []).join(', ');
  const media = type.split(';')[0]?.trim().toLowerCase() ?? '';
  // The authorization endpoint tells the person at the browser why it cannot go on (RFC 6749
  // §4.1.2.1): an HTML page. What the router refuses before (method, size, quota) is an OAuth error.
  if (routeKind === 'browser' && media === 'text/html') return undefined;
  const kind = routeKind === 'browser' ? 'oauth' : routeKind;
  const json = kind === 'oauth' || kind === 'set' ? ['application/problem+json', 'application/json'] : ['application/problem+json'];
  if (!json.includes(media)) return `Content-Type ${JSON.stringify(type)}, not ${json.join(' or ')}`;
  if (r.method === 'HEAD') return undefined;
  let doc;
  try {
    doc = JSON.parse(body.toString('utf8'));
  } catch {
    return `the body is not JSON: ${JSON.stringify(body.toString('utf8').slice(0, 80))}`;
  }
  if (doc === null || typeof doc !== 'object' || Array.isArray(doc)) return 'the body is not a JSON object';
  const missing = ['type', 'title', 'detail'].filter((k) => typeof doc[k] !== 'string');
  const problemOk = media === 'application/problem+json' && !missing.length && doc.status === res.status;
  if (problemOk) return undefined;
  if (kind === 'oauth' && typeof doc.error === 'string') return undefined;
  if (kind === 'set' && typeof doc.err === 'string') return undefined;
  if (doc.status !== res.status) missing.push(`status (${JSON.stringify(doc.status)})`);
  return `problem details without ${missing.join(', ')}`;
}

// ---------------------------------------------------------------------------------------------
// Resident memory.

/** The resident set size of a process in bytes (VmRSS in /proc/<pid>/status), or undefined. */
export function residentBytes(/** @type {number | undefined} */ pid) {
  if (!pid) return undefined;
  try {
    const m = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------------------------------------
// The campaign.

/** The seed of batch `b` of a campaign with seed `seed` (batch 0 uses the seed itself). */
export function batchSeed(/** @type {number} */ seed, /** @type {number} */ b) {
  return b === 0 ? seed | 0 : (Math.imul(seed ^ 0x5bd1e995, 0x9e3779b1) + Math.imul(b, 0x85ebca6b)) | 0;
}

/**
 * @typedef {{
 *   url: string,
 *   requests: number,
 *   seed: number,
 *   concurrency?: number,
 *   batchSize?: number,
 *   timeoutMs?: number,
 *   pid?: number,
 *   warmup?: number,
 *   apiKey?: string,
 *   dist?: string,
 *   targets?: Targets,
 *   shrink?: number,
 *   shrinkTimeMs?: number,
 *   budgetMs?: number,
 *   maxHangs?: number,
 *   log?: (line: string) => void,
 * }} CampaignOptions
 * @typedef {{ kind: string, status: string, detail: string, count: number, methods: string[], families: string[], seed: number, index: number, request: string, shrunk?: string, reproduced?: boolean }} Finding
 * @typedef {{ beforeBytes?: number, warmBytes?: number, afterBytes?: number, peakBytes?: number, growthBytes?: number, samples: { requests: number, bytes: number }[] }} Memory
 * @typedef {{
 *   seed: number, requests: number, durationMs: number, wellFormed: number,
 *   byClass: Record<string, number>, byStatus: Record<string, number>, byFamily: Record<string, Record<string, number>>,
 *   findings: Finding[], findingCount: number, memory: Memory, aborted?: string,
 * }} CampaignResult
 */

/**
 * Runs `requests` generated requests against the server at `url`, `concurrency` keep-alive
 * connections at a time, and checks every answer. Findings are grouped by kind, status and detail
 * (5xx, missing answers and hangs also by method); the `shrink` largest groups are replayed alone
 * and shrunk by fast-check. VmRSS of `pid` is read at the start, after `warmup` requests, every
 * twentieth of the campaign and at the end. The campaign stops early when the server refuses
 * connections, after `maxHangs` hangs, or when `budgetMs` has passed (`aborted` says why).
 * @param {CampaignOptions} options
 * @returns {Promise<CampaignResult>}
 */
export async function runCampaign(options) {
  const {
    url,
    requests,
    seed,
    concurrency = 8,
    batchSize = 5000,
    timeoutMs = 10_000,
    pid,
    apiKey,
    shrink = 3,
    shrinkTimeMs = 20_000,
    log = () => {},
  } = options;
  const { budgetMs = Infinity, maxHangs = 4 * concurrency } = options;
  const warmup = Math.min(options.warmup ?? Math.min(2000, Math.floor(requests / 10)), requests);
  const targets = options.targets ?? (await loadTargets(options.dist));
  const arbitrary = requestArbitrary(targets);
  const kindOf = routeKinds(targets.routes);
  const { hostname, port: portText } = new URL(url);
  const host = hostname.replace(/^\[|\]$/g, '');
  const port = Number(portText || 80);
  /** @type {RenderContext} */
  const ctx = { hostHeader: `${hostname}:${port}`, apiKey };

  /** @type {CampaignResult} */
  const result = {
    seed,
    requests: 0,
    durationMs: 0,
    wellFormed: 0,
    byClass: {},
    byStatus: {},
    byFamily: {},
    findings: [],
    findingCount: 0,
    memory: { samples: [] },
  };
  /** @type {Map<string, Finding>} */
  const groups = new Map();
  const memory = result.memory;
  memory.beforeBytes = residentBytes(pid);
  memory.peakBytes = memory.beforeBytes;
  const sampler = setInterval(() => {
    const rss = residentBytes(pid);
    if (rss !== undefined && rss > (memory.peakBytes ?? 0)) memory.peakBytes = rss;
  }, 250);

  const sampleEvery = Math.max(1000, Math.ceil(requests / 20));
  const started = performance.now();
  // Requests are generated a batch at a time (a batch of descriptions is small).
  /** @type {any[]} */
  let batch = [];
  let batchIndex = -1;
  let next = 0;
  let stop = '';
  let hangs = 0;
  const take = () => {
    if (!stop && performance.now() - started > budgetMs) stop = `the time budget of ${budgetMs} ms ran out after ${next} requests`;
    if (!stop && hangs >= maxHangs) stop = `${hangs} requests hung`;
    if (stop || next >= requests) return undefined;
    const i = next++;
    const b = Math.floor(i / batchSize);
    if (b !== batchIndex) {
      batchIndex = b;
      batch = fc.sample(arbitrary, { seed: batchSeed(seed, b), numRuns: Math.min(batchSize, requests - b * batchSize) });
    }
    return { i, b, index: i - b * batchSize, req: batch[i - b * batchSize] };
  };

  let warmDone = warmup === 0;
  if (warmDone) memory.warmBytes = memory.beforeBytes;
  const worker = async () => {
    /** @type {Connection | null} */
    let conn = null;
    for (let job = take(); job; job = take()) {
      const r = render(job.req, ctx);
      const exchangeOptions = { head: r.method === 'HEAD', halfClose: r.halfClose, timeoutMs };
      /** @type {Outcome} */
      let o;
      if (r.reuse && conn && !conn.closed) {
        o = await conn.exchange(r.bytes, exchangeOptions);
        // A kept-alive connection the server closed meanwhile (keep-alive timeout): try once more.
        if (o.none) {
          conn.destroy();
          conn = new Connection(port, host);
          o = await conn.exchange(r.bytes, exchangeOptions);
        }
      } else {
        conn?.destroy();
        conn = new Connection(port, host);
        o = await conn.exchange(r.bytes, exchangeOptions);
      }
      const res = o.response;
      const keep = r.reuse && res && !o.closed && !o.extra && res.version === '1.1' && !/\bclose\b/i.test((res.headers.connection ?? []).join(','));
      if (!keep) {
        conn.destroy();
        conn = null;
      }
      record(job, r, o);
      if (!warmDone && result.requests >= warmup) {
        warmDone = true;
        memory.warmBytes = residentBytes(pid);
      }
      if (result.requests % sampleEvery === 0) {
        const bytes = residentBytes(pid);
        if (bytes !== undefined) memory.samples.push({ requests: result.requests, bytes });
      }
      if (result.requests % 10_000 === 0)
        log(`fuzz: ${result.requests} requests, ${result.findingCount} findings, ${Math.round((performance.now() - started) / 1000)} s`);
    }
    conn?.destroy();
  };

  /** @param {{ b: number, index: number }} job @param {Rendered} r @param {Outcome} o */
  const record = (job, r, o) => {
    result.requests++;
    if (r.wellFormed) result.wellFormed++;
    const status = o.response ? String(o.response.status) : o.timeout ? 'timeout' : o.error ? 'bad' : 'none';
    const klass = o.response ? `${status[0]}xx` : status;
    result.byClass[klass] = (result.byClass[klass] ?? 0) + 1;
    result.byStatus[status] = (result.byStatus[status] ?? 0) + 1;
    const fam = (result.byFamily[r.family] ??= {});
    fam[klass] = (fam[klass] ?? 0) + 1;
    for (const p of judge(r, o, kindOf)) {
      result.findingCount++;
      if (p.kind === 'server-down') stop = 'the server refused connections';
      if (p.kind === 'hang') hangs++;
      const method = REGISTERED.has(r.method) ? r.method : 'other';
      // One group per cause, as far as it shows: the kind, the status and the detail without its
      // numbers; a 5xx or a missing answer also by method.
      const split = p.kind === '5xx' || p.kind === 'no-response' || p.kind === 'hang';
      const key = [p.kind, status, p.detail.replace(/\d+/g, 'N').slice(0, 80), split ? method : ''].join('|');
      const g = groups.get(key);
      if (g) {
        g.count++;
        if (!g.methods.includes(method)) g.methods.push(method);
        if (!g.families.includes(r.family)) g.families.push(r.family);
      } else {
        groups.set(key, {
          kind: p.kind,
          status,
          detail: p.detail,
          count: 1,
          methods: [method],
          families: [r.family],
          seed: batchSeed(seed, job.b),
          index: job.index,
          request: r.display,
        });
      }
    }
  };

  try {
    await Promise.all(Array.from({ length: concurrency }, worker));
  } finally {
    clearInterval(sampler);
  }
  result.durationMs = performance.now() - started;
  memory.afterBytes = residentBytes(pid);
  if (memory.afterBytes !== undefined && memory.warmBytes !== undefined) memory.growthBytes = memory.afterBytes - memory.warmBytes;
  if (stop) result.aborted = stop;
  result.findings = [...groups.values()].sort((a, b) => b.count - a.count);

  // Replay and shrink the first groups, one request at a time (hangs would take too long).
  for (const f of result.findings.filter((f) => f.kind !== 'hang' && f.kind !== 'server-down').slice(0, stop ? 0 : shrink)) {
    const shrunk = await shrinkFinding(arbitrary, f, { port, host, ctx, kindOf, timeoutMs, shrinkTimeMs });
    f.reproduced = shrunk !== undefined;
    if (shrunk) f.shrunk = shrunk;
  }
  return result;
}

/**
 * Sends one request on its own connection.
 * @param {Rendered} r @param {{ port: number, host: string, timeoutMs: number }} options
 */
async function sendAlone(r, { port, host, timeoutMs }) {
  const conn = new Connection(port, host);
  try {
    return await conn.exchange(r.bytes, { head: r.method === 'HEAD', halfClose: r.halfClose, timeoutMs });
  } finally {
    conn.destroy();
  }
}

/**
 * Replays a finding's request (its batch seed and index) and lets fast-check shrink it while the
 * same kind of finding recurs. Returns the smallest failing request, or undefined when the
 * request alone does not reproduce the finding (it depended on what ran beside it).
 * @param {fc.Arbitrary<any>} arbitrary @param {Finding} f
 * @param {{ port: number, host: string, ctx: RenderContext, kindOf: (p: string) => string | undefined, timeoutMs: number, shrinkTimeMs: number }} options
 */
async function shrinkFinding(arbitrary, f, { port, host, ctx, kindOf, timeoutMs, shrinkTimeMs }) {
  const property = fc.asyncProperty(arbitrary, async (req) => {
    const r = render(req, ctx);
    const o = await sendAlone(r, { port, host, timeoutMs: Math.min(timeoutMs, 3000) });
    return !judge(r, o, kindOf).some((p) => p.kind === f.kind);
  });
  const out = await fc.check(property, { seed: f.seed, path: String(f.index), interruptAfterTimeLimit: shrinkTimeMs, markInterruptAsFailure: false });
  if (!out.failed || !out.counterexample) return undefined;
  return render(out.counterexample[0], ctx).display;
}

// ---------------------------------------------------------------------------------------------
// Reporting.

const mb = (/** @type {number | undefined} */ n) => (n === undefined ? '?' : `${(n / 1024 / 1024).toFixed(1)} MB`);

/** A plain-text report: counts per status class, status, route family; memory; findings. */
export function formatReport(/** @type {CampaignResult} */ r) {
  const rate = r.requests / (r.durationMs / 1000);
  const list = (/** @type {Record<string, number>} */ o) =>
    Object.entries(o)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, v]) => `${k} ${v}`)
      .join(', ');
  const lines = [
    `fuzz: ${r.requests} requests (${r.wellFormed} well-formed) in ${(r.durationMs / 1000).toFixed(1)} s (${Math.round(rate)}/s), seed ${r.seed}${r.aborted ? `, ABORTED: ${r.aborted}` : ''}`,
    `  by class:  ${list(r.byClass)}`,
    `  by status: ${list(r.byStatus)}`,
    '  by route family:',
    ...Object.entries(r.byFamily)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, v]) => `    ${k.padEnd(11)} ${list(v)}`),
  ];
  const m = r.memory;
  if (m.beforeBytes !== undefined) {
    lines.push(
      `  server VmRSS: ${mb(m.beforeBytes)} at start, ${mb(m.warmBytes)} after warm-up, ${mb(m.afterBytes)} at end (growth ${mb(m.growthBytes)}), peak ${mb(m.peakBytes)}`,
    );
    if (m.samples.length) lines.push(`    by requests: ${m.samples.map((x) => `${x.requests} ${(x.bytes / 1024 / 1024).toFixed(0)}`).join(', ')} (MB)`);
  }
  lines.push(`  findings: ${r.findingCount} in ${r.findings.length} groups`);
  for (const f of r.findings) {
    lines.push(
      `  - [${f.kind}] ${f.status}: ${f.detail} (x${f.count}; ${f.methods.join(' ')}; ${f.families.join(' ')}; replay: seed ${f.seed}, path ${f.index})`,
    );
    lines.push(`      request: ${JSON.stringify(cut(f.request, 600))}`);
    if (f.shrunk) lines.push(`      shrunk:  ${JSON.stringify(cut(f.shrunk, 600))}`);
    else if (f.reproduced === false) lines.push('      (not reproduced alone)');
  }
  return lines.join('\n');
}

const cut = (/** @type {string} */ s, /** @type {number} */ n) => (s.length > n ? `${s.slice(0, n)}…` : s);
