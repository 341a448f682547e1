import type { Socket } from 'node:net';
import { closedWithin, openSocket } from '../tests/support/raw-http.ts';
import { startBenchServer } from './job-server.ts';
import { report } from './support.ts';

/**
 * Pages while 200 request bodies stall: the home page's answer time (p50, p99) with nothing else
 * open, then with 200 uploads that sent their headers and a few bytes and stopped (50 from each of
 * four loopback addresses), and how long the server took to cut them off.
 */
const STALLED = 200;
const BODY_TIMEOUT_SECONDS = 5;
const server = await startBenchServer({
  BODY_TIMEOUT_SECONDS: String(BODY_TIMEOUT_SECONDS),
  CURRENCY_RATES_URL: 'off',
});
const port = Number(new URL(server.baseUrl).port);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
}

async function pageTimes(count: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const response = await fetch(`${server.baseUrl}/`);
    await response.arrayBuffer();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

try {
  await pageTimes(20);
  const idle = await pageTimes(200);
  report('home page p50, nothing held open', percentile(idle, 50), 'ms');
  report('home page p99, nothing held open', percentile(idle, 99), 'ms');

  const sockets: Socket[] = [];
  for (let i = 0; i < STALLED; i++) {
    const socket = await openSocket(port, `127.0.0.${2 + (i % 4)}`);
    socket.on('error', () => undefined);
    socket.write(
      'POST /api/jobs HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=b\r\n' +
        'Content-Length: 50000000\r\n\r\n--b\r\nContent-Disposition: form-data; name="type"\r\n\r\n' +
        'convert-image\r\n--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n',
    );
    sockets.push(socket);
  }
  const openedAt = performance.now();
  const held = await pageTimes(200);
  report(`home page p50, ${STALLED} stalled bodies`, percentile(held, 50), 'ms');
  report(`home page p99, ${STALLED} stalled bodies`, percentile(held, 99), 'ms');
  const closed = await Promise.all(
    sockets.map((socket) => closedWithin(socket, (BODY_TIMEOUT_SECONDS + 10) * 1000)),
  );
  report(
    'stalled bodies cut off',
    `${closed.filter(Boolean).length}/${STALLED}`,
    '',
    `within ${((performance.now() - openedAt) / 1000).toFixed(1)} s (BODY_TIMEOUT_SECONDS=${BODY_TIMEOUT_SECONDS})`,
  );
} finally {
  await server.stop();
}
