// The built server e-mails the owner about a claim left pending (SMTP_URL, no webhook needed):
// one plain-text mail to OWNER_EMAIL with the console's link to that claim, which the server
// stored as a single-use claim link (checked in its STATE_DIR, as the console checks it).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startServer } from '../../scripts/lib/start-server.mjs';
import { openOwnerOperations } from '../../src/owner/store.ts';
import { snapshotBuild } from '../support/build-copy.ts';
import { startMailbox } from '../support/smtp.ts';

let build: string;
let dir: string;
let smtp: Awaited<ReturnType<typeof startMailbox>>;
let server: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  build = snapshotBuild();
  dir = mkdtempSync(join(tmpdir(), 'claim-mail-'));
  smtp = await startMailbox();
  server = await startServer('server.mjs', {
    env: {
      PORTFOLIO_DIST: build,
      STATE_DIR: dir,
      SMTP_URL: smtp.url,
      OWNER_EMAIL: 'owner@lindqvist.example',
      MESSAGES_ENABLED: 'false',
    },
  });
});
afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  rmSync(dir, { recursive: true, force: true });
  if (build) rmSync(build, { recursive: true, force: true });
});

/** The text of a mail, undoing quoted-printable (soft line breaks and =XX). */
const text = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/(?:=[0-9A-F]{2})+/g, (m) => Buffer.from(m.replaceAll('=', ''), 'hex').toString('utf8'));

describe('the e-mail about a pending claim, from the built server', () => {
  it('one mail to OWNER_EMAIL, even with messages off, whose console link works once', async () => {
    const registered = await fetch(`${server.url}/v1/auth/identity`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_name: 'Mail test agent', grant_types: ['client_credentials'], token_endpoint_auth_method: 'client_secret_basic' }),
    });
    expect(registered.status).toBe(201);
    const { client_id, client_secret } = (await registered.json()) as { client_id: string; client_secret: string };
    const res = await fetch(`${server.url}/v1/auth/claim`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Basic ${Buffer.from(`${encodeURIComponent(client_id)}:${encodeURIComponent(client_secret)}`).toString('base64')}`,
      },
      body: JSON.stringify({ scopes: ['contact:read'] }),
    });
    expect(res.status).toBe(201);
    const claim = (await res.json()) as { id: string; status: string };
    expect(claim.status).toBe('pending');
    await vi.waitFor(() => expect(smtp.mails).toHaveLength(1), { timeout: 10_000, interval: 50 });
    const mail = smtp.mails[0]!;
    expect(mail.to).toEqual(['owner@lindqvist.example']);
    const body = text(mail.raw);
    expect(body).toContain('Mail test agent');
    expect(body).toContain('contact:read');
    const link = body.match(/(http:\/\/[^\s/]+)\/owner\/claims\/([^?\s]+)\?link=([\w-]+)/);
    // The console at the site's public origin (SITE_URL of the build).
    expect(link?.[1]).toBe(JSON.parse(readFileSync(join(build, 'server/portfolio.json'), 'utf8')).site.replace(/\/$/, ''));
    expect(link?.[2]).toBe(claim.id);
    const owner = openOwnerOperations(dir);
    try {
      const now = Math.floor(Date.now() / 1000);
      expect(owner.useSecret(link![3]!, 'claim-link', now)).toMatchObject({ status: 'ok', secret: { subject: claim.id } });
      expect(owner.useSecret(link![3]!, 'claim-link', now).status).toBe('used');
    } finally {
      owner.close();
    }
  });
});
