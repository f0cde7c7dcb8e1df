/**
 * WebMCP imperative tools (https://webmachinelearning.github.io/webmcp/): registered at page
 * load through `document.modelContext` when the browser offers it, and a no-op elsewhere.
 * Every tool is read-only and answers from the public JSON API of this site.
 */
export interface ToolConfig {
  /** The portfolio owner's name, for the tool descriptions. */
  owner: string;
  /** `/v1/projects` as built by the site's URL helper (respects the base path). */
  projectsApi: string;
  /** `/v1/skills` likewise. */
  skillsApi: string;
  tags: string[];
  projectIds: string[];
  categories: string[];
}

interface ToolResult {
  content: { type: 'text'; text: string }[];
  isError?: boolean;
}

export interface Tool {
  name: string;
  title: string;
  description: string;
  inputSchema: Record<string, unknown>;
  annotations: { readOnlyHint: boolean };
  execute(input: Record<string, unknown>): Promise<ToolResult>;
}

interface ModelContext {
  registerTool(tool: Tool, options?: { signal?: AbortSignal }): Promise<void> | void;
}

const text = (value: unknown, isError = false): ToolResult => ({
  content: [{ type: 'text', text: typeof value === 'string' ? value : JSON.stringify(value) }],
  ...(isError ? { isError } : {}),
});

async function getJson(url: string): Promise<ToolResult> {
  const res = await fetch(url, { headers: { Accept: 'application/json' } });
  const body = await res.text();
  return text(body, !res.ok);
}

/** One enumerated string argument, validated again at run time (agents can send anything). */
function choice(input: Record<string, unknown>, key: string, allowed: string[]): string | ToolResult {
  const value = input?.[key];
  if (typeof value !== 'string' || !allowed.includes(value)) {
    return text(`"${key}" must be one of: ${allowed.join(', ')}`, true);
  }
  return value;
}

export function portfolioTools(c: ToolConfig): Tool[] {
  const tools: Tool[] = [
    {
      name: 'search_projects_by_tag',
      title: 'Search projects by tag',
      description: `List ${c.owner}'s portfolio projects that carry a tag (a technology or topic), newest first, as JSON with links to each project's page and API resource.`,
      inputSchema: {
        type: 'object',
        properties: {
          tag: { type: 'string', title: 'Tag', description: 'One project tag, for example a language or tool.', enum: c.tags },
        },
        required: ['tag'],
        additionalProperties: false,
      },
      annotations: { readOnlyHint: true },
      async execute(input) {
        const tag = choice(input, 'tag', c.tags);
        return typeof tag === 'string' ? getJson(`${c.projectsApi}?tag=${encodeURIComponent(tag)}`) : tag;
      },
    },
    {
      name: 'get_project',
      title: 'Get a project',
      description: `Get one of ${c.owner}'s projects by id, with its full write-up in Markdown, as JSON.`,
      inputSchema: {
        type: 'object',
        properties: {
          id: { type: 'string', title: 'Project id', description: 'The project id as used in its page URL.', enum: c.projectIds },
        },
        required: ['id'],
        additionalProperties: false,
      },
      annotations: { readOnlyHint: true },
      async execute(input) {
        const id = choice(input, 'id', c.projectIds);
        return typeof id === 'string' ? getJson(`${c.projectsApi}/${encodeURIComponent(id)}`) : id;
      },
    },
    {
      name: 'list_skills',
      title: 'List skills',
      description: `List ${c.owner}'s skills by category as JSON; give a category for only that one.`,
      inputSchema: {
        type: 'object',
        properties: {
          category: {
            type: 'string',
            title: 'Category',
            description: 'A skill category, or "all" (the default) for every category.',
            enum: ['all', ...c.categories],
            default: 'all',
          },
        },
        additionalProperties: false,
      },
      annotations: { readOnlyHint: true },
      async execute(input) {
        const category = input?.category === undefined ? 'all' : choice(input, 'category', ['all', ...c.categories]);
        return typeof category === 'string' ? getJson(`${c.skillsApi}?category=${encodeURIComponent(category)}`) : category;
      },
    },
  ];
  return tools.filter((t) => (t.name === 'search_projects_by_tag' ? c.tags.length : t.name === 'get_project' ? c.projectIds.length : c.categories.length));
}

export function registerPortfolioTools(): void {
  const doc = document as Document & { modelContext?: ModelContext };
  const nav = navigator as Navigator & { modelContext?: ModelContext };
  const mc = doc.modelContext ?? nav.modelContext;
  const element = document.getElementById('webmcp-config');
  if (!mc || typeof mc.registerTool !== 'function' || !element?.textContent) return;
  const config = JSON.parse(element.textContent) as ToolConfig;
  for (const tool of portfolioTools(config)) {
    try {
      Promise.resolve(mc.registerTool(tool)).catch(() => {});
    } catch {
      // An older or stricter implementation refused the tool: the page works without it.
    }
  }
}
