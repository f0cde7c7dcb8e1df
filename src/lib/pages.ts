/**
 * The API links and profile links of the human pages. The links between pages, in the page's
 * language, come from `pageText` (src/lib/i18n.ts), through the one URL helper (`urls.path`).
 */
import { apiHref } from './deployment.ts';
import { type IconName, profileIcon } from './icons.ts';
import type { PublicProfile } from '../core/schema/public.ts';
import { postApiPath, projectApiPath } from '../core/urls.ts';

export const projectJsonPath = (id: string) => apiHref(projectApiPath(id));
export const postJsonPath = (id: string) => apiHref(postApiPath(id));

/** Display form of an external URL: `https://github.com/ada/` -> `github.com/ada`. */
export function displayUrl(url: string): string {
  return url.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '');
}

/** The owner's contact and profile links, in page order: e-mail, website, GitHub, LinkedIn. */
export function profileLinks(profile: PublicProfile): { kind: 'E-mail' | 'Website' | 'GitHub' | 'LinkedIn'; href: string; address: string }[] {
  return [
    ...(profile.email ? [{ kind: 'E-mail' as const, href: `mailto:${profile.email}`, address: profile.email }] : []),
    ...(
      [
        ['Website', profile.website],
        ['GitHub', profile.github],
        ['LinkedIn', profile.linkedin],
      ] as const
    )
      .filter((l): l is readonly ['Website' | 'GitHub' | 'LinkedIn', string] => Boolean(l[1]))
      .map(([kind, href]) => ({ kind, href, address: displayUrl(href) })),
  ];
}

/**
 * Every contact and profile link of the owner, each once (by URL), with its icon: e-mail,
 * website, GitHub, LinkedIn, then `profiles` (ORCID, Mastodon, Google Scholar, …) as written.
 */
export function allProfileLinks(profile: PublicProfile): { label: string; href: string; text: string; icon: IconName }[] {
  const fixed = profileLinks(profile).map((l) => ({
    label: l.kind,
    href: l.href,
    text: l.address,
    icon: l.kind === 'E-mail' ? ('email' as const) : l.kind === 'Website' ? ('website' as const) : profileIcon(l.kind, l.href),
  }));
  const seen = new Set(fixed.map((l) => l.href.replace(/\/$/, '')));
  const others = (profile.profiles ?? []).flatMap((p) => {
    const key = p.url.replace(/\/$/, '');
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ label: p.network, href: p.url, text: p.username ? `${p.network}: ${p.username}` : displayUrl(p.url), icon: profileIcon(p.network, p.url) }];
  });
  return [...fixed, ...others];
}
