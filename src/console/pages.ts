/**
 * The owner console's pages: server-rendered HTML in the site's layout (its stylesheets, header,
 * main and footer classes), working without JavaScript except the passkey ceremony, which one
 * same-origin script (public/owner/passkey.js) runs. Everything shown is escaped: a client's
 * name or a note is text, never markup.
 */
import { escapeHtml as e } from '../auth/consent-page.ts';
import { SCOPES } from '../auth/scopes.ts';
import type { ClaimRecord, ClientRecord } from '../auth/store.ts';
import type { PageName, url } from '../catalogue/paths.ts';
import type { AuditEntry, PasskeyRecord } from '../owner/store.ts';
import type { InsightsData } from './insights.ts';

/** A page of the catalogue as a site path under the base: `link('ownerPasskeys')` -> `/portfolio/owner/passkeys`. */
export type ConsoleLink = typeof url;

export interface ConsoleFrame {
  owner: string;
  stylesheets: readonly string[];
  home: string;
  icon: string;
  /** A page of the catalogue as a site path: `link('ownerPasskeys')` -> `/owner/passkeys` (under the site's base). */
  link: ConsoleLink;
  /** The passkey script's path. */
  script: string;
}

/** The console's sections, in the navigation's order. */
const NAV: readonly { page: PageName; label: string }[] = [
  { page: 'owner', label: 'Claims' },
  { page: 'ownerMessages', label: 'Messages' },
  { page: 'ownerInsights', label: 'Insights' },
  { page: 'ownerPasskeys', label: 'Passkeys' },
  { page: 'ownerActivity', label: 'Activity' },
];

export interface PageOptions {
  title: string;
  /** The signed-in navigation and sign-out form (its one-time form token), or none. */
  session?: { form: string; current: PageName };
  script?: boolean;
}

export function consolePage(frame: ConsoleFrame, options: PageOptions, body: string): string {
  const nav = options.session
    ? `<nav class="site-nav" aria-label="Owner console">
          <ul>${NAV.map((n) => `<li><a href="${e(frame.link(n.page as 'owner'))}"${options.session!.current === n.page ? ' aria-current="page"' : ''}>${e(n.label)}</a></li>`).join('')}</ul>
        </nav>
        <form method="post" action="${e(frame.link('ownerSignOut'))}">${formToken(options.session.form)}<button class="button secondary" type="submit">Sign out</button></form>`
    : '';
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${e(options.title)} | ${e(frame.owner)} (owner)</title>
    <meta name="robots" content="noindex, nofollow" />
    <meta name="referrer" content="same-origin" />
    <meta name="color-scheme" content="light dark" />
    <link rel="icon" href="${e(frame.icon)}" type="image/svg+xml" />
${frame.stylesheets.map((href) => `    <link rel="stylesheet" href="${e(href)}" />`).join('\n')}
${options.script ? `    <script type="module" src="${e(frame.script)}"></script>` : ''}
  </head>
  <body>
    <a class="skip" href="#main">Skip to content</a>
    <header class="site-header">
      <div class="wrap">
        <a class="brand" href="${e(frame.home)}">${e(frame.owner)}</a>
        ${nav}
      </div>
    </header>
    <main id="main" tabindex="-1" class="wrap consent">
${body}
    </main>
    <footer class="site-footer">
      <div class="wrap"><p>The owner console of this site. Not indexed, not linked from the site.</p></div>
    </footer>
  </body>
</html>
`;
}

export const formToken = (token: string) => `<input type="hidden" name="form" value="${e(token)}" />`;
const date = (s: number | undefined) => (s ? new Date(s * 1000).toISOString().replace('.000Z', 'Z').replace('T', ' ') : '–');
const scopeList = (scopes: readonly string[]) =>
  scopes.length ? `<ul>${scopes.map((s) => `<li>${e(SCOPES[s as keyof typeof SCOPES] ?? s)} <code>${e(s)}</code></li>`).join('')}</ul>` : '<p>None.</p>';

/** The passkey button: the script runs the ceremony named by data-passkey, then follows `next`. */
function passkeyButton(action: 'login' | 'register', label: string, data: Record<string, string> = {}): string {
  const attrs = Object.entries(data)
    .map(([k, v]) => ` data-${k}="${e(v)}"`)
    .join('');
  return `<p><button class="button" type="button" data-passkey="${action}"${attrs}>${e(label)}</button></p>
      <p class="hint" role="status" data-passkey-status></p>
      <noscript><p class="hint">Passkeys need JavaScript in this browser: turn it on for this page.</p></noscript>`;
}

export function signInPage(frame: ConsoleFrame, next: string): string {
  return consolePage(
    frame,
    { title: 'Sign in', script: true },
    `      <h1>Owner sign-in</h1>
      <p class="lead">Sign in with one of your passkeys to approve agents and read what happened.</p>
      ${passkeyButton('login', 'Sign in with a passkey', { next, options: frame.link('ownerLoginOptions'), verify: frame.link('ownerLoginVerify') })}`,
  );
}

export function enrolPage(frame: ConsoleFrame, token: string): string {
  return consolePage(
    frame,
    { title: 'Add your passkey', script: true },
    `      <h1>Add your passkey</h1>
      <p class="lead">This one-time link makes a passkey on this device the key to the owner console. It works once, for a few minutes.</p>
      ${passkeyButton('register', 'Create a passkey', {
        enrol: token,
        next: frame.link('owner'),
        options: frame.link('ownerRegisterOptions'),
        verify: frame.link('ownerRegisterVerify'),
      })}`,
  );
}

export function messagePage(frame: ConsoleFrame, title: string, message: string, session?: PageOptions['session']): string {
  return consolePage(
    frame,
    { title, session },
    `      <h1>${e(title)}</h1>\n      <p class="lead">${e(message)}</p>\n      <p><a href="${e(frame.link('owner'))}">Back to the console</a></p>`,
  );
}

export interface ClaimView {
  claim: ClaimRecord;
  client?: ClientRecord;
}

function clientName(view: ClaimView): string {
  return view.client ? `<q>${e(view.client.client_name)}</q> <span class="unverified">(name not verified)</span>` : '<em>a client that no longer exists</em>';
}

export function claimsPage(frame: ConsoleFrame, session: NonNullable<PageOptions['session']>, views: readonly ClaimView[]): string {
  const pending = views.filter((v) => v.claim.status === 'pending');
  const decided = views
    .filter((v) => v.claim.status !== 'pending')
    .slice(-20)
    .reverse();
  const row = (v: ClaimView) =>
    `<li><a href="${e(frame.link('ownerClaim', { params: { id: v.claim.id } }))}">${clientName(v)} asks for ${e(v.claim.pending.join(', ') || v.claim.requested.join(', '))}</a>
      ${v.claim.signer?.verified ? `signed by <strong>${e(v.claim.signer.name)}</strong> (verified Web Bot Auth)` : ''}
      <span class="hint">${e(v.claim.status)}, ${e(date(v.claim.created_at))}</span></li>`;
  return consolePage(
    frame,
    { title: 'Claims', session },
    `      <h1>Claims</h1>
      <section class="panel" aria-labelledby="pending-h"><h2 id="pending-h">Waiting for you (${pending.length})</h2>
      ${pending.length ? `<ul>${pending.map(row).join('')}</ul>` : '<p>Nothing waits for your decision.</p>'}</section>
      <section class="panel" aria-labelledby="decided-h"><h2 id="decided-h">Recent</h2>
      ${decided.length ? `<ul>${decided.map(row).join('')}</ul>` : '<p>No other claims yet.</p>'}</section>`,
  );
}

/** The verified Web Bot Auth identity of the claim's request; an unverified one is never shown here (see `saidSigner`). */
function verifiedSigner(claim: ClaimRecord): string {
  const s = claim.signer;
  if (!s?.verified) return 'none verified';
  return `<strong>${e(s.name)}</strong>: its request was signed with the key <code>${e(s.keyid)}</code> of the key directory <code>${e(s.directory)}</code>`;
}

/** What the claim's request said of its signer without this server verifying it. */
const saidSigner = (claim: ClaimRecord) =>
  claim.signer && !claim.signer.verified
    ? `<dt>Signed by (Signature-Agent)</dt><dd><code>${e(claim.signer.agent)}</code> <span class="unverified">(not verified: ${e(claim.signer.reason)})</span></dd>`
    : '';

/** The host a client's metadata document (CIMD: its client id is that URL) was fetched from. */
const cimdHost = (clientId: string) => (clientId.startsWith('https://') ? new URL(clientId).host : undefined);

export function claimPage(frame: ConsoleFrame, session: NonNullable<PageOptions['session']>, view: ClaimView, decideForm: string | undefined): string {
  const { claim, client } = view;
  const host = cimdHost(claim.client_id);
  const covers =
    claim.covers === 'client' ? 'every token of this client' : claim.grant_id ? 'the one authorization it was made for' : 'no authorization any more';
  const verified = `<dl>
        <dt>Client id</dt><dd><code>${e(claim.client_id)}</code></dd>
        ${host ? `<dt>Metadata document fetched from</dt><dd>${e(host)}</dd>` : ''}
        <dt>Web Bot Auth identity</dt><dd>${verifiedSigner(claim)}</dd>
        <dt>Registered</dt><dd>${client ? e(date(client.client_id_issued_at)) : '–'}</dd>
        <dt>Authenticates with</dt><dd>${client ? e(client.token_endpoint_auth_method === 'none' ? 'no secret (public client)' : client.token_endpoint_auth_method) : '–'}</dd>
        <dt>Redirects to</dt><dd>${client ? client.redirect_uris.map((u) => `<code>${e(u)}</code>`).join(', ') || '–' : '–'}</dd>
        <dt>Status</dt><dd>${client?.revoked_at ? 'revoked' : 'active'}</dd>
      </dl>`;
  const unverified = `<dl>
        <dt>Name</dt><dd>${client ? e(client.client_name) : '–'}</dd>
        <dt>Who</dt><dd>${e(claim.note?.who || '–')}</dd>
        <dt>Why</dt><dd>${e(claim.note?.why || '–')}</dd>
        ${saidSigner(claim)}
      </dl>`;
  const form = decideForm
    ? `<form class="consent-form" method="post" action="${e(frame.link('ownerClaim', { params: { id: claim.id } }))}">
        ${formToken(decideForm)}
        <p><label><input type="checkbox" name="trust" value="client" /> Trust this client for everyone who uses it (not only this authorization)</label></p>
        <div class="consent-actions">
          <button class="button" type="submit" name="decision" value="approve">Approve</button>
          <button class="button secondary" type="submit" name="decision" value="deny">Deny</button>
        </div>
      </form>`
    : `<p>Decided: <strong>${e(claim.status)}</strong> on ${e(date(claim.decided_at))}.</p>`;
  return consolePage(
    frame,
    { title: `Claim ${claim.id}`, session },
    `      <h1>${clientName(view)} asks for private data</h1>
      <section class="panel" aria-labelledby="asks-h"><h2 id="asks-h">Waiting for you</h2>${scopeList(claim.pending)}
        <p>Granted already: ${e(claim.granted.join(', ') || 'nothing')}. An approval covers ${e(covers)}.</p></section>
      <section class="panel" aria-labelledby="verified-h"><h2 id="verified-h">Verified by this server</h2>${verified}</section>
      <section class="panel" aria-labelledby="unverified-h"><h2 id="unverified-h">Said by the client or the person (not verified)</h2>${unverified}</section>
      ${form}`,
  );
}

export function passkeysPage(
  frame: ConsoleFrame,
  session: NonNullable<PageOptions['session']>,
  passkeys: readonly PasskeyRecord[],
  forms: { add: string; remove: string[] },
) {
  const rows = passkeys
    .map(
      (p, i) => `<li>${e(p.name)} <span class="hint">added ${e(date(p.created_at))}, last used ${e(date(p.last_used_at))}</span>
        ${
          passkeys.length > 1
            ? `<form method="post" action="${e(frame.link('ownerPasskeyRemove'))}">${formToken(forms.remove[i]!)}<input type="hidden" name="id" value="${e(p.id)}" /><button class="button secondary" type="submit">Remove</button></form>`
            : ''
        }</li>`,
    )
    .join('');
  return consolePage(
    frame,
    { title: 'Passkeys', session, script: true },
    `      <h1>Passkeys</h1>
      <p class="lead">Each of these signs you in. Keep at least two (a phone and a computer) so that losing one does not lock you out.</p>
      <ul>${rows}</ul>
      ${passkeyButton('register', 'Add a passkey', { form: forms.add, next: frame.link('ownerPasskeys'), options: frame.link('ownerRegisterOptions'), verify: frame.link('ownerRegisterVerify') })}`,
  );
}

export function activityPage(frame: ConsoleFrame, session: NonNullable<PageOptions['session']>, entries: readonly AuditEntry[]) {
  const rows = entries.map((a) => `<tr><td>${e(date(a.at))}</td><td>${e(a.action)}</td><td>${e(a.detail)}</td></tr>`).join('');
  return consolePage(
    frame,
    { title: 'Activity', session },
    `      <h1>Activity</h1>
      <p class="lead">Every sign-in and every action in this console, newest first.</p>
      <table><thead><tr><th scope="col">When (UTC)</th><th scope="col">What</th><th scope="col">Detail</th></tr></thead><tbody>${rows}</tbody></table>`,
  );
}

export function noInsightsPage(frame: ConsoleFrame, session: NonNullable<PageOptions['session']>) {
  return consolePage(
    frame,
    { title: 'Insights', session },
    '      <h1>Insights</h1>\n      <p class="lead">Insights are off (<code>INSIGHTS=false</code>): nothing is recorded.</p>',
  );
}

function ranking(title: string, id: string, entries: readonly [string, number][], empty: string): string {
  const rows = entries.map(([key, n]) => `<tr><td>${e(key)}</td><td>${n}</td></tr>`).join('');
  return `<section class="panel" aria-labelledby="${id}"><h2 id="${id}">${e(title)}</h2>
      ${entries.length ? `<table><thead><tr><th scope="col">What</th><th scope="col">Count</th></tr></thead><tbody>${rows}</tbody></table>` : `<p>${e(empty)}</p>`}</section>`;
}

export function insightsPage(frame: ConsoleFrame, session: NonNullable<PageOptions['session']>, data: InsightsData, days: number) {
  const perDay = data
    .perDay()
    .map((d) => `<tr><td>${e(d.day)}</td><td>${d.browser}</td><td>${d.known}</td><td>${d.anonymous}</td></tr>`)
    .join('');
  return consolePage(
    frame,
    { title: 'Insights', session },
    `      <h1>Insights</h1>
      <p class="lead">Daily counts of the last ${days} days (older ones are deleted). No address or other detail of a visitor is kept.
        Export: <a href="${e(frame.link('ownerInsightsCsv'))}">CSV</a>, <a href="${e(frame.link('ownerInsightsJson'))}">JSON</a>.</p>
      <section class="panel" aria-labelledby="requests-h"><h2 id="requests-h">Requests per day</h2>
      <table><thead><tr><th scope="col">Day (UTC)</th><th scope="col">Browsers</th><th scope="col">Known agents</th><th scope="col">Anonymous agents</th></tr></thead><tbody>${perDay}</tbody></table></section>
      ${ranking('Questions not answered', 'unanswered-h', data.top('ask-unanswered'), 'Every question asked was answered.')}
      ${ranking('Most asked questions', 'asked-h', data.top('ask'), 'No questions yet.')}
      ${ranking('Tools called (MCP)', 'tools-h', data.top('tool'), 'No tool calls yet.')}
      ${ranking('Known agents', 'agents-h', data.top('agent'), 'No authenticated agent yet.')}
      ${ranking('Claims by outcome', 'claims-h', data.top('claims'), 'No claims in this period.')}`,
  );
}
