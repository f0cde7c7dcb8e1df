// The Markdown twins' converter (integrations/markdown-twins.mjs) carries the trailing whitespace of
// its output from piece to piece instead of reading the output back after each piece (issue #29:
// reading it made V8 copy the whole Markdown once per piece, hundreds of MB for a page listing
// 1,000 projects). The Markdown must stay exactly what node-html-markdown makes by itself.
import { NodeHtmlMarkdown } from 'node-html-markdown';
import { describe, expect, it } from 'vitest';
import { libraryAppendResult, TwinVisitor } from '../../integrations/markdown-twins.mjs';

const options = { bulletMarker: '-', codeBlockStyle: 'fenced' } as const;
const list = (n: number) =>
  `<h1>Projects</h1><ul>${Array.from({ length: n }, (_, i) => `<li><a href="/p/${i}">Project <em>${i}</em></a> <strong>x</strong><strong>y</strong>\n  <span> </span></li>`).join('')}</ul>`;
const SAMPLES = [
  '<h1>T</h1><p>a <em>b</em><em>c</em>  </p>\n\n<ul><li>x</li><li>y<br>z</li></ul><pre><code>q\n\n</code></pre>',
  '<p>one\r\n two \t</p><blockquote><p>quote<br><br></p></blockquote><p>  </p><p>\u00a0end\u2003</p>',
  '<table><tr><th>a</th><th>b</th></tr><tr><td>1</td><td><code>2</code></td></tr></table><hr><ol><li><p>p</p></li><li>q</li></ol>',
  list(300),
];

function withLibraryMethod<T>(run: () => T): T {
  const patched = TwinVisitor.prototype.appendResult;
  TwinVisitor.prototype.appendResult = libraryAppendResult;
  try {
    return run();
  } finally {
    TwinVisitor.prototype.appendResult = patched;
  }
}

describe('the twins converter', () => {
  it('is patched', () => {
    expect(TwinVisitor.prototype.appendResult).not.toBe(libraryAppendResult);
  });

  it.each(SAMPLES.map((html, i) => [i, html]))('gives the Markdown the library gives (sample %i)', (_i, html) => {
    const converter = new NodeHtmlMarkdown(options);
    const ours = converter.translate(html as string);
    const theirs = withLibraryMethod(() => new NodeHtmlMarkdown(options).translate(html as string));
    expect(ours).toBe(theirs);
  });
});
