/**
 * The pages of the website, one list: the sitemap, llms.txt, the social preview cards
 * (src/lib/social.ts) and the tests read it, and a test checks that it names exactly the HTML
 * pages the build produced.
 */
import type { Portfolio } from '../core/portfolio.ts';
import { postPagePath, postsIndexPath, projectPagePath, tagPagePath } from '../core/urls.ts';
import { availabilityText, hasServicesPage, priceLabel } from '../core/career.ts';
import { profileHeadline, publicProfile, publicServices } from '../core/views.ts';
import { availabilitySentence, formatPrice } from '../core/i18n/format.ts';
import { t } from '../core/i18n/messages.ts';
import { localePath } from '../core/i18n/paths.ts';
import { url } from '../catalogue/paths.ts';

export interface SitePage {
  /** The path relative to the base: `/`, `/projects/feature-store`. */
  path: string;
  title: string;
  description: string;
  /** Rendered on demand (not a built file): no Markdown twin. */
  dynamic?: boolean;
  /** The page's social preview card: a small line above the title, the title, a line below. */
  card: { kicker: string; title: string; subtitle: string };
  /** A page in a language other than the default: its language and the default-language page it translates. */
  translation?: { lang: string; of: string };
}

export function sitePages(portfolio: Portfolio): SitePage[] {
  const profile = portfolio.profile ? publicProfile(portfolio.profile) : null;
  const name = profile?.name ?? 'the portfolio';
  const owner = profile?.name ?? 'Portfolio';
  const role = (profile && profileHeadline(profile)) || 'Projects and skills';
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return [
    {
      path: '/',
      title: 'Home',
      description: `Who ${name} is, featured projects and skills at a glance.`,
      card: { kicker: 'Portfolio', title: owner, subtitle: role },
    },
    {
      path: url('projects'),
      title: 'Projects',
      description: 'Every project, newest first, with its tags.',
      card: { kicker: owner, title: 'Projects', subtitle: `${portfolio.projects.length} projects, newest first` },
    },
    ...portfolio.tagPages.map(({ tag, projects, posts }) => {
      const what = [projects ? count(projects, 'project', 'projects') : '', posts ? count(posts, 'post', 'posts') : ''].filter(Boolean).join(' and ');
      return {
        path: tagPagePath(tag),
        title: `${tagPageSubject(projects, posts)} tagged ${tag}`,
        description: `The ${what} tagged ${tag}.`,
        card: { kicker: `${owner} · ${projects ? 'Projects' : 'Posts'}`, title: `Tagged “${tag}”`, subtitle: what },
      };
    }),
    ...portfolio.projects.map((p) => ({
      path: projectPagePath(p.id),
      title: p.title,
      description: p.description,
      card: { kicker: `${owner} · Project`, title: p.title, subtitle: p.description },
    })),
    ...postPages(portfolio, owner),
    {
      path: url('skills'),
      title: 'Skills',
      description: 'Skills by category.',
      card: { kicker: owner, title: 'Skills', subtitle: portfolio.skills.map((c) => c.category).join(' · ') },
    },
    {
      path: url('ask'),
      title: 'Ask',
      description: `Ask a question about ${name} in your own words.`,
      dynamic: true,
      card: { kicker: owner, title: 'Ask about this portfolio', subtitle: 'Questions in plain words, answers with references' },
    },
    {
      path: url('services'),
      title: 'Services',
      description: hasServicesPage(portfolio.services) ? `What ${name} offers, at what price, and when.` : 'No services are listed.',
      card: { kicker: owner, title: 'Services', subtitle: servicesLine(publicServices(portfolio)) || 'No services listed' },
    },
    {
      path: url('resume'),
      title: 'Resume',
      description: 'A printable resume built from the portfolio.',
      card: { kicker: owner, title: 'Resume', subtitle: role },
    },
    {
      path: url('apiDocs'),
      title: 'API documentation',
      description: 'The JSON API for programs and agents.',
      card: { kicker: owner, title: 'API documentation', subtitle: 'The portfolio as JSON for developers and agents' },
    },
    {
      path: url('errors'),
      title: 'API errors',
      description: 'The problem types of the API.',
      card: { kicker: owner, title: 'API errors', subtitle: 'RFC 9457 problem details' },
    },
    {
      path: url('privacy'),
      title: 'Privacy',
      description: `What this site stores about you, what it never stores, and how to ask ${owner === 'Portfolio' ? 'the owner' : owner}.`,
      card: { kicker: owner, title: 'Privacy', subtitle: 'What this site stores and never stores' },
    },
  ];
}

/** Posts per page of the posts index (`/posts`, `/posts/2`...). */
export const POSTS_PER_PAGE = 10;

/** The number of pages of the posts index: none without posts. */
export function postsIndexPages(portfolio: Portfolio): number {
  return Math.ceil(portfolio.posts.length / POSTS_PER_PAGE);
}

/** What a tag page lists: the projects and the posts with the tag. */
export function tagPageSubject(projects: number, posts: number): string {
  return projects && posts ? 'Projects and posts' : posts ? 'Posts' : 'Projects';
}

/** The posts index (paginated) and one page per published post; nothing without posts. */
function postPages(portfolio: Portfolio, owner: string): SitePage[] {
  const pages = postsIndexPages(portfolio);
  const n = portfolio.posts.length;
  return [
    ...Array.from({ length: pages }, (_, i) => ({
      path: postsIndexPath(i + 1),
      title: i === 0 ? 'Posts' : `Posts, page ${i + 1}`,
      description: i === 0 ? `Every post, newest first.` : `Posts, newest first: page ${i + 1} of ${pages}.`,
      card: { kicker: owner, title: 'Posts', subtitle: `${n} ${n === 1 ? 'post' : 'posts'}, newest first${i ? ` · page ${i + 1}` : ''}` },
    })),
    ...portfolio.posts.map((p) => ({
      path: postPagePath(p.id),
      title: p.title,
      description: p.description,
      card: { kicker: `${owner} · Post`, title: p.title, subtitle: p.description },
    })),
  ];
}

/** One line for the services card: the services with their prices, or the availability. */
function servicesLine(s: ReturnType<typeof publicServices>): string {
  const offers = s.services.map((x) => (x.price ? `${x.name} (${priceLabel(x.price)})` : x.name));
  return offers.length ? offers.join(' · ') : s.availability ? availabilityText(s.availability, new Date().toISOString().slice(0, 10)) : '';
}

/**
 * The pages of a language other than the default (src/pages/[lang]/): home, projects, tags,
 * project pages, posts, skills, ask, services and resume, under `/<lang>/`, in its words. Their
 * default-language pages are at `translation.of`.
 */
export function languagePages(portfolio: Portfolio, defaultLanguage: string): SitePage[] {
  const lang = portfolio.lang;
  const profile = portfolio.profile ? publicProfile(portfolio.profile) : null;
  const owner = profile?.name ?? t(lang, 'site.portfolio');
  const role = (profile && profileHeadline(profile)) || t(lang, 'nav.projects');
  const posts = postsIndexPages(portfolio);
  const n = portfolio.projects.length;
  const services = publicServices(portfolio);
  const page = (of: string, title: string, description: string, card: SitePage['card'], dynamic?: true): SitePage => ({
    path: localePath(lang, defaultLanguage, of),
    title,
    description,
    ...(dynamic ? { dynamic } : {}),
    card,
    translation: { lang, of },
  });
  const section = (key: 'projects.title' | 'skills.title' | 'services.title' | 'resume.title', subtitle: string) =>
    ({ kicker: owner, title: t(lang, key), subtitle }) satisfies SitePage['card'];
  return [
    page('/', owner, profile ? t(lang, 'home.description', { person: personLine(lang, profile) }) : t(lang, 'home.descriptionAnonymous'), {
      kicker: t(lang, 'site.portfolio'),
      title: owner,
      subtitle: role,
    }),
    page(
      url('projects'),
      t(lang, 'projects.title'),
      t(lang, 'projects.description', { count: n, owner }),
      section('projects.title', t(lang, 'projects.lead', { count: n })),
    ),
    ...portfolio.tagPages.map(({ tag, projects, posts: p }) => {
      const kind = projects && p ? 'both' : p ? 'posts' : 'projects';
      const count = t(lang, 'tag.count', { kind, projects, posts: p });
      const title = t(lang, 'tag.title', { kind, tag });
      return page(tagPagePath(tag), title, t(lang, 'tag.description', { count, owner, tag }), {
        kicker: `${owner} · ${t(lang, projects ? 'nav.projects' : 'nav.posts')}`,
        title,
        subtitle: count,
      });
    }),
    ...portfolio.projects.map((p) =>
      page(projectPagePath(p.id), p.title, p.description, { kicker: `${owner} · ${t(lang, 'nav.projects')}`, title: p.title, subtitle: p.description }),
    ),
    ...Array.from({ length: posts }, (_, i) => {
      const title = i === 0 ? t(lang, 'posts.title') : t(lang, 'posts.titlePage', { page: i + 1 });
      const lead =
        i === 0
          ? t(lang, 'posts.lead', { count: portfolio.posts.length })
          : t(lang, 'posts.leadPage', { count: portfolio.posts.length, page: i + 1, pages: posts });
      return page(
        postsIndexPath(i + 1),
        title,
        i === 0 ? t(lang, 'posts.description', { owner }) : t(lang, 'posts.descriptionPage', { owner, page: i + 1, pages: posts }),
        {
          kicker: owner,
          title: t(lang, 'posts.title'),
          subtitle: lead,
        },
      );
    }),
    ...portfolio.posts.map((p) =>
      page(postPagePath(p.id), p.title, p.description, { kicker: `${owner} · ${t(lang, 'nav.posts')}`, title: p.title, subtitle: p.description }),
    ),
    page(
      url('skills'),
      t(lang, 'skills.title'),
      t(lang, 'skills.description', { owner, categories: portfolio.skills.map((c) => c.label ?? c.category).join(', ') }),
      section('skills.title', portfolio.skills.map((c) => c.label ?? c.category).join(' · ')),
    ),
    page(
      url('ask'),
      t(lang, 'ask.title'),
      t(lang, 'ask.description', { owner }),
      { kicker: owner, title: t(lang, 'ask.form'), subtitle: t(lang, 'ask.heading', { first: owner.split(/\s+/)[0] ?? owner }) },
      true,
    ),
    page(
      url('services'),
      t(lang, 'services.title'),
      hasServicesPage(portfolio.services) ? t(lang, 'services.description', { owner }) : t(lang, 'services.none'),
      section('services.title', localisedServicesLine(lang, services) || t(lang, 'services.none')),
    ),
    page(
      url('resume'),
      t(lang, 'resume.title'),
      profile
        ? t(lang, 'resume.description', { who: [profile.name, profileHeadline(profile, ', ')].filter(Boolean).join(', ') })
        : t(lang, 'resume.descriptionAnonymous'),
      section('resume.title', role),
    ),
  ];
}

/** The services card's line in a language: the services with their prices, or the availability. */
function localisedServicesLine(lang: string, s: ReturnType<typeof publicServices>): string {
  const offers = s.services.map((x) => (x.price ? `${x.name} (${formatPrice(lang, x.price)})` : x.name));
  return offers.length ? offers.join(' · ') : s.availability ? availabilitySentence(lang, s.availability, new Date().toISOString().slice(0, 10)) : '';
}

/** "Ada Lovelace, Data engineer in Berlin" in a language (the home page's description). */
export function personLine(lang: string, profile: { name: string; role?: string | undefined; location?: string | undefined }): string {
  const person = [profile.name, profile.role].filter(Boolean).join(', ');
  return profile.location ? t(lang, 'home.personIn', { person, location: profile.location }) : person;
}
