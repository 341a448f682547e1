import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type BuiltApp } from '../../server/app.ts';
import { loadConfig, type AppConfig } from '../../server/config.ts';
import { createTestBucket } from './s3-bucket.ts';
import { bucketOfDataDir, createTestDatabase, scaledShape } from './scaled-shape.ts';

export interface TestServer extends BuiltApp {
  baseUrl: string;
  config: AppConfig;
  dataDir: string;
  /** Stops the server and deletes its temporary data folder. */
  close(): Promise<void>;
}

/**
 * Starts the real server on a free loopback port with a temporary SQLite file and data folder.
 * `env` adds or overrides settings, as environment variables would.
 */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'toolbox-test-'));
  const database = scaledShape && !env.DATABASE_FILE ? await createTestDatabase() : undefined;
  const bucket = scaledShape && !env.STORAGE ? await createTestBucket() : undefined;
  if (bucket) bucketOfDataDir.set(dataDir, bucket);
  const cleanUp = async () => {
    bucketOfDataDir.delete(dataDir);
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
    await bucket?.destroy();
  };
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      // Tests never reach out to the real rates source.
      CURRENCY_RATES_URL: 'off',
      // A test's close stops what still runs at once (rolling-deploy.test.ts tests the grace).
      SHUTDOWN_GRACE_SECONDS: '0',
      ...(database
        ? { DATABASE_URL: database.url, COOKIE_SECRET: 'a-test-secret-of-at-least-32-characters' }
        : {}),
      ...bucket?.env,
      ...env,
    },
    'test',
  );
  let built: BuiltApp;
  try {
    built = await buildApp(config);
  } catch (error) {
    await cleanUp();
    throw error;
  }
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const address = built.app.server.address();
  if (!address || typeof address === 'string') throw new Error('The server has no TCP address');
  const baseUrl = `http://127.0.0.1:${address.port}`;
  return {
    ...built,
    baseUrl,
    config: { ...config, publicUrl: env.PUBLIC_URL ?? config.publicUrl },
    dataDir,
    close: async () => {
      await built.app.close();
      await cleanUp();
    },
  };
}

/** A fetch that keeps cookies between calls, like one browser would. */
export function cookieFetch(baseUrl: string) {
  let cookie = '';
  return async (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(`${baseUrl}${path}`, { ...init, headers });
    const setCookie = response.headers.getSetCookie();
    if (setCookie.length > 0) cookie = setCookie.map((c) => c.split(';')[0]).join('; ');
    return response;
  };
}
