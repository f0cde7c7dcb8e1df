/**
 * Client ID Metadata Documents (draft-ietf-oauth-client-id-metadata-document-03): a client whose
 * `client_id` is an https URL with a path is not registered here; its metadata is the JSON
 * document at that URL. The document is fetched with the SSRF rules of ./pinned-fetch.ts (https,
 * public addresses only, checked on the address connected to, no redirects) within a size and a
 * time limit, must be JSON, and is validated: its `client_id` is the URL exactly, it is a public
 * client (`token_endpoint_auth_method: none`, no secret) of the authorization code grant with
 * redirect URIs, each acceptable. It is cached for its Cache-Control max-age, clamped to
 * [CIMD_LIMITS.minTtl, CIMD_LIMITS.maxTtl], in a cache of at most CIMD_LIMITS.cacheEntries
 * documents; failures are cached briefly too, so a bad URL is not fetched on every request.
 */
import { z } from 'zod';
import { boundedFetch, ResponseTooLargeError } from './bounded-fetch.ts';
import { createPinnedFetch, RefusedTargetError } from './pinned-fetch.ts';
import { RegistrationRequest } from './schema.ts';

export const CIMD_LIMITS = {
  /** The largest document read (bytes; the draft suggests 5 KB). */
  maxBytes: 5 * 1024,
  /** The time for the whole fetch, headers and body (ms). */
  timeoutMs: 3000,
  /** The shortest and longest time a document is cached (seconds), whatever its Cache-Control says. */
  minTtl: 60,
  maxTtl: 86_400,
  /** How long a document without max-age is cached (seconds). */
  defaultTtl: 300,
  /** How long a failure is remembered (seconds). */
  failureTtl: 30,
  /** The most documents (and failures) kept; the oldest goes first. */
  cacheEntries: 500,
  /** The longest client_id URL accepted. */
  maxUrlLength: 2048,
} as const;

/** Why a Client ID Metadata Document is not usable; the message is shown on the error page. */
export class CimdError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CimdError';
  }
}

/** What the authorization server uses of a document. */
export interface ClientDocument {
  client_id: string;
  client_name: string;
  redirect_uris: string[];
  /** Unverified claims of the document, shown as such: the host of its client_uri and of its logo_uri. */
  client_uri_host?: string;
  logo_uri_host?: string;
}

/**
 * Whether a client_id is meant as a metadata document URL: https, with a path other than "/".
 * Other client ids are registered ones (./service.ts register).
 */
export function isClientIdUrl(clientId: string): boolean {
  if (!clientId.startsWith('https://')) return false;
  try {
    return new URL(clientId).pathname !== '/';
  } catch {
    return false;
  }
}

/** The draft's rules for the URL itself (§3): https, a path, no fragment, no user info, no dot segments. */
export function checkClientIdUrl(clientId: string): URL {
  if (clientId.length > CIMD_LIMITS.maxUrlLength) throw new CimdError(`the client_id URL is longer than ${CIMD_LIMITS.maxUrlLength} characters`);
  let url: URL;
  try {
    url = new URL(clientId);
  } catch {
    throw new CimdError('the client_id is not a URL');
  }
  if (url.protocol !== 'https:') throw new CimdError('a client_id URL must use https');
  if (url.pathname === '/') throw new CimdError('a client_id URL must have a path');
  if (clientId.includes('#')) throw new CimdError('a client_id URL must not have a fragment');
  if (url.username || url.password) throw new CimdError('a client_id URL must not carry user information');
  const rawPath = clientId.slice(clientId.indexOf('/', 'https://'.length)).split(/[?#]/)[0]!;
  if (rawPath.split('/').some((s) => s === '.' || s === '..' || /^(%2e|\.){1,2}$/i.test(s)))
    throw new CimdError('a client_id URL must not have . or .. segments');
  if (url.href !== clientId) throw new CimdError('the client_id URL is not in canonical form');
  return url;
}

const Document = z.looseObject({
  client_id: z.string(),
  // The same rule as at registration: shown on the consent page and in the owner's terminal.
  client_name: RegistrationRequest.shape.client_name.optional(),
  redirect_uris: z.array(z.string().max(2000)).min(1).max(20),
  token_endpoint_auth_method: z.literal('none', { error: 'only public clients (token_endpoint_auth_method "none", with PKCE) are accepted' }),
  grant_types: z.array(z.string()).max(10).optional(),
  response_types: z.array(z.string()).max(10).optional(),
  client_uri: z.string().max(2000).optional(),
  logo_uri: z.string().max(2000).optional(),
});

/** The host of an https URL claimed by the document, or undefined. */
function claimedHost(value: string | undefined): string | undefined {
  if (value === undefined || !URL.canParse(value)) return undefined;
  const url = new URL(value);
  return url.protocol === 'https:' ? url.host : undefined;
}

/**
 * Validates a parsed document against the URL it came from. `checkRedirectUri` is the rule for
 * registered redirect URIs (it throws what it refuses).
 */
export function validateDocument(clientId: string, json: unknown, checkRedirectUri: (uri: string) => void): ClientDocument {
  const parsed = Document.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new CimdError(`the client metadata document is not valid: ${issue.path.join('.') || 'document'}: ${issue.message}`);
  }
  const doc = parsed.data;
  if (doc.client_id !== clientId) throw new CimdError('the client_id in the document is not the URL it was fetched from');
  if ('client_secret' in doc || 'client_secret_expires_at' in doc) throw new CimdError('a client metadata document must not contain a client secret');
  const grants = doc.grant_types ?? ['authorization_code'];
  if (!grants.includes('authorization_code') || grants.some((g) => g !== 'authorization_code' && g !== 'refresh_token')) {
    throw new CimdError('the document must be for the authorization_code grant (and refresh_token), nothing else');
  }
  if (doc.response_types?.some((t) => t !== 'code')) throw new CimdError('the only response type is "code"');
  for (const uri of doc.redirect_uris) {
    try {
      checkRedirectUri(uri);
    } catch (err) {
      throw new CimdError(`a redirect URI of the document is not acceptable: ${(err as Error).message}`);
    }
  }
  const clientUriHost = claimedHost(doc.client_uri);
  const logoUriHost = claimedHost(doc.logo_uri);
  return {
    client_id: clientId,
    client_name: doc.client_name ?? new URL(clientId).host,
    redirect_uris: doc.redirect_uris,
    ...(clientUriHost ? { client_uri_host: clientUriHost } : {}),
    ...(logoUriHost ? { logo_uri_host: logoUriHost } : {}),
  };
}

/** The max-age of a Cache-Control value clamped to the limits; no-store and no-cache give the minimum. */
export function cacheTtl(cacheControl: string | null): number {
  const value = (cacheControl ?? '').toLowerCase();
  if (/(?:^|,)\s*no-(?:store|cache)\s*(?:,|$|=)/.test(value)) return CIMD_LIMITS.minTtl;
  const m = /(?:^|,)\s*max-age\s*=\s*"?(\d+)"?/.exec(value);
  const age = m ? Number(m[1]) : CIMD_LIMITS.defaultTtl;
  return Math.min(Math.max(age, CIMD_LIMITS.minTtl), CIMD_LIMITS.maxTtl);
}

export interface CimdResolver {
  /** The validated document of a client_id URL (from the cache when fresh), or a CimdError. */
  resolve(clientId: string): Promise<ClientDocument>;
}

type Entry = { until: number } & ({ doc: ClientDocument } | { error: string });

export function createCimdResolver(opts: {
  now: () => number;
  checkRedirectUri: (uri: string) => void;
  /** Tests only: hosts allowed on private addresses (CIMD_ALLOW_PRIVATE_HOSTS). */
  allowPrivateHosts?: readonly string[];
  /** Default: the pinned fetch of ./pinned-fetch.ts. */
  fetch?: typeof fetch;
}): CimdResolver {
  const fetchImpl = opts.fetch ?? createPinnedFetch({ allowPrivateHosts: opts.allowPrivateHosts ?? [] });
  const cache = new Map<string, Entry>();
  const inflight = new Map<string, Promise<ClientDocument>>();

  function remember(clientId: string, entry: Entry) {
    cache.delete(clientId);
    cache.set(clientId, entry);
    while (cache.size > CIMD_LIMITS.cacheEntries) cache.delete(cache.keys().next().value!);
  }

  async function load(clientId: string): Promise<ClientDocument> {
    const url = checkClientIdUrl(clientId);
    let res: Response;
    const signal = AbortSignal.timeout(CIMD_LIMITS.timeoutMs);
    try {
      res = await boundedFetch(url.href, {
        fetch: fetchImpl,
        maxBytes: CIMD_LIMITS.maxBytes,
        signal,
        headers: { accept: 'application/json' },
        inspect(head) {
          if (head.status >= 300 && head.status < 400)
            throw new CimdError(`the client metadata document redirects (${head.status}); redirects are not followed`);
          if (head.status !== 200) throw new CimdError(`the client metadata document answered ${head.status}`);
          const type = (head.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
          if (type !== 'application/json') throw new CimdError(`the client metadata document is not application/json (got ${type || 'no type'})`);
        },
      });
    } catch (err) {
      if (err instanceof CimdError) throw err;
      if (err instanceof RefusedTargetError) throw new CimdError(`the client metadata document is not fetched: ${err.message}`);
      if (err instanceof ResponseTooLargeError) throw new CimdError(`the client metadata document is larger than ${CIMD_LIMITS.maxBytes} bytes`);
      if (signal.aborted) throw new CimdError(`the client metadata document did not arrive within ${CIMD_LIMITS.timeoutMs} ms`);
      throw new CimdError('the client metadata document could not be fetched');
    }
    let json: unknown;
    try {
      json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(await res.arrayBuffer()));
    } catch {
      throw new CimdError('the client metadata document is not valid JSON');
    }
    const doc = validateDocument(clientId, json, opts.checkRedirectUri);
    remember(clientId, { doc, until: opts.now() + cacheTtl(res.headers.get('cache-control')) });
    return doc;
  }

  return {
    async resolve(clientId) {
      const hit = cache.get(clientId);
      if (hit && hit.until > opts.now()) {
        if ('error' in hit) throw new CimdError(hit.error);
        return hit.doc;
      }
      let pending = inflight.get(clientId);
      if (!pending) {
        pending = load(clientId)
          .catch((err: unknown) => {
            const message = err instanceof CimdError ? err.message : 'the client metadata document could not be fetched';
            remember(clientId, { error: message, until: opts.now() + CIMD_LIMITS.failureTtl });
            throw new CimdError(message);
          })
          .finally(() => inflight.delete(clientId));
        inflight.set(clientId, pending);
      }
      return pending;
    },
  };
}
