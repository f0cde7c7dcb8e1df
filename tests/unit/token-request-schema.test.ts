// The token endpoint's request body in OpenAPI lists the parameters of every grant the
// authorization server supports (each described: tests/unit/openapi-descriptions.test.ts checks
// every component, TokenRequest included), and its grant_type values are the metadata's.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { authorizationServerMetadata } from '../../src/auth/metadata.ts';
import { loadPortfolioSource } from '../../src/core/content/load.ts';
import { createPortfolio, portfolioData } from '../../src/core/portfolio.ts';
import { createUrls } from '../../src/core/urls.ts';
import { buildOpenApi } from '../../src/discovery/openapi.ts';

interface Doc {
  paths: Record<string, Record<string, { requestBody: { content: Record<string, { schema: unknown }> } }>>;
  components: { schemas: Record<string, { properties: Record<string, { description?: string; enum?: string[] }>; required?: string[] }> };
}
const urls = createUrls('https://ada.example');
const doc = buildOpenApi(createPortfolio(portfolioData(loadPortfolioSource(resolve('tests/fixtures/example-portfolio')))), urls) as unknown as Doc;

/** The parameters each grant reads (src/auth/code-flow.ts, src/auth/service.ts), and those of client authentication. */
const BY_GRANT: Record<string, string[]> = {
  authorization_code: ['code', 'redirect_uri', 'code_verifier', 'resource'],
  refresh_token: ['refresh_token', 'scope', 'resource'],
  client_credentials: ['scope', 'resource'],
  'urn:ietf:params:oauth:grant-type:jwt-bearer': ['assertion', 'scope', 'resource'],
  'urn:ietf:params:oauth:grant-type:token-exchange': [
    'subject_token',
    'subject_token_type',
    'actor_token',
    'actor_token_type',
    'requested_token_type',
    'scope',
    'resource',
  ],
};
const CLIENT_AUTH = ['client_id', 'client_secret'];

describe('the token request schema', () => {
  const body = doc.paths['/auth/token']!.post!.requestBody.content['application/x-www-form-urlencoded']!;
  const schema = doc.components.schemas.TokenRequest!;

  it('is the TokenRequest component', () => {
    expect(body.schema).toEqual({ $ref: '#/components/schemas/TokenRequest' });
  });

  it('names every grant of the metadata in grant_type, which is required', () => {
    const grants = authorizationServerMetadata('https://ada.example', urls).grant_types_supported;
    expect([...schema.properties.grant_type!.enum!].sort()).toEqual([...grants].sort());
    expect(Object.keys(BY_GRANT).sort()).toEqual([...grants].sort());
    expect(schema.required).toEqual(['grant_type']);
  });

  it("lists every grant's parameters and client authentication, each described", () => {
    const expected = [...new Set(['grant_type', ...CLIENT_AUTH, ...Object.values(BY_GRANT).flat()])].sort();
    expect(Object.keys(schema.properties).sort()).toEqual(expected);
    for (const [name, p] of Object.entries(schema.properties)) expect(p.description, name).toEqual(expect.any(String));
  });

  it('the revocation request is described too', () => {
    const revoke = doc.paths['/auth/revoke']!.post!.requestBody.content['application/x-www-form-urlencoded']!;
    expect(revoke.schema).toEqual({ $ref: '#/components/schemas/RevocationRequest' });
    expect(Object.keys(doc.components.schemas.RevocationRequest!.properties).sort()).toEqual(['client_id', 'client_secret', 'token', 'token_type_hint']);
  });
});
