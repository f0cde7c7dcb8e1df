// MCP Apps: a view script that fails to bundle is not kept; the next read bundles again.
import { describe, expect, it, vi } from 'vitest';
import { APP_VIEWS, appHtml } from '../../src/mcp/apps/index.ts';

const state = vi.hoisted(() => ({ fail: true }));
vi.mock('esbuild', async (original) => {
  const real = await original<typeof import('esbuild')>();
  return { ...real, build: (...args: Parameters<typeof real.build>) => (state.fail ? Promise.reject(new Error('bundle failed')) : real.build(...args)) };
});

describe('MCP Apps documents after a failed bundle', () => {
  it('are made again on the next read', async () => {
    const view = APP_VIEWS[0]!;
    await expect(appHtml(view)).rejects.toThrow('bundle failed');
    state.fail = false;
    await expect(appHtml(view)).resolves.toMatch(/^<!doctype html>/);
  });
});
