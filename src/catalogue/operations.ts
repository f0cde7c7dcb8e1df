/**
 * The catalogue's data: every API operation (method and path template, by operation id) and every
 * page or document (path template, by name). Base layer, and free of side effects so that the edge
 * code bundles it alone: the URL builder is ./paths.ts (`url()`), which re-exports all of this.
 */
import { MCP_PATH } from './mcp.ts';

export interface Operation {
  readonly method: 'GET' | 'POST';
  /** An OpenAPI path template: `/v1/projects/{id}`. */
  readonly path: string;
  /** A few words: the OpenAPI summary, the line of llms.txt and the skill. */
  readonly summary: string;
  /** The scopes a bearer credential needs (one of them); none: anyone may call (src/auth/scopes.ts names them). */
  readonly scopes: readonly string[];
  /**
   * The answer is written from the content, so it comes in the language asked for (`?lang=`,
   * Accept-Language; docs/languages.md): a link from an answer in another language adds `?lang=`.
   */
  readonly localised?: true;
}

/** The API operations by operation id. The registry (src/http/routes/) adds the description, schemas, examples and handler. */
export const OPERATIONS = {
  getApiIndex: { method: 'GET', path: '/v1', summary: 'The API root', scopes: [] },
  getProfile: { method: 'GET', path: '/v1/profile', summary: 'The public profile', scopes: [], localised: true },
  listProjects: { method: 'GET', path: '/v1/projects', summary: 'List projects', scopes: [], localised: true },
  getProject: { method: 'GET', path: '/v1/projects/{id}', summary: 'One project', scopes: [], localised: true },
  listPosts: { method: 'GET', path: '/v1/posts', summary: 'List posts', scopes: [], localised: true },
  getPost: { method: 'GET', path: '/v1/posts/{id}', summary: 'One post', scopes: [], localised: true },
  getSkills: { method: 'GET', path: '/v1/skills', summary: 'Skills by category', scopes: [], localised: true },
  getCareer: { method: 'GET', path: '/v1/career', summary: 'Experience, education and more', scopes: [], localised: true },
  getServices: { method: 'GET', path: '/v1/services', summary: 'Services, prices and availability', scopes: [], localised: true },
  getResume: { method: 'GET', path: '/v1/resume', summary: 'The portfolio as a JSON Resume', scopes: [], localised: true },
  askQuestion: { method: 'GET', path: '/v1/ask', summary: 'Ask a question', scopes: [], localised: true },
  askQuestionPost: { method: 'POST', path: '/v1/ask', summary: 'Ask a question (JSON)', scopes: [], localised: true },
  getContact: { method: 'GET', path: '/v1/contact', summary: 'Private contact details', scopes: ['contact:read'], localised: true },
  getRates: { method: 'GET', path: '/v1/rates', summary: 'Every service with its price as written', scopes: ['contact:read'], localised: true },
  getProjectArchitecture: {
    method: 'GET',
    path: '/v1/projects/{id}/architecture',
    summary: "A project's architecture notes",
    scopes: ['projects:read'],
    localised: true,
  },
  getSkillEvaluations: { method: 'GET', path: '/v1/skills/evaluations', summary: 'Skill evaluations', scopes: ['skills:read'], localised: true },
  getDossier: { method: 'GET', path: '/v1/dossier', summary: 'The full dossier', scopes: ['portfolio:read'], localised: true },
  sendMessage: { method: 'POST', path: '/v1/messages', summary: 'Send a message to the owner', scopes: [] },
  contactForm: { method: 'GET', path: '/contact', summary: 'The contact form', scopes: [] },
  sendContactForm: { method: 'POST', path: '/contact', summary: 'Send the contact form', scopes: [] },
  authorize: { method: 'GET', path: '/v1/auth/authorize', summary: 'Authorize an agent (consent page)', scopes: [] },
  decideConsent: { method: 'POST', path: '/v1/auth/authorize', summary: 'Allow or deny an agent (the consent form)', scopes: [] },
  requestToken: { method: 'POST', path: '/v1/auth/token', summary: 'Request an access token', scopes: [] },
  revokeToken: { method: 'POST', path: '/v1/auth/revoke', summary: 'Revoke a token', scopes: [] },
  registerAgent: { method: 'POST', path: '/v1/auth/identity', summary: 'Register an agent', scopes: [] },
  createClaim: { method: 'POST', path: '/v1/auth/claim', summary: 'Claim scopes', scopes: [] },
  getClaim: { method: 'GET', path: '/v1/auth/claim/{id}', summary: 'Read a claim', scopes: [] },
  receiveSecurityEvent: { method: 'POST', path: '/v1/auth/events', summary: 'Receive a security event', scopes: [] },
  getProtectedResourceMetadata: { method: 'GET', path: '/.well-known/oauth-protected-resource', summary: 'Protected resource metadata', scopes: [] },
  getMcpProtectedResourceMetadata: {
    method: 'GET',
    path: `/.well-known/oauth-protected-resource${MCP_PATH}`,
    summary: 'Protected resource metadata of the MCP endpoint',
    scopes: [],
  },
  getAuthorizationServerMetadata: { method: 'GET', path: '/.well-known/oauth-authorization-server', summary: 'Authorization server metadata', scopes: [] },
  getJwks: { method: 'GET', path: '/.well-known/jwks.json', summary: 'Signing keys', scopes: [] },
} as const satisfies Record<string, Operation>;

export interface Page {
  /**
   * A path template: `/projects/{id}`, each `{name}` one path segment; `{+name}` holds a path of
   * segments already encoded (`/og/{+page}.png`: `projects/x`).
   */
  readonly path: string;
  /** The page exists in every language of the site, under `/<lang>/` for a language other than the default one. */
  readonly localised?: true;
}

/** The pages and documents of the site by name (files of the build, on-demand pages, endpoints that are not API operations). */
export const PAGES = {
  home: { path: '/', localised: true },
  projects: { path: '/projects', localised: true },
  project: { path: '/projects/{id}', localised: true },
  tag: { path: '/projects/tags/{tag}', localised: true },
  posts: { path: '/posts', localised: true },
  postsPage: { path: '/posts/{page}', localised: true },
  post: { path: '/posts/{id}', localised: true },
  skills: { path: '/skills', localised: true },
  services: { path: '/services', localised: true },
  resume: { path: '/resume', localised: true },
  ask: { path: '/ask', localised: true },
  apiDocs: { path: '/api' },
  errors: { path: '/errors' },
  privacy: { path: '/privacy', localised: true },
  feedRss: { path: '/posts/rss.xml', localised: true },
  feedAtom: { path: '/posts/atom.xml', localised: true },
  feedJson: { path: '/posts/feed.json', localised: true },
  openapi: { path: '/openapi.json' },
  llms: { path: '/llms.txt' },
  llmsFull: { path: '/llms-full.txt' },
  sitemap: { path: '/sitemap.xml' },
  robots: { path: '/robots.txt' },
  /** The WebMCP tools the pages register (src/pages/webmcp-tools.json.ts). */
  webTools: { path: '/webmcp-tools.json' },
  authMd: { path: '/auth.md' },
  apiCatalog: { path: '/.well-known/api-catalog' },
  agentSkills: { path: '/.well-known/agent-skills/index.json' },
  agentSkill: { path: '/.well-known/agent-skills/{name}/SKILL.md' },
  ard: { path: '/.well-known/ard.json' },
  aiCatalog: { path: '/.well-known/ai-catalog.json' },
  mcp: { path: MCP_PATH },
  mcpServerCard: { path: `${MCP_PATH}/server-card` },
  mcpServerCardWellKnown: { path: '/.well-known/mcp/server-card' },
  mcpServerCardAlias: { path: '/.well-known/mcp/server-card.json' },
  mcpCatalog: { path: '/.well-known/mcp/catalog.json' },
  signatureDirectory: { path: '/.well-known/http-message-signatures-directory' },
  /** The social preview image of a page: `/og/index.png` (the home page), `/og/projects/x.png` (src/lib/social-pages.ts). */
  socialCard: { path: '/og/{+page}.png' },
  // The owner console (src/console/): its pages, forms and the passkey ceremony's JSON endpoints.
  owner: { path: '/owner' },
  ownerSignIn: { path: '/owner/signin' },
  ownerSignOut: { path: '/owner/signout' },
  ownerEnrol: { path: '/owner/enrol' },
  ownerClaim: { path: '/owner/claims/{id}' },
  ownerMessages: { path: '/owner/messages' },
  ownerMessage: { path: '/owner/messages/{id}' },
  ownerMessageRead: { path: '/owner/messages/{id}/read' },
  ownerMessageArchive: { path: '/owner/messages/{id}/archive' },
  ownerMessageDelete: { path: '/owner/messages/{id}/delete' },
  ownerInsights: { path: '/owner/insights' },
  ownerInsightsCsv: { path: '/owner/insights.csv' },
  ownerInsightsJson: { path: '/owner/insights.json' },
  ownerPasskeys: { path: '/owner/passkeys' },
  ownerPasskeyRemove: { path: '/owner/passkeys/remove' },
  ownerActivity: { path: '/owner/activity' },
  ownerLoginOptions: { path: '/owner/webauthn/login/options' },
  ownerLoginVerify: { path: '/owner/webauthn/login/verify' },
  ownerRegisterOptions: { path: '/owner/webauthn/register/options' },
  ownerRegisterVerify: { path: '/owner/webauthn/register/verify' },
  /** The passkey script, a file of the site (public/owner/passkey.js), not a console page. */
  ownerPasskeyScript: { path: '/owner/passkey.js' },
} as const satisfies Record<string, Page>;

/** The API's root (`/v1`): every operation of the API proper lies at it or under it. */
export const API_ROOT = OPERATIONS.getApiIndex.path;
/** Whether a path is the API root or under it (`/v1`, `/v1/projects`; not `/v1x`). */
export const isApiPath = (path: string) => path === API_ROOT || path.startsWith(`${API_ROOT}/`);
