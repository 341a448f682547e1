import { descendantsOf, readProcessTable, type ProcessStat } from './process-table.ts';

function signal(pid: number, name: NodeJS.Signals): boolean {
  try {
    process.kill(pid, name);
    return true;
  } catch {
    return false; // Ended meanwhile.
  }
}

/** Rounds of reading /proc before the kill goes ahead anyway (each about 1 ms apart). */
const MAX_FREEZE_ROUNDS = 20;

/** Still able to fork: not stopped (T, t), dying (Z, X) or gone from the table. */
function running(stat: ProcessStat | undefined): boolean {
  return stat !== undefined && !['T', 't', 'Z', 'X'].includes(stat.state);
}

/**
 * Kills a worker process and everything it started. Killing its process group alone is not
 * enough: LibreOffice runs in a session of its own (run-process.ts `killGroup`), and a parent that
 * dies first hands its children to init, after which nothing links them to the job. So the tree
 * is frozen first (SIGSTOP, repeated until no new process appears and /proc shows every one
 * stopped: a process that was in the middle of a fork when signalled may still add a child),
 * then every frozen process and the group get SIGKILL. Returns the pids killed.
 */
export async function killProcessTree(root: number): Promise<number[]> {
  const frozen = new Set<number>();
  for (let round = 0; round < MAX_FREEZE_ROUNDS; round++) {
    const table = readProcessTable();
    const tree = descendantsOf(root, table);
    const fresh = tree.filter((pid) => !frozen.has(pid));
    for (const pid of fresh) {
      signal(pid, 'SIGSTOP');
      frozen.add(pid);
    }
    if (fresh.length === 0 && tree.every((pid) => !running(table.get(pid)))) break;
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  signal(-root, 'SIGKILL');
  for (const pid of frozen) signal(pid, 'SIGKILL');
  return [...frozen];
}
