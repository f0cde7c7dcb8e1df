/**
 * README "Make it yours" and "Content" are tested as written (issue #16): every content example
 * parses with the schemas the build uses, the one-line profile builds a portfolio, and every
 * npm command the walk-through names exists.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CareerFile, ServicesFile } from '../../src/core/schema/career.ts';
import { ProfileFrontMatter, ProjectFrontMatter, SkillsFile } from '../../src/core/schema/content.ts';

const readme = readFileSync('README.md', 'utf8');
const contentDoc = readFileSync('docs/content.md', 'utf8');
const section = (title: string, text = readme) => {
  const start = text.indexOf(`\n${title}\n`);
  expect(start, title).toBeGreaterThan(0);
  const level = title.split(' ')[0]!;
  const rest = text.slice(start + title.length + 2);
  const end = rest.search(new RegExp(`\\n#{1,${level.length}} `));
  return end < 0 ? rest : rest.slice(0, end);
};
const blocks = (text: string, lang: string) =>
  [...text.matchAll(new RegExp(`^( *)\`\`\`${lang}\\n([\\s\\S]*?)\`\`\``, 'gm'))].map((m) => m[2]!.replace(new RegExp(`^ {${m[1]!.length}}`, 'gm'), ''));
const frontMatter = (md: string) => parse(/^---\n([\s\S]*?)\n---/.exec(md)![1]!);

describe('README', () => {
  it('"Make it yours": the commands exist and the one-name profile is a valid profile', () => {
    const text = section('## Make it yours');
    const scripts = Object.keys(JSON.parse(readFileSync('package.json', 'utf8')).scripts);
    const named = [...text.matchAll(/npm run ([a-z:-]+)/g)].map((m) => m[1]!);
    expect(named).toEqual(expect.arrayContaining(['import', 'build', 'serve', 'dev']));
    for (const s of named) expect(scripts, s).toContain(s);
    const [profile] = blocks(text, 'markdown');
    expect(ProfileFrontMatter.parse(frontMatter(profile!))).toEqual({ name: 'Sam Okafor' });
  });

  it('"Content" (docs/content.md): every example validates against the schema of its file', () => {
    expect(ProfileFrontMatter.safeParse(frontMatter(blocks(section('## `profile.md`', contentDoc), 'markdown')[0]!)).error).toBeUndefined();
    expect(ProjectFrontMatter.safeParse(frontMatter(blocks(section('## `projects/<id>.md`', contentDoc), 'markdown')[0]!)).error).toBeUndefined();
    const skillBlocks = blocks(section('## `skills.yaml`', contentDoc), 'yaml');
    expect(skillBlocks.length).toBe(2);
    for (const block of skillBlocks) expect(SkillsFile.safeParse(parse(block)).error).toBeUndefined();
    expect(SkillsFile.parse(parse(skillBlocks[1]!))['web-development']).toMatchObject({ label: 'Web Development', level: 'Master' });
    const career = CareerFile.safeParse(parse(blocks(section('## `career.yaml`', contentDoc), 'yaml')[0]!));
    expect(career.error).toBeUndefined();
    // Every section of career.yaml is shown.
    expect(Object.keys(career.data!)).toEqual(Object.keys(CareerFile.shape));
    const services = ServicesFile.safeParse(parse(blocks(section('## `services.yaml`', contentDoc), 'yaml')[0]!));
    expect(services.error).toBeUndefined();
    expect(services.data!.services!.map((s) => s.price)).toEqual([
      { amount: 9500, currency: 'EUR', unit: 'project' },
      { amount: 1100, currency: 'EUR', unit: 'day', private: true },
      'on request',
    ]);
  });

  it('"Documentation" lists each page once, and every page of docs/', () => {
    const rows = [...section('## Documentation').matchAll(/^\| \[[^\]]+\]\((docs\/[^)#]+)\)/gm)].map((m) => m[1]!);
    expect(rows.filter((page, i) => rows.indexOf(page) !== i)).toEqual([]);
    const pages = readdirSync('docs').filter((f) => f.endsWith('.md'));
    expect(pages.filter((f) => !rows.includes(`docs/${f}`))).toEqual([]);
  });

  it('is short (at most 250 lines) and every relative link of the README and docs/ names an existing file and heading', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(250);
    const files = [
      'README.md',
      ...readdirSync('docs')
        .filter((f) => f.endsWith('.md'))
        .map((f) => `docs/${f}`),
    ];
    const anchors = (file: string) =>
      new Set(
        [...readFileSync(file, 'utf8').matchAll(/^#{1,6} (.+)$/gm)].map((m) =>
          m[1]!
            .toLowerCase()
            .replace(/[^\p{L}\p{N} _-]/gu, '')
            .replace(/ /g, '-'),
        ),
      );
    const broken: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
      for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/.test(target!) || target!.startsWith('/')) continue;
        const [path, hash] = target!.split('#');
        const resolved = path ? join(dirname(file), path) : file;
        if (!existsSync(resolved)) broken.push(`${file}: ${target}`);
        else if (hash && resolved.endsWith('.md') && !anchors(resolved).has(hash)) broken.push(`${file}: ${target} (no such heading)`);
      }
    }
    expect(broken).toEqual([]);
  });
});
