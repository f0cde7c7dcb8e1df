/**
 * A client of the authorization server as the API tests register it: POST /v1/auth/identity
 * (RFC 7591), which must answer 201, and its HTTP Basic credentials for the token, claim and
 * revocation endpoints.
 */
import { expect } from 'vitest';

/** The registration response: the client's id and secret, and its metadata. */
export interface RegisteredClient {
  client_id: string;
  client_secret: string;
  [k: string]: unknown;
}

/** Registers a client at the server `base` (its origin and base path) with `metadata`. */
export async function registerClient(base: string, metadata: Record<string, unknown>): Promise<RegisteredClient> {
  const res = await fetch(`${base}/v1/auth/identity`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(metadata),
  });
  expect(res.status).toBe(201);
  return res.json();
}

/** `Authorization: Basic` of a client, id and secret percent-encoded. */
export const basicAuth = (c: Pick<RegisteredClient, 'client_id' | 'client_secret'>) =>
  `Basic ${Buffer.from(`${encodeURIComponent(c.client_id)}:${encodeURIComponent(c.client_secret)}`).toString('base64')}`;
