import { readdirSync, readFileSync } from 'node:fs';

/** A program a server started, as /proc saw it. */
export interface SeenProcess {
  pid: number;
  argv: string[];
  /** When it was first seen and when it was last seen alive (performance.now() ms). */
  firstSeen: number;
  lastSeen: number;
}

function argvOf(pid: string): string[] {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').slice(0, -1);
  } catch {
    return [];
  }
}

function alive(pid: number): boolean {
  try {
    readFileSync(`/proc/${pid}/stat`);
    return true;
  } catch {
    return false;
  }
}

/**
 * Watches for the first process whose command line `matches` (the whole table every `everyMs`
 * until one is found, then only that process), to learn the exact arguments a job ran a program
 * with and how long the program lived (to within `everyMs`).
 */
export function watchForProcess(
  matches: (argv: string[]) => boolean,
  everyMs = 50,
): { stop(): SeenProcess | undefined } {
  let seen: SeenProcess | undefined;
  const look = () => {
    const now = performance.now();
    if (seen) {
      if (alive(seen.pid)) seen.lastSeen = now;
      return;
    }
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const argv = argvOf(entry);
      if (argv.length > 0 && matches(argv)) {
        seen = { pid: Number(entry), argv, firstSeen: now, lastSeen: now };
        return;
      }
    }
  };
  const timer = setInterval(look, everyMs);
  return {
    stop() {
      clearInterval(timer);
      return seen;
    },
  };
}
