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

/** Reads and discards the request body (if any) up to DRAIN_LIMIT, then calls `then`. */
export function discardBody(req: IncomingMessage, res: ServerResponse, then: () => void): void {
  if (!hasBody(req) || req.complete) {
    then();
    return;
  }
  if (Number(req.headers['content-length'] ?? 0) > DRAIN_LIMIT) {
    closeAfterAnswer(req, res);
    then();
    return;
  }
  let bytes = 0;
  let done = false;
  req.on('data', (chunk: Buffer) => {
    bytes += chunk.length;
    if (done || bytes <= DRAIN_LIMIT) return;
    done = true;
    closeAfterAnswer(req, res);
    then();
  });
  req.on('end', () => {
    if (done) return;
    done = true;
    then();
  });
  req.on('error', () => req.destroy());
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
  const declared = Number(req.headers['content-length'] ?? 0);
  const chunked = req.headers['transfer-encoding'] !== undefined;
  if (!declared && !chunked) {
    reply(undefined);
    return;
  }
  if (declared > MAX_BODY_BYTES) {
    // Refused without keeping a byte; drained (up to DRAIN_LIMIT) so that the refusal arrives.
    discardBody(req, res, () => reply({ text: '', bytes: declared, tooLarge: true }));
    return;
  }
  const chunks: Buffer[] = [];
  let bytes = 0;
  let done = false;
  req.on('data', (chunk: Buffer) => {
    if (done) return;
    bytes += chunk.length;
    if (bytes <= MAX_BODY_BYTES) return void chunks.push(chunk);
    // Past the limit: nothing more is kept; the rest is drained, or the connection closed.
    done = true;
    chunks.length = 0;
    let drained = bytes;
    let answered = false;
    const refuse = () => {
      if (answered) return;
      answered = true;
      reply({ text: '', bytes: drained, tooLarge: true });
    };
    req.on('data', (more: Buffer) => {
      drained += more.length;
      if (drained > DRAIN_LIMIT && !answered) {
        closeAfterAnswer(req, res);
        refuse();
      }
    });
    req.on('end', refuse);
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
