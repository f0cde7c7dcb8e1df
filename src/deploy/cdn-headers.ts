/**
 * The `_headers` file of Netlify and Cloudflare Pages, from the build's file manifest: few rules
 * with wildcards instead of one rule per file (Cloudflare reads at most 100 rules).
 *
 * Both hosts apply every rule whose pattern matches the request path and join the values of a
 * header named by several matching rules with ", ". So each (header, value) pair is given to a
 * set of patterns that together match exactly the files that have it, and no file twice for the
 * same header name; the rules are then these patterns with the pairs they carry. Patterns are
 * `prefix*suffix` (`/projects/*`, `/*.md`): `*` matches any characters, `/` included, on both.
 *
 * Left out: ETag (the host computes its own), the Content-Type of HTML pages (both hosts send
 * `text/html; charset=utf-8` for an `.html` file) and the per-page Link headers (their values
 * name the page itself; the same links are in each page's <head>, and the edge functions of
 * ./edge.ts send them).
 */

type Headers = Record<string, string>;
export interface HeaderRule {
  pattern: string;
  headers: Headers;
}

export const MAX_RULES = 100;
const LEFT_OUT = new Set(['etag', 'link', 'content-length']);

export function matches(pattern: string, path: string): boolean {
  const star = pattern.indexOf('*');
  if (star === -1) return pattern === path;
  const prefix = pattern.slice(0, star);
  const suffix = pattern.slice(star + 1);
  return path.length >= prefix.length + suffix.length && path.startsWith(prefix) && path.endsWith(suffix);
}

/** The candidate patterns of a path: each ancestor folder with `*` and with `*<extension>`, and the path itself. */
function candidates(path: string): string[] {
  const last = path.slice(path.lastIndexOf('/') + 1);
  const dot = last.lastIndexOf('.');
  const ext = dot > 0 ? last.slice(dot) : '';
  const out = [path];
  for (let i = path.indexOf('/'); i !== -1 && i < path.length - 1; i = path.indexOf('/', i + 1)) {
    const prefix = path.slice(0, i + 1);
    out.push(`${prefix}*`);
    if (ext) out.push(`${prefix}*${ext}`);
  }
  return out;
}

/**
 * The paths (sorted, as compared with `<`) that each pattern matches, in their order: the paths
 * that start with a pattern's part before `*` are one run of the sorted list, found by binary
 * search. (Testing every path against every candidate was quadratic: about nine million tests for
 * the 3,000 files of a 1,000-project site.)
 */
export function matchesOf(patterns: readonly string[], sortedPaths: readonly string[]): Map<string, string[]> {
  const from = (start: string) => {
    let lo = 0;
    let hi = sortedPaths.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sortedPaths[mid]! < start) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  const out = new Map<string, string[]>();
  for (const pattern of patterns) {
    const star = pattern.indexOf('*');
    if (star === -1) {
      out.set(pattern, sortedPaths[from(pattern)] === pattern ? [pattern] : []);
      continue;
    }
    const prefix = pattern.slice(0, star);
    const hits: string[] = [];
    for (let i = from(prefix); i < sortedPaths.length && sortedPaths[i]!.startsWith(prefix); i++)
      if (matches(pattern, sortedPaths[i]!)) hits.push(sortedPaths[i]!);
    out.set(pattern, hits);
  }
  return out;
}

/** What both hosts send by themselves for a file: HTML pages (pretty URLs of `.html` files). */
const HTML = 'text/html; charset=utf-8';
function inferred(file: string, name: string, value: string): boolean {
  return name === 'content-type' && file.endsWith('.html') && value.toLowerCase() === HTML;
}

/** The rules for `routes` (URL path -> the file and the headers it is served with). */
export function headerRules(routes: Readonly<Record<string, { file: string; headers: Headers }>>): HeaderRule[] {
  const paths = Object.keys(routes).sort();
  const byPattern = new Map<string, Headers>();
  // (name, value) -> the paths that carry it.
  const pairs = new Map<string, { name: string; value: string; paths: Set<string> }>();
  for (const path of paths) {
    const { file, headers } = routes[path]!;
    for (const [rawName, value] of Object.entries(headers)) {
      const name = rawName.toLowerCase();
      if (LEFT_OUT.has(name) || inferred(file, name, value)) continue;
      const key = `${name}\n${value}`;
      if (!pairs.has(key)) pairs.set(key, { name, value, paths: new Set() });
      pairs.get(key)!.paths.add(path);
    }
  }
  const allCandidates = [...new Set(paths.flatMap(candidates))];
  const matched = matchesOf(allCandidates, paths);
  // Netlify also applies `/v1/*` to `/v1` itself (its rules match with or without the trailing
  // part); Cloudflare may not. A folder pattern may carry a pair only if that folder's own file,
  // when there is one, carries it too; the file is still covered by a rule of its own.
  const folderFile = (c: string) => (c.endsWith('/*') && c.length > 2 && routes[c.slice(0, -2)] ? [c.slice(0, -2)] : []);
  // Larger pairs first, so that the broad patterns they need are chosen before narrow ones.
  for (const { name, value, paths: members } of [...pairs.values()].sort((a, b) => b.paths.size - a.paths.size)) {
    const covered = new Set<string>();
    // Patterns already chosen for other headers are preferred (fewer rules), then the largest.
    const usable = allCandidates.filter(
      (c) => matched.get(c)!.length > 0 && matched.get(c)!.every((p) => members.has(p)) && folderFile(c).every((p) => members.has(p)),
    );
    usable.sort((a, b) => Number(byPattern.has(b)) - Number(byPattern.has(a)) || matched.get(b)!.length - matched.get(a)!.length || a.localeCompare(b));
    for (const pattern of usable) {
      const hits = matched.get(pattern)!;
      if (hits.some((p) => covered.has(p))) continue;
      for (const p of hits) covered.add(p);
      const rule = byPattern.get(pattern) ?? {};
      rule[name] = value;
      byPattern.set(pattern, rule);
      if (covered.size === members.size) break;
    }
  }
  // Broad patterns first, as a reader expects; order does not change the result.
  return [...byPattern.entries()]
    .sort(([a], [b]) => matched.get(b)!.length - matched.get(a)!.length || a.localeCompare(b))
    .map(([pattern, headers]) => ({ pattern, headers }));
}

/** The headers that `rules` give `path`, as the hosts compute them (values of one name joined). */
export function headersFor(rules: readonly HeaderRule[], path: string): Headers {
  const out: Headers = {};
  for (const rule of rules) {
    if (!matches(rule.pattern, path)) continue;
    for (const [name, value] of Object.entries(rule.headers)) out[name] = out[name] === undefined ? value : `${out[name]}, ${value}`;
  }
  return out;
}

export function renderHeaderRules(rules: readonly HeaderRule[]): string {
  if (rules.length > MAX_RULES) {
    throw new Error(`${rules.length} header rules: Cloudflare Pages reads at most ${MAX_RULES}; the build's files differ in too many ways`);
  }
  const lines = ['# Generated by the build (src/deploy/cdn-headers.ts) from dist/static-manifest.json. Do not edit.'];
  for (const { pattern, headers } of rules) {
    if (/[\s]/.test(pattern)) throw new Error(`a path with white space cannot be a rule: ${pattern}`);
    lines.push(pattern);
    for (const [name, value] of Object.entries(headers)) lines.push(`  ${name}: ${value}`);
  }
  return `${lines.join('\n')}\n`;
}
