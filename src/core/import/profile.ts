// JSON Resume `basics` -> profile.md.
import { countryName } from '../resume.ts';
import { clean, frontMatterFile, type Json, link, markdownText, objects, reportExtra, str } from './values.ts';

/** Profiles: GitHub and LinkedIn become the profile's own links when the export would give them back as they are. */
function importProfiles(basics: Json, report: string[]) {
  const links: Json = {};
  const profiles: Json[] = [];
  for (const p of objects(basics.profiles)) {
    const url = link(p.url, 'basics.profiles.url', report);
    const network = str(p.network);
    if (!url) {
      report.push(`basics.profiles: the ${network ?? 'unnamed'} profile has no URL, not carried over`);
      continue;
    }
    // GitHub and LinkedIn become the profile's own links when the export would give them back
    // as they are: the network so named, and the user name (if any) the URL's last segment.
    const user = str(p.username);
    const lastSegment = new URL(url).pathname.split('/').filter(Boolean).at(-1);
    const plain = user === undefined || user === lastSegment;
    if (network === 'GitHub' && plain && !links.github) links.github = url;
    else if (network === 'LinkedIn' && plain && !links.linkedin) links.linkedin = url;
    else profiles.push(clean({ network: network ?? new URL(url).hostname, username: user, url }));
  }
  return { links, profiles };
}

/** The portrait: never downloaded at import time; an http(s) URL is kept as the portrait's address. */
function importPortrait(basics: Json, report: string[]) {
  const image = str(basics.image);
  const portraitUrl = image && /^https?:\/\//i.test(image) && URL.canParse(image) ? image : undefined;
  if (portraitUrl)
    report.push(
      `basics.image: ${portraitUrl} kept as portraitUrl, not downloaded (to serve it from the site, save the picture next to profile.md and name it as \`portrait: { src: ./portrait.jpg, alt: … }\`)`,
    );
  else if (image) report.push(`basics.image: "${image}" is not an http(s) URL, not carried over`);
  return portraitUrl;
}

/** profile.md from `basics`, or undefined when there is no name (reported). */
export function importBasics(resume: Json, report: string[]): string | undefined {
  const basics = (resume.basics ?? {}) as Json;
  const name = str(basics.name);
  if (name) {
    const location = (basics.location ?? {}) as Json;
    const countryCode = str(location.countryCode)?.toUpperCase();
    const place = [str(location.city), str(location.region), countryCode ? countryName(countryCode) : undefined].filter(Boolean).join(', ');
    const { links, profiles } = importProfiles(basics, report);
    const contact = clean({ phone: str(basics.phone), address: str(location.address), postalCode: str(location.postalCode) });
    for (const k of Object.keys(contact))
      report.push(`basics.${k === 'phone' ? 'phone' : `location.${k}`}: moved to the private contact block (contact:read only)`);
    const portraitUrl = importPortrait(basics, report);
    reportExtra('basics', basics, ['name', 'label', 'image', 'email', 'phone', 'url', 'summary', 'location', 'profiles'], report);
    reportExtra('basics.location', location, ['address', 'postalCode', 'city', 'countryCode', 'region'], report);
    const front = clean({
      name,
      role: str(basics.label),
      location: place || undefined,
      countryCode: countryCode && /^[A-Z]{2}$/.test(countryCode) ? countryCode : undefined,
      email: str(basics.email),
      website: link(basics.url, 'basics.url', report),
      ...links,
      profiles: profiles.length ? profiles : undefined,
      portraitUrl,
      contact: Object.keys(contact).length ? contact : undefined,
    });
    const summary = str(basics.summary) ?? '';
    const bio = markdownText(summary);
    if (bio.replace(/\s+/g, '') !== summary.replace(/\s+/g, ''))
      report.push('basics.summary: read as plain text; its Markdown and HTML characters are escaped in profile.md, so that they show as written');
    return frontMatterFile(front, bio);
  }
  if (Object.keys(basics).length) report.push('basics: no name, so no profile.md (a profile needs at least a name)');
  return undefined;
}
