/**
 * Copy seen on a site built from a plain imported résumé (issue #26): the home page says nothing
 * twice (the About section goes on after the sentence the hero shows), the resume's last heading
 * names only the sections that have entries, a project's link is labelled by what it is, and the
 * home page's link to the projects reads naturally for one project. In every UI language.
 */
import { describe, expect, it } from 'vitest';
import { t, UI_LANGUAGES } from '../../src/core/i18n/messages.ts';
import { createUrls } from '../../src/core/urls.ts';
import { bioWithoutLead, profilePitch, projectLinkKind, projectLinkLine, resumeMoreSections } from '../../src/core/views.ts';
import { projectJsonLd } from '../../src/discovery/jsonld.ts';

describe('bioWithoutLead: the About section does not repeat the hero line', () => {
  const bio = 'I build *data* platforms at [Kvarn](https://k.example), e.g. payments. Since 2017 I lead.\n\nMore.';
  const html = '<p>I build <em>data</em> platforms at <a href="https://k.example">Kvarn</a>, e.g. payments. Since 2017 I lead.</p>\n<p>More.</p>';

  it("drops the bio's first sentence, which the hero shows, and keeps the rest and its markup", () => {
    const lead = profilePitch({ bio })!;
    expect(bioWithoutLead(html, lead)).toBe('<p>Since 2017 I lead.</p>\n<p>More.</p>');
  });
  it('drops the whole first paragraph when it was that one sentence', () => {
    expect(bioWithoutLead('<p>I make maps.</p>\n<p>Since 2017 I lead.</p>', 'I make maps.')).toBe('<p>Since 2017 I lead.</p>');
  });
  it('matches across line breaks, entities and the typographic quotes and dashes of rendered Markdown', () => {
    const rendered = '<h2>About</h2>\n<p>I’m a data engineer &amp; mentor –\nfor ten years. Next.</p>';
    const lead = profilePitch({ bio: "## About\n\nI'm a data engineer & mentor --\nfor ten years. Next." })!;
    expect(bioWithoutLead(rendered, lead)).toBe('<h2>About</h2>\n<p>Next.</p>');
  });
  it('leaves the bio as it is when an explicit pitch is not its beginning, or the sentence ends inside a link', () => {
    expect(bioWithoutLead(html, 'I make maps.')).toBe(html);
    const inLink = '<p>I work at <a href="/x">Kvarn. Payments</a> team.</p>';
    expect(bioWithoutLead(inLink, 'I work at Kvarn.')).toBe(inLink);
  });
});

describe("a project's link is labelled by what it is", () => {
  it('a code forge is a repository, anything else (pages sites too) a website', () => {
    for (const url of ['https://github.com/a/b', 'https://gitlab.com/a/b', 'https://codeberg.org/a/b', 'https://git.sr.ht/~a/b', 'https://www.github.com/a'])
      expect(projectLinkKind(url), url).toBe('repository');
    for (const url of ['https://maps.example', 'https://a.github.io/b', 'https://gitlab.example.com/a', 'not a url'])
      expect(projectLinkKind(url), url).toBe('website');
  });
  it('the label says so in every language, and a website is not called a repository', () => {
    expect(t('en', 'project.link', { kind: 'website' })).toBe('Website:');
    expect(t('en', 'resume.link', { kind: 'repository' })).toBe('Repository:');
    for (const lang of UI_LANGUAGES) {
      for (const key of ['project.link', 'resume.link'] as const) {
        expect(t(lang, key, { kind: 'website' }), `${lang} ${key}`).not.toBe(t(lang, key, { kind: 'repository' }));
      }
    }
  });
});

describe("the resume's last heading names the sections that have entries", () => {
  const career = (certificates: number, publications: number, languages: number) => ({
    certificates: Array(certificates).fill({}),
    publications: Array(publications).fill({}),
    languages: Array(languages).fill({}),
  });
  it('in English', () => {
    const heading = (c: number, p: number, l: number) => t('en', 'resume.more', { sections: resumeMoreSections(career(c, p, l)) });
    expect(heading(1, 1, 1)).toBe('Certificates, publications and languages');
    expect(heading(0, 2, 1)).toBe('Publications and languages');
    expect(heading(0, 0, 3)).toBe('Languages');
    expect(heading(1, 0, 1)).toBe('Certificates and languages');
    expect(heading(2, 0, 0)).toBe('Certificates');
  });
  it('in every language: without certificates, the word for them is not in the heading', () => {
    for (const lang of UI_LANGUAGES) {
      const all = t(lang, 'resume.more', { sections: resumeMoreSections(career(1, 1, 1)) });
      const certificates = t(lang, 'resume.more', { sections: resumeMoreSections(career(1, 0, 0)) });
      const withoutCertificates = t(lang, 'resume.more', { sections: resumeMoreSections(career(0, 1, 1)) });
      expect(all.startsWith(certificates), lang).toBe(true);
      expect(withoutCertificates, lang).not.toContain(certificates);
    }
  });
});

describe("the home page's link to the projects", () => {
  it('reads naturally for one project, and counts them for more', () => {
    expect(t('en', 'home.allProjects', { count: 1 })).toBe('The projects page');
    expect(t('en', 'home.allProjects', { count: 5 })).toBe('All 5 projects, newest first');
    for (const lang of UI_LANGUAGES) expect(t(lang, 'home.allProjects', { count: 1 }), lang).not.toMatch(/\b(one|eine|seul|único)\b/i);
    expect(t('en', 'projects.description', { count: 1, owner: 'Ada' })).toBe('The project of Ada, with its tags.');
  });
});

describe("a project's link in what agents read", () => {
  const project = (url: string) =>
    ({
      id: 'p',
      title: 'P',
      description: 'D',
      tags: [],
      url,
      links: { html: 'https://ada.example/projects/p', api: 'https://ada.example/v1/projects/p' },
    }) as unknown as Parameters<typeof projectJsonLd>[0];
  it('llms-full.txt and the MCP text say Repository for a forge and Website for anything else', () => {
    expect(projectLinkLine('https://github.com/a/b')).toBe('Repository: https://github.com/a/b');
    expect(projectLinkLine('https://maps.example')).toBe('Website: https://maps.example');
  });
  it('JSON-LD names a forge codeRepository and any other link sameAs', () => {
    const urls = createUrls('https://ada.example');
    expect(projectJsonLd(project('https://github.com/a/b'), null, urls)).toMatchObject({ codeRepository: 'https://github.com/a/b' });
    const site = projectJsonLd(project('https://maps.example'), null, urls);
    expect(site).toMatchObject({ sameAs: 'https://maps.example' });
    expect(site).not.toHaveProperty('codeRepository');
  });
});
