import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectError, trpcError } from '../support/error-answers.ts';
import {
  makeImage,
  makePdf,
  postJobForm,
  storedFiles,
  trpcClient,
  tusUpload,
  uploadMetadata,
} from '../support/jobs.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * Files refused before any job runs: wrong bytes behind a right name, over a size limit, too many
 * or in the wrong field, through REST, tus and tRPC.
 */
let server: TestServer;
let trpc: ReturnType<typeof trpcClient>;

beforeAll(async () => {
  server = await startTestServer({ WORKERS: '1', JOBS_PER_CLIENT: '50' });
  trpc = trpcClient(server.baseUrl);
});
afterAll(async () => {
  await server.close();
});
afterEach(async () => {
  // Every refused request and failed job leaves nothing of the visitor's on disk.
  expect(await storedFiles(server.dataDir)).toEqual([]);
});

const text = Buffer.from('This is a text file, whatever its name says.\n'.repeat(20));

describe('wrong bytes behind a right name', () => {
  it('refuses a text file named .png through REST with 415', async () => {
    const response = await postJobForm(
      server.baseUrl,
      'convert-image',
      [{ field: 'file', name: 'photo.png', bytes: text, type: 'image/png' }],
      { targetFormat: 'jpg' },
    );
    await expectError(
      response,
      415,
      'unsupported_type',
      /"photo\.png" is not a JPEG, PNG, WebP, HEIC, AVIF, GIF, TIFF or BMP image/,
      'file',
    );
  });

  it('refuses a PDF sent as an image, and an image sent as a PDF', async () => {
    await expectError(
      await postJobForm(server.baseUrl, 'remove-bg', [
        { field: 'file', name: 'x.jpg', bytes: await makePdf(1), type: 'image/jpeg' },
      ]),
      415,
      'unsupported_type',
      /its content is application\/pdf/,
    );
    await expectError(
      await postJobForm(server.baseUrl, 'pdf-to-images', [
        { field: 'file', name: 'x.pdf', bytes: await makeImage(10, 10), type: 'application/pdf' },
      ]),
      415,
      'unsupported_type',
      /is not a PDF document/,
    );
  });

  it('refuses it through tus and tRPC with 415 and deletes the upload', async () => {
    const id = await tusUpload(text, {
      endpoint: `${server.baseUrl}/api/uploads`,
      metadata: uploadMetadata('crop-image', 'photo.jpg', 'file', 'image/jpeg'),
    });
    const error = await trpcError(
      trpc.jobs.create.mutate({ type: 'crop-image', uploads: [id], parameters: { ratio: '1:1' } }),
    );
    expect(error.data?.httpStatus).toBe(415);
    expect(error.message).toMatch(
      /"photo\.jpg" is not a JPEG, PNG, WebP, HEIC, AVIF, GIF, TIFF or BMP image/,
    );
  });
});

describe('over the size limit', () => {
  it('refuses an 11 MB image through REST with 413', async () => {
    const big = Buffer.concat([await makeImage(64, 64, 'jpeg'), Buffer.alloc(11 * 1024 * 1024)]);
    const response = await postJobForm(
      server.baseUrl,
      'crop-image',
      [{ field: 'file', name: 'big.jpg', bytes: big, type: 'image/jpeg' }],
      { ratio: '1:1' },
    );
    await expectError(response, 413, 'too_large', 'File too large. Maximum size is 10MB', 'file');
  });

  it('lets the format converter take 50 MB but not more', async () => {
    const big = Buffer.concat([await makeImage(64, 64, 'png'), Buffer.alloc(51 * 1024 * 1024)]);
    await expectError(
      await postJobForm(
        server.baseUrl,
        'convert-image',
        [{ field: 'file', name: 'big.png', bytes: big }],
        { targetFormat: 'png' },
      ),
      413,
      'too_large',
      'File too large. Maximum size is 50MB',
    );
  });

  it('refuses a tus upload whose declared size is over the limit at creation, before any byte', async () => {
    const response = await fetch(`${server.baseUrl}/api/uploads`, {
      method: 'POST',
      headers: {
        'tus-resumable': '1.0.0',
        'upload-length': String(10 * 1024 * 1024 + 1),
        'upload-metadata': `jobType ${Buffer.from('remove-bg').toString('base64')},filename ${Buffer.from('a.png').toString('base64')}`,
      },
    });
    await expectError(response, 413, 'too_large', 'File too large. Maximum size is 10MB', 'file');
    const ok = await fetch(`${server.baseUrl}/api/uploads`, {
      method: 'OPTIONS',
    });
    expect(ok.status).toBe(204);
  });

  it('checks each input of a type against its own limit (audio 100 MB beside a 500 MB video)', async () => {
    const metadata = (field: string) =>
      `jobType ${Buffer.from('add-audio').toString('base64')},field ${Buffer.from(field).toString('base64')}`;
    const create = (field: string, size: number) =>
      fetch(`${server.baseUrl}/api/uploads`, {
        method: 'POST',
        headers: {
          'tus-resumable': '1.0.0',
          'upload-length': String(size),
          'upload-metadata': metadata(field),
        },
      });
    await expectError(
      await create('audio', 101 * 1024 * 1024),
      413,
      'too_large',
      'File too large. Maximum size is 100MB',
      'audio',
    );
    const video = await create('file', 200 * 1024 * 1024);
    expect(video.status).toBe(201);
    // Terminate it: the test leaves nothing behind.
    const location = video.headers.get('location') ?? '';
    const deleted = await fetch(`${server.baseUrl}${location}`, {
      method: 'DELETE',
      headers: { 'tus-resumable': '1.0.0' },
    });
    expect(deleted.status).toBe(204);
  });

  it('refuses a tus upload for an unknown job type or without one', async () => {
    const create = (metadata: string) =>
      fetch(`${server.baseUrl}/api/uploads`, {
        method: 'POST',
        headers: { 'tus-resumable': '1.0.0', 'upload-length': '100', 'upload-metadata': metadata },
      });
    await expectError(
      await create(`jobType ${Buffer.from('resize').toString('base64')}`),
      400,
      'unknown_type',
      "Unknown job type 'resize'.",
    );
    await expectError(
      await create(`filename ${Buffer.from('a.png').toString('base64')}`),
      400,
      'invalid_input',
      /must name the upload's jobType/,
    );
  });
});

describe('too many files', () => {
  it('refuses 11 images for a GIF with the spec message', async () => {
    const image = await makeImage(32, 32, 'png');
    const files = Array.from({ length: 11 }, (_, i) => ({
      field: 'images',
      name: `f${i}.png`,
      bytes: image,
      type: 'image/png',
    }));
    const response = await postJobForm(server.baseUrl, 'images-to-gif', files, { duration: '1' });
    await expectError(
      response,
      400,
      'too_many_files',
      'Too many files. Maximum 10 files allowed.',
      'images',
    );
  });

  it('refuses two files for a one-file tool, a missing file, and a file in the wrong field', async () => {
    const image = await makeImage(32, 32, 'png');
    await expectError(
      await postJobForm(server.baseUrl, 'remove-bg', [
        { field: 'file', name: 'a.png', bytes: image },
        { field: 'file', name: 'b.png', bytes: image },
      ]),
      400,
      'too_many_files',
      'Too many files. Maximum 1 files allowed.',
    );
    await expectError(
      await postJobForm(server.baseUrl, 'remove-bg', []),
      400,
      'missing_file',
      "Background removal needs a JPEG, PNG, WebP, HEIC, AVIF, GIF, TIFF or BMP image in 'file'.",
      'file',
    );
    await expectError(
      await postJobForm(server.baseUrl, 'images-to-pdf', [
        { field: 'file', name: 'a.png', bytes: image },
      ]),
      400,
      'unexpected_file',
      "PDF creation takes files in 'images', not in 'file'.",
      'file',
    );
  });

  it('refuses the same upload listed twice through tRPC', async () => {
    const id = await tusUpload(await makeImage(32, 32, 'png'), {
      endpoint: `${server.baseUrl}/api/uploads`,
      metadata: uploadMetadata('images-to-pdf', 'a.png', 'images'),
    });
    const error = await trpcError(
      trpc.jobs.create.mutate({ type: 'images-to-pdf', uploads: [id, id] }),
    );
    expect(error.data?.httpStatus).toBe(400);
    expect(error.message).toBe('The same upload is listed twice.');
    // Not taken: the visitor's upload is still there to use; clean it up for this test's check.
    await fetch(`${server.baseUrl}/api/uploads/${id}`, {
      method: 'DELETE',
      headers: { 'tus-resumable': '1.0.0' },
    });
  });
});
