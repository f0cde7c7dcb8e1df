/**
 * Passkey sign-in and enrolment (WebAuthn ceremonies driven by public/owner/passkey.js), adding
 * and removing passkeys, signing out, and the enrolment page of a one-time link from
 * `npm run agents -- enrol`.
 */
import { z } from 'zod';
import { url } from '../catalogue/paths.ts';
import { AppError } from '../errors/app-error.ts';
import type { ApiRequest, ApiResult } from '../http/respond.ts';
import { authenticationOptions, CEREMONY_TTL, registrationOptions, verifyAuthentication, verifyRegistration } from '../owner/passkeys.ts';
import * as pages from './pages.ts';
import { cookie, cookieValue, html, json, redirect } from './responses.ts';
import { type ConsoleContext, SESSION_COOKIE, Secret, type Sessions } from './session.ts';

export const CEREMONY_COOKIE = '__Host-owner-ceremony';

const RegisterOptionsBody = z.strictObject({ enrol: Secret.optional(), form: Secret.optional() });
const RegisterBody = z.strictObject({ enrol: Secret.optional(), credential: z.unknown(), name: z.string().trim().min(1).max(60).optional() });
const LoginBody = z.strictObject({ credential: z.unknown(), next: z.string().max(2000).optional() });

const ceremonyCookie = (value: string) => ({ 'Set-Cookie': cookie(CEREMONY_COOKIE, value, CEREMONY_TTL) });
const ceremonyOf = (request: ApiRequest) => cookieValue(request.header('cookie'), CEREMONY_COOKIE);

export function passkeyRoutes(ctx: ConsoleContext, sessions: Sessions) {
  const { owner, rp, now, link, audit, frame } = ctx;
  const { parseJson, sessionOf, consumeForm, startSession, safeNext, checkForm } = sessions;

  /** Uses an enrolment link (`peek`: checks it without using it up); refused unless it is valid. */
  async function useEnrolment(token: string, peek = false): Promise<void> {
    const use = await owner.useSecret(token, 'enrol', now(), peek);
    if (use.status !== 'ok') throw new AppError('OWNER_LINK_REFUSED', `This enrolment link is ${use.status}: print a new one.`);
  }

  async function registerOptions(request: ApiRequest): Promise<ApiResult> {
    const body = parseJson(request, RegisterOptionsBody);
    if (body.enrol) await useEnrolment(body.enrol, true);
    else {
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
    if (body.enrol) await useEnrolment(body.enrol);
    await owner.addPasskey(passkey);
    await audit(body.enrol ? 'passkey enrolled (link)' : 'passkey added', passkey.name);
    const headers: Record<string, string> = {};
    if (body.enrol) headers['Set-Cookie'] = await startSession(passkey.id);
    return json({ next: body.enrol ? link('owner') : link('ownerPasskeys') }, headers);
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

  async function removePasskey(request: ApiRequest): Promise<ApiResult> {
    const { form } = await checkForm(request);
    const id = form.get('id') ?? '';
    const passkey = await owner.getPasskey(id);
    if (!passkey) throw new AppError('NOT_FOUND', 'No such passkey.');
    if (!(await owner.removePasskey(id))) throw new AppError('OWNER_LAST_PASSKEY', 'This is your last passkey: add another one first.');
    await owner.deleteSessionsOf(id);
    await audit('passkey removed', passkey.name);
    return redirect(link('ownerPasskeys'));
  }

  async function signOut(request: ApiRequest): Promise<ApiResult> {
    const { session } = await checkForm(request);
    await owner.deleteSession(session.hash);
    await audit('signed out');
    return redirect(link('ownerSignIn'), { 'Set-Cookie': cookie(SESSION_COOKIE, '', 0) });
  }

  async function enrolPage(request: ApiRequest): Promise<ApiResult> {
    const token = request.query.get('token') ?? '';
    const use = Secret.safeParse(token).success ? await owner.useSecret(token, 'enrol', now(), true) : { status: 'unknown' as const };
    if (use.status !== 'ok') throw new AppError('OWNER_LINK_REFUSED', `This enrolment link is ${use.status}: print a new one with npm run agents -- enrol.`);
    return html(200, pages.enrolPage(frame, token));
  }

  /** The POSTs, by site path (before the base). */
  const posts: Record<string, (request: ApiRequest) => Promise<ApiResult>> = {
    [url('ownerRegisterOptions')]: registerOptions,
    [url('ownerRegisterVerify')]: registerVerify,
    [url('ownerLoginOptions')]: loginOptions,
    [url('ownerLoginVerify')]: loginVerify,
    [url('ownerPasskeyRemove')]: removePasskey,
    [url('ownerSignOut')]: signOut,
  };
  return { posts, enrolPage };
}
