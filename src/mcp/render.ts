/**
 * Readable Markdown renderings of the API answers, for the text content of tool results (clients
 * that ignore `structuredContent` show this). They render the public response types only.
 */
import type { AskAnswer } from '../core/ask/index.ts';
import type { ProjectDetail, ProjectSummary, PublicProfile, SkillNames } from '../core/schema/public.ts';

export function profileText(p: PublicProfile): string {
  const links = [
    ...(p.email ? [`- E-mail: ${p.email}`] : []),
    ...(p.website ? [`- Website: ${p.website}`] : []),
    ...(p.github ? [`- GitHub: ${p.github}`] : []),
    ...(p.linkedin ? [`- LinkedIn: ${p.linkedin}`] : []),
  ];
  const headline = [p.role, p.location].filter(Boolean).join(', ');
  return [`# ${p.name}`, '', ...(headline ? [headline, ''] : []), ...links, '', p.bio.trim(), ''].join('\n');
}

function projectFacts(p: ProjectSummary): string[] {
  return [
    `- Id: ${p.id}`,
    `- Tags: ${p.tags.join(', ')}`,
    ...(p.date ? [`- Date: ${p.date}`] : []),
    ...(p.url ? [`- Repository: ${p.url}`] : []),
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

export function skillsText(skills: SkillNames): string {
  const lines = Object.entries(skills).map(([category, names]) => `- ${category}: ${names.join(', ')}`);
  return lines.length ? `${lines.join('\n')}\n` : 'No skills listed.\n';
}

export function askText(a: AskAnswer): string {
  const refs = a.references.length ? `\n\nSources:\n${a.references.map((r) => `- ${r}`).join('\n')}` : '';
  return `${a.answer}${refs}\n`;
}
