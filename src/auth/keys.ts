/**
 * Signing keys for access tokens (RS256, RFC 9068 mandatory-to-implement). A key comes from
 * SIGNING_KEY or is generated once and kept in the store, so restarts do not invalidate issued
 * tokens. A new key retires the previous one, whose public key stays in the JWKS until the
 * tokens it signed have expired. Every process reloads the key set from the store at most a
 * minute after its last load, so a rotation (`npm run agents -- rotate-key`) reaches every
 * instance within a minute, and a token signed by a key another instance has just created is
 * verified at once (a miss reloads).
 */
import { calculateJwkThumbprint, exportJWK, exportPKCS8, generateKeyPair, importJWK, importPKCS8, type JWK, type CryptoKey } from 'jose';
import type { AuthStore, SigningKeyRecord } from './store.ts';

export const ALG = 'RS256';
/** Seconds after which the key set is read again from the store. */
const RELOAD_AFTER = 60;

export interface KeyRing {
  /** The key that signs new tokens (the key set is reloaded when older than RELOAD_AFTER). */
  active(): Promise<{ kid: string; key: CryptoKey }>;
  /** A verification key by kid (published keys only), reloading from the store once on a miss. */
  verificationKey(kid: string): Promise<CryptoKey | undefined>;
  /** The public JWKS document. */
  jwks(): { keys: JWK[] };
}

async function record(privateKey: CryptoKey, publicKey: CryptoKey, now: number): Promise<SigningKeyRecord> {
  const jwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(jwk);
  return {
    kid,
    private_pem: await exportPKCS8(privateKey),
    public_jwk: JSON.stringify({ ...jwk, kid, alg: ALG, use: 'sig' }),
    created_at: now,
  };
}

export async function generateSigningKey(now: number): Promise<SigningKeyRecord> {
  const { privateKey, publicKey } = await generateKeyPair(ALG, { modulusLength: 2048, extractable: true });
  return record(privateKey, publicKey, now);
}

async function fromPem(pem: string, now: number): Promise<SigningKeyRecord> {
  const privateKey = await importPKCS8(pem, ALG, { extractable: true });
  const jwk = await exportJWK(privateKey);
  const { kty, n, e } = jwk;
  const publicKey = (await importJWK({ kty, n, e }, ALG)) as CryptoKey;
  return record(privateKey, publicKey, now);
}

export async function openKeyRing(store: AuthStore, opts: { signingKeyPem?: string; tokenTtlSeconds: number; now: () => number }): Promise<KeyRing> {
  const now = opts.now();
  if (opts.signingKeyPem) {
    const configured = await fromPem(opts.signingKeyPem, now);
    const known = (await store.signingKeys()).find((k) => k.kid === configured.kid);
    if (!known || known.retired_at !== undefined) await store.addSigningKey(configured, true);
  } else if (!(await store.signingKeys()).some((k) => k.retired_at === undefined)) {
    // Processes starting together on an empty store may all get here: the key is added only if
    // there is still no active key, in one write transaction, so they all load the same key.
    await store.addSigningKeyIfNone(await generateSigningKey(now));
  }

  let records: SigningKeyRecord[] = [];
  let lastLoad = 0;
  const privateKeys = new Map<string, CryptoKey>();
  const publicKeys = new Map<string, CryptoKey>();
  let activeKid = '';

  async function load() {
    lastLoad = opts.now();
    const t = lastLoad;
    // Published: the active keys and the retired keys whose tokens may still be alive.
    records = (await store.signingKeys()).filter((k) => k.retired_at === undefined || k.retired_at + opts.tokenTtlSeconds > t);
    const active = records.filter((k) => k.retired_at === undefined).sort((a, b) => b.created_at - a.created_at || a.kid.localeCompare(b.kid))[0];
    if (!active) throw new Error('no active signing key in the store');
    for (const r of records) {
      if (!publicKeys.has(r.kid)) publicKeys.set(r.kid, (await importJWK(JSON.parse(r.public_jwk) as JWK, ALG)) as CryptoKey);
    }
    if (!privateKeys.has(active.kid)) privateKeys.set(active.kid, await importPKCS8(active.private_pem, ALG));
    activeKid = active.kid;
  }
  await load();

  return {
    async active() {
      if (opts.now() - lastLoad >= RELOAD_AFTER) await load();
      return { kid: activeKid, key: privateKeys.get(activeKid)! };
    },
    async verificationKey(kid) {
      if (!records.some((r) => r.kid === kid) && opts.now() - lastLoad >= 10) await load();
      return records.some((r) => r.kid === kid) ? publicKeys.get(kid) : undefined;
    },
    jwks: () => ({ keys: records.map((r) => JSON.parse(r.public_jwk) as JWK) }),
  };
}
