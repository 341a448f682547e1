import { closeSync, openSync, readdirSync, readSync } from 'node:fs';

/**
 * The processes of this machine as /proc shows them, read without `ps`: who is whose parent, and
 * how much memory a process and everything it started hold. Children are found from each
 * process's parent id in /proc/<pid>/stat, because kernels built without CONFIG_PROC_CHILDREN
 * (this one among them) have no /proc/<pid>/task/<tid>/children.
 *
 * The files are read synchronously into one small buffer. procfs makes them from the kernel's
 * memory, never waiting on a disk, so a read takes microseconds; the promise API instead costs
 * four thread-pool round trips and a 64 KiB buffer per file (procfs reports a size of 0), which
 * was most of the server's own CPU while a long job ran under the memory watch.
 */

export interface ProcessStat {
  pid: number;
  ppid: number;
  /** Process group id. */
  pgrp: number;
  state: string;
}

/**
 * Parses one /proc/<pid>/stat line. The command name sits in parentheses and may itself hold
 * spaces and parentheses, so the fields are counted from the last ')'.
 */
export function parseStat(line: string): ProcessStat | null {
  const open = line.indexOf('(');
  const close = line.lastIndexOf(')');
  if (open < 1 || close < open) return null;
  const pid = Number(line.slice(0, open).trim());
  const fields = line
    .slice(close + 1)
    .trim()
    .split(/\s+/);
  const [state, ppid, pgrp] = [fields[0], Number(fields[1]), Number(fields[2])];
  if (!Number.isInteger(pid) || !state || !Number.isInteger(ppid) || !Number.isInteger(pgrp)) {
    return null;
  }
  return { pid, ppid, pgrp, state };
}

/** The resident set size in bytes from a /proc/<pid>/status text (its `VmRSS: N kB` line). */
export function parseRssBytes(status: string): number {
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
  return match ? Number(match[1]) * 1024 : 0;
}

const buffer = Buffer.allocUnsafe(8192);

/** The first 8 KiB of a /proc file (all of a stat or status file), as Latin-1 text. */
function readProcText(path: string): string {
  const fd = openSync(path, 'r');
  try {
    return buffer.toString('latin1', 0, readSync(fd, buffer, 0, buffer.length, 0));
  } finally {
    closeSync(fd);
  }
}

/** Every process's stat, keyed by pid. Processes that end while being read are left out. */
export function readProcessTable(procRoot = '/proc'): Map<number, ProcessStat> {
  const table = new Map<number, ProcessStat>();
  let entries: string[];
  try {
    entries = readdirSync(procRoot);
  } catch {
    return table;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = parseStat(readProcText(`${procRoot}/${entry}/stat`));
      if (stat) table.set(stat.pid, stat);
    } catch {
      // Ended meanwhile.
    }
  }
  return table;
}

/** `root` and all its descendants in `table`, root first. */
export function descendantsOf(root: number, table: ReadonlyMap<number, ProcessStat>): number[] {
  const children = new Map<number, number[]>();
  for (const stat of table.values()) {
    const siblings = children.get(stat.ppid);
    if (siblings) siblings.push(stat.pid);
    else children.set(stat.ppid, [stat.pid]);
  }
  const tree: number[] = [];
  const pending = [root];
  const seen = new Set<number>();
  while (pending.length > 0) {
    const pid = pending.shift() as number;
    if (seen.has(pid)) continue;
    seen.add(pid);
    tree.push(pid);
    pending.push(...(children.get(pid) ?? []));
  }
  return tree;
}

/** One process's resident memory in bytes; 0 when it has ended or is a zombie. */
export function readRssBytes(pid: number, procRoot = '/proc'): number {
  try {
    return parseRssBytes(readProcText(`${procRoot}/${pid}/status`));
  } catch {
    return 0;
  }
}
