import { describe, expect, it } from 'vitest';
import { readAuthConfig } from '../../src/auth/config.ts';
import { hostPolicy, parseHost } from '../../src/config/hosts.ts';

describe('hostPolicy', () => {
  const policy = hostPolicy(['https://ada.dev', 'https://api.ada.dev'], [{ name: 'www.ada.dev' }, { name: 'alt.example', port: '8443' }]);

  it('serves the site and API_ORIGIN hosts, loopback and ALLOWED_HOSTS, and nothing else', () => {
    for (const host of ['ada.dev', 'ADA.dev:443', 'ada.dev.', 'api.ada.dev', 'www.ada.dev:8080', 'alt.example:8443', 'localhost:4321', '127.0.0.1', '[::1]:1'])
      expect(policy.allowsHost(host), host).toBe(true);
    for (const host of ['evil.example', 'ada.dev.evil.example', 'evilada.dev', 'alt.example', 'alt.example:443', '127.0.0.2', 'localhost.evil', '', '[::2]'])
      expect(policy.allowsHost(host), host).toBe(false);
  });

  it('accepts an Origin on those hosts only, http or https', () => {
    for (const origin of ['https://ada.dev', 'http://localhost:5173', 'https://alt.example:8443', 'https://www.ada.dev'])
      expect(policy.allowsOrigin(origin), origin).toBe(true);
    for (const origin of [
      'null',
      'https://evil.example',
      'https://alt.example',
      'ftp://ada.dev',
      'https://ada.dev/',
      'https://u@ada.dev',
      'https://ada.dev.evil.example',
    ])
      expect(policy.allowsOrigin(origin), origin).toBe(false);
  });

  it('parses host[:port]', () => {
    expect(parseHost('Example.COM:0080')).toEqual({ name: 'example.com', port: '80' });
    expect(parseHost('[::1]')).toEqual({ name: '[::1]' });
    expect(parseHost('a b')).toBeUndefined();
    expect(parseHost('x:1:2')).toBeUndefined();
  });
});

describe('ALLOWED_HOSTS and API_ORIGIN', () => {
  const read = (env: Record<string, string>) => readAuthConfig({ STATE_DIR: '/tmp/unused', ...env }, 'https://ada.dev', '/tmp');

  it('reads comma-separated host[:port], and the host of API_ORIGIN', () => {
    expect(read({ ALLOWED_HOSTS: ' www.ada.dev , alt.example:8443 ', API_ORIGIN: 'https://api.ada.dev' }).allowedHosts).toEqual([
      { name: 'www.ada.dev' },
      { name: 'alt.example', port: '8443' },
      { name: 'api.ada.dev' },
    ]);
    expect(read({}).allowedHosts).toEqual([]);
  });

  it.each([
    ['ALLOWED_HOSTS', 'https://www.ada.dev'],
    ['ALLOWED_HOSTS', 'a b'],
    ['ALLOWED_HOSTS', 'ada.dev:99999'],
    ['ALLOWED_HOSTS', 'ada.dev:0'],
    ['ALLOWED_HOSTS', 'ada.dev/path'],
    ['API_ORIGIN', 'api.ada.dev'],
    ['API_ORIGIN', 'https://api.ada.dev/path'],
  ])('%s=%j stops the start with an error naming it', (name, value) => {
    expect(() => read({ [name]: value })).toThrow(new RegExp(`^${name}: `));
  });
});
