// The unfiltered API documents under /v1/, prerendered at build time as /v1/<path>.json and
// served at /v1/<path> (see integrations/static-manifest.mjs).
import type { APIRoute, GetStaticPaths } from 'astro';
import { prerenderApi, staticApiPaths } from '../../lib/prerender-api.ts';
import { API_ROOT } from '../../catalogue/paths.ts';

export const prerender = true;

export const getStaticPaths = (async () =>
  (await staticApiPaths())
    .filter((p) => p.startsWith(`${API_ROOT}/`))
    .map((p) => ({ params: { path: p.slice(`${API_ROOT}/`.length) } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) => prerenderApi(`${API_ROOT}/${params.path}`);
