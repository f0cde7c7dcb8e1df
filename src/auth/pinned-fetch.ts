/**
 * A fetch for URLs that others choose, where the address connected to is the address checked:
 * https only, and the DNS answer is checked inside the socket's own `lookup`, so a name that
 * resolves to a public address when checked and to 127.0.0.1 when connecting (DNS rebinding) is
 * impossible: there is one resolution, and it is the one used. An IP literal host is checked
 * before connecting. TLS verification is Node's (the system CAs and NODE_EXTRA_CA_CERTS), never
 * switched off. Redirects are not followed; no cookies or credentials are sent. Meant as the
 * `fetch` of boundedFetch (./bounded-fetch.ts), which adds the size and time limits.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { Readable } from 'node:stream';
import { isPrivateAddress } from './webbotauth/public-address.ts';

/** The target is refused: not https, or on a private, loopback or link-local address. */
export class RefusedTargetError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RefusedTargetError';
  }
}

export interface PinnedFetchOptions {
  /**
   * Host names or IP literals (as in the URL, IPv6 without brackets) allowed on private
   * addresses: for tests against a local server only. Default none.
   */
  allowPrivateHosts?: readonly string[];
}

/** A `lookup` that answers only public addresses (or any, for an allowed host). */
function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, '', 0);
      const bad = addresses.find((a) => isPrivateAddress(a.address));
      if (!addresses.length || (bad && !allowPrivate)) {
        return callback(new RefusedTargetError(`${hostname} resolves to a private, loopback or link-local address`), '', 0);
      }
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const first = addresses[0]!;
      callback(null, first.address, first.family);
    });
  };
}

/** A fetch-compatible GET over node:https with the address check. Only `method: GET`, `headers` and `signal` of init are used. */
export function createPinnedFetch(options: PinnedFetchOptions = {}): typeof fetch {
  const allowed = new Set(options.allowPrivateHosts ?? []);
  return (async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : input);
    if (url.protocol !== 'https:') throw new RefusedTargetError('only https URLs are fetched');
    const host = url.hostname.replace(/^\[|\]$/g, '');
    const allowPrivate = allowed.has(host);
    if (isIP(host) && isPrivateAddress(host) && !allowPrivate) throw new RefusedTargetError(`${host} is a private, loopback or link-local address`);
    const signal = init.signal ?? undefined;
    signal?.throwIfAborted();
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => {
      headers[name] = value;
    });
    return new Promise<Response>((resolve, reject) => {
      const req = request(url, { method: 'GET', headers, agent: false, lookup: guardedLookup(allowPrivate), ...(signal ? { signal } : {}) }, (res) => {
        const responseHeaders = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
          if (value === undefined) continue;
          for (const v of Array.isArray(value) ? value : [value]) responseHeaders.append(name, v);
        }
        const status = res.statusCode ?? 0;
        // HTTP allows 100 to 999; a Response (and everything after it) only 200 to 599.
        if (status < 200 || status > 599) {
          res.destroy();
          return reject(new TypeError(`the server answered with status ${status}`));
        }
        const nullBody = [204, 205, 304].includes(status);
        if (nullBody) res.resume();
        try {
          const body = nullBody ? null : (Readable.toWeb(res) as ReadableStream<Uint8Array>);
          resolve(new Response(body, { status, statusText: res.statusMessage ?? '', headers: responseHeaders }));
        } catch (err) {
          res.destroy();
          reject(err);
        }
      });
      req.on('error', (err) => reject(signal?.aborted ? signal.reason : err));
      req.end();
    });
  }) as typeof fetch;
}
