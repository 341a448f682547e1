import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());

/** The engines' programs, by the name the kernel gives their processes. */
const engineNames: Record<string, 'PostgreSQL' | 'S3'> = {
  postgres: 'PostgreSQL',
  radosgw: 'S3',
  'ceph-osd': 'S3',
  'ceph-mon': 'S3',
};

/** CPU seconds the machine, each engine and the given processes' children have used. */
export interface MachineReading {
  busySeconds: number;
  engineSeconds: Record<'PostgreSQL' | 'S3', number>;
  childrenSeconds: number;
}

function processStat(pid: string): { name: string; fields: string[] } | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = text.lastIndexOf(')');
    return {
      name: text.slice(text.indexOf('(') + 1, close),
      // fields[0] is the state (the stat's third field); utime is the 14th, so fields[11].
      fields: text
        .slice(close + 2)
        .trim()
        .split(' '),
    };
  } catch {
    return undefined; // It ended between the listing and the read.
  }
}

const seconds = (ticks: number) => ticks / ticksPerSecond;

/**
 * Read from /proc: the whole machine's busy time, each engine's own time and, for the server
 * processes given, the time of their children (the processes that run the jobs).
 */
export function readMachine(serverPids: readonly number[]): MachineReading {
  const [cpuLine = ''] = readFileSync('/proc/stat', 'utf8').split('\n');
  const [, user, nice, system, , , irq, softirq, steal] = cpuLine.trim().split(/\s+/).map(Number);
  const busy = [user, nice, system, irq, softirq, steal].reduce<number>((a, b) => a + (b ?? 0), 0);
  const engineSeconds = { PostgreSQL: 0, S3: 0 };
  let children = 0;
  const parents = new Set(serverPids.map(String));
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    const stat = processStat(pid);
    if (!stat) continue;
    const own = seconds(Number(stat.fields[11]) + Number(stat.fields[12]));
    const ended = seconds(Number(stat.fields[13]) + Number(stat.fields[14]));
    const engine = engineNames[stat.name];
    if (engine) engineSeconds[engine] += own;
    // A job runs in a long-lived child of its server process; one that was replaced has ended
    // and its time is its parent's "children" time.
    if (parents.has(stat.fields[1] ?? '')) children += own;
    if (parents.has(pid)) children += ended;
  }
  return { busySeconds: seconds(busy), engineSeconds, childrenSeconds: children };
}

/** Per completed job, in milliseconds, between two readings. */
export function machinePerJob(before: MachineReading, after: MachineReading, completed: number) {
  const per = (a: number, b: number) => ((b - a) * 1000) / completed;
  return {
    machineMs: per(before.busySeconds, after.busySeconds),
    postgresMs: per(before.engineSeconds.PostgreSQL, after.engineSeconds.PostgreSQL),
    s3Ms: per(before.engineSeconds.S3, after.engineSeconds.S3),
    jobProcessesMs: per(before.childrenSeconds, after.childrenSeconds),
  };
}
