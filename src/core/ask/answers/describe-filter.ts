/** How answers describe a filter in words, and the API list that a list of projects stands for. */
import type { Knowledge } from '../knowledge/knowledge.ts';
import { apiUrl } from './reply.ts';
import { joinList } from '../text/english.ts';
import type { Filter } from '../selection/select-projects.ts';
import { url } from '../../../catalogue/paths.ts';

/** "involve dbt and date from 2023". */
export function describeFilter(filter: Filter): string {
  const parts: string[] = [];
  if (filter.terms.length)
    parts.push(
      `involve ${joinList(
        filter.terms.map((term) => term.label),
        filter.any ? 'or' : 'and',
      )}`,
    );
  if (filter.years) parts.push(`date from ${yearsLabel(filter.years)}`);
  if (filter.featured) parts.push('are featured');
  return joinList(parts);
}

function yearsLabel(years: { from?: string; to?: string }): string {
  if (years.from && years.to) return years.from === years.to ? years.from : `${years.from} to ${years.to}`;
  if (years.from) return `${years.from} or later`;
  return `${years.to} or earlier`;
}

/**
 * The API list behind a list of projects: `/v1/projects?tag=…` when the list is exactly that
 * tag's projects (a description may mention a tag without carrying it), else `/v1/projects`.
 */
export function listReference(knowledge: Knowledge, filter: Filter, list: readonly number[]): string {
  const tag = filter.terms.length === 1 && !filter.years && !filter.featured ? filter.terms[0]!.tag : undefined;
  const tagged = tag ? (knowledge.projectsByTag.get(tag) ?? []) : [];
  const same = tag && tagged.length === list.length && tagged.every((project, i) => project === list[i]);
  return same ? apiUrl(knowledge, url('listProjects', { query: { tag: tag! } })) : apiUrl(knowledge, url('listProjects'));
}

/** The verb phrase of a filter for one project: "involve dbt and date from 2023" -> "involves dbt and dates from 2023". */
export function singular(verb: string): string {
  return verb.replace(/(^|\band )(involve|date)\b/g, '$1$2s').replace(/(^|\band )are\b/g, '$1is');
}
