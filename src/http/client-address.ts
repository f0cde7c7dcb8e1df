/**
 * Who is asking: the client address behind trusted proxies (`proxy-addr`, the library Express
 * uses), and the key that rate limits count it under.
 *
 * TRUST_PROXY names the trusted hops (parsed by src/config/trust-proxy.ts); the client address is then the rightmost address of
 * `X-Forwarded-For` that is not a trusted proxy (entries to its left were written by the client
 * and prove nothing). Unset or `false`: no proxy is trusted, the TCP peer is the client.
 */
import type { IncomingMessage } from 'node:http';
import ipaddr from 'ipaddr.js';
import proxyaddr from 'proxy-addr';
import { TRUST_NONE, type TrustRule } from '../config/trust-proxy.ts';

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
