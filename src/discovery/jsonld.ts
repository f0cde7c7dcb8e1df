/**
 * schema.org JSON-LD for the pages, from the public views only: `Person` inside a
 * `ProfilePage` on the home page, `SoftwareSourceCode` (a `CreativeWork`) on project pages.
 */
import type { PostSummary, ProjectSummary, PublicProfile, PublicServices } from '../core/schema/public.ts';
import type { Urls } from '../core/urls.ts';
import { url } from '../catalogue/paths.ts';
import { projectLinkKind } from '../core/views.ts';

export function personJsonLd(profile: PublicProfile, urls: Urls) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    url: urls.abs('/'),
    mainEntity: person(profile, urls),
  };
}

export function projectJsonLd(project: ProjectSummary, profile: PublicProfile | null, urls: Urls) {
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareSourceCode',
    '@id': project.links.html,
    name: project.title,
    description: project.description,
    url: project.links.html,
    keywords: project.tags.join(', '),
    // A forge's URL is the code's repository; any other link is the project's own site.
    ...(project.url ? (projectLinkKind(project.url) === 'repository' ? { codeRepository: project.url } : { sameAs: project.url }) : {}),
    ...(project.date ? { dateCreated: project.date } : {}),
    ...(profile ? { author: person(profile, urls) } : {}),
  };
}

/** A post as a schema.org BlogPosting; `isBasedOn` names the original of a cross-posted article. */
export function postJsonLd(post: PostSummary, profile: PublicProfile | null, urls: Urls) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': post.links.html,
    headline: post.title,
    description: post.description,
    url: post.links.html,
    datePublished: post.date,
    ...(post.updated ? { dateModified: post.updated } : {}),
    ...(post.tags.length ? { keywords: post.tags.join(', ') } : {}),
    ...(post.canonical ? { isBasedOn: post.canonical } : {}),
    ...(profile ? { author: person(profile, urls) } : {}),
  };
}

function person(profile: PublicProfile, urls: Urls) {
  const sameAs = [profile.website, profile.github, profile.linkedin].filter((u): u is string => Boolean(u));
  return {
    '@type': 'Person',
    '@id': `${urls.abs('/')}#person`,
    name: profile.name,
    ...(profile.role ? { jobTitle: profile.role } : {}),
    ...(profile.email ? { email: `mailto:${profile.email}` } : {}),
    ...(profile.location ? { homeLocation: { '@type': 'Place', name: profile.location } } : {}),
    ...(profile.image
      ? {
          image: {
            '@type': 'ImageObject',
            url: profile.image.url,
            contentUrl: profile.image.url,
            description: profile.image.alt,
            width: profile.image.width,
            height: profile.image.height,
          },
        }
      : {}),
    url: urls.abs('/'),
    ...(sameAs.length ? { sameAs } : {}),
  };
}

/** Serialises JSON-LD for a `<script type="application/ld+json">`: `<` escaped so it cannot close the script. */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/**
 * The services page as schema.org JSON-LD: one `Service` per service, provided by the owner, each
 * with an `Offer` whose `UnitPriceSpecification` carries the amount, the currency and the unit
 * (UN/CEFACT codes HUR hour, DAY day; a project price has no unit). "On request" has no price.
 */
export function servicesJsonLd(services: PublicServices, profile: PublicProfile | null, urls: Urls) {
  const UNIT_CODES = { hour: 'HUR', day: 'DAY' } as const;
  return {
    '@context': 'https://schema.org',
    '@graph': services.services.map((s) => ({
      '@type': 'Service',
      name: s.name,
      description: s.description,
      url: urls.abs(url('services')),
      ...(profile ? { provider: person(profile, urls) } : {}),
      ...(s.price
        ? {
            offers: {
              '@type': 'Offer',
              ...(s.price === 'on request'
                ? { description: 'Price on request' }
                : {
                    priceCurrency: s.price.currency,
                    priceSpecification: {
                      '@type': 'UnitPriceSpecification',
                      price: s.price.amount,
                      priceCurrency: s.price.currency,
                      ...(s.price.unit in UNIT_CODES ? { unitCode: UNIT_CODES[s.price.unit as keyof typeof UNIT_CODES] } : {}),
                      unitText: s.price.unit,
                    },
                  }),
            },
          }
        : {}),
    })),
  };
}
