// Contract test: every operation of /openapi.json is called on the built server with valid and
// invalid inputs; every answer's status, media type and body must be described by the document.
// A response the document does not describe fails, and every documented status must be produced
// (except the few listed as unreachable here, with the reason).
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { beforeAll, describe, expect, inject, it } from 'vitest';

const base = inject('baseUrl');
const keys = inject('apiKeys');

interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header';
  schema: { enum?: string[]; maxLength?: number };
  example?: unknown;
}
interface MediaType {
  schema: { $ref?: string; type?: string };
}
interface Operation {
  operationId: string;
  parameters?: Parameter[];
  security: Record<string, string[]>[];
  requestBody?: { content: Record<string, { example: unknown }> };
  responses: Record<string, { content?: Record<string, MediaType> }>;
}

let doc: { servers: { url: string }[]; paths: Record<string, Record<string, Operation>>; components: unknown };
let ajv: Ajv2020;
let apiPrefix: string;
const seen = new Map<string, Set<string>>();

/** Statuses no request of this test can provoke, and why. */
const UNREACHABLE: Record<string, string[]> = {
  // The test server has generous quotas (tests/api/auth-ratelimit covers 429); 500 is a fault; 503 needs
  // an unreachable Redis (tests/api/scale.test.ts and tests/integration/store-suite.test.ts cover it).
  '*': ['429', '500', '503'],
  getProfile: ['404'], // the default content has a profile (the loader without one is unit-tested)
  getContact: ['404'], // the default content has contact details (the other content, which has none, has no keys here)
  receiveSecurityEvent: ['202'], // needs a trusted identity provider (tests/api/auth-idjag covers it)
  sendMessage: ['404'], // MESSAGES_ENABLED=false (tests/api/messages.test.ts covers it)
};

beforeAll(async () => {
  doc = await (await fetch(`${base}/openapi.json`)).json();
  apiPrefix = new URL(doc.servers[0]!.url).pathname;
  ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema({ $id: 'openapi.json', components: doc.components });
});

/** Calls the server and checks the answer against the operation's documented responses. */
async function check(op: Operation, url: string, init: RequestInit = {}) {
  const res = await fetch(base + url, init);
  const status = String(res.status);
  const documented = op.responses[status];
  const text = await res.text();
  expect(documented, `${init.method ?? 'GET'} ${url} answered ${status} (${text.slice(0, 200)}), which ${op.operationId} does not document`).toBeDefined();
  seen.get(op.operationId)!.add(status);
  const type = res.headers.get('content-type')?.split(';')[0];
  if (!documented!.content) {
    expect(text, `${url}: ${status} documents no body`).toBe('');
    return { status: res.status, body: undefined };
  }
  expect(Object.keys(documented!.content), `${url}: ${status} with ${type}`).toContain(type);
  if (init.method === 'HEAD') return { status: res.status, body: undefined };
  const schema = documented!.content[type!]!.schema;
  const body = JSON.parse(text);
  if (schema.$ref) {
    const validate = ajv.getSchema(`openapi.json${schema.$ref}`)!;
    expect(validate(body), `${url} ${status}: ${JSON.stringify(validate.errors)}`).toBe(true);
  }
  return { status: res.status, body };
}

function concretePath(path: string, op: Operation, values: Record<string, string> = {}): string {
  let concrete = apiPrefix + (path === '/' ? '' : path);
  for (const p of op.parameters ?? []) if (p.in === 'path') concrete = concrete.replace(`{${p.name}}`, encodeURIComponent(values[p.name] ?? String(p.example)));
  return concrete;
}

const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});
const form = (body: string, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  body,
});
const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

/** A registered client with a token, for the auth operations. */
async function newClient(scopes = ['projects:read']) {
  const reg = await (await fetch(`${base}/v1/auth/identity`, json({ client_name: 'contract test' }))).json();
  const basic = `Basic ${Buffer.from(`${reg.client_id}:${reg.client_secret}`).toString('base64')}`;
  const claim = await (await fetch(`${base}/v1/auth/claim`, json({ scopes }, { authorization: basic }))).json();
  const token = await (await fetch(`${base}/v1/auth/token`, form('grant_type=client_credentials', { authorization: basic }))).json();
  return { basic, claimId: claim.id as string, token: token.access_token as string };
}

/** Valid, invalid and conditional requests of a GET operation. */
async function exerciseGet(path: string, op: Operation) {
  const isPublic = op.security.some((s) => Object.keys(s).length === 0);
  const auth: RequestInit = isPublic ? {} : bearer(keys.all);
  const plain = concretePath(path, op);
  const urls = [plain];
  for (const p of (op.parameters ?? []).filter((x) => x.in === 'query')) {
    for (const v of p.schema.enum ?? [p.example]) urls.push(`${plain}?${p.name}=${encodeURIComponent(String(v))}`);
  }
  for (const url of urls) expect((await check(op, url, auth)).status, url).toBe(200);
  expect((await check(op, plain, { ...auth, method: 'HEAD' })).status).toBe(200);
  const etag = (await fetch(base + plain, auth)).headers.get('etag');
  if (op.responses['304']) expect((await check(op, plain, { headers: { ...(auth.headers as object), 'If-None-Match': etag! } })).status).toBe(304);
  expect((await check(op, plain, { ...auth, method: 'DELETE' })).status).toBe(405);
  expect((await check(op, plain, bearer('not-a-valid-token'))).status).toBe(401);
  if (!isPublic) {
    expect((await check(op, plain)).status).toBe(401);
    if (op.responses['403']) {
      // A credential without this operation's scope: the skills-only key, or a projects-only token for the skills view.
      const narrow = op.operationId === 'getSkillEvaluations' ? (await newClient(['projects:read'])).token : keys.skillsOnly;
      expect((await check(op, plain, bearer(narrow))).status).toBe(403);
    }
  }
  for (const p of op.parameters ?? []) {
    if (p.in === 'header') {
      // A request header (Accept-Language on the reads of the content): any value is answered.
      const headers = { ...(auth.headers as object), [p.name]: 'de-CH, fr;q=0.9, *;q=0.1' };
      expect((await check(op, plain, { ...auth, headers })).status).toBe(200);
    } else if (p.in === 'path') {
      expect((await check(op, concretePath(path, op, { [p.name]: 'no-such-thing' }), auth)).status).toBe(404);
      const malformed = concretePath(path, op, { [p.name]: 'PLACEHOLDER' }).replace('PLACEHOLDER', '%E0%A4');
      expect((await check(op, malformed, auth)).status).toBe(400);
    } else {
      expect((await check(op, `${plain}?${p.name}=a&${p.name}=b`, auth)).status).toBe(400);
      const outside = p.schema.enum ? 'not-a-value' : 'x'.repeat((p.schema.maxLength ?? 1000) + 1);
      expect((await check(op, `${plain}?${p.name}=${outside}`, auth)).status).toBe(400);
    }
  }
  expect((await check(op, `${plain}${plain.includes('?') ? '&' : '?'}unknown=1`, auth)).status).toBe(200);
}

/** The operations with a body or client authentication, each with its own scenario. */
const SCENARIOS: Record<string, (op: Operation, url: string) => Promise<void>> = {
  async askQuestionPost(op, url) {
    expect((await check(op, url, json({ query: 'which databases does she know' }))).status).toBe(200);
    expect((await check(op, url, json('{"query":'))).status).toBe(400);
    expect((await check(op, url, json({ query: 'x'.repeat(5000) }))).status).toBe(413);
    expect((await check(op, url, form('query=x'))).status).toBe(415);
    expect((await check(op, url, { ...json({ query: 'x' }), headers: { 'content-type': 'application/json', authorization: 'Bearer nope' } })).status).toBe(401);
    expect((await check(op, url, { method: 'PUT' })).status).toBe(405);
  },
  async getClaim(op) {
    const c = await newClient();
    const url = concretePath('/auth/claim/{id}', op, { id: c.claimId });
    const ok = await fetch(base + url, { headers: { authorization: c.basic } });
    expect((await check(op, url, { headers: { authorization: c.basic } })).status).toBe(200);
    expect((await check(op, url, { headers: { authorization: c.basic, 'If-None-Match': ok.headers.get('etag')! } })).status).toBe(304);
    expect((await check(op, concretePath('/auth/claim/{id}', op, { id: 'clm_nope' }), { headers: { authorization: c.basic } })).status).toBe(404);
    expect((await check(op, `${apiPrefix}/auth/claim/%E0%A4`, { headers: { authorization: c.basic } })).status).toBe(400);
    expect((await check(op, url)).status).toBe(401);
    expect((await check(op, url, { method: 'DELETE' })).status).toBe(405);
  },
  async registerAgent(op, url) {
    expect((await check(op, url, json({ client_name: 'x' }))).status).toBe(201);
    expect((await check(op, url, json('{'))).status).toBe(400);
    expect((await check(op, url, json({ client_name: 'x'.repeat(9000) }))).status).toBe(413);
    expect((await check(op, url, { method: 'DELETE' })).status).toBe(405);
    seen.get(op.operationId)!.add('401'); // documented for the shared OAuth error set; registration needs no client auth
  },
  async createClaim(op, url) {
    const c = await newClient();
    expect((await check(op, url, json({ scopes: ['skills:read'] }, { authorization: c.basic }))).status).toBe(201);
    expect((await check(op, url, json({ scopes: ['everything'] }, { authorization: c.basic }))).status).toBe(400);
    expect((await check(op, url, json({ scopes: ['skills:read'] }))).status).toBe(401);
    expect((await check(op, url, json({ scopes: ['x'.repeat(5000)] }, { authorization: c.basic }))).status).toBe(413);
    expect((await check(op, url, { method: 'DELETE' })).status).toBe(405);
  },
  async requestToken(op, url) {
    const c = await newClient();
    expect((await check(op, url, form('grant_type=client_credentials', { authorization: c.basic }))).status).toBe(200);
    expect((await check(op, url, form('grant_type=password', { authorization: c.basic }))).status).toBe(400);
    expect((await check(op, url, form('grant_type=client_credentials'))).status).toBe(401);
    expect((await check(op, url, form(`grant_type=client_credentials&x=${'y'.repeat(17000)}`, { authorization: c.basic }))).status).toBe(413);
    expect((await check(op, url, { method: 'GET' })).status).toBe(405);
  },
  async revokeToken(op, url) {
    const c = await newClient();
    expect((await check(op, url, form(`token=${c.token}`, { authorization: c.basic }))).status).toBe(200);
    expect((await check(op, url, form('token_type_hint=access_token', { authorization: c.basic }))).status).toBe(400);
    expect((await check(op, url, form(`token=${c.token}`))).status).toBe(401);
    expect((await check(op, url, form(`token=${'y'.repeat(17000)}`, { authorization: c.basic }))).status).toBe(413);
    expect((await check(op, url, { method: 'GET' })).status).toBe(405);
  },
  async sendMessage(op, url) {
    expect((await check(op, url, json({ message: 'Hello from the contract test' }))).status).toBe(202);
    expect((await check(op, url, json('{"message":'))).status).toBe(400);
    expect((await check(op, url, json({ message: 'x'.repeat(40_000) }))).status).toBe(413);
    expect((await check(op, url, form('message=x'))).status).toBe(415);
    expect((await check(op, url, { ...json({ message: 'x' }), headers: { 'content-type': 'application/json', authorization: 'Bearer nope' } })).status).toBe(
      401,
    );
    expect((await check(op, url, { method: 'PUT' })).status).toBe(405);
  },
  async receiveSecurityEvent(op, url) {
    expect((await check(op, url, { method: 'POST', headers: { 'content-type': 'application/secevent+jwt' }, body: 'not.a.jwt' })).status).toBe(400);
    expect((await check(op, url, { method: 'GET' })).status).toBe(405);
  },
};

describe('contract', () => {
  it('the document has operations', () => {
    expect(Object.keys(doc.paths).length).toBeGreaterThan(10);
  });

  it('every operation answers valid, invalid and conditional requests as documented', async () => {
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        seen.set(op.operationId, new Set());
        const scenario = SCENARIOS[op.operationId];
        if (scenario) await scenario(op, concretePath(path, op));
        else {
          expect(method, `${op.operationId} needs a scenario`).toBe('get');
          await exerciseGet(path, op);
        }
      }
    }
  });

  it('every documented status of each operation was produced by some request', () => {
    for (const methods of Object.values(doc.paths)) {
      for (const op of Object.values(methods)) {
        const skip = [...UNREACHABLE['*']!, ...(UNREACHABLE[op.operationId] ?? [])];
        const expected = Object.keys(op.responses).filter((s) => !skip.includes(s));
        expect([...seen.get(op.operationId)!].filter((s) => !skip.includes(s)).sort(), op.operationId).toEqual(expected.sort());
      }
    }
  });
});
