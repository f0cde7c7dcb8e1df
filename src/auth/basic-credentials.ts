/**
 * Client credentials from an HTTP Basic `Authorization` value (RFC 7617) as OAuth sends them
 * (RFC 6749 §2.3.1): the client id and secret are each form-urlencoded (application/x-www-form-
 * urlencoded: `+` is a space, `%XX` are UTF-8 bytes), joined by a colon, then base64-encoded.
 */

/**
 * The client id and secret in the base64 part of a Basic `Authorization` value (after `Basic `),
 * or undefined without a colon or with invalid percent-encoding. The id ends at the first colon
 * (a colon in an id arrives as %3A); the secret may be empty. The base64 is decoded as Node's
 * Buffer does (lenient: characters outside the alphabet are skipped, padding is optional), and
 * bytes that are not UTF-8 become U+FFFD, which matches no client.
 */
export function decodeBasic(value: string): { id: string; secret: string } | undefined {
  const decoded = Buffer.from(value, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  const formDecode = (s: string) => decodeURIComponent(s.replace(/\+/g, ' '));
  try {
    return { id: formDecode(decoded.slice(0, colon)), secret: formDecode(decoded.slice(colon + 1)) };
  } catch {
    return undefined;
  }
}
