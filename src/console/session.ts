/**
 * The console's sessions and the checks every state-changing request passes: the console's own
 * Origin, the session cookie, a one-time form token bound to the session (a form), a bounded
 * body of the right type (JSON). Also the activity log's writer.
 */
import { z } from 'zod';
import type { AuthStore } from '../auth/store.ts';
import { type PageName, url } from '../catalogue/paths.ts';
import type { Urls } from '../core/urls.ts';
import { AppError } from '../errors/app-error.ts';
import type { ApiRequest } from '../http/respond.ts';
import type { OwnerConfig } from '../owner/config.ts';
import type { RelyingParty } from '../owner/passkeys.ts';
import { newSecret, type OwnerStore, type SessionRecord, sha256 } from '../owner/store.ts';
import type * as pages from './pages.ts';
import { cookie, cookieValue } from './responses.ts';

export const CONSOLE_PATH = url('owner');
export const SESSION_COOKIE = '__Host-owner-session';
const FORM_MAX_BYTES = 4096;
const JSON_MAX_BYTES = 16_384;

/** A one-time secret as it travels: a form token, a link token, a session cookie's value. */
export const Secret = z.string().regex(/^[\w-]{43}$/);

/** What the console's parts share. */
export interface ConsoleContext {
  urls: Urls;
  config: OwnerConfig;
  owner: OwnerStore;
  auth: AuthStore;
  now(): number;
  rp: RelyingParty;
  /** A page of the catalogue as a site path (under the base). */
  link: pages.ConsoleLink;
  frame: pages.ConsoleFrame;
  audit(action: string, detail?: string): Promise<void>;
}

export function createSessions(ctx: ConsoleContext) {
  const { owner, config, now, rp, link } = ctx;

  async function sessionOf(request: ApiRequest): Promise<SessionRecord | undefined> {
    const value = cookieValue(request.header('cookie'), SESSION_COOKIE);
    return value && Secret.safeParse(value).success ? owner.getSession(sha256(value), now()) : undefined;
  }

  async function formTokens(session: SessionRecord, n: number): Promise<string[]> {
    const tokens = Array.from({ length: n }, newSecret);
    for (const t of tokens) await owner.insertSecret(t, { kind: 'form', subject: session.hash, expires_at: session.expires_at });
    return tokens;
  }

  /** `current`: the console page the navigation marks as the current one. */
  async function sessionView(session: SessionRecord, current: PageName) {
    const [form] = await formTokens(session, 1);
    return { form: form!, current };
  }

  /** POSTs come from the console's own origin. */
  function checkOrigin(request: ApiRequest) {
    if (request.header('origin') !== rp.origin) throw new AppError('OWNER_FORM_REFUSED', 'This form was not sent from the owner console’s own origin.');
  }

  function bodyText(request: ApiRequest, max: number): string {
    const body = request.body;
    if (body && (body.tooLarge || body.bytes > max)) throw new AppError('PAYLOAD_TOO_LARGE', `The request body must be at most ${max} bytes.`);
    return body?.text ?? '';
  }

  async function consumeForm(session: SessionRecord, token: string | null | undefined) {
    const use = token ? await owner.useSecret(token, 'form', now()) : undefined;
    if (use?.status !== 'ok' || use.secret.subject !== session.hash) {
      throw new AppError('OWNER_FORM_REFUSED', 'This form was already sent, is too old, or is not this session’s: reload the page and try again.');
    }
  }

  /** The signed-in session of a form POST, its one-time form token consumed. */
  async function checkForm(request: ApiRequest): Promise<{ session: SessionRecord; form: URLSearchParams }> {
    checkOrigin(request);
    const session = await sessionOf(request);
    if (!session) throw new AppError('OWNER_SIGN_IN_REQUIRED', 'Sign in again: this session is missing or expired.');
    const form = new URLSearchParams(bodyText(request, FORM_MAX_BYTES));
    await consumeForm(session, form.get('form'));
    return { session, form };
  }

  function parseJson<T>(request: ApiRequest, schema: z.ZodType<T>): T {
    checkOrigin(request);
    if (!/^application\/json\b/.test(request.header('content-type') ?? '')) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'The body must be application/json.');
    let value: unknown;
    try {
      value = JSON.parse(bodyText(request, JSON_MAX_BYTES));
    } catch {
      throw new AppError('INVALID_JSON', 'The body is not valid JSON.');
    }
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw new AppError('INVALID_BODY', `The body is not of the expected shape: ${parsed.error.issues[0]?.message ?? ''}`);
    return parsed.data;
  }

  /** A new session of the passkey: its cookie. */
  async function startSession(passkeyId: string): Promise<string> {
    const value = newSecret();
    const t = now();
    await owner.insertSession({ hash: sha256(value), passkey_id: passkeyId, created_at: t, expires_at: t + config.sessionTtl });
    return cookie(SESSION_COOKIE, value, config.sessionTtl);
  }

  /** A console path to go to after sign-in (anything else: the console's home). */
  function safeNext(next: string | undefined): string {
    const home = link('owner');
    if (!next) return home;
    try {
      const target = new URL(next, rp.origin);
      if (target.origin === rp.origin && (target.pathname === home || target.pathname.startsWith(`${home}/`))) return target.pathname + target.search;
    } catch {}
    return home;
  }

  return { sessionOf, formTokens, sessionView, checkForm, consumeForm, parseJson, startSession, safeNext };
}

export type Sessions = ReturnType<typeof createSessions>;
