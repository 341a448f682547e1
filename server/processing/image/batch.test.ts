import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProcessorJob } from '../processor.ts';
import { runImageBatch } from './batch.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'image-batch-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A compress job over real PNG files, recording its progress. */
async function jobOf(names: string[]) {
  const inputs = [];
  for (const [index, name] of names.entries()) {
    const path = join(dir, `in-${index}`);
    await writeFile(
      path,
      await sharp({ create: { width: 8 + index, height: 8, channels: 3, background: '#123456' } })
        .png()
        .toBuffer(),
    );
    inputs.push({ field: 'images', path, name, contentType: 'image/png', size: 1 });
  }
  const progress: Array<[number, string | undefined]> = [];
  const job = {
    id: 'test',
    type: 'compress-image',
    parameters: { format: 'webp', keepMetadata: false },
    inputs,
    outputPath: join(dir, 'out'),
    workDir: dir,
    signal: new AbortController().signal,
    progress: (percent: number, stage?: string) => progress.push([percent, stage]),
    tools: {
      ffmpeg: null,
      libreOffice: null,
      ytDlp: null,
      ghostscript: null,
      qpdf: null,
      ocrmypdf: null,
    },
    settings: { allowedUrlHosts: [], officeProfileDir: dir },
  } satisfies ProcessorJob<'compress-image'>;
  return { job, progress };
}

const toWebp = async (input: { path: string }) => ({
  data: await sharp(input.path).webp().toBuffer(),
  format: 'webp' as const,
});

describe('runImageBatch', () => {
  it('writes one image as the result itself', async () => {
    const { job, progress } = await jobOf(['a.png']);
    await runImageBatch(job, 'Compressing', toWebp);
    expect((await sharp(await readFile(job.outputPath)).metadata()).format).toBe('webp');
    expect(progress).toEqual([
      [0, 'Compressing'],
      [100, 'Done'],
    ]);
  });

  it('zips several, named after their inputs, and counts files done', async () => {
    const { job, progress } = await jobOf(['a.png', 'A.jpg', 'b.png']);
    await runImageBatch(job, 'Compressing', toWebp);
    const entries = unzipSync(new Uint8Array(await readFile(job.outputPath)));
    expect(Object.keys(entries)).toEqual(['a.webp', 'A-2.webp', 'b.webp']);
    expect(progress.map(([, stage]) => stage)).toEqual([
      '0 of 3 images done',
      '1 of 3 images done',
      '2 of 3 images done',
      '3 of 3 images done',
    ]);
    expect(progress.at(-1)?.[0]).toBe(100);
  });
});

describe('runImageBatch refusals', () => {
  it('names the image of a batch that cannot be read', async () => {
    const { job } = await jobOf(['good.png', 'broken.png']);
    await writeFile(job.inputs[1]!.path, Buffer.from('\x89PNG\r\n\x1a\n broken'));
    await expect(runImageBatch(job, 'Compressing', toWebp)).rejects.toMatchObject({
      code: 'unreadable_file',
      message: expect.stringMatching(/^"broken\.png": The image could not be read/),
    });
  });
});
