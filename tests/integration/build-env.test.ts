// The build's allocator and V8 settings (bin/build-env.mjs, issue #29): set before the build's process
// starts, by `agent-portfolio build` and by the repository's npm build scripts alike.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { BUILD_ENV, BUILD_NODE_OPTIONS, buildEnv } from '../../bin/build-env.mjs';

const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };

/** What `astro build` would see when `npm run <name>` runs with `env`: the script's own assignments, run by sh. */
function scriptEnv(name: string, env: Record<string, string | undefined>): Record<string, string> {
  const script = scripts[name]!;
  expect(script).toMatch(/ astro build$/);
  const shown = script.replace(/ astro build$/, ` ${JSON.stringify(process.execPath)} -e 'process.stdout.write(JSON.stringify(process.env))'`);
  return JSON.parse(execFileSync('sh', ['-c', shown], { env: env as NodeJS.ProcessEnv, encoding: 'utf8' }));
}

describe('the build environment', () => {
  it('gives mimalloc its memory back at once and commits it on use, limits glibc to two arenas and V8 to a 16 MB semi-space, unless the environment says otherwise', () => {
    const allocators = {
      MIMALLOC_PURGE_DELAY: '0',
      MIMALLOC_ARENA_EAGER_COMMIT: '0',
      MIMALLOC_PAGE_FULL_RETAIN: '0',
      MIMALLOC_PAGE_COMMIT_ON_DEMAND: '1',
      MIMALLOC_ABANDONED_PAGE_PURGE: '1',
      MALLOC_ARENA_MAX: '2',
    };
    expect(BUILD_ENV).toEqual(allocators);
    expect(BUILD_NODE_OPTIONS).toBe('--max-semi-space-size=16');
    const cores = String(availableParallelism());
    expect(buildEnv({ PATH: '/bin' })).toEqual({ PATH: '/bin', ...allocators, UV_THREADPOOL_SIZE: cores, NODE_OPTIONS: '--max-semi-space-size=16' });
    expect(buildEnv({ UV_THREADPOOL_SIZE: '16' }).UV_THREADPOOL_SIZE).toBe('16');
    expect(buildEnv({ MIMALLOC_PURGE_DELAY: '10' }).MIMALLOC_PURGE_DELAY).toBe('10');
    expect(buildEnv({ MALLOC_ARENA_MAX: '8' }).MALLOC_ARENA_MAX).toBe('8');
    // Your own NODE_OPTIONS come after the build's, so that they win.
    expect(buildEnv({ NODE_OPTIONS: '--max-semi-space-size=64 --max-old-space-size=2048' }).NODE_OPTIONS).toBe(
      '--max-semi-space-size=16 --max-semi-space-size=64 --max-old-space-size=2048',
    );
  });

  it('is what the npm build scripts set too', () => {
    for (const name of ['build', 'build:example']) {
      const env = scriptEnv(name, { PATH: process.env.PATH });
      for (const [key, value] of Object.entries(BUILD_ENV)) expect(env[key], `${name}: ${key}`).toBe(value);
      expect(env.NODE_OPTIONS?.trim(), `${name}: NODE_OPTIONS`).toBe(BUILD_NODE_OPTIONS);
      expect(env.UV_THREADPOOL_SIZE, `${name}: UV_THREADPOOL_SIZE`).toBe(buildEnv({}).UV_THREADPOOL_SIZE);
      const own = scriptEnv(name, {
        PATH: process.env.PATH,
        MIMALLOC_PURGE_DELAY: '10',
        MALLOC_ARENA_MAX: '8',
        UV_THREADPOOL_SIZE: '16',
        NODE_OPTIONS: '--max-old-space-size=2048',
      });
      expect(own.MIMALLOC_PURGE_DELAY).toBe('10');
      expect(own.MALLOC_ARENA_MAX).toBe('8');
      expect(own.UV_THREADPOOL_SIZE).toBe('16');
      expect(own.NODE_OPTIONS).toBe(`${BUILD_NODE_OPTIONS} --max-old-space-size=2048`);
    }
  });
});
