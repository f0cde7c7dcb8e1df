/**
 * `npm run import` as a user runs it (scripts/import.mjs in a child process): the JSON Resume
 * schema package's sample and the two resumes written for the tests import to content that the
 * real `astro build` builds, with the phone number, street address and references in no public file;
 * nothing is overwritten without --force; an invalid resume is refused with the schema's reasons.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pageElements } from '../../src/http/page-scripts.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('portfolio-import-cli');
const RUN = `dist-test/import-${process.pid}`;
afterAll(() => rmSync(RUN, { recursive: true, force: true }));
const SAMPLE = createRequire(import.meta.url).resolve('@jsonresume/schema/sample.resume.json');

function runImport(...args: string[]) {
  const r = spawnSync(process.execPath, ['scripts/import.mjs', ...args], { encoding: 'utf8', env: { ...process.env, PORTFOLIO_ENV_FILE: '' } });
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
}

function files(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => statSync(join(dir, f)).isFile());
}

describe('npm run import', () => {
  it.each([
    // The phone number, the street address and the references (private) must reach no public file.
    ['the schema package sample', SAMPLE, ['(912) 555-4321', '2712 Broadway St', 'Erlich Bachman']],
    ['a resume with every section', resolve('tests/fixtures/jsonresume/full.resume.json'), ['555 010 777', 'Przykładowa 12/4', 'Anna Kowalska']],
    ['a minimal resume', resolve('tests/fixtures/jsonresume/minimal.resume.json'), []],
  ])(
    '%s imports to content that builds, with nothing private in the build',
    (_name, input, secrets) => {
      const out = join(tempDir(), 'content');
      const { status, out: log } = runImport(input, '--out', out);
      expect(status, log).toBe(0);
      expect(log).toContain('import: wrote');
      if (secrets.length) expect(log).toContain('basics.phone: moved to the private contact block');
      const dist = `${RUN}/${files(out).length}-${Date.now()}`;
      execFileSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build', '--silent', '--outDir', dist], {
        env: { ...process.env, PORTFOLIO_CONTENT: out, PORTFOLIO_ENV_FILE: '', ASTRO_TELEMETRY_DISABLED: '1', ASTRO_CACHE_DIR: `${dist}-cache` },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      const published = files(join(dist, 'client')).filter((f) => /\.(html|json|md|txt|xml)$/.test(f));
      expect(published).toContain('resume.html');
      for (const f of published) {
        const text = readFileSync(join(dist, 'client', f), 'utf8');
        for (const secret of secrets) expect(text.includes(secret), `${f} contains ${secret}`).toBe(false);
      }
    },
    180_000,
  );

  it('overwrites nothing without --force, and does with it', () => {
    const out = join(tempDir(), 'content');
    expect(runImport(resolve('tests/fixtures/jsonresume/minimal.resume.json'), '--out', out).status).toBe(0);
    writeFileSync(join(out, 'profile.md'), '---\nname: Edited by hand\n---\n');
    const refused = runImport(resolve('tests/fixtures/jsonresume/full.resume.json'), '--out', out);
    expect(refused.status).toBe(1);
    expect(refused.out).toContain('already has profile.md');
    expect(refused.out).toContain('nothing was written');
    expect(readFileSync(join(out, 'profile.md'), 'utf8')).toContain('Edited by hand');
    expect(files(out).some((f) => f.startsWith('projects'))).toBe(false);
    const forced = runImport(resolve('tests/fixtures/jsonresume/full.resume.json'), '--out', out, '--force');
    expect(forced.status, forced.out).toBe(0);
    expect(readFileSync(join(out, 'profile.md'), 'utf8')).toContain('Tomasz');
  });

  it('refuses a document that does not follow the JSON Resume schema, naming the field', () => {
    const bad = join(tempDir(), 'bad.json');
    writeFileSync(bad, JSON.stringify({ basics: { name: 'X', email: 42 } }));
    const r = runImport(bad, '--out', join(tempDir(), 'content'));
    expect(r.status).toBe(1);
    expect(r.out).toContain('does not follow the JSON Resume schema');
    expect(r.out).toContain('basics.email');
  });

  it('says a bad date in words (the format and the value), never as the schema regular expression', () => {
    const bad = join(tempDir(), 'bad-date.json');
    writeFileSync(bad, JSON.stringify({ basics: { name: 'X' }, work: [{ name: 'Acme', position: 'Dev', startDate: 'March 2020' }] }));
    const r = runImport(bad, '--out', join(tempDir(), 'content'));
    expect(r.status).toBe(1);
    expect(r.out).toContain('work[0].startDate: expected a date written YYYY-MM-DD, YYYY-MM or YYYY');
    expect(r.out).toContain('"March 2020"');
    expect(r.out).not.toMatch(/\[0-9\]|\{3\}|pattern/);
  });

  it('usage errors exit 2', () => {
    expect(runImport().status).toBe(2);
    expect(runImport('a.json', '--bogus').status).toBe(2);
  });

  it('a hostile resume: the report shows escape sequences as text, and the built pages run none of its HTML', () => {
    const out = join(tempDir(), 'content');
    const { status, out: log } = runImport(resolve('tests/fixtures/jsonresume/hostile.resume.json'), '--out', out);
    expect(status, log).toBe(0);
    // Escape sequences reach the terminal as visible escapes, never raw.
    expect(log).not.toMatch(/[\u001b\u0007]/);
    expect(log).toContain('\\x1b[31mred: unknown section');
    expect(log).toContain('basics.url: "javascript:alert(3)" is not an http(s) URL');
    const dist = `${RUN}/hostile-${Date.now()}`;
    const build = spawnSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build', '--silent', '--outDir', dist], {
      encoding: 'utf8',
      env: { ...process.env, PORTFOLIO_CONTENT: out, PORTFOLIO_ENV_FILE: '', ASTRO_TELEMETRY_DISABLED: '1', ASTRO_CACHE_DIR: `${dist}-cache` },
    });
    expect(build.status, build.stderr).toBe(0);
    // The owner is told which file held HTML the allow-list removed, and what.
    expect(`${build.stdout}${build.stderr}`).toMatch(/projects\/widget-svg-onload-alert-8\.md: unsafe HTML removed \(.*<iframe>.*<script>/);
    const pages = files(join(dist, 'client')).filter((f) => f.endsWith('.html'));
    expect(pages).toEqual(expect.arrayContaining(['index.html', 'resume.html', 'projects/widget-svg-onload-alert-8.html']));
    for (const f of pages) {
      // Read as a browser reads it: `<script>` inside a quoted attribute value is text, not a tag.
      for (const { tagName, attributes, text } of pageElements(readFileSync(join(dist, 'client', f), 'utf8'))) {
        const where = `${f}: <${tagName}>`;
        // Scripts run are the site's own: files, or inline ones the policy allows (the JSON data blocks
        // may hold the résumé's text, escaped; the browser never runs them).
        if (tagName === 'script' && !/json$/.test(attributes.type ?? '')) expect(text, where).not.toContain('alert(');
        expect(['iframe', 'form', 'object', 'embed'], where).not.toContain(tagName);
        for (const [name, value] of Object.entries(attributes)) {
          expect(name, where).not.toMatch(/^on/);
          if (name !== 'content' && !name.startsWith('data-') && name !== 'alt' && name !== 'title')
            expect(value.trim(), `${where} ${name}`).not.toMatch(/^(javascript|data):|evil\.example/i);
        }
      }
    }
    // The bio is the summary as text; the write-up's legitimate Markdown survives.
    const home = readFileSync(join(dist, 'client', 'index.html'), 'utf8');
    expect(home).toContain('I build things. &#x3C;script>alert(4)&#x3C;/script>');
    expect(home).toContain('[click](javascript:alert(6)) *not emphasis* `not code` &#x26;lt;b&#x26;gt;');
    const project = readFileSync(join(dist, 'client', 'projects/widget-svg-onload-alert-8.html'), 'utf8');
    expect(project).toContain('<a href="https://example.com/docs">link</a>');
    expect(project).toContain('<em>emphasis</em>');
    expect(project).toContain('<code>code</code>');
    expect(project).toContain('<li>one</li>');
    expect(project).toContain('<img src="https://example.com/d.png" alt="diagram"');
    expect(project).toContain('class="astro-code');
  }, 180_000);
});
