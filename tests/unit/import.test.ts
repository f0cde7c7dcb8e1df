/**
 * JSON Resume both ways (src/core/resume.ts and src/core/import.ts), pure: the export validates
 * against the JSON Resume schema (the @jsonresume/schema package); an import of the export
 * gives back the public content of the example portfolio (and of a content directory with every
 * section); an export of an import keeps every field of a real-world resume (deep equality after
 * the normalisation documented at `normalise`, minus the fields listed in `NOT_CARRIED`, each
 * reported by the importer); private data (phone, street address, references) never reaches a
 * public output; what has no place is reported.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPortfolioSource } from '../../src/core/content/load.ts';
import { importJsonResume, markdownText, slug } from '../../src/core/import.ts';
import { tagOf } from '../../src/core/schema/content.ts';
import { createPortfolio, portfolioData } from '../../src/core/portfolio.ts';
import { toJsonResume } from '../../src/core/resume.ts';
import { createUrls } from '../../src/core/urls.ts';
import { careerView, dossierView, publicPortfolio } from '../../src/core/views.ts';
import { EXAMPLE_CONTENT } from '../support/example-content.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('portfolio-import');
const require = createRequire(import.meta.url);
const { validate } = require('@jsonresume/schema') as { validate: (r: unknown, cb: (errs: { stack: string }[] | null, ok: boolean) => void) => void };
const SAMPLE = JSON.parse(readFileSync(require.resolve('@jsonresume/schema/sample.resume.json'), 'utf8'));
const FULL = JSON.parse(readFileSync(resolve('tests/fixtures/jsonresume/full.resume.json'), 'utf8'));
const MINIMAL = JSON.parse(readFileSync(resolve('tests/fixtures/jsonresume/minimal.resume.json'), 'utf8'));
const urls = createUrls('https://portfolio.example');

function schemaErrors(doc: unknown): string[] {
  let out: string[] = [];
  validate(doc, (errs) => {
    out = (errs ?? []).map((e) => e.stack);
  });
  return out;
}

/** Imports a resume into a temporary content directory and loads it with the build's loader. */
function importToPortfolio(resume: Record<string, unknown>) {
  const { files, report } = importJsonResume(resume);
  const dir = join(tempDir(), 'content');
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  const source = loadPortfolioSource(dir);
  return { files, report, source, portfolio: createPortfolio(portfolioData(source)) };
}

const example = createPortfolio(portfolioData(loadPortfolioSource(EXAMPLE_CONTENT)));

describe('JSON Resume export', () => {
  const doc = toJsonResume(example, urls);

  it('validates against the JSON Resume schema (@jsonresume/schema)', () => {
    expect(schemaErrors(JSON.parse(JSON.stringify(doc)))).toEqual([]);
  });

  it('carries the country code, work, education, certificates, publications, languages and project dates and repositories', () => {
    expect(doc.basics?.location).toEqual({ city: 'Stockholm', countryCode: 'SE' });
    expect(doc.work[0]).toMatchObject({ name: 'Kvarn Payments', position: 'Senior Data Engineer', startDate: '2022-09' });
    expect(doc.work[0]!.endDate).toBeUndefined();
    expect(doc.work.length).toBe(example.career.experience.length);
    expect(doc.education[0]).toMatchObject({ institution: 'KTH Royal Institute of Technology', studyType: 'MSc', area: 'Computer Science' });
    expect(doc.certificates.length).toBe(2);
    expect(doc.publications.find((p) => p.type === 'talk')?.name).toBe('Data contracts that fail loudly');
    expect(doc.languages.map((l) => l.language)).toEqual(['Swedish', 'English', 'German']);
    for (const p of example.projects) {
      const exported = doc.projects.find((x) => x.id === p.id)!;
      expect(exported.url).toBe(p.url);
      expect(exported.endDate).toBe(p.date);
      expect(exported.startDate).toBe(p.start);
    }
    expect(doc.skills.map((s) => s.keywords.length)).toEqual(example.skills.map((c) => c.skills.length));
  });

  it('holds nothing private: no contact value, no private rate, no skill level or years', () => {
    const text = JSON.stringify(doc);
    for (const v of Object.values(example.profile!.contact ?? {})) expect(text).not.toContain(String(v));
    expect(text).not.toContain('1100');
    expect(text).not.toMatch(/"level"|"years"|"architecture"/);
    for (const p of example.projects)
      for (const line of (p.architecture ?? '').split('\n').filter((l) => l.trim().length > 30)) expect(text).not.toContain(line.trim());
  });
});

describe('JSON Resume export: posts', () => {
  const doc = toJsonResume(example, urls);
  const posts = doc.publications.filter((p) => p.type === 'post');

  it('lists every published post as a publication with type post, after the career publications, and never a draft', () => {
    expect(posts.map((p) => p.id)).toEqual(example.posts.map((p) => p.id));
    expect(posts.map((p) => p.id)).toEqual(['contracts-in-ci', 'cdc-without-tears']);
    expect(JSON.stringify(doc)).not.toMatch(/lakehouse-notes|Notes on a lakehouse/);
    expect(doc.publications.slice(0, example.career.publications.length).some((p) => p.type === 'post')).toBe(false);
  });

  it('names the post, its description, date, page and the site as publisher; a cross-posted post its canonical URL and host', () => {
    expect(posts[0]).toEqual({
      name: 'Catching broken dbt contracts in the pull request',
      type: 'post',
      id: 'contracts-in-ci',
      publisher: 'portfolio.example',
      releaseDate: '2026-10-14',
      url: 'https://portfolio.example/posts/contracts-in-ci',
      summary: example.post('contracts-in-ci')!.description,
    });
    expect(posts[1]).toMatchObject({ publisher: 'engineering.example', url: 'https://engineering.example/blog/cdc-without-tears' });
  });

  it('still validates against the JSON Resume schema with the posts in it', () => {
    expect(posts.length).toBeGreaterThan(0);
    expect(schemaErrors(JSON.parse(JSON.stringify(doc)))).toEqual([]);
  });

  it('an import leaves the posts alone: no career publication, no file, one report line each', () => {
    const { files, report, portfolio } = importToPortfolio(JSON.parse(JSON.stringify(doc)));
    const names = portfolio.career.publications.map((p) => p.name);
    for (const post of example.posts) expect(names).not.toContain(post.title);
    expect(names).toEqual(example.career.publications.map((p) => p.name));
    expect(Object.keys(files).filter((f) => f.startsWith('posts/'))).toEqual([]);
    expect(files['career.yaml']).not.toContain('contracts-in-ci');
    expect(report.filter((l) => /^publications\.\d+: a post of the exporting site/.test(l))).toHaveLength(posts.length);
  });
});

describe('import of the export', () => {
  it('gives back the public content of the example portfolio (career included)', () => {
    const { portfolio } = importToPortfolio(JSON.parse(JSON.stringify(toJsonResume(example, urls))));
    // Services have no place in JSON Resume; posts are exported as publications with type post,
    // which the import leaves alone (docs/content.md).
    const { services: _a, posts: _p, ...before } = publicPortfolio(example, urls);
    const { services: _b, posts: _q, ...after } = publicPortfolio(portfolio, urls);
    expect(after).toEqual(before);
    expect(careerView(portfolio)).toEqual(careerView(example));
  });

  it('gives back the public content of a content directory with every section (volunteer, awards, interests, labels, levels, keywords, roles)', () => {
    const first = importToPortfolio(FULL).portfolio;
    const again = importToPortfolio(JSON.parse(JSON.stringify(toJsonResume(first, urls)))).portfolio;
    const { services: _a, ...before } = publicPortfolio(first, urls);
    const { services: _b, ...after } = publicPortfolio(again, urls);
    expect(after).toEqual(before);
    // The content really has the new fields, so the equality above covers them.
    expect(before.career.volunteer.length).toBe(2);
    expect(before.career.awards.length).toBe(2);
    expect(before.career.interests.length).toBe(2);
    expect(before.career.experience.some((e) => e.description)).toBe(true);
    expect(before.skillGroups.find((g) => g.category === 'platforms')?.level).toBe('Expert');
    expect(before.skillGroups.map((g) => g.label)).toContain('Programming Languages');
    expect(before.projects.find((p) => p.id === 'chaos-days-kit')).toMatchObject({
      tags: ['kubernetes', 'chaos-engineering', 'c++', 'node.js'],
      keywords: ['Kubernetes', 'Chaos Engineering', 'C++', 'Node.js'],
      roles: ['Author'],
      type: 'toolkit',
    });
    // References are private: in the content, never in the export, so not in the second import.
    expect(first.career.references.length).toBe(1);
    expect(again.career.references).toEqual([]);
  });
});

type Doc = Record<string, unknown>;

/**
 * The fields of a JSON Resume an import cannot give back in the export, each with the reason.
 * The importer reports every one of them (checked below); nothing else may be missing.
 */
const NOT_CARRIED: Record<string, string> = {
  'basics.phone': 'private: goes to the contact block (contact:read only), never to a public output',
  'basics.location.address': 'private: goes to the contact block',
  'basics.location.postalCode': 'private: goes to the contact block',
  references: "private: a third party's personal data, kept in career.yaml for the portfolio:read dossier only",
  meta: "the document's own metadata (canonical, version, lastModified); the export writes its own meta.canonical",
};

/** Fields the export adds to what came in: its own schema extensions, read back by the import (./src/core/resume.ts). */
const EXPORT_EXTENSIONS: Record<string, string[]> = { projects: ['id', 'featured', 'writeup'], skills: ['id'], work: ['projects'] };

const SECTIONS = ['work', 'volunteer', 'education', 'awards', 'certificates', 'publications', 'skills', 'languages', 'interests', 'references', 'projects'];

/**
 * The normalisation applied to both documents before the deep equality, and why:
 * 1. Empty strings, lists and objects are absent (the sample's `"image": ""`): there is nothing to keep.
 * 2. Strings are trimmed: the content model trims every text.
 * 3. The order of the entries of a section and of `basics.profiles` is the site's (newest first;
 *    GitHub and LinkedIn first): entries are compared as sorted lists. The order inside an entry
 *    (highlights, keywords, courses) is kept and compared as it is.
 * 4. What the export adds is removed from it: its extension members (EXPORT_EXTENSIONS), `$schema`
 *    and `meta` (see NOT_CARRIED), and `basics.url` when it is the site's own address (a
 *    profile without a website points there).
 * 5. A skill entry without keywords gets its name as its one keyword: skills.yaml holds skills,
 *    so `{name: "Incident command", level: "Master"}` becomes a category with that one skill.
 * 6. A GitHub or LinkedIn profile without a username gets the last segment of its URL as one
 *    (the export derives it; the fixtures name theirs).
 */
function normalise(doc: Doc, exported: boolean): Doc {
  const prune = (v: unknown): unknown => {
    if (typeof v === 'string') return v.trim() || undefined;
    if (Array.isArray(v)) {
      const list = v.map(prune).filter((x) => x !== undefined);
      return list.length ? list : undefined;
    }
    if (v && typeof v === 'object') {
      const entries = Object.entries(v)
        .map(([k, x]) => [k, prune(x)] as const)
        .filter(([, x]) => x !== undefined);
      return entries.length ? Object.fromEntries(entries) : undefined;
    }
    return v;
  };
  const out = (prune(structuredClone(doc)) ?? {}) as Doc;
  delete out.$schema;
  if (exported) {
    delete out.meta;
    for (const [section, keys] of Object.entries(EXPORT_EXTENSIONS))
      for (const item of (out[section] as Doc[] | undefined) ?? []) for (const k of keys) delete item[k];
    const basics = out.basics as Doc | undefined;
    if (basics?.url === urls.abs('/')) delete basics.url;
  }
  for (const s of (out.skills as Doc[] | undefined) ?? []) if (!s.keywords && s.name) s.keywords = [s.name];
  const basics = out.basics as Doc | undefined;
  for (const p of (basics?.profiles as Doc[] | undefined) ?? [])
    if (!p.username && ['GitHub', 'LinkedIn'].includes(p.network as string)) p.username = new URL(p.url as string).pathname.split('/').filter(Boolean).at(-1);
  const sorted = (list: unknown) => (Array.isArray(list) ? [...list].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))) : list);
  if (basics?.profiles) basics.profiles = sorted(basics.profiles);
  for (const section of SECTIONS) if (out[section]) out[section] = sorted(out[section]);
  return out;
}

/** Removes a dotted path (`basics.location.address`) from a document; true when it was there. */
function remove(doc: Doc, path: string): boolean {
  const keys = path.split('.');
  let at: Doc | undefined = doc;
  for (const k of keys.slice(0, -1)) at = at?.[k] as Doc | undefined;
  if (!at || !(keys.at(-1)! in at)) return false;
  delete at[keys.at(-1)!];
  return true;
}

describe('import of real-world resumes', () => {
  it('the schema package sample imports to valid content, with what has no place reported', () => {
    const { report, source } = importToPortfolio(SAMPLE);
    expect(source.profile?.data.name).toBe(SAMPLE.basics.name);
    expect(source.profile?.data.countryCode).toBe(SAMPLE.basics.location.countryCode);
    // Volunteer, awards, interests, a work description, a project's roles, entity and type, and the
    // skills' levels are carried now; what is not is reported (compare NOT_CARRIED).
    expect(report.filter((r) => /^(volunteer|awards|interests|work|projects|skills)\b/.test(r))).toEqual([]);
    expect(report).toContain('basics.phone: moved to the private contact block (contact:read only)');
    expect(report.some((r) => r.startsWith('references.0 (Erlich Bachman): kept private'))).toBe(true);
    expect(report.some((r) => r.startsWith('meta:'))).toBe(true);
  });

  it('the phone number and street address go to the private contact block only', () => {
    const { portfolio, report } = importToPortfolio(FULL);
    expect(portfolio.profile!.contact).toEqual({ phone: '+48 555 010 777', address: 'ul. Przykładowa 12/4', postalCode: '30-001' });
    expect(report).toContain('basics.phone: moved to the private contact block (contact:read only)');
    const publicText = JSON.stringify([publicPortfolio(portfolio, urls), toJsonResume(portfolio, urls)]);
    for (const secret of ['555 010 777', 'Przykładowa', '30-001']) expect(publicText).not.toContain(secret);
  });

  it('project ids are stable: the same resume gives the same ids, derived from the names', () => {
    const a = Object.keys(importJsonResume(FULL).files).filter((f) => f.startsWith('projects/'));
    const b = Object.keys(importJsonResume(structuredClone(FULL)).files).filter((f) => f.startsWith('projects/'));
    expect(a).toEqual(['projects/slo-paging-rules.md', 'projects/chaos-days-kit.md']);
    expect(b).toEqual(a);
    expect(slug('Żółć & Co. — Real-Time!')).toBe('zolc-co-real-time');
  });

  for (const [name, resume] of [
    ['full', FULL],
    ['minimal', MINIMAL],
    ['sample', SAMPLE],
  ] as const) {
    it(`export of the import keeps every field of the ${name} resume: deep equality after normalisation, except the listed fields, each reported`, () => {
      const { portfolio, report } = importToPortfolio(resume);
      const out = JSON.parse(JSON.stringify(toJsonResume(portfolio, urls)));
      expect(schemaErrors(out)).toEqual([]);
      const expected = normalise(resume, false);
      for (const path of Object.keys(NOT_CARRIED)) {
        if (remove(expected, path))
          expect(
            report.some((r) => r.startsWith(path)),
            `${path} is reported`,
          ).toBe(true);
      }
      expect(normalise(out, true)).toEqual(expected);
    });
  }

  it('the full resume has every section and every field of the JSON Resume schema', () => {
    const schema = JSON.parse(readFileSync(resolve('tests/fixtures/jsonresume/schema.json'), 'utf8'));
    const missing: string[] = [];
    const walk = (node: { properties?: Record<string, unknown>; items?: unknown }, values: unknown[], path: string) => {
      for (const [key, sub] of Object.entries(node.properties ?? {})) {
        const here = values.flatMap((v) => (v && typeof v === 'object' && key in v ? [(v as Doc)[key]] : [])).filter((v) => v !== '' && v !== undefined);
        if (!here.length) missing.push(`${path}${key}`);
        const child = sub as { properties?: Record<string, unknown>; items?: { properties?: Record<string, unknown> } };
        if (child.properties) walk(child, here, `${path}${key}.`);
        if (child.items?.properties) walk(child.items, here.flat(), `${path}${key}[].`);
      }
    };
    walk(schema, [FULL], '');
    expect(missing).toEqual([]);
  });

  it('keywords keep their case and spelling; tags are their tag form', () => {
    const { files } = importJsonResume(SAMPLE);
    expect(files['projects/miss-direction.md']).toContain('tags:\n  - googlemaps\n  - chrome-extension\n  - javascript');
    expect(files['projects/miss-direction.md']).toContain('keywords:\n  - GoogleMaps\n  - Chrome Extension\n  - Javascript');
    // A project whose keywords are already tags gets no `keywords` (one fact, written once).
    expect(importJsonResume(FULL).files['projects/slo-paging-rules.md']).toContain('keywords:');
    const plain = importJsonResume({ projects: [{ name: 'x', description: 'y', keywords: ['go', 'slo'] }] }).files['projects/x.md']!;
    expect(plain).not.toContain('keywords:');
    expect(tagOf('Żółć & C++ / Node.js')).toBe('zolc-c++-node.js');
  });

  it('a skill category keeps its name as written and its public level; the plain form stays a list', () => {
    const text = importJsonResume(FULL).files['skills.yaml']!;
    expect(text).toContain('programming-languages:\n  label: Programming Languages\n  level: Advanced\n  skills:');
    expect(text).toContain('observability:\n  - Prometheus');
    expect(text).toContain('incident-command:\n  level: Master\n  skills:\n    - Incident command');
  });

  it('what has no place is reported, in the new sections too; nothing is dropped silently', () => {
    const { report } = importJsonResume({
      basics: { name: 'X', profiles: [{ network: 'GitHub', username: 'someone-else', url: 'https://github.com/x' }] },
      volunteer: [{ organization: 'Club', mood: 'happy' }, { position: 'Helper' }],
      awards: [{ title: 'Prize', jury: 'Y' }, { awarder: 'Z' }],
      interests: [{ name: 'Chess', rating: 1800 }],
      references: [{ reference: 'No name given.' }],
      projects: [{ name: 'P', keywords: ['Go', 'GO', '!!!'] }],
      skills: [
        { name: 'Tools', keywords: ['Git'] },
        { name: 'More tools', keywords: ['git'] },
      ],
      hobbies: [],
    });
    expect(report).toEqual(
      expect.arrayContaining([
        'hobbies: unknown section, not carried over',
        'volunteer.0.mood: not carried over (no place for it in the content model)',
        'volunteer.1: no organization, not carried over',
        'awards.0.jury: not carried over (no place for it in the content model)',
        'awards.1: no title, not carried over',
        'interests.0.rating: not carried over (no place for it in the content model)',
        'references.0: no name, not carried over',
        'projects.0.keywords (P): "GO" is the same tag as "Go"; kept once',
        'projects.0.keywords (P): "!!!" has no letters or digits for a tag, not carried over',
        'skills.1: "git" is already in tools; kept there only',
      ]),
    );
    // A GitHub profile whose user name is not its URL's stays a plain profile, user name and all.
    expect(
      importJsonResume({ basics: { name: 'X', profiles: [{ network: 'GitHub', username: 'someone-else', url: 'https://github.com/x' }] } }).files['profile.md'],
    ).toContain('username: someone-else');
  });

  it('the references stay private: in the dossier, nowhere public', () => {
    const { portfolio } = importToPortfolio(FULL);
    expect(portfolio.career.references[0]?.name).toBe('Anna Kowalska, VP Engineering at Szybko Logistics');
    expect(dossierView(portfolio, urls).references).toEqual(portfolio.career.references);
    const publicText = JSON.stringify([publicPortfolio(portfolio, urls), toJsonResume(portfolio, urls)]);
    for (const secret of ['Anna Kowalska', 'a burden into a routine']) expect(publicText).not.toContain(secret);
  });
});

describe('hostile résumé text', () => {
  it('plain text becomes Markdown that shows it literally: no raw HTML, no link, no emphasis', () => {
    const md = markdownText('Hi <script>alert(1)</script> <img src=x onerror=alert(2)> [a](javascript:alert(3)) *b* `c` &lt;\n# h\n1. l\n\nSecond paragraph');
    expect(md).not.toMatch(/(^|[^\\])<(script|img)/);
    expect(md).toContain('\\<script>');
    expect(md).toContain('\\[a]');
    expect(md).toContain('\\*b\\*');
    expect(md).toContain('\\`c\\`');
    expect(md).toContain('\\&lt;');
    expect(md).toMatch(/^\\# h$/m);
    expect(md).toMatch(/^1\\. l$/m);
    expect(md).toContain('\n\nSecond paragraph');
    expect(markdownText('  ')).toBe('');
  });

  it('keeps only http(s) URLs, reporting the others', () => {
    const { files, report } = importJsonResume(JSON.parse(readFileSync(resolve('tests/fixtures/jsonresume/hostile.resume.json'), 'utf8')));
    const text = Object.values(files).join('\n');
    expect(text).not.toContain('javascript:alert(3)');
    expect(text).not.toContain('javascript:alert(7)');
    expect(text).not.toContain('javascript:alert(11)');
    expect(files['profile.md']).toContain('github: https://github.com/eve');
    expect(report).toEqual(
      expect.arrayContaining([
        'basics.url: "javascript:alert(3)" is not an http(s) URL, not carried over',
        'basics.profiles.url: "javascript:alert(7)" is not an http(s) URL, not carried over',
        'projects.0.url: "javascript:alert(11)" is not an http(s) URL, not carried over',
        'basics.summary: read as plain text; its Markdown and HTML characters are escaped in profile.md, so that they show as written',
      ]),
    );
    // The bio is the summary as literal text.
    expect(files['profile.md']).toContain('\\<script>alert(4)\\</script>');
  });
});
