/** The console's answers: its pages' headers, HTML, JSON and redirects, and its cookies. */
import { SECURITY_HEADERS } from '../http/headers.ts';
import { JSON_TYPE, type ApiResult } from '../http/respond.ts';

/**
 * The console's pages may not be framed, cached, indexed, or leak their URL (a link token) to
 * another site. Scripts: the one same-origin file only.
 */
export const PAGE_HEADERS = {
  ...SECURITY_HEADERS,
  'X-Frame-Options': 'DENY',
  'Content-Security-Policy':
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; font-src 'self'; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'Referrer-Policy': 'same-origin',
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
};

export const html = (status: number, body: string, headers: Record<string, string> = {}): ApiResult => ({
  status,
  headers: { ...PAGE_HEADERS, 'Content-Type': 'text/html; charset=utf-8', ...headers },
  body,
});
export const json = (body: unknown, headers: Record<string, string> = {}): ApiResult => ({
  status: 200,
  headers: { ...PAGE_HEADERS, 'Content-Type': JSON_TYPE, ...headers },
  body: JSON.stringify(body),
});
export const redirect = (location: string, headers: Record<string, string> = {}): ApiResult => ({
  status: 303,
  headers: { ...PAGE_HEADERS, Location: location, 'Content-Length': '0', ...headers },
  body: '',
});

/** A `__Host-` cookie of the console: Secure, HttpOnly, SameSite=Strict, for the whole site. */
export const cookie = (name: string, value: string, maxAge: number) => `${name}=${value}; Path=/; Max-Age=${maxAge}; Secure; HttpOnly; SameSite=Strict`;

export function cookieValue(header: string | null | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return v.join('=') || undefined;
  }
  return undefined;
}
