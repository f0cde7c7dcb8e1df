/**
 * The icons of the owner's profiles: brand marks from simple-icons (CC0), LinkedIn (which
 * simple-icons no longer carries), e-mail, website and a generic link from Tabler Icons (MIT).
 * Only the icons named here are kept, in ./icons-data.json, written by `npm run icons` from those
 * packages (development dependencies: a site does not install 77 MB for 5 KB of paths); each is
 * drawn inline as SVG in the text's colour.
 */
import data from './icons-data.json';

export type IconName = 'github' | 'gitlab' | 'linkedin' | 'orcid' | 'mastodon' | 'scholar' | 'bluesky' | 'x' | 'stackoverflow' | 'email' | 'website' | 'link';

const BRANDS: Record<string, string> = data.brands;
const OUTLINES: Record<string, string> = data.outlines;

const ATTRS = 'class="icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false"';

/** The icon's SVG markup (from the packages above, never from content). */
export function iconSvg(name: IconName): string {
  const brand = BRANDS[name];
  if (brand) return `<svg ${ATTRS} fill="currentColor"><path d="${brand}"/></svg>`;
  return `<svg ${ATTRS} fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${OUTLINES[name]}</svg>`;
}

/** Network names as people write them, reduced to letters: "Google Scholar" -> "googlescholar". */
const BY_NETWORK: Record<string, IconName> = {
  github: 'github',
  gitlab: 'gitlab',
  linkedin: 'linkedin',
  orcid: 'orcid',
  mastodon: 'mastodon',
  googlescholar: 'scholar',
  scholar: 'scholar',
  bluesky: 'bluesky',
  x: 'x',
  twitter: 'x',
  stackoverflow: 'stackoverflow',
};
/** Hosts that name the network when the name does not. */
const BY_HOST: [RegExp, IconName][] = [
  [/(^|\.)github\.com$/, 'github'],
  [/(^|\.)gitlab\.com$/, 'gitlab'],
  [/(^|\.)linkedin\.com$/, 'linkedin'],
  [/(^|\.)orcid\.org$/, 'orcid'],
  [/^scholar\.google\./, 'scholar'],
  [/(^|\.)bsky\.app$/, 'bluesky'],
  [/(^|\.)(x|twitter)\.com$/, 'x'],
  [/(^|\.)stackoverflow\.com$/, 'stackoverflow'],
];

/** The icon of a profile: by its network's name, else by its URL's host, else a generic link. */
export function profileIcon(network: string, url: string): IconName {
  const byName = BY_NETWORK[network.toLowerCase().replace(/[^a-z]/g, '')];
  if (byName) return byName;
  const host = URL.canParse(url) ? new URL(url).hostname.toLowerCase() : '';
  return BY_HOST.find(([re]) => re.test(host))?.[1] ?? 'link';
}
