// WebMCP in a Chromium with the feature on: the imperative tools every page registers at load
// (the MCP server's public tools, src/mcp/definitions.ts: same names, descriptions and input
// schemas), the declarative ask form on /ask, both invoked the way a browsing agent does it (CDP
// WebMCP.invokeTool), valid JSON Schemas for every input, and no FormModelContext issues.
// Without the feature the pages register nothing and log no error.
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAskIndex, createAskEngine } from '../../src/core/ask/index.ts';
import { createUrls } from '../../src/core/urls.ts';
import { agentTools, webTools } from '../../src/mcp/definitions.ts';
import { contentSets, launch, watchErrors } from './support.ts';

interface CdpTool {
  name: string;
  description: string;
  inputSchema: Record<string, unknown>;
  annotations?: { readOnly?: boolean; autosubmit?: boolean };
  frameId: string;
  backendNodeId?: number;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launch({ webmcp: true });
});
afterAll(async () => {
  await browser?.close();
});

/** Opens a page with the WebMCP and Audits domains on, collecting tools and issues. */
async function open(url: string) {
  const page = await browser.newPage();
  const errors = watchErrors(page);
  const cdp = await page.context().newCDPSession(page);
  const tools = new Map<string, CdpTool>();
  const issues: string[] = [];
  cdp.on('WebMCP.toolsAdded' as never, (e: { tools: CdpTool[] }) => {
    for (const t of e.tools) tools.set(t.name, t);
  });
  cdp.on('WebMCP.toolsRemoved' as never, (e: { tools: { name: string }[] }) => {
    for (const t of e.tools) tools.delete(t.name);
  });
  cdp.on('Audits.issueAdded', (e) => {
    const details = e.issue.details.genericIssueDetails;
    if (e.issue.code === 'GenericIssue' && details?.errorType.startsWith('FormModelContext')) issues.push(details.errorType);
  });
  await cdp.send('WebMCP.enable' as never);
  await cdp.send('Audits.enable');
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  return { page, cdp, tools, issues, errors };
}

/** Invokes a tool as an agent: resolves with the tool's response. */
async function invoke(page: Page, cdp: CDPSession, tool: CdpTool, input: unknown): Promise<{ status: string; output?: unknown; errorText?: string }> {
  const responded = new Promise<{ status: string; output?: unknown; errorText?: string }>((resolve) => {
    cdp.on('WebMCP.toolResponded' as never, (e: { status: string; output?: unknown; errorText?: string }) => resolve(e));
  });
  await cdp.send('WebMCP.invokeTool' as never, { frameId: tool.frameId, toolName: tool.name, input } as never);
  return Promise.race([responded, page.waitForTimeout(10_000).then(() => ({ status: 'timeout' }))]);
}

/** The text of an imperative tool's result ({content: [{type: 'text', text}]}). */
function resultText(output: unknown): string {
  const value = typeof output === 'string' ? JSON.parse(output) : output;
  return (value as { content: { text: string }[] }).content.map((c) => c.text).join('');
}

const ajv = new Ajv2020({ strict: true, allErrors: true });
const NAME = /^[A-Za-z0-9_.-]{1,128}$/;

for (const set of contentSets()) {
  const { portfolio } = set;
  const expected = webTools(portfolio, createUrls(set.url));

  describe(`WebMCP, ${set.name}`, () => {
    it('every page registers the imperative tools at load, with valid input schemas', async () => {
      for (const path of ['/', '/projects', `/projects/${portfolio.projects[0]!.id}`, '/resume']) {
        const { page, tools, issues, errors } = await open(set.url + path);
        const imperative = [...tools.values()].filter((t) => t.backendNodeId === undefined);
        // The reads of every portfolio, and the posts tools where the content has posts.
        const names = [
          'get_career',
          'get_project',
          'get_services',
          'get_skills',
          'list_projects',
          ...(portfolio.posts.length ? ['get_post', 'list_posts'] : []),
        ];
        expect(imperative.map((t) => t.name).sort(), path).toEqual(names.sort());
        expect(tools.size).toBeLessThanOrEqual(40);
        for (const tool of imperative) {
          expect(tool.name).toMatch(NAME);
          expect(tool.description.length).toBeGreaterThan(20);
          expect(tool.inputSchema.type).toBe('object');
          expect(() => ajv.compile(tool.inputSchema), tool.name).not.toThrow();
          expect(tool.annotations?.readOnly, tool.name).toBe(true);
        }
        // The MCP server's tools of the same names: one definition, its JSON Schema made at build time.
        const mcp = agentTools(portfolio);
        for (const tool of expected) {
          const registered = tools.get(tool.name)!;
          expect(registered.description, tool.name).toBe(tool.description);
          expect(registered.description, tool.name).toBe(mcp.find((t) => t.name === tool.name)!.description);
          expect(registered.inputSchema, tool.name).toEqual(tool.inputSchema);
        }
        const skills = tools.get('get_skills')!;
        expect((skills.inputSchema.properties as { category: { enum: string[] } }).category.enum).toEqual(['all', ...portfolio.categories]);
        expect(issues).toEqual([]);
        expect(errors).toEqual([]);
        await page.close();
      }
    });

    it('the imperative tools answer from the JSON API', async () => {
      const { page, cdp, tools } = await open(`${set.url}/`);
      const tag = portfolio.tags[0]!.tag;
      const byTag = await invoke(page, cdp, tools.get('list_projects')!, { tag });
      expect(byTag.status).toBe('Completed');
      const list = JSON.parse(resultText(byTag.output));
      expect(list.data.map((p: { id: string }) => p.id)).toEqual(portfolio.projectsWithTag(tag).map((p) => p.id));
      const all = JSON.parse(resultText((await invoke(page, cdp, tools.get('list_projects')!, {})).output));
      expect(all.count).toBe(portfolio.projects.length);
      // As in MCP and the API, an unknown tag gives an empty list.
      const none = await invoke(page, cdp, tools.get('list_projects')!, { tag: 'no-such-tag' });
      expect(JSON.parse(resultText(none.output)).count).toBe(0);

      const id = portfolio.projects.at(-1)!.id;
      const one = await invoke(page, cdp, tools.get('get_project')!, { id });
      expect(JSON.parse(resultText(one.output)).data.id).toBe(id);

      const category = portfolio.categories[0]!;
      const skills = await invoke(page, cdp, tools.get('get_skills')!, { category });
      expect(Object.keys(JSON.parse(resultText(skills.output)).data)).toEqual([category]);

      // A value the input schema refuses is refused (by the browser or by the tool), never sent on.
      for (const [name, input, message] of [
        ['get_skills', { category: 'no such category' }, /must be one of/],
        ['get_project', { id: '../../etc/passwd' }, /must match/],
        ['get_project', {}, /required/],
        ['list_projects', { tag: 42 }, /must be a string/],
      ] as const) {
        const bad = await invoke(page, cdp, tools.get(name)!, input);
        if (bad.status === 'Completed') {
          expect((bad.output as { isError?: boolean }).isError, name).toBe(true);
          expect(resultText(bad.output), name).toMatch(message);
        } else {
          expect(bad.status, name).toBe('Error');
        }
      }
      // A well-formed id of no project: the API's problem, as an error result.
      const unknown = await invoke(page, cdp, tools.get('get_project')!, { id: 'no-such-project' });
      expect((unknown.output as { isError?: boolean }).isError).toBe(true);
      expect(resultText(unknown.output)).toMatch(/UNKNOWN_PROJECT/);
      await page.close();
    });

    it('the ask form is a declarative tool that answers the agent in the same document', async () => {
      const { page, cdp, tools, issues, errors } = await open(`${set.url}/ask`);
      const form = tools.get('ask_portfolio')!;
      expect(form, 'ask_portfolio registered').toBeTruthy();
      expect(form.backendNodeId).toBeTypeOf('number');
      expect(form.description).toMatch(/question/i);
      expect(form.inputSchema).toMatchObject({ type: 'object', properties: { q: { type: 'string' } }, required: ['q'] });
      expect(((form.inputSchema.properties as { q: { description?: string } }).q.description ?? '').length).toBeGreaterThan(10);
      expect(() => ajv.compile(form.inputSchema)).not.toThrow();
      expect(issues).toEqual([]);

      const site = set.name === 'default content' ? 'http://localhost:4321' : 'https://ines.example';
      const engine = createAskEngine(portfolio, createUrls(site), buildAskIndex(portfolio));
      const q = `Which projects use ${portfolio.tags[0]!.tag}?`;
      const response = await invoke(page, cdp, form, { q });
      expect(response.status).toBe('Completed');
      const output = typeof response.output === 'string' ? JSON.parse(response.output) : response.output;
      expect(output).toEqual(engine.ask(q));
      // The person sees the same answer on the page.
      await expect.poll(() => page.locator('#answer p.answer').textContent()).toBe(engine.ask(q).answer);
      expect(errors).toEqual([]);
      await page.close();
    });
  });
}

describe('WebMCP absent', () => {
  it('without the browser feature the pages register nothing and log no error', async () => {
    const plain = await launch();
    try {
      const page = await plain.newPage();
      const errors = watchErrors(page);
      const set = contentSets()[0]!;
      for (const path of ['/', '/ask']) {
        await page.goto(set.url + path);
        expect(await page.evaluate(() => 'modelContext' in document)).toBe(false);
      }
      expect(errors).toEqual([]);
    } finally {
      await plain.close();
    }
  });
});
