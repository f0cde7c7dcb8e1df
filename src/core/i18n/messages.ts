/**
 * The words of the pages (navigation, headings, buttons, labels, notices) in each language of the
 * interface: one ICU MessageFormat catalogue per locale in ./messages/, formatted by
 * intl-messageformat (plurals and selects through Intl.PluralRules). English is the reference: a
 * unit test holds every other catalogue to exactly its keys and placeholders. A site language
 * without a catalogue shows the English words (docs/languages.md).
 */
import { IntlMessageFormat } from 'intl-messageformat';
import de from './messages/de.json' with { type: 'json' };
import en from './messages/en.json' with { type: 'json' };
import es from './messages/es.json' with { type: 'json' };
import fr from './messages/fr.json' with { type: 'json' };
import pt from './messages/pt.json' with { type: 'json' };

export type MessageKey = keyof typeof en;
type Catalogue = Record<MessageKey, string>;

/** The catalogues, by language; English first (the reference and the fallback). */
export const CATALOGUES = { en, de, fr, es, pt } satisfies Record<string, Catalogue>;
export type UiLanguage = keyof typeof CATALOGUES;
export const UI_LANGUAGES = Object.keys(CATALOGUES) as UiLanguage[];

/** The interface language for a content language: its primary subtag's catalogue (`pt-BR` -> `pt`), else English. */
export function uiLanguage(lang: string): UiLanguage {
  const primary = lang.toLowerCase().split('-')[0] ?? '';
  return primary in CATALOGUES ? (primary as UiLanguage) : 'en';
}

const formats = new Map<string, IntlMessageFormat>();
function formatter(lang: string, key: MessageKey): IntlMessageFormat {
  const ui = uiLanguage(lang);
  const id = `${ui}\u0000${key}`;
  let f = formats.get(id);
  if (!f) {
    // The full tag (`pt-BR`) picks the regional number and plural rules where Intl has them.
    f = new IntlMessageFormat(CATALOGUES[ui][key], [lang, ui]);
    formats.set(id, f);
  }
  return f;
}

export type MessageValues = Record<string, string | number>;

/** One message as plain text, in `lang` (or English where the interface has no catalogue for it). */
export function t(lang: string, key: MessageKey, values?: MessageValues): string {
  const out = formatter(lang, key).format<string>(values);
  return Array.isArray(out) ? out.join('') : String(out);
}

/** Text escaped for HTML (content and attribute values). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Values of an HTML message: text (escaped), numbers, or HTML made by `tHtml` itself (`{ html }`, inserted as it is). */
export type HtmlValues = Record<string, string | number | { html: string }>;

/** A tag of a message rendered as HTML: it receives the tag's inner HTML. */
export type HtmlTag = (inner: string) => string;

/** A link for a message tag (`<api>API documentation</api>`), optionally in `<code>`. */
export const linkTag =
  (href: string, options: { code?: boolean } = {}): HtmlTag =>
  (inner) =>
    `<a href="${escapeHtml(href)}">${options.code ? `<code>${inner}</code>` : inner}</a>`;

/** Fixed HTML in place of an empty message tag (`<start></start>`), for example a `<time>` element. */
export const htmlTag =
  (html: string): HtmlTag =>
  () =>
    html;

/**
 * One message as HTML: the text values are escaped, the message's tags are drawn by `tags` (a tag
 * whose renderer is `undefined` keeps only its text). The catalogues hold no markup of their own.
 */
export function tHtml(lang: string, key: MessageKey, values: HtmlValues = {}, tags: Record<string, HtmlTag | undefined> = {}): string {
  const escaped = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? escapeHtml(v) : typeof v === 'number' ? v : v.html]));
  const rich = Object.fromEntries(Object.entries(tags).map(([name, render]) => [name, (chunks: unknown[]) => (render ?? ((s: string) => s))(chunks.join(''))]));
  const out = formatter(lang, key).format<string>({ ...escaped, ...rich });
  return Array.isArray(out) ? out.join('') : String(out);
}
