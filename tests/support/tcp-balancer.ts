import { once } from 'node:events';
import { connect, createServer, type Socket } from 'node:net';

/**
 * A load balancer on loopback, as a TCP proxy: each connection goes to the next web process in
 * turn; one that refuses it (stopped, or restarting) is skipped and the connection goes to
 * another, as a real balancer's retry of a refused connection does. HTTP passes through as is.
 */
export interface Balancer {
  baseUrl: string;
  /** The ports connections go to from now on (connections already made stay where they are). */
  setBackends(ports: readonly number[]): void;
  /** Connections refused by a web process and sent to another one. */
  readonly refusals: number;
  close(): Promise<void>;
}

/** Listens on `port` (0: any free one) of 127.0.0.1. */
export async function startBalancer(port = 0): Promise<Balancer> {
  let backends: readonly number[] = [];
  let turn = 0;
  let refusals = 0;
  const open = new Set<Socket>();
  /** Each client's latest upstream (one at a time: a refused one is replaced). */
  const upstreams = new WeakMap<Socket, Socket>();

  const forward = (client: Socket, tries: number) => {
    const list = backends;
    if (client.destroyed) return;
    if (list.length === 0 || tries > list.length * 20) {
      client.destroy();
      return;
    }
    const port = list[turn++ % list.length] as number;
    const upstream = connect({ port, host: '127.0.0.1', allowHalfOpen: true });
    let connected = false;
    upstream.once('connect', () => {
      connected = true;
      open.add(upstream);
      upstream.on('close', () => open.delete(upstream));
      client.pipe(upstream);
      upstream.pipe(client);
      client.resume();
    });
    upstream.on('error', () => {
      if (connected) {
        client.destroy();
        return;
      }
      refusals++;
      setTimeout(() => forward(client, tries + 1), tries < list.length ? 0 : 50);
    });
    // An upstream that ended cleanly has ended the client through the pipe, after its last bytes.
    upstream.on('close', () => {
      if (connected && !client.writableEnded) client.destroy();
    });
    upstreams.set(client, upstream);
  };

  const server = createServer({ allowHalfOpen: true }, (client) => {
    client.pause();
    open.add(client);
    client.on('close', () => open.delete(client));
    client.on('error', () => client.destroy());
    client.once('close', () => upstreams.get(client)?.destroy());
    forward(client, 0);
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  const listening = typeof address === 'object' && address ? address.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${listening}`,
    setBackends(ports) {
      backends = [...ports];
    },
    get refusals() {
      return refusals;
    },
    async close() {
      for (const socket of open) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
