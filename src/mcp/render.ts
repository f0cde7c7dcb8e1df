/**
 * Readable Markdown renderings of the API answers, for the text content of tool results (clients
 * that ignore `structuredContent` show this). They render the public response types only.
 */
import type { AskAnswer } from '../core/ask/index.ts';
import { availabilityText, priceLabel } from '../core/career.ts';
import type { CareerView, PostDetail, PostSummary, ProjectDetail, ProjectSummary, PublicProfile, PublicServices, SkillNames } from '../core/schema/public.ts';
import { projectLinkLine } from '../core/views.ts';

export function profileText(p: PublicProfile): string {
  const links = [
    ...(p.email ? [`- E-mail: ${p.email}`] : []),
    ...(p.website ? [`- Website: ${p.website}`] : []),
    ...(p.github ? [`- GitHub: ${p.github}`] : []),
    ...(p.linkedin ? [`- LinkedIn: ${p.linkedin}`] : []),
    ...(p.image ? [`- Portrait: ${p.image.url} (${p.image.alt})`] : []),
  ];
  const headline = [p.role, p.location].filter(Boolean).join(', ');
  return [`# ${p.name}`, '', ...(headline ? [headline, ''] : []), ...links, '', p.bio.trim(), ''].join('\n');
}

function projectFacts(p: ProjectSummary): string[] {
  return [
    `- Id: ${p.id}`,
    `- Tags: ${p.tags.join(', ')}`,
    ...(p.date ? [`- Date: ${p.date}`] : []),
    ...(p.roles?.length ? [`- Roles: ${p.roles.join(', ')}`] : []),
    ...(p.entity ? [`- For: ${p.entity}`] : []),
    ...(p.url ? [`- ${projectLinkLine(p.url)}`] : []),
    `- Page: ${p.links.html}`,
    ...(p.featured ? ['- Featured'] : []),
  ];
}

export function projectListText(projects: ProjectSummary[], tag: string | undefined): string {
  const head = `${projects.length} project${projects.length === 1 ? '' : 's'}${tag === undefined ? '' : ` tagged "${tag}"`}, newest first.`;
  if (!projects.length) return `${head}\n`;
  const items = projects.map((p) => [`## ${p.title}`, '', p.description, '', ...projectFacts(p)].join('\n'));
  return [head, '', items.join('\n\n'), ''].join('\n');
}

export function projectText(p: ProjectDetail): string {
  return [`# ${p.title}`, '', p.description, '', ...projectFacts(p), '', p.writeup.trim(), ''].join('\n');
}

export function postListText(posts: PostSummary[], tag: string | undefined): string {
  const head = `${posts.length} post${posts.length === 1 ? '' : 's'}${tag === undefined ? '' : ` tagged "${tag}"`}, newest first.`;
  if (!posts.length) return `${head}\n`;
  const items = posts.map((p) => [`## ${p.title}`, '', p.description, '', ...postFacts(p)].join('\n'));
  return [head, '', items.join('\n\n'), ''].join('\n');
}

export function postText(p: PostDetail): string {
  return [`# ${p.title}`, '', p.description, '', ...postFacts(p), '', p.body.trim(), ''].join('\n');
}

function postFacts(p: PostSummary): string[] {
  return [
    `- Id: ${p.id}`,
    `- Date: ${p.date}${p.updated ? ` (updated ${p.updated})` : ''}`,
    ...(p.tags.length ? [`- Tags: ${p.tags.join(', ')}`] : []),
    `- Page: ${p.links.html}`,
  ];
}

export function skillsText(skills: SkillNames): string {
  const lines = Object.entries(skills).map(([category, names]) => `- ${category}: ${names.join(', ')}`);
  return lines.length ? `${lines.join('\n')}\n` : 'No skills listed.\n';
}

export function askText(a: AskAnswer): string {
  const refs = a.references.length ? `\n\nSources:\n${a.references.map((r) => `- ${r}`).join('\n')}` : '';
  return `${a.answer}${refs}\n`;
}

export function careerText(c: CareerView): string {
  const out = ['# Experience', ''];
  for (const e of c.experience) {
    out.push(`- ${e.role}, ${e.organisation} (${e.start} – ${e.end ?? 'present'})${e.location ? `, ${e.location}` : ''}`);
    if (e.projects?.length) out.push(`  - Projects: ${e.projects.join(', ')}`);
  }
  if (!c.experience.length) out.push('None listed.');
  out.push('', '# Education', '');
  for (const e of c.education) out.push(`- ${[e.degree, e.area].filter(Boolean).join(', ') || 'Studies'}, ${e.institution}${e.end ? ` (${e.end})` : ''}`);
  if (!c.education.length) out.push('None listed.');
  if (c.certificates.length)
    out.push('', '# Certificates', '', ...c.certificates.map((x) => `- ${x.name}${x.issuer ? `, ${x.issuer}` : ''}${x.date ? ` (${x.date})` : ''}`));
  if (c.publications.length)
    out.push(
      '',
      '# Publications and talks',
      '',
      ...c.publications.map((x) => `- ${x.kind === 'talk' ? 'Talk: ' : ''}${x.name}${x.publisher ? `, ${x.publisher}` : ''}${x.date ? ` (${x.date})` : ''}`),
    );
  if (c.languages.length) out.push('', '# Languages', '', ...c.languages.map((l) => `- ${l.language}${l.fluency ? `: ${l.fluency}` : ''}`));
  if (c.volunteer.length)
    out.push(
      '',
      '# Volunteering',
      '',
      ...c.volunteer.map(
        (v) => `- ${v.role ? `${v.role}, ` : ''}${v.organisation}${v.start ? ` (${v.start} – ${v.end ?? 'present'})` : v.end ? ` (${v.end})` : ''}`,
      ),
    );
  if (c.awards.length) out.push('', '# Awards', '', ...c.awards.map((a) => `- ${a.title}${a.awarder ? `, ${a.awarder}` : ''}${a.date ? ` (${a.date})` : ''}`));
  if (c.interests.length) out.push('', '# Interests', '', ...c.interests.map((i) => `- ${i.name}${i.keywords?.length ? `: ${i.keywords.join(', ')}` : ''}`));
  return `${out.join('\n')}\n`;
}

export function servicesText(s: PublicServices): string {
  const out = ['# Services', ''];
  for (const x of s.services) out.push(`- ${x.name}${x.price ? ` (${priceLabel(x.price)})` : ''}: ${x.description}`);
  if (!s.services.length) out.push('None listed.');
  if (s.availability) out.push('', '# Availability', '', availabilityText(s.availability, new Date().toISOString().slice(0, 10)));
  return `${out.join('\n')}\n`;
}
