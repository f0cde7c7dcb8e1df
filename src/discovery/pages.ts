/**
 * The pages of the website, one list: the sitemap, llms.txt and the tests read it, and a test
 * checks that it names exactly the HTML pages the build produced.
 */
import type { Portfolio } from '../core/portfolio.ts';

export interface SitePage {
  path: string;
  title: string;
  description: string;
  /** Rendered on demand (not a built file): no Markdown twin. */
  dynamic?: boolean;
}

export function sitePages(portfolio: Portfolio): SitePage[] {
  const name = portfolio.profile?.name ?? 'the portfolio';
  return [
    { path: '/', title: 'Home', description: `Who ${name} is, featured projects and skills at a glance.` },
    { path: '/projects', title: 'Projects', description: 'Every project, newest first, with its tags.' },
    ...portfolio.tags.map(({ tag, count }) => ({
      path: `/projects/tags/${tag}`,
      title: `Projects tagged ${tag}`,
      description: `The ${count} project${count === 1 ? '' : 's'} tagged ${tag}.`,
    })),
    ...portfolio.projects.map((p) => ({ path: `/projects/${p.id}`, title: p.title, description: p.description })),
    { path: '/skills', title: 'Skills', description: 'Skills by category.' },
    { path: '/ask', title: 'Ask', description: `Ask a question about ${name} in your own words.`, dynamic: true },
    { path: '/resume', title: 'Resume', description: 'A printable resume built from the portfolio.' },
    { path: '/api', title: 'API documentation', description: 'The JSON API for programs and agents.' },
    { path: '/errors', title: 'API errors', description: 'The problem types of the API.' },
  ];
}
