/**
 * The configuration values that name trusted proxies: TRUST_PROXY (the hops whose
 * `X-Forwarded-For` entries are believed) and MTLS_PROXY_ADDRESSES, parsed with `proxy-addr`, the
 * library Express uses. src/http/client-address.ts applies the rule to a request.
 */
import ipaddr from 'ipaddr.js';
import proxyaddr from 'proxy-addr';

/** A compiled trust rule: is the address at hop `i` (0 = the TCP peer) a trusted proxy? */
export type TrustRule = (address: string, hop: number) => boolean;

export const TRUST_NONE: TrustRule = () => false;

/**
 * Parses a TRUST_PROXY value: `false`; a hop count (`1`: the TCP peer is the one proxy); or a
 * comma-separated list of addresses, CIDR ranges and the names `loopback`, `linklocal`,
 * `uniquelocal`. Throws an Error whose message says what was expected.
 */
export function parseTrustProxy(raw: string | undefined): { rule: TrustRule; description: string } {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false') return { rule: TRUST_NONE, description: 'no proxy' };
  if (value === 'true') {
    throw new Error(
      'true would trust every hop, so any client could choose its address with X-Forwarded-For; name the proxies instead: ' +
        'a hop count (1), addresses or CIDR ranges (10.0.0.1, 10.0.0.0/8), or loopback, linklocal, uniquelocal',
    );
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops < 1 || hops > 10) throw new Error('a hop count must be from 1 to 10');
    return { rule: (_address, hop) => hop < hops, description: `${hops} hop${hops === 1 ? '' : 's'}` };
  }
  const list = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  try {
    return { rule: proxyaddr.compile(list), description: list.join(', ') };
  } catch (err) {
    throw new Error(`expected false, a hop count, or addresses, CIDR ranges, loopback, linklocal, uniquelocal (${(err as Error).message})`);
  }
}

/** Compiles a list of addresses and CIDR ranges (MTLS_PROXY_ADDRESSES); throws on a bad entry. */
export function addressMatcher(list: string[]): (address: string | undefined) => boolean {
  if (!list.length) return () => false;
  const rule = proxyaddr.compile(list);
  return (address) => address !== undefined && ipaddr.isValid(address) && rule(address, 0);
}
