import { fork } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const entry = fileURLToPath(new URL('./child-entry.ts', import.meta.url));

describe.skipIf(process.platform !== 'linux')('the worker process entry', () => {
  it('ends without a crash report when the server is gone before it could say it is ready', async () => {
    for (let round = 0; round < 3; round++) {
      const child = fork(entry, [], {
        detached: true,
        execArgv: [],
        stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
        serialization: 'json',
      });
      let output = '';
      child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      // As a server that stops while its pool is still starting a process.
      child.disconnect();
      const [code, signal] = (await once(child, 'exit')) as [number | null, string | null];
      expect(output).not.toContain('crashed');
      // Its own 'disconnect' handler ends it and its process group.
      expect({ code, signal }).toEqual({ code: null, signal: 'SIGKILL' });
    }
  });
});
