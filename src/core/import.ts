/**
 * JSON Resume -> a content directory: the inverse of ./resume.ts. Pure: it returns the files
 * to write (relative path -> text) and a report; scripts/import.mjs validates the input against
 * the JSON Resume schema, writes the files and prints the report.
 *
 * - `basics` -> profile.md (label as role, url as website, summary as the bio, GitHub and
 *   LinkedIn profiles as links, the others in `profiles`); the phone number and the street
 *   address and postal code go to the private `contact` block, never to a public field.
 * - `work`, `education`, `certificates`, `publications`, `languages`, `volunteer`, `awards`,
 *   `interests` -> career.yaml; `references` too, but private (third-party personal data: only
 *   the `portfolio:read` dossier shows them, never a page or the export), which is reported.
 * - `projects` -> projects/<id>.md: the id is the export's `id` when there is one, else the
 *   name in lowercase words (stable: the same resume gives the same ids), made unique; the
 *   keywords become tags (their tag form, `tagOf`) and, when written otherwise, `keywords`;
 *   `roles`, `entity` and `type` are kept.
 * - `skills` -> skills.yaml: one category per skill entry, its keywords as the skills; the
 *   entry's name (when the category's key does not read the same) and its public `level` make
 *   the category a map `{label, level, skills}`.
 * - Everything else (a GitHub or LinkedIn profile whose user name is not in its URL stays a
 *   plain profile; `basics.image`, `meta`, an unknown member) is listed in the report, never
 *   dropped silently.
 */
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown } from 'mdast-util-to-markdown';
import { stringify } from 'yaml';
import { countryName } from './resume.ts';
import { ProjectId, tagOf } from './schema/content.ts';
import { skillCategoryLabel } from './views.ts';

type Json = Record<string, unknown>;

export interface ImportResult {
  /** Relative path (`profile.md`, `projects/x.md`, …) -> file text. */
  files: Record<string, string>;
  /** One line per field that could not be carried over, or was moved somewhere private. */
  report: string[];
}

const KNOWN_TOP = new Set([
  '$schema',
  'basics',
  'work',
  'volunteer',
  'education',
  'awards',
  'certificates',
  'publications',
  'skills',
  'languages',
  'interests',
  'references',
  'projects',
  'meta',
]);

/** Lowercase words joined by hyphens: `Real-Time Feature Store!` -> `real-time-feature-store`. */
export function slug(text: string, max = 60): string {
  const s = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[łđøßæœþ]/g, (c) => ({ ł: 'l', đ: 'd', ø: 'o', ß: 'ss', æ: 'ae', œ: 'oe', þ: 'th' })[c] ?? c)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '');
  return s || 'item';
}

const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
const strings = (v: unknown): string[] | undefined => {
  const list = Array.isArray(v) ? v.map(str).filter((s): s is string => s !== undefined) : [];
  return list.length ? list : undefined;
};
const objects = (v: unknown): Json[] => (Array.isArray(v) ? v.filter((x): x is Json => Boolean(x) && typeof x === 'object' && !Array.isArray(x)) : []);
const clean = <T extends Json>(o: T): T => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
/** JSON Resume dates are ISO 8601 (YYYY, YYYY-MM or YYYY-MM-DD); anything longer is cut to the day. */
const date = (v: unknown): string | undefined => {
  const s = str(v);
  const m = s && /^(\d{4}(?:-\d{2}(?:-\d{2})?)?)/.exec(s);
  return m ? m[1] : undefined;
};

/**
 * Plain résumé text (JSON Resume's `summary` is text, not Markdown) as Markdown that shows it
 * literally: `<script>` stays the text `<script>`, `*`, `[`, `` ` `` and a leading `#` or `1.`
 * are escaped (mdast-util-to-markdown's escaping, with GFM's). Blank lines still part paragraphs.
 */
export function markdownText(text: string): string {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  const tree: Parameters<typeof toMarkdown>[0] = {
    type: 'root',
    children: paragraphs.map((value) => ({ type: 'paragraph', children: [{ type: 'text', value }] })),
  };
  return paragraphs.length ? toMarkdown(tree, { extensions: [gfmToMarkdown()] }) : '';
}

/** An http(s) URL, the only links the content model takes; anything else is reported and left out. */
function link(value: unknown, where: string, report: string[]): string | undefined {
  const s = str(value);
  if (s === undefined) return undefined;
  if (/^https?:\/\//i.test(s) && URL.canParse(s)) return s;
  report.push(`${where}: ${JSON.stringify(s.slice(0, 80))} is not an http(s) URL, not carried over`);
  return undefined;
}

/** Reports an entry that is not carried over; nothing to keep. */
function skip(report: string[], line: string): [] {
  report.push(line);
  return [];
}

function reportExtra(where: string, item: Json, known: readonly string[], report: string[]) {
  for (const key of Object.keys(item))
    if (!known.includes(key) && item[key] !== undefined && item[key] !== '')
      report.push(`${where}.${key}: not carried over (no place for it in the content model)`);
}

function frontMatterFile(data: Json, body: string): string {
  return `---\n${stringify(data, { lineWidth: 0 }).trimEnd()}\n---\n${body.trim() ? `${body.trim()}\n` : ''}`;
}

export function importJsonResume(resume: Json): ImportResult {
  const files: Record<string, string> = {};
  const report: string[] = [];
  for (const key of Object.keys(resume)) if (!KNOWN_TOP.has(key)) report.push(`${key}: unknown section, not carried over`);
  if (resume.meta !== undefined) report.push("meta: the document's own metadata is not carried over (the export writes its own `meta.canonical`)");

  // basics -> profile.md
  const basics = (resume.basics ?? {}) as Json;
  const name = str(basics.name);
  if (name) {
    const location = (basics.location ?? {}) as Json;
    const countryCode = str(location.countryCode)?.toUpperCase();
    const place = [str(location.city), str(location.region), countryCode ? countryName(countryCode) : undefined].filter(Boolean).join(', ');
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
    const contact = clean({ phone: str(basics.phone), address: str(location.address), postalCode: str(location.postalCode) });
    for (const k of Object.keys(contact))
      report.push(`basics.${k === 'phone' ? 'phone' : `location.${k}`}: moved to the private contact block (contact:read only)`);
    // Never downloaded at import time: an http(s) URL is kept as the portrait's address
    // (`portraitUrl`, published as it is); the report says how to make it a file of the site.
    const image = str(basics.image);
    const portraitUrl = image && /^https?:\/\//i.test(image) && URL.canParse(image) ? image : undefined;
    if (portraitUrl)
      report.push(
        `basics.image: ${portraitUrl} kept as portraitUrl, not downloaded (to serve it from the site, save the picture next to profile.md and name it as \`portrait: { src: ./portrait.jpg, alt: … }\`)`,
      );
    else if (image) report.push(`basics.image: "${image}" is not an http(s) URL, not carried over`);
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
    files['profile.md'] = frontMatterFile(front, bio);
  } else if (Object.keys(basics).length) {
    report.push('basics: no name, so no profile.md (a profile needs at least a name)');
  }

  // projects -> projects/<id>.md
  const used = new Set<string>();
  for (const [i, p] of objects(resume.projects).entries()) {
    const title = str(p.name);
    if (!title) {
      report.push(`projects.${i}: no name, not carried over`);
      continue;
    }
    const given = str(p.id);
    let id = given && ProjectId.safeParse(given).success ? given : slug(title);
    for (let n = 2; used.has(id); n++) id = `${slug(title, 55)}-${n}`;
    used.add(id);
    // Tags are the keywords' tag form; the keywords as written stay beside them when they differ.
    const tags: string[] = [];
    const keywords: string[] = [];
    for (const k of strings(p.keywords) ?? []) {
      const tag = tagOf(k);
      if (!tag) report.push(`projects.${i}.keywords (${title}): "${k}" has no letters or digits for a tag, not carried over`);
      else if (tags.includes(tag)) report.push(`projects.${i}.keywords (${title}): "${k}" is the same tag as "${keywords[tags.indexOf(tag)]}"; kept once`);
      else if (tags.length === 30) report.push(`projects.${i}.keywords (${title}): "${k}" not carried over (at most 30 tags)`);
      else {
        tags.push(tag);
        keywords.push(k);
      }
    }
    if (!tags.length) {
      tags.push('project');
      report.push(`projects.${i} (${title}): no keywords; tagged "project"`);
    }
    reportExtra(
      `projects.${i}`,
      p,
      ['id', 'name', 'description', 'highlights', 'keywords', 'startDate', 'endDate', 'url', 'roles', 'entity', 'type', 'featured', 'writeup'],
      report,
    );
    const description = str(p.description) ?? title;
    if (!str(p.description)) report.push(`projects.${i} (${title}): no description; the name is used`);
    const front = clean({
      title,
      description,
      tags,
      keywords: keywords.some((k, n) => k !== tags[n]) ? keywords : undefined,
      url: link(p.url, `projects.${i}.url`, report),
      roles: strings(p.roles),
      entity: str(p.entity),
      type: str(p.type),
      start: date(p.startDate),
      date: date(p.endDate),
      highlights: strings(p.highlights),
      featured: p.featured === true ? true : undefined,
    });
    files[`projects/${id}.md`] = frontMatterFile(front, typeof p.writeup === 'string' ? p.writeup : '');
  }

  // skills -> skills.yaml
  const skills: Record<string, { label?: string; level?: string; skills: string[] }> = {};
  const seen = new Map<string, string>();
  for (const [i, s] of objects(resume.skills).entries()) {
    const label = str(s.name);
    const given = str(s.id);
    const category = given && /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/.test(given) && given !== 'all' ? given : slug(label ?? 'skills').replace(/^all$/, 'all-skills');
    if (skills[category]) {
      report.push(`skills.${i} (${label}): the category "${category}" is already used; its skills join it`);
    } else {
      // The name as written, when the category's key does not read the same (`Web Development` -> `web-development`).
      skills[category] = clean({ label: label && label !== skillCategoryLabel(category) ? label : undefined, level: str(s.level), skills: [] });
    }
    reportExtra(`skills.${i}`, s, ['id', 'name', 'level', 'keywords'], report);
    const names = strings(s.keywords) ?? (label ? [label] : []);
    for (const skill of names) {
      const other = seen.get(skill.toLowerCase());
      if (other !== undefined) {
        report.push(`skills.${i}: "${skill}" is already in ${other}; kept there only`);
        continue;
      }
      seen.set(skill.toLowerCase(), category);
      skills[category]!.skills.push(skill);
    }
  }
  // A category without a label or level is written as a plain list; one left empty is dropped (its skills were all elsewhere).
  const skillsFile = Object.fromEntries(
    Object.entries(skills)
      .filter(([, c]) => c.skills.length)
      .map(([k, c]) => [k, c.label || c.level ? c : c.skills]),
  );
  if (Object.keys(skillsFile).length) files['skills.yaml'] = stringify(skillsFile, { lineWidth: 0 });

  // work, education, certificates, publications, languages -> career.yaml
  const career: Json = {};
  const experience = objects(resume.work).flatMap((w, i) => {
    const organisation = str(w.name);
    const role = str(w.position);
    const start = date(w.startDate);
    if (!organisation || !role || !start) {
      report.push(`work.${i}: needs name, position and startDate; not carried over`);
      return [];
    }
    reportExtra(`work.${i}`, w, ['name', 'position', 'url', 'description', 'location', 'startDate', 'endDate', 'summary', 'highlights', 'projects'], report);
    const projects = strings(w.projects)?.filter((id) => [...used].includes(id));
    return [
      clean({
        organisation,
        url: link(w.url, `work.${i}.url`, report),
        description: str(w.description),
        role,
        start,
        end: date(w.endDate),
        location: str(w.location),
        summary: str(w.summary),
        highlights: strings(w.highlights),
        projects: projects?.length ? projects : undefined,
      }),
    ];
  });
  if (experience.length) career.experience = experience;
  const education = objects(resume.education).flatMap((e, i) => {
    const institution = str(e.institution);
    if (!institution) {
      report.push(`education.${i}: no institution, not carried over`);
      return [];
    }
    reportExtra(`education.${i}`, e, ['institution', 'url', 'area', 'studyType', 'startDate', 'endDate', 'score', 'courses'], report);
    return [
      clean({
        institution,
        url: link(e.url, `education.${i}.url`, report),
        area: str(e.area),
        degree: str(e.studyType),
        start: date(e.startDate),
        end: date(e.endDate),
        score: str(e.score),
        courses: strings(e.courses),
      }),
    ];
  });
  if (education.length) career.education = education;
  const certificates = objects(resume.certificates).flatMap((c, i) => {
    const certName = str(c.name);
    if (!certName) return skip(report, `certificates.${i}: no name, not carried over`);
    reportExtra(`certificates.${i}`, c, ['name', 'issuer', 'date', 'url'], report);
    return [clean({ name: certName, issuer: str(c.issuer), date: date(c.date), url: link(c.url, `certificates.${i}.url`, report) })];
  });
  if (certificates.length) career.certificates = certificates;
  const publications = objects(resume.publications).flatMap((p, i) => {
    const title = str(p.name);
    if (!title) return skip(report, `publications.${i}: no name, not carried over`);
    reportExtra(`publications.${i}`, p, ['name', 'type', 'publisher', 'releaseDate', 'url', 'summary'], report);
    return [
      clean({
        name: title,
        kind: p.type === 'talk' ? 'talk' : undefined,
        publisher: str(p.publisher),
        date: date(p.releaseDate),
        url: link(p.url, `publications.${i}.url`, report),
        summary: str(p.summary),
      }),
    ];
  });
  if (publications.length) career.publications = publications;
  const languages = objects(resume.languages).flatMap((l, i) => {
    const language = str(l.language);
    if (!language) return skip(report, `languages.${i}: no language, not carried over`);
    reportExtra(`languages.${i}`, l, ['language', 'fluency'], report);
    return [clean({ language, fluency: str(l.fluency) })];
  });
  if (languages.length) career.languages = languages;
  const volunteer = objects(resume.volunteer).flatMap((v, i) => {
    const organisation = str(v.organization);
    if (!organisation) return skip(report, `volunteer.${i}: no organization, not carried over`);
    reportExtra(`volunteer.${i}`, v, ['organization', 'position', 'url', 'startDate', 'endDate', 'summary', 'highlights'], report);
    return [
      clean({
        organisation,
        role: str(v.position),
        url: link(v.url, `volunteer.${i}.url`, report),
        start: date(v.startDate),
        end: date(v.endDate),
        summary: str(v.summary),
        highlights: strings(v.highlights),
      }),
    ];
  });
  if (volunteer.length) career.volunteer = volunteer;
  const awards = objects(resume.awards).flatMap((a, i) => {
    const title = str(a.title);
    if (!title) return skip(report, `awards.${i}: no title, not carried over`);
    reportExtra(`awards.${i}`, a, ['title', 'date', 'awarder', 'summary'], report);
    return [clean({ title, awarder: str(a.awarder), date: date(a.date), summary: str(a.summary) })];
  });
  if (awards.length) career.awards = awards;
  const interests = objects(resume.interests).flatMap((x, i) => {
    const interest = str(x.name);
    if (!interest) return skip(report, `interests.${i}: no name, not carried over`);
    reportExtra(`interests.${i}`, x, ['name', 'keywords'], report);
    return [clean({ name: interest, keywords: strings(x.keywords) })];
  });
  if (interests.length) career.interests = interests;
  const references = objects(resume.references).flatMap((r, i) => {
    const who = str(r.name);
    if (!who) return skip(report, `references.${i}: no name, not carried over`);
    reportExtra(`references.${i}`, r, ['name', 'reference'], report);
    report.push(`references.${i} (${who}): kept private in career.yaml (a third party's personal data: portfolio:read only, never published or exported)`);
    return [clean({ name: who, reference: str(r.reference) })];
  });
  if (references.length) career.references = references;
  if (Object.keys(career).length) files['career.yaml'] = stringify(career, { lineWidth: 0 });

  return { files, report };
}
