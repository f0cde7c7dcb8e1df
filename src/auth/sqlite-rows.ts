/** The rows of the SQLite store's tables as the store's records (JSON columns parsed, NULL columns left out). */
import type { ClaimStatus } from './schema.ts';
import type { AuthorizationCodeRecord, ClaimNote, ClaimRecord, ClaimSigner, ClientRecord, GrantRecord, RefreshTokenRecord, SigningKeyRecord } from './store.ts';

export type Row = Record<string, unknown>;

export const toClient = (r: Row): ClientRecord => ({
  ...(JSON.parse(r.meta as string) as Omit<ClientRecord, 'client_id' | 'secret_hash' | 'client_id_issued_at'>),
  client_id: r.client_id as string,
  secret_hash: r.secret_hash as string,
  client_id_issued_at: r.issued_at as number,
  ...(r.revoked_at != null ? { revoked_at: r.revoked_at as number } : {}),
  ...(r.first_token_at != null ? { first_token_at: r.first_token_at as number } : {}),
});
export const toClaim = (r: Row): ClaimRecord => ({
  id: r.id as string,
  client_id: r.client_id as string,
  requested: JSON.parse(r.requested as string),
  granted: JSON.parse(r.granted as string),
  pending: JSON.parse(r.pending as string),
  status: r.status as ClaimStatus,
  nonce: r.nonce as string,
  created_at: r.created_at as number,
  ...(r.decided_at != null ? { decided_at: r.decided_at as number } : {}),
  ...(r.note != null ? { note: JSON.parse(r.note as string) as ClaimNote } : {}),
  covers: r.covers === 'client' ? 'client' : 'grant',
  ...(r.grant_id != null ? { grant_id: r.grant_id as string } : {}),
  ...(r.signer != null ? { signer: JSON.parse(r.signer as string) as ClaimSigner } : {}),
});
export const toCode = (r: Row): AuthorizationCodeRecord => ({
  code_hash: r.code_hash as string,
  client_id: r.client_id as string,
  redirect_uri: r.redirect_uri as string,
  code_challenge: r.code_challenge as string,
  scopes: JSON.parse(r.scopes as string),
  resource: r.resource as string,
  grant_id: r.grant_id as string,
  ...(r.claim_id != null ? { claim_id: r.claim_id as string } : {}),
  expires_at: r.expires_at as number,
  ...(r.used_at != null ? { used_at: r.used_at as number } : {}),
});
export const toRefresh = (r: Row): RefreshTokenRecord => ({
  token_hash: r.token_hash as string,
  grant_id: r.grant_id as string,
  client_id: r.client_id as string,
  scopes: JSON.parse(r.scopes as string),
  resource: r.resource as string,
  created_at: r.created_at as number,
  expires_at: r.expires_at as number,
  ...(r.used_at != null ? { used_at: r.used_at as number } : {}),
});
export const toGrant = (r: Row): GrantRecord => ({
  id: r.id as string,
  client_id: r.client_id as string,
  created_at: r.created_at as number,
  ...(r.revoked_at != null ? { revoked_at: r.revoked_at as number } : {}),
});

export const toSigningKey = (r: Row): SigningKeyRecord => ({
  kid: r.kid as string,
  private_pem: r.private_pem as string,
  public_jwk: r.public_jwk as string,
  created_at: r.created_at as number,
  ...(r.retired_at != null ? { retired_at: r.retired_at as number } : {}),
});
