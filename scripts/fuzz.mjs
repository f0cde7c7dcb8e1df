// npm run fuzz: a long fuzz campaign (scripts/lib/fuzz.mjs) against the last build, over raw
// sockets. Prints the counts per status and per route family, the server's resident memory and
// the findings (each with its replay seed and its shrunk request); exits 1 on findings.
//
// Options:
//   --requests N     requests to send (default 100000)
//   --seed S         the campaign seed (default: random, printed)
//   --concurrency C  connections at a time (default 8)
//   --url URL        fuzz a running server instead (its memory is then not measured, unless --pid)
//   --pid P          the process id of that server, to sample its VmRSS
//   --timeout MS     per-request time limit (default 10000)
//   --shrink K       finding groups to replay and shrink (default 5)
//   --warmup N       requests before the memory baseline (default 20% of --requests, at least
//                    10000: VmRSS climbs while the heap finds its size, see tests/api/fuzz.test.ts)
//   --max-growth MB  fail when VmRSS grows more than this after the warm-up (default 128)
//   --max-peak MB    fail when VmRSS peaks above this during the campaign (default 200)
//   --max-idle MB    fail when VmRSS is still above this after --idle-wait seconds without requests (default 120)
//   --idle-wait S    how long to wait, idle, for VmRSS to come down after the campaign (default 60)
// Environment: PORTFOLIO_DIST (the build, default dist/), as for server.mjs.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import { distDir, formatReport, residentBytes, residentParts, runCampaign } from './lib/fuzz.mjs';
import { serveNodeArgs, startServer } from './lib/start-server.mjs';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '100000' },
    seed: { type: 'string' },
    concurrency: { type: 'string', default: '8' },
    url: { type: 'string' },
    pid: { type: 'string' },
    timeout: { type: 'string', default: '10000' },
    shrink: { type: 'string', default: '5' },
    warmup: { type: 'string' },
    'max-growth': { type: 'string', default: '128' },
    'max-peak': { type: 'string', default: '200' },
    'max-idle': { type: 'string', default: '120' },
    'idle-wait': { type: 'string', default: '60' },
  },
  strict: true,
});

const int = (/** @type {string} */ name, /** @type {string | undefined} */ text) => {
  const n = Number(text);
  if (!Number.isSafeInteger(n)) {
    console.error(`fuzz: --${name} must be an integer (got ${text})`);
    process.exit(2);
  }
  return n;
};
const requests = int('requests', values.requests);
const seed = values.seed === undefined ? randomBytes(4).readInt32LE() : int('seed', values.seed);
const concurrency = int('concurrency', values.concurrency);
const MB = 1024 * 1024;
const maxGrowth = Number(values['max-growth']) * MB;
const maxPeak = int('max-peak', values['max-peak']) * MB;
const maxIdle = int('max-idle', values['max-idle']) * MB;
const idleWait = int('idle-wait', values['idle-wait']);
const warmup = values.warmup === undefined ? Math.min(Math.floor(requests / 2), Math.max(10_000, Math.floor(requests / 5))) : int('warmup', values.warmup);

const apiKey = randomBytes(24).toString('base64url');
let server;
/** @type {string | undefined} */
let state;
/** @type {string} */
let url;
let pid = values.pid === undefined ? undefined : int('pid', values.pid);
if (values.url) url = values.url;
else {
  state = mkdtempSync(join(tmpdir(), 'portfolio-fuzz-'));
  const sha256 = createHash('sha256').update(apiKey).digest('hex');
  server = await startServer('server.mjs', {
    nodeArgs: serveNodeArgs(),
    env: {
      PORTFOLIO_DIST: distDir(),
      STATE_DIR: state,
      // High limits, so that 429s do not hide what the routes do with hostile input.
      RATE_LIMIT_API: '10000000/60',
      RATE_LIMIT_MCP: '10000000/60',
      RATE_LIMIT_AUTH: '10000000/60',
      // X-Forwarded-For and the mTLS identity header are read from loopback peers.
      TRUST_PROXY: 'loopback',
      MTLS_PROXY_ADDRESSES: '127.0.0.1',
      AGENT_API_KEYS: JSON.stringify([{ name: 'fuzz', sha256, scopes: ['portfolio:read', 'projects:read', 'skills:read', 'contact:read'] }]),
    },
  }).catch((err) => {
    if (state) rmSync(state, { recursive: true, force: true });
    throw err;
  });
  url = String(server.url);
  pid = server.child.pid;
}

console.log(`fuzz: ${requests} requests against ${url} (build ${values.url ? 'of the running server' : distDir()}), seed ${seed}, concurrency ${concurrency}`);
/**
 * VmRSS after the campaign, idle: sampled each second until it is at most --max-idle or
 * --idle-wait seconds have passed. Returns the last sample and the seconds waited.
 * @param {number | undefined} p
 */
async function idleResident(p) {
  if (p === undefined) return undefined;
  let seconds = 0;
  let bytes = residentBytes(p);
  while (bytes !== undefined && bytes > maxIdle && seconds < idleWait) {
    await sleep(1000);
    seconds++;
    bytes = residentBytes(p);
  }
  return bytes === undefined ? undefined : { bytes, seconds, parts: residentParts(p) };
}

let result;
/** @type {{ bytes: number, seconds: number, parts: ReturnType<typeof residentParts> } | undefined} */
let idle;
try {
  result = await runCampaign({
    url,
    requests,
    seed,
    concurrency,
    pid,
    apiKey: values.url ? undefined : apiKey,
    timeoutMs: int('timeout', values.timeout),
    shrink: int('shrink', values.shrink),
    warmup,
    log: (line) => console.log(line),
  });
  idle = await idleResident(pid);
} finally {
  await server?.stop();
  if (state) rmSync(state, { recursive: true, force: true });
}

console.log(formatReport(result));
const growth = result.memory.growthBytes;
const memoryOk = growth === undefined || growth < maxGrowth;
if (!memoryOk) console.log(`fuzz: the server's VmRSS grew by more than ${values['max-growth']} MB after the warm-up`);
const mb = (/** @type {number} */ b) => `${(b / MB).toFixed(1)} MB`;
const peak = result.memory.peakBytes;
const peakOk = peak === undefined || peak <= maxPeak;
const idleOk = idle === undefined || idle.bytes <= maxIdle;
if (peak !== undefined && idle !== undefined) {
  console.log(
    `fuzz: server resident memory: peak ${mb(peak)} (bound ${mb(maxPeak)}${peakOk ? '' : ', EXCEEDED'}), ` +
      `idle ${mb(idle.bytes)} after ${idle.seconds} s (bound ${mb(maxIdle)} within ${idleWait} s${idleOk ? '' : ', EXCEEDED'})`,
  );
}
if (idle?.parts) {
  const p = idle.parts;
  console.log(
    `fuzz: idle, what is resident (smaps): Node binary ${mb(p.binary)}, other files ${mb(p.files)}, ` +
      `malloc main arena ${mb(p.mallocMain)}, anonymous (V8 heap and code, other arena, stacks) ${mb(p.anonymous)}`,
  );
}
if (server?.stderr().trim()) console.log(`fuzz: the server's stderr (last 2000 characters):\n${server.stderr().slice(-2000)}`);
console.log(`fuzz: seed ${seed} (rerun: npm run fuzz -- --seed ${seed} --requests ${requests})`);
process.exit(result.findings.length || !memoryOk || !peakOk || !idleOk || result.aborted ? 1 : 0);
