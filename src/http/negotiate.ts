/**
 * Content negotiation for the static files (RFC 9110 §12), with `negotiator`, the maintained
 * library for it: the representation (HTML or its Markdown twin) and the content coding.
 */
import Negotiator from 'negotiator';

/** The media type to send among `offered` (first = server preference), or undefined (406). */
export function chooseMediaType(accept: string | undefined, offered: string[]): string | undefined {
  if (!accept) return offered[0];
  return new Negotiator({ headers: { accept } }).mediaType(offered);
}

/** The content coding to send among `offered` (for example br, gzip), or `identity`. */
export function chooseEncoding(acceptEncoding: string | undefined, offered: string[]): string {
  if (!acceptEncoding) return 'identity';
  return new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }).encoding([...offered, 'identity']) ?? 'identity';
}

/**
 * Whether a prerendered API file may answer a request: a file of one language among several
 * (it has Content-Language) answers a request whose Accept-Language names no other language
 * (none, `*`, or ranges of the file's own language such as `en-US`); the others go to the API
 * router, which negotiates. The same rule in the ingress, the edge code and nginx (docs/languages.md).
 */
export function fileAnswers(fileHeaders: Readonly<Record<string, string>>, acceptLanguage: string | null | undefined): boolean {
  const own = fileHeaders['content-language']?.toLowerCase();
  if (!acceptLanguage || own === undefined) return true;
  return acceptLanguage.split(',').every((part) => {
    const range = part.split(';')[0]!.trim().toLowerCase();
    return range === '' || range === '*' || range === own || range.startsWith(`${own}-`);
  });
}
