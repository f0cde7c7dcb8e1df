/**
 * Agent-style field paths of the career (issue #28): `career.languages`, `career.education[0].courses`,
 * `career.awards[1].title`, and the same without `career.` when the path has an index or a field
 * after a section's name (`education[0].courses`). The path is walked on the public career view
 * (`/v1/career`), so a private field cannot be reached: the value found is written out, a section
 * or field the view lacks is `not_found` with the names it has.
 */
import type { Portfolio } from '../../portfolio.ts';
import type { Urls } from '../../urls.ts';
import { careerView } from '../../views.ts';
import type { AskAnswer } from '../schema.ts';
import { joinList } from '../text/english.ts';
import { reply } from './reply.ts';
import { url } from '../../../catalogue/paths.ts';
import { releaseCompiledCode } from '../text/patterns.ts';

/** `career.<section>[<index>].<field>`, each part after the section optional; the whole question is the path. */
const PATH = /^\s*(?:(?:return|print|get|show)\s+)?(career\s*\.\s*)?([a-z]+)\s*(?:\[\s*(\d{1,3})\s*\])?\s*(?:\.\s*([a-z][a-z_]*))?\s*[?.]?\s*$/i;

/** The answerer of a portfolio's career paths: an answer, or undefined when the question is no such path. */
export function careerPathAnswerer(portfolio: Portfolio, urls: Urls): (text: string) => AskAnswer | undefined {
  const view = careerView(portfolio) as unknown as Record<string, unknown>;
  const reference = urls.api(url('getCareer'));
  const sections = Object.keys(view);
  return (text) => {
    if (!/[.[]/.test(text)) return undefined;
    const match = PATH.exec(text);
    if (!match) return undefined;
    const [, prefix, section = '', index, field] = match;
    // "languages.x" without "career." is another resource's path; "education[0]" is the career's.
    if (!prefix && index === undefined) return undefined;
    if (!prefix && !sections.includes(section)) return undefined;
    const path = `career.${section}${index !== undefined ? `[${index}]` : ''}${field ? `.${field}` : ''}`;
    const value = view[section];
    if (!Array.isArray(value)) return reply('not_found', 'profile', `The public career has no section ${section}. Its sections are ${joinList(sections)}.`, []);
    if (index === undefined && !field) {
      if (!value.length) return reply('not_found', 'profile', `${path} is empty.`, []);
      return reply('list', 'profile', `${path}: ${value.map((item) => written(item)).join('; ')}.`, [reference]);
    }
    const items = index === undefined ? value : value.slice(Number(index), Number(index) + 1);
    if (!items.length) return reply('not_found', 'profile', `${path}: the section ${section} has ${value.length} entries (from 0 to ${value.length - 1}).`, []);
    if (!field) return reply('answer', 'profile', `${path}: ${written(items[0])}.`, [reference]);
    const values = items
      .map((item) => (item && typeof item === 'object' ? (item as Record<string, unknown>)[field] : undefined))
      .filter((found) => found !== undefined);
    if (!values.length) {
      const fields = [...new Set(items.flatMap((item) => (item && typeof item === 'object' ? Object.keys(item) : [])))];
      return reply('not_found', 'profile', `The entries of career.${section} have no field ${field}. Their fields are ${joinList(fields)}.`, []);
    }
    return reply('answer', 'profile', `${path}: ${values.map((found) => written(found)).join('; ')}.`, [reference]);
  };
}

/** A value of the view written out: a text as it is, a list joined, an entry's fields as "field: value". */
function written(value: unknown): string {
  if (Array.isArray(value)) return value.map((item) => written(item)).join('; ');
  if (value && typeof value === 'object')
    return Object.entries(value)
      .filter(([, field]) => field !== undefined && field !== '')
      .map(([key, field]) => `${key}: ${written(field)}`)
      .join(', ');
  return String(value).trim().replace(/\.$/, '');
}

// Their machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(PATH);
