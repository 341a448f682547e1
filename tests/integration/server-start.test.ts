import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../server/paths.ts';
import { SERVER_NODE_FLAGS } from '../../server/node-flags.ts';
import { freePort } from '../support/server-process.ts';

/**
 * The production bundle answers /api/health before its slow start-up work ends: an ffmpeg that
 * takes 5 s to print its version (FFMPEG_PATH) is still being asked when the first answer comes,
 * and the answer says so; once the probe ends, the answer names that ffmpeg.
 */
interface Health {
  status: string;
  capabilities: {
    tools: 'detecting' | 'detected';
    ffmpeg?: { source: string; version: string } | null;
    ffprobe?: { version: string } | null;
  };
}

let folder: string;
let child: ChildProcess;
let baseUrl: string;
const probeEnded = () => existsSync(join(folder, 'probe-ended'));

beforeAll(async () => {
  if (!existsSync(join(projectRoot, 'dist-server', 'main.mjs'))) {
    throw new Error('These tests run the built server: run `npm run build` first.');
  }
  folder = mkdtempSync(join(tmpdir(), 'toolbox-start-'));
  const ffmpeg = join(folder, 'ffmpeg');
  writeFileSync(
    ffmpeg,
    `#!/bin/sh\nsleep 5\ntouch '${join(folder, 'probe-ended')}'\necho 'ffmpeg version 9.9-slow-probe'\n`,
  );
  writeFileSync(join(folder, 'ffprobe'), "#!/bin/sh\necho 'ffprobe version 9.9-slow-probe'\n");
  chmodSync(ffmpeg, 0o755);
  chmodSync(join(folder, 'ffprobe'), 0o755);
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'dist-server/main.mjs'], {
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(folder, 'data'),
      LOG_LEVEL: 'warn',
      CURRENCY_RATES_URL: 'off',
      WORKERS: '1',
      FFMPEG_PATH: ffmpeg,
      SOFFICE_PATH: 'off',
      YTDLP_PATH: 'off',
      GS_PATH: 'off',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
});

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  if (folder) rmSync(folder, { recursive: true, force: true });
});

async function health(): Promise<Health | undefined> {
  try {
    const response = await fetch(`${baseUrl}/api/health`);
    return response.ok ? ((await response.json()) as Health) : undefined;
  } catch {
    return undefined; // not listening yet
  }
}

describe('the server start', () => {
  it('answers /api/health while an ffmpeg probe is still running, then names that ffmpeg', async () => {
    let first: Health | undefined;
    while (!(first = await health())) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(probeEnded()).toBe(false);
    expect(first.status).toBe('ok');
    expect(first.capabilities.tools).toBe('detecting');
    expect(first.capabilities.ffmpeg).toBeUndefined();

    let later = first;
    while (later.capabilities.tools !== 'detected') {
      await new Promise((resolve) => setTimeout(resolve, 100));
      later = (await health()) ?? later;
    }
    expect(probeEnded()).toBe(true);
    expect(later.capabilities.ffmpeg).toEqual({ source: 'config', version: '9.9-slow-probe' });
    expect(later.capabilities.ffprobe).toEqual({ version: '9.9-slow-probe' });
  }, 60_000);
});
