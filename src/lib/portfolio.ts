/**
 * The bridge from Astro's content collections to the core model, built once per process.
 * Pages and routes call `getPortfolio()` and `urls`; nothing else reads the collections.
 */
import { getCollection, getEntry, render } from 'astro:content';
import { createPortfolio, portfolioData, type Portfolio } from '../core/portfolio.ts';
import { careerView, projectSummary, publicProfile, publicServices, skillGroups } from '../core/views.ts';
import { createUrls } from '../core/urls.ts';

/** Every absolute URL derives from the build's SITE_URL (Astro `site`) and `base`. */
export const urls = createUrls(import.meta.env.SITE ?? 'http://localhost:4321', import.meta.env.BASE_URL);

let portfolio: Promise<Portfolio> | undefined;

export function getPortfolio(): Promise<Portfolio> {
  // Under `npm run dev` the content may change between two requests: read it each time.
  if (import.meta.env.DEV) return load();
  return (portfolio ??= load());
}

/** What the pages about the owner (home, resume) show: profile, rendered bio, projects and skills. */
export async function ownerPage() {
  const portfolio = await getPortfolio();
  const profile = portfolio.profile ? publicProfile(portfolio.profile) : null;
  const bioEntry = profile ? await getEntry('profile', 'profile') : undefined;
  return {
    portfolio,
    profile,
    /** The optimised portrait and its alt text, when profile.md names one. */
    portrait: bioEntry?.data.portrait,
    Bio: bioEntry ? (await render(bioEntry)).Content : null,
    projects: portfolio.projects.map((p) => projectSummary(p, urls)),
    skills: skillGroups(portfolio.skills),
    career: careerView(portfolio),
    services: publicServices(portfolio),
  };
}

function withoutPortrait<T extends { portrait?: unknown }>(data: T): Omit<T, 'portrait'> {
  const { portrait: _, ...rest } = data;
  return rest;
}

async function load(): Promise<Portfolio> {
  const [profiles, projects, skills, career, services] = await Promise.all([
    getCollection('profile'),
    getCollection('projects'),
    getCollection('skills'),
    getEntry('career', 'career'),
    getEntry('services', 'services'),
  ]);
  const profile = profiles[0];
  return createPortfolio(
    portfolioData({
      // The portrait is an Astro image here (the pages show it through ownerPage); the core model and
      // the API leave it out, as the server's snapshot does not carry built images.
      profile: profile ? { data: withoutPortrait(profile.data), body: profile.body ?? '' } : null,
      projects: projects.map((p) => ({ id: p.id, data: p.data, body: p.body ?? '' })),
      skills: skills.sort((a, b) => a.data.order - b.data.order).map(({ id, data: { order: _, ...entry } }) => ({ category: id, ...entry })),
      career: career?.data ?? {},
      services: services?.data ?? {},
    }),
  );
}
