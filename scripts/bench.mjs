// npm run bench: requests per second and p99 latency of the built server, each case measured
// against a minimal node:http server that returns the same bytes from memory (the ceiling), in
// the same run. Prints a table of ratios and writes bench/results.json.
//
// Options: --no-build (reuse dist/), --duration <s> per run (default 5), --connections <n> (default 50).
// Each case: 2 s warm-up per side, then four runs in the order app, ceiling, ceiling, app; the
// rates are averaged per side and the p99 is the worse of the two runs.
import { execSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import autocannon from 'autocannon';
import { startServer } from './lib/start-server.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? fallback : Number(args[i + 1]);
};
const duration = opt('duration', 5);
const connections = opt('connections', 50);

const CASES = [
  { name: 'static  /v1/projects', path: '/v1/projects', goal: 0.8 },
  { name: 'server  /v1/projects?tag=etl', path: '/v1/projects?tag=etl', goal: 0.5 },
  { name: 'server  /v1/skills?category=ai', path: '/v1/skills?category=ai', goal: 0.5 },
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
  await load(appUrl, 2);
  await load(ceilingUrl, 2);
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

if (!args.includes('--no-build')) execSync('npm run build --silent', { stdio: 'inherit' });
const tmp = new URL('../bench/tmp/', import.meta.url);
mkdirSync(tmp, { recursive: true });
// The load comes from one address: lift the per-address rate limit (its cost is still measured).
const server = await startServer('server.mjs', {
  env: { RATE_LIMIT_API: '1000000000/60', STATE_DIR: new URL('state/', tmp).pathname },
});
const rows = [];
try {
  for (const c of CASES) {
    const res = await fetch(server.url + c.path);
    if (res.status !== 200) throw new Error(`${c.path} answered ${res.status}`);
    const headers = Object.fromEntries([...res.headers].filter(([k]) => !['content-length', 'date', 'connection', 'keep-alive'].includes(k)));
    const body = Buffer.from(await res.arrayBuffer());
    const file = new URL(`case-${rows.length}.json`, tmp);
    writeFileSync(file, JSON.stringify({ status: 200, headers, body: body.toString('base64') }));
    const ceiling = await startServer('scripts/bench-ceiling.mjs', { args: [file.pathname] });
    try {
      const { app, top } = await compare(server.url + c.path, ceiling.url + c.path);
      rows.push({
        case: c.name,
        path: c.path,
        bytes: body.length,
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
} finally {
  await server.stop();
  rmSync(tmp, { recursive: true, force: true });
}

const pad = (s, n) => String(s).padEnd(n);
console.log(`\n${connections} connections, ${duration} s per run, ${cpus().length} cores, node ${process.version}\n`);
console.log(pad('case', 34) + pad('req/s', 9) + pad('ceiling', 9) + pad('ratio', 7) + pad('goal', 6) + pad('p99 ms', 8) + 'ceiling p99');
for (const r of rows) {
  console.log(pad(r.case, 34) + pad(r.rps, 9) + pad(r.ceilingRps, 9) + pad(r.ratio, 7) + pad(`${r.goal}${r.meetsGoal ? '' : '!'}`, 6) + pad(r.p99Ms, 8) + r.ceilingP99Ms);
}
const out = { date: new Date().toISOString(), node: process.version, cores: cpus().length, connections, durationSeconds: duration, rows };
writeFileSync(new URL('../bench/results.json', import.meta.url), JSON.stringify(out, null, 2) + '\n');
console.log('\nwritten to bench/results.json');
