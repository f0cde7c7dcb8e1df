// The copy checks of tests/support/copy.ts (used by tests/e2e/layout.test.ts on every built page):
// what they flag, and what they must leave alone (abbreviations, domains, files, versions, names).
import { describe, expect, it } from 'vitest';
import { CODE_MARK, copyProblems } from '../support/copy-check.ts';

const rules = (text: string) => copyProblems(text).map((p) => p.rule);

describe('copy checks', () => {
  it.each([
    'Summaries in plain words.Summaries come next.',
    'Projects, newest first.As JSON for agents.',
    'It does not need its API server.Summaries follow.',
    'A closing parenthesis (like this).Then a sentence.',
    'Really?Yes.',
    'Done!A new one.',
  ])('flags sentences joined without a space: %s', (text) => {
    expect(rules(text)).toEqual(['joined sentences']);
  });

  it.each([
    'For example, e.g.Dagster or i.e.Airflow.',
    'See https://github.com/maya/Repo.Name and maya@example.Org for more.',
    'Read SKILL.md, index.HTML, Astro.ImageProps and the v2.1.0 release.',
    'Served by Node.js at api.example.com.',
    'Two sentences. With a space.',
  ])('leaves abbreviations, addresses, files, versions and names alone: %s', (text) => {
    expect(copyProblems(text)).toEqual([]);
  });

  it('flags a doubled word, in any case, but not a repeated number or a hyphenated pair', () => {
    expect(rules('Read the the docs.')).toEqual(['doubled word']);
    expect(rules('It is The the end.')).toEqual(['doubled word']);
    expect(copyProblems('Scored 1 1 times; a well-well-known bye-bye; then thenceforth.')).toEqual([]);
  });

  it('flags Markdown and backticks that reached the reader', () => {
    expect(rules('Some **bold** text')).toEqual(['raw markdown', 'raw markdown']);
    expect(rules('A [link](https://example.com) here')).toEqual(['raw markdown']);
    expect(rules('Intro\n## Heading\nText')).toEqual(['raw markdown']);
    expect(rules('Run `make build` first')).toEqual(['backtick', 'backtick']);
    expect(copyProblems('Issue #16 and C# are fine; so is 2 * 3.')).toEqual([]);
  });

  it('names the text around each problem', () => {
    expect(copyProblems('Everything is written in plain words.Summaries come next.')[0]?.excerpt).toContain('words.Summaries');
  });

  it('flags inline code glued to a word (Astro drops a line break next to a tag), not code next to punctuation', () => {
    expect(rules(`sent as${CODE_MARK}. Its ${CODE_MARK} is a link`)).toEqual(['code joined to a word']);
    expect(rules(`below; ${CODE_MARK}is a stable cause`)).toEqual(['code joined to a word']);
    expect(copyProblems(`sent as ${CODE_MARK}. Its ${CODE_MARK}, or (${CODE_MARK}) and “${CODE_MARK}”.`)).toEqual([]);
  });
});
