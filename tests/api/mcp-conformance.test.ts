// The official MCP conformance suite (@modelcontextprotocol/conformance) against the built
// server: every scenario classified applicable in mcp-conformance-scenarios.json, on every
// protocol revision the suite offers and the server speaks, with no failed check. It runs
// offline: the suite only talks to the server under test.
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../scripts/lib/start-server.mjs';
import { MCP_PROTOCOL_VERSIONS } from '../../src/catalogue/mcp.ts';
import classification from './mcp-conformance-scenarios.json' with { type: 'json' };

const require = createRequire(import.meta.url);
const root = dirname(require.resolve('@modelcontextprotocol/conformance/package.json'));
const cli = join(root, 'dist', 'index.js');
const run = promisify(execFile);

interface Entry {
  applicable: boolean;
  reason: string;
  revisions?: string[];
  notTestable?: Record<string, string>;
}
interface Check {
  id: string;
  status: 'SUCCESS' | 'FAILURE' | 'WARNING' | 'SKIPPED' | 'INFO';
  errorMessage?: string;
}
const scenarios: Record<string, Entry> = classification.scenarios;

/** The suite's server scenarios with the revisions each is tagged for (`conformance list`). */
async function listed(): Promise<Map<string, string[]>> {
  const { stdout } = await run(process.execPath, [cli, 'list'], { timeout: 30_000 });
  const server = stdout.slice(stdout.indexOf('Server scenarios'), stdout.indexOf('Client scenarios'));
  return new Map([...server.matchAll(/^\s+- (\S+) \[([^\]]*)\]$/gm)].map((m) => [m[1]!, m[2]!.split(',')]));
}

/** Runs the whole suite once at `revision`; the checks of each scenario, from the result files. */
async function runRevision(url: string, out: string, revision: string): Promise<Map<string, Check[]>> {
  // A non-zero exit only says that some scenario failed: the inapplicable ones do.
  await run(process.execPath, [cli, 'server', '--url', url, '--suite', 'all', '--spec-version', revision, '-o', out], { timeout: 120_000 }).catch(
    (err: { code?: unknown }) => {
      if (typeof err.code !== 'number') throw err;
    },
  );
  const results = new Map<string, Check[]>();
  for (const dir of readdirSync(out)) {
    const name = /^server-(.+)-\d{4}-\d{2}-\d{2}T[\d-]+Z$/.exec(dir)?.[1];
    if (name) results.set(name, JSON.parse(readFileSync(join(out, dir, 'checks.json'), 'utf8')));
  }
  return results;
}

/** The checks of an applicable scenario that fail, less the ones the file lists as not testable here. */
function unexpectedFailures(entry: Entry, checks: Check[]): string[] {
  return checks
    .filter((c) => c.status === 'FAILURE' && !(entry.notTestable?.[c.id] && c.errorMessage?.startsWith('Not testable')))
    .map((c) => `${c.id}: ${c.errorMessage ?? ''}`);
}

const suite = await listed();
// The revisions of the scenarios that apply here (2025-03-26 has only the session lifecycle, which does not).
const applicable = Object.entries(scenarios).filter(([, e]) => e.applicable);
const revisions = [...new Set(applicable.flatMap(([name, e]) => e.revisions ?? suite.get(name) ?? []))].filter((r) => MCP_PROTOCOL_VERSIONS.includes(r)).sort();

describe('MCP conformance suite', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'mcp-conformance-'));
    server = await startServer('server.mjs', { env: { STATE_DIR: join(dir, 'state') } });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('classifies every server scenario of the installed suite, and only those', () => {
    expect(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version).toBe(classification.version);
    expect(Object.keys(scenarios).sort()).toEqual([...suite.keys()].sort());
    for (const [name, entry] of Object.entries(scenarios)) expect(entry.reason.length, name).toBeGreaterThan(20);
  });

  it('offers the revisions the server speaks, 2026-07-28 included', () => {
    expect(revisions).toEqual(['2025-06-18', '2025-11-25', '2026-07-28']);
  });

  it.each(revisions)('passes every applicable scenario on %s', async (revision) => {
    const results = await runRevision(`${server.url}/mcp`, join(dir, revision), revision);
    const expected = applicable.filter(([name, e]) => suite.get(name)?.includes(revision) && (!e.revisions || e.revisions.includes(revision)));
    expect(expected.length).toBeGreaterThan(4);
    for (const [name, entry] of expected) {
      const checks = results.get(name);
      expect(checks, `${name} did not run on ${revision}`).toBeDefined();
      expect(unexpectedFailures(entry, checks!), `${name} on ${revision}`).toEqual([]);
      expect(checks!.filter((c) => c.status === 'SUCCESS').length, `${name} on ${revision} checked nothing`).toBeGreaterThan(0);
      // Every check listed as not testable is still one of the scenario's: a stale entry fails.
      for (const id of Object.keys(entry.notTestable ?? {}))
        expect(
          checks!.map((c) => c.id),
          `${name}: ${id}`,
        ).toContain(id);
    }
  });
});
