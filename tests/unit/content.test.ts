/**
 * Unit tests of the content loader (src/core/content/load.ts), the content schemas, the core
 * model (src/core/portfolio.ts), the public views (src/core/views.ts) and the URL builder
 * (src/core/urls.ts). Pure: no build, no server. Every broken content set is a temporary copy
 * of content/ under os.tmpdir(), never a file inside the repository.
 */
import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ContentError, contentDir, loadPortfolioSource } from '../../src/core/content/load.ts';
import { createPortfolio, portfolioData, type PortfolioData, type ProjectRecord } from '../../src/core/portfolio.ts';
import { ProjectDetail, ProjectSummary, PublicProfile, SkillNames } from '../../src/core/schema/public.ts';
import { createUrls } from '../../src/core/urls.ts';
import { projectDetail, projectSummary, publicPortfolio, publicProfile, skillGroups, skillNames } from '../../src/core/views.ts';

// ---------------------------------------------------------------------------------------------
// Fixture helpers
// ---------------------------------------------------------------------------------------------

const DEFAULT_CONTENT = resolve('tests/fixtures/example-portfolio');
const OTHER_CONTENT = resolve('tests/fixtures/other-portfolio');
const LEVELS = 'expected one of beginner, intermediate, advanced, expert';

const tempDirs: string[] = [];
afterEach(() => {
  for (const d of tempDirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A fresh empty directory under os.tmpdir(), removed after the test. */
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'portfolio-content-test-'));
  tempDirs.push(dir);
  return dir;
}

/** A temporary copy of a content directory (default: content/). Returns the copy's path. */
function copyContent(from = DEFAULT_CONTENT): string {
  const dir = join(tempDir(), 'content');
  cpSync(from, dir, { recursive: true });
  return dir;
}

/** The path of a file as the loader names it in problems: relative to the working directory when inside it. */
const rel = (p: string) => {
  const r = relative(process.cwd(), p);
  return r && !r.startsWith('..') ? r : p;
};

/** Rewrites a file in place; fails the test if the edit changed nothing (a stale fixture). */
function edit(path: string, change: (text: string) => string): void {
  const before = readFileSync(path, 'utf8');
  const after = change(before);
  expect(after, `edit of ${path} changed nothing`).not.toBe(before);
  writeFileSync(path, after);
}

/** Replaces one top-level front matter / YAML line `key: ...` with `replacement` ('' deletes it). */
function setLine(path: string, key: string, replacement: string): void {
  edit(path, (t) => t.replace(new RegExp(`^${key}:.*(?:\\r?\\n)`, 'm'), replacement ? `${replacement}\n` : ''));
}

/** A small valid project file. */
function projectFile(fm: Record<string, string> = {}): string {
  const fields = { title: 'Temp project', description: 'A project written by a test.', tags: '[testing]', ...fm };
  const lines = Object.entries(fields).map(([k, v]) => `${k}: ${v}`);
  return `---\n${lines.join('\n')}\n---\nThe write-up.\n`;
}

/** Runs the loader and returns the ContentError it must throw. */
function loadError(dir: string): ContentError {
  let caught: unknown;
  try {
    loadPortfolioSource(dir);
  } catch (e) {
    caught = e;
  }
  expect(caught, 'expected loadPortfolioSource to throw').toBeInstanceOf(ContentError);
  const err = caught as ContentError;
  expect(err.name).toBe('ContentError');
  expect(err.problems.length).toBeGreaterThan(0);
  // The message lists every problem line.
  for (const p of err.problems) expect(err.message).toContain(p);
  return err;
}

/**
 * The one problem line that contains every part (strings, or regular expressions), for a
 * readable failure that shows all the problems when none matches.
 */
function problemWith(err: ContentError, ...parts: (string | RegExp)[]): string {
  const matches = err.problems.filter((p) => parts.every((part) => (typeof part === 'string' ? p.includes(part) : part.test(p))));
  expect(matches, `no problem line contains ${parts.map(String).join(' + ')}; problems:\n${err.problems.join('\n')}`).toHaveLength(1);
  return matches[0]!;
}

// ---------------------------------------------------------------------------------------------
// loadPortfolioSource: one test per rule
// ---------------------------------------------------------------------------------------------

describe('loadPortfolioSource: invalid content fails with a ContentError naming file, field and expectation', () => {
  it('1. a project without `title`', () => {
    const dir = copyContent();
    const file = join(dir, 'projects', 'feature-store.md');
    setLine(file, 'title', '');
    const err = loadError(dir);
    expect(err.problems).toHaveLength(1);
    problemWith(err, `${rel(file)}: field \`title\`: required, expected a string`);
  });

  it('2. an invalid e-mail address in profile.md', () => {
    const dir = copyContent();
    const file = join(dir, 'profile.md');
    setLine(file, 'email', 'email: maya-at-lindqvist.example');
    const err = loadError(dir);
    expect(err.problems).toHaveLength(1);
    problemWith(err, rel(file), 'field `email`', 'expected a valid e-mail address');
  });

  it('2b. a profile needs only a name: role, location and e-mail are optional, a bad e-mail is still an error', () => {
    const dir = copyContent();
    const file = join(dir, 'profile.md');
    for (const field of ['email', 'role', 'location', 'countryCode']) setLine(file, field, '');
    expect(loadPortfolioSource(dir).profile!.data).toMatchObject({ name: 'Maya Lindqvist' });
    edit(file, (t) => t.replace('name: Maya Lindqvist', 'name: Maya Lindqvist\nemail: not-an-address'));
    problemWith(loadError(dir), rel(file), 'field `email`', 'expected a valid e-mail address');
  });

  it.each(['May 2024', '2024-1', '24', '2024/05', '2024-05-01T10:00'])('3. a badly written date %j', (bad) => {
    const dir = copyContent();
    const file = join(dir, 'projects', 'clickstream-pipeline.md');
    setLine(file, 'date', `date: "${bad}"`);
    const err = loadError(dir);
    expect(err.problems).toHaveLength(1);
    problemWith(err, rel(file), 'field `date`', 'expected a date written YYYY, YYYY-MM or YYYY-MM-DD');
  });

  it.each([
    ['2024-13', 'there is no month 13'],
    ['2024-00', 'there is no month 00'],
    ['2023-02-30', '2023-02 has 28 days'],
    ['2023-02-29', '2023-02 has 28 days'],
    ['2024-04-31', '2024-04 has 30 days'],
  ])('3a. an impossible date %j is named as such', (bad, why) => {
    const dir = copyContent();
    const file = join(dir, 'projects', 'clickstream-pipeline.md');
    setLine(file, 'date', `date: "${bad}"`);
    const err = loadError(dir);
    expect(err.problems).toHaveLength(1);
    problemWith(err, rel(file), 'field `date`', `impossible date "${bad}": ${why}`);
  });

  it.each(['2024', '2024-02', '2024-02-29', '2023-12-31', '2000-02-29'])('3b. a good date %j is accepted as is', (good) => {
    const dir = copyContent();
    const file = join(dir, 'projects', 'clickstream-pipeline.md');
    setLine(file, 'date', `date: "${good}"`);
    const src = loadPortfolioSource(dir);
    expect(src.projects.find((p) => p.id === 'clickstream-pipeline')!.data.date).toBe(good);
  });

  it.each(['Bad_Name', 'my project', 'UPPER', 'double--hyphen', '-leading', 'trailing-', 'caf\u00e9'])('4. a file name that is not a valid id: %j', (name) => {
    const dir = copyContent();
    const file = join(dir, 'projects', `${name}.md`);
    writeFileSync(file, projectFile());
    const err = loadError(dir);
    expect(err.problems).toHaveLength(1);
    problemWith(err, rel(file), `file name "${name}" is not a valid project id`, 'expected lowercase letters, digits and single hyphens');
  });

  it('4b. an id longer than 100 characters is rejected', () => {
    const dir = copyContent();
    const name = 'a'.repeat(101);
    const file = join(dir, 'projects', `${name}.md`);
    writeFileSync(file, projectFile());
    const err = loadError(dir);
    problemWith(err, rel(file), `file name "${name}"`, 'expected at most 100 characters');
  });

  it('5. duplicate ids: foo.md and foo.markdown', () => {
    const dir = copyContent();
    const md = join(dir, 'projects', 'foo.md');
    const markdown = join(dir, 'projects', 'foo.markdown');
    writeFileSync(md, projectFile({ title: 'Foo one' }));
    writeFileSync(markdown, projectFile({ title: 'Foo two' }));
    const err = loadError(dir);
    expect(err.problems).toHaveLength(1);
    problemWith(err, 'duplicate project id "foo"', rel(md), rel(markdown));
  });

  it('6a. skills.yaml that does not parse names the file and the line', () => {
    const dir = copyContent();
    const file = join(dir, 'skills.yaml');
    writeFileSync(file, 'languages:\n  - Python\n  - [Go, Rust\ncloud:\n  - AWS\n');
    const err = loadError(dir);
    const line = problemWith(err, rel(file), 'YAML does not parse');
    expect(line).toMatch(/line \d+, column \d+/);
  });

  it('6b. skills.yaml with a duplicated key does not parse', () => {
    const dir = copyContent();
    const file = join(dir, 'skills.yaml');
    writeFileSync(file, 'languages:\n  - Python\ncloud:\n  - AWS\nlanguages:\n  - Go\n');
    const err = loadError(dir);
    problemWith(err, rel(file), 'YAML does not parse', /line 5\b/);
  });

  it('6c. a project front matter that does not parse names the file and the line', () => {
    const dir = copyContent();
    const file = join(dir, 'projects', 'feature-store.md');
    setLine(file, 'title', 'title: [Real-Time Feature Store');
    const err = loadError(dir);
    expect(err.problems).toHaveLength(1);
    const line = problemWith(err, `${rel(file)} (front matter)`, 'YAML does not parse');
    // The title is on line 2 of the file (after the opening ---): lines count from the file's start.
    const titleLine =
      readFileSync(file, 'utf8')
        .split('\n')
        .findIndex((l) => l.startsWith('title:')) + 1;
    // (the parser may report the line where it noticed the unterminated sequence: the next one)
    expect(line).toMatch(new RegExp(`\\(line (${titleLine}|${titleLine + 1}), column \\d+\\)`));
    expect(line).not.toMatch(/column \d+:$/);
  });

  it('6e. only a line that is exactly --- closes the front matter', () => {
    const dir = copyContent();
    const file = join(dir, 'projects', 'feature-store.md');
    setLine(file, 'title', 'title: Feature Store --- v2');
    const src = loadPortfolioSource(dir);
    expect(src.projects.find((p) => p.id === 'feature-store')!.data.title).toBe('Feature Store --- v2');
  });

  it('6d. a project without front matter is an error, not a silently empty project', () => {
    const dir = copyContent();
    const file = join(dir, 'projects', 'no-front-matter.md');
    writeFileSync(file, '# Just a heading\n\nNo front matter here.\n');
    const err = loadError(dir);
    problemWith(err, rel(file), 'expected YAML front matter between "---" lines');
  });

  it('7. an unknown skill level names skills.yaml, the field path and the allowed levels', () => {
    const dir = copyContent();
    const file = join(dir, 'skills.yaml');
    edit(file, (t) => t.replace('{ name: Scala, level: intermediate, years: 3 }', '{ name: Scala, level: guru, years: 3 }'));
    const err = loadError(dir);
    expect(err.problems).toHaveLength(1);
    problemWith(err, `${rel(file)}: field \`languages.2.level\`: ${LEVELS}`);
  });

  it('8. an unknown front matter field (typo `titel`) is an error naming the field', () => {
    const dir = copyContent();
    const file = join(dir, 'projects', 'feature-store.md');
    edit(file, (t) => t.replace(/^title:/m, 'titel:'));
    const err = loadError(dir);
    problemWith(err, rel(file), 'unknown field `titel`');
    // The real field is then missing, and said so too.
    problemWith(err, rel(file), 'field `title`', 'required');
    expect(err.problems).toHaveLength(2);
  });

  it('8b. an unknown field in profile.md and in a skill object are errors too', () => {
    const dir = copyContent();
    const profile = join(dir, 'profile.md');
    const skills = join(dir, 'skills.yaml');
    edit(profile, (t) => t.replace(/^role:/m, 'rolle: Data\nrole:'));
    edit(skills, (t) => t.replace('{ name: Python, level: expert, years: 9 }', '{ name: Python, levle: expert }'));
    const err = loadError(dir);
    problemWith(err, rel(profile), 'unknown field `rolle`');
    problemWith(err, rel(skills), 'unknown field', '`levle`', 'languages.0');
  });

  it('9. several problems in several files are all reported in one error', () => {
    const dir = copyContent();
    const profile = join(dir, 'profile.md');
    const feature = join(dir, 'projects', 'feature-store.md');
    const click = join(dir, 'projects', 'clickstream-pipeline.md');
    const skills = join(dir, 'skills.yaml');
    const badName = join(dir, 'projects', 'Bad_Name.md');
    setLine(profile, 'email', 'email: nope');
    setLine(feature, 'title', '');
    setLine(click, 'date', 'date: "2024-13"');
    edit(skills, (t) => t.replace('level: beginner', 'level: guru'));
    writeFileSync(badName, projectFile());

    const err = loadError(dir);
    expect(err.problems).toHaveLength(5);
    expect(err.message).toContain('(5 problems)');
    problemWith(err, rel(profile), 'field `email`', 'expected a valid e-mail address');
    problemWith(err, rel(feature), 'field `title`', 'required, expected a string');
    problemWith(err, rel(click), 'field `date`', 'impossible date "2024-13"');
    problemWith(err, rel(skills), 'field `orchestration.6.level`', LEVELS);
    problemWith(err, rel(badName), 'file name "Bad_Name"');
    // Each problem is one line of the message, and the files are all named.
    expect(err.message.split('\n').filter((l) => l.startsWith('  - '))).toHaveLength(5);
    const files = new Set(err.problems.map((p) => p.split(':')[0]));
    expect(files.size).toBe(5);
  });

  it('9b. one problem says "problem", not "problems"', () => {
    const dir = copyContent();
    setLine(join(dir, 'profile.md'), 'email', 'email: nope');
    const err = loadError(dir);
    expect(err.message).toMatch(/\(1 problem\):/);
  });

  it('10a. a missing content directory fails with a clear message', () => {
    const missing = join(tempDir(), 'does-not-exist');
    const err = loadError(missing);
    expect(err.problems).toHaveLength(1);
    problemWith(err, rel(missing), 'content directory not found', 'PORTFOLIO_CONTENT');
  });

  it('10b. a file given as the content directory fails with the same message', () => {
    const file = join(tempDir(), 'content.md');
    writeFileSync(file, 'not a directory');
    const err = loadError(file);
    problemWith(err, 'content directory not found');
  });

  it('10c. an empty content directory fails with a clear message', () => {
    const empty = tempDir();
    const err = loadError(empty);
    expect(err.problems).toHaveLength(1);
    problemWith(err, rel(empty), 'no profile.md, projects/*.md or skills.yaml found', 'PORTFOLIO_CONTENT');
  });

  it('10d. a directory with only some of the files loads, with warnings for the missing ones', () => {
    const dir = copyContent();
    rmSync(join(dir, 'profile.md'));
    rmSync(join(dir, 'skills.yaml'));
    const src = loadPortfolioSource(dir);
    expect(src.profile).toBeNull();
    expect(src.skills).toEqual([]);
    expect(src.projects).toHaveLength(15);
    expect(src.warnings).toHaveLength(2);
    expect(src.warnings.join('\n')).toContain('profile.md not found');
    expect(src.warnings.join('\n')).toContain('skills.yaml not found');
  });
});

describe('loadPortfolioSource: mistakes that would pass silently, and messages that say what to write', () => {
  it('14a. a tag with a space suggests its hyphenated form', () => {
    const dir = copyContent();
    const file = join(dir, 'projects', 'spaced-tag.md');
    writeFileSync(file, projectFile({ tags: '[ocean science]' }));
    problemWith(loadError(dir), rel(file), 'field `tags.0`', 'write "ocean-science"');
  });

  it('14b. a price unit that is not allowed names the field, the allowed units and the value', () => {
    const dir = copyContent();
    edit(join(dir, 'services.yaml'), (t) => t.replace('unit: day', 'unit: month'));
    problemWith(loadError(dir), 'services.yaml', /field `services\.\d+\.price\.unit`/, 'hour, day or project', '"month"');
  });

  it('14c. an absolute image path is an error that suggests the relative path', () => {
    const dir = copyContent();
    const file = join(dir, 'projects', 'feature-store.md');
    edit(file, (t) => `${t}\n![A chart of the latencies](/images/latency.png)\n`);
    problemWith(loadError(dir), rel(file), '/images/latency.png', 'absolute path', '../images/latency.png');
  });

  it('14d. a list item indented too far (folded into the item above) is reported with its line', () => {
    const dir = copyContent();
    edit(join(dir, 'skills.yaml'), (t) => t.replace('  - Go\n', '  - Go\n    - Rust\n'));
    problemWith(loadError(dir), 'skills.yaml', /line \d+/, '"- Rust" is indented further', '"Go - Rust"');
  });

  it('14d2. a sentence in a one-line list, split by YAML at the comma of a number, is reported with its line', () => {
    const dir = copyContent();
    const file = join(dir, 'projects', 'spaced-tag.md');
    writeFileSync(file, projectFile({ highlights: '[Cut the nightly load from 2,400 to 700 seconds.]' }));
    problemWith(loadError(dir), rel(file), /line \d+/, 'one-line list', '"Cut the nightly load from 2" and "400 to 700 seconds."', 'on its own line');
    // The number opening the item: 2 and "500 cows".
    writeFileSync(file, projectFile({ highlights: '[2,500 cows on 3 farms]' }));
    problemWith(loadError(dir), rel(file), 'one-line list', '"2" and "500 cows on 3 farms"');
    // Numbers and text without such a comma are left alone, and a version next to a figure ("v2,300ms").
    writeFileSync(file, projectFile({ highlights: '[Cut 2 jobs, saved 400 hours, v2,300ms]', tags: '[a1,b2]' }));
    expect(() => loadPortfolioSource(dir)).not.toThrow();
  });

  it('14e. Windows line ends (CRLF) leave no carriage return in the bio, write-ups or fields', () => {
    const dir = copyContent();
    for (const file of [join(dir, 'profile.md'), join(dir, 'projects', 'feature-store.md'), join(dir, 'skills.yaml')]) {
      edit(file, (t) => t.replace(/\r?\n/g, '\r\n'));
    }
    const source = loadPortfolioSource(dir);
    expect(source.profile!.body).not.toContain('\r');
    expect(source.profile!.body).toContain('\n');
    const project = source.projects.find((p) => p.id === 'feature-store')!;
    expect(project.body).not.toContain('\r');
    expect(JSON.stringify(source)).not.toContain('\\r');
  });

  it('14f. a wrong project id in career.yaml is reported in the same pass as field problems in the same file', () => {
    const dir = copyContent();
    edit(join(dir, 'career.yaml'), (t) => t.replace('projects: [feature-store,', 'projects: [no-such-project, feature-store,'));
    edit(join(dir, 'career.yaml'), (t) => t.replace(/^(\s+)start: .*$/m, '$1start: sometime'));
    const err = loadError(dir);
    problemWith(err, 'career.yaml', 'no project has the id "no-such-project"');
    problemWith(err, 'career.yaml', /field `experience\.\d+\.start`/);
  });

  it('14g. the portrait alt-text hint does not quote a person of the example content', () => {
    const dir = copyContent();
    const file = join(dir, 'profile.md');
    writeFileSync(join(dir, 'portrait.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
    edit(file, (t) => t.replace(/^name: .*$/m, (line) => `${line}\nportrait: { src: ./portrait.png }`));
    const line = problemWith(loadError(dir), rel(file), 'field `portrait.alt`');
    const name = /^name: (.*)$/m.exec(readFileSync(join(DEFAULT_CONTENT, 'profile.md'), 'utf8'))![1]!;
    expect(line).not.toContain(name.split(' ')[0]);
    expect(line).toContain('describe the picture');
  });
});

describe('loadPortfolioSource: valid content', () => {
  it('11a. the default content/ loads: profile, 15 projects, 5 categories in order', () => {
    const src = loadPortfolioSource(DEFAULT_CONTENT);
    expect(src.warnings).toEqual([]);
    expect(src.profile?.data.name).toBe('Maya Lindqvist');
    expect(src.profile?.data.email).toBe('maya@lindqvist.example');
    expect(src.profile?.body).toMatch(/^I build data platforms/);
    expect(src.projects).toHaveLength(15);
    expect(src.projects.map((p) => p.id)).toContain('feature-store');
    for (const p of src.projects) expect(p.filePath).toBe(join(DEFAULT_CONTENT, 'projects', `${p.id}.md`));
    expect(src.skills.map((s) => s.category)).toEqual(['languages', 'orchestration', 'databases', 'cloud', 'ai']);
  });

  it('11b. the other-portfolio fixture loads: 4 projects, categories frontend, mobile, backend, tooling', () => {
    const src = loadPortfolioSource(OTHER_CONTENT);
    expect(src.warnings).toEqual([]);
    expect(src.profile?.data.name).toBe('In\u00eas Carvalho');
    expect(src.profile?.data.contact).toBeUndefined();
    expect(src.projects).toHaveLength(4);
    expect(src.projects.map((p) => p.id).sort()).toEqual(['a11y-lint-action', 'checkout-react-native', 'lighthouse-design-system', 'offline-trip-planner-ios']);
    expect(src.skills.map((s) => s.category)).toEqual(['frontend', 'mobile', 'backend', 'tooling']);
  });

  it('11c. a temporary copy of content/ loads exactly like the original (the copy helper is sound)', () => {
    const copy = loadPortfolioSource(copyContent());
    const original = loadPortfolioSource(DEFAULT_CONTENT);
    expect(portfolioData(copy)).toEqual(portfolioData(original));
  });
});

describe('content schema conversions', () => {
  it('12a. YAML `date: 2024` (a number) is accepted and becomes the string "2024"', () => {
    const dir = copyContent();
    const file = join(dir, 'projects', 'clickstream-pipeline.md');
    setLine(file, 'date', 'date: 2024');
    const src = loadPortfolioSource(dir);
    const date = src.projects.find((p) => p.id === 'clickstream-pipeline')!.data.date;
    expect(date).toBe('2024');
    expect(typeof date).toBe('string');
  });

  it('12b. an unquoted YYYY-MM-DD date stays the same string (core schema, no timestamps)', () => {
    const dir = copyContent();
    const file = join(dir, 'projects', 'clickstream-pipeline.md');
    setLine(file, 'date', 'date: 2022-05-17');
    const src = loadPortfolioSource(dir);
    expect(src.projects.find((p) => p.id === 'clickstream-pipeline')!.data.date).toBe('2022-05-17');
  });

  it('12c. a non-integer number as a date is rejected', () => {
    const dir = copyContent();
    const file = join(dir, 'projects', 'clickstream-pipeline.md');
    setLine(file, 'date', 'date: 2024.5');
    const err = loadError(dir);
    problemWith(err, rel(file), 'field `date`', 'expected a date written YYYY, YYYY-MM or YYYY-MM-DD');
  });

  it('12d. a plain-string skill becomes {name}; an object keeps its level and years', () => {
    const src = loadPortfolioSource(DEFAULT_CONTENT);
    const languages = src.skills.find((s) => s.category === 'languages')!.skills;
    expect(languages.find((s) => s.name === 'Go')).toEqual({ name: 'Go' });
    expect(languages.find((s) => s.name === 'Python')).toEqual({ name: 'Python', level: 'expert', years: 9 });
  });

  it('12e. "all" as a category name is rejected', () => {
    const dir = copyContent();
    const file = join(dir, 'skills.yaml');
    edit(file, (t) => t.replace(/^ai:/m, 'all:'));
    const err = loadError(dir);
    expect(err.problems).toHaveLength(1);
    problemWith(err, rel(file), '`all`', '"all" is reserved');
  });

  it('12f. other invalid category names are rejected', () => {
    const dir = copyContent();
    const file = join(dir, 'skills.yaml');
    edit(file, (t) => t.replace(/^ai:/m, 'Machine Learning:'));
    const err = loadError(dir);
    problemWith(err, rel(file), '`Machine Learning`');
  });

  it('12g. the same skill twice in a category (case-insensitive) is rejected', () => {
    const dir = copyContent();
    const file = join(dir, 'skills.yaml');
    edit(file, (t) => t.replace('  - Go\n', '  - Go\n  - go\n'));
    const err = loadError(dir);
    problemWith(err, rel(file), 'field `languages.4`', 'duplicate skill "go": list each skill once in a category');
  });

  it('12g2. the same skill in two categories is reported with both categories', () => {
    const dir = copyContent();
    const file = join(dir, 'skills.yaml');
    edit(file, (t) => t.replace('orchestration:\n', 'orchestration:\n  - go\n'));
    problemWith(loadError(dir), rel(file), 'skill "go" is listed in two categories, `languages` and `orchestration`');
  });

  it('12h. string fields are trimmed, and blank ones are rejected', () => {
    const dir = copyContent();
    const file = join(dir, 'projects', 'clickstream-pipeline.md');
    setLine(file, 'title', 'title: "   Padded title   "');
    expect(loadPortfolioSource(dir).projects.find((p) => p.id === 'clickstream-pipeline')!.data.title).toBe('Padded title');
    setLine(file, 'title', 'title: "   "');
    problemWith(loadError(dir), rel(file), 'field `title`', 'expected a non-empty string');
  });

  it('12i. a bad tag and a repeated tag are rejected', () => {
    const dir = copyContent();
    const a = join(dir, 'projects', 'tag-case.md');
    const b = join(dir, 'projects', 'tag-twice.md');
    writeFileSync(a, projectFile({ tags: '[Data Engineering]' }));
    writeFileSync(b, projectFile({ tags: '[etl, etl]' }));
    const err = loadError(dir);
    problemWith(err, rel(a), 'field `tags.0`', '"Data Engineering" is not a tag: write "data-engineering"');
    problemWith(err, rel(b), 'field `tags`', 'expected each tag once');
  });

  it('12i2. a tag "." or ".." is rejected (its tag page would be /projects/tags/.., the folder above)', () => {
    const dir = copyContent();
    const a = join(dir, 'projects', 'tag-dots.md');
    writeFileSync(a, projectFile({ tags: "['..']" }));
    problemWith(loadError(dir), rel(a), 'field `tags.0`', '".." is not a tag');
  });

  it('12j. a non-http project url and a contact calendar that is not a URL are rejected', () => {
    const dir = copyContent();
    const project = join(dir, 'projects', 'ftp-url.md');
    const profile = join(dir, 'profile.md');
    writeFileSync(project, projectFile({ url: 'ftp://example.test/repo' }));
    edit(profile, (t) => t.replace('calendar: https://cal.example/maya-private-intro', 'calendar: not-a-url'));
    const err = loadError(dir);
    problemWith(err, rel(project), 'field `url`', 'expected an absolute http(s) URL');
    problemWith(err, rel(profile), 'field `contact.calendar`', 'expected an absolute http(s) URL');
  });

  it('12l. a skill category may be a map with a display name and a public level; its skills keep their private evaluations', () => {
    const dir = copyContent();
    const file = join(dir, 'skills.yaml');
    edit(file, (t) =>
      t.replace(
        /^languages:\n((?: {2}- .*\n)+)/m,
        (_m, list: string) => `languages:\n  label: Programming Languages\n  level: Master\n  skills:\n${list.replace(/^ {2}- /gm, '    - ')}`,
      ),
    );
    const src = loadPortfolioSource(dir);
    const languages = src.skills.find((c) => c.category === 'languages')!;
    expect(languages).toMatchObject({ label: 'Programming Languages', level: 'Master' });
    expect(languages.skills.find((s) => s.name === 'Python')).toEqual({ name: 'Python', level: 'expert', years: 9 });
    const portfolio = createPortfolio(portfolioData(src));
    const groups = skillGroups(portfolio.skills);
    expect(groups[0]).toEqual({ category: 'languages', label: 'Programming Languages', level: 'Master', skills: languages.skills.map((s) => s.name) });
    // A list category reads as its key; the private levels of single skills never appear.
    expect(groups.find((g) => g.category === 'orchestration')?.label).toBe('Orchestration');
    expect(JSON.stringify(groups)).not.toMatch(/expert|"years"/);
  });

  it.each([
    ['languages:\n  label: Languages\n', 'field `languages.skills`'],
    ['languages:\n  label: ""\n  skills: [Go]\n', 'field `languages.label`: expected a non-empty string'],
    ['languages:\n  skills: [Go]\n  rank: 1\n', 'unknown field in `languages` `rank`'],
    ['languages:\n  level: [Master]\n  skills: [Go]\n', 'field `languages.level`: expected a string'],
    ['languages:\n  skills: [Go, go]\n', 'field `languages.skills.1`: duplicate skill "go"'],
    ['languages: Go\n', 'expected a list of skills, or a map {label?, level?, skills}'],
  ])('12m. an invalid map category %j is rejected naming the field', (yaml, message) => {
    const dir = copyContent();
    writeFileSync(join(dir, 'skills.yaml'), yaml);
    problemWith(loadError(dir), rel(join(dir, 'skills.yaml')), message);
  });

  it('12n. project keywords, roles, entity and type: valid, public, and keywords must match the tags', () => {
    const dir = copyContent();
    const file = join(dir, 'projects', 'temp.md');
    writeFileSync(
      file,
      projectFile({
        tags: '[chrome-extension, c++]',
        keywords: '[Chrome Extension, C++]',
        roles: '[Team lead, Designer]',
        entity: 'Smoogle',
        type: 'application',
      }),
    );
    const record = createPortfolio(portfolioData(loadPortfolioSource(dir))).project('temp')!;
    expect(projectSummary(record, createUrls('https://x.example'))).toMatchObject({
      tags: ['chrome-extension', 'c++'],
      keywords: ['Chrome Extension', 'C++'],
      roles: ['Team lead', 'Designer'],
      entity: 'Smoogle',
      type: 'application',
    });
    writeFileSync(file, projectFile({ tags: '[chrome-extension, c++]', keywords: '[Chrome Extension]' }));
    problemWith(loadError(dir), rel(file), 'field `keywords`: expected one keyword per tag (2), found 1');
    writeFileSync(file, projectFile({ tags: '[chrome-extension, c++]', keywords: '[C++, Chrome Extension]' }));
    problemWith(loadError(dir), rel(file), 'field `keywords.0`: "C++" is written for the tag "c++", but the tag at its place is "chrome-extension"');
    writeFileSync(file, projectFile({ roles: 'Lead' }));
    problemWith(loadError(dir), rel(file), 'field `roles`: expected a list');
    writeFileSync(file, projectFile({ entity: '""' }));
    problemWith(loadError(dir), rel(file), 'field `entity`: expected a non-empty string');
    writeFileSync(file, projectFile({ type: '[library, app]' }));
    problemWith(loadError(dir), rel(file), 'field `type`: expected a string');
    writeFileSync(file, projectFile({ tags: '[go]', keywords: '[42]' }));
    problemWith(loadError(dir), rel(file), 'field `keywords.0`: expected a string');
  });

  it('12k. files are found by extension only: .markdown and .MD count, other files are ignored', () => {
    const dir = copyContent();
    renameSync(join(dir, 'projects', 'feature-store.md'), join(dir, 'projects', 'feature-store.markdown'));
    writeFileSync(join(dir, 'projects', 'notes.txt'), 'not a project');
    writeFileSync(join(dir, 'projects', '.hidden.md'), 'not a project either');
    const src = loadPortfolioSource(dir);
    expect(src.projects).toHaveLength(15);
    expect(src.projects.find((p) => p.id === 'feature-store')?.filePath).toMatch(/feature-store\.markdown$/);
  });
});

describe('contentDir', () => {
  it('13a. defaults to <cwd>/content', () => {
    expect(contentDir({})).toBe(join(process.cwd(), 'content'));
    expect(contentDir({ PORTFOLIO_CONTENT: '' })).toBe(join(process.cwd(), 'content'));
    expect(contentDir({ PORTFOLIO_CONTENT: '   ' })).toBe(join(process.cwd(), 'content'));
    expect(contentDir({}, '/srv/site')).toBe('/srv/site/content');
  });

  it('13b. honours PORTFOLIO_CONTENT, relative to the cwd or absolute', () => {
    expect(contentDir({ PORTFOLIO_CONTENT: 'tests/fixtures/other-portfolio' })).toBe(OTHER_CONTENT);
    expect(contentDir({ PORTFOLIO_CONTENT: ' my-content ' }, '/srv/site')).toBe('/srv/site/my-content');
    expect(contentDir({ PORTFOLIO_CONTENT: '/data/portfolio' }, '/srv/site')).toBe('/data/portfolio');
  });
});

// ---------------------------------------------------------------------------------------------
// src/core/portfolio.ts
// ---------------------------------------------------------------------------------------------

function project(id: string, date: string | undefined, tags: string[], title = id): ProjectRecord {
  return { id, title, description: `About ${id}`, tags, writeup: `Write-up of ${id}`, ...(date ? { date } : {}) };
}

const SAMPLE: PortfolioData = {
  profile: { name: 'Ada', role: 'Engineer', location: 'Here', email: 'ada@example.test', bio: 'Bio.' },
  projects: [
    project('undated-b', undefined, ['x'], 'B undated'),
    project('year', '2024', ['etl', 'x']),
    project('day', '2024-03-09', ['etl']),
    project('undated-a', undefined, ['y'], 'A undated'),
    project('month', '2024-03', ['etl', 'y']),
    project('old', '2019-12-31', ['x']),
    project('same-date-z', '2020-01', ['z'], 'Zeta'),
    project('same-date-a', '2020-01', ['z'], 'Alpha'),
  ],
  skills: [
    { category: 'languages', skills: [{ name: 'Go' }, { name: 'SQL', level: 'expert', years: 5 }] },
    { category: 'cloud', skills: [{ name: 'AWS' }] },
  ],
};

describe('createPortfolio', () => {
  const portfolio = createPortfolio(SAMPLE);

  it('orders projects newest first (more precise first within a period), undated last, then by title', () => {
    expect(portfolio.projects.map((p) => p.id)).toEqual(['day', 'month', 'year', 'same-date-a', 'same-date-z', 'old', 'undated-a', 'undated-b']);
    // The input is not reordered in place.
    expect(SAMPLE.projects[0]!.id).toBe('undated-b');
  });

  it('finds a project by id', () => {
    expect(portfolio.project('month')?.date).toBe('2024-03');
    expect(portfolio.project('nope')).toBeUndefined();
  });

  it('projectsWithTag: every project for undefined, the tagged ones in order, [] for an unknown tag', () => {
    expect(portfolio.projectsWithTag(undefined)).toEqual(portfolio.projects);
    expect(portfolio.projectsWithTag('etl').map((p) => p.id)).toEqual(['day', 'month', 'year']);
    expect(portfolio.projectsWithTag('x').map((p) => p.id)).toEqual(['year', 'old', 'undated-b']);
    expect(portfolio.projectsWithTag('unknown')).toEqual([]);
    // A keyword as written finds its tag: case and spaces do not matter.
    expect(portfolio.projectsWithTag('ETL').map((p) => p.id)).toEqual(['day', 'month', 'year']);
    // Returned lists are copies.
    portfolio.projectsWithTag('etl').pop();
    portfolio.projectsWithTag(undefined).length = 0;
    expect(portfolio.projectsWithTag('etl')).toHaveLength(3);
    expect(portfolio.projects).toHaveLength(8);
  });

  it('skillsIn: every category for undefined or "all", one for a known category, undefined for an unknown one', () => {
    expect(portfolio.skillsIn(undefined)).toEqual(SAMPLE.skills);
    expect(portfolio.skillsIn('all')).toEqual(SAMPLE.skills);
    expect(portfolio.skillsIn('cloud')).toEqual([{ category: 'cloud', skills: [{ name: 'AWS' }] }]);
    expect(portfolio.skillsIn('unknown')).toBeUndefined();
    expect(portfolio.categories).toEqual(['languages', 'cloud']);
  });

  it('tags: every tag with its project count, most used first, then alphabetical', () => {
    expect(portfolio.tags).toEqual([
      { tag: 'etl', count: 3 },
      { tag: 'x', count: 3 },
      { tag: 'y', count: 2 },
      { tag: 'z', count: 2 },
    ]);
  });

  it('an empty portfolio has no projects, tags or categories', () => {
    const empty = createPortfolio({ profile: null, projects: [], skills: [] });
    expect(empty.profile).toBeNull();
    expect(empty.projects).toEqual([]);
    expect(empty.tags).toEqual([]);
    expect(empty.categories).toEqual([]);
    expect(empty.skillsIn('all')).toEqual([]);
    expect(empty.skillsIn('languages')).toBeUndefined();
  });
});

describe('portfolioData and the default content', () => {
  const source = loadPortfolioSource(DEFAULT_CONTENT);
  const data = portfolioData(source);
  const portfolio = createPortfolio(data);

  it('maps the source: body -> bio / writeup, the file name -> id, private fields kept', () => {
    expect(data.profile?.bio).toBe(source.profile!.body);
    expect(data.profile?.contact?.phone).toBe('+46 70 555 01 23');
    const fs = data.projects.find((p) => p.id === 'feature-store')!;
    expect(fs.title).toBe('Real-Time Feature Store for Fraud Scoring');
    expect(fs.writeup).toMatch(/^## The problem/);
    expect(fs.architecture).toContain('arch-fs-ingest-7');
    expect(data.skills).toHaveLength(5);
    expect(portfolioData({ profile: null, projects: [], skills: [] }).profile).toBeNull();
  });

  it('orders the 15 default projects newest first with the undated one last', () => {
    expect(portfolio.projects.map((p) => p.id)).toEqual([
      'rag-docs-assistant',
      'dbt-contract-guard',
      'llm-eval-harness',
      'airflow-to-dagster',
      'feature-store',
      'snowflake-migration',
      'data-quality-framework',
      'clickstream-pipeline',
      'terraform-data-platform',
      'cdc-postgres-replication',
      'bigquery-cost-monitor',
      'spark-batch-tuning',
      'transit-realtime-pipeline',
      'churn-prediction-pipeline',
      'duckdb-dbt-sandbox',
    ]);
  });

  it('counts tags consistently with projectsWithTag', () => {
    expect(portfolio.tags.length).toBeGreaterThan(0);
    for (const { tag, count } of portfolio.tags) expect(portfolio.projectsWithTag(tag)).toHaveLength(count);
    const counts = portfolio.tags.map((t) => t.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('skillsIn over the real categories', () => {
    expect(portfolio.categories).toEqual(['languages', 'orchestration', 'databases', 'cloud', 'ai']);
    expect(portfolio.skillsIn('databases')?.[0]?.skills.map((s) => s.name)).toContain('PostgreSQL');
    expect(portfolio.skillsIn('all')).toHaveLength(5);
    expect(portfolio.skillsIn('frontend')).toBeUndefined();
  });
});

// ---------------------------------------------------------------------------------------------
// src/core/views.ts
// ---------------------------------------------------------------------------------------------

const PRIVATE_STRINGS = [
  '+46 70 555 01 23',
  'heronlake-4417',
  'cal.example/maya-private',
  'arch-fs-ingest-7',
  'arch-cdc-merge-9',
  'ledgerhawk-registry',
  '"level"',
  '"years"',
];

describe('public views', () => {
  const urls = createUrls('https://example.test');
  const data = portfolioData(loadPortfolioSource('tests/fixtures/example-portfolio'));
  const portfolio = createPortfolio(data);

  it('the private strings are really in the full data (so the checks below are meaningful)', () => {
    const all = JSON.stringify(data);
    for (const s of PRIVATE_STRINGS) expect(all).toContain(s);
  });

  it('publicProfile drops `contact` and keeps the public fields', () => {
    const view = publicProfile(data.profile!);
    expect(view).not.toHaveProperty('contact');
    expect(view).toMatchObject({
      name: 'Maya Lindqvist',
      role: 'Senior Data Engineer',
      location: 'Stockholm, Sweden',
      email: 'maya@lindqvist.example',
      github: 'https://github.com/maya-lindqvist',
    });
    expect(view.bio).toBe(data.profile!.bio);
    expect(() => PublicProfile.parse(view)).not.toThrow();
    // Optional fields that are absent are omitted, not present as undefined.
    const minimal = publicProfile({ name: 'A', role: 'B', location: 'C', email: 'a@example.test', bio: '' });
    expect(Object.keys(minimal).sort()).toEqual(['bio', 'email', 'location', 'name', 'role']);
  });

  it('projectSummary drops `architecture` and the write-up, and links to the API and the page', () => {
    const fs = portfolio.project('feature-store')!;
    const view = projectSummary(fs, urls);
    expect(view).not.toHaveProperty('architecture');
    expect(view).not.toHaveProperty('writeup');
    expect(view).toMatchObject({ id: 'feature-store', date: '2024-03', featured: true });
    expect(view.links).toEqual({
      self: 'https://example.test/v1/projects/feature-store',
      html: 'https://example.test/projects/feature-store',
    });
    expect(() => ProjectSummary.parse(view)).not.toThrow();
    // featured defaults to false; an absent date is omitted.
    const sandbox = projectSummary(portfolio.project('duckdb-dbt-sandbox')!, urls);
    expect(sandbox.featured).toBe(false);
    expect(sandbox).not.toHaveProperty('date');
  });

  it('projectDetail adds the write-up but not `architecture`', () => {
    const cdc = portfolio.project('cdc-postgres-replication')!;
    expect(cdc.architecture).toContain('arch-cdc-merge-9');
    const view = projectDetail(cdc, urls);
    expect(view).not.toHaveProperty('architecture');
    expect(view.writeup).toBe(cdc.writeup);
    expect(() => ProjectDetail.parse(view)).not.toThrow();
  });

  it('skillNames drops level and years', () => {
    const view = skillNames(portfolio.skills);
    expect(Object.keys(view)).toEqual(['languages', 'orchestration', 'databases', 'cloud', 'ai']);
    expect(view.languages).toEqual(['Python', 'SQL', 'Scala', 'Go', 'TypeScript', 'Bash']);
    for (const names of Object.values(view)) for (const n of names) expect(typeof n).toBe('string');
    expect(() => SkillNames.parse(view)).not.toThrow();
  });

  it('no private string appears in any public view', () => {
    const views = {
      profile: publicProfile(data.profile!),
      summaries: portfolio.projects.map((p) => projectSummary(p, urls)),
      details: portfolio.projects.map((p) => projectDetail(p, urls)),
      skills: skillNames(portfolio.skills),
      all: publicPortfolio(portfolio, urls),
    };
    for (const [name, view] of Object.entries(views)) {
      const json = JSON.stringify(view);
      for (const s of PRIVATE_STRINGS) expect(json, `${name} leaks ${s}`).not.toContain(s);
    }
    // And the public portfolio still holds the public content.
    const all = publicPortfolio(portfolio, urls);
    expect(all.projects).toHaveLength(15);
    expect(all.profile?.name).toBe('Maya Lindqvist');
  });

  it('views copy by allow-list: a new private field added to a record stays out', () => {
    const withSecret = { ...portfolio.project('feature-store')!, secretNote: 'do-not-publish-31337' } as ProjectRecord;
    const profileWithSecret = { ...data.profile!, ssn: 'do-not-publish-31337' };
    const json = JSON.stringify([projectSummary(withSecret, urls), projectDetail(withSecret, urls), publicProfile(profileWithSecret)]);
    expect(json).not.toContain('do-not-publish-31337');
  });
});

// ---------------------------------------------------------------------------------------------
// src/core/urls.ts
// ---------------------------------------------------------------------------------------------

describe('createUrls', () => {
  it('builds paths and absolute URLs at the root', () => {
    const urls = createUrls('https://example.test');
    expect(urls.origin).toBe('https://example.test');
    expect(urls.base).toBe('/');
    expect(urls.path('/')).toBe('/');
    expect(urls.path('/projects')).toBe('/projects');
    expect(urls.path('projects/')).toBe('/projects');
    expect(urls.abs('/v1/projects')).toBe('https://example.test/v1/projects');
    expect(urls.abs('/')).toBe('https://example.test/');
    expect(urls.projectPage('feature-store')).toBe('https://example.test/projects/feature-store');
    expect(urls.projectApi('feature-store')).toBe('https://example.test/v1/projects/feature-store');
    expect(urls.problemType('not-found')).toBe('https://example.test/errors#not-found');
  });

  it('keeps only the origin of the site', () => {
    expect(createUrls('https://example.test/').origin).toBe('https://example.test');
    expect(createUrls('http://localhost:4321').abs('/x')).toBe('http://localhost:4321/x');
  });

  it('builds paths under a base such as /sub/', () => {
    for (const base of ['/sub/', '/sub', 'sub', 'sub/']) {
      const urls = createUrls('https://example.test', base);
      expect(urls.base).toBe('/sub/');
      expect(urls.path('/')).toBe('/sub');
      expect(urls.path('/projects')).toBe('/sub/projects');
      expect(urls.abs('/v1/projects')).toBe('https://example.test/sub/v1/projects');
      expect(urls.projectPage('feature-store')).toBe('https://example.test/sub/projects/feature-store');
      expect(urls.projectApi('feature-store')).toBe('https://example.test/sub/v1/projects/feature-store');
      expect(urls.problemType('bad-request')).toBe('https://example.test/sub/errors#bad-request');
    }
  });

  it('encodes a project id in its URLs', () => {
    const urls = createUrls('https://example.test');
    expect(urls.projectPage('a b/c')).toBe('https://example.test/projects/a%20b%2Fc');
  });

  it('rejects a SITE that is not http(s)', () => {
    expect(() => createUrls('ftp://example.test')).toThrow(/SITE_URL must be http\(s\)/);
    expect(() => createUrls('mailto:ada@example.test')).toThrow(/SITE_URL must be http\(s\)/);
    expect(() => createUrls('not a url')).toThrow();
  });
});
