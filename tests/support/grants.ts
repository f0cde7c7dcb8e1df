/**
 * The owner's opt-in to automatic grants (AUTO_GRANT_SCOPES), for the test servers whose flows
 * need a token with private scopes without an owner approving each claim. The default (unset)
 * grants nothing automatically: tests/api/auth-flow.test.ts checks that on a server without it.
 */
export const AUTO_GRANT = { AUTO_GRANT_SCOPES: 'portfolio:read projects:read skills:read' } as const;
