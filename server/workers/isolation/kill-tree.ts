import { descendantsOf, readProcessTable } from './process-table.ts';

function signal(pid: number, name: NodeJS.Signals): boolean {
  try {
    process.kill(pid, name);
    return true;
  } catch {
    return false; // Ended meanwhile.
  }
}

/**
 * Kills a worker process and everything it started. Killing its process group alone is not
 * enough: LibreOffice runs in a session of its own (run-process.ts `killGroup`), and a parent that
 * dies first hands its children to init, after which nothing links them to the job. So the tree
 * is frozen first (SIGSTOP, repeated until no new process appears, so nothing can fork or write
 * meanwhile), then every frozen process and the group get SIGKILL. Returns the pids killed.
 */
export async function killProcessTree(root: number): Promise<number[]> {
  const frozen = new Set<number>();
  for (let round = 0; round < 5; round++) {
    const tree = descendantsOf(root, readProcessTable());
    const fresh = tree.filter((pid) => !frozen.has(pid));
    if (fresh.length === 0) break;
    for (const pid of fresh) {
      signal(pid, 'SIGSTOP');
      frozen.add(pid);
    }
  }
  signal(-root, 'SIGKILL');
  for (const pid of frozen) signal(pid, 'SIGKILL');
  return [...frozen];
}
