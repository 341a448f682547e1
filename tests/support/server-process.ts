import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../../server/node-flags.ts';

/** The real server as its own OS process (a web or worker role of the scaled shape). */
export interface ServerProcess {
  baseUrl: string;
  pid: number;
  /** The lines it wrote to stdout so far (with `captureOutput`; else none). */
  output(): string[];
  /** Ends the process with `signal` (SIGKILL: no goodbye) and waits until it is gone. */
  kill(signal?: NodeJS.Signals): Promise<void>;
}

const root = fileURLToPath(new URL('../..', import.meta.url));

/** A port the OS has just given out as free (asking it avoids ports in use as ephemeral ones). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  return typeof address === 'object' && address ? address.port : 0;
}

/**
 * Starts the server with `env` and waits until /api/ready answers 200: from the sources, or from
 * the production bundle (`dist-server/main.mjs`, after `npm run build`) as a deployment runs it.
 */
export async function startServerProcess(
  env: Record<string, string>,
  options: {
    bundled?: boolean;
    /** Receives everything the server writes (its log), then stdout and stderr are not shown. */
    onOutput?: (text: string) => void;
    /** Keeps stdout's lines for `output()`. */
    captureOutput?: boolean;
  } = {},
): Promise<ServerProcess> {
  const dataDir = await mkdtemp(join(tmpdir(), 'toolbox-process-'));
  const port = await freePort();
  const entry = options.bundled
    ? [...SERVER_NODE_FLAGS, 'dist-server/main.mjs']
    : ['server/main.ts'];
  const child: ChildProcess = spawn(process.execPath, entry, {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      CURRENCY_RATES_URL: 'off',
      // A stop ends what still runs at once, unless the test gives a grace.
      SHUTDOWN_GRACE_SECONDS: '0',
      ...env,
    },
    stdio: [
      'ignore',
      options.onOutput || options.captureOutput ? 'pipe' : 'ignore',
      options.onOutput ? 'pipe' : 'inherit',
    ],
  });
  let written = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    if (options.captureOutput) written += chunk;
    options.onOutput?.(chunk);
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => options.onOutput?.(chunk));
  const exited = once(child, 'exit');
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilReady(child, baseUrl, { name: 'the server', timeoutMs: 60_000, everyMs: 100 });
  return {
    baseUrl,
    pid: child.pid ?? 0,
    output: () => written.split('\n').filter((line) => line !== ''),
    kill: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Asks `baseUrl`/api/ready every `everyMs` until it answers 200. Throws if the process exits
 * first, or (killing it) if `timeoutMs` passes; `details` adds what the process said.
 */
export async function waitUntilReady(
  child: ChildProcess,
  baseUrl: string,
  options: { name: string; timeoutMs: number; everyMs: number; details?: () => string },
): Promise<void> {
  const details = () => (options.details ? `: ${options.details()}` : '');
  const deadline = Date.now() + options.timeoutMs;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`${options.name} exited with ${child.exitCode}${details()}`);
    }
    const ready = await fetch(`${baseUrl}/api/ready`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ready) return;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(
        `${options.name} did not become ready within ${options.timeoutMs / 1000} s${details()}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, options.everyMs));
  }
}
