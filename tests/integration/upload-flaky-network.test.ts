import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tusUpload, uploadMetadata } from '../support/jobs.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const MB = 1024 * 1024;
let server: TestServer;
let folder: string;

/**
 * A TCP proxy in front of the server that drops each connection after a few megabytes sent
 * towards the server (2 to 5 MB, at random), mid-request, as a flaky mobile network or a
 * restarting proxy would.
 */
async function flakyProxy(
  targetPort: number,
): Promise<{ port: number; cuts: () => number; close: () => void }> {
  let cuts = 0;
  const sockets = new Set<Socket>();
  const proxy: Server = createServer((client) => {
    const upstream = connect(targetPort, '127.0.0.1');
    sockets.add(client).add(upstream);
    let budget = (2 + Math.random() * 3) * MB;
    const cut = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('data', (chunk: Buffer) => {
      budget -= chunk.length;
      if (budget <= 0) {
        cuts++;
        cut();
        return;
      }
      if (!upstream.write(chunk)) {
        client.pause();
        upstream.once('drain', () => client.resume());
      }
    });
    upstream.pipe(client);
    client.on('error', cut).on('close', cut);
    upstream.on('error', cut).on('close', cut);
  });
  proxy.listen(0, '127.0.0.1');
  await once(proxy, 'listening');
  const address = proxy.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    cuts: () => cuts,
    close: () => {
      for (const socket of sockets) socket.destroy();
      proxy.close();
    },
  };
}

async function sha256(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

beforeAll(async () => {
  server = await startTestServer();
  folder = mkdtempSync(join(tmpdir(), 'toolbox-flaky-'));
});
afterAll(async () => {
  await server.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('uploading over a flaky network', () => {
  it(
    'completes a 100 MB upload cut every few MB, with identical bytes',
    { timeout: 240_000 },
    async () => {
      const source = join(folder, 'big.mp4');
      writeFileSync(source, randomBytes(100 * MB));
      const proxy = await flakyProxy(Number(new URL(server.baseUrl).port));
      try {
        let lastProgress = 0;
        const id = await tusUpload(source, {
          endpoint: `http://127.0.0.1:${proxy.port}/api/uploads`,
          metadata: uploadMetadata('extract-audio', 'big.mp4', 'file', 'video/mp4'),
          chunkSize: 16 * MB,
          retryDelays: [0, 100, 250, 500, 1000, 2000],
          onProgress: (sent) => {
            lastProgress = sent;
          },
        });
        expect(lastProgress).toBe(100 * MB);
        // The connection was cut many times, and the upload went on from where the server was.
        expect(proxy.cuts()).toBeGreaterThanOrEqual(15);
        const { storage } = server.services;
        expect(await storage.uploads.get(id)).toMatchObject({ size: 100 * MB, offset: 100 * MB });
        // Read back through the storage (the data folder, or the bucket in the scaled shape).
        const key = await storage.uploads.adopt(id);
        const hash = createHash('sha256');
        for await (const chunk of await storage.read(key)) hash.update(chunk as Buffer);
        expect(hash.digest('hex')).toBe(await sha256(source));
        await storage.delete(key);
      } finally {
        proxy.close();
      }
    },
  );
});
