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
import { importCareer } from './import/career.ts';
import { importBasics } from './import/profile.ts';
import { importProjects } from './import/projects.ts';
import { importSkills } from './import/skills.ts';
import type { Json } from './import/values.ts';

export { markdownText, slug } from './import/values.ts';

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

export function importJsonResume(resume: Json): ImportResult {
  const report: string[] = [];
  for (const key of Object.keys(resume)) if (!KNOWN_TOP.has(key)) report.push(`${key}: unknown section, not carried over`);
  if (resume.meta !== undefined) report.push("meta: the document's own metadata is not carried over (the export writes its own `meta.canonical`)");
  const profile = importBasics(resume, report);
  const { files, used } = importProjects(resume, report);
  const skills = importSkills(resume, report);
  const career = importCareer(resume, used, report);
  return {
    files: {
      ...(profile === undefined ? {} : { 'profile.md': profile }),
      ...files,
      ...(skills === undefined ? {} : { 'skills.yaml': skills }),
      ...(career === undefined ? {} : { 'career.yaml': career }),
    },
    report,
  };
}
