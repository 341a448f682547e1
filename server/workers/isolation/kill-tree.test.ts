import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { killProcessTree } from './kill-tree.ts';
import { descendantsOf, readProcessTable } from './process-table.ts';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe.skipIf(process.platform !== 'linux')('killProcessTree', () => {
  it('kills a process, its group and a grandchild that left for a session of its own', async () => {
    // Like the worker process: in its own group; the grandchild runs setsid like LibreOffice.
    const child = spawn('sh', ['-c', 'sleep 60 & setsid sleep 61 & echo started; wait'], {
      detached: true,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await once(child.stdout, 'data');
    let below: number[] = [];
    for (let i = 0; i < 50 && below.length < 3; i++) {
      below = descendantsOf(child.pid as number, readProcessTable());
      if (below.length < 3) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(below).toHaveLength(3);
    const exited = once(child, 'exit');
    const killed = await killProcessTree(child.pid as number);
    expect(killed.sort()).toEqual([...below].sort());
    expect((await exited)[1]).toBe('SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Zombies of init may linger a moment; their stat says Z or they are gone.
    const table = readProcessTable();
    for (const pid of below.slice(1)) {
      expect(!alive(pid) || table.get(pid)?.state === 'Z').toBe(true);
    }
  });

  it('leaves nothing of a tree that keeps forking while it is frozen', async () => {
    // Each child leaves for a session of its own, so only the freeze can find and kill it.
    const marker = `${60 + Math.random()}`.slice(0, 8);
    const child = spawn('sh', ['-c', `while :; do setsid sleep ${marker} & done`], {
      detached: true,
      stdio: 'ignore',
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const exited = once(child, 'exit');
    const killed = await killProcessTree(child.pid as number);
    expect(killed.length).toBeGreaterThan(1);
    await exited;
    await new Promise((resolve) => setTimeout(resolve, 100));
    const table = readProcessTable();
    const left = [...table.values()].filter((stat) => {
      if (stat.state === 'Z') return false;
      try {
        return readFileSync(`/proc/${stat.pid}/cmdline`, 'utf8') === `sleep\0${marker}\0`;
      } catch {
        return false;
      }
    });
    expect(left.map((stat) => stat.pid)).toEqual([]);
  });
});
