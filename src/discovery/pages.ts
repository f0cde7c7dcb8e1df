/**
 * The pages of the website, one list: the sitemap, llms.txt, the social preview cards
 * (src/lib/social.ts) and the tests read it, and a test checks that it names exactly the HTML
 * pages the build produced.
 */
import type { Portfolio } from '../core/portfolio.ts';
import { postPagePath, postsIndexPath, projectPagePath, tagPagePath } from '../core/urls.ts';
import { hasServicesPage } from '../core/career.ts';
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
  /** A developer reference page (`/api`, `/errors`): written in English whatever the site's language. */
  reference?: true;
}

/**
 * Every page of the default language, in its words (the content's language, `portfolio.lang`):
 * the pages every language has (`languagePages`) at their own paths, then the API reference
 * (`/api`, `/errors`: named in the site's language, written in English, docs/languages.md).
 */
export function sitePages(portfolio: Portfolio): SitePage[] {
  const lang = portfolio.lang;
  const pages = languagePages(portfolio, lang).map(({ translation: _, ...page }) => page);
  const owner = portfolio.profile?.name ?? t(lang, 'site.portfolio');
  return [
    ...pages,
    {
      path: url('apiDocs'),
      title: t(lang, 'reference.api'),
      description: t(lang, 'reference.apiDescription'),
      card: { kicker: owner, title: t(lang, 'reference.api'), subtitle: t(lang, 'reference.apiCard') },
      reference: true,
    },
    {
      path: url('errors'),
      title: t(lang, 'reference.errors'),
      description: t(lang, 'reference.errorsDescription'),
      card: { kicker: owner, title: t(lang, 'reference.errors'), subtitle: 'RFC 9457 problem details' },
      reference: true,
    },
  ];
}

/** Posts per page of the posts index (`/posts`, `/posts/2`...). */
export const POSTS_PER_PAGE = 10;

/** The number of pages of the posts index: none without posts. */
export function postsIndexPages(portfolio: Portfolio): number {
  return Math.ceil(portfolio.posts.length / POSTS_PER_PAGE);
}

/**
 * The pages every language has, in its words (src/pages/[lang]/ for a language other than the
 * default): home, projects, tags, project pages, posts, skills, ask, services, resume and privacy,
 * under `/<lang>/` (at their own paths for the default language). Their default-language pages
 * are at `translation.of`.
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
    page(url('privacy'), t(lang, 'privacy.title'), t(lang, 'privacy.description', { owner: profile?.name ?? t(lang, 'privacy.theOwner') }), {
      kicker: owner,
      title: t(lang, 'privacy.title'),
      subtitle: t(lang, 'privacy.cardSubtitle'),
    }),
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
