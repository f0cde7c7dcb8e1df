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
import { matchPath, url } from '../catalogue/paths.ts';
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

/** How long the activity log is kept (seconds). */
const AUDIT_RETENTION = 365 * 86_400;
/** A claim id as the store makes them: another value in a console path names no claim. */
const CLAIM_ID = /^[\w-]{1,100}$/;
/** The passkey ceremony's endpoints (JSON, for the passkey script) lie in this folder. */
const CEREMONY_FOLDER = `${url('ownerLoginOptions').split('/').slice(0, -2).join('/')}/`;

/** The claim a site path names (written as the catalogue writes it); undefined for another path. */
function claimOf(path: string): string | undefined {
  const id = matchPath('ownerClaim', path)?.id;
  return id !== undefined && CLAIM_ID.test(id) && url('ownerClaim', { params: { id } }) === path ? id : undefined;
}

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
  const link: pages.ConsoleLink = (name, ...options) => urls.path(url(name, ...options));
  const frame: pages.ConsoleFrame = {
    get owner() {
      return options.site().owner;
    },
    get stylesheets() {
      return options.site().stylesheets;
    },
    home: link('home'),
    icon: urls.path('/favicon.svg'),
    link,
    script: link('ownerPasskeyScript'),
  };
  const audit = (action: string, detail = '') => owner.audit({ at: now(), action, detail: detail.slice(0, 300) });
  return { urls, config: options.config, owner, auth: options.auth, now, rp, link, frame, audit };
}

export function createConsole(options: ConsoleOptions): OwnerConsole {
  const ctx = consoleContext(options);
  const { urls, config, owner, auth, now, link, frame, audit } = ctx;
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

  /** The signed-in pages (`path`: the site path before the base): a missing or expired session goes to the sign-in page, and comes back. */
  async function page(request: ApiRequest, path: string): Promise<ApiResult | undefined> {
    const session = await sessionOf(request);
    if (!session) return redirect(link('ownerSignIn', { query: { next: urls.path(request.path) + (request.search ?? '') } }));
    if (path === url('owner')) return claims.list(session);
    if (path === url('ownerPasskeys')) {
      const list = await owner.listPasskeys();
      const [add, ...remove] = await sessions.formTokens(session, list.length + 1);
      return html(200, pages.passkeysPage(frame, await sessionView(session, 'ownerPasskeys'), list, { add: add!, remove }));
    }
    if (path === url('ownerActivity')) return html(200, pages.activityPage(frame, await sessionView(session, 'ownerActivity'), await owner.listAudit(200)));
    if (path === url('ownerInsights') || path === url('ownerInsightsCsv') || path === url('ownerInsightsJson')) return insightsAnswer(session, path);
    const claim = claimOf(path);
    if (claim !== undefined) return claims.show(request, session, claim);
    return messages.page(request, session, path);
  }

  async function insightsAnswer(session: SessionRecord, path: string): Promise<ApiResult | undefined> {
    const page = path === url('ownerInsights');
    if (!options.insights) return page ? html(200, pages.noInsightsPage(frame, await sessionView(session, 'ownerInsights'))) : undefined;
    const days = config.insightsRetentionDays;
    const data = await insightsExport(options.insights, auth, days, now());
    if (page) return html(200, pages.insightsPage(frame, await sessionView(session, 'ownerInsights'), data, days));
    const csv = path === url('ownerInsightsCsv');
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
    if (read && path === url('ownerEnrol')) return passkeys.enrolPage(request);
    const enrolling = request.method === 'POST' && (path === url('ownerRegisterOptions') || path === url('ownerRegisterVerify'));
    if (!enrolling && (await owner.listPasskeys()).length === 0) return undefined;
    if (read && path === url('ownerSignIn')) return html(200, pages.signInPage(frame, safeNext(request.query.get('next') ?? undefined)));
    if (read) return page(request, path);
    if (request.method !== 'POST')
      throw new AppError('METHOD_NOT_ALLOWED', 'The owner console answers GET and POST.', { headers: { Allow: 'GET, HEAD, POST' } });
    const action = passkeys.posts[path];
    if (action) return action(request);
    const acted = messages.post(request, path);
    if (acted) return acted;
    const claim = claimOf(path);
    return claim !== undefined ? claims.decide(request, claim) : undefined;
  }

  /** Errors: problem details for the passkey script, a page in the console's layout for a browser. */
  function refusal(request: ApiRequest, err: unknown): ApiResult {
    const wantsJson = request.path.startsWith(CEREMONY_FOLDER);
    if (wantsJson || !(err instanceof AppError)) {
      const result = renderProblem(err, { urls, log: { scope: 'serve', context: [request.method, request.path] } });
      return { ...result, headers: { ...result.headers, ...PAGE_HEADERS, 'Content-Type': result.headers['Content-Type'] ?? JSON_TYPE } };
    }
    return html(err.status, pages.messagePage(frame, 'This cannot be done', err.detail), err.headers as Record<string, string>);
  }

  return {
    owns: (path) => path === CONSOLE_PATH || (path.startsWith(`${CONSOLE_PATH}/`) && path !== url('ownerPasskeyScript')),
    async handle(request) {
      if (!config.enabled) return undefined;
      const t = now();
      if (t - lastPurge > 60) {
        lastPurge = t;
        await owner.purge(t, t - AUDIT_RETENTION);
      }
      try {
        return await dispatch(request, request.path);
      } catch (err) {
        return refusal(request, err);
      }
    },
  };
}
