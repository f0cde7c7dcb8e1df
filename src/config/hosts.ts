/**
 * The hosts this server answers for, against DNS rebinding: a page of `evil.example` whose name
 * the attacker points at this server's address makes the browser send `Host: evil.example` and
 * `Origin: http://evil.example`. The ingress answers only the hosts it serves (421 otherwise), and
 * `/mcp` refuses a present `Origin` outside them (403).
 *
 * Allowed: the host of SITE_URL, the host of API_ORIGIN (when set), the loopback names
 * (`localhost`, `127.0.0.1`, `[::1]`, always: a browser sends them only for a page that targets
 * this very machine; the dev server, tests and local health checks use them), and ALLOWED_HOSTS.
 * A name without a port matches any port; an ALLOWED_HOSTS entry with a port matches that port only.
 */

/** One allowed host: a lower-case name (`[…]` for IPv6), and the port it is limited to, if any. */
export interface HostEntry {
  name: string;
  port?: string;
}

const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];

/** `host[:port]` (as in a Host header) to its lower-case name and port; undefined when malformed. */
export function parseHost(text: string): HostEntry | undefined {
  const m = /^(\[[0-9a-f:.]+\]|[a-z0-9\-._~!$&'()*+,;=]+?)\.?(?::([0-9]{1,5}))?$/.exec(text.toLowerCase());
  if (!m || m[1] === '.') return undefined;
  return m[2] === undefined ? { name: m[1]! } : { name: m[1]!, port: String(Number(m[2])) };
}

export interface HostPolicy {
  /** Whether a Host header (already syntactically valid) names a host this server serves. */
  allowsHost(host: string): boolean;
  /** Whether an Origin header names an http(s) origin on a host this server serves. */
  allowsOrigin(origin: string): boolean;
}

/** `origins`: SITE_URL and API_ORIGIN (absolute URLs); `extra`: ALLOWED_HOSTS. */
export function hostPolicy(origins: string[], extra: readonly HostEntry[]): HostPolicy {
  const anyPort = new Set([...LOOPBACK, ...origins.map((o) => parseHost(new URL(o).host)!.name)]);
  for (const e of extra) if (e.port === undefined) anyPort.add(e.name);
  const exact = new Set(extra.filter((e) => e.port !== undefined).map((e) => `${e.name}:${e.port}`));
  const allows = (entry: HostEntry | undefined, defaultPort: string) =>
    entry !== undefined && (anyPort.has(entry.name) || exact.has(`${entry.name}:${entry.port ?? defaultPort}`));
  return {
    allowsHost: (host) => allows(parseHost(host), '80'),
    allowsOrigin(origin) {
      const m = /^(https?):\/\/([^/?#@]+)$/i.exec(origin);
      if (!m) return false;
      return allows(parseHost(m[2]!), m[1]!.toLowerCase() === 'https' ? '443' : '80');
    },
  };
}
