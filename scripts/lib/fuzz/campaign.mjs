// The campaign: generated requests sent over keep-alive connections, every answer judged,
// findings grouped, the first groups replayed alone and shrunk, the server's memory sampled.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { requestArbitrary } from './arbitraries/index.mjs';
import { Connection, sendAlone } from './client.mjs';
import { judge, routeKinds } from './judge.mjs';
import { render } from './render.mjs';
import { loadTargets } from './targets.mjs';
import { REGISTERED } from './text.mjs';

/**
 * @typedef {import('./targets.mjs').Targets} Targets
 * @typedef {import('./render.mjs').Rendered} Rendered
 * @typedef {import('./render.mjs').RenderContext} RenderContext
 * @typedef {import('./client.mjs').Outcome} Outcome
 */

/** The resident set size of a process in bytes (VmRSS in /proc/<pid>/status), or undefined. */
export function residentBytes(/** @type {number | undefined} */ pid) {
  if (!pid) return undefined;
  try {
    const m = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What VmRSS is made of (/proc/<pid>/smaps), in bytes: the Node binary's file pages (its code,
 * ICU's data, the source of Node's own modules), other files (the C libraries), glibc's main
 * malloc arena (`[heap]`), and anonymous memory (V8's heap and code, the other malloc arena,
 * thread stacks). Undefined where /proc is not readable.
 */
export function residentParts(/** @type {number | undefined} */ pid) {
  if (!pid) return undefined;
  let text;
  try {
    text = readFileSync(`/proc/${pid}/smaps`, 'utf8');
  } catch {
    return undefined;
  }
  const parts = { binary: 0, files: 0, mallocMain: 0, anonymous: 0 };
  /** @type {keyof typeof parts} */
  let part = 'anonymous';
  for (const line of text.split('\n')) {
    const mapping = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (mapping) {
      const name = mapping[1] ?? '';
      part =
        name === process.execPath || name.endsWith('/bin/node') ? 'binary' : name === '[heap]' ? 'mallocMain' : name.startsWith('/') ? 'files' : 'anonymous';
    } else if (line.startsWith('Rss:')) parts[part] += Number(line.split(/\s+/)[1]) * 1024;
  }
  return parts;
}

/** The seed of batch `b` of a campaign with seed `seed` (batch 0 uses the seed itself). */
export function batchSeed(/** @type {number} */ seed, /** @type {number} */ b) {
  return b === 0 ? seed | 0 : (Math.imul(seed ^ 0x5bd1e995, 0x9e3779b1) + Math.imul(b, 0x85ebca6b)) | 0;
}

/**
 * @typedef {{
 *   url: string,
 *   requests: number,
 *   seed: number,
 *   concurrency?: number,
 *   batchSize?: number,
 *   timeoutMs?: number,
 *   pid?: number,
 *   warmup?: number,
 *   apiKey?: string,
 *   dist?: string,
 *   targets?: Targets,
 *   shrink?: number,
 *   shrinkTimeMs?: number,
 *   budgetMs?: number,
 *   maxHangs?: number,
 *   log?: (line: string) => void,
 * }} CampaignOptions
 * @typedef {{ kind: string, status: string, detail: string, count: number, methods: string[], families: string[], seed: number, index: number, request: string, shrunk?: string, reproduced?: boolean }} Finding
 * @typedef {{ beforeBytes?: number, warmBytes?: number, afterBytes?: number, peakBytes?: number, growthBytes?: number, samples: { requests: number, bytes: number }[] }} Memory
 * @typedef {{
 *   seed: number, requests: number, durationMs: number, wellFormed: number,
 *   byClass: Record<string, number>, byStatus: Record<string, number>, byFamily: Record<string, Record<string, number>>,
 *   findings: Finding[], findingCount: number, memory: Memory, aborted?: string,
 * }} CampaignResult
 */

/** Why the campaign stops early, if it does: shared by the request source and the recorder. */
class Control {
  stop = '';
  hangs = 0;
}

/**
 * The request source: descriptions generated a batch at a time (a batch of descriptions is small),
 * until `requests` are taken, the time budget runs out or too many requests hung.
 * @param {fc.Arbitrary<any>} arbitrary @param {Control} control
 * @param {{ seed: number, requests: number, batchSize: number, budgetMs: number, maxHangs: number, started: number }} o
 */
function requestSource(arbitrary, control, { seed, requests, batchSize, budgetMs, maxHangs, started }) {
  /** @type {any[]} */
  let batch = [];
  let batchIndex = -1;
  let next = 0;
  return () => {
    if (!control.stop && performance.now() - started > budgetMs) control.stop = `the time budget of ${budgetMs} ms ran out after ${next} requests`;
    if (!control.stop && control.hangs >= maxHangs) control.stop = `${control.hangs} requests hung`;
    if (control.stop || next >= requests) return undefined;
    const i = next++;
    const b = Math.floor(i / batchSize);
    if (b !== batchIndex) {
      batchIndex = b;
      batch = fc.sample(arbitrary, { seed: batchSeed(seed, b), numRuns: Math.min(batchSize, requests - b * batchSize) });
    }
    return { i, b, index: i - b * batchSize, req: batch[i - b * batchSize] };
  };
}

/**
 * Counts every exchange and groups its findings: one group per cause, as far as it shows (the
 * kind, the status and the detail without its numbers; a 5xx or a missing answer also by method).
 * @param {CampaignResult} result @param {Map<string, Finding>} groups @param {Control} control
 * @param {number} seed @param {(path: string) => string | undefined} kindOf
 */
function recorder(result, groups, control, seed, kindOf) {
  /** @param {{ b: number, index: number }} job @param {Rendered} r @param {Outcome} o */
  return (job, r, o) => {
    result.requests++;
    if (r.wellFormed) result.wellFormed++;
    const status = o.response ? String(o.response.status) : o.timeout ? 'timeout' : o.error ? 'bad' : 'none';
    const klass = o.response ? `${status[0]}xx` : status;
    result.byClass[klass] = (result.byClass[klass] ?? 0) + 1;
    result.byStatus[status] = (result.byStatus[status] ?? 0) + 1;
    const fam = (result.byFamily[r.family] ??= {});
    fam[klass] = (fam[klass] ?? 0) + 1;
    for (const p of judge(r, o, kindOf)) {
      result.findingCount++;
      if (p.kind === 'server-down') control.stop = 'the server refused connections';
      if (p.kind === 'hang') control.hangs++;
      const method = REGISTERED.has(r.method) ? r.method : 'other';
      const split = p.kind === '5xx' || p.kind === 'no-response' || p.kind === 'hang';
      const key = [p.kind, status, p.detail.replace(/\d+/g, 'N').slice(0, 80), split ? method : ''].join('|');
      const g = groups.get(key);
      if (g) {
        g.count++;
        if (!g.methods.includes(method)) g.methods.push(method);
        if (!g.families.includes(r.family)) g.families.push(r.family);
      } else {
        groups.set(key, {
          kind: p.kind,
          status,
          detail: p.detail,
          count: 1,
          methods: [method],
          families: [r.family],
          seed: batchSeed(seed, job.b),
          index: job.index,
          request: r.display,
        });
      }
    }
  };
}

/**
 * Sends one rendered request, on the kept-alive connection when the request allows it, and says
 * which connection (if any) may carry the next one.
 * @param {Connection | null} conn @param {Rendered} r @param {{ port: number, host: string, timeoutMs: number }} o
 * @returns {Promise<{ o: Outcome, conn: Connection | null }>}
 */
async function exchange(conn, r, { port, host, timeoutMs }) {
  const exchangeOptions = { head: r.method === 'HEAD', halfClose: r.halfClose, timeoutMs };
  /** @type {Outcome} */
  let o;
  let c = conn;
  if (r.reuse && c && !c.closed) {
    o = await c.exchange(r.bytes, exchangeOptions);
    // A kept-alive connection the server closed meanwhile (keep-alive timeout): try once more.
    if (o.none) {
      c.destroy();
      c = new Connection(port, host);
      o = await c.exchange(r.bytes, exchangeOptions);
    }
  } else {
    c?.destroy();
    c = new Connection(port, host);
    o = await c.exchange(r.bytes, exchangeOptions);
  }
  const res = o.response;
  const keep = r.reuse && res && !o.closed && !o.extra && res.version === '1.1' && !/\bclose\b/i.test((res.headers.connection ?? []).join(','));
  if (keep) return { o, conn: c };
  c.destroy();
  return { o, conn: null };
}

/**
 * Memory samples of the server: before, after warm-up, every `sampleEvery` requests, the peak
 * (polled every 250 ms) and at the end.
 * @param {Memory} memory @param {number | undefined} pid @param {number} warmup @param {number} sampleEvery
 */
function memoryProbe(memory, pid, warmup, sampleEvery) {
  memory.beforeBytes = residentBytes(pid);
  memory.peakBytes = memory.beforeBytes;
  const sampler = setInterval(() => {
    const rss = residentBytes(pid);
    if (rss !== undefined && rss > (memory.peakBytes ?? 0)) memory.peakBytes = rss;
  }, 250);
  let warmDone = warmup === 0;
  if (warmDone) memory.warmBytes = memory.beforeBytes;
  return {
    /** @param {number} requests done so far */
    after(requests) {
      if (!warmDone && requests >= warmup) {
        warmDone = true;
        memory.warmBytes = residentBytes(pid);
      }
      if (requests % sampleEvery === 0) {
        const bytes = residentBytes(pid);
        if (bytes !== undefined) memory.samples.push({ requests, bytes });
      }
    },
    end() {
      clearInterval(sampler);
      memory.afterBytes = residentBytes(pid);
      if (memory.afterBytes !== undefined && memory.warmBytes !== undefined) memory.growthBytes = memory.afterBytes - memory.warmBytes;
    },
  };
}

/**
 * Runs `requests` generated requests against the server at `url`, `concurrency` keep-alive
 * connections at a time, and checks every answer. Findings are grouped by kind, status and detail
 * (5xx, missing answers and hangs also by method); the `shrink` largest groups are replayed alone
 * and shrunk by fast-check. VmRSS of `pid` is read at the start, after `warmup` requests, every
 * twentieth of the campaign and at the end. The campaign stops early when the server refuses
 * connections, after `maxHangs` hangs, or when `budgetMs` has passed (`aborted` says why).
 * @param {CampaignOptions} options
 * @returns {Promise<CampaignResult>}
 */
export async function runCampaign(options) {
  const {
    url,
    requests,
    seed,
    concurrency = 8,
    batchSize = 5000,
    timeoutMs = 10_000,
    pid,
    apiKey,
    shrink = 3,
    shrinkTimeMs = 20_000,
    log = () => {},
  } = options;
  const { budgetMs = Infinity, maxHangs = 4 * concurrency } = options;
  const warmup = Math.min(options.warmup ?? Math.min(2000, Math.floor(requests / 10)), requests);
  const targets = options.targets ?? (await loadTargets(options.dist));
  const arbitrary = requestArbitrary(targets);
  const kindOf = routeKinds(targets.routes);
  const { hostname, port: portText } = new URL(url);
  const host = hostname.replace(/^\[|\]$/g, '');
  const port = Number(portText || 80);
  /** @type {RenderContext} */
  const ctx = { hostHeader: `${hostname}:${port}`, apiKey };
  /** @type {CampaignResult} */
  const result = {
    seed,
    requests: 0,
    durationMs: 0,
    wellFormed: 0,
    byClass: {},
    byStatus: {},
    byFamily: {},
    findings: [],
    findingCount: 0,
    memory: { samples: [] },
  };
  /** @type {Map<string, Finding>} */
  const groups = new Map();
  const control = new Control();
  const started = performance.now();
  const take = requestSource(arbitrary, control, { seed, requests, batchSize, budgetMs, maxHangs, started });
  const record = recorder(result, groups, control, seed, kindOf);
  const memory = memoryProbe(result.memory, pid, warmup, Math.max(1000, Math.ceil(requests / 20)));
  const worker = async () => {
    /** @type {Connection | null} */
    let conn = null;
    for (let job = take(); job; job = take()) {
      const r = render(job.req, ctx);
      const sent = await exchange(conn, r, { port, host, timeoutMs });
      conn = sent.conn;
      record(job, r, sent.o);
      memory.after(result.requests);
      if (result.requests % 10_000 === 0)
        log(`fuzz: ${result.requests} requests, ${result.findingCount} findings, ${Math.round((performance.now() - started) / 1000)} s`);
    }
    conn?.destroy();
  };
  try {
    await Promise.all(Array.from({ length: concurrency }, worker));
  } finally {
    memory.end();
  }
  result.durationMs = performance.now() - started;
  if (control.stop) result.aborted = control.stop;
  result.findings = [...groups.values()].sort((a, b) => b.count - a.count);

  // Replay and shrink the first groups, one request at a time (hangs would take too long).
  for (const f of result.findings.filter((f) => f.kind !== 'hang' && f.kind !== 'server-down').slice(0, control.stop ? 0 : shrink)) {
    const shrunk = await shrinkFinding(arbitrary, f, { port, host, ctx, kindOf, timeoutMs, shrinkTimeMs });
    f.reproduced = shrunk !== undefined;
    if (shrunk) f.shrunk = shrunk;
  }
  return result;
}

/**
 * Replays a finding's request (its batch seed and index) and lets fast-check shrink it while the
 * same kind of finding recurs. Returns the smallest failing request, or undefined when the
 * request alone does not reproduce the finding (it depended on what ran beside it).
 * @param {fc.Arbitrary<any>} arbitrary @param {Finding} f
 * @param {{ port: number, host: string, ctx: RenderContext, kindOf: (p: string) => string | undefined, timeoutMs: number, shrinkTimeMs: number }} options
 */
async function shrinkFinding(arbitrary, f, { port, host, ctx, kindOf, timeoutMs, shrinkTimeMs }) {
  const property = fc.asyncProperty(arbitrary, async (req) => {
    const r = render(req, ctx);
    const o = await sendAlone(r, { port, host, timeoutMs: Math.min(timeoutMs, 3000) });
    return !judge(r, o, kindOf).some((p) => p.kind === f.kind);
  });
  const out = await fc.check(property, { seed: f.seed, path: String(f.index), interruptAfterTimeLimit: shrinkTimeMs, markInterruptAsFailure: false });
  if (!out.failed || !out.counterexample) return undefined;
  return render(out.counterexample[0], ctx).display;
}
