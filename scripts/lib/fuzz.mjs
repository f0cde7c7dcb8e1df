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
//
// The parts live in scripts/lib/fuzz/: the generators (arbitraries/: the target, the head, the
// body), `render`, the raw client, the checks (`judge`), the campaign and the report.
/**
 * @typedef {import('./fuzz/campaign.mjs').CampaignOptions} CampaignOptions
 * @typedef {import('./fuzz/campaign.mjs').CampaignResult} CampaignResult
 */
export { residentBytes, residentParts, runCampaign } from './fuzz/campaign.mjs';
export { formatReport } from './fuzz/report.mjs';
export { distDir, loadTargets } from './fuzz/targets.mjs';
