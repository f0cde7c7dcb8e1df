/**
 * The pages of the website, one list: the sitemap, llms.txt, the social preview cards
 * (src/lib/social.ts) and the tests read it, and a test checks that it names exactly the HTML
 * pages the build produced.
 */
import type { Portfolio } from '../core/portfolio.ts';
import { projectPagePath, tagPagePath } from '../core/urls.ts';
import { availabilityText, hasServicesPage, priceLabel } from '../core/career.ts';
import { profileHeadline, publicProfile, publicServices } from '../core/views.ts';

export interface SitePage {
  /** The path relative to the base: `/`, `/projects/feature-store`. */
  path: string;
  title: string;
  description: string;
  /** Rendered on demand (not a built file): no Markdown twin. */
  dynamic?: boolean;
  /** The page's social preview card: a small line above the title, the title, a line below. */
  card: { kicker: string; title: string; subtitle: string };
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
      path: '/projects',
      title: 'Projects',
      description: 'Every project, newest first, with its tags.',
      card: { kicker: owner, title: 'Projects', subtitle: `${portfolio.projects.length} projects, newest first` },
    },
    ...portfolio.tags.map(({ tag, count: n }) => ({
      path: tagPagePath(tag),
      title: `Projects tagged ${tag}`,
      description: `The ${count(n, 'project', 'projects')} tagged ${tag}.`,
      card: { kicker: `${owner} · Projects`, title: `Tagged “${tag}”`, subtitle: count(n, 'project', 'projects') },
    })),
    ...portfolio.projects.map((p) => ({
      path: projectPagePath(p.id),
      title: p.title,
      description: p.description,
      card: { kicker: `${owner} · Project`, title: p.title, subtitle: p.description },
    })),
    {
      path: '/skills',
      title: 'Skills',
      description: 'Skills by category.',
      card: { kicker: owner, title: 'Skills', subtitle: portfolio.skills.map((c) => c.category).join(' · ') },
    },
    {
      path: '/ask',
      title: 'Ask',
      description: `Ask a question about ${name} in your own words.`,
      dynamic: true,
      card: { kicker: owner, title: 'Ask about this portfolio', subtitle: 'Questions in plain words, answers with references' },
    },
    {
      path: '/services',
      title: 'Services',
      description: hasServicesPage(portfolio.services) ? `What ${name} offers, at what price, and when.` : 'No services are listed.',
      card: { kicker: owner, title: 'Services', subtitle: servicesLine(publicServices(portfolio)) || 'No services listed' },
    },
    { path: '/resume', title: 'Resume', description: 'A printable resume built from the portfolio.', card: { kicker: owner, title: 'Resume', subtitle: role } },
    {
      path: '/api',
      title: 'API documentation',
      description: 'The JSON API for programs and agents.',
      card: { kicker: owner, title: 'API documentation', subtitle: 'The portfolio as JSON for developers and agents' },
    },
    {
      path: '/errors',
      title: 'API errors',
      description: 'The problem types of the API.',
      card: { kicker: owner, title: 'API errors', subtitle: 'RFC 9457 problem details' },
    },
  ];
}

/** One line for the services card: the services with their prices, or the availability. */
function servicesLine(s: ReturnType<typeof publicServices>): string {
  const offers = s.services.map((x) => (x.price ? `${x.name} (${priceLabel(x.price)})` : x.name));
  return offers.length ? offers.join(' · ') : s.availability ? availabilityText(s.availability, new Date().toISOString().slice(0, 10)) : '';
}
