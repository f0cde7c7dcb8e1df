/** The OAuth scopes of the API: each unlocks one private view of the portfolio. */
export const SCOPES = {
  'portfolio:read': 'Read the full dossier: everything public plus skill evaluations and project architecture notes.',
  'projects:read': 'Read the private architecture notes of projects.',
  'skills:read': 'Read skill evaluations (level and years).',
  'contact:read': 'Read private contact details.',
} as const;

export type Scope = keyof typeof SCOPES;
export const SCOPE_NAMES = Object.keys(SCOPES) as Scope[];

export function isScope(s: string): s is Scope {
  return Object.hasOwn(SCOPES, s);
}

/** RFC 6749 §3.3 scope token characters. */
export const SCOPE_TOKEN = /^[\x21\x23-\x5B\x5D-\x7E]+$/;
