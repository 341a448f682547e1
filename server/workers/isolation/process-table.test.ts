import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import {
  descendantsOf,
  parseRssBytes,
  parseStat,
  readProcessTable,
  readRssBytes,
  type ProcessStat,
} from './process-table.ts';

describe('parseStat', () => {
  it('reads pid, parent, group and state', () => {
    expect(parseStat('7442 (bash) S 7433 7442 7442 0 -1 4194560 6281 65322 0 8')).toEqual({
      pid: 7442,
      ppid: 7433,
      pgrp: 7442,
      state: 'S',
    });
  });

  it('counts fields from the last parenthesis, whatever the command name holds', () => {
    expect(parseStat('12 (a) b (c) d) R 3 12 12 0 -1')).toEqual({
      pid: 12,
      ppid: 3,
      pgrp: 12,
      state: 'R',
    });
  });

  it('refuses lines that are not a stat line', () => {
    expect(parseStat('')).toBeNull();
    expect(parseStat('12 no parentheses 3 4')).toBeNull();
    expect(parseStat('12 (x)')).toBeNull();
  });
});

describe('parseRssBytes', () => {
  it('reads VmRSS in bytes', () => {
    expect(
      parseRssBytes('Name:\tnode\nVmPeak:\t 99 kB\nVmRSS:\t    4100 kB\nRssAnon:\t1000 kB\n'),
    ).toBe(4100 * 1024);
  });

  it('gives 0 for a process without memory (a zombie or a kernel thread)', () => {
    expect(parseRssBytes('Name:\tkthreadd\nState:\tS (sleeping)\n')).toBe(0);
  });
});

describe('descendantsOf', () => {
  const row = (pid: number, ppid: number): [number, ProcessStat] => [
    pid,
    { pid, ppid, pgrp: pid, state: 'S' },
  ];
  const table = new Map([row(1, 0), row(10, 1), row(11, 10), row(12, 10), row(13, 12), row(20, 1)]);

  it('lists a root and everything below it, root first', () => {
    expect(descendantsOf(10, table)).toEqual([10, 11, 12, 13]);
    expect(descendantsOf(13, table)).toEqual([13]);
  });

  it('gives the root alone when it is not in the table', () => {
    expect(descendantsOf(99, table)).toEqual([99]);
  });
});

describe.skipIf(process.platform !== 'linux')('the real /proc', () => {
  let child: ChildProcess | undefined;
  afterEach(async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit');
      process.kill(-(child.pid as number), 'SIGKILL');
      await exited;
    }
  });

  it('finds a child and its grandchild, and the memory each holds', async () => {
    // A shell that starts Node holding 64 MB, in a process group of its own.
    child = spawn(
      'sh',
      [
        '-c',
        `"${process.execPath}" -e "globalThis.b = Buffer.alloc(64 * 2 ** 20, 1); console.log('ready'); setInterval(() => {}, 1000)"; true`,
      ],
      { detached: true, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await once(child.stdout as NodeJS.ReadableStream, 'data');
    const table = readProcessTable();
    const tree = descendantsOf(process.pid, table);
    expect(tree).toContain(child.pid);
    const below = descendantsOf(child.pid as number, table);
    expect(below).toHaveLength(2);
    const grandchild = below[1] as number;
    expect(table.get(grandchild)?.ppid).toBe(child.pid);
    expect(table.get(grandchild)?.pgrp).toBe(child.pid);
    expect(readRssBytes(grandchild)).toBeGreaterThan(64 * 2 ** 20);
    expect(readRssBytes(child.pid as number)).toBeLessThan(32 * 2 ** 20);
  });

  it('reads 0 for a process that does not exist', async () => {
    expect(readRssBytes(2 ** 22 + 7)).toBe(0);
  });
});
