/**
 * Build-time settings of the discovery documents, read and validated once.
 * CONTENT_SIGNAL: the owner's Content Signals policy for robots.txt (contentsignals.org).
 * ROBOTS_AGENTMAP: `true` adds the ARD `Agentmap:` line to robots.txt (default `false`).
 */
import { z } from 'zod';

const Signal = z
  .string()
  .trim()
  .regex(/^(search|ai-input|ai-train)=(yes|no)(\s*,\s*(search|ai-input|ai-train)=(yes|no))*$/, {
    error: 'expected comma-separated key=value pairs with keys search, ai-input, ai-train and values yes or no',
  });

export const DEFAULT_CONTENT_SIGNAL = 'search=yes, ai-input=yes, ai-train=no';

export function contentSignal(env: Record<string, string | undefined> = process.env): string {
  const raw = env.CONTENT_SIGNAL?.trim() || DEFAULT_CONTENT_SIGNAL;
  const parsed = Signal.safeParse(raw);
  if (!parsed.success) throw new Error(`CONTENT_SIGNAL is invalid ("${raw}"): ${parsed.error.issues[0]!.message}`);
  return parsed.data.split(/\s*,\s*/).join(', ');
}

/** ROBOTS_AGENTMAP: whether robots.txt carries the ARD `Agentmap:` line (`true` or `false`, default `false`). */
export function robotsAgentmap(env: Record<string, string | undefined> = process.env): boolean {
  const raw = env.ROBOTS_AGENTMAP?.trim() || 'false';
  if (raw !== 'true' && raw !== 'false') throw new Error(`ROBOTS_AGENTMAP must be true or false (got "${raw}")`);
  return raw === 'true';
}
