// The ingress's canonical form of a request target (src/server/canonical.ts) and the proxy-trust
// rules (src/http/client-address.ts): pure functions, checked here without a server.
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddress, rateKey } from '../../src/http/client-address.ts';
import { addressMatcher, parseTrustProxy } from '../../src/config/trust-proxy.ts';
import { canonicalTarget, isValidHost } from '../../src/server/canonical.ts';

describe('canonicalTarget', () => {
  it.each([
    ['/', '/', '', true],
    ['/?a=1', '/', '?a=1', true],
    ['/v1/projects', '/v1/projects', '', true],
    ['/v1/projects?tag=a&tag=b', '/v1/projects', '?tag=a&tag=b', true],
    ['/v1/projects/x.y_z~1', '/v1/projects/x.y_z~1', '', true],
    ['//v1/projects', '/v1/projects', '', false],
    ['/./v1/projects', '/v1/projects', '', false],
    ['/v1/.', '/v1', '', false],
    ['/v1/..', '/', '', false],
    ['/x/../v1/projects?q', '/v1/projects', '?q', false],
    ['/../../v1', '/v1', '', false],
    ['/%761/projects', '/v1/projects', '', false],
    ['/%2e%2e/v1', '/v1', '', false],
    ['/%2E/v1', '/v1', '', false],
    ['/v1/projects/', '/v1/projects', '', false],
    ['/a%2fb', '/a%2Fb', '', false],
    ['/a%2Fb', '/a%2Fb', '', true],
    ['/tags/c%2B%2B', '/tags/c%2B%2B', '', true],
    ['/a b', '/a%20b', '', false],
    ['/a\\b', '/a%5Cb', '', false],
    ['/caf\u00e9', '/caf%E9', '', false],
    ['http://example.com/v1/projects?x', '/v1/projects', '?x', true],
    ['http://example.com', '/', '', true],
    ['/...', '/...', '', true],
    ['/..a', '/..a', '', true],
  ])('%s -> %s %s (canonical: %s)', (raw, path, search, canonical) => {
    expect(canonicalTarget(raw)).toEqual({ ok: true, path, search, canonical });
  });

  it.each(['/%zz', '/%', '/%4', '/a#b', 'v1/projects', 'ftp://x/y', '/\u0100', `/${'a'.repeat(9000)}`])('refuses %j', (raw) => {
    expect(canonicalTarget(raw).ok).toBe(false);
  });

  it('the fast path and the general path agree on every canonical path', () => {
    for (const raw of ['/v1', '/v1/projects', '/a/b/c', "/!$&'()*+,;=:@", '/a.b/c..d']) {
      const target = canonicalTarget(raw);
      expect(target).toMatchObject({ ok: true, path: raw, canonical: true });
      // Through the general path (a percent-encoded letter forces it): the same path comes out.
      expect(canonicalTarget(raw.replace(/a/, '%61'))).toMatchObject({ path: raw });
    }
  });
});

describe('isValidHost', () => {
  it.each(['example.com', 'example.com:443', '127.0.0.1:4321', '[::1]:8080', '[2001:db8::1]', 'localhost'])('accepts %s', (h) =>
    expect(isValidHost(h)).toBe(true),
  );
  it.each(['x@y', 'a b', 'host:1:2', 'exa%mple', '', 'a/b', '[::1', 'host:', undefined])('refuses %j', (h) => expect(isValidHost(h)).toBe(false));
});

const request = (remote: string, xff?: string) =>
  ({ socket: { remoteAddress: remote }, connection: { remoteAddress: remote }, headers: xff ? { 'x-forwarded-for': xff } : {} }) as unknown as IncomingMessage;

describe('client address behind trusted proxies', () => {
  it('without TRUST_PROXY the TCP peer is the client, whatever X-Forwarded-For says', () => {
    const { rule } = parseTrustProxy(undefined);
    expect(clientAddress(request('203.0.113.7', '10.0.0.1'), rule)).toBe('203.0.113.7');
    expect(clientAddress(request('::ffff:203.0.113.7'), rule)).toBe('203.0.113.7');
  });

  it('the rightmost untrusted entry is the client; entries left of it are ignored', () => {
    const { rule } = parseTrustProxy('loopback, 10.0.0.0/8');
    expect(clientAddress(request('127.0.0.1', '1.2.3.4, 198.51.100.9, 10.1.2.3'), rule)).toBe('198.51.100.9');
    expect(clientAddress(request('127.0.0.1', 'spoofed, 198.51.100.9'), rule)).toBe('198.51.100.9');
    // An untrusted peer: its X-Forwarded-For means nothing.
    expect(clientAddress(request('203.0.113.7', '198.51.100.9'), rule)).toBe('203.0.113.7');
  });

  it('a hop count trusts that many hops from the server', () => {
    const { rule } = parseTrustProxy('1');
    expect(clientAddress(request('10.0.0.2', '1.1.1.1, 198.51.100.9'), rule)).toBe('198.51.100.9');
  });

  it.each(['true', 'yes', '10.0.0.0/99', 'not-an-address', '0', '11'])('refuses TRUST_PROXY=%s with a message', (value) => {
    expect(() => parseTrustProxy(value)).toThrow(/./);
  });

  it('the mTLS proxy list matches the TCP peer by address or range', () => {
    const isProxy = addressMatcher(['10.0.0.1', '192.168.0.0/16']);
    expect(isProxy('10.0.0.1')).toBe(true);
    expect(isProxy('192.168.4.4')).toBe(true);
    expect(isProxy('10.0.0.2')).toBe(false);
    expect(isProxy(undefined)).toBe(false);
    expect(isProxy('garbage')).toBe(false);
  });
});

describe('rate-limit keys', () => {
  it('IPv4 addresses count one by one, IPv6 addresses per /64', () => {
    expect(rateKey('198.51.100.9')).toBe('ip:198.51.100.9');
    expect(rateKey('::ffff:198.51.100.9')).toBe('ip:198.51.100.9');
    expect(rateKey('2001:db8:1:2::1')).toBe(rateKey('2001:db8:1:2:ffff:ffff:ffff:ffff'));
    expect(rateKey('2001:db8:1:2::1')).not.toBe(rateKey('2001:db8:1:3::1'));
  });
});
