// Child process of tests/unit/auth-keys.test.ts: waits until a shared start time, opens the store
// in the given STATE_DIR and the key ring (no SIGNING_KEY: the first start creates a key), then
// prints the active kid and how many active keys the store holds.
import { openKeyRing } from '../../src/auth/keys.ts';
import { openSqliteStore } from '../../src/auth/sqlite-store.ts';

const [dir, startAt] = process.argv.slice(2);
while (Date.now() < Number(startAt)) await new Promise((r) => setTimeout(r, 1));
const store = openSqliteStore(dir);
const ring = await openKeyRing(store, { tokenTtlSeconds: 3600, now: () => Math.floor(Date.now() / 1000) });
const active = (await store.signingKeys()).filter((k) => k.retired_at === undefined).length;
console.log(JSON.stringify({ kid: (await ring.active()).kid, active }));
await store.close();
