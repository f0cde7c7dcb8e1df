// Reading JSON Resume values: trimmed strings, lists, objects, dates, links; the report's lines;
// Markdown and front-matter files.
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown } from 'mdast-util-to-markdown';
import { stringify } from 'yaml';

export type Json = Record<string, unknown>;

/** Lowercase words joined by hyphens: `Real-Time Feature Store!` -> `real-time-feature-store`. */
export function slug(text: string, max = 60): string {
  const s = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[łđøßæœþ]/g, (c) => ({ ł: 'l', đ: 'd', ø: 'o', ß: 'ss', æ: 'ae', œ: 'oe', þ: 'th' })[c] ?? c)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '');
  return s || 'item';
}

export const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
export const strings = (v: unknown): string[] | undefined => {
  const list = Array.isArray(v) ? v.map(str).filter((s): s is string => s !== undefined) : [];
  return list.length ? list : undefined;
};
export const objects = (v: unknown): Json[] => (Array.isArray(v) ? v.filter((x): x is Json => Boolean(x) && typeof x === 'object' && !Array.isArray(x)) : []);
export const clean = <T extends Json>(o: T): T => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
/** JSON Resume dates are ISO 8601 (YYYY, YYYY-MM or YYYY-MM-DD); anything longer is cut to the day. */
export const date = (v: unknown): string | undefined => {
  const s = str(v);
  const m = s && /^(\d{4}(?:-\d{2}(?:-\d{2})?)?)/.exec(s);
  return m ? m[1] : undefined;
};

/**
 * Plain résumé text (JSON Resume's `summary` is text, not Markdown) as Markdown that shows it
 * literally: `<script>` stays the text `<script>`, `*`, `[`, `` ` `` and a leading `#` or `1.`
 * are escaped (mdast-util-to-markdown's escaping, with GFM's). Blank lines still part paragraphs.
 */
export function markdownText(text: string): string {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  const tree: Parameters<typeof toMarkdown>[0] = {
    type: 'root',
    children: paragraphs.map((value) => ({ type: 'paragraph', children: [{ type: 'text', value }] })),
  };
  return paragraphs.length ? toMarkdown(tree, { extensions: [gfmToMarkdown()] }) : '';
}

/** An http(s) URL, the only links the content model takes; anything else is reported and left out. */
export function link(value: unknown, where: string, report: string[]): string | undefined {
  const s = str(value);
  if (s === undefined) return undefined;
  if (/^https?:\/\//i.test(s) && URL.canParse(s)) return s;
  report.push(`${where}: ${JSON.stringify(s.slice(0, 80))} is not an http(s) URL, not carried over`);
  return undefined;
}

/** Reports an entry that is not carried over; nothing to keep. */
export function skip(report: string[], line: string): [] {
  report.push(line);
  return [];
}

export function reportExtra(where: string, item: Json, known: readonly string[], report: string[]) {
  for (const key of Object.keys(item))
    if (!known.includes(key) && item[key] !== undefined && item[key] !== '')
      report.push(`${where}.${key}: not carried over (no place for it in the content model)`);
}

export function frontMatterFile(data: Json, body: string): string {
  return `---\n${stringify(data, { lineWidth: 0 }).trimEnd()}\n---\n${body.trim() ? `${body.trim()}\n` : ''}`;
}
