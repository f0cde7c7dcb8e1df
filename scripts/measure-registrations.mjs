// How large does the authorization server's database grow under sustained registration?
//
//   node scripts/measure-registrations.mjs [--clients N] [--rate R/S] [--ttl SECONDS]
//   (through npm: npm exec -- node scripts/measure-registrations.mjs, for the project's Node)
//
// Registers N clients (default 2000) with maximum-size metadata (a request body of exactly the
// registration endpoint's limit: a 200-character client_name and ten long redirect URIs) directly
// through createAuthService on a temporary STATE_DIR, and prints the bytes each client adds to
// auth.sqlite. Then it prints the steady-state size that the purge of unused clients allows: at
// R registrations per S seconds per client address (default RATE_LIMIT_AUTH, 30/60) and a purge
// window of CLIENT_UNUSED_TTL (default 86400 s), one address keeps at most
// R/S * (CLIENT_UNUSED_TTL + 60) unused clients (the purge runs at most once a minute). Last, it
// simulates that steady state on a fake clock with the shortest window (300 s) and shows that the
// file stops growing (freed pages are reused). Nothing is sent over the network.
import { mkdtempSync, rmSync, statSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { parseArgs } from 'node:util';
import { DEFAULTS, readAuthConfig } from '../src/auth/config.ts';
import { createAuthService } from '../src/auth/service.ts';
import { openSqliteStore } from '../src/auth/sqlite-store.ts';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '2000' },
    rate: { type: 'string', default: DEFAULTS.rateAuth },
    ttl: { type: 'string', default: String(DEFAULTS.clientUnusedTtlSeconds) },
  },
});
const clients = Number(values.clients);
const [points, seconds] = values.rate.split('/').map(Number);
const ttl = Number(values.ttl);

/** The registration endpoint's body limit, from the route registry (8 KiB when it cannot be read). */
const maxBytes =
  (await import('../src/http/routes.ts').then(({ ROUTES }) => ROUTES.find((r) => r.operationId === 'registerAgent')?.body?.maxBytes).catch(() => undefined)) ??
  8 * 1024;
const ID_JAG_TYPE = 'urn:ietf:params:oauth:token-type:id-jag';

/** The largest metadata the endpoint accepts and the store keeps: exactly `maxBytes` of JSON. */
function maximumMetadata(i) {
  const base = {
    client_name: `${String(i).padStart(8, '0')}-${'N'.repeat(191)}`,
    assertion_type: ID_JAG_TYPE,
    token_endpoint_auth_method: 'client_secret_post',
    grant_types: ['client_credentials', 'urn:ietf:params:oauth:grant-type:jwt-bearer', 'urn:ietf:params:oauth:grant-type:token-exchange'],
    redirect_uris: Array.from({ length: 10 }, () => 'https://agent.example/cb/'),
  };
  const spare = maxBytes - Buffer.byteLength(JSON.stringify(base));
  const each = Math.floor(spare / 10);
  base.redirect_uris = base.redirect_uris.map((u, k) => u + 'x'.repeat(each + (k < spare % 10 ? 1 : 0)));
  const bytes = Buffer.byteLength(JSON.stringify(base));
  if (bytes !== maxBytes) throw new Error(`metadata is ${bytes} bytes, expected ${maxBytes}`);
  return base;
}

/** auth.sqlite after a checkpoint (the WAL folded into the database file), in bytes. */
function databaseBytes(dir) {
  const file = join(dir, 'auth.sqlite');
  const db = new DatabaseSync(file, { timeout: 5000 });
  db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  db.close();
  const wal = `${file}-wal`;
  return statSync(file).size + (existsSync(wal) ? statSync(wal).size : 0);
}

const mb = (b) => `${(b / 1024 / 1024).toFixed(1)} MiB`;

async function withService(env, fn) {
  const dir = join(mkdtempSync(join(tmpdir(), 'measure-registrations-')), 'state');
  const config = readAuthConfig({ ...env, STATE_DIR: dir }, 'https://portfolio.example', dir);
  const store = openSqliteStore(dir);
  const clock = { t: 1_800_000_000 };
  try {
    const service = await createAuthService(config, store, () => clock.t);
    return await fn({ dir, service, store, clock });
  } finally {
    await store.close();
    rmSync(join(dir, '..'), { recursive: true, force: true });
  }
}

// 1. Bytes per client, on a fixed clock (no purge): maximum-size metadata, and a typical registration for comparison.
const measure = (label, metadata) =>
  withService({}, async ({ dir, service }) => {
    const before = databaseBytes(dir);
    const started = performance.now();
    for (let i = 0; i < clients; i++) await service.register(metadata(i));
    const ms = performance.now() - started;
    const after = databaseBytes(dir);
    const per = (after - before) / clients;
    console.log(
      `${label}: ${clients} registrations in ${(ms / 1000).toFixed(1)} s, auth.sqlite ${before} -> ${after} bytes, ${Math.round(per)} bytes per client`,
    );
    return per;
  });
const perClient = await measure(`maximum metadata (a ${maxBytes}-byte body, the endpoint's limit)`, maximumMetadata);
await measure('typical metadata ({"client_name":"Example recruiter agent"})', () => ({ client_name: 'Example recruiter agent' }));

// 2. Steady state per client address, from the rate limit and the purge window.
const perSecond = points / seconds;
const steadyClients = Math.ceil(perSecond * (ttl + 60));
console.log(
  `steady state per client address at ${points}/${seconds} s and CLIENT_UNUSED_TTL=${ttl}: ` +
    `${steadyClients} unused clients, ${mb(steadyClients * perClient)} (${Math.round(perSecond * 86_400)} registrations a day)`,
);
console.log(`without the purge, per client address: ${mb(perSecond * 86_400 * perClient)} more every day, without end`);

// 3. The steady state itself, on a fake clock: the shortest window (300 s), six windows long.
const window = 300;
await withService({ CLIENT_UNUSED_TTL: String(window) }, async ({ dir, service, clock }) => {
  const step = seconds / points;
  const sizes = [];
  for (let minute = 1; minute <= (6 * window) / 60; minute++) {
    for (let k = 0; k < 60 / step; k++) {
      clock.t += step;
      await service.register(maximumMetadata(minute * 1000 + k));
    }
    if (minute % 5 === 0) sizes.push(`${minute} min: ${mb(databaseBytes(dir))}`);
  }
  const bound = Math.ceil(perSecond * (window + 60));
  console.log(
    `simulated ${points}/${seconds} s for ${(6 * window) / 60} minutes with CLIENT_UNUSED_TTL=${window} (bound ${bound} clients, ${mb(bound * perClient)}): ${sizes.join(', ')}`,
  );
});
