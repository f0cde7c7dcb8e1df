// Contract test: every operation of /openapi.json is called on the built server with valid and
// invalid inputs; every answer's status, media type and body must be described by the document.
// A response the document does not describe fails.
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { beforeAll, describe, expect, inject, it } from 'vitest';

const base = inject('baseUrl');

interface Parameter { name: string; in: 'query' | 'path'; schema: { enum?: string[]; maxLength?: number }; example?: unknown }
interface MediaType { schema: { $ref: string } }
interface Operation { operationId: string; parameters?: Parameter[]; responses: Record<string, { content?: Record<string, MediaType> }> }

let doc: { servers: { url: string }[]; paths: Record<string, Record<string, Operation>>; components: unknown };
let ajv: Ajv2020;
let apiPrefix: string;
const seen = new Map<string, Set<string>>();

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
  expect(documented, `${init.method ?? 'GET'} ${url} answered ${status}, which ${op.operationId} does not document`).toBeDefined();
  seen.get(op.operationId)!.add(status);
  const type = res.headers.get('content-type')?.split(';')[0];
  const text = await res.text();
  if (!documented!.content) {
    expect(text, `${url}: ${status} documents no body`).toBe('');
    return res.status;
  }
  expect(Object.keys(documented!.content), `${url}: ${status} with ${type}`).toContain(type);
  if (init.method === 'HEAD') return res.status;
  const validate = ajv.getSchema(`openapi.json${documented!.content[type!]!.schema.$ref}`)!;
  const body = JSON.parse(text);
  expect(validate(body), `${url} ${status}: ${JSON.stringify(validate.errors)}`).toBe(true);
  return res.status;
}

/** Concrete valid URLs for an operation: path examples, and every enum value of a query parameter. */
function validUrls(path: string, op: Operation): string[] {
  let concrete = apiPrefix + (path === '/' ? '' : path);
  for (const p of op.parameters ?? []) if (p.in === 'path') concrete = concrete.replace(`{${p.name}}`, encodeURIComponent(String(p.example)));
  const urls = [concrete];
  for (const p of (op.parameters ?? []).filter((x) => x.in === 'query')) {
    for (const v of p.schema.enum ?? [p.example]) urls.push(`${concrete}?${p.name}=${encodeURIComponent(String(v))}`);
  }
  return urls;
}

describe('contract', () => {
  it('the document has operations', () => {
    expect(Object.keys(doc.paths).length).toBeGreaterThan(3);
  });

  it('every operation answers valid, invalid and conditional requests as documented', async () => {
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        expect(method).toBe('get');
        seen.set(op.operationId, new Set());
        const [plain, ...withQuery] = validUrls(path, op);
        // valid
        for (const url of [plain!, ...withQuery]) expect(await check(op, url), url).toBe(200);
        expect(await check(op, plain!, { method: 'HEAD' })).toBe(200);
        // conditional
        const etag = (await fetch(base + plain!)).headers.get('etag')!;
        expect(await check(op, plain!, { headers: { 'If-None-Match': etag } })).toBe(304);
        // another method
        expect(await check(op, plain!, { method: 'DELETE' })).toBe(405);
        // invalid inputs
        for (const p of op.parameters ?? []) {
          if (p.in === 'path') {
            const bad = plain!.replace(encodeURIComponent(String(p.example)), 'no-such-thing');
            expect(await check(op, bad)).toBe(404);
          } else {
            expect(await check(op, `${plain}?${p.name}=`)).toBe(400);
            expect(await check(op, `${plain}?${p.name}=a&${p.name}=b`)).toBe(400);
            const outside = p.schema.enum ? 'not-a-value' : 'x'.repeat((p.schema.maxLength ?? 1000) + 1);
            expect(await check(op, `${plain}?${p.name}=${outside}`)).toBe(400);
          }
        }
        // unknown parameters are ignored
        expect(await check(op, `${plain}${plain!.includes('?') ? '&' : '?'}unknown=1`)).toBe(200);
      }
    }
  });

  it('every documented 2xx and 4xx status of each operation was produced by some request', () => {
    // 500 cannot be provoked; the default content has a profile, so getProfile's 404 (no
    // profile.md) cannot happen here (tests/unit covers the loader without a profile).
    const unreachable: Record<string, string[]> = { getProfile: ['404'] };
    for (const methods of Object.values(doc.paths)) {
      for (const op of Object.values(methods)) {
        const expected = Object.keys(op.responses).filter((s) => s !== '500' && !unreachable[op.operationId]?.includes(s));
        expect([...seen.get(op.operationId)!].sort(), op.operationId).toEqual(expected.sort());
      }
    }
  });
});
