/**
 * What HTML the content's Markdown may become (the bio in profile.md, the project write-ups):
 * an allow-list applied by rehype-sanitize in Astro's Markdown pipeline (integrations/portfolio.mjs), so
 * that content is data, never code. Raw HTML in a content file is parsed first (rehype-raw),
 * then everything outside the list is removed, and the build warns with the file and what went.
 *
 * The list is GitHub's (hast-util-sanitize's default schema: no <script>, <style>, <iframe>,
 * <form>, no `on*` or `style` attribute, links only http(s), mailto and in-page, images only
 * http(s) and relative, no `data:` URL) plus what Astro's Shiki highlighting emits: the classes
 * and colour styles of <pre class="astro-code"> and its <span>s, `tabindex` and `data-language`.
 * Heading ids and optimised images are added after this step by Astro itself.
 */
import rehypeRaw from 'rehype-raw';
import rehypeSanitize, { defaultSchema, type Options as Schema } from 'rehype-sanitize';

/** The parts of a hast tree and a vfile that the report reads. */
interface Node {
  type: string;
  value?: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: Node[];
}
interface VFile {
  path?: string;
  data: Record<string, unknown>;
}

/** A Shiki style: colour declarations only (no url(), no expression, no layout beyond scrolling). */
const SHIKI_STYLE = /^(\s*(--shiki-[a-z-]+|color|background-color|font-style|font-weight|text-decoration|overflow-x)\s*:\s*[#\w\s.%-]+;?)+\s*$/i;

export const MARKDOWN_SCHEMA: Schema = {
  ...defaultSchema,
  // Footnote ids already carry remark-rehype's `user-content-` prefix; prefixing them again would
  // break their links. `name` is still prefixed (it can clobber globals in scripts).
  clobber: ['name'],
  attributes: {
    ...defaultSchema.attributes,
    pre: [...(defaultSchema.attributes?.pre ?? []), ['className', 'astro-code', /^[a-z0-9-]+$/], ['style', SHIKI_STYLE], ['tabIndex', '0'], 'dataLanguage'],
    span: [...(defaultSchema.attributes?.span ?? []), ['className', 'line'], ['style', SHIKI_STYLE]],
  },
};

interface Inventory {
  [key: string]: number;
}

/** Counts each element and each attribute of an element (`script`, `img[onerror]`, `a[href]`). */
function inventory(tree: Node): Inventory {
  const out: Inventory = {};
  const add = (key: string) => {
    out[key] = (out[key] ?? 0) + 1;
  };
  const visit = (node: Node) => {
    if (node.type === 'element' && node.tagName) {
      add(node.tagName);
      for (const [name, value] of Object.entries(node.properties ?? {})) {
        if (value !== undefined && value !== null && value !== false) add(`${node.tagName}[${attributeName(name)}]`);
      }
    }
    for (const child of node.children ?? []) visit(child);
  };
  visit(tree);
  return out;
}

/** hast property name to HTML attribute name, enough for a readable warning (`onError` -> `onerror`). */
function attributeName(property: string): string {
  if (/^on[A-Z]/.test(property)) return property.toLowerCase();
  if (property === 'className') return 'class';
  return property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/** What sanitising removed: the entries of `before` missing from `after`, with their counts. */
export function removed(before: Inventory, after: Inventory): string[] {
  return Object.entries(before)
    .filter(([key, n]) => n > (after[key] ?? 0))
    .map(([key, n]) => {
      const gone = n - (after[key] ?? 0);
      const what = key.includes('[') ? `attribute ${key}` : `<${key}>`;
      return gone > 1 ? `${what} ×${gone}` : what;
    })
    .sort();
}

const BEFORE = 'portfolioBeforeSanitize';

function rehypeInventory() {
  return (tree: Node, file: VFile) => {
    file.data[BEFORE] = inventory(tree);
  };
}

/** Warns (once per file) with the file and what the allow-list removed; a clean file says nothing. */
function rehypeReportRemoved(options: { warn: (message: string) => void }) {
  return (tree: Node, file: VFile) => {
    const before = file.data[BEFORE] as Inventory | undefined;
    if (!before) return;
    const gone = removed(before, inventory(tree));
    if (gone.length) options.warn(`${file.path || 'Markdown'}: unsafe HTML removed (${gone.join(', ')})`);
  };
}

/**
 * The plugins, in order, for `unified({ rehypePlugins })`: Astro runs them after Shiki and before
 * its own image and heading-id steps.
 */
export function sanitizeMarkdownPlugins(warn: (message: string) => void = (m) => console.warn(`[content] ${m}`)) {
  const sanitize: [typeof rehypeSanitize, Schema] = [rehypeSanitize, MARKDOWN_SCHEMA];
  const report: [typeof rehypeReportRemoved, { warn: typeof warn }] = [rehypeReportRemoved, { warn }];
  return [rehypeRaw, rehypeInventory, sanitize, report, rehypeFigures];
}

const isBlank = (n: Node) => n.type === 'text' && !n.value?.trim();

/**
 * An image alone in its paragraph with a title (`![alt](./shot.png "The dashboard")`) becomes a
 * figure with the title as its caption (no longer a tooltip): `<figure><img><figcaption>`.
 * After the allow-list: the caption is the title's text, never HTML.
 */
export function rehypeFigures() {
  const walk = (node: Node) => {
    for (const [i, child] of (node.children ?? []).entries()) {
      const figure = child.tagName === 'p' ? figureOf(child) : undefined;
      if (figure) node.children![i] = figure;
      else walk(child);
    }
  };
  return (tree: Node) => walk(tree);
}

function figureOf(p: Node): Node | undefined {
  const content = (p.children ?? []).filter((c) => !isBlank(c));
  const img = content.length === 1 && content[0]!.tagName === 'img' ? content[0]! : undefined;
  const title = typeof img?.properties?.title === 'string' ? img.properties.title.trim() : '';
  if (!img || !title) return undefined;
  const { title: _, ...properties } = img.properties!;
  return {
    type: 'element',
    tagName: 'figure',
    properties: {},
    children: [
      { ...img, properties },
      { type: 'element', tagName: 'figcaption', properties: {}, children: [{ type: 'text', value: title }] },
    ],
  };
}
