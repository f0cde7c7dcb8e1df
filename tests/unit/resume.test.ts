/**
 * The JSON Resume builder (src/core/resume.ts): its output for both content sets validates
 * against the JSON Resume schema (draft-07, tests/fixtures/jsonresume/schema.json) and
 * carries nothing private. Pure: no build, no server.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { loadPortfolioSource } from '../../src/core/content/load.ts';
import { createPortfolio, portfolioData, type Portfolio } from '../../src/core/portfolio.ts';
import { toJsonResume } from '../../src/core/resume.ts';
import { createUrls } from '../../src/core/urls.ts';
import { careerView, skillCategoryLabel } from '../../src/core/views.ts';

// ajv-formats is CommonJS with a default export: under ESM the function may sit on `.default`.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as typeof addFormatsModule;

// The JSON Resume schema, vendored unmodified (its SOURCES.md names the upstream commit and licence).
const SCHEMA_PATH = resolve('tests/fixtures/jsonresume/schema.json');
const schema = JSON.parse(readFileSync(SCHEMA_PATH, 'utf8'));

/** The schema is draft-07: the default Ajv class (not Ajv2019/Ajv2020) is the one for it. */
function validator() {
  const ajv = new Ajv({ allErrors: true, strict: true, strictTypes: false });
  addFormats(ajv);
  return ajv.compile(schema);
}

const SETS = [
  { name: 'default content', dir: resolve('tests/fixtures/example-portfolio'), site: 'http://localhost:4321' },
  { name: 'other portfolio', dir: resolve('tests/fixtures/other-portfolio'), site: 'https://ines.example' },
];

function load(dir: string): { portfolio: Portfolio; source: ReturnType<typeof loadPortfolioSource> } {
  const source = loadPortfolioSource(dir);
  return { portfolio: createPortfolio(portfolioData(source)), source };
}

/** Every private value of a content set, as it would appear in text. */
function privateNeedles(source: ReturnType<typeof loadPortfolioSource>): string[] {
  const needles: string[] = [];
  for (const v of Object.values(source.profile?.data.contact ?? {})) if (v) needles.push(String(v).trim());
  for (const p of source.projects) {
    if (p.data.architecture)
      needles.push(
        ...p.data.architecture
          .split('\n')
          .map((l) => l.trim())
          .filter((l) => l.length > 25),
      );
  }
  return needles;
}

describe('toJsonResume', () => {
  for (const set of SETS) {
    describe(set.name, () => {
      const { portfolio, source } = load(set.dir);
      const urls = createUrls(set.site);
      const resume = toJsonResume(portfolio, urls);

      it('validates against the JSON Resume schema', () => {
        const validate = validator();
        const ok = validate(resume);
        expect(validate.errors ?? [], JSON.stringify(validate.errors, null, 1)).toEqual([]);
        expect(ok).toBe(true);
      });

      it('carries the basics with profiles', () => {
        const profile = portfolio.profile!;
        expect(resume.basics).toMatchObject({ name: profile.name, label: profile.role, email: profile.email });
        expect(resume.basics!.summary).toBe(profile.bio.trim());
        expect(resume.basics!.location!.city).toBe((profile.location ?? '').split(',')[0]!.trim());
        const expected = [profile.github && 'GitHub', profile.linkedin && 'LinkedIn'].filter(Boolean);
        expect(resume.basics!.profiles.map((p) => p.network)).toEqual(expected);
        for (const p of resume.basics!.profiles) {
          expect([profile.github, profile.linkedin]).toContain(p.url);
          expect(p.username && p.url.includes(p.username)).toBeTruthy();
        }
        expect(resume.basics!.url).toBe(profile.website ?? urls.abs('/'));
      });

      it('lists every project, newest first, with its tags as keywords (as written for people when given)', () => {
        expect(resume.projects.map((p) => p.name)).toEqual(portfolio.projects.map((p) => p.title));
        resume.projects.forEach((entry, i) => {
          const record = portfolio.projects[i]!;
          expect(entry.keywords).toEqual(record.keywords ?? record.tags);
          expect(entry.description).toBe(record.description);
          // The repository only: a project page is not the project's own link.
          expect(entry.url).toBe(record.url);
          expect(entry.endDate).toBe(record.date);
        });
      });

      it('groups the skills by category: display name, public category level, skill names only', () => {
        expect(resume.skills).toEqual(
          portfolio.skills.map((c) => ({
            id: c.category,
            name: c.label ?? skillCategoryLabel(c.category),
            ...(c.level ? { level: c.level } : {}),
            keywords: c.skills.map((s) => s.name),
          })),
        );
        for (const s of resume.skills) expect(Object.keys(s).sort()).toEqual(s.level ? ['id', 'keywords', 'level', 'name'] : ['id', 'keywords', 'name']);
      });

      it('carries volunteering, awards, interests, project keywords as written, roles and type; never the references', () => {
        const career = portfolio.career;
        expect(resume.volunteer.map((v) => v.organization)).toEqual(career.volunteer.map((v) => v.organisation));
        expect(resume.awards.map((a) => a.title)).toEqual(career.awards.map((a) => a.title));
        expect(resume.interests.map((i) => i.name)).toEqual(career.interests.map((i) => i.name));
        resume.projects.forEach((entry, i) => {
          const record = portfolio.projects[i]!;
          expect(entry.keywords).toEqual(record.keywords ?? record.tags);
          expect(entry.roles).toEqual(record.roles);
          expect(entry.type).toBe(record.type);
        });
        const text = JSON.stringify(resume);
        for (const r of career.references) {
          expect(text).not.toContain(r.name);
          if (r.reference) expect(text).not.toContain(r.reference);
        }
      });

      it('contains nothing private', () => {
        const text = JSON.stringify(resume);
        for (const needle of privateNeedles(source)) expect(text.includes(needle), `contains "${needle}"`).toBe(false);
        for (const key of ['"contact"', '"architecture"', '"years"', '"phone"', '"references"']) {
          expect(text.includes(key), `contains ${key}`).toBe(false);
        }
        // The one `level` allowed is a category's public level (skills.yaml's map form).
        const levels = [...text.matchAll(/"level":"([^"]*)"/g)].map((m) => m[1]);
        expect(levels).toEqual(portfolio.skills.flatMap((c) => (c.level ? [c.level] : [])));
        for (const level of ['beginner', 'intermediate', 'advanced', 'expert']) {
          const inPublicText = JSON.stringify([
            portfolio.profile?.bio,
            portfolio.projects.map((p) => [p.title, p.description, p.writeup]),
            careerView(portfolio),
          ]);
          if (!inPublicText.toLowerCase().includes(level)) expect(text.toLowerCase().includes(level), level).toBe(false);
        }
      });
    });
  }

  it('the default content has private data for the check to find', () => {
    expect(privateNeedles(loadPortfolioSource(resolve('tests/fixtures/example-portfolio'))).length).toBeGreaterThan(5);
  });

  it('builds a valid document without a profile', () => {
    const { portfolio } = load(resolve('tests/fixtures/example-portfolio'));
    const resume = toJsonResume(
      createPortfolio({ profile: null, projects: [...portfolio.projects], skills: [...portfolio.skills] }),
      createUrls('https://x.example'),
    );
    expect(resume.basics).toBeUndefined();
    const validate = validator();
    expect(validate(resume), JSON.stringify(validate.errors)).toBe(true);
  });

  it('labels skill categories for people', () => {
    expect(skillCategoryLabel('ai')).toBe('AI');
    expect(skillCategoryLabel('databases')).toBe('Databases');
    expect(skillCategoryLabel('data_platforms')).toBe('Data platforms');
    expect(skillCategoryLabel('front-end')).toBe('Front end');
  });
});
