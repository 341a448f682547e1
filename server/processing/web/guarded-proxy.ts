import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { connect, type Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { ProcessingError } from '../../processing-error.ts';
import { resolvePublicAddresses, type Resolver } from './checked-lookup.ts';
import {
  assertUrlTarget,
  bareHostname,
  effectivePort,
  isHostAllowed,
  parseRemoteUrl,
} from './url-policy.ts';

export interface GuardedProxyOptions {
  allowedHosts?: readonly string[] | undefined;
  resolver?: Resolver | undefined;
  /** Bytes all connections together may bring in before the proxy cuts them. */
  maxBytes: number;
  connectTimeoutMs: number;
}

export interface GuardedProxy {
  /** `http://127.0.0.1:port`, for the extractor's --proxy option. */
  url: string;
  /** Why requests were refused (for the log, and to tell a blocked address from a failure). */
  readonly refusals: ProcessingError[];
  readonly bytesIn: number;
  /** True once the byte budget was used up. */
  readonly overBudget: boolean;
  close(): Promise<void>;
}

/**
 * A forward proxy on loopback that applies the SSRF rule to every connection a program makes
 * through it (yt-dlp fetches pages, follows redirects and downloads media on its own; sent
 * through this proxy, each of those connections is checked like ours: http and https only,
 * public addresses only, checked when connecting, with a byte budget).
 */
export async function startGuardedProxy(options: GuardedProxyOptions): Promise<GuardedProxy> {
  const allowedHosts = options.allowedHosts ?? [];
  const refusals: ProcessingError[] = [];
  const sockets = new Set<Socket | Duplex>();
  let bytesIn = 0;
  let overBudget = false;

  const track = <T extends Socket | Duplex>(socket: T): T => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    return socket;
  };
  const count = (chunk: Buffer, stop: () => void) => {
    bytesIn += chunk.length;
    if (bytesIn > options.maxBytes && !overBudget) {
      overBudget = true;
      refusals.push(
        new ProcessingError('too_large', 'The file is larger than the size limit.', {
          field: 'url',
        }),
      );
    }
    if (overBudget) stop();
  };

  /** The checked address to connect to for `url`, or a refusal. */
  const target = async (url: URL) => {
    assertUrlTarget(url, allowedHosts);
    const [first] = await resolvePublicAddresses(bareHostname(url), {
      allowed: isHostAllowed(url, allowedHosts),
      resolver: options.resolver,
    });
    return { address: first!.address, port: effectivePort(url) };
  };
  const refuse = (error: unknown) => {
    if (error instanceof ProcessingError) refusals.push(error);
    else
      refusals.push(
        new ProcessingError('download_failed', 'The address could not be reached.', {
          detail: String(error),
        }),
      );
  };

  // HTTPS (and anything tunnelled): CONNECT host:port.
  const onConnect = (request: IncomingMessage, client: Duplex, head: Buffer) => {
    track(client);
    client.on('error', () => client.destroy());
    let url: URL;
    try {
      url = parseRemoteUrl(`https://${request.url ?? ''}/`);
    } catch (error) {
      refuse(error);
      client.end('HTTP/1.1 400 Bad Request\r\n\r\n');
      return;
    }
    target(url).then(
      ({ address, port }) => {
        const upstream = track(connect({ host: address, port, timeout: options.connectTimeoutMs }));
        upstream.once('connect', () => {
          upstream.setTimeout(0);
          client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
          if (head.length > 0) upstream.write(head);
          upstream.on('data', (chunk: Buffer) => {
            count(chunk, () => {
              upstream.destroy();
              client.destroy();
            });
          });
          upstream.pipe(client);
          client.pipe(upstream);
        });
        upstream.on('timeout', () => upstream.destroy(new Error('connect timeout')));
        upstream.on('error', (error) => {
          refuse(error);
          if (client.writable && !upstream.readable) client.end('HTTP/1.1 502 Bad Gateway\r\n\r\n');
          else client.destroy();
        });
      },
      (error: unknown) => {
        refuse(error);
        client.end('HTTP/1.1 403 Forbidden\r\n\r\n');
      },
    );
  };

  // Plain HTTP: GET http://host/path.
  const onRequest = (request: IncomingMessage, response: ServerResponse) => {
    let url: URL;
    try {
      url = parseRemoteUrl(request.url ?? '');
      if (url.protocol !== 'http:') throw new ProcessingError('unsupported_protocol', 'http only');
    } catch (error) {
      refuse(error);
      response.writeHead(400).end();
      return;
    }
    target(url).then(
      ({ address, port }) => {
        const headers = { ...request.headers };
        delete headers['proxy-connection'];
        delete headers['proxy-authorization'];
        const upstream = httpRequest(
          {
            host: address,
            port,
            method: request.method,
            path: `${url.pathname}${url.search}`,
            headers: { ...headers, host: url.host },
            setHost: false,
            timeout: options.connectTimeoutMs,
          },
          (answer) => {
            response.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.on('data', (chunk: Buffer) => {
              count(chunk, () => {
                answer.destroy();
                response.destroy();
              });
            });
            answer.pipe(response);
          },
        );
        upstream.on('timeout', () => upstream.destroy(new Error('connect timeout')));
        upstream.on('error', (error) => {
          refuse(error);
          if (!response.headersSent) response.writeHead(502).end();
          else response.destroy();
        });
        request.pipe(upstream);
      },
      (error: unknown) => {
        refuse(error);
        response.writeHead(403).end();
      },
    );
  };

  const server = createServer(onRequest);
  server.on('connect', onConnect);
  server.on('connection', (socket) => track(socket));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('proxy has no TCP address');

  return {
    url: `http://127.0.0.1:${address.port}`,
    refusals,
    get bytesIn() {
      return bytesIn;
    },
    get overBudget() {
      return overBudget;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
