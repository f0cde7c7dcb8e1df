// npm run import -- <resume.json> [--out <dir>] [--force]
//
// Writes a content directory (default: content/, or PORTFOLIO_CONTENT) from a JSON Resume
// document (https://jsonresume.org/schema). The document is checked against the JSON Resume
// schema (the @jsonresume/schema package) first; the written files are checked by the content
// loader, the same one as the build's, before anything is written. Every field that has no
// place in the content model, and every field moved to the private contact block (phone, street
// address), is listed. Nothing is overwritten without --force.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadEnvFile } from './lib/env-file.mjs';

const USAGE = 'usage: npm run import -- <resume.json> [--out <dir>] [--force]';
const MAX_BYTES = 5 * 1024 * 1024;

function exit(message, code = 1) {
  (code ? console.error : console.log)(message);
  process.exit(code);
}

let values;
let positionals;
try {
  ({ values, positionals } = parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    strict: true,
    options: { out: { type: 'string' }, force: { type: 'boolean', default: false } },
  }));
} catch (err) {
  exit(`import: ${err.message}\n${USAGE}`, 2);
}
if (positionals.length !== 1) exit(`import: expected one JSON Resume file\n${USAGE}`, 2);
try {
  loadEnvFile();
} catch (err) {
  exit(`import: ${err.message}`);
}

const input = resolve(positionals[0]);
if (!existsSync(input) || !statSync(input).isFile()) exit(`import: ${input} is not a file`);
if (statSync(input).size > MAX_BYTES) exit(`import: ${input} is larger than ${MAX_BYTES} bytes`);
let resume;
try {
  resume = JSON.parse(readFileSync(input, 'utf8').replace(/^\uFEFF/, ''));
} catch (err) {
  exit(`import: ${input} is not JSON: ${err.message}`);
}
if (!resume || typeof resume !== 'object' || Array.isArray(resume)) exit(`import: ${input} is not a JSON Resume document (expected an object)`);

const { validate } = createRequire(import.meta.url)('@jsonresume/schema');
const errors = await new Promise((done) => validate(resume, (errs) => done(errs ?? [])));
if (errors.length) {
  exit(
    `import: ${input} does not follow the JSON Resume schema:\n${errors.map((e) => `  - ${e.property.replace(/^instance\.?/, '') || '(document)'}: ${schemaMessage(e)}`).join('\n')}`,
  );
}

/** The validator's message in words where it would print a regular expression (the schema's ISO 8601 dates). */
function schemaMessage(e) {
  const got = typeof e.instance === 'string' ? `; got ${JSON.stringify(e.instance.slice(0, 60))}` : '';
  if (e.name === 'pattern' && /\[1-2\]\[0-9\]\{3\}/.test(String(e.argument)))
    return `expected a date written YYYY-MM-DD, YYYY-MM or YYYY, such as 2020-03${got}`;
  if (e.name === 'pattern') return `does not have the form the JSON Resume schema expects${got}`;
  return e.message;
}

const { importJsonResume } = await import('../src/core/import.ts');
// Résumé text reaches the terminal in the report: control characters and escape sequences are
// shown as visible escapes (`\x1b`), never sent to the terminal (the same rule as `npm run agents`).
const { printable } = await import('../src/auth/printable.ts');
const { contentDir, loadPortfolioSource } = await import('../src/core/content/load.ts');
const { files, report } = importJsonResume(resume);
if (!Object.keys(files).length) exit('import: the resume has nothing to import (no basics.name, projects, skills or career)');

// Check the result with the content loader before writing anything.
const check = mkdtempSync(join(tmpdir(), 'portfolio-import-'));
try {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(check, path)), { recursive: true });
    writeFileSync(join(check, path), text);
  }
  loadPortfolioSource(check);
} catch (err) {
  exit(
    `import: the converted content does not validate:\n${err.problems ? err.problems.map((p) => `  - ${printable(p.replace(check, '<content>'))}`).join('\n') : printable(err.message)}`,
  );
} finally {
  rmSync(check, { recursive: true, force: true });
}

const out = values.out ? resolve(values.out) : contentDir();
const shown = relative(process.cwd(), out) || '.';
const clashes = Object.keys(files).filter((p) => existsSync(join(out, p)));
if (clashes.length && !values.force) {
  exit(`import: ${shown} already has ${clashes.join(', ')}; nothing was written. Use --force to overwrite, or --out <dir> for another directory.`);
}
for (const [path, text] of Object.entries(files)) {
  mkdirSync(dirname(join(out, path)), { recursive: true });
  writeFileSync(join(out, path), text);
}
console.log(`import: wrote ${Object.keys(files).length} files to ${shown}: ${Object.keys(files).sort().join(', ')}`);
if (report.length) console.log(`import: ${report.length} fields need a look:\n${report.map((r) => `  - ${printable(r)}`).join('\n')}`);
console.log(`Next: check with \`npm run build\`${values.out ? ` (PORTFOLIO_CONTENT=${shown})` : ''}, then \`npm run serve\`.`);
