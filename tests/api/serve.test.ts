// `npm run serve`: HOST/PORT, the address it prints, SIGTERM, and a clear refusal of bad config.
import { spawn, spawnSync } from 'node:child_process';
import { describe, expect, inject, it } from 'vitest';
import { serveNodeArgs, startServer } from '../../scripts/lib/start-server.mjs';

describe('serve', () => {
  it('listens on HOST and PORT, prints the address, exits on SIGTERM within a second', async () => {
    const server = await startServer('server.mjs', { env: { HOST: '127.0.0.1', PORT: '0', STATE_DIR: inject('stateDir') } });
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect((await fetch(`${server.url}/v1/profile`)).status).toBe(200);
    // An idle keep-alive connection must not hold the process open.
    await fetch(`${server.url}/`, { keepalive: true });
    const started = performance.now();
    await server.stop();
    expect(performance.now() - started).toBeLessThan(1000);
    expect(server.child.exitCode).toBe(0);
  });

  it('starts with the Node flags of the serve script (package.json), which this Node accepts', async () => {
    const nodeArgs = serveNodeArgs();
    expect(nodeArgs.some((a) => /^--max-semi-space-size=\d+$/.test(a))).toBe(true);
    // The old generation is capped (docs/security.md): uncapped, MCP garbage took the server to 250-300 MB.
    expect(nodeArgs.some((a) => /^--max-old-space-size=\d+$/.test(a))).toBe(true);
    // Maglev is the top tier: TurboFan's code (about 5 MB of the Node binary) is never paged in.
    expect(nodeArgs).toContain('--max-opt=2');
    const server = await startServer('server.mjs', { nodeArgs, env: { HOST: '127.0.0.1', PORT: '0', STATE_DIR: inject('stateDir') } });
    try {
      expect((await fetch(`${server.url}/v1/ask?q=who%20is%20she`)).status).toBe(200);
    } finally {
      await server.stop();
    }
  });

  it('refuses an invalid PORT with a message naming it', () => {
    const r = spawnSync(process.execPath, ['server.mjs'], { env: { ...process.env, PORT: 'eighty' }, encoding: 'utf8' });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('PORT must be an integer');
  });

  it('refuses an invalid configuration variable with a message naming it', () => {
    const bad: [string, string][] = [
      ['ACCESS_TOKEN_TTL', 'forever'],
      ['AGENT_API_KEYS', '[{"name":"x"}]'],
      ['RATE_LIMIT_API', 'lots'],
      ['AUTO_GRANT_SCOPES', 'everything'],
      ['TRUST_PROXY', 'true'],
      ['TRUST_PROXY', '10.0.0.0/99'],
      ['MTLS_PROXY_ADDRESSES', 'proxy.example'],
      ['STATE_URL', 'http://redis.example:6379'],
      ['STATE_URL', 'not a url'],
      ['STATE_PREFIX', 'has spaces'],
      ['ALLOWED_HOSTS', 'https://www.ada.dev'],
      ['API_ORIGIN', 'api.ada.dev'],
      ['WORKERS', '0'],
      ['WORKERS', 'many'],
      ['MESSAGES_FORM', 'maybe'],
      ['SMTP_URL', 'http://mail.example'],
      ['OWNER_EMAIL', 'not an address'],
      ['RATE_LIMIT_MESSAGES', 'lots'],
    ];
    for (const [name, value] of bad) {
      const r = spawnSync(process.execPath, ['server.mjs'], {
        env: { ...process.env, PORT: '0', STATE_DIR: inject('stateDir'), [name]: value },
        encoding: 'utf8',
      });
      expect(r.status, name).toBe(1);
      expect(r.stderr, name).toContain(name);
      // One line, no stack trace.
      expect(r.stderr.trim().split('\n'), name).toHaveLength(1);
    }
  });

  it('stops at once, naming STATE_DIR, when the state directory cannot be created (/proc/nope used to hang forever)', () => {
    const r = spawnSync(process.execPath, ['server.mjs'], {
      env: { ...process.env, PORT: '0', STATE_DIR: '/proc/nope/state' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(r.signal, 'the server did not stop by itself').toBeNull();
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('STATE_DIR');
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('refuses to start without a build, with a message saying what to run', () => {
    const r = spawnSync(process.execPath, ['server.mjs'], { env: { ...process.env, PORT: '0', PORTFOLIO_DIST: 'no-such-dist' }, encoding: 'utf8' });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('npm run build');
  });

  it('with a Node older than 22.12 (the system Node of this machine, where present), says which Node is needed', async () => {
    const { execFileSync } = await import('node:child_process');
    const { existsSync } = await import('node:fs');
    const system = '/usr/bin/node';
    const version = existsSync(system) ? execFileSync(system, ['--version'], { encoding: 'utf8' }).trim() : '';
    const [major, minor] = version.replace(/^v/, '').split('.').map(Number);
    if (!version || major! > 22 || (major === 22 && minor! >= 12)) return; // nothing older to try here
    const result = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      const child = spawn(system, ['server.mjs'], { env: { ...process.env, PORT: '0' }, stdio: ['ignore', 'ignore', 'pipe'] });
      let stderr = '';
      child.stderr.setEncoding('utf8').on('data', (s: string) => (stderr += s));
      child.on('exit', (code) => resolve({ code, stderr }));
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/Node 22\.12 or newer is needed, this is Node \d+/);
    expect(result.stderr).toMatch(/npm run serve/);
  });
});
