/**
 * A local server on 127.0.0.1 that answers each path with the handler a test gives it (404
 * otherwise) and records what it was asked: the fake key directories, JWKS hosts, metadata
 * documents and redirect targets of the auth tests. Plain HTTP, or HTTPS with a test CA's
 * certificate (./test-ca.ts).
 */
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';

export type RouteHandler = (req: IncomingMessage, res: ServerResponse) => void;

export interface RouteServer {
  port: number;
  /** `http://127.0.0.1:<port>`, or `https://localhost:<port>` (the name the test certificate holds). */
  origin: string;
  /** Path -> handler; a test may add paths at any time. */
  routes: Map<string, RouteHandler>;
  /** Path -> how many requests reached it. */
  hits: Map<string, number>;
  /** Every request, in order. */
  requests: IncomingMessage[];
  close(): Promise<void>;
}

export async function startRouteServer(options: { routes?: Map<string, RouteHandler>; tls?: { key: string; cert: string } } = {}): Promise<RouteServer> {
  const routes = options.routes ?? new Map<string, RouteHandler>();
  const hits = new Map<string, number>();
  const requests: IncomingMessage[] = [];
  const answer = (req: IncomingMessage, res: ServerResponse) => {
    const path = req.url ?? '/';
    requests.push(req);
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const handler = routes.get(path);
    if (handler) handler(req, res);
    else res.writeHead(404).end();
  };
  const server = options.tls ? createHttpsServer(options.tls, answer) : createHttpServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    origin: options.tls ? `https://localhost:${port}` : `http://127.0.0.1:${port}`,
    routes,
    hits,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
