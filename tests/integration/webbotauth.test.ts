/**
 * Tests of Web Bot Auth verification (src/auth/webbotauth/): RFC 9421 signatures in the
 * draft-ietf-webbotauth-httpsig-protocol profile, and the key directory client (allow-list,
 * SSRF guards, limits, cache). Keys are Ed25519 pairs made per run; directories are served by a
 * local node:http server on 127.0.0.1 (allowPrivateNetworks: true where a fetch is expected).
 * Requests are signed two ways: with the web-bot-auth library's signer (interoperability), and
 * with a signature base built here from RFC 9421 with node:crypto (independent of the library,
 * and the only way to make deliberately wrong signatures: other tags, HMAC, missing components).
 * Items of the project's OAuth checklist (the auth reference digest): 80-87. Agents that grant
 * scopes get a stricter profile (method and target covered, short validity, each signature used
 * once, recorded in the durable store): the last describe block.
 */
import { createHmac, generateKeyPairSync, randomBytes, sign as cryptoSign, type KeyObject } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { calculateJwkThumbprint, type JWK } from 'jose';
import { parseDictionary, serializeInnerList, serializeItem, type BareItem, type InnerList, type Item } from 'structured-headers';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { signatureHeaders } from 'web-bot-auth';
import { signerFromJWK } from 'web-bot-auth/crypto';
import { ConfigError, readAuthConfig } from '../../src/auth/config.ts';
import { createAuthService } from '../../src/auth/service.ts';
import { openSqliteStore } from '../../src/auth/sqlite-store.ts';
import { InvalidToken } from '../../src/auth/tokens.ts';
import {
  createWebBotAuthVerifier,
  DIRECTORY_MEDIA_TYPE,
  isPrivateAddress,
  WEB_BOT_AUTH_LIMITS,
  WELL_KNOWN_DIRECTORY,
  type SignatureAgentConfig,
  type WebBotAuthOptions,
  type WebBotAuthRequest,
} from '../../src/auth/webbotauth/index.ts';
import { type RouteHandler, type RouteServer, startRouteServer } from '../support/route-server.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const TARGET = 'https://portfolio.example/v1/projects?tag=rust';

// ---------------------------------------------------------------------------------------------
// Keys

interface TestKey {
  privateKey: KeyObject;
  publicJwk: JWK;
  privateJwk: JsonWebKey;
  keyid: string;
}

async function makeKey(): Promise<TestKey> {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const publicJwk = publicKey.export({ format: 'jwk' }) as JWK;
  return { privateKey, publicJwk, privateJwk: privateKey.export({ format: 'jwk' }) as JsonWebKey, keyid: await calculateJwkThumbprint(publicJwk) };
}

// ---------------------------------------------------------------------------------------------
// The directory server

let web: RouteServer;
let origin: string;
const routes = new Map<string, RouteHandler>();
let pathCounter = 0;

beforeAll(async () => {
  web = await startRouteServer({ routes });
  origin = web.origin;
});
afterAll(() => web.close());

/** A fresh directory path on the test server (each test has its own, so hit counts are its own). */
function newDirectory(): { path: string; url: string } {
  const path = `/bot${++pathCounter}${WELL_KNOWN_DIRECTORY}`;
  return { path, url: `${origin}${path}` };
}

function serveKeys(path: string, keys: object[], headers: Record<string, string> = {}) {
  routes.set(path, (_req, res) => {
    res.writeHead(200, { 'Content-Type': DIRECTORY_MEDIA_TYPE, 'Cache-Control': 'max-age=3600', ...headers });
    res.end(JSON.stringify({ keys }));
  });
}
function serveStatus(path: string, status: number, headers: Record<string, string> = {}) {
  routes.set(path, (_req, res) => res.writeHead(status, headers).end());
}

// ---------------------------------------------------------------------------------------------
// Signing

/** RFC 9421 component values, computed here independently of any library. */
function componentValue(request: WebBotAuthRequest, name: string, params: Map<string, BareItem>): string {
  const url = new URL(request.url);
  switch (name) {
    case '@authority':
      return url.host;
    case '@method':
      return request.method.toUpperCase();
    case '@path':
      return url.pathname;
    case '@query':
      return url.search || '?';
    case '@target-uri':
      return url.href;
    case '@scheme':
      return url.protocol.slice(0, -1);
    case '@request-target':
      return url.pathname + url.search;
  }
  const header = Object.entries(request.headers).find(([k]) => k.toLowerCase() === name)?.[1];
  if (header === undefined) throw new Error(`no ${name} header to sign`);
  const key = params.get('key');
  if (typeof key === 'string') return serializeItem(parseDictionary(header).get(key) as Item);
  return header.trim();
}

type ComponentSpec = string | [string, Record<string, string>];
interface ManualOptions {
  label?: string;
  components: ComponentSpec[];
  params: [string, BareItem][];
  key: KeyObject | { hmac: Buffer };
}

/** Signs a request per RFC 9421 §2.5 with node:crypto; returns the base too. */
function manualSign(request: WebBotAuthRequest, o: ManualOptions): { base: string; headers: Record<string, string> } {
  const items: Item[] = o.components.map((c) => (typeof c === 'string' ? [c, new Map()] : [c[0], new Map(Object.entries(c[1]))]));
  const input: InnerList = [items, new Map(o.params)];
  const sigParams = serializeInnerList(input);
  const lines = items.map(([name, params]) => `${serializeItem(name, params)}: ${componentValue(request, name as string, params)}`);
  lines.push(`"@signature-params": ${sigParams}`);
  const base = lines.join('\n');
  const signature = 'hmac' in o.key ? createHmac('sha256', o.key.hmac).update(base).digest() : cryptoSign(null, Buffer.from(base), o.key);
  const label = o.label ?? 'sig1';
  return { base, headers: { 'Signature-Input': `${label}=${sigParams}`, Signature: `${label}=:${signature.toString('base64')}:` } };
}

let clock = Math.floor(Date.now() / 1000);
const nonce = () => randomBytes(32).toString('base64');

interface SignOptions {
  key: TestKey;
  directory: string;
  url?: string;
  method?: string;
  label?: string;
  created?: number;
  expires?: number;
  tag?: string;
  alg?: string | null;
  keyid?: string;
  components?: ComponentSpec[];
  /** The Signature-Agent field as sent (default: `<label>="<directory>"`). */
  agentField?: string;
  headers?: Record<string, string>;
  hmac?: Buffer;
  /** The nonce parameter (default: 32 random bytes; null: none). */
  nonce?: BareItem | null;
}

/** A request signed per the WG draft with a base built here (Ed25519 unless hmac is given). */
function signed(o: SignOptions): WebBotAuthRequest & { base: string } {
  const label = o.label ?? 'sig1';
  const created = o.created ?? clock;
  const request: WebBotAuthRequest = {
    method: o.method ?? 'GET',
    url: o.url ?? TARGET,
    headers: { 'Signature-Agent': o.agentField ?? `${label}="${o.directory}"`, ...o.headers },
  };
  const params: [string, BareItem][] = [
    ['created', created],
    ['expires', o.expires ?? created + 300],
    ['keyid', o.keyid ?? o.key.keyid],
  ];
  const alg = o.alg === undefined ? (o.hmac ? 'hmac-sha256' : 'ed25519') : o.alg;
  if (alg !== null) params.push(['alg', alg]);
  if (o.nonce !== null) params.push(['nonce', o.nonce ?? nonce()]);
  params.push(['tag', o.tag ?? 'web-bot-auth']);
  const { base, headers } = manualSign(request, {
    label,
    components: o.components ?? ['@authority', ['signature-agent', { key: label }]],
    params,
    key: o.hmac ? { hmac: o.hmac } : o.key.privateKey,
  });
  return { ...request, headers: { ...request.headers, ...headers }, base };
}

/**
 * A request signed by the web-bot-auth library. With the dictionary form the library would sign
 * the whole Signature-Agent field for `"signature-agent";key="sig1"` (RFC 9421 §2.1.2 wants the
 * member), so it is given the member as the field's value while signing.
 */
async function librarySigned(key: TestKey, directory: string, form: 'dictionary' | 'legacy', url = TARGET): Promise<WebBotAuthRequest> {
  const signer = await signerFromJWK(key.privateJwk);
  expect(signer.keyid).toBe(key.keyid); // web-bot-auth's keyid is the RFC 7638 thumbprint jose computes
  const created = new Date(clock * 1000);
  const expires = new Date((clock + 300) * 1000);
  const member = `"${directory}"`;
  const field = form === 'dictionary' ? `sig1=${member}` : member;
  const signing = { method: 'GET', url, headers: { 'Signature-Agent': member } };
  const headers =
    form === 'dictionary'
      ? await signatureHeaders(signing, signer, {
          created,
          expires,
          key: 'sig1',
          components: ['@authority', { name: 'signature-agent', parameters: new Map([['key', 'sig1']]) }],
        })
      : await signatureHeaders(signing, signer, { created, expires });
  return { method: 'GET', url, headers: { 'Signature-Agent': field, ...headers } };
}

// ---------------------------------------------------------------------------------------------
// The verifier under test

let fetchSpy: Mock<typeof fetch>;
beforeEach(() => {
  clock = Math.floor(Date.now() / 1000);
  fetchSpy = vi.fn<typeof fetch>((input, init) => fetch(input, init));
});

const agent = (directory: string, scopes: SignatureAgentConfig['scopes'] = []): SignatureAgentConfig => ({ directory, name: `agent ${directory}`, scopes });
function verifier(agents: SignatureAgentConfig[], extra: Partial<WebBotAuthOptions> = {}) {
  return createWebBotAuthVerifier({ agents, allowPrivateNetworks: true, fetch: fetchSpy, now: () => clock, ...extra });
}

/** One key, one directory serving it, one verifier allowing it. */
async function setup(extra: Partial<WebBotAuthOptions> = {}, scopes: SignatureAgentConfig['scopes'] = []) {
  const key = await makeKey();
  const dir = newDirectory();
  serveKeys(dir.path, [key.publicJwk]);
  const config = agent(dir.url, scopes);
  return { key, dir, config, v: verifier([config], extra) };
}

// ---------------------------------------------------------------------------------------------

describe('Web Bot Auth: recognised signatures (checklist 80)', () => {
  it('verifies a request signed per the WG draft: Ed25519, @authority + signature-agent;key="sig1", tag web-bot-auth', async () => {
    const { key, dir, config, v } = await setup();
    const request = signed({ key, directory: dir.url });
    // The base, as RFC 9421 §2.5 builds it (the member value, not the whole field, for ;key=).
    expect(request.base.split('\n').slice(0, 2)).toEqual(['"@authority": portfolio.example', `"signature-agent";key="sig1": "${dir.url}"`]);
    expect(request.base.split('\n')[2]).toMatch(
      /^"@signature-params": \("@authority" "signature-agent";key="sig1"\);created=\d+;expires=\d+;keyid="[\w-]{43}";alg="ed25519";nonce="[^"]+";tag="web-bot-auth"$/,
    );
    const result = await v.verify(request);
    expect(result).toEqual({ status: 'verified', agent: config, keyid: key.keyid, directory: expect.any(String) });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(fetchSpy.mock.calls[0]![1]).toMatchObject({ redirect: 'manual' });
  });

  it('verifies requests signed by the web-bot-auth library, dictionary and legacy bare-String Signature-Agent', async () => {
    const { key, dir, config, v } = await setup();
    expect(await v.verify(await librarySigned(key, dir.url, 'dictionary'))).toEqual({
      status: 'verified',
      agent: config,
      keyid: key.keyid,
      directory: expect.any(String),
    });
    expect(await v.verify(await librarySigned(key, dir.url, 'legacy'))).toEqual({
      status: 'verified',
      agent: config,
      keyid: key.keyid,
      directory: expect.any(String),
    });
  });

  it('accepts @target-uri instead of @authority, extra components, header names in any case and a created within the skew', async () => {
    const { key, dir, v } = await setup();
    const r1 = signed({ key, directory: dir.url, components: ['@target-uri', '@method', '@path', '@query', ['signature-agent', { key: 'sig1' }]] });
    expect((await v.verify(r1)).status).toBe('verified');
    const r2 = signed({ key, directory: dir.url, created: clock + 30, alg: null });
    const lower = Object.fromEntries(Object.entries(r2.headers).map(([k, val]) => [k.toLowerCase(), val]));
    expect((await v.verify({ ...r2, headers: lower })).status).toBe('verified');
  });

  it('finds the web-bot-auth signature among others, under any label', async () => {
    const { key, dir, v } = await setup();
    const other = manualSign(
      { method: 'GET', url: TARGET, headers: {} },
      {
        label: 'other',
        components: ['@method'],
        params: [
          ['created', clock],
          ['tag', 'something-else'],
        ],
        key: key.privateKey,
      },
    );
    const wba = signed({ key, directory: dir.url, label: 'bot.1' });
    const request = {
      ...wba,
      headers: {
        'Signature-Agent': `bot.1="${dir.url}"`,
        'Signature-Input': `${other.headers['Signature-Input']}, ${wba.headers['Signature-Input']}`,
        Signature: `${other.headers.Signature}, ${wba.headers.Signature}`,
      },
    };
    expect((await v.verify(request)).status).toBe('verified');
  });

  it('maps a bare-origin Signature-Agent to the well-known directory of that origin', async () => {
    const key = await makeKey();
    routes.set(WELL_KNOWN_DIRECTORY, (_req, res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ keys: [key.publicJwk] })));
    const v = verifier([agent(`${origin}${WELL_KNOWN_DIRECTORY}`)]);
    expect((await v.verify(signed({ key, directory: origin }))).status).toBe('verified');
    routes.delete(WELL_KNOWN_DIRECTORY);
  });

  it('is absent without the three fields, or when no signature is tagged web-bot-auth (and then fetches nothing)', async () => {
    const { key, dir, v } = await setup();
    expect(await v.verify({ method: 'GET', url: TARGET, headers: {} })).toEqual({ status: 'absent' });
    const good = signed({ key, directory: dir.url });
    const { 'Signature-Agent': _agent, ...noAgent } = good.headers;
    expect(await v.verify({ ...good, headers: noAgent })).toEqual({ status: 'absent' });
    expect(await v.verify(signed({ key, directory: dir.url, tag: 'not-web-bot-auth' }))).toEqual({ status: 'absent' });
    expect(await v.verify(signed({ key, directory: dir.url, tag: 'web-bot-auth-x' }))).toEqual({ status: 'absent' });
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('Web Bot Auth: refused signatures (checklist 81, 82, 87, tampering)', () => {
  it('refuses an expired signature, one created in the future beyond the skew, and one valid for more than 24 h', async () => {
    const { key, dir, v } = await setup();
    const expired = await v.verify(signed({ key, directory: dir.url, created: clock - 600, expires: clock - 1 }));
    expect(expired).toEqual({ status: 'invalid', reason: expect.stringMatching(/expired/) });
    const future = await v.verify(signed({ key, directory: dir.url, created: clock + WEB_BOT_AUTH_LIMITS.clockSkew + 60, expires: clock + 600 }));
    expect(future).toEqual({ status: 'invalid', reason: expect.stringMatching(/future/) });
    const long = await v.verify(signed({ key, directory: dir.url, created: clock - 10, expires: clock - 10 + 86_401 }));
    expect(long).toEqual({ status: 'invalid', reason: expect.stringMatching(/24 hours/) });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('refuses a signature that covers neither @authority nor @target-uri, or not the signature-agent member of its label', async () => {
    const { key, dir, v } = await setup();
    const noAuthority = await v.verify(signed({ key, directory: dir.url, components: ['@method', '@path', ['signature-agent', { key: 'sig1' }]] }));
    expect(noAuthority).toEqual({ status: 'invalid', reason: expect.stringMatching(/@authority/) });
    const noAgent = await v.verify(signed({ key, directory: dir.url, components: ['@authority'] }));
    expect(noAgent).toEqual({ status: 'invalid', reason: expect.stringMatching(/signature-agent/) });
    const otherMember = await v.verify(
      signed({
        key,
        directory: dir.url,
        components: ['@authority', ['signature-agent', { key: 'other' }]],
        agentField: `sig1="${dir.url}", other="${dir.url}"`,
      }),
    );
    expect(otherMember.status).toBe('invalid');
    const noParams = signed({ key, directory: dir.url });
    const stripped = noParams.headers['Signature-Input']!.replace(/;keyid="[^"]+"/, '');
    expect((await v.verify({ ...noParams, headers: { ...noParams.headers, 'Signature-Input': stripped } })).status).toBe('invalid');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('refuses a request signed for another authority, another path, or with altered parameters or agent', async () => {
    const { key, dir, v } = await setup();
    const forOther = signed({ key, directory: dir.url, url: 'https://other.example/v1/projects?tag=rust' });
    expect(await v.verify({ ...forOther, url: TARGET })).toEqual({ status: 'invalid', reason: expect.stringMatching(/does not match/) });

    const withPath = signed({ key, directory: dir.url, components: ['@authority', '@path', ['signature-agent', { key: 'sig1' }]] });
    expect((await v.verify({ ...withPath, url: 'https://portfolio.example/v1/contact' })).status).toBe('invalid');

    const good = signed({ key, directory: dir.url });
    const longer = good.headers['Signature-Input']!.replace(/expires=(\d+)/, (_, e: string) => `expires=${Number(e) + 60}`);
    expect((await v.verify({ ...good, headers: { ...good.headers, 'Signature-Input': longer } })).status).toBe('invalid');

    const header = signed({
      key,
      directory: dir.url,
      components: ['@authority', 'x-purpose', ['signature-agent', { key: 'sig1' }]],
      headers: { 'X-Purpose': 'read' },
    });
    expect((await v.verify({ ...header, headers: { ...header.headers, 'X-Purpose': 'write' } })).status).toBe('invalid');
    expect((await v.verify(header)).status).toBe('verified');

    // Two allow-listed directories hold the key; a request signed as A and relabelled as B is refused.
    const dirB = newDirectory();
    serveKeys(dirB.path, [key.publicJwk]);
    const vAB = verifier([agent(dir.url), agent(dirB.url)]);
    const asA = signed({ key, directory: dir.url });
    expect((await vAB.verify(asA)).status).toBe('verified');
    expect((await vAB.verify({ ...asA, headers: { ...asA.headers, 'Signature-Agent': `sig1="${dirB.url}"` } })).status).toBe('invalid');
  });

  it('refuses HMAC: alg="hmac-sha256" before any fetch, and HMAC bytes under an Ed25519 keyid', async () => {
    const { key, dir, v } = await setup();
    const secret = randomBytes(32);
    const hmac = await v.verify(signed({ key, directory: dir.url, hmac: secret }));
    expect(hmac).toEqual({ status: 'invalid', reason: expect.stringMatching(/HMAC/) });
    expect(fetchSpy).not.toHaveBeenCalled();
    const disguised = await v.verify(signed({ key, directory: dir.url, hmac: secret, alg: null }));
    expect(disguised.status).toBe('invalid');
    const mislabelled = await v.verify(signed({ key, directory: dir.url, hmac: secret, alg: 'ed25519' }));
    expect(mislabelled.status).toBe('invalid');
  });

  it('leaves unverified (not refused) what it cannot check: other algorithms, component forms the library cannot rebuild', async () => {
    const { key, dir, v } = await setup();
    expect(await v.verify(signed({ key, directory: dir.url, alg: 'ecdsa-p256-sha256' }))).toEqual({
      status: 'unverified',
      reason: expect.stringMatching(/not supported/),
    });
    const sf = signed({
      key,
      directory: dir.url,
      components: ['@authority', ['x-list', { sf: 'true' }], ['signature-agent', { key: 'sig1' }]],
      headers: { 'X-List': 'a, b' },
    });
    expect((await v.verify(sf)).status).toBe('unverified');
    const noQuery = 'https://portfolio.example/v1/projects';
    const query = signed({ key, directory: dir.url, url: noQuery, components: ['@authority', '@query', ['signature-agent', { key: 'sig1' }]] });
    expect((await v.verify(query)).status).toBe('unverified'); // RFC 9421 says "?", http-message-sig 0.2.0 builds ""
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('refuses a signature whose label has no Signature member, or a malformed Signature-Input', async () => {
    const { key, dir, v } = await setup();
    const good = signed({ key, directory: dir.url });
    const relabelled = good.headers.Signature!.replace(/^sig1=/, 'sig2=');
    expect(await v.verify({ ...good, headers: { ...good.headers, Signature: relabelled } })).toEqual({
      status: 'invalid',
      reason: expect.stringMatching(/no Signature member/),
    });
    expect((await v.verify({ ...good, headers: { ...good.headers, 'Signature-Input': 'sig1=("@authority"' } })).status).toBe('invalid');
  });
});

describe('Web Bot Auth: directories that are not fetched (checklist 83)', () => {
  it('does not fetch a directory that is not on the allow-list', async () => {
    const { key, v } = await setup();
    const elsewhere = newDirectory();
    serveKeys(elsewhere.path, [key.publicJwk]);
    const result = await v.verify(signed({ key, directory: elsewhere.url }));
    expect(result).toEqual({ status: 'unverified', reason: expect.stringMatching(/allow-list/) });
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(web.hits.get(elsewhere.path)).toBeUndefined();
  });

  it('without allowPrivateNetworks, does not fetch http:// directories or loopback, private and link-local hosts, even allow-listed', async () => {
    const key = await makeKey();
    const { url, path } = newDirectory();
    serveKeys(path, [key.publicJwk]);
    const targets = [
      url, // http://127.0.0.1:<port>/...
      `https://127.0.0.1${WELL_KNOWN_DIRECTORY}`,
      `https://localhost${WELL_KNOWN_DIRECTORY}`,
      `https://[::1]${WELL_KNOWN_DIRECTORY}`,
      `https://[::ffff:127.0.0.1]${WELL_KNOWN_DIRECTORY}`,
      `https://10.1.2.3${WELL_KNOWN_DIRECTORY}`,
      `https://192.168.1.1${WELL_KNOWN_DIRECTORY}`,
      `https://169.254.169.254/latest/meta-data/`,
      `https://[fd00::1]${WELL_KNOWN_DIRECTORY}`,
    ];
    const v = createWebBotAuthVerifier({ agents: targets.map((t) => agent(t)), fetch: fetchSpy, now: () => clock });
    for (const target of targets) {
      const result = await v.verify(signed({ key, directory: target }));
      expect(result, target).toEqual({ status: 'unverified', reason: expect.stringMatching(/https|private|loopback/) });
    }
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(web.hits.get(path)).toBeUndefined();
  });

  // isPrivateAddress: ipaddr.js ranges (everything but `unicast` is refused), plus the special-purpose
  // ranges ipaddr.js 1.9.1 calls unicast. Each list: [address, why].
  const refuse = (cases: string[]) => {
    for (const a of cases) expect(isPrivateAddress(a), a).toBe(true);
  };
  const allow = (cases: string[]) => {
    for (const a of cases) expect(isPrivateAddress(a), a).toBe(false);
  };

  it('classifies addresses: private, loopback, link-local, mapped and special ranges are not public', () => {
    refuse([
      '127.0.0.1',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      '::',
      'fe80::1%eth0',
      'fc00::1',
      'fd12::1',
      '::ffff:10.0.0.1',
      '::ffff:7f00:1',
      '64:ff9b::7f00:1',
      'not-an-ip',
    ]);
    allow(['93.184.215.14', '1.1.1.1', '2606:4700:4700::1111', '64:ff9b::101:101']);
  });

  it('IPv4: RFC 1918, loopback, 0.0.0.0/8, link-local 169.254/16, CGNAT 100.64/10, multicast, broadcast and 240/4, at the edges of each range', () => {
    refuse(['10.0.0.0', '10.255.255.255', '172.16.0.0', '172.31.255.255', '192.168.0.0', '192.168.255.255']);
    refuse(['127.0.0.0', '127.255.255.255', '0.0.0.0', '0.255.255.255', '169.254.0.0', '169.254.255.255']);
    refuse(['100.64.0.0', '100.127.255.255']); // carrier-grade NAT (RFC 6598): the operator's network, not the internet
    refuse(['224.0.0.0', '239.255.255.250', '240.0.0.1', '255.255.255.255']);
    allow([
      '9.255.255.255',
      '11.0.0.0',
      '172.15.255.255',
      '172.32.0.0',
      '192.167.255.255',
      '192.169.0.0',
      '100.63.255.255',
      '100.128.0.0',
      '169.253.255.255',
      '223.255.255.255',
      '8.8.8.8',
    ]);
  });

  it('IPv4: documentation (TEST-NET-1/2/3), benchmarking 198.18/15 and IETF 192.0.0/24 are refused: never routed, so a host resolving there is misconfigured or hostile', () => {
    refuse(['192.0.2.1', '198.51.100.7', '203.0.113.255', '198.18.0.0', '198.19.255.255', '192.0.0.8', '192.88.99.1']);
    allow(['198.17.255.255', '198.20.0.0', '203.0.114.0', '192.0.3.0']);
  });

  it('IPv6: unspecified, loopback, unique local fc00::/7, link-local fe80::/10, multicast, site-local fec0::/10, in any case and with a zone', () => {
    refuse([
      '::',
      '::1',
      '0:0:0:0:0:0:0:1',
      'fc00::',
      'fdff:ffff:ffff:ffff:ffff:ffff:ffff:ffff',
      'FD00::1',
      'fe80::',
      'febf:ffff::1',
      'fe80::1%25eth0',
      'fe80::1%eth0',
    ]);
    refuse(['ff02::1', 'ff05::1:3', 'ff0e::1', 'fec0::1']);
    allow(['2a00:1450:4001:81b::200e', '2606:4700:4700::1111', '2001:4860:4860::8888', '2A00:1450::1']);
  });

  it('IPv6: documentation 2001:db8::/32, 2001::/23 (Teredo, benchmarking, ORCHID), 6to4, discard 100::/64 and IPv4-compatible ::/96 are refused', () => {
    refuse([
      '2001:db8::1',
      '2001:db8:ffff::1',
      '2001::1',
      '2001:2::1',
      '2001:10::1',
      '2001:1ff::1',
      '2002::1',
      '2002:a00:1::1',
      '100::1',
      '::7f00:1',
      '::101:101',
    ]);
    allow(['2001:200::1', '2003::1']); // just past 2001::/23 and 2002::/16
  });

  it('IPv4-mapped ::ffff:0:0/96 and NAT64 64:ff9b::/96 are judged by the IPv4 address they carry; SIIT ::ffff:0:0:0/96 and local NAT64 64:ff9b:1::/48 are refused', () => {
    refuse(['::ffff:127.0.0.1', '::FFFF:7F00:1', '::ffff:169.254.169.254', '::ffff:100.64.0.1', '::ffff:0.0.0.0', '::ffff:192.0.2.1', '::ffff:224.0.0.1']);
    allow(['::ffff:1.1.1.1', '::ffff:808:808']);
    refuse(['64:ff9b::a00:1', '64:ff9b::a9fe:a9fe', '64:ff9b::6440:1', '64:ff9b::']);
    allow(['64:ff9b::808:808']);
    refuse(['::ffff:0:101:101', '64:ff9b:1::101:101']);
  });

  it('refuses what is not an IP address: names, empty, out-of-range parts, CIDR notation', () => {
    refuse(['', 'localhost', 'example.com', '1.1.1', '1.1.1.1.1', '256.1.1.1', '1.1.1.1/32', '[::1]', ':::1', '2001:db8::g']);
    // A dotted quad after another prefix than ::ffff: (ipaddr.js 1.9.1 cannot parse it; DNS and URL hosts never look so).
    refuse(['64:ff9b::1.1.1.1']);
    // Numeric forms inet_aton accepts are judged as the address they mean.
    refuse(['2130706433', '0x7f000001', '0177.0.0.1']);
  });

  it('does not follow a redirecting directory', async () => {
    const { key, dir } = await setup();
    const moved = newDirectory();
    serveStatus(moved.path, 302, { Location: dir.url });
    const v = verifier([agent(moved.url)]);
    const result = await v.verify(signed({ key, directory: moved.url }));
    expect(result).toEqual({ status: 'unverified', reason: expect.stringMatching(/302/) });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(web.hits.get(moved.path)).toBe(1);
    expect(web.hits.get(dir.path)).toBeUndefined();
  });

  it('ignores a Signature-Agent member with parameters (WG draft) without fetching', async () => {
    const { key, dir, v } = await setup();
    const result = await v.verify(signed({ key, directory: dir.url, agentField: `sig1="${dir.url}";type=directory` }));
    expect(result).toEqual({ status: 'unverified', reason: expect.stringMatching(/parameters/) });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('rejects configurations that are not absolute http(s) URLs', () => {
    expect(() => createWebBotAuthVerifier({ agents: [agent('/relative')] })).toThrow(/absolute/);
    expect(() => createWebBotAuthVerifier({ agents: [agent('ftp://bot.example/keys')] })).toThrow(/https/);
  });
});

describe('Web Bot Auth: directory failures and limits (checklist 84, 86)', () => {
  it('treats a failing directory as unverified, remembers the failure for at most 5 minutes, then recovers', async () => {
    const key = await makeKey();
    const dir = newDirectory();
    serveStatus(dir.path, 500);
    const v = verifier([agent(dir.url)]);
    expect(await v.verify(signed({ key, directory: dir.url }))).toEqual({ status: 'unverified', reason: expect.stringMatching(/500/) });
    expect((await v.verify(signed({ key, directory: dir.url }))).status).toBe('unverified');
    expect(fetchSpy).toHaveBeenCalledTimes(1); // negative cache
    serveKeys(dir.path, [key.publicJwk]);
    clock += WEB_BOT_AUTH_LIMITS.negativeTtl;
    expect(WEB_BOT_AUTH_LIMITS.negativeTtl).toBeLessThanOrEqual(300);
    expect((await v.verify(signed({ key, directory: dir.url }))).status).toBe('verified');
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });

  it('keeps the cached keys when a refetch fails', async () => {
    const { key, dir, v } = await setup();
    expect((await v.verify(signed({ key, directory: dir.url }))).status).toBe('verified');
    serveStatus(dir.path, 503);
    clock += 3_600 + 1; // the keys are stale: a refetch is attempted and fails
    expect((await v.verify(signed({ key, directory: dir.url }))).status).toBe('verified');
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    const stranger = await makeKey();
    expect(await v.verify(signed({ key: stranger, directory: dir.url }))).toEqual({ status: 'unverified', reason: expect.stringMatching(/503/) });
    clock += 600; // a later failed refetch evicts nothing either
    expect((await v.verify(signed({ key, directory: dir.url }))).status).toBe('verified');
    expect(fetchSpy).toHaveBeenCalledTimes(3);
  });

  it('treats a directory that does not answer in time as unverified', async () => {
    const key = await makeKey();
    const dir = newDirectory();
    routes.set(dir.path, () => {}); // never answers
    const v = verifier([agent(dir.url)], { timeoutMs: 200 });
    const started = Date.now();
    expect(await v.verify(signed({ key, directory: dir.url }))).toEqual({ status: 'unverified', reason: expect.stringMatching(/200 ms/) });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('rejects a directory over the size limit, declared or streamed', async () => {
    const key = await makeKey();
    const padding = 'x'.repeat(WEB_BOT_AUTH_LIMITS.directoryBytes);
    const declared = newDirectory();
    serveKeys(declared.path, [{ ...key.publicJwk, padding }]);
    const streamed = newDirectory();
    routes.set(streamed.path, (_req, res) => {
      res.writeHead(200, { 'Content-Type': DIRECTORY_MEDIA_TYPE }); // chunked, no Content-Length
      res.write(`{"keys":[${JSON.stringify(key.publicJwk)}],"padding":"`);
      for (let i = 0; i < 8; i++) res.write('y'.repeat(16 * 1024));
      res.end('"}');
    });
    const small = newDirectory();
    serveKeys(small.path, [key.publicJwk]);
    const v = verifier([agent(declared.url), agent(streamed.url), agent(small.url)]);
    expect(await v.verify(signed({ key, directory: declared.url }))).toEqual({ status: 'unverified', reason: expect.stringMatching(/larger than 65536/) });
    expect(await v.verify(signed({ key, directory: streamed.url }))).toEqual({ status: 'unverified', reason: expect.stringMatching(/larger than 65536/) });
    const tight = verifier([agent(small.url)], { maxDirectoryBytes: 50 });
    expect((await tight.verify(signed({ key, directory: small.url }))).status).toBe('unverified');
    expect((await v.verify(signed({ key, directory: small.url }))).status).toBe('verified');
  });

  it('rejects a directory over the key-count limit, or not a JWKS of the right media type', async () => {
    const key = await makeKey();
    const many = newDirectory();
    const others = await Promise.all(Array.from({ length: WEB_BOT_AUTH_LIMITS.directoryKeys }, () => makeKey()));
    serveKeys(many.path, [...others.map((k) => k.publicJwk), key.publicJwk]);
    const html = newDirectory();
    routes.set(html.path, (_req, res) => res.writeHead(200, { 'Content-Type': 'text/html' }).end(JSON.stringify({ keys: [key.publicJwk] })));
    const notJwks = newDirectory();
    routes.set(notJwks.path, (_req, res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end('[1,2,3]'));
    const v = verifier([agent(many.url), agent(html.url), agent(notJwks.url)]);
    expect(await v.verify(signed({ key, directory: many.url }))).toEqual({ status: 'unverified', reason: expect.stringMatching(/more than 32 keys/) });
    expect(await v.verify(signed({ key, directory: html.url }))).toEqual({ status: 'unverified', reason: expect.stringMatching(/text\/html/) });
    expect(await v.verify(signed({ key, directory: notJwks.url }))).toEqual({ status: 'unverified', reason: expect.stringMatching(/keys/) });
    // 32 keys are fine.
    const full = newDirectory();
    serveKeys(full.path, [...others.slice(1).map((k) => k.publicJwk), key.publicJwk]);
    expect((await verifier([agent(full.url)]).verify(signed({ key, directory: full.url }))).status).toBe('verified');
  });
});

describe('Web Bot Auth: key cache (checklist 85)', () => {
  it('never verifies with a key of directory A a request that claims directory B', async () => {
    const keyA = await makeKey();
    const keyB = await makeKey();
    const dirA = newDirectory();
    const dirB = newDirectory();
    serveKeys(dirA.path, [keyA.publicJwk]);
    serveKeys(dirB.path, [keyB.publicJwk]);
    const v = verifier([agent(dirA.url), agent(dirB.url)]);
    expect((await v.verify(signed({ key: keyA, directory: dirA.url }))).status).toBe('verified'); // keyA is now cached for A
    const claimsB = await v.verify(signed({ key: keyA, directory: dirB.url }));
    expect(claimsB).toEqual({ status: 'unverified', reason: expect.stringMatching(/no key/) });
    expect((await v.verify(signed({ key: keyB, directory: dirB.url }))).status).toBe('verified');
  });

  it('caches keys for the max-age, refetches when stale, and at most once a minute for an unknown keyid', async () => {
    const { key, dir, v } = await setup();
    expect((await v.verify(signed({ key, directory: dir.url }))).status).toBe('verified');
    expect((await v.verify(signed({ key, directory: dir.url }))).status).toBe('verified');
    expect(fetchSpy).toHaveBeenCalledTimes(1);

    const rotated = await makeKey();
    serveKeys(dir.path, [key.publicJwk, rotated.publicJwk]);
    expect((await v.verify(signed({ key: rotated, directory: dir.url }))).status).toBe('unverified'); // fetched less than 60 s ago
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    clock += WEB_BOT_AUTH_LIMITS.refetchInterval;
    expect((await v.verify(signed({ key: rotated, directory: dir.url }))).status).toBe('verified'); // one refetch
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    const unknown = await makeKey();
    expect((await v.verify(signed({ key: unknown, directory: dir.url }))).status).toBe('unverified');
    expect(fetchSpy).toHaveBeenCalledTimes(2);

    serveKeys(dir.path, [rotated.publicJwk], { 'Cache-Control': 'max-age=120' });
    clock += 3_600;
    expect((await v.verify(signed({ key: rotated, directory: dir.url }))).status).toBe('verified'); // stale: refetched
    expect(fetchSpy).toHaveBeenCalledTimes(3);
    expect((await v.verify(signed({ key, directory: dir.url }))).status).toBe('unverified'); // removed from the directory
    clock += 121;
    expect((await v.verify(signed({ key: rotated, directory: dir.url }))).status).toBe('verified');
    expect(fetchSpy).toHaveBeenCalledTimes(4); // max-age=120 honoured
  });

  it('coalesces concurrent fetches of one directory', async () => {
    const { key, dir, v } = await setup();
    const results = await Promise.all(Array.from({ length: 5 }, () => v.verify(signed({ key, directory: dir.url }))));
    expect(results.map((r) => r.status)).toEqual(Array(5).fill('verified'));
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(web.hits.get(dir.path)).toBe(1);
  });
});

describe('Web Bot Auth: agents that grant scopes (bound to the request, short-lived, used once)', () => {
  const BOUND: ComponentSpec[] = ['@method', '@target-uri', ['signature-agent', { key: 'sig1' }]];
  const tempDir = tempDirs('webbotauth-test');
  const stateDir = () => join(tempDir(), 'state');

  it('refuses the second use of a signature (the same request again), which an identify-only agent accepts', async () => {
    const { key, dir, config, v } = await setup({}, ['portfolio:read']);
    const request = signed({ key, directory: dir.url, components: BOUND });
    expect(await v.verify(request)).toEqual({ status: 'verified', agent: config, keyid: key.keyid, directory: expect.any(String) });
    expect(await v.verify(request)).toEqual({ status: 'invalid', reason: 'the signature was already used' });
    // Relabelled, or among other signatures: the same signature all the same.
    const relabelled = {
      ...request,
      headers: {
        'Signature-Agent': `b="${dir.url}"`,
        'Signature-Input': request.headers['Signature-Input']!.replace(/^sig1=/, 'b=').replace('key="sig1"', 'key="b"'),
        Signature: request.headers.Signature!.replace(/^sig1=/, 'b='),
      },
    };
    expect((await v.verify(relabelled)).status).toBe('invalid'); // the member it covers changed its name: not the same base
    expect(await v.verify(signed({ key, directory: dir.url, components: BOUND }))).toEqual({
      status: 'verified',
      agent: config,
      keyid: key.keyid,
      directory: expect.any(String),
    }); // a fresh one
    // Concurrent replays: exactly one wins.
    const again = signed({ key, directory: dir.url, components: BOUND });
    const results = await Promise.all(Array.from({ length: 4 }, () => v.verify(again)));
    expect(results.filter((r) => r.status === 'verified')).toHaveLength(1);

    const plain = await setup();
    const identify = signed({ key: plain.key, directory: plain.dir.url });
    expect((await plain.v.verify(identify)).status).toBe('verified');
    expect((await plain.v.verify(identify)).status).toBe('verified'); // identification only: replayable, never data access
  });

  it('bound (facts recorded about a request): an identify-only agent is verified only bound, short-lived and once; otherwise unverified, never refused', async () => {
    const { key, dir, config, v } = await setup();
    const request = { ...signed({ key, directory: dir.url, components: BOUND }), bound: true };
    expect(await v.verify(request)).toEqual({ status: 'verified', agent: config, keyid: key.keyid, directory: dir.url });
    expect(await v.verify(request)).toEqual({ status: 'unverified', reason: 'the signature was already used' });
    const loose = { ...signed({ key, directory: dir.url }), bound: true };
    expect(await v.verify(loose)).toEqual({ status: 'unverified', reason: expect.stringMatching(/^the signature must cover @method and @target-uri/) });
    const { bound: _bound, ...unbound } = loose;
    expect((await v.verify(unbound)).status).toBe('verified'); // the same signature, for identification only
    const long = { ...signed({ key, directory: dir.url, components: BOUND, created: clock, expires: clock + 3600 }), bound: true };
    expect(await v.verify(long)).toEqual({ status: 'unverified', reason: expect.stringMatching(/valid for more than 300 seconds/) });
    const tampered = { ...signed({ key, directory: dir.url, components: BOUND }), bound: true, method: 'PUT' };
    expect((await v.verify(tampered)).status).toBe('invalid'); // a wrong signature is refused as always
  });

  it('refuses, for a scope-granting agent, a signature without @method or without the whole target; an identify-only agent accepts @authority alone', async () => {
    const { key, dir, config, v } = await setup({}, ['portfolio:read']);
    const reason = expect.stringMatching(/^the signature must cover @method and @target-uri to grant scopes/);
    const agentMember: ComponentSpec = ['signature-agent', { key: 'sig1' }];
    for (const components of [
      ['@authority', agentMember], // the Web Bot Auth profile
      ['@target-uri', agentMember], // no @method
      ['@method', '@authority', agentMember], // no path
      ['@method', '@authority', '@path', agentMember], // TARGET has a query, not covered
      ['@method', '@authority', '@query', agentMember], // no path
    ] as ComponentSpec[][]) {
      expect(await v.verify(signed({ key, directory: dir.url, components })), JSON.stringify(components)).toEqual({ status: 'invalid', reason });
    }
    expect(fetchSpy).not.toHaveBeenCalled(); // refused before any fetch
    const ok = { status: 'verified', agent: config, keyid: key.keyid, directory: expect.any(String) };
    expect(await v.verify(signed({ key, directory: dir.url, components: BOUND }))).toEqual(ok);
    expect(await v.verify(signed({ key, directory: dir.url, components: ['@method', '@authority', '@path', '@query', agentMember] }))).toEqual(ok);
    const noQuery = 'https://portfolio.example/v1/projects';
    expect(await v.verify(signed({ key, directory: dir.url, url: noQuery, components: ['@method', '@authority', '@path', agentMember] }))).toEqual(ok);
    // A query added to a request signed without one is not covered.
    const bare = signed({ key, directory: dir.url, url: noQuery, components: ['@method', '@authority', '@path', agentMember] });
    expect(await v.verify({ ...bare, url: `${noQuery}?tag=rust` })).toEqual({ status: 'invalid', reason });
    // The method is bound: a GET signature does not authorise a POST.
    const get = signed({ key, directory: dir.url, components: BOUND });
    expect(await v.verify({ ...get, method: 'POST' })).toEqual({ status: 'invalid', reason: expect.stringMatching(/does not match/) });

    const plain = await setup();
    expect((await plain.v.verify(signed({ key: plain.key, directory: plain.dir.url }))).status).toBe('verified');
    expect((await plain.v.verify(signed({ key: plain.key, directory: plain.dir.url, components: ['@target-uri', agentMember] }))).status).toBe('verified');
  });

  it('refuses a validity over the limit: 300 s by default, maxValidity when configured; identify-only agents keep 24 h', async () => {
    expect(WEB_BOT_AUTH_LIMITS.scopedMaxValidity).toBe(300);
    const { key, dir, v } = await setup({}, ['portfolio:read']);
    const at = (validity: number, created = clock - 10) => signed({ key, directory: dir.url, components: BOUND, created, expires: created + validity });
    expect(await v.verify(at(301))).toEqual({ status: 'invalid', reason: expect.stringMatching(/^the signature is valid for more than 300 seconds/) });
    expect(await v.verify(at(3_600))).toEqual({ status: 'invalid', reason: expect.stringMatching(/valid for more than 300 seconds/) });
    expect(fetchSpy).not.toHaveBeenCalled();
    expect((await v.verify(at(300))).status).toBe('verified');

    const tight = verifier([agent(dir.url, ['portfolio:read'])], { maxValidity: 60 });
    expect(await tight.verify(at(61))).toEqual({ status: 'invalid', reason: expect.stringMatching(/^the signature is valid for more than 60 seconds/) });
    expect((await tight.verify(at(60))).status).toBe('verified');
    const loose = verifier([agent(dir.url, ['portfolio:read'])], { maxValidity: 3_600 });
    expect((await loose.verify(at(3_600))).status).toBe('verified');

    const plain = await setup({ maxValidity: 60 });
    expect((await plain.v.verify(signed({ key: plain.key, directory: plain.dir.url, created: clock - 10, expires: clock - 10 + 86_400 }))).status).toBe(
      'verified',
    );

    for (const maxValidity of [0, -1, 1.5, 86_401, Number.NaN]) {
      expect(() => createWebBotAuthVerifier({ agents: [], maxValidity }), String(maxValidity)).toThrow(/maxValidity/);
    }
  });

  it('WEB_BOT_AUTH_MAX_VALIDITY: seconds from 1 to 86400, default 300; anything else stops start-up naming the variable', () => {
    const read = (value?: string) => readAuthConfig(value === undefined ? {} : { WEB_BOT_AUTH_MAX_VALIDITY: value }, 'https://portfolio.example', tmpdir());
    expect(read().webBotAuthMaxValidity).toBe(300);
    expect(read('120').webBotAuthMaxValidity).toBe(120);
    expect(read(' 86400 ').webBotAuthMaxValidity).toBe(86_400);
    expect(read('1').webBotAuthMaxValidity).toBe(1);
    for (const bad of ['0', '86401', '1.5', '-5', '5m', 'abc', '1e3']) {
      expect(() => read(bad), bad).toThrow(ConfigError);
      expect(() => read(bad), bad).toThrow(/^WEB_BOT_AUTH_MAX_VALIDITY: /);
    }
  });

  it('keys the replay cache by nonce (else by the signature bytes) per agent directory, durably: a new verifier over the same store refuses a used signature', async () => {
    const key = await makeKey();
    const dirA = newDirectory();
    const dirB = newDirectory();
    serveKeys(dirA.path, [key.publicJwk]);
    serveKeys(dirB.path, [key.publicJwk]);
    const agents = [agent(dirA.url, ['portfolio:read']), agent(dirB.url, ['portfolio:read'])];
    const state = stateDir();
    let store = openSqliteStore(state);
    const v1 = verifier(agents, { replayCache: store });

    const first = signed({ key, directory: dirA.url, components: BOUND, nonce: 'n-1' });
    const noNonce = signed({ key, directory: dirA.url, components: BOUND, nonce: null });
    expect((await v1.verify(first)).status).toBe('verified');
    expect((await v1.verify(noNonce)).status).toBe('verified');
    // The same nonce in another signature of the same agent (another path): a replay of the nonce.
    const sameNonce = signed({ key, directory: dirA.url, components: BOUND, nonce: 'n-1', url: 'https://portfolio.example/v1/skills' });
    expect(await v1.verify(sameNonce)).toEqual({ status: 'invalid', reason: 'the signature was already used' });
    // Another agent's nonces are its own.
    expect((await v1.verify(signed({ key, directory: dirB.url, components: BOUND, nonce: 'n-1' }))).status).toBe('verified');
    // Without a nonce, another signature (another second) is another entry; a nonce must be a non-empty String.
    clock += 1;
    expect((await v1.verify(signed({ key, directory: dirA.url, components: BOUND, nonce: null }))).status).toBe('verified');
    expect(await v1.verify(signed({ key, directory: dirA.url, components: BOUND, nonce: 7 }))).toEqual({
      status: 'invalid',
      reason: expect.stringMatching(/nonce/),
    });
    expect(await v1.verify(signed({ key, directory: dirA.url, components: BOUND, nonce: '' }))).toEqual({
      status: 'invalid',
      reason: expect.stringMatching(/nonce/),
    });

    // A restart: a new store handle and a new verifier (no key cache, no memory) over the same STATE_DIR.
    await store.close();
    store = openSqliteStore(state);
    const v2 = verifier(agents, { replayCache: store });
    expect(await v2.verify(first)).toEqual({ status: 'invalid', reason: 'the signature was already used' });
    expect(await v2.verify(noNonce)).toEqual({ status: 'invalid', reason: 'the signature was already used' });
    expect((await v2.verify(signed({ key, directory: dirA.url, components: BOUND }))).status).toBe('verified');
    // The entries are namespaced by directory and kept until the signature expires (plus the skew), then purged.
    expect(await store.useAssertionId(`wba:${dirA.url}`, 'probe', clock + 1)).toBe(true);
    const firstExpires = Number(/;expires=(\d+)/.exec(first.base)![1]);
    await store.purge(firstExpires + WEB_BOT_AUTH_LIMITS.clockSkew - 1);
    expect(await v2.verify(first)).toEqual({ status: 'invalid', reason: 'the signature was already used' });
    await store.close();
  });

  it('through the auth service: WEB_BOT_AUTH_MAX_VALIDITY applies, a replay is InvalidToken, and the record survives a restart', async () => {
    const key = await makeKey();
    const dir = newDirectory();
    serveKeys(dir.path, [key.publicJwk]);
    const state = stateDir();
    const config = readAuthConfig(
      {
        STATE_DIR: state,
        SIGNATURE_AGENTS: JSON.stringify([{ directory: dir.url, name: 'bot', scopes: ['portfolio:read'] }]),
        SIGNATURE_AGENTS_ALLOW_PRIVATE: 'true',
        WEB_BOT_AUTH_MAX_VALIDITY: '120',
      },
      'https://portfolio.example',
      tmpdir(),
    );
    const lower = (r: WebBotAuthRequest) => ({
      method: r.method,
      url: r.url,
      headers: Object.fromEntries(Object.entries(r.headers).map(([k, val]) => [k.toLowerCase(), val])),
    });
    const request = lower(signed({ key, directory: dir.url, components: BOUND, expires: clock + 120 }));

    let service = await createAuthService(config, openSqliteStore(state), () => clock);
    expect((await service.authenticateService(request)).principal).toMatchObject({ kind: 'signature', client_id: 'sig:bot', scopes: ['portfolio:read'] });
    await expect(service.authenticateService(request)).rejects.toThrow(InvalidToken);
    await expect(service.authenticateService(request)).rejects.toThrow(/already used/);
    await expect(service.authenticateService(lower(signed({ key, directory: dir.url, components: BOUND, expires: clock + 121 })))).rejects.toThrow(
      /valid for more than 120 seconds/,
    );
    await expect(service.authenticateService(lower(signed({ key, directory: dir.url })))).rejects.toThrow(/must cover @method and @target-uri/);
    service.close();

    service = await createAuthService(config, openSqliteStore(state), () => clock);
    await expect(service.authenticateService(request)).rejects.toThrow(/already used/);
    service.close();
  });
});
