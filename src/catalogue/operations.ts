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
}

/** The API operations by operation id. The registry (src/http/routes/) adds schemas, scopes and handlers. */
export const OPERATIONS = {
  getApiIndex: { method: 'GET', path: '/v1' },
  getProfile: { method: 'GET', path: '/v1/profile' },
  listProjects: { method: 'GET', path: '/v1/projects' },
  getProject: { method: 'GET', path: '/v1/projects/{id}' },
  listPosts: { method: 'GET', path: '/v1/posts' },
  getPost: { method: 'GET', path: '/v1/posts/{id}' },
  getSkills: { method: 'GET', path: '/v1/skills' },
  getCareer: { method: 'GET', path: '/v1/career' },
  getServices: { method: 'GET', path: '/v1/services' },
  getResume: { method: 'GET', path: '/v1/resume' },
  askQuestion: { method: 'GET', path: '/v1/ask' },
  askQuestionPost: { method: 'POST', path: '/v1/ask' },
  getContact: { method: 'GET', path: '/v1/contact' },
  getRates: { method: 'GET', path: '/v1/rates' },
  getProjectArchitecture: { method: 'GET', path: '/v1/projects/{id}/architecture' },
  getSkillEvaluations: { method: 'GET', path: '/v1/skills/evaluations' },
  getDossier: { method: 'GET', path: '/v1/dossier' },
  sendMessage: { method: 'POST', path: '/v1/messages' },
  contactForm: { method: 'GET', path: '/contact' },
  sendContactForm: { method: 'POST', path: '/contact' },
  authorize: { method: 'GET', path: '/v1/auth/authorize' },
  decideConsent: { method: 'POST', path: '/v1/auth/authorize' },
  requestToken: { method: 'POST', path: '/v1/auth/token' },
  revokeToken: { method: 'POST', path: '/v1/auth/revoke' },
  registerAgent: { method: 'POST', path: '/v1/auth/identity' },
  createClaim: { method: 'POST', path: '/v1/auth/claim' },
  getClaim: { method: 'GET', path: '/v1/auth/claim/{id}' },
  receiveSecurityEvent: { method: 'POST', path: '/v1/auth/events' },
  getProtectedResourceMetadata: { method: 'GET', path: '/.well-known/oauth-protected-resource' },
  getMcpProtectedResourceMetadata: { method: 'GET', path: `/.well-known/oauth-protected-resource${MCP_PATH}` },
  getAuthorizationServerMetadata: { method: 'GET', path: '/.well-known/oauth-authorization-server' },
  getJwks: { method: 'GET', path: '/.well-known/jwks.json' },
} as const satisfies Record<string, Operation>;

export interface Page {
  /** A path template: `/projects/{id}`. */
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
  privacy: { path: '/privacy' },
  feedRss: { path: '/posts/rss.xml' },
  feedAtom: { path: '/posts/atom.xml' },
  feedJson: { path: '/posts/feed.json' },
  openapi: { path: '/openapi.json' },
  llms: { path: '/llms.txt' },
  llmsFull: { path: '/llms-full.txt' },
  sitemap: { path: '/sitemap.xml' },
  robots: { path: '/robots.txt' },
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
  owner: { path: '/owner' },
} as const satisfies Record<string, Page>;

/** The API's root (`/v1`): every operation of the API proper lies at it or under it. */
export const API_ROOT = OPERATIONS.getApiIndex.path;
/** Whether a path is the API root or under it (`/v1`, `/v1/projects`; not `/v1x`). */
export const isApiPath = (path: string) => path === API_ROOT || path.startsWith(`${API_ROOT}/`);
