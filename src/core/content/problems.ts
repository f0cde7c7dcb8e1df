/**
 * How content problems are worded and raised: one line per problem naming the file, the field and
 * what was expected (zod issues included), and ContentError, which carries them all at once.
 */
import { relative } from 'node:path';
import type { z } from 'zod';
import { AppError } from '../../errors/app-error.ts';

/** Thrown when the content is invalid (CONTENT_INVALID); `problems` holds one line per problem. */
export class ContentError extends AppError<'CONTENT_INVALID'> {
  readonly dir: string;
  readonly problems: string[];
  constructor(dir: string, problems: string[]) {
    super(
      'CONTENT_INVALID',
      `Invalid portfolio content in ${dir} (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    this.name = 'ContentError';
    this.dir = dir;
    this.problems = problems;
    // A content mistake is not a crash: no stack trace after the message (Astro prints one when
    // `stack` is set, and nothing of it would help an author).
    this.stack = '';
  }
}

/** A path as messages name it: relative to the working directory when under it. */
export function relToCwd(p: string): string {
  const r = relative(process.cwd(), p);
  return r && !r.startsWith('..') ? r : p;
}

/** One line per zod issue: `file: field `a.b`: message`. */
export function describeIssues(file: string, error: z.ZodError): string[] {
  return error.issues.flatMap((issue) => describeIssue(file, issue));
}

/**
 * A value that matches no form of a union (a price written as a map with a wrong unit, say) is
 * described by the one form it was written in, field by field, when exactly one form got past
 * the shape of the value itself; otherwise by the union's message.
 */
function unionBranch(issue: z.core.$ZodIssue): z.core.$ZodIssue[] | undefined {
  if (issue.code !== 'invalid_union' || !issue.errors?.length) return undefined;
  const shaped = issue.errors.filter((branch) => branch.length > 0 && branch.every((i) => i.path.length > 0));
  if (shaped.length !== 1) return undefined;
  return shaped[0]!.map((i) => ({ ...i, path: [...issue.path, ...i.path] }));
}

function describeIssue(file: string, issue: z.core.$ZodIssue): string[] {
  const branch = unionBranch(issue);
  if (branch) return branch.flatMap((i) => describeIssue(file, i));
  return [issue].map((issue) => {
    if (issue.code === 'invalid_key') {
      const reasons = issue.issues.map((i) => i.message).join('; ');
      return `${file}: ${issue.path.length ? `key \`${issue.path.join('.')}\`` : 'key'}: ${reasons}`;
    }
    if (issue.code === 'unrecognized_keys') {
      const where = issue.path.length ? ` in \`${issue.path.join('.')}\`` : '';
      return `${file}: unknown field${issue.keys.length > 1 ? 's' : ''}${where} ${issue.keys.map((k) => `\`${k}\``).join(', ')}`;
    }
    const field = issue.path.length ? `field \`${issue.path.join('.')}\`` : 'file';
    return `${file}: ${field}: ${issue.message}`;
  });
}
