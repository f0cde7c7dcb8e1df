// No site path is written by hand outside the catalogue (src/catalogue/paths.ts): every surface
// builds its paths with `url()` (or reads a constant derived from it), so that a path renamed in
// the catalogue changes every link, and a value in a path or query is always encoded. The scanner
// (tests/support/path-literals.ts) reads string and template literals with TypeScript's parser
// (every part of a template, so that `${consoleUrl}/claims/${id}` counts), and the attributes of
// .astro templates. A path below a page of the catalogue written after it (`/messages` joined to
// the console's `/owner`) counts as well.
import { describe, expect, it } from 'vitest';
import { literalsOf, pathLiterals } from '../support/path-literals.ts';

/**
 * The few literals that stay, by file, with the reason. Add here only what is not a page or
 * operation of the catalogue.
 */
const ALLOWED: Record<string, { count: number; why: string }> = {
  'src/server/create-server.ts': { count: 1, why: 'the /.well-known/ prefix, which the router owns when no file answers' },
  'src/server/dev.ts': { count: 1, why: 'the same /.well-known/ prefix in the dev server' },
};

describe('hand-written site paths', () => {
  it('none in src/ or integrations/ outside the catalogue, but for the allowed few', () => {
    const found = pathLiterals(['src', 'integrations']).filter((l) => !l.file.startsWith('src/catalogue/'));
    const byFile = new Map<string, string[]>();
    for (const l of found) byFile.set(l.file, [...(byFile.get(l.file) ?? []), `${l.file}:${l.line} ${l.text}`]);
    const extra = [...byFile].flatMap(([file, lines]) => (lines.length > (ALLOWED[file]?.count ?? 0) ? lines : []));
    expect(extra, 'build these paths with url() of src/catalogue/paths.ts').toEqual([]);
  });

  it('the scanner finds a path in a literal, a template and an attribute, and not in prose or comments', () => {
    const ts = [
      "const a = '/v1/projects';",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal.
      'const b = `/posts/${id}`;',
      'const c = "/.well-known/api-catalog";',
      "// '/v1/skills' in a comment",
      "const d = 'List /v1/projects for ids';",
      "const e = 'https://x.example/v1/ask';",
      "import f from '/v1/x.ts';",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal.
      'const g = `${consoleUrl}/claims/${id}?link=${secret}`;',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal.
      'const h = `${base}/messages`;',
      "const i = at('/webauthn/login/options');",
      "const j = '/claimsx';",
    ].join('\n');
    expect(literalsOf('x.ts', ts).map((l) => l.line)).toEqual([1, 2, 3, 8, 9, 10]);
    const astro = [
      '---',
      "const x = L.path('/projects');",
      '---',
      '<a href="/api">api</a>',
      "<a href={urls.path('/errors')}>e</a>",
      '<p>/v1/ask</p>',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal.
      '<a href={L.rel(`/projects/${encodeURIComponent(p.id)}`)}>x</a>',
    ].join('\n');
    expect(literalsOf('x.astro', astro).map((l) => l.line)).toEqual([2, 4, 5, 7]);
  });
});
