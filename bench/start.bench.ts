import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_NODE_FLAGS } from '../server/node-flags.ts';
import { projectRoot } from '../server/paths.ts';
import { report } from './support.ts';

/**
 * The server's cold start: from spawning the built server (as `npm run serve` does) to its first
 * answered /api/health, with a data folder an earlier start created, median of three. Also the
 * server's own CPU time to that answer, a figure that other work on the machine bends less.
 * Needs `npm run build`.
 */
const serverEntry = join(projectRoot, 'dist-server', 'main.mjs');
const port = 4391;

/** User and system CPU of a process so far, in ms (Linux: /proc, in clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function coldStart(dataDir: string) {
  const started = performance.now();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, serverEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      CURRENCY_RATES_URL: 'off',
    },
    stdio: 'ignore',
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const ms = performance.now() - started;
  const cpu = cpuMs(child.pid ?? 0);
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
  return { ms, cpu };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const dataDir = mkdtempSync(join(tmpdir(), 'toolbox-bench-start-'));
try {
  const first = await coldStart(dataDir);
  report('first start (creates the data folder)', first.ms, 'ms');
  const runs = [];
  for (let run = 0; run < 3; run++) runs.push(await coldStart(dataDir));
  const times = runs.map((run) => run.ms);
  report('spawn to first /api/health (median of 3)', median(times), 'ms', 'target <= 400 ms');
  report('  runs', times.map((ms) => ms.toFixed(0)).join(' / '), 'ms');
  report('  server CPU to that answer (median)', median(runs.map((run) => run.cpu)), 'ms');
  report('  machine load (1 min)', readFileSync('/proc/loadavg', 'utf8').split(' ')[0] ?? '?');
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
