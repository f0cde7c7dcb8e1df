/**
 * The owner console at /owner, dispatched by the ingress: passkey sign-in (and enrolment through
 * a one-time link from `npm run agents -- enrol`), the claims waiting for the owner, the messages
 * to the owner (./messages.ts), the insights, the passkeys and the activity log. Nothing here exists (404) while no passkey is enrolled, except
 * the enrolment itself, nor when OWNER_CONSOLE=false.
 *
 * Every state-changing request is a POST that must come from the console's own origin (`Origin`)
 * with the session cookie (`__Host-`, Secure, HttpOnly, SameSite=Strict) and, for a form, a
 * one-time form token bound to the session: a cross-site, foreign or replayed form is refused.
 */
import { z } from 'zod';
import type { AuthStore } from '../auth/store.ts';
import type { Urls } from '../core/urls.ts';
import { AppError } from '../errors/app-error.ts';
import { renderProblem } from '../http/render-error.ts';
import { SECURITY_HEADERS } from '../http/headers.ts';
import { JSON_TYPE, type ApiRequest, type ApiResult } from '../http/respond.ts';
import type { OwnerConfig } from '../owner/config.ts';
import { authenticationOptions, type RelyingParty, registrationOptions, verifyAuthentication, verifyRegistration, CEREMONY_TTL } from '../owner/passkeys.ts';
import { newSecret, type OwnerStore, type SessionRecord, sha256 } from '../owner/store.ts';
import type { Insights } from '../owner/insights.ts';
import type { MessageStore } from '../messages/store.ts';
import { insightsExport } from './insights.ts';
import { messagesSection } from './messages.ts';
import * as pages from './pages.ts';
import { url } from '../catalogue/paths.ts';

export const CONSOLE_PATH = url('owner');
/** The passkey script, a file of the site (public/owner/passkey.js), not a console page. */
export const SCRIPT_PATH = '/owner/passkey.js';
export const SESSION_COOKIE = '__Host-owner-session';
export const CEREMONY_COOKIE = '__Host-owner-ceremony';
/** How long the activity log is kept (seconds). */
const AUDIT_RETENTION = 365 * 86_400;
const FORM_MAX_BYTES = 4096;
const JSON_MAX_BYTES = 16_384;

export interface ConsoleOptions {
  urls: Urls;
  config: OwnerConfig;
  owner: OwnerStore;
  auth: AuthStore;
  /** The site owner's name and the site's stylesheets (from the built pages; under `astro dev`, as the content is now). */
  site(): { owner: string; stylesheets: readonly string[] };
  /** The owner's insights, when recorded (INSIGHTS). */
  insights?: Insights;
  /** The messages to the owner, when the site takes them (MESSAGES_ENABLED). */
  messages?: MessageStore;
  now?: () => number;
}

export interface OwnerConsole {
  /** Is this (canonical, base-relative) path the console's? */
  owns(path: string): boolean;
  /** The answer; undefined when the console is off or nobody is enrolled (the site's 404). */
  handle(request: ApiRequest): Promise<ApiResult | undefined>;
}

/**
 * The console's pages may not be framed, cached, indexed, or leak their URL (a link token) to
 * another site. Scripts: the one same-origin file only.
 */
const PAGE_HEADERS = {
  ...SECURITY_HEADERS,
  'X-Frame-Options': 'DENY',
  'Content-Security-Policy':
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; font-src 'self'; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'Referrer-Policy': 'same-origin',
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
};

const html = (status: number, body: string, headers: Record<string, string> = {}): ApiResult => ({
  status,
  headers: { ...PAGE_HEADERS, 'Content-Type': 'text/html; charset=utf-8', ...headers },
  body,
});
const json = (body: unknown, headers: Record<string, string> = {}): ApiResult => ({
  status: 200,
  headers: { ...PAGE_HEADERS, 'Content-Type': JSON_TYPE, ...headers },
  body: JSON.stringify(body),
});
const redirect = (location: string, headers: Record<string, string> = {}): ApiResult => ({
  status: 303,
  headers: { ...PAGE_HEADERS, Location: location, 'Content-Length': '0', ...headers },
  body: '',
});

const cookie = (name: string, value: string, maxAge: number) => `${name}=${value}; Path=/; Max-Age=${maxAge}; Secure; HttpOnly; SameSite=Strict`;

function cookieValue(header: string | null | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return v.join('=') || undefined;
  }
  return undefined;
}

const Secret = z.string().regex(/^[\w-]{43}$/);
const RegisterOptionsBody = z.strictObject({ enrol: Secret.optional(), form: Secret.optional() });
const RegisterBody = z.strictObject({ enrol: Secret.optional(), credential: z.unknown(), name: z.string().trim().min(1).max(60).optional() });
const LoginBody = z.strictObject({ credential: z.unknown(), next: z.string().max(2000).optional() });
const DecisionForm = z.object({ decision: z.enum(['approve', 'deny']), trust: z.literal('client').optional() });

export function createConsole(options: ConsoleOptions): OwnerConsole {
  const { urls, config, owner, auth } = options;
  const now = options.now ?? (() => Math.floor(Date.now() / 1000));
  const rp: RelyingParty = {
    origin: new URL(urls.server).origin,
    get name() {
      return options.site().owner;
    },
  };
  const at = (path: string) => urls.path(`${CONSOLE_PATH}${path}`);
  const frame: pages.ConsoleFrame = {
    get owner() {
      return options.site().owner;
    },
    get stylesheets() {
      return options.site().stylesheets;
    },
    home: urls.path('/'),
    icon: urls.path('/favicon.svg'),
    at,
    script: urls.path(SCRIPT_PATH),
  };
  let lastPurge = 0;

  const audit = (action: string, detail = '') => owner.audit({ at: now(), action, detail: detail.slice(0, 300) });

  async function sessionOf(request: ApiRequest): Promise<SessionRecord | undefined> {
    const value = cookieValue(request.header('cookie'), SESSION_COOKIE);
    return value && Secret.safeParse(value).success ? owner.getSession(sha256(value), now()) : undefined;
  }

  async function formTokens(session: SessionRecord, n: number): Promise<string[]> {
    const tokens = Array.from({ length: n }, newSecret);
    for (const t of tokens) await owner.insertSecret(t, { kind: 'form', subject: session.hash, expires_at: session.expires_at });
    return tokens;
  }

  async function sessionView(session: SessionRecord, current: string) {
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

  /** The signed-in session of a form POST, its one-time form token consumed. */
  async function checkForm(request: ApiRequest): Promise<{ session: SessionRecord; form: URLSearchParams }> {
    checkOrigin(request);
    const session = await sessionOf(request);
    if (!session) throw new AppError('OWNER_SIGN_IN_REQUIRED', 'Sign in again: this session is missing or expired.');
    const form = new URLSearchParams(bodyText(request, FORM_MAX_BYTES));
    await consumeForm(session, form.get('form'));
    return { session, form };
  }

  async function consumeForm(session: SessionRecord, token: string | null | undefined) {
    const use = token ? await owner.useSecret(token, 'form', now()) : undefined;
    if (use?.status !== 'ok' || use.secret.subject !== session.hash) {
      throw new AppError('OWNER_FORM_REFUSED', 'This form was already sent, is too old, or is not this session’s: reload the page and try again.');
    }
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

  async function startSession(passkeyId: string): Promise<string> {
    const value = newSecret();
    const t = now();
    await owner.insertSession({ hash: sha256(value), passkey_id: passkeyId, created_at: t, expires_at: t + config.sessionTtl });
    return cookie(SESSION_COOKIE, value, config.sessionTtl);
  }

  /** A console path to go to after sign-in (anything else: the console's home). */
  function safeNext(next: string | undefined): string {
    if (!next) return at('');
    try {
      const url = new URL(next, rp.origin);
      if (url.origin === rp.origin && (url.pathname === at('') || url.pathname.startsWith(`${at('')}/`))) return url.pathname + url.search;
    } catch {}
    return at('');
  }

  const ceremonyCookie = (value: string) => ({ 'Set-Cookie': cookie(CEREMONY_COOKIE, value, CEREMONY_TTL) });
  const ceremonyOf = (request: ApiRequest) => cookieValue(request.header('cookie'), CEREMONY_COOKIE);

  async function registerOptions(request: ApiRequest): Promise<ApiResult> {
    const body = parseJson(request, RegisterOptionsBody);
    if (body.enrol) {
      const use = await owner.useSecret(body.enrol, 'enrol', now(), true);
      if (use.status !== 'ok') throw new AppError('OWNER_LINK_REFUSED', `This enrolment link is ${use.status}: print a new one.`);
    } else {
      const session = await sessionOf(request);
      if (!session) throw new AppError('OWNER_SIGN_IN_REQUIRED', 'Sign in to add a passkey.');
      await consumeForm(session, body.form);
    }
    const { options: opts, ceremony } = await registrationOptions(owner, rp, now());
    return json(opts, ceremonyCookie(ceremony));
  }

  async function registerVerify(request: ApiRequest): Promise<ApiResult> {
    const body = parseJson(request, RegisterBody);
    const session = body.enrol ? undefined : await sessionOf(request);
    if (!body.enrol && !session) throw new AppError('OWNER_SIGN_IN_REQUIRED', 'Sign in to add a passkey.');
    const count = (await owner.listPasskeys()).length;
    const passkey = await verifyRegistration(owner, rp, ceremonyOf(request), body.credential, body.name ?? `Passkey ${count + 1}`, now());
    if (body.enrol) {
      const use = await owner.useSecret(body.enrol, 'enrol', now());
      if (use.status !== 'ok') throw new AppError('OWNER_LINK_REFUSED', `This enrolment link is ${use.status}: print a new one.`);
    }
    await owner.addPasskey(passkey);
    await audit(body.enrol ? 'passkey enrolled (link)' : 'passkey added', passkey.name);
    const headers: Record<string, string> = {};
    if (body.enrol) headers['Set-Cookie'] = await startSession(passkey.id);
    return json({ next: body.enrol ? at('') : at('/passkeys') }, headers);
  }

  async function loginOptions(request: ApiRequest): Promise<ApiResult> {
    parseJson(request, z.strictObject({}));
    const { options: opts, ceremony } = await authenticationOptions(owner, rp, now());
    return json(opts, ceremonyCookie(ceremony));
  }

  async function loginVerify(request: ApiRequest): Promise<ApiResult> {
    const body = parseJson(request, LoginBody);
    const passkey = await verifyAuthentication(owner, rp, ceremonyOf(request), body.credential, now()).catch(async (err) => {
      await audit('sign-in refused', err instanceof AppError ? err.detail : 'error');
      throw err;
    });
    await audit('signed in', passkey.name);
    return json({ next: safeNext(body.next) }, { 'Set-Cookie': await startSession(passkey.id) });
  }

  const messages = messagesSection({
    ...(options.messages ? { store: options.messages } : {}),
    frame,
    now,
    audit,
    formTokens,
    sessionView,
    checkForm,
    html,
    redirect,
  });

  async function claimViews() {
    const claims = await auth.listClaims();
    return Promise.all(claims.map(async (claim) => ({ claim, client: await auth.getClient(claim.client_id) })));
  }

  async function showClaim(request: ApiRequest, session: SessionRecord, id: string): Promise<ApiResult | undefined> {
    const link = request.query.get('link');
    if (link !== null) {
      const use = await owner.useSecret(link, 'claim-link', now());
      if (use.status !== 'ok' || use.secret.subject !== id) {
        await audit('claim link refused', id);
        throw new AppError(
          'OWNER_LINK_REFUSED',
          `This link to the claim is ${use.status === 'ok' ? 'for another claim' : use.status}: open the claim from the console.`,
        );
      }
      await audit('claim link opened', id);
    }
    const claim = await auth.getClaim(id);
    if (!claim) return undefined;
    const client = await auth.getClient(claim.client_id);
    const [form] = claim.status === 'pending' ? await formTokens(session, 1) : [];
    return html(200, pages.claimPage(frame, await sessionView(session, ''), { claim, client }, form));
  }

  async function decide(request: ApiRequest, id: string): Promise<ApiResult> {
    const { form } = await checkForm(request);
    const parsed = DecisionForm.safeParse(Object.fromEntries(form));
    if (!parsed.success) throw new AppError('INVALID_BODY', 'decision must be approve or deny.');
    const claim = await auth.getClaim(id);
    if (!claim) throw new AppError('NOT_FOUND', `No claim ${id}.`);
    const trust = parsed.data.trust === 'client';
    const approve = parsed.data.decision === 'approve';
    if (approve && claim.covers === 'grant' && !claim.grant_id && !trust) {
      throw new AppError('INVALID_BODY', 'This claim belongs to no authorization any more: deny it, or approve it for everyone who uses this client.');
    }
    if (!(await auth.decideClaim(id, approve ? 'approved' : 'denied', now(), trust))) {
      throw new AppError('INVALID_BODY', `Claim ${id} is ${claim.status}, not pending.`);
    }
    await audit(approve ? (trust ? 'claim approved (whole client)' : 'claim approved') : 'claim denied', `${id} ${claim.client_id} ${claim.pending.join(' ')}`);
    return redirect(at(`/claims/${encodeURIComponent(id)}`));
  }

  async function removePasskey(request: ApiRequest): Promise<ApiResult> {
    const { form } = await checkForm(request);
    const id = form.get('id') ?? '';
    const passkey = await owner.getPasskey(id);
    if (!passkey) throw new AppError('NOT_FOUND', 'No such passkey.');
    if (!(await owner.removePasskey(id))) throw new AppError('OWNER_LAST_PASSKEY', 'This is your last passkey: add another one first.');
    await owner.deleteSessionsOf(id);
    await audit('passkey removed', passkey.name);
    return redirect(at('/passkeys'));
  }

  async function signOut(request: ApiRequest): Promise<ApiResult> {
    const { session } = await checkForm(request);
    await owner.deleteSession(session.hash);
    await audit('signed out');
    return redirect(at('/signin'), { 'Set-Cookie': cookie(SESSION_COOKIE, '', 0) });
  }

  /** The signed-in pages: a missing or expired session goes to the sign-in page, and comes back. */
  async function page(request: ApiRequest, path: string): Promise<ApiResult | undefined> {
    const session = await sessionOf(request);
    if (!session) return redirect(`${at('/signin')}?next=${encodeURIComponent(urls.path(request.path) + (request.search ?? ''))}`);
    if (path === '') return html(200, pages.claimsPage(frame, await sessionView(session, ''), await claimViews()));
    if (path === '/passkeys') {
      const passkeys = await owner.listPasskeys();
      const [add, ...remove] = await formTokens(session, passkeys.length + 1);
      return html(200, pages.passkeysPage(frame, await sessionView(session, '/passkeys'), passkeys, { add: add!, remove }));
    }
    if (path === '/activity') return html(200, pages.activityPage(frame, await sessionView(session, '/activity'), await owner.listAudit(200)));
    if (path === '/insights' || path === '/insights.csv' || path === '/insights.json') return insightsAnswer(session, path);
    const claim = /^\/claims\/([\w-]{1,100})$/.exec(path);
    if (claim) return showClaim(request, session, claim[1]!);
    return messages.page(request, session, path);
  }

  async function insightsAnswer(session: SessionRecord, path: string): Promise<ApiResult | undefined> {
    if (!options.insights) return path === '/insights' ? html(200, pages.noInsightsPage(frame, await sessionView(session, '/insights'))) : undefined;
    const days = config.insightsRetentionDays;
    const data = await insightsExport(options.insights, auth, days, now());
    if (path === '/insights') return html(200, pages.insightsPage(frame, await sessionView(session, '/insights'), data, days));
    const csv = path.endsWith('.csv');
    await audit('insights exported', csv ? 'CSV' : 'JSON');
    return {
      status: 200,
      headers: {
        ...PAGE_HEADERS,
        'Content-Type': csv ? 'text/csv; charset=utf-8' : JSON_TYPE,
        'Content-Disposition': `attachment; filename="insights.${csv ? 'csv' : 'json'}"`,
      },
      body: csv ? data.csv() : JSON.stringify({ retention_days: days, rows: data.rows }),
    };
  }

  async function enrolPage(request: ApiRequest): Promise<ApiResult> {
    const token = request.query.get('token') ?? '';
    const use = Secret.safeParse(token).success ? await owner.useSecret(token, 'enrol', now(), true) : { status: 'unknown' as const };
    if (use.status !== 'ok') throw new AppError('OWNER_LINK_REFUSED', `This enrolment link is ${use.status}: print a new one with npm run agents -- enrol.`);
    return html(200, pages.enrolPage(frame, token));
  }

  const POSTS: Record<string, (request: ApiRequest) => Promise<ApiResult>> = {
    '/webauthn/register/options': registerOptions,
    '/webauthn/register/verify': registerVerify,
    '/webauthn/login/options': loginOptions,
    '/webauthn/login/verify': loginVerify,
    '/passkeys/remove': removePasskey,
    '/signout': signOut,
  };

  async function dispatch(request: ApiRequest, path: string): Promise<ApiResult | undefined> {
    const read = request.method === 'GET' || request.method === 'HEAD';
    if (read && path === '/enrol') return enrolPage(request);
    const enrolling = request.method === 'POST' && path.startsWith('/webauthn/register/');
    if (!enrolling && (await owner.listPasskeys()).length === 0) return undefined;
    if (read && path === '/signin') return html(200, pages.signInPage(frame, safeNext(request.query.get('next') ?? undefined)));
    if (read) return page(request, path);
    if (request.method !== 'POST')
      throw new AppError('METHOD_NOT_ALLOWED', 'The owner console answers GET and POST.', { headers: { Allow: 'GET, HEAD, POST' } });
    const action = POSTS[path];
    if (action) return action(request);
    const acted = messages.post(request, path);
    if (acted) return acted;
    const claim = /^\/claims\/([\w-]{1,100})$/.exec(path);
    return claim ? decide(request, claim[1]!) : undefined;
  }

  /** Errors: problem details for the passkey script, a page in the console's layout for a browser. */
  function refusal(request: ApiRequest, err: unknown): ApiResult {
    const wantsJson = request.path.includes('/webauthn/');
    if (wantsJson || !(err instanceof AppError)) {
      const result = renderProblem(err, { urls, log: { scope: 'serve', context: [request.method, request.path] } });
      return { ...result, headers: { ...result.headers, ...PAGE_HEADERS, 'Content-Type': result.headers['Content-Type'] ?? JSON_TYPE } };
    }
    return html(err.status, pages.messagePage(frame, 'This cannot be done', err.detail), err.headers as Record<string, string>);
  }

  return {
    owns: (path) => path === CONSOLE_PATH || (path.startsWith(`${CONSOLE_PATH}/`) && path !== SCRIPT_PATH),
    async handle(request) {
      if (!config.enabled) return undefined;
      const t = now();
      if (t - lastPurge > 60) {
        lastPurge = t;
        await owner.purge(t, t - AUDIT_RETENTION);
      }
      try {
        return await dispatch(request, request.path.slice(CONSOLE_PATH.length));
      } catch (err) {
        return refusal(request, err);
      }
    },
  };
}
