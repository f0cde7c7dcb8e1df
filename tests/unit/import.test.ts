/**
 * JSON Resume both ways (src/core/resume.ts and src/core/import.ts), pure: the export validates
 * against the JSON Resume schema (the @jsonresume/schema package); an import of the export
 * gives back the public content of the example portfolio; an export of an import keeps every
 * field of a real-world resume; private data (phone, street address) goes to the private
 * contact block and never reaches a public output; what has no place is reported.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPortfolioSource } from '../../src/core/content/load.ts';
import { importJsonResume, slug } from '../../src/core/import.ts';
import { createPortfolio, portfolioData } from '../../src/core/portfolio.ts';
import { toJsonResume } from '../../src/core/resume.ts';
import { createUrls } from '../../src/core/urls.ts';
import { careerView, publicPortfolio } from '../../src/core/views.ts';
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

describe('import of the export', () => {
  it('gives back the public content of the example portfolio (career included)', () => {
    const { portfolio } = importToPortfolio(JSON.parse(JSON.stringify(toJsonResume(example, urls))));
    const { services: _a, ...before } = publicPortfolio(example, urls);
    const { services: _b, ...after } = publicPortfolio(portfolio, urls);
    expect(after).toEqual(before);
    expect(careerView(portfolio)).toEqual(careerView(example));
  });
});

describe('import of real-world resumes', () => {
  it('the schema package sample imports to valid content, with what has no place reported', () => {
    const { report, source } = importToPortfolio(SAMPLE);
    expect(source.profile?.data.name).toBe(SAMPLE.basics.name);
    expect(source.profile?.data.countryCode).toBe(SAMPLE.basics.location.countryCode);
    expect(report).toContain('volunteer: 1 entry not carried over (the content model has no volunteer section)');
    expect(report.some((r) => r.startsWith('work.0.description'))).toBe(true);
    expect(report.some((r) => r.startsWith('projects.0.roles'))).toBe(true);
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
    it(`export of the import keeps every field of the ${name} resume (except those reported or private)`, () => {
      const { portfolio, report } = importToPortfolio(resume);
      const out = JSON.parse(JSON.stringify(toJsonResume(portfolio, urls)));
      expect(schemaErrors(out)).toEqual([]);
      const b = resume.basics ?? {};
      for (const k of ['name', 'label', 'email', 'url', 'summary'] as const) if (b[k]) expect(out.basics[k], `basics.${k}`).toBe(b[k]);
      for (const k of ['city', 'countryCode']) if (b.location?.[k]) expect(out.basics.location[k], `basics.location.${k}`).toBe(b.location[k]);
      for (const p of b.profiles ?? []) if (p.url) expect(out.basics.profiles.map((x: { url: string }) => x.url)).toContain(p.url);
      const reported = (where: string) => report.some((r) => r.startsWith(where));
      const same = (section: string, fields: string[], outName = (f: string) => f) => {
        for (const [i, item] of (resume[section] ?? []).entries()) {
          const match = out[section].find((x: Record<string, unknown>) => x[outName(fields[0]!)] === item[fields[0]!]);
          expect(match, `${section}.${i}`).toBeDefined();
          for (const f of fields)
            if (item[f] !== undefined && !reported(`${section}.${i}.${f}`)) expect(match[outName(f)], `${section}.${i}.${f}`).toEqual(item[f]);
        }
      };
      same('work', ['name', 'position', 'url', 'location', 'startDate', 'endDate', 'summary', 'highlights']);
      same('education', ['institution', 'url', 'area', 'studyType', 'startDate', 'endDate', 'score', 'courses']);
      same('certificates', ['name', 'issuer', 'date', 'url']);
      same('publications', ['name', 'publisher', 'releaseDate', 'url', 'summary', 'type']);
      same('languages', ['language', 'fluency']);
      same('projects', ['name', 'description', 'startDate', 'endDate', 'url', 'highlights']);
      // Tags and skill categories are identifiers in the content: compared without case.
      for (const p of resume.projects ?? []) {
        const match = out.projects.find((x: { name: string }) => x.name === p.name);
        expect(match.keywords).toEqual((p.keywords ?? []).map((k: string) => slug(k)));
      }
      for (const s of resume.skills ?? []) {
        const match = out.skills.find((x: { name: string }) => x.name.toLowerCase() === s.name.toLowerCase());
        expect(match?.keywords, s.name).toEqual(s.keywords);
      }
    });
  }
});
