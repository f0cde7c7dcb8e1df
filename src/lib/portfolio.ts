/**
 * The bridge from Astro's content collections to the core model, built once per process.
 * Pages and routes call `getPortfolio()` and `urls`; nothing else reads the collections.
 */
import { getCollection } from 'astro:content';
import { createPortfolio, portfolioData, type Portfolio } from '../core/portfolio.ts';
import { createUrls } from '../core/urls.ts';

/** Every absolute URL derives from the build's SITE_URL (Astro `site`) and `base`. */
export const urls = createUrls(import.meta.env.SITE ?? 'http://localhost:4321', import.meta.env.BASE_URL);

let portfolio: Promise<Portfolio> | undefined;

export function getPortfolio(): Promise<Portfolio> {
  return (portfolio ??= load());
}

async function load(): Promise<Portfolio> {
  const [profiles, projects, skills] = await Promise.all([
    getCollection('profile'),
    getCollection('projects'),
    getCollection('skills'),
  ]);
  const profile = profiles[0];
  return createPortfolio(
    portfolioData({
      profile: profile ? { data: profile.data, body: profile.body ?? '' } : null,
      projects: projects.map((p) => ({ id: p.id, data: p.data, body: p.body ?? '' })),
      skills: skills.sort((a, b) => a.data.order - b.data.order).map((s) => ({ category: s.id, skills: s.data.skills })),
    }),
  );
}
