// The ceiling for the benchmark: a minimal node:http server that answers every request with
// the same status, headers and bytes, from memory. Reads them from the JSON file in argv[2].
import http from 'node:http';
import { readFileSync } from 'node:fs';

const { status, headers, body } = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const bytes = Buffer.from(body, 'base64');
const server = http.createServer((_req, res) => {
  res.writeHead(status, { ...headers, 'content-length': bytes.length });
  res.end(bytes);
});
server.listen(Number(process.env.PORT ?? 0), process.env.HOST ?? '127.0.0.1', () => {
  console.log(`listening http://127.0.0.1:${server.address().port}`);
});
process.on('SIGTERM', () => process.exit(0));
