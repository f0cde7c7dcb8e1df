/**
 * What a built page holds, read with a real HTML parser (parse5, as browsers parse): its elements
 * and the inline scripts its Content-Security-Policy must allow. The build checks every page with
 * it (integrations/static-manifest.mjs), and so do the tests. Build-time only: not in the server.
 */
import { type DefaultTreeAdapterTypes, parse } from 'parse5';
import { scriptHash } from './csp.ts';

export interface PageElement {
  tagName: string;
  attributes: Record<string, string>;
  /** The text of the element's own text children (a script's code). */
  text: string;
}

type ParentNode = DefaultTreeAdapterTypes.ParentNode;
type ChildNode = DefaultTreeAdapterTypes.ChildNode;

/** Every element of the page, in document order (template contents included). */
export function pageElements(html: string): PageElement[] {
  const out: PageElement[] = [];
  const visit = (node: ParentNode | ChildNode) => {
    if ('tagName' in node) {
      const text = node.childNodes.map((c) => (c.nodeName === '#text' ? (c as DefaultTreeAdapterTypes.TextNode).value : '')).join('');
      out.push({ tagName: node.tagName, attributes: Object.fromEntries(node.attrs.map((a) => [a.name, a.value])), text });
      if (node.tagName === 'template') visit((node as DefaultTreeAdapterTypes.Template).content);
    }
    if ('childNodes' in node) for (const child of node.childNodes) visit(child);
  };
  visit(parse(html));
  return out;
}

/** Data blocks: the browser never runs them, so the policy need not allow them. */
const DATA_BLOCK = /^application\/(ld\+)?json$/i;

/** The hashes that a directive of `policy` lists. */
function allowedBy(policy: string, name: string): Set<string> {
  const directive = policy
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name);
  return new Set(directive?.slice(1));
}

/** The hashes of the inline scripts among `elements` that `policy` does not allow. */
function scriptsNotAllowed(elements: readonly PageElement[], policy: string): string[] {
  const allowed = allowedBy(policy, 'script-src');
  return elements
    .filter((e) => e.tagName === 'script' && e.attributes.src === undefined && !DATA_BLOCK.test((e.attributes.type ?? '').trim()))
    .map((e) => scriptHash(e.text))
    .filter((hash) => !allowed.has(hash));
}

/** The hashes of the inline style elements among `elements` that `policy` does not allow. */
function stylesNotAllowed(elements: readonly PageElement[], policy: string): string[] {
  const allowed = allowedBy(policy, 'style-src');
  return elements
    .filter((e) => e.tagName === 'style')
    .map((e) => scriptHash(e.text))
    .filter((hash) => !allowed.has(hash));
}

/**
 * The hashes of the inline scripts in `html` that `policy` does not allow (the build fails on
 * any: a script Astro started to inline, or an edit of src/lib/inline-scripts.ts not made there).
 */
export function inlineScriptsNotAllowed(html: string, policy: string): string[] {
  return scriptsNotAllowed(pageElements(html), policy);
}

/** The same for inline style elements (the fonts' @font-face rules, allowed by hash in style-src). */
export function inlineStylesNotAllowed(html: string, policy: string): string[] {
  return stylesNotAllowed(pageElements(html), policy);
}

/**
 * Both, from one parse of the page (the build checks every page: parsing a 13 KB page is about
 * 1 ms, a second or two for a site of 1,000 projects).
 */
export function inlineNotAllowed(html: string, policy: string): { scripts: string[]; styles: string[] } {
  const elements = pageElements(html);
  return { scripts: scriptsNotAllowed(elements, policy), styles: stylesNotAllowed(elements, policy) };
}
