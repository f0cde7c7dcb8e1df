/** The claims waiting for the owner: the list, one claim (also through a notification's one-time link), and the decision. */
import { z } from 'zod';
import { AppError } from '../errors/app-error.ts';
import type { ApiRequest, ApiResult } from '../http/respond.ts';
import type { SessionRecord } from '../owner/store.ts';
import * as pages from './pages.ts';
import { html, redirect } from './responses.ts';
import type { ConsoleContext, Sessions } from './session.ts';

const DecisionForm = z.object({ decision: z.enum(['approve', 'deny']), trust: z.literal('client').optional() });

export function claimsSection(ctx: ConsoleContext, sessions: Sessions) {
  const { auth, owner, now, link, audit, frame } = ctx;
  const { formTokens, sessionView, checkForm } = sessions;

  async function list(session: SessionRecord): Promise<ApiResult> {
    const claims = await auth.listClaims();
    const views = await Promise.all(claims.map(async (claim) => ({ claim, client: await auth.getClient(claim.client_id) })));
    return html(200, pages.claimsPage(frame, await sessionView(session, 'owner'), views));
  }

  /** A notification's single-use link to a claim: refused unless it is unused, live and for this claim. */
  async function useLink(link: string, id: string): Promise<void> {
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

  async function show(request: ApiRequest, session: SessionRecord, id: string): Promise<ApiResult | undefined> {
    const link = request.query.get('link');
    if (link !== null) await useLink(link, id);
    const claim = await auth.getClaim(id);
    if (!claim) return undefined;
    const client = await auth.getClient(claim.client_id);
    const [form] = claim.status === 'pending' ? await formTokens(session, 1) : [];
    return html(200, pages.claimPage(frame, await sessionView(session, 'owner'), { claim, client }, form));
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
    return redirect(link('ownerClaim', { params: { id } }));
  }

  return { list, show, decide };
}
