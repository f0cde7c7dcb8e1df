/**
 * A local SMTP server that keeps every mail it receives (tests/api/messages.test.ts, the claim-mail
 * tests): no TLS (nodemailer would refuse its self-signed certificate), no authentication, a free
 * loopback port. Stop it with `close()`.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface Mail {
  from: string;
  to: string[];
  raw: string;
}

export async function startMailbox(): Promise<{ url: string; port: number; mails: Mail[]; close(): Promise<void> }> {
  const mails: Mail[] = [];
  const smtp = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (c: string) => {
        raw += c;
      });
      stream.on('end', () => {
        mails.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  return { url: `smtp://127.0.0.1:${port}`, port, mails, close: () => new Promise<void>((r) => smtp.close(() => r())) };
}
