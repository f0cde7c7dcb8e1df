// Resident memory of the built server under MCP traffic (issue #24): starts `server.mjs` of a
// project directory (default: this one; build it first) with the production Node flags, sends N
// MCP requests over a few keep-alive connections, and prints VmRSS and RssAnon (native memory,
// /proc/<pid>/status) after a warm-up, after the requests and after an idle wait.
//
//   node scripts/mcp-memory.mjs [--dir DIR] [--calls 25000] [--concurrency 8] [--era legacy|modern] [--idle 15] [--every 5000]
//
// The traffic is what clients send: tools/call (get_profile, list_projects, get_project, ask),
// tools/list, resources/read and prompts/get, in turn. `--era legacy` (default) sends them as
// 2025-11-25 requests, which any build answers, so two builds compare like for like; `--era
// modern` as 2026-07-28 requests (the _meta envelope and the Mcp-Method / Mcp-Name headers).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { serveNodeArgs, startServer } from './lib/start-server.mjs';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: '.' },
    calls: { type: 'string', default: '25000' },
    concurrency: { type: 'string', default: '8' },
    era: { type: 'string', default: 'legacy' },
    idle: { type: 'string', default: '15' },
    every: { type: 'string', default: '5000' },
  },
});
const dir = resolve(values.dir);
const calls = Number(values.calls);
const concurrency = Number(values.concurrency);
const idleSeconds = Number(values.idle);
const modern = values.era === 'modern';
if (!(calls > 0 && concurrency > 0 && idleSeconds >= 0) || !['legacy', 'modern'].includes(values.era)) {
  console.error('usage: node scripts/mcp-memory.mjs [--dir DIR] [--calls N] [--concurrency N] [--era legacy|modern] [--idle S]');
  process.exit(2);
}

const REQUESTS = [
  ['tools/call', { name: 'get_profile', arguments: {} }],
  ['tools/list', {}],
  ['tools/call', { name: 'list_projects', arguments: {} }],
  ['resources/read', { uri: 'portfolio://skills' }],
  ['tools/call', { name: 'get_project', arguments: { id: 'feature-store' } }],
  ['prompts/get', { name: 'recruiter_summary', arguments: {} }],
  ['tools/call', { name: 'ask', arguments: { query: 'Which projects use Kafka?' } }],
];
const META = { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {} };

function request(url, i) {
  const [method, params] = REQUESTS[i % REQUESTS.length];
  const name = params.name ?? params.uri;
  const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
  if (modern) Object.assign(headers, { 'mcp-protocol-version': '2026-07-28', 'mcp-method': method, ...(name ? { 'mcp-name': name } : {}) });
  else headers['mcp-protocol-version'] = '2025-11-25';
  const body = { jsonrpc: '2.0', id: i, method, params: modern ? { ...params, _meta: META } : params };
  return fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
}

/** VmRSS and RssAnon of a process, in MB. */
function memory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
  return { rss: kb('VmRSS') / 1024, anon: kb('RssAnon') / 1024 };
}
const show = (label, m) => console.log(`${label.padEnd(28)} VmRSS ${m.rss.toFixed(1).padStart(6)} MB   RssAnon ${m.anon.toFixed(1).padStart(6)} MB`);

/** Sends `count` requests; every `every` of them (if given), prints the memory of `pid`. */
async function run(url, count, offset, every = 0, pid = 0) {
  let next = 0;
  let done = 0;
  let failed = 0;
  const worker = async () => {
    while (next < count) {
      const i = offset + next++;
      const res = await request(url, i);
      const text = await res.text();
      if (res.status !== 200 || text.includes('"error"')) failed++;
      if (every && ++done % every === 0) show(`  after ${done}`, memory(pid));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return failed;
}

const state = mkdtempSync(join(tmpdir(), 'mcp-memory-'));
const server = await startServer(join(dir, 'server.mjs'), {
  cwd: dir,
  nodeArgs: serveNodeArgs(),
  env: { STATE_DIR: state, RATE_LIMIT_API: '1000000000/60', RATE_LIMIT_MCP: '1000000000/60', RATE_LIMIT_AUTH: '1000000/60' },
});
try {
  const url = `${server.url}/mcp`;
  const pid = server.child.pid;
  console.log(`${dir}: ${calls} MCP requests (${values.era}), ${concurrency} at a time`);
  show('started', memory(pid));
  const warm = Math.min(500, calls);
  if (await run(url, warm, 0)) throw new Error('warm-up requests failed');
  show(`after ${warm} (warm-up)`, memory(pid));
  const started = performance.now();
  const failed = await run(url, calls, warm, Number(values.every), pid);
  const seconds = (performance.now() - started) / 1000;
  show(`after ${calls} more`, memory(pid));
  console.log(`${(calls / seconds).toFixed(0)} requests/s, ${failed} failed`);
  await new Promise((r) => setTimeout(r, idleSeconds * 1000));
  show(`idle ${idleSeconds} s`, memory(pid));
  if (failed) process.exitCode = 1;
} finally {
  await server.stop();
  rmSync(state, { recursive: true, force: true });
}
