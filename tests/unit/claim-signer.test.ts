// The Web Bot Auth identity of a claim's request as the owner is shown it: in the console's claim
// page, the e-mail and the webhook event. A verified identity is among the facts this server
// verified; what an unverified Signature-Agent said is among what was said, never shown as
// verified; a claim made without a signature says that no identity was verified.
import { afterEach, describe, expect, it } from 'vitest';
import { url } from '../../src/catalogue/paths.ts';
import type { ClaimRecord, ClaimSigner, ClientRecord } from '../../src/auth/store.ts';
import { notifyOwner } from '../../src/auth/webhook.ts';
import { claimPage, claimsPage, type ConsoleFrame } from '../../src/console/pages.ts';
import { claimMail } from '../../src/owner/claim-mail.ts';

const DIRECTORY = 'https://bot.example/.well-known/http-message-signatures-directory';
const VERIFIED: ClaimSigner = { verified: true, name: 'recruiter-bot', directory: DIRECTORY, keyid: 'poqkLGiymh_W0uP6PZFw-dvez3QJT5SolqXBCW38r0U' };
const SAID: ClaimSigner = {
  verified: false,
  agent: '"https://impostor.example"',
  reason: 'the key directory https://impostor.example/ is not on the allow-list',
};

const client: ClientRecord = {
  client_id: 'https://agent.example/client.json',
  secret_hash: '',
  client_name: 'Recruiter <bot>',
  redirect_uris: ['https://agent.example/cb'],
  grant_types: ['authorization_code'],
  token_endpoint_auth_method: 'none',
  client_id_issued_at: 1_800_000_000,
};
const claim = (signer?: ClaimSigner): ClaimRecord => ({
  id: 'clm_sig',
  client_id: client.client_id,
  requested: ['contact:read'],
  granted: [],
  pending: ['contact:read'],
  status: 'pending',
  nonce: 'n',
  created_at: 1_800_000_100,
  covers: 'client',
  ...(signer ? { signer } : {}),
});
const frame: ConsoleFrame = { owner: 'Ada', stylesheets: [], home: '/', icon: '/favicon.svg', link: url, script: url('ownerPasskeyScript') };

/** The claim page's two sections: what this server verified, and what was said. */
function sections(html: string) {
  const verified = /<h2 id="verified-h">[\s\S]*?<\/section>/.exec(html)![0];
  const said = /<h2 id="unverified-h">[\s\S]*?<\/section>/.exec(html)![0];
  return { verified, said };
}
/** The mail's two blocks. */
function blocks(text: string) {
  const said = text.split('Said by the client or the person (not verified):')[1]!.split('Verified by this server:')[0]!;
  const verified = text.split('Verified by this server:')[1]!;
  return { verified, said };
}

let fetched: string[] = [];
const fakeFetch = (async (_url: string, init: RequestInit) => {
  fetched.push(String(init.body));
  return new Response(null, { status: 204 });
}) as typeof fetch;
afterEach(() => {
  fetched = [];
});
async function webhookClaim(c: ClaimRecord) {
  await notifyOwner(
    { url: 'https://hooks.example/x', secret: 's'.repeat(32) },
    { claim: c, client_name: client.client_name, issuer: 'https://p.example' },
    { fetch: fakeFetch },
  );
  return JSON.parse(fetched[0]!).claim;
}

describe('a verified Web Bot Auth identity', () => {
  it('is among the verified facts of the console page, with the CIMD host', () => {
    const { verified, said } = sections(claimPage(frame, { form: 'f', current: 'owner' }, { claim: claim(VERIFIED), client }, 'tok'));
    expect(verified).toContain('<dt>Web Bot Auth identity</dt><dd><strong>recruiter-bot</strong>');
    expect(verified).toContain(DIRECTORY);
    expect(verified).toContain(VERIFIED.keyid);
    expect(verified).toContain('<dt>Metadata document fetched from</dt><dd>agent.example</dd>');
    expect(said).not.toContain('recruiter-bot');
    expect(claimsPage(frame, { form: 'f', current: 'owner' }, [{ claim: claim(VERIFIED), client }])).toContain(
      'signed by <strong>recruiter-bot</strong> (verified Web Bot Auth)',
    );
  });
  it('is among the verified facts of the e-mail and marked verified in the webhook', async () => {
    const { verified } = blocks(claimMail({ claim: claim(VERIFIED), client }, 600).text);
    expect(verified).toContain(`Web Bot Auth identity: recruiter-bot (its request was signed with the key ${VERIFIED.keyid} of ${DIRECTORY})`);
    expect((await webhookClaim(claim(VERIFIED))).web_bot_auth).toEqual({ verified: true, name: 'recruiter-bot', directory: DIRECTORY, keyid: VERIFIED.keyid });
  });
});

describe('an unverified Signature-Agent', () => {
  it('is shown as said, with why it is not verified; the verified facts say none', async () => {
    const page = sections(claimPage(frame, { form: 'f', current: 'owner' }, { claim: claim(SAID), client }, 'tok'));
    expect(page.verified).toContain('<dt>Web Bot Auth identity</dt><dd>none verified</dd>');
    expect(page.verified).not.toContain('impostor');
    expect(page.said).toContain('<code>&quot;https://impostor.example&quot;</code> <span class="unverified">(not verified: the key directory');
    expect(claimsPage(frame, { form: 'f', current: 'owner' }, [{ claim: claim(SAID), client }])).not.toContain('signed by');
    const mail = blocks(claimMail({ claim: claim(SAID), client }, 600).text);
    expect(mail.verified).toContain('Web Bot Auth identity: none verified');
    expect(mail.verified).not.toContain('impostor');
    expect(mail.said).toContain('Signed by (Signature-Agent): "https://impostor.example" (not verified: the key directory');
    expect((await webhookClaim(claim(SAID))).web_bot_auth).toEqual({ verified: false, signature_agent: '"https://impostor.example"', reason: SAID.reason });
  });
  it('a claim without a signature: no identity verified, nothing said, nothing in the webhook', async () => {
    const page = sections(claimPage(frame, { form: 'f', current: 'owner' }, { claim: claim(), client }, 'tok'));
    expect(page.verified).toContain('<dt>Web Bot Auth identity</dt><dd>none verified</dd>');
    expect(page.said).not.toContain('Signature-Agent');
    expect(blocks(claimMail({ claim: claim(), client }, 600).text).said).not.toContain('Signature-Agent');
    expect(await webhookClaim(claim())).not.toHaveProperty('web_bot_auth');
  });
});
