/**
 * The shapes of a content folder as read from disk (one language): the files' validated front
 * matter and bodies, before the core model (../portfolio.ts) builds the portfolio from them.
 */
import type { CareerFile, ServicesFile } from '../schema/career.ts';
import type { PostFrontMatter, ProfileFrontMatter, ProjectFrontMatter, Skill } from '../schema/content.ts';
import type { SiteFile } from '../schema/site.ts';

export interface SourceProfile {
  data: ProfileFrontMatter;
  /** The bio, Markdown. */
  body: string;
  filePath: string;
}
export interface SourceProject {
  id: string;
  data: ProjectFrontMatter;
  /** The write-up, Markdown. */
  body: string;
  filePath: string;
}
export interface SourcePost {
  id: string;
  data: PostFrontMatter;
  /** The post, Markdown. */
  body: string;
  filePath: string;
}
export interface SourceSkillCategory {
  category: string;
  /** Display name (the map form of a category). */
  label?: string;
  /** Public level of the whole category (the map form). */
  level?: string;
  skills: Skill[];
}
export interface PortfolioSource {
  dir: string;
  profile: SourceProfile | null;
  projects: SourceProject[];
  /** `posts/<id>.md`, drafts included (the core model leaves them out). */
  posts: SourcePost[];
  skills: SourceSkillCategory[];
  /** `career.yaml`: experience, education, certificates, publications, languages (all optional). */
  career: CareerFile;
  /** `services.yaml`: services and availability (all optional). */
  services: ServicesFile;
  /** `site.yaml`: theme, accent colour, the home page's sections (all optional). */
  site: SiteFile;
  /** Non-fatal remarks (for example: no profile.md), for the build log. */
  warnings: string[];
}
