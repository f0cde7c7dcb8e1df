/**
 * How a value becomes part of a URL (RFC 3986): a path segment, a query, a language's prefix.
 * Base layer, no imports and no side effects, so that the browser scripts and the edge code can
 * bundle it alone; `url()` (./paths.ts) builds every path of the site with these.
 */

/** A query: each value is encoded; `undefined` leaves the parameter out, an array repeats it. */
export type Query = Readonly<Record<string, string | number | boolean | undefined | readonly (string | number)[]>>;

/**
 * One path segment (RFC 3986 `segment`): UTF-8 percent-encoded, except for the characters a
 * segment holds as they are (unreserved, sub-delims, `:` and `@`), so that the tag `c++` stays
 * `/projects/tags/c++` and `/` or `?` in a value cannot change the path.
 */
export const encodeSegment = (value: string) => encodeURIComponent(value).replace(/%(2B|24|26|2C|3B|3D|3A|40)/g, (e) => decodeURIComponent(e));
/**
 * One query component (RFC 3986; also read right by `application/x-www-form-urlencoded` decoders):
 * `encodeURIComponent`, so a space is `%20`, `+` is `%2B`, `&`, `=` and `#` are encoded, and only
 * unreserved characters and the sub-delims `!'()*` stay as they are.
 */
export const encodeQueryComponent = (value: string) => encodeURIComponent(value);

/** `?a=1&b=x%20y`, or '' for an empty query; the parameters in the order given. */
export function queryString(query: Query = {}): string {
  const parts: string[] = [];
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) parts.push(`${encodeQueryComponent(name)}=${encodeQueryComponent(String(one))}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

/** A page's path in a language other than the default one: under the language's tag in lower case (`/pt-br/projects`; the home page `/pt-br`). */
export const languagePath = (lang: string, path: string) => `/${encodeSegment(lang.toLowerCase())}${path === '/' ? '' : path}`;
