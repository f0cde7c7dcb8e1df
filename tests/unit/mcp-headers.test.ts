// The Mcp-Method / Mcp-Name request headers against the JSON-RPC body (src/mcp/headers.ts), and
// the method names the per-method quota counts.
import { describe, expect, it } from 'vitest';
import { decodeHeaderValue, headerMismatch, methodCounts } from '../../src/mcp/headers.ts';

const call = { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'get_profile', arguments: {} } };
const read = { jsonrpc: '2.0', id: 2, method: 'resources/read', params: { uri: 'portfolio://skills' } };
const b64 = (s: string) => `=?base64?${Buffer.from(s).toString('base64')}?=`;

describe('headerMismatch', () => {
  it('passes a request without the headers, and headers that agree with the body', () => {
    expect(headerMismatch(call, undefined, undefined)).toBeUndefined();
    expect(headerMismatch(call, 'tools/call', 'get_profile')).toBeUndefined();
    expect(headerMismatch(call, ' tools/call ', b64('get_profile'))).toBeUndefined();
    expect(headerMismatch(read, 'resources/read', 'portfolio://skills')).toBeUndefined();
    expect(headerMismatch({ ...call, method: 'prompts/get', params: { name: 'job_fit' } }, 'prompts/get', 'job_fit')).toBeUndefined();
    expect(headerMismatch({ jsonrpc: '2.0', id: 3, method: 'tools/list' }, 'tools/list', undefined)).toBeUndefined();
  });

  it('refuses a method or a name the body does not have, with MCP_HEADER_MISMATCH (400)', () => {
    const cases: [unknown, string | undefined, string | undefined][] = [
      [call, 'tools/list', undefined],
      [call, 'TOOLS/CALL', undefined],
      [call, undefined, 'get_contact'],
      [call, 'tools/call', b64('get_contact')],
      [read, 'resources/read', 'portfolio://profile'],
      [{ jsonrpc: '2.0', id: 3, method: 'tools/list' }, 'tools/list', 'get_profile'],
      [[call, call], 'tools/call', undefined],
      [{ jsonrpc: '2.0', id: 4, result: {} }, 'tools/call', undefined],
    ];
    for (const [body, method, name] of cases) {
      const err = headerMismatch(body, method, name);
      expect(err?.code, JSON.stringify([body, method, name])).toBe('MCP_HEADER_MISMATCH');
      expect(err?.status).toBe(400);
    }
  });

  it('an undecodable Base64 name is a mismatch, never a match', () => {
    expect(decodeHeaderValue('=?base64?//79?=')).toBeUndefined(); // not UTF-8
    expect(decodeHeaderValue('=?base64??=')).toBeUndefined();
    expect(decodeHeaderValue(b64('café'))).toBe('café');
    expect(headerMismatch(call, 'tools/call', '=?base64?//79?=')?.code).toBe('MCP_HEADER_MISMATCH');
  });
});

describe('methodCounts', () => {
  it('counts each known method, a batch message by message; anything else under one name', () => {
    expect([...methodCounts(call)]).toEqual([['tools/call', 1]]);
    expect([...methodCounts([call, read, call])]).toEqual([
      ['tools/call', 2],
      ['resources/read', 1],
    ]);
    expect([...methodCounts([{ method: 'x/1' }, { method: 'x/2' }, { result: {} }, null])]).toEqual([['(other)', 4]]);
  });
});
