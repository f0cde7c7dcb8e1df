/**
 * What the ingress needs of node:http: header access, bounded body reading, writing an API
 * result, and the batching of answers after the I/O phase.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { MAX_BODY_BYTES, type ApiRequest, type ApiResult } from '../http/respond.ts';

/** A request header by lower-case name, repeated values joined with ", ". */
export function header(req: IncomingMessage, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v.join(', ') : v;
}

/** Does the request carry a body (a Content-Length above 0, or any Transfer-Encoding)? */
export function hasBody(req: IncomingMessage): boolean {
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
}

/**
 * Ends the exchange after this response when the request body was not read: the connection is
 * closed instead of reading (and discarding) a body that may be arbitrarily large.
 */
export function closeAfterUnreadBody(req: IncomingMessage, res: ServerResponse): void {
  if (!hasBody(req) || req.complete) return;
  res.setHeader('connection', 'close');
  res.on('finish', () => req.destroy());
}

export function writeResult(req: IncomingMessage, res: ServerResponse, result: ApiResult): void {
  const { body, headers } = result;
  // A Content-Length (not chunked encoding): one write per response, and HEAD tells the length too.
  if (body !== null && headers['Content-Length'] === undefined) headers['Content-Length'] = String(Buffer.byteLength(body));
  res.writeHead(result.status, headers);
  res.end(req.method === 'HEAD' || body === null ? undefined : body);
}

/**
 * Answers are computed after the I/O phase that read their requests: the requests read in one
 * event-loop turn are answered one after the other, then written, instead of each answer
 * running between two socket reads. Under load this keeps the answering code and data in the
 * CPU caches (measured with `npm run bench`: about twice the /v1/ask throughput and half its
 * p99); an idle server pays one setImmediate hop. Tasks must not throw (they catch their errors).
 */
const pending: (() => void)[] = [];
export function later(task: () => void): void {
  if (pending.length === 0) setImmediate(runPending);
  pending.push(task);
}
function runPending() {
  for (const task of pending.splice(0)) task();
}

export type Body = NonNullable<ApiRequest['body']>;

/**
 * Reads a request body up to MAX_BODY_BYTES, then calls `answer` with `{ text, bytes, tooLarge }`
 * (undefined for a request without a body). A declared Content-Length above the limit is refused
 * before a byte is read; a chunked body is read until it passes the limit. In both cases
 * `tooLarge` is set, nothing more is read and the connection is closed after the answer.
 */
export function readBody(req: IncomingMessage, res: ServerResponse, answer: (body: Body | undefined) => Promise<void>, onError: (err: unknown) => void): void {
  const reply = (body: Body | undefined) => {
    if (body?.tooLarge) {
      res.setHeader('connection', 'close');
      res.on('finish', () => req.destroy());
    }
    later(() => void answer(body).catch(onError));
  };
  const declared = Number(req.headers['content-length'] ?? 0);
  const chunked = req.headers['transfer-encoding'] !== undefined;
  if (!declared && !chunked) return reply(undefined);
  if (declared > MAX_BODY_BYTES) return reply({ text: '', bytes: declared, tooLarge: true });
  const chunks: Buffer[] = [];
  let bytes = 0;
  let done = false;
  req.on('data', (chunk: Buffer) => {
    if (done) return;
    bytes += chunk.length;
    if (bytes > MAX_BODY_BYTES) {
      done = true;
      req.pause();
      reply({ text: '', bytes, tooLarge: true });
    } else chunks.push(chunk);
  });
  req.on('end', () => {
    if (done) return;
    done = true;
    reply({ text: Buffer.concat(chunks).toString('utf8'), bytes, tooLarge: false });
  });
  req.on('error', () => req.destroy());
}

/**
 * What the router sees of a node:http request (ApiRequest). A class, not an object literal with
 * a getter: with the literal, every minor GC under load kept about 10 MB of short-lived request
 * objects alive and took about 10 ms (0.5 ms with this class; measured with --trace-gc under
 * `npm run bench` load). Why V8 treats the literal so is not established.
 */
export class NodeApiRequest implements ApiRequest {
  readonly req: IncomingMessage;
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly search: string;
  readonly ip: string;
  readonly peer: string | undefined;
  ipCounted?: boolean;
  body?: Body;
  identified?: string;

  constructor(req: IncomingMessage, path: string, search: string, ip: string, peer: string | undefined) {
    this.req = req;
    this.method = req.method ?? 'GET';
    this.path = path;
    this.query = new URLSearchParams(search);
    this.search = search;
    this.ip = ip;
    this.peer = peer;
  }

  header(name: string): string | undefined {
    return header(this.req, name);
  }

  /** Every header, built only when read (signature verification), not on every request. */
  get headers(): Record<string, string | undefined> {
    return Object.fromEntries(Object.entries(this.req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : v]));
  }
}
