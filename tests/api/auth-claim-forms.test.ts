// The claim endpoint is tolerant of the OAuth habit: `scopes` (an array) or `scope`
// (space-separated), as JSON or form-encoded; the OpenAPI document says so. Ambiguous or unknown
// members are still refused with their RFC 6749 error.
import { describe, expect, inject, it } from 'vitest';

const base = inject('baseUrl');

async function client() {
  const res = await fetch(`${base}/v1/auth/identity`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ client_name: 'claim forms' }),
  });
  const c = await res.json();
  return `Basic ${Buffer.from(`${c.client_id}:${c.client_secret}`).toString('base64')}`;
}

const post = (authorization: string, type: string, body: string) =>
  fetch(`${base}/v1/auth/claim`, { method: 'POST', headers: { authorization, 'content-type': type }, body });
const JSON_TYPE = 'application/json';
const FORM = 'application/x-www-form-urlencoded';

describe('claim bodies', () => {
  it.each([
    ['JSON scopes (array)', JSON_TYPE, JSON.stringify({ scopes: ['skills:read', 'contact:read'] })],
    ['JSON scope (space-separated)', JSON_TYPE, JSON.stringify({ scope: 'skills:read contact:read' })],
    ['form scope (space-separated)', FORM, 'scope=skills%3Aread+contact%3Aread'],
    ['form scopes (repeated)', FORM, 'scopes=skills%3Aread&scopes=contact%3Aread'],
  ])('%s: 201 with the scopes', async (_, type, body) => {
    const res = await post(await client(), type, body);
    expect(res.status, await res.clone().text()).toBe(201);
    expect((await res.json()).requested).toEqual(['contact:read', 'skills:read']);
  });

  it.each([
    ['both scopes and scope', JSON_TYPE, JSON.stringify({ scopes: ['skills:read'], scope: 'skills:read' }), 'invalid_request'],
    ['an unknown member', JSON_TYPE, JSON.stringify({ scopez: ['skills:read'] }), 'invalid_request'],
    ['an empty scope', FORM, 'scope=', 'invalid_request'],
    ['an unknown scope in a form', FORM, 'scope=admin', 'invalid_scope'],
    ['scope of the wrong type', JSON_TYPE, JSON.stringify({ scope: ['skills:read'] }), 'invalid_request'],
    ['a repeated scope parameter', FORM, 'scope=skills%3Aread&scope=contact%3Aread', 'invalid_request'],
  ])('%s: 400 (%s body) %s', async (_, type, body, error) => {
    const res = await post(await client(), type, body);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe(error);
  });

  it('another media type: 400 invalid_request (the OAuth form of an unsupported media type)', async () => {
    const res = await post(await client(), 'text/plain', 'scope=skills:read');
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe('invalid_request');
  });

  it('the OpenAPI document describes both forms of both media types', async () => {
    const doc = await (await fetch(`${base}/openapi.json`)).json();
    const content = doc.paths['/auth/claim'].post.requestBody.content;
    expect(Object.keys(content).sort()).toEqual([JSON_TYPE, FORM]);
    const schema = doc.components.schemas.ClaimRequest;
    const members = JSON.stringify(schema);
    expect(members).toContain('"scopes"');
    expect(members).toContain('"scope"');
  });
});
