/**
 * The feeds of the published posts: RSS 2.0 and Atom 1.0 written by the `feed` library, and
 * JSON Feed 1.1 (the library writes version 1.0) built here from the same items. Every URL is
 * absolute, from the URL builder (SITE_URL and the base path). Drafts never reach the model, so
 * never a feed.
 */
import { Feed, type Item } from 'feed';
import type { Portfolio, PostRecord } from '../core/portfolio.ts';
import { FEED_PATHS, type Urls } from '../core/urls.ts';
import { url } from '../catalogue/paths.ts';

export const FEED_MEDIA = {
  rss: 'application/rss+xml; charset=utf-8',
  atom: 'application/atom+xml; charset=utf-8',
  json: 'application/feed+json; charset=utf-8',
} as const;

/** The `<link rel="alternate">` of each feed, for the head of every page; none without posts. */
export function feedLinks(portfolio: Portfolio, urls: Urls): { type: string; title: string; href: string }[] {
  if (!portfolio.posts.length) return [];
  const title = feedTitle(portfolio);
  return [
    { type: 'application/rss+xml', title: `${title} (RSS)`, href: urls.abs(FEED_PATHS.rss) },
    { type: 'application/atom+xml', title: `${title} (Atom)`, href: urls.abs(FEED_PATHS.atom) },
    { type: 'application/feed+json', title: `${title} (JSON Feed)`, href: urls.abs(FEED_PATHS.json) },
  ];
}

/** A YYYY-MM-DD day as a Date (midnight UTC). */
const day = (d: string) => new Date(`${d}T00:00:00Z`);

function feedTitle(portfolio: Portfolio): string {
  return portfolio.profile ? `Posts by ${portfolio.profile.name}` : 'Posts';
}

/** The newest change of any post: the feed's own `updated` (stable from build to build). */
function lastChange(posts: readonly PostRecord[]): Date | undefined {
  const days = posts.map((p) => p.updated ?? p.date).sort();
  return days.length ? day(days.at(-1)!) : undefined;
}

/** The page a feed belongs to: the posts index, or the home page while there is no post (and so no index). */
function feedHome(portfolio: Portfolio, urls: Urls): string {
  return urls.abs(portfolio.posts.length ? url('posts') : '/');
}

function libraryFeed(portfolio: Portfolio, urls: Urls): Feed {
  const author = portfolio.profile ? { name: portfolio.profile.name, ...(portfolio.profile.website ? { link: portfolio.profile.website } : {}) } : undefined;
  const updated = lastChange(portfolio.posts);
  const home = feedHome(portfolio, urls);
  const feed = new Feed({
    id: home,
    link: home,
    title: feedTitle(portfolio),
    description: portfolio.profile ? `What ${portfolio.profile.name} writes, newest first.` : 'Posts, newest first.',
    language: 'en',
    copyright: `© ${portfolio.profile?.name ?? 'the author'}`,
    generator: false,
    ...(updated ? { updated } : {}),
    feedLinks: { rss: urls.abs(FEED_PATHS.rss), atom: urls.abs(FEED_PATHS.atom), json: urls.abs(FEED_PATHS.json) },
    ...(author ? { author } : {}),
  });
  // The author is the feed's (Atom); RSS 2.0 would want an e-mail address in an item's <author>.
  for (const post of portfolio.posts) feed.addItem(feedItem(post, urls));
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

export function rssFeed(portfolio: Portfolio, urls: Urls): string {
  return libraryFeed(portfolio, urls).rss2();
}

export function atomFeed(portfolio: Portfolio, urls: Urls): string {
  return libraryFeed(portfolio, urls).atom1();
}

/** JSON Feed 1.1 (https://www.jsonfeed.org/version/1.1/): the posts, newest first, with their Markdown text. */
export function jsonFeed(portfolio: Portfolio, urls: Urls) {
  const author = portfolio.profile ? { name: portfolio.profile.name, ...(portfolio.profile.website ? { url: portfolio.profile.website } : {}) } : undefined;
  return {
    version: 'https://jsonfeed.org/version/1.1',
    title: feedTitle(portfolio),
    home_page_url: feedHome(portfolio, urls),
    feed_url: urls.abs(FEED_PATHS.json),
    language: 'en',
    ...(author ? { authors: [author] } : {}),
    items: portfolio.posts.map((p) => ({
      id: urls.postPage(p.id),
      url: urls.postPage(p.id),
      ...(p.canonical ? { external_url: p.canonical } : {}),
      title: p.title,
      summary: p.description,
      content_text: p.body,
      date_published: day(p.date).toISOString(),
      ...(p.updated ? { date_modified: day(p.updated).toISOString() } : {}),
      ...(p.tags?.length ? { tags: [...p.tags] } : {}),
    })),
  };
}
