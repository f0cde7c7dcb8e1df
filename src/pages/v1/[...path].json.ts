// The unfiltered API documents under /v1/, prerendered at build time as /v1/<path>.json and
// served at /v1/<path> (see integrations/static-manifest.mjs).
import type { APIRoute, GetStaticPaths } from 'astro';
import { prerenderApi, staticApiPaths } from '../../lib/prerender-api.ts';

export const prerender = true;

export const getStaticPaths = (async () =>
  (await staticApiPaths()).filter((p) => p.startsWith('/v1/')).map((p) => ({ params: { path: p.slice('/v1/'.length) } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) => prerenderApi(`/v1/${params.path}`);
