// The owner's command for agents: npm run agents -- <command>
//
//   list                  every claim: its client, status, what an approval covers, since when, who asked and why,
//                         and the Web Bot Auth identity of its request (verified, or only said)
//                         (from the consent page)
//   approve <claim_id>    grant the pending scopes of a claim: to the one authorization (grant) it was made for at the
//                         consent page, or to the client when a confidential client claimed them with its secret
//   approve <claim_id> --trust-client
//                         grant them to every token of the client, whoever uses its client_id (trust this client
//                         for everyone)
//   deny <claim_id>       refuse the pending scopes of a claim
//   revoke <client_id>    revoke a client: its tokens are refused at once, it cannot get new ones
//   rotate-key            sign new tokens with a new key; the old public key stays published
//                         until the tokens it signed have expired
//   messages list [--all] the messages to the owner not yet archived (--all: archived too), newest first
//   messages show <id>    one message in full (shown as text: nothing in it is interpreted)
//   messages archive <id> keep it, out of the list
//   messages delete <id>  delete it for good
//   enrol                 print a one-time link that adds a passkey to the owner console (/owner); it works once,
//                         for OWNER_ENROL_TTL seconds (default 600)
//
// It works on the server's store: Redis at STATE_URL when set, else SQLite in STATE_DIR (default data/).
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadEnvFile } from './lib/env-file.mjs';
import { readAuthConfig } from '../src/auth/config.ts';
import { generateSigningKey } from '../src/auth/keys.ts';
import { printable } from '../src/auth/printable.ts';
import { openState } from '../src/auth/state.ts';
import { redisMessageStore } from '../src/messages/redis-store.ts';
import { openSqliteMessageStore } from '../src/messages/store.ts';
import { senderLabel } from '../src/messages/notify.ts';
import { readOwnerConfig } from '../src/owner/config.ts';
import { openOwnerState } from '../src/owner/state.ts';
import { newSecret } from '../src/owner/store.ts';

loadEnvFile();
const USAGE =
  'usage: npm run agents -- list | approve <claim_id> [--trust-client] | deny <claim_id> | revoke <client_id> | rotate-key | enrol | messages list [--all] | messages show|archive|delete <id>';
let positionals;
let values;
try {
  ({ positionals, values } = parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    strict: true,
    options: { 'trust-client': { type: 'boolean', default: false }, all: { type: 'boolean', default: false } },
  }));
} catch (err) {
  console.error(`agents: ${err.message}\n${USAGE}`);
  process.exit(2);
}
const [command, arg, ...extra] = positionals;
const now = () => Math.floor(Date.now() / 1000);

function exit(message, code = 1) {
  (code ? console.error : console.log)(message);
  process.exit(code);
}

let config;
try {
  config = readAuthConfig(process.env, 'http://localhost', fileURLToPath(new URL('..', import.meta.url)));
} catch (err) {
  exit(`agents: invalid configuration: ${err.message}`);
}
const messageCommand = command === 'messages';
if (!command || extra.length > (messageCommand ? 1 : 0) || (values['trust-client'] && command !== 'approve') || (values.all && !messageCommand)) exit(USAGE, 2);
let store;
let state;
let redis;
try {
  state = await openState(config);
  ({ store, redis } = state);
} catch (err) {
  exit(err?.name === 'ConfigError' ? `agents: invalid configuration: ${err.message}` : `agents: cannot open the store: ${err?.message ?? err}`);
}
// Everything printed that a client supplied (its name above all) or that comes from the store goes
// through printable(): no escape sequence, newline or bidi override reaches the terminal.
const p = (value) => printable(String(value));
// A quoted field: its own quotes and backslashes escaped first, so that it cannot close the quotes
// and fake the fields after it.
const q = (value) => `"${printable(String(value).replace(/["\\]/g, '\\$&'))}"`;
/** What an approval of the claim covers, in words. */
const covers = (c) => (c.covers === 'client' ? 'covers client (every token)' : c.grant_id ? `covers grant ${p(c.grant_id)}` : 'covers no grant (migrated)');
const date = (s) => (s ? new Date(s * 1000).toISOString().replace('.000', '') : '-');

switch (command) {
  case 'list': {
    const claims = await store.listClaims();
    if (!claims.length) exit('no claims yet', 0);
    for (const c of claims) {
      const client = await store.getClient(c.client_id);
      const name = client ? `${q(client.client_name)}${client.revoked_at ? ' (revoked)' : ''}` : '"?"';
      console.log(
        [
          p(c.id),
          p(c.status).padEnd(8),
          `client ${p(c.client_id)} ${name}`,
          covers(c),
          `granted [${p(c.granted.join(' '))}]`,
          `pending [${p(c.pending.join(' '))}]`,
          `nonce ${p(c.nonce)}`,
          `since ${date(c.created_at)}`,
          ...(c.note ? [`who ${q(c.note.who || '-')}`, `why ${q(c.note.why || '-')}`] : []),
          ...(c.signer ? [signerText(c.signer)] : []),
        ].join('  '),
      );
    }
    break;
  }
  case 'approve':
  case 'deny': {
    if (!arg) exit(USAGE, 2);
    const claim = await store.getClaim(arg);
    if (!claim) exit(`agents: no claim ${p(arg)}`);
    const trust = values['trust-client'];
    if (command === 'approve' && claim.covers === 'grant' && !claim.grant_id && !trust)
      exit(`agents: claim ${p(arg)} belongs to no grant any more (made before approvals covered one grant): deny it, or approve it with --trust-client`);
    if (!(await store.decideClaim(arg, command === 'approve' ? 'approved' : 'denied', now(), trust)))
      exit(`agents: claim ${p(arg)} is ${p(claim.status)}, not pending`);
    const after = await store.getClaim(arg);
    console.log(`${p(arg)} ${p(after.status)}: granted [${p(after.granted.join(' '))}], ${covers(after)}`);
    break;
  }
  case 'revoke': {
    if (!arg) exit(USAGE, 2);
    if (!(await store.getClient(arg))) exit(`agents: no client ${p(arg)}`);
    if (!(await store.revokeClient(arg, now()))) exit(`agents: client ${p(arg)} was already revoked`);
    // A revoked client is kept, never purged as unused: a client_id URL (metadata document) would
    // otherwise come back unrevoked at its next authorization request.
    await store.recordTokenIssued(arg, now());
    console.log(`${p(arg)} revoked: its tokens are refused from now on`);
    break;
  }
  case 'rotate-key': {
    if (config.signingKeyPem) exit('agents: SIGNING_KEY is set: rotate by changing SIGNING_KEY and restarting');
    const key = await generateSigningKey(now());
    await store.addSigningKey(key, true);
    console.log(`new signing key ${key.kid}; the servers sign with it within a minute (old tokens stay valid until they expire)`);
    break;
  }
  case 'messages':
    await messages(arg, extra[0]);
    break;
  case 'enrol': {
    if (arg) exit(USAGE, 2);
    let ownerConfig;
    try {
      ownerConfig = readOwnerConfig(process.env);
    } catch (err) {
      exit(`agents: invalid configuration: ${err.message}`);
    }
    if (!ownerConfig.enabled) exit('agents: OWNER_CONSOLE is false: the owner console is off');
    const owner = openOwnerState(state, config);
    const secret = newSecret();
    await owner.insertSecret(secret, { kind: 'enrol', subject: 'owner', expires_at: now() + ownerConfig.enrolTtl });
    await owner.audit({ at: now(), action: 'enrolment link printed', detail: '' });
    await owner.close();
    const site = new URL(process.env.SITE_URL?.trim() || `http://localhost:${process.env.PORT?.trim() || 4321}/`);
    const base = site.pathname.endsWith('/') ? site.pathname : `${site.pathname}/`;
    const server = process.env.API_ORIGIN?.trim() ? new URL(process.env.API_ORIGIN.trim()).origin : site.origin;
    console.log(`Open this link on the device that will hold your passkey (it works once, for ${Math.round(ownerConfig.enrolTtl / 60)} minutes):`);
    console.log(`${server}${base}owner/enrol?token=${secret}`);
    break;
  }
  default:
    exit(USAGE, 2);
}
await store.close();

/** A claim's Web Bot Auth identity: verified (bound to its request), or what its Signature-Agent said. */
function signerText(s) {
  return s.verified
    ? `signed by ${q(s.name)} (verified: key ${p(s.keyid)} of ${p(s.directory)})`
    : `signature-agent ${q(s.agent)} (not verified: ${p(s.reason)})`;
}

/** The owner's messages (src/messages): in the same state as the rest. */
async function messages(sub, id) {
  const inbox = redis ? redisMessageStore(redis, config.statePrefix) : openSqliteMessageStore(config.stateDir);
  const line = (m) =>
    [
      p(m.id),
      p(m.status).padEnd(8),
      date(m.received_at),
      q(senderLabel(m)),
      `reply ${q(m.contact ?? '-')}`,
      `webhook ${p(m.webhook)}`,
      `email ${p(m.email)}`,
      q(m.message.slice(0, 60)),
    ].join('  ');
  if (sub === 'list' && !id) {
    const all = await inbox.listMessages(values.all ? undefined : 'new');
    if (!all.length) console.log(values.all ? 'no messages' : 'no new messages');
    for (const m of all) console.log(line(m));
  } else if (sub === 'show' && id) {
    const m = await inbox.getMessage(id);
    if (!m) exit(`agents: no message ${p(id)}`);
    console.log(line(m));
    // Line by line, each printable: the text is shown as written, nothing in it reaches the terminal as a control.
    for (const text of m.message.split(/\r?\n/)) console.log(`  ${p(text)}`);
  } else if (sub === 'archive' && id) {
    if (!(await inbox.archiveMessage(id))) exit(`agents: no new message ${p(id)}`);
    console.log(`${p(id)} archived`);
  } else if (sub === 'delete' && id) {
    if (!(await inbox.deleteMessage(id))) exit(`agents: no message ${p(id)}`);
    console.log(`${p(id)} deleted`);
  } else exit(USAGE, 2);
  await inbox.close();
}
