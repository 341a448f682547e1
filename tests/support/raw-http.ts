import { connect, type Socket } from 'node:net';

/** A raw TCP connection to the test server, optionally from another loopback address. */
export function openSocket(port: number, localAddress = '127.0.0.1'): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port, localAddress }, () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Resolves when the server closes the socket (or after `ms`, with false). */
export function closedWithin(socket: Socket, ms: number): Promise<boolean> {
  if (socket.destroyed || socket.readyState === 'closed') return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve(true);
    });
    socket.on('error', () => undefined);
  });
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends exact bytes and reads one HTTP/1.1 answer: for requests fetch() will not send. */
export async function rawRequest(port: number, bytes: string | Buffer): Promise<RawAnswer> {
  const socket = await openSocket(port);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      const text = Buffer.concat(chunks).toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      if (end < 0) return;
      const [statusLine = '', ...lines] = text.slice(0, end).split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => {
          const at = line.indexOf(':');
          return [line.slice(0, at).toLowerCase(), line.slice(at + 1).trim()];
        }),
      );
      const length = Number(headers['content-length'] ?? -1);
      const body = text.slice(end + 4);
      if (length >= 0 && Buffer.byteLength(body, 'latin1') < length) return;
      if (length < 0 && headers['transfer-encoding'] === 'chunked' && !body.endsWith('0\r\n\r\n'))
        return;
      socket.destroy();
      resolve({
        status: Number(statusLine.split(' ')[1]),
        headers,
        body: headers['transfer-encoding'] === 'chunked' ? unchunk(body) : body,
      });
    });
    socket.once('error', reject);
    socket.write(bytes);
  });
}

function unchunk(body: string): string {
  let out = '';
  let rest = body;
  for (;;) {
    const line = rest.indexOf('\r\n');
    const size = parseInt(rest.slice(0, line), 16);
    if (!size) return out;
    out += rest.slice(line + 2, line + 2 + size);
    rest = rest.slice(line + 2 + size + 2);
  }
}
