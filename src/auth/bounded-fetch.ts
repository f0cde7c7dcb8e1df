/**
 * A GET of a small document at a URL others choose (a JWKS, a Web Bot Auth key directory): a
 * timeout, a byte limit, redirects not followed and no credentials sent. The body is read here,
 * so the Response returned holds it in memory.
 *
 * The limit is counted on the bytes the body stream yields, which are the decoded bytes: fetch
 * undoes Content-Encoding, so a 1 KB gzip body can be 1 MB of JSON. undici's `maxResponseSize`
 * (an option of its Agent, which Node's fetch accepts as `dispatcher`) counts the bytes on the
 * wire instead and lets that 1 MB through (tried on Node 24.21's bundled undici); Node does not
 * export undici's Agent either, and undici is not a dependency here. So the limit is this loop,
 * which also holds for any `fetch` passed in. A larger Content-Length is refused before any of
 * the body is read.
 */

/** The response is larger than the limit (declared by Content-Length, or counted while reading). */
export class ResponseTooLargeError extends Error {
  readonly limit: number;
  constructor(limit: number) {
    super(`the response is larger than ${limit} bytes`);
    this.name = 'ResponseTooLargeError';
    this.limit = limit;
  }
}

export interface BoundedFetchOptions {
  /** The most body bytes accepted (after content decoding). */
  maxBytes: number;
  /** Aborts the request and the reading of the body. */
  signal?: AbortSignal;
  /** Aborts after this many milliseconds (with `signal`, whichever comes first), with a TimeoutError. */
  timeoutMs?: number;
  headers?: HeadersInit;
  /** Default: the global fetch. */
  fetch?: typeof fetch;
  /** Called with the response before its body is read; what it throws is thrown (the body is not read). */
  inspect?: (response: Response) => void;
}

/** Statuses whose Response cannot have a body. */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/**
 * GETs `url` and reads its body within `maxBytes`. Rejects with ResponseTooLargeError for a
 * larger body, with what `inspect` throws, or with fetch's own errors (a TimeoutError or
 * AbortError from the signal, a TypeError from the network), unchanged. A redirect is returned
 * as it is, with its status and Location, not followed.
 */
export async function boundedFetch(url: string, options: BoundedFetchOptions): Promise<Response> {
  const { maxBytes } = options;
  const signals = [options.signal, options.timeoutMs === undefined ? undefined : AbortSignal.timeout(options.timeoutMs)].filter((s) => s !== undefined);
  const res = await (options.fetch ?? fetch)(url, {
    method: 'GET',
    redirect: 'manual',
    credentials: 'omit',
    ...(options.headers === undefined ? {} : { headers: options.headers }),
    ...(signals.length === 0 ? {} : { signal: signals.length === 1 ? signals[0] : AbortSignal.any(signals) }),
  });
  try {
    options.inspect?.(res);
    const declared = res.headers.get('content-length');
    if (declared !== null && Number(declared) > maxBytes) throw new ResponseTooLargeError(maxBytes);
    const body = await readAtMost(res.body, maxBytes);
    return new Response(NULL_BODY_STATUSES.has(res.status) ? null : body, { status: res.status, statusText: res.statusText, headers: res.headers });
  } catch (err) {
    await res.body?.cancel().catch(() => {}); // closes the connection when the body was not read to its end
    throw err;
  }
}

/** The bytes of a body stream, or ResponseTooLargeError (and the stream cancelled) past `limit`. */
async function readAtMost(body: ReadableStream<Uint8Array> | null, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = body?.getReader();
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw new ResponseTooLargeError(limit);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
