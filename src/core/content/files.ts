/**
 * Reading one content file: UTF-8 text of a bounded size with Unix line ends, YAML parsed strictly
 * (duplicate keys, list items YAML would fold into the value above), Markdown split into front
 * matter and body, and a `<name>.yaml` validated against its schema. Problems are added to the
 * caller's list; nothing here throws for a content mistake.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { isScalar, isSeq, LineCounter, parseDocument, Scalar, visit } from 'yaml';
import type { z } from 'zod';
import { describeIssues } from './problems.ts';

const MAX_FILE_BYTES = 1024 * 1024;

export function readText(path: string, rel: (p: string) => string, problems: string[]): string | null {
  const size = statSync(path).size;
  if (size > MAX_FILE_BYTES) {
    problems.push(`${rel(path)}: file is ${size} bytes, expected at most ${MAX_FILE_BYTES}`);
    return null;
  }
  const text = readFileSync(path, 'utf8');
  if (text.includes('\uFFFD')) {
    problems.push(`${rel(path)}: expected UTF-8 text`);
    return null;
  }
  // Windows line ends would stay in the bio and the write-ups (\r in the JSON and llms-full.txt).
  return text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
}

/** `lineOffset`: lines of the file before `text` (the opening `---` of front matter). */
export function parseYaml(text: string, label: string, problems: string[], lineOffset = 0): unknown {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { uniqueKeys: true, prettyErrors: true, schema: 'core', lineCounter });
  if (doc.errors.length) {
    for (const e of doc.errors) {
      const pos = e.linePos?.[0];
      const where = pos ? `line ${pos.line + lineOffset}, column ${pos.col}` : 'unknown position';
      const reason = e.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
      problems.push(`${label}: YAML does not parse (${where}): ${reason}`);
    }
    return undefined;
  }
  const merged = [...mergedListItems(doc, text, lineCounter, label, lineOffset), ...splitNumbers(doc, text, lineCounter, label, lineOffset)];
  if (merged.length) {
    problems.push(...merged);
    return undefined;
  }
  return doc.toJS({ maxAliasCount: 100 });
}

/**
 * A list item indented further than the one above it is not an item: YAML folds it into the
 * value above (`- MPI` then `    - Slurm` reads as the one skill "MPI - Slurm"). Valid YAML, so
 * it would pass silently; a plain value that continues on a line starting with "- " is reported.
 */
function mergedListItems(doc: ReturnType<typeof parseDocument>, text: string, lines: LineCounter, label: string, lineOffset: number): string[] {
  const found: string[] = [];
  visit(doc, {
    Scalar(_key, node: Scalar) {
      if (!isScalar(node) || node.type !== Scalar.PLAIN || !node.range) return;
      const source = text.slice(node.range[0], node.range[1]);
      const at = source.search(/\n[ \t]*- /);
      if (at < 0) return;
      const line = lines.linePos(node.range[0] + at + 1).line + lineOffset;
      const item = source
        .slice(at + 1)
        .split('\n')[0]!
        .trim();
      found.push(
        `${label}: line ${line}: "${item}" is indented further than the list item above it, so YAML reads both as the one value "${String(node.value)}": indent it like the item above to make it an item of its own`,
      );
    },
  });
  return found;
}

/**
 * A sentence written as a one-line list (`highlights: [Treated 1,900 animals]`) is a YAML flow
 * sequence, which splits at every comma: "1,900" becomes the two items "Treated 1" and "900 animals".
 * Valid YAML, so it would pass silently; a text item ending in a digit right before a comma and a
 * group of three digits (a thousands separator) is reported. `[1,200]` of two numbers is not text.
 */
function splitNumbers(doc: ReturnType<typeof parseDocument>, text: string, lines: LineCounter, label: string, lineOffset: number): string[] {
  const found: string[] = [];
  visit(doc, {
    Seq(_key, node) {
      if (!isSeq(node) || !node.flow || !node.range) return;
      const items = node.items;
      for (let i = 1; i < items.length; i++) {
        const before = items[i - 1];
        const after = items[i];
        if (!isScalar(before) || !isScalar(after) || !before.range || !after.range) continue;
        if (before.type !== Scalar.PLAIN || after.type !== Scalar.PLAIN || typeof after.value !== 'string') continue;
        // "Treated 1" then "900 animals", or the number opening the item: 2 then "500 cows"; not "v2" then "300ms".
        const first =
          typeof before.value === 'number' ? /^\d{1,3}$/.test(text.slice(before.range[0], before.range[1])) : /\s\d{1,3}$/.test(String(before.value));
        if (text.slice(before.range[1], after.range[0]) !== ',' || !first || !/^\d{3}(?=[\s.;:]|$)/.test(after.value)) continue;
        const line = lines.linePos(node.range[0]).line + lineOffset;
        const written = text.slice(node.range[0], node.range[1]);
        found.push(
          `${label}: line ${line}: ${written} is a YAML one-line list, which splits at every comma: "${text.slice(before.range[0], after.range[1])}" became the two items "${String(before.value)}" and "${String(after.value)}". Write each item on its own line after "- ", or put the text in quotes`,
        );
        return;
      }
    },
  });
  return found;
}

export function readMarkdown(path: string, rel: (p: string) => string, problems: string[]): { frontMatter: unknown; body: string } | null {
  const text = readText(path, rel, problems);
  if (text === null) return null;
  // Only a line that is exactly `---` closes the front matter (which may be empty).
  const m = /^---[ \t]*\r?\n(?:([\s\S]*?)\r?\n)?---[ \t]*(?:\r?\n|$)/.exec(text);
  if (!m) {
    problems.push(`${rel(path)}: expected YAML front matter between "---" lines at the top of the file`);
    return null;
  }
  const frontMatter = parseYaml(m[1] ?? '', `${rel(path)} (front matter)`, problems, 1);
  if (frontMatter === undefined) return null;
  if (frontMatter === null || typeof frontMatter !== 'object' || Array.isArray(frontMatter)) {
    problems.push(`${rel(path)}: expected the front matter to be a map of fields`);
    return null;
  }
  return { frontMatter, body: text.slice(m[0].length).trim() };
}

/**
 * Reads and validates `<name>.yaml` (or `.yml`) when it exists; undefined when absent or not YAML.
 * `data` is the valid file (absent when invalid); `raw` is the file as parsed, for cross-checks.
 */
export function readYamlFile<T extends z.ZodType>(
  dir: string,
  name: string,
  schema: T,
  rel: (p: string) => string,
  problems: string[],
): { data?: z.infer<T>; raw: unknown } | undefined {
  const path = [`${name}.yaml`, `${name}.yml`].map((n) => join(dir, n)).find((p) => existsSync(p));
  if (!path) return undefined;
  const text = readText(path, rel, problems);
  if (text === null) return undefined;
  const raw = parseYaml(text, rel(path), problems);
  if (raw === undefined) return undefined;
  const parsed = schema.safeParse(raw ?? {});
  if (parsed.success) return { data: parsed.data, raw };
  problems.push(...describeIssues(rel(path), parsed.error));
  return { raw };
}
