// A raw HTTP/1.1 client: writes request bytes as they are and parses one response strictly.
import net from 'node:net';

/**
 * @typedef {{ status: number, version: string, headers: Record<string, string[]>, body: Buffer }} Response
 * @typedef {{ response?: Response, extra?: number, none?: boolean, error?: string, timeout?: boolean, refused?: boolean, closed: boolean }} Outcome
 */

export class Connection {
  /** @param {number} port @param {string} host */
  constructor(port, host) {
    /** @type {Buffer[]} */
    this.chunks = [];
    this.length = 0;
    this.closed = false;
    this.connected = false;
    /** @type {(() => void) | null} */
    this.notify = null;
    this.socket = net.connect({ port, host });
    this.socket.setNoDelay(true);
    this.socket.on('connect', () => {
      this.connected = true;
    });
    this.socket.on('data', (d) => {
      this.chunks.push(d);
      this.length += d.length;
      this.notify?.();
    });
    this.socket.on('error', () => {});
    this.socket.on('close', () => {
      this.closed = true;
      this.notify?.();
    });
  }

  buffer() {
    if (this.chunks.length > 1) this.chunks = [Buffer.concat(this.chunks)];
    return this.chunks[0] ?? Buffer.alloc(0);
  }

  destroy() {
    this.socket.destroy();
  }

  /**
   * Writes a request and resolves with what came back: one response (1xx skipped), nothing (the
   * connection closed), a framing error, or a timeout.
   * @param {Buffer} bytes @param {{ head: boolean, halfClose: boolean, timeoutMs: number }} options
   * @returns {Promise<Outcome>}
   */
  exchange(bytes, { head, halfClose, timeoutMs }) {
    this.chunks = [];
    this.length = 0;
    this.socket.write(bytes);
    if (halfClose) this.socket.end();
    return new Promise((resolve) => {
      let need = 1;
      const done = (/** @type {Omit<Outcome, 'closed'>} */ outcome) => {
        clearTimeout(timer);
        this.notify = null;
        resolve({ ...outcome, closed: this.closed });
      };
      const timer = setTimeout(() => done({ timeout: true }), timeoutMs);
      this.notify = () => {
        if (!this.closed && this.length < need) return;
        const r = parseResponse(this.buffer(), head, this.closed);
        if ('need' in r) need = r.need;
        else if ('none' in r && !this.connected) done({ refused: true });
        else done(r);
      };
      this.notify();
    });
  }
}

/**
 * Parses one response from the start of `buf`.
 * @param {Buffer} buf @param {boolean} head the request was HEAD @param {boolean} closed no more bytes will come
 * @returns {{ need: number } | { none: true } | { error: string } | { response: Response, extra: number }}
 */
export function parseResponse(buf, head, closed) {
  let offset = 0;
  for (;;) {
    const end = buf.indexOf('\r\n\r\n', offset, 'latin1');
    if (end === -1) {
      if (buf.length - offset > 64 * 1024) return { error: 'a response head over 64 KiB' };
      if (!closed) return { need: buf.length + 1 };
      return buf.length > offset
        ? { error: `the connection closed inside a response head: ${JSON.stringify(buf.toString('latin1', offset, offset + 80))}` }
        : { none: true };
    }
    const lines = buf.toString('latin1', offset, end).split('\r\n');
    const m = /^HTTP\/(1\.[01]) ([1-9]\d\d) [^\r\n]*$/.exec(lines[0] ?? '');
    if (!m) return { error: `a bad status line: ${JSON.stringify((lines[0] ?? '').slice(0, 80))}` };
    const status = Number(m[2]);
    /** @type {Record<string, string[]>} */
    const headers = {};
    for (const line of lines.slice(1)) {
      const i = line.indexOf(':');
      const name = line.slice(0, i);
      if (i <= 0 || !/^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/.test(name)) return { error: `a bad header line: ${JSON.stringify(line.slice(0, 80))}` };
      if (/[\x00-\x08\x0a-\x1f\x7f]/.test(line)) return { error: `a control character in ${name}` };
      (headers[name.toLowerCase()] ??= []).push(line.slice(i + 1).trim());
    }
    let pos = end + 4;
    if (status < 200 && status !== 101) {
      offset = pos;
      continue;
    }
    const response = (/** @type {Buffer} */ body, /** @type {number} */ next) => ({
      response: { status, version: m[1] ?? '', headers, body },
      extra: buf.length - next,
    });
    if (head || status === 204 || status === 304 || status === 101) return response(Buffer.alloc(0), pos);
    const te = headers['transfer-encoding'];
    const cl = headers['content-length'];
    if (te) {
      if (cl) return { error: 'both Transfer-Encoding and Content-Length' };
      if (!/(^|,)\s*chunked$/i.test(te.join(','))) return { error: `Transfer-Encoding ${te.join(', ')} without chunked last` };
      /** @type {Buffer[]} */
      const parts = [];
      for (;;) {
        const eol = buf.indexOf('\r\n', pos, 'latin1');
        if (eol === -1) return closed ? { error: 'the connection closed inside a chunked body' } : { need: buf.length + 1 };
        const sizeText = buf.toString('latin1', pos, eol).split(';')[0]?.trim() ?? '';
        if (!/^[0-9a-fA-F]{1,8}$/.test(sizeText)) return { error: `a bad chunk size ${JSON.stringify(sizeText.slice(0, 20))}` };
        const size = Number.parseInt(sizeText, 16);
        if (size === 0) {
          // Trailer fields until an empty line.
          const trailerEnd = buf.indexOf('\r\n', eol + 2, 'latin1') === eol + 2 ? eol + 4 : buf.indexOf('\r\n\r\n', eol + 2, 'latin1') + 4;
          if (trailerEnd < 4) return closed ? { error: 'the connection closed inside the trailers' } : { need: buf.length + 1 };
          return response(Buffer.concat(parts), trailerEnd);
        }
        const dataEnd = eol + 2 + size;
        if (buf.length < dataEnd + 2) return closed ? { error: 'the connection closed inside a chunk' } : { need: dataEnd + 2 };
        if (buf[dataEnd] !== 13 || buf[dataEnd + 1] !== 10) return { error: 'a chunk not followed by CRLF' };
        parts.push(buf.subarray(eol + 2, dataEnd));
        pos = dataEnd + 2;
      }
    }
    if (cl) {
      const values = new Set(cl.flatMap((v) => v.split(',').map((s) => s.trim())));
      const [only] = values;
      if (values.size !== 1 || only === undefined || !/^\d{1,15}$/.test(only)) return { error: `a bad Content-Length ${JSON.stringify(cl)}` };
      const bodyEnd = pos + Number(only);
      if (buf.length < bodyEnd) return closed ? { error: `the connection closed after ${buf.length - pos} of ${only} body bytes` } : { need: bodyEnd };
      return response(buf.subarray(pos, bodyEnd), bodyEnd);
    }
    // No framing: the body runs to the end of the connection.
    if (!closed) return { need: Number.MAX_SAFE_INTEGER };
    return response(buf.subarray(pos), buf.length);
  }
}

/**
 * Sends one request on its own connection.
 * @param {import('./render.mjs').Rendered} r @param {{ port: number, host: string, timeoutMs: number }} options
 */
export async function sendAlone(r, { port, host, timeoutMs }) {
  const conn = new Connection(port, host);
  try {
    return await conn.exchange(r.bytes, { head: r.method === 'HEAD', halfClose: r.halfClose, timeoutMs });
  } finally {
    conn.destroy();
  }
}
