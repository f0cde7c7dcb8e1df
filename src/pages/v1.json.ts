// The API root, prerendered as /v1.json and served at /v1.
import type { APIRoute } from 'astro';
import { prerenderApi } from '../lib/prerender-api.ts';
import { url } from '../catalogue/paths.ts';

export const prerender = true;

export const GET: APIRoute = () => prerenderApi(url('getApiIndex'));
