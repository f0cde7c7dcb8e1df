/** The fields of the Redis store's hashes as the store's records, and the helpers that read Redis replies. */
import type { ClaimStatus } from './schema.ts';
import type { AuthorizationCodeRecord, ClaimNote, ClaimRecord, ClaimSigner, ClientRecord, GrantRecord, RefreshTokenRecord } from './store.ts';

export type Fields = Record<string, string>;

/** The replies of a MULTI: throws the first command's error (EXEC answers them, it does not reject). */
export function settled(replies: [Error | null, unknown][] | null): void {
  if (replies === null) throw new Error('the transaction was discarded');
  const failed = replies.find(([err]) => err);
  if (failed) throw failed[0];
}

/** The reply of HGETALL in a script (a flat list) as fields. */
export function pairs(list: unknown): Fields {
  const out: Fields = {};
  const a = list as string[];
  for (let i = 0; i + 1 < a.length; i += 2) out[a[i]!] = a[i + 1]!;
  return out;
}

export const num = (v: string | undefined) => (v === undefined ? undefined : Number(v));
export const opt = <K extends string>(key: K, v: string | undefined) => (v === undefined ? {} : ({ [key]: Number(v) } as Record<K, number>));
export const isEmpty = (f: Fields) => Object.keys(f).length === 0;
/** Fields for HSET: [name, value, …], dropping undefined values. */
export function flat(record: Record<string, string | number | undefined>): string[] {
  return Object.entries(record).flatMap(([k, v]) => (v === undefined ? [] : [k, String(v)]));
}

export const toClient = (id: string, f: Fields): ClientRecord => ({
  ...(JSON.parse(f.meta!) as Omit<ClientRecord, 'client_id' | 'secret_hash' | 'client_id_issued_at'>),
  client_id: id,
  secret_hash: f.secret_hash!,
  client_id_issued_at: Number(f.issued_at),
  ...opt('revoked_at', f.revoked_at),
  ...opt('first_token_at', f.first_token_at),
});
export const toClaim = (id: string, f: Fields): ClaimRecord => ({
  id,
  client_id: f.client_id!,
  requested: JSON.parse(f.requested!),
  granted: JSON.parse(f.granted!),
  pending: JSON.parse(f.pending!),
  status: f.status as ClaimStatus,
  nonce: f.nonce!,
  created_at: Number(f.created_at),
  ...opt('decided_at', f.decided_at),
  ...(f.note !== undefined ? { note: JSON.parse(f.note) as ClaimNote } : {}),
  covers: f.covers === 'client' ? 'client' : 'grant',
  ...(f.grant_id !== undefined ? { grant_id: f.grant_id } : {}),
  ...(f.signer !== undefined ? { signer: JSON.parse(f.signer) as ClaimSigner } : {}),
});
export const toCode = (hash: string, f: Fields): AuthorizationCodeRecord => ({
  code_hash: hash,
  client_id: f.client_id!,
  redirect_uri: f.redirect_uri!,
  code_challenge: f.code_challenge!,
  scopes: JSON.parse(f.scopes!),
  resource: f.resource!,
  grant_id: f.grant_id!,
  ...(f.claim_id !== undefined ? { claim_id: f.claim_id } : {}),
  expires_at: Number(f.expires_at),
  ...opt('used_at', f.used_at),
});
export const toRefresh = (hash: string, f: Fields): RefreshTokenRecord => ({
  token_hash: hash,
  grant_id: f.grant_id!,
  client_id: f.client_id!,
  scopes: JSON.parse(f.scopes!),
  resource: f.resource!,
  created_at: Number(f.created_at),
  expires_at: Number(f.expires_at),
  ...opt('used_at', f.used_at),
});
export const refreshFields = (t: RefreshTokenRecord) =>
  flat({
    grant_id: t.grant_id,
    client_id: t.client_id,
    scopes: JSON.stringify(t.scopes),
    resource: t.resource,
    created_at: t.created_at,
    expires_at: t.expires_at,
  });

export const toGrant = (id: string, f: Fields): GrantRecord => ({
  id,
  client_id: f.client_id!,
  created_at: Number(f.created_at),
  ...opt('revoked_at', f.revoked_at),
});
