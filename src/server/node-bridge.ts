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
 * How much of an unwanted request body is read (and thrown away) before answering. Answering
 * first and closing a socket that still has unread input makes the kernel reset the connection,
 * which can destroy the answer before the client has read it (seen by the fuzz test: a large
 * file cut short). Up to this many bytes the body is drained and the connection stays usable;
 * beyond it the answer is sent at once and the connection closed, so nobody can make the server
 * read without limit.
 */
export const DRAIN_LIMIT = 256 * 1024;

function closeAfterAnswer(req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('connection', 'close');
  res.on('finish', () => req.destroy());
}

/**
 * The one body reader: keeps the body while it stays within `keep` bytes (nothing of it past
 * that), and reads no further than DRAIN_LIMIT, beyond which (or beyond a larger declared
 * Content-Length) `done` is called at once and the connection is closed after the answer. `done`
 * gets the kept text (undefined when the body went past `keep`) and the bytes read or declared.
 */
function consumeBody(req: IncomingMessage, res: ServerResponse, keep: number, done: (kept: string | undefined, bytes: number) => void): void {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > DRAIN_LIMIT) {
    closeAfterAnswer(req, res);
    done(undefined, declared);
    return;
  }
  const chunks: Buffer[] = [];
  let bytes = 0;
  let finished = false;
  const finish = (kept: string | undefined) => {
    if (finished) return;
    finished = true;
    done(kept, bytes);
  };
  req.on('data', (chunk: Buffer) => {
    bytes += chunk.length;
    if (bytes <= keep) chunks.push(chunk);
    else chunks.length = 0;
    if (bytes > DRAIN_LIMIT && !finished) {
      closeAfterAnswer(req, res);
      finish(undefined);
    }
  });
  req.on('end', () => finish(bytes <= keep ? Buffer.concat(chunks).toString('utf8') : undefined));
  req.on('error', () => req.destroy());
}

/** Reads and discards the request body (if any) up to DRAIN_LIMIT, then calls `then`. */
export function discardBody(req: IncomingMessage, res: ServerResponse, then: () => void): void {
  if (!hasBody(req) || req.complete) then();
  else consumeBody(req, res, 0, () => then());
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
 * (undefined for a request without a body). Beyond the limit nothing is kept: `tooLarge` is set,
 * and the rest is drained up to DRAIN_LIMIT (or, beyond that, the connection is closed after the
 * answer), so that memory stays bounded whatever the client sends.
 */
export function readBody(req: IncomingMessage, res: ServerResponse, answer: (body: Body | undefined) => Promise<void>, onError: (err: unknown) => void): void {
  const reply = (body: Body | undefined) => later(() => void answer(body).catch(onError));
  if (!hasBody(req)) reply(undefined);
  else
    consumeBody(req, res, MAX_BODY_BYTES, (text, bytes) => reply(text === undefined ? { text: '', bytes, tooLarge: true } : { text, bytes, tooLarge: false }));
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
  who?: string;

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
