import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../../server/node-flags.ts';
import { waitUntilReady } from '../../tests/support/server-process.ts';

/** One server process of the load test: its site, its metrics listener and its memory. */
export interface LoadProcess {
  role: 'all' | 'web' | 'worker';
  baseUrl: string;
  metricsUrl: string;
  pid: number;
  /** The highest resident memory the process reached since it started (Linux VmHWM), bytes. */
  peakRss(): number;
  /** Log lines at warn or above so far (pino levels 40 and up), the last few kept. */
  warnings(): { count: number; last: string[] };
  stop(): Promise<void>;
}

const root = fileURLToPath(new URL('../..', import.meta.url));
/** Lines that say nothing about the load: Node's notes, and a site served from the sources. */
const benign = /ExperimentalWarning|--trace-warnings|the site is not built/;

function peakRss(pid: number): number {
  try {
    const text = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmHWM:\s+(\d+)/.exec(text)?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/**
 * Starts the server from its sources with production's V8 flags and NODE_ENV, on the given site
 * and metrics ports, and waits until /api/ready answers 200.
 */
export async function startLoadProcess(
  role: LoadProcess['role'],
  ports: { site: number; metrics: number },
  env: Record<string, string>,
): Promise<LoadProcess> {
  const dataDir = await mkdtemp(join(tmpdir(), 'load-process-'));
  const child: ChildProcess = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'server/main.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(ports.site),
      METRICS_PORT: String(ports.metrics),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      CURRENCY_RATES_URL: 'off',
      ROLE: role,
      ...env,
      // For instance `--cpu-prof --cpu-prof-dir=/tmp/profiles`: where a process's time goes.
      ...(process.env.LOAD_NODE_OPTIONS ? { NODE_OPTIONS: process.env.LOAD_NODE_OPTIONS } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let count = 0;
  const last: string[] = [];
  const hear = (chunk: string) => {
    for (const line of chunk.split('\n')) {
      if (!line.trim() || benign.test(line)) continue;
      let level = 50;
      try {
        level = (JSON.parse(line) as { level?: number }).level ?? 50;
      } catch {
        // Not a log line (a stack trace on stderr): counted as an error.
      }
      if (level < 40) continue;
      count++;
      last.push(line.slice(0, 300));
      if (last.length > 5) last.shift();
    }
  };
  child.stdout?.setEncoding('utf8').on('data', hear);
  child.stderr?.setEncoding('utf8').on('data', hear);
  const exited = once(child, 'exit');
  const baseUrl = `http://127.0.0.1:${ports.site}`;
  await waitUntilReady(child, baseUrl, {
    name: `the ${role} process`,
    timeoutMs: 90_000,
    everyMs: 200,
    details: () => last.join('\n'),
  });
  const pid = child.pid ?? 0;
  return {
    role,
    baseUrl,
    metricsUrl: `http://127.0.0.1:${ports.metrics}/metrics`,
    pid,
    peakRss: () => peakRss(pid),
    warnings: () => ({ count, last: [...last] }),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(timer);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The machine's load average (1, 5 and 15 minutes), as /proc/loadavg says it now. */
export function loadAverage(): string {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  } catch {
    return 'unknown';
  }
}
