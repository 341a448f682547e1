import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../server/paths.ts';
import { jobTypes } from '../../shared/jobs/job-types.ts';
import { SERVER_NODE_FLAGS } from '../../server/node-flags.ts';
import { makeSampleDocx } from '../support/documents.ts';
import { makeImage, makePdf, postJobForm, waitForJob } from '../support/jobs.ts';
import { freePort } from '../support/server-process.ts';

/**
 * The production bundle on its own, as the container image holds it: the folder
 * server/runtime-files.ts gathers (dist-server, the built site and only the files of node_modules
 * the bundle loads; no server/, src/ or db/), started as the README's manual start does, serves
 * pages and runs jobs in its workers, the ones that read files by computed paths included.
 */
let folder: string;
let child: ChildProcess;
let baseUrl: string;

beforeAll(async () => {
  if (!existsSync(join(projectRoot, 'dist-server', 'worker.mjs'))) {
    throw new Error('These tests run the built server: run `npm run build` first.');
  }
  folder = mkdtempSync(join(tmpdir(), 'toolbox-dist-'));
  execFileSync(process.execPath, ['server/runtime-files.ts', folder], {
    cwd: projectRoot,
    stdio: 'ignore',
  });
  const port = await freePort();
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
      // Word to PDF through mammoth and pdfmake, whose fonts are read by path.
      SOFFICE_PATH: 'off',
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
}, 120_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe('dist-server on its own', () => {
  it('holds no source tree, and of node_modules only what the bundle loads', () => {
    expect(readdirSync(folder).sort()).toEqual(['data', 'dist', 'dist-server', 'node_modules']);
    const packages = readdirSync(join(folder, 'node_modules'));
    expect(packages).toEqual(expect.arrayContaining(['sharp', 'pdfjs-dist', 'better-sqlite3']));
    for (const buildOnly of ['typescript', 'vite', 'react', 'fastify', 'zod']) {
      expect(packages).not.toContain(buildOnly);
    }
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

  it('converts Word to PDF without LibreOffice, and PDF to Word', async () => {
    const word = await postJobForm(baseUrl, 'word-to-pdf', [
      { field: 'file', name: 'letter.docx', bytes: await makeSampleDocx() },
    ]);
    expect(word.status).toBe(202);
    const wordId = ((await word.json()) as { id: string }).id;
    const converted = await waitForJob(baseUrl, wordId);
    expect(converted.status, JSON.stringify(converted.error)).toBe('completed');
    const pdf = Buffer.from(await (await fetch(`${baseUrl}/api/download/${wordId}`)).arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    const back = await postJobForm(baseUrl, 'pdf-to-word', [
      { field: 'file', name: 'letter.pdf', bytes: pdf },
    ]);
    expect(back.status).toBe(202);
    const backView = await waitForJob(baseUrl, ((await back.json()) as { id: string }).id);
    expect(backView.status, JSON.stringify(backView.error)).toBe('completed');
  });
});
