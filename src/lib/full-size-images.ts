/**
 * A write-up's images open at full size: each content image becomes a link to its largest built
 * file, so a reader can see a screenshot at its own resolution.
 *
 * This runs on the rendered HTML of a write-up (WriteUp.astro), because that is where the final
 * `<img>` exists: Astro's Markdown pipeline leaves a placeholder for each image and builds the
 * optimised files (`src`, `srcset`) only when the entry is rendered, after every rehype step.
 */
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';

type Root = ReturnType<typeof fromHtml>;
type Parent = Root | Extract<Root['children'][number], { type: 'element' }>;
type Element = Extract<Root['children'][number], { type: 'element' }>;

/**
 * The largest file of an image: the widest `srcset` candidate (`url 2400w`), else its `src`.
 * Astro's constrained layout lists widths up to the original's, so the widest is the original
 * width, optimised.
 */
export function largestImage(src: string, srcset: string | undefined): string {
  let best = { url: src, width: 0 };
  for (const candidate of (srcset ?? '').split(',')) {
    const [url, descriptor] = candidate.trim().split(/\s+/);
    const width = descriptor?.endsWith('w') ? Number.parseInt(descriptor, 10) : Number.NaN;
    if (url && Number.isFinite(width) && width > best.width) best = { url, width };
  }
  return best.url;
}

const text = (value: string) => ({ type: 'text' as const, value });

/** `<a class="full-size" href="…"><span class="visually-hidden">Open the full-size image: </span><img></a>` */
function linkTo(img: Element, href: string, label: string): Element {
  const alt = typeof img.properties.alt === 'string' ? img.properties.alt.trim() : '';
  return {
    type: 'element',
    tagName: 'a',
    properties: { className: ['full-size'], href },
    children: [{ type: 'element', tagName: 'span', properties: { className: ['visually-hidden'] }, children: [text(alt ? `${label}: ` : label)] }, img],
  };
}

/** Wraps every `<img>` with a source that is not already inside a link. */
function wrapImages(node: Parent, inLink: boolean, label: string): void {
  node.children.forEach((child, i) => {
    if (child.type !== 'element') return;
    const src = child.properties.src;
    if (child.tagName === 'img' && !inLink && typeof src === 'string' && src) {
      const srcset = typeof child.properties.srcSet === 'string' ? child.properties.srcSet : undefined;
      node.children[i] = linkTo(child, largestImage(src, srcset), label);
    } else {
      wrapImages(child, inLink || child.tagName === 'a', label);
    }
  });
}

/**
 * The write-up's HTML with each image linked to its full-size file; HTML without an image is
 * returned as is. `label`: the words before the alt text in the link's name, in the write-up's
 * language (the catalogues' `writeup.fullSize`).
 */
export function linkFullSizeImages(html: string, label: string): string {
  if (!/<img\b/i.test(html)) return html;
  const tree = fromHtml(html, { fragment: true });
  wrapImages(tree, false, label);
  return toHtml(tree);
}
