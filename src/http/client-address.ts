/**
 * Who is asking: the client address behind trusted proxies (`proxy-addr`, the library Express
 * uses), and the key that rate limits count it under.
 *
 * TRUST_PROXY names the trusted hops; the client address is then the rightmost address of
 * `X-Forwarded-For` that is not a trusted proxy (entries to its left were written by the client
 * and prove nothing). Unset or `false`: no proxy is trusted, the TCP peer is the client.
 */
import type { IncomingMessage } from 'node:http';
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

/** The client address of a request: the rightmost untrusted hop. */
export function clientAddress(req: IncomingMessage, trust: TrustRule): string {
  if (trust === TRUST_NONE) return normalise(req.socket.remoteAddress) ?? 'unknown';
  return normalise(proxyaddr(req, trust)) ?? 'unknown';
}

/** The TCP peer, IPv4-mapped IPv6 addresses shown as IPv4. */
export function peerAddress(req: IncomingMessage): string | undefined {
  return normalise(req.socket.remoteAddress);
}

function normalise(address: string | undefined): string | undefined {
  if (!address) return undefined;
  return address.startsWith('::ffff:') && ipaddr.IPv4.isValid(address.slice(7)) ? address.slice(7) : address;
}

/**
 * The rate-limit key of an address. An IPv6 client usually holds a whole /64 (one address per
 * device, privacy addresses rotating within it), so IPv6 addresses are counted per /64 prefix;
 * IPv4 addresses one by one.
 */
const DOTTED_QUAD = /^\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}$/;

export function rateKey(address: string): string {
  if (DOTTED_QUAD.test(address)) return `ip:${address}`;
  if (!ipaddr.isValid(address)) return `ip:${address}`;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return `ip:${parsed.toString()}`;
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `ip6:${parts.map((p) => p.toString(16)).join(':')}::/64`;
}
