/**
 * MCP Apps (the `io.modelcontextprotocol/ui` extension, @modelcontextprotocol/ext-apps): the main
 * tools declare a `ui://` resource (`_meta.ui.resourceUri`) that hosts with Apps support render
 * in a sandboxed iframe, fed the tool's result through the host bridge. Hosts without it show
 * the tool's text content, which does not change.
 *
 * Each view is one self-contained HTML document (./document.ts, script ./view.ts) in the site's
 * theme and accent (`site.yaml`), made once per process and shared by every request.
 */
import { RESOURCE_MIME_TYPE, RESOURCE_URI_META_KEY } from '@modelcontextprotocol/ext-apps/server';
import { type AppDesign, appDocument, DEFAULT_DESIGN, safeDesign } from './document.ts';
import { appScript } from './script.ts';

export const APP_MIME = RESOURCE_MIME_TYPE;
export type { AppDesign };

export interface AppView {
  /** The tool whose results the view draws. */
  tool: string;
  /** The renderer of ./view.ts. */
  view: 'profile' | 'projects' | 'project' | 'answer';
  uri: string;
  name: string;
  title: string;
  description: string;
}

export const APP_VIEWS: readonly AppView[] = [
  { tool: 'get_profile', view: 'profile', name: 'profile-app', title: 'Profile card', description: 'The profile as a card (MCP App of get_profile).' },
  {
    tool: 'list_projects',
    view: 'projects',
    name: 'projects-app',
    title: 'Project gallery',
    description: 'The projects as a gallery with covers and tags (MCP App of list_projects).',
  },
  { tool: 'get_project', view: 'project', name: 'project-app', title: 'Project', description: 'One project with its write-up (MCP App of get_project).' },
  { tool: 'ask', view: 'answer', name: 'answer-app', title: 'Answer', description: 'An answer with its references (MCP App of ask).' },
].map((v) => ({ ...v, view: v.view as AppView['view'], uri: `ui://portfolio/${v.view}.html` }));

/**
 * What the resources declare (listing and content): no network origin at all (an empty
 * `connectDomains` and `resourceDomains` is the spec's "no network"), and a border.
 */
export const APP_RESOURCE_META = { ui: { csp: { connectDomains: [] as string[], resourceDomains: [] as string[] }, prefersBorder: true } };

/** The `_meta` of a tool that has a view: `ui.resourceUri`, and the key older hosts read. */
export function appToolMeta(tool: string): Record<string, unknown> | undefined {
  const view = APP_VIEWS.find((v) => v.tool === tool);
  return view ? { ui: { resourceUri: view.uri }, [RESOURCE_URI_META_KEY]: view.uri } : undefined;
}

const documents = new Map<string, Promise<string>>();

/**
 * The HTML of a view in a site's design (the default theme without one), made on first use and
 * kept for the life of the process (a server has one design; a key per design keeps them apart).
 */
export function appHtml(view: AppView, design: AppDesign = DEFAULT_DESIGN): Promise<string> {
  const look = safeDesign(design);
  const key = `${view.uri} ${look.theme} ${look.accent.light} ${look.accent.dark}`;
  let html = documents.get(key);
  if (!html) {
    html = appScript().then(
      (script) => appDocument(view.view, view.title, script, look),
      (error: unknown) => {
        documents.delete(key); // a failed bundle is tried again on the next read
        throw error;
      },
    );
    documents.set(key, html);
  }
  return html;
}
