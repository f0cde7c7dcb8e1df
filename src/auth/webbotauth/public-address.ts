/**
 * The SSRF check of key directory hosts: whether an IP address is a public unicast address, per
 * ipaddr.js's special-purpose ranges plus the few that ipaddr.js 1.9.1 does not know.
 */
import ipaddr from 'ipaddr.js';

/**
 * Not globally reachable (IANA special-purpose address registries), yet `unicast` to ipaddr.js
 * 1.9.1, which predates them or leaves them out.
 */
const NOT_GLOBAL_V4 = [
  '198.18.0.0/15', // benchmarking (RFC 2544)
].map((cidr) => ipaddr.IPv4.parseCIDR(cidr));
const NOT_GLOBAL_V6 = [
  '::/96', // IPv4-compatible, deprecated (RFC 4291); ipaddr.js only names :: and ::1
  '64:ff9b:1::/48', // local-use NAT64 (RFC 8215)
  '100::/64', // discard-only (RFC 6666)
  '2001::/23', // IETF protocol assignments (RFC 2928): benchmarking, ORCHID...; ipaddr.js only names Teredo (2001::/32)
  'fec0::/10', // site-local, deprecated (RFC 3879)
].map((cidr) => ipaddr.IPv6.parseCIDR(cidr));

/** The NAT64 well-known prefix (RFC 6052): the last 32 bits are the IPv4 address it reaches. */
const NAT64 = ipaddr.IPv6.parseCIDR('64:ff9b::/96');

/**
 * Whether an IP address is private, loopback, link-local or otherwise not a public unicast address:
 * anything ipaddr.js does not call `unicast` (documentation ranges included: they are never routed,
 * so a directory host that resolves there is misconfigured or lying), the ranges above, and
 * anything that is not an IP address. IPv4-mapped IPv6 addresses (::ffff:a.b.c.d) are judged as
 * the IPv4 address (`ipaddr.process`), and so are NAT64 addresses (64:ff9b::/96), which a DNS64
 * resolver gives for IPv4-only hosts. A zone identifier (fe80::1%eth0) is ignored. What
 * ipaddr.js cannot parse is refused, such as 64:ff9b::1.2.3.4 (a dotted quad after a prefix other
 * than ::ffff:); neither getaddrinfo nor WHATWG URL hosts, the addresses checked here, write that.
 */
export function isPrivateAddress(ip: string): boolean {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.process(ip);
  } catch {
    return true;
  }
  const address = parsed instanceof ipaddr.IPv6 && parsed.match(NAT64) ? ipaddr.fromByteArray(parsed.toByteArray().slice(12)) : parsed;
  if (address.range() !== 'unicast') return true;
  if (address instanceof ipaddr.IPv4) return NOT_GLOBAL_V4.some((range) => address.match(range));
  return NOT_GLOBAL_V6.some((range) => address.match(range));
}
