/**
 * Content is data, never code: the Markdown of content files goes through Astro's unified
 * processor with the project's rehype plugins (integrations/portfolio.mjs) and comes out within the
 * allow-list (src/core/content/markdown-html.ts), with a warning naming the file; the pages'
 * Content-Security-Policy (src/http/csp.ts) allows no inline script but the listed ones.
 */
import { createMarkdownProcessor } from '@astrojs/markdown-remark';
import { describe, expect, it } from 'vitest';
import { sanitizeMarkdownPlugins } from '../../src/core/content/markdown-html.ts';
import { pagePolicy, scriptHash } from '../../src/http/csp.ts';
import { inlineScriptsNotAllowed, inlineStylesNotAllowed } from '../../src/http/page-scripts.ts';
import { INLINE_SCRIPTS, THEME_BOOT } from '../../src/lib/inline-scripts.ts';

async function render(markdown: string) {
  const warnings: string[] = [];
  const processor = await createMarkdownProcessor({ rehypePlugins: [...sanitizeMarkdownPlugins((m) => warnings.push(m))] });
  const { code } = await processor.render(markdown, { fileURL: new URL('file:///site/content/projects/x.md') });
  return { html: code, warnings };
}

const HOSTILE = [
  '<script>alert(1)</script>',
  '<img src="x.png" onerror="alert(2)">',
  '<a href="javascript:alert(3)">a</a> [b](javascript:alert(4)) <a href="data:text/html,<script>alert(5)</script>">c</a>',
  '<iframe src="https://evil.example/"></iframe>',
  '<form action="https://evil.example/"><input name="q"><button>go</button></form>',
  '<p style="background:url(https://evil.example/t.png)">styled</p>',
  '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=" alt="inline">',
  '<svg><script>alert(6)</script></svg> <object data="x.swf"></object> <style>body{display:none}</style>',
  '<span style="color:red;background:url(https://evil.example/t.png)">span</span>',
].join('\n\n');

describe('Markdown of content files', () => {
  it('removes scripts, event handlers, javascript: and data: URLs, iframes, forms, objects and styles', async () => {
    const { html } = await render(HOSTILE);
    expect(html).not.toMatch(/<script|<iframe|<form|<button|<object|<style|<svg/i);
    // An <input> survives only as GFM's task-list box: a disabled checkbox, which sends nothing.
    for (const [input] of html.matchAll(/<input[^>]*>/g)) expect(input).toMatch(/^<input(?=.*\sdisabled)(?=.*type="checkbox")/);
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/javascript:|data:/i);
    expect(html).not.toMatch(/style=/i);
    expect(html).toContain('styled');
  });

  it('warns once, naming the file and what went', async () => {
    const { warnings } = await render(HOSTILE);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('/site/content/projects/x.md');
    for (const what of ['<script>', '<iframe>', '<form>', 'attribute img[onerror]', 'attribute p[style]']) expect(warnings[0]).toContain(what);
  });

  it('keeps legitimate Markdown: links, emphasis, code, lists, images, tables, footnotes, task lists, headings', async () => {
    const { html, warnings } = await render(
      [
        '## A heading',
        'A [link](https://example.com/a "t"), [mail](mailto:a@example.com), [anchor](#a-heading), *em*, **strong**, ~~gone~~, `code` and <kbd>Ctrl</kbd>.',
        '- one\n- [x] done',
        '1. first',
        '![alt text](https://example.com/x.png)',
        '| a | b |\n|---|---|\n| 1 | 2 |',
        'Note[^1].\n\n[^1]: The note.',
        '<details><summary>More</summary>\n\nHidden text.\n\n</details>',
      ].join('\n\n'),
    );
    expect(warnings).toEqual([]);
    expect(html).toContain('<h2 id="a-heading">A heading</h2>');
    expect(html).toContain('<a href="https://example.com/a" title="t">link</a>');
    expect(html).toContain('<a href="mailto:a@example.com">mail</a>');
    expect(html).toContain('<a href="#a-heading">anchor</a>');
    for (const s of [
      '<em>em</em>',
      '<strong>strong</strong>',
      '<del>gone</del>',
      '<code>code</code>',
      '<kbd>Ctrl</kbd>',
      '<li>one</li>',
      '<ol>',
      '<table>',
      '<details>',
    ])
      expect(html).toContain(s);
    expect(html).toContain('<img src="https://example.com/x.png" alt="alt text">');
    expect(html).toContain('<input type="checkbox" checked disabled>');
    // Footnote links still reach their notes (ids are not prefixed twice).
    expect(html).toContain('href="#user-content-fn-1"');
    expect(html).toContain('id="user-content-fn-1"');
  });

  it("keeps Shiki's highlighting (classes and colour styles), but no other style on a code block", async () => {
    const { html, warnings } = await render('```ts\nconst a = 1;\n```');
    expect(warnings).toEqual([]);
    expect(html).toMatch(
      /<pre class="astro-code github-dark" style="background-color:#24292e;color:#e1e4e8; overflow-x: auto;" tabindex="0" data-language="ts">/,
    );
    expect(html).toMatch(/<span style="color:#[0-9A-F]{6}">const<\/span>/i);
    const raw = await render('<pre class="astro-code" style="background:url(https://evil.example/)"><span style="position:fixed;top:0">x</span></pre>');
    expect(raw.html).not.toContain('style=');
  });
});

describe('the pages’ Content-Security-Policy', () => {
  const policy = pagePolicy({ inlineScripts: INLINE_SCRIPTS, apiOrigin: 'https://api.example.com/base' });
  const directives = new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/) as [string, ...string[]])
      .map(([n, ...v]) => [n, v]),
  );

  it('allows scripts only from the site and by hash, with no wildcard and no unsafe keyword', () => {
    expect(directives.get('script-src')).toEqual(["'self'", scriptHash(THEME_BOOT)]);
    expect(directives.get('script-src')!.join(' ')).not.toMatch(/unsafe/);
    expect(directives.has('script-src-attr') || directives.has('script-src-elem')).toBe(false);
    expect(policy).not.toMatch(/(^|\s)\*(\s|;|$)/);
    for (const [name, value] of [
      ['default-src', ["'self'"]],
      ['object-src', ["'none'"]],
      ['base-uri', ["'none'"]],
      ['frame-ancestors', ["'none'"]],
      ['connect-src', ["'self'", 'https://api.example.com']],
      ['form-action', ["'self'", 'https://api.example.com']],
    ] as const)
      expect(directives.get(name), name).toEqual(value);
  });

  it('allows the inline style elements it is given (the fonts) by hash, and finds the ones it does not allow', () => {
    const font = '@font-face{font-family:Inter;src:url("/_astro/fonts/a.woff2") format("woff2")}';
    const withFont = pagePolicy({ inlineScripts: [THEME_BOOT], inlineStyles: [font, font] });
    const styleSrc = withFont.split('; ').find((d) => d.startsWith('style-src '))!;
    expect(styleSrc).toBe(`style-src 'self' ${scriptHash(font)}`);
    const page = `<head><style>${font}</style><link rel="stylesheet" href="/_astro/a.css"></head>`;
    expect(inlineStylesNotAllowed(page, withFont)).toEqual([]);
    expect(inlineStylesNotAllowed(`${page}<style>body{background:url(//evil.example/x)}</style>`, withFont)).toEqual([
      scriptHash('body{background:url(//evil.example/x)}'),
    ]);
    expect(inlineStylesNotAllowed(page, "style-src 'self'")).toEqual([scriptHash(font)]);
  });

  it('hashes as browsers do (SHA-256 of the script text, base64)', () => {
    // The value Chromium reports for `alert(1)` in its CSP violation message.
    expect(scriptHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });

  it('finds the inline scripts a page carries that the policy does not allow; data blocks and files are not scripts to allow', () => {
    const page = (script: string) =>
      `<head><script>${THEME_BOOT}</script><script type="module" src="/_astro/a.js"></script><script type="application/ld+json">{"a":1}</script><script type="application/json" id="x">[]</script>${script}</head>`;
    expect(inlineScriptsNotAllowed(page(''), policy)).toEqual([]);
    expect(inlineScriptsNotAllowed(page('<script type="module">alert(1)</script>'), policy)).toEqual([scriptHash('alert(1)')]);
    expect(inlineScriptsNotAllowed(page(''), "script-src 'self'")).toEqual([scriptHash(THEME_BOOT)]);
    // Parsed as a browser does: text in an attribute value is no script, a data block's type is exact.
    expect(inlineScriptsNotAllowed(page('<meta name="description" content="<script>alert(1)</script>">'), policy)).toEqual([]);
    expect(inlineScriptsNotAllowed(page('<script type="application/jsonp">alert(1)</script>'), policy)).toEqual([scriptHash('alert(1)')]);
  });
});

describe('figures', () => {
  it('an image alone in its paragraph with a title becomes a figure, the title its caption', async () => {
    const { html: code } = await render('![A dashboard](https://example.org/d.png "The dashboard on a wall screen")\n');
    expect(code).toMatch(/^<figure><img [^>]*alt="A dashboard"[^>]*><figcaption>The dashboard on a wall screen<\/figcaption><\/figure>$/);
    expect(code).not.toContain('title=');
  });
  it('an image without a title, or inside a sentence, stays as it is', async () => {
    expect((await render('![A dashboard](https://example.org/d.png)\n')).html).not.toContain('<figure');
    expect((await render('See ![a dashboard](https://example.org/d.png "Title") here.\n')).html).not.toContain('<figure');
  });
  it('the caption is text: HTML in a title is escaped, never markup', async () => {
    const { html: code } = await render('![A](https://example.org/d.png "<b onclick=x>bold</b>")\n');
    expect(code).toContain('<figcaption>&#x3C;b onclick=x>bold&#x3C;/b></figcaption>');
  });
});
