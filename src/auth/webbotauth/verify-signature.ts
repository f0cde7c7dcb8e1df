/**
 * The check of one web-bot-auth signature: the profile's rules (parameters, validity, covered
 * components, the stricter rules of agents that grant scopes), the allow-list and key lookup, the
 * cryptographic check (http-message-sig rebuilds the signature base, the key's web-bot-auth
 * verifier checks the bytes), and the replay cache for agents that grant scopes.
 */
import { createHash } from 'node:crypto';
import { verify as verifyMessage, type RequestLike } from 'http-message-sig';
import { serializeInnerList, type Dictionary, type InnerList } from 'structured-headers';
import type { VerificationParams } from 'web-bot-auth';
import { WEB_BOT_AUTH_LIMITS, WEB_BOT_AUTH_TAG } from './constants.ts';
import { coveredComponents, serializedMember, signatureAgentFor, signatureBytes, type Covered } from './fields.ts';
import type { KeyDirectoryClient } from './key-directory.ts';
import { replayNamespace } from './replay-cache.ts';
import { invalid, unverified, type ReplayCache, type SignatureAgentConfig, type WebBotAuthRequest, type WebBotAuthResult } from './types.ts';

const L = WEB_BOT_AUTH_LIMITS;
const SUPPORTED_ALGS = new Set(['ed25519', 'rsa-pss-sha512']);
/** Derived components http-message-sig computes as RFC 9421 defines them. */
const DERIVED = new Set(['@method', '@target-uri', '@authority', '@scheme', '@request-target', '@path', '@query']);

/** What checking a signature needs from the verifier. */
export interface SignatureContext {
  /** Current time in seconds. */
  now: () => number;
  /** The longest `expires - created` accepted from an agent that grants scopes. */
  scopedMaxValidity: number;
  /** The allow-listed directory a Signature-Agent URI names, and its agent; undefined when not allow-listed. */
  allowListed(href: string): { directory: string; agent: SignatureAgentConfig } | undefined;
  directories: KeyDirectoryClient;
  replayCache: ReplayCache;
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

/**
 * The message handed to http-message-sig, which only accepts one signature per message and
 * takes a header component's value as the whole field even when `;key=` names a dictionary
 * member. So: the Signature-Input and Signature fields hold only the signature being checked,
 * under a fixed label (labels are not signed), re-serialised per RFC 9651 as RFC 9421 §2.3
 * requires; and a field covered with `;key=` is replaced by the serialised member.
 */
function libraryMessage(
  request: WebBotAuthRequest,
  headers: Map<string, string>,
  input: InnerList,
  signature: ArrayBuffer,
  substitute: Map<string, string>,
): RequestLike {
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

/**
 * Checks the web-bot-auth signature `label` of a request: `verified`, `invalid` (wrong, replayed
 * or outside the profile) or `unverified` (not checkable: unsupported form, directory not
 * allow-listed or unavailable). Nothing is fetched for a signature refused by the rules that do
 * not need the key.
 */
export async function checkSignature(
  ctx: SignatureContext,
  request: WebBotAuthRequest,
  headers: Map<string, string>,
  label: string,
  input: InnerList,
  signatures: Dictionary,
): Promise<WebBotAuthResult> {
  const [items, params] = input;
  const signature = signatureBytes(signatures, label);
  if ('result' in signature) return signature.result;

  const created = params.get('created');
  const expires = params.get('expires');
  const keyid = params.get('keyid');
  const alg = params.get('alg');
  if (typeof created !== 'number' || !Number.isInteger(created)) return invalid('the signature has no integer created parameter');
  if (typeof expires !== 'number' || !Number.isInteger(expires)) return invalid('the signature has no integer expires parameter');
  if (typeof keyid !== 'string' || !keyid) return invalid('the signature has no keyid parameter');
  if (alg !== undefined && typeof alg !== 'string') return invalid('the alg parameter is not a String');
  if (alg === 'hmac-sha256') return invalid('HMAC signatures (hmac-sha256) are not accepted');

  const t = ctx.now();
  if (created > t + L.clockSkew) return invalid('the signature was created in the future');
  if (expires <= t) return invalid('the signature has expired');
  if (expires <= created) return invalid('the signature expires before it was created');
  if (expires - created > L.maxValidity) return invalid('the signature is valid for more than 24 hours');

  // Covered components: well formed, no duplicates, the ones the profile requires.
  const covered = coveredComponents(items);
  if ('result' in covered) return covered.result;
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
      const member = serializedMember(field, c.params.get('key') as string);
      if (member === undefined) return invalid(`the covered member ${c.id} is absent`);
      substitute.set(c.name, member);
    }
  }

  if (alg !== undefined && !SUPPORTED_ALGS.has(alg)) return unverified(`the algorithm ${alg} is not supported`);

  // The agent and its directory: allow-list first, no fetch for anything else.
  const rawAgent = headers.get('signature-agent')!;
  const agentRef = signatureAgentFor(rawAgent, label, agentKeyed);
  if ('result' in agentRef) return agentRef.result;
  if (agentKeyed) substitute.set('signature-agent', serializedMember(rawAgent, label)!);
  const listed = ctx.allowListed(agentRef.url);
  if (!listed) return unverified(`the key directory ${agentRef.url} is not on the allow-list`);
  const { directory, agent } = listed;

  // An agent that grants scopes (or a request that must be bound: `bound`): the signature must be
  // bound to this request and short-lived (it is also used once, below). Checked before any fetch.
  // Only an agent that grants scopes is refused for a weaker signature; for another it is unverified.
  const grantsScopes = agent.scopes.length > 0;
  const bound = grantsScopes || request.bound === true;
  const fail = grantsScopes ? invalid : unverified;
  const nonce = params.get('nonce');
  if (bound) {
    if (!bindsRequest(covered, request.url)) {
      return fail('the signature must cover @method and @target-uri to grant scopes (or @method, @authority, @path and, when the request has a query, @query)');
    }
    if (expires - created > ctx.scopedMaxValidity) {
      return fail(`the signature is valid for more than ${ctx.scopedMaxValidity} seconds (expires - created), the limit for an agent that grants scopes`);
    }
    if (nonce !== undefined && (typeof nonce !== 'string' || !nonce)) return fail('the nonce parameter is not a non-empty String');
  }

  const key = await ctx.directories.findKey(directory, keyid);
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
  if (bound) {
    // Recorded only once verified (nobody else can use up an agent's nonces), until it expires
    // plus the skew (a process whose clock is behind must still find it).
    const digest = (data: string | ArrayBuffer) =>
      createHash('sha256')
        .update(typeof data === 'string' ? data : Buffer.from(data))
        .digest('base64url');
    const id = typeof nonce === 'string' ? `nonce:${digest(nonce)}` : `sig:${digest(signature)}`;
    if (!(await ctx.replayCache.useAssertionId(replayNamespace(directory), id, expires + L.clockSkew))) return fail('the signature was already used');
  }
  return { status: 'verified', agent, keyid, directory };
}
