// npm run bench: requests per second and p99 latency of the built server, each case measured
// against a minimal node:http server that returns the same bytes from memory (the ceiling), in
// the same run; and /v1/ask's p99 over the evaluation questions, with the default content and
// with a generated portfolio of 1,000 projects. Prints the tables, writes bench/results.json.
//
// Memory: the default server's resident memory idle (1 s after start, before any request) and its
// peak over the whole run (VmHWM), against the goals of 100 and 160 MiB.
//
// Scaling (scripts/lib/bench-scaling.mjs): WORKERS=1 against WORKERS=2, and rate limits in Redis
// (STATE_URL, Debian's redis-server started here) against rate limits in memory.
//
// Builds (scripts/lib/bench-build.mjs): the 15-project example and a generated 1,000-project site built
// cold, and the large one again with nothing changed: time ratios and peak memory.
//
// Options: --no-build (reuse dist/), --build-only (only the build rows), --ask-only (only the
// /v1/ask rows, written to bench/ask.json), --duration <s> per run (default 5), --connections <n>
// (default 50).
// Each case: 6 s warm-up per side (--warm-up), then four runs in the order app, ceiling, ceiling, app; the
// rates are averaged per side and the p99 is the worse of the two runs. Each ask row: a warm-up, then
// two runs (mean rate, worse p99).
import { execSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { buildRows, printBuild } from './lib/bench-build.mjs';
import { printScaling, scalingRows } from './lib/bench-scaling.mjs';
import { generatePortfolio } from './lib/generate-portfolio.mjs';
import { serveNodeArgs, startServer } from './lib/start-server.mjs';

let options;
try {
  ({ values: options } = parseArgs({
    options: {
      'no-build': { type: 'boolean', default: false },
      duration: { type: 'string', default: '5' },
      connections: { type: 'string', default: '50' },
      'warm-up': { type: 'string', default: '6' },
      'build-only': { type: 'boolean', default: false },
      'ask-only': { type: 'boolean', default: false },
    },
  }));
} catch (err) {
  console.error(`bench: ${err.message}\nusage: npm run bench -- [--no-build] [--build-only] [--ask-only] [--duration <s>] [--warm-up <s>] [--connections <n>]`);
  process.exit(2);
}
function positive(name) {
  const value = Number(options[name]);
  if (!Number.isFinite(value) || value <= 0) {
    console.error(`bench: --${name} must be a positive number; got "${options[name]}"`);
    process.exit(2);
  }
  return value;
}
const duration = positive('duration');
const connections = positive('connections');
/** Seconds of load before measuring: the server's JIT needs several seconds on these paths. */
const WARM_UP = positive('warm-up');

const CASES = [
  { name: 'static  /v1/projects', path: '/v1/projects', goal: 0.9 },
  { name: 'server  /v1/projects?tag=etl', path: '/v1/projects?tag=etl', goal: 0.7 },
  { name: 'server  /v1/skills?category=ai', path: '/v1/skills?category=ai', goal: 0.7 },
];

function load(url, seconds = duration) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, pipelining: 1 }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

function check(url, r) {
  if (r.non2xx || r.errors || r.timeouts) throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`);
  return r;
}

/** Warm both servers up, then measure in the order A B B A so that drift hits both sides alike. */
async function compare(appUrl, ceilingUrl) {
  await load(appUrl, WARM_UP);
  await load(ceilingUrl, WARM_UP);
  const a1 = check(appUrl, await load(appUrl));
  const c1 = check(ceilingUrl, await load(ceilingUrl));
  const c2 = check(ceilingUrl, await load(ceilingUrl));
  const a2 = check(appUrl, await load(appUrl));
  const mean = (x, y, f) => (f(x) + f(y)) / 2;
  return {
    app: { rps: mean(a1, a2, (r) => r.requests.average), p99: Math.max(a1.latency.p99, a2.latency.p99) },
    top: { rps: mean(c1, c2, (r) => r.requests.average), p99: Math.max(c1.latency.p99, c2.latency.p99) },
  };
}

/** Ask rows: many different questions (the evaluation set), cycled by every connection. */
const QUESTIONS = JSON.parse(readFileSync(new URL('../tests/fixtures/ask-eval/default.json', import.meta.url), 'utf8')).map((e) => e.q);
const ASK_PATHS = QUESTIONS.map((q) => `/v1/ask?q=${encodeURIComponent(q)}`);
/**
 * The same questions, each in 8 spellings that differ only by trailing spaces (the engine gives the
 * same answer): 752 distinct queries cycled through the router's memo of 512 answers, so that every
 * request is a miss and the engine answers it. Shows the engine's own cost next to the memoised row.
 */
const ASK_MISS_PATHS = [1, 2, 3, 4, 5, 6, 7, 8].flatMap((n) => QUESTIONS.map((q) => `/v1/ask?q=${encodeURIComponent(q + ' '.repeat(n))}`));
const LARGE_PROJECTS = 1000;

/**
 * Load on `paths`, taken in turn by all connections together (one shared counter): autocannon's
 * own request list would start every connection at the first path, so that 50 connections ask
 * the same question at nearly the same time and a memo would answer 49 of them.
 */
function loadMany(base, paths, seconds = duration) {
  let next = 0;
  const setupRequest = (request) => ({ ...request, method: 'GET', path: paths[next++ % paths.length] });
  return new Promise((resolve, reject) => {
    autocannon({ url: base, connections, duration: seconds, pipelining: 1, requests: [{ setupRequest }] }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

/** The server's resident memory now and at its peak (Linux /proc), in MiB; empty elsewhere. */
function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
    return { rssMiB: Math.round(kb('VmRSS') / 1024), peakRssMiB: Math.round(kb('VmHWM') / 1024) };
  } catch {
    return {};
  }
}

/** Builds the ask index of a content folder in process (as the build does) and starts the engine (as the server does), timed. */
async function timeAskIndex(content) {
  const { loadPortfolioSource } = await import('../src/core/content/load.ts');
  const { createPortfolio, portfolioData } = await import('../src/core/portfolio.ts');
  const { buildAskIndex, createAskEngine } = await import('../src/core/ask/index.ts');
  const { createUrls } = await import('../src/core/urls.ts');
  const portfolio = createPortfolio(portfolioData(loadPortfolioSource(content)));
  const t0 = performance.now();
  const index = buildAskIndex(portfolio);
  const t1 = performance.now();
  // The server reads the index from JSON and starts the engine from it.
  createAskEngine(portfolio, createUrls('https://bench.example'), JSON.parse(JSON.stringify(index)));
  const t2 = performance.now();
  return { projects: portfolio.projects.length, indexMs: Math.round(t1 - t0), engineStartMs: Math.round(t2 - t1) };
}

/** The node:http ceiling for one answer of a server: the same bytes and headers, from memory. */
async function startCeiling(url, name) {
  const res = await fetch(url);
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  const headers = Object.fromEntries([...res.headers].filter(([k]) => !['content-length', 'date', 'connection', 'keep-alive'].includes(k)));
  const body = Buffer.from(await res.arrayBuffer());
  const file = new URL(`${name}.json`, tmp);
  writeFileSync(file, JSON.stringify({ status: 200, headers, body: body.toString('base64') }));
  return { ceiling: await startServer('scripts/bench-ceiling.mjs', { args: [file.pathname] }), bytes: body.length };
}

/**
 * Warm-up, then runs in the order app, ceiling, ceiling, app: the mean rate and the worse p99; the
 * rate is compared with the ceiling serving one answer of the set (the first query's). `goal` null:
 * the row is shown without a ratio goal.
 */
async function askRow(name, server, goalP99, paths = ASK_PATHS, goal = ASK_RATIO_GOAL) {
  const base = server.url;
  const { ceiling } = await startCeiling(base + paths[0], `ask-${name.replace(/\W+/g, '-')}`);
  try {
    // The ceiling gets the same client work (the same cycle of request paths; it answers every
    // path with the one answer), so that the ratio measures the server, not autocannon.
    await loadMany(base, paths, WARM_UP);
    await loadMany(ceiling.url, paths, WARM_UP);
    const first = await cpuPerRequest(server.child.pid, async () => check(name, await loadMany(base, paths)));
    const tops = [];
    for (let i = 0; i < 2; i++) tops.push(await cpuPerRequest(ceiling.child.pid, async () => check(ceiling.url, await loadMany(ceiling.url, paths))));
    const runs = [first, await cpuPerRequest(server.child.pid, async () => check(name, await loadMany(base, paths)))];
    const top = { requests: { average: (tops[0].requests.average + tops[1].requests.average) / 2 } };
    const p99 = Math.max(...runs.map((r) => r.latency.p99));
    const rps = runs.reduce((sum, r) => sum + r.requests.average, 0) / runs.length;
    const ratio = Number((rps / top.requests.average).toFixed(3));
    const cpu = (list) => list.reduce((sum, r) => sum + r.cpuMicros, 0) / list.reduce((sum, r) => sum + r.requests.total, 0);
    return {
      case: name,
      path: `/v1/ask?q=… (${paths.length} queries)`,
      rps: Math.round(rps),
      ceilingRps: Math.round(top.requests.average),
      ratio,
      ratioGoal: goal,
      p99Ms: p99,
      goalP99Ms: goalP99,
      meetsGoal: p99 < goalP99 && (goal === null || ratio >= goal),
      // CPU time of the server process per request (user + system, from /proc), and the ceiling's:
      // steadier than the rates on a shared machine, where other work takes the cores in turns.
      cpuMicros: Number(cpu(runs).toFixed(1)),
      ceilingCpuMicros: Number(cpu(tops).toFixed(1)),
    };
  } finally {
    await ceiling.stop();
  }
}

/** CPU time of a process (user + system) in microseconds (Linux /proc; NaN elsewhere). */
function cpuOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / CLOCK_TICKS;
  } catch {
    return Number.NaN;
  }
}
/** Linux counts CPU time in ticks of 1/100 s (USER_HZ) on every common architecture. */
const CLOCK_TICKS = 100;

/** Runs a load and adds the CPU time the process `pid` spent meanwhile. */
async function cpuPerRequest(pid, run) {
  const before = cpuOf(pid);
  const result = await run();
  return { ...result, cpuMicros: cpuOf(pid) - before };
}
const ASK_RATIO_GOAL = 0.5;
const MEMORY_GOALS = { idleMiB: 100, loadMiB: 160 };

const pad = (s, n) => String(s).padEnd(n);
/** The build rows, in their own temporary folder (it holds two caches and three builds). */
async function measureBuilds() {
  const buildTmp = new URL('../bench/tmp-build/', import.meta.url);
  rmSync(buildTmp, { recursive: true, force: true });
  mkdirSync(buildTmp, { recursive: true });
  try {
    const largeContent = new URL('large-content/', buildTmp).pathname;
    generatePortfolio(largeContent, LARGE_PROJECTS);
    return await buildRows({ tmp: buildTmp, smallContent: 'tests/fixtures/example-portfolio', largeContent, largeProjects: LARGE_PROJECTS });
  } finally {
    rmSync(buildTmp, { recursive: true, force: true });
  }
}
if (options['build-only']) {
  const build = await measureBuilds();
  printBuild(build, pad);
  writeFileSync(
    new URL('../bench/build.json', import.meta.url),
    `${JSON.stringify({ date: new Date().toISOString(), cores: cpus().length, build }, null, 2)}\n`,
  );
  console.log('\nwritten to bench/build.json');
  process.exit(0);
}
if (!options['no-build']) execSync('npm run build --silent', { stdio: 'inherit' });
const tmp = new URL('../bench/tmp/', import.meta.url);
mkdirSync(tmp, { recursive: true });
/** The server runs with the Node flags of `npm run serve`, as it is deployed. */
const SERVE_NODE_ARGS = serveNodeArgs();
// The load comes from one address: lift the per-address rate limit (its cost is still measured).
const benchEnv = (name) => ({ RATE_LIMIT_API: '1000000000/60', RATE_LIMIT_MCP: '1000000000/60', STATE_DIR: new URL(`state-${name}/`, tmp).pathname });
const askOnly = options['ask-only'];
const server = await startServer('server.mjs', { env: benchEnv('default'), nodeArgs: SERVE_NODE_ARGS });
await new Promise((resolve) => setTimeout(resolve, 1000));
const idle = memoryOf(server.child.pid);
const rows = [];
const askRows = [];
/** The ask index of the 1,000-project portfolio: how long building it and starting the engine take. */
let askIndexBuild;
let memory;
try {
  for (const c of askOnly ? [] : CASES) {
    const { ceiling, bytes } = await startCeiling(server.url + c.path, `case-${rows.length}`);
    try {
      const { app, top } = await compare(server.url + c.path, ceiling.url + c.path);
      rows.push({
        case: c.name,
        path: c.path,
        bytes,
        rps: Math.round(app.rps),
        ceilingRps: Math.round(top.rps),
        ratio: Number((app.rps / top.rps).toFixed(3)),
        p99Ms: app.p99,
        ceilingP99Ms: top.p99,
        goal: c.goal,
        meetsGoal: app.rps / top.rps >= c.goal,
      });
    } finally {
      await ceiling.stop();
    }
  }
  askRows.push({ ...(await askRow('ask    default content', server, 10)), ...memoryOf(server.child.pid) });
  // No goal: the engine's own rate when no answer is memoised (see ASK_MISS_PATHS).
  askRows.push({ ...(await askRow('ask    engine (memo missed)', server, 10, ASK_MISS_PATHS, null)), ...memoryOf(server.child.pid) });
  memory = { idleRssMiB: idle.rssMiB, peakRssMiB: memoryOf(server.child.pid).peakRssMiB, goals: MEMORY_GOALS };
} finally {
  await server.stop();
}
try {
  // The same questions against a generated portfolio of 1,000 projects.
  const content = new URL('large-content/', tmp).pathname;
  const dist = new URL('large-dist/', tmp).pathname;
  generatePortfolio(content, LARGE_PROJECTS);
  askIndexBuild = await timeAskIndex(content);
  execSync(`npx astro build --silent --outDir ${dist}`, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORTFOLIO_CONTENT: content, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  const large = await startServer('server.mjs', { env: { ...benchEnv('large'), PORTFOLIO_DIST: dist }, nodeArgs: SERVE_NODE_ARGS });
  try {
    askRows.push({ ...(await askRow(`ask    ${LARGE_PROJECTS} projects`, large, 20)), ...memoryOf(large.child.pid) });
    // No goal on the rate: the engine's own cost at 1,000 projects, every request a miss.
    askRows.push({ ...(await askRow(`ask    engine ${LARGE_PROJECTS} (memo missed)`, large, 20, ASK_MISS_PATHS, null)), ...memoryOf(large.child.pid) });
  } finally {
    await large.stop();
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
const build = askOnly ? undefined : await measureBuilds();
// WORKERS 1 and 2, and the rate limiter in Redis against the one in memory.
let scaling;
if (!askOnly) {
  mkdirSync(tmp, { recursive: true });
  try {
    scaling = await scalingRows({ loadMany, check, askPaths: ASK_PATHS, env: benchEnv, nodeArgs: SERVE_NODE_ARGS, warmUp: WARM_UP });
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

console.log(
  `\n${connections} connections, ${duration} s per run, ${cpus().length} cores, node ${process.version}, server flags: ${SERVE_NODE_ARGS.join(' ') || 'none'}\n`,
);
if (rows.length) console.log(`${pad('case', 34) + pad('req/s', 9) + pad('ceiling', 9) + pad('ratio', 7) + pad('goal', 6) + pad('p99 ms', 8)}ceiling p99`);
for (const r of rows) {
  console.log(
    pad(r.case, 34) + pad(r.rps, 9) + pad(r.ceilingRps, 9) + pad(r.ratio, 7) + pad(`${r.goal}${r.meetsGoal ? '' : '!'}`, 6) + pad(r.p99Ms, 8) + r.ceilingP99Ms,
  );
}
console.log(
  '\n' +
    pad('case', 34) +
    pad('req/s', 9) +
    pad('ceiling', 9) +
    pad('ratio', 7) +
    pad('goal', 6) +
    pad('p99 ms', 8) +
    pad('goal p99', 12) +
    pad('CPU µs/req (ceiling)', 22) +
    'server RSS (peak) MiB',
);
for (const r of askRows) {
  console.log(
    pad(r.case, 34) +
      pad(r.rps, 9) +
      pad(r.ceilingRps, 9) +
      pad(r.ratio, 7) +
      pad(r.ratioGoal === null ? '-' : `${r.ratioGoal}${r.ratio >= r.ratioGoal ? '' : '!'}`, 6) +
      pad(r.p99Ms, 8) +
      pad(`< ${r.goalP99Ms} ms${r.p99Ms < r.goalP99Ms ? '' : ' !'}`, 12) +
      pad(Number.isFinite(r.cpuMicros) ? `${r.cpuMicros} (${r.ceilingCpuMicros})` : '-', 22) +
      (r.rssMiB ? `${r.rssMiB} (${r.peakRssMiB})` : '-'),
  );
}
if (memory?.idleRssMiB) {
  const mark = (value, goal) => `${value} MiB (goal <= ${goal}${value <= goal ? '' : ' !'})`;
  console.log(
    `\ndefault server memory: idle ${mark(memory.idleRssMiB, MEMORY_GOALS.idleMiB)}, peak under load ${mark(memory.peakRssMiB, MEMORY_GOALS.loadMiB)}`,
  );
}
if (askIndexBuild) {
  console.log(
    `ask index at ${askIndexBuild.projects} projects: built in ${askIndexBuild.indexMs} ms (at build time), engine started in ${askIndexBuild.engineStartMs} ms (at server start)`,
  );
}
if (scaling) printScaling(scaling, pad);
if (build) printBuild(build, pad);
const out = {
  date: new Date().toISOString(),
  node: process.version,
  serverNodeArgs: SERVE_NODE_ARGS,
  cores: cpus().length,
  connections,
  durationSeconds: duration,
  rows,
  askRows,
  memory,
  askIndexBuild,
  scaling,
  build,
};
// --ask-only writes its own file: bench/results.json keeps the last full run.
const written = askOnly ? 'bench/ask.json' : 'bench/results.json';
writeFileSync(new URL(`../${written}`, import.meta.url), `${JSON.stringify(askOnly ? { ...out, rows: undefined, memory: undefined } : out, null, 2)}\n`);
console.log(`\nwritten to ${written}`);
