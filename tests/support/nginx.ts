/**
 * Starts Debian's nginx (scripts/ensure-system-packages.mjs) in the foreground with a given
 * `http {}` configuration, in a temporary prefix, on a loopback port; stopped by its process id.
 *
 *   const nginx = await startNginx((port) => `server { listen 127.0.0.1:${port}; ... }`);
 *   ... fetch(nginx.url) ...
 *   await nginx.stop();
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { programPath } from '../../scripts/ensure-system-packages.mjs';
import { freePort } from './ports.ts';

/** Dynamic modules of Debian's packages, loaded when installed (for example brotli_static). */
const MODULES = ['/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'];

export const hasNginxModule = (name: string) => MODULES.some((m) => m.includes(name) && existsSync(m));

export interface Nginx {
  url: string;
  port: number;
  prefix: string;
  child: ChildProcess;
  /** The error log so far (for failed assertions). */
  log(): string;
  /** The access log so far, one line per request in the `accessLog` format ('' without one). */
  accessLog(): string;
  stop(): Promise<void>;
}

async function listening(port: number, child: ChildProcess, timeoutMs: number, log: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited with code ${child.exitCode}\n${log()}`);
    const ok = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`nginx did not listen on ${port} within ${timeoutMs} ms\n${log()}`);
}

/**
 * `http(port)`: the content of the http {} block, listening on 127.0.0.1:port. `accessLog`: a
 * log_format for an access log (for example `$upstream_addr $request_uri`); none without it.
 */
export async function startNginx(http: (port: number) => string, { timeoutMs = 15_000, accessLog = '' } = {}): Promise<Nginx> {
  const prefix = mkdtempSync(join(tmpdir(), 'portfolio-nginx-'));
  for (const d of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(prefix, d));
  const port = await freePort();
  const errorLog = join(prefix, 'error.log');
  const accessLogPath = join(prefix, 'access.log');
  if (/['\\]/.test(accessLog)) throw new Error(`an access log format with a quote or backslash: ${accessLog}`);
  const conf = [
    ...MODULES.filter((m) => existsSync(m)).map((m) => `load_module ${m};`),
    'daemon off;',
    'worker_processes 1;',
    // As root, nginx would switch its workers to `nobody`, who may not read the build.
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    `pid ${join(prefix, 'nginx.pid')};`,
    `error_log ${errorLog} warn;`,
    'events { worker_connections 256; }',
    'http {',
    ...(accessLog ? [`  log_format test '${accessLog}';`, `  access_log ${accessLogPath} test;`] : ['  access_log off;']),
    `  client_body_temp_path ${join(prefix, 'body')};`,
    `  proxy_temp_path ${join(prefix, 'proxy')};`,
    `  fastcgi_temp_path ${join(prefix, 'fastcgi')};`,
    `  uwsgi_temp_path ${join(prefix, 'uwsgi')};`,
    `  scgi_temp_path ${join(prefix, 'scgi')};`,
    http(port),
    '}',
    '',
  ].join('\n');
  const confPath = join(prefix, 'nginx.conf');
  writeFileSync(confPath, conf);
  const log = () => (existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : '');
  const nginx = programPath('nginx');
  const test = spawn(nginx, ['-t', '-q', '-p', prefix, '-c', confPath, '-e', errorLog], { stdio: ['ignore', 'ignore', 'pipe'] });
  let testErr = '';
  test.stderr.setEncoding('utf8').on('data', (s) => (testErr += s));
  const [code] = (await once(test, 'exit')) as [number];
  if (code !== 0) {
    rmSync(prefix, { recursive: true, force: true });
    throw new Error(`nginx -t refused the configuration:\n${testErr}${log()}`);
  }
  const child = spawn(nginx, ['-p', prefix, '-c', confPath, '-e', errorLog], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (s) => (stderr += s));
  const fullLog = () => `${stderr}${log()}`;
  try {
    await listening(port, child, timeoutMs, fullLog);
  } catch (err) {
    child.kill('SIGKILL');
    rmSync(prefix, { recursive: true, force: true });
    throw err;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    prefix,
    child,
    log: fullLog,
    accessLog: () => (existsSync(accessLogPath) ? readFileSync(accessLogPath, 'utf8') : ''),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = once(child, 'exit');
        child.kill('SIGQUIT'); // graceful shutdown of the master and its worker
        await exited;
      }
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
