/**
 * Web Bot Auth: verification of RFC 9421 HTTP Message Signatures in the profile of
 * draft-ietf-webbotauth-httpsig-protocol. A verifier classifies a request as `absent`, `verified`
 * (the agent of an allow-listed key directory signed it), `invalid` (a signature we could check
 * is wrong, or replayed: refuse the request) or `unverified` (we could not check it: treat it as
 * absent). Its only state is its own key cache and the replay cache (given, or in memory); it
 * reads no global configuration. What a verified agent may do is the caller's business, within
 * what the profile it passed is good for.
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
 * web-bot-auth/crypto imports the keys and checks the signature; jose computes thumbprints;
 * ipaddr.js classifies the addresses of directory hosts. Where those libraries deviate from
 * RFC 9421 these modules work around them (see `libraryMessage` in verify-signature.ts).
 *
 * This file builds the verifier (options, allow-list) and tries a request's signatures in turn:
 *   constants.ts        the tag, media type, well-known path and limits
 *   types.ts            the public types and the failure results
 *   fields.ts           parsing of Signature-Input, Signature and Signature-Agent
 *   verify-signature.ts the profile's rules and the check of one signature
 *   key-directory.ts    fetching, importing and caching the keys of a directory
 *   public-address.ts   the SSRF check of directory hosts' addresses
 *   replay-cache.ts     the replay namespace and the in-memory replay cache
 * (and ../bounded-fetch.ts, the size- and time-limited fetch shared with trust.ts).
 */
import { WEB_BOT_AUTH_LIMITS, WELL_KNOWN_DIRECTORY } from './constants.ts';
import { headerMap, parseDict, webBotAuthInputs } from './fields.ts';
import { createKeyDirectoryClient } from './key-directory.ts';
import { memoryReplayCache } from './replay-cache.ts';
import {
  invalid,
  unverified,
  type SignatureAgentConfig,
  type WebBotAuthOptions,
  type WebBotAuthRequest,
  type WebBotAuthResult,
  type WebBotAuthVerifier,
} from './types.ts';
import { checkSignature, type SignatureContext } from './verify-signature.ts';

export { DIRECTORY_MEDIA_TYPE, WEB_BOT_AUTH_LIMITS, WELL_KNOWN_DIRECTORY } from './constants.ts';
export { isPrivateAddress } from './public-address.ts';
export type { SignatureAgentConfig, WebBotAuthOptions, WebBotAuthRequest, WebBotAuthVerifier } from './types.ts';

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

export function createWebBotAuthVerifier(opts: WebBotAuthOptions): WebBotAuthVerifier {
  const L = WEB_BOT_AUTH_LIMITS;
  const now = opts.now ?? (() => Math.floor(Date.now() / 1000));
  const scopedMaxValidity = opts.maxValidity ?? L.scopedMaxValidity;
  if (!Number.isInteger(scopedMaxValidity) || scopedMaxValidity < 1 || scopedMaxValidity > L.maxValidity) {
    throw new TypeError(`Web Bot Auth: maxValidity must be a whole number of seconds from 1 to ${L.maxValidity}`);
  }

  /** The allow-list, by normalised directory URL. */
  const agents = new Map<string, SignatureAgentConfig>();
  for (const agent of opts.agents) {
    const href = normaliseDirectory(agent.directory).href;
    if (agents.has(href)) throw new TypeError(`Web Bot Auth: the directory ${href} is configured twice`);
    agents.set(href, agent);
  }

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

  const ctx: SignatureContext = {
    now,
    scopedMaxValidity,
    allowListed(href) {
      const directory = allowListed(href);
      return directory === undefined ? undefined : { directory, agent: agents.get(directory)! };
    },
    directories: createKeyDirectoryClient({
      fetch: opts.fetch ?? globalThis.fetch,
      now,
      maxBytes: opts.maxDirectoryBytes ?? L.directoryBytes,
      timeoutMs: opts.timeoutMs ?? L.timeoutMs,
      allowPrivateNetworks: opts.allowPrivateNetworks === true,
    }),
    replayCache: opts.replayCache ?? memoryReplayCache(now),
  };

  async function verify(request: WebBotAuthRequest): Promise<WebBotAuthResult> {
    const headers = headerMap(request.headers);
    const rawInput = headers.get('signature-input');
    const rawSignature = headers.get('signature');
    if (!rawInput || !rawSignature || !headers.get('signature-agent')) return { status: 'absent' };
    const inputs = parseDict(rawInput);
    if (!inputs) return invalid('Signature-Input is not a structured field dictionary');
    const tagged = webBotAuthInputs(inputs);
    if (!tagged.length) return { status: 'absent' };
    const signatures = parseDict(rawSignature);
    if (!signatures) return invalid('Signature is not a structured field dictionary');

    let firstInvalid: WebBotAuthResult | undefined;
    let firstUnverified: WebBotAuthResult | undefined;
    for (const [label, input] of tagged.slice(0, L.maxSignatures)) {
      const result = await checkSignature(ctx, request, headers, label, input, signatures);
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
