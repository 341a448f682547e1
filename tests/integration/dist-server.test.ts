import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../server/paths.ts';
import { jobTypes } from '../../src/shared/jobs/registry.ts';
import { SERVER_NODE_FLAGS } from '../../server/node-flags.ts';
import { makeImage, makePdf, postJobForm } from '../support/jobs.ts';

/**
 * The production bundle on its own: dist-server copied into an empty folder beside node_modules
 * and the built site (no server/, src/ or db/), started as the README's manual start does, serves
 * pages and runs jobs in its workers.
 */
let folder: string;
let child: ChildProcess;
let baseUrl: string;

beforeAll(async () => {
  if (!existsSync(join(projectRoot, 'dist-server', 'worker.mjs'))) {
    throw new Error('These tests run the built server: run `npm run build` first.');
  }
  folder = mkdtempSync(join(tmpdir(), 'toolbox-dist-'));
  cpSync(join(projectRoot, 'dist-server'), join(folder, 'dist-server'), { recursive: true });
  symlinkSync(join(projectRoot, 'node_modules'), join(folder, 'node_modules'), 'dir');
  symlinkSync(join(projectRoot, 'dist'), join(folder, 'dist'), 'dir');
  const port = 40_000 + Math.floor(Math.random() * 10_000);
  baseUrl = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'dist-server/main.mjs'], {
    cwd: folder,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(folder, 'data'),
      LOG_LEVEL: 'warn',
      CURRENCY_RATES_URL: 'off',
      WORKERS: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`${baseUrl}/api/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null)
      throw new Error(`the bundled server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('the bundled server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
});

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe('dist-server on its own', () => {
  it('holds no source tree', () => {
    expect(readdirSync(folder).sort()).toEqual(['data', 'dist', 'dist-server', 'node_modules']);
  });

  it('serves the built site from the dist folder beside it', async () => {
    const home = await fetch(`${baseUrl}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<div id="root">');
  });

  it('reports its version and every job type', async () => {
    const health = (await (await fetch(`${baseUrl}/api/health`)).json()) as {
      version: string;
      capabilities: { jobTypes: string[] };
    };
    expect(health.version).toMatch(/^\d+\.\d+\.\d+/);
    expect([...health.capabilities.jobTypes].sort()).toEqual([...jobTypes].sort());
  });

  it('runs an image job and a PDF job in its worker threads', async () => {
    const image = await postJobForm(
      baseUrl,
      'convert-image',
      [{ field: 'file', name: 'a.png', bytes: await makeImage(64, 48, 'png') }],
      { targetFormat: 'webp' },
    );
    expect(image.status).toBe(200);
    const converted = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect([converted.format, converted.width, converted.height]).toEqual(['webp', 64, 48]);

    const pdf = await postJobForm(baseUrl, 'pdf-to-images', [
      { field: 'file', name: 'two.pdf', bytes: await makePdf(2) },
    ]);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/zip');
  });
});
