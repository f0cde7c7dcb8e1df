/**
 * The consent decision (the POST of the consent page). Allow: the scopes that need the owner
 * become a pending claim of this one grant (with the person's note); the scopes granted by
 * configuration, or to the whole client by the owner, are usable at once. The code is single use
 * and lives a minute. One consent page makes at most one decision.
 */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { newId, sha256hex } from './context.ts';
import {
  type AuthorizeOutcome,
  CONSENT_COOKIE,
  type CodeFlowDeps,
  type ConsentRequest,
  errorPage,
  errorRedirect,
  liveClient,
  verifyConsentRequest,
  withParams,
} from './consent-request.ts';
import type { Form } from './form.ts';
import { OAuthError } from './oauth-error.ts';
import { hasUnprintable } from './printable.ts';
import { NOTE_LIMITS } from './schema.ts';
import { isScope } from './scopes.ts';
import type { ClaimNote, ClaimRecord, ClientRecord } from './store.ts';

export const AUTHORIZATION_CODE_TTL = 60;

/** A textarea sends line breaks as CRLF; the note is one line for the owner's terminal and webhook. */
const oneLine = (text: string) => text.replace(/\r\n|[\r\n\t]/g, ' ');

const Note = z.object({
  who: z.string().trim().max(NOTE_LIMITS.who),
  why: z.string().trim().max(NOTE_LIMITS.why),
});

/** What the person wrote (undefined when nothing), or the error page for a note too long or with control characters. */
function readNote(form: Form): ClaimNote | undefined | AuthorizeOutcome {
  const note = Note.safeParse({ who: oneLine(form.get('who') ?? ''), why: oneLine(form.get('why') ?? '') });
  if (!note.success || hasUnprintable(note.data.who) || hasUnprintable(note.data.why)) {
    return errorPage(
      'invalid_request',
      `Who you are may have up to ${NOTE_LIMITS.who} characters and why up to ${NOTE_LIMITS.why}, without control characters.`,
    );
  }
  return note.data.who || note.data.why ? note.data : undefined;
}

export function createDecide(deps: CodeFlowDeps) {
  const { config, store, now } = deps;
  const issuer = config.issuer;

  /** The posted request, verified and bound to this browser's consent cookie, used once; or the error page. */
  async function acceptedRequest(form: Form, cookie: (name: string) => string | undefined): Promise<ConsentRequest | AuthorizeOutcome> {
    const raw = form.get('request');
    if (!raw) return errorPage('invalid_request', 'The consent form is incomplete: start again from the application.');
    const request = await verifyConsentRequest(deps, raw);
    if (request === 'expired') return errorPage('invalid_request', 'The consent page was open too long: start again from the application.');
    if (request === 'invalid') return errorPage('invalid_request', 'The consent form is not valid: start again from the application.');
    const presented = cookie(`${CONSENT_COOKIE}${request.cid}`);
    if (!presented || sha256hex(presented) !== request.csrf) {
      return errorPage(
        'access_denied',
        'This form does not belong to this browser session (the consent cookie is missing): start again from the application.',
        403,
      );
    }
    // Single use: one consent page makes at most one decision, one code and one claim.
    if (!(await store.useAssertionId(`consent:${issuer}`, request.cid, request.exp + 60))) {
      return errorPage('invalid_request', 'This consent form was already sent: start again from the application.');
    }
    return request;
  }

  /** Allow: the grant, its claim for what still needs the owner, and the code. */
  async function allow(client: ClientRecord, request: ConsentRequest, note: ClaimNote | undefined): Promise<AuthorizeOutcome> {
    const { redirect_uri: redirectUri, state } = request;
    const scopes = request.scopes.filter(isScope);
    // Only what covers the whole client is granted already; anything else is this grant's claim.
    const already = new Set(await store.grantedScopes(client.client_id));
    const toClaim = scopes.filter((s) => !already.has(s));
    const grantId = newId('grt');
    let claim: ClaimRecord | undefined;
    try {
      claim = toClaim.length ? await deps.createClaim(client, toClaim, note, grantId) : undefined;
    } catch (err) {
      if (err instanceof OAuthError) return errorRedirect(issuer, redirectUri, err.error, err.detail, state);
      throw err;
    }
    const t = now();
    await store.insertGrant({ id: grantId, client_id: client.client_id, created_at: t });
    const code = randomBytes(32).toString('base64url');
    await store.insertAuthorizationCode({
      code_hash: sha256hex(code),
      client_id: client.client_id,
      redirect_uri: redirectUri,
      code_challenge: request.code_challenge,
      scopes,
      resource: request.resource,
      grant_id: grantId,
      ...(claim ? { claim_id: claim.id } : {}),
      expires_at: t + AUTHORIZATION_CODE_TTL,
    });
    return { kind: 'redirect', location: withParams(redirectUri, { code, state, iss: issuer }) };
  }

  /** POST of the consent form: `cookie(name)` reads a cookie of the request, `origin` is the Origin header. */
  return async function decide(form: Form, cookie: (name: string) => string | undefined, origin: string | undefined): Promise<AuthorizeOutcome> {
    // A browser sends Origin on a form POST; another origin (or "null") is a cross-site post.
    if (origin !== undefined && origin !== issuer)
      return errorPage('access_denied', 'This form was sent from another site: start again from the application.', 403);
    const request = await acceptedRequest(form, cookie);
    if ('kind' in request) return request;
    const client = await liveClient(deps, request.client_id);
    if (!client) return errorPage('invalid_client', 'This application was revoked meanwhile.');
    if (form.get('decision') !== 'allow')
      return errorRedirect(issuer, request.redirect_uri, 'access_denied', 'the person at the browser declined', request.state);
    const note = readNote(form);
    if (note && 'kind' in note) return note;
    return allow(client, request, note);
  };
}
