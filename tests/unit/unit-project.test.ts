/**
 * What keeps `npm run test:unit` within seconds (vitest.config.ts, docs/testing.md): a unit test
 * file starts no server, spawns no process, mocks no module (the unit files share one module
 * graph per worker, so a mocked module would leak into the next file) and waits for no timer.
 * Such a test belongs to the integration project (tests/integration/).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const UNIT = 'tests/unit';

/** What a unit test file may not contain, and why. */
const FORBIDDEN: [RegExp, string][] = [
  [/\bfrom ['"]node:child_process['"]/, 'spawns a process'],
  [/\bcreate(Secure)?Server\(|\.listen\(/, 'starts a server'],
  [/\bsupport\/(smtp|test-ca|redis|nginx)\.ts['"]/, 'starts a server'],
  [/\bvi\.(do)?mock\(/, 'mocks a module'],
  [/\bfrom ['"]esbuild['"]/, 'bundles with esbuild (a child process)'],
  // A delay of 100 ms or more, written as a number: `setTimeout(resolve, 3000)`, `sleep(1_000)`.
  [/\b(setTimeout|sleep|delay)\([^)]*?\b[1-9][\d_]{2,}\s*\)/, 'waits for a timer'],
];

/** Each offence of one file's text: `<rule>: <file>`. */
function offences(file: string, text: string): string[] {
  return FORBIDDEN.filter(([pattern]) => pattern.test(text)).map(([, why]) => `${why}: ${file}`);
}

describe('the unit project', () => {
  it('holds no test that starts a server, spawns a process, mocks a module or waits for a timer', () => {
    const self = 'unit-project.test.ts';
    const files = readdirSync(UNIT).filter((f) => f.endsWith('.ts') && f !== self);
    expect(files.length).toBeGreaterThan(20);
    const found = files.flatMap((f) => offences(join(UNIT, f), readFileSync(join(UNIT, f), 'utf8')));
    expect(found).toEqual([]);
  });

  it('recognises each kind of offence', () => {
    const samples = [
      "import { execFile } from 'node:child_process';",
      'const server = createServer(handler);',
      "import { startSmtp } from '../support/smtp.ts';",
      "vi.mock('esbuild', () => ({}));",
      "import { build } from 'esbuild';",
      'await new Promise((r) => setTimeout(r, 3000));',
      'await sleep(1_000);',
    ];
    for (const sample of samples) expect(offences('x.test.ts', sample), sample).toHaveLength(1);
    for (const fine of ["import { describe } from 'vitest';", 'await new Promise((r) => setTimeout(r, 0));', 'setTimeout(flush, 10);']) {
      expect(offences('x.test.ts', fine), fine).toEqual([]);
    }
  });
});
