/**
 * The owner console at /owner, dispatched by the ingress: passkey sign-in (and enrolment through
 * a one-time link from `npm run agents -- enrol`), the claims waiting for the owner, the messages
 * to the owner (./messages.ts), the insights, the passkeys and the activity log. Nothing here
 * exists (404) while no passkey is enrolled, except the enrolment itself, nor when
 * OWNER_CONSOLE=false. The parts: ./session.ts (sessions and request checks), ./passkey-routes.ts,
 * ./claims.ts, ./messages.ts, ./responses.ts; this module routes between them.
 *
 * Every state-changing request is a POST that must come from the console's own origin (`Origin`)
 * with the session cookie (`__Host-`, Secure, HttpOnly, SameSite=Strict) and, for a form, a
 * one-time form token bound to the session: a cross-site, foreign or replayed form is refused.
 */
import type { AuthStore } from '../auth/store.ts';
import type { Urls } from '../core/urls.ts';
import { AppError } from '../errors/app-error.ts';
import { renderProblem } from '../http/render-error.ts';
import { JSON_TYPE, type ApiRequest, type ApiResult } from '../http/respond.ts';
import type { MessageStore } from '../messages/store.ts';
import type { OwnerConfig } from '../owner/config.ts';
import type { Insights } from '../owner/insights.ts';
import type { RelyingParty } from '../owner/passkeys.ts';
import type { OwnerStore, SessionRecord } from '../owner/store.ts';
import { claimsSection } from './claims.ts';
import { insightsExport } from './insights.ts';
import { messagesSection } from './messages.ts';
import * as pages from './pages.ts';
import { passkeyRoutes } from './passkey-routes.ts';
import { html, PAGE_HEADERS, redirect } from './responses.ts';
import { CONSOLE_PATH, type ConsoleContext, createSessions } from './session.ts';

export { CONSOLE_PATH } from './session.ts';
/** The passkey script, a file of the site (public/owner/passkey.js), not a console page. */
export const SCRIPT_PATH = '/owner/passkey.js';
/** How long the activity log is kept (seconds). */
const AUDIT_RETENTION = 365 * 86_400;
const CLAIM_PATH = /^\/claims\/([\w-]{1,100})$/;

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

/** What the console's parts share, from the options. */
function consoleContext(options: ConsoleOptions): ConsoleContext {
  const { urls, owner } = options;
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
  const audit = (action: string, detail = '') => owner.audit({ at: now(), action, detail: detail.slice(0, 300) });
  return { urls, config: options.config, owner, auth: options.auth, now, rp, at, frame, audit };
}

export function createConsole(options: ConsoleOptions): OwnerConsole {
  const ctx = consoleContext(options);
  const { urls, config, owner, auth, now, at, frame, audit } = ctx;
  const sessions = createSessions(ctx);
  const { sessionOf, sessionView, safeNext } = sessions;
  const passkeys = passkeyRoutes(ctx, sessions);
  const claims = claimsSection(ctx, sessions);
  const messages = messagesSection({
    ...(options.messages ? { store: options.messages } : {}),
    frame,
    now,
    audit,
    formTokens: sessions.formTokens,
    sessionView,
    checkForm: sessions.checkForm,
    html,
    redirect,
  });
  let lastPurge = 0;

  /** The signed-in pages: a missing or expired session goes to the sign-in page, and comes back. */
  async function page(request: ApiRequest, path: string): Promise<ApiResult | undefined> {
    const session = await sessionOf(request);
    if (!session) return redirect(`${at('/signin')}?next=${encodeURIComponent(urls.path(request.path) + (request.search ?? ''))}`);
    if (path === '') return claims.list(session);
    if (path === '/passkeys') {
      const list = await owner.listPasskeys();
      const [add, ...remove] = await sessions.formTokens(session, list.length + 1);
      return html(200, pages.passkeysPage(frame, await sessionView(session, '/passkeys'), list, { add: add!, remove }));
    }
    if (path === '/activity') return html(200, pages.activityPage(frame, await sessionView(session, '/activity'), await owner.listAudit(200)));
    if (path === '/insights' || path === '/insights.csv' || path === '/insights.json') return insightsAnswer(session, path);
    const claim = CLAIM_PATH.exec(path);
    if (claim) return claims.show(request, session, claim[1]!);
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

  async function dispatch(request: ApiRequest, path: string): Promise<ApiResult | undefined> {
    const read = request.method === 'GET' || request.method === 'HEAD';
    if (read && path === '/enrol') return passkeys.enrolPage(request);
    const enrolling = request.method === 'POST' && path.startsWith('/webauthn/register/');
    if (!enrolling && (await owner.listPasskeys()).length === 0) return undefined;
    if (read && path === '/signin') return html(200, pages.signInPage(frame, safeNext(request.query.get('next') ?? undefined)));
    if (read) return page(request, path);
    if (request.method !== 'POST')
      throw new AppError('METHOD_NOT_ALLOWED', 'The owner console answers GET and POST.', { headers: { Allow: 'GET, HEAD, POST' } });
    const action = passkeys.posts[path];
    if (action) return action(request);
    const acted = messages.post(request, path);
    if (acted) return acted;
    const claim = CLAIM_PATH.exec(path);
    return claim ? claims.decide(request, claim[1]!) : undefined;
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
