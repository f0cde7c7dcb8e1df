// The build rows of `npm run bench` (issue #29, "builds that scale"), each a ratio in the same run:
// - the example site (15 projects) built cold, against the generated 1,000-project site built cold:
//   time ratio (goal: at most 4) and the build's peak resident memory (goal: under 800 MB);
// - the 1,000-project site built a second time with nothing changed (the caches of the first build
//   kept: social cards by their SVG, PORTFOLIO_CACHE_DIR; optimised images, Astro's cacheDir):
//   time against the first build (goal: under 0.4).
// Cold means empty caches: each build gets its own PORTFOLIO_CACHE_DIR and ASTRO_CACHE_DIR under
// the bench's temporary folder. Memory is the sum of VmRSS over the build's process tree, read
// every 100 ms (the peak of `npm` and the Astro process it starts: the build runs as `npm run build`,
// with the environment that script sets, bin/build-env.mjs). CPU time is the sum over the
// same tree of each process's user and system time, as last read (every 100 ms): on a shared
// machine the wall-clock ratio moves with the other work, the CPU ratio much less.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const BUILD_GOALS = { largeOverSmall: 4, peakMiB: 800, warmOverCold: 0.4 };

/** Process ids of `root` and all its descendants, from /proc. */
function tree(root) {
  const parents = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // The command name may hold spaces and parentheses: the fields after the last ')' are fixed.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(Number(name), ppid);
    } catch {
      // The process ended meanwhile.
    }
  }
  const ids = [root];
  for (let i = 0; i < ids.length; i++) for (const [pid, ppid] of parents) if (ppid === ids[i]) ids.push(pid);
  return ids;
}

/** The user + system time of a process, in seconds (undefined once it ended). */
function cpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime, fields 14 and 15 of stat(5), in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

/** The summed VmRSS of a process tree, in bytes. */
function treeRss(root) {
  let total = 0;
  for (const pid of tree(root)) {
    try {
      const m = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (m) total += Number(m[1]) * 1024;
    } catch {
      // Ended meanwhile.
    }
  }
  return total;
}

/** Runs `npm run build` (`astro build`, as users run it) with `env`, timed, with the peak memory of its process tree. */
function timedBuild(env, outDir) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn('npm', ['run', 'build', '--silent', '--', '--silent', '--outDir', outDir], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ...env },
    });
    let peak = 0;
    /** The CPU seconds of each process of the tree, as last read. */
    const cpu = new Map();
    const poll = setInterval(() => {
      const root = /** @type {number} */ (child.pid);
      peak = Math.max(peak, treeRss(root));
      for (const pid of tree(root)) {
        const seconds = cpuSeconds(pid);
        if (seconds !== undefined) cpu.set(pid, seconds);
      }
    }, 100);
    child.on('error', (err) => {
      clearInterval(poll);
      reject(err);
    });
    child.on('exit', (code) => {
      clearInterval(poll);
      if (code !== 0) reject(new Error(`astro build exited with ${code} (${env.PORTFOLIO_CONTENT})`));
      else
        resolve({
          seconds: (performance.now() - started) / 1000,
          cpuSeconds: Number([...cpu.values()].reduce((a, b) => a + b, 0).toFixed(1)),
          peakMiB: Math.round(peak / 1024 / 1024),
        });
    });
  });
}

/**
 * @param {{ tmp: URL, smallContent: string, largeContent: string, largeProjects: number }} o
 */
export async function buildRows({ tmp, smallContent, largeContent, largeProjects }) {
  const at = (name) => new URL(name, tmp).pathname;
  const caches = (name) => ({ PORTFOLIO_CACHE_DIR: at(`cache-${name}/portfolio`), ASTRO_CACHE_DIR: at(`cache-${name}/astro`) });
  const small = await timedBuild({ PORTFOLIO_CONTENT: smallContent, ...caches('small') }, at('build-small'));
  const cold = await timedBuild({ PORTFOLIO_CONTENT: largeContent, ...caches('large') }, at('build-large'));
  const warm = await timedBuild({ PORTFOLIO_CONTENT: largeContent, ...caches('large') }, at('build-large'));
  const ratio = (a, b) => Number((a / b).toFixed(2));
  return {
    small: { ...small, projects: readdirSync(join(smallContent, 'projects')).filter((f) => f.endsWith('.md')).length },
    cold: { ...cold, projects: largeProjects },
    warm,
    largeOverSmall: ratio(cold.seconds, small.seconds),
    warmOverCold: ratio(warm.seconds, cold.seconds),
    cpu: { largeOverSmall: ratio(cold.cpuSeconds, small.cpuSeconds), warmOverCold: ratio(warm.cpuSeconds, cold.cpuSeconds) },
    peakMiB: Math.max(small.peakMiB, cold.peakMiB, warm.peakMiB),
    goals: BUILD_GOALS,
  };
}

/** Prints the rows. */
export function printBuild(b, pad) {
  const s = (n) => `${n.toFixed(1)} s`;
  console.log(`\n${pad('build', 42)}${pad('time', 9)}${pad('CPU', 9)}${pad('peak', 10)}${pad('ratio', 7)}${pad('(CPU)', 7)}goal`);
  const row = (label, r) => pad(label, 42) + pad(s(r.seconds), 9) + pad(s(r.cpuSeconds), 9) + pad(`${r.peakMiB} MiB`, 10);
  console.log(row(`${b.small.projects} projects, cold`, b.small));
  console.log(
    row(`${b.cold.projects} projects, cold`, b.cold) +
      pad(b.largeOverSmall, 7) +
      pad(b.cpu.largeOverSmall, 7) +
      `<= ${b.goals.largeOverSmall} (against ${b.small.projects})`,
  );
  console.log(
    row(`${b.cold.projects} projects, again, nothing changed`, b.warm) +
      pad(b.warmOverCold, 7) +
      pad(b.cpu.warmOverCold, 7) +
      `< ${b.goals.warmOverCold} (against cold)`,
  );
  console.log(`${pad('peak memory of any build', 42)}${pad('', 18)}${pad(`${b.peakMiB} MiB`, 10)}${pad('', 14)}< ${b.goals.peakMiB} MiB`);
  console.log('(ratio: wall-clock time, the goal; CPU: user + system time of the build, less moved by other work on the machine)');
}
