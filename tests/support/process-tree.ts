import { readdirSync, readFileSync } from 'node:fs';

/** Every process below `pid` (its children, theirs, ...), from /proc. */
export function descendants(pid: number): { pid: number; command: string }[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // The process ended while we looked.
    }
  }
  const found: { pid: number; command: string }[] = [];
  const walk = (from: number) => {
    for (const child of children.get(from) ?? []) {
      let command = '';
      try {
        command = readFileSync(`/proc/${child}/cmdline`, 'utf8').replaceAll('\0', ' ');
      } catch {
        // Gone.
      }
      found.push({ pid: child, command });
      walk(child);
    }
  };
  walk(pid);
  return found;
}

/** Whether an ffmpeg runs below the process (a media job is running there). */
export const runsFfmpeg = (pid: number) =>
  descendants(pid).some((p) => p.command.includes('ffmpeg'));
