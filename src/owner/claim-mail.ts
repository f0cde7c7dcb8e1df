/**
 * The e-mail about a claim left pending for the owner (SMTP_URL to OWNER_EMAIL, the transport of
 * the messages' e-mail: src/messages/notify.ts). Plain text: who asked (as the client and the
 * person said, marked unverified), what this server verified of the client, the scopes waiting,
 * and the console's single-use link to the claim (./links.ts; sign-in still required). Sent once,
 * retried, then logged once without the link; the claim is never affected by a failed send.
 */
import { SCOPES, type Scope } from '../auth/scopes.ts';
import type { ClaimRecord, ClientRecord } from '../auth/store.ts';
import { EMAIL_BACKOFF_MS, type NotifyTargets, type OwnerMail, sendOwnerMail } from '../messages/notify.ts';

export interface ClaimMailEvent {
  claim: ClaimRecord;
  client: ClientRecord;
  /** The console link to this claim, when the console runs. */
  console_url?: string;
}

/** A client-chosen name in the subject: one line, no control characters, at most 80 characters. */
const oneLine = (name: string) =>
  name
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
    .trim()
    .slice(0, 80);

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

/** One line per scope: its name and what it opens. */
const scopeLines = (scopes: readonly Scope[]) => scopes.map((s) => `  - ${s}: ${SCOPES[s]}`);

/** The claim's Web Bot Auth identity, when verified; an unverified one goes with what was said (`saidSigner`). */
function verifiedSigner(claim: ClaimRecord): string {
  const s = claim.signer;
  return s?.verified ? `${s.name} (its request was signed with the key ${s.keyid} of ${s.directory})` : 'none verified';
}

const saidSigner = (claim: ClaimRecord) =>
  claim.signer && !claim.signer.verified ? [`  Signed by (Signature-Agent): ${claim.signer.agent} (not verified: ${claim.signer.reason})`] : [];

function verifiedFacts(claim: ClaimRecord, client: ClientRecord): string[] {
  const cimd = client.client_id.startsWith('https://') ? new URL(client.client_id).host : undefined;
  return [
    `  Client id: ${client.client_id}`,
    ...(cimd ? [`  Metadata document fetched from: ${cimd}`] : []),
    `  Web Bot Auth identity: ${verifiedSigner(claim)}`,
    `  Registered: ${iso(client.client_id_issued_at)}`,
    `  Authenticates with: ${client.token_endpoint_auth_method === 'none' ? 'no secret (public client)' : client.token_endpoint_auth_method}`,
    `  Redirects to: ${client.redirect_uris.join(', ') || 'nowhere (no redirect URI)'}`,
  ];
}

/** The e-mail's subject and text; `linkTtl`: seconds the link works. */
export function claimMail({ claim, client, console_url }: ClaimMailEvent, linkTtl: number): OwnerMail {
  const covers = claim.covers === 'client' ? 'every token of this client' : 'the one authorization it was made for';
  const decide = console_url
    ? [`Open the claim in your console (sign in with your passkey; the link works once, for ${Math.round(linkTtl / 60)} minutes):`, console_url]
    : ['Decide with your command:', `  npm run agents -- approve ${claim.id}`, `  npm run agents -- deny ${claim.id}`];
  return {
    subject: `Claim ${claim.id}: "${oneLine(client.client_name)}" asks for ${claim.pending.join(', ')}`,
    text: [
      `A client asks for private data of your portfolio. Nothing is granted until you approve.`,
      '',
      'Waiting for you:',
      ...scopeLines(claim.pending),
      `Granted already: ${claim.granted.join(', ') || 'nothing'}. An approval covers ${covers}.`,
      `Asked: ${iso(claim.created_at)}`,
      '',
      'Said by the client or the person (not verified):',
      `  Name: ${client.client_name}`,
      `  Who: ${claim.note?.who || '-'}`,
      `  Why: ${claim.note?.why || '-'}`,
      ...saidSigner(claim),
      '',
      'Verified by this server:',
      ...verifiedFacts(claim, client),
      '',
      ...decide,
      '',
      '--',
      `Claim ${claim.id}. List the claims with: npm run agents -- list`,
    ].join('\n'),
  };
}

/** The sender the authorization server calls for each pending claim; resolves true when sent. */
export function claimMailer(smtp: NonNullable<NotifyTargets['smtp']>, linkTtl: number, backoff: readonly number[] = EMAIL_BACKOFF_MS) {
  return (event: ClaimMailEvent): Promise<boolean> => sendOwnerMail(smtp, claimMail(event, linkTtl), `claim ${event.claim.id}`, backoff);
}
