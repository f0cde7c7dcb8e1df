/**
 * The feeds of the published posts: RSS 2.0 and Atom 1.0 written by the `feed` library, and
 * JSON Feed 1.1 (the library writes version 1.0) built here from the same items. Every URL is
 * absolute, from the URL builder (SITE_URL and the base path). Drafts never reach the model, so
 * never a feed. Each language of the site has its feeds (`/posts/rss.xml`, `/de/posts/rss.xml`):
 * the portfolio's language names them, their title and their links; `defaultLanguage` is the
 * site's (the one without a path prefix).
 */
import { Feed, type Item } from 'feed';
import { t } from '../core/i18n/messages.ts';
import type { Portfolio, PostRecord } from '../core/portfolio.ts';
import { languageUrls, type Urls } from '../core/urls.ts';
import { url } from '../catalogue/paths.ts';

export const FEED_MEDIA = {
  rss: 'application/rss+xml; charset=utf-8',
  atom: 'application/atom+xml; charset=utf-8',
  json: 'application/feed+json; charset=utf-8',
} as const;

/** Where the feeds of a portfolio's language live, and the links of its pages. */
function feedPlace(portfolio: Portfolio, urls: Urls, defaultLanguage: string) {
  const lang = portfolio.lang;
  // The default language's pages have no language prefix; another language's live under `/<lang>/`.
  const inLanguage = lang === defaultLanguage ? {} : { lang };
  return {
    rss: urls.abs(url('feedRss', inLanguage)),
    atom: urls.abs(url('feedAtom', inLanguage)),
    json: urls.abs(url('feedJson', inLanguage)),
    /** The page a feed belongs to: the posts index, or the home page while there is no post (and so no index). */
    home: urls.abs(url(portfolio.posts.length ? 'posts' : 'home', inLanguage)),
    pages: lang === defaultLanguage ? urls : languageUrls(urls, lang),
  };
}

/** The `<link rel="alternate">` of each feed of the portfolio's language, for the head of its pages; none without posts. */
export function feedLinks(portfolio: Portfolio, urls: Urls, defaultLanguage = portfolio.lang): { type: string; title: string; href: string }[] {
  if (!portfolio.posts.length) return [];
  const title = feedTitle(portfolio);
  const place = feedPlace(portfolio, urls, defaultLanguage);
  return [
    { type: 'application/rss+xml', title: `${title} (RSS)`, href: place.rss },
    { type: 'application/atom+xml', title: `${title} (Atom)`, href: place.atom },
    { type: 'application/feed+json', title: `${title} (JSON Feed)`, href: place.json },
  ];
}

/** A YYYY-MM-DD day as a Date (midnight UTC). */
const day = (d: string) => new Date(`${d}T00:00:00Z`);

function feedTitle(portfolio: Portfolio): string {
  return portfolio.profile ? t(portfolio.lang, 'feed.title', { owner: portfolio.profile.name }) : t(portfolio.lang, 'posts.title');
}

/** The newest change of any post: the feed's own `updated` (stable from build to build). */
function lastChange(posts: readonly PostRecord[]): Date | undefined {
  const days = posts.map((p) => p.updated ?? p.date).sort();
  return days.length ? day(days.at(-1)!) : undefined;
}

function libraryFeed(portfolio: Portfolio, urls: Urls, defaultLanguage: string): Feed {
  const author = portfolio.profile ? { name: portfolio.profile.name, ...(portfolio.profile.website ? { link: portfolio.profile.website } : {}) } : undefined;
  const updated = lastChange(portfolio.posts);
  const place = feedPlace(portfolio, urls, defaultLanguage);
  const lang = portfolio.lang;
  const feed = new Feed({
    id: place.home,
    link: place.home,
    title: feedTitle(portfolio),
    description: portfolio.profile ? t(lang, 'feed.description', { owner: portfolio.profile.name }) : t(lang, 'feed.descriptionAnonymous'),
    language: lang,
    copyright: `© ${portfolio.profile?.name ?? t(lang, 'privacy.theOwner')}`,
    generator: false,
    ...(updated ? { updated } : {}),
    feedLinks: { rss: place.rss, atom: place.atom, json: place.json },
    ...(author ? { author } : {}),
  });
  // The author is the feed's (Atom); RSS 2.0 would want an e-mail address in an item's <author>.
  for (const post of portfolio.posts) feed.addItem(feedItem(post, place.pages));
  return feed;
}

function feedItem(post: PostRecord, urls: Urls): Item {
  const link = urls.postPage(post.id);
  return {
    title: post.title,
    id: link,
    guid: link,
    link,
    description: post.description,
    date: day(post.updated ?? post.date),
    published: day(post.date),
    category: (post.tags ?? []).map((name) => ({ name, term: name })),
  };
}

export function rssFeed(portfolio: Portfolio, urls: Urls, defaultLanguage = portfolio.lang): string {
  return libraryFeed(portfolio, urls, defaultLanguage).rss2();
}

export function atomFeed(portfolio: Portfolio, urls: Urls, defaultLanguage = portfolio.lang): string {
  return libraryFeed(portfolio, urls, defaultLanguage).atom1();
}

/**
 * JSON Feed 1.1 (https://www.jsonfeed.org/version/1.1/): the posts, newest first, with their
 * Markdown text; a post shown in the default language (not translated yet) names its `language`.
 */
export function jsonFeed(portfolio: Portfolio, urls: Urls, defaultLanguage = portfolio.lang) {
  const author = portfolio.profile ? { name: portfolio.profile.name, ...(portfolio.profile.website ? { url: portfolio.profile.website } : {}) } : undefined;
  const place = feedPlace(portfolio, urls, defaultLanguage);
  return {
    version: 'https://jsonfeed.org/version/1.1',
    title: feedTitle(portfolio),
    home_page_url: place.home,
    feed_url: place.json,
    language: portfolio.lang,
    ...(author ? { authors: [author] } : {}),
    items: portfolio.posts.map((p) => ({
      id: place.pages.postPage(p.id),
      url: place.pages.postPage(p.id),
      ...(p.canonical ? { external_url: p.canonical } : {}),
      title: p.title,
      summary: p.description,
      content_text: p.body,
      date_published: day(p.date).toISOString(),
      ...(p.updated ? { date_modified: day(p.updated).toISOString() } : {}),
      ...(p.tags?.length ? { tags: [...p.tags] } : {}),
      ...(p.lang ? { language: p.lang } : {}),
    })),
  };
}
