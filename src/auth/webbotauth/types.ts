/**
 * The verifier's public types (configuration, options, request, result) and the constructors of
 * its two failure results.
 */
import type { Scope } from '../scopes.ts';

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
  useAssertionId(issuer: string, id: string, expiresAt: number): boolean | Promise<boolean>;
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
  | { status: 'verified'; agent: SignatureAgentConfig; keyid: string /** The allow-listed key directory that held the key. */; directory: string }
  | { status: 'invalid'; reason: string }
  | { status: 'unverified'; reason: string };

export interface WebBotAuthRequest {
  method: string;
  /** The absolute target URI, built from the configured public origin (not from the Host header). */
  url: string;
  headers: Record<string, string | undefined>;
  /**
   * Verify the signature as bound to this request, whatever the agent's scopes: the rules of an
   * agent that grants scopes (method and target covered, short validity, used once). A signature
   * of an identification-only agent that does not meet them is `unverified` (not refused); one
   * of a scope-granting agent is `invalid` as always. For facts recorded about a request (who
   * made a claim), which a replayed identification signature must not supply.
   */
  bound?: boolean;
}

export interface WebBotAuthVerifier {
  verify(request: WebBotAuthRequest): Promise<WebBotAuthResult>;
}

/** A signature we could check and that is wrong or replayed: the request is refused. */
export const invalid = (reason: string): WebBotAuthResult => ({ status: 'invalid', reason });
/** A signature we could not check: the request is treated as unsigned. */
export const unverified = (reason: string): WebBotAuthResult => ({ status: 'unverified', reason });
