// The catalogue of operations and pages (src/catalogue/paths.ts) and its one URL builder: every
// value encoded (RFC 3986), an unknown name or a missing parameter refused when the code is
// type-checked and when it runs, and the API registry taking each operation's path from it.
import { describe, expect, it } from 'vitest';
import { CatalogueError, isLocalisedPath, matchPath, OPERATIONS, PAGES, url } from '../../src/catalogue/paths.ts';
import { createUrls, languageUrls } from '../../src/core/urls.ts';
import { ROUTES } from '../../src/http/routes.ts';

describe('url()', () => {
  it('fills path parameters, each one path segment', () => {
    expect(url('getProject', { params: { id: 'feature-store' } })).toBe('/v1/projects/feature-store');
    expect(url('project', { params: { id: 'a/b?c#d' } })).toBe('/projects/a%2Fb%3Fc%23d');
    expect(url('project', { params: { id: 'ü 日本' } })).toBe('/projects/%C3%BC%20%E6%97%A5%E6%9C%AC');
    // `+` and `.` are path characters as they are (RFC 3986 sub-delims): the tag page of `c++`.
    expect(url('tag', { params: { tag: 'c++' } })).toBe('/projects/tags/c++');
    expect(url('postsPage', { params: { page: 2 } })).toBe('/posts/2');
    expect(url('home')).toBe('/');
  });

  it('encodes query values: `c++` is not read back as "c  "', () => {
    const built = url('listProjects', { query: { tag: 'c++' } });
    expect(built).toBe('/v1/projects?tag=c%2B%2B');
    expect(new URL(built, 'https://x.example').searchParams.get('tag')).toBe('c++');
    for (const value of ['GitHub Actions', 'ü', '日本', "a&b=c#d!'()*", '100%']) {
      const u = new URL(url('listPosts', { query: { tag: value, x: 1 } }), 'https://x.example');
      expect(u.searchParams.get('tag')).toBe(value);
      expect(u.searchParams.get('x')).toBe('1');
      expect(u.search.split('&')[0]).not.toMatch(/[ +&#]|=.*=|[^\x21-\x7e]/);
    }
    expect(url('getSkills', { query: { category: undefined } })).toBe('/v1/skills');
    expect(url('askQuestion', { query: { q: 'who?', lang: 'de' } })).toBe('/v1/ask?q=who%3F&lang=de');
  });

  it('puts a localised page under its language, an operation with ?lang=', () => {
    expect(url('project', { params: { id: 'x' }, lang: 'pt-BR' })).toBe('/pt-br/projects/x');
    expect(url('home', { lang: 'de' })).toBe('/de');
    expect(url('getProfile', { lang: 'de' })).toBe('/v1/profile?lang=de');
    expect(() => url('openapi', { lang: 'de' })).toThrow(CatalogueError);
  });

  it('refuses an unknown name, a missing or unknown parameter, at compile time and at run time', () => {
    const reason = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return e instanceof CatalogueError ? e.reason : 'other';
      }
      return 'none';
    };
    // @ts-expect-error: no such operation or page.
    expect(reason(() => url('getProjects'))).toBe('unknown-name');
    // @ts-expect-error: `id` is required.
    expect(reason(() => url('getProject'))).toBe('missing-param');
    // @ts-expect-error: `id` is required, `slug` is not a parameter.
    expect(reason(() => url('getProject', { params: { slug: 'x' } }))).toBe('unknown-param');
    // @ts-expect-error: `toString` is no name of the catalogue, though every object has it.
    expect(reason(() => url('toString'))).toBe('unknown-name');
  });
});

describe('the catalogue and the API registry', () => {
  it('each route of the registry has its operation id, method, path, summary, scopes and language flag from the catalogue, and each operation a route', () => {
    const fromRegistry = Object.fromEntries(
      ROUTES.map((r) => [
        r.operationId,
        { method: r.method, path: r.path, summary: r.summary, scopes: r.access.scopes, ...(r.localised ? { localised: r.localised } : {}) },
      ]),
    );
    expect(fromRegistry).toEqual(OPERATIONS);
    // Anyone may call an operation that names no scope; the others need a credential.
    for (const r of ROUTES) expect(r.access.public, r.operationId).toBe(r.access.scopes.length === 0);
  });

  it('no operation shares its name with a page', () => {
    expect(Object.keys(OPERATIONS).filter((name) => name in PAGES)).toEqual([]);
  });
});

describe('isLocalisedPath: the pages every language has, from the catalogue', () => {
  it('is true for the localised pages (with a query or a file below them) and false for the rest', () => {
    for (const path of ['/', '/?utm=x', '/projects', '/projects/a', '/projects/tags/c++', '/posts/2', '/posts/rss.xml', '/ask?q=a', '/privacy', '/resume'])
      expect(isLocalisedPath(path), path).toBe(true);
    for (const path of ['/api', '/errors', '/v1/profile', '/llms.txt', '/openapi.json', '/resume.pdf', '/owner', '/.well-known/ard.json'])
      expect(isLocalisedPath(path), path).toBe(false);
  });
  it('agrees with url(): a page is localised exactly when url() takes a language for it', () => {
    for (const [name, page] of Object.entries(PAGES)) {
      const path = page.path.replace(/\{\w+\}/g, 'x');
      expect(isLocalisedPath(path), name).toBe((page as { localised?: true }).localised === true);
    }
  });
});

describe('languageUrls: an answer in another language links the localised operations with ?lang=', () => {
  const urls = createUrls('https://ada.example');
  const german = languageUrls(urls, 'de');
  it('adds ?lang= exactly to the operations the catalogue marks localised (no second list of paths)', () => {
    for (const [name, operation] of Object.entries(OPERATIONS)) {
      const path = operation.path.replace(/\{\w+\}/g, 'x');
      const localised = (operation as { localised?: true }).localised === true;
      expect(german.api(path), name).toBe(localised ? `${urls.api(path)}?lang=de` : urls.api(path));
      expect(german.api(`${path}?a=1`), name).toBe(localised ? `${urls.api(path)}?a=1&lang=de` : `${urls.api(path)}?a=1`);
    }
  });
  it('marks every read of the content, public or private, and nothing of the auth server or the messages', () => {
    const localised = Object.entries(OPERATIONS).flatMap(([name, o]) => ((o as { localised?: true }).localised ? [name] : []));
    expect(localised).toContain('getDossier');
    expect(localised).toContain('askQuestionPost');
    expect(localised.filter((name) => /Token|Claim|Agent|Message|Metadata|Jwks|authorize|Consent|contactForm|SecurityEvent|ApiIndex/.test(name))).toEqual([]);
  });
});

describe('a path parameter ({+page}) and matchPath()', () => {
  const reason = (f: () => unknown) => {
    try {
      f();
    } catch (err) {
      return err instanceof CatalogueError ? err.reason : String(err);
    }
    return 'no error';
  };
  it('puts a path of encoded segments as it is: the social card of a page', () => {
    expect(url('socialCard', { params: { page: 'index' } })).toBe('/og/index.png');
    expect(url('socialCard', { params: { page: 'projects/tags/c++' } })).toBe('/og/projects/tags/c++.png');
    expect(url('socialCard', { params: { page: 'de/projects/%C3%BC' } })).toBe('/og/de/projects/%C3%BC.png');
  });
  it('refuses a value that would leave the folder or add a query', () => {
    for (const page of ['../x', 'a/../../x', '/x', 'a//b', 'a?b', 'a#b', 'a b', '', 'a%zz'])
      expect(
        reason(() => url('socialCard', { params: { page } })),
        page,
      ).toBe('invalid-param');
  });
  it('refuses the forms a browser reads as a dot segment or a separator (WHATWG URL): encoded dots, backslashes', () => {
    // new URL('/og/%2e%2e/%2e%2e/evil.png', site) is https://site/evil.png: out of /og/.
    for (const page of [
      '%2e%2e/x',
      'a/%2E%2E/%2e%2e/x',
      '.%2e/x',
      '%2e./x',
      '%2e/x',
      'a\\..\\..\\x',
      '\\\\evil.example/x',
      'a%2F..%2Fx',
      'a%5c..%5cx',
      'a/%E0',
    ])
      expect(
        reason(() => url('socialCard', { params: { page } })),
        page,
      ).toBe('invalid-param');
    // A one-segment parameter either: a tag ".." (the tag rule allows it) linked /projects/tags/.. = /projects/.
    for (const tag of ['.', '..'])
      expect(
        reason(() => url('tag', { params: { tag } })),
        tag,
      ).toBe('invalid-param');
    expect(url('tag', { params: { tag: '.net' } })).toBe('/projects/tags/.net');
    // A dot inside a segment is no dot segment.
    expect(url('socialCard', { params: { page: 'posts/v1.2%2e3' } })).toBe('/og/posts/v1.2%2e3.png');
  });
  it('matches a path to its template and decodes the parameters', () => {
    expect(matchPath('ownerClaim', url('ownerClaim', { params: { id: 'c 1/ü' } }))).toEqual({ id: 'c 1/ü' });
    expect(matchPath('ownerMessageRead', '/owner/messages/m1/read')).toEqual({ id: 'm1' });
    expect(matchPath('ownerMessage', '/owner/messages/m1/read')).toBeUndefined();
    expect(matchPath('ownerMessages', '/owner/messages')).toEqual({});
    expect(matchPath('socialCard', '/og/projects/x.png')).toEqual({ page: 'projects/x' });
    expect(matchPath('ownerClaim', '/owner/claims/%E0')).toBeUndefined();
  });
});
