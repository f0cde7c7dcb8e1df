/**
 * A throwaway certificate authority and a certificate it signs for localhost and 127.0.0.1, made
 * with Debian's openssl at test time, and an https server of documents on a free loopback port.
 * Whoever fetches from it must trust the CA (NODE_EXTRA_CA_CERTS for a server process,
 * tls.setDefaultCACertificates in the test process): TLS verification is never switched off.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RouteHandler, type RouteServer, startRouteServer } from './route-server.ts';

export interface TestCa {
  /** The CA certificate, PEM, and the file that holds it (for NODE_EXTRA_CA_CERTS). */
  caPem: string;
  caFile: string;
  /** The server's key and certificate (localhost, 127.0.0.1). */
  key: string;
  cert: string;
  remove(): void;
}

export function createTestCa(): TestCa {
  const dir = mkdtempSync(join(tmpdir(), 'test-ca-'));
  const f = (name: string) => join(dir, name);
  const ssl = (...args: string[]) => execFileSync('openssl', args, { stdio: ['ignore', 'ignore', 'pipe'] });
  ssl(
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:P-256',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=Test CA',
    '-keyout',
    f('ca.key'),
    '-out',
    f('ca.pem'),
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-addext',
    'keyUsage=critical,keyCertSign',
  );
  ssl('req', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-subj', '/CN=localhost', '-keyout', f('server.key'), '-out', f('server.csr'));
  writeFileSync(f('ext.cnf'), 'subjectAltName=DNS:localhost,IP:127.0.0.1\nextendedKeyUsage=serverAuth\n');
  ssl(
    'x509',
    '-req',
    '-in',
    f('server.csr'),
    '-CA',
    f('ca.pem'),
    '-CAkey',
    f('ca.key'),
    '-CAcreateserial',
    '-days',
    '1',
    '-extfile',
    f('ext.cnf'),
    '-out',
    f('server.pem'),
  );
  return {
    caPem: readFileSync(f('ca.pem'), 'utf8'),
    caFile: f('ca.pem'),
    key: readFileSync(f('server.key'), 'utf8'),
    cert: readFileSync(f('server.pem'), 'utf8'),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

export type DocumentHandler = RouteHandler;

/** An https server on 127.0.0.1 with the CA's certificate for `localhost`, answering each path with its handler (404 otherwise). */
export function startDocumentServer(ca: TestCa, routes: Map<string, DocumentHandler>): Promise<RouteServer> {
  return startRouteServer({ routes, tls: { key: ca.key, cert: ca.cert } });
}

/** A handler answering JSON with the given headers. */
export const json =
  (body: unknown, headers: Record<string, string> = {}): DocumentHandler =>
  (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
  };

/**
 * A Client ID Metadata Document of a public client with PKCE (what MCP hosts publish): the
 * members every such client has, then `members` (client_name, redirect_uris, overrides).
 */
export const clientDocument = (clientId: string, members: Record<string, unknown>) => ({
  client_id: clientId,
  grant_types: ['authorization_code', 'refresh_token'],
  response_types: ['code'],
  token_endpoint_auth_method: 'none',
  ...members,
});
