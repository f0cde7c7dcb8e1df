import { startServer } from './scripts/lib/start-server.mjs';
import net from 'node:net';
const s = await startServer('server.mjs', { env: { PORTFOLIO_DIST: 'dist-fuzz', STATE_DIR: '/tmp/fuzzstate-x' } });
const { port } = new URL(s.url);
for (const size of [1000, 60000, 68384, 140000]) {
  const sock = net.connect(Number(port), '127.0.0.1');
  let got = 0; const t0 = Date.now();
  sock.on('data', (d) => { got += d.length; });
  sock.on('error', (e) => console.log('err', e.code));
  sock.write(`GET /openapi.json HTTP/1.1\r\nHost: x\r\nContent-Length: ${size}\r\n\r\n` + 'a'.repeat(size));
  await new Promise((r) => { sock.on('close', r); setTimeout(() => { sock.destroy(); }, 2000); });
  console.log(size, 'received', got, Date.now() - t0, 'ms');
}
await s.stop();
