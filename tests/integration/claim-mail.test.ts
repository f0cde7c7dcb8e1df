// The owner's e-mail about a claim left pending (src/owner/claim-mail.ts, sent by the
// authorization server through src/auth/service.ts), against a local SMTP server: exactly one
// plain-text mail per pending claim (none for a claim granted at once), naming who asked, the
// client's verified facts and the scopes, with the console's link to that claim, which works once
// (checked through the owner store, as the console does). A failed send is retried, logged once
// without the link or the SMTP password, and leaves the claim as it was.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { type Mail, startMailbox } from '../support/smtp.ts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readAuthConfig } from '../../src/auth/config.ts';
import { createAuthService } from '../../src/auth/service.ts';
import { openSqliteStore } from '../../src/auth/sqlite-store.ts';
import { claimMail, claimMailer } from '../../src/owner/claim-mail.ts';
import { claimLinks } from '../../src/owner/links.ts';
import { openOwnerStore } from '../../src/owner/store.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('claim-mail');
let smtp: Awaited<ReturnType<typeof startMailbox>>;
let smtpUrl: string;
let mails: Mail[];

beforeAll(async () => {
  smtp = await startMailbox();
  smtpUrl = smtp.url;
  mails = smtp.mails;
});
afterAll(() => smtp.close());

/** The text of a mail, undoing quoted-printable (soft line breaks and =XX). */
const text = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/(?:=[0-9A-F]{2})+/g, (m) => Buffer.from(m.replaceAll('=', ''), 'hex').toString('utf8'));

async function setup(url: string) {
  const dir = tempDir();
  const config = readAuthConfig({ STATE_DIR: `${dir}/state`, AUTO_GRANT_SCOPES: 'skills:read' }, 'https://portfolio.example', dir);
  const store = openSqliteStore(config.stateDir);
  const owner = openOwnerStore(config.stateDir);
  const claimLink = claimLinks(owner, (path) => `https://portfolio.example${path}`, 3600);
  const claimEmail = claimMailer({ url, from: 'site@example.com', to: 'owner@example.com' }, 3600, [10]);
  const service = await createAuthService(config, store, undefined, { claimLink, claimEmail });
  const { client_id } = (await service.register({ client_name: 'Recruiter bot', redirect_uris: ['https://bot.example/cb'] })) as { client_id: string };
  const client = (await service.store.getClient(client_id))!;
  return { service, owner, client };
}

describe('the e-mail about a pending claim', () => {
  it('one mail per pending claim, none for a claim granted at once; its link opens that claim once', async () => {
    const { service, owner, client } = await setup(smtpUrl);
    try {
      await service.createClaim(client, ['skills:read']);
      const claim = await service.createClaim(client, ['contact:read', 'skills:read'], { who: 'Jane Roe, Acme hiring', why: 'a senior role' });
      await vi.waitFor(() => expect(mails.filter((m) => m.raw.includes(claim.id))).toHaveLength(1), { timeout: 5000 });
      await new Promise((r) => setTimeout(r, 300));
      expect(mails).toHaveLength(1);
      const mail = mails[0]!;
      expect(mail.to).toEqual(['owner@example.com']);
      expect(mail.raw).toMatch(/^Content-Type: text\/plain/im);
      const body = text(mail.raw);
      for (const fact of [
        'Jane Roe, Acme hiring',
        'a senior role',
        'Recruiter bot',
        'not verified',
        client.client_id,
        'https://bot.example/cb',
        'contact:read',
        'Granted already: skills:read',
      ])
        expect(body).toContain(fact);
      const link = body.match(/https:\/\/portfolio\.example\/owner\/claims\/([^?\s]+)\?link=([\w-]+)/);
      expect(link?.[1]).toBe(claim.id);
      const now = Math.floor(Date.now() / 1000);
      const first = await owner.useSecret(link![2]!, 'claim-link', now);
      expect(first).toMatchObject({ status: 'ok', secret: { subject: claim.id } });
      expect((await owner.useSecret(link![2]!, 'claim-link', now)).status).toBe('used');
    } finally {
      await service.close();
    }
  });

  it('a failed send is retried, logged once without the link or the password, and the claim stays pending', async () => {
    // A port nothing listens on: a server started and stopped.
    const closed = new SMTPServer({ logger: false });
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.server.address() as AddressInfo).port;
    await new Promise<void>((r) => closed.close(() => r()));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { service, client } = await setup(`smtp://owner:hunter2-secret@127.0.0.1:${port}`);
    try {
      const claim = await service.createClaim(client, ['contact:read']);
      await vi.waitFor(() => expect(warn).toHaveBeenCalled(), { timeout: 10_000 });
      await new Promise((r) => setTimeout(r, 200));
      expect(warn).toHaveBeenCalledTimes(1);
      const line = warn.mock.calls.join('\n');
      expect(line).toMatch(new RegExp(`gave up on claim ${claim.id} after 2 attempts`));
      expect(line).not.toMatch(/hunter2|link=|portfolio\.example/);
      expect((await service.store.getClaim(claim.id))?.status).toBe('pending');
    } finally {
      warn.mockRestore();
      await service.close();
    }
  });

  it('without the console (OWNER_CONSOLE=false) the mail names the commands instead of a link', async () => {
    const { service, client } = await setup(smtpUrl);
    try {
      const claim = await service.createClaim(client, ['contact:read']);
      const mail = claimMail({ claim, client }, 3600);
      expect(mail.text).toContain(`npm run agents -- approve ${claim.id}`);
      expect(mail.text).not.toContain('link=');
      expect(mail.subject).toBe(`Claim ${claim.id}: "Recruiter bot" asks for contact:read`);
      // A name with line breaks cannot add a header line to the subject.
      const forged = claimMail({ claim, client: { ...client, client_name: 'x\r\nBcc: evil@example.com' } }, 3600);
      expect(forged.subject).not.toMatch(/[\r\n]/);
    } finally {
      await service.close();
    }
  });
});
