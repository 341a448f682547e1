import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../server/node-flags.ts';

/** The real server in its own process, as production runs it, for the job benches. */
export interface BenchServer {
  baseUrl: string;
  pid: number;
  dataDir: string;
  /** The server process's resident memory now, in bytes (Linux /proc). */
  rss(): number;
  /** The highest resident memory the process reached so far, in bytes. */
  peakRss(): number;
  /** Samples the resident memory every 20 ms until stopped; returns the highest sample. */
  watchRss(): { stop(): number };
  stop(): Promise<void>;
}

const root = fileURLToPath(new URL('..', import.meta.url));

async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  return typeof address === 'object' && address ? address.port : 0;
}

function status(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const text = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(text)?.[1] ?? 0);
  return kb * 1024;
}

/** Starts the server; `nodeFlags` defaults to the V8 flags production starts it with. */
export async function startBenchServer(
  env: Record<string, string> = {},
  nodeFlags: readonly string[] = SERVER_NODE_FLAGS,
): Promise<BenchServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'toolbox-bench-'));
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [...nodeFlags, 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // Not yet listening.
    }
    if (Date.now() > deadline) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const pid = child.pid ?? 0;
  return {
    baseUrl,
    pid,
    dataDir,
    rss: () => status(pid, 'VmRSS'),
    peakRss: () => status(pid, 'VmHWM'),
    watchRss() {
      let peak = status(pid, 'VmRSS');
      const timer = setInterval(() => {
        peak = Math.max(peak, status(pid, 'VmRSS'));
      }, 20);
      return {
        stop() {
          clearInterval(timer);
          return Math.max(peak, status(pid, 'VmRSS'));
        },
      };
    },
    async stop() {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export const MB = 1024 * 1024;
