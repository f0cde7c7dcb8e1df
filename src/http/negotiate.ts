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
