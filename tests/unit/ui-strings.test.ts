// The words of the pages: every catalogue has exactly the keys of English, with the same
// placeholders and tags, parses as ICU MessageFormat, and the helpers format per language.
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { availabilitySentence, formatDate, formatPrice, nativeLanguageName } from '../../src/core/i18n/format.ts';
import { CATALOGUES, htmlTag, linkTag, t, tHtml, UI_LANGUAGES, uiLanguage } from '../../src/core/i18n/messages.ts';

type Node = { type: number; value?: unknown; options?: Record<string, { value: Node[] }>; children?: Node[] };

/** The argument names (`count`) and tag names (`<api>`) a message uses, from its ICU syntax tree. */
function placeholders(message: string, lang: string): string[] {
  const found = new Set<string>();
  const walk = (nodes: Node[]) => {
    for (const n of nodes) {
      // 0 literal, 7 pound (#): no name. 8 tag: its name and children.
      if (n.type === 8) found.add(`<${String(n.value)}>`);
      else if (n.type !== 0 && n.type !== 7) found.add(String(n.value));
      for (const option of Object.values(n.options ?? {})) walk(option.value);
      if (n.children) walk(n.children);
    }
  };
  walk(new IntlMessageFormat(message, lang).getAst() as unknown as Node[]);
  return [...found].sort();
}

const catalogue = (lang: string): Record<string, string> => (CATALOGUES as Record<string, Record<string, string>>)[lang]!;

describe('UI string catalogues', () => {
  const english = catalogue('en');
  it('offers English, German, French, Spanish and Portuguese', () => {
    expect(UI_LANGUAGES).toEqual(['en', 'de', 'fr', 'es', 'pt']);
  });
  for (const lang of UI_LANGUAGES.filter((l) => l !== 'en')) {
    it(`${lang} has exactly the keys of en, no missing and no extra`, () => {
      const keys = Object.keys(catalogue(lang));
      expect(
        Object.keys(english).filter((k) => !keys.includes(k)),
        'missing',
      ).toEqual([]);
      expect(
        keys.filter((k) => !(k in english)),
        'extra',
      ).toEqual([]);
    });
    it(`${lang} uses the same placeholders and tags as en in every message`, () => {
      for (const [key, message] of Object.entries(catalogue(lang))) {
        if (!(key in english)) continue;
        expect(placeholders(message, lang), `${lang} ${key}`).toEqual(placeholders(english[key]!, 'en'));
      }
    });
  }
  it('holds no markup or entities of its own (values and tags are escaped or drawn by the pages)', () => {
    for (const lang of UI_LANGUAGES)
      for (const [key, message] of Object.entries(catalogue(lang))) {
        const text = message.replace(/<\/?[a-z]+>/g, '');
        expect(text, `${lang} ${key}`).not.toMatch(/[<>&"]/);
        expect(message.trim(), `${lang} ${key}`).not.toBe('');
      }
  });
  it('compares placeholders so that a renamed or dropped one is caught', () => {
    expect(placeholders('{count, plural, one {# post} other {# posts}} by <a>{owner}</a>', 'en')).toEqual(['<a>', 'count', 'owner']);
    expect(placeholders('{count, plural, one {# post} other {# posts}} by {owner}', 'de')).not.toEqual(['<a>', 'count', 'owner']);
  });
});

describe('t and tHtml', () => {
  it('formats plurals per language', () => {
    expect(t('en', 'projects.lead', { count: 1 })).toBe('1 project, newest first.');
    expect(t('en', 'projects.lead', { count: 3 })).toBe('3 projects, newest first.');
    expect(t('de', 'projects.lead', { count: 3 })).toBe('3 Projekte, die neuesten zuerst.');
    expect(t('fr', 'post.readingTime', { minutes: 1 })).toBe('1 min de lecture');
  });
  it('falls back to English for a language without a catalogue, and uses the primary subtag', () => {
    expect(uiLanguage('ja')).toBe('en');
    expect(uiLanguage('pt-BR')).toBe('pt');
    expect(t('ja', 'nav.projects')).toBe('Projects');
    expect(t('pt-BR', 'nav.projects')).toBe('Projetos');
  });
  it('escapes values and draws tags as links', () => {
    const html = tHtml('en', 'services.write', { email: 'a<b>@x.dev' }, { mail: linkTag('mailto:a"b@x.dev') });
    expect(html).toBe('To ask for an engagement, write to <a href="mailto:a&#34;b@x.dev">a&#60;b&#62;@x.dev</a>.');
    expect(tHtml('de', 'project.date', {}, { date: htmlTag('<time>2024</time>') })).toBe('Datum: <time>2024</time>');
  });
});

describe('formatting per language', () => {
  it('writes dates with Intl', () => {
    expect(formatDate('en', '2024')).toBe('2024');
    expect(formatDate('en', '2024-03')).toBe('Mar 2024');
    expect(formatDate('de', '2024-03-05')).toBe('5. März 2024');
    expect(formatDate('fr', '2027-01', 'long')).toBe('janvier 2027');
  });
  it('writes prices and availability with the language’s numbers and words', () => {
    expect(formatPrice('en', { amount: 1100, currency: 'EUR', unit: 'day' })).toBe('€1,100 per day');
    expect(formatPrice('de', { amount: 1100, currency: 'EUR', unit: 'day' })).toBe('1.100\u00a0€ pro Tag');
    expect(formatPrice('es', 'on request')).toBe('a consultar');
    const a = { from: '2027-01', daysPerWeek: 2, workplace: ['remote', 'hybrid'] as ('remote' | 'hybrid')[] };
    expect(availabilitySentence('en', a, '2026-11-23')).toBe('Available from January 2027, 2 days a week, remote or hybrid.');
    expect(availabilitySentence('de', a, '2026-11-23')).toBe('Verfügbar ab Januar 2027, 2 Tage pro Woche, remote oder hybrid.');
  });
  it('names each language in itself', () => {
    expect(['en', 'de', 'fr', 'es', 'pt'].map(nativeLanguageName)).toEqual(['English', 'Deutsch', 'Français', 'Español', 'Português']);
  });
});
