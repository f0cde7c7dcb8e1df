/**
 * Web Bot Auth: verification of RFC 9421 HTTP Message Signatures in the profile of
 * draft-ietf-webbotauth-httpsig-protocol. A pure module (apart from the replay cache it is
 * given): it classifies a request as `absent`, `verified` (the agent of an allow-listed key
 * directory signed it), `invalid` (a signature we could check is wrong, or replayed: refuse the
 * request) or `unverified` (we could not check it: treat it as absent). What a verified agent
 * may do is the caller's business, within what the profile it passed is good for.
 *
 * Two profiles, chosen by the agent's configuration (SIGNATURE_AGENTS):
 *
 * - Identification, for an agent without scopes: the Web Bot Auth profile as the drafts write it.
 *   Only signatures tagged `web-bot-auth`; they must cover `@authority` (or `@target-uri`) and the
 *   `signature-agent` member of their label; `created` at most 60 s ahead, `expires` in the
 *   future and at most 24 h after `created`; `keyid` is the RFC 7638 thumbprint of a key of the
 *   directory named by `Signature-Agent`; never HMAC. Such a signature is bound neither to the
 *   method nor to the path and is not checked for reuse, so anyone who saw one can replay it
 *   for its validity: it is trusted only to key rate limits (a quota counted in addition to the
 *   client address, never instead of it) and to name the agent in logs, never for data access.
 *
 * - Authorization, for an agent with scopes: all of the above, and the signature must cover
 *   `@method` and the target: `@target-uri`, or `@authority` + `@path` + (when the request has
 *   a query) `@query`; `expires - created` at most `maxValidity` (WEB_BOT_AUTH_MAX_VALIDITY,
 *   default 300 s); and each signature is accepted once: after it verifies it is recorded in the
 *   replay cache (the durable store: across restarts and processes sharing STATE_DIR) under
 *   `wba:<directory>`, by its `nonce` when it has one, else by the SHA-256 of its bytes, until
 *   its `expires` (plus the clock skew). A second use is `invalid`, like a wrong signature.
 *
 *   The nonce is not required. draft-meunier-web-bot-auth-architecture ("Anti-replay") says
 *   agents SHOULD send a `nonce` (random bytes, 64 RECOMMENDED), unique within the signature's
 *   validity, and that origins MAY require one. Keying by the signature bytes refuses the same
 *   replays: the bytes are all a replayer has, and neither Ed25519 (canonical S, checked by
 *   OpenSSL) nor RSA-PSS signatures can be altered into other valid bytes without the key. The
 *   cost falls on an agent without nonces: two identical requests signed within the same second
 *   give identical Ed25519 signatures, and the second is refused as a replay. The web-bot-auth
 *   signer always adds a 64-byte nonce. From these agents a nonce that is present must be a
 *   non-empty String.
 *
 * Key directories are fetched only when on the allow-list, over https, from public addresses,
 * without following redirects, within size, key-count and time limits. Keys are cached per
 * (directory URL, keyid) for the response's max-age; an unknown keyid refetches the directory
 * at most once a minute; failures are remembered for five minutes and never evict the keys
 * already known; concurrent fetches of one directory are coalesced.
 *
 * Libraries: structured-headers (RFC 9651) parses the three fields; http-message-sig (the
 * RFC 9421 core of web-bot-auth, from the same repository) rebuilds the signature base;
 * web-bot-auth/crypto imports the keys and checks the signature; jose computes thumbprints.
 * Where those libraries deviate from RFC 9421 this module works around them (see `libraryMessage`).
 */
import { createHash } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { verify as verifyMessage, type RequestLike } from 'http-message-sig';
import { calculateJwkThumbprint, type JWK } from 'jose';
import {
  isInnerList,
  parseDictionary,
  parseItem,
  serializeInnerList,
  serializeItem,
  type BareItem,
  type Dictionary,
  type InnerList,
  type Item,
} from 'structured-headers';
import type { Verify, VerificationParams } from 'web-bot-auth';
import { verifierFromJWK } from 'web-bot-auth/crypto';
import type { Scope } from './scopes.ts';

export interface SignatureAgentConfig {
  /** Absolute https URL of the key directory, e.g. https://bot.example/.well-known/http-message-signatures-directory. */
  directory: string;
  name: string;
  /** May be empty: identification only. */
  scopes: Scope[];
}

/** Records each signature of a scope-granting agent once: the AuthStore method of that name fits. */
export interface ReplayCache {
  /** Records `id` under `issuer` until `expiresAt` (seconds); false when it is already recorded (a replay). */
  useAssertionId(issuer: string, id: string, expiresAt: number): boolean;
}

export interface WebBotAuthOptions {
  agents: SignatureAgentConfig[];
  /**
   * Longest `expires - created`, in seconds (1 to 86400), accepted from an agent that grants
   * scopes (WEB_BOT_AUTH_MAX_VALIDITY); default WEB_BOT_AUTH_LIMITS.scopedMaxValidity.
   */
  maxValidity?: number;
  /**
   * Where the signatures of scope-granting agents are recorded. The service passes its durable
   * store (shared by the processes on one STATE_DIR, kept across restarts); default: a cache in
   * this process's memory.
   */
  replayCache?: ReplayCache;
  /** Tests only: allow http:// directories and private, loopback or link-local addresses. */
  allowPrivateNetworks?: boolean;
  fetch?: typeof fetch;
  /** Current time in seconds. */
  now?: () => number;
  maxDirectoryBytes?: number;
  timeoutMs?: number;
}

export type WebBotAuthResult =
  | { status: 'absent' }
  | { status: 'verified'; agent: SignatureAgentConfig; keyid: string }
  | { status: 'invalid'; reason: string }
  | { status: 'unverified'; reason: string };

export interface WebBotAuthRequest {
  method: string;
  /** The absolute target URI, built from the configured public origin (not from the Host header). */
  url: string;
  headers: Record<string, string | undefined>;
}

export interface WebBotAuthVerifier {
  verify(request: WebBotAuthRequest): Promise<WebBotAuthResult>;
}

export const WEB_BOT_AUTH_TAG = 'web-bot-auth';
export const DIRECTORY_MEDIA_TYPE = 'application/http-message-signatures-directory+json';
export const WELL_KNOWN_DIRECTORY = '/.well-known/http-message-signatures-directory';

export const WEB_BOT_AUTH_LIMITS = {
  /** Seconds a signature's `created` may be ahead of our clock. */
  clockSkew: 60,
  /** Longest accepted `expires - created`, in seconds (identification). */
  maxValidity: 86_400,
  /** The default longest `expires - created` from an agent that grants scopes (WEB_BOT_AUTH_MAX_VALIDITY). */
  scopedMaxValidity: 300,
  directoryBytes: 64 * 1024,
  directoryKeys: 32,
  timeoutMs: 3_000,
  /** Key lifetime when the directory sends no max-age, and the longest honoured max-age. */
  defaultMaxAge: 3_600,
  maxMaxAge: 86_400,
  /** At most one fetch of a directory per this many seconds (unknown keyid, stale keys). */
  refetchInterval: 60,
  /** A failed fetch is not retried for this many seconds. */
  negativeTtl: 300,
  /** How long past their max-age known keys still verify while the directory cannot be fetched. */
  maxStale: 86_400,
  /** Web Bot Auth signatures examined per request. */
  maxSignatures: 4,
} as const;

const SUPPORTED_ALGS = new Set(['ed25519', 'rsa-pss-sha512']);
/** Derived components http-message-sig computes as RFC 9421 defines them. */
const DERIVED = new Set(['@method', '@target-uri', '@authority', '@scheme', '@request-target', '@path', '@query']);
const DIRECTORY_TYPES = new Set([DIRECTORY_MEDIA_TYPE, 'application/json', 'application/jwk-set+json']);

/** Special-purpose address ranges a directory may not resolve to (SSRF). */
const PRIVATE_RANGES = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  PRIVATE_RANGES.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 96], // unspecified, loopback, IPv4-compatible
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  PRIVATE_RANGES.addSubnet(net, prefix, 'ipv6');
}

/** Whether an IP address is private, loopback, link-local or otherwise not a public unicast address. */
export function isPrivateAddress(ip: string): boolean {
  const address = ip.replace(/%.*$/, '').toLowerCase(); // zone identifiers
  const family = isIP(address);
  if (family === 4) return PRIVATE_RANGES.check(address, 'ipv4');
  if (family !== 6) return true;
  if (PRIVATE_RANGES.check(address, 'ipv6')) return true; // also checks IPv4-mapped addresses against the IPv4 ranges
  // NAT64 (64:ff9b::/96) embeds an IPv4 address in the last 32 bits.
  const nat64 = /^64:ff9b::(?:ffff:)?([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (nat64) {
    const n = (parseInt(nat64[1]!, 16) << 16) | parseInt(nat64[2]!, 16);
    return PRIVATE_RANGES.check([n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join('.'), 'ipv4');
  }
  const dotted = /^64:ff9b::(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (dotted) return PRIVATE_RANGES.check(dotted[1]!, 'ipv4');
  return false;
}

class DirectoryError extends Error {}

/** The issuer namespace of an agent's signatures in the replay cache. */
export const replayNamespace = (directory: string) => `wba:${directory}`;

/** A replay cache in this process's memory; expired entries are swept at most once a minute. */
function memoryReplayCache(now: () => number): ReplayCache {
  const seen = new Map<string, number>();
  let sweptAt = now();
  return {
    useAssertionId(issuer, id, expiresAt) {
      const t = now();
      if (t - sweptAt >= 60) {
        sweptAt = t;
        for (const [key, until] of seen) if (until < t) seen.delete(key);
      }
      const key = `${issuer}\u0000${id}`;
      const until = seen.get(key);
      if (until !== undefined && until >= t) return false;
      seen.set(key, expiresAt);
      return true;
    },
  };
}

/**
 * Whether the covered components bind a signature to the request's method and target, as an
 * agent that grants scopes must: `@method`, and `@target-uri` or `@authority` + `@path` (+ `@query`
 * when the request has a query; http-message-sig cannot rebuild `@query` of a URL without one).
 */
function bindsRequest(covered: Covered[], url: string): boolean {
  const has = (name: string) => covered.some((c) => c.name === name && c.params.size === 0);
  if (!has('@method')) return false;
  if (has('@target-uri')) return true;
  return has('@authority') && has('@path') && (has('@query') || !new URL(url).search);
}

interface DirectoryKey {
  alg: 'ed25519' | 'rsa-pss-sha512';
  verify: Verify<void>;
  /** JWK `exp` / `nbf`, when the directory gives them (seconds). */
  notAfter?: number;
  notBefore?: number;
}

interface DirectoryEntry {
  /** The keys of the last successful fetch, by thumbprint. */
  keys: Map<string, DirectoryKey>;
  freshUntil: number;
  lastAttempt: number;
  failedUntil: number;
  lastError?: string;
  inflight?: Promise<void>;
}

const invalid = (reason: string): WebBotAuthResult => ({ status: 'invalid', reason });
const unverified = (reason: string): WebBotAuthResult => ({ status: 'unverified', reason });

/** The media type of a Content-Type value, lower-cased. */
const mediaType = (value: string | null) => (value ?? '').split(';')[0]!.trim().toLowerCase();

/** max-age of a Cache-Control value, clamped; no-store and no-cache count as 0. */
function maxAge(cacheControl: string | null): number {
  const value = (cacheControl ?? '').toLowerCase();
  if (/(?:^|,)\s*no-(?:store|cache)\s*(?:,|$|=)/.test(value)) return 0;
  const m = /(?:^|,)\s*max-age\s*=\s*"?(\d+)"?/.exec(value);
  if (!m) return WEB_BOT_AUTH_LIMITS.defaultMaxAge;
  return Math.min(Number(m[1]), WEB_BOT_AUTH_LIMITS.maxMaxAge);
}

async function readLimited(res: Response, limit: number): Promise<string> {
  const declared = res.headers.get('content-length');
  if (declared !== null && Number(declared) > limit) throw new DirectoryError(`the directory is larger than ${limit} bytes`);
  if (!res.body) return '';
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw new DirectoryError(`the directory is larger than ${limit} bytes`);
    }
    chunks.push(value);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw new DirectoryError('the directory is not UTF-8');
  }
}

/** A directory key we can verify with, or undefined (other key types are skipped). */
async function importDirectoryKey(jwk: Record<string, unknown>): Promise<{ keyid: string; key: DirectoryKey } | undefined> {
  let alg: DirectoryKey['alg'];
  if (jwk.kty === 'OKP' && jwk.crv === 'Ed25519' && typeof jwk.x === 'string') alg = 'ed25519';
  else if (jwk.kty === 'RSA' && jwk.alg === 'PS512' && typeof jwk.n === 'string' && typeof jwk.e === 'string') alg = 'rsa-pss-sha512';
  else return undefined;
  if (jwk.use !== undefined && jwk.use !== 'sig') return undefined;
  try {
    const keyid = await calculateJwkThumbprint(jwk as JWK, 'sha256');
    const verify = await verifierFromJWK(jwk as JsonWebKey);
    return {
      keyid,
      key: {
        alg,
        verify,
        ...(typeof jwk.exp === 'number' ? { notAfter: jwk.exp } : {}),
        ...(typeof jwk.nbf === 'number' ? { notBefore: jwk.nbf } : {}),
      },
    };
  } catch {
    return undefined;
  }
}

function normaliseDirectory(directory: string): URL {
  let url: URL;
  try {
    url = new URL(directory);
  } catch {
    throw new TypeError(`Web Bot Auth: ${JSON.stringify(directory)} is not an absolute URL`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new TypeError(`Web Bot Auth: ${directory} is not an https URL`);
  if (url.username || url.password || url.hash) throw new TypeError(`Web Bot Auth: ${directory} must not have credentials or a fragment`);
  return url;
}

/** A case-insensitive view of the request's header fields, values trimmed (RFC 9421 §2.1). */
function headerMap(headers: Record<string, string | undefined>): Map<string, string> {
  const map = new Map<string, string>();
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    const key = name.toLowerCase();
    const prev = map.get(key);
    map.set(key, prev === undefined ? value.trim() : `${prev}, ${value.trim()}`);
  }
  return map;
}

function parseDict(value: string): Dictionary | undefined {
  try {
    return parseDictionary(value);
  } catch {
    return undefined;
  }
}

/** The directory URL named by the Signature-Agent field for a label, or why there is none. */
function signatureAgentFor(raw: string, label: string, keyed: boolean): { url: string } | { result: WebBotAuthResult } {
  let value: BareItem;
  const dict = parseDict(raw);
  if (dict) {
    const member = dict.get(label);
    if (!member) return { result: unverified(`Signature-Agent has no member ${label}`) };
    if (isInnerList(member) || member[1].size > 0) return { result: unverified(`the Signature-Agent member ${label} has parameters and is ignored`) };
    value = member[0];
  } else {
    // The legacy form: the whole field is one String (draft-meunier-web-bot-auth-architecture).
    let item: Item;
    try {
      item = parseItem(raw);
    } catch {
      return { result: invalid('Signature-Agent is not a structured field') };
    }
    if (keyed) return { result: invalid(`the signature covers the Signature-Agent member ${label}, but the field is not a dictionary`) };
    if (item[1].size > 0) return { result: unverified('Signature-Agent has parameters and is ignored') };
    value = item[0];
  }
  if (typeof value !== 'string') return { result: unverified('Signature-Agent is not a String') };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { result: unverified('Signature-Agent is not an absolute URI') };
  }
  return { url: url.href };
}

interface Covered {
  /** The component as serialised in the signature base, e.g. `"signature-agent";key="sig1"`. */
  id: string;
  name: string;
  params: Map<string, BareItem>;
}

/**
 * The message handed to http-message-sig, which only accepts one signature per message and
 * takes a header component's value as the whole field even when `;key=` names a dictionary
 * member. So: the Signature-Input and Signature fields hold only the signature being checked,
 * under a fixed label (labels are not signed), re-serialised per RFC 9651 as RFC 9421 §2.3
 * requires; and a field covered with `;key=` is replaced by the serialised member.
 */
function libraryMessage(request: WebBotAuthRequest, headers: Map<string, string>, input: InnerList, signature: ArrayBuffer, substitute: Map<string, string>): RequestLike {
  const synthetic = new Map(headers);
  for (const [name, value] of substitute) synthetic.set(name, value);
  synthetic.set('signature-input', `sig1=${serializeInnerList(input)}`);
  synthetic.set('signature', `sig1=:${Buffer.from(signature).toString('base64')}:`);
  return {
    method: request.method,
    url: request.url,
    headers: {
      get: (name: string) => synthetic.get(name.toLowerCase()) ?? null,
      set: () => {},
    },
  };
}

export function createWebBotAuthVerifier(opts: WebBotAuthOptions): WebBotAuthVerifier {
  const L = WEB_BOT_AUTH_LIMITS;
  const fetchImpl = opts.fetch ?? globalThis.fetch;
  const now = opts.now ?? (() => Math.floor(Date.now() / 1000));
  const maxBytes = opts.maxDirectoryBytes ?? L.directoryBytes;
  const timeoutMs = opts.timeoutMs ?? L.timeoutMs;
  const allowPrivate = opts.allowPrivateNetworks === true;
  const scopedMaxValidity = opts.maxValidity ?? L.scopedMaxValidity;
  if (!Number.isInteger(scopedMaxValidity) || scopedMaxValidity < 1 || scopedMaxValidity > L.maxValidity) {
    throw new TypeError(`Web Bot Auth: maxValidity must be a whole number of seconds from 1 to ${L.maxValidity}`);
  }
  const replayCache = opts.replayCache ?? memoryReplayCache(now);

  /** The allow-list, by normalised directory URL. */
  const agents = new Map<string, SignatureAgentConfig>();
  for (const agent of opts.agents) {
    const href = normaliseDirectory(agent.directory).href;
    if (agents.has(href)) throw new TypeError(`Web Bot Auth: the directory ${href} is configured twice`);
    agents.set(href, agent);
  }
  const cache = new Map<string, DirectoryEntry>();

  /** The allow-listed directory a Signature-Agent URI names: itself, or for a bare origin its well-known directory. */
  function allowListed(href: string): string | undefined {
    if (agents.has(href)) return href;
    const url = new URL(href);
    if (url.pathname === '/' && !url.search && !url.hash) {
      const wellKnown = new URL(WELL_KNOWN_DIRECTORY, url).href;
      if (agents.has(wellKnown)) return wellKnown;
    }
    return undefined;
  }

  /** Refuses a directory on plain http or on a non-public address (unless allowPrivateNetworks). */
  async function checkTarget(url: URL, signal: AbortSignal): Promise<void> {
    if (allowPrivate) return;
    if (url.protocol !== 'https:') throw new DirectoryError('the directory is not served over https');
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (isIP(host)) {
      if (isPrivateAddress(host)) throw new DirectoryError('the directory is on a private or loopback address');
      return;
    }
    const aborted = new Promise<never>((_, reject) => {
      if (signal.aborted) reject(new DirectoryError('timed out resolving the directory host'));
      signal.addEventListener('abort', () => reject(new DirectoryError('timed out resolving the directory host')), { once: true });
    });
    let addresses: { address: string }[];
    try {
      addresses = await Promise.race([lookup(host, { all: true, verbatim: true }), aborted]);
    } catch (err) {
      throw err instanceof DirectoryError ? err : new DirectoryError('the directory host does not resolve');
    }
    if (!addresses.length || addresses.some((a) => isPrivateAddress(a.address))) {
      throw new DirectoryError('the directory host resolves to a private or loopback address');
    }
  }

  async function fetchDirectory(href: string): Promise<{ keys: Map<string, DirectoryKey>; maxAge: number }> {
    const url = new URL(href);
    const signal = AbortSignal.timeout(timeoutMs);
    await checkTarget(url, signal);
    let res: Response;
    try {
      res = await fetchImpl(url.href, {
        redirect: 'manual',
        signal,
        headers: { accept: `${DIRECTORY_MEDIA_TYPE}, application/jwk-set+json;q=0.9, application/json;q=0.8` },
      });
    } catch {
      throw new DirectoryError(signal.aborted ? `the directory did not answer within ${timeoutMs} ms` : 'the directory could not be fetched');
    }
    let body: string;
    try {
      if (res.status !== 200) throw new DirectoryError(`the directory answered ${res.status}`);
      if (!DIRECTORY_TYPES.has(mediaType(res.headers.get('content-type')))) {
        throw new DirectoryError(`the directory is not ${DIRECTORY_MEDIA_TYPE} (got ${mediaType(res.headers.get('content-type')) || 'no type'})`);
      }
      body = await readLimited(res, maxBytes);
    } catch (err) {
      await res.body?.cancel().catch(() => {});
      if (err instanceof DirectoryError) throw err;
      throw new DirectoryError(signal.aborted ? `the directory did not answer within ${timeoutMs} ms` : 'the directory could not be read');
    }
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      throw new DirectoryError('the directory is not JSON');
    }
    const list = json && typeof json === 'object' ? (json as { keys?: unknown }).keys : undefined;
    if (!Array.isArray(list)) throw new DirectoryError('the directory has no "keys" array');
    if (list.length > L.directoryKeys) throw new DirectoryError(`the directory has more than ${L.directoryKeys} keys`);
    const keys = new Map<string, DirectoryKey>();
    for (const jwk of list) {
      if (!jwk || typeof jwk !== 'object' || Array.isArray(jwk)) continue;
      const imported = await importDirectoryKey(jwk as Record<string, unknown>);
      if (imported && !keys.has(imported.keyid)) keys.set(imported.keyid, imported.key);
    }
    return { keys, maxAge: maxAge(res.headers.get('cache-control')) };
  }

  /** Fetches a directory unless one fetch is under way (joined), failed recently, or happened within the refetch interval. */
  function refresh(href: string, entry: DirectoryEntry, t: number): Promise<void> {
    if (entry.inflight) return entry.inflight;
    if (t < entry.failedUntil || t - entry.lastAttempt < L.refetchInterval) return Promise.resolve();
    entry.lastAttempt = t;
    entry.inflight = fetchDirectory(href)
      .then(
        ({ keys, maxAge: age }) => {
          entry.keys = keys;
          entry.freshUntil = t + age;
          entry.failedUntil = -Infinity;
          delete entry.lastError;
        },
        (err: unknown) => {
          // A failure never evicts the keys already known.
          entry.failedUntil = t + L.negativeTtl;
          entry.lastError = err instanceof DirectoryError ? err.message : 'the directory could not be fetched';
        },
      )
      .finally(() => {
        delete entry.inflight;
      });
    return entry.inflight;
  }

  async function findKey(href: string, keyid: string): Promise<DirectoryKey | { error: string }> {
    let entry = cache.get(href);
    if (!entry) cache.set(href, (entry = { keys: new Map(), freshUntil: -Infinity, lastAttempt: -Infinity, failedUntil: -Infinity }));
    const t = now();
    if (t >= entry.freshUntil) await refresh(href, entry, t);
    const usable = () => {
      const key = entry.keys.get(keyid);
      if (!key || t >= entry.freshUntil + L.maxStale) return undefined;
      if (key.notAfter !== undefined && t >= key.notAfter) return undefined;
      if (key.notBefore !== undefined && t < key.notBefore - L.clockSkew) return undefined;
      return key;
    };
    let key = usable();
    if (!key) {
      await refresh(href, entry, t); // an unknown keyid: one more fetch, if none happened within the interval
      key = usable();
    }
    if (key) return key;
    return { error: entry.lastError ? `key directory unavailable: ${entry.lastError}` : `no key ${keyid} in the directory` };
  }

  async function checkSignature(
    request: WebBotAuthRequest,
    headers: Map<string, string>,
    label: string,
    input: InnerList,
    signatures: Dictionary,
  ): Promise<WebBotAuthResult> {
    const [items, params] = input;
    const sigMember = signatures.get(label);
    if (!sigMember) return invalid(`no Signature member for the label ${label}`);
    if (isInnerList(sigMember) || !(sigMember[0] instanceof ArrayBuffer)) return invalid(`the Signature member ${label} is not a byte sequence`);
    const signature = sigMember[0];

    const created = params.get('created');
    const expires = params.get('expires');
    const keyid = params.get('keyid');
    const alg = params.get('alg');
    if (typeof created !== 'number' || !Number.isInteger(created)) return invalid('the signature has no integer created parameter');
    if (typeof expires !== 'number' || !Number.isInteger(expires)) return invalid('the signature has no integer expires parameter');
    if (typeof keyid !== 'string' || !keyid) return invalid('the signature has no keyid parameter');
    if (alg !== undefined && typeof alg !== 'string') return invalid('the alg parameter is not a String');
    if (alg === 'hmac-sha256') return invalid('HMAC signatures (hmac-sha256) are not accepted');

    const t = now();
    if (created > t + L.clockSkew) return invalid('the signature was created in the future');
    if (expires <= t) return invalid('the signature has expired');
    if (expires <= created) return invalid('the signature expires before it was created');
    if (expires - created > L.maxValidity) return invalid('the signature is valid for more than 24 hours');

    // Covered components: well formed, no duplicates, the ones the profile requires.
    const covered: Covered[] = [];
    for (const [name, cParams] of items) {
      if (typeof name !== 'string') return invalid('a covered component is not a String');
      if (name !== name.toLowerCase()) return invalid(`the component name ${name} is not lower-case`);
      if (name === '@signature-params') return invalid('@signature-params cannot be covered');
      const id = serializeItem(name, cParams);
      if (covered.some((c) => c.id === id)) return invalid(`the component ${id} is covered twice`);
      covered.push({ id, name, params: cParams });
    }
    if (!covered.some((c) => (c.name === '@authority' || c.name === '@target-uri') && c.params.size === 0)) {
      return invalid('the signature does not cover @authority or @target-uri');
    }
    const agentKeyed = covered.some((c) => c.name === 'signature-agent' && c.params.size === 1 && c.params.get('key') === label);
    const agentWhole = covered.some((c) => c.name === 'signature-agent' && c.params.size === 0);
    if (!agentKeyed && !agentWhole) return invalid(`the signature does not cover the signature-agent member ${label}`);

    // Component values: fields must be present; `;key=` members are substituted for the library.
    const substitute = new Map<string, string>();
    const forms = new Map<string, string>();
    for (const c of covered) {
      if (c.name.startsWith('@')) {
        if (!DERIVED.has(c.name) || c.params.size > 0) return unverified(`the component ${c.id} is not supported`);
        if (c.name === '@query' && !new URL(request.url).search) return unverified('@query of a URL without a query is not supported');
        continue;
      }
      const field = headers.get(c.name);
      if (field === undefined) return invalid(`the covered field ${c.name} is absent`);
      const form = c.params.size === 0 ? '' : c.params.size === 1 && typeof c.params.get('key') === 'string' ? `key=${c.params.get('key')}` : undefined;
      if (form === undefined) return unverified(`the component ${c.id} is not supported`);
      if (forms.has(c.name) && forms.get(c.name) !== form) return unverified(`the field ${c.name} is covered in two forms, which is not supported`);
      forms.set(c.name, form);
      if (form && c.name !== 'signature-agent') {
        const member = parseDict(field)?.get(c.params.get('key') as string);
        if (!member) return invalid(`the covered member ${c.id} is absent`);
        substitute.set(c.name, isInnerList(member) ? serializeInnerList(member) : serializeItem(member));
      }
    }

    if (alg !== undefined && !SUPPORTED_ALGS.has(alg)) return unverified(`the algorithm ${alg} is not supported`);

    // The agent and its directory: allow-list first, no fetch for anything else.
    const rawAgent = headers.get('signature-agent')!;
    const agentRef = signatureAgentFor(rawAgent, label, agentKeyed);
    if ('result' in agentRef) return agentRef.result;
    if (agentKeyed) {
      const member = parseDict(rawAgent)!.get(label) as Item;
      substitute.set('signature-agent', serializeItem(member));
    }
    const directory = allowListed(agentRef.url);
    if (!directory) return unverified(`the key directory ${agentRef.url} is not on the allow-list`);
    const agent = agents.get(directory)!;

    // An agent that grants scopes: the signature must be bound to this request and short-lived
    // (it is also used once, below). Checked before any fetch.
    const grantsScopes = agent.scopes.length > 0;
    const nonce = params.get('nonce');
    if (grantsScopes) {
      if (!bindsRequest(covered, request.url)) {
        return invalid('the signature must cover @method and @target-uri to grant scopes (or @method, @authority, @path and, when the request has a query, @query)');
      }
      if (expires - created > scopedMaxValidity) {
        return invalid(`the signature is valid for more than ${scopedMaxValidity} seconds (expires - created), the limit for an agent that grants scopes`);
      }
      if (nonce !== undefined && (typeof nonce !== 'string' || !nonce)) return invalid('the nonce parameter is not a non-empty String');
    }

    const key = await findKey(directory, keyid);
    if ('error' in key) return unverified(key.error);
    if (alg !== undefined && alg !== key.alg) return invalid(`the algorithm ${alg} does not match the key`);

    const vparams: VerificationParams = { keyid, created: new Date(created * 1000), expires: new Date(expires * 1000), tag: WEB_BOT_AUTH_TAG };
    let ok: boolean;
    try {
      ok = await verifyMessage(libraryMessage(request, headers, input, signature, substitute), (data, sig) =>
        Promise.resolve(key.verify(data, sig, vparams)).then(
          () => true,
          () => false,
        ),
      );
    } catch (err) {
      return invalid(`the signature could not be checked: ${err instanceof Error ? err.message : 'error'}`);
    }
    if (!ok) return invalid('the signature does not match the request');
    if (grantsScopes) {
      // Recorded only once verified (nobody else can use up an agent's nonces), until it expires
      // plus the skew (a process whose clock is behind must still find it).
      const digest = (data: string | ArrayBuffer) => createHash('sha256').update(typeof data === 'string' ? data : Buffer.from(data)).digest('base64url');
      const id = typeof nonce === 'string' ? `nonce:${digest(nonce)}` : `sig:${digest(signature)}`;
      if (!replayCache.useAssertionId(replayNamespace(directory), id, expires + L.clockSkew)) return invalid('the signature was already used');
    }
    return { status: 'verified', agent, keyid };
  }

  async function verify(request: WebBotAuthRequest): Promise<WebBotAuthResult> {
    const headers = headerMap(request.headers);
    const rawInput = headers.get('signature-input');
    const rawSignature = headers.get('signature');
    if (!rawInput || !rawSignature || !headers.get('signature-agent')) return { status: 'absent' };
    const inputs = parseDict(rawInput);
    if (!inputs) return invalid('Signature-Input is not a structured field dictionary');
    const tagged = [...inputs].filter(
      (entry): entry is [string, InnerList] => isInnerList(entry[1]) && entry[1][1].get('tag') === WEB_BOT_AUTH_TAG,
    );
    if (!tagged.length) return { status: 'absent' };
    const signatures = parseDict(rawSignature);
    if (!signatures) return invalid('Signature is not a structured field dictionary');

    let firstInvalid: WebBotAuthResult | undefined;
    let firstUnverified: WebBotAuthResult | undefined;
    for (const [label, input] of tagged.slice(0, L.maxSignatures)) {
      const result = await checkSignature(request, headers, label, input, signatures);
      if (result.status === 'verified') return result;
      if (result.status === 'invalid') firstInvalid ??= result;
      else firstUnverified ??= result;
    }
    return firstInvalid ?? firstUnverified ?? { status: 'absent' };
  }

  return {
    async verify(request) {
      try {
        return await verify(request);
      } catch (err) {
        return unverified(`verification failed: ${err instanceof Error ? err.message : 'error'}`);
      }
    },
  };
}
